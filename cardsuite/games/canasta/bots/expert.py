"""The expert Canasta bot: hard's search with more worlds, more plans, worlds weighted by what was seen,
and the partnership decisions ("may I go out?", feeding and freezing the pile) taken by play-outs.

**Expert** searches like hard (:mod:`.search`): candidate plans for the turn, each played out to the end
of the round with medium at every seat, on the same sampled worlds (common random numbers: every
candidate meets the same deals and the same stock order).  It differs in:

* its own weights (:data:`.tuning.EXPERT`), in its plans and in its play-outs' players: with 2 players it
  takes the pile less readily and goes out earlier than medium and hard;
* more worlds and more plans: 96 worlds where hard plays out 20, twice that for the draw (stock or
  pile, the turn's largest stake); every distinct discard after medium's melds (up to ``discards``),
  and, when the pile is worth freezing, a wild card thrown onto it; a lower bar (``margin``) for
  leaving medium's plan, since more worlds make the means firmer -- but not for the draw: there a
  lower bar made it take the pile half as often as hard and lose (``draw_margin``) (against an oracle of 200 worlds,
  2 players, 18 positions of tuning deals, the chosen plan lost 12 points a decision to the best
  one, hard's 26, medium's 33);
* worlds weighted by what the players did (:mod:`.inference`): a player who threw a rank is dealt
  fewer of it;
* a partnership's question (RULES C-10) from the side's prospects: asked only when the play-outs of
  going out and of staying in are close (the partner's hand, which the asker cannot see, then decides),
  and answered by playing out "yes" and "no" on worlds in which the asker can go out;
* the discard that feeds the partner, holds what the partner collects or freezes the pile is the one
  whose play-outs score best for the side: the partner's known cards stay in its hand in every world.

Its play-phase search draws its worlds from a seed hashed from the turn's position (the cards it may
arrange, the stock, the pile), so every step of a turn reproduces the same plan and the memo of the
plan is only a cache; the draw and the answer use the given RNG.  The same view, legal actions and RNG
always give the same answer; the work is a fixed number of play-outs, the wall clock only a safety net.
"""

from __future__ import annotations

import random
import time
import zlib
from typing import Sequence

from cardsuite.engine import Action

from ..engine.actions import NO, YES
from ..engine.cards import WILD
from ..engine.views import CanastaView
from .inference import weighted_state
from .knowledge import Sit
from .plans import YES_OR_NO, Plan, kind
from .playout import play_turn_rest, playout
from .search import HardBot
from .tuning import EXPERT, Tuning

ASK_GAP = 120.0           # points: ask "may I go out?" when going out beats staying by less than this
FREEZE_PILE = 5           # a pile of this many cards or more is worth trying to freeze with a wild card


class ExpertBot(HardBot):
    """Hard's search with more worlds and plans, weighted worlds and searched partnership decisions.

    The budget is work: ``samples`` worlds per searched decision (x1.5 with 4 players, x2 for the
    draw), every candidate played out on each to the round's end; most decisions need no search.
    Cost in CPU time of one core (``time.process_time`` around ``choose``, expert against hard, both
    seatings of deal seed 77; the machine was loaded, which CPU time does not count): 2 players
    StarGames median 0.14 ms, p95 607 ms, max 747 ms (hard: p95 96 ms); 2 players Classic median
    0.26 ms, p95 1.04 s, max 1.2 s (hard: p95 186 ms); 4 players StarGames with
    the partner question median 0.15 ms, p95 805 ms, max 1.5 s (hard: p95 189 ms).  In wall-clock
    time on the same machine, with both cores shared by five agents' benchmarks (load 10 to 16),
    the tournaments measured several times that (see the issue-25 note).  ``budget_s`` is only a
    safety net; ``cap_hits`` counts the searches it cut short.
    """

    level = "expert"
    tune: Tuning = EXPERT
    samples = 96              # worlds per decision (the same ones for every candidate; x1.5 with 4 players)
    discards = 8              # distinct discards tried after medium's melds
    margin = 0.25             # a plan must beat medium's by this many standard errors (2 players)
    margin_partners = 0.5     # the same with 4 players
    answer_samples = 24       # worlds for the answer to "may I go out?"
    draw_factor = 2           # the draw (stock or pile: two or three candidates) gets this many times the worlds
    draw_margin = 2.0         # the bar for leaving medium's draw: the play-outs' medium players make less of a pile

    def __init__(self, budget_s: float = 30.0):
        super().__init__(budget_s)
        self._gap: float | None = None
        self._bar = self.margin

    # -- the bot interface --------------------------------------------------------------

    def choose(self, view: CanastaView, legal: Sequence[Action], rng: random.Random) -> Action:
        if len(legal) == 1:
            return legal[0]
        if view.phase == "ask" and view.seat != view.turn:
            return YES_OR_NO[self.answer_by_playouts(view, rng)]
        return super().choose(view, legal, rng)

    # -- "may I go out?" (RULES C-10) ---------------------------------------------------------

    def should_ask(self, sit: Sit) -> bool:
        """Ask only when the play-outs found going out and staying in close: the partner's hand decides.

        When going out clearly beats staying, asking could only cost (a "no" binds); when no play-out
        compared the two, as medium does."""
        if self._gap is None:
            return super().should_ask(sit)
        return self._gap < ASK_GAP

    def answer_by_playouts(self, view: CanastaView, rng: random.Random) -> bool:
        """Answer the partner's question from the side's prospects: "yes" and "no" played out on worlds in
        which the asker can go out (its hidden cards lean to wild cards and the side's melded ranks).

        Worlds in which the asker could not go out after all are drawn again (up to twice the budget);
        with too few worlds the answer is medium's."""
        sit = Sit.from_view(view)
        asker = view.turn
        diffs: list[float] = []
        start = time.perf_counter()
        tries = 0
        while len(diffs) < self.answer_samples and tries < 2 * self.answer_samples:
            tries += 1
            world = weighted_state(view, random.Random(rng.getrandbits(32)), asker)
            yes = world.copy()
            yes.apply(sit.seat, YES)
            if yes.go_out_plan(asker) is None:
                continue
            no = world.copy()
            no.apply(sit.seat, NO)
            values = []
            for st in (yes, no):
                play_turn_rest(st, asker, self.policy)
                values.append(playout(st, sit.seat, self.policy, self.depth))
            diffs.append(values[0] - values[1])
            if time.perf_counter() - start > self.budget_s:
                self.cap_hits += 1
                break
        if len(diffs) < 4:
            return self.answer_partner(sit)
        mean = sum(diffs) / len(diffs)
        return mean >= 0.0

    # -- the play phase: more plans, weighted worlds ------------------------------------------

    def freeze_plan(self, sit: Sit, plans: list[Plan]) -> Plan | None:
        """Medium's melds, then a wild card thrown to freeze a pile worth keeping from the opponents (RULES C-8)."""
        base = plans[0]
        if base.final[0] != "discard" or sit.must_out or len(sit.pile) < FREEZE_PILE or sit.pile_wild:
            return None
        laid_ids = {c for cs in base.lays.values() for c in cs}
        rest = [c for c in sit.pool if c not in laid_ids]
        wilds = sorted((c for c in rest if WILD[c]), key=lambda c: (kind(c)[0] == 0, c))     # a 2 before a joker
        if not wilds or len(rest) < 2:
            return None
        plan = Plan(base.lays, ("discard", wilds[0]))
        return None if any(p.key() == plan.key() for p in plans) else plan

    def _ranked_discards(self, sit: Sit, rest, lays) -> list[int]:
        """Medium's order of discards, one card of each kind, natural cards only (freezing is its own plan)."""
        out = []
        left = [c for c in rest if not WILD[c]]
        for _ in range(self.discards):
            if len(left) <= 1 and out:
                break
            if not left:
                break
            c = self.choose_discard(sit, left, lays, None)
            out.append(c)
            left = [x for x in left if kind(x) != kind(c)]
        return out

    def _search_play(self, view, sit: Sit, rng) -> Plan:
        plans = self._plan_candidates(sit, rng)
        freeze = self.freeze_plan(sit, plans)
        if freeze is not None:
            plans.append(freeze)
        self._gap = None
        if len(plans) == 1:
            return plans[0]
        seed = zlib.crc32(repr((view.seat, view.stock_count, tuple(sit.pile), tuple(sit.pool), sit.no_out,
                                sit.must_out, sit.took_pile)).encode())
        values = self._evaluate(view, sit, plans, random.Random(seed), draw_phase=False)
        choice = self._pick(values, 0, sit.n)
        plan = plans[choice]
        if plan.final[0] == "out":
            stays = [j for j, p in enumerate(plans) if p.final[0] == "discard"]
            if stays and values[choice]:
                n = len(values[choice])
                best_stay = max(sum(values[j]) / n for j in stays)
                self._gap = sum(values[choice]) / n - best_stay
        return plan

    def _margin(self, players: int) -> float:
        """The bar :meth:`_evaluate` set for this decision: ``draw_margin`` for the draw, else ``margin`` /
        ``margin_partners``."""
        return self._bar

    def _evaluate(self, view, sit: Sit, candidates, rng, draw_phase: bool) -> list[list[float]]:
        self._bar = self.draw_margin if draw_phase else (self.margin_partners if sit.n == 4 else self.margin)
        return super()._evaluate(view, sit, candidates, rng, draw_phase)

    def _sample_count(self, sit: Sit, draw_phase: bool) -> int:
        samples = super()._sample_count(sit, draw_phase)
        return samples * self.draw_factor if draw_phase else samples   # the turn's largest stake: more worlds

    def _world(self, view, rng: random.Random):
        """A world weighted by what the players threw and asked (:func:`.inference.weighted_state`)."""
        return weighted_state(view, rng)

