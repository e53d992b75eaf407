"""The bot interface shared by every game, and the uniformly random player.

A bot answers from a seat's view and the legal actions alone; it never sees
the state.  ``choose`` must be a pure function of its arguments and the RNG it
is given, so tournaments and tests are reproducible.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Callable, Sequence

from cardsuite.engine import Action, View
from cardsuite.translate import QT_TRANSLATE_NOOP


class Bot:
    """Base of every game's bots.

    A decision is bounded by work (nodes, samples, play-outs: each bot says which), so the same view
    and RNG give the same answer on any machine.  ``budget_s`` is only a safety net against a
    pathological position on a very slow machine; ``cap_hits`` counts the decisions it cut short,
    so benchmarks can report that it (almost) never fires.
    """

    level = "bot"

    def __init__(self, budget_s: float = 1.0):
        self.budget_s = budget_s
        self.cap_hits = 0

    def choose(self, view: View, legal: Sequence[Action], rng: random.Random) -> Action:
        raise NotImplementedError


class RandomBot(Bot):
    """A uniformly random legal player: the floor every real bot must beat."""

    level = "random"

    def choose(self, view: View, legal: Sequence[Action], rng: random.Random) -> Action:
        return legal[rng.randrange(len(legal))]


@dataclass(frozen=True)
class BotLevel:
    """One bot level of a game: how to make it and its rating for the skill range."""

    level: str
    title: str
    rating: int
    make: Callable[[], Bot]


RANDOM_LEVEL = BotLevel("random", QT_TRANSLATE_NOOP("games", "Random"), 600, RandomBot)
