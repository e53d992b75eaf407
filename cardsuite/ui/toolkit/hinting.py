"""The table's hint (its button and the H key): the move the game's strongest bot would make, shown on the table
with one short reason.

One object per table, shared by every game that offers hints (a table class with ``HINTS = True``).  The search
runs through :class:`cardsuite.play.hinting.HintService` on a worker thread, its answer carried back to the GUI
thread by a :class:`~cardsuite.qtbridge.QtDelivery`; a new view (the player moved, the bots played) or a gesture
cancels it and clears what it showed -- unless the table's ``hint_key(view)`` (if it has one) says the new view
holds the same position (Spider: the seat's own board, which the opponent's moves in a duel leave alone); a view
drawn again gets the marks of the hint shown again.  The game's table says what to mark
(``hint_marks(view, action)``: cards are raised, piles and melds outlined) and why (``hint_reason(view, action)``,
translated).  The table's ``hint_used``
is emitted when the player is shown a hint: the controller marks the match (its statistics entry, unrated).  A LAN
table offers none unless the host allowed hints (``GameTable.allow_hints``).
"""

from __future__ import annotations

import logging
import weakref
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject, Signal

from cardsuite.play.hinting import HintService
from cardsuite.play.runners import ThreadRunner
from cardsuite.qtbridge import QtDelivery

from .items import CardItem
from .piles import Pile

log = logging.getLogger(__name__)


CONTEXT = "TableHint"


def tr(text: str) -> str:
    # packaging/i18n/update_translations.sh gives this module's bare tr() calls this CONTEXT
    return QCoreApplication.translate(CONTEXT, text)


class TableHint(QObject):
    """The hint of one table: ask (:meth:`request`), show, cancel, clear."""

    shown = Signal(object, str)     # the hinted action and its reason, once marked on the table

    def __init__(self, table) -> None:
        super().__init__(table)
        self.table = table
        self.button = None
        self.action: Any = None
        """The action the hint shows now (None: no hint on the table)."""
        self.reason = ""
        self._view: Any = None
        self._marks: list[Any] = []
        self._service: HintService | None = None
        self._delivery: QtDelivery | None = None
        table.destroyed.connect(self._closed)
        table.animator.idle.connect(self.refresh_button)     # the button is offered once the moves have played

    # -- asking ---------------------------------------------------------------------------------

    @property
    def marks(self) -> list[Any]:
        """The cards raised and the piles outlined for the hint shown."""
        return list(self._marks)

    @property
    def allowed(self) -> bool:
        """False at a LAN table whose host did not allow hints (``GameTable.hints_allowed``): nothing offers one."""
        return self.table.hints_allowed

    @property
    def pending(self) -> bool:
        return self._service is not None and self._service.pending

    def offered(self) -> bool:
        """A hint can be asked now: allowed here, this seat's turn, and nothing in the way."""
        table = self.table
        return self.allowed and table.current_view is not None and table.seat is not None and table.can_act()

    def request(self) -> bool:
        """Ask the strongest bot for the current view (off the GUI thread); False if no hint is offered now."""
        table = self.table
        if not self.allowed:
            table.show_message(tr("Hints are not allowed at this table."))
            return False
        if not self.offered() or self.pending:
            return False
        if self._service is None:
            self._delivery = QtDelivery(self)
            self._service = HintService(table.entry.bot_levels(), ThreadRunner(self._delivery.deliver))
        self.clear()
        view, legal = table.current_view, list(table.current_legal)
        self._view = view
        hint = weakref.ref(self)        # the worker holds the table only weakly: it never lets go of its last
                                        # reference off the GUI thread (see cardsuite/ui/app/gcguard.py)

        def answer(action: Any) -> None:
            me = hint()
            if me is not None:
                me._answer(view, action)

        def failed(exc: BaseException) -> None:
            me = hint()
            if me is not None:
                me._failed(exc)
        asked = self._service.request(view, legal, answer, failed)
        self.refresh_button()
        if asked:
            table.show_message(tr("Thinking\u2026"))
        return asked

    def _failed(self, exc: BaseException) -> None:
        log.error("the %s hint failed: %s", self.table.entry.name, exc)
        self.refresh_button()

    def _holds(self, asked: Any, now: Any) -> bool:
        """Whether a hint asked on the view ``asked`` is still for the view ``now``."""
        if asked is now:
            return True
        key = getattr(self.table, "hint_key", None)
        if key is None or asked is None or now is None:
            return False
        mine = key(asked)
        return mine is not None and mine == key(now)

    def _answer(self, view: Any, action: Any) -> None:
        table = self.table
        self.refresh_button()
        if not self._holds(view, table.current_view) or action not in table.current_legal:
            return      # the position changed meanwhile (the view's change cancels; this is the safety net)
        view = table.current_view
        self.action, self._view = action, view
        self.reason = table.hint_reason(view, action)
        self._marks = list(table.hint_marks(view, action))
        self._apply(True)
        table.show_message(self.reason)
        table.hint_used.emit()
        self.shown.emit(action, self.reason)

    # -- showing and clearing -------------------------------------------------------------------------

    def _apply(self, on: bool) -> None:
        for target in self._marks:
            if isinstance(target, CardItem):
                target.set_state("selected", on)
            elif isinstance(target, Pile):
                target.set_target_highlight(on)

    def clear(self) -> None:
        """Take the hint off the table (its marks; the reason's toast fades on its own)."""
        if self.action is not None:
            self._apply(False)
        self.action, self.reason, self._marks = None, "", []

    def view_changed(self, view: Any) -> None:
        """A new view is to be shown: the hint asked or shown goes, unless it holds the same position."""
        if self._view is not None and self._holds(self._view, view):
            self._view = view
            return
        self.cancel()

    def redrawn(self) -> None:
        """The table drew its view again (which clears its cards' marks): the hint shown is marked again."""
        if self.action is not None and self._view is self.table.current_view:
            self._marks = list(self.table.hint_marks(self._view, self.action))
            self._apply(True)
        self.refresh_button()

    def cancel(self) -> None:
        """The player moved or the view changed: drop a hint being computed and the one shown."""
        if self._service is not None:
            self._service.cancel()
        self.clear()
        self._view = None
        self.refresh_button()

    # -- the button -------------------------------------------------------------------------------

    def attach_button(self, button) -> None:
        self.button = button
        button.clicked.connect(self.request)
        self.retranslate()

    def retranslate(self) -> None:
        if self.button is not None:
            self.button.set_text(tr("Thinking\u2026") if self.pending else tr("? Hint"))
            self.button.setToolTip(tr("Show the move the strongest bot would make (H)"))

    def refresh_button(self) -> None:
        if self.button is None:
            return
        shown = getattr(self.table, "hint_button_shown", None)     # a table may keep it out of a bar meanwhile
        self.button.setVisible(self.allowed and (shown is None or shown()))
        self.button.set_enabled(self.offered() and not self.pending)
        self.retranslate()

    def allowed_changed(self) -> None:
        """The table's ``hints_allowed`` changed: a hint no longer allowed goes."""
        if not self.allowed:
            self.cancel()
        self.refresh_button()

    def _closed(self, *_: Any) -> None:
        if self._service is not None:
            self._service.close()
        if self._delivery is not None:
            self._delivery.close()
