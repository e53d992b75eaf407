"""The rules of Schnapsen, Qt-free: the registry reads ``engine.game.GAME``."""
