"""Every string the host reads is Unicode text (issue 23 §1): a lone UTF-16 surrogate, written as a JSON
``\\udXXX`` escape in any field, is refused at the schema before any handler sees it, and the table goes on:
the next player is welcomed.  Real sockets on 127.0.0.1."""

from __future__ import annotations

import struct

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from cardsuite.net import protocol
from cardsuite.play.seats import SeatKind
from support.nethelpers import RawClient, saved, schnapsen_match, serve

FIELDS = ("name", "app", "token", "x")


def hello_text(field: str, escaped: str) -> bytes:
    """A hello frame whose ``field`` is the JSON string text ``escaped`` (escapes kept as written)."""
    parts = {"type": '"hello"', "protocol": str(protocol.PROTOCOL_VERSION), "app": '"0.1.0"', "name": '"eve"'}
    parts[field] = f'"{escaped}"'
    body = ("{" + ",".join(f'"{k}":{v}' for k, v in parts.items()) + "}").encode("utf-8")
    return struct.pack(">I", len(body)) + body


def test_a_lone_surrogate_anywhere_in_a_message_is_refused_as_text_at_the_schema():
    for body in (b'{"type":"hello","name":"eve\\ud800"}', b'{"type":"chat","text":"hi \\udfff"}',
                 b'{"type":"ping","x":{"\\udc00":1}}', b'{"type":"ping","x":["ok","\\ud83d"]}'):
        items = protocol.FrameReader("to_host").feed(struct.pack(">I", len(body)) + body)
        assert len(items) == 1 and isinstance(items[0], protocol.ProtocolError), body
    pair = b'{"type":"chat","seq":1,"text":"\\ud83d\\ude00"}'      # a proper pair is one character
    items = protocol.FrameReader("to_host").feed(struct.pack(">I", len(pair)) + pair)
    assert items == [{"type": "chat", "seq": 1, "text": "\U0001F600"}]


def test_a_hello_named_with_a_lone_surrogate_gets_an_answer_and_the_next_player_is_welcomed(qtbot):
    match = schnapsen_match(remote=1, seed=5)
    host, server = serve(match)
    try:
        before = saved(match)
        eve = RawClient(server.port())
        eve.send_raw(hello_text("name", "eve\\ud800"))
        eve.wait(qtbot, lambda: eve.of("error") or eve.of("bye") or eve.closed)
        assert not eve.of("welcome")
        assert not server.seated and saved(match) == before      # refusing eve changed nothing of the match
        bob = RawClient(server.port())
        bob.hello("Bob")
        welcome = bob.wait_for(qtbot, "welcome")
        assert welcome["seat"] == remote_seat(match) and server.seated     # the remote seat, which eve never took
        bob.close()
        eve.close()
    finally:
        server.close()
        host.close()


@settings(max_examples=25, deadline=None, suppress_health_check=list(HealthCheck))
@given(field=st.sampled_from(FIELDS), low=st.integers(0xD800, 0xDFFF), prefix=st.text(max_size=4))
def test_any_string_field_of_a_hello_with_a_raw_surrogate_escape_is_refused(field, low, prefix):
    safe = prefix.replace("\\", "").replace('"', "")
    frame = hello_text(field, f"{safe}\\u{low:04x}")
    items = protocol.FrameReader("to_host").feed(frame)
    assert len(items) == 1 and isinstance(items[0], protocol.ProtocolError)
    assert not items[0].fatal


def test_a_token_that_is_not_ascii_is_refused_as_a_wrong_token_and_the_next_player_is_welcomed(qtbot):
    """``compare_digest`` takes str only when it is ASCII: a token "é…" raised TypeError and left the
    connection unanswered until the hello time-out."""
    match = schnapsen_match(remote=1, seed=6)
    host, server = serve(match)
    try:
        ann = RawClient(server.port())           # a seat with a token to compare against, then dropped
        ann.hello("Ann")
        ann.wait_for(qtbot, "welcome")
        ann.close()
        qtbot.waitUntil(lambda: not server.seated)
        mallory = RawClient(server.port())
        mallory.hello("Mallory", token="\u00e9" * 12)
        mallory.wait(qtbot, lambda: mallory.of("refuse") or mallory.closed)
        assert [m["code"] for m in mallory.of("refuse")] == ["token"]
        ann = RawClient(server.port())           # the real player gets the seat back with the real token
        ann.hello("Ann", token=server.tokens[remote_seat(match)])
        assert ann.wait_for(qtbot, "welcome")["seat"] == remote_seat(match)
        ann.close()
        mallory.close()
    finally:
        server.close()
        host.close()


def remote_seat(match) -> int:
    seat, = [i for i, s in enumerate(match.seats) if s.kind is SeatKind.REMOTE]
    return seat
