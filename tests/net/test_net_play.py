"""Every game over LAN with real sockets on 127.0.0.1: the host app's table against remote tables (the same
table classes as local play), each played to its end; one table hosted by a second process."""

from __future__ import annotations

import os
import re
import socket
import subprocess
import sys

from cardsuite import games
from cardsuite.games.canasta.engine.actions import AcceptDouble, Answer, AskPartner, DeclineDouble, ProposeDouble
from cardsuite.games.spider.engine.actions import Done, Undo
from cardsuite.play.match import Phase
from cardsuite.play.seats import local_seat, remote_seat
from support.lanhelpers import bot_chooser, easy_bot, lan_window




def two_windows(qtbot, settings):
    """A host's window and a guest's, on one profile: the guest goes by another name (names at a table differ)."""
    host_window, join_window = lan_window(qtbot, settings), lan_window(qtbot, settings)
    join_window.lan.name = lambda: "Guest"
    return host_window, join_window


def test_schnapsen_round_between_the_host_table_and_a_remote_table(qtbot, lan):
    entry = games.get("schnapsen")
    hosted = lan.host(entry, entry.game().Options.from_preset(), [local_seat("Ann"), remote_seat("Waiting…")])
    bo = lan.join("Bo", hosted.port)
    assert bo.client.seat == 1 and bo.client.game is entry
    qtbot.waitUntil(lambda: hosted.match.seats[1].name == "Bo" or "Bo" in bo.client.names)
    driver = lan.driver([(hosted.table, hosted.controller), (bo.table, bo.remote)])
    qtbot.waitUntil(lambda: hosted.match.phase != Phase.PLAYING and bo.table.summary_visible())
    driver.stop()
    assert bo.remote.phase == hosted.match.phase
    assert bo.table.match_totals == hosted.match.totals()
    # the deal's commitment was checked against the revealed deal number, and the round's sheet says so
    qtbot.waitUntil(lambda: bo.client.verified.get(0) is True)
    assert bo.table.summary_panel.stamp == "Deal verified" and bo.table.summary_panel.stamp_ok
    if hosted.match.phase == Phase.BETWEEN_ROUNDS:
        # the next round waits until both continue
        hosted.table.continue_requested.emit()
        assert hosted.match.phase == Phase.BETWEEN_ROUNDS
        bo.table.continue_requested.emit()
        qtbot.waitUntil(lambda: hosted.match.round_no == 1 and bo.remote.round == 1)
        assert bo.table.summary_panel.stamp == ""
    bo.table.leave_requested.emit()
    qtbot.waitUntil(lambda: hosted.match.is_over)
    lan.finish(hosted, bo)


def spider_chooser(moves_each: int):
    """A few real moves per player, then Done (the duel ends when both are done)."""
    made: dict[int, int] = {}

    def choose(view, legal, rng):
        seat = view.seat
        moves = [a for a in legal if not isinstance(a, (Done, Undo))]
        if made.get(seat, 0) >= moves_each or not moves:
            return next(a for a in legal if isinstance(a, Done))
        made[seat] = made.get(seat, 0) + 1
        return rng.choice(moves)
    return choose


def test_spider_duel_on_one_deal_to_its_end(qtbot, lan):
    entry = games.get("spider")
    hosted = lan.host(entry, entry.game().Options.from_preset(), [local_seat("Ann"), remote_seat("Waiting…")])
    first_host_view = hosted.controller.host.update_for(0).view
    views: list = []
    bo = lan.join("Bo", hosted.port, on_update=lambda _c, update: views.append(update.view))
    qtbot.waitUntil(lambda: bool(views))
    # both players are on the same deal
    assert views[0].board.up == first_host_view.board.up and views[0].board.down == first_host_view.board.down
    driver = lan.driver([(hosted.table, hosted.controller), (bo.table, bo.remote)], spider_chooser(6))
    qtbot.waitUntil(lambda: hosted.match.phase == Phase.OVER and bo.remote.phase == Phase.OVER)
    driver.stop()
    # each saw the other's progress live
    assert any(0 < v.players[0].moves and not v.players[0].finished for v in views)
    assert hosted.table.current_view.players[1].finished and hosted.table.current_view.players[1].moves > 0
    assert bo.table.match_totals == hosted.match.totals()
    lan.finish(hosted, bo)


def canasta_chooser(entry, doubles: list, asks: list):
    """The easy bot's play, but the host offers to double once, a double is accepted, a player who may go out
    asks the partner first, and the partner says yes."""
    bot = bot_chooser(entry)

    def choose(view, legal, rng):
        for action in legal:
            if isinstance(action, ProposeDouble) and view.seat == 0 and not doubles:
                doubles.append(("offer", view.seat))
                return action
            if isinstance(action, AcceptDouble):
                doubles.append(("accept", view.seat))
                return action
            if isinstance(action, AskPartner):
                asks.append(("ask", view.seat))
                return action
            if isinstance(action, Answer) and action.yes:
                asks.append(("answer", view.seat))
                return action
        return bot(view, [a for a in legal if not isinstance(a, (DeclineDouble, ProposeDouble, AskPartner))]
                   or legal, rng)
    return choose


def test_canasta_four_players_two_remote_humans_the_host_and_a_bot(qtbot, lan):
    entry = games.get("canasta")
    options = entry.game().Options.from_preset(None, players=4, target=1, doubling=True, ask_partner=True)
    seats = [local_seat("Ann"), remote_seat("Waiting…"), easy_bot(entry, "Cy"), remote_seat("Waiting…")]
    hosted = lan.host(entry, options, seats, seed=3)       # 53 actions; Bo asks his partner Dee, and she answers
    bo = lan.join("Bo", hosted.port)
    dee = lan.join("Dee", hosted.port)
    assert (bo.client.seat, dee.client.seat) == (1, 3)
    doubles, asks = [], []
    driver = lan.driver([(hosted.table, hosted.controller), (bo.table, bo.remote), (dee.table, dee.remote)],
                    canasta_chooser(entry, doubles, asks))
    qtbot.waitUntil(lambda: hosted.match.is_over and bo.remote.phase == dee.remote.phase == Phase.OVER)
    driver.stop()
    assert ("offer", 0) in doubles and any(kind == "accept" and seat in (1, 3) for kind, seat in doubles)
    assert asks and [kind for kind, _ in asks].count("answer") == [kind for kind, _ in asks].count("ask")
    assert bo.table.match_totals == dee.table.match_totals == hosted.match.totals()
    lan.finish(hosted, bo, dee)


def test_a_table_hosted_by_a_second_process(qtbot, lan, tmp_path):
    """``cardsuite host`` without a window: a remote table plays a Schnapsen round against its bot."""
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as udp:      # announcements go to a quiet local port
        udp.bind(("127.0.0.1", 0))
        quiet = udp.getsockname()[1]
    env = {**os.environ, "PYTHONPATH": os.pathsep.join([os.getcwd(), os.environ.get("PYTHONPATH", "")]),
           "QT_QPA_PLATFORM": "offscreen", "CARDSUITE_HOME": str(tmp_path / "host-home")}
    proc = subprocess.Popen([sys.executable, "-m", "cardsuite", "host", "--game", "schnapsen", "--port", "0",
                             "--bind", "127.0.0.1", "--bots", "easy", "--pace", "0",
                             "--announce", f"127.0.0.1:{quiet}"],
                            stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, env=env)
    try:
        port = None
        lines = []
        while port is None:
            line = proc.stdout.readline()
            assert line, "the host ended before listening: " + "".join(lines)
            lines.append(line)
            found = re.search(r"127\.0\.0\.1:(\d+)", line)
            port = int(found.group(1)) if found else None
        bo = lan.join("Bo", port)
        driver = lan.driver([(bo.table, bo.remote)])
        qtbot.waitUntil(lambda: bo.remote.phase != Phase.PLAYING and bo.table.summary_visible())
        driver.stop()
        qtbot.waitUntil(lambda: bo.client.verified.get(0) is True)
        bo.table.leave_requested.emit()
    finally:
        proc.terminate()
        assert proc.wait(timeout=120) == 0


def test_host_and_join_from_the_main_window(qtbot, lan, settings):
    """"Host a table" and "Join" in the app: the table with the chat beside it on both; closing the host's
    window says goodbye to the player and keeps the match saved, to be hosted again, where the player's kept seat
    key takes the seat back."""
    host_window, join_window = two_windows(qtbot, settings)
    entry = games.get("schnapsen")
    match = host_window.lan.host({"game": "schnapsen", "options": entry.game().Options.from_preset().to_json(),
                                  "seats": [{"kind": "local", "level": None}, {"kind": "remote", "level": None}],
                                  "access": "anyone", "ratings": None, "invited": []})
    assert match is not None and host_window.lan.server is not None and host_window.lan.chat is not None
    join_window.lan.join("127.0.0.1", host_window.lan.server.port())
    qtbot.waitUntil(lambda: join_window.lan.remote is not None and join_window.table.current_view is not None)
    assert type(join_window.table) is type(host_window.table) and join_window.stack.currentWidget() is \
        join_window.table_page
    join_window.lan.chat.said.emit("Good luck!")
    qtbot.waitUntil(lambda: any(text == "Good luck!" for _, text in host_window.lan.chat.lines))
    host_window.lan.chat.said.emit("Thanks")
    qtbot.waitUntil(lambda: any(text == "Thanks" for _, text in join_window.lan.chat.lines))
    client = join_window.lan.client
    reasons: list[str] = []
    client.disconnected.connect(reasons.append)
    host_window.close()
    qtbot.waitUntil(lambda: bool(reasons))
    assert reasons == ["The host closed the table."]
    assert host_window.sessions.save_info("schnapsen").status == "resumable"
    port = client.port_number
    join_window.close_table(delete_save=False)       # the guest's table is put aside: the seat stays theirs
    assert join_window.table is None and join_window.lan.remote is None
    # hosted again from the save on the same port (a seat's key goes to that address:port only), and rejoined
    again = lan_window(qtbot, settings)
    settings.set("lan_port", port)
    assert again.resume("schnapsen") is not None and again.lan.server is not None
    assert again.lan.server.port() == port
    join_window.lan.join("127.0.0.1", again.lan.server.port())
    qtbot.waitUntil(lambda: join_window.lan.remote is not None and join_window.table.current_view is not None)
    assert join_window.lan.client.seat == 1
    join_window.leave_table()
    qtbot.waitUntil(lambda: again.match is None or again.match.is_over)


def test_a_table_hosted_from_the_lobby_is_announced_until_it_closes(qtbot, lan, settings):
    from cardsuite.net.discovery import Discovery
    from cardsuite.ui.app.mainwindow import MainWindow
    ports = []
    for _ in range(2):
        with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as udp:
            udp.bind(("127.0.0.1", 0))
            ports.append(udp.getsockname()[1])
    targets = [f"127.0.0.1:{port}" for port in ports]
    settings.set("lan_port", 0)
    settings.set("lan_discovery_port", ports[0])
    settings.set("lan_discovery_targets", targets)
    other = Discovery("Bo", port=ports[1], targets=targets)      # another player's lobby on this machine
    try:
        assert other.start()
        window = MainWindow(settings)
        qtbot.addWidget(window)
        window.lan.bind = "127.0.0.1"
        window.start_screen.network_clicked.emit()
        lobby = window.lan.lobby
        assert window.stack.currentWidget() is lobby
        entry = games.get("spider")
        lobby.host_requested.emit({"game": "spider", "options": entry.game().Options.from_preset().to_json(),
                                   "seats": [{"kind": "local", "level": None}, {"kind": "remote", "level": None}],
                                   "access": "anyone", "ratings": None, "invited": []})
        server = window.lan.server
        assert window.stack.currentWidget() is window.table_page and server is not None
        assert window.lan.discovery.announced() == [server.table_id] and window.lan.discovery.status == "hosting"
        qtbot.waitUntil(lambda: [t.port for t in other.model.tables()] == [server.port()])
        window.leave_table()
        assert window.lan.discovery.announced() == [] and window.lan.discovery.status == "idle"
        qtbot.waitUntil(lambda: not other.model.tables())
        window.close()
    finally:
        other.stop()


def test_closing_the_host_window_between_rounds_keeps_the_summary_in_the_save(qtbot, lan, settings):
    """The host pressed Continue and waits for the other player, then closes the window: the player leaving
    with the closing table must not deal the next round into the save."""
    host_window, join_window = two_windows(qtbot, settings)
    entry = games.get("schnapsen")
    options = entry.game().Options.from_preset(target=7)
    match = host_window.lan.host({"game": "schnapsen", "options": options.to_json(),
                                  "seats": [{"kind": "local", "level": None}, {"kind": "remote", "level": None}],
                                  "access": "anyone", "ratings": None, "invited": []})
    join_window.lan.join("127.0.0.1", host_window.lan.server.port())
    qtbot.waitUntil(lambda: join_window.lan.remote is not None and join_window.table.current_view is not None)
    driver = lan.driver([(host_window.table, host_window.controller), (join_window.table, join_window.lan.remote)],
                    bot_chooser(entry))
    qtbot.waitUntil(lambda: match.phase != Phase.PLAYING)
    driver.stop()
    assert match.phase == Phase.BETWEEN_ROUNDS        # a round gives at most 3 of the 7 game points
    host_window.table.continue_requested.emit()
    assert match.phase == Phase.BETWEEN_ROUNDS
    host_window.close()
    assert match.phase == Phase.BETWEEN_ROUNDS
    assert host_window.sessions.save_info("schnapsen").status == "resumable"
    join_window.leave_table()


def test_the_host_window_says_it_waits_for_players_until_they_sit_down(qtbot, lan, settings):
    host_window, join_window = two_windows(qtbot, settings)
    entry = games.get("canasta")
    options = entry.game().Options.from_preset(None, players=4)
    match = host_window.lan.host({"game": "canasta", "options": options.to_json(),
                                  "seats": [{"kind": "local", "level": None}, {"kind": "remote", "level": None},
                                            {"kind": "bot", "level": "easy"}, {"kind": "remote", "level": None}],
                                  "access": "anyone", "ratings": None, "invited": []})
    chat, host = host_window.lan.chat, host_window.controller.host
    assert host.on_hold and chat.status.text() == "Waiting for 2 more players to join\u2026"
    assert host_window.table.last_message == chat.status.text() and not host_window.table.current_legal
    join_window.lan.join("127.0.0.1", host_window.lan.server.port())
    qtbot.waitUntil(lambda: join_window.table is not None and join_window.table.current_view is not None)
    assert chat.status.text() == "Waiting for one more player to join\u2026"
    qtbot.waitUntil(lambda: join_window.lan.chat.status.text() == chat.status.text())  # the guest too
    # the status line says so too, instead of naming the empty seat as the one to move
    qtbot.waitUntil(lambda: host_window.table.status.text == chat.status.text())
    qtbot.waitUntil(lambda: join_window.table.status.text == chat.status.text())
    assert host.on_hold and not match.record.actions
    chat.bot_requested.emit()                       # nobody else comes: a bot takes the last seat
    assert not host.on_hold and chat.status.text() == "" and match.seats[3].kind.value == "bot"
    qtbot.waitUntil(lambda: join_window.lan.chat.status.text() == "")
    qtbot.waitUntil(lambda: "Waiting for" not in host_window.table.status.text)
    assert match.seats[3].name not in ("Waiting\u2026", "")
    # everyone at the table reads that a bot took the seat (issue 24)
    note = f"{match.seats[3].name}, a bot, takes the empty seat."
    assert chat.lines[-1] == ("", note)
    qtbot.waitUntil(lambda: ("", note) in join_window.lan.chat.lines)
    qtbot.waitUntil(lambda: bool(match.record.actions or host_window.table.current_legal
                                 or join_window.table.current_legal))
    join_window.leave_table()
    host_window.close()
