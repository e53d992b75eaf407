"""The Schnapsen levels the registry reads: easy, medium and hard (:mod:`.players`), expert (:mod:`.expert`).

Each rating is measured, not chosen: ``python tests/bench/ratings.py --game schnapsen`` plays every level
against the one below it in whole matches (bummerls) and chains the Elo steps up from Random (600).  Measured
with ``--games 200 --seed 4402`` (400 matches a step; the expert's step ``--pairs expert:hard --games 150``):
easy beats random in 98.5% (+727), medium easy in 88.0% (+346), hard medium in 82.0% (+263), expert hard in
56.0% [50.3, 61.5] of matches (+42; measured again once the expert's horizon estimate was refitted).
The players' classes are re-exported here for the benches and tests that name them.
"""

from __future__ import annotations

from cardsuite.bots import BotLevel
from cardsuite.translate import QT_TRANSLATE_NOOP

from .expert import ExpertBot
from .players import EasyBot, HardBot, Info, MediumBot

__all__ = ["LEVELS", "EasyBot", "ExpertBot", "HardBot", "Info", "MediumBot"]

LEVELS = [
    BotLevel("easy", QT_TRANSLATE_NOOP("games", "Easy"), 1327, EasyBot),
    BotLevel("medium", QT_TRANSLATE_NOOP("games", "Medium"), 1673, MediumBot),
    BotLevel("hard", QT_TRANSLATE_NOOP("games", "Hard"), 1936, HardBot),
    BotLevel("expert", QT_TRANSLATE_NOOP("games", "Expert"), 1978, ExpertBot),
]
