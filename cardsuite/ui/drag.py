"""Click-to-play and drag and drop of cards, from the scene's mouse events.

A table declares what a gesture on a card may do; the engine's legal actions
are the only source of those answers (no rules here):

* ``enable_drag(item, payload, targets_fn, click_fn)`` -- ``targets_fn(payload)``
  returns ``{target: action}``; a target is a pile, a meld group or a card.
* ``enable_click(target, payload, click_fn)`` -- a pile or a card that can be
  clicked; ``click_fn(payload)`` returns an action or None.

While dragging, the legal targets glow; the drop goes to the legal target
the dragged cards overlap most (as kpat does), and anything else springs back.
After a drop the cards go to their home: the new one if the view changed at
once, else back where they were until the answer comes.
"""

from __future__ import annotations

import time
from dataclasses import dataclass
from typing import Any, Callable

from PySide6.QtCore import QObject, QPointF, QRectF, Qt, Signal
from PySide6.QtWidgets import QApplication, QGraphicsItem

from .cardart import CARD_ASPECT
from .items import CardItem
from .piles import Pile, PileMarker

TargetsFn = Callable[[Any], dict]
ClickFn = Callable[[Any], Any]
DRAG_Z = 30000.0


@dataclass
class Gesture:
    payload: Any
    targets_fn: TargetsFn | None = None
    click_fn: ClickFn | None = None


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
        self._item_gestures: dict[CardItem, Gesture] = {}
        self._pile_gestures: dict[Pile, Gesture] = {}
        self._press: tuple[Any, Gesture, QPointF, QPointF] | None = None
        self._dragging: list[CardItem] = []
        self._starts: list[QPointF] = []
        self._targets: dict = {}
        self._hot: Any = None
        self._acted_at = -1e9
        self.modifiers = Qt.KeyboardModifier.NoModifier
        """The keyboard modifiers of the last press (a click function may read them: Ctrl+click selects)."""

    # -- declarations ------------------------------------------------------

    def enable_drag(self, item: CardItem, payload: Any, targets_fn: TargetsFn,
                    click_fn: ClickFn | None = None) -> None:
        self._item_gestures[item] = Gesture(payload, targets_fn, click_fn)
        item.setCursor(Qt.CursorShape.OpenHandCursor)

    def enable_click(self, target: CardItem | Pile, payload: Any, click_fn: ClickFn) -> None:
        gesture = Gesture(payload, None, click_fn)
        if isinstance(target, Pile):
            self._pile_gestures[target] = gesture
            target.marker.setCursor(Qt.CursorShape.PointingHandCursor)
            for item in target.items:
                item.setCursor(Qt.CursorShape.PointingHandCursor)
        else:
            self._item_gestures[target] = gesture
            target.setCursor(Qt.CursorShape.PointingHandCursor)

    def clear(self) -> None:
        """Forget every declaration (before the table renders a new view)."""
        for item in self._item_gestures:
            item.unsetCursor()
        for pile in self._pile_gestures:
            pile.marker.unsetCursor()
            for item in pile.items:
                item.unsetCursor()
        self._item_gestures.clear()
        self._pile_gestures.clear()

    def forget(self, item: CardItem) -> None:
        self._item_gestures.pop(item, None)
        if item in self._dragging:
            self._dragging.remove(item)

    def gesture_for(self, item: CardItem) -> Gesture | None:
        if item in self._item_gestures:
            return self._item_gestures[item]
        return self._pile_gestures.get(item.pile) if item.pile is not None else None

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

    def _hit(self, scene_pos: QPointF) -> tuple[Any, Gesture] | None:
        """The topmost thing under the mouse, if it is a card or pile with a gesture."""
        for found in self.scene.items(scene_pos, Qt.ItemSelectionMode.IntersectsItemShape,
                                      Qt.SortOrder.DescendingOrder):
            top: QGraphicsItem = found
            while top.parentItem() is not None:
                top = top.parentItem()
            if not top.isVisible() or top.opacity() < 0.05 or top.acceptedMouseButtons() == Qt.MouseButton.NoButton:
                continue
            if isinstance(top, CardItem):
                gesture = self.gesture_for(top)
                return (top, gesture) if gesture is not None else None
            if isinstance(top, PileMarker):
                gesture = self._pile_gestures.get(top.pile)
                if gesture is not None:
                    return top.pile, gesture
                continue
            return None
        return None

    def press(self, event, double: bool = False) -> bool:
        if event.button() != Qt.MouseButton.LeftButton:
            return False
        if double and time.monotonic() - self._acted_at < QApplication.doubleClickInterval() / 1000:
            event.accept()
            return True
        hit = self._hit(event.scenePos())
        if hit is None:
            return False
        event.accept()
        self.modifiers = event.modifiers()
        if not self.can_act():
            return True
        target, gesture = hit
        self._press = (target, gesture, QPointF(event.scenePos()), QPointF(event.screenPos()))
        return True

    def move(self, event) -> bool:
        if self._press is None:
            return False
        event.accept()
        target, gesture, scene_start, screen_start = self._press
        if not self._dragging:
            moved = (QPointF(event.screenPos()) - screen_start).manhattanLength()
            if moved < QApplication.startDragDistance():
                return True
            if not isinstance(target, CardItem) or gesture.targets_fn is None:
                return True
            self._begin_drag(target, gesture)
        delta = event.scenePos() - scene_start
        for item, start in zip(self._dragging, self._starts):
            item.setPos(start + delta)
        self._update_hot()
        return True

    def release(self, event) -> bool:
        if self._press is None:
            return False
        event.accept()
        target, gesture, _, _ = self._press
        self._press = None
        if self._dragging:
            self._finish_drag()
            return True
        if gesture.click_fn is not None and self.can_act():
            action = gesture.click_fn(gesture.payload)
            if action is not None:
                self._acted_at = time.monotonic()
                self.action_chosen.emit(action)
        return True

    def cancel(self) -> None:
        """Abandon a gesture in progress (this seat may no longer act)."""
        self._press = None
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
        """The legal target the dragged cards overlap most, or None."""
        dragged = self._dragged_rect()
        best, best_area = None, 0.0
        for target in self._targets:
            overlap = dragged.intersected(target.drop_rect())
            area = overlap.width() * overlap.height() if not overlap.isEmpty() else 0.0
            if area > best_area:
                best, best_area = target, area
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
