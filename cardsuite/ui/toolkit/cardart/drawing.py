"""The drawing kit every part of the deck shares: colours, the ink pen, filled shapes and the card's outline.

Everything here paints in card units (see geometry); ``card_units`` maps a rect onto them.
"""

from __future__ import annotations

import math
from collections.abc import Iterator
from contextlib import contextmanager

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QLinearGradient, QPainter, QPainterPath, QPen, QPolygonF, QTransform

from .geometry import CARD_CENTER, UNIT_H, UNIT_W, corner_radius

# The printed card's own palette, apart from the table palette in ui/toolkit/style.py on purpose:
# the faces keep their colours whatever the table looks like (hence a second, browner INK).
CARD_WHITE = QColor("#fdfdfb")
CARD_EDGE = QColor("#8d8f94")
SUIT_RED = QColor("#c8102e")
SUIT_BLACK = QColor("#17181c")
# the four-colour deck's diamonds and clubs: as dark on white as the red (contrast 5:1 and more), and the green
# leans to blue, so a red-green colour-blind player still sees it apart from the hearts
SUIT_BLUE = QColor("#0b57c4")
SUIT_GREEN = QColor("#00805a")
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
    box = QRectF(0, 0, UNIT_W, UNIT_H).adjusted(inset, inset, -inset, -inset)
    return rounded_rect_path(box, corner_radius(px_per_unit, inset))


def card_edge(px_per_unit: float, width: float) -> QPainterPath:
    """The outline a pen ``width`` units wide strokes just inside the card, so nothing spills past its edge."""
    return card_outline(px_per_unit, width / 2)


def paint_blank_card(painter: QPainter, px_per_unit: float) -> None:
    """The white card with a thin grey edge at least one logical pixel wide."""
    edge = max(0.55, 1.0 / px_per_unit)
    painter.setPen(QPen(CARD_EDGE, edge))
    painter.setBrush(CARD_WHITE)
    painter.drawPath(card_edge(px_per_unit, edge))


def both_ends(painter: QPainter) -> Iterator[None]:
    """Loop twice: upright, then turned half round the card's centre; double-ended cards draw each end so."""
    center = QPointF(*CARD_CENTER)
    for turned in (False, True):
        painter.save()
        if turned:
            painter.translate(center)
            painter.rotate(180)
            painter.translate(-center)
        yield
        painter.restore()


def round_pen(color: QColor, width: float) -> QPen:
    """A pen with round caps: rods, stems, a mouth."""
    pen = QPen(color, width)
    pen.setCapStyle(Qt.PenCapStyle.RoundCap)
    return pen


def ink(width: float = OUTLINE) -> QPen:
    """The outline of the figures' shapes: round caps and round joins."""
    pen = round_pen(INK, width)
    pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
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


def rounded_rect_path(rect: QRectF, radius: float) -> QPainterPath:
    path = QPainterPath()
    path.addRoundedRect(rect, radius, radius)
    return path


def lozenge_path(cx: float, cy: float, width: float, height: float) -> QPainterPath:
    """A diamond centred on (cx, cy): the harlequin cell of the jester's tunic and the red back."""
    return polygon_path([(cx, cy - height / 2), (cx + width / 2, cy), (cx, cy + height / 2), (cx - width / 2, cy)])


def staggered_grid(left: float, top: float, step_x: float, step_y: float, rows: int,
                   columns: range) -> Iterator[tuple[int, int, float, float]]:
    """Row, column and centre of each cell of a grid whose odd rows are shifted by half a step."""
    for row in range(rows):
        for col in columns:
            yield row, col, left + col * step_x + (step_x / 2 if row % 2 else 0), top + row * step_y


def shaded(color: QColor, top: float, bottom: float) -> QBrush:
    """A gentle vertical light-to-dark gradient, the only shading the figures get."""
    gradient = QLinearGradient(0, top, 0, bottom)
    gradient.setColorAt(0, color.lighter(125))
    gradient.setColorAt(1, color.darker(110))
    return QBrush(gradient)


def star_path(x: float, y: float, outer: float, inner: float, points: int = 5) -> QPainterPath:
    """A star centred on (x, y) with radii ``outer`` and ``inner``."""
    polygon = QPolygonF()
    for i in range(points * 2):
        radius = outer if i % 2 == 0 else inner
        angle = math.pi * i / points - math.pi / 2
        polygon.append(QPointF(radius * math.cos(angle), radius * math.sin(angle)))
    path = QPainterPath()
    path.addPolygon(polygon)
    path.closeSubpath()
    return QTransform.fromTranslate(x, y).map(path)
