"""Why a move is refused: the sentence a player reads (every IllegalAction of Canasta comes from here).

A mixin of :class:`.state.CanastaState`; it reads the state, never changes it.
"""

from __future__ import annotations

from cardsuite.engine import Action, IllegalAction

from .actions import (AcceptDouble, Answer, AskPartner, DeclineDouble, Discard, Draw, GoOut, Meld, ProposeDouble,
                      TakeBack, TakePile, UndoPickup)
from .cards import CARDS, RANK, RED3, THREE, WILD, rank_plural
from .melds import MELD_RANKS, meld_counts
from .phases import ASK, DOUBLE, DRAW, OVER, PLAY


class Refusals:
    """``check`` and ``explain_illegal``: the refusal reasons of every Canasta move."""

    __slots__ = ()

    def check(self, seat: int, action: Action) -> None:
        if self.phase == OVER:
            raise IllegalAction("The round is over.")
        if not isinstance(seat, int) or seat != self.to_move:
            raise IllegalAction(self._whose_turn_text(seat))
        reason = self._reason(seat, action)
        if reason:
            raise IllegalAction(reason)

    def _whose_turn_text(self, seat) -> str:
        if self.phase == DOUBLE:
            return f"Seat {self.to_move} must answer the proposed double first."
        if self.phase == ASK:
            return f"Seat {self.to_move} must answer the question \"may I go out?\" first."
        return "It is not your turn."

    def explain_illegal(self, seat: int, action: Action) -> str:
        if self.phase == OVER:
            return "The round is over."
        if seat != self.to_move:
            return self._whose_turn_text(seat)
        return self._reason(seat, action) or "That move is allowed."

    def _hand_ids(self, seat: int, ids) -> str | None:
        """Refuse card lists that are malformed, repeat a card or name cards not in the hand."""
        if ids is None or not ids:
            return "Name at least one card."
        if None in ids:
            return "That is not a card of this game."
        if len(set(ids)) != len(ids):
            return "A card can be named only once."
        hand = self.hands[seat]
        for c in ids:
            if c not in hand:
                return f"You do not hold {CARDS[c].code}."
        return None

    def _reason(self, seat: int, action: Action) -> str | None:
        """Why ``seat`` (who is to move) may not take ``action`` now; None when it is legal."""
        kind = type(action)
        phase = self.phase
        if kind is AcceptDouble or kind is DeclineDouble:
            return None if phase == DOUBLE else "No double has been proposed."
        if kind is Answer:
            if phase != ASK:
                return "Nobody has asked you anything."
            return None if action.yes is True or action.yes is False else "Answer yes or no."
        if phase in (DOUBLE, ASK):
            return "Answer first." if phase == DOUBLE else "Answer your partner first."
        if kind is Draw:
            if phase != DRAW:
                return "You have already drawn this turn."
            if self.laid:
                return ("Take back the cards you laid before drawing from the stock (or take the pile "
                        "with them).")
            return None
        if kind is TakePile:
            if phase != DRAW:
                return "You have already drawn this turn."
            st = self._pickup_static(seat)
            if isinstance(st, str):
                return st
            ids = action.ids
            if ids is None or None in ids:
                return "That is not a card of this game."
            if ids:
                problem = self._hand_ids(seat, ids)
                if problem:
                    return problem
            r = st[1]
            k = j = t = 0
            for c in ids:
                rk = RANK[c]
                if rk == r and not RED3[c]:
                    k += 1
                elif rk == 0:
                    j += 1
                elif rk == 2:
                    t += 1
                else:
                    return f"Only natural {rank_plural(r)} and wild cards can go with the top card."
            return self._pickup_eval(seat, st, k, j, t)
        if kind is Meld:
            return self._meld_reason(seat, action)
        if kind is TakeBack:
            ids = action.ids
            if self.laid and self._only_forward(seat):
                return ("Your partner said yes and you have laid as many cards as a turn allows: lay the rest "
                        "of your cards to go out.")
            if ids == ():
                return None if self.laid else "You have laid no cards this turn."
            if ids is None or None in ids:
                return "That is not a card of this game."
            if len(set(ids)) != len(ids):
                return "A card can be named only once."
            for c in ids:
                if c not in self.laid_rank:
                    return ("You can take back only cards you laid from your hand this turn; cards laid in earlier "
                            "turns, and the cards used to take the pile, stay down.")
            return None
        if kind is Discard:
            if phase != PLAY:
                return "Draw from the stock or take the pile first."
            c = action.card_id
            hand = self.hands[seat]
            if c is None or c not in hand:
                return "You do not hold that card."
            if self.must_out:
                return "Your partner said yes: you must go out this turn, so you may not discard."
            if self.b3_snapshot is not None:
                return ("After taking the pile with its black 3 you must go out this turn, or take the whole "
                        "pickup back.")
            if len(hand) == 1:
                return "Discarding your last card goes out: use Go out."
            return self._commit_reason(seat, False)
        if kind is GoOut:
            if phase != PLAY:
                return "Draw from the stock or take the pile first."
            if self.no_out:
                return "Your partner said no: you may not go out this turn."
            c = action.card_id
            hand = self.hands[seat]
            if c is None:
                return "That is not a card of this game."
            if c == -1:
                if hand:
                    return "Meld all your cards first (or all but one, and discard it)."
            elif hand != [c]:
                if c not in hand:
                    return "You do not hold that card."
                return "Meld all your other cards first: you go out by discarding your last card."
            return self._commit_reason(seat, True)
        if kind is UndoPickup:
            return None if self.b3_snapshot is not None else "There is no pickup to take back."
        if kind is ProposeDouble:
            opts = self.options
            if not opts.doubling:
                return "Doubling is not allowed at this table."
            if phase != DRAW or self.laid:
                return "You may propose a double only before drawing."
            if self.holder is not None and self.holder != seat % 2:
                return "Only the side that accepted the last double may propose the next one."
            if opts.limit and self.stake * 2 > opts.limit:
                return f"Doubling would take the stake above the table's limit of {opts.limit}."
            return None
        if kind is AskPartner:
            if not (self.options.ask_partner and self.n == 4):
                return "Asking the partner is not allowed at this table."
            if phase != PLAY:
                return "Draw first."
            if self.asked:
                return "You have already asked your partner this turn."
            if self.b3_snapshot is not None:
                return "After taking the pile with its black 3 you must go out anyway: there is nothing to ask."
            if len(self.hands[seat]) + len(self.laid) < 2:
                return "You could not end the turn without going out, so there is nothing to ask."
            if not self._can_go_out_now(seat) and self.go_out_plan(seat) is None:
                return ("You cannot go out this turn with your cards and your side's melds, so there is "
                        "nothing to ask.")
            return None
        return "That is not a move of this game."

    @staticmethod
    def _same_lay(action: Meld, step: Meld | None) -> bool:
        return (step is not None and isinstance(action.ids, tuple) and None not in action.ids
                and action.rank == step.rank
                and sorted(action.ids) == sorted(step.ids))

    def _meld_reason(self, seat: int, action: Meld) -> str | None:
        phase = self.phase
        if phase == DRAW:
            if not self._prelay_ok(seat):
                return ("Draw first: before drawing you may lay cards only to take the discard pile with them, "
                        "while your side has no meld.")
        count = len(action.ids) if isinstance(action.ids, tuple) else 1
        left = self.lays_left(seat)
        if left < max(count, 1) and not (self.must_out and self.b3_snapshot is None
                                         and self._same_lay(action, self._out_step(seat))):
            laid = self.lays
            allowed = laid + left
            return (f"A turn allows {allowed} cards to be laid; you have laid {laid}. Take cards back if you "
                    "need to, and finish the turn.")
        r = action.rank
        if not isinstance(r, int) or int(r) not in MELD_RANKS:
            return "Melds are made of aces, black 3s or 4s to kings (2s and jokers are wild)."
        r = int(r)
        ids = action.ids
        problem = self._hand_ids(seat, ids)
        if problem:
            return problem
        nat = wild = 0
        for c in ids:
            if WILD[c]:
                wild += 1
            elif RANK[c] == r and not RED3[c]:
                nat += 1
            else:
                return f"{CARDS[c].code} does not belong with the {rank_plural(r)}."
        meld = self.melds[seat % 2][r]
        n0, w0 = meld_counts(meld)
        if wild:
            if r == THREE:
                return "Black 3s are melded without wild cards."
            if n0 + nat == 0:
                return f"Lay a natural card first: wild cards join a meld of natural {rank_plural(r)}."
            if w0 + wild > 3:
                return "A meld holds at most 3 wild cards."
            if w0 + wild > n0 + nat:
                return f"Add natural {rank_plural(r)} first: a meld may not hold more wild cards than natural ones."
        if nat:
            held = sum(1 for c in self.hands[seat] if RANK[c] == r and not RED3[c])
            total = held + n0
            if r == THREE:
                alive = total >= 3
            else:
                wilds = sum(1 for c in self.hands[seat] if WILD[c]) + w0
                alive = total >= 3 or (total == 2 and wilds >= 1)
            if not alive:
                # one card is named ("3♠ cannot ..."), more are counted ("These 2 8s": the catalogue's plural
                # forms, Qt's %n, which the translation extractor makes of a placeholder named n)
                need = "3 black 3s" if r == THREE else "2 natural cards and 3 cards in all"
                if nat == 1:
                    card = next(CARDS[c] for c in ids if not WILD[c])
                    return f"{card.code} cannot make a meld this turn: a meld needs at least {need}."
                n = nat
                return f"These {n} {rank_plural(r)} cannot make a meld this turn: a meld needs at least {need}."
        return None
