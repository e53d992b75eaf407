"""Protocol fuzzing against a live TableServer on 127.0.0.1: whatever a client sends, the host stays up,
the match record does not change, and the reply is the one cardsuite/net/PROTOCOL.md documents."""

from __future__ import annotations

import json
import struct

from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

from cardsuite.engine import BadMessage
from cardsuite.net import protocol
from support.nethelpers import RawClient, saved, schnapsen_match, serve

KNOWN = ["hello", "action", "continue", "chat", "ping"]     # "leave" is a valid way to end the match
json_values = st.recursive(st.none() | st.booleans() | st.integers(-2**70, 2**70) | st.text(max_size=8),
                           lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=6), inner,
                                                                                         max_size=3),
                           max_leaves=8)
messages = st.builds(lambda kind, fields: {**fields, "type": kind},
                     st.sampled_from(KNOWN) | st.text(max_size=10) | st.integers(),
                     st.dictionaries(st.sampled_from(["seq", "action", "text", "n", "name", "protocol", "app",
                                                      "token", "seat", "x"]), json_values, max_size=4))
frames = st.one_of(
    st.tuples(st.just("raw"), st.binary(max_size=80)),
    st.tuples(st.just("message"), messages),
    st.tuples(st.just("mutated"), st.sampled_from(KNOWN), st.integers(0, 60), st.integers(0, 255)),
    st.tuples(st.just("truncated"), st.integers(1, 200)),
    st.tuples(st.just("oversized"), st.integers(protocol.MAX_FRAME + 1, 2**32 - 1)),
    st.tuples(st.just("play"), st.sampled_from(["other_seat", "stale", "future", "illegal"])),
    st.tuples(st.just("replayed_token"), st.booleans()),
)


def frame_of(message) -> bytes:
    body = json.dumps(message).encode()
    return struct.pack(">I", len(body)) + body


def expected_reply(match, seat: int, data: bytes) -> str | None:
    """The documented reply to one complete frame from a seated client (None: not one reply to wait for)."""
    items = protocol.FrameReader("to_host").feed(data)
    if not items:
        return None
    item = items[0]
    if isinstance(item, protocol.ProtocolError):
        return "bye" if item.fatal else "error"
    kind = item["type"]
    if kind == "action":
        try:
            action = match.game.actions.from_json(item["action"])
        except BadMessage:
            return "refused"
        assume(action not in match.legal(seat))
        return "refused"
    return {"hello": "error", "continue": None, "chat": "chat", "ping": "pong"}[kind]


def test_no_frame_crashes_the_host_or_changes_the_match(qtbot):
    match = schnapsen_match(remote=2, seed=21)
    host, server = serve(match)
    try:
        for name in ("Ann", "Bob"):         # both seats taken, then dropped: each is reclaimed by token below
            client = RawClient(server.port())
            client.hello(name)
            client.wait_for(qtbot, "welcome")
            client.close()
        qtbot.waitUntil(lambda: not server.seated)
        for _ in range(3):
            seat = min(match.waiting())
            host.submit(seat, match.legal(seat)[0])
        spent = dict(server.tokens)
        for seat in (0, 1):                 # each seat reclaimed once: the tokens above are spent
            client = RawClient(server.port())
            client.hello("Ann", token=spent[seat])
            client.wait_for(qtbot, "welcome")
            client.close()
            qtbot.waitUntil(lambda: not server.seated)
        before = saved(match)
        run(qtbot, match, server, before, spent)
    finally:
        server.close()
        host.close()


def run(qtbot, match, server, before, spent):
    @settings(max_examples=30, deadline=None, suppress_health_check=list(HealthCheck))
    @given(frames)
    def one(frame):
        mover = min(match.waiting())
        kind = frame[0]
        if kind == "replayed_token":
            client = RawClient(server.port())
            client.hello("Ann", token=spent[0] if frame[1] else "x" * 20)
            client.wait(qtbot, lambda: client.closed)
            assert [m["code"] for m in client.of("refuse")] == ["token"]
            assert saved(match) == before
            return
        seat = 1 - mover if kind == "play" and frame[1] == "other_seat" else mover
        client = RawClient(server.port())
        client.hello("Ann", token=server.tokens[seat])
        client.wait(qtbot, lambda: client.last_update() is not None)
        seq = client.last_update()["seq"]
        legal = match.legal(mover)
        if kind == "raw":
            data = struct.pack(">I", len(frame[1])) + frame[1]
        elif kind == "message":
            data = frame_of(frame[1])
        elif kind == "mutated":
            good = frame_of({"type": frame[1], "seq": 0, "text": "hi", "n": 1, "action": {}})
            at = 4 + frame[2] % (len(good) - 4)
            data = good[:at] + bytes([frame[3]]) + good[at + 1:]
            data = struct.pack(">I", len(data) - 4) + data[4:]
        elif kind == "truncated":
            data = struct.pack(">I", frame[1] + 10) + b"{" * frame[1]
        elif kind == "oversized":
            data = struct.pack(">I", frame[1]) + b"{}"
        else:
            what = frame[1]
            action = {"type": "play", "card": "ZZ"} if what == "illegal" else legal[0].to_json()
            at = {"stale": seq - 3, "future": seq + 3}.get(what, seq)
            data = frame_of({"type": "action", "seq": max(0, at), "action": action, "seat": mover})
        reply = expected_reply(match, seat, data)
        count = len(client.inbox)
        client.send_raw(data)
        if reply == "bye":
            client.wait(qtbot, lambda: client.closed)
            assert client.of("bye")[-1]["reason"] == protocol.BYE_OVERSIZED
        elif reply is not None:                            # (a partial frame: nothing is said, nothing done)
            client.wait(qtbot, lambda: len(client.inbox) > count)
            got = client.inbox[count]
            assert got["type"] == reply, (frame, got)
            if reply == "error":
                assert got["strikes"] == 1 and got["reason"]
            if reply == "refused":
                assert got["reason"]
        client.close()
        qtbot.waitUntil(lambda: seat not in server.seated)
        assert saved(match) == before and server.port() > 0

    one()
