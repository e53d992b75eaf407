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
# Expert over hard: +31, from its 54.5% of 134 *rounds* against hard over the four settings (fresh seed 9201,
# issue 25's note) -- whole matches of the expert were too slow to measure, and a round's edge understates a
# match's, so this step is a floor.
LEVELS = [
    BotLevel("easy", QT_TRANSLATE_NOOP("games", "Easy"), 990, EasyBot),
    BotLevel("medium", QT_TRANSLATE_NOOP("games", "Medium"), 1303, MediumBot),
    BotLevel("hard", QT_TRANSLATE_NOOP("games", "Hard"), 1544, HardBot),
    BotLevel("expert", QT_TRANSLATE_NOOP("games", "Expert"), 1575, ExpertBot),
]
