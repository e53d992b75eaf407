"""What the Schnapsen table draws besides the toolkit's piles: the trump card across the talon,
the won tricks (with the last trick peeked out), the points plaque and the trump badge; and the
names, orders and timings its other parts share."""

from __future__ import annotations

from typing import Sequence

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPen
from PySide6.QtWidgets import QGraphicsObject

from cardsuite.cards import SCHNAPSEN_RANKS, Card, Suit
from cardsuite.ui.toolkit import style
from cardsuite.ui.toolkit.cardart import CARD_ASPECT, suit_color
from cardsuite.ui.toolkit.items import CardItem, Placement
from cardsuite.translate import QT_TRANSLATE_NOOP
from cardsuite.ui.toolkit.piles import Pile, StackPile

CONTEXT = "Schnapsen"


def tr(text: str) -> str:
    # the table's modules import this tr: packaging/i18n/update_translations.sh gives them this module's CONTEXT
    return QCoreApplication.translate(CONTEXT, text)


# marked in this module's context (a bare tr(SUIT_NAMES[suit]) gives the extractor no text to find)
SUIT_NAMES = {
    Suit.CLUBS: QT_TRANSLATE_NOOP("Schnapsen", "clubs"), Suit.DIAMONDS: QT_TRANSLATE_NOOP("Schnapsen", "diamonds"),
    Suit.HEARTS: QT_TRANSLATE_NOOP("Schnapsen", "hearts"), Suit.SPADES: QT_TRANSLATE_NOOP("Schnapsen", "spades"),
}
# Suits alternate black and red in a hand; the trump suit is rotated to the front.
HAND_SUITS = (Suit.CLUBS, Suit.HEARTS, Suit.SPADES, Suit.DIAMONDS)

TRICK_Y = 3.42
PEEK_MS = 2600
TRICK_PAUSE_MS = 1500   # the finished trick stays this long (at normal speed) so both cards can be read
MARRIAGE_PAUSE_MS = 1300


def suit_name(suit: Suit) -> str:
    return tr(SUIT_NAMES[suit])


def hand_order(cards: Sequence[Card], trump: Suit | None) -> list[Card]:
    """Sort a hand by suit (trump first, colours alternating) and by rank in Schnapsen order A 10 K Q J."""
    suits = list(HAND_SUITS)
    if trump in suits:
        i = suits.index(trump)
        suits = suits[i:] + suits[:i]

    def key(card: Card) -> tuple[int, int]:
        rank = SCHNAPSEN_RANKS.index(card.rank) if card.rank in SCHNAPSEN_RANKS else 99
        return suits.index(card.suit) if card.suit in suits else 9, rank

    return sorted(cards, key=key)


class TrumpPile(Pile):
    """The trump card lying crosswise under the talon; ``centre`` is the middle of the turned card."""

    def __init__(self, scene, centre: tuple[float, float], **kw):
        self.centre = QPointF(*centre)
        super().__init__(scene, (centre[0] - 0.5, centre[1] - CARD_ASPECT / 2), **kw)

    def placement(self, index: int, item: CardItem) -> Placement:
        return Placement(QPointF(self.pos), 90.0, self.z + index)

    def base_rect(self) -> QRectF:
        c = self.centre
        return QRectF(c.x() - CARD_ASPECT / 2, c.y() - 0.5, CARD_ASPECT, 1.0)

    def drop_rect(self) -> QRectF:
        return self.base_rect()

    def _next_pos(self) -> QPointF:
        return QPointF(self.pos)


class WonPile(StackPile):
    """Won tricks, squared face down; ``peek`` lifts the last trick's cards out face up beside it."""

    def __init__(self, scene, pos, *, peek_offset: tuple[float, float], **kw):
        self.peek: tuple[str, ...] = ()
        self.peek_offset = QPointF(*peek_offset)
        super().__init__(scene, pos, **kw)

    def placement(self, index: int, item: CardItem) -> Placement:
        if item.key is not None and item.key in self.peek:
            j = self.peek.index(item.key)
            pos = self.pos + self.peek_offset + QPointF(0.5 * j, 0.06 * j)
            return Placement(pos, -5.0 + 10.0 * j, self.z + 500 + j)
        return super().placement(index, item)


class ScorePlaque(QGraphicsObject):
    """A small dark plate: a caption, a big number and a detail line (the round's points)."""

    WIDTH = 128.0
    HEIGHT = 84.0

    def __init__(self):
        super().__init__()
        self.caption = ""
        self.value = ""
        self.detail = ""
        self.setScale(style.PX)
        self.setZValue(60)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def set_content(self, caption: str, value: str, detail: str = "") -> None:
        if (caption, value, detail) != (self.caption, self.value, self.detail):
            self.caption, self.value, self.detail = caption, value, detail
            self.update()

    def boundingRect(self) -> QRectF:
        return QRectF(-8, -8, self.WIDTH + 16, self.HEIGHT + 18)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        rect = QRectF(0, 0, self.WIDTH, self.HEIGHT)
        style.paint_panel(painter, rect, 12)
        painter.setPen(style.TEXT_DIM)
        painter.setFont(style.font(12, QFont.Weight.DemiBold))
        painter.drawText(QRectF(8, 6, self.WIDTH - 16, 18), Qt.AlignmentFlag.AlignCenter, self.caption)
        painter.setPen(style.ACCENT)
        painter.setFont(style.font(30, QFont.Weight.Bold))
        painter.drawText(QRectF(4, 22, self.WIDTH - 8, 38), Qt.AlignmentFlag.AlignCenter, self.value)
        if self.detail:
            painter.setPen(style.TEXT_DIM)
            painter.setFont(style.font(11))
            painter.drawText(QRectF(6, 60, self.WIDTH - 12, 18), Qt.AlignmentFlag.AlignCenter, self.detail)


class TrumpBadge(QGraphicsObject):
    """The trump suit, big: a round plate with the suit sign and "Trumps" under it."""

    RADIUS = 34.0

    def __init__(self):
        super().__init__()
        self.suit: Suit | None = None
        self.setScale(style.PX)
        self.setZValue(60)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def set_suit(self, suit: Suit | None) -> None:
        if suit != self.suit:
            self.suit = suit
            self.update()

    def boundingRect(self) -> QRectF:
        r = self.RADIUS + 8
        return QRectF(-r - 12, -r, 2 * r + 24, 2 * r + 30)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        if self.suit is None:
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        r = self.RADIUS
        painter.setPen(QPen(QColor(242, 193, 78, 200), 2.0))
        painter.setBrush(QColor(250, 246, 236, 240))
        painter.drawEllipse(QPointF(0, 0), r, r)
        painter.setPen(suit_color(self.suit))      # the deck's ink: blue diamonds in the four-colour deck
        painter.setFont(style.font(40, QFont.Weight.Bold))
        painter.drawText(QRectF(-r, -r - 2, 2 * r, 2 * r), Qt.AlignmentFlag.AlignCenter, self.suit.symbol)
        painter.setPen(style.TEXT)
        painter.setFont(style.font(13, QFont.Weight.DemiBold))
        painter.drawText(QRectF(-r - 12, r + 4, 2 * r + 24, 20), Qt.AlignmentFlag.AlignCenter, tr("Trumps"))
