"""The computer players of the Spider duel (easy, medium, hard, expert), Qt-free: the registry reads
``bots.levels.LEVELS``."""
