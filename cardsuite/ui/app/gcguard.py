"""Python's cyclic garbage collection, kept on the GUI thread.

The collector runs on whichever thread happens to allocate when a threshold is passed.  A bot, hint or
solver worker thread may then free a cycle that holds Qt objects of the GUI thread -- a closed table,
its scene, a finished animation -- and Qt objects may only be destroyed on their own thread (the tests
crashed so, now and then, under load).  While the app runs, the automatic collector is off and a timer
on the GUI thread collects instead, generation by generation, as the thresholds would have.
"""

from __future__ import annotations

import gc

from PySide6.QtCore import QObject, QTimer

INTERVAL_MS = 500


def collect_due() -> int:
    """Collect the oldest generation whose count has passed its threshold (-1: none); GUI thread only."""
    counts, thresholds = gc.get_count(), gc.get_threshold()
    due = -1
    for generation in range(3):
        if counts[generation] > thresholds[generation]:
            due = generation
        else:
            break
    if due >= 0:
        gc.collect(due)
    return due


class GuiThreadCollector(QObject):
    """Turns automatic collection off and collects from a GUI-thread timer until :meth:`stop`."""

    def __init__(self, parent: QObject | None = None, interval_ms: int = INTERVAL_MS) -> None:
        super().__init__(parent)
        self._was_enabled = gc.isenabled()
        gc.disable()
        self._timer = QTimer(self)
        self._timer.timeout.connect(collect_due)
        self._timer.start(interval_ms)

    def stop(self) -> None:
        self._timer.stop()
        gc.collect()
        if self._was_enabled:
            gc.enable()
