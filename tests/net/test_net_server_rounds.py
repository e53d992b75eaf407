"""The LAN host (TableServer) over real sockets on 127.0.0.1, driven by a raw client (tests/support/nethelpers.py):
joining, a round to its end, refused actions, reconnecting, invitations and skill ranges, strikes and floods, the
next round and the match's secret."""

from __future__ import annotations

import struct

import pytest

from cardsuite.play import MatchHost, play_bots
from cardsuite.play.match import Match, Phase, round_seed
from cardsuite.net import fairness, protocol
from cardsuite.net import server as server_module
from cardsuite.play.seats import BotSeat, hotseat_seat, local_seat, remote_seat
from support.nethelpers import RawClient, saved, schnapsen_match
from support.serverhelpers import joined, table  # noqa: F401  (table is a fixture)


def test_hello_gets_welcome_seats_commitment_then_a_snapshot(qtbot, table):
    match = schnapsen_match()
    host, server = table(match)
    client, welcome = joined(qtbot, server.port(), "Ann")
    assert welcome["seat"] == 0 and welcome["game"] == "schnapsen" and welcome["names"] == ["Ann", "Bot1"]
    assert welcome["kinds"] == ["remote", "bot"] and welcome["token"]
    kinds = [m["type"] for m in client.inbox]
    assert kinds[:4] == ["welcome", "seats", "deal_commit", "update"]
    assert client.of("seats")[0]["connected"] == [True, True]
    assert match.seats[0].name == "Ann"
    assert client.last_update()["view"] == match.view(0).to_json()


def test_another_protocol_version_is_refused_readably(qtbot, table):
    host, server = table(schnapsen_match())
    refusals = []
    server.refused.connect(lambda address, reason: refusals.append(reason))
    client = RawClient(server.port())
    client.send({**protocol.hello("Ann"), "protocol": 99, "app": "9.9"})
    client.wait(qtbot, lambda: client.closed)
    refuse = client.of("refuse")[0]
    assert refuse["code"] == "version" and "99" in refuse["reason"] and "9.9" in refuse["reason"]
    assert refusals and server.seated == {}


def test_a_full_table_refuses_the_next_player(qtbot, table):
    host, server = table(schnapsen_match())
    first, _ = joined(qtbot, server.port(), "Ann")
    second = RawClient(server.port())
    second.hello("Bob")
    second.wait(qtbot, lambda: second.closed)
    assert second.of("refuse")[0]["code"] == "full"
    assert set(server.seated) == {0} and not first.closed


def test_first_message_must_be_a_hello(qtbot, table):
    host, server = table(schnapsen_match())
    client = RawClient(server.port())
    client.send({"type": "ping", "n": 1})
    client.wait(qtbot, lambda: client.closed)
    assert client.of("refuse")[0]["code"] == "bad_hello"


def test_a_round_against_a_bot_to_its_end_with_the_deal_verified(qtbot, table):
    match = schnapsen_match(seed=11)
    host, server = table(match)
    client, _ = joined(qtbot, server.port(), "Ann")
    client.play_round(qtbot)
    assert match.phase != Phase.PLAYING
    reveal = client.wait_for(qtbot, "deal_reveal")
    commit = client.of("deal_commit")[0]
    assert reveal["round"] == commit["round"] == 0 and reveal["deal"] == 11
    assert fairness.verify(commit["commitment"], reveal["deal"], reveal["salt"])
    kinds = [m["type"] for m in client.inbox]
    assert kinds.index("deal_reveal") > max(i for i, m in enumerate(client.inbox) if m.get("summary"))


def two_remotes(qtbot, table, seed: int = 5):
    match = schnapsen_match(remote=2, seed=seed)
    host, server = table(match)
    a, _ = joined(qtbot, server.port(), "Ann")
    b, _ = joined(qtbot, server.port(), "Bob")
    return match, host, server, a, b


def test_stale_out_of_turn_other_seat_and_illegal_actions_are_refused_and_change_nothing(qtbot, table):
    match, host, server, a, b = two_remotes(qtbot, table)
    mover, other = (a, b) if 0 in match.waiting() else (b, a)
    other.wait(qtbot, lambda: other.last_update() is not None)
    turn = mover.my_turn()
    before = saved(match)
    bad = [
        {"type": "action", "seq": turn["seq"] + 5, "action": turn["legal"][0]},            # from the future
        {"type": "action", "seq": turn["seq"], "action": {"kind": "play", "card": "XX"}},  # illegal form
        {"type": "action", "seq": turn["seq"], "action": turn["legal"][0], "seat": 1 - (mover is b)},
    ]
    other.send({"type": "action", "seq": other.last_update()["seq"], "action": turn["legal"][0]})  # out of turn
    other.wait(qtbot, lambda: other.of("refused"))
    assert "turn" in other.of("refused")[0]["reason"]
    for message in bad[:2]:
        mover.send(message)
    mover.wait(qtbot, lambda: len(mover.of("refused")) == 2)
    assert [r["seq"] for r in mover.of("refused")] == [turn["seq"] + 5, turn["seq"]]
    assert saved(match) == before and mover.of("error") == [] and other.of("error") == []
    mover.send(bad[2])          # a "seat" field names no one: the action is the sender's own
    mover.wait(qtbot, lambda: mover.last_update()["seq"] > turn["seq"])
    assert match.record.actions[-1][0] == (0 if mover is a else 1)
    mover.send({"type": "action", "seq": turn["seq"], "action": turn["legal"][0]})           # stale now
    mover.wait(qtbot, lambda: len(mover.of("refused")) == 3)
    assert len(match.record.actions) == 1


def test_reconnect_with_the_token_mid_round_and_finish_a_wrong_or_spent_token_is_refused(qtbot, table):
    match = schnapsen_match(seed=3, secret=4)          # a fixed secret: the bot plays alike in every run
    host, server = table(match)
    client, welcome = joined(qtbot, server.port(), "Ann")
    for _ in range(3):
        client.play_first_legal(qtbot)
    assert match.phase == Phase.PLAYING          # the round goes on without Ann (the bots' secret is fixed)
    client.close()
    qtbot.waitUntil(lambda: 0 not in server.seated)
    assert server.connected() == [False, True] and match.seats[0].name == "Ann"
    wrong = RawClient(server.port())
    wrong.hello("Ann", token="not-the-token")
    wrong.wait(qtbot, lambda: wrong.closed)
    assert wrong.of("refuse")[0]["code"] == "token"
    stranger = RawClient(server.port())
    stranger.hello("Eve")
    stranger.wait(qtbot, lambda: stranger.closed)
    assert stranger.of("refuse")[0]["code"] == "seat_owned", "a dropped seat is kept for its player"
    back = RawClient(server.port())
    back.hello("Ann", token=welcome["token"])
    rewelcome = back.wait_for(qtbot, "welcome")
    back.wait(qtbot, lambda: back.last_update() is not None)
    assert rewelcome["seat"] == 0 and rewelcome["token"] != welcome["token"]
    assert back.last_update()["view"] == match.view(0).to_json()
    assert back.of("deal_commit")[0]["commitment"] == client.of("deal_commit")[0]["commitment"]
    back.play_round(qtbot)
    assert match.phase != Phase.PLAYING
    replay = RawClient(server.port())
    replay.hello("Ann", token=welcome["token"])
    replay.wait(qtbot, lambda: replay.closed)
    assert replay.of("refuse")[0]["code"] == "token" and 0 in server.seated
    newer = RawClient(server.port())            # the same player from a new line, the old one not yet dropped
    newer.hello("Ann", token=rewelcome["token"])
    newer.wait_for(qtbot, "welcome")
    back.wait(qtbot, lambda: back.closed)
    assert back.of("bye")[-1]["reason"] == server_module.TAKEN_OVER and server.seated[0] is not None


def test_an_invitation_only_table_and_a_skill_range_refuse_the_others(qtbot, table):
    host, server = table(schnapsen_match(), invited={"Ann"}, table={"ratings": [1250, 1500]})
    # a player with no rating yet counts at Elo's starting 1200, below this range
    for name, rating, code in (("Eve", 1300, "invite_only"), ("Ann", 1600, "skill"), ("Ann", None, "skill")):
        client = RawClient(server.port())
        client.hello(name, rating=rating)
        client.wait(qtbot, lambda: client.closed)
        assert client.of("refuse")[0]["code"] == code
    ann = RawClient(server.port())
    ann.hello("Ann", rating=1300)
    assert ann.wait_for(qtbot, "welcome")["table"] == {"ratings": [1250, 1500]}
    assert server.announcement()["access"] == "invited" and server.announcement()["free"] == 0


def test_a_dropped_seat_stays_its_players_however_long_they_are_away(qtbot, table):
    """Issue 23 §2: the seat of a player who went is never given to a newcomer after a while; the token (kept
    by the player's app) brings them back whenever they come."""
    now = [100.0]
    match = schnapsen_match()
    host, server = table(match, now=lambda: now[0])
    client, welcome = joined(qtbot, server.port(), "Ann")
    client.close()
    qtbot.waitUntil(lambda: not server.seated)
    now[0] += 10_000
    newcomer = RawClient(server.port())
    newcomer.hello("Bob")
    newcomer.wait(qtbot, lambda: newcomer.closed)
    assert newcomer.of("refuse")[0]["code"] == "seat_owned" and match.seats[0].name == "Ann"
    late, again = joined(qtbot, server.port(), "Ann", welcome["token"])
    assert again["seat"] == 0 and match.seats[0].name == "Ann"


def test_strikes_oversized_frames_and_floods_disconnect_while_another_client_plays_on(qtbot, table):
    match, host, server, a, b = two_remotes(qtbot, table, seed=9)
    before = saved(match)
    for n in range(3):
        a.send_raw(struct.pack(">I", 5) + b"{bad!")
    a.wait(qtbot, lambda: a.closed)
    assert [e["strikes"] for e in a.of("error")] == [1, 2, 3] and a.of("bye")
    assert saved(match) == before and server.connected() == [False, True]
    intruder = RawClient(server.port())
    intruder.hello("Ann", token=a.of("welcome")[0]["token"])      # seat 0 is kept for its player
    token = intruder.wait_for(qtbot, "welcome")["token"]
    intruder.send_raw(struct.pack(">I", protocol.MAX_FRAME + 1) + b"x" * 100)
    intruder.wait(qtbot, lambda: intruder.closed)
    assert intruder.of("bye")[0]["reason"] == protocol.BYE_OVERSIZED
    flood = RawClient(server.port())
    flood.hello("Ann", token=token)
    flood.wait_for(qtbot, "welcome")
    flood.send_raw(b"".join(protocol.encode({"type": "ping", "n": i}) for i in range(protocol.FLOOD_MESSAGES + 5)))
    flood.wait(qtbot, lambda: flood.closed)
    assert flood.of("bye")[-1]["reason"] == protocol.BYE_FLOOD
    assert saved(match) == before
    b.wait(qtbot, lambda: b.of("seats")[-1]["connected"] == [False, True])
    b.send({"type": "chat", "text": "still here"})
    b.wait(qtbot, lambda: b.of("chat"))
    assert b.of("chat")[0] == {"type": "chat", "name": "Bob", "seat": 1, "text": "still here"}
    server.give_to_bot(0, "random")
    b.play_round(qtbot)
    assert match.phase != Phase.PLAYING and isinstance(match.seats[0], BotSeat)


def test_the_next_round_waits_for_every_connected_remote_seat(qtbot, table):
    match, host, server, a, b = two_remotes(qtbot, table)
    while match.phase == Phase.PLAYING:
        for client in (a, b):
            client.poll()
            if client.my_turn():
                client.play_first_legal(qtbot)
    a.send({"type": "continue"})
    a.send({"type": "ping", "n": 1})
    a.wait(qtbot, lambda: a.of("pong"))
    assert match.round_no == 0 and host.waiting_to_continue() == {1}
    b.send({"type": "continue"})
    b.wait(qtbot, lambda: len(b.of("deal_commit")) == 2)
    assert match.round_no == 1 and b.of("deal_commit")[1]["round"] == 1
    b.send({"type": "continue"})            # a late click while the new round is played is ignored
    b.send({"type": "ping", "n": 2})
    b.wait(qtbot, lambda: b.of("pong"))
    assert match.round_no == 1 and b.of("refused") == [] and b.of("error") == []


class Link:
    def update(self, update) -> None:
        pass


def finish_round(match: Match, host: MatchHost) -> None:
    while match.phase == Phase.PLAYING:
        seat = min(match.waiting())
        host.submit(seat, match.legal(seat)[0])


def test_request_next_round_counts_the_screen_once_and_never_waits_for_bots(toy_entry):
    options = toy_entry.game().Options.from_preset()
    level = toy_entry.bot_levels()["random"]
    alone = Match(toy_entry, options, [local_seat("Ann"), BotSeat(level, "B", pace=0)], seed=1)
    host = MatchHost(alone)
    host.attach(0, Link())
    host.start()
    finish_round(alone, host)
    assert host.waiting_to_continue() == {"screen"}
    assert host.request_next_round(0) and alone.round_no == 1, "one player at the screen deals at once"
    with pytest.raises(Exception, match="no finished round"):
        host.request_next_round(0)
    mixed = Match(toy_entry, toy_entry.game().Options.from_preset(target=50), [local_seat("Ann"), remote_seat("Bob")],
                  seed=2)
    host = MatchHost(mixed)
    host.attach(0, Link())
    host.attach(1, Link())
    host.start()
    finish_round(mixed, host)
    assert not host.request_next_round(0) and host.waiting_to_continue() == {1}
    assert host.request_next_round(1) and mixed.round_no == 1
    finish_round(mixed, host)
    assert not host.request_next_round(0)
    host.detach(1)                     # the remote player went: the screen's wish is enough
    assert mixed.round_no == 2
    hot = Match(toy_entry, options, [hotseat_seat("Ann"), hotseat_seat("Cy")], seed=3)
    host = MatchHost(hot)
    host.attach(0, Link())
    host.attach(1, Link())
    host.start()
    finish_round(hot, host)
    assert host.request_next_round(1) and hot.round_no == 1, "hot-seat players share one screen"


def test_the_match_secret_keeps_later_rounds_apart_from_a_revealed_first_deal(toy_entry):
    options = toy_entry.game().Options.from_preset()
    seats = [local_seat("Ann"), BotSeat(toy_entry.bot_levels()["random"], "B", pace=0)]
    typed = Match(toy_entry, options, seats, seed=42)
    assert typed.secret == 42, "a typed deal number replays the whole match, as before"
    assert typed.new_secret() and typed.secret != 42
    fresh = Match(toy_entry, options, seats)
    assert fresh.secret != fresh.seed
    assert round_seed(fresh.seed, 1, fresh.secret) != round_seed(fresh.seed, 1)
    assert round_seed(fresh.seed, 0, fresh.secret) == fresh.seed


def test_a_save_keeps_its_secret_and_an_old_save_deals_from_its_seed(toy_entry):
    options = toy_entry.game().Options.from_preset()
    level = toy_entry.bot_levels()["random"]
    seats = [BotSeat(level, "A", pace=0), BotSeat(level, "B", pace=0)]
    match = Match(toy_entry, options, seats)
    play_bots(match, max_actions=10_000)
    data = match.to_json()
    assert len(data["rounds"]) >= 2, "the toy match lasts more than a round"
    again = Match.from_json(toy_entry, data)
    assert again.secret == match.secret and saved(again) == saved(match)
    old = Match(toy_entry, options, seats, seed=77)     # dealt as before secrets existed
    play_bots(old, max_actions=10_000)
    legacy = old.to_json()
    del legacy["secret"]
    assert saved(Match.from_json(toy_entry, legacy)) == saved(old)
    assert old.finished_rounds[1].seed == round_seed(77, 1)


def test_hosting_draws_a_fresh_secret_for_a_typed_deal(qtbot, table):
    match = schnapsen_match(seed=5)
    assert match.secret == 5
    table(match)
    assert match.secret != 5 and match.record.seed == 5
