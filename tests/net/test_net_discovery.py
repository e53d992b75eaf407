"""Discovery over real UDP sockets on 127.0.0.1: two lobbies, each on its own port, each sending to both.

Nothing here sends to any address but 127.0.0.1.  Expiry runs on a fake clock; everything else
waits on a condition (qtbot.waitUntil), never on elapsed time.
"""

from __future__ import annotations

import socket

import pytest
from PySide6.QtNetwork import QHostAddress, QUdpSocket

from cardsuite.net.discovery import Discovery
from cardsuite.net.lobby import EXPIRY_S
from cardsuite.net.protocol import encode_datagram


class FakeClock:
    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


def free_udp_port() -> int:
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


TABLE = {"host_name": "Ana", "game": "schnapsen", "options": {"preset": "Standard"},
         "seats": [{"name": "Ana", "kind": "human"}, {"name": None, "kind": "remote"}], "free": 1,
         "address": None, "port": 47999, "access": "anyone"}


@pytest.fixture
def pair(qtbot):
    ports = free_udp_port(), free_udp_port()
    while ports[1] == ports[0]:
        ports = ports[0], free_udp_port()
    targets = [f"127.0.0.1:{port}" for port in ports]
    lobbies = [Discovery(name, port=port, targets=targets, interval_ms=40, clock=FakeClock())
               for name, port in zip(("Ana", "Bor"), ports)]
    for lobby in lobbies:
        assert lobby.start(), lobby.error
    yield lobbies
    for lobby in lobbies:
        lobby.stop()


def test_each_lobby_sees_the_other_and_not_itself(qtbot, pair):
    ana, bor = pair
    qtbot.waitUntil(lambda: [p.name for p in ana.model.players()] == ["Bor"]
                    and [p.name for p in bor.model.players()] == ["Ana"])
    seen = bor.model.players()[0]
    assert (seen.id, seen.address, seen.port, seen.status) == (ana.id, "127.0.0.1", ana.port, "idle")
    ana.set_status("playing", "schnapsen", "t1")
    qtbot.waitUntil(lambda: bor.model.players()[0].status == "playing")
    assert bor.model.players()[0].game == "schnapsen"


def test_a_hosted_table_appears_and_goes_when_the_host_closes_it(qtbot, pair):
    ana, bor = pair
    ana.announce("t1", lambda: dict(TABLE))
    qtbot.waitUntil(lambda: [t.id for t in bor.model.tables()] == ["t1"])
    table = bor.model.table("t1")
    assert (table.host_name, table.address, table.port, table.free) == ("Ana", "127.0.0.1", 47999, 1)
    assert ana.model.tables() == []                    # our own announcement is not listed back to us
    ana.withdraw("t1")                                 # table_closed: gone at once, no waiting for silence
    qtbot.waitUntil(lambda: bor.model.tables() == [])
    assert ana.announced() == []


def test_a_table_that_goes_quiet_expires(qtbot, pair):
    ana, bor = pair
    ana.announce("t1", lambda: dict(TABLE))
    qtbot.waitUntil(lambda: bor.model.table("t1") is not None and bor.model.players() != [])
    ana.timer.stop()                                   # the host vanishes without a word
    ana.socket.close()
    bor.clock.now += EXPIRY_S + 0.1
    with qtbot.waitSignal(bor.changed):
        bor.tick()
    assert bor.model.tables() == [] and bor.model.players() == []


def test_chat_goes_both_ways(qtbot, pair):
    ana, bor = pair
    with qtbot.waitSignal(bor.chat) as heard:
        ana.send_chat("  Anyone for Schnapsen?  ")
    assert (heard.args[0].name, heard.args[0].text) == ("Ana", "Anyone for Schnapsen?")
    with qtbot.waitSignal(ana.chat, check_params_cb=lambda line: not line.own) as heard:
        bor.send_chat("Me!")
    assert heard.args[0].text == "Me!"
    assert [(line.name, line.own) for line in ana.model.chat_lines()] == [("Ana", True), ("Bor", False)]
    assert ana.send_chat("   ") is None


@pytest.mark.parametrize("accepted", [True, False])
def test_an_invitation_is_answered(qtbot, pair, accepted):
    ana, bor = pair
    ana.announce("t1", lambda: dict(TABLE))
    qtbot.waitUntil(lambda: ana.model.player(bor.id) is not None and bor.model.player(ana.id) is not None)
    with qtbot.waitSignal(bor.invited) as invited:
        assert ana.invite(bor.id, "t1")
    invitation = invited.args[0]
    assert (invitation.name, invitation.table, invitation.address, invitation.port) == ("Ana", "t1", "127.0.0.1",
                                                                                        47999)
    assert bor.model.invitations() == [invitation]
    with qtbot.waitSignal(ana.answered) as answered:
        bor.answer_invite(invitation, accepted)
    assert (answered.args[0].name, answered.args[0].table, answered.args[0].accepted) == ("Bor", "t1", accepted)
    assert bor.model.invitations() == []
    assert not ana.invite("nobody", "t1") and not ana.invite(bor.id, "no-such-table")


def test_an_ignored_player_is_not_heard_in_chat_or_invitations(qtbot, pair):
    ana, bor = pair
    ana.announce("t1", lambda: dict(TABLE))
    qtbot.waitUntil(lambda: bor.model.player(ana.id) is not None and ana.model.player(bor.id) is not None)
    bor.ignore("Ana")
    shown = []
    bor.chat.connect(shown.append)
    bor.invited.connect(shown.append)
    ana.send_chat("psst")
    ana.invite(bor.id, "t1")
    ana.withdraw("t1")                                 # sent after the others, from the same socket
    qtbot.waitUntil(lambda: bor.model.tables() == [])
    assert shown == [] and bor.model.chat_lines() == [] and bor.model.invitations() == []
    bor.unignore("Ana")
    assert [line.text for line in bor.model.chat_lines()] == ["psst"]


def test_malformed_datagrams_are_counted_and_dropped(qtbot, pair):
    ana, bor = pair
    rogue = QUdpSocket()
    assert rogue.bind(QHostAddress("127.0.0.1"), 0)
    for junk in (b"{not json", b'{"type": "presence", "id": "x"}', b'{"type": "launch_missiles"}', b"\xff\xfe",
                 b"[1, 2]"):
        rogue.writeDatagram(junk, QHostAddress("127.0.0.1"), bor.port)
    rogue.writeDatagram(encode_datagram({"type": "lobby_chat", "id": "rogue", "name": "Rogue", "text": "ok"}),
                        QHostAddress("127.0.0.1"), bor.port)
    qtbot.waitUntil(lambda: [line.text for line in bor.model.chat_lines()] == ["ok"])
    assert bor.bad_datagrams == 5
    rogue.close()


def test_a_port_in_use_is_a_clear_error(qtbot, pair):
    ana, _ = pair
    other = Discovery("Cene", port=ana.port, targets=[f"127.0.0.1:{ana.port}"])
    failures = []
    other.failed.connect(failures.append)
    assert not other.start()
    assert not other.listening and str(ana.port) in other.error and failures == [other.error]
    other.send_chat("nobody hears this")               # no socket: nothing is sent, nothing breaks
    other.tick()


def test_a_chat_line_the_protocol_refuses_is_not_sent_or_shown(qtbot, pair):
    ana, _ = pair
    assert ana.send_chat("bell\x07") is None and ana.model.chat_lines() == []


def test_the_network_name_comes_from_the_settings(settings):
    from cardsuite.net.discovery import network_name
    assert network_name(settings)                      # this computer's name when none is set
    settings.set("player_name", "  Zofia   from   Kraków " + "x" * 40)
    assert network_name(settings) == ("Zofia from Kraków " + "x" * 40)[:32]
    settings.set("lan_name", "Zosia")
    assert network_name(settings) == "Zosia"
    with pytest.raises(ValueError):
        settings.set("lan_name", "x" * 33)
