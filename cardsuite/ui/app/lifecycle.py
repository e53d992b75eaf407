"""Stopping the app at any moment: SIGTERM and Ctrl+C close the window as its X does, then the app ends
in a fixed order.

A Python signal handler runs between two bytecodes of whatever the main thread does (a render half
done, a dialog being built), so it only notes the request.  The C-level handler also writes to a wake-up
socket (``signal.set_wakeup_fd``) whose notifier wakes the event loop, and there -- between two events,
never inside one -- the window closes: the match is put aside with its save, the geometry kept, and the
event loop ends.  A request that comes before the loop runs is handled as soon as it does.  The exit
status is 0, as after closing the window.

:func:`shut_down` then closes what is still open and deletes the window while the application still
exists, so nothing Qt owns is left to Python's own finalisation.
"""

from __future__ import annotations

import gc
import signal
import socket

from PySide6.QtCore import QCoreApplication, QEvent, QSocketNotifier

STOP_SIGNALS = tuple(s for s in (getattr(signal, "SIGTERM", None), signal.SIGINT) if s is not None)


class SignalStop:
    """Turns SIGTERM and SIGINT into closing the window from the event loop (see the module docstring).

    Made before anything else of the app (the handlers are in place from the first moment); :meth:`attach`
    once the application exists, :meth:`watch` the window, :meth:`restore` at the end."""

    def __init__(self) -> None:
        self.app = None
        self.window = None
        self.requested = False
        self._notifier: QSocketNotifier | None = None
        self._previous = {sig: signal.getsignal(sig) for sig in STOP_SIGNALS}
        self._reader, self._writer = socket.socketpair()
        for end in (self._reader, self._writer):
            end.setblocking(False)
        self._old_fd = signal.set_wakeup_fd(self._writer.fileno(), warn_on_full_buffer=False)
        for sig in STOP_SIGNALS:
            signal.signal(sig, self._noted)

    def attach(self, app) -> None:
        """The application exists: its event loop is woken by a request (one that came already included)."""
        self.app = app
        self._notifier = QSocketNotifier(self._reader.fileno(), QSocketNotifier.Type.Read, app)
        self._notifier.activated.connect(self._woken)

    def watch(self, window) -> None:
        """The window a request closes."""
        self.window = window

    def _noted(self, signum, frame) -> None:
        self.requested = True

    def _woken(self, *_args) -> None:
        """The wake-up socket carries the number of each signal that came: that is the request.  (The Python
        handler may not have run yet: when a signal lands on another thread -- a bot's, the sound's -- Python
        can put off its handler until the main thread next runs enough Python, which an idle table may not.)"""
        stops = {int(sig) for sig in STOP_SIGNALS}
        try:
            while data := self._reader.recv(64):
                if stops.intersection(data):
                    self.requested = True
        except OSError:      # drained (BlockingIOError), or closed
            pass
        if self.requested and self.app is not None:
            window = self.window
            if window is not None and window.isVisible():
                window.close()          # the window's own close: the match keeps its save
            self.app.quit()

    def restore(self) -> None:
        """The handlers from before (a second request during the last steps of the exit ends it at once)."""
        if self._notifier is not None:
            self._notifier.setEnabled(False)
            self._notifier.deleteLater()
            self._notifier = None
        signal.set_wakeup_fd(self._old_fd)
        for sig, handler in self._previous.items():
            signal.signal(sig, handler if handler is not None else signal.SIG_DFL)
        self._reader.close()
        self._writer.close()


def shut_down(window) -> None:
    """After the event loop: close ``window`` if still open (as its X would), delete it and what was
    deferred, and collect cycles on this thread while the application still exists."""
    if window is not None:
        if window.isVisible():
            window.close()
        window.deleteLater()
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    QCoreApplication.processEvents()
    gc.collect()
