"""The rules of the Spider duel, Qt-free: the registry reads ``engine.game.GAME``."""
