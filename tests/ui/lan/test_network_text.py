"""Text from another machine is shown as plain text everywhere (issue 23 §4): names, table names, reasons and
chat lines holding ``<b>``, ``<a href=…>`` and ``<img src=…>`` reach the lobby, the invitation box, Player info,
the table chat, the "Could not join" box and the start screen through real sockets on 127.0.0.1, and each
widget shows them as written, as plain text, with no link to open."""

from __future__ import annotations


import pytest
from PySide6.QtCore import Qt
from PySide6.QtNetwork import QHostAddress, QTcpServer
from PySide6.QtWidgets import QLabel, QMessageBox

from cardsuite import games
from cardsuite.net import protocol
from support.lanhelpers import lan_window
from support.lobbyhelpers import udp_ports

LINK = '<a href="http://x.io">x</a>'
BOLD = "<b>Bold</b>"
IMAGE = '<img src="/tmp/evil.png">'
BIG = "<font size=7>Huge</font>"
HOSTILE = (LINK, BOLD, IMAGE, BIG)




def shown_plain(label: QLabel, text: str) -> bool:
    """``label`` holds ``text`` and draws it as text (not as HTML, so no link either)."""
    return text in label.text() and label.textFormat() == Qt.TextFormat.PlainText


def box_plain(box: QMessageBox, text: str) -> bool:
    label = box.findChild(QLabel, "qt_msgbox_label")
    return text in box.text() and label.textFormat() == Qt.TextFormat.PlainText


def tooltip_shows(tooltip: str, text: str) -> bool:
    """A tooltip is rich text when it looks like HTML: the text must be in it escaped, never as markup."""
    from PySide6.QtGui import QTextDocument
    document = QTextDocument()
    document.setHtml(tooltip)
    return text in document.toPlainText()


@pytest.mark.parametrize("name", HOSTILE)
def test_the_lobby_shows_names_tables_chat_and_invitations_from_the_network_as_text(qtbot, settings, name):
    from cardsuite.net.discovery import Discovery
    from cardsuite.ui.lan.lobby import LobbyWindow
    mine, theirs = udp_ports(2)
    targets = [f"127.0.0.1:{mine}", f"127.0.0.1:{theirs}"]
    settings.set("lan_discovery_port", mine)
    settings.set("lan_discovery_targets", targets)
    discovery = Discovery.from_settings(settings, "Me", interval_ms=100)
    other = Discovery(name, port=theirs, targets=targets, interval_ms=100)
    lobby = LobbyWindow(discovery, settings)
    qtbot.addWidget(lobby)
    try:
        assert discovery.start() and other.start()
        other.set_status("hosting", "schnapsen", "t1")
        other.announce("t1", lambda: {"host_name": name, "game": "schnapsen", "options": {"preset": "Standard"},
                                      "seats": [{"name": name, "kind": "human"}, {"name": None, "kind": "remote"}],
                                      "free": 1, "address": None, "port": 47475, "access": "anyone"})
        qtbot.waitUntil(lambda: bool(lobby.model.tables()) and lobby.model.player(other.id) is not None)
        qtbot.waitUntil(lambda: other.model.player(discovery.id) is not None)
        qtbot.waitUntil(lambda: lobby.tables_view.topLevelItemCount() == 1)     # the lists follow within a moment
        lobby.select_table("t1")
        assert shown_plain(lobby.table_details, f"at {name}'s table")
        item = lobby.tables_view.topLevelItem(0)
        assert item.text(1) == name and tooltip_shows(item.toolTip(1), f"at {name}'s table")
        assert "<a" not in item.toolTip(1) and "<img" not in item.toolTip(1) and "<b>" not in item.toolTip(1)

        lobby.select_player(other.id)
        lobby.info_button.click()
        assert box_plain(lobby.info_box, f"Name: {name}")
        lobby.info_box.close()

        other.send_chat(f"look {name}")
        qtbot.waitUntil(lambda: f"{name}: look {name}" in lobby.chat_view.toPlainText())

        with qtbot.waitSignal(discovery.invited):
            assert other.invite(discovery.id, "t1")
        [box] = lobby.prompts
        assert box_plain(box, f"{name} invites you to play Schnapsen")

        discovery.announce("mine", lambda: {"host_name": "Me", "game": "schnapsen", "options": {}, "seats": [],
                                            "free": 1, "address": None, "port": 47476, "access": "anyone"})
        lobby.select_player(other.id)
        lobby.invite_button.click()
        assert shown_plain(lobby.status_label, f"{name} is invited to your table")
        qtbot.waitUntil(lambda: bool(other.model.invitations()))
        with qtbot.waitSignal(discovery.answered):
            other.answer_invite(other.model.invitations()[0], False)
        assert shown_plain(lobby.status_label, f"{name} declined your invitation.")
    finally:
        other.stop()
        discovery.stop()


def test_a_hosts_refusal_reason_is_shown_as_text_and_opens_no_link(qtbot, settings):
    """A host may answer anything: its ``refuse`` reason reaches the "Could not join" box as written."""
    window = lan_window(qtbot, settings)
    reason = f"Go to {LINK} {IMAGE} {BOLD}"
    host = QTcpServer()
    sockets = []

    def refuse():
        line = host.nextPendingConnection()
        sockets.append(line)
        line.write(protocol.encode({"type": "refuse", "code": "whatever", "reason": reason}, "to_client"))
        line.flush()
        line.disconnectFromHost()

    host.newConnection.connect(refuse)
    assert host.listen(QHostAddress("127.0.0.1"), 0)
    try:
        window.lan.join("127.0.0.1", host.serverPort())
        qtbot.waitUntil(lambda: bool(window._messages))
        box = window._messages[-1]
        assert box.windowTitle() == "Could not join the table" and box_plain(box, reason)
    finally:
        host.close()


def test_a_players_name_at_the_table_is_text_in_the_chat_status_and_on_the_start_screen(qtbot, lan, settings):
    """A joiner named like markup: the host's table chat says it waits for them as written, and the start
    screen's "Unfinished match against …" names them as written."""
    from cardsuite.net.client import TableClient
    from cardsuite.ui.app.mainwindow import MainWindow
    host_window = lan_window(qtbot, settings)
    entry = games.get("schnapsen")
    host_window.lan.host({"game": "schnapsen", "options": entry.game().Options.from_preset().to_json(),
                          "seats": [{"kind": "local", "level": None}, {"kind": "remote", "level": None}],
                          "access": "anyone", "ratings": None, "invited": []})
    guest = TableClient(LINK)
    try:
        guest.connect_to("127.0.0.1", host_window.lan.server.port())
        qtbot.waitUntil(lambda: guest.welcome is not None)
        host_window.sessions.save_now(host_window.match)     # as after every move: the save names the guest
        chat = host_window.lan.chat
        guest.say(BOLD + IMAGE)
        qtbot.waitUntil(lambda: (LINK, BOLD + IMAGE) in chat.lines)
        assert f"{LINK}: {BOLD}{IMAGE}" in chat.log.toPlainText()
        guest.close()
        qtbot.waitUntil(lambda: LINK in chat.status.text())
        assert shown_plain(chat.status, f"Waiting for {LINK}\u2026")
        host_window.close()
        again = MainWindow(settings)
        qtbot.addWidget(again)
        note = again.start_screen.cards["schnapsen"].save_note
        assert shown_plain(note, f"Unfinished match against {LINK}")
        again.close()
    finally:
        guest.close()
        guest.deleteLater()
