"""The main window's way to its network play (:class:`~cardsuite.ui.lan.lanplay.LanPlay`): made at its first use.

Why not at start-up: network play and the match, seat and protocol code it imports are a fifth of what the
first window would load, and most starts never reach them (issue 24: the first window within 2x a bare
PySide6 window).  It is made when the player reaches for it -- the start screen's network buttons, the Join
menu, a table with network seats -- or at once when the start screen must show a seat held at another
table ("Rejoin ..."); until then there is nothing to close, leave or show of it.  The keys that move between a
table and the chat beside it (F6, Ctrl+Tab) are here too: that chat is network play's.
"""

from __future__ import annotations

from typing import Callable

from PySide6.QtCore import QEvent, Qt
from PySide6.QtWidgets import QApplication

from cardsuite.profile.seattokens import SeatTokens


class LanAccess:
    """Mixin of the main window (which has ``start_screen`` and ``table``): ``lan`` made at first use."""

    _lan = None

    def connect_lan_buttons(self) -> None:
        """The start screen's network buttons, pressed before network play exists, make it and do their part."""
        self.start_screen.network_clicked.connect(lambda: self._first_lan_use(lambda lan: lan.open_lobby()))
        self.start_screen.rejoin_clicked.connect(lambda key: self._first_lan_use(lambda lan: lan.rejoin(key)))

    @property
    def lan(self):
        """Hosting, joining, the lobby page and the chat beside a LAN table (made now if not yet)."""
        if self._lan is None:
            from ..lan.lanplay import LanPlay
            self._lan = LanPlay(self)
        return self._lan

    @property
    def lan_made(self):
        """Network play if it was made, else None (nothing of it to close, leave or show)."""
        return self._lan

    def _first_lan_use(self, then: Callable) -> None:
        # Once made, network play answers these buttons itself; Qt does not call a slot connected during the
        # emission that made it, so the first press is passed on here, and only that one.
        if self._lan is None:
            then(self.lan)

    def refresh_rejoins(self) -> None:
        """The start screen's "Rejoin" buttons: network play is made only when a seat is held somewhere."""
        if self._lan is not None or SeatTokens().seats:
            self.lan.show_rejoins()

    def lan_needed_for(self, match) -> bool:
        """Whether a match at the window's table needs network play: it was made, or the match has network seats."""
        return self._lan is not None or any(seat.kind.value == "remote" for seat in match.seats)

    # -- the panes: the table and the chat beside it ---------------------------------------------------

    def eventFilter(self, watched, event) -> bool:  # noqa: N802 - Qt's name
        """F6 / Ctrl+Tab on the table: to the LAN chat beside it, if one is shown (else the table's own keys)."""
        dock = self._lan.dock if self._lan is not None else None
        if (watched is self.table and event.type() == QEvent.Type.KeyPress and is_pane_key(event)
                and dock is not None and dock.isVisible()):
            self.table.keys.hide()
            dock.chat.take_key_focus()
            return True
        return super().eventFilter(watched, event)

    def keyPressEvent(self, event) -> None:  # noqa: N802 - Qt's name
        """F6 / Ctrl+Tab in the chat (its line lets them through): back to the table."""
        dock, table = self._lan.dock if self._lan is not None else None, self.table
        if (is_pane_key(event) and dock is not None and dock.isAncestorOf(QApplication.focusWidget())
                and table is not None and table.isVisible()):
            table.take_key_focus()
            event.accept()
            return
        super().keyPressEvent(event)


def is_pane_key(event) -> bool:
    """F6 / Shift+F6 / Ctrl+Tab / Ctrl+Shift+Tab: the keys that move between the table and its chat."""
    key, ctrl = event.key(), bool(event.modifiers() & Qt.KeyboardModifier.ControlModifier)
    return key == Qt.Key.Key_F6 or (ctrl and key in (Qt.Key.Key_Tab, Qt.Key.Key_Backtab))
