"""The soak harness's child process: whole matches of one game through the real main window.

Started by ``soak.py`` (``soak.py --child ...``); it streams JSON lines to the parent over the file
descriptor it was given (``match``, ``gestures``, ``step``, ``exception``, ``done``), and a crash of this
process is the parent's to report.  Every choice comes from one ``random.Random`` seeded with the
child's seed: the seat mix, the options, the deal, the settings, every gesture.  (The bots draw from
the match's seed; what threads and timers interleave with is the machine's.)

A match is one of the seat mixes: ``bots`` (the player against bots), ``spectate`` (bots only),
``hotseat`` (people at this screen, the pass-the-screen card between them) or ``lan`` (this window
hosts on 127.0.0.1 and a second window joins it as the remote seat).  Between gestures the child also
resizes the window, switches the language (en/pl/sl), the animation speed and the bots' pace, puts
the table aside and resumes it, and closes the window (mid-animation when it can) and resumes the
match in a new one.  Modal dialogs the gestures open are answered by a timer (their nested event
loops run it).
"""

from __future__ import annotations

import faulthandler
import json
import logging
import os
import random
import select
import signal
import sys
import threading
import time
import traceback

from PySide6.QtCore import QObject, QTimer, Signal
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QDialog, QMenu, QMessageBox

from cardsuite import games
from cardsuite.play.match import Match
from cardsuite.play.seats import BotSeat, hotseat_seat, local_seat
from cardsuite.play.seating import build_seats, skill_levels
from cardsuite.ui.lan.lanplay import seat_specs
from cardsuite.ui.app.mainwindow import MainWindow

from soakhands import Hands

LEFT_TEXT = "The match was left before it was decided."
LANGUAGES = ("", "en", "pl", "sl")
SPEEDS = ("normal", "normal", "fast", "fast", "slow", "off")
MIXES = ("bots", "bots", "bots", "hotseat", "lan", "spectate")
SIZES = ((1180, 780), (720, 520), (1600, 1000), (1024, 640), (900, 900), (1400, 700))
MATCH_GESTURES = 6000        # a match not over after this many gestures is abandoned (and said so)


class _Poke(QObject):
    """A signal whose slot raises: the harness's check that an exception in a Qt slot is counted."""

    poked = Signal()


class Reporter:
    """JSON lines to the parent; the last actions are kept there for a crash report."""

    def __init__(self, fd: int | None):
        self.out = os.fdopen(fd, "w", buffering=1) if fd is not None else sys.stdout
        self.lock = threading.Lock()

    def send(self, kind: str, **data) -> None:
        with self.lock:
            self.out.write(json.dumps({"t": kind, **data}) + "\n")
            self.out.flush()


class Soak:
    """One child run: ``matches`` matches of ``game`` (until the parent says stop)."""

    def __init__(self, game: str, seed: int, report: Reporter, matches: int, crash_after: int | None = None,
                 raise_after: int | None = None, gestures: int | None = None, legal: float | None = None):
        self.entry = games.get(game)
        self.seed = seed
        self.rng = random.Random(f"soak:{game}:{seed}")
        self.dialog_rng = random.Random(f"soak-dialogs:{game}:{seed}")
        self.report = report
        self.matches_wanted = matches
        self.crash_after, self.raise_after = crash_after, raise_after
        self.gesture_limit = gestures
        self.legal = 0.55 if legal is None else legal
        self.verbose = False
        self.speeds = SPEEDS
        self.mixes = MIXES
        self.gestures = 0
        self._unsent = 0
        self.done = 0            # matches started
        self.finished = 0        # matches played to their end
        self.stop = False
        self.window: MainWindow | None = None
        self.guest: MainWindow | None = None
        self.settings = None

    # -- the parent -----------------------------------------------------------------------------------

    def stop_asked(self) -> bool:
        if not self.stop and sys.stdin is not None and not sys.stdin.closed:
            try:
                ready, _, _ = select.select([sys.stdin], [], [], 0)
                if ready and sys.stdin.readline().strip() in ("stop", ""):
                    self.stop = True
            except (OSError, ValueError):
                pass
        return self.stop

    def counted(self, what: str) -> None:
        """One gesture done: counted, and the parent hears of it every few."""
        self.gestures += 1
        self._unsent += 1
        sampled = self.rng.random() < 0.02          # drawn always: --verbose must not change the run
        if self.verbose or sampled:
            self.report.send("step", what=what)
        if self._unsent >= 25:
            self.report.send("gestures", n=self._unsent)
            self._unsent = 0
        faulthandler.dump_traceback_later(150, exit=False)      # a hang prints every thread's stack
        if self.gesture_limit is not None and self.gestures >= self.gesture_limit:
            self.stop = True
        if self.crash_after is not None and self.gestures >= self.crash_after:
            self.report.send("step", what=f"crashing on purpose after {self.gestures} gestures")
            os.kill(os.getpid(), signal.SIGSEGV)
        if self.raise_after is not None and self.gestures == self.raise_after:
            poke = _Poke()                                        # an exception inside a Qt slot, on purpose
            poke.poked.connect(lambda: 1 / 0)
            poke.poked.emit()

    def flush(self) -> None:
        if self._unsent:
            self.report.send("gestures", n=self._unsent)
            self._unsent = 0

    # -- the run ---------------------------------------------------------------------------------------

    def run(self, settings) -> None:
        self.settings = settings
        answerer = QTimer()
        answerer.timeout.connect(self.answer_dialogs)
        answerer.start(40)
        self.window = self.new_window()
        try:
            while (self.finished < self.matches_wanted and self.done < 4 * self.matches_wanted
                   and not self.stop_asked()):
                self.play_match()
        finally:
            self.flush()
            answerer.stop()
            self.close_windows()

    def new_window(self) -> MainWindow:
        window = MainWindow(self.settings)
        window.lan.bind = "127.0.0.1"
        window.resize(*self.rng.choice(SIZES))
        window.show()
        QTest.qWait(10)
        return window

    def close_windows(self) -> None:
        for window in (self.guest, self.window):
            if window is not None:
                window.close()
                window.deleteLater()
        self.guest = self.window = None
        QTest.qWait(20)

    def answer_dialogs(self) -> None:
        """A modal dialog or message box a gesture opened: answered at random (a new-game dialog is turned
        down); another window (rules, statistics) is closed.  Its own random numbers: a timer runs it."""
        for widget in QApplication.topLevelWidgets():
            if not widget.isVisible() or isinstance(widget, (MainWindow, QMenu)) or not widget.isWindow():
                continue
            if isinstance(widget, QMessageBox):
                buttons = widget.buttons()
                if buttons:
                    self.dialog_rng.choice(buttons).click()
                else:
                    widget.reject()
            elif isinstance(widget, QDialog):
                widget.reject()
            else:
                widget.close()

    def choose_options(self):
        """The game's options: a random preset and player count, and a short match where the game has a
        target (a whole match should end in minutes)."""
        options_cls = self.entry.game().Options
        presets = list(getattr(options_cls, "PRESETS", {}) or {None: None})
        overrides = {}
        players = self.entry.players
        if len(players) > 1:
            overrides["players"] = self.rng.choice(players)
        for name, values in (("target", (1, 1, 2)), ("time_limit_min", (1, 2, 3))):
            if name in getattr(options_cls, "__dataclass_fields__", {}):
                overrides[name] = self.rng.choice(values)
        preset = self.rng.choice(presets)
        for attempt in (overrides, {k: v for k, v in overrides.items() if k == "players"}, {}):
            try:
                return options_cls.from_preset(preset, **attempt)
            except Exception:
                continue
        return options_cls.from_preset()

    def vary_settings(self) -> None:
        w = self.window
        w.set_setting("bot_pace", self.rng.choice((0.0, 0.0, 0.0, 0.02, 0.05, 0.1)))
        w.speed_actions[self.rng.choice(self.speeds)].trigger()
        if self.rng.random() < 0.3:
            w.hints_action.trigger()

    def play_match(self) -> None:
        rng = self.rng
        options = self.choose_options()
        count = self.entry.game().seat_count(options)
        mix = rng.choice(self.mixes)
        if mix == "lan" and count < 2:
            mix = "bots"
        self.vary_settings()
        deal = rng.randrange(1_000_000)
        self.report.send("step", what=f"match: {mix}, {options.to_json()}, deal {deal}")
        if mix == "lan":
            match, screens = self.open_lan(options, count, deal)
        else:
            match, screens = self.open_local(mix, options, count, deal)
        if match is None:
            self.report.send("step", what="the match did not open")
            self.done += 1
            return
        result = self.drive(match, screens, mix)
        self.close_guest()
        self.report.send("match", mix=mix, result=result, players=count)
        self.done += 1
        self.finished += result == "over"

    def seats(self, mix: str, count: int) -> list:
        levels = skill_levels(self.entry)
        names = ["Ann", "Bob", "Cyd", "Dee"]

        def bot(i):
            return BotSeat(self.rng.choice(levels), f"Bot{i}", 1.0)
        if mix == "spectate":
            return [bot(i) for i in range(count)]
        if mix == "hotseat":
            people = count if self.rng.random() < 0.5 else 2
            return [hotseat_seat(names[i]) if i < people else bot(i) for i in range(count)]
        return [local_seat("Ann")] + [bot(i) for i in range(1, count)]

    def open_local(self, mix: str, options, count: int, deal: int):
        w = self.window
        match = w.sessions.new_match(self.entry.name, options, self.seats(mix, count), deal)
        if not w.open_table(self.entry, match):
            return None, []
        w.sessions.save_now(match)
        return match, [Hands("host", lambda: self.window.table if self.window else None, self.rng, self.chooser())]

    def open_lan(self, options, count: int, deal: int):
        w = self.window
        levels = skill_levels(self.entry)
        remote = self.rng.randrange(1, count)
        kinds = [{"kind": "local"}] + [{"kind": "remote"} if i == remote else
                                       {"kind": "bot", "level": self.rng.choice(levels).level}
                                       for i in range(1, count)]
        table = {"game": self.entry.name, "options": options.to_json(), "seats": kinds, "access": "anyone",
                 "ratings": None, "invited": []}
        seats = build_seats(self.entry, seat_specs(table, "Ann"), 1.0, random.Random(self.rng.random()))
        match = w.sessions.new_match(self.entry.name, options, seats, deal)
        w.lan.table_settings = table
        if not w.open_table(self.entry, match):
            return None, []
        w.sessions.save_now(match)
        server = w.lan.server
        if server is None:
            return match, []
        self.guest = self.new_window()
        self.guest.lan.join("127.0.0.1", server.port())
        deadline = time.monotonic() + 60
        while self.guest.table is None and time.monotonic() < deadline:
            QTest.qWait(10)
        if self.guest.table is None:
            self.report.send("step", what="the guest never got its table")
        host = Hands("host", lambda: self.window.table if self.window else None, self.rng, self.chooser())
        guest = Hands("guest", lambda: self.guest.table if self.guest else None, self.rng, self.chooser())
        return match, [host, guest]

    def chooser(self):
        """A human who plays like the easy bot (rounds end far sooner than at random)."""
        levels = self.entry.bot_levels()
        bot = (levels.get("easy") or next(iter(levels.values()))).make()
        return lambda view, legal, rng: bot.choose(view, legal, rng)

    # -- driving one match ----------------------------------------------------------------------------

    def drive(self, match: Match, screens: list[Hands], mix: str) -> str:
        rng = self.rng
        idle = 0
        said = what = ""
        for _ in range(MATCH_GESTURES):
            if self.stop_asked():
                return "stopped"
            if match.is_over:
                self.finish_over(screens)
                return "left" if match.result is not None and match.result.text == LEFT_TEXT else "over"
            if self.window is None or self.window.match is not match:
                if what == "leave":
                    return "left"
                last = self.window.last_message if self.window is not None else None
                self.report.send("step", what=f"the table closed; the window's last message: {last}")
                return "closed"
            hands = rng.choice(screens) if screens else None
            roll = rng.random()
            what = ""
            try:
                if hands is None or roll < 0.01:
                    what = self.window_gesture(match, mix)
                    if self.window is not None and self.window.match is not match:
                        match = self.window.match or match
                elif roll < 0.01 + (self.legal if idle < 40 else max(self.legal, 0.9)):
                    what = hands.progress()
                    if not what and self.verbose and hands.waiting != said:
                        said = hands.waiting
                        self.report.send("step", what=said)
                    if not what and rng.random() < 0.3:
                        what = hands.random_gesture()
                    elif not what:          # nothing to do here: let the bots and the animations go on
                        QTest.qWait(rng.choice((10, 30, 60, 120)))
                else:
                    what = hands.random_gesture()
            except Exception:
                self.report.send("exception", trace=traceback.format_exc())
            if what:
                self.counted(what)
                idle = 0 if what.startswith("legal") or what in ("pass screen", "sheet button") else idle + 1
            else:
                idle += 1
            QTest.qWait(rng.choice((0, 0, 1, 2, 5, 10, 20)))
        return "abandoned"

    def finish_over(self, screens: list[Hands]) -> None:
        """The match is decided: close its sheets the way a player does, until the window has let it go."""
        for _ in range(200):
            if self.window is None or self.window.match is None:
                break
            for hands in screens:
                if hands.progress():
                    self.counted("sheet button")
            QTest.qWait(5)

    def close_guest(self) -> None:
        """The LAN guest's window goes with its match."""
        if self.guest is not None:
            guest, self.guest = self.guest, None
            guest.close()
            guest.deleteLater()
            QTest.qWait(5)

    def window_gesture(self, match: Match, mix: str) -> str:
        """Something done to the window: resize, language, speed, pace, tips, aside and resume, close."""
        w, rng = self.window, self.rng
        roll = rng.random()
        if roll < 0.25:
            w.resize(*rng.choice(SIZES))
            return "resize"
        if roll < 0.45:
            w.language_actions[rng.choice(LANGUAGES)].trigger()
            return "language"
        if roll < 0.6:
            self.vary_settings()
            return "speed and pace"
        if mix == "lan":
            return ""
        name = self.entry.name
        if roll < 0.8:
            w.start_screen_action.trigger()           # the table put aside, the match kept
            QTest.qWait(rng.choice((0, 5, 30)))
            w.resume(name)
            return "aside and resume"
        if roll < 0.97:
            # closed mid-animation when one is playing: wait for one to start for a little while
            for _ in range(20):
                if w.table is None or not w.table.animations_idle():
                    break
                QTest.qWait(2)
            w.close()
            w.deleteLater()
            QTest.qWait(rng.choice((0, 5, 20)))
            self.window = self.new_window()
            self.window.resume(name)
            return "close and resume"
        w.leave_table(confirm=False)
        return "leave"


def main(args) -> int:
    faulthandler.enable(all_threads=True)
    logging.basicConfig(level=logging.WARNING, format="%(message)s")
    report = Reporter(args.report_fd)

    def hook(kind, value, tb):
        report.send("exception", trace="".join(traceback.format_exception(kind, value, tb)))

    sys.excepthook = hook
    threading.excepthook = lambda a: hook(a.exc_type, a.exc_value, a.exc_traceback)
    sys.unraisablehook = lambda u: report.send(
        "exception", trace=f"{u.err_msg or 'Exception ignored in'}: {u.object!r}\n"
        + "".join(traceback.format_exception(u.exc_type, u.exc_value, u.exc_traceback)))
    from cardsuite.app import _AppSession
    from cardsuite.profile.settings import Settings
    settings = Settings.load()
    settings.set("lan_discovery_targets", [f"127.0.0.1:{settings.get('lan_discovery_port')}"])   # loopback only
    settings.set("lan_port", 0)                                                                   # any free port
    session = _AppSession(None, settings)
    report.send("start", seed=args.seed, game=args.game, pid=os.getpid())
    auditor = None
    if args.audit_geometry:
        from geomaudit import GeometryAuditor
        auditor = GeometryAuditor(report=lambda text: report.send("exception", trace=text))
        auditor.install()
    soak = Soak(args.game, args.seed, report, args.matches, args.crash_after, args.raise_after, args.gestures,
                args.legal)
    soak.verbose = args.verbose
    if args.speeds:
        soak.speeds = tuple(args.speeds.split(","))
    if args.mixes:
        soak.mixes = tuple(args.mixes.split(","))
    try:
        soak.run(settings)
    finally:
        session.close()
    if auditor is not None:
        report.send("step", what=f"geometry audit: {auditor.observed} rects compared, {auditor.count} violations")
    report.send("done", matches=soak.finished, started=soak.done, gestures=soak.gestures)
    return 0
