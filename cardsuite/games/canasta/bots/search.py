"""The hard Canasta bot: medium's best few plans for the turn, each played out on the same sampled deals.

**Hard** takes medium's best few plans for the turn -- draw or take the pile;
then meld as medium would, more, or less, go out or not, with each of the
best discards -- and plays each out on the same sampled deals: the hidden
cards are dealt at random from those its view leaves unaccounted for, with
the cards a player is known to hold (taken with the pile) kept in that hand
(:func:`.knowledge.sample_state`).  Medium plays every seat in the play-outs
(:mod:`.playout`) to the end of the round, and the positions are scored; a plan other
than medium's wins only when it beats medium's by a margin of standard errors
(larger with 4 players, whose play-outs are noisier), and the rest of the turn
follows it.  Its work is a fixed number of play-outs, so the same view, legal
actions and RNG give the same answer; the wall-clock cap is only a safety net.
"""

from __future__ import annotations

import random
import time
from typing import Sequence

from cardsuite.engine import Action

from ..engine.actions import Meld, TakePile
from ..engine.melds import plan_go_out
from ..engine.phases import ASK, DOUBLE, DRAW, OVER
from ..engine.views import CanastaView
from .heuristics import MediumBot
from .knowledge import Sit, existing, sample_state
from .plans import Plan, index_actions, kind, step_towards
from .playout import apply_draw_choice, apply_plan, play_turn_rest, playout


class HardBot(MediumBot):
    """Medium's best few turn plans, each played out on sampled deals with medium as the roll-out policy.

    The budget is work: ``samples`` worlds per searched decision (``determinise`` with a
    random assignment of the unseen cards), each candidate played out on every one of them to
    the round's end (``depth``).  Most decisions need no search (one candidate, or a turn's
    later steps following the plan already chosen).  On this machine (2 cores, near idle) a
    decision costs 0.04 ms median, 169 ms at the 95th percentile, 367 ms at most (tournament
    against medium, seed 7, 40 rounds); with both cores shared four ways, p95 328 ms, max 2.3 s,
    and the same moves.  With 4 players (30 deals): p95 168 ms, max 335 ms (StarGames, seed 11,
    150 deals).  ``budget_s`` is only a safety net far above that: when a search passes
    it, the samples so far decide and ``cap_hits`` counts it.
    """

    level = "hard"
    samples = 20              # sampled deals per decision (the same ones for every candidate; x1.5 with 4 players)
    depth = 200               # turns played out after this one (all seats; 200: to the end of the round)
    discards = 5              # medium's best discards tried as candidates

    def __init__(self, budget_s: float = 30.0):
        super().__init__(budget_s)
        self.policy = MediumBot()         # the play-outs' player at every seat: medium, with this level's weights
        self.policy.tune = self.tune
        self._memo: tuple | None = None

    def choose(self, view: CanastaView, legal: Sequence[Action], rng: random.Random) -> Action:
        if len(legal) == 1:
            return legal[0]
        sit = Sit.from_view(view)
        if sit.phase in (DOUBLE, ASK):
            return super().choose(view, legal, rng)
        index = index_actions(legal)
        if sit.phase == DRAW:
            if sit.laid:
                return self.draw_action(sit, legal, index, rng)
            double = index.get(("double",))
            if double is not None and self.wants_double(sit):
                return double
            return self._search_draw(view, sit, legal, index, rng)
        key = (view.seat, view.stock_count, len(view.pile), tuple(sorted(sit.pool)), sit.no_out, sit.must_out,
               sit.took_pile)
        memo = self._memo
        if memo is not None and memo[0] == key:
            plan = memo[1]
        else:
            plan = self._search_play(view, sit, rng)
            self._memo = (key, plan)
        return self.next_action(sit, plan, legal, index, rng)

    # -- candidates ---------------------------------------------------------------

    def _search_draw(self, view, sit: Sit, legal, index, rng) -> Action:
        pickups = [a for a in legal if isinstance(a, TakePile)]
        allow_prelay = any(isinstance(a, Meld) for a in legal)
        medium = self.draw_choice(sit, [a.ids for a in pickups], allow_prelay)
        candidates: list[tuple] = [("draw",)] if ("draw",) in index else []
        best = self.best_pickup(sit, [a.ids for a in pickups])
        if best is not None:
            candidates.append(("pile", best))
        if medium[0] == "prelay":
            candidates.append(medium)
        if len(candidates) <= 1:
            return self.draw_action(sit, legal, index, rng)
        if medium not in candidates:
            medium = candidates[0]
        values = self._evaluate(view, sit, candidates, rng, draw_phase=True)
        choice = candidates[self._pick(values, candidates.index(medium), sit.n)]
        if choice[0] == "pile":
            return next(a for a in pickups if a.ids == choice[1])
        if choice[0] == "prelay":
            step = step_towards(sit, choice[1], index)
            if step is not None:
                return step
        return index.get(("draw",)) or legal[0]

    def _plan_candidates(self, sit: Sit, rng) -> list[Plan]:
        plans: list[Plan] = []
        seen = set()

        def add(plan: Plan) -> None:
            key = plan.key()
            if key not in seen:
                seen.add(key)
                plans.append(plan)
        base = self.play_plan(sit, None)
        add(base)
        if sit.must_out:
            return plans
        if base.final[0] == "out":
            add(self.play_plan(sit, None, "stay"))
        elif not sit.no_out:
            gp = plan_go_out(sit.pool, existing(sit.before()), sit.need,
                             0 if sit.opened_now() else sit.mins[sit.side])
            if gp is not None:
                add(self.play_plan(sit, None, "out"))
        for variant in ("max", "min", "hold"):
            add(self.play_plan(sit, None, variant))
        # the best few discards after medium's melds
        if base.final[0] == "discard":
            laid_ids = {c for cs in base.lays.values() for c in cs}
            rest = [c for c in sit.pool if c not in laid_ids]
            ranked = self._ranked_discards(sit, rest, base.lays)
            for c in ranked[:self.discards]:
                add(Plan(base.lays, ("discard", c)))
        return plans

    def _ranked_discards(self, sit: Sit, rest, lays) -> list[int]:
        out = []
        left = list(rest)
        for _ in range(self.discards):
            if len(left) <= 1:
                break
            c = self.choose_discard(sit, left, lays, None)
            out.append(c)
            left = [x for x in left if kind(x) != kind(c)]
        return out

    def _search_play(self, view, sit: Sit, rng) -> Plan:
        plans = self._plan_candidates(sit, rng)
        if len(plans) == 1:
            return plans[0]
        values = self._evaluate(view, sit, plans, rng, draw_phase=False)
        return plans[self._pick(values, 0, sit.n)]

    # -- play-outs -------------------------------------------------------------------

    margin = 1.0              # a candidate must beat medium's by this many standard errors to be chosen
    margin_partners = 2.0     # the same with 4 players, whose play-outs hide three hands and are noisier

    def _pick(self, values: list[list[float]], medium: int, players: int = 2) -> int:
        """The candidate whose paired play-out results beat medium's choice clearly, else medium's.

        The best of several noisy means beats medium's by luck alone more often the more candidates
        there are; with 4 players the noise is larger, so the bar is higher.
        """
        margin = self._margin(players)
        best, best_score = medium, 0.0
        base = values[medium]
        n = len(base)
        if n < 2:
            return medium
        for j, vals in enumerate(values):
            if j == medium:
                continue
            diffs = [a - b for a, b in zip(vals, base)]
            mean = sum(diffs) / n
            var = sum((d - mean) ** 2 for d in diffs) / (n - 1)
            se = (var / n) ** 0.5
            score = mean - margin * se
            if score > best_score:
                best, best_score = j, score
        return best

    def _margin(self, players: int) -> float:
        """The standard errors a candidate must beat medium's choice by."""
        return self.margin_partners if players == 4 else self.margin

    def _sample_count(self, sit: Sit, draw_phase: bool) -> int:
        """Worlds per searched decision: 4 players' play-outs are noisier, so more of them."""
        return self.samples * 3 // 2 if sit.n == 4 else self.samples

    def _world(self, view, rng: random.Random):
        """One world consistent with the view: the hidden cards dealt at random (:func:`.knowledge.sample_state`)."""
        return sample_state(view, rng)

    def _evaluate(self, view, sit: Sit, candidates, rng, draw_phase: bool) -> list[list[float]]:
        values: list[list[float]] = [[] for _ in candidates]
        start = time.perf_counter()
        samples = self._sample_count(sit, draw_phase)
        for i in range(samples):
            base = self._world(view, random.Random(rng.getrandbits(32)))
            for j, cand in enumerate(candidates):
                st = base.copy()
                if draw_phase:
                    apply_draw_choice(st, sit.seat, cand, self.policy)
                    if st.phase != OVER:
                        play_turn_rest(st, sit.seat, self.policy)
                else:
                    apply_plan(st, sit.seat, cand, self.policy)
                values[j].append(playout(st, sit.seat, self.policy, self.depth))
            if i + 1 < samples and time.perf_counter() - start > self.budget_s:
                self.cap_hits += 1                 # the safety net: never in normal play (see the class docstring)
                break
        return values
