"""The LAN host (TableServer) over real sockets on 127.0.0.1, driven by a raw client (tests/support/nethelpers.py):
the headless host in a second process, resumed and held matches, names, seats, fast clients and ratings at the host."""

from __future__ import annotations

import os
import signal
import socket
import subprocess
import sys
from pathlib import Path

import pytest

from cardsuite import games
from cardsuite.profile import saves
from cardsuite.profile.settings import Settings
from cardsuite.engine import IllegalAction
from cardsuite.play import MatchHost
from cardsuite.play.match import Match, Phase
from cardsuite.net import protocol
from cardsuite.net import server as server_module
from cardsuite.play.seats import BotSeat, local_seat, remote_seat
from support.nethelpers import RawClient, saved, schnapsen_match
from support.serverhelpers import joined, table  # noqa: F401  (table is a fixture)


def start_headless(tmp_path, *extra: str) -> tuple[subprocess.Popen, int]:
    env = {**os.environ, "PYTHONPATH": str(Path(__file__).resolve().parents[2]), "QT_QPA_PLATFORM": "offscreen",
           "CARDSUITE_HOME": str(tmp_path / "home")}
    proc = subprocess.Popen(
        [sys.executable, "-m", "cardsuite", "host", "--game", "schnapsen", "--port", "0", "--pace", "0",
         "--announce", "127.0.0.1:9", "--name", "Family", *extra],
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=env, text=True)
    line = proc.stdout.readline()
    if "listening on 127.0.0.1:" not in line:
        proc.kill()
        raise AssertionError(line + proc.stderr.read())
    return proc, int(line.split("127.0.0.1:")[1].split()[0])


def stopped(proc: subprocess.Popen, sig: int) -> str:
    proc.send_signal(sig)
    out, err = proc.communicate(timeout=120)
    assert proc.returncode == 0, err
    return out


def test_the_headless_host_in_a_second_process_plays_a_round_saves_on_sigterm_and_resumes(qtbot, tmp_path,
                                                                                         monkeypatch):
    proc, port = start_headless(tmp_path, "--bots", "random")
    try:
        client, welcome = joined(qtbot, port, "Ann")
        assert welcome["host_name"] == "Family" and welcome["kinds"] == ["remote", "bot"]
        assert "Ann joined seat 0" in proc.stdout.readline()
        client.play_round(qtbot)
        client.close()
        assert "stopped; the match is saved" in stopped(proc, signal.SIGTERM)
    finally:
        if proc.poll() is None:
            proc.kill()
    monkeypatch.setenv("CARDSUITE_HOME", str(tmp_path / "home"))
    data = saves.read_save("host-schnapsen")
    assert data["seats"][0]["name"] == "Ann" and len(data["rounds"]) == 1 and data["secret"] != data["seed"]
    assert Match.from_json(games.get("schnapsen"), data).phase == Phase.BETWEEN_ROUNDS
    proc, port = start_headless(tmp_path, "--resume")
    try:
        impostor = RawClient(port)             # issue 23 §2: the seat is Ann's, not the first to say "Ann"'s
        impostor.hello("ann\u200b")
        impostor.wait(qtbot, lambda: impostor.closed)
        assert impostor.of("refuse")[0]["code"] == "seat_owned"
        asked = proc.stdout.readline()
        assert "asks for seat 0 (Ann) without its token" in asked and "refused" in proc.stdout.readline()
        again, back = joined(qtbot, port, "Ann", welcome["token"])    # the token from before the restart
        assert back["seat"] == 0 and again.last_update()["phase"] == "between_rounds"
        assert back["match_id"] == welcome["match_id"] == data["match_id"] and back["token"] != welcome["token"]
        again.send({"type": "continue"})
        assert again.wait_for(qtbot, "deal_commit")["round"] == 1
        assert "stopped; the match is saved" in stopped(proc, signal.SIGINT)
    finally:
        if proc.poll() is None:
            proc.kill()
    resumed = saves.read_save("host-schnapsen")
    assert len(resumed["rounds"]) == 1 and resumed["current"] is not None, "the second round is saved as dealt"


SIGTERM_AS_IT_ANNOUNCES = """
import signal, sys
from cardsuite.app import main
from cardsuite.net import headless
announce = headless.HeadlessHost.announce
def announce_after_a_sigterm(self):
    if self.announcer.isActive():       # the first announcement made by the timer, not by start()
        signal.raise_signal(signal.SIGTERM)
    announce(self)
headless.HeadlessHost.announce = announce_after_a_sigterm
sys.exit(main(sys.argv[1:]))
"""


def test_a_sigterm_as_an_announcement_begins_stops_the_headless_host_cleanly(tmp_path, monkeypatch):
    """Issue 27: the stop ran inside the signal handler, which Python runs between any two bytecodes of what
    runs then: a SIGTERM landing as an announcement began closed the server under it ("'port' must be from
    1 to 65535").  Here the process gets its SIGTERM at that very moment, every time."""
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as udp:
        udp.bind(("127.0.0.1", 0))
        env = {**os.environ, "PYTHONPATH": str(Path(__file__).resolve().parents[2]), "QT_QPA_PLATFORM": "offscreen",
               "CARDSUITE_HOME": str(tmp_path / "home")}
        result = subprocess.run(
            [sys.executable, "-c", SIGTERM_AS_IT_ANNOUNCES, "host", "--game", "schnapsen", "--bind", "127.0.0.1",
             "--port", "0", "--announce", f"127.0.0.1:{udp.getsockname()[1]}", "--bots", "easy", "--pace", "0"],
            capture_output=True, env=env, text=True, timeout=120)
        udp.setblocking(False)              # the process has ended: what it sent is here already
        heard = []
        while True:
            try:
                heard.append(protocol.decode_datagram(udp.recv(65536)))
            except BlockingIOError:
                break
    assert result.returncode == 0 and result.stderr == "", result.stderr
    assert result.stdout.rstrip().endswith("stopped; the match is saved")
    assert [m["type"] for m in heard] == ["table", "table", "table_closed"] and heard[1]["port"] > 0
    monkeypatch.setenv("CARDSUITE_HOME", str(tmp_path / "home"))
    assert saves.read_save("host-schnapsen")["phase"] == "playing"


def test_a_resumed_hosted_match_gives_each_returning_player_their_own_seat(qtbot, table, monkeypatch):
    from cardsuite.net import headless
    match = schnapsen_match(remote=2, seed=4)
    match.seats[0].name, match.seats[1].name = "Ann", "Bob"
    saves.write_save(headless.save_name("schnapsen"), match.to_json())
    resumed = headless.resume_match("schnapsen", pace=0)
    assert saved(resumed) == saved(match)
    host, server = table(resumed)
    bob, welcome = joined(qtbot, server.port(), "Bob")
    assert welcome["seat"] == 1
    monkeypatch.setattr(server_module, "HELLO_TIMEOUT_S", 0.05)
    silent = RawClient(server.port())
    silent.wait(qtbot, lambda: silent.closed)
    assert silent.of("refuse")[0]["code"] == "bad_hello"


def test_long_names_at_the_host_are_cut_to_what_the_wire_takes(qtbot):
    from cardsuite.net.server import TableServer
    match = schnapsen_match()
    match.seats[1].name = "B" * 80
    host = MatchHost(match)
    server = TableServer(host, host_name="  A very long host name\tthat goes on and on  ")
    try:
        server.listen()
        host.start()
        client, welcome = joined(qtbot, server.port(), "Ann")
        assert welcome["host_name"] == "A very long host name that goes" and welcome["names"][1] == "B" * 64
        protocol.encode_datagram(server.announcement())
    finally:
        server.close()
        host.close()


def test_the_headless_host_seats_players_and_bots_where_its_seats_option_says():
    from cardsuite.net.headless import build_match
    from cardsuite.play.seats import SeatKind
    from cardsuite.profile.sessions import Sessions

    sessions = Sessions(Settings.load())
    match = build_match("canasta", 4, [], None, 0.0, sessions, ["remote", "hard", "remote", "medium"])
    assert [s.kind for s in match.seats] == [SeatKind.REMOTE, SeatKind.BOT, SeatKind.REMOTE, SeatKind.BOT]
    assert [s.level.level for s in match.seats if s.kind is SeatKind.BOT] == ["hard", "medium"]
    default = build_match("canasta", 4, ["easy", "easy"], None, 0.0, sessions)
    assert [s.kind for s in default.seats][:2] == [SeatKind.REMOTE, SeatKind.REMOTE]
    with pytest.raises(ValueError, match="4 seats"):
        build_match("canasta", 4, [], None, 0.0, sessions, ["remote", "hard"])
    with pytest.raises(ValueError, match="unknown bot level"):
        build_match("canasta", 4, [], None, 0.0, sessions, ["remote", "genius", "remote", "easy"])


def test_the_headless_host_stops_cleanly_while_a_bot_is_pausing(qtbot, tmp_path):
    """Ctrl+C while a bot waits out its thinking time: the wait is cancelled, the match saved, nothing raised."""
    import io

    from cardsuite.net.headless import HeadlessHost, build_match, save_name
    from cardsuite.profile.sessions import Sessions

    sessions = Sessions(Settings.load())
    match = build_match("canasta", 4, [], None, 1.0, sessions, ["remote", "medium", "remote", "medium"])
    assert match.state.to_move == 1                                      # a bot begins
    out = io.StringIO()
    hosted = HeadlessHost(match, sessions, name="Host", bind="127.0.0.1", port=0,
                          targets=[("127.0.0.1", 9)], out=out)
    hosted.start()
    players = [joined(qtbot, hosted.server.port(), name)[0] for name in ("Ann", "Bo")]
    qtbot.waitUntil(lambda: bool(hosted.scheduler.calls))   # a bot's pause is on its timer
    hosted.stop()
    for player in players:
        player.close()
    assert not hosted.scheduler.calls
    assert "stopped; the match is saved" in out.getvalue()
    assert saves.read_save(save_name("canasta")) is not None


def test_a_fast_client_playing_every_decision_at_once_is_not_a_flood(qtbot, table):
    """Actions the host plays do not count towards the flood limit: a bot client answering at once stays."""
    entry = games.get("spider")
    options = entry.game().Options.from_preset()
    level = entry.bot_levels()["random"]
    match = Match(entry, options, [remote_seat("Waiting…"), BotSeat(level, "Bot", pace=0)], 5)
    host, server = table(match, now=lambda: 0.0)            # the host's clock stands still: one window
    client = RawClient(server.port())
    client.hello("Ann")
    client.wait_for(qtbot, "welcome")
    played = 0
    while played <= protocol.FLOOD_MESSAGES + 10 and not client.round_over():
        client.play_first_legal(qtbot)
        played += 1
    assert played > protocol.FLOOD_MESSAGES and not client.closed and not client.of("bye")


def test_a_new_player_without_a_rating_may_join_a_range_around_the_starting_rating(qtbot, table):
    host, server = table(schnapsen_match(), table={"ratings": [1000, 1400]})
    newcomer = RawClient(server.port())
    newcomer.hello("Ann", rating=None)
    assert newcomer.wait_for(qtbot, "welcome")["seat"] == 0


def canasta_with_bots_to_begin() -> Match:
    """Canasta for 4, remote seats 0 and 2, instant bots 1 and 3, dealt so that a bot begins."""
    entry = games.get("canasta")
    options = entry.game().Options.from_preset(None, players=4)
    level = entry.bot_levels()["easy"]
    for seed in range(1, 50):
        seats = [remote_seat("Waiting…"), BotSeat(level, "Bot1", pace=0), remote_seat("Waiting…"),
                 BotSeat(level, "Bot3", pace=0)]
        match = Match(entry, options, seats, seed)
        if match.state.to_move in (1, 3):
            return match
    raise AssertionError("no deal found where a bot begins")


def test_a_hosted_table_holds_its_match_until_every_remote_seat_is_taken(qtbot, table):
    match = canasta_with_bots_to_begin()
    host, server = table(match)
    assert host.on_hold and server.unseated() == [0, 2]
    assert not match.record.actions, "no bot plays before the players sit down"
    bot = match.state.to_move
    with pytest.raises(IllegalAction, match="waiting for its players"):
        host.submit(bot, match.legal(bot)[0])
    ann, _ = joined(qtbot, server.port(), "Ann")
    assert host.on_hold and server.unseated() == [2] and not match.record.actions
    assert ann.last_update()["legal"] == [] and ann.of("seats")[-1]["unseated"] == [2]
    bo, _ = joined(qtbot, server.port(), "Bo")
    assert not host.on_hold and server.unseated() == []
    assert match.record.actions, "the bots play at once once everyone is seated"
    ann.wait(qtbot, lambda: ann.my_turn() is not None or bo.my_turn() is not None)
    bo.poll()
    ann.close()
    bo.close()
    qtbot.waitUntil(lambda: not server.seated)
    assert not host.on_hold, "a player who drops after sitting down does not hold the match again"


def test_the_clocks_stand_while_the_match_is_held():  # RULES P-9
    from support.hostfakes import FakeTime
    time = FakeTime()
    entry = games.get("spider")
    match = Match(entry, entry.game().Options.from_preset(time_limit_min=1),
                  [local_seat("Ann"), remote_seat("Waiting…")], seed=4)
    host = MatchHost(match, now=time, scheduler=time)
    host.hold(True)
    host.start()
    time.advance(90)
    assert host.clocks.elapsed_ms(0) == 0 and not match.view(0).finished
    assert host.update_for(0).legal == ()
    host.hold(False)
    assert host.update_for(0).legal
    time.advance(20)
    assert host.clocks.elapsed_ms(0) == 20_000


def test_a_resumed_hosted_match_waits_for_its_players_or_bots_in_their_place(qtbot, table):
    match = schnapsen_match(remote=2, seed=4)
    match.seats[0].name, match.seats[1].name = "Ann", "Bob"
    host, server = table(Match.from_json(match.entry, match.to_json()))
    assert host.on_hold
    bob, welcome = joined(qtbot, server.port(), "Bob")
    assert welcome["seat"] == 1 and host.on_hold and server.unseated() == [0]
    server.give_to_bot(0, "random", "Rita")
    assert not host.on_hold and host.match.seats[0].name == "Rita" and host.match.seats[0].kind.value == "bot"
    bob.wait(qtbot, lambda: bob.my_turn() is not None)
    bob.close()


def test_bots_choose_from_the_matchs_secret_not_from_the_revealed_deal_number(qtbot, table):
    from cardsuite.engine import rng_for
    match = schnapsen_match(seed=5)
    old = rng_for(5, "bot", 1, 0, 0).random()
    assert match.bot_rng(1).random() == old, "a typed deal number (its own secret) keeps the old derivation"
    legacy = match.to_json()
    del legacy["secret"]                          # a save from before secrets replays as it did
    assert Match.from_json(match.entry, legacy).bot_rng(1).random() == old
    table(match)                                  # hosting reveals round 1's deal: a fresh secret is drawn
    assert match.bot_rng(1).random() == rng_for(match.secret, "bot", 1, 0, 0).random() != old
    again = Match.from_json(match.entry, match.to_json())
    assert again.bot_rng(1).random() == match.bot_rng(1).random(), "a resumed hosted match keeps its bots' choices"


def test_a_player_who_leaves_while_the_table_waits_only_gives_the_seat_up(qtbot, table):
    match = canasta_with_bots_to_begin()
    host, server = table(match)
    ann, _ = joined(qtbot, server.port(), "Ann")
    ann.send({"type": "leave"})
    ann.wait_for(qtbot, "bye")
    qtbot.waitUntil(lambda: not server.seated)
    assert not match.is_over and host.on_hold and server.unseated() == [0, 2]
    assert match.seats[0].name == "Waiting…" and match.seats[0].rating is None
    bo, welcome = joined(qtbot, server.port(), "Bo")
    assert welcome["seat"] == 0 and host.on_hold
    bo.close()
