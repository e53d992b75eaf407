"""The faces of the number cards: corner indices, pips laid out the classic way, and the aces."""

from __future__ import annotations

from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QPainter, QPen

from cardsuite.cards import Card, Rank, Suit

from .drawing import GOLD, SUIT_BLACK, both_ends, star_path
from .geometry import (CARD_CENTER, COURT_INDEX_PIP, COURT_INDEX_X, INDEX_CAP, INDEX_MAX_WIDTH, INDEX_PIP, INDEX_TOP,
                       INDEX_X, PIP_SIZE, pip_centers)
from .suits import paint_pip, suit_color
from .text import rank_letter, text_path


def pip_positions(rank: int) -> list[tuple[QPointF, bool]]:
    """Centre and upside-down flag of every pip of a 2..10, in card units."""
    return [(QPointF(x, y), upside_down) for x, y, upside_down in pip_centers(rank)]


def paint_index(painter: QPainter, card: Card, x: float, top: float, cap: float, max_width: float,
                pip_y: float, pip_size: float) -> None:
    """The rank letter over a small suit pip, in the suit's colour: a corner index or a court's mark."""
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(suit_color(card.suit))
    painter.drawPath(text_path(rank_letter(card.rank.code), x, top, cap, max_width))
    paint_pip(painter, card.suit, QPointF(x, pip_y), pip_size)


def paint_corner_indices(painter: QPainter, card: Card) -> None:
    """Rank and suit top-left, and the same turned round bottom-right; a court's suit is larger (see
    COURT_INDEX_PIP), outside its picture."""
    court = card.rank is not None and Rank.JACK <= card.rank <= Rank.KING
    x, pip = (COURT_INDEX_X, COURT_INDEX_PIP) if court else (INDEX_X, INDEX_PIP)
    pip_y = INDEX_TOP + INDEX_CAP + 2.5 + pip / 2
    for _ in both_ends(painter):
        paint_index(painter, card, x, INDEX_TOP, INDEX_CAP, INDEX_MAX_WIDTH, pip_y, pip)


def paint_number_pips(painter: QPainter, card: Card) -> None:
    for center, upside_down in pip_positions(int(card.rank)):
        paint_pip(painter, card.suit, center, PIP_SIZE, upside_down)


def paint_ace(painter: QPainter, card: Card) -> None:
    """One big pip; the ace of spades gets the traditional larger, ornamented one."""
    center = QPointF(*CARD_CENTER)
    if card.suit is Suit.SPADES:
        painter.setBrush(Qt.BrushStyle.NoBrush)
        for radius, width in ((33.0, 0.9), (30.5, 0.45)):
            painter.setPen(QPen(SUIT_BLACK, width))
            painter.drawEllipse(center, radius, radius)
        paint_pip(painter, card.suit, center, 46.0)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(GOLD)
        painter.drawPath(star_path(center.x(), center.y() - 2, 5.0, 2.2))
    else:
        paint_pip(painter, card.suit, center, 36.0)
