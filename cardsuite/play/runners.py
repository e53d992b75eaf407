"""Where the host's bots think, and how the host waits: the pieces a host is given.

A *runner* computes a bot's decision: ``start(task, done)`` runs ``task`` somewhere and calls
``done(future)`` on the host's own thread once it has ended.  :class:`SyncRunner` runs it at
once (tests, headless hosts); :class:`ThreadRunner` on a worker thread, handing the result
back through a ``deliver`` function that brings it to the host's thread (the Qt adapter
passes a queued signal).  A *scheduler* has ``call_later(delay_s, fn) -> handle`` with
``handle.cancel()``: a QTimer in the app, a fake in tests.  A *clock* is ``now() -> seconds``.
"""

from __future__ import annotations

import queue
import threading
from concurrent.futures import Future
from typing import Any, Callable, Protocol

Task = Callable[[], Any]
Done = Callable[[Future], None]


class Handle(Protocol):
    def cancel(self) -> None:
        """The call will not happen (nothing if it has already)."""


class Scheduler(Protocol):
    def call_later(self, delay_s: float, fn: Callable[[], None]) -> Handle:
        """Call ``fn`` on the host's thread after ``delay_s`` seconds."""


class Runner(Protocol):
    def start(self, task: Task, done: Done) -> None:
        """Run ``task``; call ``done(future)`` on the host's thread when it has ended."""

    def shutdown(self) -> None:
        """No more tasks; a task still running is not waited for and its result is dropped."""


def _ran(task: Task) -> Future:
    """``task``'s outcome as a finished future."""
    future: Future = Future()
    try:
        future.set_result(task())
    except Exception as exc:   # the host decides what a failed bot means
        future.set_exception(exc)
    return future


class SyncRunner:
    """Runs each task at once in the calling thread."""

    def start(self, task: Task, done: Done) -> None:
        done(_ran(task))

    def shutdown(self) -> None:
        pass


class ThreadRunner:
    """Runs tasks one after another on a background thread, off the host's (GUI) thread.

    ``deliver(done, future)`` is called on the worker thread once the task has ended and must
    call ``done(future)`` on the host's thread (in Qt: emit a queued signal).  The worker is a daemon
    thread: a decision still thinking when the app quits never keeps the process alive (a hard
    Spider endgame may think for seconds), and after :meth:`shutdown` its answer is dropped.
    """

    def __init__(self, deliver: Callable[[Done, Future], None]) -> None:
        self._deliver = deliver
        self._tasks: queue.SimpleQueue = queue.SimpleQueue()
        self._closed = False
        self._thread = threading.Thread(target=self._work, name="cardsuite-bot", daemon=True)
        self._thread.start()

    def _work(self) -> None:
        while True:
            item = self._tasks.get()
            if item is None:
                return
            task, done = item
            if self._closed:
                continue
            future = _ran(task)
            if not self._closed:
                self._deliver(done, future)

    def start(self, task: Task, done: Done) -> None:
        if not self._closed:
            self._tasks.put((task, done))

    def shutdown(self) -> None:
        self._closed = True
        self._tasks.put(None)
