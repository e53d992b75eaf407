"""The Schnapsen levels the registry reads: easy, medium and hard (:mod:`.players`), expert (:mod:`.expert`).

Each rating is measured, not chosen: ``python tests/bench/ratings.py --game schnapsen`` plays every level
against the one below it and chains the Elo steps up from Random (600); the figures are in the issue-25 note.
The players' classes are re-exported here for the benches and tests that name them.
"""

from __future__ import annotations

from cardsuite.bots import BotLevel
from cardsuite.translate import QT_TRANSLATE_NOOP

from .expert import ExpertBot
from .players import EasyBot, HardBot, Info, MediumBot

__all__ = ["LEVELS", "EasyBot", "ExpertBot", "HardBot", "Info", "MediumBot"]

LEVELS = [
    BotLevel("easy", QT_TRANSLATE_NOOP("games", "Easy"), 1100, EasyBot),
    BotLevel("medium", QT_TRANSLATE_NOOP("games", "Medium"), 1400, MediumBot),
    BotLevel("hard", QT_TRANSLATE_NOOP("games", "Hard"), 1750, HardBot),
    BotLevel("expert", QT_TRANSLATE_NOOP("games", "Expert"), 1850, ExpertBot),
]
