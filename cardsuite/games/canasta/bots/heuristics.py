"""The easy and medium Canasta bots: greedy and forgetful, and weighted heuristics.

* **Easy** is greedy and forgetful: it takes the pile whenever it may, melds
  whatever it can (pairs with a wild card too), goes out as soon as it can, and
  throws a card it holds no pair of, without looking at what the opponents
  could do with it.
* **Medium** weighs the pile against a stock draw before taking it (laying
  melds first to open with it when it must), keeps pairs to take the pile with,
  spends wild cards on canastas, discards safe cards (black 3s, dead ranks,
  ranks the next player threw, ranks that player cannot hold a pair of) and
  freezes a big pile with a wild card when the next player threatens it, goes
  out when that pays and holds back when its side is behind in the round with
  plenty of stock left.  In a partnership it takes the pile only when it clearly
  beats a draw, throws (among the cards safe against the next opponent) those
  the partner can lay when the pile reaches it (:mod:`.partners`), asks "may I
  go out?" (RULES C-10) before laying when it means to go out and the partner
  still holds five cards or more, and answers for the side: yes when its hand is
  cheap, the stock short or the opponents close to going out; no when its hand
  completes one of the side's canastas; else yes when the side leads the round
  by more than its hand costs.  Easy never asks and always says yes.
"""

from __future__ import annotations

import random
from typing import Sequence

from cardsuite.bots import Bot
from cardsuite.engine import Action

from ..engine.actions import AcceptDouble, DeclineDouble, Discard, Meld, TakePile
from ..engine.cards import BLACK3, N_CARDS, RANK, RED3, THREE, VALUE, WILD
from ..engine.melds import CANASTA, NATURAL_RANKS, meld_counts, meld_problem, plan_go_out
from ..engine.phases import ASK, DOUBLE, DRAW
from ..engine.views import CanastaView
from .knowledge import Sit, by_rank, existing, may_go_out, round_estimate
from .partners import feeding
from .plans import YES_OR_NO, Plan, face, index_actions, step_towards
from .tuning import MEDIUM, Tuning

TOTAL_OF_RANK = tuple(4 if r == THREE else (8 if r != 0 else 4) for r in range(14))   # naturals (black 3s: 4)


# ---------------------------------------------------------------- medium: the heuristics


class MediumBot(Bot):
    """Weighted heuristics (see the module docstring)."""

    level = "medium"
    careful = True            # looks at what the next player could do with a discard
    keeps_pairs = True        # keeps pairs in hand to take the pile with
    takes_every_pile = False
    always_out = False
    tune: Tuning = MEDIUM     # the weights of the heuristics below (:mod:`.tuning`)

    # -- the bot interface --------------------------------------------------------

    def choose(self, view: CanastaView, legal: Sequence[Action], rng: random.Random) -> Action:
        if len(legal) == 1:
            return legal[0]
        sit = Sit.from_view(view)
        if sit.phase == DOUBLE:
            return self.answer_double(sit, legal)
        if sit.phase == ASK:
            return YES_OR_NO[self.answer_partner(sit)]
        index = index_actions(legal)
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
        """"May I go out?" (RULES C-10), answered for the side: going out ends the round with my hand counted
        against us, waiting keeps it open for the canastas I could still make.

        Yes when my hand costs little or the stock runs short, and when the opponents could go out
        themselves soon (they have the canastas and a short hand); no when I hold the cards to complete a
        canasta of ours on my next turn (300 or 500 more); else yes when our side leads the round by
        more than my hand costs.
        """
        mine = sum(VALUE[c] for c in sit.hand)
        if mine <= self.tune.answer_cheap or sit.stock <= self.tune.answer_stock:
            return True
        op = 1 - sit.side
        if self._opponents_close(sit, op):
            return True
        if self._canasta_in_hand(sit):
            return False
        return round_estimate(sit, sit.side) - round_estimate(sit, op) > mine

    @staticmethod
    def _opponents_close(sit: Sit, op: int) -> bool:
        have = sum(1 for m in sit.melds[op] if len(m) >= CANASTA)
        return have >= sit.need and min(sit.counts[s] for s in range(sit.n) if s % 2 == op) <= 5

    @staticmethod
    def _canasta_in_hand(sit: Sit) -> bool:
        """Whether my hand completes a canasta on one of our melds (naturals of its rank, wilds where they fit)."""
        nat, jokers, twos, _ = by_rank(sit.hand)
        wilds = len(jokers) + len(twos)
        for r, m in enumerate(sit.melds[sit.side]):
            if not m or len(m) >= CANASTA or r == THREE:
                continue
            n, w = meld_counts(m)
            k = len(nat.get(r, ()))
            room = max(0, min(3, n + k) - w)
            if len(m) + k + min(wilds, room) >= CANASTA and len(sit.hand) > k + min(wilds, room):
                return True
        return False

    # -- drawing or taking the pile (RULES C-4, C-8) ------------------------------------

    def draw_action(self, sit: Sit, legal, index, rng) -> Action:
        pickups = [a for a in legal if isinstance(a, TakePile)]
        if sit.laid:                                   # laying melds to open with the pile: go on
            plan = self.prelay_plan(sit)
            if pickups:
                best = self.best_pickup(sit, [a.ids for a in pickups], plan[1] if plan else None)
                if best is not None and (plan is None or not self._prelay_missing(sit, plan[0])):
                    return next(a for a in pickups if a.ids == best)
            if plan is not None:
                step = self._prelay_step(sit, plan[0], index)
                if step is not None:
                    return step
            return index.get(("takeback_all",)) or index.get(("takeback_one",)) or legal[0]
        choice = self.draw_choice(sit, [a.ids for a in pickups], allow_prelay=any(isinstance(a, Meld)
                                                                                   for a in legal))
        if choice[0] == "pile":
            return next(a for a in pickups if a.ids == choice[1])
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
            if plan is not None and self.pile_gain(sit, plan[1]) > self.draw_gain(sit) + self.tune.prelay_margin:
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
        """What a stock draw is worth, the bar a pile must clear.  In a partnership the bar is higher: with
        11-card hands a pile bloats the hand that must be melded out, and a pile taken cheaply mostly feeds the
        opponents' next pickups (4 players, Classic: medium vs easy +67 points a round at 9 a card, +190 at
        30; StarGames +135 and +165; tests/bench/tournament.py, seed 11, 300 deals)."""
        if not sit.stock:
            return -1000.0
        t = self.tune
        return t.draw_partners if sit.n == 4 else t.draw_base + t.draw_per_card * sit.draw_count

    def pile_gain(self, sit: Sit, ids) -> float:
        """How much the pile is worth to this seat (cards matching its melds and pairs, wilds, red 3s)."""
        mine = sit.melds[sit.side]
        hand_ranks = [0] * 14
        for c in sit.pool:
            hand_ranks[RANK[c]] += 1
        for c in ids:
            hand_ranks[RANK[c]] -= 1
        t = self.tune
        gain = 0.0
        pile = sit.pile
        for i, c in enumerate(pile):
            r = RANK[c]
            if RED3[c]:
                gain += t.pile_red3
            elif WILD[c]:
                gain += t.pile_wild
            elif BLACK3[c]:
                gain += t.pile_black3
            elif mine[r] or i == len(pile) - 1:
                gain += t.pile_match
            elif hand_ranks[r] >= 1:
                gain += t.pile_pair
                hand_ranks[r] += 1
            else:
                gain += t.pile_other
                hand_ranks[r] += 1
        gain -= sum(t.pickup_wild for c in ids if WILD[c])
        if len(pile) + len(sit.hand) > t.hand_limit:
            gain -= t.hand_over * (len(pile) + len(sit.hand) - t.hand_limit)
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
        nat, jokers, twos, black = by_rank(sit.pool)
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
        return step_towards(sit, lays, index)

    # -- the play phase -----------------------------------------------------------------

    def play_plan(self, sit: Sit, rng: random.Random | None = None, variant: str = "") -> Plan:
        pool = sit.pool
        before = sit.before()
        exist = existing(before) if sit.b3 or may_go_out(pool, before) else None
        opened = sit.opened_now()
        minimum = 0
        if not opened:
            exempt = not sit.has_melded[sit.seat] and (sit.opts is None or sit.opts.concealed_no_minimum)
            minimum = 0 if exempt else sit.mins[sit.side]
        if sit.must_out:                  # a Classic black-3 pickup, or the partner said yes (RULES C-8, C-10)
            gp = plan_go_out(pool, existing(before), sit.need, minimum)
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
        if sit.stock <= self.tune.out_stock:
            return True
        opp_threat = sum(1 for m in sit.melds[op] if len(m) >= CANASTA) >= sit.need and min(
            sit.counts[s] for s in range(sit.n) if s % 2 == op) <= self.tune.out_threat_hand
        if opp_threat:
            return True
        mine = round_estimate(sit, me) + gp.value + 100
        theirs = round_estimate(sit, op)
        return mine + self.tune.out_slack >= theirs

    def meld_plan(self, sit: Sit, pool, before, opened: bool, variant: str = "") -> dict[int, list[int]]:
        nat, jokers, twos, black = by_rank(pool)
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
                        n, w = meld_counts(lays[r])
                        if w >= min(3, n) or w + 1 > n:
                            break
                        x = wilds.pop(0)
                        lays[r].append(x)
                        total += VALUE[x]
            if total < need_min:
                return {}
        # wild cards: complete canastas (those needed to go out first), dump them late in the round
        canastas = sum(1 for r in range(14) if bsize[r] + len(lays.get(r, ())) >= CANASTA)
        late = sit.stock <= self.tune.wild_late_stock
        if wilds and (opened or lays):
            gaps = []
            for r in NATURAL_RANKS:
                size = bsize[r] + len(lays.get(r, ()))
                if size == 0 or size >= CANASTA:
                    continue
                n, w = meld_counts(list(before[r]) + lays.get(r, []))
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
                    n, w = meld_counts(cur)
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
            n, w = meld_counts(list(before[r]) + lays[r])
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
            n0, w0 = meld_counts(before[r])
            n1, w1 = meld_counts(cs)
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
        nat, jokers, twos, black = by_rank(rest)
        mine = sit.melds[sit.side]
        t = self.tune
        late = t.late_short if sit.stock <= 10 else (t.late_mid if sit.stock <= 25 else t.late_early)
        threat = self._threats(sit, nat) if self.careful else None
        feed = feeding(sit, nat, threat)
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
                    cost += t.pair_cost + t.pair_extra * (cnt - 2) if self.keeps_pairs else 20
                if mine[r] or r in lays:
                    cost += t.meld_rank_cost
                cost -= VALUE[c] * late
                if threat is not None:
                    cost += threat[r] - feed.get(r, 0.0)
            if best_cost is None or cost < best_cost or (cost == best_cost and c < best):
                best, best_cost = c, cost
        if (self.careful and best_cost is not None and best_cost > t.freeze_cost and len(sit.pile) >= t.freeze_pile
                and not sit.pile_wild):
            wild = sorted(twos) + sorted(jokers)
            if wild:
                return wild[0]                           # freeze the pile
        return best

    def _threats(self, sit: Sit, ranks) -> dict[int, float]:
        """For each rank in ``ranks``, how much a discard of it could give the next player (RULES C-8)."""
        nxt = (sit.seat + 1) % sit.n
        op = nxt % 2
        pile = sit.pile
        t = self.tune
        seen = [0] * 14
        wild_in_pile = 0
        for c in pile:
            seen[RANK[c]] += 1
            if WILD[c]:
                wild_in_pile += 1
        stake = t.stake_base + t.stake_card * len(pile) + t.stake_wild * wild_in_pile
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
                        p = min(1.0, p * t.threat_open)
            if r in thrown:
                p *= t.threat_thrown
            if not opened_op:
                p *= t.threat_unopened
            out[r] = p * stake
        return out

    # -- turning a plan into the next legal action ----------------------------------------

    def next_action(self, sit: Sit, plan: Plan, legal, index, rng) -> Action:
        final = plan.final
        if final[0] == "undo":
            return index.get(("undo",)) or legal[0]
        if final[0] == "out" and not sit.must_out:
            ask = index.get(("ask",))                   # RULES C-10: ask before laying anything
            if ask is not None and self.should_ask(sit):
                return ask
        step = step_towards(sit, plan.lays, index)
        if step is not None:
            return step
        if final[0] == "out":
            a = index.get(("out",))
            if a is not None:
                return a
        else:
            c = final[1]
            a = index.get(("discard", face(c))) or index.get(("discard_rank", RANK[c], BLACK3[c]))
            if a is not None:
                return a
        return self.fallback(sit, legal, index, rng)

    def should_ask(self, sit: Sit) -> bool:
        """Ask when the partner's hand may say otherwise: it holds several cards and the round is not ending."""
        partner = (sit.seat + 2) % sit.n
        return sit.counts[partner] >= self.tune.ask_partner_cards and sit.stock > self.tune.ask_stock

    def fallback(self, sit: Sit, legal, index, rng) -> Action:
        discards = [a for a in legal if isinstance(a, Discard)]
        if discards:
            rest = [a.card_id for a in discards]
            c = self.choose_discard(sit, rest, {}, rng)
            return next(a for a in discards if a.card_id == c)
        for key in (("out",), ("takeback_all",), ("takeback_one",), ("undo",)):
            if key in index:
                return index[key]
        return legal[0]


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
