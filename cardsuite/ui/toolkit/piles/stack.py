"""A squared stack (stock, talon, a single discard) with its count badge."""

from __future__ import annotations

from typing import Any, Iterable

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem

from .. import style
from ..cardart import CARD_ASPECT
from ..items import CardItem, Placement
from ..scene import TableScene
from .base import Pile, card_spec

class CountBadge(QGraphicsItem):
    """A small pill with a number: how many cards a pile holds."""

    def __init__(self):
        super().__init__()
        self.count = 0
        self.setScale(style.PX)
        self.setZValue(4000)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def set_count(self, count: int) -> None:
        self.count = count
        self.update()

    def boundingRect(self) -> QRectF:
        return QRectF(-24, -13, 48, 26)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        text = str(self.count)
        f = style.font(14, QFont.Weight.Bold)
        painter.setFont(f)
        w = max(26.0, painter.fontMetrics().horizontalAdvance(text) + 16.0)
        rect = QRectF(-w / 2, -11, w, 22)
        painter.setPen(QPen(QColor(255, 255, 255, 200), 1.4))
        painter.setBrush(QColor(20, 24, 30, 225))
        painter.drawRoundedRect(rect, 11, 11)
        painter.setPen(style.TEXT)
        painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, text)


class StackPile(Pile):
    """A squared stack (stock, talon, a single discard), optionally with a card crosswise in it.

    The crosswise card is Schnapsen's trump under the talon (it may lie face up or turned down, under the
    stack and not counted), or a card of the stack turned across where it lies (Canasta's frozen pile: the
    cards discarded after it cover it, and it counts).  ``count_badge`` shows how many cards the stack holds.
    """

    def __init__(self, scene: TableScene, pos=(0.0, 0.0), *, count_badge: bool = False,
                 crosswise_shift: float = 0.42, **kw):
        self.crosswise: CardItem | None = None
        self.crosswise_under = True
        self.crosswise_shift = crosswise_shift
        self.badge = CountBadge() if count_badge else None
        if self.badge is not None:
            scene.addItem(self.badge)
            self.badge.setVisible(False)
        super().__init__(scene, pos, **kw)

    def set_cards(self, cards: Iterable[Any], crosswise: Any = None, crosswise_face_up: bool = True) -> None:
        """Stack ``cards`` (bottom first); ``crosswise`` lies across: at its own place when it is one of
        ``cards``, else under the stack.

        ``crosswise_face_up=False`` turns the crosswise card down (Schnapsen's
        closed talon); with ``crosswise=None`` it is an unknown back.
        """
        specs = [card_spec(c) for c in cards]
        has_cross = crosswise is not None or not crosswise_face_up
        key = card_spec(crosswise)[0] if has_cross else None
        keys = [k for k, _ in specs]
        within = has_cross and key is not None and key in keys
        if has_cross and not within:
            specs.insert(0, (key, crosswise_face_up and key is not None))
        items = self._adopt(specs)
        self.crosswise_under = not within
        if not has_cross:
            self.crosswise = None
        else:
            self.crosswise = items[keys.index(key)] if within else items[0]
        self.layout()

    def detach(self, item: CardItem) -> None:
        super().detach(item)
        if item is self.crosswise:
            self.crosswise = None

    def stacked(self) -> list[CardItem]:
        """The cards of the stack, bottom first (a crosswise card at its place in it, not one under it)."""
        under = self.crosswise if self.crosswise_under else None
        return [it for it in self.items if it is not under]

    def _cross_centre(self, i: int, n: int) -> QPointF:
        return self.pos + self._offset(i, n) + QPointF(0.5 + self.crosswise_shift, CARD_ASPECT / 2)

    def placement(self, index: int, item: CardItem) -> Placement:
        stack = self.stacked()
        if item is self.crosswise and self.crosswise_under:
            return Placement(self._cross_centre(0, 1) - QPointF(0.5, CARD_ASPECT / 2), 90.0, self.z)
        i = stack.index(item) if item in stack else len(stack)
        if item is self.crosswise:
            return Placement(self._cross_centre(i, len(stack)) - QPointF(0.5, CARD_ASPECT / 2), 90.0,
                             self.z + 1 + i)
        return Placement(self.pos + self._offset(i, len(stack)), 0.0, self.z + 1 + i)

    @staticmethod
    def _offset(i: int, n: int) -> QPointF:
        depth = min(n, 24) * 0.0065
        step = depth / max(n - 1, 1)
        return QPointF(-0.45 * step * i, -step * i)

    def _next_pos(self) -> QPointF:
        n = len(self.stacked())
        return self.pos + self._offset(n, n + 1)

    def top(self) -> CardItem | None:
        stack = self.stacked()
        return stack[-1] if stack else None

    def drag_group(self, item: CardItem) -> list[CardItem]:
        return [item]

    def drop_rect(self) -> QRectF:
        rect = super().drop_rect()
        if self.crosswise is not None:
            c = self.crosswise.home.pos + QPointF(0.5, CARD_ASPECT / 2)
            rect = rect.united(QRectF(c.x() - CARD_ASPECT / 2, c.y() - 0.5, CARD_ASPECT, 1.0))
        return rect

    def layout(self) -> None:
        super().layout()
        if self.badge is not None:
            n = len(self.stacked())
            self.badge.set_count(n)
            self.badge.setVisible(n > 0)
            top = self.pos + self._offset(max(n - 1, 0), n)
            self.badge.setPos(top + QPointF(0.5, CARD_ASPECT + 0.02))
