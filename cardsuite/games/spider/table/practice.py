"""Spider practice's table (RULES P-11, P-12): the duel's table for one player, with Redo, Restart and the demo.

Everything of the board -- columns, drags and clicks, the stock, the hint, automatic turn-up -- is the duel's
table (:mod:`.table`); this adds practice's buttons and keys (Redo: Ctrl+Y or Ctrl+Shift+Z; Restart; Demo),
a clock that counts up from the deal's last start, and no opponent.

The demo: "Demo" sends the engine's ``Demo`` action (the solver, which sees every card, finds a way to
win); while it runs the table plays the plan's next step (``view.demo_step``) after a short pause, one
action at a time, as a click would.  "Stop demo", Escape, or any move of the player's own stops it; a
finished plan, or a solver that finds no way, stops it with a word.
"""

from __future__ import annotations

from typing import Any, Sequence

from PySide6.QtCore import QCoreApplication, QPointF, Qt, QTimer

from cardsuite.translate import QT_TRANSLATE_NOOP
from cardsuite.ui.toolkit import style

from ..engine.actions import UNDO
from ..engine.practicestate import DEMO, REDO, RESTART
from ..engine.scoring import clock_text
from .layout import GAP, ME_W, button_width
from .status import deal_text
from .table import SpiderTable
from .widgets import COL_Y, MARGIN, ClockBadge, column_x, tr

DEMO_PAUSE_MS = 450


class PracticeTable(SpiderTable):
    """Spider alone: see the module docstring."""

    DUEL = False
    KEYS = SpiderTable.KEYS + (
        ("Ctrl+Y", QT_TRANSLATE_NOOP("KeysHelp", "Redo")),
        ("Esc", QT_TRANSLATE_NOOP("KeysHelp", "Stop the demo")),
    )

    def setup(self) -> None:
        self.demo_running = False
        self.redo_button = self.add_button("", (0, 0), primary=False)
        self.restart_button = self.add_button("", (0, 0), primary=False)
        self.demo_button = self.add_button("", (0, 0), primary=False)
        super().setup()
        for button in (self.redo_button, self.restart_button):
            self.bind_button(button, None)
        self.demo_button.clicked.connect(self.toggle_demo)
        self._demo_timer = QTimer(self)
        self._demo_timer.setSingleShot(True)
        self._demo_timer.timeout.connect(self._demo_step)
        self.opp_strip.setVisible(False)

    def retranslate(self) -> None:
        for button, text in ((self.redo_button, tr("Redo")), (self.restart_button, tr("Restart")),
                             (self.demo_button, tr("Stop demo") if self.demo_running else tr("Demo"))):
            button.set_text(text)
            button.set_width(button_width(text))
        self.redo_button.setToolTip(tr("Play the move you took back again (Ctrl+Y)"))
        self.restart_button.setToolTip(tr("Start this deal again from the beginning"))
        self.demo_button.setToolTip(tr("Let the solver play this deal to the end (a game it helps is not counted as "
                                       "won)"))
        super().retranslate()
        self.done_button.setToolTip(tr("End this game now; unless every card is cleared it is not won"))

    def _arrange(self) -> None:
        """The duel's layout, but the top bar holds only your strip and the clock: one row, whatever the width,
        so the columns start right under it (the duel keeps a second row for the opponent on narrow tables)."""
        super()._arrange()
        s = style.PX * self.zoom
        self.me_strip.setPos(MARGIN, MARGIN)
        self.clock_badge.setPos(MARGIN + (ME_W + GAP) * s, MARGIN)
        clock = self.clock_badge.pos()
        self.deal_label.setPos(clock.x() + ClockBadge.WIDTH * s / 2, clock.y() + ClockBadge.TEXT_TOP * s)
        bottom = MARGIN + self.me_strip.HEIGHT * s
        self.score_box.setPos(MARGIN, bottom + 0.06)
        self.col_y = max(COL_Y, bottom + 0.1)
        for i, pile in enumerate(self.columns):
            pile.pos = QPointF(column_x(i), self.col_y)
        self._arrange_bottom()

    def _bar_buttons(self) -> list[Any]:
        buttons = super()._bar_buttons()
        at = buttons.index(self.undo_button) + 1
        return buttons[:at] + [self.redo_button, self.restart_button, self.demo_button] + buttons[at:]

    # -- rendering ---------------------------------------------------------------------------------

    def render(self, view: Any, legal: Sequence) -> None:
        super().render(view, legal)
        self.opp_strip.setVisible(False)
        if getattr(view, "classic", False):
            self.deal_label.set_text(deal_text(view) + " \u00b7 " + tr("classic rules"))
        playing = view.seat is not None and not view.finished
        for button in (self.redo_button, self.restart_button, self.demo_button):
            button.setVisible(playing)
        if getattr(view, "classic", False):
            self.auto_button.setVisible(False)         # classic rules turn every card up themselves (RULES P-12)
        self._arrange_bottom()
        if self.demo_running:
            self._demo_next(view, legal)

    def _bind(self, legal: list) -> None:
        super()._bind(legal)
        self.bind_button(self.redo_button, REDO if REDO in legal else None)
        self.bind_button(self.restart_button, RESTART if RESTART in legal else None)
        self.demo_button.set_enabled(bool(legal))

    def _update_clock(self) -> None:
        """The game's own time, counting up from the deal's last start."""
        view = self.current_view
        if view is None or view.me is None:
            self.clock_badge.set_content(tr("Time"), "", "stopped")
            return
        if view.me.finished:
            self.clock_badge.set_content(tr("Your time"), clock_text(view.me.time_ms or 0), "stopped")
            return
        ms = max(0, self.clock.elapsed_ms() - getattr(view, "start_ms", 0))
        self.clock_badge.set_content(tr("Time"), clock_text(ms), "run" if self.clock.running else "stopped")

    def ask_done(self) -> None:
        view = self.current_view
        if view is None or view.board is None:
            return
        self.stop_demo()
        self.confirm.ask(tr("End this game?"),
                         tr("Your score stays at {score}. A game ended before every card is cleared is not won.")
                         .format(score=view.board.score), tr("End the game"), tr("Keep playing"))
        self.hints.set_visible(False)

    def show_round_summary(self, summary, result, names: Sequence[str]) -> None:
        """The generic summary: one player's score and time, and a new game or leave."""
        self.stop_demo()
        super(SpiderTable, self).show_round_summary(summary, result, names)

    def _raise_summary(self, summary, result, names: list[str]) -> None:
        """"Game over" with the score, the time and whether it was won: a game alone has no match winner nor draw."""
        rows = [(QCoreApplication.translate("Scoring", label), tuple(values))
                for label, values in getattr(summary, "lines", ())]
        text = QCoreApplication.translate("Scoring", summary.text) if getattr(summary, "text", "") else ""
        won = result is not None and result.winner == 0
        self.present_summary(tr("Game over"), names, rows, text, "", True, 0 if won else None)

    def summary_visible(self) -> bool:
        return super(SpiderTable, self).summary_visible()

    # -- keys ------------------------------------------------------------------------------------------

    def keyPressEvent(self, event) -> None:
        key, mods = event.key(), event.modifiers()
        ctrl = bool(mods & Qt.KeyboardModifier.ControlModifier)
        if key == Qt.Key.Key_Escape and self.demo_running:
            self.stop_demo()
            return
        if ctrl and (key == Qt.Key.Key_Y or (key == Qt.Key.Key_Z and mods & Qt.KeyboardModifier.ShiftModifier)):
            self.key_button(self.redo_button, REDO)
            return
        if ctrl and key == Qt.Key.Key_Z:
            self.stop_demo()
            self.key_button(self.undo_button, UNDO)
            return
        super().keyPressEvent(event)

    def _gesture_action(self, action: Any) -> None:
        self.stop_demo()            # the player's own move ends the demo
        super()._gesture_action(action)

    def _button_clicked(self, button) -> None:
        if button is not self.demo_button:
            self.stop_demo()
        super()._button_clicked(button)

    # -- the demo ---------------------------------------------------------------------------------------

    def toggle_demo(self) -> None:
        if self.demo_running:
            self.stop_demo()
            return
        view = self.current_view
        if view is None or view.board is None or not self.current_legal or not self._can_act():
            return
        self.demo_running = True
        self.retranslate_demo()
        if view.demo == "plan" and view.demo_action() in self.current_legal:
            self._demo_next(view, self.current_legal)
        elif DEMO in self.current_legal:
            self.show_message(tr("The solver is looking for a way to win\u2026"))
            QTimer.singleShot(40, self, self._ask_solver)    # the note is painted before the solver's seconds

    def _ask_solver(self) -> None:
        if self.demo_running and DEMO in self.current_legal and super()._can_act():
            self.action_chosen.emit(DEMO)

    def stop_demo(self) -> None:
        if not getattr(self, "demo_running", False):
            return
        self.demo_running = False
        self._demo_timer.stop()
        self.retranslate_demo()

    def retranslate_demo(self) -> None:
        text = tr("Stop demo") if self.demo_running else tr("Demo")
        self.demo_button.set_text(text)
        self.demo_button.set_width(button_width(text))
        self.demo_button.primary = self.demo_running
        self.demo_button.update()
        self._arrange_bottom()

    def _demo_next(self, view: Any, legal: Sequence) -> None:
        action = view.demo_action() if view.board is not None else None
        if view.finished or not legal:
            self.stop_demo()
        elif view.demo == "none":
            self.stop_demo()
            self.show_message(tr("The solver finds no way to win from here."))
        elif action is None or action not in legal:
            self.stop_demo()
        else:
            self._demo_timer.start(int(DEMO_PAUSE_MS * max(0.2, self.animator.factor or 0.2)))

    def _demo_step(self) -> None:
        view = self.current_view
        if not self.demo_running or view is None:
            return
        if not self.animator.is_idle() or not super()._can_act():
            self._demo_timer.start(60)
            return
        action = view.demo_action()
        if action is None or action not in self.current_legal:
            self.stop_demo()
            return
        self.action_chosen.emit(action)


TABLE = PracticeTable
