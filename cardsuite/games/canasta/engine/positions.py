"""Build a Canasta position from card texts: for tests, tutorials and bug reports.

    st = layout(hands=["7C 7C 7H 2D KS", "AS AH 9C"], pile="8D 8S", stock="QH JC",
                melds={0: ["KH KD KC"]}, turn=0)

Every card not placed goes to the bottom of the stock (red 3s at the very
bottom), so a laid-out position always holds all 108 cards.  A face written
twice gets the next copy ("7C 7C" is 7C and 7C:1); "7C:1" names a copy
directly.  ``stock`` lists the top card first.
"""

from __future__ import annotations

from typing import Iterable

from cardsuite.cards import Card

from .cards import CARDS, INDEX, N_CARDS, RANK, RED3, WILD
from .options import CanastaOptions
from .phases import DRAW, PLAY
from .state import CanastaState


class _Picker:
    def __init__(self) -> None:
        self.used: set[int] = set()

    def take(self, text: str) -> int:
        card = Card.parse(text)
        if ":" in text:
            c = INDEX[card]
            if c in self.used:
                raise ValueError(f"{text} is placed twice")
            self.used.add(c)
            return c
        copies = 4 if card.is_joker else 2
        for copy in range(copies):
            c = INDEX[Card(card.rank, card.suit, copy)]
            if c not in self.used:
                self.used.add(c)
                return c
        raise ValueError(f"there are no more copies of {text}")

    def many(self, text: str | Iterable[str]) -> list[int]:
        parts = text.split() if isinstance(text, str) else list(text)
        return [self.take(t) for t in parts]


def layout(options: CanastaOptions | None = None, hands: Iterable[str] = (), pile: str = "", stock: str = "",
           melds: dict[int, Iterable[str]] | None = None, red3: dict[int, str] | None = None, turn: int = 0,
           phase: str = "draw", scores: tuple[int, int] = (0, 0), has_melded: Iterable[int] = (),
           stock_size: int | None = None) -> CanastaState:
    """A state with these hands, pile (bottom first), stock (top first), melds and red 3s per side.

    ``phase`` "play" means the player on turn has already drawn.  Sides with melds count as
    opened; ``has_melded`` lists the seats that laid cards in earlier turns (by default every
    seat of a side with melds).  ``stock_size`` cuts the stock to that many cards; the cards cut
    leave play (for positions near the end of the stock).
    """
    options = options or CanastaOptions()
    n = options.players
    pick = _Picker()
    hand_lists = [pick.many(h) for h in hands]
    hand_lists += [[] for _ in range(n - len(hand_lists))]
    pile_list = pick.many(pile)
    top = pick.many(stock)
    side_melds = [[[] for _ in range(14)] for _ in range(2)]
    for side, groups in (melds or {}).items():
        for group in groups:
            cs = pick.many(group)
            ranks = {RANK[c] for c in cs if not WILD[c]}
            if len(ranks) != 1:
                raise ValueError(f"a meld holds one rank: {group}")
            side_melds[side][ranks.pop()] = cs
    reds = [[], []]
    for side, text in (red3 or {}).items():
        reds[side] = pick.many(text)
    rest = [c for c in range(N_CARDS) if c not in pick.used]
    rest.sort(key=lambda c: (RED3[c], c))
    stock_cards = top + [c for c in rest if not RED3[c]]
    bottom_reds = [c for c in rest if RED3[c]]
    stock_cards += bottom_reds
    if stock_size is not None:
        stock_cards = stock_cards[:stock_size]
    st = CanastaState(options, (turn - 1) % n, hand_lists, list(reversed(stock_cards)), pile_list, scores)
    st.pile_wild = sum(1 for c in st.pile if WILD[c] or RED3[c])
    st.melds = side_melds
    st.red3 = reds
    for side in (0, 1):
        st.opened[side] = any(side_melds[side])
    melded = set(has_melded)
    if not melded:
        melded = {s for s in range(n) if st.opened[s % 2]}
    st.laid_before = [s in melded for s in range(n)]
    st.cur = turn
    st.phase = PLAY if phase == "play" else DRAW
    return st


def ids(text: str) -> list[int]:
    """Card ints of card texts (exact copies: "7C" is copy 0, "7C:1" copy 1)."""
    return [INDEX[Card.parse(t)] for t in text.split()]


def texts(cards) -> list[str]:
    return [CARDS[c].text for c in cards]
