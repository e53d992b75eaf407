"""MatchHost without widgets: a fake clock and scheduler, synchronous bots, every kind of seat."""

from __future__ import annotations

import json
import logging
import subprocess
import sys

import pytest

from cardsuite import games
from cardsuite.bots import Bot, BotLevel
from cardsuite.engine import IllegalAction
from cardsuite.games.spider.engine.actions import DEAL, DONE, Move, TimeUp
from cardsuite.games.spider.engine.options import SpiderOptions
from cardsuite.play import MatchHost, RemoteLink, SeatUpdate, StaleAction, play_bots
from cardsuite.play.match import Match, Phase
from cardsuite.play.seats import BotSeat, IllegalBotAnswer, SeatKind, hotseat_seat, local_seat, remote_seat
from support.hostfakes import FakeTime
from support.toygame.engine.game import ToyOptions

SPIDER = games.ENGINES["spider"]


class Recorder:
    """A seat link that keeps every update it is sent."""

    def __init__(self) -> None:
        self.updates: list[SeatUpdate] = []

    def update(self, update: SeatUpdate) -> None:
        self.updates.append(update)

    @property
    def last(self) -> SeatUpdate:
        return self.updates[-1]


def bot(entry, name="Bob", level="easy", pace=1.0):
    return BotSeat(entry.bot_levels()[level], name, pace)


def host_for(match, time: FakeTime, **kw) -> MatchHost:
    return MatchHost(match, now=time, scheduler=time, **kw)


def ann_against_a_bot(entry) -> tuple[FakeTime, Match, MatchHost, Recorder]:
    """A started toy match on a fake clock: Ann (seat 0, recorded) against the easy bot."""
    time = FakeTime()
    match = Match(entry, ToyOptions(), [local_seat("Ann"), bot(entry)], seed=3)
    host, ann = host_for(match, time), Recorder()
    host.attach(0, ann)
    host.start()
    return time, match, host, ann


def hot_seat_toy(entry) -> tuple[Match, MatchHost, list[Recorder]]:
    """A started toy match of two hot-seat players on one host, each with its own recording link."""
    match = Match(entry, ToyOptions(), [hotseat_seat("Ann"), hotseat_seat("Cy")], seed=5)
    host = MatchHost(match)
    links = [Recorder(), Recorder()]
    for seat, link in enumerate(links):
        host.attach(seat, link)
    host.start()
    return match, host, links


def test_a_bot_match_through_the_host_waits_out_each_pause_and_ends_as_headless_play(toy_entry):
    time = FakeTime()
    match = Match(toy_entry, ToyOptions(), [bot(toy_entry, "A"), bot(toy_entry, "B", "random")], seed=4)
    host = host_for(match, time)
    host.start()
    assert match.record.actions == [] and host.last_pause, "the first answer waits for its pause"
    pause = next(iter(host.last_pause.values()))
    time.advance(pause - 0.01)
    assert match.record.actions == []
    time.advance(0.02)
    assert len(match.record.actions) == 1
    while not match.is_over:
        time.run_until(lambda: match.phase != Phase.PLAYING)
        if match.phase == Phase.BETWEEN_ROUNDS:
            host.next_round()
    headless = Match(toy_entry, ToyOptions(), [bot(toy_entry, "A"), bot(toy_entry, "B", "random")], seed=4)
    play_bots(headless)
    assert [r.to_json() for r in match.finished_rounds] == [r.to_json() for r in headless.finished_rounds]
    assert match.result == headless.result


def test_a_human_seat_gets_its_view_events_and_legal_actions_and_the_bot_answers(toy_entry):
    time, match, host, ann = ann_against_a_bot(toy_entry)
    assert ann.last.seq == 0 and ann.last.view == match.view(0) and ann.last.events == ()
    for _ in range(3):
        time.run_until(lambda: bool(ann.last.legal) or match.phase != Phase.PLAYING)
        if match.phase != Phase.PLAYING:
            break
        seen = len(ann.updates)
        host.submit(0, ann.last.legal[0], ann.last.seq)
        update = ann.updates[seen]
        assert update.seq > ann.updates[seen - 1].seq and update.legal == tuple(match.legal(0))
        assert update.events and update.events[0].kind == "move"
    time.run_until(lambda: match.phase != Phase.PLAYING)
    assert ann.last.phase == Phase.BETWEEN_ROUNDS and ann.last.summary == match.last_summary
    assert [u.seq for u in ann.updates] == sorted({u.seq for u in ann.updates}), "one update per change, in order"


def test_hot_seat_players_each_get_their_own_updates(toy_entry):
    match, host, links = hot_seat_toy(toy_entry)
    while match.phase == Phase.PLAYING:
        seat = next(iter(match.waiting()))
        assert links[seat].last.legal and not links[1 - seat].last.legal
        assert links[seat].last.view.hand == match.view(seat).hand
        host.submit(seat, links[seat].last.legal[-1], links[seat].last.seq)
    assert links[0].last.seq == links[1].last.seq == host.seq


def test_a_remote_seat_is_driven_by_messages_and_its_answers_are_checked(toy_entry):
    time = FakeTime()
    match = Match(toy_entry, ToyOptions(), [remote_seat("Rita"), bot(toy_entry)], seed=3)
    assert match.seats[0].kind is SeatKind.REMOTE
    host = host_for(match, time)
    sent = []
    link = RemoteLink(host, 0, lambda message: sent.append(json.loads(json.dumps(message))))   # over the wire
    host.attach(0, link)
    host.start()
    game = match.game
    first = SeatUpdate.from_json(game, sent[-1])
    assert first.view == match.view(0) and first.seq == 0
    def last_update():
        return next(m for m in reversed(sent) if m["type"] == "update")

    while match.phase == Phase.PLAYING:
        time.run_until(lambda: last_update()["legal"] or match.phase != Phase.PLAYING)
        if match.phase != Phase.PLAYING:
            break
        update = SeatUpdate.from_json(game, last_update())
        assert all(type(c).__name__ == "Card" for e in update.events for c in [e.data.get("card")] if c)
        assert not link.receive({"type": "action", "seq": update.seq, "action": "garbage"})
        assert sent[-1]["type"] == "refused"
        assert not link.receive({"type": "action", "action": update.legal[0].to_json()}), "no sequence number"
        assert link.receive({"type": "action", "seq": update.seq, "action": update.legal[0].to_json()})
        if 0 not in match.waiting() and match.phase == Phase.PLAYING:
            assert not link.receive({"type": "action", "seq": update.seq, "action": update.legal[-1].to_json()})
            assert sent[-1] == {"type": "refused", "seq": update.seq, "reason": "It is not your turn."}
    assert match.phase == Phase.BETWEEN_ROUNDS
    assert SeatUpdate.from_json(game, last_update()).summary == match.last_summary


def spider_match(seats, minutes=5, seed=4):
    return Match(SPIDER, SpiderOptions(time_limit_min=minutes), seats, seed=seed)


def test_the_host_stamps_a_remote_seats_actions_with_its_own_clock():  # RULES P-9
    time = FakeTime()
    match = spider_match([local_seat("Ann"), remote_seat("Rita")])
    host, ann, sent = host_for(match, time), Recorder(), []
    host.attach(0, ann)
    host.attach(1, RemoteLink(host, 1, sent.append))
    host.start()
    time.advance(42.5)
    claim = json.loads(json.dumps(sent[-1]))["legal"][0]
    claim["elapsed_ms"] = 1    # the peer claims it took a millisecond
    RemoteLink(host, 1, sent.append).receive({"type": "action", "seq": sent[-1]["seq"], "action": claim})
    assert match.state.elapsed[1] == 42_500
    assert sent[-1]["clocks"] == [42_500, 42_500]
    host.submit(0, DEAL.__class__(elapsed_ms=10), ann.last.seq)
    assert match.state.elapsed[0] == 42_500


def test_time_up_is_stamped_by_the_host_when_the_limit_passes():  # RULES P-9, P-10
    time = FakeTime()
    match = spider_match([local_seat("Ann"), remote_seat("Rita")], minutes=1)
    host, ann = host_for(match, time), Recorder()
    host.attach(0, ann)
    host.set_present(1, False)      # Rita is away: her clock stands
    host.start()
    time.advance(20)
    host.submit(0, ann.last.legal[0], ann.last.seq)
    with pytest.raises(IllegalAction, match="not up"):
        host.submit(0, TimeUp(elapsed_ms=60_000), ann.last.seq)   # a seat's own word on its time counts for nothing
    time.advance(39.9)
    assert not match.view(0).finished
    time.advance(0.2)
    me = match.view(0).players[0]
    assert me.finished and me.reason == "time" and me.time_ms == 60_000
    assert isinstance(match.game.actions.from_json(match.record.actions[-1][1]), TimeUp)
    assert not match.view(1).finished and host.clocks.elapsed_ms(1) == 0
    host.set_present(1, True)
    time.advance(61)
    assert match.view(1).players[1].reason == "time" and match.phase == Phase.OVER


def test_a_resumed_match_goes_on_from_the_recorded_and_noted_time():  # RULES P-9
    time = FakeTime()
    saves = []
    match = spider_match([local_seat("Ann"), bot(SPIDER, pace=0)])
    match.autosave = saves.append
    host = host_for(match, time)
    host.set_present(0, True)
    host.start()
    time.advance(7)
    assert match.state.elapsed[1] == 0 and len(match.record.actions) > 0
    host.note_clocks()
    host.close()
    resumed = Match.from_json(SPIDER, saves[-1])
    assert resumed.used_ms(0) == 7_000
    later = host_for(resumed, time)
    time.advance(500)               # the table was put aside: that time is nobody's
    later.start()
    time.advance(2)
    assert later.clocks.elapsed_ms(0) == 9_000


def test_a_stale_answer_is_refused_but_the_duel_opponents_moves_do_not_make_it_stale(toy_entry):
    match, host, links = hot_seat_toy(toy_entry)
    first = next(iter(match.waiting()))
    old = links[first].last
    host.submit(first, old.legal[0], old.seq)
    host.submit(1 - first, links[1 - first].last.legal[0], links[1 - first].last.seq)
    if first in match.waiting():
        before = list(match.record.actions)
        with pytest.raises(StaleAction):
            host.submit(first, links[first].last.legal[0], old.seq)
        assert match.record.actions == before

    duel = spider_match([local_seat("Ann"), remote_seat("Rita")])
    host = MatchHost(duel)
    ann, rita = Recorder(), Recorder()
    host.attach(0, ann)
    host.attach(1, rita)
    host.start()
    mine = ann.last
    host.submit(1, rita.last.legal[0], rita.last.seq)
    assert ann.last.seq > mine.seq
    host.submit(0, mine.legal[0], mine.seq)          # Rita's move changed nothing Ann decides on
    with pytest.raises(StaleAction):
        host.submit(0, mine.legal[0], mine.seq)      # Ann's own move did


class WrongBot(Bot):
    level = "wrong"

    def choose(self, view, legal, rng):
        return Move(0, 0, 99)


def test_a_bots_illegal_answer_raises_with_strict_bots_and_is_logged_and_replaced_in_play(monkeypatch, caplog):
    wrong = BotLevel("wrong", "Wrong", 500, WrongBot)
    match = spider_match([BotSeat(wrong, "W", 0), remote_seat("Rita")])
    with pytest.raises(IllegalBotAnswer):
        MatchHost(match).start()
    assert match.record.actions == []
    monkeypatch.setenv("CARDSUITE_STRICT_BOTS", "0")
    match = spider_match([BotSeat(wrong, "W", 0), remote_seat("Rita")])
    with caplog.at_level(logging.WARNING, logger="cardsuite.play.seats"):
        MatchHost(match).start()
    assert len(match.record.actions) >= 1
    assert "wrong bot at seat 0" in caplog.text and "Move" in caplog.text


def test_hurried_bots_play_at_once_and_their_skipped_pauses_count():  # RULES P-10
    time = FakeTime()
    match = spider_match([local_seat("Ann"), bot(SPIDER, pace=1.0)])
    host = host_for(match, time)
    host.start()
    assert time.pending() and match.record.actions == []
    pause = host.last_pause[1]
    host.hurry()
    assert len(match.record.actions) > 10 or match.view(0).players[1].finished
    assert match.state.elapsed[1] >= round(pause * 1000) > 0


def test_a_bot_move_waits_while_the_screen_is_not_ready(toy_entry):
    time = FakeTime()
    still = [False]
    match = Match(toy_entry, ToyOptions(), [bot(toy_entry), local_seat("Ann")], seed=1)
    host = host_for(match, time, ready=lambda: still[0])
    host.start()
    if 0 not in match.waiting():
        host.submit(1, match.legal(1)[0])
    time.advance(60)
    assert all(seat != 0 for seat, _ in match.record.actions)
    still[0] = True
    host.retry_held()
    assert match.record.actions[-1][0] == 0


def test_in_a_duel_a_bot_does_not_wait_for_the_other_players_screen():  # RULES P-10
    time = FakeTime()
    match = spider_match([local_seat("Ann"), bot(SPIDER)])
    host = host_for(match, time, ready=lambda: False)   # Ann is dragging or watching an animation all along
    host.attach(0, Recorder())
    host.start()
    time.run_until(lambda: any(seat == 1 for seat, _ in match.record.actions), limit=120)


def test_a_failing_seat_link_does_not_keep_the_others_from_their_updates(toy_entry, monkeypatch, caplog):
    monkeypatch.setenv("CARDSUITE_STRICT_BOTS", "0")

    class Broken(Recorder):
        def update(self, update: SeatUpdate) -> None:
            super().update(update)
            raise RuntimeError("the table fell over")

    time = FakeTime()
    match = Match(toy_entry, ToyOptions(), [local_seat("Ann"), bot(toy_entry)], seed=3)
    host = host_for(match, time)
    ann = Broken()
    host.attach(0, ann)
    with caplog.at_level(logging.ERROR):
        host.start()
        if 0 in match.waiting():
            host.submit(0, match.legal(0)[0])
        time.run_until(lambda: any(seat == 1 for seat, _ in match.record.actions), limit=120)
    assert "the update of seat 0 failed" in caplog.text
    assert ann.last.seq == host.seq, "the broken seat still got every update"


def test_a_bot_still_thinking_never_keeps_the_process_alive():
    import threading

    from cardsuite.play import ThreadRunner
    release = threading.Event()
    answers = []
    runner = ThreadRunner(lambda done, future: answers.append(future.result()))
    runner.start(lambda: release.wait(30) and "late", lambda f: None)
    assert runner._thread.daemon
    runner.shutdown()
    release.set()
    runner._thread.join(5)
    assert answers == [], "an answer after shutdown is dropped"


def test_a_closed_host_sends_nothing_and_takes_nothing(toy_entry):
    time, match, host, ann = ann_against_a_bot(toy_entry)
    host.close()
    seen = len(ann.updates)
    time.advance(60)
    match.leave(0)
    assert len(ann.updates) == seen and host.thinking() == frozenset()
    with pytest.raises(IllegalAction):
        host.submit(0, match.legal(0)[0] if match.legal(0) else DONE)


def test_the_host_imports_no_qt():
    code = ("import sys, cardsuite.play\n"
            "raise SystemExit(1 if any(m.startswith(('PySide6', 'shiboken6')) for m in sys.modules) else 0)\n")
    assert subprocess.run([sys.executable, "-c", code], timeout=60).returncode == 0
