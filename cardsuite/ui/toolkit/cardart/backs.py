"""Card backs: a patterned panel (lattice, diamonds or rosettes) around a medallion of the four suits."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import NamedTuple

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QPainter, QPen, QRadialGradient

from cardsuite.cards import Suit

from .drawing import card_outline, filled, lozenge_path, staggered_grid, star_path
from .suits import suit_at

BACKS: dict[str, str] = {
    "classic_blue": "Blue lattice",
    "classic_red": "Red diamonds",
    "green_rosettes": "Green rosettes",
}
"""Back id -> English name (the UI translates the name)."""


def paint_back_panel(painter: QPainter, back_id: str, px_per_unit: float) -> None:
    """A patterned panel inside a white margin, framed by a fine light line."""
    style = _STYLES[back_id]
    margin = 5.0
    panel = card_outline(px_per_unit, margin)
    painter.save()
    painter.setClipPath(panel)
    area = panel.boundingRect()
    painter.fillRect(area, _back_gradient(style.ground, area))
    style.pattern(painter, area)
    _paint_medallion(painter, area.center(), style.medallion, style.medallion_ink)
    painter.restore()
    line = max(0.45, 0.9 / px_per_unit)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(QPen(QColor(255, 255, 255, 200), line))
    painter.drawPath(card_outline(px_per_unit, margin + 2.4))
    painter.setPen(QPen(style.edge, line))
    painter.drawPath(panel)


def _lattice(painter: QPainter, area: QRectF) -> None:
    step = 7.0
    painter.setPen(QPen(QColor(140, 175, 240, 170), 0.7))
    _diagonal_lines(painter, area, step)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor(225, 235, 255, 210))
    for x, y in _lattice_points(area, step):
        painter.drawEllipse(QPointF(x, y), 0.9, 0.9)


def _diagonal_lines(painter: QPainter, area: QRectF, step: float) -> None:
    offset = -area.height()
    while offset < area.width() + step:
        x = area.left() + offset
        painter.drawLine(QPointF(x, area.top()), QPointF(x + area.height(), area.bottom()))
        painter.drawLine(QPointF(x + area.height(), area.top()), QPointF(x, area.bottom()))
        offset += step


def _lattice_points(area: QRectF, step: float) -> Iterator[tuple[float, float]]:
    """Where the two families of diagonals cross: a grid of half-step spacing, checkered."""
    half = step / 2
    rows = int(area.height() / half) + 2
    cols = int(area.width() / half) + 2
    for row in range(rows):
        for col in range(cols):
            if (row + col) % 2 == 0:
                yield area.left() + col * half, area.top() + row * half


def _diamonds(painter: QPainter, area: QRectF) -> None:
    width, height = 10.0, 14.0
    shades = (QColor("#c4283d"), QColor("#8a0f21"))
    pen = QPen(QColor(240, 196, 110, 190), 0.55)
    rows, columns = int(area.height() / (height / 2)) + 3, range(int(area.width() / width) + 3)
    for row, _, cx, cy in staggered_grid(area.left(), area.top(), width, height / 2, rows, columns):
        filled(painter, lozenge_path(cx, cy, width, height), shades[row % 2], pen)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(250, 215, 140, 220))
        painter.drawEllipse(QPointF(cx, cy), 0.8, 0.8)


def _rosettes(painter: QPainter, area: QRectF) -> None:
    radius = 6.0
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(QPen(QColor(170, 225, 190, 170), 0.6))
    rows, columns = int(area.height() / (radius * 0.866)) + 3, range(int(area.width() / radius) + 3)
    for _, _, cx, cy in staggered_grid(area.left(), area.top(), radius, radius * 0.866, rows, columns):
        painter.drawEllipse(QPointF(cx, cy), radius, radius)


def _back_gradient(color: QColor, area: QRectF) -> QBrush:
    gradient = QRadialGradient(area.center(), max(area.width(), area.height()) * 0.7)
    gradient.setColorAt(0, color.lighter(118))
    gradient.setColorAt(1, color.darker(118))
    return QBrush(gradient)


def _paint_medallion(painter: QPainter, center: QPointF, fill: QColor, ink: QColor) -> None:
    """An oval in the middle with the four suits around a star: the deck's 'maker's mark'."""
    painter.setPen(QPen(ink, 0.9))
    painter.setBrush(fill)
    painter.drawEllipse(center, 17.0, 22.0)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(QPen(ink, 0.45))
    painter.drawEllipse(center, 14.8, 19.8)
    offsets = ((Suit.SPADES, 0, -10.5), (Suit.HEARTS, 7.8, 0), (Suit.CLUBS, 0, 10.5), (Suit.DIAMONDS, -7.8, 0))
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(ink)
    for suit, dx, dy in offsets:
        painter.drawPath(suit_at(suit, QPointF(center.x() + dx, center.y() + dy), 6.5))
    painter.drawPath(star_path(center.x(), center.y(), 3.4, 1.4))


class _BackStyle(NamedTuple):
    """One back: the panel's ground colour, its pattern, the medallion's fill and ink, the panel's edge."""

    ground: QColor
    pattern: Callable[[QPainter, QRectF], None]
    medallion: QColor
    medallion_ink: QColor
    edge: QColor


_STYLES: dict[str, _BackStyle] = {
    "classic_blue": _BackStyle(QColor("#1c3f8f"), _lattice, QColor("#173573"), QColor(200, 218, 255),
                               QColor("#102a63")),
    "classic_red": _BackStyle(QColor("#a3162a"), _diamonds, QColor("#7c0d1e"), QColor(245, 205, 125),
                              QColor("#6d0a18")),
    "green_rosettes": _BackStyle(QColor("#1d6b46"), _rosettes, QColor("#14502f"), QColor(200, 240, 210),
                                 QColor("#0f4027")),
}


def known_back(back_id: str) -> str:
    return back_id if back_id in BACKS else next(iter(BACKS))
