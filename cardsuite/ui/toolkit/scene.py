"""The table's scene and view, laid out in card units.

One scene unit is one card width (a card is 1 x CARD_ASPECT), so a table's
layout never mentions pixels: the view scales the scene to fit the window,
keeping its aspect, and every card re-renders at its real pixel width.  The
scene also keeps the registry of card items by identity (so a card that
changes pile is the same item and can be animated) and routes mouse
gestures on cards to the drag controller.
"""

from __future__ import annotations

import math
from contextlib import contextmanager
from typing import TYPE_CHECKING, Iterator

from PySide6.QtCore import QPointF, QRectF, QSizeF, Qt, Signal
from PySide6.QtGui import QColor, QPainter, QRadialGradient
from PySide6.QtWidgets import QApplication, QFrame, QGraphicsScene, QGraphicsView, QWidget

from . import felt, seeing, style
from .cardart import CARD_ASPECT, CardRenderer, default_renderer
from .items import CardItem, Placement

if TYPE_CHECKING:
    from .drag import DragController
    from .piles import Pile

DEFAULT_TABLE_COLOUR = "#1e6b3a"


class TableScene(QGraphicsScene):
    """A scene in card units that owns the card items and hands card gestures to a drag controller."""

    def __init__(self, parent=None, renderer: CardRenderer | None = None):
        super().__init__(parent)
        self.renderer = renderer or default_renderer()
        self.back = "classic_blue"
        self.card_scale = 1.0
        """Every card's size against one card unit, about its centre (the "card_size" setting)."""
        self.piles: list[Pile] = []
        self.auto_snap = True
        self.drag: DragController | None = None
        self._by_key: dict[str, CardItem] = {}
        self._cards: list[CardItem] = []

    # -- card registry -----------------------------------------------------

    def card_item(self, key: str | None, face_up: bool = True) -> CardItem:
        """The item of card ``key`` (created if new); ``None`` always makes a new unknown card."""
        if key is not None and key in self._by_key:
            return self._by_key[key]
        item = CardItem(key, face_up, self.back, self.renderer)
        item.setScale(self.card_scale)
        self.addItem(item)
        self._cards.append(item)
        if key is not None:
            self._by_key[key] = item
        return item

    def find(self, key: str | None) -> CardItem | None:
        return None if key is None else self._by_key.get(key)

    def rekey(self, item: CardItem, key: str | None) -> None:
        """Give an item a new identity (an unknown card turned out to be ``key``)."""
        if item.key is not None and self._by_key.get(item.key) is item:
            del self._by_key[item.key]
        item.reveal(key)
        if key is not None:
            self._by_key[key] = item

    def reveal_from(self, pile: Pile | None, key: str | None) -> CardItem | None:
        """The item of card ``key``: the one on the table, else ``pile``'s top unknown card, which turns out to
        be ``key`` (an event reveals it as it moves); None if neither."""
        item = self.find(key)
        if item is None and pile is not None:
            item = pile.take_unknown()
            if item is not None and key is not None:
                self.rekey(item, key)
        return item

    def card_items(self) -> list[CardItem]:
        return list(self._cards)

    def remove_card(self, item: CardItem) -> None:
        if item.pile is not None:
            item.pile.detach(item)
        if item.key is not None and self._by_key.get(item.key) is item:
            del self._by_key[item.key]
        if item in self._cards:
            self._cards.remove(item)
        if self.drag is not None:
            self.drag.forget(item)
        if item.scene() is self:
            self.removeItem(item)

    def orphans(self) -> list[CardItem]:
        """Cards no pile holds any more (after a render): they leave the table."""
        return [c for c in self._cards if c.pile is None]

    def clear_cards(self) -> None:
        for pile in self.piles:
            pile.items = []
        for item in list(self._cards):
            item.pile = None
            self.remove_card(item)

    def card_map(self) -> dict[str, Pile]:
        """Every known card on the table and the pile holding it."""
        return {c.key: c.pile for c in self._cards if c.key is not None and c.pile is not None}

    def set_back(self, back: str) -> None:
        self.back = back
        for item in self._cards:
            item.set_back(back)

    def set_card_scale(self, scale: float) -> bool:
        """Draw every card ``scale`` times a card unit, grown about its centre: the piles keep their places
        (a fan overlaps more) and a card is still hit, highlighted and rendered crisp at its drawn size.
        True when the scale changed."""
        if abs(scale - self.card_scale) < 1e-9:
            return False
        self.card_scale = scale
        for item in self._cards:
            item.setScale(scale)
        for pile in self.piles:
            pile.layout()           # cards at the felt's edge move in (keep_inside)
        return True

    def keep_inside(self, home: Placement) -> None:
        """Move ``home`` so that a card grown by :attr:`card_scale` stays on the table as far as the card of
        normal size did: a hand along the top edge grows downwards, the stock in a corner grows inwards."""
        if self.card_scale == 1.0:
            return
        table = self.sceneRect()
        turn = math.radians(home.rotation)
        cos, sin = abs(math.cos(turn)), abs(math.sin(turn))
        centre = home.pos + QPointF(0.5, CARD_ASPECT / 2)
        half_w, half_h = (cos + CARD_ASPECT * sin) / 2, (sin + CARD_ASPECT * cos) / 2
        shift = [0.0, 0.0]
        for axis, (middle, half, low, high) in enumerate(((centre.x(), half_w, table.left(), table.right()),
                                                          (centre.y(), half_h, table.top(), table.bottom()))):
            def out(size: float) -> tuple[float, float]:
                return max(0.0, low - (middle - size)), max(0.0, middle + size - high)
            (before_low, before_high), (now_low, now_high) = out(half), out(half * self.card_scale)
            shift[axis] = (now_low - before_low) - (now_high - before_high)
        home.pos = home.pos + QPointF(*shift)

    @contextmanager
    def deferred(self) -> Iterator[None]:
        """Layouts inside only set each card's home; the caller animates (or snaps) them there."""
        previous, self.auto_snap = self.auto_snap, False
        try:
            yield
        finally:
            self.auto_snap = previous

    # -- gestures ----------------------------------------------------------

    def mousePressEvent(self, event) -> None:
        if self.drag is not None and self.drag.press(event):
            return
        super().mousePressEvent(event)

    def mouseMoveEvent(self, event) -> None:
        if self.drag is not None and self.drag.move(event):
            return
        super().mouseMoveEvent(event)

    def mouseReleaseEvent(self, event) -> None:
        if self.drag is not None and self.drag.release(event):
            return
        super().mouseReleaseEvent(event)

    def mouseDoubleClickEvent(self, event) -> None:
        if self.drag is not None and self.drag.press(event, double=True):
            return
        super().mouseDoubleClickEvent(event)


def _text_will_change() -> None:
    """The text floor is about to move: items in every table may change size, so each scene is told first."""
    for widget in QApplication.allWidgets():
        if isinstance(widget, CardView):
            for item in widget.table_scene.items():
                item.prepareGeometryChange()


class CardView(QGraphicsView):
    """A view that fits a card-unit scene into the window and paints the felt behind it."""

    scale_changed = Signal(float)
    MAX_CARD_SCALE = 1.3
    """How much the "card_size" setting may grow this table's cards (a table whose layout has less room says so)."""

    def __init__(self, settings=None, parent: QWidget | None = None, size: tuple[float, float] = (12.0, 8.0),
                 renderer: CardRenderer | None = None):
        super().__init__(parent)
        self.settings = settings
        self.table_scene = TableScene(self, renderer)
        self.setScene(self.table_scene)
        self.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.SmoothPixmapTransform
                            | QPainter.RenderHint.TextAntialiasing)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        self.setCacheMode(QGraphicsView.CacheModeFlag.CacheBackground)
        self.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.setMouseTracking(True)
        self.viewport().setMouseTracking(True)
        self.setMinimumSize(320, 220)
        self._unit_px = 0.0
        self._table_colour = QColor(DEFAULT_TABLE_COLOUR)
        self.apply_settings()
        self.set_table_size(*size)

    # -- settings ----------------------------------------------------------

    def setting(self, key: str, default=None):
        if self.settings is None:
            return default
        value = self.settings.get(key)
        return default if value is None else value

    def apply_settings(self) -> None:
        """Re-read the table colour, card back, card size, the deck's inks and reduced motion (after the
        settings dialog changed them)."""
        colour = QColor(str(self.setting("table_colour", DEFAULT_TABLE_COLOUR)))
        self._table_colour = colour if colour.isValid() else QColor(DEFAULT_TABLE_COLOUR)
        self._noise = felt.texture_tile(self.setting("table_texture"))   # the cloth's grain
        style.set_high_contrast(felt.is_high_contrast(self._table_colour.name()))
        self.table_scene.set_back(str(self.setting("card_back", "classic_blue")))
        if self.settings is not None:
            seeing.apply_to_app(self.settings)
        if self.table_scene.set_card_scale(seeing.card_scale(self.setting("card_size"), self.MAX_CARD_SCALE)):
            self.card_scale_changed()
        for item in self.table_scene.card_items():
            item.update()               # a face drawn in the other deck's inks is drawn again
        self.resetCachedContent()
        self.viewport().update()

    def card_scale_changed(self) -> None:
        """The cards' size changed (also while the view is being built): a table whose texts sit against its
        cards moves them clear here."""

    def card_growth(self) -> float:
        """How far (card units) a card now reaches past its place at the top and the bottom."""
        return (self.table_scene.card_scale - 1.0) * CARD_ASPECT / 2

    # -- geometry ----------------------------------------------------------

    def table_size(self) -> QSizeF:
        return self.table_scene.sceneRect().size()

    def set_table_size(self, width: float, height: float) -> None:
        """The logical table, in card units, that is fitted into the window."""
        self.table_scene.setSceneRect(QRectF(0, 0, width, height))
        self.refit()

    def refit(self) -> None:
        rect = self.table_scene.sceneRect()
        vw, vh = self.viewport().width(), self.viewport().height()
        if rect.isEmpty() or vw < 2 or vh < 2:
            return
        scale = min(vw / rect.width(), vh / rect.height())
        self.resetTransform()
        self.scale(scale, scale)
        self.centerOn(rect.center())
        if abs(scale - self._unit_px) > 1e-6:
            self._unit_px = scale
            style.set_unit_pixels(scale, _text_will_change)   # text is floored at the system font
            self.scale_changed.emit(scale)
            self.viewport().update()

    def unit_pixels(self) -> float:
        """Logical pixels per card unit (one card's on-screen width)."""
        return self.transform().m11()

    def card_pixel_width(self) -> int:
        """A card's width in device pixels: what its pixmap is rendered at."""
        return max(1, round(self.unit_pixels() * self.devicePixelRatioF()))

    def visible_rect(self) -> QRectF:
        """The part of the scene the window shows (the table plus any side bands)."""
        return self.mapToScene(self.viewport().rect()).boundingRect()

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self.refit()

    def showEvent(self, event) -> None:
        super().showEvent(event)
        self.refit()

    # -- felt --------------------------------------------------------------

    def drawBackground(self, painter: QPainter, rect: QRectF) -> None:
        base = self._table_colour
        painter.fillRect(rect, base.darker(150))
        table = self.table_scene.sceneRect()
        radius = max(table.width(), table.height()) * 0.72
        grad = QRadialGradient(table.center() - QPointF(0, table.height() * 0.08), radius)
        grad.setColorAt(0.0, base.lighter(122))
        grad.setColorAt(0.55, base)
        grad.setColorAt(1.0, base.darker(160))
        painter.fillRect(rect, grad)
        device_rect = QRectF(painter.transform().mapRect(rect).toAlignedRect())
        offset = QPointF(device_rect.left() % 128, device_rect.top() % 128)
        painter.save()
        painter.resetTransform()
        painter.drawTiledPixmap(device_rect, self._noise, offset)
        painter.restore()
