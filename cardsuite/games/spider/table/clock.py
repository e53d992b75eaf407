"""The seat's own playing time at a Spider duel table (see "The clock" in :mod:`.table`)."""

from __future__ import annotations

import time

from PySide6.QtCore import QObject, QTimer, Signal


class DuelClock(QObject):
    """The seat's own playing time: the one source of the ``elapsed_ms`` every action carries.

    ``sync`` sets it from what the engine recorded last (never going back) and starts or stops
    it; while running it adds monotonic time.  ``tick`` fires four times a second for the
    display; ``expired`` once, when the reading reaches the limit.
    """

    tick = Signal()
    expired = Signal()

    def __init__(self, parent: QObject | None = None, now=time.monotonic):
        super().__init__(parent)
        self._now = now
        self.limit_ms = 600_000
        self._base_ms = 0
        self._since: float | None = None
        self._fired = False
        self._timer = QTimer(self)
        self._timer.setInterval(250)
        self._timer.timeout.connect(self._on_timer)

    def now(self) -> float:
        """The monotonic reading this clock runs on, in seconds (other live times on the table use it too)."""
        return self._now()

    @property
    def running(self) -> bool:
        return self._since is not None

    def elapsed_ms(self) -> int:
        ms = self._base_ms
        if self._since is not None:
            ms += int((self._now() - self._since) * 1000)
        return ms

    def remaining_ms(self) -> int:
        return max(0, self.limit_ms - self.elapsed_ms())

    def sync(self, reported_ms: int, limit_ms: int, running: bool) -> None:
        """The engine's record of this seat's time, and whether the seat is playing now."""
        self.limit_ms = limit_ms
        self._base_ms = max(self.elapsed_ms(), int(reported_ms or 0))
        self._since = self._now() if running else None
        if running:
            if not self._timer.isActive():
                self._timer.start()
        else:
            self._timer.stop()

    def stop(self, final_ms: int | None = None) -> None:
        self._base_ms = self.elapsed_ms() if final_ms is None else int(final_ms)
        self._since = None
        self._timer.stop()

    def reset(self) -> None:
        """Another seat's eyes (hot seat): start again from nothing."""
        self._base_ms = 0
        self._since = None
        self._fired = False
        self._timer.stop()

    def set_elapsed(self, ms: int) -> None:
        """Jump to a reading (tests; a host correcting the clock)."""
        self._base_ms = int(ms)
        if self._since is not None:
            self._since = self._now()
        self._fired = False

    def _on_timer(self) -> None:
        self.tick.emit()
        if self.running and not self._fired and self.elapsed_ms() >= self.limit_ms:
            self._fired = True
            self.expired.emit()
