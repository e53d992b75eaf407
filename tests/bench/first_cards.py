"""How long a new or resumed match leaves its table without its cards (offscreen, animations as players have them).

    python tests/bench/first_cards.py --game spider|canasta|... [--resume] [--option NAME=VALUE ...]

Run it once per case in a fresh process: the first match of a run pays for importing the game, as a player's
does.  In a private temporary profile (the player's own is never touched), with the main window at its default
size, it asks for a match against bots (with --resume: writes one and resumes it) and reports, in ms from the
request: ``call`` (play()/resume() returned), ``first_paint`` (the table's first paint) and ``in_place`` (every
card of the first view where the view puts it; bots are paced so they have not moved yet), and how many of
the cards were already in place at the first paint.  Issue 24: the first view used to be dealt card by card.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
import time

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ["CARDSUITE_HOME"] = tempfile.mkdtemp(prefix="cardsuite-bench-")

from PySide6.QtCore import QEvent, QEventLoop, QObject  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

import benchlib  # noqa: E402
from cardsuite.play.match import Match  # noqa: E402
from cardsuite.play.seating import SeatSpec, build_seats  # noqa: E402
from cardsuite.profile import saves  # noqa: E402
from cardsuite.profile.settings import Settings  # noqa: E402
from cardsuite.ui.app.choice import NewGameChoice  # noqa: E402
from cardsuite.ui.app.mainwindow import MainWindow  # noqa: E402


class FirstPaint(QObject):
    """Notes when the window's table is first painted."""

    def __init__(self, window) -> None:
        super().__init__()
        self.window, self.at = window, None

    def eventFilter(self, watched, event) -> bool:  # noqa: N802 - Qt's name
        table = self.window.table
        if (self.at is None and event.type() == QEvent.Type.Paint and table is not None
                and watched is table.viewport()):
            self.at = time.perf_counter()
        return False


def in_place(window) -> tuple[int, int]:
    cards = [item for item in window.table.table_scene.card_items() if item.pile is not None]
    return sum(1 for item in cards if (item.pos() - item.home.pos).manhattanLength() < 1e-3), len(cards)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    benchlib.add_game_arguments(parser)
    parser.add_argument("--resume", action="store_true", help="resume a saved match instead of starting one")
    args = parser.parse_args()
    entry, options = benchlib.game_and_options(args)
    app = QApplication.instance() or QApplication(sys.argv[:1])
    settings = Settings.load()
    settings.set("animation_speed", "normal")
    settings.set("bot_pace", 4.0)                   # the bots wait: the first view alone is measured
    window = MainWindow(settings)
    window.resize(1180, 780)
    window.show()
    for _ in range(5):
        app.processEvents()
    count = entry.game().seat_count(options)
    specs = (SeatSpec("local", "Ann"),) + (SeatSpec("bot", levels=()),) * (count - 1)
    if args.resume:
        saves.write_save(entry.name, Match(entry, options, build_seats(entry, specs, 4.0), seed=11).to_json())
        window.refresh_saves()
    spy = FirstPaint(window)
    app.installEventFilter(spy)
    start = time.perf_counter()
    window.resume(entry.name) if args.resume else window.play(entry.name, NewGameChoice(options, specs, 11))
    called = time.perf_counter()
    while spy.at is None and time.perf_counter() - start < 60:
        app.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, 5)
    at_paint, total = in_place(window)
    done = spy.at                                   # the first moment every card is in place
    while at_paint < total and in_place(window)[0] < total and time.perf_counter() - start < 60:
        app.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, 5)
        done = time.perf_counter()
    figures = {"game": entry.name, "resume": args.resume, "call_ms": round(1000 * (called - start)),
               "first_paint_ms": round(1000 * (spy.at - start)), "in_place_ms": round(1000 * (done - start)),
               "cards": total, "in_place_at_first_paint": at_paint}
    benchlib.emit(figures, [f"{entry.name} {'resumed' if args.resume else 'new'}: play()/resume() returned after "
                            f"{figures['call_ms']} ms, first paint {figures['first_paint_ms']} ms with {at_paint} of "
                            f"{total} cards in place, all in place at {figures['in_place_ms']} ms"], args.json)
    window.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
