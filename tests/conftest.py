"""Shared test set-up: Qt offscreen, strict bots, a private CARDSUITE_HOME per test, and the toy game."""

import gc
import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ["CARDSUITE_STRICT_BOTS"] = "1"   # a bot's illegal answer fails the test (see cardsuite.seats)

import pytest  # noqa: E402

from cardsuite import games  # noqa: E402
from cardsuite.storage import Settings  # noqa: E402

# Network: loopback only.  A lobby opened by any test announces to 127.0.0.1, never to the LAN
# broadcast address the app uses by default.
Settings.DEFAULTS["lan_discovery_targets"] = ["127.0.0.1:47474"]

TOY = games.GameEntry("toy", "Toy tricks", "A tiny trick game for tests.", "toygame")


@pytest.fixture(autouse=True)
def private_home(tmp_path, monkeypatch):
    """Every test gets its own settings, saves and statistics folder."""
    home = tmp_path / "cardsuite-home"
    monkeypatch.setenv("CARDSUITE_HOME", str(home))
    return home


@pytest.fixture(autouse=True)
def collect_on_the_main_thread(request):
    """In a Qt test, cycles are collected on the main thread only (as the app's GuiThreadCollector does):
    a worker thread that triggered a collection could otherwise free Qt objects off their thread."""
    if "qtbot" not in request.fixturenames:
        yield
        return
    gc.disable()
    try:
        yield
    finally:
        gc.collect()
        gc.enable()


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
