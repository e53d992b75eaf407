"""Every seat's playing time in a timed game, as the host measures it (:meth:`Game.time_control`).

A seat's clock runs while the seat is to move and present (a hot-seat player who holds the
screen; bots and remote peers always are), and goes on from the time the match last recorded
for it -- its last action or a note taken when the table was put aside -- so a resumed match
keeps it.  What a seat writes on its own actions is never read: the host stamps them from here.
In an untimed game every reading is 0 and actions are left as they are.
"""

from __future__ import annotations

from typing import Callable, Iterable

from cardsuite.engine import Action, TimeControl
from .match import Match


class SeatClocks:
    """The host's clocks of one match; ``now`` is the host's clock in seconds (monotonic)."""

    def __init__(self, match: Match, now: Callable[[], float]) -> None:
        self.match = match
        self.control: TimeControl | None = match.game.time_control(match.options)
        self.now = now
        self._round = match.round_no
        self._base: dict[int, int] = {}             # seat -> ms counted up to ``_since`` (or in all, if stopped)
        self._since: dict[int, float] = {}          # seat -> when its running clock last started

    @property
    def limit_ms(self) -> int | None:
        return None if self.control is None else self.control.limit_ms

    def _new_round(self) -> None:
        """A new round: every clock starts from what the match recorded for it."""
        if self._round != self.match.round_no:
            self._round = self.match.round_no
            self._base.clear()
            self._since.clear()

    def run(self, seats: Iterable[int]) -> None:
        """Exactly ``seats`` have running clocks from now on; the others stand where they are."""
        if self.control is None:
            return
        self._new_round()
        now = self.now()
        running = set(seats)
        for seat in range(len(self.match.seats)):
            self._base[seat] = self.elapsed_ms(seat)
            if seat in running:
                self._since[seat] = now
            else:
                self._since.pop(seat, None)

    def advance(self, seat: int, ms: int) -> None:
        """Count ``ms`` more on a seat's clock: a pause the host skipped (the player asked the bots to
        finish now) is played time all the same, so the result is the one waiting would give."""
        if self.control is not None and ms > 0:
            self._new_round()
            since = self._since.get(seat)
            self._base[seat] = self.elapsed_ms(seat) + int(ms)
            if since is not None:
                self._since[seat] = self.now()

    def elapsed_ms(self, seat: int) -> int:
        """The seat's playing time this round; never below what the match recorded (the engine
        refuses a clock that goes back)."""
        if self.control is None:
            return 0
        used = self.match.used_ms(seat)
        self._new_round()
        reading = self._base.get(seat, 0)
        since = self._since.get(seat)
        if since is not None:
            reading += int((self.now() - since) * 1000)
        return max(used, reading)

    def since_last_action_ms(self, seat: int) -> int:
        """Playing time since the seat's last recorded action (a resumed match's note included)."""
        if self.control is None:
            return 0
        return max(0, self.elapsed_ms(seat) - self.control.used_ms(self.match.state, seat))

    def remaining_ms(self, seat: int) -> int | None:
        """Milliseconds until the seat's time is up (None: untimed)."""
        return None if self.control is None else max(0, self.control.limit_ms - self.elapsed_ms(seat))

    def readings(self) -> tuple[int, ...] | None:
        """Every seat's playing time now (None: untimed), as the host sends it with an update."""
        if self.control is None:
            return None
        return tuple(self.elapsed_ms(seat) for seat in range(len(self.match.seats)))

    def is_time_up_action(self, action: Action) -> bool:
        return self.control is not None and type(action) is type(self.control.time_up(self.control.limit_ms))

    def stamp(self, seat: int, action: Action) -> Action:
        """``action`` with the seat's playing time as the host reads it (past the limit, time-up)."""
        return action if self.control is None else self.control.stamp(action, self.elapsed_ms(seat))

    def time_up(self, seat: int) -> Action | None:
        """The time-up action when a seat still to move has used all its time, else None."""
        if self.control is None or seat not in self.match.waiting():
            return None
        ms = self.elapsed_ms(seat)
        return self.control.time_up(ms) if ms >= self.control.limit_ms else None
