"""What a test leaves behind: windows still on screen or alive, open sockets, threads still running, the
application's look changed.

A left-over window keeps its timers and its controller's host running into the next test, and a socket or
server keeps answering there: the next test then fails for a reason of this one.  ``snapshot()`` before a
test and ``leaks_since(snapshot)`` after it (once its widgets are closed and its cycles collected) name what
the test added and did not release; the autouse fixture below (taken into conftest.py) fails the test on them.
"""

from __future__ import annotations

import gc
import os
import sys
import threading
import time
from concurrent.futures import thread as futures_thread
from dataclasses import dataclass, field

import pytest

THREAD_GRACE_S = 60.0
"""How long a thread of the test may take to end after it, before it counts as left running (a safety net:
an ended worker is gone at once)."""


@dataclass
class Snapshot:
    widgets: list = field(default_factory=list)      # the top-level widgets (kept, so their ids stay theirs)
    sockets: set[str] = field(default_factory=set)
    threads: set[threading.Thread] = field(default_factory=set)
    look: tuple = ()                                   # the app's style, style sheet and palette


def _qt_app():
    """The QApplication, if Qt is loaded and one exists (a test without Qt has no windows to leave)."""
    widgets = sys.modules.get("PySide6.QtWidgets")
    return widgets.QApplication.instance() if widgets is not None else None


def _settle() -> None:
    """Let what the test's teardown began end: connections hang up once the other end has gone (their
    notifications are due at once), and what ``deleteLater`` queued is deleted (pytest-qt closes a
    test's widgets with it)."""
    core = sys.modules.get("PySide6.QtCore")
    if core is None or _qt_app() is None:
        return
    for _ in range(2):
        core.QCoreApplication.processEvents()
        core.QCoreApplication.sendPostedEvents(None, core.QEvent.Type.DeferredDelete)


def _top_level_widgets() -> list:
    app = _qt_app()
    return list(app.topLevelWidgets()) if app is not None else []


def _look() -> tuple:
    """What every later test's widgets are drawn with: a style sheet or palette left on the shared app changes
    how (and whether) the next test's widgets look as it expects."""
    app = _qt_app()
    if app is None:
        return ()
    palette = app.palette()
    return app.style().name(), app.styleSheet(), type(palette)(palette)


def _sockets() -> set[str]:
    """The process's open sockets (TCP, UDP and local), by inode; empty where /proc is not there."""
    found = set()
    try:
        names = os.listdir("/proc/self/fd")
    except OSError:
        return found
    for name in names:
        try:
            target = os.readlink(f"/proc/self/fd/{name}")
        except OSError:
            continue
        if target.startswith("socket:"):
            found.add(target)
    return found


def _threads() -> set[threading.Thread]:
    """The non-daemon threads besides the main one, but for the workers of a thread pool: a pool (such as the
    Spider tables' search thread) lives as long as the process and keeps its idle worker for the next task."""
    pooled = set(getattr(futures_thread, "_threads_queues", {}))
    return {t for t in threading.enumerate()
            if not t.daemon and t is not threading.main_thread() and t not in pooled}


def snapshot() -> Snapshot:
    return Snapshot(_top_level_widgets(), _sockets(), _threads(), _look())


def _own_widget(widget) -> bool:
    """A widget class of this project or its tests (Qt's own helpers, such as a tooltip's label, may stay)."""
    return not type(widget).__module__.startswith("PySide6")


def leaks_since(before: Snapshot) -> list[str]:
    """What exists now that did not before, described for the failure message."""
    _settle()
    known = {id(w) for w in before.widgets}
    leaks = []
    for widget in _top_level_widgets():
        if id(widget) in known:
            continue
        if widget.isVisible():
            leaks.append(f"a visible window {type(widget).__name__} {widget.windowTitle()!r}")
        elif _own_widget(widget):
            leaks.append(f"a hidden window {type(widget).__name__} not deleted")
    sockets = _sockets() - before.sockets
    if sockets:
        leaks.append(f"{len(sockets)} open socket(s)")
    deadline = time.monotonic() + THREAD_GRACE_S
    threads = _threads() - before.threads
    for thread in threads:
        thread.join(max(0.0, deadline - time.monotonic()))
    leaks += [f"the thread {t.name!r} still running" for t in threads if t.is_alive()]
    look = _look()
    if before.look and look != before.look:
        parts = ("style", "style sheet", "palette")
        changed = [what for what, old, new in zip(parts, before.look, look) if old != new]
        leaks.append("the application's " + " and ".join(changed) + " changed")
    return leaks


@pytest.fixture(autouse=True)
def nothing_leaks_into_the_next_test():
    """Fail the test that leaves a window, an open socket or a non-daemon thread of its own behind, or the app's
    look changed (what was there before it is not its doing).  It looks after every other fixture of the test
    has ended and after pytest-qt has closed the test's widgets."""
    before = snapshot()
    yield
    leaks = leaks_since(before)
    if leaks:                 # what only a full collection frees is not left behind
        gc.collect()
        leaks = leaks_since(before)
    if leaks:
        pytest.fail("the test left behind: " + "; ".join(leaks), pytrace=False)
