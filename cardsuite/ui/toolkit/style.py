"""Colours, fonts and small drawing helpers shared by the table's overlay items.

Overlay items (panels, buttons, bubbles, dialogs) are drawn in *design pixels*:
each sets ``setScale(PX)``, so 100 design pixels are one card width and the
whole table, text included, scales with the window like the cards do -- except
that text never gets smaller on screen than the system font (:func:`set_unit_pixels`),
so a small window keeps it readable.  A table may instead draw an item larger than
``PX`` (the Spider table's bars grow as a whole); :func:`font` given that ``item``
floors its text for the item's own scale, so the text is not raised twice and what
the table measures is what it draws.
"""

from __future__ import annotations

import math
from typing import Callable

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QLinearGradient, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem

PX = 0.01
"""One design pixel in card units (a card is 100 design pixels wide)."""

SANS = ["DejaVu Sans", "Noto Sans", "Segoe UI", "Helvetica Neue", "Arial", "sans-serif"]

PANEL_FILL = QColor(14, 26, 20, 215)
PANEL_EDGE = QColor(255, 255, 255, 38)
TEXT = QColor("#f4f1e8")
TEXT_DIM = QColor(244, 241, 232, 165)
ACCENT = QColor("#f2c14e")
GREEN = QColor("#2fa84f")
GREEN_DARK = QColor("#1d7a36")
RED = QColor("#d64541")
RED_DARK = QColor("#9e2a27")
PAPER = QColor("#fffaf0")
INK = QColor("#2a2a2a")


_EDGE_ALPHA, _DIM_ALPHA = PANEL_EDGE.alpha(), TEXT_DIM.alpha()
_high_contrast = False


def set_high_contrast(on: bool) -> None:
    """On the high-contrast cloth, panels get a clear edge and dim text reads nearly as bright as the rest: the
    colours are changed in place, so every item that holds them (and paint_panel's default) draws them so."""
    global _high_contrast
    _high_contrast = bool(on)
    PANEL_EDGE.setAlpha(170 if on else _EDGE_ALPHA)
    TEXT_DIM.setAlpha(235 if on else _DIM_ALPHA)


def high_contrast() -> bool:
    """Whether the table lies on the high-contrast cloth (:func:`set_high_contrast`)."""
    return _high_contrast


_floor = 0.0   # the smallest text size in design pixels at the table's current scale


def system_font_pixels() -> float:
    """The system font's size in screen pixels (12 for 9 pt at 96 dpi)."""
    from PySide6.QtGui import QFontInfo, QGuiApplication
    if QGuiApplication.instance() is None:
        return 12.0
    return float(QFontInfo(QGuiApplication.font()).pixelSize())


def set_unit_pixels(unit_px: float, before_change: Callable[[], None] | None = None) -> bool:
    """The table's scale changed to ``unit_px`` screen pixels per card unit: text sizes are floored at the
    system font's from now on.  True when the floor moved (text needs a new layout).

    Text items size their bounding rects by the floor, in every table at once, and a scene must hear of a
    rect change before it happens (its index would keep the old one): ``before_change`` is called first
    whenever the floor changes at all."""
    global _floor
    floor = system_font_pixels() / (unit_px * PX) if unit_px > 0 else 0.0
    if floor != _floor and before_change is not None:
        before_change()
    moved = abs(floor - _floor) > 0.05
    _floor = floor
    return moved


def text_floor() -> float:
    """The smallest text size, in design pixels, that reads at least as large as the system font."""
    return _floor


def floor_for(item: QGraphicsItem | None = None) -> float:
    """:func:`text_floor` for text drawn by ``item``: an item the table draws larger than ``PX`` (a bar
    grown to keep its text readable) needs a lower floor in its own design pixels, or its text would be
    raised twice."""
    if item is None:
        return _floor
    t = item.sceneTransform()
    scale = math.hypot(t.m11(), t.m12())
    return _floor * PX / scale if scale > 0 else _floor


def font(pixels: float, weight: QFont.Weight = QFont.Weight.Normal, item: QGraphicsItem | None = None) -> QFont:
    """A sans font sized in design pixels, never smaller on screen than the system font; pass the ``item``
    that draws it when that item may be drawn at another scale than ``PX``."""
    f = QFont()
    f.setFamilies(SANS)
    f.setPixelSize(max(1, round(max(pixels, floor_for(item)))))
    f.setWeight(weight)
    f.setHintingPreference(QFont.HintingPreference.PreferNoHinting)
    return f


def fitting_font(pixels: float, weight: QFont.Weight, text: str, width: float,
                 item: QGraphicsItem | None = None) -> QFont:
    """:func:`font`, made smaller (never below ``pixels``) when the floored size would not fit ``text``
    into ``width`` design pixels -- for text in a fixed box, such as a panel's column."""
    return fitting_fonts([(pixels, weight, text)], width, item)[0]


def fitting_fonts(parts, width: float, item: QGraphicsItem | None = None) -> list[QFont]:
    """Fonts for texts drawn side by side in one fixed row, each ``(pixels, weight, text)``: raised to the
    text floor like all table text, but shrunk together (never below their design sizes) when the row would
    overflow ``width`` design pixels."""
    fonts = [font(px, weight, item) for px, weight, _ in parts]
    advance = sum(QFontMetricsF(f).horizontalAdvance(text) for f, (_, _, text) in zip(fonts, parts))
    if advance > width > 0:
        for f, (px, _, _) in zip(fonts, parts):
            if f.pixelSize() > px:
                f.setPixelSize(max(1, round(max(px, f.pixelSize() * width / advance))))
    return fonts


def rounded(rect: QRectF, radius: float) -> QPainterPath:
    path = QPainterPath()
    path.addRoundedRect(rect, radius, radius)
    return path


def paint_shadow(painter: QPainter, path: QPainterPath, offset: QPointF = QPointF(0, 4),
                 spread: int = 4, alpha: int = 22) -> None:
    """A cheap soft shadow: the same shape stroked ever wider and fainter."""
    painter.save()
    painter.translate(offset)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    for i in range(spread, 0, -1):
        painter.setPen(QPen(QColor(0, 0, 0, alpha), i * 2.0))
        painter.drawPath(path)
    painter.fillPath(path, QColor(0, 0, 0, alpha * 2))
    painter.restore()


def paint_panel(painter: QPainter, rect: QRectF, radius: float = 12.0, fill: QColor = PANEL_FILL,
                edge: QColor = PANEL_EDGE, shadow: bool = True) -> None:
    """A dark translucent rounded panel with a hairline edge, the look of every in-table box."""
    path = rounded(rect, radius)
    if shadow:
        paint_shadow(painter, path)
    painter.fillPath(path, fill)
    sheen = QLinearGradient(rect.topLeft(), rect.bottomLeft())
    sheen.setColorAt(0.0, QColor(255, 255, 255, 22))
    sheen.setColorAt(0.5, QColor(255, 255, 255, 0))
    painter.fillPath(path, sheen)
    painter.setPen(QPen(edge, 1.2))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawPath(path)


def paint_round_button(painter: QPainter, center: QPointF, radius: float, colour: QColor,
                       glyph: str, hover: bool = False) -> None:
    """A glossy round button with a white glyph: "x" draws a cross, anything else is text."""
    rect = QRectF(center.x() - radius, center.y() - radius, 2 * radius, 2 * radius)
    base = colour.lighter(112) if hover else colour
    grad = QLinearGradient(rect.topLeft(), rect.bottomLeft())
    grad.setColorAt(0.0, base.lighter(135))
    grad.setColorAt(1.0, base.darker(115))
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    painter.setPen(QPen(base.darker(150), max(1.0, radius * 0.09)))
    painter.setBrush(grad)
    painter.drawEllipse(rect)
    painter.setPen(QPen(QColor(255, 255, 255), max(1.6, radius * 0.22), Qt.PenStyle.SolidLine,
                        Qt.PenCapStyle.RoundCap))
    if glyph == "x":
        d = radius * 0.38
        painter.drawLine(QPointF(center.x() - d, center.y() - d), QPointF(center.x() + d, center.y() + d))
        painter.drawLine(QPointF(center.x() - d, center.y() + d), QPointF(center.x() + d, center.y() - d))
    else:
        painter.setFont(font(radius * 1.25, QFont.Weight.Bold))
        painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, glyph)
    painter.restore()


def elide(painter: QPainter, text: str, width: float) -> str:
    """``text`` cut with an ellipsis to fit ``width`` in the painter's font."""
    return QFontMetricsF(painter.font()).elidedText(text, Qt.TextElideMode.ElideRight, max(10.0, width))
