"""Taking the discard pile (RULES C-8): whether and with which hand cards a seat may take it.

A mixin of :class:`.state.CanastaState`: the state's pile, hands, melds and turn
are read here, never changed.
"""

from __future__ import annotations

from .actions import pickup_action
from .cards import BLACK3, RANK, RANK_VALUE, RED3, THREE, VALUE, WILD, rank_plural
from .melds import CANASTA, MELD_RANKS, meld_counts, meld_problem


class PickupRules:
    """RULES C-8 on the state: the pile's pickups, and why one is refused."""

    __slots__ = ()

    def _laid_naturals(self, rank: int) -> int:
        lr = self.laid_rank
        return sum(1 for c in self.laid if lr[c] == rank and not WILD[c])

    # -- pile taking (RULES C-8) ------------------------------------------------------

    def _pickup_static(self, seat: int, later: bool = False):
        """What a pickup by ``seat`` now depends on, or a reason why no pickup is possible.

        ``later``: whether a pickup is possible at all this turn, so the single-card rule (on the hand
        as it is at the pickup) refuses only a hand that must stay one card: nothing laid to take back.
        """
        pile = self.pile
        if not pile:
            return "The discard pile is empty."
        top = pile[-1]
        if WILD[top]:
            return "The pile is blocked: a wild card lies on top."
        b3 = BLACK3[top]
        opts = self.options
        if b3:
            if not opts.black3_pickup_going_out:
                return "The pile is blocked: a black 3 lies on top."
            if self.b3_tried:
                return "You took this pile back this turn; draw from the stock instead."
        hand = self.hands[seat]
        if len(hand) == 1 and len(pile) == 1 and not (later and self.laid):
            return "With a single card in your hand you may not take a pile of a single card."
        side = seat % 2
        r = RANK[top]
        meld = self.melds[side][r]
        n0, w0 = meld_counts(meld)
        frozen = self.pile_wild > 0 or not self.opened[side]
        return (top, r, b3, side, n0, w0, len(meld), frozen, self._laid_naturals(r))

    def _pickup_eval(self, seat: int, st, k: int, j: int, t: int) -> str | None:
        """Why taking the pile with k naturals, j jokers and t twos from the hand is refused, or None."""
        top, r, b3, side, n0, w0, size0, frozen, laid_r = st
        if b3:
            if j or t:
                return "Black 3s are melded without wild cards."
            if k + laid_r < 2:
                return ("To take a pile topped by a black 3 you must meld it with two black 3s from your hand "
                        "and go out this turn.")
        if frozen and k + laid_r < 2:
            why = ("it holds a wild card" if self.pile_wild > 0 else "your side has no meld yet")
            return f"The pile is frozen ({why}): you need two natural {rank_plural(r)} from your hand to take it."
        if not frozen and size0 == 0 and k < 2 and not self.options.unfrozen_pickup_with_wild:
            return f"To start a meld with the top card you need two natural {rank_plural(r)} from your hand."
        reason = meld_problem(r, n0 + k + 1, w0 + j + t, going_out=b3)
        if reason:
            return "The top card must go into a meld at once: " + reason
        side_melds = self.melds[side]
        for rank in self.touched:
            if rank != r and side_melds[rank]:
                n, w = meld_counts(side_melds[rank])
                reason = meld_problem(rank, n, w)
                if reason:
                    return "The cards you laid must form valid melds when you take the pile: " + reason
        if not self.opened[side]:
            total = (sum(VALUE[c] for c in self.laid) + VALUE[top] + k * RANK_VALUE[r] + j * 50 + t * 20)
            need = self.mins[side]
            if total < need:
                return f"Your melds count {total}; you need {need} to open."
        if not b3:
            pile = self.pile
            left = len(self.hands[seat]) - k - j - t + len(pile) - 1 - sum(1 for c in pile if RED3[c])
            if left <= 1:
                canastas = self.canastas(side) + (1 if size0 < CANASTA <= size0 + k + j + t + 1 else 0)
                if canastas < self.options.canastas_needed:
                    return "Taking the pile would leave you no card to discard, and you cannot go out yet."
        return None

    def _pickup_actions(self, seat: int, out: list) -> None:
        st = self._pickup_static(seat)
        if isinstance(st, str):
            return
        top, r, b3, side, n0, w0, size0, frozen, laid_r = st
        nat: list[int] = []
        jokers: list[int] = []
        twos: list[int] = []
        for c in self.hands[seat]:
            rk = RANK[c]
            if rk == r:
                if not RED3[c]:
                    nat.append(c)
            elif rk == 0:
                jokers.append(c)
            elif rk == 2:
                twos.append(c)
        if frozen and len(nat) + laid_r < 2:
            return
        nat.sort()
        jokers.sort()
        twos.sort()
        max_j = 0 if b3 else min(len(jokers), 3)
        max_t = 0 if b3 else min(len(twos), 3)
        for k in range(len(nat) + 1):
            for j in range(max_j + 1):
                for t in range(min(max_t, 3 - j) + 1):
                    if self._pickup_eval(seat, st, k, j, t) is None:
                        out.append(pickup_action(tuple(nat[:k]) + tuple(jokers[:j]) + tuple(twos[:t])))

    def _pile_possible(self, seat: int) -> bool:
        """Whether ``seat`` could take the pile this turn at all (RULES C-6, C-8, C-11).

        A true upper bound of what the turn can still reach: it counts the cards laid this turn and
        every hand card that could still join them in a meld, so laying or taking back a card never
        lowers it, and each step of a turn that ends in a pickup keeps laying before the draw open.
        """
        st = self._pickup_static(seat, later=True)
        if isinstance(st, str):
            return False
        top, r, b3, side, n0, w0, size0, frozen, laid_r = st
        hand = self.hands[seat]
        nat = sum(1 for c in hand if RANK[c] == r and not RED3[c])
        wild = sum(1 for c in hand if WILD[c])
        if b3 or frozen:
            if nat + laid_r < 2:
                return False
        elif not (size0 or nat >= 2 or (nat >= 1 and wild >= 1 and self.options.unfrozen_pickup_with_wild)):
            return False
        if not self.opened[side]:
            held = [0] * 14                         # a rank's naturals in the hand ...
            laid = [0] * 14                         # ... and laid on its group this turn
            for c in hand:
                held[RANK[c]] += 1
            lr = self.laid_rank
            for c in self.laid:
                if not WILD[c]:
                    laid[lr[c]] += 1
            best = VALUE[top] + nat * RANK_VALUE[r] + sum(VALUE[c] for c in hand if WILD[c])
            best += sum(VALUE[c] for c in self.laid)
            for rank in MELD_RANKS:                 # a meld needs two naturals, from the hand or laid
                if rank != r and rank != THREE and held[rank] and held[rank] + laid[rank] >= 2:
                    best += held[rank] * RANK_VALUE[rank]
            if best < self.mins[side]:
                return False
        return True

    def _prelay_ok(self, seat: int) -> bool:
        """Laying before drawing: only for a side without melds, to take the pile with the cards (see above)."""
        side = seat % 2
        if self.opened[side] or not self.pile:
            return False
        return self._pile_possible(seat)
