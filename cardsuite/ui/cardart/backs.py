"""Card backs: a patterned panel (lattice, diamonds or rosettes) around a medallion of the four suits."""

from __future__ import annotations

from collections.abc import Callable, Iterator

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QPainter, QPen, QRadialGradient, QTransform

from cardsuite.cards import Suit

from .drawing import card_outline, filled, polygon_path, star_path
from .suits import suit_path

BACKS: dict[str, str] = {
    "classic_blue": "Blue lattice",
    "classic_red": "Red diamonds",
    "green_rosettes": "Green rosettes",
}
"""Back id -> English name (the UI translates the name)."""


def paint_back_panel(painter: QPainter, back_id: str, px_per_unit: float) -> None:
    """A patterned panel inside a white margin, framed by a fine light line."""
    margin = 5.0
    panel = card_outline(px_per_unit, margin)
    painter.save()
    painter.setClipPath(panel)
    _BACK_PATTERNS[back_id](painter, panel.boundingRect())
    painter.restore()
    line = max(0.45, 0.9 / px_per_unit)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(QPen(QColor(255, 255, 255, 200), line))
    painter.drawPath(card_outline(px_per_unit, margin + 2.4))
    painter.setPen(QPen(_BACK_EDGE[back_id], line))
    painter.drawPath(panel)


def _lattice_back(painter: QPainter, area: QRectF) -> None:
    painter.fillRect(area, _back_gradient(QColor("#1c3f8f"), area))
    step = 7.0
    painter.setPen(QPen(QColor(140, 175, 240, 170), 0.7))
    _diagonal_lines(painter, area, step)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor(225, 235, 255, 210))
    for x, y in _lattice_points(area, step):
        painter.drawEllipse(QPointF(x, y), 0.9, 0.9)
    _paint_medallion(painter, area.center(), QColor("#173573"), QColor(200, 218, 255))


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


def _diamond_back(painter: QPainter, area: QRectF) -> None:
    painter.fillRect(area, _back_gradient(QColor("#a3162a"), area))
    width, height = 10.0, 14.0
    shades = (QColor("#c4283d"), QColor("#8a0f21"))
    pen = QPen(QColor(240, 196, 110, 190), 0.55)
    for row in range(int(area.height() / (height / 2)) + 3):
        for col in range(int(area.width() / width) + 3):
            cx = area.left() + col * width + (width / 2 if row % 2 else 0)
            cy = area.top() + row * height / 2
            diamond = polygon_path([(cx, cy - height / 2), (cx + width / 2, cy), (cx, cy + height / 2),
                                     (cx - width / 2, cy)])
            filled(painter, diamond, shades[row % 2], pen)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(250, 215, 140, 220))
            painter.drawEllipse(QPointF(cx, cy), 0.8, 0.8)
    _paint_medallion(painter, area.center(), QColor("#7c0d1e"), QColor(245, 205, 125))


def _rosette_back(painter: QPainter, area: QRectF) -> None:
    painter.fillRect(area, _back_gradient(QColor("#1d6b46"), area))
    radius = 6.0
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(QPen(QColor(170, 225, 190, 170), 0.6))
    rows = int(area.height() / (radius * 0.866)) + 3
    for row in range(rows):
        for col in range(int(area.width() / radius) + 3):
            cx = area.left() + col * radius + (radius / 2 if row % 2 else 0)
            cy = area.top() + row * radius * 0.866
            painter.drawEllipse(QPointF(cx, cy), radius, radius)
    _paint_medallion(painter, area.center(), QColor("#14502f"), QColor(200, 240, 210))


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
        transform = QTransform.fromTranslate(center.x() + dx, center.y() + dy)
        transform.scale(6.5, 6.5)
        painter.drawPath(transform.map(suit_path(suit)))
    painter.drawPath(QTransform.fromTranslate(center.x(), center.y()).map(star_path(3.4, 1.4)))


_BACK_PATTERNS: dict[str, Callable[[QPainter, QRectF], None]] = {
    "classic_blue": _lattice_back, "classic_red": _diamond_back, "green_rosettes": _rosette_back,
}
_BACK_EDGE: dict[str, QColor] = {
    "classic_blue": QColor("#102a63"), "classic_red": QColor("#6d0a18"), "green_rosettes": QColor("#0f4027"),
}


def known_back(back_id: str) -> str:
    return back_id if back_id in BACKS else next(iter(BACKS))
