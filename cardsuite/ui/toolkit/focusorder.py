"""What may take the keyboard focus on a table now, in Tab order, read from what the mouse may do.

The stops are the cards and piles the gesture registry gives a click, a drag or a look, the drop targets of
picked cards, the enabled table buttons and the tips; with a question, a result sheet or the pass screen up,
only its buttons.  Cards of one pile a click (or a look) treats alike (a meld's cards) are one stop.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QRectF
from PySide6.QtWidgets import QGraphicsItem

from .focusring import stop_rect
from .gestures import Gesture, GestureRegistry
from .hints import HelpButton, HintBubble
from .items import CardItem
from .overlays import PassScreen, QuestionPanel, Sheet
from .panels import TableButton
from .piles import Pile

CONTROLS = (TableButton, HintBubble, HelpButton)


class FocusOrder:
    """The focusable things of one table and where each lies (see the module docstring)."""

    def __init__(self, table, gestures: GestureRegistry):
        self.table = table
        self.gestures = gestures
        self.members: dict = {}
        """A stop that stands for several cards (a meld's top card): those cards, as the last ``stops`` found."""

    def modal(self) -> QGraphicsItem | None:
        """The question, sheet or pass screen on top, if one is up: only it takes keys."""
        found = [it for it in self.table.table_scene.items()
                 if it.parentItem() is None and it.isVisible() and isinstance(it, (QuestionPanel, Sheet, PassScreen))]
        return max(found, key=lambda it: it.zValue()) if found else None

    def stops(self, targets: dict) -> list:
        """Everything focusable now, in Tab order; ``targets``: where picked cards may go."""
        modal = self.modal()
        if isinstance(modal, PassScreen):
            return [modal]
        if modal is not None:
            return self.order([b for b in _buttons(modal.childItems()) if b.isEnabled()], primary_first=True)
        gestures = self.gestures
        stops: list = []
        self.members = {}
        alike: dict = {}
        for item in self.table.table_scene.card_items():
            if not item.isVisible():
                continue
            gesture = gestures.gesture_for(item)
            look = gestures.peek_for(item)
            if gesture is None and look is None:
                continue
            own = (gestures.own_gesture(item) is not None
                   or (gesture is None and gestures.own_peek(item) is not None))
            stop = item if own or item.pile is None else item.pile
            if stop is item and (gesture is None or gesture.targets_fn is None) and item.pile is not None:
                # cards of one pile a click (or a look) treats alike (a meld's cards) are one stop: the top one
                try:
                    key = ((id(item.pile), gesture.click_fn, gesture.payload) if gesture is not None
                           else (id(item.pile), "look", id(look[0])))
                    hash(key)
                except TypeError:
                    key = None
                if key is not None:
                    first = alike.setdefault(key, item)
                    members = self.members.setdefault(first, [])
                    members.append(item)
                    if first is not item:
                        continue
            if stop not in stops:
                stops.append(stop)
        for first, members in list(self.members.items()):
            top = max(members, key=lambda it: it.zValue())
            if top is not first:
                stops[stops.index(first)] = top
                self.members[top] = self.members.pop(first)
        for pile in gestures.clickable_piles():
            if pile not in stops:
                stops.append(pile)
        for target in targets:
            if target not in stops and not any(resolves(s, target) for s in stops):
                stops.append(target)
        stops = self.order(stops)
        buttons = [it for it in self.table.table_scene.items()
                   if isinstance(it, TableButton) and it.parentItem() is None and it.isVisible() and it.isEnabled()]
        return stops + self.order(buttons) + self.tips()

    def tips(self) -> list:
        """The tip bubbles shown and the green "?" (when tips are off), last in Tab order."""
        hints = getattr(self.table, "hints", None)
        if hints is None:
            return []
        tips = [b for b in hints.bubbles() if b.isVisible()]
        if hints.button is not None and hints.button.isVisible():
            tips.append(hints.button)
        return tips

    def gesture_of(self, stop: Any) -> Gesture | None:
        """What a click or drag on a card or pile does, or None."""
        if isinstance(stop, CardItem):
            return self.gestures.gesture_for(stop)
        if isinstance(stop, Pile):
            return self.gestures.pile_gesture(stop)
        return None

    def look_of(self, stop: Any) -> tuple | None:
        """The look the mouse opens by pulling ``stop`` aside: (payload, open function), or None."""
        if isinstance(stop, CardItem):
            return self.gestures.peek_for(stop)
        if isinstance(stop, Pile):
            return self.gestures.own_peek(stop)
        return None

    def acts(self, stop: Any) -> bool:
        """A card or pile a click or drag acts on (not a button, a tip, nor a thing that can only be looked at)."""
        if isinstance(stop, CONTROLS):
            return False
        return not (self.gesture_of(stop) is None and self.look_of(stop) is not None)

    def rect(self, stop: Any) -> QRectF:
        return stop_rect(stop, self.members.get(stop))

    def order(self, stops: list, primary_first: bool = False) -> list:
        """Reading order by group (a pile's cards together), top to bottom, then left to right."""
        if primary_first:
            return sorted(stops, key=lambda b: (not getattr(b, "primary", False), b.mapToScene(0, 0).x()))
        groups: dict = {}
        for stop in stops:
            owner = stop.pile if isinstance(stop, CardItem) and stop.pile is not None else stop
            groups.setdefault(id(owner), []).append(stop)

        def anchor(group: list) -> tuple:
            rects = [self.rect(s) for s in group]
            return (round(min(r.top() for r in rects) * 2) / 2, min(r.left() for r in rects))

        out: list = []
        for group in sorted(groups.values(), key=anchor):
            out += sorted(group, key=self._index_in_pile)
        return out

    def _index_in_pile(self, stop: Any) -> tuple:
        """A pile's cards in the pile's own order (a fan left to right, a column top down)."""
        if isinstance(stop, CardItem) and stop.pile is not None and stop in stop.pile.items:
            return (0, stop.pile.items.index(stop), 0.0)
        rect = self.rect(stop)
        return (1, round(rect.top(), 1), rect.left())


def resolves(stop: Any, target: Any) -> int:
    """How directly Enter on ``stop`` would drop on ``target``: 3 it is the target, 2 a card of a meld group
    (or other holder), 1 a card of the target pile, 0 not at all."""
    if stop is target:
        return 3
    if isinstance(stop, CardItem):
        if stop.pile is not target and stop in getattr(target, "items", ()):
            return 2
        if stop.pile is target:
            return 1
    return 0


def target_of(stop: Any, targets: dict) -> Any:
    """The target Enter on ``stop`` drops on, the most direct one; None if none."""
    best = max(targets, key=lambda t: resolves(stop, t), default=None)
    return best if best is not None and resolves(stop, best) else None


def _buttons(items) -> list[TableButton]:
    """The visible table buttons among ``items`` and their children."""
    out = []
    for item in items:
        if not item.isVisible():
            continue
        if isinstance(item, TableButton):
            out.append(item)
        else:
            out += _buttons(item.childItems())
    return out
