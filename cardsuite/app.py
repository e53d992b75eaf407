"""Start-up: the ``cardsuite`` command and ``python -m cardsuite``.

    cardsuite                         open the app
    cardsuite --version               print "cardsuite <version>" (no Qt is imported)
    cardsuite --screenshot PATH       render the main window offscreen to a picture (PNG, JPEG, ... by extension)
              [--game NAME|demo] [--seed N] [--moves N|middle] [--players N] [--size WxH] [--language CODE]
                                      ... or a game's table as dealt, or after bots on every seat
                                      have played N actions (``middle``: about half the round);
                                      the picture is from seat 0; or the toolkit demo
    cardsuite --smoke-test            open and close the main window and every registered
                                      table offscreen; one line per game; non-zero on failure
    cardsuite host --game NAME        host a LAN table without a window (see ``host --help``)

Qt is imported only when it is needed, so ``--version`` is instant and the app starts fast.  A bad
value gets one line on stderr and exit status 2, before anything is created.  The app itself runs
once per profile (:mod:`cardsuite.ui.app.instance`); the offscreen runs and ``host`` run beside it.
The parsers and the checks of every value are in :mod:`cardsuite.cmdline`.
"""

from __future__ import annotations

import logging
import os
import sys
import time
import traceback

from cardsuite import __version__
from cardsuite.cmdline import EXIT_USAGE, build_host_parser, build_parser, check_args, check_host_args
from cardsuite.cmdline import print_error as _error

log = logging.getLogger("cardsuite")

APP_ID = "io.github.cardsuite"


def host(argv: list[str]) -> int:
    try:
        args = build_host_parser().parse_args(argv)
    except SystemExit as stop:
        return int(stop.code or 0) if isinstance(stop.code, int) else EXIT_USAGE
    problem = check_host_args(args)
    if problem:
        _error(problem)
        return EXIT_USAGE
    logging.basicConfig(level=logging.WARNING, format="%(message)s")
    from cardsuite.net import headless
    return headless.run(args)


def main(argv: list[str] | None = None) -> int:
    """Run cardsuite with command-line arguments ``argv`` (default: ``sys.argv[1:]``); returns the exit code."""
    argv = list(sys.argv[1:] if argv is None else argv)
    if argv[:1] == ["host"]:
        return host(argv[1:])
    parser = build_parser()
    try:
        args = parser.parse_args(argv)
    except SystemExit as stop:  # --help, or a bad value (one line already printed)
        return int(stop.code or 0) if isinstance(stop.code, int) else EXIT_USAGE
    if args.version:
        _print(f"cardsuite {__version__}")
        return 0
    problem = check_args(args)
    if problem:
        _error(problem)
        return EXIT_USAGE
    logging.basicConfig(level=logging.WARNING, format="%(message)s")
    if (args.screenshot or args.smoke_test) and not os.environ.get("QT_QPA_PLATFORM"):
        os.environ["QT_QPA_PLATFORM"] = "offscreen"
    if args.screenshot:
        return screenshot(args.screenshot, args.game, args.seed, args.size or (1280, 800), args.language,
                          args.moves, args.players)
    if args.smoke_test:
        return smoke_test(args.language)
    return run(args.language)


def _print(text: str) -> None:
    """One line on standard output, written whole: ``print`` writes the text and its newline apart, and on an
    unbuffered stream a warning from another thread on the same pipe could land between them."""
    stream = sys.stdout
    if stream is not None:  # a windowed (gui-scripts) start on Windows has no console
        stream.write(text + "\n")
        stream.flush()


# --------------------------------------------------------------------------- Qt set-up


class _AppSession:
    """The QApplication for this run: created here, or an existing one (tests) left as it was found."""

    def __init__(self, language: str | None = None, settings=None):
        from PySide6.QtGui import QGuiApplication
        from PySide6.QtWidgets import QApplication

        from cardsuite.ui.toolkit.assets import app_icon
        from cardsuite.ui.app.gcguard import GuiThreadCollector
        from cardsuite.ui.toolkit.i18n import install_translators
        from cardsuite.ui.app.theme import apply_theme

        existing = QApplication.instance()
        self.owned = existing is None
        self.app = existing or QApplication([sys.argv[0] if sys.argv and sys.argv[0] else "cardsuite"])
        self._style = self.app.style().name() if not self.owned else None
        self._palette = self.app.palette() if not self.owned else None
        self._style_sheet = self.app.styleSheet() if not self.owned else None
        QApplication.setApplicationName("cardsuite")
        QApplication.setApplicationDisplayName("cardsuite")
        QApplication.setOrganizationName("cardsuite")
        QApplication.setOrganizationDomain("cardsuite.github.io")
        QApplication.setApplicationVersion(__version__)
        QGuiApplication.setDesktopFileName(APP_ID)
        self.app.setWindowIcon(app_icon())
        apply_theme(self.app)
        self.collector = GuiThreadCollector(self.app)
        chosen = language if language is not None else (settings.get("language") if settings is not None else "")
        letters = settings.get("card_letters") if settings is not None else None
        self.translators = install_translators(chosen, self.app, card_letters=letters)
        from cardsuite.ui.toolkit.seeing import apply_to_app
        apply_to_app(settings)       # the deck's inks and reduced motion, before the first card is drawn

    def close(self) -> None:
        from cardsuite.ui.toolkit.i18n import remove_translators
        self.collector.stop()
        remove_translators(self.translators, self.app)
        if not self.owned:  # give a borrowed app (a test's) its look back; the sheet first, so that the
            self.app.setStyleSheet(self._style_sheet)   # style set next is not wrapped in the theme's sheet
            if self._style:
                self.app.setStyle(self._style)
            if self._palette is not None:
                self.app.setPalette(self._palette)


def _offscreen_settings(hints: bool = False):
    """The player's settings as a private in-memory copy: animations off, instant bots, no sound, nothing written."""
    from cardsuite.storage import Settings
    from cardsuite.profile.versioned_json import take_problems
    loaded = Settings.load()
    take_problems()  # an offscreen run has no one to tell; the app tells them at the next start
    values = loaded.data
    values.update(animation_speed="off", bot_pace=0.0, hints_enabled=hints, sound_on=False)
    return Settings(values, loaded.path, read_only=True)


def _pump(app, seconds: float = 0.0) -> None:
    """Let Qt lay out and paint (and run queued work) for about ``seconds``."""
    from PySide6.QtCore import QEventLoop
    end = time.perf_counter() + seconds
    while True:
        app.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, 20)
        if time.perf_counter() >= end:
            break
        time.sleep(0.005)


# --------------------------------------------------------------------------- normal start


def run(language: str | None = None) -> int:
    """Open the app and run until the window closes; a second start on the same profile brings the
    first one's window forward instead (exit 0), or says why it cannot (exit 1).

    SIGTERM and Ctrl+C (SIGINT) close the window as its X does and the app ends with status 0
    (:mod:`cardsuite.ui.app.lifecycle`).  A crash report is kept while the app runs and removed by a clean
    exit (:mod:`cardsuite.crashlog`); one left by a run that crashed is offered on the start screen."""
    from PySide6.QtCore import QTimer

    from cardsuite import crashlog
    from cardsuite.profile import folders
    from cardsuite.storage import Settings
    from cardsuite.ui.app.instance import SingleInstance, bring_forward
    from cardsuite.ui.app.lifecycle import SignalStop, shut_down
    stop = SignalStop()      # from here on a stop request waits for the event loop (it ends the app cleanly)
    guard = SingleInstance()
    state, why = guard.claim()
    if state != "first":
        stop.restore()
        if state == "raised":
            _print(f"cardsuite: {why}")
            return 0
        _error(why)
        return 1
    if why:
        log.warning("cardsuite: %s", why)
    report = None
    clean = False
    try:
        previous, report = _crash_reports(crashlog, folders)
        settings = Settings.load()
        session = _AppSession(language, settings)
        window = None
        try:
            stop.attach(session.app)
            hook = os.environ.get(TEST_HOOK_ENV, "")
            _test_hook(hook, "stoppable")
            from cardsuite.ui.app.mainwindow import MainWindow
            window = MainWindow(settings)
            if previous is not None:
                window.offer_crash_report(previous)
            stop.watch(window)
            window.show()

            def serve() -> None:     # once the window has been painted: nothing before it that it does not need
                if not guard.serve(lambda: bring_forward(window)):
                    log.warning("cardsuite: a second start will not find this window: %s", guard.server_error())
                _test_hook(hook, "shown", window)
            QTimer.singleShot(0, serve)
            code = int(session.app.exec())
            shut_down(window)
            window = None
            clean = True
            return code
        finally:
            if window is not None:
                shut_down(window)
            session.close()
    finally:
        stop.restore()
        guard.release()
        if clean:
            crashlog.stop(report)


def _crash_reports(crashlog, folders):
    """The report a crashed run left (to offer), and this run's own; none when the data folder cannot be used
    (the app starts anyway: the saves will say why)."""
    try:
        folder = folders.data_dir()
    except OSError as error:
        log.warning("cardsuite: no crash report for this run: %s", error)
        return None, None
    return crashlog.take_previous(folder), crashlog.start(folder, __version__)


TEST_HOOK_ENV = "CARDSUITE_TEST_HOOK"
"""For the tests of starting and stopping, which run the app in a child process: ``announce`` prints
``cardsuite: stoppable`` once a stop request would be honoured and ``cardsuite: shown`` once the window
is up; ``resume=GAME`` then resumes that game's save; ``crash`` then dies of a segmentation fault (the
crash report's test).  Unset in normal use."""


def _test_hook(hook: str, moment: str, window=None) -> None:
    if not hook:
        return
    parts = dict(part.partition("=")[::2] for part in hook.split(","))
    if moment == "shown" and window is not None and parts.get("resume"):
        window.resume(parts["resume"])
    if "announce" in parts:
        _print(f"cardsuite: {moment}")
    if moment == "shown" and "crash" in parts:
        import signal
        os.kill(os.getpid(), signal.SIGSEGV)     # the crash report's fault handler writes, then the process dies


# --------------------------------------------------------------------------- screenshots


def bot_seats(entry, options, pace: float = 0.0):
    """A bot on every seat: the weakest real level (fast and sensible), named like players."""
    import random

    from cardsuite.play.seating import SeatSpec, build_seats
    count = entry.game().seat_count(options)
    return build_seats(entry, [SeatSpec("bot")] * count, pace, random.Random(count))


def mid_round_match(entry, seed: int, cap: int = 240, player: str = "You", moves: int | None = None,
                    pace_ms: int = 3000, players: int | None = None):
    """A match of ``entry`` dealt from ``seed`` and played by bots for ``moves`` actions (None: to about
    the middle of the first round), stopping when seat 0 is to move; seat 0 is then handed to the
    local player.  In a timed game each action takes ``pace_ms``, so the clocks look lived in."""
    from cardsuite.play import play_bots
    from cardsuite.play.match import Phase, new_deal
    from cardsuite.play.seats import local_seat
    game = entry.game()
    options = game.Options.from_preset(**({"players": players} if players else {}))

    target = moves
    if target is None:
        probe = new_deal(entry, options, bot_seats(entry, options), seed)
        length = 0
        while probe.phase == Phase.PLAYING and length < cap:
            if not play_bots(probe, max_actions=1, auto_continue=False):
                break
            length += 1
        target = length // 2

    match = new_deal(entry, options, bot_seats(entry, options), seed)
    taken = 0
    while match.phase == Phase.PLAYING and taken < cap:
        if taken >= target and 0 in match.waiting():
            break
        if not play_bots(match, max_actions=1, auto_continue=False, pace_ms=pace_ms):
            break
        taken += 1
    match.seats[0] = local_seat(player)
    return match


def _table_widget(entry, settings, seed: int, moves: int | None, players: int | None = None):
    from cardsuite.ui.toolkit.controller import MatchController
    from cardsuite.ui.app.choice import default_player_name
    match = mid_round_match(entry, seed, player=default_player_name(settings), moves=moves, players=players)
    table = entry.table_class()(entry, match.options, settings)
    table.set_players([s.name for s in match.seats], [s.rating for s in match.seats], 0)
    controller = MatchController(match, table, settings)
    return table, controller


def screenshot(path: str, game: str | None, seed: int | None, size: tuple[int, int],
               language: str | None = None, moves: int | None = 0, players: int | None = None) -> int:
    """Render the main window, a table (as dealt, or ``moves`` actions in; None: mid-round), or the demo
    to a picture of ``size`` in the format ``path``'s extension names (checked by :func:`check_args`)."""
    from cardsuite import games
    if game is not None and game != "demo" and game not in games.GAMES:
        known = ", ".join(list(games.GAMES) + ["demo"])
        _error(f"unknown game {game!r}; choose one of: {known}")
        return EXIT_USAGE
    settings = _offscreen_settings(hints=game == "demo")
    session = _AppSession(language, settings)
    widget = controller = None
    try:
        if game is None:
            from cardsuite.ui.app.mainwindow import MainWindow
            widget = MainWindow(settings)
        elif game == "demo":
            from cardsuite.ui.toolkit.demo import build_demo
            widget = build_demo(settings)
        else:
            widget, controller = _table_widget(games.GAMES[game], settings, 1 if seed is None else seed, moves,
                                               players)
        width, height = size
        widget.resize(width, height)
        widget.show()
        if controller is not None:
            controller.start()
        _pump(session.app, 0.25)
        widget.resize(width, height)
        _pump(session.app, 0.05)
        image = widget.grab().toImage()
        if image.width() != width or image.height() != height:
            from PySide6.QtCore import Qt
            image = image.scaled(width, height, Qt.AspectRatioMode.IgnoreAspectRatio,
                                 Qt.TransformationMode.SmoothTransformation)
        target = os.path.abspath(path)
        if not image.save(target, os.path.splitext(target)[1].lstrip(".").lower()):
            _error(f"could not write the picture to {target}")
            return 1
        _print(f"cardsuite: wrote {target} ({width}x{height})")
        return 0
    except Exception:
        _error("the screenshot failed:\n" + traceback.format_exc())
        return 1
    finally:
        if controller is not None:
            controller.shutdown()
        if widget is not None:
            widget.close()
            widget.deleteLater()
            _pump(session.app)
        session.close()


# --------------------------------------------------------------------------- smoke test


def smoke_test(language: str | None = None) -> int:
    """Open and close the main window and every registered table (a bot match each), offscreen."""
    from cardsuite import games
    from cardsuite.play.match import Match
    settings = _offscreen_settings()
    session = _AppSession(language, settings)
    failures = 0
    window = None
    try:
        start = time.perf_counter()
        try:
            from cardsuite.ui.app.mainwindow import MainWindow
            window = MainWindow(settings)
            window.resize(1024, 700)
            window.show()
            _pump(session.app)
            _print(f"ok    main window ({len(window.start_screen.cards)} game(s) listed)"
                   f"  {time.perf_counter() - start:.2f} s")
        except Exception:
            failures += 1
            _print("FAIL  main window\n" + traceback.format_exc())
            return 1
        if not games.GAMES:
            _print("note  no games are registered")
        for name, entry in games.GAMES.items():
            start = time.perf_counter()
            try:
                options = entry.game().Options.from_preset()
                match = Match(entry, options, bot_seats(entry, options), seed=1)
                if not window.open_table(entry, match):
                    raise RuntimeError(window.last_message[1] if window.last_message else "the table did not open")
                _pump(session.app, 0.15)
                table_class = type(window.table).__name__
                window.show_start_screen()  # closes the table without touching any save
                _pump(session.app)
                _print(f"ok    {name}: {table_class}, {len(match.record.actions)} bot move(s)"
                       f"  {time.perf_counter() - start:.2f} s")
            except Exception:
                failures += 1
                _print(f"FAIL  {name}\n" + traceback.format_exc())
                if window.match is not None:
                    window.show_start_screen()
        failures += _smoke_sound()
        return 1 if failures else 0
    finally:
        if window is not None:
            window.close()
            window.deleteLater()
            _pump(session.app)
        session.close()


def _smoke_sound() -> int:
    """The table's sounds are there and readable, and the audio library imports (no device is opened)."""
    from cardsuite.ui.toolkit.sound.cues import CUES
    from cardsuite.ui.toolkit.sound.library import SoundLibrary
    library = SoundLibrary()
    missing = [cue for cue in CUES if library.samples(cue) is None]
    if missing:
        _print("FAIL  sound: unreadable " + ", ".join(f"{cue}.wav" for cue in missing))
        return 1
    try:
        import miniaudio
        player = f"miniaudio {miniaudio.__version__}"
    except ImportError:
        player = "no audio library here (the app plays silently)"
    _print(f"ok    sound: {len(CUES)} sounds, {player}")
    return 0


if __name__ == "__main__":  # pragma: no cover
    raise SystemExit(main())
