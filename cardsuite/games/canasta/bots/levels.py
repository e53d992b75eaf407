"""The Canasta levels the registry reads: easy and medium (:mod:`.heuristics`), hard (:mod:`.search`), expert
(:mod:`.expert`)."""

from __future__ import annotations

from cardsuite.bots import BotLevel
from cardsuite.translate import QT_TRANSLATE_NOOP

from .heuristics import EasyBot, MediumBot
from .expert import ExpertBot
from .search import HardBot

# Ratings measured, not chosen (``tests/bench/ratings.py --game canasta``, StarGames for two, chained up from
# Random's 600): easy beats random in 90.4% of whole matches (+390), medium easy in 85.8% (+313) (60 matches a
# step, --games 60 --seed 4404), hard medium in 80.0% [68.2, 88.2] (+241; 60 matches, --games 30 --seed 4404).
# Expert over hard: +28 [+1, +56], from its 54.1% [50.1, 58.0] of 600 *rounds* against hard, StarGames for two
# (300 deals of fresh seed 9701, each played twice with the seats swapped: ``tests/bench/tournament.py --game
# canasta --preset StarGames --players 2 --a expert --b hard --games 300 --seed 9701``) -- whole matches of the
# expert are too slow to measure, and a round's edge understates a match's, so this step is a floor.
LEVELS = [
    BotLevel("easy", QT_TRANSLATE_NOOP("games", "Easy"), 990, EasyBot),
    BotLevel("medium", QT_TRANSLATE_NOOP("games", "Medium"), 1303, MediumBot),
    BotLevel("hard", QT_TRANSLATE_NOOP("games", "Hard"), 1544, HardBot),
    BotLevel("expert", QT_TRANSLATE_NOOP("games", "Expert"), 1572, ExpertBot),
]
