"""The base of every pile: a card as a pile accepts it, the pile's marker on the cloth, and :class:`Pile`.

A pile holds card items and computes each one's home (position, rotation, stacking order, side up);
the kinds of pile built on it live beside this module.
"""

from __future__ import annotations

from typing import Any, Iterable, Sequence

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPen
from PySide6.QtWidgets import QGraphicsObject

from .. import style
from ..cardart import CARD_ASPECT
from ..items import CardItem, Placement, card_key
from ..scene import TableScene

CARD_RECT = QRectF(0, 0, 1, CARD_ASPECT)


def card_spec(card: Any) -> tuple[str | None, bool]:
    """(identity, face up) of one card as a pile accepts it."""
    if isinstance(card, tuple):
        value, face_up = card
        return card_key(value), bool(face_up) and value is not None
    key = card_key(card)
    return key, key is not None


class PileMarker(QGraphicsObject):
    """The pile's place on the cloth: a faint slot when empty, a glow while it is a legal drop."""

    def __init__(self, pile: "Pile"):
        super().__init__()
        self.pile = pile
        self.show_slot = False
        self.label = ""
        self._rect = QRectF(CARD_RECT)
        self._glow = 0
        self.setZValue(-10)
        self.setAcceptedMouseButtons(Qt.MouseButton.LeftButton)

    def set_rect(self, rect: QRectF) -> None:
        self.prepareGeometryChange()
        self._rect = QRectF(rect)
        self.update()

    def set_glow(self, level: int) -> None:
        """0 off, 1 legal target, 2 the target the dragged cards would drop on."""
        if level != self._glow:
            self._glow = level
            self.setZValue(5000 if level else -10)
            self.update()

    def boundingRect(self) -> QRectF:
        return self._rect.adjusted(-0.12, -0.12, 0.12, 0.12)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        r = self._rect
        if self.show_slot and not self.pile.items:
            bold = style.high_contrast()        # the slot's outline and words clear on the black cloth
            painter.setPen(QPen(QColor(255, 255, 255, 190 if bold else 70), 0.02, Qt.PenStyle.DashLine))
            painter.setBrush(QColor(0, 0, 0, 28))
            painter.drawRoundedRect(r.adjusted(0.01, 0.01, -0.01, -0.01), 0.07, 0.07)
            if self.label:
                painter.save()
                painter.scale(style.PX, style.PX)
                painter.setPen(QColor(255, 255, 255, 225 if bold else 110))
                painter.setFont(style.font(15, QFont.Weight.DemiBold))
                box = QRectF(r.left() / style.PX, r.top() / style.PX, r.width() / style.PX, r.height() / style.PX)
                painter.drawText(box, Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap, self.label)
                painter.restore()
        if self._glow:
            hot = self._glow > 1
            for width, alpha in ((0.16, 30), (0.10, 60), (0.05, 120)):
                painter.setPen(QPen(QColor(255, 205, 60, alpha + (60 if hot else 0)), width))
                painter.setBrush(Qt.BrushStyle.NoBrush)
                painter.drawRoundedRect(r.adjusted(-0.04, -0.04, 0.04, 0.04), 0.1, 0.1)
            painter.setPen(QPen(QColor(255, 225, 120, 255 if hot else 200), 0.022))
            painter.setBrush(QColor(255, 215, 80, 40 if hot else 18))
            painter.drawRoundedRect(r.adjusted(-0.04, -0.04, 0.04, 0.04), 0.1, 0.1)



class Pile:
    """Base of every pile: the cards it holds, where it is, and its drop-target look."""

    accepts_event_moves = True

    def __init__(self, scene: TableScene, pos: tuple[float, float] | QPointF = (0.0, 0.0), *,
                 z: float = 0.0, show_slot: bool = False, label: str = ""):
        self.scene = scene
        self.pos = QPointF(*pos) if isinstance(pos, tuple) else QPointF(pos)
        self.z = z
        self.items: list[CardItem] = []
        self.marker = PileMarker(self)
        self.marker.show_slot = show_slot
        self.marker.label = label
        scene.addItem(self.marker)
        scene.piles.append(self)
        self._update_marker()

    def set_label(self, label: str) -> None:
        """The words in the empty slot (e.g. "Your tricks")."""
        self.marker.label = label
        self.marker.update()

    # -- cards -------------------------------------------------------------

    def set_cards(self, cards: Iterable[Any]) -> None:
        """Hold exactly these cards, bottom first; items are reused by identity."""
        self._adopt([card_spec(c) for c in cards])
        self.layout()

    def _adopt(self, specs: Sequence[tuple[str | None, bool]]) -> list[CardItem]:
        unknown = [it for it in self.items if it.key is None]
        chosen: list[CardItem] = []
        for key, face_up in specs:
            if key is None:
                item = unknown.pop(0) if unknown else self.scene.card_item(None, False)
            else:
                item = self.scene.card_item(key, face_up)
            item.home.face_up = face_up
            chosen.append(item)
        for old in self.items:
            if old not in chosen:
                old.pile = None
        for item in chosen:
            if item.pile is not None and item.pile is not self:
                item.pile.detach(item)
            item.pile = self
        self.items = chosen
        return chosen

    def detach(self, item: CardItem) -> None:
        """Let go of a card (another pile took it, or it leaves the table) without a new layout."""
        if item in self.items:
            self.items.remove(item)
        if item.pile is self:
            item.pile = None

    def add_item(self, item: CardItem, face_up: bool | None = None) -> None:
        """Put one more card on top (an event moving a card here before the next render)."""
        if item.pile is not None and item.pile is not self:
            item.pile.detach(item)
        if item not in self.items:
            self.items.append(item)
        item.pile = self
        if face_up is not None:
            item.home.face_up = face_up and item.key is not None

    def take_unknown(self) -> CardItem | None:
        """The top face-down unknown card, for an event that reveals it as it moves."""
        for item in reversed(self.items):
            if item.key is None:
                return item
        return None

    @property
    def keys(self) -> list[str | None]:
        return [it.key for it in self.items]

    def drag_group(self, item: CardItem) -> list[CardItem]:
        """The cards that move with ``item`` when it is dragged."""
        return [item]

    # -- geometry ----------------------------------------------------------

    def set_pos(self, x: float, y: float) -> None:
        self.pos = QPointF(x, y)
        self.layout()

    def layout(self) -> None:
        """Compute every card's home, and move the cards there unless the scene defers it."""
        for i, item in enumerate(self.items):
            face_up = item.home.face_up
            item.home = self.placement(i, item)
            item.home.face_up = face_up
            self.scene.keep_inside(item.home)
            item.hover_lift = False
        self._update_marker()
        self._settle()

    def placement(self, index: int, item: CardItem) -> Placement:
        return Placement(QPointF(self.pos), 0.0, self.z + index)

    def base_rect(self) -> QRectF:
        """The pile's own place (where its first card goes), in scene units."""
        return CARD_RECT.translated(self.pos)

    def next_point(self) -> QPointF:
        """Where a card added on top would lie: the landing point of a card flying here."""
        return self._next_pos()

    def _next_pos(self) -> QPointF:
        return QPointF(self.pos)

    def drop_rect(self) -> QRectF:
        rect = self.base_rect()
        for item in self.items:
            rect = rect.united(CARD_RECT.translated(item.home.pos))
        return rect

    def _update_marker(self) -> None:
        self.marker.setPos(0, 0)
        self.marker.set_rect(self.drop_rect() if self.marker._glow else self.base_rect())

    def set_target_highlight(self, on: bool, hot: bool = False) -> None:
        self.marker.set_glow((2 if hot else 1) if on else 0)
        self.marker.set_rect(self.drop_rect() if on else self.base_rect())

    def _settle(self) -> None:
        if self.scene.auto_snap:
            for item in self.items:
                item.snap_home()
