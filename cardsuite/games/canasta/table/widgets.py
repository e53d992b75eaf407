"""What the Canasta table draws besides the toolkit's piles: the hand that goes to two rows, the
opponents' sideways fans, the meld zone with its squared canastas; and the orders and names the
table's other parts share."""

from __future__ import annotations

from typing import Iterable, Sequence

from PySide6.QtCore import QCoreApplication, QPointF, QRectF

from cardsuite.cards import Card, Rank
from cardsuite.ui.toolkit.cardart import CARD_ASPECT
from cardsuite.ui.toolkit.i18n import card_label
from cardsuite.ui.toolkit.items import CardItem, Placement
from cardsuite.ui.toolkit.piles import FannedHand, Pile
from cardsuite.ui.toolkit.piles.fan import fan_gap

CONTEXT = "Canasta"


def tr(text: str) -> str:
    # the table's modules import this tr: packaging/i18n/update_translations.sh gives them this module's CONTEXT
    return QCoreApplication.translate(CONTEXT, text)


RANK_ORDER = (Rank.ACE, Rank.KING, Rank.QUEEN, Rank.JACK, Rank.TEN, Rank.NINE, Rank.EIGHT, Rank.SEVEN,
              Rank.SIX, Rank.FIVE, Rank.FOUR, Rank.THREE)
SUIT_ORDER = ("S", "H", "C", "D")


def is_wild(card: Card) -> bool:
    return card.rank in (Rank.JOKER, Rank.TWO)


def is_black3(card: Card) -> bool:
    return card.rank == Rank.THREE and not card.is_red


def hand_order(cards: Iterable[Card], by_suit: bool = False) -> list[Card]:
    """Wild cards first (jokers, then 2s), then the naturals by rank A..4 (or by suit, then rank),
    black 3s last: the way the sheets' hand is held."""
    def key(card: Card) -> tuple:
        if card.rank == Rank.JOKER:
            return (0, 0, 0, card.copy)
        if card.rank == Rank.TWO:
            return (1, 0, SUIT_ORDER.index(card.suit.value), card.copy)
        if card.rank == Rank.THREE:
            return (3, 0, SUIT_ORDER.index(card.suit.value), card.copy)
        rank = RANK_ORDER.index(card.rank)
        suit = SUIT_ORDER.index(card.suit.value)
        return (2, suit, rank, card.copy) if by_suit else (2, rank, suit, card.copy)

    return sorted(cards, key=key)


def meld_order(cards: Sequence[Card], canasta: str | None) -> list[Card]:
    """A meld's cards as they lie: naturals, then wilds; a canasta's top card red when natural, black when mixed."""
    naturals = [c for c in cards if not is_wild(c)]
    wilds = [c for c in cards if is_wild(c)]
    out = naturals + wilds
    if canasta:
        want_red = canasta == "natural"
        top = next((c for c in reversed(naturals) if c.is_red == want_red), None)
        if top is not None:
            out.remove(top)
            out.append(top)
    return out


def rank_plural(rank: Rank) -> str:
    names = {Rank.ACE: tr("aces"), Rank.KING: tr("kings"), Rank.QUEEN: tr("queens"), Rank.JACK: tr("jacks"),
             Rank.TEN: tr("10s"), Rank.NINE: tr("9s"), Rank.EIGHT: tr("8s"), Rank.SEVEN: tr("7s"),
             Rank.SIX: tr("6s"), Rank.FIVE: tr("5s"), Rank.FOUR: tr("4s"), Rank.THREE: tr("black 3s")}
    return names.get(rank, rank.code)


def known_cards_text(cards: Iterable[Card]) -> str:
    """Cards as a short line in the hand's order, a rank's suits together: "Joker 2♣ K♠♥♦ 9♣"."""
    parts: list[str] = []
    last = None
    for card in hand_order(cards):
        if card.rank == Rank.JOKER:
            parts.append(card_label(card))
            last = None
        elif card.rank == last:
            parts[-1] += card.suit.symbol
        else:
            parts.append(card_label(card))
            last = card.rank
    return " ".join(parts)


class CanastaHand(FannedHand):
    """A long hand: the fan compresses, then goes to two rows; selected cards drag together.

    ``selected`` holds the keys the player picked with Ctrl+click; dragging one of them carries them all.
    """

    def __init__(self, scene, pos, *, row_limit: int = 22, row_gap: float = 0.62, **kw):
        self.row_limit = row_limit
        self.row_gap = row_gap
        self.selected: set[str] = set()
        super().__init__(scene, pos, **kw)

    def _rows(self, n: int) -> tuple[int, int]:
        """(cards in the back row, cards in the front row)."""
        if n <= self.row_limit:
            return 0, n
        back = n // 2
        return back, n - back

    def placement(self, index: int, item: CardItem) -> Placement:
        n = max(len(self.items), index + 1)
        back, front = self._rows(n)
        if index < back:
            row_n, i, y = back, index, self.pos.y() - self.row_gap
        else:
            row_n, i, y = front, index - back, self.pos.y()
        gap = fan_gap(row_n, self.max_width, self.spacing)
        total = gap * (row_n - 1) + 1.0
        left = self.pos.x() - total / 2
        half = (row_n - 1) / 2
        t = (i - half) / half if half else 0.0
        spread = self.arc * min(row_n, 9) / 9
        drop = self.curve * t * t * min(row_n, 9) / 9
        z = self.z + index + (0 if index < back else 100)
        return Placement(QPointF(left + i * gap, y + drop), t * spread / 2, z)

    def base_rect(self) -> QRectF:
        n = max(len(self.items), 1)
        back, front = self._rows(n)
        row_n = max(back, front)
        total = fan_gap(row_n, self.max_width, self.spacing) * (row_n - 1) + 1.0
        top = self.pos.y() - (self.row_gap if back else 0.0)
        return QRectF(self.pos.x() - total / 2, top, total, CARD_ASPECT + (self.row_gap if back else 0.0))

    def drag_group(self, item: CardItem) -> list[CardItem]:
        if item.key in self.selected:
            return [it for it in self.items if it.key in self.selected]
        return [item]


class SideHand(Pile):
    """An opponent's hand at the left or right edge: backs turned sideways, overlapping downwards.

    ``pos`` is the top-left of the column; ``right`` turns the cards the other way.
    """

    def __init__(self, scene, pos, *, max_height: float = 4.0, spacing: float = 0.22, right: bool = False, **kw):
        self.max_height = max_height
        self.spacing = spacing
        self.right = right
        super().__init__(scene, pos, **kw)

    def placement(self, index: int, item: CardItem) -> Placement:
        n = max(len(self.items), index + 1)
        gap = min(self.spacing, (self.max_height - 1.0) / max(n - 1, 1))
        # a card turns about its centre: shifted so the turned card lies within the column
        x = self.pos.x() + (CARD_ASPECT - 1.0) / 2
        y = self.pos.y() + index * gap - (CARD_ASPECT - 1.0) / 2
        return Placement(QPointF(x, y), -90.0 if self.right else 90.0, self.z + index)

    def base_rect(self) -> QRectF:
        n = max(len(self.items), 1)
        gap = min(self.spacing, (self.max_height - 1.0) / max(n - 1, 1))
        return QRectF(self.pos.x(), self.pos.y(), CARD_ASPECT, 1.0 + gap * (n - 1))


class RedThrees(Pile):
    """A side's red 3s, laid overlapping to the right of ``pos``."""

    def placement(self, index: int, item: CardItem) -> Placement:
        return Placement(self.pos + QPointF(0.3 * index, 0.0), 0.0, self.z + index)
