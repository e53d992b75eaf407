"""A fake clock and scheduler for host tests: time moves only when the test moves it."""

from __future__ import annotations

from typing import Callable


class _Call:
    def __init__(self, due: float, order: int, fn: Callable[[], None]) -> None:
        self.due, self.order, self.fn = due, order, fn
        self.cancelled = False

    def cancel(self) -> None:
        self.cancelled = True


class FakeTime:
    """``now()`` (call the object) and ``call_later``; ``advance(s)`` runs what falls due, in order."""

    def __init__(self, t: float = 1000.0) -> None:
        self.t = t
        self._calls: list[_Call] = []
        self._order = 0

    def __call__(self) -> float:
        return self.t

    def call_later(self, delay_s: float, fn: Callable[[], None]) -> _Call:
        self._order += 1
        call = _Call(self.t + max(0.0, delay_s), self._order, fn)
        self._calls.append(call)
        return call

    def pending(self) -> list[float]:
        """The delays (from now) of the calls still to come."""
        return sorted(c.due - self.t for c in self._calls if not c.cancelled)

    def advance(self, seconds: float) -> None:
        target = self.t + seconds
        while True:
            due = [c for c in self._calls if not c.cancelled and c.due <= target]
            if not due:
                break
            call = min(due, key=lambda c: (c.due, c.order))
            self._calls.remove(call)
            self.t = max(self.t, call.due)
            call.fn()
        self._calls = [c for c in self._calls if not c.cancelled]
        self.t = target

    def run_until(self, condition: Callable[[], bool], step: float = 0.25, limit: float = 3600.0) -> None:
        """Advance in steps until ``condition()`` holds (AssertionError after ``limit`` seconds)."""
        waited = 0.0
        while not condition():
            assert waited < limit, "the condition never came true"
            self.advance(step)
            waited += step
