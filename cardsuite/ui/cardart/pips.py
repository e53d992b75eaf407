"""The faces of the number cards: corner indices, pips laid out the classic way, and the aces."""

from __future__ import annotations

from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QPainter, QPen, QTransform

from cardsuite.cards import Card, Suit

from .drawing import GOLD, SUIT_BLACK, rotated_half_turn, star_path
from .geometry import INDEX_CAP, INDEX_MAX_WIDTH, INDEX_PIP, INDEX_TOP, INDEX_X, PIP_SIZE, UNIT_H, UNIT_W, pip_centers
from .suits import paint_pip, suit_color
from .text import text_path


def pip_positions(rank: int) -> list[tuple[QPointF, bool]]:
    """Centre and upside-down flag of every pip of a 2..10, in card units."""
    return [(QPointF(x, y), upside_down) for x, y, upside_down in pip_centers(rank)]


def paint_corner_indices(painter: QPainter, card: Card) -> None:
    """Rank and small suit top-left, and the same turned round bottom-right."""
    color = suit_color(card.suit)
    rank_path = text_path(card.rank.code, INDEX_X, INDEX_TOP, INDEX_CAP, INDEX_MAX_WIDTH)
    suit_top = INDEX_TOP + INDEX_CAP + 2.5
    center = QPointF(UNIT_W / 2, UNIT_H / 2)
    for turned in (False, True):
        painter.save()
        if turned:
            rotated_half_turn(painter, center)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(color)
        painter.drawPath(rank_path)
        paint_pip(painter, card.suit, QPointF(INDEX_X, suit_top + INDEX_PIP / 2), INDEX_PIP)
        painter.restore()


def paint_number_pips(painter: QPainter, card: Card) -> None:
    for center, upside_down in pip_positions(int(card.rank)):
        paint_pip(painter, card.suit, center, PIP_SIZE, upside_down)


def paint_ace(painter: QPainter, card: Card) -> None:
    """One big pip; the ace of spades gets the traditional larger, ornamented one."""
    center = QPointF(UNIT_W / 2, UNIT_H / 2)
    if card.suit is Suit.SPADES:
        painter.setBrush(Qt.BrushStyle.NoBrush)
        for radius, width in ((33.0, 0.9), (30.5, 0.45)):
            painter.setPen(QPen(SUIT_BLACK, width))
            painter.drawEllipse(center, radius, radius)
        paint_pip(painter, card.suit, center, 46.0)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(GOLD)
        painter.drawPath(QTransform.fromTranslate(center.x(), center.y() - 2).map(star_path(5.0, 2.2)))
    else:
        paint_pip(painter, card.suit, center, 36.0)
