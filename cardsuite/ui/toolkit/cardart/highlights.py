"""Card states drawn over a card: the glow of a hint, the blue of a selection, the grey of a dimmed card."""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen

from .drawing import card_edge, card_outline, card_units


def paint_highlight(painter: QPainter, rect: QRectF, kind: str) -> None:
    """Draw a card state over a card filling ``rect``: "highlight", "selected" or "dim".

    Everything stays inside ``rect`` and follows the card's rounded outline, so a card item can
    call this from its own paint() without growing its bounding rect.
    """
    painters = {"highlight": _paint_glow, "selected": _paint_selected, "dim": _paint_dim}
    if kind not in painters:
        raise ValueError(f"unknown highlight kind {kind!r}; use one of {sorted(painters)}")
    with card_units(painter, rect) as px_per_unit:
        painters[kind](painter, px_per_unit)


def _paint_glow(painter: QPainter, px_per_unit: float) -> None:
    painter.setBrush(Qt.BrushStyle.NoBrush)
    for width, alpha in ((9.0, 35), (6.0, 60), (3.6, 110)):
        painter.setPen(QPen(QColor(255, 196, 40, alpha), width))
        painter.drawPath(card_edge(px_per_unit, width))
    edge = max(1.4, 2.0 / px_per_unit)
    painter.setPen(QPen(QColor(235, 160, 0, 245), edge))
    painter.drawPath(card_edge(px_per_unit, edge))


def _paint_selected(painter: QPainter, px_per_unit: float) -> None:
    _wash(painter, px_per_unit, QColor(40, 110, 230, 45))
    edge = max(2.2, 2.5 / px_per_unit)
    painter.setPen(QPen(QColor(30, 100, 220, 235), edge))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawPath(card_edge(px_per_unit, edge))


def _paint_dim(painter: QPainter, px_per_unit: float) -> None:
    _wash(painter, px_per_unit, QColor(60, 60, 70, 120))


def _wash(painter: QPainter, px_per_unit: float, color: QColor) -> None:
    """Tint the whole card, corners kept round."""
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(color)
    painter.drawPath(card_outline(px_per_unit))
