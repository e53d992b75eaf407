"""The Schnapsen engine: RULES.md S-1 ... S-13.

One :class:`SchnapsenState` is one round (one deal played out).  It keeps the
cards as small ints (see :mod:`.core`) in plain lists, so a random round takes
under a tenth of a millisecond; cards become :class:`~cardsuite.cards.Card` objects
only at the edges (actions, events, views, JSON).

Actions
    ``Play(card, marry=False)`` plays a card; ``marry=True`` (only when leading
    the king or queen of a marriage you hold) announces the marriage with it.
    ``ExchangeTrump()`` swaps the trump jack for the face-up trump card,
    ``Close()`` closes the talon; both only by the player on lead before leading.

Events (piles: ``hand0``, ``hand1``, ``talon``, ``trump``, ``trick``, ``won0``, ``won1``)
    ``move`` {card, src, dst, face_up, seat?}: a card played, a trick gathered
    (face down), a draw.  A face-down draw is sent twice: with the card to the
    drawer only, with ``card: None`` to the other seat (spectators see the view
    change only); the face-up trump card drawn last goes to everyone.
    ``trick`` {winner, cards, points}; ``marriage`` {seat, suit, cards (the led
    card and its partner, shown to all), points, counted};
    ``marriage_counted`` {seat, points} (on the owner's first trick);
    ``exchange`` {seat, jack, card}; ``close`` {seat} and ``flip`` {card, pile,
    face_up: False}; ``round_over`` {winner, game_points, reason, points}.

Corner cases decided here (RULES.md is silent or leaves a choice):

* The round ends the moment a player's points (card points of their tricks +
  counted marriages) reach 66: after a trick (only its winner can gain), or on
  announcing a marriage when its owner already has a trick.  A round ended by a
  marriage leaves the led card lying in the trick; it belongs to no one.
* A pending marriage (owner without a trick) counts when the owner wins their
  first trick, at that moment; if the round ends before that it never counts.
  Winning the last trick also makes it count (for the record; the last trick
  wins the round anyway).
* Marriages may be announced while the talon is open, closed or exhausted,
  also on the very first lead, by either player whenever they lead.
* "Talon holds more than 2 cards, the trump card included" (S-8, S-9): at a
  lead the talon holds 10, 8, 6, 4 or 2 cards with the trump card, so exchanging
  and closing are allowed down to 4 (3 face-down + the trump card) and refused
  at 2 (1 face-down + the trump card).  Exchanging the jack does not need a
  trick won first; exchanging and then closing in the same turn is allowed.
* After closing, the last trick does not win: if no one reaches 66 the closer
  has failed and the other player scores (S-12), whoever took the last trick.
* The face-up trump card drawn by the loser of the last open trick was seen by
  both, so it stays *revealed* in that hand (like an exchanged trump card and a
  shown marriage partner) until played.  The trump card turned down by closing
  is still remembered by both players: views carry it as ``trump_card_down``.
* Views carry ``history`` (every completed trick, in order): both players saw
  each of its cards face up, and bots answer from views alone.  So the
  opponent's points can be worked out from any view; ``show_both_scores`` only
  decides whether the view hands them over ready-made.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Sequence

from cardsuite.cards import Card, Suit
from cardsuite.engine import (Action, ActionSet, BadMessage, Event, Game, GameOptions, GameState, IllegalAction,
                              MatchResult, RoundSummary, View, check_deck, rng_for)

from .core import (CARDS, INDEX, JACK, POINTS, SUIT_INDEX, SUITS, TARGET, failed_close_points, follower_wins,
                   game_points, marriage_partner, marriage_points)

RULES_VERSION = 1


# ---------------------------------------------------------------- options


@dataclass(frozen=True)
class SchnapsenOptions(GameOptions):
    target: int = field(default=7, metadata={
        "label": "Game points for a bummerl",
        "help": "Each player counts down from this number; the first to reach 0 wins the match (usually 7)."})
    show_both_scores: bool = field(default=False, metadata={
        "label": "Show both players' points",
        "help": "Show the opponent's points during a round too, not only your own "
                "(counting them is part of the game)."})
    PRESETS = {"default": {}}

    def __post_init__(self) -> None:
        if isinstance(self.target, bool) or not isinstance(self.target, int) or not 1 <= self.target <= 99:
            raise ValueError("target must be a whole number of game points from 1 to 99")
        if not isinstance(self.show_both_scores, bool):
            raise ValueError("show_both_scores must be true or false")


# ---------------------------------------------------------------- actions


@dataclass(frozen=True)
class Play(Action):
    """Play a card; ``marry`` announces the marriage of the king or queen led (RULES S-7)."""

    kind = "play"
    card: Card
    marry: bool = False

    def __post_init__(self) -> None:
        # the card's number, looked up once (not a field: no part of equality or JSON)
        object.__setattr__(self, "_index", INDEX.get(self.card) if isinstance(self.card, Card) else None)


@dataclass(frozen=True)
class ExchangeTrump(Action):
    """Swap the trump jack in hand for the face-up trump card (RULES S-8)."""

    kind = "exchange"


@dataclass(frozen=True)
class Close(Action):
    """Close the talon by turning the trump card down (RULES S-9)."""

    kind = "close"


PLAYS: tuple[Play, ...] = tuple(Play(c) for c in CARDS)
MARRIES: tuple[Play | None, ...] = tuple(Play(c, True) if marriage_partner(i) is not None else None
                                         for i, c in enumerate(CARDS))
EXCHANGE = ExchangeTrump()
CLOSE = Close()


# ---------------------------------------------------------------- views


@dataclass(frozen=True)
class Marriage:
    seat: int
    suit: Suit
    points: int


@dataclass(frozen=True)
class TrickRecord:
    leader: int
    cards: tuple[Card, Card]
    winner: int


@dataclass(frozen=True)
class SchnapsenView(View):
    """What one seat sees (``seat`` None: a spectator).  Per-seat tuples are indexed by seat.

    ``hand``: own cards.  ``hand_counts``: cards in each hand.  ``revealed``: cards still in
    each hand that both players have seen (a shown marriage partner, the trump card taken by an
    exchange or drawn last).  ``trump_card``: the face-up trump card under the talon (None once
    drawn or turned down); ``trump_card_down``: the trump card turned face down by closing (both
    saw it); ``talon_count``: face-down talon cards, the trump card not counted.  ``trick``: the
    current trick (the lead card, if any).  ``last_trick``: the last completed trick while the
    next has not started.  ``history``: every completed trick, in order (each card was seen face up
    by both).  ``closed_at``: how many tricks were complete when the talon was closed;
    ``close_snapshot``: the other player's (tricks, points) at that moment (RULES S-12).  ``won``:
    own won cards.  ``tricks``: tricks won by each seat (face down, but their number is visible).
    ``points``/``pending``: points (card points + counted marriages) and marriage points still
    waiting for a first trick; the other seat's are None unless the options show both scores.
    ``winner``/``game_points``/``reason``: set once the round is over.
    """

    dealer: int = 0
    leader: int = 0
    hand: tuple[Card, ...] = ()
    hand_counts: tuple[int, int] = (0, 0)
    revealed: tuple[tuple[Card, ...], tuple[Card, ...]] = ((), ())
    trump_suit: Suit = Suit.CLUBS
    trump_card: Card | None = None
    trump_card_down: Card | None = None
    talon_count: int = 0
    closed_by: int | None = None
    strict: bool = False
    trick: tuple[Card, ...] = ()
    last_trick: TrickRecord | None = None
    history: tuple[TrickRecord, ...] = ()
    closed_at: int | None = None
    close_snapshot: tuple[int, int] | None = None
    won: tuple[Card, ...] = ()
    tricks: tuple[int, int] = (0, 0)
    points: tuple[int | None, int | None] = (None, None)
    pending: tuple[int | None, int | None] = (None, None)
    marriages: tuple[Marriage, ...] = ()
    can_close: bool = False
    can_exchange: bool = False
    winner: int | None = None
    game_points: int = 0
    reason: str = ""

    @property
    def opponent(self) -> int:
        return 1 - (self.seat or 0)


# ---------------------------------------------------------------- helpers

_RANK_NAMES = ("ace", "ten", "king", "queen", "jack")
_SUIT_NAMES = ("clubs", "diamonds", "hearts", "spades")
REASONS = {
    "66": "reached 66",
    "last_trick": "took the last trick",
    "closer_failed": "the player who closed the talon did not reach 66",
}


def card_name(c: int) -> str:
    return f"the {_RANK_NAMES[c % 5]} of {_SUIT_NAMES[c // 5]}"


def _sorted_cards(cards) -> tuple[Card, ...]:
    return tuple(CARDS[c] for c in sorted(cards))


# ---------------------------------------------------------------- state


class SchnapsenState(GameState):
    """One round.  Seats 0 and 1; cards are ints (see :mod:`.core`); ``talon[-1]`` is the top card."""

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
            c = action._index
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
                        return f"You need the king and the queen of {_SUIT_NAMES[c // 5]} to announce a marriage."
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
            c = action._index
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
            top = self.talon.pop()
            self.hands[winner].append(top)
            events.append(Event("move", {"card": CARDS[top], "src": "talon", "dst": f"hand{winner}",
                                         "face_up": False, "seat": winner}, frozenset((winner,))))
            events.append(Event("move", {"card": None, "src": "talon", "dst": f"hand{winner}",
                                         "face_up": False, "seat": winner}, frozenset((loser,))))
            if self.talon:
                nxt = self.talon.pop()
                self.hands[loser].append(nxt)
                events.append(Event("move", {"card": CARDS[nxt], "src": "talon", "dst": f"hand{loser}",
                                             "face_up": False, "seat": loser}, frozenset((loser,))))
                events.append(Event("move", {"card": None, "src": "talon", "dst": f"hand{loser}",
                                             "face_up": False, "seat": loser}, frozenset((winner,))))
            else:
                tc = self.trump_card
                self.trump_card = None
                self.hands[loser].append(tc)
                self.revealed[loser].append(tc)
                events.append(Event("move", {"card": CARDS[tc], "src": "trump", "dst": f"hand{loser}",
                                             "face_up": True, "seat": loser}))
        return events

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
            hand=_sorted_cards(self.hands[seat]) if seat is not None else (),
            hand_counts=(len(self.hands[0]), len(self.hands[1])),
            revealed=(_sorted_cards(self.revealed[0]), _sorted_cards(self.revealed[1])),
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


# ---------------------------------------------------------------- the game


class SchnapsenGame(Game):
    name = "schnapsen"
    title = "Schnapsen"
    rules_version = RULES_VERSION
    Options = SchnapsenOptions
    View = SchnapsenView
    actions = ActionSet(Play, ExchangeTrump, Close)

    def seat_count(self, options: GameOptions) -> int:
        return 2

    def new_state(self, options: SchnapsenOptions, seed: int, context: Any = None) -> SchnapsenState:
        # the same permutation as shuffled(schnapsen_deck(), rng), done on the card numbers
        order = list(range(20))
        rng_for(seed, "schnapsen", "deal").shuffle(order)
        return self._deal(options, order, context)

    def from_deck(self, options: SchnapsenOptions, deck: Sequence[Card], context: Any = None) -> SchnapsenState:
        """RULES S-2: 3 to the non-dealer, 3 to the dealer, the trump card, 2 and 2; the talon's top is card 11."""
        deck = [INDEX[c] for c in check_deck(deck, CARDS)]
        return self._deal(options, deck, context)

    def _deal(self, options: SchnapsenOptions, deck: list[int], context: Any) -> SchnapsenState:
        if not isinstance(options, SchnapsenOptions):
            raise BadMessage("these are not Schnapsen options")
        dealer = 0
        if context is not None:
            if not isinstance(context, dict):
                raise BadMessage("the round context must be an object")
            dealer = context.get("dealer", 0)
            if type(dealer) is not int or dealer not in (0, 1):
                raise BadMessage("the dealer must be seat 0 or 1")
        hands = [None, None]
        hands[1 - dealer] = deck[0:3] + deck[7:9]
        hands[dealer] = deck[3:6] + deck[9:11]
        return SchnapsenState(options, dealer, hands, deck[6], reversed(deck[11:20]))

    # -- determinisation -----------------------------------------------------------

    def unseen_cards(self, view: SchnapsenView) -> list[Card]:
        """The cards ``view``'s seat cannot see, in the card order of :mod:`.core`, counted out to the
        places in this order: the hidden cards of each other hand (seat 0 before seat 1; a hand's
        revealed cards are seen), then the talon's face-down cards from the top.  The trump card, face
        up or turned down by closing, is seen by both players and is never unseen."""
        seen = set(view.hand) | set(view.trick) | {c for t in view.history for c in t.cards}
        seen |= {c for r in view.revealed for c in r}
        seen |= {c for c in (view.trump_card, view.trump_card_down) if c is not None}
        unseen = [c for c in CARDS if c not in seen]
        if len(unseen) != sum(self._hidden_counts(view)):
            raise BadMessage("the view does not add up to the 20 Schnapsen cards")
        return unseen

    def _hidden_counts(self, view: SchnapsenView) -> list[int]:
        """How many unseen cards each place of :meth:`unseen_cards` takes: other hands, then the talon."""
        hands = [view.hand_counts[s] - len(view.revealed[s]) for s in (0, 1) if s != view.seat]
        return hands + [view.talon_count]

    def determinise(self, view: SchnapsenView, assignment: Sequence[Card]) -> SchnapsenState:
        """A state agreeing with ``view``: the hidden hand cards and the talon (top first) from
        ``assignment``, in the order of places of :meth:`unseen_cards`.  The options are the
        defaults, except ``show_both_scores`` as the view shows it (the target is the match's)."""
        assignment = list(assignment)
        if sorted(assignment) != sorted(self.unseen_cards(view)):
            raise BadMessage("an assignment must hold exactly the unseen cards, each once")
        fill = iter(INDEX[c] for c in assignment)
        counts = self._hidden_counts(view)
        hands: list[list[int]] = [[], []]
        for s in (0, 1):
            hands[s] = [INDEX[c] for c in (view.hand if s == view.seat else view.revealed[s])]
            if s != view.seat:
                hands[s] += [next(fill) for _ in range(counts.pop(0))]
        talon = [next(fill) for _ in range(counts.pop(0))]
        trump_card = view.trump_card or view.trump_card_down
        options = SchnapsenOptions(show_both_scores=None not in view.points)
        state = SchnapsenState(options, view.dealer, hands, INDEX[trump_card] if trump_card else 0, reversed(talon))
        state.trump = SUIT_INDEX[view.trump_suit]
        state.trump_card = INDEX[trump_card] if trump_card else None
        state.history = [(t.leader, INDEX[t.cards[0]], INDEX[t.cards[1]], t.winner) for t in view.history]
        for leader, a, b, winner in state.history:
            state.won[winner] += (a, b)
        state.marriages = [(m.seat, SUIT_INDEX[m.suit]) for m in view.marriages]
        for s in (0, 1):
            state.tricks[s] = view.tricks[s]
            state.card_points[s] = sum(POINTS[c] for c in state.won[s])
            announced = sum(m.points for m in view.marriages if m.seat == s)
            counted = state.tricks[s] > 0                                 # RULES S-7
            state.marriage_points[s] = announced if counted else 0
            state.pending[s] = 0 if counted else announced
            state.revealed[s] = [INDEX[c] for c in view.revealed[s]]
        state.leader = view.leader
        state.lead = INDEX[view.trick[0]] if view.trick else None
        state.closed_by, state.closed_at, state.close_snap = view.closed_by, view.closed_at, view.close_snapshot
        if view.winner is not None:
            state.result = (view.winner, view.game_points, view.reason)
        return state

    # -- match scoring (RULES S-13) ------------------------------------------------

    def new_match_score(self, options: SchnapsenOptions) -> dict[str, Any]:
        """``totals`` is the countdown as players see it: game points still to make, from the target to 0."""
        return {"totals": [options.target, options.target], "rounds": 0, "next_dealer": 0}

    def follow_on(self, options: SchnapsenOptions, previous: Any) -> dict[str, Any]:
        """RULES S-2: the deal alternates also from one match to the next."""
        score = self.new_match_score(options)
        dealer = previous.get("next_dealer") if isinstance(previous, dict) else None
        if type(dealer) is int and dealer in (0, 1):   # a saved value that is anything else is ignored
            score["next_dealer"] = dealer
        return score

    def round_context(self, options: SchnapsenOptions, match_score: Any, round_no: int) -> dict[str, Any]:
        """RULES S-2: the deal alternates; ``next_dealer`` follows the last round's dealer."""
        dealer = match_score.get("next_dealer", round_no % 2) if isinstance(match_score, dict) else round_no % 2
        return {"round": round_no, "dealer": dealer}

    def score_round(self, options: SchnapsenOptions, match_score: Any,
                    state: SchnapsenState) -> tuple[dict[str, Any], RoundSummary]:
        if state.result is None:
            raise ValueError("the round is not over")
        winner, gp, reason = state.result
        totals = list(match_score.get("totals", [options.target] * 2))
        before = list(totals)
        totals[winner] = max(0, totals[winner] - gp)                       # RULES S-13: never below 0
        gained = tuple(gp if s == winner else 0 for s in (0, 1))
        marriage = tuple(str(state.marriage_points[s]) + (f" (+{state.pending[s]} not counted)" if state.pending[s]
                                                          else "") for s in (0, 1))
        lines = (
            ("Card points", (str(state.card_points[0]), str(state.card_points[1]))),
            ("Marriages", marriage),
            ("Points", (str(state.points(0)), str(state.points(1)))),
            ("Tricks", (str(state.tricks[0]), str(state.tricks[1]))),
            ("Game points", tuple(map(str, gained))),
            ("To go", (f"{before[0]} \u2192 {totals[0]}", f"{before[1]} \u2192 {totals[1]}")),
        )
        plural = "s" if gp != 1 else ""
        text = f"Seat {winner} wins the round with {gp} game point{plural}: {REASONS[reason]}."
        if state.closed_by is not None:
            text += f" Seat {state.closed_by} had closed the talon."
        new_score = {"totals": totals, "rounds": int(match_score.get("rounds", 0)) + 1,
                     "next_dealer": 1 - state.dealer}
        return new_score, RoundSummary(winner, gained, lines, text)

    def match_result(self, options: SchnapsenOptions, match_score: Any) -> MatchResult | None:
        totals = list(match_score.get("totals", ()))
        for seat in (0, 1):
            if len(totals) == 2 and totals[seat] <= 0:
                return MatchResult(seat, f"Seat {seat} wins the bummerl; Seat {1 - seat} gets a bummerl.",
                                   tuple(totals))
        return None


GAME = SchnapsenGame()
