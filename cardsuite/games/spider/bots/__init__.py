"""The computer players of the Spider duel, Qt-free: the registry reads ``bots.levels.LEVELS``."""
