"""The card on the table: one graphics item per physical card, in card units.

A card item is 1 x CARD_ASPECT scene units.  It paints a pixmap rendered at
its real on-screen width (read from the painter's transform), so cards stay
crisp at any window size and device pixel ratio.  Piles decide where a card
should be (its ``home``); the animator moves it there.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import Property, QPointF, QRectF, Qt, QVariantAnimation
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPixmap, QTransform
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject

from .cardart import CARD_ASPECT, CardRenderer, default_renderer, paint_highlight
from .cardart.suits import current_deck_colours
from .cardart.text import current_corner_style
from .motion import reduced_motion

if TYPE_CHECKING:
    from .piles import Pile

HOVER_LIFT = 0.16
"""How far (card units) a hovered playable card rises out of its hand."""
SELECT_LIFT = 0.22
MARGIN = 0.1


_SHADOWS: dict[tuple[int, bool], QPixmap] = {}


def _shadow_pixmap(width: int, lifted: bool) -> QPixmap:
    """A card's soft drop shadow at ``width`` pixels, drawn once per size: three translucent
    rounded rectangles are costly to blend on every repaint of a full table."""
    key = (width, lifted)
    pixmap = _SHADOWS.get(key)
    if pixmap is None:
        grow = 2.5 * width / 60.0
        pad = math.ceil(2 * grow) + 2
        pixmap = QPixmap(width + pad, round(width * CARD_ASPECT) + pad)
        pixmap.fill(Qt.GlobalColor.transparent)
        painter = QPainter(pixmap)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        painter.setPen(Qt.PenStyle.NoPen)
        rect = QRectF(pad / 2, pad / 2, width, width * CARD_ASPECT)
        radius = width * 0.06
        for step, alpha in ((2.5, 16), (1.2, 26), (0.0, 38)):
            g = step * width / 60.0
            painter.setBrush(QColor(0, 0, 0, alpha))
            painter.drawRoundedRect(rect.adjusted(-g, -g, g, g), radius + g, radius + g)
        painter.end()
        if len(_SHADOWS) > 64:
            _SHADOWS.clear()
        _SHADOWS[key] = pixmap
    return pixmap


def card_key(card: Any) -> str | None:
    """The identity text of a card given as a Card, a text code or None (an unknown card)."""
    if card is None:
        return None
    text = getattr(card, "text", card)
    if not isinstance(text, str):
        raise TypeError(f"not a card: {card!r}")
    return text


def face_code(key: str | None) -> str | None:
    """The face a card shows ("AS" for "AS:1"); copies look alike."""
    return None if key is None else key.partition(":")[0]


@dataclass
class Placement:
    """Where a pile wants one of its cards: position, rotation, stacking order and side up."""

    pos: QPointF
    rotation: float = 0.0
    z: float = 0.0
    face_up: bool = True


class CardItem(QGraphicsObject):
    """One card: a known card (``key`` like "AS" or "AS:1") or an unknown back (``key`` None)."""

    def __init__(self, key: str | None, face_up: bool = True, back: str = "classic_blue",
                 renderer: CardRenderer | None = None):
        super().__init__()
        self.key = key
        self.face_up = face_up
        self.back = back
        self.pile: Pile | None = None
        self.home = Placement(QPointF(0, 0), 0.0, 0.0, face_up)
        self.hover_lift = False
        """The pile lets this card rise under the mouse (it does only while it is playable)."""
        self.rendered_width = 0
        self._renderer = renderer or default_renderer()
        self._states: set[str] = set()
        self._lift = 0.0
        self._squeeze = 1.0
        self._lift_anim: QVariantAnimation | None = None
        self._pixmap: QPixmap | None = None
        self._pixmap_key: tuple | None = None
        self.setAcceptHoverEvents(True)
        self.setTransformOriginPoint(0.5, CARD_ASPECT / 2)
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemUsesExtendedStyleOption, False)
        # A card's look (pixmap, shadow, highlight) is cached in device pixels, so moving
        # cards -- dragging a long run, animations -- only blits them.
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    # -- identity and face -------------------------------------------------

    @property
    def code(self) -> str | None:
        return face_code(self.key)

    @property
    def shows_face(self) -> bool:
        return self.face_up and self.key is not None

    def set_face_up(self, face_up: bool) -> None:
        if face_up != self.face_up:
            self.face_up = face_up
            self.update()

    def set_back(self, back: str) -> None:
        if back != self.back:
            self.back = back
            self.update()

    def reveal(self, key: str | None) -> None:
        """Give an unknown card its identity (or hide it again); the scene keeps its registry in step."""
        self.key = key
        self.update()

    # -- states ------------------------------------------------------------

    def set_state(self, kind: str, on: bool = True) -> None:
        """Turn a look on or off: "highlight" (legal target), "selected" or "dim"."""
        if on == (kind in self._states):
            return
        if on:
            self._states.add(kind)
        else:
            self._states.discard(kind)
        if kind == "selected":
            hovered = self.isUnderMouse() and self.hover_lift and self._playable()
            self._animate_lift(SELECT_LIFT if on else (HOVER_LIFT if hovered else 0.0))
        self.update()

    def has_state(self, kind: str) -> bool:
        return kind in self._states

    def set_highlighted(self, on: bool) -> None:
        self.set_state("highlight", on)

    def set_selected_look(self, on: bool) -> None:
        self.set_state("selected", on)

    def set_dimmed(self, on: bool) -> None:
        self.set_state("dim", on)

    def clear_states(self) -> None:
        for kind in list(self._states):
            self.set_state(kind, False)

    # -- drop-target protocol (a single card can be where a card goes) -----

    def drop_rect(self) -> QRectF:
        return self.mapRectToScene(QRectF(0, 0, 1, CARD_ASPECT))

    def set_target_highlight(self, on: bool, hot: bool = False) -> None:
        self.set_state("highlight", on)

    # -- lift --------------------------------------------------------------

    def _get_lift(self) -> float:
        return self._lift

    def _set_lift(self, value: float) -> None:
        self.prepareGeometryChange()
        self._lift = float(value)
        self.update()

    lift = Property(float, _get_lift, _set_lift)

    def _animate_lift(self, target: float) -> None:
        if reduced_motion():
            if self._lift_anim is not None:
                self._lift_anim.stop()
            self._set_lift(target)
            return
        anim = self._lift_anim
        if anim is None:                # one for the card's life: a new one at every hover would pile up
            anim = self._lift_anim = QVariantAnimation(self)
            anim.setDuration(110)
            anim.valueChanged.connect(self._set_lift)
        anim.stop()
        anim.setStartValue(self._lift)
        anim.setEndValue(float(target))
        anim.start()

    def drop_lift(self) -> None:
        """Put the card down at once (when a drag picks it up or a layout moves it)."""
        if self._lift_anim is not None:
            self._lift_anim.stop()
        self._set_lift(SELECT_LIFT if "selected" in self._states else 0.0)

    def _playable(self) -> bool:
        scene = self.scene()
        drag = getattr(scene, "drag", None)
        return drag is not None and drag.is_playable(self) and not drag.dragging

    def hoverEnterEvent(self, event) -> None:
        if self.hover_lift and "selected" not in self._states and self._playable():
            self._animate_lift(HOVER_LIFT)
        super().hoverEnterEvent(event)

    def hoverLeaveEvent(self, event) -> None:
        if self._lift and "selected" not in self._states:
            self._animate_lift(0.0)
        super().hoverLeaveEvent(event)

    # -- flip squeeze ------------------------------------------------------

    def squeeze(self) -> float:
        return self._squeeze

    def set_squeeze(self, value: float) -> None:
        """Scale the card horizontally about its centre: the flip animation's half-turn."""
        self._squeeze = max(0.0, float(value))
        t = QTransform()
        t.translate(0.5, 0)
        t.scale(max(self._squeeze, 0.001), 1.0)
        t.translate(-0.5, 0)
        self.setTransform(t)

    # -- placement ---------------------------------------------------------

    def snap_home(self) -> None:
        """Jump to where the pile wants the card, with no animation."""
        self.setPos(self.home.pos)
        self.setRotation(self.home.rotation)
        self.setZValue(self.home.z)
        self.set_face_up(self.home.face_up)
        self.set_squeeze(1.0)
        self.setOpacity(1.0)

    def at_home(self) -> bool:
        h = self.home
        return (abs(self.pos().x() - h.pos.x()) < 1e-4 and abs(self.pos().y() - h.pos.y()) < 1e-4
                and abs(self.rotation() - h.rotation) < 0.05 and self.face_up == h.face_up)

    # -- painting ----------------------------------------------------------

    def card_rect(self) -> QRectF:
        return QRectF(0, 0, 1, CARD_ASPECT)

    def boundingRect(self) -> QRectF:
        return QRectF(-MARGIN, -self._lift - MARGIN, 1 + 2 * MARGIN, CARD_ASPECT + self._lift + 2 * MARGIN)

    def shape(self) -> QPainterPath:
        """The card, plus the strip it rose from, so a lifted card does not flicker under the mouse."""
        path = QPainterPath()
        path.addRoundedRect(QRectF(0, -self._lift, 1, CARD_ASPECT + self._lift), 0.06, 0.06)
        return path

    def _card_pixmap(self, width: int, dpr: float) -> QPixmap:
        code = self.code if self.shows_face else None
        # a face keyed on its corner letters and suit inks too: a language or deck switch draws it again
        key = (code, self.back if code is None else (current_corner_style(), current_deck_colours()), width, dpr)
        if key != self._pixmap_key or self._pixmap is None:
            self._pixmap = self._renderer.pixmap(code, width, self.back, device_pixel_ratio=dpr)
            self._pixmap_key = key
            self.rendered_width = width
        return self._pixmap

    def paint(self, painter: QPainter, option, widget=None) -> None:
        t = painter.worldTransform()
        scale = math.hypot(t.m21(), t.m22())
        if scale <= 0.5:
            return
        device = painter.device()
        dpr = device.devicePixelRatioF() if device is not None else 1.0
        width = max(1, round(scale))
        pixmap = self._card_pixmap(width, dpr)
        painter.save()
        painter.translate(0, -self._lift)
        painter.scale(1.0 / scale, 1.0 / scale)
        rect = QRectF(0, 0, scale, scale * CARD_ASPECT)
        self._paint_shadow(painter, rect)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, True)
        painter.drawPixmap(rect, pixmap, QRectF(0, 0, pixmap.width(), pixmap.height()))
        for kind in ("dim", "selected", "highlight"):
            if kind in self._states:
                paint_highlight(painter, rect, kind)
        painter.restore()

    def _paint_shadow(self, painter: QPainter, rect: QRectF) -> None:
        lifted = self._lift > 0.01
        dx, dy = rect.width() * 0.012, rect.width() * (0.05 if lifted else 0.018)
        shadow = _shadow_pixmap(round(rect.width()), lifted)
        pad = shadow.width() - round(rect.width())
        painter.drawPixmap(QPointF(rect.left() + dx - pad / 2, rect.top() + dy - pad / 2), shadow)

    def __repr__(self) -> str:
        return f"CardItem({self.key!r}, face_up={self.face_up})"
