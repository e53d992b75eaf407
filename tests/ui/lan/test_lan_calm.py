"""A calm LAN table (issue 24): a host that stops is noted once in the chat (a bot taking a seat is said: see
tests/net/test_net_play.py and tests/net/test_net_reconnect.py), the Leave sheet says when leaving counts as a loss, the waiting line counts the players still to come,
and the Join-by-address dialog and the lobby's status bar show their texts whole.  Real sockets on 127.0.0.1."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QMessageBox

from cardsuite import games
from cardsuite.play.match import Match
from cardsuite.play.seats import BotSeat, hotseat_seat, local_seat, remote_seat
from cardsuite.ui.lan.joindialog import JoinDialog
from cardsuite.ui.lan.tablechat import joining_text
from cardsuite.ui.toolkit import i18n
from support.lanhelpers import lan_window

LOST = "The connection to the host was lost."
LOSS = "Leaving counts as a loss in your statistics."


@pytest.fixture
def english_after(qapp):
    yield
    i18n.install_translators("en", qapp, card_letters="language")


def guest_at(qtbot, lan, settings):
    """A hosted Schnapsen table (Ann at the host) and a guest's window seated at it, the round under way."""
    entry = games.get("schnapsen")
    hosted = lan.host(entry, entry.game().Options.from_preset(), [local_seat("Ann"), remote_seat("Waiting…")])
    window = lan_window(qtbot, settings)
    window.lan.name = lambda: "Guest"
    window.lan.join("127.0.0.1", hosted.port)
    qtbot.waitUntil(lambda: window.table is not None and window.table.current_view is not None)
    return hosted, window


def asked_texts(monkeypatch) -> list[str]:
    """The texts of the message boxes the window asks, each answered with Cancel."""
    asked = []
    monkeypatch.setattr(QMessageBox, "exec", lambda box: asked.append(box.text()) or 0)
    return asked


def test_a_host_that_stops_is_noted_once_however_often_the_guest_tries_again(qtbot, lan, settings):
    hosted, window = guest_at(qtbot, lan, settings)
    client, chat = window.lan.client, window.lan.chat
    window.lan.remote.retry_s = 0.02                 # try again at once (the app waits a second)
    drops = []
    client.disconnected.connect(drops.append)
    hosted.server._server.close()                     # the host's app stops: no bye, nobody listens any more
    for peer in list(hosted.server.peers):
        peer.socket.abort()
    qtbot.waitUntil(lambda: len(drops) >= 4)          # it tried again, and again
    assert drops[0] == LOST
    assert [text for name, text in chat.lines if text == LOST] == [LOST]
    assert len([line for line in chat.lines if line[0] == "" and line[1] in drops]) == len(set(drops))
    window.leave_table()


def test_the_leave_sheet_says_a_guest_s_leaving_counts_as_a_loss(qtbot, lan, settings, monkeypatch):
    hosted, window = guest_at(qtbot, lan, settings)
    asked = asked_texts(monkeypatch)
    window.leave_table(confirm=True)
    assert len(asked) == 1 and LOSS in asked[0]
    assert window.table is not None                   # Cancel: the guest stays
    window.leave_table()


@pytest.mark.parametrize("seats,counts", [("bot", True), ("hotseat", False)])
def test_the_leave_sheet_says_a_loss_only_where_it_counts(qtbot, settings, monkeypatch, toy_entry, seats, counts):
    from cardsuite.ui.app.mainwindow import MainWindow
    window = MainWindow(settings)
    qtbot.addWidget(window)
    if seats == "bot":
        players = [local_seat("Ann"), BotSeat(toy_entry.bot_levels()["easy"], "Marta", pace=0)]
    else:
        players = [hotseat_seat("Ann"), hotseat_seat("Bo")]      # friends at one screen: nobody's statistics
    match = Match(toy_entry, toy_entry.game().Options.from_preset(), players, seed=5)
    assert window.open_table(toy_entry, match)
    asked = asked_texts(monkeypatch)
    window.leave_table(confirm=True)
    assert len(asked) == 1 and asked[0].startswith("The match ends here and cannot be resumed.")
    assert (LOSS in asked[0]) is counts
    assert window.match is match                       # Cancel
    window.close_table(delete_save=True)


def test_the_waiting_line_counts_the_players_still_to_come(english_after):
    assert joining_text(0, 1) == "Waiting for one more player to join\u2026"
    assert joining_text(1, 2) == "Waiting for one more player to join\u2026"
    assert joining_text(0, 3) == "Waiting for 3 more players to join\u2026"
    i18n.install_translators("pl", QCoreApplication.instance())
    polish = joining_text(0, 3)
    assert "3" in polish and "%n" not in polish


@pytest.mark.parametrize("language", ["en", "pl"])
def test_join_by_address_is_a_proper_dialog_with_its_example_whole(qtbot, english_after, language):
    i18n.install_translators(language, QCoreApplication.instance())
    dialog = JoinDialog(47475)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    edit = dialog.address_edit
    example = edit.placeholderText()
    assert "192.168.1.20" in example
    room = edit.contentsRect().width() - edit.textMargins().left() - edit.textMargins().right()
    assert edit.fontMetrics().horizontalAdvance(example) < room
    assert dialog.width() >= 380 and dialog.explanation.isVisible()


def test_the_window_s_status_bar_points_to_the_lobby_when_it_cannot_listen(qtbot, settings):
    from PySide6.QtNetwork import QAbstractSocket, QHostAddress, QUdpSocket

    from support.lobbyhelpers import free_udp_port
    port = free_udp_port()
    holder = QUdpSocket()                              # a program that does not share its port
    assert holder.bind(QHostAddress("127.0.0.1"), port, QAbstractSocket.BindFlag.DontShareAddress)
    settings.set("lan_discovery_port", port)
    settings.set("lan_discovery_targets", [f"127.0.0.1:{port}"])
    window = lan_window(qtbot, settings)
    window.resize(800, 600)
    window.show()
    qtbot.waitExposed(window)
    try:
        lobby = window.lan.open_lobby()
        message = window.statusBar().currentMessage()
        assert message and window.statusBar().fontMetrics().horizontalAdvance(message) < window.width() - 40
        assert "Join by address still works." in lobby.status_label.text()   # said whole where it wraps
    finally:
        holder.close()
        window.close()


def host_schnapsen(window):
    entry = games.get("schnapsen")
    return window.lan.host({"game": "schnapsen", "options": entry.game().Options.from_preset().to_json(),
                            "seats": [{"kind": "local", "level": None}, {"kind": "remote", "level": None}],
                            "access": "anyone", "ratings": None, "invited": []})


def test_the_bot_button_offers_bots_for_empty_seats_until_a_player_who_was_here_is_missing(qtbot, lan, settings):
    window = lan_window(qtbot, settings)
    host_schnapsen(window)
    chat = window.lan.chat
    assert chat.bot_button.isVisibleTo(chat) and chat.bot_button.text() == "Let a bot take the empty seat"
    bo = lan.join("Bo", window.lan.server.port(), retry_s=None)
    qtbot.waitUntil(lambda: bo.table is not None and bo.table.current_view is not None)
    assert not chat.bot_button.isVisibleTo(chat)
    bo.client._socket.abort()
    qtbot.waitUntil(lambda: chat.bot_button.isVisibleTo(chat))
    assert chat.bot_button.text() == "Let a bot play for them"
    window.leave_table()


def test_the_status_line_waits_for_a_dropped_player_instead_of_saying_they_think(qtbot, lan, settings):
    window = lan_window(qtbot, settings)
    match = host_schnapsen(window)
    bo = lan.join("Bo", window.lan.server.port(), retry_s=None)
    qtbot.waitUntil(lambda: bo.table is not None and bo.table.current_view is not None)
    bo.client._socket.abort()
    chat, table = window.lan.chat, window.table
    qtbot.waitUntil(lambda: chat.status.text() == "Waiting for Bo\u2026")
    if 0 in match.waiting():                          # the host's player moves first: then it is Bo's turn
        qtbot.waitUntil(lambda: table.can_act())
        table.action_chosen.emit(table.current_legal[0])
    qtbot.waitUntil(lambda: 1 in match.waiting() and table.animations_idle())
    qtbot.waitUntil(lambda: table.status.text == "Waiting for Bo to come back\u2026")
    assert "thinking" not in table.status.text
    window.leave_table()
