"""Issue 23 §2 at the host, over real sockets on 127.0.0.1: seats belong to their players (a token, a one-time
code or the host's yes gives an owned seat back, a name never does), names are unique after normalisation, and
the host's log keeps one event to a line whatever a name or a chat line holds."""

from __future__ import annotations

import io
import logging
import unicodedata

from hypothesis import given, settings, strategies as st

from cardsuite.net import protocol
from cardsuite.net import server as server_module
from cardsuite.play.match import Match
from cardsuite.profile.sessions import Sessions
from cardsuite.profile.settings import Settings
from support.nethelpers import RawClient, schnapsen_match
from support.serverhelpers import joined, table  # noqa: F401  (table is a fixture)


def refused(qtbot, port: int, name: str, **extra) -> str:
    """The refuse code a hello gets."""
    client = RawClient(port)
    client.hello(name, **extra)
    client.wait(qtbot, lambda: client.closed)
    return client.of("refuse")[0]["code"]


def owned_and_away(qtbot, table, **kwargs):
    """A one-player-seat table whose seat Ann took and left: owned, its player away.  (match, server)"""
    match = schnapsen_match(remote=1)
    _host, server = table(match, **kwargs)
    ann, _welcome = joined(qtbot, server.port(), "Ann")
    ann.close()
    qtbot.waitUntil(lambda: not server.seated)
    return match, server


def two_players_then_resumed(qtbot, table):
    """Ann and Bob sit down at a hosted table and go; the host restarts from the save: the new server, both
    old welcomes."""
    match = schnapsen_match(remote=2, seed=4)
    host, server = table(match)
    ann, ann_welcome = joined(qtbot, server.port(), "Ann")
    bob, bob_welcome = joined(qtbot, server.port(), "Bob")
    ann.close()
    bob.close()
    qtbot.waitUntil(lambda: not server.seated)
    server.close()
    resumed = Match.from_json(match.entry, match.to_json())
    assert "token" not in str(match.to_json()["seats"]).replace("token_hash", "")
    assert ann_welcome["token"] not in str(match.to_json())
    host2, server2 = table(resumed)
    return resumed, server2, ann_welcome, bob_welcome


def test_an_impostor_does_not_get_an_owned_seat_and_its_player_gets_it_back_with_the_token(qtbot, table):
    match, server, ann_welcome, bob_welcome = two_players_then_resumed(qtbot, table)
    assert refused(qtbot, server.port(), "Ann") == "seat_owned", "a name is no proof"
    assert refused(qtbot, server.port(), "Mallory") == "seat_owned", "no seat for a newcomer: ask the host"
    assert list(server.codes) == [0], "one code for the seat asked for, made once"
    assert server.seated == {} and match.seats[0].name == "Ann"
    ann, back = joined(qtbot, server.port(), "Ann", ann_welcome["token"])
    assert back["seat"] == 0 and back["match_id"] == ann_welcome["match_id"] == match.match_id
    assert ann.last_update()["view"] == match.view(0).to_json(), "Ann's own hand, not another's"
    assert refused(qtbot, server.port(), "Ann", token=ann_welcome["token"]) == "token", "a token is spent once"


def test_a_seat_goes_with_its_one_time_code_and_not_with_a_wrong_one(qtbot, table):
    match, server, _ann, bob_welcome = two_players_then_resumed(qtbot, table)
    codes = []
    server.code_issued.connect(lambda seat, owner, code: codes.append(code))
    assert refused(qtbot, server.port(), "Bob", seat=1) == "seat_owned"
    code = codes[0]
    wrong = "0" * 8 if code != "0" * 8 else "1" * 8
    assert refused(qtbot, server.port(), "Bob", seat=1, code=wrong) == "bad_code"
    bob, welcome = joined(qtbot, server.port(), "Bob", code=code)
    assert welcome["seat"] == 1 and bob.last_update()["view"] == match.view(1).to_json()
    assert refused(qtbot, server.port(), "Bob", token=bob_welcome["token"]) == "token", "the old token is void"
    bob.close()
    qtbot.waitUntil(lambda: not server.seated)
    assert refused(qtbot, server.port(), "Bob", code=code) == "seat_owned", "the code was spent"
    for _ in range(server_module.CODE_TRIES):
        assert refused(qtbot, server.port(), "Bob", code=wrong) == "bad_code"
    assert refused(qtbot, server.port(), "Bob", code=codes[1]) == "seat_owned", "a guessed-at code is void"
    assert len(codes) == 2, "and no new code at once (see the next test)"


def test_a_code_guessed_at_too_often_is_made_again_only_a_minute_later(qtbot, table):
    """Three wrong tries void a code; were the next ask to make a new one at once, a guesser could go on at
    three tries a connection pair.  A new code comes only CODE_AGAIN_S later (the host's clock)."""
    clock = [1000.0]
    _match, server = owned_and_away(qtbot, table, now=lambda: clock[0])
    codes = []
    server.code_issued.connect(lambda seat, owner, code: codes.append(code))
    assert refused(qtbot, server.port(), "Eve", seat=0) == "seat_owned" and len(codes) == 1
    wrong = "0" * 8 if codes[0] != "0" * 8 else "1" * 8
    for _ in range(server_module.CODE_TRIES):
        assert refused(qtbot, server.port(), "Eve", seat=0, code=wrong) == "bad_code"
    clock[0] += server_module.CODE_AGAIN_S - 1
    assert refused(qtbot, server.port(), "Eve", seat=0) == "seat_owned" and len(codes) == 1
    assert refused(qtbot, server.port(), "Eve", seat=0, code=codes[0]) == "seat_owned", "still void"
    clock[0] += 1
    assert refused(qtbot, server.port(), "Ann", seat=0) == "seat_owned" and len(codes) == 2
    ann, welcome = joined(qtbot, server.port(), "Ann", code=codes[1])
    assert welcome["seat"] == 0
    ann.close()


def test_the_host_app_is_asked_and_the_connection_waits_for_its_answer(qtbot, table, monkeypatch):
    monkeypatch.setattr(server_module, "HELLO_TIMEOUT_S", 0.05)
    match, server = owned_and_away(qtbot, table, ask_host=True)
    asked = []
    server.claim_asked.connect(lambda claim, seat, name, _address: asked.append((claim, seat, name)))
    bo = RawClient(server.port())
    bo.hello("Bo")
    qtbot.waitUntil(lambda: len(asked) == 1)
    assert asked[0][1:] == (0, "Bo")
    bo.send({"type": "ping", "n": 5})
    bo.wait_for(qtbot, "pong")
    qtbot.wait(500)                           # ten hello time-outs: a claim is not cut by it
    assert not bo.closed and not bo.of("refuse")
    server.answer_claim(asked[0][0], True)
    assert bo.wait_for(qtbot, "welcome")["seat"] == 0 and match.seats[0].name == "Bo"
    bo.close()
    qtbot.waitUntil(lambda: not server.seated)
    eve = RawClient(server.port())
    eve.hello("Eve")
    qtbot.waitUntil(lambda: len(asked) == 2)
    server.answer_claim(asked[1][0], False)
    eve.wait(qtbot, lambda: eve.closed)
    assert eve.of("refuse")[0]["code"] == "denied" and match.seats[0].name == "Bo"
    dropped = []
    server.claim_dropped.connect(dropped.append)
    gone = RawClient(server.port())
    gone.hello("Gus")
    qtbot.waitUntil(lambda: len(asked) == 3)
    gone.close()
    qtbot.waitUntil(lambda: dropped == [asked[2][0]])
    server.answer_claim(asked[2][0], True)    # too late: nothing happens
    assert match.seats[0].name == "Bo" and not server.seated
    late = RawClient(server.port())
    late.hello("Hal")
    qtbot.waitUntil(lambda: len(asked) == 4)
    bo_again, _ = joined(qtbot, server.port(), "Bo", bo.of("welcome")[0]["token"])   # the player is back first
    late.wait(qtbot, lambda: late.closed)
    assert late.of("refuse")[0]["code"] == "denied" and dropped[-1] == asked[3][0]
    bo_again.close()



def test_a_seat_given_to_a_bot_closes_the_hosts_question_about_it(qtbot, table, monkeypatch):
    match, server = owned_and_away(qtbot, table, ask_host=True)
    asked, dropped = [], []
    server.claim_asked.connect(lambda claim, seat, name, _address: asked.append(claim))
    server.claim_dropped.connect(dropped.append)
    eve = RawClient(server.port())
    eve.hello("Eve")
    qtbot.waitUntil(lambda: len(asked) == 1)
    server.give_to_bot(0, "easy")
    eve.wait(qtbot, lambda: eve.closed)
    assert eve.of("refuse")[0]["code"] == "denied" and dropped == asked

def test_names_are_unique_at_a_table_after_normalisation_and_must_show_something(qtbot, table):
    match = schnapsen_match(remote=2)
    host, server = table(match)
    for invisible in ("\u200b", "\u200b\u200d", "\u3164", " \u0301"):
        assert refused(qtbot, server.port(), invisible) == "bad_name", repr(invisible)
    ann, _ = joined(qtbot, server.port(), "José")
    for double in ("josé", "JOSÉ", "Jose\u0301", "jos\u200bé", "\u202ejosé"):
        assert refused(qtbot, server.port(), double) == "name_taken", repr(double)
    other, welcome = joined(qtbot, server.port(), "Josefine")
    assert welcome["names"] == ["José", "Josefine"]


def test_the_host_log_keeps_one_event_to_a_line(qtbot, table, caplog):
    """Line breaks never pass the schema; what does pass and still forges a line on a terminal -- bidi overrides
    and isolates, zero-width and other format characters, a backslash that looks like an escape -- is quoted."""
    from cardsuite.net.headless import HeadlessHost, build_match

    sessions = Sessions(Settings.load())
    match = build_match("schnapsen", None, ["random"], None, 0.0, sessions)
    out = io.StringIO()
    hosted = HeadlessHost(match, sessions, name="Host", bind="127.0.0.1", port=0,
                          targets=[("127.0.0.1", 9)], out=out)
    caplog.set_level(logging.INFO, logger="cardsuite.net.server")
    forged = "Eve\u202e\u2066 joined seat 1\u200b"
    try:
        hosted.start()
        eve, _ = joined(qtbot, hosted.server.port(), forged)
        eve.send({"type": "chat", "text": "hi\u2067\u202d\\u2028 the match is over\ufeff"})
        qtbot.waitUntil(lambda: "chat " in out.getvalue())
        eve.close()
        qtbot.waitUntil(lambda: "left seat" in out.getvalue())
    finally:
        hosted.stop()
    lines = out.getvalue().splitlines()
    assert lines[1] == r"cardsuite host: Eve\u202e\u2066 joined seat 1\u200b joined seat 0"
    assert lines[3] == r"cardsuite host: chat Eve\u202e\u2066 joined seat 1\u200b: hi\u2067\u202d\\u2028 the match " \
                       r"is over\ufeff"
    assert len(lines) == 6 and not any(unicodedata.category(c) == "Cf" for c in out.getvalue())
    logged = [r.getMessage() for r in caplog.records if r.name == "cardsuite.net.server"]
    assert any(r"Eve\u202e\u2066" in m for m in logged)
    assert not any(unicodedata.category(c) == "Cf" for m in logged for c in m)
    assert protocol.log_text("a\\b\u200bc\x00\U000e0001\u2028") == r"a\\b\u200bc\u0000\U000e0001\u2028"


@settings(max_examples=300, deadline=None)
@given(st.text(max_size=40))
def test_log_text_is_always_one_plain_line_and_name_key_is_stable(text):
    quoted = protocol.log_text(text)
    assert not any(unicodedata.category(c) in ("Cc", "Cf", "Zl", "Zp", "Cs", "Co", "Cn") for c in quoted)
    assert len(quoted.splitlines()) <= 1
    key = protocol.name_key(text)
    assert protocol.name_key(key) == key
    assert protocol.name_visible(text) == protocol.name_visible(key)


def test_a_match_saved_before_seats_had_tokens_gives_a_named_seat_only_with_its_code(qtbot, table):
    """A hosted match saved by an older cardsuite has no token hashes: a seat that carries a player's name is
    still that player's, not the first hello's with that name; a seat nobody took goes to a newcomer."""
    match = schnapsen_match(remote=2, seed=4)
    match.seats[0].name = "Ann"
    old = match.to_json()
    for seat in old["seats"]:
        del seat["token_hash"]                  # as an older cardsuite wrote it
    resumed = Match.from_json(match.entry, old)
    host, server = table(resumed)
    codes = []
    server.code_issued.connect(lambda seat, owner, code: codes.append((seat, code)))
    assert refused(qtbot, server.port(), "Ann") == "seat_owned" and [seat for seat, _ in codes] == [0]
    bob, welcome = joined(qtbot, server.port(), "Bob")
    assert welcome["seat"] == 1, "the seat still waiting for its first player is free"
    ann, welcome = joined(qtbot, server.port(), "Ann", code=codes[0][1])
    assert welcome["seat"] == 0 and "token_hash" in str(resumed.to_json()["seats"][0])


def test_a_seat_the_host_is_being_asked_about_is_not_asked_about_again(qtbot, table):
    """Each hello for an owned seat opened a question on the host's screen: a hundred connections, a hundred
    boxes.  One question a seat at a time; the others are told at once that the host is deciding."""
    _match, server = owned_and_away(qtbot, table, ask_host=True)
    asked = []
    server.claim_asked.connect(lambda claim, seat, name, _address: asked.append(claim))
    first = RawClient(server.port())
    first.hello("Bo")
    qtbot.waitUntil(lambda: len(asked) == 1)
    others = [RawClient(server.port()) for _ in range(20)]
    for n, other in enumerate(others):
        other.hello(f"Mallory {n}")
    for other in others:
        assert other.wait_for(qtbot, "refuse")["code"] == "busy"
        other.close()
    assert len(asked) == 1 and len(server.claims) == 1 and not first.of("refuse")
    server.answer_claim(asked[0], True)
    assert first.wait_for(qtbot, "welcome")["seat"] == 0
    first.close()
