"""The joker: JOKER spelled down the corners, scattered stars and a jester in a belled cap."""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath

from .drawing import (GOLD, INK, SKIN, WHITE, both_ends, ellipse_path, filled, ink, lozenge_path, rounded_rect_path,
                      shaded, staggered_grid, star_path)
from .geometry import INDEX_TOP, INDEX_X
from .text import text_path

JOKER_PURPLE = QColor("#6a1b9a")
JOKER_GREEN = QColor("#2e9d5b")
JOKER_RED = QColor("#d32f2f")


def paint_joker(painter: QPainter) -> None:
    _paint_joker_indices(painter)
    _paint_joker_stars(painter)
    _paint_jester(painter)


def _paint_joker_indices(painter: QPainter) -> None:
    """JOKER spelled downwards in the corners, with a star under it."""
    for _ in both_ends(painter):
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(JOKER_PURPLE)
        for i, letter in enumerate("JOKER"):
            painter.drawPath(text_path(letter, INDEX_X, INDEX_TOP + i * 9.8, 8.2, 10.0, serif=False))
        painter.setBrush(GOLD)
        painter.setPen(ink(0.35))
        painter.drawPath(star_path(INDEX_X, INDEX_TOP + 54, 4.2, 1.8))


def _paint_joker_stars(painter: QPainter) -> None:
    for x, y, size in ((27, 22, 4.5), (75, 30, 3.2), (30, 112, 3.5), (73, 118, 5.0), (80, 82, 2.6), (22, 76, 2.8)):
        filled(painter, star_path(x, y, size, size * 0.42), GOLD, ink(0.35))


def _paint_jester(painter: QPainter) -> None:
    """A jester: three-horned belled cap, smiling face, ruff and a harlequin tunic."""
    _paint_tunic(painter)
    _paint_ruff(painter)
    face = QPointF(50, 68)
    filled(painter, ellipse_path(face.x(), face.y(), 10.5, 11.5), SKIN)
    _paint_jester_face(painter, face)
    _paint_jester_cap(painter)


def _paint_tunic(painter: QPainter) -> None:
    body = QPainterPath()
    body.moveTo(30, 124)
    body.cubicTo(29, 104, 34, 88, 50, 86)
    body.cubicTo(66, 88, 71, 104, 70, 124)
    body.closeSubpath()
    painter.save()
    painter.setClipPath(body)
    colors = (JOKER_PURPLE, JOKER_GREEN, JOKER_RED, GOLD)
    for row, col, cx, cy in staggered_grid(26, 86, 12, 9, 5, range(-1, 5)):
        filled(painter, lozenge_path(cx, cy, 12, 9), colors[(row + col) % 4], ink(0.3))
    painter.restore()
    filled(painter, body, Qt.BrushStyle.NoBrush)


def _paint_ruff(painter: QPainter) -> None:
    """A pleated collar: an oval whose edge bulges out between evenly spaced points."""
    center, rx, ry, pleats = QPointF(50, 84), 19.0, 6.0, 16
    def on_oval(angle: float, grow: float) -> QPointF:
        return QPointF(center.x() + (rx + grow) * math.cos(angle), center.y() + (ry + grow * 0.45) * math.sin(angle))
    ruff = QPainterPath(on_oval(0, 0))
    for i in range(pleats):
        middle = 2 * math.pi * (i + 0.5) / pleats
        ruff.quadTo(on_oval(middle, 5.0), on_oval(2 * math.pi * (i + 1) / pleats, 0))
    ruff.closeSubpath()
    filled(painter, ruff, WHITE)
    painter.setPen(ink(0.3))
    for i in range(pleats):
        angle = 2 * math.pi * i / pleats
        if math.sin(angle) > -0.2:
            painter.drawLine(on_oval(angle, 0), on_oval(angle, -4.0))


def _paint_jester_face(painter: QPainter, face: QPointF) -> None:
    x, y = face.x(), face.y()
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor(230, 90, 90, 120))
    for side in (-1, 1):
        painter.drawEllipse(QPointF(x + side * 6, y + 3), 2.2, 1.6)
    painter.setBrush(INK)
    for side in (-1, 1):
        painter.drawEllipse(QPointF(x + side * 3.6, y - 1.5), 1.0, 1.3)
    painter.setBrush(JOKER_RED)
    painter.drawEllipse(QPointF(x, y + 1.6), 1.9, 1.9)
    smile = QPainterPath()
    smile.moveTo(x - 5.2, y + 4.6)
    smile.quadTo(x, y + 10.5, x + 5.2, y + 4.6)
    smile.quadTo(x, y + 7.2, x - 5.2, y + 4.6)
    filled(painter, smile, QColor("#b71c1c"), ink(0.4))


def _paint_jester_cap(painter: QPainter) -> None:
    """Three floppy horns (green, purple, red) rising from a band, each ending in a gold bell."""
    left = ((37, 58), (31, 48), (25, 39), (20, 45), (25, 43), (35, 46), (46, 55))
    right = tuple((100 - x, y) for x, y in left)
    middle = ((43, 56), (42, 40), (46, 24), (58, 19), (54, 28), (55, 42), (57, 56))
    for color, points in ((JOKER_GREEN, left), (JOKER_PURPLE, right), (JOKER_RED, middle)):
        start, c1, c2, tip, c3, c4, end = (QPointF(x, y) for x, y in points)
        horn = QPainterPath(start)
        horn.cubicTo(c1, c2, tip)
        horn.cubicTo(c3, c4, end)
        horn.closeSubpath()
        filled(painter, horn, shaded(color, 20, 60))
        filled(painter, ellipse_path(tip.x(), tip.y(), 2.8, 2.8), shaded(GOLD, tip.y() - 3, tip.y() + 3))
    band = rounded_rect_path(QRectF(36.5, 55, 27, 5.5), 2.5)
    filled(painter, band, shaded(GOLD, 55, 60.5))
