"""What the Spider table tells about the players besides their cards: the strips in the top bar, the
seat's clock (the one source of every action's ``elapsed_ms``, see "The clock" in :mod:`.table`), the
score box (shown from the strip) and the bottom bar's buttons and notes."""

from __future__ import annotations

from typing import Any, Sequence

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QColor

from ..engine.views import BoardView, SpiderView
from ..engine.scoring import clock_text
from .widgets import LOW_TIME_MS, tr


def finish_text(info) -> str:
    """How a player's game ended, and when: "Finished \u00b7 3:20"."""
    reason = info.reason
    when = clock_text(info.time_ms) if info.time_ms else ""
    if reason == "cleared":
        text = tr("Cleared every card!")
    elif reason == "time":
        text = tr("Time ran out")
    else:
        text = tr("Finished")
    return f"{text} \u00b7 {when}" if when else text


def deal_text(view: SpiderView | None) -> str:
    """"Deal #N \u00b7 1 suit": the number that replays this deal from the new-game dialog.  A view carries
    the number only once its seat has finished (before, it would tell the face-down cards): until then
    just "1 suit"."""
    if view is None:
        return ""
    suits = tr("1 suit") if view.suits == 1 else tr("{n} suits").format(n=view.suits)
    if view.deal_number is None:
        return suits
    return tr("Deal #{number}").format(number=view.deal_number) + " \u00b7 " + suits


class Status:
    """The table's status part (mixed into :class:`.table.SpiderTable`)."""

    def _render_info(self, view: Any, board: BoardView | None, me: int, playing: bool) -> None:
        opp = 1 - me
        players = view.players
        mine, theirs = players[me], players[opp]
        over = view.over
        # strips
        if view.seat is None:
            status = tr("Watching")
        elif mine.finished:
            status = finish_text(mine)
        else:
            status = tr("Playing")
        score = board.score if board is not None and self.replay is None else mine.score
        self.me_strip.seat = me
        self.me_strip.set_content(self.name_of(me), self._rating(me), status,
                                  [(tr("Score"), str(score)), (tr("Moves"), str(mine.moves))],
                                  (104 - mine.cards_left) / 104, playing)
        if theirs.finished:
            their_status = finish_text(theirs)
            colour = None
        else:
            their_status = tr("Playing now") if not over else ""
            colour = QColor(155, 227, 155)
        their_elapsed = max(theirs.elapsed_ms, self._clock_floor.get(opp, 0))
        their_time = theirs.time_ms if theirs.finished and theirs.time_ms is not None else their_elapsed
        time_text = clock_text(their_time) if their_time or not theirs.moves else "\u2014"
        self.opp_strip.seat = opp
        self.opp_strip.set_content(self.name_of(opp), self._rating(opp), their_status,
                                   [(tr("Score"), str(theirs.score)), (tr("Moves"), str(theirs.moves)),
                                    (tr("Runs"), f"{theirs.runs}/8"), (tr("Cards"), str(theirs.cards_left)),
                                    (tr("Time"), time_text)],
                                   (104 - theirs.cards_left) / 104, not theirs.finished and not over,
                                   colour)
        live = view.seat is not None and not theirs.finished and not over and their_elapsed > 0
        self._opp_time = (their_elapsed, self.clock.now(), view.time_limit_ms) if live else None
        self.deal_label.set_text(deal_text(view))
        tip = tr("Type this number into the new-game dialog to play the deal again") if view.deal_number else ""
        if tip != self.deal_label.toolTip():
            self.deal_label.setToolTip(tip)
        # stock
        if board is not None and board.stock_packets:
            n = board.stock_packets
            self.stock_label.set_text(tr("1 deal left") if n == 1 else tr("{n} deals left").format(n=n))
        elif board is not None:
            self.stock_label.set_text(tr("The stock is empty"))
        else:
            self.stock_label.set_text("")
        # score box
        if board is not None:
            rows = []
            for key, label, count, points in board.breakdown.lines():
                if key == "cleared" and not count:
                    continue
                sign = "+" if points > 0 else ("\u2212" if points < 0 else "")
                label = self._part_label(key) or QCoreApplication.translate("Scoring", label)
                rows.append((label, str(count), f"{sign}{abs(points)}"))
            title = (tr("{name}'s score").format(name=self.name_of(self.replay.opponent)) if self.replay is not None
                     else tr("Your score"))
            self.score_box.set_content(title, board.score, rows)
        # the bottom bar: play, or what now
        finished = view.seat is not None and mine.finished
        watching = self.replay is not None
        for button in (self.deal_button, self.undo_button, self.done_button, self.auto_button):
            button.setVisible(not finished and view.seat is not None)
        self.hint_button.setVisible(self.hints_allowed and not finished and view.seat is not None)   # hint_button_shown
        self.auto_button.primary = self.auto_turn_up_wanted()
        self.auto_button.update()
        self.watch_button.setVisible(finished and view.watch is not None and not watching)
        self.watch_button.set_text(tr("Watch {name}'s game").format(name=self.name_of(opp)))
        self.result_button.setVisible(over and self.duel_result.result is not None and not watching)
        waiting_for_bot = finished and not over and not theirs.finished and opp in self.bot_seats
        self.skip_button.setVisible(waiting_for_bot and not watching and not self._skipping)
        if finished and not watching:
            if over:
                note = ""
            elif theirs.finished:
                note = tr("You have finished.")
            elif self._skipping:
                note = tr("You have finished with {score} points. {name} is finishing the game: {theirs} points so "
                          "far.").format(score=mine.score, name=self.name_of(opp), theirs=theirs.score)
            else:
                note = tr("You have finished with {score} points. {name} is still playing: {theirs} points so "
                          "far.").format(score=mine.score, name=self.name_of(opp), theirs=theirs.score)
            self.side_note.set_text(note)
            self.side_note.setVisible(bool(note))
        else:
            self.side_note.setVisible(False)
        self.watch_bar.setVisible(watching)
        for item in (self.clock_badge, self.deal_label, self.me_strip):
            item.setVisible(not watching)
        if watching:
            self.score_box.setVisible(False)
        self._arrange_bottom()
        if watching:
            self.watch.update_bar()
        self._update_clock()

    @staticmethod
    def _part_label(key: str) -> str:
        """Short names of the score's parts for the score box (the result sheet has the long ones)."""
        return {"turned_up": tr("Cards turned up"), "same_suit": tr("Placed on own suit"),
                "runs": tr("Completed runs"), "cleared": tr("All cards cleared"), "moves": tr("Moves"),
                "undos": tr("Undos")}.get(key, "")

    def _rating(self, seat: int) -> int | None:
        return self.ratings[seat] if 0 <= seat < len(self.ratings) else None

    def clock_ms(self) -> int:
        return self.clock.elapsed_ms()

    def _time_up(self) -> None:
        """The shown clock ran out: the table says so; the host, whose clock counts, finishes the seat
        as if it had pressed Done (RULES P-9)."""
        view = self.current_view
        if self._time_up_sent or view is None or view.board is None or view.finished or view.over:
            return
        self._time_up_sent = True
        self.drag.cancel()
        self.confirm.setVisible(False)
        self.show_message(tr("Time is up!"))

    def restore_clock(self, seat: int, ms: int) -> None:
        self._clock_floor[seat] = int(ms)

    def _reported_ms(self, view: Any) -> int:
        """The seat's time as the engine recorded it, or as noted when the table was put aside."""
        reported = view.me.elapsed_ms if view.me is not None else 0
        return max(reported, self._clock_floor.get(view.seat, 0))

    def _sync_clock(self, view: Any, legal: Sequence) -> None:
        """The display runs only while the host offers the seat a decision: that is when the host's clock
        runs for it.  A hosted table held for its players offers nothing (``MatchHost.hold``), so the
        display stands too (it never goes back: time shown while held would stay on it)."""
        board = view.board
        me_info = view.me
        if board is None or me_info is None:
            self.clock.stop(0)
            self._clock_wanted = False
            return
        if me_info.finished:
            self.clock.stop(me_info.time_ms if me_info.time_ms is not None else me_info.elapsed_ms)
            self._clock_wanted = False
        else:
            self._clock_wanted = not view.over and bool(legal)
            self.clock.sync(self._reported_ms(view), view.time_limit_ms, self._clock_wanted and self._dealt)
        self._update_clock()

    def _on_animations_done(self) -> None:
        self._schedule_auto_sync()   # the switch waits until the cards are still
        if not self._dealt and self.current_view is not None:
            self._dealt = True
            if self._clock_wanted and not self.clock.running:
                view = self.current_view
                self.clock.sync(self._reported_ms(view), view.time_limit_ms, True)
                self._update_clock()     # the badge says it runs at once, not at its first tick

    def _update_clock(self) -> None:
        self._update_opponent_time()
        view = self.current_view
        if view is None or view.me is None:
            self.clock_badge.set_content(tr("Time"), "", "stopped")
            return
        if view.me.finished:
            self.clock_badge.set_content(tr("Your time"), clock_text(self.clock.elapsed_ms()), "stopped")
            return
        left = self.clock.remaining_ms()
        shown = clock_text(left + 999)  # counts down in whole seconds, 0:00 only at the end
        if left <= 0:
            shown = "0:00"
        state = "low" if left < LOW_TIME_MS else ("run" if self.clock.running else "stopped")
        self.clock_badge.set_content(tr("Time left"), shown, state)

    def _update_opponent_time(self) -> None:
        """While both play, the opponent's time runs on from their last action (see "The clock")."""
        if self._opp_time is None or not self.clock.running:
            return
        base_ms, seen, limit_ms = self._opp_time
        ms = min(limit_ms, base_ms + int((self.clock.now() - seen) * 1000))
        self.opp_strip.set_stat(tr("Time"), clock_text(ms))
