"""What a gesture on a card or pile does, and what pulling one aside shows: the one registry a table declares
into on each drawing, read alike by the mouse (:mod:`.drag`) and the keyboard (:mod:`.keyboard`).

A card's own gesture comes before its pile's; so does its own look.  The look open now (by the mouse's pull
or by a key) is kept here too, so either hand can close the one the other opened.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable

from PySide6.QtCore import Qt

from .items import CardItem
from .piles import Pile
from .piles.spread import Peek

TargetsFn = Callable[[Any], dict]
ClickFn = Callable[[Any], Any]
PeekFn = Callable[[Any], "Peek | None"]


@dataclass
class Gesture:
    payload: Any
    targets_fn: TargetsFn | None = None
    click_fn: ClickFn | None = None
    double_fn: ClickFn | None = None


class GestureRegistry:
    """The gestures and looks declared for the drawing shown, and the look open now."""

    def __init__(self) -> None:
        self.look: Peek | None = None
        """The look open now (cards laid apart), whoever opened it."""
        self._items: dict[CardItem, Gesture] = {}
        self._piles: dict[Pile, Gesture] = {}
        self._peeks: dict[Any, tuple[Any, PeekFn]] = {}

    # -- declarations ------------------------------------------------------

    def enable_drag(self, item: CardItem, payload: Any, targets_fn: TargetsFn,
                    click_fn: ClickFn | None = None, double_fn: ClickFn | None = None) -> None:
        self._items[item] = Gesture(payload, targets_fn, click_fn, double_fn)
        item.setCursor(Qt.CursorShape.OpenHandCursor)

    def enable_click(self, target: CardItem | Pile, payload: Any, click_fn: ClickFn) -> None:
        gesture = Gesture(payload, None, click_fn)
        if isinstance(target, Pile):
            self._piles[target] = gesture
            target.marker.setCursor(Qt.CursorShape.PointingHandCursor)
            for item in target.items:
                item.setCursor(Qt.CursorShape.PointingHandCursor)
        else:
            self._items[target] = gesture
            target.setCursor(Qt.CursorShape.PointingHandCursor)

    def enable_peek(self, target: CardItem | Pile, payload: Any, open_fn: PeekFn) -> None:
        """Pulling ``target`` aside (it or any card of it, if a pile) opens ``open_fn(payload)``."""
        self._peeks[target] = (payload, open_fn)

    def clear(self) -> None:
        """Forget every declaration (before the table renders a new view); an open look goes on."""
        self._peeks.clear()
        for item in self._items:
            item.unsetCursor()
        for pile in self._piles:
            pile.marker.unsetCursor()
            for item in pile.items:
                item.unsetCursor()
        self._items.clear()
        self._piles.clear()

    def forget(self, item: CardItem) -> None:
        """``item`` leaves the table: its own gesture goes."""
        self._items.pop(item, None)

    # -- reading -----------------------------------------------------------

    def gesture_for(self, item: CardItem) -> Gesture | None:
        """What a gesture on ``item`` does: its own, else its pile's."""
        if item in self._items:
            return self._items[item]
        return self._piles.get(item.pile) if item.pile is not None else None

    def own_gesture(self, item: CardItem) -> Gesture | None:
        """The gesture declared on ``item`` itself (not through its pile)."""
        return self._items.get(item)

    def pile_gesture(self, pile: Pile) -> Gesture | None:
        return self._piles.get(pile)

    def declared(self) -> list[tuple[CardItem | Pile, Gesture]]:
        """Every (card or pile, gesture) declared, the cards' first."""
        return list(self._items.items()) + list(self._piles.items())

    def clickable_piles(self) -> list[Pile]:
        """The piles a click was declared on, in the order declared."""
        return list(self._piles)

    def peek_for(self, item: CardItem) -> tuple[Any, PeekFn] | None:
        """The look pulling ``item`` aside opens: its own, else its pile's; (payload, open function)."""
        if item in self._peeks:
            return self._peeks[item]
        return self._peeks.get(item.pile) if item.pile is not None else None

    def own_peek(self, target: CardItem | Pile) -> tuple[Any, PeekFn] | None:
        """The look declared on ``target`` itself."""
        return self._peeks.get(target)

    # -- the open look -----------------------------------------------------

    def close_look(self) -> bool:
        """Close the look open now; True if there was one."""
        look, self.look = self.look, None
        if look is None:
            return False
        look.close()
        return True
