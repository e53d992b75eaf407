"""The generic tests' random player: uniformly random legal actions, except that an action which runs a solver
inside ``apply`` is played at most once by each player.

Such an action is Spider practice's Demo (``kind == "demo"``, RULES P-11): ``apply`` asks the full-information
solver for a way to win, up to its node budget (:data:`cardsuite.games.spider.engine.practicestate.DEMO_NODES`),
and after random play -- under the classic rules above all -- it mostly finds none, having spent that budget.  A
uniformly random player picks it now and then among a dozen actions (any other action ends the plan, and Demo
is offered again), each time on a new position -- in games, look-aheads and play-outs -- so the generic tests
spent most of their Spider practice time in that search.  Played once
per game, the demo, its plan and its "none" still go through every check the generic tests make (events,
views, JSON, records replayed, ``check``, determinised worlds); what the demo does is the practice tests' own
business (tests/games/spider).  A test that plays many games for what their actions emit (events, summary
lines) may share one player among them all: the demo emits nothing of its own (a ``score`` event, as every
action), and the plan it sets is played with the ordinary actions.  A game without such actions is played
exactly as before: the choice draws the same numbers from the RNG as ``legal[rng.randrange(len(legal))]``.
"""

from __future__ import annotations

import random
from typing import Any, Sequence

from cardsuite.bots import RANDOM_LEVEL, Bot, BotLevel

SOLVER_KINDS = frozenset({"demo"})
"""Action kinds whose ``apply`` runs a solver."""


def asks_solver(action: Any) -> bool:
    return getattr(action, "kind", None) in SOLVER_KINDS


class RandomPlayer:
    """One player's random choices; remembers whether it has asked the solver already.  ``solver=False``: never
    (a look-ahead from a position of a game that plays the demo itself: the same ``apply`` on a copy)."""

    def __init__(self, solver: bool = True) -> None:
        self.solver_asked = not solver

    def choose(self, legal: Sequence[Any], rng: random.Random) -> Any:
        pool = list(legal)
        if self.solver_asked and any(asks_solver(a) for a in pool):
            pool = [a for a in pool if not asks_solver(a)] or pool
        action = pool[rng.randrange(len(pool))]
        self.solver_asked = self.solver_asked or asks_solver(action)
        return action


class RandomTestBot(Bot):
    """The random level for headless test matches: a :class:`RandomPlayer` of its own, or one it shares."""

    level = "random"

    def __init__(self, budget_s: float = 1.0, player: RandomPlayer | None = None) -> None:
        super().__init__(budget_s)
        self.player = player or RandomPlayer()

    def choose(self, view, legal, rng: random.Random):
        return self.player.choose(legal, rng)


def random_level(player: RandomPlayer | None = None) -> BotLevel:
    """The random level for headless test matches: its bots share ``player`` (so that all of them together ask
    the solver once), or each has its own."""
    return BotLevel(RANDOM_LEVEL.level, RANDOM_LEVEL.title, RANDOM_LEVEL.rating,
                    lambda: RandomTestBot(player=player))
