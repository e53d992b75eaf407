"""Host and guest app windows on one profile for the rejoin tests: each window goes by its own name."""

from __future__ import annotations

from PySide6.QtWidgets import QMessageBox

from cardsuite import games
from support.lanhelpers import lan_window
from support.nethelpers import RawClient

SCHNAPSEN_TABLE = {"game": "schnapsen", "seats": [{"kind": "local", "level": None}, {"kind": "remote", "level": None}],
                   "access": "anyone", "ratings": None, "invited": []}


def window_named(qtbot, settings, name: str):
    window = lan_window(qtbot, settings)
    window.lan.name = lambda: name        # one profile plays every end here: each window goes by its own name
    return window


def hosting(qtbot, settings):
    host_window = window_named(qtbot, settings, "Hostess")
    options = games.get("schnapsen").game().Options.from_preset()
    match = host_window.lan.host({**SCHNAPSEN_TABLE, "options": options.to_json()})
    assert match is not None
    return host_window, match, host_window.lan.server.port()


def seated(qtbot, window) -> None:
    qtbot.waitUntil(lambda: window.lan.remote is not None and window.table is not None
                    and window.table.current_view is not None)


def question(qtbot, window) -> QMessageBox:
    """The host window's open question about a seat."""
    qtbot.waitUntil(lambda: bool(window.lan.claims))
    return next(iter(window.lan.claims.values()))


def seat_taken_and_dropped(qtbot, host_window, port: int, name: str = "Ann") -> None:
    """``name`` sits down at the host window's table with a raw client and drops: the seat is owned and away."""
    first = RawClient(port)
    first.hello(name)
    first.wait_for(qtbot, "welcome")
    first.close()
    qtbot.waitUntil(lambda: not host_window.lan.server.seated)
