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
    BotLevel("expert", QT_TRANSLATE_NOOP("games", "Expert"), 1800, ExpertBot),
]
