"""MatchHost: drives a :class:`~cardsuite.play.match.Match` for every kind of seat, without widgets.

The host owns the match's side of play, the same for a screen, a headless process and (next)
a LAN server:

* **Seats** are connected through a :class:`~.links.SeatLink`; after every change each linked
  seat gets a :class:`~.links.SeatUpdate` (its view, the events it may see, its legal actions,
  the sequence number).  Bot seats are linked by the host itself (:class:`BotLink`); the Qt
  controller links the humans at its screen; a :class:`~.links.RemoteLink` a remote peer.
* **Answers** come in through :meth:`MatchHost.submit`, which refuses an answer to a decision
  the seat no longer faces (:class:`~.links.StaleAction`) before the rules check it.  A
  decision is what a seat's legal actions offer: it is new when the seat acts or its legal
  actions change, so in the simultaneous Spider duel the opponent's moves do not make an
  answer stale, while in a trick game an answer from before one's turn is.
* **Bots** think on the injected runner (a worker thread in the app, at once in tests); their
  answer is played after the natural thinking time of a person, waited out on the injected
  scheduler (QTimer in the app, a fake in tests), once ``ready()`` (the screen has finished
  animating).  :meth:`MatchHost.hurry` plays them on without pauses; each skipped pause still
  counts on the bot's clock.
* **Rounds:** the next round is dealt once every human party at the table has asked for it
  (:meth:`MatchHost.request_next_round`): the screen (its local and hot-seat players, once) and
  each connected remote seat; bots never hold it up.
* **Hold** (:meth:`MatchHost.hold`): a hosted table waiting for its players to sit down holds the
  match -- no seat may act (its updates offer nothing), no bot thinks, no clock runs.
* **Clocks** (timed games): every seat's clock is kept here (:class:`~.clocks.SeatClocks`, on the
  injected ``now``); every action is stamped with the host's reading, whatever the seat wrote,
  and the game's time-up action is applied when a seat's time runs out.

Everything runs on the host's thread; calls that arrive while the host is busy (a link that
answers from inside ``update``, a synchronous bot) are queued, not nested.
"""

from __future__ import annotations

import logging
import time
from collections import deque
from concurrent.futures import Future
from dataclasses import dataclass
from functools import partial
from typing import Callable

from cardsuite import crashlog
from cardsuite.engine import Action, Event, IllegalAction, events_for
from .match import Match, Phase
from .seats import BotSeat, IllegalBotAnswer, Seat, SeatKind, strict_bots
from cardsuite.translate import QT_TRANSLATE_NOOP
from .clocks import SeatClocks
from .links import SeatLink, SeatUpdate, StaleAction
from .runners import Handle, Runner, Scheduler, SyncRunner

log = logging.getLogger(__name__)

HELD = QT_TRANSLATE_NOOP("Rules", "The table is waiting for its players to sit down.")
HURRY_MS = 120_000  # in a timed game a bot's natural pace shortens over its last two minutes


@dataclass(eq=False)
class _Decision:
    """A bot's decision on its way: asked, then pausing, then (maybe) held until the screen is ready."""

    dseq: int
    asked_at: float
    think_s: float
    action: Action | None = None
    handle: Handle | None = None
    due: float = 0.0


class BotLink:
    """The host's own link to a bot seat: an update with a new decision asks the bot."""

    def __init__(self, host: "MatchHost", seat: int) -> None:
        self.host = host
        self.seat = seat

    def update(self, update: SeatUpdate) -> None:
        self.host._bot_update(self.seat, update)


class MatchHost:
    """Drives one match for all its seats; see the module docstring.

    ``now``: the host's clock (seconds); ``scheduler``: waits (None: no waiting -- every bot pause
    is skipped and counted, as when hurried); ``runner``: where bots think (default: at once);
    ``pace()``: the player's bot-pace setting, a factor on the bots' thinking time; ``ready()``:
    whether a bot's move may be played now (the screen is still).
    """

    def __init__(self, match: Match, *, now: Callable[[], float] = time.monotonic,
                 scheduler: Scheduler | None = None, runner: Runner | None = None,
                 pace: Callable[[], float] = lambda: 1.0, ready: Callable[[], bool] = lambda: True) -> None:
        self.match = match
        self.clocks = SeatClocks(match, now)
        self.scheduler = scheduler
        self.runner: Runner = runner or SyncRunner()
        self.pace = pace
        self.ready = ready
        n = len(match.seats)
        self.links: dict[int | None, SeatLink] = {}   # None: a spectator's screen
        self.present = [True] * n
        self.seq = 0
        self.hurrying = False
        self.on_hold = False
        self.started = False
        self.closed = False
        self.last_pause: dict[int, float] = {}     # seat -> the pause its bot's last answer was given (s)
        self._legal: list[tuple[Action, ...]] = [()] * n
        self._decision = [0] * n                   # seat -> seq at which its current decision began
        self._acted = (match.round_no, len(match.record.actions))
        self._asking: dict[int, _Decision] = {}
        self._pausing: dict[int, _Decision] = {}
        self._held: dict[int, _Decision] = {}
        self._time_checks: dict[int, tuple[Handle, float]] = {}
        self._queue: deque[Callable[[], None]] = deque()
        self._continuing: set[int | str] = set()   # who asked for the next round: remote seats, "screen"
        self._draining = False
        self._refresh_decisions(None)
        for seat, s in enumerate(match.seats):
            if isinstance(s, BotSeat):
                self.links[seat] = BotLink(self, seat)
        match.add_listener(self._on_changed)

    # -- seats ---------------------------------------------------------------------------------

    def attach(self, seat: int | None, link: SeatLink) -> None:
        """Connect whoever plays ``seat`` (replacing the previous link); once started it gets a snapshot."""
        self.links[seat] = link
        if self.started:
            self._run(partial(self._deliver, {seat: self.update_for(seat)}))

    def detach(self, seat: int | None) -> None:
        """Disconnect whoever played ``seat``: a next round no longer waits for a remote seat gone."""
        self.links.pop(seat, None)
        if seat is not None and self._continuing:
            self._continuing.discard(seat)
            self._run(self._maybe_deal)

    def replace_seat(self, seat: int, new: Seat) -> None:
        """Someone else plays ``seat`` from now on (a dropped remote player's seat given to a bot); a bot
        is linked by the host and, once started, asked at once when it is to move."""
        self.match.seats[seat] = new
        self.links.pop(seat, None)
        if isinstance(new, BotSeat):
            self.attach(seat, BotLink(self, seat))
        self._continuing.discard(seat)
        self._run(self._maybe_deal)

    def set_present(self, seat: int, present: bool) -> None:
        """Whether the seat's player is at the table (hot seat: holds the screen); its clock runs only then."""
        if self.present[seat] != present:
            self.present[seat] = present
            self._run(self._sync_clocks)

    def hold(self, held: bool) -> None:
        """Hold the match (a hosted table whose players have not all sat down yet) or go on: while held no
        seat may act, no bot thinks (a decision on its way is dropped) and no clock runs; either way every
        linked seat gets a fresh update, so going on offers the seats to move their actions again.

        The simultaneous Spider duel is held too, the host's own player included: RULES P-10 lets the two
        play "at the same time or one after the other", but at a hosted table the opponent has not sat down
        and may never come (the seat may go to a bot), equal scores go to the faster player, and the host
        owns both clocks (a seat's own time is never trusted) -- so nobody plays the shared deal before both
        can, and going on starts both clocks in the same instant (one ``_sync_clocks``), each from what the
        match recorded."""
        if self.on_hold == held or self.closed:
            return
        self.on_hold = held         # the sequence number stays: nothing was played, the decisions are the same
        self._drop_stale()
        if self.started:
            self._run(self._sync_clocks)
            self._run(partial(self._deliver, {seat: self.update_for(seat) for seat in self._linked()}))

    def update_for(self, seat: int | None, events: list[Event] | tuple[Event, ...] = ()) -> SeatUpdate:
        """The seat's share of the match now (with ``events``, those of them it may see)."""
        match = self.match
        return SeatUpdate(
            seq=self.seq, seat=seat, view=match.view(seat), events=tuple(events_for(events, seat)),
            legal=() if seat is None or self.on_hold else self._legal[seat], phase=match.phase,
            totals=tuple(match.totals()),
            clocks=self.clocks.readings(),
            summary=match.last_summary if match.phase != Phase.PLAYING else None,
            result=match.result if match.phase == Phase.OVER else None,
            left=match.left_by is not None)

    # -- lifecycle -----------------------------------------------------------------------------

    def start(self) -> None:
        """Every linked seat gets its first update; clocks run and bots think from now on."""
        if self.started or self.closed:
            return
        self.started = True
        self._run(self._sync_clocks)
        self._run(partial(self._deliver, {seat: self.update_for(seat) for seat in self._linked()}))

    def close(self) -> None:
        """Stop: no more updates, waits or bot moves (a decision still being computed is dropped)."""
        if self.closed:
            return
        self.closed = True
        for pending in [*self._pausing.values()]:
            if pending.handle is not None:
                pending.handle.cancel()
        for handle, _ in self._time_checks.values():
            handle.cancel()
        self._pausing.clear()
        self._held.clear()
        self._time_checks.clear()
        self._queue.clear()
        if self._on_changed in self.match.listeners:
            self.match.listeners.remove(self._on_changed)
        self.runner.shutdown()

    def note_clocks(self) -> None:
        """Before the match is put aside: each running clock's reading goes into the match's save, so the
        time since a seat's last action is not lost (a resumed match goes on from it)."""
        if self.match.phase == Phase.PLAYING:
            for seat in sorted(self.match.waiting()):
                self.match.note_clock(seat, self.clocks.elapsed_ms(seat))

    # -- answers -------------------------------------------------------------------------------

    def submit(self, seat: int, action: Action, seq: int | None = None) -> list[Event]:
        """Play a seat's answer; ``seq`` is the number of the update it answers (None: unchecked).

        Refused with IllegalAction (StaleAction for an answer to a decision the seat no longer
        faces) and nothing changed.  In a timed game the action is stamped with the host's clock.
        """
        match = self.match
        if self.closed:
            raise IllegalAction("This table is closed.")
        if match.phase == Phase.PLAYING and 0 <= seat < len(match.seats) and isinstance(action, Action):
            if self.on_hold:
                raise IllegalAction(HELD)
            if seat not in match.waiting():
                raise IllegalAction("It is not your turn.")
            if seq is not None and not self._decision[seat] <= seq <= self.seq:
                raise StaleAction()
            action = self._stamp(seat, action)
        events = match.submit(seat, action)
        crashlog.note(f"{match.entry.name} round {match.round_no}, seat {seat}: {action!r}")
        return events

    def _stamp(self, seat: int, action: Action) -> Action:
        clocks = self.clocks
        if clocks.control is None:
            return action
        if clocks.is_time_up_action(action) and clocks.elapsed_ms(seat) < clocks.control.limit_ms:
            raise IllegalAction("Your time is not up yet.")
        return clocks.stamp(seat, action)

    def next_round(self) -> list[Event]:
        """"Continue" after a round summary, at once (whoever else is at the table)."""
        self._continuing.clear()
        return self.match.next_round()

    def request_next_round(self, seat: int | None) -> bool:
        """``seat``'s player asks for the next round; it is dealt (True) once every human party at the table
        has: the screen (its local and hot-seat seats, or its spectator, counted once) and each connected
        remote seat.  Bots never hold it up.  IllegalAction when no round has just ended."""
        if self.closed:
            raise IllegalAction("This table is closed.")
        if self.match.phase != Phase.BETWEEN_ROUNDS:
            raise IllegalAction("There is no finished round to continue from.")
        self._continuing.add(self._party(seat))
        return self._maybe_deal()

    def waiting_to_continue(self) -> set[int | str]:
        """Who the next round still waits for: remote seats, and "screen" for the local players."""
        if self.match.phase != Phase.BETWEEN_ROUNDS:
            return set()
        return self._parties() - self._continuing

    def _party(self, seat: int | None) -> int | str:
        if seat is not None and not 0 <= seat < len(self.match.seats):
            raise IllegalAction("There is no such seat at this table.")
        if seat is None or self.match.seats[seat].kind is not SeatKind.REMOTE:
            return "screen"
        return seat

    def _parties(self) -> set[int | str]:
        parties: set[int | str] = set()
        for seat, s in enumerate(self.match.seats):
            if s.kind is SeatKind.REMOTE and seat in self.links:
                parties.add(seat)
            elif s.is_human:
                parties.add("screen")
        if None in self.links:
            parties.add("screen")
        return parties

    def _maybe_deal(self) -> bool:
        if (self.closed or self.match.phase != Phase.BETWEEN_ROUNDS or not self._continuing
                or not self._parties() <= self._continuing):
            return False
        self.next_round()
        return True

    def leave(self, seat: int | None = None) -> None:
        """"Leave": the match ends here."""
        self.match.leave(seat)

    # -- changes -------------------------------------------------------------------------------

    def _on_changed(self, match: Match, events: list[Event]) -> None:
        self.seq += 1
        acted = (match.round_no, len(match.record.actions))
        actor = None
        if acted[0] == self._acted[0] and acted[1] > self._acted[1] and match.record.actions:
            actor = match.record.actions[-1][0]
        self._acted = acted
        self._refresh_decisions(actor)
        self._drop_stale()
        if not self.started or self.closed:
            return
        self._sync_clocks()
        updates = {seat: self.update_for(seat, events) for seat in self._linked()}
        self._run(partial(self._deliver, updates))

    def _refresh_decisions(self, actor: int | None) -> None:
        """A seat faces a new decision when it has acted or its legal actions changed."""
        waiting = self.match.waiting()
        for seat in range(len(self.match.seats)):
            legal = tuple(self.match.legal(seat)) if seat in waiting else ()
            if seat == actor or legal != self._legal[seat]:
                self._decision[seat] = self.seq
            self._legal[seat] = legal

    def _linked(self) -> list[int | None]:
        return sorted(self.links, key=lambda seat: -1 if seat is None else seat)

    def _deliver(self, updates: dict[int | None, SeatUpdate]) -> None:
        """Every linked seat gets its update, even when another seat's link fails on its own: a failing
        table must not leave a bot unasked and the match frozen (logged; re-raised in strict test runs
        once everyone has been served)."""
        failed: Exception | None = None
        for seat, update in updates.items():
            link = self.links.get(seat)
            if link is None or self.closed:
                continue
            try:
                link.update(update)
            except Exception as exc:
                log.exception("cardsuite: the update of seat %s failed", seat)
                failed = failed or exc
        if failed is not None and strict_bots():
            raise failed

    def _run(self, fn: Callable[[], None]) -> None:
        """Do ``fn`` now, or after what the host is doing (no nesting)."""
        self._queue.append(fn)
        if self._draining:
            return
        self._draining = True
        failed: Exception | None = None
        try:
            while self._queue:         # what is queued behind a failure still runs: the match goes on
                try:
                    self._queue.popleft()()
                except Exception as exc:
                    failed = failed or exc
        finally:
            self._draining = False
        if failed is not None:
            raise failed

    def _current(self, seat: int, pending: _Decision) -> bool:
        return (not self.closed and not self.on_hold and pending.dseq == self._decision[seat]
                and seat in self.match.waiting())

    def _drop_stale(self) -> None:
        for pending_by_seat in (self._pausing, self._held):
            for seat, pending in list(pending_by_seat.items()):
                if not self._current(seat, pending):
                    if pending.handle is not None:
                        pending.handle.cancel()
                    del pending_by_seat[seat]

    # -- clocks --------------------------------------------------------------------------------

    def _running(self) -> set[int]:
        if not self.started or self.closed or self.on_hold or self.match.phase != Phase.PLAYING:
            return set()
        return {seat for seat in self.match.waiting() if self.present[seat]}

    def _sync_clocks(self) -> None:
        """Clocks run for the present seats to move; a time check waits for each to run out."""
        running = self._running()
        self.clocks.run(running)
        if self.scheduler is None or self.clocks.control is None:
            return
        now = self.clocks.now()
        for seat in range(len(self.match.seats)):
            check = self._time_checks.get(seat)
            due = None if seat not in running else now + self.clocks.remaining_ms(seat) / 1000
            if check is not None and (due is None or abs(check[1] - due) > 0.005):
                check[0].cancel()
                del self._time_checks[seat]
                check = None
            if due is not None and check is None:
                handle = self.scheduler.call_later(max(0.0, due - now) + 0.001,
                                                   lambda s=seat: self._run(partial(self._time_check, s)))
                self._time_checks[seat] = (handle, due)

    def _time_check(self, seat: int) -> None:
        self._time_checks.pop(seat, None)
        if self.closed:
            return
        action = self.clocks.time_up(seat)
        if action is None:      # not yet (a check fired early) or no longer to move
            self._sync_clocks()
            return
        try:
            self.submit(seat, action)
        except IllegalAction as exc:
            log.error("cardsuite: the clock of seat %s could not be stopped: %s", seat, exc.reason)

    # -- bots ----------------------------------------------------------------------------------

    def hurry(self) -> None:
        """The bots play on without their natural pauses (the person has finished and waits for the
        result); each skipped pause still counts on the bot's clock, as if it had been waited out."""
        if self.closed or self.hurrying:
            return
        self.hurrying = True
        now = self.clocks.now()
        paused, self._pausing = sorted(self._pausing.items()), {}
        for seat, pending in paused:
            if pending.handle is not None:
                pending.handle.cancel()
            self.clocks.advance(seat, int(max(0.0, pending.due - now) * 1000))
        for seat, pending in paused:
            self._run(partial(self._pause_over, seat, pending))

    def thinking(self) -> frozenset[int]:
        """The bot seats whose decision is being computed now."""
        return frozenset(self._asking)

    def retry_held(self) -> None:
        """The screen is ready again: a bot move that waited for it is played."""
        self._run(self._release_held)

    def _bot_update(self, seat: int, update: SeatUpdate) -> None:
        dseq = self._decision[seat]
        if self.closed or self.on_hold or not update.legal or update.seq < dseq:
            return
        for pending in (self._asking.get(seat), self._pausing.get(seat), self._held.get(seat)):
            if pending is not None and pending.dseq == dseq:
                return
        bot: BotSeat = self.match.seats[seat]
        view, legal, rng = update.view, list(update.legal), self.match.bot_rng(seat)
        pending = _Decision(dseq, self.clocks.now(), bot.think_time(self.match.bot_rng(seat), len(legal)))
        self._asking[seat] = pending
        self.runner.start(lambda: bot.decide(view, legal, rng),
                          lambda future: self._run(partial(self._answered, seat, pending, future)))

    def _answered(self, seat: int, pending: _Decision, future: Future) -> None:
        if self._asking.get(seat) is pending:
            del self._asking[seat]
        if self.closed or future.cancelled():
            return
        if not self._current(seat, pending):
            return
        exc = future.exception()
        if exc is not None and strict_bots():
            raise exc
        if exc is not None:    # in play a bot's bug never stops the match: logged, and a random move
            log.error("cardsuite: the bot of seat %s failed", seat, exc_info=exc)
            legal = self._legal[seat]
            pending.action = legal[self.match.bot_rng(seat).randrange(len(legal))]
        else:
            pending.action = future.result()
        delay = self._pause_for(seat, pending)
        self.last_pause[seat] = delay
        if delay <= 0:
            self._pause_over(seat, pending)
            return
        pending.due = self.clocks.now() + delay
        pending.handle = self.scheduler.call_later(delay, lambda: self._run(partial(self._pause_over, seat, pending)))
        self._pausing[seat] = pending

    def _pause_for(self, seat: int, pending: _Decision) -> float:
        """How long the bot still looks at this decision: its natural thinking time (scaled by the player's
        pace setting) less the time it has been to move already -- thinking, or a pause begun before the
        match was put aside -- and shorter as its time runs low.  Hurried, or with no scheduler to wait
        on, the pause is counted on its clock and skipped."""
        clocks = self.clocks
        waited = max(clocks.now() - pending.asked_at, clocks.since_last_action_ms(seat) / 1000)
        delay = max(0.0, pending.think_s * float(self.pace()) - waited)
        remaining = clocks.remaining_ms(seat)
        if remaining is not None and remaining < HURRY_MS:  # a person hurries when their time runs low
            delay *= remaining / HURRY_MS
        if self.hurrying or self.scheduler is None:
            clocks.advance(seat, int(delay * 1000))
            return 0.0
        return delay

    def _pause_over(self, seat: int, pending: _Decision) -> None:
        if self._pausing.get(seat) is pending:
            del self._pausing[seat]
        if not self._current(seat, pending):
            return
        if self._waits_for_screen() and not self.ready():
            self._held[seat] = pending
            return
        self._play(seat, pending)

    def _waits_for_screen(self) -> bool:
        """A bot waits for the screen to be still only when it alone is to move (turn by turn): when
        several seats play at once (the Spider duel) its move changes nothing on another seat's table,
        and holding it would run its clock while the person drags or watches an animation."""
        return len(self.match.waiting()) <= 1

    def _release_held(self) -> None:
        for seat in sorted(self._held):
            if self._waits_for_screen() and not self.ready():
                return
            pending = self._held.pop(seat)
            if self._current(seat, pending):
                self._play(seat, pending)

    def _play(self, seat: int, pending: _Decision) -> None:
        try:
            self.submit(seat, pending.action)
        except IllegalAction as exc:
            log.error("cardsuite: the bot of seat %s chose an illegal action: %s", seat, exc.reason)
            if strict_bots():
                raise IllegalBotAnswer(f"the bot of seat {seat} chose {pending.action!r}: {exc.reason}") from exc


def play_bots(match: Match, max_actions: int = 100_000, auto_continue: bool = True, pace_ms: int = 0) -> int:
    """Let bot seats move at once, in this thread, until a human must act or the match ends (headless play).

    With ``auto_continue`` a finished round is continued when every seat is a bot.  In a timed game
    each action costs its seat ``pace_ms`` on the host's clock (a player's pace, for a plausible clock
    in pictures) and nothing else, so a seeded headless match is the same on any machine; where several
    bots may act at once (the duel played side by side) the one with the fewest actions this round
    goes next, so all progress together.  Returns the number of actions taken.
    """
    clocks = SeatClocks(match, lambda: 0.0)
    taken = 0
    while taken < max_actions:
        if match.phase == Phase.BETWEEN_ROUNDS and auto_continue and all(isinstance(s, BotSeat) for s in match.seats):
            match.next_round()
            continue
        bots = match.waiting_bots()
        if not bots:
            break
        seat = bots[0]
        if len(bots) > 1:
            seat = min(bots, key=lambda s: sum(1 for acted, _ in match.record.actions if acted == s))
        bot: BotSeat = match.seats[seat]
        action = bot.decide(match.view(seat), match.legal(seat), match.bot_rng(seat))
        clocks.advance(seat, pace_ms)
        match.submit(seat, clocks.stamp(seat, action))
        taken += 1
    return taken
