"""Cards, suits, ranks and the decks of the three games.

A card is a small frozen value.  Two decks can hold equal faces (two aces of
spades in Canasta, eight in 1-suit Spider); ``copy`` keeps them apart, so a
card's identity survives shuffles, saves and the network.

Text codes: ``"AS"``, ``"10H"``, ``"QD"``, ``"JK"`` name a face; a card that
is not copy 0 adds ``":n"`` (``"AS:1"``, ``"JK:3"``).  ``Card.parse`` reads
both, ``card.code`` gives the face and ``card.text`` the full identity.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum, IntEnum
from functools import total_ordering


class Suit(Enum):
    CLUBS = "C"
    DIAMONDS = "D"
    HEARTS = "H"
    SPADES = "S"

    @property
    def is_red(self) -> bool:
        return self in (Suit.HEARTS, Suit.DIAMONDS)

    @property
    def symbol(self) -> str:
        return _SUIT_SYMBOLS[self]


_SUIT_SYMBOLS = {Suit.CLUBS: "\u2663", Suit.DIAMONDS: "\u2666", Suit.HEARTS: "\u2665", Suit.SPADES: "\u2660"}


class Rank(IntEnum):
    """Ranks in their natural order, ace low.  Games define their own orders and values."""

    JOKER = 0
    ACE = 1
    TWO = 2
    THREE = 3
    FOUR = 4
    FIVE = 5
    SIX = 6
    SEVEN = 7
    EIGHT = 8
    NINE = 9
    TEN = 10
    JACK = 11
    QUEEN = 12
    KING = 13

    @property
    def code(self) -> str:
        return _RANK_CODES[self]


_RANK_CODES = {
    Rank.JOKER: "JK", Rank.ACE: "A", Rank.TWO: "2", Rank.THREE: "3", Rank.FOUR: "4",
    Rank.FIVE: "5", Rank.SIX: "6", Rank.SEVEN: "7", Rank.EIGHT: "8", Rank.NINE: "9",
    Rank.TEN: "10", Rank.JACK: "J", Rank.QUEEN: "Q", Rank.KING: "K",
}
_CODE_RANKS = {code: rank for rank, code in _RANK_CODES.items()}
_CODE_RANKS["T"] = Rank.TEN
_CODE_SUITS = {s.value: s for s in Suit}


@total_ordering
@dataclass(frozen=True, slots=True)
class Card:
    rank: Rank
    suit: Suit | None = None
    copy: int = 0

    def __post_init__(self) -> None:
        if (self.rank is Rank.JOKER) != (self.suit is None):
            raise ValueError("a joker has no suit and every other card has one")
        if self.copy < 0:
            raise ValueError("copy must be >= 0")

    def __lt__(self, other: "Card") -> bool:
        """Order by rank, then suit letter, then copy: a stable order for sorting and checks."""
        if not isinstance(other, Card):
            return NotImplemented
        return self._key() < other._key()

    def _key(self) -> tuple[int, str, int]:
        return (int(self.rank), self.suit.value if self.suit else "", self.copy)

    @property
    def is_joker(self) -> bool:
        return self.rank is Rank.JOKER

    @property
    def is_red(self) -> bool:
        return self.suit is not None and self.suit.is_red

    @property
    def code(self) -> str:
        """The face: ``"AS"``, ``"10H"``, ``"JK"``."""
        return "JK" if self.is_joker else self.rank.code + self.suit.value

    @property
    def text(self) -> str:
        """The identity: the face, plus ``":copy"`` when copy is not 0."""
        return self.code if self.copy == 0 else f"{self.code}:{self.copy}"

    def __str__(self) -> str:
        return self.text

    def __repr__(self) -> str:
        return f"Card({self.text!r})"

    @staticmethod
    def parse(text: str) -> "Card":
        """Read ``"AS"``, ``"10h"``, ``"TD"``, ``"JK"`` or ``"QS:1"``; raise ValueError on anything else."""
        if not isinstance(text, str):
            raise ValueError(f"a card code must be text, not {type(text).__name__}")
        face, _, copy_text = text.strip().upper().partition(":")
        copy = 0
        if copy_text:
            if not copy_text.isdigit():
                raise ValueError(f"bad copy number in card code {text!r}")
            copy = int(copy_text)
        if face == "JK":
            return Card(Rank.JOKER, None, copy)
        rank = _CODE_RANKS.get(face[:-1])
        suit = _CODE_SUITS.get(face[-1:])
        if rank is None or suit is None or rank is Rank.JOKER:
            raise ValueError(f"not a card code: {text!r}")
        return Card(rank, suit, copy)


def card(text: str) -> Card:
    """Shorthand for ``Card.parse``: ``card("QS")``."""
    return Card.parse(text)


def cards(text: str) -> list[Card]:
    """Several cards from one string: ``cards("AS 10H JK")``."""
    return [Card.parse(part) for part in text.split()]


ALL_SUITS: tuple[Suit, ...] = (Suit.CLUBS, Suit.DIAMONDS, Suit.HEARTS, Suit.SPADES)
STANDARD_RANKS: tuple[Rank, ...] = tuple(Rank(r) for r in range(1, 14))
SCHNAPSEN_RANKS: tuple[Rank, ...] = (Rank.ACE, Rank.TEN, Rank.KING, Rank.QUEEN, Rank.JACK)


def standard_deck(copies: int = 1, jokers: int = 0) -> list[Card]:
    """``copies`` full 52-card packs plus ``jokers`` jokers, in a fixed order."""
    deck = [Card(rank, suit, c) for c in range(copies) for suit in ALL_SUITS for rank in STANDARD_RANKS]
    deck += [Card(Rank.JOKER, None, j) for j in range(jokers)]
    return deck


def schnapsen_deck() -> list[Card]:
    """The 20 cards of Schnapsen: A, 10, K, Q, J in four suits (RULES S-1)."""
    return [Card(rank, suit) for suit in ALL_SUITS for rank in SCHNAPSEN_RANKS]


def canasta_deck() -> list[Card]:
    """Two 52-card packs and four jokers: 108 cards (RULES C-1)."""
    return standard_deck(copies=2, jokers=4)


def spider_deck(suits: int) -> list[Card]:
    """104 cards: eight times spades A-K (1 suit), four times hearts and spades A-K (2 suits) (RULES P-1), or
    twice each suit A-K (4 suits: Spider practice, RULES P-12)."""
    if suits == 1:
        chosen = [Suit.SPADES] * 8
    elif suits == 2:
        chosen = [Suit.HEARTS, Suit.SPADES] * 4
    elif suits == 4:
        chosen = [Suit.CLUBS, Suit.DIAMONDS, Suit.HEARTS, Suit.SPADES] * 2
    else:
        raise ValueError("Spider is played with 1, 2 or 4 suits")
    counts: dict[Suit, int] = {}
    deck: list[Card] = []
    for suit in chosen:
        copy = counts.get(suit, 0)
        counts[suit] = copy + 1
        deck += [Card(rank, suit, copy) for rank in STANDARD_RANKS]
    return deck


def all_faces() -> list[Card]:
    """The 53 distinct faces (52 cards and a joker), for card-art previews and tests."""
    return standard_deck() + [Card(Rank.JOKER)]
