"""Shared set-up for LAN tests (through the ``lan`` fixture): a hosted table (match, table widget, controller,
server on 127.0.0.1), remote players joining it with their own table widget, and a driver that plays the human
seats of every screen by submitting a legal action through the table's ``action_chosen`` signal whenever the
table may act."""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any, Callable

from PySide6.QtCore import QTimer

from cardsuite.play.match import Match
from cardsuite.net.client import TableClient
from cardsuite.net.server import TableServer
from cardsuite.play.seats import BotSeat
from cardsuite.ui.toolkit.controller import MatchController
from cardsuite.ui.lan.remote import RemoteController

Chooser = Callable[[Any, list, random.Random], Any]


@dataclass
class Hosted:
    match: Match
    table: Any
    controller: MatchController
    server: TableServer
    port: int


@dataclass
class Joined:
    client: TableClient
    table: Any = None
    remote: RemoteController | None = None


class Lan:
    """The LAN pieces of one test: hosted tables, joined players and drivers.  The ``lan`` fixture (conftest.py)
    stops every one at the test's teardown, passed or failed, so nothing of it plays on in the next test."""

    def __init__(self, qtbot, settings) -> None:
        self.qtbot, self.settings = qtbot, settings
        self.hosted: list[Hosted] = []
        self.joined: list[Joined] = []
        self.drivers: list[Driver] = []

    def host(self, entry, options, seats, seed: int = 7, table: dict | None = None) -> Hosted:
        """A table hosted in this process: the host app's own table and controller, served on 127.0.0.1.  Its
        secret is fixed (the server draws none), so its bots choose the same in every run."""
        match = Match(entry, options, seats, seed=seed, secret=seed + 1)
        widget = entry.table_class()(entry, options, self.settings)
        self.qtbot.addWidget(widget)
        widget.resize(1000, 700)
        controller = MatchController(match, widget, self.settings)
        server = TableServer(controller.host, host_name="Host", table=table or {}, bind="127.0.0.1", port=0)
        hosted = Hosted(match, widget, controller, server, server.listen())
        self.hosted.append(hosted)
        controller.start()
        return hosted

    def join(self, name: str, port: int, with_table: bool = True, token: str | None = None,
             retry_s: float | None = 0.05, on_update: Callable[[TableClient, Any], None] | None = None,
             trace: bool = False, sessions=None) -> Joined:
        """A remote player at 127.0.0.1:``port``; with ``with_table`` its own table widget once welcomed (its
        results go to ``sessions``, if given); ``on_update(client, update)`` hears every update from the first;
        with ``trace`` the client keeps every byte it receives (``client.trace``)."""
        client = TableClient(name)
        joined = Joined(client)
        self.joined.append(joined)
        if trace:
            client.trace = []
        if on_update is not None:
            client.updated.connect(lambda update: on_update(client, update))

        def welcomed(_welcome) -> None:
            if not with_table or joined.table is not None:
                return
            entry = client.game
            widget = entry.table_class()(entry, client.options, self.settings)
            self.qtbot.addWidget(widget)
            widget.resize(1000, 700)
            joined.table = widget
            joined.remote = RemoteController(client, widget, self.settings, retry_s=retry_s, sessions=sessions)
            joined.remote.start()

        client.welcomed.connect(welcomed)
        client.connect_to("127.0.0.1", port, token)
        self.qtbot.waitUntil(lambda: client.welcome is not None)
        return joined

    def driver(self, screens: list[tuple[Any, Any]], choose: Chooser | None = None, seed: int = 3) -> "Driver":
        driver = Driver(screens, choose, seed)
        self.drivers.append(driver)
        return driver

    def finish(self, hosted: Hosted, *players: Joined) -> None:
        """Close the players' connections, let the host see them go, then close the table (what a test that
        passed checks: the host hears every player leave)."""
        for joined in players:
            _leave(joined)
        self.qtbot.waitUntil(lambda: not hosted.server.peers)
        _close(hosted)

    def close(self) -> None:
        """Teardown: drivers first (they act on the tables), then the players, then the hosts."""
        for driver in self.drivers:
            driver.stop()
        for joined in self.joined:
            _leave(joined)
        for hosted in self.hosted:
            _close(hosted)


def _leave(joined: Joined) -> None:
    if joined.remote is not None:
        joined.remote.shutdown()
    joined.client.close()


def _close(hosted: Hosted) -> None:
    hosted.server.close()
    hosted.controller.shutdown()


class Driver:
    """Plays every listed screen's human seat: a legal action, once per shown update, when the table may act.
    ``choose(view, legal, rng)`` picks it (default: at random).  It stops when told, and by itself once one of
    its tables is gone (it never acts on a deleted table)."""

    def __init__(self, screens: list[tuple[Any, Any]], choose: Chooser | None = None, seed: int = 3):
        self.screens = screens
        self.choose = choose or (lambda view, legal, rng: rng.choice(legal))
        self.rng = random.Random(seed)
        self.acted: dict[int, int | None] = {}
        self.actions = 0
        self.timer = QTimer()
        self.timer.setInterval(2)
        self.timer.timeout.connect(self.step)
        for table, _controller in screens:
            table.destroyed.connect(self.stop)
        self.timer.start()

    def step(self) -> None:
        for table, controller in self.screens:
            seq = controller._shown_seq
            if (seq is None or not table.current_legal or not table.can_act() or table.summary_visible()
                    or self.acted.get(id(table)) == seq):
                continue
            self.acted[id(table)] = seq
            self.actions += 1
            table.action_chosen.emit(self.choose(table.current_view, list(table.current_legal), self.rng))

    def stop(self) -> None:
        self.timer.stop()


def bot_chooser(entry, level: str = "easy") -> Chooser:
    """Choose as the game's bot of ``level`` would (a goal-directed human: rounds end sooner than at random)."""
    bot = entry.bot_levels()[level].make()
    return lambda view, legal, rng: bot.choose(view, legal, rng)


def easy_bot(entry, name: str) -> BotSeat:
    return BotSeat(entry.bot_levels()["easy"], name, pace=0)


def lan_window(qtbot, settings):
    """An app window that serves or joins on 127.0.0.1 only (any free port)."""
    from cardsuite.ui.app.mainwindow import MainWindow
    settings.set("lan_port", 0)
    window = MainWindow(settings)
    qtbot.addWidget(window)
    window.lan.bind = "127.0.0.1"
    return window
