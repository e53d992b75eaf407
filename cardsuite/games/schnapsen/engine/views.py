"""What one seat of a Schnapsen table sees: :class:`SchnapsenView` and its parts."""

from __future__ import annotations

from dataclasses import dataclass

from cardsuite.cards import Card, Suit
from cardsuite.engine import View


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
