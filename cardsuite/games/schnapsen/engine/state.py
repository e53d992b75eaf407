"""One Schnapsen round as the engine keeps it: legality, ``apply`` and the per-seat views (see :mod:`.game`)."""

from __future__ import annotations

from typing import Any

from cardsuite.engine import Action, Event, GameState, IllegalAction
from cardsuite.translate import QT_TRANSLATE_NOOP

from .actions import CLOSE, EXCHANGE, MARRIES, PLAYS, Close, ExchangeTrump, Play
from .cards import CARDS, JACK, SUITS, follower_wins, marriage_partner, sorted_cards
from .options import SchnapsenOptions
from .scoring import POINTS, TARGET, failed_close_points, game_points, marriage_points
from .views import Marriage, SchnapsenView, TrickRecord

RULES_VERSION = 1

# The suits as the refusals name them, by suit number.
SUIT_NAMES = (QT_TRANSLATE_NOOP("Rules", "clubs"), QT_TRANSLATE_NOOP("Rules", "diamonds"),
              QT_TRANSLATE_NOOP("Rules", "hearts"), QT_TRANSLATE_NOOP("Rules", "spades"))
# The cards as the refusals name them, by index (suit * 5 + rank, A 10 K Q J): marked whole, so a
# translation can give each its own grammatical form.
CARD_NAMES = (
    QT_TRANSLATE_NOOP("Rules", "the ace of clubs"), QT_TRANSLATE_NOOP("Rules", "the ten of clubs"),
    QT_TRANSLATE_NOOP("Rules", "the king of clubs"), QT_TRANSLATE_NOOP("Rules", "the queen of clubs"),
    QT_TRANSLATE_NOOP("Rules", "the jack of clubs"), QT_TRANSLATE_NOOP("Rules", "the ace of diamonds"),
    QT_TRANSLATE_NOOP("Rules", "the ten of diamonds"), QT_TRANSLATE_NOOP("Rules", "the king of diamonds"),
    QT_TRANSLATE_NOOP("Rules", "the queen of diamonds"), QT_TRANSLATE_NOOP("Rules", "the jack of diamonds"),
    QT_TRANSLATE_NOOP("Rules", "the ace of hearts"), QT_TRANSLATE_NOOP("Rules", "the ten of hearts"),
    QT_TRANSLATE_NOOP("Rules", "the king of hearts"), QT_TRANSLATE_NOOP("Rules", "the queen of hearts"),
    QT_TRANSLATE_NOOP("Rules", "the jack of hearts"), QT_TRANSLATE_NOOP("Rules", "the ace of spades"),
    QT_TRANSLATE_NOOP("Rules", "the ten of spades"), QT_TRANSLATE_NOOP("Rules", "the king of spades"),
    QT_TRANSLATE_NOOP("Rules", "the queen of spades"), QT_TRANSLATE_NOOP("Rules", "the jack of spades"),
)


def card_name(c: int) -> str:
    return CARD_NAMES[c]


class SchnapsenState(GameState):
    """One round.  Seats 0 and 1; cards are ints (see :mod:`.cards`); ``talon[-1]`` is the top card."""

    __slots__ = ("options", "dealer", "trump", "trump_card", "talon", "hands", "won", "card_points",
                 "marriage_points", "pending", "tricks", "leader", "lead", "closed_by", "close_snap",
                 "revealed", "marriages", "history", "closed_at", "result")

    def __init__(self, options: SchnapsenOptions, dealer: int, hands, trump_card: int, talon) -> None:
        self.options = options
        self.dealer = dealer
        self.trump = trump_card // 5
        self.trump_card: int | None = trump_card       # lies under the talon until drawn (face down once closed)
        self.talon: list[int] = list(talon)             # talon[-1] is drawn next
        self.hands: list[list[int]] = [list(hands[0]), list(hands[1])]
        self.won: list[list[int]] = [[], []]
        self.card_points = [0, 0]
        self.marriage_points = [0, 0]                   # counted
        self.pending = [0, 0]                           # announced before the owner's first trick
        self.tricks = [0, 0]
        self.leader = 1 - dealer                        # RULES S-2: the non-dealer leads
        self.lead: int | None = None                    # the card led to the current trick
        self.closed_by: int | None = None
        self.close_snap: tuple[int, int] | None = None  # the other player's (tricks, points) at closing
        self.revealed: list[list[int]] = [[], []]
        self.marriages: list[tuple[int, int]] = []      # (seat, suit) in order of announcement
        self.history: list[tuple[int, int, int, int]] = []  # completed tricks: leader, lead card, other card, winner
        self.closed_at: int | None = None                  # tricks completed when the talon was closed
        self.result: tuple[int, int, str] | None = None            # winner, game points, reason

    # -- the interface ------------------------------------------------------

    @property
    def to_move(self) -> int | None:
        if self.result is not None:
            return None
        return self.leader if self.lead is None else 1 - self.leader

    @property
    def is_over(self) -> bool:
        return self.result is not None

    @property
    def strict(self) -> bool:
        """RULES S-6 applies: the talon is closed or exhausted."""
        return self.closed_by is not None or self.trump_card is None

    def talon_size(self) -> int:
        """Cards in the talon, the trump card included (the count S-8 and S-9 speak of)."""
        return len(self.talon) + (self.trump_card is not None)

    def points(self, seat: int) -> int:
        """RULES S-11: card points of the tricks won plus counted marriages."""
        return self.card_points[seat] + self.marriage_points[seat]

    def can_close(self, seat: int) -> bool:
        return (self.result is None and self.lead is None and seat == self.leader and self.closed_by is None
                and self.trump_card is not None and len(self.talon) >= 2)

    def can_exchange(self, seat: int) -> bool:
        return self.can_close(seat) and self.trump * 5 + JACK in self.hands[seat]

    def legal_actions(self, seat: int) -> list[Action]:
        """Every action of ``seat`` now: cards (``Play``), marriages (``Play(.., marry=True)``), exchange, close."""
        if self.result is not None or seat not in (0, 1):
            return []
        hand = self.hands[seat]
        if self.lead is None:
            if seat != self.leader:
                return []
            ordered = sorted(hand)
            out: list[Action] = [PLAYS[c] for c in ordered]
            for c in ordered:
                m = MARRIES[c]
                if m is not None and marriage_partner(c) in hand:
                    out.append(m)
            if self.closed_by is None and self.trump_card is not None and len(self.talon) >= 2:
                if self.trump * 5 + JACK in hand:
                    out.append(EXCHANGE)
                out.append(CLOSE)
            return out
        if seat == self.leader:
            return []
        if self.closed_by is None and self.trump_card is not None:
            return [PLAYS[c] for c in sorted(hand)]                         # RULES S-3
        lead = self.lead
        ls = lead // 5
        same = [c for c in hand if c // 5 == ls]                           # RULES S-6
        if same:
            higher = [c for c in same if c < lead]
            chosen = higher or same
        else:
            chosen = [c for c in hand if c // 5 == self.trump] or hand
        return [PLAYS[c] for c in sorted(chosen)]

    def check(self, seat: int, action: Action) -> None:
        """Raise IllegalAction with a reason a player can read, without listing every action."""
        reason = self._why(seat, action)
        if reason is not None:
            raise IllegalAction(reason)

    def explain_illegal(self, seat: int, action: Action) -> str:
        return self._why(seat, action) or "That move is allowed."

    def _why(self, seat: int, action: Action) -> str | None:
        if self.result is not None:
            return "The round is over."
        if seat != self.to_move:
            if type(action) in (Close, ExchangeTrump) and seat in (0, 1):
                return self._reason(seat, action) or "It is not your turn."
            return "It is not your turn."
        return self._reason(seat, action)

    def _reason(self, seat: int, action: Action) -> str | None:
        """Why ``seat`` (who is to move) may not take ``action``; None when it is legal."""
        kind = type(action)
        if kind is Play:
            c = action.card_id
            if c is None:
                return "That card is not part of this game."
            hand = self.hands[seat]
            if c not in hand:
                return f"You do not hold {card_name(c)}."
            if action.marry is not False and action.marry is not True:
                return "That is not a move of this game."
            if self.lead is None:
                if action.marry:
                    partner = marriage_partner(c)
                    if partner is None:
                        return "A marriage is announced by leading its king or queen."
                    if partner not in hand:
                        return f"You need the king and the queen of {SUIT_NAMES[c // 5]} to announce a marriage."
                return None
            if action.marry:
                return "Only the player on lead may announce a marriage."
            if self.closed_by is None and self.trump_card is not None:
                return None
            lead = self.lead
            ls = lead // 5
            same = [x for x in hand if x // 5 == ls]
            if same:
                if c // 5 == ls and (c < lead or not any(x < lead for x in same)):
                    return None
                return "You must follow suit and win the trick if you can."
            if c // 5 != self.trump and any(x // 5 == self.trump for x in hand):
                return "You must play a trump when you cannot follow suit."
            return None
        if kind is Close or kind is ExchangeTrump:
            what = "close the talon" if kind is Close else "exchange the trump jack"
            if self.lead is not None or seat != self.leader:
                return f"Only the player on lead may {what}, before leading."
            if self.closed_by is not None:
                return "The talon is already closed." if kind is Close else "The talon is closed; no more exchanges."
            if self.trump_card is None:
                return "The talon is exhausted."
            if len(self.talon) < 2:
                return (f"You may {what} only while the talon holds more than 2 cards, the trump card included.")
            if kind is ExchangeTrump and self.trump * 5 + JACK not in self.hands[seat]:
                return "You do not hold the trump jack."
            return None
        return "That is not a move of this game."

    # -- applying -------------------------------------------------------------

    def _apply(self, seat: int, action: Action) -> list[Event]:
        kind = type(action)
        if kind is Play:
            c = action.card_id
            if self.lead is None:
                return self._lead(seat, c, action.marry)
            return self._follow(seat, c)
        if kind is ExchangeTrump:
            return self._exchange(seat)
        return self._close(seat)

    def _lead(self, seat: int, c: int, marry: bool) -> list[Event]:
        hand = self.hands[seat]
        hand.remove(c)
        rev = self.revealed[seat]
        if c in rev:
            rev.remove(c)
        self.lead = c
        card = CARDS[c]
        events = [Event("move", {"card": card, "src": f"hand{seat}", "dst": "trick", "face_up": True, "seat": seat})]
        if marry:                                                          # RULES S-7
            suit = c // 5
            partner = marriage_partner(c)
            pts = marriage_points(suit, self.trump)
            self.marriages.append((seat, suit))
            if partner not in rev:
                rev.append(partner)
            counted = self.tricks[seat] > 0
            if counted:
                self.marriage_points[seat] += pts
            else:
                self.pending[seat] += pts
            events.append(Event("marriage", {"seat": seat, "suit": SUITS[suit], "cards": [card, CARDS[partner]],
                                             "points": pts, "counted": counted}))
            if counted and self.points(seat) >= TARGET:                     # RULES S-10
                events.append(self._end(seat, "66"))
        return events

    def _follow(self, seat: int, c: int) -> list[Event]:
        self.hands[seat].remove(c)
        rev = self.revealed[seat]
        if c in rev:
            rev.remove(c)
        lead = self.lead
        leader = self.leader
        winner = seat if follower_wins(lead, c, self.trump) else leader    # RULES S-4
        pts = POINTS[lead] + POINTS[c]
        self.won[winner] += (lead, c)
        self.card_points[winner] += pts
        self.tricks[winner] += 1
        self.history.append((leader, lead, c, winner))
        self.lead = None
        self.leader = winner
        lc, fc = CARDS[lead], CARDS[c]
        dst = f"won{winner}"
        events = [
            Event("move", {"card": fc, "src": f"hand{seat}", "dst": "trick", "face_up": True, "seat": seat}),
            Event("trick", {"winner": winner, "cards": [lc, fc], "points": pts}),
            Event("move", {"card": lc, "src": "trick", "dst": dst, "face_up": False}),
            Event("move", {"card": fc, "src": "trick", "dst": dst, "face_up": False}),
        ]
        if self.pending[winner] and self.tricks[winner] == 1:              # RULES S-7
            self.marriage_points[winner] += self.pending[winner]
            events.append(Event("marriage_counted", {"seat": winner, "points": self.pending[winner]}))
            self.pending[winner] = 0
        if self.card_points[winner] + self.marriage_points[winner] >= TARGET:  # RULES S-10
            events.append(self._end(winner, "66"))
            return events
        if not self.hands[winner] and not self.hands[1 - winner]:
            if self.closed_by is not None:                                  # RULES S-12
                events.append(self._end(1 - self.closed_by, "closer_failed"))
            else:
                events.append(self._end(winner, "last_trick"))             # RULES S-10
            return events
        if self.closed_by is None and self.trump_card is not None:          # RULES S-5
            loser = 1 - winner
            events += self._draw_talon(winner)
            if self.talon:
                events += self._draw_talon(loser)
            else:
                tc = self.trump_card
                self.trump_card = None
                self.hands[loser].append(tc)
                self.revealed[loser].append(tc)
                events.append(Event("move", {"card": CARDS[tc], "src": "trump", "dst": f"hand{loser}",
                                             "face_up": True, "seat": loser}))
        return events

    def _draw_talon(self, seat: int) -> list[Event]:
        """The talon's top card to ``seat``: the seat sees which card, the other seat only that one moved."""
        top = self.talon.pop()
        self.hands[seat].append(top)
        return [Event("move", {"card": CARDS[top], "src": "talon", "dst": f"hand{seat}",
                               "face_up": False, "seat": seat}, frozenset((seat,))),
                Event("move", {"card": None, "src": "talon", "dst": f"hand{seat}",
                               "face_up": False, "seat": seat}, frozenset((1 - seat,)))]

    def _exchange(self, seat: int) -> list[Event]:                          # RULES S-8
        jack = self.trump * 5 + JACK
        old = self.trump_card
        hand = self.hands[seat]
        hand.remove(jack)
        hand.append(old)
        rev = self.revealed[seat]
        if jack in rev:
            rev.remove(jack)
        rev.append(old)
        self.trump_card = jack
        return [
            Event("exchange", {"seat": seat, "jack": CARDS[jack], "card": CARDS[old]}),
            Event("move", {"card": CARDS[jack], "src": f"hand{seat}", "dst": "trump", "face_up": True, "seat": seat}),
            Event("move", {"card": CARDS[old], "src": "trump", "dst": f"hand{seat}", "face_up": True, "seat": seat}),
        ]

    def _close(self, seat: int) -> list[Event]:                             # RULES S-9
        other = 1 - seat
        self.closed_by = seat
        self.closed_at = len(self.history)
        self.close_snap = (self.tricks[other], self.points(other))
        return [Event("close", {"seat": seat}),
                Event("flip", {"card": CARDS[self.trump_card], "pile": "trump", "face_up": False})]

    def _end(self, winner: int, reason: str) -> Event:
        loser = 1 - winner
        if self.closed_by is None:
            gp = game_points(self.tricks[loser], self.points(loser))           # RULES S-11
        elif winner == self.closed_by:
            gp = game_points(*self.close_snap)                                   # RULES S-12
        else:
            gp = failed_close_points(self.close_snap[0])                         # RULES S-12
        self.result = (winner, gp, reason)
        return Event("round_over", {"winner": winner, "game_points": gp, "reason": reason,
                                    "points": [self.points(0), self.points(1)]})

    # -- views ----------------------------------------------------------------

    def view(self, seat: int | None) -> SchnapsenView:
        if seat not in (0, 1, None):
            raise ValueError("Schnapsen has seats 0 and 1")
        show = self.options.show_both_scores
        pts = [self.points(0), self.points(1)]
        pend = list(self.pending)
        if not show:
            for s in (0, 1):
                if s != seat:
                    pts[s] = None
                    pend[s] = None
        closed = self.closed_by is not None
        tc = self.trump_card
        history = tuple(TrickRecord(t[0], (CARDS[t[1]], CARDS[t[2]]), t[3]) for t in self.history)
        last = history[-1] if history and (self.lead is None or self.result is not None) else None
        result = self.result
        return SchnapsenView(
            seat=seat, to_move=self.to_move, dealer=self.dealer, leader=self.leader,
            hand=sorted_cards(self.hands[seat]) if seat is not None else (),
            hand_counts=(len(self.hands[0]), len(self.hands[1])),
            revealed=(sorted_cards(self.revealed[0]), sorted_cards(self.revealed[1])),
            trump_suit=SUITS[self.trump],
            trump_card=CARDS[tc] if tc is not None and not closed else None,
            trump_card_down=CARDS[tc] if tc is not None and closed else None,
            talon_count=len(self.talon), closed_by=self.closed_by, strict=self.strict,
            trick=(CARDS[self.lead],) if self.lead is not None else (),
            last_trick=last, history=history, closed_at=self.closed_at,
            close_snapshot=self.close_snap,
            won=tuple(CARDS[c] for c in self.won[seat]) if seat is not None else (),
            tricks=(self.tricks[0], self.tricks[1]), points=(pts[0], pts[1]), pending=(pend[0], pend[1]),
            marriages=tuple(Marriage(s, SUITS[su], marriage_points(su, self.trump)) for s, su in self.marriages),
            can_close=seat is not None and self.can_close(seat),
            can_exchange=seat is not None and self.can_exchange(seat),
            winner=result[0] if result else None, game_points=result[1] if result else 0,
            reason=result[2] if result else "",
        )

    # -- JSON -------------------------------------------------------------------

    def to_json(self) -> dict[str, Any]:
        def t(cs):
            return [CARDS[c].text for c in cs]
        return {
            "rules_version": RULES_VERSION,
            "options": self.options.to_json(),
            "dealer": self.dealer,
            "trump_card": CARDS[self.trump_card].text if self.trump_card is not None else None,
            "trump": SUITS[self.trump].value,
            "talon": t(reversed(self.talon)),                      # top card first
            "hands": [t(self.hands[0]), t(self.hands[1])],
            "won": [t(self.won[0]), t(self.won[1])],
            "pending": list(self.pending),
            "marriage_points": list(self.marriage_points),
            "leader": self.leader,
            "lead": CARDS[self.lead].text if self.lead is not None else None,
            "closed_by": self.closed_by,
            "close_snap": list(self.close_snap) if self.close_snap is not None else None,
            "revealed": [t(self.revealed[0]), t(self.revealed[1])],
            "marriages": [[s, SUITS[su].value] for s, su in self.marriages],
            "history": [[t[0], CARDS[t[1]].text, CARDS[t[2]].text, t[3]] for t in self.history],
            "closed_at": self.closed_at,
            "result": list(self.result) if self.result is not None else None,
        }

    def copy(self) -> "SchnapsenState":
        """An independent copy (lists copied one level; cards are ints)."""
        new = SchnapsenState.__new__(SchnapsenState)
        for name in self.__slots__:
            value = getattr(self, name)
            if name in ("hands", "won", "revealed"):
                value = [list(value[0]), list(value[1])]
            elif isinstance(value, list):
                value = list(value)
            setattr(new, name, value)
        return new
