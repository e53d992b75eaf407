"""Faults: a dropped connection mid-round (the others see "waiting for <name>", the player's table reconnects with
its seat's token, gets the position back and the round is finished; or the host gives the seat to a bot); a wrong
token is refused; a host that sends what this app cannot use is left with a readable reason."""

from __future__ import annotations

from cardsuite import games
from cardsuite.play.match import Phase
from cardsuite.net.client import TableClient
from cardsuite.play.seats import remote_seat
from support.lanhelpers import bot_chooser, easy_bot


def test_a_dropped_player_reconnects_with_the_token_and_finishes_the_round(qtbot, lan):
    entry = games.get("canasta")
    options = entry.game().Options.from_preset(None, players=4, target=1)
    seats = [easy_bot(entry, "Ann"), remote_seat("Waiting…"), easy_bot(entry, "Cy"), remote_seat("Waiting…")]
    hosted = lan.host(entry, options, seats, seed=11)       # a round of 25 actions; Bo's next turn is after the drop
    bo = lan.join("Bo", hosted.port)
    dee = lan.join("Dee", hosted.port)
    token = bo.client.token
    screens = [(bo.table, bo.remote), (dee.table, dee.remote)]
    driver = lan.driver(screens, bot_chooser(entry))
    qtbot.waitUntil(lambda: len(hosted.match.record.actions) >= 12)
    driver.stop()
    dropped_at = len(hosted.match.record.actions)
    # what the host and Dee's table make of each change is recorded as it happens: Bo's table may be back
    # before a look at the table would find the gap
    drops: list[tuple[int, bool]] = []
    hosted.server.left.connect(lambda seat, _who: drops.append((seat, hosted.server.connected()[seat])))
    shown_to_dee: list[str] = []
    dee.client.seats_changed.connect(lambda _seats: shown_to_dee.append(dee.remote.waiting_text()))
    bo.client._socket.abort()           # the line drops without a word
    qtbot.waitUntil(lambda: "Waiting for Bo\u2026" in shown_to_dee)
    assert drops[0] == (1, False)
    # the table reconnects by itself with the seat's token and is shown the position as it is now
    # (welcomed again: the host renews a token once used)
    qtbot.waitUntil(lambda: hosted.server.connected()[1] and bo.client.token not in (None, token))
    assert bo.client.seat == 1 and bo.client.is_connected
    qtbot.waitUntil(lambda: bo.remote._shown_seq == hosted.controller.host.seq and not dee.remote.waiting_text())
    assert bo.table.current_view.to_json() == hosted.match.view(1).to_json()
    driver = lan.driver(screens, bot_chooser(entry))
    qtbot.waitUntil(lambda: hosted.match.is_over and bo.remote.phase == Phase.OVER)
    driver.stop()
    assert bo.table.summary_visible()
    assert 1 in [seat for seat, _ in hosted.match.record.actions[dropped_at:]], "Bo played again once back"
    lan.finish(hosted, bo, dee)


def test_a_wrong_token_is_refused(qtbot, lan):
    entry = games.get("schnapsen")
    hosted = lan.host(entry, entry.game().Options.from_preset(),
                  [easy_bot(entry, "Ann"), remote_seat("Waiting…")])
    bo = lan.join("Bo", hosted.port, with_table=False)
    stranger = TableClient("Eve")
    with qtbot.waitSignal(stranger.rejected) as refused:
        stranger.connect_to("127.0.0.1", hosted.port, token="0" * 32)
    assert refused.args[0] == "token"
    qtbot.waitUntil(lambda: not stranger.is_connected)
    assert stranger.welcome is None and hosted.server.connected()[1] and bo.client.is_connected
    lan.finish(hosted, bo)


def test_the_host_app_waits_for_a_dropped_player_and_can_give_the_seat_to_a_bot(qtbot, lan, settings):
    from cardsuite.play.seats import BotSeat
    from cardsuite.ui.app.mainwindow import MainWindow
    settings.set("lan_port", 0)
    window = MainWindow(settings)
    qtbot.addWidget(window)
    window.lan.bind = "127.0.0.1"
    entry = games.get("schnapsen")
    match = window.lan.host({"game": "schnapsen", "options": entry.game().Options.from_preset().to_json(),
                             "seats": [{"kind": "local", "level": None}, {"kind": "remote", "level": None}],
                             "access": "anyone", "ratings": None, "invited": []})
    bo = lan.join("Bo", window.lan.server.port(), retry_s=None)
    qtbot.waitUntil(lambda: bo.table is not None and bo.table.current_view is not None)
    bo.client._socket.abort()
    chat = window.lan.chat
    qtbot.waitUntil(lambda: chat.status.text() == "Waiting for Bo\u2026")
    assert chat.bot_button.isVisibleTo(chat) and window.table.last_message == "Waiting for Bo\u2026"
    chat.bot_button.click()
    assert isinstance(match.seats[1], BotSeat) and match.seats[1].name == "Bo"
    assert match.seats[1].level.level == "medium"                 # the middle of Easy .. Expert, not Hard
    assert chat.lines[-1] == ("", "A bot now plays for Bo.")     # said at the table (issue 24)
    assert not chat.status.isVisibleTo(chat) and not chat.bot_button.isVisibleTo(chat)
    window.leave_table()


def _fake_host(qtbot, frames: list[bytes]):
    """A host that greets any client with ``frames`` (raw bytes) and nothing else."""
    from PySide6.QtNetwork import QHostAddress, QTcpServer
    server = QTcpServer()
    lines = []

    def greet() -> None:
        line = server.nextPendingConnection()
        lines.append(line)
        for frame in frames:
            line.write(frame)

    server.newConnection.connect(greet)
    assert server.listen(QHostAddress("127.0.0.1"), 0)
    return server, lines


def test_a_malformed_message_from_the_host_closes_the_connection_with_a_reason(qtbot):
    import struct
    from cardsuite.net import protocol
    welcome = {"type": "welcome", "protocol": protocol.PROTOCOL_VERSION, "app": "0.1.0", "host_name": "Mallory",
               "game": "schnapsen", "options": games.get("schnapsen").game().Options.from_preset().to_json(),
               "seat": 1, "token": "t" * 24, "names": ["Mallory", "Bo"], "kinds": ["human", "remote"], "table": {}}
    bad_update = {"type": "update", "seq": 1, "seat": 1, "view": {"hand": "not cards"}, "events": [], "legal": [],
                  "phase": "playing", "totals": [0, 0]}
    cases = [
        [protocol.encode(welcome), protocol.encode(bad_update)],                 # fails the game's own reading
        [protocol.encode(welcome), struct.pack(">I", protocol.MAX_FRAME + 1)],   # an oversized frame
        [protocol.encode({**welcome, "game": "poker"})],                         # a game this app does not have
        [struct.pack(">I", 5) + b"{oops"],                                       # not JSON
    ]
    for frames in cases:
        server, _lines = _fake_host(qtbot, frames)
        client = TableClient("Bo")
        updates = []
        client.updated.connect(updates.append)
        with qtbot.waitSignal(client.disconnected) as gone:
            client.connect_to("127.0.0.1", server.serverPort())
        assert gone.args[0].startswith("The host sent a message this app cannot use (")
        assert not updates and not client.is_connected
        server.close()


def test_a_host_of_another_protocol_is_refused_readably(qtbot):
    server, _lines = _fake_host(qtbot, [_raw({"type": "welcome", "protocol": 2, "app": "0.9"})])
    client = TableClient("Bo")
    with qtbot.waitSignal(client.rejected) as refused:
        client.connect_to("127.0.0.1", server.serverPort())
    assert refused.args[0] == "version"
    assert refused.args[1].startswith("The host plays protocol 2 (cardsuite 0.9); you have 1")
    server.close()


def _raw(message: dict) -> bytes:
    import json
    import struct
    data = json.dumps(message).encode("utf-8")
    return struct.pack(">I", len(data)) + data


def test_a_refusal_from_the_host_reaches_the_player_in_their_language(qapp):
    """The host sends the protocol's English reasons; the client shows them translated (context "Network")."""
    from cardsuite.net import protocol
    from cardsuite.net.client import network_text
    from cardsuite.ui.toolkit import i18n
    try:
        i18n.install_translators("pl", qapp)
        assert network_text(protocol.BYE_CLOSED) not in ("", protocol.BYE_CLOSED)
        assert network_text(protocol.REFUSE_REASONS["full"]) != protocol.REFUSE_REASONS["full"]
    finally:
        i18n.install_translators("en", qapp)
