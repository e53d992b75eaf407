"""The LAN wire format (cardsuite/net/PROTOCOL.md): frames, schemas, the version handshake, deal commitments."""

import hashlib
import json
import struct
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from cardsuite import __version__
from cardsuite.engine import BadMessage
from cardsuite.play import MatchHost, RemoteLink
from cardsuite.play.match import Match, Phase
from cardsuite.net import fairness, protocol
from cardsuite.net.protocol import (MAX_DATAGRAM, MAX_FRAME, PROTOCOL_VERSION, FrameReader, ProtocolError,
                                    VersionMismatch, check_versions, decode_datagram, encode, encode_datagram, hello,
                                    validate)
from cardsuite.play.seats import BotSeat, remote_seat
from support.hostfakes import FakeTime
from support.toygame.engine.game import ToyOptions

UPDATE = {"type": "update", "seq": 4, "seat": 1, "view": {"hand": ["AS"]}, "events": [{"kind": "x"}],
          "legal": [{"card": "AS"}], "phase": "playing", "totals": [3, 7], "clocks": [1200, 0],
          "summary": None, "result": None, "left": False}

SAMPLES = {
    "to_host": [
        {**hello("Ann", "t0k3n", 1500), "seat": 1, "code": "04711"},
        {"type": "action", "seq": 12, "action": {"card": "QH"}},
        {"type": "continue"},
        {"type": "leave"},
        {"type": "chat", "text": "Good luck, have fun ✓"},
        {"type": "ping", "n": 77},
    ],
    "to_client": [
        {"type": "welcome", "protocol": PROTOCOL_VERSION, "app": __version__, "host_name": "Håkon",
         "game": "schnapsen", "options": {"target": 7}, "seat": 1, "token": "abc", "names": ["Håkon", "Ann"],
         "kinds": ["human", "remote"], "table": {"access": "anyone", "ratings": None}, "match_id": "3f2a"},
        {"type": "refuse", "code": "full", "reason": protocol.REFUSE_REASONS["full"]},
        UPDATE,
        {"type": "refused", "seq": 3, "reason": "Not your turn."},
        {"type": "error", "reason": "'seq' must be a whole number", "strikes": 2},
        {"type": "chat", "name": "Ann", "seat": None, "text": "hi"},
        {"type": "seats", "names": ["A", "B"], "connected": [True, False], "kinds": ["human", "remote"]},
        {"type": "deal_commit", "round": 0, "commitment": fairness.commitment(42, "ff" * 16)},
        {"type": "deal_reveal", "round": 0, "deal": 42, "salt": "ff" * 16},
        {"type": "pong", "n": 77},
        {"type": "bye", "reason": protocol.BYE_STRIKES},
    ],
    "datagram": [
        {"type": "table", "id": "t-1", "host_name": "Ann", "game": "canasta", "options": {"players": 4},
         "seats": [{"name": "Ann", "kind": "human"}, {"name": None, "kind": "remote"}], "free": 1,
         "address": None, "port": 47475, "access": "invited", "app": __version__, "protocol": PROTOCOL_VERSION},
        {"type": "table_closed", "id": "t-1"},
        {"type": "presence", "id": "p-1", "name": "Ann", "port": 47474, "status": "hosting", "game": "canasta",
         "table": "t-1", "played": 12, "rating": None, "peers": [47480]},
        {"type": "lobby_chat", "id": "p-1", "name": "Ann", "text": "anyone for Schnapsen?", "n": 3},
        {"type": "invite", "id": "p-1", "name": "Ann", "to": "p-2", "table": "t-1", "game": "schnapsen",
         "address": "127.0.0.1", "port": 47475},
        {"type": "invite_answer", "id": "p-2", "to": "p-1", "table": "t-1", "accepted": False},
    ],
}
ALL_FRAMES = [(m, d) for d in ("to_host", "to_client") for m in SAMPLES[d]]


def frame(body: bytes) -> bytes:
    return struct.pack(">I", len(body)) + body


def raw(message) -> bytes:
    return frame(json.dumps(message).encode())


def only(items):
    assert len(items) == 1, items
    return items[0]


def test_the_samples_cover_every_message_type():
    for direction, table in protocol.SCHEMAS.items():
        assert {m["type"] for m in SAMPLES[direction]} == set(table)


@pytest.mark.parametrize("message,direction", ALL_FRAMES, ids=lambda v: v["type"] if isinstance(v, dict) else v)
def test_every_tcp_message_survives_a_round_trip(message, direction):
    data = encode(message, direction)
    assert struct.unpack(">I", data[:4])[0] == len(data) - 4
    assert FrameReader(direction).feed(data) == [message]


@pytest.mark.parametrize("message", SAMPLES["datagram"], ids=lambda m: m["type"])
def test_every_datagram_survives_a_round_trip(message):
    data = encode_datagram(message)
    assert decode_datagram(data) == message and len(data) <= MAX_DATAGRAM


def test_encode_finds_the_direction_from_the_type():
    assert FrameReader("to_host").feed(encode({"type": "chat", "text": "hi"})) == [{"type": "chat", "text": "hi"}]
    line = {"type": "chat", "name": "Ann", "seat": 0, "text": "hi"}
    assert FrameReader("to_client").feed(encode(line)) == [line]
    with pytest.raises(ProtocolError, match="'name' is missing"):
        encode({"type": "chat", "text": "hi"}, "to_client")


def test_the_hosts_remote_seat_messages_pass_the_schema(toy_entry):
    """Every update and refusal a RemoteLink sends over a whole toy match is a valid to_client frame."""
    time = FakeTime()
    entry = toy_entry
    match = Match(entry, ToyOptions(), [remote_seat("Rita"), BotSeat(entry.bot_levels()["easy"], "Bob", 1.0)],
                  seed=3)
    host = MatchHost(match, now=time, scheduler=time)
    sent = []
    link = RemoteLink(host, 0, sent.append)
    host.attach(0, link)
    host.start()
    link.receive({"type": "action", "seq": 999, "action": {}})
    while match.phase == Phase.PLAYING:
        time.run_until(lambda: sent[-1].get("legal") or match.phase != Phase.PLAYING)
        if match.phase == Phase.PLAYING:
            link.receive({"type": "action", "seq": sent[-1]["seq"], "action": sent[-1]["legal"][0]})
    assert {m["type"] for m in sent} == {"update", "refused"}
    reader = FrameReader("to_client")
    assert reader.feed(b"".join(encode(m, "to_client") for m in sent)) == sent
    assert any(m.get("summary") for m in sent)


def test_validate_keeps_unknown_fields_and_fills_optional_ones():
    checked = validate({"type": "hello", "protocol": PROTOCOL_VERSION, "app": "9.9", "name": "  Ann ", "x": [1]},
                       "to_host")
    assert checked == {"type": "hello", "protocol": PROTOCOL_VERSION, "app": "9.9", "name": "Ann", "x": [1],
                       "token": None, "rating": None, "player": None, "seat": None, "code": None}
    bare = dict(UPDATE)
    for key in ("clocks", "summary", "result", "left"):
        del bare[key]
    assert validate(bare, "to_client")["left"] is False


@given(data=st.data())
@settings(max_examples=60, deadline=None)
def test_frames_split_at_any_points_read_the_same(data):
    stream = b"".join(encode(m, d) for m, d in ALL_FRAMES if d == "to_client")
    cuts = sorted(data.draw(st.lists(st.integers(0, len(stream)), max_size=12)))
    reader, got = FrameReader("to_client"), []
    for a, b in zip([0] + cuts, cuts + [len(stream)]):
        got += reader.feed(stream[a:b])
    assert got == SAMPLES["to_client"] and reader.pending() == 0


def test_a_truncated_frame_waits_for_the_rest():
    data = encode({"type": "ping", "n": 1})
    reader = FrameReader("to_host")
    assert reader.feed(data[:2]) == [] and reader.feed(data[2:-1]) == []
    assert reader.pending() == len(data) - 1
    assert reader.feed(data[-1:]) == [{"type": "ping", "n": 1}]


def test_an_oversized_length_is_fatal_and_ends_reading():
    reader = FrameReader("to_host")
    good = encode({"type": "ping", "n": 1})
    items = reader.feed(good + struct.pack(">I", MAX_FRAME + 1) + b"{}")
    assert items[0] == {"type": "ping", "n": 1}
    error = items[1]
    assert isinstance(error, ProtocolError) and error.fatal and len(items) == 2
    assert error.reason == f"A message of {MAX_FRAME + 1} bytes is over the limit of {MAX_FRAME}."
    assert reader.broken and reader.feed(good) == []


def test_a_frame_of_exactly_the_cap_is_read():
    body = json.dumps({"type": "chat", "text": "x", "pad": "y" * MAX_FRAME}).encode()[:MAX_FRAME - 2] + b'"}'
    assert len(body) == MAX_FRAME
    assert only(FrameReader("to_host").feed(frame(body)))["text"] == "x"


def test_encode_refuses_an_oversized_or_invalid_message():
    with pytest.raises(ProtocolError, match="over the limit"):
        encode({"type": "action", "seq": 0, "action": {"pad": "x" * MAX_FRAME}})
    with pytest.raises(ProtocolError, match="unknown message type 'nope'"):
        encode({"type": "nope"})
    with pytest.raises(ProtocolError, match="'seq' must be a whole number"):
        encode({"type": "action", "seq": "1", "action": {}}, "to_host")


BAD_FRAMES = [
    (frame(b"\xff\xfe{}"), "A message was not valid UTF-8 text."),
    (frame(b'{"type": "ping", "n": 1'), "A message was not valid JSON."),
    (frame(b""), "A message was not valid JSON."),
    (frame(b'{"type": "ping", "n": NaN}'), "A message was not valid JSON."),
    (frame(b"[" * 50_000), "A message was not valid JSON."),
    (frame(b'{"type": "ping", "n": ' + b"9" * 5000 + b"}"), "A message was not valid JSON."),
    (raw([1, 2]), "A message must be a JSON object."),
    (raw("ping"), "A message must be a JSON object."),
    (raw({"n": 1}), "A message needs a 'type' naming what it is."),
    (raw({"type": 5}), "A message needs a 'type' naming what it is."),
    (raw({"type": "launch_missiles"}), "unknown message type 'launch_missiles'"),
    (raw({"type": "welcome"}), "unknown message type 'welcome'"),
    (raw({"type": "action", "seq": 1}), "'action' is missing"),
    (raw({"type": "action", "seq": True, "action": {}}), "'seq' must be a whole number"),
    (raw({"type": "action", "seq": 1.0, "action": {}}), "'seq' must be a whole number"),
    (raw({"type": "action", "seq": -1, "action": {}}), "'seq' must be from 0 to"),
    (raw({"type": "action", "seq": 1, "action": ["AS"]}), "'action' must be an object"),
    (raw({"type": "ping", "n": False}), "'n' must be a whole number"),
    (raw({"type": "chat", "text": 5}), "'text' must be text"),
    (raw({"type": "chat", "text": "   "}), "'text' must be 1 to 500 characters long"),
    (raw({"type": "chat", "text": "x" * 501}), "'text' must be 1 to 500 characters long"),
    (raw({"type": "chat", "text": "a\x1b[2Jb"}), "'text' must not contain control characters"),
    (raw(hello("x" * 33)), "'name' must be 1 to 32 characters long"),
    (raw(hello("Ann", token=7)), "'token' must be text"),
    (raw(dict(hello("Ann"), rating=True)), "'rating' must be a whole number"),
]


@pytest.mark.parametrize("data,reason", BAD_FRAMES, ids=[r for _, r in BAD_FRAMES])
def test_a_bad_frame_is_a_readable_non_fatal_error_and_reading_goes_on(data, reason):
    reader = FrameReader("to_host")
    error, after = reader.feed(data + encode({"type": "ping", "n": 2}))
    assert isinstance(error, ProtocolError) and isinstance(error, BadMessage) and not error.fatal
    assert error.reason.startswith(reason) and str(error) == error.reason
    assert after == {"type": "ping", "n": 2}


@pytest.mark.parametrize("message,reason", [
    (dict(UPDATE, totals=[1, None]), "'totals[1]' must be a whole number"),
    (dict(UPDATE, seat="1"), "'seat' must be a whole number"),
    ({"type": "seats", "names": ["A"], "connected": [True, True], "kinds": ["human", "bot"]},
     "'names', 'connected', 'kinds' must have the same length"),
    ({"type": "seats", "names": ["A"], "connected": [True], "kinds": ["robot"]},
     "'kinds[0]' must be one of: human, bot, remote"),
    (dict(SAMPLES["to_client"][0], seat=2), "'seat' must be one of the table's seats"),
    ({"type": "deal_commit", "round": 0, "commitment": "abc"}, "'commitment' must be 64 characters long"),
    ({"type": "deal_commit", "round": 0, "commitment": "g" * 64}, "'commitment' must be hexadecimal digits"),
    ({"type": "deal_reveal", "round": 0, "deal": -5, "salt": "s"}, "'deal' must be from 0 to"),
])
def test_host_messages_are_checked_on_the_client_side(message, reason):
    error = only(FrameReader("to_client").feed(raw(message)))
    assert isinstance(error, ProtocolError) and error.reason.startswith(reason)


def test_a_nested_field_is_named_by_its_path():
    table = dict(SAMPLES["datagram"][0], seats=[{"name": "Ann", "kind": 3}])
    with pytest.raises(ProtocolError, match=r"'seats\[0\]\.kind' must be text"):
        decode_datagram(json.dumps(table).encode())


def test_a_reason_can_be_shown_translated():
    error = only(FrameReader("to_host").feed(raw({"type": "action", "seq": "x", "action": {}})))
    assert error.template == "'{field}' must be a whole number" and error.params == {"field": "seq"}
    assert error.text(lambda s: s.replace("must be a whole number", "musi być liczbą całkowitą")) == \
        "'seq' musi być liczbą całkowitą"


def test_the_host_has_a_readable_reason_for_every_refusal_but_the_version():
    assert set(protocol.REFUSE_REASONS) == set(protocol.REFUSE_CODES) - {"version"}


# ---------------------------------------------------------------- handshake


def test_hello_carries_both_versions():
    assert hello("Ann") == {"type": "hello", "protocol": PROTOCOL_VERSION, "app": __version__, "name": "Ann",
                            "token": None, "rating": None, "player": None}
    check_versions(validate(hello("Ann"), "to_host"))
    check_versions(validate(SAMPLES["to_client"][0], "to_client"))


def test_a_newer_client_is_refused_with_both_versions_named():
    # a protocol-2 hello may look different: only its versions are checked, so the refusal stays readable
    future = validate({"type": "hello", "protocol": 2, "app": "0.3", "nickname": "Ann"}, "to_host")
    with pytest.raises(VersionMismatch) as caught:
        check_versions(future)
    assert caught.value.reason == \
        f"A player with protocol 2 (cardsuite 0.3) was refused; this host plays 1 ({__version__})."
    assert caught.value.peer_reason == f"The host plays protocol 1 (cardsuite {__version__}); you have 2 (0.3)."
    assert not caught.value.fatal


def test_a_client_reads_the_hosts_other_version_readably():
    welcome = only(FrameReader("to_client").feed(raw({"type": "welcome", "protocol": 2, "app": "0.3"})))
    with pytest.raises(VersionMismatch) as caught:
        check_versions(welcome)
    assert caught.value.reason == f"The host plays protocol 2 (cardsuite 0.3); you have 1 ({__version__})."
    assert caught.value.peer_reason == f"The player has protocol 1 (cardsuite {__version__}); the host plays 2 (0.3)."


def test_a_hello_of_another_version_without_an_app_version_is_still_refused_readably():
    with pytest.raises(VersionMismatch, match=r"protocol 7 \(cardsuite \?\)"):
        check_versions(validate({"type": "hello", "protocol": 7}, "to_host"))


def test_a_hello_without_a_version_is_a_plain_error():
    error = only(FrameReader("to_host").feed(raw({"type": "hello", "name": "Ann"})))
    assert isinstance(error, ProtocolError) and not isinstance(error, VersionMismatch)
    assert error.reason == "'protocol' is missing"


# ---------------------------------------------------------------- datagrams


def test_datagrams_have_their_own_cap():
    big = dict(SAMPLES["datagram"][0], options={"pad": "x" * MAX_DATAGRAM})
    with pytest.raises(ProtocolError, match="over the limit of 8192"):
        encode_datagram(big)
    with pytest.raises(ProtocolError, match="over the limit of 8192"):
        decode_datagram(json.dumps(big).encode())
    with pytest.raises(ProtocolError, match="unknown message type 'hello'"):
        decode_datagram(json.dumps(hello("Ann")).encode())
    with pytest.raises(ProtocolError, match="'port' must be from 1 to 65535"):
        decode_datagram(json.dumps(dict(SAMPLES["datagram"][1], type="presence", name="A", port=0,
                                        status="idle", game=None, table=None, played=0, rating=None)).encode())


# ---------------------------------------------------------------- fairness


def test_a_commitment_is_the_salted_hash_and_verifies_only_the_revealed_deal():
    salt = fairness.new_salt()
    assert len(salt) == 32 and int(salt, 16) >= 0 and fairness.new_salt() != salt
    commit = fairness.commitment(123456, salt)
    assert commit == hashlib.sha256(f"cardsuite-deal:123456:{salt}".encode()).hexdigest()
    assert fairness.verify(commit, 123456, salt) and fairness.verify(commit.upper(), 123456, salt)
    assert not fairness.verify(commit, 123457, salt)
    assert not fairness.verify(commit, 123456, fairness.new_salt())
    assert not fairness.verify(commit, True, salt)
    assert not fairness.verify("ż" * 64, 123456, salt) and not fairness.verify(None, 123456, salt)


def test_a_reveal_checks_against_the_commit_sent_before():
    commit = validate(SAMPLES["to_client"][7], "to_client")
    reveal = validate(SAMPLES["to_client"][8], "to_client")
    assert fairness.verify(commit["commitment"], reveal["deal"], reveal["salt"])
    assert not fairness.verify(commit["commitment"], reveal["deal"] + 1, reveal["salt"])


# ---------------------------------------------------------------- fuzzing


def _read_all(direction: str, data: bytes, cuts: list[int]) -> list:
    reader, got = FrameReader(direction), []
    for a, b in zip([0] + cuts, cuts + [len(data)]):
        got += reader.feed(data[a:b])
    return got


def _well_formed(items) -> bool:
    fatal = [i for i, x in enumerate(items) if isinstance(x, ProtocolError) and x.fatal]
    return all(isinstance(x, (dict, ProtocolError)) for x in items) and fatal in ([], [len(items) - 1])


@given(direction=st.sampled_from(["to_host", "to_client"]), data=st.binary(max_size=600),
       cuts=st.lists(st.integers(0, 600), max_size=8))
@settings(max_examples=150, deadline=None)
def test_random_bytes_in_random_chunks_yield_only_messages_or_errors(direction, data, cuts):
    assert _well_formed(_read_all(direction, data, sorted(c for c in cuts if c <= len(data))))


@given(pick=st.integers(0, len(ALL_FRAMES) - 1), data=st.data())
@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
def test_mutated_frames_yield_only_messages_or_errors(pick, data):
    message, direction = ALL_FRAMES[pick]
    frame_bytes = bytearray(encode(message, direction))
    for _ in range(data.draw(st.integers(1, 4))):
        at = data.draw(st.integers(0, len(frame_bytes) - 1))
        how = data.draw(st.sampled_from(["flip", "drop", "insert"]))
        if how == "flip":
            frame_bytes[at] = data.draw(st.integers(0, 255))
        elif how == "drop":
            del frame_bytes[at]
        else:
            frame_bytes.insert(at, data.draw(st.integers(0, 255)))
    items = FrameReader(direction).feed(bytes(frame_bytes))
    assert _well_formed(items)
    for item in items:
        if isinstance(item, dict):
            assert validate(item, direction) == item


json_values = st.one_of(st.none(), st.booleans(), st.integers(), st.floats(allow_nan=False), st.text(max_size=8),
                        st.lists(st.integers(), max_size=3), st.dictionaries(st.text(max_size=4), st.integers(),
                                                                             max_size=2))


@given(pick=st.integers(0, len(ALL_FRAMES) - 1), data=st.data())
@settings(max_examples=150, deadline=None)
def test_messages_with_fields_replaced_are_checked_or_refused(pick, data):
    message, direction = ALL_FRAMES[pick]
    message = dict(message)
    key = data.draw(st.sampled_from(sorted(message)))
    message[key] = data.draw(json_values)
    item = only(FrameReader(direction).feed(raw(message)))
    assert isinstance(item, (dict, ProtocolError))
    assert not (isinstance(item, ProtocolError) and item.fatal)


def test_protocol_md_documents_every_message_and_limit():
    text = (Path(protocol.__file__).parent / "PROTOCOL.md").read_text(encoding="utf-8")
    for direction, table in protocol.SCHEMAS.items():
        section = text.split(f"`{direction}`)")[1].split("\n## ")[0]
        for kind, fields in table.items():
            row = next((line for line in section.splitlines() if line.startswith(f"| `{kind}` |")), None)
            assert row is not None, kind
            for field in fields:
                assert f"`{field}:" in row, (kind, field)
    for code in protocol.REFUSE_CODES:
        assert f"`{code}`" in text
    assert f"version {PROTOCOL_VERSION})" in text and "65,536 bytes" in text and "8,192 bytes" in text
    assert f"**{protocol.MAX_STRIKES} strikes**" in text and f"more than **{protocol.FLOOD_MESSAGES} messages" in text
