"""Canasta's cards as small ints: the numbering, and each card's rank, kind and value.

Cards are the ints 0..107: their index in :func:`cardsuite.cards.canasta_deck`
(``copy * 52 + suit * 13 + rank - 1`` for the 104 suited cards, 104..107 the
jokers).  The tables below give each card's rank, value and kind, so the engine
and the bots never build :class:`~cardsuite.cards.Card` objects except at the
engine's edges.  The meld rules on these ints are :mod:`.melds`.
"""

from __future__ import annotations

from cardsuite.cards import Card, canasta_deck

CARDS: tuple[Card, ...] = tuple(canasta_deck())
INDEX: dict[Card, int] = {c: i for i, c in enumerate(CARDS)}
N_CARDS = len(CARDS)                                            # RULES C-1: 108

RANK: tuple[int, ...] = tuple(int(c.rank) for c in CARDS)      # 0 joker, 1 ace, 2..13
JOKER, ACE, TWO, THREE = 0, 1, 2, 3
WILD: tuple[bool, ...] = tuple(r in (JOKER, TWO) for r in RANK)                       # RULES C-1
RED3: tuple[bool, ...] = tuple(r == THREE and c.is_red for r, c in zip(RANK, CARDS))
BLACK3: tuple[bool, ...] = tuple(r == THREE and not c.is_red for r, c in zip(RANK, CARDS))
FACE: tuple[int, ...] = tuple(i % 52 if i < 104 else 52 for i in range(N_CARDS))  # the same face -> the same number
RANK_KEY = tuple((0 if WILD[c] else RANK[c]) * 128 + c for c in range(N_CARDS)).__getitem__  # wilds, then ranks


def _value(rank: int) -> int:
    """RULES C-7: joker 50; ace and 2 20; K Q J 10 9 8 10; 7 6 5 4 and black 3 5."""
    if rank == JOKER:
        return 50
    if rank in (ACE, TWO):
        return 20
    if rank >= 8:
        return 10
    return 5


VALUE: tuple[int, ...] = tuple(0 if RED3[i] else _value(RANK[i]) for i in range(N_CARDS))
RANK_VALUE: tuple[int, ...] = tuple(_value(r) for r in range(14))

_RANK_PLURALS = {1: "aces", 3: "black 3s", 4: "4s", 5: "5s", 6: "6s", 7: "7s", 8: "8s", 9: "9s", 10: "10s",
                 11: "jacks", 12: "queens", 13: "kings", 2: "2s", 0: "jokers"}
_RANK_SINGULAR = {1: "ace", 3: "3", 4: "4", 5: "5", 6: "6", 7: "7", 8: "8", 9: "9", 10: "10",
                  11: "jack", 12: "queen", 13: "king", 2: "2", 0: "joker"}


def cards_value(cards) -> int:
    """The value of Canasta cards (``Card`` objects) as melds count them (RULES C-7): a table's
    "your melds count 40" line uses the engine's count, never one of its own."""
    return sum(VALUE[INDEX[c]] for c in cards if c in INDEX)


def rank_plural(rank: int) -> str:
    return _RANK_PLURALS[rank]


def rank_name(rank: int) -> str:
    return _RANK_SINGULAR[rank]


def card_name(c: int) -> str:
    card = CARDS[c]
    return "a joker" if card.is_joker else f"the {card.code}"
