"""What crosses the Schnapsen engine's edge: its options, actions and views (see :mod:`.rules`).

Tables, bots, saves and the network exchange these; the state behind them is :mod:`.state`.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from cardsuite.cards import Card, Suit
from cardsuite.engine import Action, GameOptions, View
from cardsuite.translate import QT_TRANSLATE_NOOP

from .cards import CARDS, INDEX, marriage_partner

RULES_VERSION = 1


# ---------------------------------------------------------------- options


@dataclass(frozen=True)
class SchnapsenOptions(GameOptions):
    target: int = field(default=7, metadata={
        "label": QT_TRANSLATE_NOOP("games", "Game points for a bummerl"),
        "help": QT_TRANSLATE_NOOP("games", "Each player counts down from this number; the first to reach 0 wins the "
                                   "match (usually 7).")})
    show_both_scores: bool = field(default=False, metadata={
        "label": QT_TRANSLATE_NOOP("games", "Show both players' points"),
        "help": QT_TRANSLATE_NOOP("games", "Show the opponent's points during a round too, not only your own "
                                           "(counting them is part of the game).")})
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
REASONS = {
    "66": "reached 66",
    "last_trick": "took the last trick",
    "closer_failed": "the player who closed the talon did not reach 66",
}


def card_name(c: int) -> str:
    return CARD_NAMES[c]


def sorted_cards(cards) -> tuple[Card, ...]:
    return tuple(CARDS[c] for c in sorted(cards))
