"""Runs a match: seats, rounds, match scoring, bots, autosave and resume.

One runner serves bots, hot-seat and LAN: whoever holds a seat hands actions
to :meth:`Match.submit`, which validates them like anyone's.  The match is
Qt-free and single-threaded; a bot's decision can be computed on a worker
thread with :meth:`Match.bot_task` and handed back to the owning thread.

A save is the match's record -- options, seed, seats, and each round's action
log -- so resuming replays it to the identical position.
"""

from __future__ import annotations

import random
import time
from concurrent.futures import Future, ThreadPoolExecutor
from dataclasses import dataclass
from typing import Any, Callable, Sequence

from .engine import (Action, BadMessage, Event, Game, GameOptions, GameState, IllegalAction, MatchResult,
                     Record, RoundSummary, TimeControl, View, events_for, new_seed, rng_for)
from .games import GameEntry
from .seats import BotSeat, Seat, seat_from_json

SAVE_VERSION = 1
Listener = Callable[["Match", list[Event]], None]


class Phase:
    PLAYING = "playing"
    BETWEEN_ROUNDS = "between_rounds"
    OVER = "over"


def round_seed(match_seed: int, round_no: int) -> int:
    """The seed of a round: the match seed itself for the first (so a deal number replays), derived after."""
    if round_no == 0:
        return match_seed
    return rng_for(match_seed, "round", round_no).getrandbits(53)


@dataclass
class BotDecision:
    """A bot's answer, with what it cost: the match checks it like anyone's."""

    seat: int
    action: Action
    seconds: float
    think_time: float


class Match:
    """A match of one game between the given seats."""

    def __init__(self, entry: GameEntry, options: GameOptions, seats: Sequence[Seat],
                 seed: int | None = None, autosave: Callable[[dict], None] | None = None,
                 follows: Any = None):
        """``follows``: the final match score of the match this one follows at the same game, for what
        carries over (:meth:`Game.follow_on`); None for a first match."""
        self.entry = entry
        self.game: Game = entry.game()
        self.options = options
        if len(seats) != self.game.seat_count(options):
            raise ValueError(f"{self.game.title} with these options needs {self.game.seat_count(options)} seats")
        self.seats = list(seats)
        self.seed = new_seed() if seed is None else seed
        self.autosave = autosave
        self.listeners: list[Listener] = []
        self.follows = follows
        self.match_score: Any = (self.game.new_match_score(options) if follows is None
                                 else self.game.follow_on(options, follows))
        self.finished_rounds: list[Record] = []
        self.summaries: list[RoundSummary] = []
        self.result: MatchResult | None = None
        self.left_by: int | None = None
        self.clock_notes: dict[int, int] = {}   # seat -> playing time beyond its last action, this round
        self.round_no = 0
        self.phase = Phase.PLAYING
        self._start_round()

    # -- rounds --------------------------------------------------------------

    def _start_round(self) -> None:
        context = self.game.round_context(self.options, self.match_score, self.round_no)
        seed = round_seed(self.seed, self.round_no)
        self.state: GameState = self.game.new_state(self.options, seed, context)
        self.record = Record(self.game.name, self.game.rules_version, self.options.to_json(), seed, context)
        self.clock_notes = {}
        self.phase = Phase.PLAYING

    def _finish_round(self) -> list[Event]:
        self.match_score, summary = self.game.score_round(self.options, self.match_score, self.state)
        self.summaries.append(summary)
        self.finished_rounds.append(self.record)
        self.result = self.game.match_result(self.options, self.match_score)
        self.phase = Phase.OVER if self.result else Phase.BETWEEN_ROUNDS
        events = [Event("round_summary", {"round": self.round_no})]
        if self.result:
            events.append(Event("match_over", {"winner": self.result.winner}))
        return events

    def next_round(self) -> list[Event]:
        """"Continue" after a round summary: deal the next round."""
        if self.phase != Phase.BETWEEN_ROUNDS:
            raise IllegalAction("There is no finished round to continue from.")
        self.round_no += 1
        self._start_round()
        events = [Event("new_round", {"round": self.round_no})]
        self._changed(events)
        return events

    def leave(self, seat: int | None = None) -> None:
        """"Leave": the match ends here; nothing is left to resume."""
        self.left_by = seat
        if self.result is None:
            self.result = MatchResult(None, "The match was left before it was decided.",
                                      tuple(self.totals()))
        self.phase = Phase.OVER
        self._changed([Event("match_over", {"winner": self.result.winner, "left": True})])

    def totals(self) -> list[int]:
        totals = self.match_score.get("totals") if isinstance(self.match_score, dict) else None
        return list(totals) if totals is not None else [0] * len(self.seats)

    @property
    def is_over(self) -> bool:
        return self.phase == Phase.OVER

    @property
    def last_summary(self) -> RoundSummary | None:
        return self.summaries[-1] if self.summaries else None

    # -- play ----------------------------------------------------------------

    def waiting(self) -> frozenset[int]:
        """The seats whose decision it is (empty between rounds and after the match)."""
        return self.state.seats_to_move() if self.phase == Phase.PLAYING else frozenset()

    def view(self, seat: int | None) -> View:
        return self.state.view(seat)

    def legal(self, seat: int) -> list[Action]:
        return self.state.legal_actions(seat) if self.phase == Phase.PLAYING else []

    def submit(self, seat: int, action: Action) -> list[Event]:
        """Apply a seat's action; IllegalAction (state untouched) if the rules refuse it."""
        if self.phase != Phase.PLAYING:
            raise IllegalAction("The round is over." if self.phase == Phase.BETWEEN_ROUNDS else "The match is over.")
        if not 0 <= seat < len(self.seats):
            raise IllegalAction("There is no such seat at this table.")
        events = self.state.apply(seat, action)
        self.record.actions.append((seat, action.to_json()))
        if self.state.is_over:
            events = events + self._finish_round()
        self._changed(events)
        return events

    def events_for(self, events: list[Event], seat: int | None) -> list[Event]:
        return events_for(events, seat)

    def add_listener(self, listener: Listener) -> None:
        self.listeners.append(listener)

    def _changed(self, events: list[Event]) -> None:
        if self.autosave is not None:
            self.autosave(self.to_json())
        for listener in list(self.listeners):
            listener(self, events)

    # -- clocks (timed games) -------------------------------------------------

    def used_ms(self, seat: int) -> int:
        """A seat's playing time this round: what the state recorded, or the host's later note."""
        control = self.game.time_control(self.options)
        if control is None:
            return 0
        return max(control.used_ms(self.state, seat), self.clock_notes.get(seat, 0))

    def note_clock(self, seat: int, ms: int) -> None:
        """A host's reading of a running clock as it puts the table aside: the time since the seat's
        last action is playing time too, so it is saved and a resumed table goes on from it."""
        control = self.game.time_control(self.options)
        if control is None or self.phase != Phase.PLAYING or seat not in self.waiting():
            return
        ms = min(int(ms), control.limit_ms)
        if ms > self.used_ms(seat):
            self.clock_notes[seat] = ms
            if self.autosave is not None:
                self.autosave(self.to_json())

    # -- bots ----------------------------------------------------------------

    def bot_rng(self, seat: int) -> random.Random:
        """A bot's RNG for this decision: reproducible from the match seed and the position."""
        return rng_for(self.seed, "bot", seat, self.round_no, len(self.record.actions))

    def waiting_bots(self) -> list[int]:
        return sorted(s for s in self.waiting() if isinstance(self.seats[s], BotSeat))

    def bot_task(self, seat: int) -> Callable[[], BotDecision]:
        """A self-contained call that computes ``seat``'s decision from its view alone.

        It captures the view, legal actions and RNG now, so it can run on a worker
        thread while the owning thread keeps the match.
        """
        bot_seat = self.seats[seat]
        if not isinstance(bot_seat, BotSeat):
            raise ValueError(f"seat {seat} is not a bot")
        view, legal, rng = self.view(seat), self.legal(seat), self.bot_rng(seat)
        think = bot_seat.think_time(self.bot_rng(seat), len(legal))

        def decide() -> BotDecision:
            start = time.perf_counter()
            action = bot_seat.decide(view, legal, rng)
            if action not in legal:
                action = legal[rng.randrange(len(legal))]
            return BotDecision(seat, action, time.perf_counter() - start, think)

        return decide

    def play_bots(self, max_actions: int = 100_000, auto_continue: bool = True, pace_ms: int = 0) -> int:
        """Let bot seats move, in this thread, until a human must act or the match ends.

        With ``auto_continue`` a finished round is continued when every seat is a bot.  In a timed
        game each action costs its thinking time plus ``pace_ms`` (a player's pace, for a
        plausible clock in pictures), and where several bots may act at once (a duel played
        side by side) the one with the fewest actions this round goes next, so all progress together
        (deterministic: a seeded picture is the same every time).
        Returns the number of actions taken.
        """
        taken = 0
        control = self.game.time_control(self.options)
        while taken < max_actions:
            if self.phase == Phase.BETWEEN_ROUNDS and auto_continue and all(isinstance(s, BotSeat) for s in self.seats):
                self.next_round()
                continue
            bots = self.waiting_bots()
            if not bots:
                break
            seat = bots[0]
            if len(bots) > 1:
                seat = min(bots, key=lambda s: sum(1 for acted, _ in self.record.actions if acted == s))
            decision = self.bot_task(seat)()
            action = decision.action
            if control is not None:  # in a timed game a bot's clock runs while it thinks
                used = self.used_ms(seat) + round(decision.seconds * 1000) + pace_ms
                action = control.stamp(action, used)
            self.submit(seat, action)
            taken += 1
        return taken

    # -- saves ---------------------------------------------------------------

    def to_json(self) -> dict:
        return {
            "save_version": SAVE_VERSION,
            "game": self.game.name,
            "rules_version": self.game.rules_version,
            "options": self.options.to_json(),
            "seed": self.seed,
            "seats": [s.to_json() for s in self.seats],
            "follows": self.follows,
            "rounds": [r.to_json() for r in self.finished_rounds],
            "current": self.record.to_json() if self.phase == Phase.PLAYING else None,
            "phase": self.phase,
            "left_by": self.left_by,
            "clock_notes": {str(seat): ms for seat, ms in sorted(self.clock_notes.items())},
            "saved_at": time.time(),
        }

    @classmethod
    def from_json(cls, entry: GameEntry, data: Any,
                  autosave: Callable[[dict], None] | None = None) -> "Match":
        """Rebuild a match from its save by replaying every round; BadMessage if it does not fit."""
        if not isinstance(data, dict) or data.get("game") != entry.name:
            raise BadMessage(f"this is not a saved {entry.title} match")
        if data.get("save_version") != SAVE_VERSION:
            raise BadMessage("this save has a format this version cannot read")
        game = entry.game()
        try:
            options = game.Options.from_json(data["options"])
            seats = [seat_from_json(s, entry.bot_levels()) for s in data["seats"]]
            match = cls(entry, options, seats, int(data["seed"]), follows=data.get("follows"))
            for i, round_data in enumerate(data["rounds"]):
                if i > 0:
                    match._next_round_for_replay()
                match._replay_round(Record.from_json(round_data))
                if match.phase == Phase.PLAYING:
                    raise BadMessage("a finished round of this save did not finish")
            if data.get("current") is not None:
                if data["rounds"]:
                    match._next_round_for_replay()
                match._replay_round(Record.from_json(data["current"]))
            if data.get("phase") == Phase.OVER and not match.is_over:
                match.left_by = data.get("left_by")
                match.result = MatchResult(None, "The match was left before it was decided.", tuple(match.totals()))
                match.phase = Phase.OVER
            match.clock_notes = _clock_notes(data.get("clock_notes", {}), len(seats))
        except (KeyError, TypeError, ValueError, IllegalAction) as exc:
            raise BadMessage(f"the save could not be replayed: {exc}") from None
        match.autosave = autosave
        return match

    def _next_round_for_replay(self) -> None:
        if self.phase != Phase.BETWEEN_ROUNDS:
            raise BadMessage("this save goes on after its match was decided")
        self.round_no += 1
        self._start_round()

    def _replay_round(self, record: Record) -> None:
        if record.seed != self.record.seed or record.context != self.record.context:
            raise BadMessage("a round of this save was dealt differently from what its seed gives")
        for seat, action_data in record.actions:
            self.submit(seat, self.game.actions.from_json(action_data))


def _clock_notes(data: Any, seats: int) -> dict[int, int]:
    """A save's clock notes, checked: seat numbers to milliseconds."""
    if not isinstance(data, dict):
        raise ValueError("clock_notes must map seats to milliseconds")
    notes = {}
    for seat, ms in data.items():
        if not (isinstance(seat, str) and seat.isdigit() and int(seat) < seats and isinstance(ms, int)
                and not isinstance(ms, bool) and 0 <= ms <= 24 * 3600 * 1000):
            raise ValueError(f"a clock note is not a seat's playing time: {seat!r}: {ms!r}")
        notes[int(seat)] = ms
    return notes


class BotClocks:
    """The playing time of a host's bot seats in a timed game (:meth:`Game.time_control`).

    A bot is timed like a person at the same table: its clock runs while it is to move in
    the round being played -- thinking and the host's natural pacing alike -- and goes on
    from the time the state last recorded, so a resumed match keeps it.  In an untimed
    game every method leaves actions as they are.  ``now`` is the host's clock in seconds.
    """

    def __init__(self, match: Match, now: Callable[[], float] = time.monotonic) -> None:
        self.match = match
        self.control: TimeControl | None = match.game.time_control(match.options)
        self.now = now
        self._started: dict[int, tuple[int, int, float]] = {}   # seat -> (round, base ms, started at)

    def start(self, seat: int) -> None:
        """The seat is to move: its clock runs from now on (once per round)."""
        if self.control is None or seat not in self.match.waiting():
            return
        started = self._started.get(seat)
        if started is None or started[0] != self.match.round_no:
            self._started[seat] = (self.match.round_no, self.match.used_ms(seat), self.now())

    def advance(self, seat: int, ms: int) -> None:
        """Count ``ms`` more on a running clock: a pause the host skipped (the player asked the bots
        to finish now) is played time all the same, so the result is the one waiting would give."""
        started = self._started.get(seat)
        if self.control is not None and ms > 0 and started is not None and started[0] == self.match.round_no:
            self._started[seat] = (started[0], started[1] + int(ms), started[2])

    def elapsed_ms(self, seat: int) -> int:
        if self.control is None:
            return 0
        used = self.match.used_ms(seat)
        started = self._started.get(seat)
        if started is None or started[0] != self.match.round_no:
            return used
        # never below what the state recorded: the engine refuses a clock that goes back
        return max(used, started[1] + int((self.now() - started[2]) * 1000))

    def since_last_action_ms(self, seat: int) -> int:
        """Playing time since the seat's last recorded action (a resumed match's note included)."""
        if self.control is None:
            return 0
        return max(0, self.elapsed_ms(seat) - self.control.used_ms(self.match.state, seat))

    def remaining_ms(self, seat: int) -> int | None:
        """Milliseconds until the seat's time is up (None: untimed)."""
        return None if self.control is None else max(0, self.control.limit_ms - self.elapsed_ms(seat))

    def stamp(self, seat: int, action: Action) -> Action:
        """The bot's action as it leaves the host, with its playing time (or time-up, if past the limit)."""
        return action if self.control is None else self.control.stamp(action, self.elapsed_ms(seat))

    def time_up(self, seat: int) -> Action | None:
        """The time-up action when a seat still to move has used all its time, else None."""
        if self.control is None or seat not in self.match.waiting():
            return None
        ms = self.elapsed_ms(seat)
        return self.control.time_up(ms) if ms >= self.control.limit_ms else None


class BotWorker:
    """Runs bot decisions on one background thread, off the GUI thread.

    ``start(task, done)`` runs ``task`` there and calls ``done(decision)`` from
    that thread; the GUI hands the result to its own thread (a queued signal).
    """

    def __init__(self) -> None:
        self._pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix="cardsuite-bot")

    def start(self, task: Callable[[], BotDecision], done: Callable[[Future], None]) -> Future:
        future = self._pool.submit(task)
        future.add_done_callback(done)
        return future

    def shutdown(self) -> None:
        self._pool.shutdown(wait=False, cancel_futures=True)
