"""Keyboard play on any table: a focus ring on a card, a pile or a table button, moved with the arrows and
Tab, and Enter / Space doing what a click does.

Nothing here knows a game.  What may be focused is read from what the mouse may do (:mod:`.focusorder`):
the gesture registry the mouse reads too (cards and piles a click or drag acts on), the drop targets of a
picked card, and the enabled table buttons; when a question, a result sheet or the pass screen is up, only
its buttons.  Every key ends in
the mouse's own code: a click function, a drop target's action, a button's ``clicked``.

* Enter plays the focused thing as a click would.
* Space picks the focused card up (a Spider run, a hand card) as the start of a drag; the legal targets glow,
  and Enter on one of them drops it there; elsewhere it says why, on the picked cards it puts them back (never
  a click).  A pick outlives a new drawing of the table (the opponent's move) while the cards may still go
  somewhere.  A table with ``KEY_SPACE_SELECTS`` (Canasta) has Space toggle the card's selection instead, as
  Ctrl+click does; Enter on a target then drops the selection there.
* Ctrl+Space is Ctrl+click.  Esc drops a pick (or the selection, or a mouse drag in progress).
* A card or pile the mouse may pull aside to look at (a Canasta meld, the discard pile) is a stop too; Shift+Enter
  (or Enter, when a click does nothing there) opens that look through the table's own look function, and the
  same key or Esc closes it.  A look lasts until the table shows something new.
* W reads the whole position aloud, and every stop is told to a screen reader as the focus reaches it
  (:mod:`.accessibility`: the table is the focus proxy).
* The tip bubbles and the green "?" are stops after the buttons: Enter closes a tip as its green X does, or turns
  tips back on as the "?" does; F1 (or "?") turns tips on or off; Esc with nothing else to cancel closes the tip
  shown.
"""

from __future__ import annotations

from typing import Any, Callable

from PySide6.QtCore import QObject, QPointF, QRectF, Qt, QTimer
from PySide6.QtWidgets import QGraphicsItem

from .accessibility import READ_KEY, TableSpeech
from .focusorder import FocusOrder, target_of
from .focusring import FOCUS_COLOUR, PICK_COLOUR, RING_Z, FocusRing, card_scene_rect
from .hints import HelpButton, HintBubble
from .items import CardItem
from .overlays import PassScreen
from .panels import TableButton
from .piles import Pile

NAV_KEYS = {Qt.Key.Key_Left: (-1, 0), Qt.Key.Key_Right: (1, 0), Qt.Key.Key_Up: (0, -1), Qt.Key.Key_Down: (0, 1)}
LIFT_MS = 160          # a selected card's rise (items.py animates it in 110 ms)
ENTER_KEYS = (Qt.Key.Key_Return, Qt.Key.Key_Enter)
TIPS_KEYS = (Qt.Key.Key_F1, Qt.Key.Key_Question)
LOOK_NUDGE = QPointF(0.35, -0.35)   # a look that follows the mouse is shown pulled this far aside


class KeyboardFocus(QObject):
    """The keyboard focus of one :class:`~.table.GameTable` (see the module docstring)."""

    def __init__(self, table):
        super().__init__(table)
        self.table = table
        self.drag = table.drag
        self.gestures = table.drag.gestures
        self.order = FocusOrder(table, self.gestures)
        self.current: Any = None
        self.anchor: QPointF | None = None
        self.shown = False
        self.picked: CardItem | None = None
        self._picked_group: list[CardItem] = []
        self.targets: dict = {}
        """Where the picked cards may go: {target: action}."""
        self._drifted = False
        self._pick_generation = -1
        self._look: Any = None
        self._look_key: Any = None
        self.ring = FocusRing(FOCUS_COLOUR)
        self.pick_ring = FocusRing(PICK_COLOUR, RING_Z - 1)
        table.table_scene.addItem(self.ring)
        table.table_scene.addItem(self.pick_ring)
        self.speech = TableSpeech(table, self)

    # -- what may be focused -----------------------------------------------------------------

    def modal(self) -> QGraphicsItem | None:
        """The question, sheet or pass screen on top, if one is up: only it takes keys."""
        return self.order.modal()

    def stops(self) -> list:
        """Everything focusable now, in Tab order (a pick made on an earlier drawing is renewed first)."""
        if self.order.modal() is None:
            self._check_pick()
        return self.order.stops(self.targets)

    def acts(self, stop: Any) -> bool:
        return self.order.acts(stop)

    def rect(self, stop: Any) -> QRectF:
        return self.order.rect(stop)

    def gesture_of(self, stop: Any):
        return self.order.gesture_of(stop)

    def look_of(self, stop: Any) -> tuple | None:
        """The look the mouse opens by pulling ``stop`` aside: (payload, open function), or None."""
        return self.order.look_of(stop)

    # -- moving the focus ------------------------------------------------------------------

    def start_stop(self, stops: list) -> Any:
        """Where the focus starts: nearest the last place, else this seat's hand, else the first card, else the
        first thing."""
        if not stops:
            return None
        if self.anchor is not None:
            return min(stops, key=lambda s: _distance(self.rect(s).center(), self.anchor))
        hand = self.table.piles.get(f"hand{self.table.me}")
        cards = [s for s in stops if isinstance(s, CardItem)]
        mine = [s for s in cards if s.pile is hand and hand is not None]
        return (mine or cards or stops)[0]

    def focus(self, stop: Any) -> None:
        self.current, self._drifted = stop, False
        if stop is not None:
            self.anchor = self.rect(stop).center()
        self.refresh()

    def ensure(self) -> list:
        """The stops now, with the focus on one of them.  When the focused card or pile goes away (played, or
        the other player's turn) the focus goes to the nearest thing, and back to the nearest card or pile as
        soon as there is one again, not left on a button."""
        stops = self.stops()
        if self.modal() is not None:
            if self.current not in stops:
                self.current = stops[0] if stops else None
            return stops
        places = [s for s in stops if self.acts(s)]
        if self.current in stops and not (self._drifted and places):
            return stops
        if self.current is not None and self.acts(self.current):
            self._drifted = True
        if self._drifted and places:
            self.current, self._drifted = self.start_stop(places), False
        else:
            self.current = self.start_stop(stops)
        if self.current is not None and not self._drifted:
            self.anchor = self.rect(self.current).center()
        return stops

    def step(self, forward: bool) -> None:
        stops = self.ensure()
        if not stops or not self.shown:
            self.show_ring()
            return
        i = stops.index(self.current)
        self.focus(stops[(i + (1 if forward else -1)) % len(stops)])

    def move(self, dx: int, dy: int) -> None:
        """The nearest stop in a direction, preferring the same row (or column) over a closer diagonal."""
        stops = self.ensure()
        if not stops or not self.shown:
            self.show_ring()
            return
        here = self.rect(self.current).center()
        best, best_score = None, None
        for stop in stops:
            if stop is self.current:
                continue
            c = self.rect(stop).center()
            along = (c.x() - here.x()) * dx + (c.y() - here.y()) * dy
            if along <= 0.02:
                continue
            across = abs(c.y() - here.y()) if dx else abs(c.x() - here.x())
            score = along + 2.5 * across
            if best_score is None or score < best_score:
                best, best_score = stop, score
        if best is not None:
            self.focus(best)

    def show_ring(self) -> None:
        self.shown = True
        self.refresh()

    def hide(self) -> None:
        """The mouse is in use: the ring goes until the next key (the pick stays)."""
        self.shown = False
        self.ring.setVisible(False)

    def refresh(self) -> None:
        """Put the rings where their things are now (after a render, an animation or a key)."""
        self._check_pick()
        if self.shown:
            self.ensure()
        stop = self.current
        visible = self.shown and stop is not None and not isinstance(stop, PassScreen)
        if visible:
            self.ring.set_rect(self.rect(stop))
        self.ring.setVisible(visible)
        group = [it for it in self._picked_group if it.scene() is self.table.table_scene]
        if group:
            rect = QRectF()
            for item in group:
                rect = rect.united(card_scene_rect(item))
            self.pick_ring.set_rect(rect.adjusted(-0.05, -0.05, 0.05, 0.05))
        self.pick_ring.setVisible(bool(group))
        self.speech.follow()

    # -- picking ---------------------------------------------------------------------------

    def _check_pick(self) -> None:
        """A pick made on an earlier drawing of the table is renewed on the new one: the same cards, picked
        again with the targets the new view gives them; let go only when they may no longer move."""
        if self.picked is None or self._pick_generation == self.table.generation:
            return
        item, keys = self.picked, [card.key for card in self._picked_group]
        gesture = self.gestures.own_gesture(item) if item.scene() is self.table.table_scene else None
        group = item.pile.drag_group(item) if item.pile is not None else [item]
        targets = (gesture.targets_fn(gesture.payload) or {}) if gesture is not None and gesture.targets_fn else {}
        if not targets or [card.key for card in group] != keys:
            self.drop_pick()
            return
        self._hold(item, group, targets)

    def picked_cards(self) -> list[CardItem]:
        """The cards picked up now (the first leads), none when nothing is."""
        return list(self._picked_group) if self.picked is not None else []

    def pick(self, item: CardItem, targets: dict) -> None:
        self.drop_pick()
        self._hold(item, item.pile.drag_group(item) if item.pile is not None else [item], targets)
        QTimer.singleShot(LIFT_MS, self.refresh)     # again once the picked cards have risen

    def _hold(self, item: CardItem, group: list[CardItem], targets: dict) -> None:
        """``group`` (led by ``item``) is picked for the drawing shown now, ``targets`` glowing."""
        self.picked = item
        self._pick_generation = self.table.generation
        self._picked_group = group
        self.targets = dict(targets)
        for card in self._picked_group:
            card.set_state("selected", True)
        for target in self.targets:
            target.set_target_highlight(True)
        self.refresh()

    def drop_pick(self) -> None:
        if self.picked is None:
            return
        for card in self._picked_group:
            if card.scene() is self.table.table_scene:
                card.set_state("selected", False)
        for target in self.targets:
            target.set_target_highlight(False)
        self.picked, self._picked_group, self.targets = None, [], {}
        self.pick_ring.setVisible(False)
        self.table.key_pick_ended()

    def _selection_targets(self) -> dict:
        """Space-selects tables: the drop targets of the selected cards (the gesture of a selected card)."""
        for item in self.table.table_scene.card_items():
            if item.has_state("selected") and item.isVisible():
                gesture = self.gestures.own_gesture(item)
                if gesture is not None and gesture.targets_fn is not None:
                    return dict(gesture.targets_fn(gesture.payload) or {})
        return {}

    # -- acting ----------------------------------------------------------------------------

    def activate(self, space: bool = False, ctrl: bool = False) -> None:
        """Enter (or Space, or Ctrl+Space) on the focused thing."""
        self.ensure()
        stop = self.current
        if not self.shown:
            self.show_ring()
            if self.modal() is None:
                return      # the first key shows where the focus is; only a question's default answers at once
        if stop is None:
            return
        if isinstance(stop, PassScreen):
            stop.setVisible(False)        # what its click does
            stop.confirmed.emit()
            return
        if isinstance(stop, (TableButton, HelpButton)):
            self.drop_pick()
            if stop.isEnabled():
                stop.clicked.emit()
            return
        if isinstance(stop, HintBubble):
            stop.close_clicked.emit()          # the green X
            return
        selects = bool(getattr(self.table, "KEY_SPACE_SELECTS", False))
        if not space and not ctrl and self._drop_on(stop, selects):
            return
        gesture = self.gesture_of(stop)
        if gesture is None:
            if not space and not ctrl:
                self.toggle_look(stop)         # a thing the mouse can only pull aside: Enter looks
            return
        if space and not ctrl and self.picked is not None and stop in self._picked_group:
            self.drop_pick()                   # Space on the picked cards puts them back, as Esc does
            self.refresh()
            return
        if (space and not ctrl and not selects and isinstance(stop, CardItem) and gesture.targets_fn is not None
                and self.table.can_act()):
            targets = gesture.targets_fn(gesture.payload) or {}
            if targets:
                self.pick(stop, targets)
                return
            self.table.key_pick_ended()      # nowhere to go: the click below says why
        self.drop_pick()
        self.click(gesture, ctrl or (space and selects))
        self.refresh()
        QTimer.singleShot(LIFT_MS, self.refresh)     # a card selected by the click rises

    def _drop_on(self, stop: Any, selects: bool) -> bool:
        """Enter while cards are picked (or selected): drop them on the focused target; True if the key was used
        (with cards picked, always: a drop, the cards put back, or a refusal)."""
        targets = self.targets if self.picked is not None else (self._selection_targets() if selects else {})
        if not targets:
            return False
        target = target_of(stop, targets)
        if target is not None and not (isinstance(stop, CardItem) and stop.has_state("selected")):
            if self.picked is not None and not self.table.can_act():
                return True                    # an animation is still playing: the pick waits for the next Enter
            action = targets[target]
            self.drop_pick()
            if self.table.can_act() and action is not None:
                self.drag.action_chosen.emit(action)
            return True
        if self.picked is None:
            return False
        if stop in self._picked_group:
            self.drop_pick()                   # Enter on the picked cards puts them back
            self.refresh()
            return True
        refusal: Callable[[Any, Any], None] = getattr(self.table, "key_refusal", None)
        gesture = self.gestures.own_gesture(self.picked)
        if refusal is not None:
            refusal(gesture.payload if gesture is not None else None, stop)
        return True

    def click(self, gesture, ctrl: bool = False) -> None:
        """What a click (Ctrl+click) on the thing does, through its own click function."""
        if gesture.click_fn is None or not self.table.can_act():
            return
        self.drag.modifiers = Qt.KeyboardModifier.ControlModifier if ctrl else Qt.KeyboardModifier.NoModifier
        try:
            action = gesture.click_fn(gesture.payload)
        finally:
            self.drag.modifiers = Qt.KeyboardModifier.NoModifier
        if action is not None:
            self.drag.action_chosen.emit(action)

    # -- looking and tips ----------------------------------------------------------------------

    def toggle_look(self, stop: Any) -> bool:
        """Open the look at ``stop`` through the table's own look function, as the mouse's pull does; if that
        look is open already, close it.  True if ``stop`` has a look."""
        look = self.look_of(stop) if stop is not None else None
        if look is None:
            return False
        payload, open_fn = look
        key = (id(payload), stop if isinstance(stop, Pile) else getattr(stop, "pile", None))
        was = key == self._look_key and self.close_look()
        if not was:
            self.close_look()
            peek = open_fn(payload)
            if peek is not None:
                if peek.follow:
                    peek.move(LOOK_NUDGE)
                self.gestures.look, self._look, self._look_key = peek, peek, key
        self.refresh()
        return True

    def close_look(self) -> bool:
        """Close a look the keyboard opened (a click may have closed it already); True if it was open."""
        look, self._look, self._look_key = self._look, None, None
        if look is None or self.gestures.look is not look:
            return False
        self.gestures.close_look()
        self.refresh()
        return True

    def toggle_tips(self) -> None:
        """F1 / "?": tips back on as the green "?" does, or off as a tip's red X does."""
        hints = getattr(self.table, "hints", None)
        if hints is None:
            return
        if hints.enabled:
            hints.disable()
        elif hints.button is not None:
            hints.button.clicked.emit()
        self.refresh()

    def close_tip(self) -> bool:
        """Esc with nothing else to cancel: the topmost tip shown closes, as its green X does."""
        hints = getattr(self.table, "hints", None)
        shown = [b for b in hints.bubbles() if b.isVisible()] if hints is not None else []
        if not shown:
            return False
        max(shown, key=lambda b: b.zValue()).close_clicked.emit()
        return True

    def cancel(self) -> bool:
        """Esc: close a look, else drop the pick, else the selection, else a mouse drag, else close a tip; True if
        there was one."""
        if self.close_look():
            return True
        if self.picked is not None:
            self.drop_pick()
            return True
        if self.drag.dragging:
            self.drag.cancel()
            return True
        clear = getattr(self.table, "key_clear_selection", None)
        return bool(clear is not None and clear()) or self.close_tip()

    # -- keys ------------------------------------------------------------------------------

    def key(self, event) -> bool:
        """Handle a key press on the table; False if it is not a focus key."""
        key, mods = event.key(), event.modifiers()
        ctrl = bool(mods & Qt.KeyboardModifier.ControlModifier)
        if key in NAV_KEYS and not ctrl:
            self.move(*NAV_KEYS[key])
        elif key == Qt.Key.Key_Tab and not ctrl:
            self.step(not mods & Qt.KeyboardModifier.ShiftModifier)
        elif key == Qt.Key.Key_Backtab:
            self.step(False)
        elif key in ENTER_KEYS and mods & Qt.KeyboardModifier.ShiftModifier and self.toggle_look(self.current):
            pass
        elif key in ENTER_KEYS:
            self.activate()
        elif key in TIPS_KEYS and not ctrl:
            self.toggle_tips()
        elif key == Qt.Key.Key_Space:
            self.activate(space=True, ctrl=ctrl)
        elif key == Qt.Key.Key_Escape:
            return self.cancel()
        elif key == READ_KEY and not mods & (Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.AltModifier):
            self.speech.read_position()
        else:
            return False
        return True

    def focused_card(self) -> CardItem | None:
        return self.current if isinstance(self.current, CardItem) else None


def _distance(a: QPointF, b: QPointF) -> float:
    d = a - b
    return (d.x() ** 2 + d.y() ** 2) ** 0.5
