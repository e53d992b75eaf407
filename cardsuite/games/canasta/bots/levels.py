"""The Canasta levels the registry reads: easy and medium (:mod:`.heuristics`), hard (:mod:`.search`), expert
(:mod:`.expert`)."""

from __future__ import annotations

from cardsuite.bots import BotLevel
from cardsuite.translate import QT_TRANSLATE_NOOP

from .heuristics import EasyBot, MediumBot
from .expert import ExpertBot
from .search import HardBot

LEVELS = [
    BotLevel("easy", QT_TRANSLATE_NOOP("games", "Easy"), 1100, EasyBot),
    BotLevel("medium", QT_TRANSLATE_NOOP("games", "Medium"), 1400, MediumBot),
    BotLevel("hard", QT_TRANSLATE_NOOP("games", "Hard"), 1700, HardBot),
    # 1700 + 400 * log10(p / (1 - p)) with p = 73 / 134 = 0.545, expert's share of rounds won against hard
    # over the four settings (2 and 4 players, StarGames and Classic; 67 fresh deals from seed 9201 played
    # both ways round, issue 25's note): +31 Elo, a small and uncertain step (interval of p about 0.46..0.63)
    BotLevel("expert", QT_TRANSLATE_NOOP("games", "Expert"), 1731, ExpertBot),
]
