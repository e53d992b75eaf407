"""The table's keyboard entry points, shared by every game's table (:class:`cardsuite.ui.toolkit.table.GameTable`
takes them in): shortcut keys that click a button or a pile or play an action as a click would, and the key
events the table's own focus (:mod:`.keyboard`) handles before Qt's widget focus does."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, Qt

from .items import CardItem
from .panels import TableButton
from .piles import Pile


class TableKeys:
    """A mixin of :class:`GameTable` (it uses the table's ``keys``, ``animator``, ``show_message`` and gesture
    hooks): a game's table calls these from its own key handling."""

    def key_button(self, button: TableButton, action: Any = None) -> None:
        """A button's shortcut key: its click when it is on and enabled, else ``action`` (the action it would
        play) goes to the engine, which says why it is not allowed now."""
        if self.keys.modal() is not None:
            return
        self.keys.drop_pick()
        if button.isVisible() and button.isEnabled():
            button.clicked.emit()
        elif action is not None:
            self.key_action(action)

    def key_action(self, action: Any) -> None:
        """A shortcut's action goes to the engine as a click's would (a refusal comes back with its reason)."""
        if self._interactive and self.animator.is_idle() and self.keys.modal() is None:
            self.keys.drop_pick()
            if self._can_act():
                self._gesture_action(action)
            else:
                self.action_chosen.emit(action)     # not this seat's turn: the controller says so

    def key_click(self, target: CardItem | Pile, action: Any = None) -> None:
        """A shortcut for a click on ``target`` (the stock, a pile); with no click there now, ``action``."""
        gesture = self.keys.gesture_of(target)
        if gesture is not None and self.keys.modal() is None:
            self.keys.drop_pick()
            self.keys.click(gesture)
        elif action is not None:
            self.key_action(action)

    def key_pick_ended(self) -> None:
        """A keyboard pick ended (put down, let go or refused): a table forgets what its drop-target function
        noted for a mouse drag."""

    def key_refusal(self, payload: Any, stop: Any) -> None:
        """Enter on a place the picked cards may not go (a table may say more)."""
        self.show_message(QCoreApplication.translate("Keyboard", "The picked cards cannot go there."))

    def keyPressEvent(self, event) -> None:
        if (event.key() == Qt.Key.Key_H and not event.modifiers() and getattr(self, "hint", None) is not None
                and self.keys.modal() is None):
            self.hint.request()         # H: the table's hint (cardsuite/ui/toolkit/hinting.py)
            event.accept()
            return
        if self.keys.key(event):
            event.accept()
            return
        super().keyPressEvent(event)

    def take_key_focus(self) -> None:
        """The keyboard comes back to the table (F6 from the chat): focus it and show where the ring is."""
        self.setFocus(Qt.FocusReason.ShortcutFocusReason)
        self.keys.show_ring()

    def focusNextPrevChild(self, next: bool) -> bool:  # noqa: A002, N802 - Qt's name
        return False     # Tab and Shift+Tab move the table's own focus (keyPressEvent)

    def mousePressEvent(self, event) -> None:
        self.keys.hide()
        super().mousePressEvent(event)
