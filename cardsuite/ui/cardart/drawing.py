"""The drawing kit every part of the deck shares: colours, the ink pen, filled shapes and the card's outline.

Everything here paints in card units (see geometry); ``card_units`` maps a rect onto them.
"""

from __future__ import annotations

import math
from collections.abc import Iterator
from contextlib import contextmanager

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QLinearGradient, QPainter, QPainterPath, QPen, QPolygonF

from .geometry import UNIT_H, UNIT_W, corner_radius

CARD_WHITE = QColor("#fdfdfb")
CARD_EDGE = QColor("#8d8f94")
SUIT_RED = QColor("#c8102e")
SUIT_BLACK = QColor("#17181c")
INK = QColor("#2b2118")
GOLD = QColor("#e2ad2b")
GOLD_DARK = QColor("#9a6d0c")
SKIN = QColor("#f7d9bd")
CREAM = QColor("#fbf3df")
WHITE = QColor("#ffffff")
OUTLINE = 0.55
"""Width of the ink line around the shapes of the court figures, in card units."""


@contextmanager
def card_units(painter: QPainter, rect: QRectF) -> Iterator[float]:
    """Map ``rect`` to a 100 x 140 unit card; yields logical pixels per unit (for hairline widths)."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, True)
    painter.translate(rect.topLeft())
    sx, sy = rect.width() / UNIT_W, rect.height() / UNIT_H
    painter.scale(sx, sy)
    try:
        yield max(min(sx, sy), 1e-6)
    finally:
        painter.restore()


def card_outline(px_per_unit: float, inset: float = 0.0) -> QPainterPath:
    """The card's rounded outline, ``inset`` units inside the edge; small cards keep visibly round corners."""
    path = QPainterPath()
    box = QRectF(0, 0, UNIT_W, UNIT_H).adjusted(inset, inset, -inset, -inset)
    radius = corner_radius(px_per_unit, inset)
    path.addRoundedRect(box, radius, radius)
    return path


def paint_blank_card(painter: QPainter, px_per_unit: float) -> None:
    """The white card with a thin grey edge at least one logical pixel wide."""
    edge = max(0.55, 1.0 / px_per_unit)
    painter.setPen(QPen(CARD_EDGE, edge))
    painter.setBrush(CARD_WHITE)
    painter.drawPath(card_outline(px_per_unit, edge / 2))


def rotated_half_turn(painter: QPainter, center: QPointF) -> None:
    painter.translate(center)
    painter.rotate(180)
    painter.translate(-center)


def ink(width: float = OUTLINE) -> QPen:
    pen = QPen(INK, width)
    pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
    pen.setCapStyle(Qt.PenCapStyle.RoundCap)
    return pen


Fill = QColor | QBrush | Qt.BrushStyle


def filled(painter: QPainter, path: QPainterPath, fill: Fill, pen: QPen | None = None) -> None:
    """Fill ``path`` and outline it in ink (or ``pen``): the look of every court and joker shape."""
    painter.setPen(pen if pen is not None else ink())
    painter.setBrush(fill)
    painter.drawPath(path)


def polygon_path(points: list[tuple[float, float]]) -> QPainterPath:
    path = QPainterPath()
    path.addPolygon(QPolygonF([QPointF(x, y) for x, y in points]))
    path.closeSubpath()
    return path


def ellipse_path(cx: float, cy: float, rx: float, ry: float) -> QPainterPath:
    path = QPainterPath()
    path.addEllipse(QPointF(cx, cy), rx, ry)
    return path


def shaded(color: QColor, top: float, bottom: float) -> QBrush:
    """A gentle vertical light-to-dark gradient, the only shading the figures get."""
    gradient = QLinearGradient(0, top, 0, bottom)
    gradient.setColorAt(0, color.lighter(125))
    gradient.setColorAt(1, color.darker(110))
    return QBrush(gradient)


def star_path(outer: float, inner: float, points: int = 5) -> QPainterPath:
    polygon = QPolygonF()
    for i in range(points * 2):
        radius = outer if i % 2 == 0 else inner
        angle = math.pi * i / points - math.pi / 2
        polygon.append(QPointF(radius * math.cos(angle), radius * math.sin(angle)))
    path = QPainterPath()
    path.addPolygon(polygon)
    path.closeSubpath()
    return path
