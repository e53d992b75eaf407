"""Discovery over real UDP sockets on 127.0.0.1: two lobbies, each on its own port, each sending to both;
and several lobbies sharing one discovery port, as several apps on one machine do.

Nothing here sends to any address but 127.0.0.1.  Expiry runs on a fake clock; everything else
waits on a condition (qtbot.waitUntil), never on elapsed time.
"""

from __future__ import annotations

import socket
import time

import pytest
from PySide6.QtNetwork import QAbstractSocket, QHostAddress, QUdpSocket

from cardsuite.net.discovery import MAX_DIRECT, Discovery
from cardsuite.net import lobby as lobby_model
from cardsuite.net.lobby import EXPIRY_S, MAX_INVITATIONS, MAX_TABLES_PER_SENDER, RATE_BURST
from cardsuite.net.protocol import decode_datagram, encode_datagram
from support.lobbyhelpers import free_udp_port


class FakeClock:
    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now




TABLE = {"host_name": "Ana", "game": "schnapsen", "options": {"preset": "Standard"},
         "seats": [{"name": "Ana", "kind": "human"}, {"name": None, "kind": "remote"}], "free": 1,
         "address": None, "port": 47999, "access": "anyone"}


@pytest.fixture
def pair(qtbot):
    ports = free_udp_port(), free_udp_port()
    while ports[1] == ports[0]:
        ports = ports[0], free_udp_port()
    targets = [f"127.0.0.1:{port}" for port in ports]
    lobbies = [Discovery(name, port=port, targets=targets, interval_ms=100, clock=FakeClock())
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
    assert (seen.id, seen.address, seen.port, seen.status) == (ana.id, "127.0.0.1", ana.own_port, "idle")
    assert ana.own_port not in (0, ana.port)           # invitations go to the lobby's own port
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


def test_a_port_another_program_holds_is_a_clear_error(qtbot):
    port = free_udp_port()
    holder = QUdpSocket()                              # a program that does not share its port
    assert holder.bind(QHostAddress("127.0.0.1"), port, QAbstractSocket.BindFlag.DontShareAddress)
    other = Discovery("Cene", port=port, targets=[f"127.0.0.1:{port}"])
    failures = []
    other.failed.connect(failures.append)
    assert not other.start()
    assert not other.listening and str(port) in other.error and failures == [other.error]
    other.send_chat("nobody hears this")               # no socket: nothing is sent, nothing breaks
    other.tick()
    holder.close()


@pytest.fixture
def same_port(qtbot):
    """Lobbies of one machine on one discovery port, every datagram sent to 127.0.0.1 at that port."""
    port = free_udp_port()
    made = []

    def make(name):
        lobby = Discovery(name, port=port, targets=[f"127.0.0.1:{port}"], interval_ms=100, clock=FakeClock())
        made.append(lobby)
        assert lobby.start(), lobby.error
        return lobby
    yield make
    for lobby in made:
        lobby.stop()


def names(lobby):
    return sorted(p.name for p in lobby.model.players())


def test_two_lobbies_on_one_machine_share_the_port_and_see_each_other(qtbot, same_port):
    ana, bor = same_port("Ana"), same_port("Bor")
    qtbot.waitUntil(lambda: names(ana) == ["Bor"] and names(bor) == ["Ana"])
    ana.announce("t1", lambda: dict(TABLE))
    qtbot.waitUntil(lambda: [t.id for t in bor.model.tables()] == ["t1"])
    with qtbot.waitSignal(ana.chat, check_params_cb=lambda line: not line.own):
        bor.send_chat("hi Ana")
    with qtbot.waitSignal(ana.chat, check_params_cb=lambda line: not line.own):
        bor.send_chat("hi again")                      # both ways, every time
    with qtbot.waitSignal(bor.invited):
        assert ana.invite(bor.id, "t1")


def test_three_lobbies_on_one_port_are_introduced_by_the_one_that_gets_the_unicast(qtbot, same_port):
    """Only the last socket bound gets 127.0.0.1's datagrams to the shared port; it names the others' own
    ports in its presence, so the first two find each other through it, never through forwarded datagrams."""
    ana, bor, cene = same_port("Ana"), same_port("Bor"), same_port("Cene")
    ana.announce("ta", lambda: dict(TABLE, host_name="Ana"))
    bor.announce("tb", lambda: dict(TABLE, host_name="Bor"))
    qtbot.waitUntil(lambda: (names(ana), names(bor), names(cene)) == (["Bor", "Cene"], ["Ana", "Cene"], ["Ana", "Bor"]))
    qtbot.waitUntil(lambda: [t.id for t in ana.model.tables()] == ["tb"] and [t.id for t in bor.model.tables()] == ["ta"]
                    and sorted(t.id for t in cene.model.tables()) == ["ta", "tb"])
    assert sorted(port for _, port in ana.direct_peers()) == sorted([bor.own_port, cene.own_port])


def test_direct_peers_are_capped_and_expire(qtbot, same_port):
    """A forged presence naming many ports costs a bounded number of datagrams, and only while it lasts; a
    lobby's presence names only the lobbies it heard themselves, never ports it was told of."""
    ana = same_port("Ana")
    rogue, listener = QUdpSocket(), QUdpSocket()       # the listener stands for the first forged lobby's port
    assert rogue.bind(QHostAddress("127.0.0.1"), 0) and listener.bind(QHostAddress("127.0.0.1"), 0)
    own_ports = [listener.localPort(), 41001, 41002]
    for shift, port in enumerate(own_ports):
        rogue.writeDatagram(encode_datagram({
            "type": "presence", "id": f"rogue{shift}", "name": "Rogue", "port": port, "status": "idle", "game": None,
            "table": None, "played": 0, "rating": None, "peers": [40001 + 100 * shift + n for n in range(16)]}),
            QHostAddress("127.0.0.1"), ana.own_port)
    qtbot.waitUntil(lambda: len(ana.model.players()) == 3)
    assert len(ana.direct_peers()) == MAX_DIRECT
    ana.tick()
    qtbot.waitUntil(listener.hasPendingDatagrams)      # sent straight to the lobby it heard
    presences = []
    while listener.hasPendingDatagrams():
        message = decode_datagram(bytes(listener.receiveDatagram().data()))
        presences += [message] if message["type"] == "presence" else []
    assert set(presences[-1]["peers"]) == set(own_ports)
    ana.clock.now += EXPIRY_S + 0.1
    ana.tick()
    assert ana.direct_peers() == []
    rogue.close()
    listener.close()


def test_a_flooding_sender_is_limited_and_the_others_are_still_heard(qtbot):
    # A lobby of its own that sends only to a port nobody reads: with the rate clock stopped, any datagram
    # it heard from a periodic sender (a peer's presence, or its own) would use up that sender's allowance
    # after RATE_BURST of them, and the count of refusals would then depend on how long the test ran.
    port, silent = free_udp_port(), free_udp_port()
    bor = Discovery("Bor", port=port, targets=[f"127.0.0.1:{silent}"], interval_ms=100, clock=FakeClock())
    assert bor.start(), bor.error
    bor.rate_clock = lambda: 0.0                       # time stands still: no sender's allowance refills
    rogue, other = QUdpSocket(), QUdpSocket()
    assert rogue.bind(QHostAddress("127.0.0.1"), 0) and other.bind(QHostAddress("127.0.0.1"), 0)

    def lines_of(name):
        return len([line for line in bor.model.chat_lines() if line.name == name])

    def chat(sock, sender, text):
        sock.writeDatagram(encode_datagram({"type": "lobby_chat", "id": sender, "name": sender.title(),
                                            "text": text}), QHostAddress("127.0.0.1"), bor.port)
    try:
        sent = 0
        for _ in range(6):                             # in batches the socket's buffer holds
            for _ in range(round(RATE_BURST) // 2):
                chat(rogue, "rogue", f"{sent}")
                sent += 1
            qtbot.waitUntil(lambda: bor.model.refused + lines_of("Rogue") == sent)
        assert lines_of("Rogue") == RATE_BURST and bor.model.refused == sent - RATE_BURST
        with qtbot.waitSignal(bor.chat):
            chat(other, "other", "still here")         # another sender has its own allowance, time still stopped
        assert lines_of("Other") == 1 and bor.model.refused == sent - RATE_BURST
    finally:
        rogue.close()
        other.close()
        bor.stop()


def send_batch(qtbot, lobby, sock, messages, heard):
    """Send datagrams from ``sock`` to ``lobby``'s own port, and wait until ``heard()`` counts them all."""
    for message in messages:
        sock.writeDatagram(encode_datagram(message), QHostAddress("127.0.0.1"), lobby.own_port)
    qtbot.waitUntil(lambda: heard() == len(messages))


def test_tables_are_capped_per_sender_and_in_all(qtbot, pair, monkeypatch):
    _, bor = pair
    monkeypatch.setattr(lobby_model, "MAX_TABLES", MAX_TABLES_PER_SENDER * 2 + 3)
    rogues = [QUdpSocket() for _ in range(3)]
    for number, rogue in enumerate(rogues):
        assert rogue.bind(QHostAddress("127.0.0.1"), 0)
        before = bor.model.dropped + len(bor.model.tables())
        tables = [dict(TABLE, type="table", id=f"r{number}-{n}", app="0.1", protocol=1)
                  for n in range(MAX_TABLES_PER_SENDER + 4)]
        send_batch(qtbot, bor, rogue, tables, lambda: bor.model.dropped + len(bor.model.tables()) - before)
    counts = [len([t for t in bor.model.tables() if t.id.startswith(f"r{n}-")]) for n in range(3)]
    assert counts == [MAX_TABLES_PER_SENDER, MAX_TABLES_PER_SENDER, 3]
    send_batch(qtbot, bor, rogues[0], [dict(TABLE, type="table", id="r0-0", app="0.1", protocol=1, free=0)],
               lambda: int(bor.model.table("r0-0").free == 0))     # a listed table is still updated
    for rogue in rogues:
        rogue.close()


def test_one_invitation_is_pending_per_inviter_and_few_in_all(qtbot, pair):
    _, bor = pair
    rogue = QUdpSocket()
    assert rogue.bind(QHostAddress("127.0.0.1"), 0)

    def invite(inviter, table_id):
        return {"type": "invite", "id": inviter, "name": "Rogue", "to": bor.id, "table": table_id,
                "game": "schnapsen", "address": None, "port": 47999}
    invited = []
    bor.invited.connect(invited.append)
    send_batch(qtbot, bor, rogue, [invite("rogue", f"t{n}") for n in range(30)], lambda: len(invited))
    assert [inv.table for inv in bor.model.invitations()] == ["t29"]      # the latest one stands
    before = bor.model.dropped
    send_batch(qtbot, bor, rogue, [invite(f"rogue{n}", "t") for n in range(MAX_INVITATIONS + 5)],
               lambda: len(invited) - 30 + bor.model.dropped - before)
    assert len(bor.model.invitations()) == MAX_INVITATIONS and bor.model.dropped - before == 6
    rogue.close()


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


def test_a_table_or_player_belongs_to_the_address_that_announced_it(qtbot):
    """Every id is heard by everyone once a second: a stranger at another address sent ``table_closed`` for
    someone else's table (it vanished from every lobby) or re-announced its id (joiners went to the stranger's
    machine).  Until it goes silent, an id is the first announcer's; a ``table_closed`` is its host's alone.
    Real UDP: the host at 127.0.0.1, the stranger at 127.0.0.2."""
    lobby = Discovery("Me", port=free_udp_port(), targets=["127.0.0.1:9"], bind="127.0.0.1", interval_ms=60_000)
    try:
        assert lobby.start()
        host = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
        stranger = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
        host.bind(("127.0.0.1", 0))
        stranger.bind(("127.0.0.2", 0))
        table = {"type": "table", "id": "t1", **TABLE, "app": "0.1", "protocol": 1}
        presence = {"type": "presence", "id": "p1", "name": "Ana", "port": 47474, "status": "hosting",
                    "game": "schnapsen", "table": "t1", "played": 3, "rating": None}
        for message in (table, presence):
            host.sendto(encode_datagram(message), ("127.0.0.1", lobby.port))
        qtbot.waitUntil(lambda: lobby.model.table("t1") is not None and lobby.model.player("p1") is not None)
        forged = [dict(table, host_name="Ana", port=4444), {"type": "table_closed", "id": "t1"},
                  dict(presence, name="Ana!", status="idle")]
        for message in forged:
            stranger.sendto(encode_datagram(message), ("127.0.0.1", lobby.port))
        qtbot.waitUntil(lambda: lobby.model.foreign == 3)
        listed = lobby.model.table("t1")
        assert listed is not None and listed.address == "127.0.0.1" and listed.port == TABLE["port"]
        assert lobby.model.player("p1").name == "Ana" and lobby.model.player("p1").status == "hosting"
        host.sendto(encode_datagram({"type": "table_closed", "id": "t1"}), ("127.0.0.1", lobby.port))
        qtbot.waitUntil(lambda: lobby.model.table("t1") is None)          # its own host closes it
        stranger.sendto(encode_datagram(dict(table, id="t2")), ("127.0.0.1", lobby.port))
        qtbot.waitUntil(lambda: lobby.model.table("t2") is not None)      # a stranger's own table is listed
        assert lobby.model.table("t2").address == "127.0.0.2"
        host.close()
        stranger.close()
    finally:
        lobby.stop()


def test_a_player_whose_app_restarted_is_heard_in_chat_again(qtbot):
    """Chat lines are numbered so a line heard twice (the shared port and straight) shows once; the player id is
    the same in every run, so a restarted app that numbered from 0 again had its first lines taken for repeats."""
    ports = [free_udp_port(), free_udp_port()]
    targets = [f"127.0.0.1:{port}" for port in ports]
    listener = Discovery("Ana", port=ports[0], targets=targets, interval_ms=60_000)
    assert listener.start()
    try:
        for run in range(2):               # the same player, the same stable id, two runs of the app
            bor = Discovery("Bor", port=ports[1], targets=targets, interval_ms=60_000, player_id="bor-id")
            assert bor.start()
            with qtbot.waitSignal(listener.chat) as heard:
                bor.send_chat(f"hello from run {run}")
            assert heard.args[0].text == f"hello from run {run}"
            bor.stop()
        assert [line.text for line in listener.model.chat_lines()] == ["hello from run 0", "hello from run 1"]
    finally:
        listener.stop()
