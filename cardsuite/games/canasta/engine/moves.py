"""How each move changes a Canasta round (RULES C-3, C-4, C-6, C-8, C-10, C-11, C-14, C-15).

A mixin of :class:`.state.CanastaState`: ``_apply`` runs an action already
checked by :mod:`.reasons`, and returns the events the table animates.
"""

from __future__ import annotations

from typing import Any

from cardsuite.engine import Action, Event

from .actions import (AcceptDouble, AskPartner, DeclineDouble, Discard, Draw, GoOut, Meld, ProposeDouble, TakeBack,
                      TakePile, UndoPickup)
from .cards import BLACK3, CARDS, RANK, RED3, WILD
from .phases import ASK, DOUBLE, DRAW, OVER, PLAY


class Moves:
    """The state changes of every move; callers have checked the move first."""

    __slots__ = ()

    def _apply(self, seat: int, action: Action) -> list[Event]:
        self.ver += 1
        kind = type(action)
        if kind is Meld:
            return self._lay(seat, int(action.rank), action.ids)
        if kind is Discard:
            return self._discard(seat, action.card_id)
        if kind is Draw:
            return self._draw(seat)
        if kind is TakeBack:
            return self._take_back(seat, action.ids)
        if kind is TakePile:
            return self._take_pile(seat, action.ids)
        if kind is GoOut:
            return self._go_out(seat, action.card_id)
        if kind is UndoPickup:
            return self._undo_pickup(seat)
        if kind is ProposeDouble:
            self.phase = DOUBLE
            self.doublings += (("proposed", seat, self.stake * 2),)
            return [Event("double_proposed", {"seat": seat, "stake": self.stake * 2})]
        if kind is AcceptDouble:
            self.stake *= 2
            self.holder = seat % 2
            self.phase = DRAW
            self.doublings += (("accepted", seat, self.stake),)
            return [Event("double_accepted", {"seat": seat, "stake": self.stake})]
        if kind is DeclineDouble:
            self.phase = OVER
            self.result = ("declined", self.cur, False)
            self.doublings += (("declined", seat, self.stake),)
            return [Event("double_declined", {"seat": seat, "proposer": self.cur, "stake": self.stake}),
                    Event("round_over", {"reason": "declined"})]
        if kind is AskPartner:
            self.phase = ASK
            self.asked = True
            return [Event("ask_partner", {"seat": seat, "partner": (seat + 2) % self.n})]
        # Answer
        self.phase = PLAY
        if action.yes:
            self.must_out = True
        else:
            self.no_out = True
        return [Event("answer", {"seat": seat, "yes": bool(action.yes)})]

    def _move(self, card: int, src: str, dst: str, seat: int | None = None, hidden_from_others: bool = False):
        if not hidden_from_others:
            return [Event("move", {"card": CARDS[card], "src": src, "dst": dst, "face_up": True, "seat": seat})]
        others = frozenset(s for s in range(self.n) if s != seat)
        return [Event("move", {"card": CARDS[card], "src": src, "dst": dst, "face_up": False, "seat": seat},
                      frozenset((seat,))),
                Event("move", {"card": None, "src": src, "dst": dst, "face_up": False, "seat": seat}, others)]

    def _draw(self, seat: int) -> list[Event]:
        if not self.stock:                                                     # RULES C-11
            return self._end("stock_empty", None)
        side = seat % 2
        hand = self.hands[seat]
        stock = self.stock
        events: list[Event] = []
        got = 0
        while got < self.options.draw_count and stock:                        # RULES C-3, C-4
            c = stock.pop()
            if RED3[c]:
                self.red3[side].append(c)
                events.append(Event("move", {"card": CARDS[c], "src": "stock", "dst": f"red3s{side}",
                                             "face_up": True, "seat": seat}))
                if not stock:
                    events.append(self._end("red3_last", None)[0])
                    return events
                continue
            hand.append(c)
            got += 1
            events += self._move(c, "stock", f"hand{seat}", seat, True)
        self.phase = PLAY
        return events

    def _lay(self, seat: int, rank: int, ids) -> list[Event]:
        side = seat % 2
        hand = self.hands[seat]
        meld = self.melds[side][rank]
        known = self.known[seat]
        events = []
        for c in ids:
            hand.remove(c)
            meld.append(c)
            self.laid.append(c)
            self.laid_rank[c] = rank
            known.discard(c)
            events.append(Event("move", {"card": CARDS[c], "src": f"hand{seat}", "dst": f"meld{side}:{rank}",
                                         "face_up": True, "seat": seat}))
        self.touched.add(rank)
        self.lays += len(ids)
        return events

    def _take_back(self, seat: int, ids) -> list[Event]:
        if not ids:
            ids = list(self.laid)
        side = seat % 2
        hand = self.hands[seat]
        known = self.known[seat]
        events = []
        for c in ids:
            rank = self.laid_rank.pop(c)
            self.laid.remove(c)
            self.melds[side][rank].remove(c)
            hand.append(c)
            known.add(c)                      # everyone saw it laid, and saw it go back
            events.append(Event("move", {"card": CARDS[c], "src": f"meld{side}:{rank}", "dst": f"hand{seat}",
                                         "face_up": True, "seat": seat}))
        return events

    def _take_pile(self, seat: int, ids) -> list[Event]:
        side = seat % 2
        pile = self.pile
        top = pile[-1]
        r = RANK[top]
        b3 = BLACK3[top]
        if b3:
            self.b3_snapshot = self._snapshot(seat)
        hand = self.hands[seat]
        meld = self.melds[side][r]
        known = self.known[seat]
        events = [Event("take_pile", {"seat": seat, "top": CARDS[top], "cards": [CARDS[c] for c in ids],
                                      "count": len(pile)})]
        for c in ids:
            hand.remove(c)
            meld.append(c)
            known.discard(c)
            events.append(Event("move", {"card": CARDS[c], "src": f"hand{seat}", "dst": f"meld{side}:{r}",
                                         "face_up": True, "seat": seat}))
        pile.pop()
        meld.append(top)
        events.append(Event("move", {"card": CARDS[top], "src": "pile", "dst": f"meld{side}:{r}", "face_up": True,
                                     "seat": seat}))
        for c in pile:
            if RED3[c]:                                                        # RULES C-3: no replacement
                self.red3[side].append(c)
                events.append(Event("move", {"card": CARDS[c], "src": "pile", "dst": f"red3s{side}",
                                             "face_up": True, "seat": seat}))
            else:
                hand.append(c)
                known.add(c)
                events.append(Event("move", {"card": CARDS[c], "src": "pile", "dst": f"hand{seat}",
                                             "face_up": True, "seat": seat}))
        pile.clear()
        self.pile_by.clear()
        self.pile_wild = 0
        self.touched.add(r)
        self.laid = []                      # RULES C-6, C-15: what was laid so far stays down
        self.laid_rank = {}
        self.took_pile = True
        self.lays = 0
        self.opened[side] = True
        self.phase = PLAY
        if b3:
            events.append(Event("must_go_out", {"seat": seat}))
        return events

    def _snapshot(self, seat: int):
        side = seat % 2
        return (list(self.hands[seat]), list(self.pile), list(self.pile_by), self.pile_wild,
                [list(m) for m in self.melds[side]], list(self.red3[side]), set(self.known[seat]),
                list(self.laid), dict(self.laid_rank), set(self.touched), self.opened[side], self.took_pile)

    def _undo_pickup(self, seat: int) -> list[Event]:
        side = seat % 2
        (hand, pile, pile_by, pile_wild, melds, red3, known, laid, laid_rank, touched, opened,
         took) = self.b3_snapshot
        self.hands[seat] = hand
        self.pile = pile
        self.pile_by = pile_by
        self.pile_wild = pile_wild
        self.melds[side] = melds
        self.red3[side] = red3
        self.known[seat] = known
        self.laid = laid
        self.laid_rank = laid_rank
        self.touched = touched
        self.opened[side] = opened
        self.took_pile = took
        self.b3_snapshot = None
        self.b3_tried = True
        self.phase = DRAW
        return [Event("undo_pickup", {"seat": seat})]

    def _throw(self, seat: int, c: int) -> Event:
        """Card ``c`` from the seat's hand onto the pile (a discard, or the last card going out)."""
        self.hands[seat].remove(c)
        self.pile.append(c)
        self.pile_by.append(seat)
        if WILD[c]:
            self.pile_wild += 1
        self.known[seat].discard(c)
        return Event("move", {"card": CARDS[c], "src": f"hand{seat}", "dst": "pile", "face_up": True, "seat": seat})

    def _discard(self, seat: int, c: int) -> list[Event]:
        events = [self._throw(seat, c)]
        self._end_turn(seat)
        nxt = (seat + 1) % self.n
        self.cur = nxt
        self.phase = DRAW
        self._reset_turn()
        if not self.stock and not self._pile_possible(nxt):                   # RULES C-11
            events += self._end("stock_empty", None)
        else:
            events.append(Event("turn", {"seat": nxt}))
        return events

    def _end_turn(self, seat: int) -> None:
        if self.laid or self.took_pile:
            self.laid_before[seat] = True
            self.opened[seat % 2] = True

    def _go_out(self, seat: int, c: int) -> list[Event]:
        events = []
        concealed = self.concealed(seat)
        if c != -1:
            events.append(self._throw(seat, c))
        self._end_turn(seat)
        self.b3_snapshot = None
        events += self._end("out", seat, concealed)
        return events

    def _end(self, reason: str, seat: int | None, concealed: bool = False) -> list[Event]:
        self.phase = OVER
        self.result = (reason, seat, concealed)
        data: dict[str, Any] = {"reason": reason, "seat": seat, "concealed": concealed}
        if reason != "declined":
            data["scores"] = [s.total for s in self.side_scores()]
        return [Event("round_over", data)]
