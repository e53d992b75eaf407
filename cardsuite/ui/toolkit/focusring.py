"""The keyboard's rings on a table (the focus, the picked cards) and where a focusable thing lies."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem

from .items import CardItem
from .panels import TableButton
from .piles import Pile

RING_Z = 29000.0
FOCUS_COLOUR = QColor("#3ee0ff")
PICK_COLOUR = QColor("#ff9d2e")


class FocusRing(QGraphicsItem):
    """A bright rounded frame with a dark edge, readable on any felt and over any card; never takes the mouse."""

    def __init__(self, colour: QColor, z: float = RING_Z):
        super().__init__()
        self.colour = colour
        self.rect = QRectF()
        self.setZValue(z)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setAcceptHoverEvents(False)
        self.setVisible(False)

    def set_rect(self, rect: QRectF) -> None:
        self.prepareGeometryChange()
        self.rect = QRectF(rect).adjusted(-0.07, -0.07, 0.07, 0.07)
        self.update()

    def boundingRect(self) -> QRectF:
        return self.rect.adjusted(-0.1, -0.1, 0.1, 0.1)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        radius = 0.09
        for colour, width in ((QColor(0, 0, 0, 170), 6.5), (self.colour, 3.5)):
            pen = QPen(colour, width)
            pen.setCosmetic(True)
            painter.setPen(pen)
            painter.drawRoundedRect(self.rect, radius, radius)


def card_scene_rect(item: CardItem) -> QRectF:
    """Where a card shows, risen as it is when selected or hovered."""
    return item.mapToScene(item.card_rect().translated(0.0, -item.lift)).boundingRect()


def stop_rect(stop: Any, members: list | None = None) -> QRectF:
    """Where a focusable thing lies on the table (scene units); ``members``: the cards one stop stands for."""
    if isinstance(stop, CardItem):
        group = members or (stop.pile.drag_group(stop) if stop.pile is not None else [stop])
        rect = QRectF()
        for item in group if stop in group else [stop]:
            rect = rect.united(card_scene_rect(item))
        return rect
    if isinstance(stop, TableButton):
        return stop.mapToScene(stop.button_rect()).boundingRect()
    if isinstance(stop, Pile):
        rect = stop.drop_rect()
        for item in stop.items:
            if item.isVisible():
                rect = rect.united(card_scene_rect(item))
        return rect
    if hasattr(stop, "drop_rect"):
        return stop.drop_rect()
    if isinstance(stop, QGraphicsItem):
        return stop.sceneBoundingRect()
    return QRectF()
