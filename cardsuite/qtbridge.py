"""Qt's pieces for a :class:`~cardsuite.play.MatchHost`: waits on QTimers, and bot answers carried from
the worker thread back to the Qt thread.  Shared by the window's controller and the headless host."""

from __future__ import annotations

import threading
from concurrent.futures import Future
from typing import Callable

from PySide6.QtCore import QObject, Qt, QTimer, Signal

MAX_TIMER_MS = 2**31 - 1


class TimerCall:
    """One ``call_later`` on a single-shot QTimer; ``cancel`` stops it."""

    def __init__(self, owner: "QtScheduler", delay_s: float, fn: Callable[[], None]) -> None:
        self._owner, self._fn = owner, fn
        self._timer: QTimer | None = QTimer(owner.parent)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._fire)
        self._timer.start(min(MAX_TIMER_MS, max(0, round(delay_s * 1000))))

    def _fire(self) -> None:
        if self._release():
            self._fn()

    def cancel(self) -> None:
        self._release()

    def _release(self) -> bool:
        timer, self._timer = self._timer, None
        if timer is None:
            return False
        timer.stop()
        timer.deleteLater()
        self._owner.calls.discard(self)
        return True


class QtScheduler:
    """The host's ``Scheduler`` on QTimers owned by ``parent``; :meth:`cancel_all` when the host stops."""

    def __init__(self, parent: QObject) -> None:
        self.parent = parent
        self.calls: set[TimerCall] = set()

    def call_later(self, delay_s: float, fn: Callable[[], None]) -> TimerCall:
        call = TimerCall(self, delay_s, fn)
        self.calls.add(call)
        return call

    def cancel_all(self) -> None:
        for call in list(self.calls):
            call.cancel()


class _Gate:
    """Open until closed; ``emit_if_open`` runs under the same lock, so the two never overlap."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self.closed = False

    def close(self, *_) -> None:
        with self._lock:
            self.closed = True

    def emit_if_open(self, signal, *args) -> None:
        with self._lock:
            if not self.closed:
                signal.emit(*args)


class QtDelivery(QObject):
    """Carries a bot's answer from the worker thread (``ThreadRunner``'s ``deliver``) to this object's
    thread, where ``done(future)`` runs unless :meth:`close` was called.

    The worker emits on this object, which the GUI thread may delete at any moment (its owner closed), and
    an emit on a deleted object fails ("Signal source has been deleted") or reads freed memory.  So an emit
    and the end never overlap: the worker emits through a gate that :meth:`close` shuts under the same lock,
    and the owner's ``destroyed`` -- sent before its children are deleted -- shuts it too."""

    _done = Signal(object, object)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._gate = _Gate()
        self._done.connect(self._arrived, Qt.ConnectionType.QueuedConnection)
        if parent is not None:
            parent.destroyed.connect(self._gate.close)

    @property
    def closed(self) -> bool:
        return self._gate.closed

    def deliver(self, done: Callable[[Future], None], future: Future) -> None:
        self._gate.emit_if_open(self._done, done, future)

    def close(self) -> None:
        self._gate.close()

    def _arrived(self, done: Callable[[Future], None], future: Future) -> None:
        if not self._gate.closed:
            done(future)
