"""The computer players of Schnapsen, Qt-free: the registry reads ``bots.levels.LEVELS``."""
