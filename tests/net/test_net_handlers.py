"""No exception escapes a message handler, and any string a peer can write is answered (issue 23 §1).

Real sockets on 127.0.0.1: a handler that fails answers ``error`` (``bye`` for a greeting) and leaves the table as
it was; every string field of every message a client sends -- arbitrary code points, lone surrogates spelled as
``\\udXXX`` escapes, raw bytes that are not UTF-8 -- gets its documented answer, the match record does not change,
the table can still be announced and the next player is welcomed.  The headless host stops on one SIGTERM with
its match saved whatever failed before."""

from __future__ import annotations

import io
import json
import os
import signal
import socket
import struct
import subprocess
import sys
from pathlib import Path

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from PySide6.QtNetwork import QHostAddress, QUdpSocket

from cardsuite.net import protocol
from cardsuite.net.headless import HeadlessHost, build_match, save_name
from cardsuite.play.seats import SeatKind
from cardsuite.profile import saves
from cardsuite.profile.sessions import Sessions
from cardsuite.storage import Settings
from support.nethelpers import RawClient, saved, schnapsen_match, serve

ROOT = Path(__file__).resolve().parents[2]

# Every code point, surrogates included (hypothesis leaves category Cs out unless told).
any_text = st.text(st.characters(min_codepoint=0, max_codepoint=0x10FFFF, blacklist_categories=()), max_size=12)
# The string fields a client writes, by message type; "x" stands for a field a newer peer may add, and "key" for
# a hostile key rather than a hostile value.
FIELDS = {"hello": ("name", "app", "token", "x", "key"), "chat": ("text", "x", "key"),
          "action": ("action", "x", "key"), "ping": ("x", "key"), "continue": ("x", "key")}
SPELLINGS = ("escaped", "raw")      # \udXXX escapes in the JSON text, or the code points as (CESU-8) bytes


def json_string(text: str, spelling: str) -> bytes:
    """``text`` as a JSON string: ``escaped`` writes every non-ASCII code point as ``\\uXXXX`` (a lone surrogate
    becomes a lone ``\\udXXX``); ``raw`` writes the code points themselves, a surrogate as its three bytes."""
    if spelling == "escaped":
        return json.dumps(text, ensure_ascii=True).encode("ascii")
    return json.dumps(text, ensure_ascii=False).encode("utf-8", "surrogatepass")


def frame(kind: str, field: str, text: str, spelling: str, seq: int = 0) -> bytes:
    fields = {"type": b'"%s"' % kind.encode()}
    if kind == "hello":
        fields.update(protocol=str(protocol.PROTOCOL_VERSION).encode(), app=b'"0.1.0"', name=b'"Eve"')
    elif kind == "chat":
        fields["text"] = b'"hello"'
    elif kind == "action":
        fields.update(seq=str(seq).encode(), action=b'{"kind":"play"}')
    elif kind == "ping":
        fields["n"] = b"1"
    hostile = json_string(text, spelling)
    if field == "key":
        fields[None] = hostile + b":1"
    elif field == "action":
        fields["action"] = b'{"kind":' + hostile + b"}"
    else:
        fields[field] = hostile
    body = b"{" + b",".join(value if key is None else b'"%s":%s' % (key.encode(), value)
                            for key, value in fields.items()) + b"}"
    return struct.pack(">I", len(body)) + body


def remote_seats(match) -> list[int]:
    return [i for i, s in enumerate(match.seats) if s.kind is SeatKind.REMOTE]


def announced(server) -> dict:
    """The table's datagram as the host would send it now (raises if the table could not be announced)."""
    return protocol.decode_datagram(protocol.encode_datagram(server.announcement()))


@settings(max_examples=40, deadline=None, suppress_health_check=list(HealthCheck))
@given(kind=st.sampled_from(sorted(FIELDS)), data=st.data(), text=any_text, spelling=st.sampled_from(SPELLINGS))
def test_every_string_field_of_every_message_gets_its_answer_and_the_table_goes_on(qtbot, kind, data, text,
                                                                                   spelling):
    field = data.draw(st.sampled_from(FIELDS[kind]))
    match = schnapsen_match(remote=2, seed=31)
    host, server = serve(match)
    clients = []
    try:
        sender = RawClient(server.port())
        clients.append(sender)
        if kind != "hello":
            sender.hello("Ann")
            sender.wait_for(qtbot, "welcome")
        before = saved(match)
        seq = (sender.last_update() or {}).get("seq", 0)
        sender.send_raw(frame(kind, field, text, spelling, seq))
        expected = protocol.FrameReader("to_host").feed(frame(kind, field, text, spelling, seq))[0]
        if kind == "hello":
            answer = {"welcome", "refuse", "bye"}
        elif isinstance(expected, protocol.ProtocolError):
            answer = {"error"}
        else:
            answer = {"chat": {"chat"}, "action": {"refused"}, "ping": {"pong"}, "continue": set()}[kind]
        if answer:
            sender.wait(qtbot, lambda: any(sender.of(a) for a in answer) or sender.closed)
            assert any(sender.of(a) for a in answer), (kind, field, sender.inbox)
        if isinstance(expected, protocol.ProtocolError):     # refused at the schema: nothing acted on it
            assert not sender.of("chat") and (kind != "hello" or not sender.of("welcome"))
        if kind != "hello" or not sender.of("welcome"):
            assert saved(match) == before, "the message changed the match record"
        assert announced(server)["type"] == "table"
        protocol.encode(server.seats_message(), "to_client")
        nextone = RawClient(server.port())
        clients.append(nextone)
        nextone.hello("Zoe")
        welcome = nextone.wait_for(qtbot, "welcome")
        assert welcome["seat"] in remote_seats(match)
    finally:
        for client in clients:
            client.close()
        server.close()
        host.close()


def test_a_handler_that_fails_answers_error_and_changes_nothing(qtbot, monkeypatch):
    """An action whose reading fails in an unexpected way (a bug, not a bad message): ``error``, no strike, the
    match as it was; the same seat's next, good action is played."""
    match = schnapsen_match(remote=1, seed=32)
    host, server = serve(match)
    try:
        ann = RawClient(server.port())
        ann.hello("Ann")
        ann.wait_for(qtbot, "welcome")
        ann.wait(qtbot, lambda: ann.my_turn() is not None)
        update = ann.my_turn()
        before = saved(match)

        def broken(_data):
            raise RuntimeError("a bug in the action reader")
        monkeypatch.setattr(match.game.actions, "from_json", broken)
        ann.send({"type": "action", "seq": update["seq"], "action": update["legal"][0]})
        error = ann.wait_for(qtbot, "error")
        assert error["reason"] == protocol.FAILED and error["strikes"] == 0
        assert saved(match) == before and server.seated
        monkeypatch.undo()
        ann.send({"type": "action", "seq": update["seq"], "action": update["legal"][0]})
        ann.wait(qtbot, lambda: ann.last_update()["seq"] > update["seq"])
        assert not ann.of("refused")
        ann.close()
    finally:
        server.close()
        host.close()


def test_a_greeting_that_fails_halfway_is_said_goodbye_and_undone_and_the_next_player_is_welcomed(qtbot,
                                                                                                 monkeypatch):
    match = schnapsen_match(remote=1, seed=33)
    host, server = serve(match)
    try:
        before, names = saved(match), [s.name for s in match.seats]
        seen = RawClient(server.port())
        real_attach = host.attach

        def broken(seat, link):
            raise RuntimeError("the seat could not be attached")
        monkeypatch.setattr(host, "attach", broken)
        seen.hello("Eve")
        bye = seen.wait_for(qtbot, "bye")
        assert bye["reason"] == protocol.BYE_HELLO_FAILED
        assert [s.name for s in match.seats] == names and not server.seated and not server.tokens
        assert saved(match) == before and server.unseated() == remote_seats(match) and host.on_hold
        monkeypatch.setattr(host, "attach", real_attach)
        bob = RawClient(server.port())
        bob.hello("Bob")
        assert bob.wait_for(qtbot, "welcome")["seat"] == remote_seats(match)[0]
        assert match.seats[remote_seats(match)[0]].name == "Bob"
        bob.close()
        seen.close()
    finally:
        server.close()
        host.close()


def udp_listener() -> tuple[QUdpSocket, int]:
    udp = QUdpSocket()
    assert udp.bind(QHostAddress("127.0.0.1"), 0)
    return udp, int(udp.localPort())


def datagrams(udp: QUdpSocket) -> list[dict]:
    out = []
    while udp.hasPendingDatagrams():
        out.append(protocol.decode_datagram(bytes(udp.receiveDatagram().data())))
    return out


def test_after_hostile_greetings_the_headless_host_still_announces_welcomes_and_stops_with_its_save(
        qtbot, tmp_path, monkeypatch):
    """The greeting that broke a table (a lone surrogate in the name) and its relatives; then the table is still
    announced, a player is welcomed, and a stop whose later steps fail still saves and ends."""
    monkeypatch.setenv("CARDSUITE_HOME", str(tmp_path / "home"))
    sessions = Sessions(Settings.load())
    match = build_match("schnapsen", None, ["random"], None, 0.0, sessions)
    udp, port = udp_listener()
    hosted = HeadlessHost(match, sessions, name="Family", bind="127.0.0.1", port=0,
                          targets=[("127.0.0.1", port)], out=io.StringIO())
    try:
        table_port = hosted.start()
        for kind, field in (("hello", "name"), ("hello", "app"), ("hello", "token"), ("hello", "key")):
            eve = RawClient(table_port)
            eve.send_raw(frame(kind, field, "eve\ud800", "escaped"))
            eve.wait(qtbot, lambda: eve.of("refuse") or eve.closed)
            assert eve.of("refuse") and not eve.of("welcome")
            eve.close()
        datagrams(udp)
        hosted.announce()
        qtbot.waitUntil(lambda: bool(udp.hasPendingDatagrams()))
        assert [d["type"] for d in datagrams(udp)] == ["table"]
        ann = RawClient(table_port)
        ann.hello("Ann")
        ann.wait_for(qtbot, "welcome")
        ann.send_raw(frame("chat", "text", "hi \udfff", "escaped"))
        assert ann.wait_for(qtbot, "error")["strikes"] == 1
        ann.play_first_legal(qtbot)
        played = saved(match)

        def broken():
            raise RuntimeError("the socket would not close")
        monkeypatch.setattr(hosted.server, "close", broken)
        monkeypatch.setattr(hosted.udp, "close", broken)
        hosted.stop()
        assert hosted.stopped
        data = saves.read_save(save_name("schnapsen"))
        data.pop("saved_at")
        for seat in data["seats"]:          # saved() leaves out the seats' token hashes
            seat.pop("token_hash", None)
        assert data == saved(match) and saved(match) == played, "the stop saved the match as it was"
        ann.close()
    finally:
        monkeypatch.undo()
        hosted.stop()
        hosted.server.close()
        hosted.udp.close()
        udp.close()


def test_one_sigterm_stops_the_headless_host_with_its_save_after_a_hostile_greeting(tmp_path):
    env = {**os.environ, "PYTHONPATH": str(ROOT), "QT_QPA_PLATFORM": "offscreen",
           "CARDSUITE_HOME": str(tmp_path / "home")}
    proc = subprocess.Popen(
        [sys.executable, "-m", "cardsuite", "host", "--game", "schnapsen", "--port", "0", "--pace", "0",
         "--bind", "127.0.0.1", "--announce", "127.0.0.1:9", "--bots", "random"],
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=env, text=True)
    try:
        line = proc.stdout.readline()
        assert "listening on 127.0.0.1:" in line, line + proc.stderr.read()
        port = int(line.split("127.0.0.1:")[1].split()[0])
        with socket.create_connection(("127.0.0.1", port), timeout=120) as eve:
            eve.sendall(frame("hello", "name", "eve\ud800", "escaped"))
            reader = protocol.FrameReader("to_client")
            answer: list = []
            while not answer:
                data = eve.recv(1 << 16)
                assert data, "the host hung up without an answer"
                answer = reader.feed(data)
            assert answer[0]["type"] == "refuse"
        proc.send_signal(signal.SIGTERM)
        out, err = proc.communicate(timeout=120)
        assert proc.returncode == 0, err
        assert "stopped; the match is saved" in out
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.communicate()
    env_home = tmp_path / "home"
    assert any(env_home.rglob(f"{save_name('schnapsen')}*")), "the hosted match was not saved"


def test_an_app_version_that_would_start_a_forged_line_is_refused_at_the_schema_not_quoted(qtbot):
    """A hello of another protocol version is refused with its app version quoted back (and logged by the host):
    a newline or U+2028 in it started a forged line ("Mallory joined seat 0") in the headless host's log."""
    match = schnapsen_match(remote=1, seed=34)
    host, server = serve(match)
    refused = []
    server.refused.connect(lambda address, reason: refused.append(reason))
    try:
        for app in ("1\nMallory joined seat 0", "1\u2028Mallory joined seat 0", "1\rx", "1\u2029x"):
            for version in (protocol.PROTOCOL_VERSION, protocol.PROTOCOL_VERSION + 98):
                body = json.dumps({"type": "hello", "protocol": version, "app": app, "name": "M"}).encode()
                mallory = RawClient(server.port())
                mallory.send_raw(struct.pack(">I", len(body)) + body)
                assert mallory.wait_for(qtbot, "refuse")["code"] == "bad_hello", (app, version)
                mallory.close()
        assert len(refused) == 8 and not any(ch in reason for reason in refused for ch in "\n\r\u2028\u2029")
        for text in ("a\u2028b", "a\u2029b", "a\nb"):        # a chat line neither
            body = json.dumps({"type": "chat", "text": text}).encode()
            assert isinstance(protocol.FrameReader("to_host").feed(struct.pack(">I", len(body)) + body)[0],
                              protocol.ProtocolError)
    finally:
        server.close()
        host.close()
