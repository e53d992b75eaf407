"""The crash report: what a window that vanished leaves behind, shown at the next start.

While the app runs, ``crash-report.txt`` in the data folder is open: a header (the version, the time it
started) is written at once, :mod:`faulthandler` writes the Python traceback of every thread there if
the process dies of a fatal signal (a segmentation fault, an abort), and uncaught exceptions of any
thread are added as they happen.  The last actions played (:func:`note`, a ring of ``KEEP``) are kept
in ``crash-actions.txt`` beside it, rewritten as they come, because faulthandler itself can write only
tracebacks.  A clean exit removes both files.  At the next start, a report with more than its header in
it is from a run that crashed: :func:`take_previous` joins the two files into ``last-crash.txt``, which
the start screen offers to show, and the new run starts a new report.

Qt-free, so the match host can note actions without a window.
"""

from __future__ import annotations

import faulthandler
import os
import platform
import sys
import threading
import time
import traceback
from collections import deque
from pathlib import Path
from typing import IO, Callable

REPORT = "crash-report.txt"
ACTIONS = "crash-actions.txt"
LAST = "last-crash.txt"
KEEP = 50
HEADER_END = "-- what happened --\n"
NO_ACTIONS = "(none)\n"

_recent: deque[str] = deque(maxlen=KEEP)
_lock = threading.Lock()
_report: "CrashReport | None" = None


def note(text: str) -> None:
    """Remember an action or gesture (the last ``KEEP`` go into a crash report); cheap when no report is open."""
    line = f"{time.strftime('%H:%M:%S')} {text}"
    with _lock:
        _recent.append(line)
        report = _report
    if report is not None:
        report.write_actions()


def recent() -> list[str]:
    with _lock:
        return list(_recent)


def system_name() -> str:
    """The system in a few words ("Linux 6.1.0 x86_64"): before the first window, so not ``platform.platform()``,
    which reads the whole Python binary for the C library's version (several ms of every start)."""
    return " ".join(part for part in (platform.system(), platform.release(), platform.machine()) if part)


class CrashReport:
    """The open report of this run (see the module docstring); :meth:`close` on a clean exit."""

    def __init__(self, folder: Path, version: str) -> None:
        self.folder = Path(folder)
        self.path = self.folder / REPORT
        self.actions_path = self.folder / ACTIONS
        self._file: IO[str] = open(self.path, "w", encoding="utf-8")
        self._file.write(f"cardsuite {version}\n"
                         f"started {time.strftime('%Y-%m-%d %H:%M:%S %Z')}\n"
                         f"Python {platform.python_version()} on {system_name()}\n"
                         f"{HEADER_END}")
        self._file.flush()
        self._hooks: tuple[Callable, Callable] = (sys.excepthook, threading.excepthook)
        self._faulthandler_was_on = faulthandler.is_enabled()   # on stderr (python -X faulthandler, pytest)
        faulthandler.enable(self._file, all_threads=True)
        sys.excepthook = self._excepthook
        threading.excepthook = self._thread_excepthook
        self.write_actions()

    def write_actions(self) -> None:
        """The recent actions, replaced on disk in one step (a crash mid-write leaves the last full list)."""
        text = "".join(line + "\n" for line in recent())
        temp = self.actions_path.with_suffix(".tmp")
        try:
            temp.write_text(text, encoding="utf-8")
            os.replace(temp, self.actions_path)
        except OSError:
            pass        # a full disk must not stop a game; the report itself is already open

    def log_exception(self, kind: str, exc_type, exc, tb) -> None:
        with _lock:
            if self._file.closed:
                return
            self._file.write(f"\n{kind} at {time.strftime('%H:%M:%S')}:\n")
            self._file.write("".join(traceback.format_exception(exc_type, exc, tb)))
            self._file.flush()

    def _excepthook(self, exc_type, exc, tb) -> None:
        self.log_exception("Uncaught exception", exc_type, exc, tb)
        self._hooks[0](exc_type, exc, tb)

    def _thread_excepthook(self, args) -> None:
        name = args.thread.name if args.thread is not None else "?"
        self.log_exception(f"Uncaught exception in thread {name}", args.exc_type, args.exc_value, args.exc_traceback)
        self._hooks[1](args)

    def close(self) -> None:
        """A clean exit: nothing to report, the files go."""
        faulthandler.disable()
        if self._faulthandler_was_on:
            faulthandler.enable(all_threads=True)
        if sys.excepthook == self._excepthook:
            sys.excepthook = self._hooks[0]
        if threading.excepthook == self._thread_excepthook:
            threading.excepthook = self._hooks[1]
        with _lock:
            self._file.close()
        for path in (self.path, self.actions_path):
            try:
                path.unlink()
            except OSError:
                pass


def start(folder: Path, version: str) -> CrashReport | None:
    """Open this run's report in ``folder`` (None if it cannot be written: the app runs without one)."""
    global _report
    try:
        report = CrashReport(folder, version)
    except OSError:
        return None
    with _lock:
        _report = report
    return report


def stop(report: CrashReport | None) -> None:
    """The clean end of the run :func:`start` opened ``report`` for."""
    global _report
    with _lock:
        if _report is report:
            _report = None
    if report is not None:
        report.close()


def take_previous(folder: Path) -> Path | None:
    """The report of a run that crashed, as ``last-crash.txt`` (its recent actions appended), or None.

    A report with nothing after its header is from a run that was killed without a word (no fault, no
    exception to show): it is dropped.  Call before :func:`start`, which would overwrite it."""
    folder = Path(folder)
    report, actions, last = folder / REPORT, folder / ACTIONS, folder / LAST
    try:
        text = report.read_text(encoding="utf-8", errors="replace")
    except OSError:
        return last if last.exists() else None
    try:
        done = actions.read_text(encoding="utf-8", errors="replace")
    except OSError:
        done = ""
    head, _, body = text.partition(HEADER_END)
    for path in (report, actions):
        try:
            path.unlink()
        except OSError:
            pass
    if not body.strip():
        return last if last.exists() else None
    joined = f"{head}{HEADER_END}{body.rstrip()}\n\nlast actions (oldest first):\n{done or NO_ACTIONS}"
    try:
        last.write_text(joined, encoding="utf-8")
    except OSError:
        return None
    return last


def dismiss(folder: Path) -> None:
    """The player has seen (or does not want) the last report: it is not offered again."""
    try:
        (Path(folder) / LAST).unlink()
    except OSError:
        pass
