"""Shared test set-up: Qt offscreen, strict bots, a private CARDSUITE_HOME per test, the toy game, waits that
are safety nets only, and a check that a test leaves no window, socket or thread behind."""

import gc
import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ["CARDSUITE_STRICT_BOTS"] = "1"   # a bot's illegal answer fails the test (see cardsuite.play.seats)

import pytest  # noqa: E402

from cardsuite import games  # noqa: E402
from cardsuite.profile.settings import Settings  # noqa: E402
from support.leakcheck import nothing_leaks_into_the_next_test  # noqa: E402,F401  (an autouse fixture)

pytest_plugins = ["pytester"]      # tests/core/test_leakcheck.py runs a test session of its own

# Network: loopback only.  A lobby opened by any test announces to 127.0.0.1, never to the LAN
# broadcast address the app uses by default.
Settings.DEFAULTS["lan_discovery_targets"] = ["127.0.0.1:47474"]

from support.toy import TOY  # noqa: E402


def pytest_xdist_auto_num_workers(config) -> int:
    """``-n auto``: three workers for every two cores, 2 to 8.  A quarter of the suite's time is waiting (real
    sockets, child processes, Qt timers), so one worker a core leaves the cores idle that long (on 2 cores: 98 s
    with 2 workers); but every worker collects, and so rewrites the asserts of, every test module again (about
    5 s of CPU each where bytecode is not written), and more workers contend more: on 2 idle cores the suite took
    88 and 93 s with 3 workers, 101 and 96 s with 4.  At most 8, the number of disjoint UDP port ranges the lobby
    tests hand out per worker (:mod:`support.lobbyhelpers`) with room to spare."""
    return max(2, min(8, (3 * (os.cpu_count() or 1) + 1) // 2))


@pytest.fixture(autouse=True)
def private_home(tmp_path, monkeypatch):
    """Every test gets its own settings, saves and statistics folder."""
    home = tmp_path / "cardsuite-home"
    monkeypatch.setenv("CARDSUITE_HOME", str(home))
    return home


PATIENCE_MS = 120_000
"""How long any wait in a test may last before it gives up: a safety net on a busy machine, never a
deadline.  Progress comes from bot pace 0, animations off and fake clocks, so a passing test waits far less."""

_WAITS = ("waitUntil", "waitSignal", "waitSignals", "waitCallback", "waitExposed", "waitActive")


@pytest.fixture
def qtbot(qtbot):
    """pytest-qt's qtbot, whose waits give up after PATIENCE_MS at the earliest (a shorter timeout written
    in a test is raised to it: how long a machine takes is never what a test checks)."""
    for name in _WAITS:
        setattr(qtbot, name, _patient(getattr(qtbot, name)))
    return qtbot


def _patient(wait):
    def patient(*args, timeout: int = PATIENCE_MS, **kwargs):
        return wait(*args, timeout=max(timeout, PATIENCE_MS), **kwargs)
    return patient


_FULL_COLLECTION_EVERY = 50
_qt_tests = 0


@pytest.fixture(autouse=True)
def collect_on_the_main_thread(request, nothing_leaks_into_the_next_test):
    """In a Qt test, cycles are collected on the main thread only (as the app's GuiThreadCollector does):
    a worker thread that triggered a collection could otherwise free Qt objects off their thread.  It asks
    for the leak check so that the check looks once the cycles are collected.

    With collection off during the test, everything the test made is in the youngest generations, so
    collecting those frees its cycles without walking the whole heap (a full collection costs far more
    than most Qt tests); a full one now and then frees what older objects hold."""
    global _qt_tests
    if "qtbot" not in request.fixturenames:
        yield
        return
    gc.disable()
    try:
        yield
    finally:
        _qt_tests += 1
        gc.collect(2 if _qt_tests % _FULL_COLLECTION_EVERY == 0 else 1)
        gc.enable()


@pytest.fixture(autouse=True)
def spider_solver_stand_in(request, monkeypatch):
    """A Spider table that reaches its result asks the solver for the deal's best score: seconds of work on
    the tables' one search thread, which would run on into the next tests and hold up their hints.  In a Qt
    test a stand-in answers at once (a test may put its own in place); the solver itself is tested in
    test_spider_bots and test_deal_numbers."""
    if "qtbot" in request.fixturenames:
        from cardsuite.games.spider.table import assist
        monkeypatch.setattr(assist, "_oracle_score", lambda number, suits: (True, 480))


@pytest.fixture(autouse=True)
def null_sound():
    """No test touches an audio device: the process's sound player gets a null output, which records the cues
    it is given (``null_sound.cues()``).  Its throttle clock moves a second at every reading, so no sound is
    dropped for coming too soon unless a test makes a player of its own to check that."""
    from itertools import count

    from cardsuite.ui.toolkit.sound import player
    from cardsuite.ui.toolkit.sound.output import NullOutput
    output = NullOutput()
    seconds = count()
    previous = player.install(player.SoundPlayer(output=output, now=lambda: float(next(seconds))))
    yield output
    player.install(previous)


@pytest.fixture
def lan(qtbot, settings):
    """Host, join and drive LAN tables (lanhelpers.Lan); all of it is stopped when the test ends."""
    from support.lanhelpers import Lan
    pieces = Lan(qtbot, settings)
    yield pieces
    pieces.close()


@pytest.fixture
def toy_entry(monkeypatch):
    """The toy trick game, registered for the duration of one test."""
    monkeypatch.setitem(games.GAMES, TOY.name, TOY)
    return TOY


@pytest.fixture
def settings():
    """The player's settings with animations off and bots answering at once, for table tests."""
    s = Settings.load()
    s.set("animation_speed", "off")
    s.set("bot_pace", 0.0)
    return s
