"""The lobby side of issue 23 §1: every string field of every discovery datagram, holding any code point (lone
surrogates spelled ``\\udXXX`` or as raw bytes too), is taken or dropped by the schema -- and the lobby keeps hearing
the next player; a datagram whose handling fails is logged and dropped, never the end of hearing.  Real UDP on
127.0.0.1."""

from __future__ import annotations

import json
import socket

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from cardsuite.net import protocol
from cardsuite.net.discovery import Discovery
from support.lobbyhelpers import free_udp_port

any_text = st.text(st.characters(min_codepoint=0, max_codepoint=0x10FFFF, blacklist_categories=()), max_size=12)
VALID = {
    "table": {"type": "table", "id": "t1", "host_name": "Ana", "game": "schnapsen", "options": {"preset": "x"},
              "seats": [{"name": "Ana", "kind": "human"}, {"name": None, "kind": "remote"}], "free": 1,
              "address": None, "port": 47999, "access": "anyone", "app": "0.1", "protocol": 1},
    "table_closed": {"type": "table_closed", "id": "t1"},
    "presence": {"type": "presence", "id": "p1", "name": "Ana", "port": 47474, "status": "idle", "game": None,
                 "table": None, "played": 0, "rating": None},
    "lobby_chat": {"type": "lobby_chat", "id": "p1", "name": "Ana", "text": "hello"},
    "invite": {"type": "invite", "id": "p1", "name": "Ana", "to": "ME", "table": "t1", "game": "schnapsen",
               "address": None, "port": 47999},
    "invite_answer": {"type": "invite_answer", "id": "p1", "to": "ME", "table": "t1", "accepted": True},
}
# (type, path to a string) -- every string field, a seat's name inside the list, and a hostile key
FIELDS = [(kind, (field,)) for kind, body in VALID.items() for field, value in body.items()
          if isinstance(value, str) and field != "type"]
FIELDS += [("table", ("seats", 0, "name")), ("table", ("options", "preset")), ("presence", ("key",)),
           ("lobby_chat", ("key",))]


def datagram(kind: str, path: tuple, text: str, spelling: str, own_id: str) -> bytes:
    """The valid datagram of ``kind`` with the string at ``path`` replaced by ``text`` spelled into the JSON text
    as escapes (``\\udXXX``) or as raw code points (a surrogate as its three bytes)."""
    marker = "\x00MARK\x00"
    body = json.loads(json.dumps(VALID[kind]).replace('"ME"', json.dumps(own_id)))
    if path == ("key",):
        body[marker] = 1
    else:
        where = body
        for step in path[:-1]:
            where = where[step]
        where[path[-1]] = marker
    hostile = (json.dumps(text, ensure_ascii=True).encode("ascii") if spelling == "escaped"
               else json.dumps(text, ensure_ascii=False).encode("utf-8", "surrogatepass"))
    return json.dumps(body).encode("utf-8").replace(json.dumps(marker).encode(), hostile)


def send(port: int, data: bytes) -> None:
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as udp:
        udp.sendto(data, ("127.0.0.1", port))


def hears_the_next_player(qtbot, lobby: Discovery, player_id: str) -> None:
    presence = dict(VALID["presence"], id=player_id, name="Zoe")
    send(lobby.port, protocol.encode_datagram(presence))
    qtbot.waitUntil(lambda: lobby.model.player(player_id) is not None)


@settings(max_examples=40, deadline=None, suppress_health_check=list(HealthCheck))
@given(where=st.sampled_from(FIELDS), text=any_text, spelling=st.sampled_from(("escaped", "raw")))
def test_every_string_field_of_every_datagram_is_taken_or_dropped_and_the_lobby_hears_on(qtbot, where, text,
                                                                                        spelling):
    kind, path = where
    lobby = Discovery("Me", port=free_udp_port(), targets=["127.0.0.1:9"], bind="127.0.0.1", interval_ms=60_000)
    try:
        assert lobby.start()
        data = datagram(kind, path, text, spelling, lobby.id)
        try:
            expected = protocol.decode_datagram(data)
        except protocol.ProtocolError:
            expected = None
        bad = lobby.bad_datagrams
        send(lobby.port, data)
        if expected is None:
            qtbot.waitUntil(lambda: lobby.bad_datagrams == bad + 1)
            assert lobby.model.player("p1") is None and not lobby.model.tables()
        hears_the_next_player(qtbot, lobby, "p9")
        assert lobby.failed_datagrams == 0
        for player in lobby.model.players():        # whatever was taken can be shown and sent on
            player.name.encode("utf-8")
        for table in lobby.model.tables():
            json.dumps(table.host_name, ensure_ascii=False).encode("utf-8")
    finally:
        lobby.stop()


def test_a_datagram_whose_handling_fails_is_logged_and_dropped_and_the_lobby_hears_on(qtbot, monkeypatch, caplog):
    lobby = Discovery("Me", port=free_udp_port(), targets=["127.0.0.1:9"], bind="127.0.0.1", interval_ms=60_000)
    try:
        assert lobby.start()
        real = lobby.model.heard

        def heard(message, *args, **kwargs):
            if message["type"] == "lobby_chat":
                raise RuntimeError("a bug in the chat model")
            return real(message, *args, **kwargs)
        monkeypatch.setattr(lobby.model, "heard", heard)
        send(lobby.port, protocol.encode_datagram(VALID["lobby_chat"]))
        qtbot.waitUntil(lambda: lobby.failed_datagrams == 1)
        assert "was not taken" in caplog.text and "RuntimeError" in caplog.text
        hears_the_next_player(qtbot, lobby, "p2")
    finally:
        lobby.stop()
