"""Clairvoyant Schnapsen yardsticks: the expert's own search, told what an honest player cannot know.

A strength target such as "the expert beats hard in 62% of games" means little until it is set against what
seeing the hidden cards would give.  These reference levels measure that, against any level, through
``tests/bench/tournament.py``:

* ``seer-hand`` -- the expert told the opponent's hand; the talon's order is still unknown to it, so it
  searches its usual number of worlds (32), each with the true hands and the talon shuffled;
* ``seer-all`` -- the expert told every card, the talon's order too: one world, the true one;
* ``seer-open`` and ``seer-closed`` -- ``seer-hand`` in one phase only: while the talon is open, or once it is
  closed or gone (honest, as the expert, in the other), so the worth of the hand is split by phase.

Everything else is the expert's (:class:`~cardsuite.games.schnapsen.bots.expert.ExpertBot`): its horizon,
estimate, node budget, closing split by the lead and margins, so the difference to the honest expert is the
knowledge alone.  Once the talon is closed or gone, a seer told the hand searches the true position only.

They cheat by design: the tournament shows them the table before each of their decisions (``see_table``),
they are never offered to players (they are not in the game's levels), and without the table they refuse to
play.  Example (2,000 games)::

    python tests/bench/tournament.py --game schnapsen --a seer-hand --b hard --games 1000 --seed 9902 --jobs 2
"""

from __future__ import annotations

import dataclasses
import random

from cardsuite.games.schnapsen.bots.expert import ExpertBot
from cardsuite.games.schnapsen.bots.opencards import deal_of
from cardsuite.games.schnapsen.bots.players import Info


class SeerBot(ExpertBot):
    """The expert searching the true hands: with ``knows_talon`` the true talon order too (see the module)."""

    knows_talon = False
    phases = (True, False)          # told the hand while the talon is open (True), once closed or gone (False)

    def __init__(self) -> None:
        super().__init__()
        self._table = None

    def see_table(self, state) -> None:
        """The round as it stands (a :class:`~cardsuite.games.schnapsen.engine.state.SchnapsenState`)."""
        self._table = state

    def _worlds(self, info: Info, count: int, rng: random.Random):
        if self._table is None:
            raise RuntimeError(f"{self.level} sees the table: it plays only where it is shown it "
                               "(tests/bench/tournament.py)")
        if info.open not in self.phases:
            yield from super()._worlds(info, count, rng)
            return
        true = deal_of(self._table, info.me)
        if self.knows_talon or not info.open:
            yield true, 1.0
            return
        trump_card, rest = true.talon[:1], true.talon[1:]      # the trump card is drawn last, and is known
        for _ in range(count):
            order = list(rest)
            rng.shuffle(order)
            yield dataclasses.replace(true, talon=trump_card + order), 1.0


class HandSeerBot(SeerBot):
    level = "seer-hand"


class AllSeerBot(SeerBot):
    level = "seer-all"
    knows_talon = True


class OpenSeerBot(SeerBot):
    level = "seer-open"
    phases = (True,)


class ClosedSeerBot(SeerBot):
    level = "seer-closed"
    phases = (False,)
