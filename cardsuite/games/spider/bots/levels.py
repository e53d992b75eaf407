"""Spider duel bots -- easy, medium, hard, expert (``LEVELS``); a human's hint asks the strongest of them
(:mod:`cardsuite.play.hinting`).

Every bot plays from its seat's view alone ("honest"): face-down cards and the stock are
unknown to it, exactly as to a person.  Where a bot looks past a turn-up or a deal it samples
the hidden cards from the unseen multiset (the 104 cards minus every card it has seen face
up, the completed runs included) -- determinisation.

* **Easy** scores each move one ply deep (:func:`.search.evaluate` plus the points it makes),
  plays the best if it helps, else turns a card up, else deals, else stops.
* **Medium** searches the block of moves up to the next turn-up or deal (best-first with a
  transposition table, :func:`.search.block_search`), follows the best plan found, turns up
  cards the plan does not use as empty columns, and deals when no plan helps.
* **Hard** turns up an uncovered card at once (information first) -- on 2 suits unless its
  best plan uses that face-down-only column as an empty one (such a column takes any card,
  RULES P-3/P-4) -- and, where the medium search's best few plans begin with different moves,
  judges them by determinised look-ahead: in each of several samples of the hidden cards it
  plays the plan, turns up what the plan uncovers (as the sample has it) and rolls on honestly
  -- the block search plans again from what would then be known, for a few turn-ups, until no
  plan helps -- and keeps the first move with the best average.  Once the stock is dealt it
  plays for the win: the oracle's beam search solves several samples of the face-down cards,
  the moves each solution makes before its first turn-up are candidate plans (with medium's
  best plan), and the plan that wins in most samples is played (:meth:`.players.HardBot._endgame`).
  Once nothing is hidden any more it solves the rest exactly and follows the solution.
* **Expert** plays as hard with a larger look-ahead, and chooses by solving sampled worlds earlier: from
  the last packet of the stock on, each world fills the face-down cards and the stock from the unseen
  cards, and whether to deal is one of the plans the worlds judge (:mod:`.expert`).
  Before stopping, medium, hard and expert check with an exhaustive search that no move can
  gain anything any more.

The evaluation's weights differ by suit count (:data:`.search.PROFILES`, tuned on seeded deals).
Reproducible: a decision is a function of (view, seeded RNG, work budget).  Budgets count work
-- block-search expansions, beam-solver nodes -- never seconds; where the match clock runs low
(``view.time_limit_ms`` minus the seat's ``elapsed_ms``) a decision gets less work, derived from
those numbers of the view (:mod:`.budget`).  ``budget_s`` is only a wall-clock safety net, far above
what a decision costs; ``cap_hits`` counts the decisions it cut short.  A bot remembers the rest of
its current plan, keyed by the exact position it leads to, so the moves of one plan after the
first cost next to nothing; the same sequence of calls gives the same answers.  Costs below are
CPU time per decision on the development machine (2 cores, seed-1 deals, 1 suit).

Easy, medium and hard live in :mod:`.players`, the expert in :mod:`.expert`; this module is the registry.
"""
from __future__ import annotations

from cardsuite.bots import BotLevel
from cardsuite.translate import QT_TRANSLATE_NOOP

from .expert import ExpertBot
from .players import EasyBot, HardBot, MediumBot, Position, block_decision

__all__ = ["LEVELS", "EasyBot", "MediumBot", "HardBot", "ExpertBot", "Position", "block_decision"]

# Ratings measured in duels (a duel is one deal: ``tests/bench/ratings.py --game spider --unit round``),
# chained up from Random's 600: easy won all 80 duels against random (+798, the cap of a 99% share), medium
# 76.2% of 80 against easy (+203) (--games 40 --seed 4405), hard 80.0% [70.0, 87.3] of 80 against medium
# (+241), expert 68.8% [44.4, 85.8] of only 16 against hard (+137, --games 8 --seed 4406: the expert's duels
# were too slow for more; its interval is +-176).
LEVELS = [
    BotLevel("easy", QT_TRANSLATE_NOOP("games", "Easy"), 1398, EasyBot),
    BotLevel("medium", QT_TRANSLATE_NOOP("games", "Medium"), 1601, MediumBot),
    BotLevel("hard", QT_TRANSLATE_NOOP("games", "Hard"), 1842, HardBot),
    BotLevel("expert", QT_TRANSLATE_NOOP("games", "Expert"), 1979, ExpertBot),
]
