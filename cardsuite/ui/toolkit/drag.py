"""Click-to-play and drag and drop of cards, from the scene's mouse events.

A table declares what a gesture on a card may do; the engine's legal actions
are the only source of those answers (no rules here):

* ``enable_drag(item, payload, targets_fn, click_fn, double_fn)`` -- ``targets_fn(payload)``
  returns ``{target: action}``; a target is a pile, a meld group or a card.
  ``double_fn(payload)``, if given, is what a double-click does (its first click
  still plays ``click_fn``; a double-click whose first click acted does nothing more).
* ``enable_click(target, payload, click_fn)`` -- a pile or a card that can be
  clicked; ``click_fn(payload)`` returns an action or None.

While dragging, the legal targets glow; the drop goes to the legal target under
the pointer (the most specific one, when one lies inside another: a meld group
inside its meld zone), else to the one the dragged cards overlap most (as kpat
does), and anything else springs back.
After a drop the cards go to their home: the new one if the view changed at
once, else back where they were until the answer comes.

Two gestures only look and never act, so they work whoever's turn it is:

* ``enable_peek(target, payload, open_fn)`` -- pressing on a card or pile that
  cannot be dragged and pulling it aside calls ``open_fn(payload)``, which lays
  cards apart and returns a :class:`~.piles.spread.Peek`; the release closes it
  and plays nothing (a plain click still plays the click).
* ``enable_band(area_fn, items_fn, select_fn)`` -- a drag that starts on empty
  felt inside ``area_fn()`` draws a rubber band; ``select_fn(items)`` gets the
  cards of ``items_fn()`` it touches, with those selected before when Ctrl is held.
"""

from __future__ import annotations

import time
from dataclasses import dataclass
from typing import Any, Callable

from PySide6.QtCore import QObject, QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QPainterPath, QPen
from PySide6.QtWidgets import QApplication, QGraphicsItem, QGraphicsRectItem

from .cardart import CARD_ASPECT
from .gestures import ClickFn, Gesture, GestureRegistry, PeekFn, TargetsFn
from .items import CardItem
from .piles import Pile, PileMarker

DRAG_Z = 30000.0
BAND_Z = 31000.0


def _area(rect: QRectF) -> float:
    return rect.width() * rect.height()


def rect_path(rect: QRectF) -> QPainterPath:
    """A rectangle as a path (to subtract the cards lying above one)."""
    path = QPainterPath()
    path.addRect(rect)
    return path


@dataclass
class Band:
    """Where a rubber band may start, which cards it may pick and what picking them does."""

    area_fn: Callable[[], QRectF]
    items_fn: Callable[[], list[CardItem]]
    select_fn: Callable[[list[CardItem]], None]


class DragController(QObject):
    """Turns presses, moves and releases on cards into actions (``action_chosen``)."""

    action_chosen = Signal(object)
    drag_started = Signal()
    drag_finished = Signal(bool)

    def __init__(self, scene, can_act: Callable[[], bool], spring_back: Callable[[list[CardItem]], None]):
        super().__init__(scene)
        self.scene = scene
        self.can_act = can_act
        self.spring_back = spring_back
        self.gestures = GestureRegistry()
        """What the table declared a gesture on a card or pile does (the keyboard reads the same)."""
        self._press: tuple[Any, Gesture, QPointF, QPointF] | None = None
        self._dragging: list[CardItem] = []
        self._starts: list[QPointF] = []
        self._targets: dict = {}
        self._hot: Any = None
        self._pointer: QPointF | None = None
        self._double = False
        self._acted_at = -1e9
        self._band: Band | None = None
        self._band_start: QPointF | None = None
        self._band_kept: list[CardItem] = []
        self._band_shapes: list[tuple[CardItem, QPainterPath]] = []
        self._band_item: QGraphicsRectItem | None = None
        self.modifiers = Qt.KeyboardModifier.NoModifier
        """The keyboard modifiers of the last press (a click function may read them: Ctrl+click selects)."""

    # -- declarations ------------------------------------------------------

    def enable_drag(self, item: CardItem, payload: Any, targets_fn: TargetsFn,
                    click_fn: ClickFn | None = None, double_fn: ClickFn | None = None) -> None:
        self.gestures.enable_drag(item, payload, targets_fn, click_fn, double_fn)

    def enable_click(self, target: CardItem | Pile, payload: Any, click_fn: ClickFn) -> None:
        self.gestures.enable_click(target, payload, click_fn)

    def enable_peek(self, target: CardItem | Pile, payload: Any, open_fn: PeekFn) -> None:
        """Pulling ``target`` aside (it or any card of it, if a pile) opens ``open_fn(payload)`` until release."""
        self.gestures.enable_peek(target, payload, open_fn)

    def enable_band(self, area_fn: Callable[[], QRectF], items_fn: Callable[[], list[CardItem]],
                    select_fn: Callable[[list[CardItem]], None]) -> None:
        self._band = Band(area_fn, items_fn, select_fn)

    @property
    def peeking(self) -> bool:
        return self.gestures.look is not None

    @property
    def banding(self) -> bool:
        return self._band_item is not None

    def clear(self) -> None:
        """Forget every declaration (before the table renders a new view); a look or band in hand goes on."""
        self.gestures.clear()
        self._band = None

    def forget(self, item: CardItem) -> None:
        """``item`` leaves the table: no gesture on it goes on (a press on it ends here)."""
        self.gestures.forget(item)
        if item in self._dragging:
            self._dragging.remove(item)
        if self._press is not None and self._press[0] is item:
            self._press = None

    def peek_for(self, item: CardItem) -> tuple[Any, PeekFn] | None:
        return self.gestures.peek_for(item)

    def gesture_for(self, item: CardItem) -> Gesture | None:
        return self.gestures.gesture_for(item)

    def is_playable(self, item: CardItem) -> bool:
        """True if a gesture on ``item`` would do something right now."""
        return self.gesture_for(item) is not None and self.can_act()

    @property
    def dragging(self) -> bool:
        return bool(self._dragging)

    def dragged_count(self) -> int:
        """How many cards the drag in progress carries (0 when none)."""
        return len(self._dragging)

    # -- mouse -------------------------------------------------------------

    def _hit(self, scene_pos: QPointF) -> tuple[Any, Gesture | None, tuple | None] | None:
        """The topmost thing under the mouse, if it is a card or pile with a gesture or a peek."""
        for found in self.scene.items(scene_pos, Qt.ItemSelectionMode.IntersectsItemShape,
                                      Qt.SortOrder.DescendingOrder):
            top: QGraphicsItem = found
            while top.parentItem() is not None:
                top = top.parentItem()
            if not top.isVisible() or top.opacity() < 0.05 or top.acceptedMouseButtons() == Qt.MouseButton.NoButton:
                continue
            if isinstance(top, CardItem):
                gesture, peek = self.gesture_for(top), self.peek_for(top)
                return (top, gesture, peek) if gesture is not None or peek is not None else None
            if isinstance(top, PileMarker):
                gesture, peek = self.gestures.pile_gesture(top.pile), self.gestures.own_peek(top.pile)
                if gesture is not None or peek is not None:
                    return top.pile, gesture, peek
                continue
            return None
        return None

    def _on_felt(self, scene_pos: QPointF) -> bool:
        """Nothing that takes a click lies here (a pile's own slot aside)."""
        for found in self.scene.items(scene_pos, Qt.ItemSelectionMode.IntersectsItemShape,
                                      Qt.SortOrder.DescendingOrder):
            top: QGraphicsItem = found
            while top.parentItem() is not None:
                top = top.parentItem()
            if (top.isVisible() and top.opacity() >= 0.05 and not isinstance(top, PileMarker)
                    and top.acceptedMouseButtons() & Qt.MouseButton.LeftButton):
                return False
        return True

    def press(self, event, double: bool = False) -> bool:
        if event.button() != Qt.MouseButton.LeftButton:
            return False
        if double and time.monotonic() - self._acted_at < QApplication.doubleClickInterval() / 1000:
            event.accept()
            return True
        self._close_look()
        hit = self._hit(event.scenePos())
        if hit is None:
            return self._band_press(event)
        event.accept()
        self.modifiers = event.modifiers()
        target, gesture, peek = hit
        if not self.can_act():
            gesture = None
        if gesture is None and peek is None:
            return True
        self._press = (target, gesture, peek, QPointF(event.scenePos()), QPointF(event.screenPos()))
        self._double = double and gesture is not None and gesture.double_fn is not None
        return True

    def _band_press(self, event) -> bool:
        band, pos = self._band, event.scenePos()
        if band is None or not band.area_fn().contains(pos) or not self._on_felt(pos):
            return False
        event.accept()
        self.modifiers = event.modifiers()
        self._band_start = QPointF(pos)
        add = bool(event.modifiers() & Qt.KeyboardModifier.ControlModifier)
        items = band.items_fn()
        self._band_kept = [it for it in items if it.has_state("selected")] if add else []
        self._band_shapes = self._visible_parts(items)
        self._press = None
        return True

    def _band_move(self, event) -> None:
        rect = QRectF(self._band_start, event.scenePos()).normalized()
        if self._band_item is None:
            moved = (event.scenePos() - self._band_start).manhattanLength() * self._pixels()
            if moved < QApplication.startDragDistance():
                return
            self._band_item = QGraphicsRectItem()
            pen = QPen(QColor(255, 255, 255, 220), 0)
            pen.setCosmetic(True)
            pen.setWidthF(1.5)
            self._band_item.setPen(pen)
            self._band_item.setBrush(QColor(255, 255, 255, 40))
            self._band_item.setZValue(BAND_Z)
            self._band_item.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
            self.scene.addItem(self._band_item)
        self._band_item.setRect(rect)
        if self._band is not None:
            touched = [it for it, part in self._band_shapes if it in self._band_kept or part.intersects(rect)]
            self._band.select_fn(touched)

    @staticmethod
    def _visible_parts(items: list[CardItem]) -> list[tuple[CardItem, QPainterPath]]:
        """Each card's part the cards above it leave in view (a band touches a card where it shows)."""
        shown = [it for it in items if it.isVisible()]
        paths = {it: it.mapToScene(rect_path(it.card_rect())) for it in shown}
        parts = []
        for it in shown:
            part = paths[it]
            box = part.boundingRect()
            for other in shown:
                if other.zValue() > it.zValue() and paths[other].boundingRect().intersects(box):
                    part = part.subtracted(paths[other])
            parts.append((it, part))
        return parts

    def _pixels(self) -> float:
        """Scene units to pixels in the first view (the drag distance is in pixels)."""
        views = self.scene.views()
        return views[0].transform().m11() if views else 1.0

    def _close_look(self) -> None:
        """End a look or a rubber band (on release, or if a press comes while one is still up)."""
        self.gestures.close_look()
        self._band_start = None
        if self._band_item is not None:
            self.scene.removeItem(self._band_item)
            self._band_item = None

    def move(self, event) -> bool:
        if self._band_start is not None:
            event.accept()
            self._band_move(event)
            return True
        if self._press is None:
            return False
        event.accept()
        target, gesture, peek, scene_start, screen_start = self._press
        look = self.gestures.look
        if look is not None:
            look.move(event.scenePos() - scene_start)
            return True
        if not self._dragging:
            moved = (QPointF(event.screenPos()) - screen_start).manhattanLength()
            if moved < QApplication.startDragDistance():
                return True
            draggable = isinstance(target, CardItem) and gesture is not None and gesture.targets_fn is not None
            if not draggable:
                if peek is not None:
                    payload, open_fn = peek
                    look = self.gestures.look = open_fn(payload)
                    if look is not None:
                        look.move(event.scenePos() - scene_start)
                    else:
                        self._press = None
                return True
            self._begin_drag(target, gesture)
        delta = event.scenePos() - scene_start
        self._pointer = QPointF(event.scenePos())
        for item, start in zip(self._dragging, self._starts):
            item.setPos(start + delta)
        self._update_hot()
        return True

    def release(self, event) -> bool:
        if self.gestures.look is not None or self._band_start is not None:
            event.accept()
            self._press = None
            self._close_look()
            return True
        if self._press is None:
            return False
        event.accept()
        target, gesture, _, _, _ = self._press
        self._press = None
        if self._dragging:
            self._pointer = QPointF(event.scenePos())
            self._finish_drag()
            return True
        double, self._double = self._double, False
        play = None
        if gesture is not None:
            play = gesture.double_fn if double else gesture.click_fn
        if play is not None and self.can_act():
            action = play(gesture.payload)
            if action is not None:
                self._acted_at = time.monotonic()
                self.action_chosen.emit(action)
        return True

    def cancel(self) -> None:
        """Abandon a gesture in progress (this seat may no longer act); a look stays open until release."""
        if self.gestures.look is None and self._band_start is None:
            self._press = None
        self._pointer, self._double = None, False
        if self._dragging:
            self._set_target_looks(False)
            dragged, self._dragging = self._dragging, []
            self._targets = {}
            self.drag_finished.emit(False)
            self.spring_back(dragged)

    # -- dragging ----------------------------------------------------------

    def _begin_drag(self, item: CardItem, gesture: Gesture) -> None:
        group = item.pile.drag_group(item) if item.pile is not None else [item]
        self._dragging = list(group)
        self._starts = [QPointF(it.pos()) for it in self._dragging]
        for i, it in enumerate(self._dragging):
            it.drop_lift()
            it.setZValue(DRAG_Z + i)
            it.setCursor(Qt.CursorShape.ClosedHandCursor)
        self._targets = dict(gesture.targets_fn(gesture.payload) or {})
        self._set_target_looks(True)
        self.drag_started.emit()

    def _dragged_rect(self) -> QRectF:
        rect = QRectF()
        for item in self._dragging:
            rect = rect.united(QRectF(item.pos(), QRectF(0, 0, 1, CARD_ASPECT).size()))
        return rect

    def best_target(self) -> Any:
        """The legal target under the pointer, the smallest one when several are (a meld group inside its
        zone); with none under it, the one the dragged cards overlap most (on a tie the smaller); else None."""
        rects = {target: target.drop_rect() for target in self._targets}
        pointer = self._pointer
        if pointer is not None:
            under = [t for t, r in rects.items() if r.contains(pointer)]
            if under:
                return min(under, key=lambda t: _area(rects[t]))
        dragged = self._dragged_rect()
        best, best_key = None, (0.0, 0.0)
        for target, rect in rects.items():
            overlap = dragged.intersected(rect)
            key = (_area(overlap) if not overlap.isEmpty() else 0.0, -_area(rect))
            if key[0] > 0.0 and key > best_key:
                best, best_key = target, key
        return best

    def _update_hot(self) -> None:
        hot = self.best_target()
        if hot is not self._hot:
            if self._hot is not None:
                self._hot.set_target_highlight(True, False)
            if hot is not None:
                hot.set_target_highlight(True, True)
            self._hot = hot

    def _set_target_looks(self, on: bool) -> None:
        for target in self._targets:
            target.set_target_highlight(on)
        if not on:
            self._hot = None

    def _finish_drag(self) -> None:
        best = self.best_target()
        self._pointer = None
        action = self._targets.get(best) if best is not None else None
        self._set_target_looks(False)
        dragged, self._dragging = self._dragging, []
        self._targets = {}
        for item in dragged:
            item.setCursor(Qt.CursorShape.OpenHandCursor)
        if action is None:
            self.spring_back(dragged)
            self.drag_finished.emit(False)
            return
        self.drag_finished.emit(True)
        self.action_chosen.emit(action)
        self.spring_back([it for it in dragged if it.scene() is self.scene and it.pile is not None])
