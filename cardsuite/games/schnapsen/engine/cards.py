"""The compact card numbering shared by the engine and the bots, and the card comparisons it makes cheap.

Cards are small ints 0..19: ``suit * 5 + r`` with suits in the order of
:data:`cardsuite.cards.ALL_SUITS` (clubs, diamonds, hearts, spades) and ``r`` =
0 ace, 1 ten, 2 king, 3 queen, 4 jack.  Within a suit a *lower* number is the
*higher* card, so "does b beat a of the same suit" is ``b < a``.  Hands can be
kept as lists of these ints or as 20-bit masks (bit i = card i), which the
search uses.
"""

from __future__ import annotations

from cardsuite.cards import ALL_SUITS, SCHNAPSEN_RANKS, Card, Suit

ACE, TEN, KING, QUEEN, JACK = range(5)
CARDS: tuple[Card, ...] = tuple(Card(rank, suit) for suit in ALL_SUITS for rank in SCHNAPSEN_RANKS)
INDEX: dict[Card, int] = {c: i for i, c in enumerate(CARDS)}
SUITS: tuple[Suit, ...] = ALL_SUITS
SUIT_INDEX: dict[Suit, int] = {s: i for i, s in enumerate(ALL_SUITS)}
SUIT_MASK = tuple(0b11111 << (5 * s) for s in range(4))


def sorted_cards(cards) -> tuple[Card, ...]:
    """The cards of the numbers ``cards``, in card order (as hands are shown)."""
    return tuple(CARDS[c] for c in sorted(cards))


def follower_wins(lead: int, follow: int, trump: int) -> bool:
    """RULES S-4: a trump beats any non-trump; otherwise only a higher card of the suit led wins."""
    ls, fs = lead // 5, follow // 5
    if ls == fs:
        return follow < lead
    return fs == trump


def marriage_partner(c: int) -> int | None:
    """The other half of a marriage for a king or queen, else None."""
    r = c % 5
    if r == KING:
        return c + 1
    if r == QUEEN:
        return c - 1
    return None


def strict_legal(hand: list[int], lead: int, trump: int) -> list[int]:
    """RULES S-6: follow suit and head the trick if able; else trump if able; else anything."""
    ls = lead // 5
    same = [c for c in hand if c // 5 == ls]
    if same:
        higher = [c for c in same if c < lead]
        return higher or same
    trumps = [c for c in hand if c // 5 == trump]
    return trumps or list(hand)

