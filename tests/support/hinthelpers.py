"""Watching a table's hint in tests: on which thread the strongest bot decided, and a worker held until released
(so a move can be made while a hint is still being computed)."""

from __future__ import annotations

import threading

from cardsuite.play import hinting


class HintWatch:
    """Patches :func:`cardsuite.play.hinting.hint_move` (through ``monkeypatch``): records each decision's thread
    and, while ``hold`` is set, waits for :meth:`release` before deciding."""

    def __init__(self, monkeypatch, hold: bool = False) -> None:
        self.threads: list[threading.Thread] = []
        self.gate = threading.Event()
        if not hold:
            self.gate.set()
        original = hinting.hint_move

        def watched(bot, view, legal):
            self.threads.append(threading.current_thread())
            self.gate.wait(30)
            return original(bot, view, legal)
        monkeypatch.setattr(hinting, "hint_move", watched)

    def release(self) -> None:
        self.gate.set()

    def off_gui_thread(self) -> bool:
        return bool(self.threads) and all(t is not threading.main_thread() for t in self.threads)
