"""MatchController: connects a Match to a GameTable.

The match is Qt-free and single-threaded; this object is its GUI-thread
owner.  After every change it shows the perspective seat's view, events and
legal actions on the table; it runs bot decisions on a worker thread and
hands them back through a queued signal, then waits out the bot's natural
thinking time with a timer (so the table never freezes and never rushes);
it turns the table's gestures into ``Match.submit`` calls and the round
summary's buttons into ``next_round`` / ``leave``.  In a timed game it keeps
the bots' clocks (:class:`~cardsuite.match.BotClocks`): every bot action leaves
stamped with the bot's playing time, and a bot whose time runs out is finished
with the game's time-up action, exactly as a person's table does.

Perspective: the single local human; with hot-seat humans, the one whose
turn it is -- and before switching between them the table shows the
"pass the screen" card and waits for a click.
"""

from __future__ import annotations

import logging
from concurrent.futures import Future

from PySide6.QtCore import QCoreApplication, QObject, Qt, QTimer, Signal

from ..engine import IllegalAction
from ..match import BotClocks, BotDecision, BotWorker, Match, Phase
from ..seats import BotSeat, SeatKind

log = logging.getLogger(__name__)

HURRY_MS = 120_000  # in a timed game a bot's natural pace shortens over its last two minutes


class MatchController(QObject):
    """Drives one match on one table; ``finished`` when the player leaves it."""

    finished = Signal()
    _bot_done = Signal(object, object)

    def __init__(self, match: Match, table, settings, parent: QObject | None = None):
        super().__init__(parent)
        self.match = match
        self.table = table
        self.settings = settings
        self.worker = BotWorker()
        self.seat: int | None = self._initial_seat()
        self._hotseat = [i for i, s in enumerate(match.seats) if s.kind is SeatKind.HOTSEAT]
        self._awaiting_pass: int | None = None
        self._pending_events: list = []
        self._thinking: set[tuple[int, int]] = set()
        self._summary_shown: tuple[int, str] | None = None
        self._timers: dict[int, QTimer] = {}
        self._scheduled: dict[int, tuple[tuple[int, int], BotDecision]] = {}
        self._waiting_bot: tuple | None = None
        self.clocks = BotClocks(match)
        self._time_timers: dict[int, QTimer] = {}
        self._closed = False
        self._started = False
        self._hurry = False
        self._bot_done.connect(self._on_bot_done, Qt.ConnectionType.QueuedConnection)
        match.add_listener(self._on_match_changed)
        table.action_chosen.connect(self._on_action)
        table.continue_requested.connect(self._on_continue)
        table.leave_requested.connect(self._on_leave)
        table.pass_confirmed.connect(self._on_pass_confirmed)
        table.animations_done.connect(self._on_animations_done)
        table.hurry_requested.connect(self.hurry_bots)

    # -- seats -----------------------------------------------------------------

    def _initial_seat(self) -> int | None:
        seats = self.match.seats
        local = [i for i, s in enumerate(seats) if s.kind is SeatKind.LOCAL]
        if local:
            return local[0]
        hotseat = [i for i, s in enumerate(seats) if s.kind is SeatKind.HOTSEAT]
        if hotseat:
            waiting = [i for i in hotseat if i in self.match.waiting()]
            return waiting[0] if waiting else hotseat[0]
        return None

    def _names(self) -> list[str]:
        return [s.name for s in self.match.seats]

    def _wanted_seat(self) -> int | None:
        """The seat the screen should show now: with hot-seat humans, the one to move."""
        if len(self._hotseat) < 2:
            return self.seat
        waiting = [i for i in self._hotseat if i in self.match.waiting()]
        return waiting[0] if waiting else self.seat

    # -- lifecycle ---------------------------------------------------------------

    def start(self) -> None:
        """Show the first view (behind a pass screen for hot-seat play) and let bots move."""
        self._started = True
        self.table.set_match_id(str(self.match.seed))
        self.table.set_bot_seats(i for i, s in enumerate(self.match.seats) if s.kind is SeatKind.BOT)
        if self.match.phase == Phase.PLAYING:
            for seat in range(len(self.match.seats)):
                self.table.restore_clock(seat, self.match.used_ms(seat))
        self.table.set_players(self._names(), [s.rating for s in self.match.seats], self.seat)
        self.table.set_match_score(self.match.totals())
        if len(self._hotseat) >= 2 and self.match.phase == Phase.PLAYING:
            self._ask_pass(self._wanted_seat())
        else:
            self._show()
        self._kick_bots()

    def note_clocks(self) -> None:
        """Before the table is put aside: the running clocks' readings go into the match's save, so
        the time since each seat's last action is not lost (a resumed table goes on from it)."""
        if self._closed or self.match.phase != Phase.PLAYING:
            return
        for seat in self.match.waiting():
            if seat == self.seat and self._awaiting_pass is None:
                ms = self.table.clock_reading()
            elif isinstance(self.match.seats[seat], BotSeat):
                ms = self.clocks.elapsed_ms(seat)
            else:
                continue
            if ms is not None:
                self.match.note_clock(seat, ms)

    def shutdown(self) -> None:
        """Stop the worker and every pending timer; the table keeps what it shows."""
        self._closed = True
        for timer in [*self._timers.values(), *self._time_timers.values()]:
            timer.stop()
        self._scheduled.clear()
        if self._on_match_changed in self.match.listeners:
            self.match.listeners.remove(self._on_match_changed)
        self.worker.shutdown()

    # -- showing -----------------------------------------------------------------

    def _on_match_changed(self, match: Match, events: list) -> None:
        if self._closed:
            return
        self._pending_events.extend(events)
        self.table.set_match_score(match.totals())
        if self._awaiting_pass is not None:
            self._kick_bots()
            return
        wanted = self._wanted_seat()
        self._show()
        if wanted != self.seat and match.phase == Phase.PLAYING:
            self._ask_pass(wanted)
        self._kick_bots()

    def _show(self) -> None:
        seat = self.seat
        match = self.match
        events = match.events_for(self._pending_events, seat)
        self._pending_events = []
        legal = match.legal(seat) if seat is not None and seat in match.waiting() else []
        self.table.show_view(match.view(seat), events, legal)
        self._maybe_summary()

    def _maybe_summary(self) -> None:
        match = self.match
        if match.phase not in (Phase.BETWEEN_ROUNDS, Phase.OVER) or match.left_by is not None:
            return
        if match.last_summary is None:
            return
        key = (match.round_no, match.phase)
        if key == self._summary_shown:
            return
        self._summary_shown = key
        result = match.result if match.phase == Phase.OVER else None
        self.table.show_round_summary(match.last_summary, result, self._names())

    def _ask_pass(self, seat: int | None) -> None:
        if seat is None:
            return
        self._awaiting_pass = seat
        self.table.show_pass_screen(self.match.seats[seat].name)

    def _on_pass_confirmed(self) -> None:
        seat, self._awaiting_pass = self._awaiting_pass, None
        if seat is None or self._closed:
            return
        self.seat = seat
        self._pending_events = []
        self.table.set_players(self._names(), [s.rating for s in self.match.seats], seat)
        self._show()
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
            self.match.submit(seat, action)
        except IllegalAction as exc:
            self.table.show_message(QCoreApplication.translate("Rules", exc.reason))

    def _on_continue(self) -> None:
        if self.match.phase == Phase.BETWEEN_ROUNDS:
            self.match.next_round()
        elif self.match.phase == Phase.OVER:
            self._on_leave()

    def _on_leave(self) -> None:
        if not self.match.is_over:
            self.match.leave(self.seat)
        self.shutdown()
        self.finished.emit()

    # -- bots ------------------------------------------------------------------------

    def _seat_token(self, seat: int) -> tuple[int, int, int]:
        """What a bot's decision was made for: the round and how many actions that seat had taken.

        Other seats acting (the simultaneous Spider duel) do not make a pending decision
        stale; the seat's own next action, or a new round, does.
        """
        own = sum(1 for acted, _ in self.match.record.actions if acted == seat)
        return (self.match.round_no, own, seat)

    def _kick_bots(self) -> None:
        if self._closed or not self._started:
            return
        busy = {token for token in self._thinking}
        busy |= {token for token, _ in self._scheduled.values()}
        if self._waiting_bot is not None:
            busy.add(self._waiting_bot[0])
        for seat in self.match.waiting_bots():
            self._run_clock(seat)
            token = self._seat_token(seat)
            if token in busy:
                continue
            self._thinking.add(token)
            task = self.match.bot_task(seat)
            self.worker.start(task, lambda future, t=token: self._deliver(t, future))

    def _deliver(self, token: tuple[int, int, int], future: Future) -> None:
        """Runs on the worker thread: hand the result to the GUI thread."""
        if not self._closed:
            self._bot_done.emit(token, future)

    def _on_bot_done(self, token: tuple[int, int, int], future: Future) -> None:
        self._thinking.discard(token)
        if self._closed or future.cancelled():
            return
        exc = future.exception()
        if exc is not None:
            log.error("bot of seat %s failed: %s", token[2], exc)
            return
        decision: BotDecision = future.result()
        if self._stale(token):
            return
        pace = self.settings.get("bot_pace", 1.0) if self.settings is not None else 1.0
        delay = max(0.0, decision.think_time - decision.seconds) * float(pace)
        seat = decision.seat
        # time already on its clock beyond this decision's thinking (a pause begun before the table
        # was put aside) is part of the pause, not added to it
        delay = max(0.0, delay - max(0.0, self.clocks.since_last_action_ms(seat) / 1000 - decision.seconds))
        remaining = self.clocks.remaining_ms(seat)
        if remaining is not None and remaining < HURRY_MS:  # a person hurries when their time runs low
            delay *= remaining / HURRY_MS
        if self._hurry:  # no pause, but its clock counts it: the result is the one waiting would give
            self.clocks.advance(seat, int(delay * 1000))
            delay = 0.0
        timer = self._timers.get(seat)
        if timer is None:
            timer = QTimer(self)
            timer.setSingleShot(True)
            timer.timeout.connect(lambda s=seat: self._play_bot(s))
            self._timers[seat] = timer
        self._scheduled[seat] = (token, decision)
        timer.start(int(delay * 1000))

    def hurry_bots(self) -> None:
        """The bots play on without their natural pauses (the human has finished and waits for the
        result); each skipped pause still counts on the bot's clock, as if it had been waited out."""
        if self._closed or self._hurry:
            return
        self._hurry = True
        for seat, timer in list(self._timers.items()):
            if timer.isActive() and seat in self._scheduled:
                self.clocks.advance(seat, max(0, timer.remainingTime()))
                timer.stop()
                self._play_bot(seat)

    def _stale(self, token: tuple[int, int, int]) -> bool:
        seat = token[2]
        return (self.match.phase != Phase.PLAYING or seat not in self.match.waiting()
                or token != self._seat_token(seat))

    def _play_bot(self, seat: int) -> None:
        scheduled = self._scheduled.pop(seat, None)
        if scheduled is None:
            return
        token, decision = scheduled
        if self._closed or self._stale(token):
            return
        if not self.table.animations_idle():
            self._waiting_bot = (token, decision)
            return
        self._submit_bot(decision)

    def _on_animations_done(self) -> None:
        """A bot that decided while cards were still flying moves now."""
        pending, self._waiting_bot = self._waiting_bot, None
        if pending is not None and not self._closed and not self._stale(pending[0]):
            self._submit_bot(pending[1])

    def _submit_bot(self, decision: BotDecision) -> None:
        try:
            self.match.submit(decision.seat, self.clocks.stamp(decision.seat, decision.action))
        except IllegalAction as exc:
            log.error("bot of seat %s chose an illegal action: %s", decision.seat, exc.reason)

    # -- bots' clocks (timed games) ------------------------------------------------

    def _run_clock(self, seat: int) -> None:
        """A bot is to move: its clock runs, and a timer waits for it to run out."""
        self.clocks.start(seat)
        remaining = self.clocks.remaining_ms(seat)
        if remaining is None:
            return
        timer = self._time_timers.get(seat)
        if timer is None:
            timer = QTimer(self)
            timer.setSingleShot(True)
            timer.timeout.connect(lambda s=seat: self._bot_time_up(s))
            self._time_timers[seat] = timer
        if not timer.isActive():
            timer.start(remaining + 1)

    def _bot_time_up(self, seat: int) -> None:
        if self._closed:
            return
        action = self.clocks.time_up(seat)
        if action is None:  # not yet (a timer fired early) or no longer to move
            if seat in self.match.waiting():
                self._run_clock(seat)
            return
        try:
            self.match.submit(seat, action)
        except IllegalAction as exc:
            log.error("the clock of seat %s could not be stopped: %s", seat, exc.reason)
