"""The computer players of Canasta, Qt-free: the registry reads ``bots.levels.LEVELS``."""
