"""MatchController: the thin Qt adapter between a :class:`~cardsuite.play.MatchHost` and a GameTable.

The host drives the match (bots, pacing, every seat's clock, time-outs, sequence numbers); this
object gives it Qt's pieces -- a QTimer scheduler, a worker thread whose results come back to the
GUI thread through a queued signal, the table's "still animating" as the moment a bot may move --
and links the humans at this screen to the table: each update of the seat on screen is shown
(view, events, legal actions), the table's gestures go to ``host.submit`` with the sequence number
of the view the table was shown, and the round summary's buttons become ``next_round`` / ``leave``.

Perspective: the single local human; with hot-seat humans, the one whose turn it is -- and before
switching between them the table shows the "pass the screen" card and waits for a click (only the
player holding the screen has a running clock).  The table is given an opaque match id for its
hints, never the seed (in Spider the seed is the deal number, hidden until the seat has finished).
"""

from __future__ import annotations

import logging
import time
from typing import Callable

from PySide6.QtCore import QCoreApplication, QObject, Signal

from cardsuite.engine import IllegalAction
from cardsuite.play import MatchHost, SeatUpdate, ThreadRunner
from cardsuite.play.match import Match, Phase
from cardsuite.qtbridge import QtDelivery, QtScheduler
from cardsuite.play.seats import SeatKind
from .i18n import translate_reason
from .sound.follow import TableSounds

log = logging.getLogger(__name__)

class _ScreenLink:
    """A human seat of this screen, as the host sees it."""

    def __init__(self, controller: "MatchController", seat: int | None) -> None:
        self.controller, self.seat = controller, seat

    def update(self, update: SeatUpdate) -> None:
        self.controller._on_update(update)


class SeatScreen(QObject):
    """What every controller of a table does with the updates of the seat on screen, wherever they come
    from (this process's host, or a host across the network): show the view with its events and legal
    actions, remember the number of the update shown (an answer carries it), and raise the round's summary
    once per round.  Subclasses say whose names the table shows and which round it is."""

    finished = Signal()

    def __init__(self, table, settings, parent: QObject | None = None):
        super().__init__(parent)
        self.table = table
        self.settings = settings
        self._pending_events: list = []
        self._shown_seq: int | None = None
        self._summary_shown: tuple[int, str] | None = None
        self._closed = False
        self.sounds = TableSounds.of(table, settings)
        table.action_chosen.connect(self._on_action)
        table.continue_requested.connect(self._on_continue)
        table.leave_requested.connect(self._on_leave)
        table.hint_used.connect(self._hint_used)

    def _hint_used(self) -> None:
        """The player was shown a hint: their statistics entry says so, and leaves the rating alone."""
        raise NotImplementedError

    def _names(self) -> list[str]:
        raise NotImplementedError

    def _round_no(self) -> int:
        raise NotImplementedError

    def _round_review(self) -> tuple:
        """The finished round's record and the seats of this screen's players (see ``set_round_review``);
        (None, ()) where the screen has no record of the round."""
        return None, ()

    def _on_action(self, action) -> None:
        raise NotImplementedError

    def _on_continue(self) -> None:
        raise NotImplementedError

    def _on_leave(self) -> None:
        raise NotImplementedError

    def _show_update(self, update: SeatUpdate) -> None:
        events, self._pending_events = self._pending_events, []
        self._show(update.seq, update.view, events, update.legal)
        self._maybe_summary(update)

    def _show(self, seq: int, view, events, legal=()) -> None:
        self._shown_seq = seq
        self.table.show_view(view, events, list(legal))

    def _maybe_summary(self, update: SeatUpdate) -> None:
        if update.left and update.phase == Phase.OVER:      # someone else left (a leaver's own screen is closed)
            self.table.show_message(QCoreApplication.translate("Table", "The match was left before it was decided."))
            return
        if update.phase not in (Phase.BETWEEN_ROUNDS, Phase.OVER) or update.summary is None:
            return
        key = (self._round_no(), update.phase)
        if key == self._summary_shown:
            return
        self._summary_shown = key
        self.table.set_round_review(*self._round_review())
        self.table.show_round_summary(update.summary, update.result, self._names())
        self.sounds.round_over(update.summary, update.result)


class MatchController(SeatScreen):
    """Drives one match on one table; ``finished`` when the player leaves it."""

    def __init__(self, match: Match, table, settings, parent: QObject | None = None,
                 now: Callable[[], float] = time.monotonic):
        """``now`` is the host's clock (seconds), which every clock of a timed game runs on; the
        table's display clocks are pointed at it too."""
        super().__init__(table, settings, parent)
        self.match = match
        self._scheduler = QtScheduler(self)
        self._delivery = QtDelivery(self)
        table.time_source = now
        self.host = MatchHost(match, now=now, scheduler=self._scheduler,
                              runner=ThreadRunner(self._delivery.deliver),
                              pace=self._pace, ready=table.animations_idle)
        self.clocks = self.host.clocks     # the host's clocks: what counts in a timed game
        self._hotseat = [i for i, s in enumerate(match.seats) if s.kind is SeatKind.HOTSEAT]
        self.seat: int | None = self._initial_seat()
        self._awaiting_pass: int | None = None
        self._started = False
        if len(self._hotseat) >= 2:        # a hot-seat player's clock runs only while they hold the screen
            for seat in self._hotseat:
                self.host.set_present(seat, False)
        for seat, s in enumerate(match.seats):
            if s.is_human:
                self.host.attach(seat, _ScreenLink(self, seat))
        if self.seat is None:              # nobody at this screen plays: it shows a spectator's view
            self.host.attach(None, _ScreenLink(self, None))
        table.pass_confirmed.connect(self._on_pass_confirmed)
        table.animations_done.connect(self.host.retry_held)
        table.hurry_requested.connect(self.hurry_bots)
        table.destroyed.connect(self.shutdown)     # a controller never outlives its table

    def _hint_used(self) -> None:
        """The match says so in its save and its statistics entry."""
        self.match.hints_used = True

    def _pace(self) -> float:
        return float(self.settings.get("bot_pace", 1.0)) if self.settings is not None else 1.0

    # -- seats -----------------------------------------------------------------

    def _initial_seat(self) -> int | None:
        seats = self.match.seats
        local = [i for i, s in enumerate(seats) if s.kind is SeatKind.LOCAL]
        if local:
            return local[0]
        if self._hotseat:
            waiting = [i for i in self._hotseat if i in self.match.waiting()]
            return waiting[0] if waiting else self._hotseat[0]
        return None

    def _names(self) -> list[str]:
        return [s.name for s in self.match.seats]

    def _round_no(self) -> int:
        return self.match.round_no

    def _round_review(self) -> tuple:
        """The last finished round and the seats played at this screen (the local player, the hot-seat players;
        never a bot's or a LAN guest's seat)."""
        if not self.match.finished_rounds:
            return None, ()
        seats = [i for i, s in enumerate(self.match.seats) if s.kind in (SeatKind.LOCAL, SeatKind.HOTSEAT)]
        return self.match.finished_rounds[-1], seats

    def _wanted_seat(self) -> int | None:
        """The seat the screen should show now: with hot-seat humans, the one to move."""
        if len(self._hotseat) < 2:
            return self.seat
        waiting = [i for i in self._hotseat if i in self.match.waiting()]
        return waiting[0] if waiting else self.seat

    # -- lifecycle ---------------------------------------------------------------

    def start(self) -> None:
        """Show the first view (behind a pass screen for hot-seat play) and let the host run."""
        self._started = True
        self.table.set_match_id(self.match.match_id)
        self.table.set_bot_seats(i for i, s in enumerate(self.match.seats) if s.kind is SeatKind.BOT)
        if self.match.phase == Phase.PLAYING:
            for seat in range(len(self.match.seats)):
                self.table.restore_clock(seat, self.match.used_ms(seat))
        self.table.set_players(self._names(), [s.rating for s in self.match.seats], self.seat)
        self.table.set_match_score(self.match.totals())
        if len(self._hotseat) >= 2 and self.match.phase == Phase.PLAYING:
            self._ask_pass(self._wanted_seat())
        self.host.start()

    def note_clocks(self) -> None:
        """Before the table is put aside: the host's running clocks go into the match's save."""
        if not self._closed:
            self.host.note_clocks()

    def shutdown(self) -> None:
        """Stop the host, the worker and every pending timer; the table keeps what it shows."""
        if self._closed:
            return
        self._closed = True
        self._delivery.close()
        self.host.close()
        self._scheduler.cancel_all()

    def hurry_bots(self) -> None:
        """The bots play on without their natural pauses; each skipped pause still counts on their clock."""
        self.host.hurry()

    # -- showing -----------------------------------------------------------------

    def _on_update(self, update: SeatUpdate) -> None:
        if self._closed:
            return
        if self._awaiting_pass is not None and self._started and update.phase == Phase.PLAYING:
            wanted = self._wanted_seat()   # with bots between them, the next person may not be the one asked for
            if wanted != self._awaiting_pass and wanted in self.match.waiting():
                self._ask_pass(wanted)
        if update.seat != self.seat:
            return
        self._pending_events.extend(update.events)
        self.table.set_match_score(update.totals)
        if self._awaiting_pass is not None or not self._started:
            return
        self._show_update(update)
        wanted = self._wanted_seat()
        if wanted != self.seat and update.phase == Phase.PLAYING:
            self._ask_pass(wanted)

    def _ask_pass(self, seat: int | None) -> None:
        if seat is None:
            return
        if self._awaiting_pass is None and self.seat is not None:
            self.host.set_present(self.seat, False)
        self._awaiting_pass = seat
        self.table.show_pass_screen(self.match.seats[seat].name)

    def _on_pass_confirmed(self) -> None:
        seat, self._awaiting_pass = self._awaiting_pass, None
        if seat is None or self._closed:
            return
        self.seat = seat
        self._pending_events = []
        self.host.set_present(seat, True)
        self.table.set_players(self._names(), [s.rating for s in self.match.seats], seat)
        self._show_update(self.host.update_for(seat))
        wanted = self._wanted_seat()
        if wanted != self.seat and self.match.phase == Phase.PLAYING:
            self._ask_pass(wanted)

    # -- the human -----------------------------------------------------------------

    def _on_action(self, action) -> None:
        seat = self.seat
        if self._closed or self._awaiting_pass is not None or seat is None:
            return
        if seat not in self.match.waiting():
            self.table.show_message(QCoreApplication.translate("Table", "It is not your turn."))
            return
        try:
            self.host.submit(seat, action, self._shown_seq)
        except IllegalAction as exc:
            self.table.show_message(translate_reason(exc.reason))

    def _on_continue(self) -> None:
        """Continue: the next round is dealt once every human party at the table has asked for it."""
        if self.match.phase == Phase.BETWEEN_ROUNDS:
            if not self.host.request_next_round(self.seat):
                self.table.show_message(QCoreApplication.translate("Table", "Waiting for the others to continue\u2026"))
        elif self.match.phase == Phase.OVER:
            self._on_leave()

    def _on_leave(self) -> None:
        if not self.match.is_over:
            self.host.leave(self.seat)
        self.shutdown()
        self.finished.emit()
