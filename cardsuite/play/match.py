"""Runs a match: seats, rounds, match scoring, autosave and resume.

One runner serves bots, hot-seat and LAN: whoever holds a seat hands actions
to :meth:`Match.submit`, which validates them like anyone's.  The match is
Qt-free and single-threaded; :class:`cardsuite.play.MatchHost` drives it for
every kind of seat (bots on workers, clocks, time-outs, sequence numbers), and
:func:`cardsuite.play.play_bots` lets its bots play in this thread (headless play).

A save is the match's record -- options, seed, seats, and each round's action
log -- so resuming replays it to the identical position.
"""

from __future__ import annotations

import random
import secrets
import time
from typing import Any, Callable, Sequence

from cardsuite.engine import (Action, BadMessage, Event, Game, GameOptions, GameState, IllegalAction, MatchResult,
                              Record, RoundSummary, View, events_for, new_secret, new_seed, rng_for)
from cardsuite.games import GameEntry
from .seats import BotSeat, Seat, seat_from_json

SAVE_VERSION = 1
Listener = Callable[["Match", list[Event]], None]


class Phase:
    PLAYING = "playing"
    BETWEEN_ROUNDS = "between_rounds"
    OVER = "over"


def round_seed(match_seed: int, round_no: int, secret: int | None = None) -> int:
    """The seed of a round: the match seed itself for the first (so a deal number replays), derived after
    from the match's secret (None: from the seed, as saves from before the secret did), so revealing
    the first deal (a LAN round's end) tells nothing of the next."""
    if round_no == 0:
        return match_seed
    return rng_for(match_seed if secret is None else secret, "round", round_no).getrandbits(53)


FRESH_DRAWS = 64   # fresh numbers tried for one whose deal carries the last match on (Schnapsen: every other one)


def new_deal(entry: GameEntry, options: GameOptions, seats: Sequence[Seat], seed: int | None = None,
             carried: Any = None, draw: Callable[[], int] = new_seed,
             autosave: Callable[[dict], None] | None = None) -> "Match":
    """A new match whose deal number alone says what it deals (:meth:`Game.deal_follows`), for the number a
    player types or plays again from the statistics.  A given ``seed`` deals as it says, whatever the last
    match of the game (its final score: ``carried``) left; with none, a number is drawn (``draw``) among
    those that carry on from ``carried`` as the rules say (Schnapsen: the deal passes on), and the later
    rounds get a secret of their own.  A game where nothing carried over changes a deal follows ``carried``.
    The save keeps what the match follows, so a resumed match deals as it did."""
    game = entry.game()
    secret = None
    if seed is None:
        wanted = game.follow_on(options, carried)
        for _ in range(FRESH_DRAWS):
            seed = draw()
            own = game.deal_follows(options, seed)
            if own is None or game.follow_on(options, own) == wanted:
                break
        secret = new_secret()
    own = game.deal_follows(options, seed)
    return Match(entry, options, seats, seed, autosave=autosave, follows=carried if own is None else own,
                 secret=secret)


class Match:
    """A match of one game between the given seats."""

    def __init__(self, entry: GameEntry, options: GameOptions, seats: Sequence[Seat],
                 seed: int | None = None, autosave: Callable[[dict], None] | None = None,
                 follows: Any = None, secret: int | None = None):
        """``follows``: the final match score of the match this one follows at the same game, for what
        carries over (:meth:`Game.follow_on`); None for a first match.  ``secret``: where the rounds after
        the first are dealt from (None: a fresh one for a fresh seed; a given seed is its own secret, so a typed
        deal number replays the whole match, as saves from before secrets do).  A LAN host draws a fresh
        secret before the first round ends (:meth:`new_secret`), since it reveals the first deal."""
        self.entry = entry
        self.game: Game = entry.game()
        self.options = options
        if len(seats) != self.game.seat_count(options):
            raise ValueError(f"{self.game.title} with these options needs {self.game.seat_count(options)} seats")
        self.seats = list(seats)
        self.seed = new_seed() if seed is None else seed
        self.secret = (new_secret() if seed is None else seed) if secret is None else secret
        self.match_id = secrets.token_hex(6)   # names the match to the screen, which must not see the seed
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
        self.hints_used = False     # a player here asked for a hint: the statistics mark the match, unrated
        self.round_no = 0
        self.phase = Phase.PLAYING
        self._start_round()

    # -- rounds --------------------------------------------------------------

    def _start_round(self) -> None:
        context = self.game.round_context(self.options, self.match_score, self.round_no)
        seed = round_seed(self.seed, self.round_no, self.secret)
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

    def new_secret(self) -> bool:
        """Draw a fresh secret for the rounds to come, while only the first is dealt; False once too late."""
        if self.round_no != 0 or self.finished_rounds:
            return False
        self.secret = new_secret()
        return True

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
        """A bot's RNG for this decision: reproducible from the match's secret and the position, so the first
        deal's number (revealed to LAN players) does not give the bots' choices away; a match whose secret
        is its seed (a typed deal number, a save from before secrets) derives the same RNG as before."""
        return rng_for(self.secret, "bot", seat, self.round_no, len(self.record.actions))

    def waiting_bots(self) -> list[int]:
        return sorted(s for s in self.waiting() if isinstance(self.seats[s], BotSeat))

    # -- saves ---------------------------------------------------------------

    def to_json(self) -> dict:
        return {
            "save_version": SAVE_VERSION,
            "game": self.game.name,
            "rules_version": self.game.rules_version,
            "options": self.options.to_json(),
            "seed": self.seed,
            "secret": self.secret,
            "match_id": self.match_id,
            "seats": [s.to_json() for s in self.seats],
            "teams": [list(team) for team in self.game.teams(self.options)],   # who partners whom, for the start screen
            "follows": self.follows,
            "rounds": [r.to_json() for r in self.finished_rounds],
            "current": self.record.to_json() if self.phase == Phase.PLAYING else None,
            "phase": self.phase,
            "left_by": self.left_by,
            "clock_notes": {str(seat): ms for seat, ms in sorted(self.clock_notes.items())},
            "hints_used": self.hints_used,
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
        if data.get("rules_version", game.rules_version) != game.rules_version:
            raise BadMessage(f"this save was played by rules version {data.get('rules_version')} of {game.title}; "
                             f"this program plays version {game.rules_version}")
        try:
            options = game.Options.from_json(data["options"])
            seats = [seat_from_json(s, entry.bot_levels()) for s in data["seats"]]
            seed = int(data["seed"])
            secret = data.get("secret", seed)      # a save from before secrets deals every round from its seed
            if not isinstance(secret, int) or isinstance(secret, bool):
                raise ValueError("the match secret is not a number")
            match = cls(entry, options, seats, seed, follows=data.get("follows"), secret=secret)
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
            match.hints_used = data.get("hints_used") is True     # saves before hints have none
            if isinstance(data.get("match_id"), str) and data["match_id"]:   # saves before it get a new one
                match.match_id = data["match_id"]
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
        if record.seed != self.record.seed or not self.game.replays_context(record.context, self.record.context):
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
