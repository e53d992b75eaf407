"""The lobby window under floods of datagrams over real UDP sockets on 127.0.0.1 (issue 23 §5).

The window must not cost more the more is sent: the lists are updated in place (each row inserted
once, the selected item kept), one invitation prompt is open at a time, and the chat view keeps no
more lines than the model.  Everything waits on a condition, never on elapsed time.
"""

from __future__ import annotations


import pytest
from PySide6.QtNetwork import QHostAddress, QUdpSocket
from PySide6.QtWidgets import QMessageBox

from cardsuite.net.lobby import CHAT_KEEP, RATE_BURST
from cardsuite.net.protocol import encode_datagram
from support.lobbyhelpers import free_udp_port




def table(table_id: str, free: int = 1) -> dict:
    return {"type": "table", "id": table_id, "host_name": f"Host {table_id}", "game": "schnapsen",
            "options": {"preset": "Standard"}, "seats": [{"name": "Ana", "kind": "human"}, {"name": None,
                                                                                        "kind": "remote"}],
            "free": free, "address": None, "port": 47999, "access": "anyone", "app": "0.1", "protocol": 1}


@pytest.fixture
def live(qtbot, settings):
    """A lobby window over a started discovery on a free port of 127.0.0.1, and rogue senders."""
    from cardsuite.net.discovery import Discovery
    from cardsuite.ui.lan.lobby import LobbyWindow
    port = free_udp_port()
    settings.set("lan_discovery_port", port)
    settings.set("lan_discovery_targets", [f"127.0.0.1:{port}"])
    discovery = Discovery.from_settings(settings, "Me")
    assert discovery.start(), discovery.error
    window = LobbyWindow(discovery, settings)
    qtbot.addWidget(window)
    rogues: list[QUdpSocket] = []

    def rogue() -> QUdpSocket:
        sock = QUdpSocket()
        assert sock.bind(QHostAddress("127.0.0.1"), 0)
        rogues.append(sock)
        return sock
    yield window, rogue
    for sock in rogues:
        sock.close()
    discovery.stop()


def send(sock: QUdpSocket, window, messages) -> None:
    for message in messages:
        sock.writeDatagram(encode_datagram(message), QHostAddress("127.0.0.1"), window.discovery.own_port)


def test_a_flood_of_tables_updates_the_rows_in_place(qtbot, live):
    window, rogue = live
    view = window.tables_view
    inserted = []
    view.model().rowsInserted.connect(lambda parent, first, last: inserted.append(last - first + 1))
    ids = [f"t{n:02}" for n in range(12)]
    sock = rogue()
    heard = []
    window.discovery.changed.connect(lambda: heard.append(1))
    send(sock, window, [table(table_id) for _ in range(4) for table_id in ids])      # 48 datagrams
    qtbot.waitUntil(lambda: len(heard) == 48 and view.topLevelItemCount() == len(ids))
    qtbot.waitUntil(lambda: not window._refresh_timer.isActive())
    window.select_table("t05")
    chosen = view.selectedItems()[0]
    send(sock, window, [table(table_id, free=0) for table_id in ids])                 # every row changes
    qtbot.waitUntil(lambda: all(view.topLevelItem(i).text(4) == "full" for i in range(len(ids))))
    assert sum(inserted) == len(ids)                   # each row was inserted once, never rebuilt
    assert view.selectedItems() == [chosen] and window.selected_table().id == "t05"


def test_one_invitation_prompt_at_a_time_one_pending_per_inviter(qtbot, live):
    window, rogue = live
    me = window.discovery.id

    def invite(inviter: str, table_id: str) -> dict:
        return {"type": "invite", "id": inviter, "name": f"Rogue {inviter}", "to": me, "table": table_id,
                "game": "schnapsen", "address": None, "port": 47999}
    heard = []
    window.discovery.invited.connect(heard.append)
    send(rogue(), window, [invite(f"p{n}", "t") for n in range(4)] + [invite("p0", f"again{n}") for n in range(20)])
    qtbot.waitUntil(lambda: len(heard) == 24)
    boxes = [box for box in window.findChildren(QMessageBox) if box.objectName() == "invitation" and box.isVisible()]
    assert len(window.prompts) == 1 and len(boxes) == 1 and "Rogue p0" in boxes[0].text()
    asked = ["Rogue p0"]
    while window.prompts:                              # decline each: the next pending one is asked
        box = window.prompts[0]
        box.findChild(type(box.buttons()[0]), "decline").click()
        if window.prompts:
            asked.append(window.prompts[0].text().split(" invites")[0])
        assert len(window.prompts) <= 1
    # p0's first invitation was on screen when its next ones came: only the latest of those waited, last
    assert asked == ["Rogue p0", "Rogue p1", "Rogue p2", "Rogue p3", "Rogue p0"]
    assert window.model.invitations() == []


def test_the_chat_view_keeps_what_the_model_keeps(qtbot, live):
    window, rogue = live
    lines = []
    window.discovery.chat.connect(lines.append)
    per_sender = round(RATE_BURST) // 2
    senders = -(-(CHAT_KEEP + 100) // per_sender)
    for number in range(senders):
        send(rogue(), window, [{"type": "lobby_chat", "id": f"r{number}", "name": "Rogue", "text": f"{number}.{n}"}
                               for n in range(per_sender)])
        qtbot.waitUntil(lambda: len(lines) == (number + 1) * per_sender)
    last = f"Rogue: {senders - 1}.{per_sender - 1}"
    qtbot.waitUntil(lambda: window.chat_view.toPlainText().endswith(last))   # shown with the next refresh
    assert len(window.model.chat_lines()) == CHAT_KEEP
    assert window.chat_view.document().blockCount() <= CHAT_KEEP
