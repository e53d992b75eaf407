"""Canasta bots: easy, medium and hard.  Each answers from its seat's view alone.

* **Easy** is greedy and forgetful: it takes the pile whenever it may, melds
  whatever it can (pairs with a wild card too), goes out as soon as it can, and
  throws a card it holds no pair of, without looking at what the opponents
  could do with it.
* **Medium** plays weighted heuristics: it weighs the pile against a stock draw
  before taking it (laying melds first to open with it when it must), keeps
  pairs to take the pile with, spends wild cards on canastas, discards safe
  cards (black 3s, dead ranks, ranks the next player threw, ranks that player
  cannot hold a pair of) and freezes a big pile with a wild card when the next
  player threatens it, goes out when that pays and holds back when its side is
  behind in the round with plenty of stock left.
* **Hard** takes medium's best few plans for the turn -- draw or take the pile;
  then meld as medium would, more, or less, go out or not, with each of the
  best discards -- and plays each out on the same sampled deals: the hidden
  cards are dealt at random from those its view leaves unaccounted for, with
  the cards a player is known to hold (taken with the pile) kept in that hand.
  Medium plays every seat in the play-outs, a few turns deep, and the positions
  are scored; the plan with the best mean wins and the rest of the turn follows
  it.

All three work on :class:`Sit` -- what one seat knows, as card ints.  Real play
builds it from the view; the hard bot's play-outs build it from its own sampled
states, reading only what that seat would see there.  Bots take cards back only
to recover from a refused plan (a partner's "no", a Classic black-3 pickup that
cannot go out), so every turn moves forward.  The same view, legal actions and
RNG always give the same answer (the hard bot's work is a fixed number of
play-outs; ``budget_s`` only caps it on a very slow machine).
"""

from __future__ import annotations

import random
import time
from typing import Sequence

from cardsuite.bots import Bot, BotLevel
from cardsuite.engine import Action

from .melds import (BLACK3, CANASTA, INDEX, N_CARDS, NATURAL_RANKS, RANK, RED3, THREE, VALUE, WILD,
                    meld_problem, plan_go_out)
from .rules import (ASK, DOUBLE, DRAW, OVER, PHASE_NAMES, AcceptDouble, Answer, AskPartner, CanastaState,
                    CanastaView, DeclineDouble, Discard, Draw, GoOut, Meld, ProposeDouble, TakeBack, TakePile,
                    UndoPickup)

TOTAL_OF_RANK = tuple(4 if r == THREE else (8 if r != 0 else 4) for r in range(14))   # naturals (black 3s: 4)
PARTIAL_CANASTA = (0, 0, 0, 0, 40, 90, 160, 0)             # value of a meld of 4, 5, 6 cards on the way


# ---------------------------------------------------------------- what a seat knows


class Sit:
    """What one seat knows, as card ints (read-only lists; built from a view or from a state)."""

    __slots__ = ("seat", "n", "side", "hand", "laid", "laid_rank", "melds", "red3", "pile", "pile_by",
                 "pile_wild", "stock", "counts", "known", "opened", "mins", "need", "draw_count", "phase",
                 "took_pile", "must_out", "no_out", "has_melded", "scores", "opts", "b3", "holder", "stake")

    @classmethod
    def from_view(cls, v: CanastaView) -> "Sit":
        s = cls.__new__(cls)
        s.seat = v.seat
        s.n = v.players
        s.side = v.seat % 2
        s.hand = [INDEX[c] for c in v.hand]
        s.melds = [[[] for _ in range(14)], [[] for _ in range(14)]]
        s.laid = []
        s.laid_rank = {}
        for side in (0, 1):
            for m in v.melds[side]:
                r = int(m.rank)
                s.melds[side][r] = [INDEX[c] for c in m.cards]
                for c in m.new:
                    i = INDEX[c]
                    s.laid.append(i)
                    s.laid_rank[i] = r
        s.red3 = [len(v.red_threes[0]), len(v.red_threes[1])]
        s.pile = [INDEX[c] for c in v.pile]
        s.pile_by = list(v.pile_by)
        s.pile_wild = v.pile_has_wild
        s.stock = v.stock_count
        s.counts = list(v.hand_counts)
        s.known = [{INDEX[c] for c in k} for k in v.known]
        s.opened = list(v.opened)
        s.mins = list(v.minimums)
        s.need = v.canastas_needed
        s.draw_count = v.draw_count
        s.phase = PHASE_NAMES.index(v.phase)
        s.took_pile = v.took_pile
        s.must_out = v.must_go_out
        s.no_out = v.may_not_go_out
        s.has_melded = list(v.has_melded)
        s.scores = list(v.scores)
        s.opts = v.options
        s.b3 = v.must_go_out and v.took_pile and any(BLACK3[c] for c in s.melds[s.side][THREE])
        s.holder = v.double_side
        s.stake = v.stake
        return s

    @classmethod
    def from_state(cls, st: CanastaState, seat: int) -> "Sit":
        """What ``seat`` sees in ``st`` (used on the hard bot's own sampled states)."""
        s = cls.__new__(cls)
        s.seat = seat
        s.n = st.n
        s.side = seat % 2
        s.hand = st.hands[seat]
        mine = st.cur == seat and st.phase != OVER
        s.laid = st.laid if mine else []
        s.laid_rank = st.laid_rank if mine else {}
        s.melds = st.melds
        s.red3 = [len(st.red3[0]), len(st.red3[1])]
        s.pile = st.pile
        s.pile_by = st.pile_by
        s.pile_wild = st.pile_wild > 0
        s.stock = len(st.stock)
        s.counts = [len(h) for h in st.hands]
        s.known = st.known
        s.opened = st.opened
        s.mins = st.mins
        s.need = st.options.canastas_needed
        s.draw_count = st.options.draw_count
        s.phase = st.phase
        s.took_pile = st.took_pile if mine else False
        s.must_out = st.must_out or st.b3_snapshot is not None
        s.no_out = st.no_out
        s.has_melded = st.laid_before
        s.scores = st.scores
        s.opts = st.options
        s.b3 = st.b3_snapshot is not None
        s.holder = st.holder
        s.stake = st.stake
        return s

    # -- derived ----------------------------------------------------------------

    @property
    def pool(self) -> list[int]:
        """The cards the player may still arrange this turn: the hand and what was laid from it this turn."""
        return self.hand + self.laid if self.laid else list(self.hand)

    def before(self, side: int | None = None) -> list[list[int]]:
        """The side's melds without the cards laid this turn (what stays down whatever the player does)."""
        side = self.side if side is None else side
        melds = self.melds[side]
        if side != self.side or not self.laid:
            return melds
        lr = self.laid_rank
        return [[c for c in m if c not in lr] if m else m for m in melds]

    def opened_now(self) -> bool:
        return self.opened[self.side] or self.took_pile


def _by_rank(cards) -> tuple[dict[int, list[int]], list[int], list[int], list[int]]:
    """(naturals by rank without black 3s, jokers, twos, black 3s)."""
    nat: dict[int, list[int]] = {}
    jokers, twos, black = [], [], []
    for c in cards:
        r = RANK[c]
        if r == 0:
            jokers.append(c)
        elif r == 2:
            twos.append(c)
        elif r == THREE:
            if BLACK3[c]:
                black.append(c)
        else:
            nat.setdefault(r, []).append(c)
    return nat, jokers, twos, black


def _existing(melds) -> dict[int, tuple[int, int, int]]:
    """(naturals, wilds, size) of each meld a side has, by rank."""
    out = {}
    for r, m in enumerate(melds):
        if m:
            w = 0
            for c in m:
                if WILD[c]:
                    w += 1
            out[r] = (len(m) - w, w, len(m))
    return out


def _may_go_out(pool, before) -> bool:
    """A quick necessary condition for going out: at most one card that can join no meld."""
    counts = [0] * 14
    for c in pool:
        counts[RANK[c]] += 1
    stuck = 0
    for r in range(3, 14):
        k = counts[r]
        if k and not before[r] and k < (3 if r == THREE else 2):
            stuck += k if r == THREE else 1
    if counts[1] == 1 and not before[1]:
        stuck += 1
    return stuck <= 1


def _counts(cards) -> tuple[int, int]:
    w = 0
    for c in cards:
        if WILD[c]:
            w += 1
    return len(cards) - w, w


# ---------------------------------------------------------------- plans


class Plan:
    """A turn's target: ``lays`` maps a rank to every card (pool ints) laid on it this turn, then ``final``.

    ``final`` is ("discard", card), ("out", card or None) or ("undo",).
    """

    __slots__ = ("lays", "final")

    def __init__(self, lays: dict[int, list[int]], final: tuple) -> None:
        self.lays = lays
        self.final = final

    def key(self) -> tuple:
        lays = tuple(sorted((r, tuple(sorted(_kinds(cs)))) for r, cs in self.lays.items() if cs))
        fin = self.final
        if fin[0] == "discard":
            fin = ("discard", _kind(fin[1]))
        elif fin[0] == "out":
            fin = ("out", None if fin[1] is None else _kind(fin[1]))
        return lays, fin


def _kind(c: int) -> tuple[int, bool]:
    return (RANK[c], BLACK3[c])


def _kinds(cards) -> list[tuple[int, bool]]:
    return [_kind(c) for c in cards]


# ---------------------------------------------------------------- medium: the heuristics


class MediumBot(Bot):
    """Weighted heuristics (see the module docstring)."""

    level = "medium"
    careful = True            # looks at what the next player could do with a discard
    keeps_pairs = True        # keeps pairs in hand to take the pile with
    takes_every_pile = False
    always_out = False

    # -- the bot interface --------------------------------------------------------

    def choose(self, view: CanastaView, legal: Sequence[Action], rng: random.Random) -> Action:
        if len(legal) == 1:
            return legal[0]
        sit = Sit.from_view(view)
        if sit.phase == DOUBLE:
            return self.answer_double(sit, legal)
        if sit.phase == ASK:
            return YES_OR_NO[self.answer_partner(sit)]
        index = _index(legal)
        if sit.phase == DRAW:
            double = index.get(("double",))
            if double is not None and self.wants_double(sit):
                return double
            return self.draw_action(sit, legal, index, rng)
        plan = self.play_plan(sit, rng)
        return self.next_action(sit, plan, legal, index, rng)

    # -- doubling and the partner's question (RULES C-14, C-10) --------------------------

    def wants_double(self, sit: Sit) -> bool:
        target = sit.opts.target if sit.opts else 5000
        lead = sit.scores[sit.side] - sit.scores[1 - sit.side]
        return target > 1 and lead >= max(1000, target // 3)

    def answer_double(self, sit: Sit, legal) -> Action:
        deficit = sit.scores[1 - sit.side] - sit.scores[sit.side]
        target = sit.opts.target if sit.opts else 5000
        accept = deficit < max(1500, target // 2) if target > 1 else True
        return next(a for a in legal if isinstance(a, AcceptDouble if accept else DeclineDouble))

    def answer_partner(self, sit: Sit) -> bool:
        """Say yes when my own hand costs little, the stock is short, or our side leads the round."""
        mine = sum(VALUE[c] for c in sit.hand)
        if mine <= 60 or sit.stock <= 10:
            return True
        return _round_estimate(sit, sit.side) - _round_estimate(sit, 1 - sit.side) > mine

    # -- drawing or taking the pile (RULES C-4, C-8) ------------------------------------

    def draw_action(self, sit: Sit, legal, index, rng) -> Action:
        pickups = [a for a in legal if isinstance(a, TakePile)]
        if sit.laid:                                   # laying melds to open with the pile: go on
            plan = self.prelay_plan(sit)
            if pickups:
                best = self.best_pickup(sit, [a._ids for a in pickups], plan[1] if plan else None)
                if best is not None and (plan is None or not self._prelay_missing(sit, plan[0])):
                    return next(a for a in pickups if a._ids == best)
            if plan is not None:
                step = self._prelay_step(sit, plan[0], index)
                if step is not None:
                    return step
            return index.get(("takeback_all",)) or index.get(("takeback_one",)) or legal[0]
        choice = self.draw_choice(sit, [a._ids for a in pickups], allow_prelay=any(isinstance(a, Meld)
                                                                                   for a in legal))
        if choice[0] == "pile":
            return next(a for a in pickups if a._ids == choice[1])
        if choice[0] == "prelay":
            step = self._prelay_step(sit, choice[1], index)
            if step is not None:
                return step
        return index.get(("draw",)) or legal[0]

    def draw_choice(self, sit: Sit, pickups: list[tuple[int, ...]], allow_prelay: bool) -> tuple:
        """("draw",), ("pile", pickup ids) or ("prelay", lays) for a side opening with the pile."""
        if pickups:
            best = self.best_pickup(sit, pickups)
            if best is not None and (self.takes_every_pile or self.pile_gain(sit, best) > self.draw_gain(sit)):
                return ("pile", best)
            return ("draw",)
        if allow_prelay:
            plan = self.prelay_plan(sit)
            if plan is not None and self.pile_gain(sit, plan[1]) > self.draw_gain(sit) + 10:
                return ("prelay", plan[0])
        return ("draw",)

    def best_pickup(self, sit: Sit, pickups: list[tuple[int, ...]], want=None) -> tuple[int, ...] | None:
        if not pickups:
            return None
        if want is not None:
            k = sum(1 for c in want if not WILD[c])
            for ids in pickups:
                if sum(1 for c in ids if not WILD[c]) == k and not any(WILD[c] for c in ids):
                    return ids
        def cost(ids):
            wilds = sum(VALUE[c] for c in ids if WILD[c])
            nat = sum(1 for c in ids if not WILD[c])
            return (wilds, -nat)
        return min(pickups, key=cost)

    def draw_gain(self, sit: Sit) -> float:
        return 9.0 * sit.draw_count if sit.stock else -1000.0

    def pile_gain(self, sit: Sit, ids) -> float:
        """How much the pile is worth to this seat (cards matching its melds and pairs, wilds, red 3s)."""
        mine = sit.melds[sit.side]
        hand_ranks = [0] * 14
        for c in sit.pool:
            hand_ranks[RANK[c]] += 1
        for c in ids:
            hand_ranks[RANK[c]] -= 1
        gain = 0.0
        pile = sit.pile
        for i, c in enumerate(pile):
            r = RANK[c]
            if RED3[c]:
                gain += 100
            elif WILD[c]:
                gain += 45
            elif BLACK3[c]:
                gain += 6
            elif mine[r] or i == len(pile) - 1:
                gain += 16
            elif hand_ranks[r] >= 1:
                gain += 13
                hand_ranks[r] += 1
            else:
                gain += 5
                hand_ranks[r] += 1
        gain -= sum(12 for c in ids if WILD[c])
        if len(pile) + len(sit.hand) > 25:
            gain -= 3 * (len(pile) + len(sit.hand) - 25)
        return gain

    def prelay_plan(self, sit: Sit):
        """Melds to lay before taking the pile so that a side without melds reaches its minimum (RULES C-6).

        Returns (lays by rank, pickup ids) or None.
        """
        if not sit.pile or sit.opened[sit.side]:
            return None
        top = sit.pile[-1]
        if WILD[top] or BLACK3[top]:
            return None
        r = RANK[top]
        nat, jokers, twos, black = _by_rank(sit.pool)
        mine = nat.get(r, [])
        if len(mine) < 2:
            return None
        total = VALUE[top] + sum(VALUE[c] for c in mine)
        need = sit.mins[sit.side]
        lays: dict[int, list[int]] = {}
        others = sorted((rk for rk in nat if rk != r and len(nat[rk]) >= 3),
                        key=lambda rk: -sum(VALUE[c] for c in nat[rk]))
        for rk in others:
            if total >= need:
                break
            lays[rk] = list(nat[rk])
            total += sum(VALUE[c] for c in nat[rk])
        wilds = twos + jokers
        for rk in sorted((rk for rk in nat if rk != r and len(nat[rk]) == 2), key=lambda rk: -VALUE[nat[rk][0]]):
            if total >= need or not wilds:
                break
            w = wilds.pop(0)
            lays[rk] = list(nat[rk]) + [w]
            total += VALUE[nat[rk][0]] * 2 + VALUE[w]
        if total < need:
            return None
        if len(sit.pool) - sum(len(v) for v in lays.values()) - len(mine) < 0:
            return None
        return lays, tuple(sorted(mine))

    def _prelay_missing(self, sit: Sit, lays) -> bool:
        laid = {}
        for c in sit.laid:
            laid.setdefault(sit.laid_rank[c], []).append(c)
        return any(len(laid.get(r, ())) < len(cs) for r, cs in lays.items())

    def _prelay_step(self, sit: Sit, lays, index) -> Action | None:
        return _step_towards(sit, lays, index)

    # -- the play phase -----------------------------------------------------------------

    def play_plan(self, sit: Sit, rng: random.Random | None = None, variant: str = "") -> Plan:
        pool = sit.pool
        before = sit.before()
        exist = _existing(before) if sit.b3 or _may_go_out(pool, before) else None
        opened = sit.opened_now()
        minimum = 0
        if not opened:
            exempt = not sit.has_melded[sit.seat] and (sit.opts is None or sit.opts.concealed_no_minimum)
            minimum = 0 if exempt else sit.mins[sit.side]
        if sit.b3:
            gp = plan_go_out(pool, exist, sit.need, minimum)
            if gp is None:
                return Plan({}, ("undo",))
            return Plan({r: list(cs) for r, cs in gp.lays}, ("out", gp.discard))
        if not sit.no_out and variant != "stay" and exist is not None:
            gp = plan_go_out(pool, exist, sit.need, minimum)
            if gp is not None and (variant == "out" or self.wants_out(sit, gp)):
                return Plan({r: list(cs) for r, cs in gp.lays}, ("out", gp.discard))
        lays = self.meld_plan(sit, pool, before, opened, variant)
        laid_ids = {c for cs in lays.values() for c in cs}
        rest = [c for c in pool if c not in laid_ids]
        discard = self.choose_discard(sit, rest, lays, rng)
        return Plan(lays, ("discard", discard))

    def wants_out(self, sit: Sit, gp) -> bool:
        if self.always_out:
            return True
        me, op = sit.side, 1 - sit.side
        if sit.stock <= 12:
            return True
        opp_threat = sum(1 for m in sit.melds[op] if len(m) >= CANASTA) >= sit.need and min(
            sit.counts[s] for s in range(sit.n) if s % 2 == op) <= 6
        if opp_threat:
            return True
        mine = _round_estimate(sit, me) + gp.value + 100
        theirs = _round_estimate(sit, op)
        return mine + 150 >= theirs

    def meld_plan(self, sit: Sit, pool, before, opened: bool, variant: str = "") -> dict[int, list[int]]:
        nat, jokers, twos, black = _by_rank(pool)
        wilds = sorted(twos) + sorted(jokers)             # spend 2s before jokers
        lays: dict[int, list[int]] = {}
        bsize = [len(m) for m in before]
        for r, cs in nat.items():
            if bsize[r] or len(cs) >= 3:
                lays[r] = sorted(cs)
        if not self.keeps_pairs or variant == "max":
            for r in sorted(nat, key=lambda r: -VALUE[nat[r][0]]):
                if r not in lays and len(nat[r]) == 2 and wilds:
                    lays[r] = sorted(nat[r]) + [wilds.pop(0)]
        if variant == "min" and opened:
            lays = {r: cs for r, cs in lays.items() if bsize[r] == 0}
        if variant == "hold" and opened:
            lays = {r: cs for r, cs in lays.items() if bsize[r] > 0}
        need_min = 0 if opened else sit.mins[sit.side]
        if need_min:
            total = sum(VALUE[c] for cs in lays.values() for c in cs)
            if total < need_min:
                for r in sorted(nat, key=lambda r: -VALUE[nat[r][0]]):
                    if total >= need_min or not wilds:
                        break
                    if r not in lays and len(nat[r]) == 2:
                        w = wilds.pop(0)
                        lays[r] = sorted(nat[r]) + [w]
                        total += VALUE[nat[r][0]] * 2 + VALUE[w]
            if total < need_min:
                for r in sorted(lays, key=lambda r: -len(lays[r])):
                    while total < need_min and wilds:
                        n, w = _counts(lays[r])
                        if w >= min(3, n) or w + 1 > n:
                            break
                        x = wilds.pop(0)
                        lays[r].append(x)
                        total += VALUE[x]
            if total < need_min:
                return {}
        # wild cards: complete canastas (those needed to go out first), dump them late in the round
        canastas = sum(1 for r in range(14) if bsize[r] + len(lays.get(r, ())) >= CANASTA)
        late = sit.stock <= 8
        if wilds and (opened or lays):
            gaps = []
            for r in NATURAL_RANKS:
                size = bsize[r] + len(lays.get(r, ()))
                if size == 0 or size >= CANASTA:
                    continue
                n, w = _counts(list(before[r]) + lays.get(r, []))
                room = min(3, n) - w
                gap = CANASTA - size
                if gap <= room:
                    gaps.append((gap, -n, r))
            gaps.sort()
            for gap, _, r in gaps:
                if gap > len(wilds):
                    break
                if canastas < sit.need or gap <= 1 or late or variant == "max":
                    lays.setdefault(r, [])
                    for _ in range(gap):
                        lays[r].append(wilds.pop(0))
                    canastas += 1
            if late or variant == "max":
                for r in NATURAL_RANKS:
                    if not wilds:
                        break
                    cur = list(before[r]) + lays.get(r, [])
                    if not cur:
                        continue
                    n, w = _counts(cur)
                    while wilds and w < min(3, n):
                        lays.setdefault(r, []).append(wilds.pop(0))
                        w += 1
        # keep at least two cards: one to discard and one to hold
        count = sum(len(cs) for cs in lays.values())
        while len(pool) - count < 2:
            if not self._drop_one(lays, before, bsize):
                return {}
            count = sum(len(cs) for cs in lays.values())
        lays = {r: cs for r, cs in lays.items() if cs}
        if need_min and sum(VALUE[c] for cs in lays.values() for c in cs) < need_min:
            return {}
        # a last check: every touched meld valid
        for r in list(lays):
            n, w = _counts(list(before[r]) + lays[r])
            if meld_problem(r, n, w) is not None:
                return {} if need_min else {k: v for k, v in lays.items() if k != r and bsize[k]}
        return lays

    @staticmethod
    def _drop_one(lays, before, bsize) -> bool:
        """Take one card (or one new meld) out of the plan: naturals added to old melds first."""
        best = None
        for r, cs in lays.items():
            if not cs or not bsize[r]:
                continue
            n0, w0 = _counts(before[r])
            n1, w1 = _counts(cs)
            for c in cs:
                if WILD[c] or w0 + w1 <= n0 + n1 - 1:
                    key = (WILD[c], VALUE[c])
                    if best is None or key < best[0]:
                        best = (key, r, c)
        if best is not None:
            lays[best[1]].remove(best[2])
            return True
        news = [r for r, cs in lays.items() if cs and not bsize[r]]
        if not news:
            return False
        r = min(news, key=lambda r: (len(lays[r]), sum(VALUE[c] for c in lays[r])))
        lays[r] = []
        return True

    # -- discarding -------------------------------------------------------------------

    def choose_discard(self, sit: Sit, rest: list[int], lays, rng) -> int:
        if len(rest) == 1:
            return rest[0]
        nat, jokers, twos, black = _by_rank(rest)
        mine = sit.melds[sit.side]
        late = 1.0 if sit.stock <= 10 else (0.5 if sit.stock <= 25 else 0.15)
        threat = self._threats(sit, nat) if self.careful else None
        best, best_cost = None, None
        for c in rest:
            r = RANK[c]
            if WILD[c]:
                cost = 400.0 + VALUE[c]
            elif BLACK3[c]:
                cost = -60.0
            else:
                cnt = len(nat.get(r, ()))
                cost = 0.0
                if cnt >= 2:
                    cost += 50 + 25 * (cnt - 2) if self.keeps_pairs else 20
                if mine[r] or r in lays:
                    cost += 30
                cost -= VALUE[c] * late
                if threat is not None:
                    cost += threat[r]
            if best_cost is None or cost < best_cost or (cost == best_cost and c < best):
                best, best_cost = c, cost
        if self.careful and best_cost is not None and best_cost > 110 and len(sit.pile) >= 6 and not sit.pile_wild:
            wild = sorted(twos) + sorted(jokers)
            if wild:
                return wild[0]                           # freeze the pile
        return best

    def _threats(self, sit: Sit, ranks) -> dict[int, float]:
        """For each rank in ``ranks``, how much a discard of it could give the next player (RULES C-8)."""
        nxt = (sit.seat + 1) % sit.n
        op = nxt % 2
        pile = sit.pile
        seen = [0] * 14
        wild_in_pile = 0
        for c in pile:
            seen[RANK[c]] += 1
            if WILD[c]:
                wild_in_pile += 1
        stake = 25 + 10 * len(pile) + 40 * wild_in_pile
        frozen = sit.pile_wild or not sit.opened[op]
        for c in sit.hand:
            seen[RANK[c]] += 1
        visible = len(sit.hand) + len(pile) + sit.red3[0] + sit.red3[1]
        for side in sit.melds:
            for m in side:
                if m:
                    visible += len(m)
        known_next = [0] * 14
        for s, k in enumerate(sit.known):
            if s != sit.seat and k:
                visible += len(k)
                for c in k:
                    seen[RANK[c]] += 1
                    if s == nxt:
                        known_next[RANK[c]] += 1
        hidden = sit.counts[nxt] - len(sit.known[nxt])
        q = min(1.0, max(0, hidden) / max(1, N_CARDS - visible))
        thrown = {RANK[c] for c, by in zip(pile, sit.pile_by) if by == nxt}
        op_melds = sit.melds[op]
        my_melds = sit.melds[sit.side]
        opened_op = sit.opened[op]
        out = {}
        for r in ranks:
            if op_melds[r] and not frozen:
                p = 1.0
            else:
                need = 2 - known_next[r]
                if need <= 0:
                    p = 1.0
                else:
                    in_melds = 0
                    for m in (op_melds[r], my_melds[r]):
                        for c in m:
                            if not WILD[c]:
                                in_melds += 1
                    unseen = TOTAL_OF_RANK[r] - seen[r] - in_melds
                    if unseen < need:
                        p = 0.0
                    elif need == 1:
                        p = 1 - (1 - q) ** unseen
                    else:
                        p = 1 - (1 - q) ** unseen - unseen * q * (1 - q) ** (unseen - 1)
                    if not frozen:
                        p = min(1.0, p * 1.5)
            if r in thrown:
                p *= 0.4
            if not opened_op:
                p *= 0.6
            out[r] = p * stake
        return out

    # -- turning a plan into the next legal action ----------------------------------------

    def next_action(self, sit: Sit, plan: Plan, legal, index, rng) -> Action:
        final = plan.final
        if final[0] == "undo":
            return index.get(("undo",)) or legal[0]
        step = _step_towards(sit, plan.lays, index)
        if step is not None:
            return step
        if final[0] == "out":
            a = index.get(("out",))
            if a is not None:
                ask = index.get(("ask",))
                if ask is not None and self.should_ask(sit):
                    return ask
                return a
        else:
            c = final[1]
            a = index.get(("discard", _face(c))) or index.get(("discard_rank", RANK[c], BLACK3[c]))
            if a is not None:
                return a
        return self.fallback(sit, legal, index, rng)

    def should_ask(self, sit: Sit) -> bool:
        partner = (sit.seat + 2) % sit.n
        return sit.counts[partner] >= 8 and sit.stock > 10

    def fallback(self, sit: Sit, legal, index, rng) -> Action:
        discards = [a for a in legal if isinstance(a, Discard)]
        if discards:
            rest = [a._id for a in discards]
            c = self.choose_discard(sit, rest, {}, rng)
            return next(a for a in discards if a._id == c)
        for key in (("out",), ("takeback_all",), ("takeback_one",), ("undo",)):
            if key in index:
                return index[key]
        return legal[0]


def _face(c: int) -> int:
    return c % 52 if c < 104 else 52


def _index(legal) -> dict:
    """The legal actions by what they do (one representative each)."""
    out: dict = {}
    for a in legal:
        t = type(a)
        if t is Meld:
            ids = a._ids
            r = int(a.rank)
            if len(ids) == 1:
                c = ids[0]
                if WILD[c]:
                    out[("wild", r, RANK[c])] = a
                else:
                    out[("one", r)] = a
            else:
                out[("all", r)] = a
        elif t is Discard:
            out[("discard", _face(a._id))] = a
            out.setdefault(("discard_rank", RANK[a._id], BLACK3[a._id]), a)
        elif t is GoOut:
            out[("out",)] = a
        elif t is TakeBack:
            if a._ids:
                out.setdefault(("takeback_one",), a)
            else:
                out[("takeback_all",)] = a
        elif t is Draw:
            out[("draw",)] = a
        elif t is UndoPickup:
            out[("undo",)] = a
        elif t is ProposeDouble:
            out[("double",)] = a
        elif t is AskPartner:
            out[("ask",)] = a
    return out


def _step_towards(sit: Sit, lays: dict[int, list[int]], index) -> Action | None:
    """The next Meld (or corrective TakeBack) that moves the cards laid this turn towards ``lays``; None when there."""
    laid: dict[int, list[int]] = {}
    for c in sit.laid:
        laid.setdefault(sit.laid_rank[c], []).append(c)
    for r, have in laid.items():
        want = lays.get(r, ())
        hn, hw = _counts(have)
        wn, ww = _counts(want)
        hj = sum(1 for c in have if RANK[c] == 0)
        wj = sum(1 for c in want if RANK[c] == 0)
        if hn > wn or hw > ww or hj > wj or (hw - hj) > (ww - wj):
            return index.get(("takeback_all",)) or index.get(("takeback_one",))
    hand_by_rank: dict[int, int] = {}
    for c in sit.hand:
        hand_by_rank[RANK[c]] = hand_by_rank.get(RANK[c], 0) + 1
    order = sorted(lays, key=lambda r: (r == THREE, r))
    for r in order:
        want = lays[r]
        wn = sum(1 for c in want if not WILD[c])
        hn = sum(1 for c in laid.get(r, ()) if not WILD[c])
        if hn < wn:
            missing = wn - hn
            if missing == hand_by_rank.get(r, 0) and missing >= 2 and ("all", r) in index:
                return index[("all", r)]
            a = index.get(("one", r))
            if a is not None:
                return a
            return None
    for r in order:
        want = lays[r]
        have = laid.get(r, ())
        wj = sum(1 for c in want if RANK[c] == 0)
        wt = sum(1 for c in want if RANK[c] == 2)
        hj = sum(1 for c in have if RANK[c] == 0)
        ht = sum(1 for c in have if RANK[c] == 2)
        if ht < wt:
            a = index.get(("wild", r, 2))
            if a is not None:
                return a
        if hj < wj:
            a = index.get(("wild", r, 0))
            if a is not None:
                return a
    return None


def _round_estimate(sit: Sit, side: int) -> float:
    """A side's round score if the round ended now without going out (hidden hands guessed at 9 per card)."""
    total = 0.0
    canastas = 0
    melded = False
    for m in sit.melds[side]:
        if not m:
            continue
        melded = True
        total += sum(VALUE[c] for c in m)
        if len(m) >= CANASTA:
            canastas += 1
            total += 300 if any(WILD[c] for c in m) else 500
    red = sit.red3[side]
    red_points = 800 if red == 4 else 100 * red
    total += red_points if melded else -red_points
    for s in range(side, sit.n, 2):
        if s == sit.seat:
            total -= sum(VALUE[c] for c in sit.hand)
        else:
            known = sit.known[s]
            total -= sum(VALUE[c] for c in known) + 9 * (sit.counts[s] - len(known))
    return total


YES_OR_NO = {True: Answer(True), False: Answer(False)}


# ---------------------------------------------------------------- easy


class EasyBot(MediumBot):
    """Greedy and forgetful: takes every pile it may, melds all it can, goes out at once, throws singletons."""

    level = "easy"
    careful = False
    keeps_pairs = False
    takes_every_pile = True
    always_out = True

    def wants_double(self, sit: Sit) -> bool:
        return False

    def answer_double(self, sit: Sit, legal) -> Action:
        return next(a for a in legal if isinstance(a, AcceptDouble))

    def answer_partner(self, sit: Sit) -> bool:
        return True

    def should_ask(self, sit: Sit) -> bool:
        return False

    def choose_discard(self, sit: Sit, rest: list[int], lays, rng) -> int:
        if len(rest) == 1:
            return rest[0]
        counts = [0] * 14
        for c in rest:
            counts[RANK[c]] += 1
        plain = [c for c in rest if not WILD[c]]
        singles = [c for c in plain if counts[RANK[c]] == 1] or plain or rest
        ordered = sorted(singles)
        return ordered[rng.randrange(len(ordered))] if rng is not None else ordered[0]


# ---------------------------------------------------------------- hard


class HardBot(MediumBot):
    """Medium's best few turn plans, each played out on sampled deals with medium as the roll-out policy."""

    level = "hard"
    samples = 20              # sampled deals per decision (the same ones for every candidate)
    depth = 200               # turns played out after this one (all seats; 200: to the end of the round)
    discards = 5              # medium's best discards tried as candidates

    def __init__(self, budget_s: float = 1.0):
        super().__init__(budget_s)
        self.policy = MediumBot()
        self._memo: tuple | None = None

    def choose(self, view: CanastaView, legal: Sequence[Action], rng: random.Random) -> Action:
        if len(legal) == 1:
            return legal[0]
        sit = Sit.from_view(view)
        if sit.phase in (DOUBLE, ASK):
            return super().choose(view, legal, rng)
        index = _index(legal)
        if sit.phase == DRAW:
            if sit.laid:
                return self.draw_action(sit, legal, index, rng)
            double = index.get(("double",))
            if double is not None and self.wants_double(sit):
                return double
            return self._search_draw(view, sit, legal, index, rng)
        key = (view.seat, view.stock_count, len(view.pile), tuple(sorted(sit.pool)), sit.no_out, sit.took_pile)
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
        medium = self.draw_choice(sit, [a._ids for a in pickups], allow_prelay)
        candidates: list[tuple] = [("draw",)] if ("draw",) in index else []
        best = self.best_pickup(sit, [a._ids for a in pickups])
        if best is not None:
            candidates.append(("pile", best))
        if medium[0] == "prelay":
            candidates.append(medium)
        if len(candidates) <= 1:
            return self.draw_action(sit, legal, index, rng)
        if medium not in candidates:
            medium = candidates[0]
        values = self._evaluate(view, sit, candidates, rng, draw_phase=True)
        choice = candidates[self._pick(values, candidates.index(medium))]
        if choice[0] == "pile":
            return next(a for a in pickups if a._ids == choice[1])
        if choice[0] == "prelay":
            step = _step_towards(sit, choice[1], index)
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
        if sit.b3:
            return plans
        if base.final[0] == "out":
            add(self.play_plan(sit, None, "stay"))
        elif not sit.no_out:
            gp = plan_go_out(sit.pool, _existing(sit.before()), sit.need,
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
            left = [x for x in left if _kind(x) != _kind(c)]
        return out

    def _search_play(self, view, sit: Sit, rng) -> Plan:
        plans = self._plan_candidates(sit, rng)
        if len(plans) == 1:
            return plans[0]
        values = self._evaluate(view, sit, plans, rng, draw_phase=False)
        return plans[self._pick(values, 0)]

    # -- play-outs -------------------------------------------------------------------

    margin = 1.0              # a candidate must beat medium's by this many standard errors to be chosen

    def _pick(self, values: list[list[float]], medium: int) -> int:
        """The candidate whose paired play-out results beat medium's choice clearly, else medium's."""
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
            score = mean - self.margin * se
            if score > best_score:
                best, best_score = j, score
        return best

    def _evaluate(self, view, sit: Sit, candidates, rng, draw_phase: bool) -> list[list[float]]:
        values: list[list[float]] = [[] for _ in candidates]
        start = time.perf_counter()
        for i in range(self.samples):
            deal_seed = rng.getrandbits(32)
            base = sample_state(view, random.Random(deal_seed))
            for j, cand in enumerate(candidates):
                st = base.copy()
                if draw_phase:
                    _apply_draw_choice(st, sit.seat, cand, self.policy)
                    if st.phase != OVER:
                        _play_turn_rest(st, sit.seat, self.policy, None)
                else:
                    _apply_plan(st, sit.seat, cand)
                values[j].append(_playout(st, sit.seat, self.policy, self.depth, None))
            if time.perf_counter() - start > self.budget_s * 0.8:
                break
        return values


# ---------------------------------------------------------------- determinisation and play-outs


def sample_state(view: CanastaView, rng: random.Random) -> CanastaState:
    """A full state consistent with ``view``: hidden cards dealt at random, known cards kept in their hands."""
    sit = Sit.from_view(view)
    n = sit.n
    seen = set(sit.hand) | set(sit.pile)
    for side in (0, 1):
        for m in sit.melds[side]:
            seen.update(m)
    reds = [INDEX[c] for side in view.red_threes for c in side]
    seen.update(reds)
    known = [set(k) for k in sit.known]
    for s in range(n):
        if s != sit.seat:
            seen.update(known[s])
    unseen = [c for c in range(N_CARDS) if c not in seen and not RED3[c]]   # red 3s never stay in a hand
    rng.shuffle(unseen)
    hands = []
    pos = 0
    for s in range(n):
        if s == sit.seat:
            hands.append(list(sit.hand))
            continue
        hidden = sit.counts[s] - len(known[s])
        hands.append(list(known[s]) + unseen[pos:pos + hidden])
        pos += hidden
    stock = unseen[pos:] + [c for c in range(N_CARDS) if RED3[c] and c not in seen]
    rng.shuffle(stock)
    st = CanastaState.__new__(CanastaState)
    st.options = view.options
    st.n = n
    st.dealer = view.dealer
    st.cur = view.turn if view.turn is not None else sit.seat
    st.phase = PHASE_NAMES.index(view.phase)
    st.hands = hands
    st.stock = stock
    st.pile = list(sit.pile)
    st.pile_by = list(sit.pile_by)
    st.pile_wild = sum(1 for c in st.pile if WILD[c] or RED3[c])
    st.melds = [[list(m) for m in side] for side in sit.melds]
    st.red3 = [[INDEX[c] for c in view.red_threes[0]], [INDEX[c] for c in view.red_threes[1]]]
    st.opened = list(view.opened)
    st.laid_before = list(view.has_melded)
    st.known = [set(k) for k in known]
    st.scores = list(view.scores)
    st.mins = list(view.minimums)
    st.stake = view.stake
    st.holder = view.double_side
    st.result = None
    st.ver = 0
    st._cache = {}
    st._reset_turn()
    st.laid = list(sit.laid)
    st.laid_rank = dict(sit.laid_rank)
    st.touched = set(sit.laid_rank.values())
    st.took_pile = view.took_pile
    st.no_out = view.may_not_go_out
    st.asked = view.asked
    return st


def _touch(st: CanastaState) -> None:
    st.ver += 1


def _apply_draw_choice(st: CanastaState, seat: int, choice: tuple, policy: MediumBot) -> None:
    _touch(st)
    if choice[0] == "pile":
        static = st._pickup_static(seat)
        if not isinstance(static, str) and st._pickup_eval(seat, static, *_kjt(st, choice[1])) is None:
            st._take_pile(seat, list(choice[1]))
            return
    elif choice[0] == "prelay":
        lays = choice[1]
        for r, cs in lays.items():
            nats = [c for c in cs if not WILD[c]]
            wl = [c for c in cs if WILD[c]]
            st._lay(seat, r, nats + wl)
        sit = Sit.from_state(st, seat)
        plan = policy.prelay_plan(sit)
        pickups: list = []
        st._pickup_actions(seat, pickups)
        if pickups:
            best = policy.best_pickup(sit, [a._ids for a in pickups], plan[1] if plan else None)
            _touch(st)
            st._take_pile(seat, list(best))
            return
        st._take_back(seat, [])
    _touch(st)
    st._draw(seat)


def _kjt(st: CanastaState, ids) -> tuple[int, int, int]:
    k = sum(1 for c in ids if not WILD[c])
    j = sum(1 for c in ids if RANK[c] == 0)
    return k, j, len(ids) - k - j


def _apply_plan(st: CanastaState, seat: int, plan: Plan) -> None:
    """Play a plan on a sampled state (cards already laid this turn are taken back first)."""
    _touch(st)
    if plan.final[0] == "undo":
        if st.b3_snapshot is not None:
            st._undo_pickup(seat)
            _touch(st)
            st._draw(seat)
            if st.phase == OVER:
                return
            _play_turn_rest(st, seat, None, None)
        return
    if st.laid:
        st._take_back(seat, [])
    for r in sorted(plan.lays, key=lambda r: (r == THREE, r)):
        cs = plan.lays[r]
        hand = st.hands[seat]
        nats = [c for c in cs if not WILD[c] and c in hand]
        wl = [c for c in cs if WILD[c] and c in hand]
        if nats or wl:
            _touch(st)
            st._lay(seat, r, nats + wl)
    _finish(st, seat, plan.final)


def _finish(st: CanastaState, seat: int, final: tuple) -> None:
    _touch(st)
    hand = st.hands[seat]
    if final[0] == "out":
        c = final[1]
        if (c is None and not hand) or (c is not None and hand == [c]):
            if st._commit_reason(seat, True) is None:
                st._go_out(seat, -1 if c is None else c)
                return
    elif final[0] == "discard":
        c = final[1]
        if c in hand and len(hand) >= 2 and st._commit_reason(seat, False) is None:
            st._discard(seat, c)
            return
    # the plan did not fit this deal: take everything back and throw the cheapest card
    if st.laid:
        st._take_back(seat, [])
        _touch(st)
    if st.b3_snapshot is not None:
        st._undo_pickup(seat)
        _touch(st)
        st._draw(seat)
        if st.phase == OVER:
            return
        hand = st.hands[seat]
    if len(hand) >= 2 and st._commit_reason(seat, False) is None:
        st._discard(seat, min(hand, key=lambda x: (WILD[x], VALUE[x], x)))
    elif st._commit_reason(seat, True) is None and len(hand) <= 1:
        st._go_out(seat, hand[0] if hand else -1)
    else:                                 # cannot happen by the rules' guarantees; end the play-out
        st._end("stock_empty", None)


def _play_turn_rest(st: CanastaState, seat: int, policy: MediumBot | None, rng) -> None:
    policy = policy or _ROLLOUT_POLICY
    sit = Sit.from_state(st, seat)
    plan = policy.play_plan(sit, None)
    _apply_plan(st, seat, plan)


def _play_turn(st: CanastaState, seat: int, policy: MediumBot) -> None:
    sit = Sit.from_state(st, seat)
    pickups: list = []
    st._pickup_actions(seat, pickups)
    choice = policy.draw_choice(sit, [a._ids for a in pickups], allow_prelay=False)
    _apply_draw_choice(st, seat, choice, policy)
    if st.phase == OVER:
        return
    _play_turn_rest(st, seat, policy, None)


def _playout(st: CanastaState, me: int, policy: MediumBot, depth: int, rng) -> float:
    turns = 0
    while st.phase != OVER and turns < depth:
        seat = st.cur
        if st.phase != DRAW:
            _play_turn_rest(st, seat, policy, rng)
        else:
            _play_turn(st, seat, policy)
        turns += 1
    return evaluate(st, me % 2)


def evaluate(st: CanastaState, side: int) -> float:
    """How good the position is for ``side``: the round score once over, else a smoothed estimate of it."""
    if st.phase == OVER:
        a, b = st.side_scores()
        return (a.total - b.total) if side == 0 else (b.total - a.total)
    vals = []
    for s in (0, 1):
        total = 0.0
        melded = False
        for m in st.melds[s]:
            if not m:
                continue
            melded = True
            size = len(m)
            total += sum(VALUE[c] for c in m)
            if size >= CANASTA:
                total += 300 if any(WILD[c] for c in m) else 500
            else:
                total += PARTIAL_CANASTA[size]
        red = len(st.red3[s])
        red_points = 800 if red == 4 else 100 * red
        total += red_points if melded else -red_points
        for seat in range(s, st.n, 2):
            hand = st.hands[seat]
            total -= 0.6 * sum(VALUE[c] for c in hand)
            total += 4 * len(hand)
        vals.append(total)
    return vals[side] - vals[1 - side]


_ROLLOUT_POLICY = MediumBot()


LEVELS = [
    BotLevel("easy", "Easy", 1100, EasyBot),
    BotLevel("medium", "Medium", 1400, MediumBot),
    BotLevel("hard", "Hard", 1700, HardBot),
]
