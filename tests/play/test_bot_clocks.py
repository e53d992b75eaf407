"""The host's seat clocks: bots and people are timed alike in a timed game (the Spider duel,
RULES P-9/P-10); untimed games are untouched."""

from __future__ import annotations

from cardsuite import games
from cardsuite.play import SeatClocks, play_bots
from cardsuite.play.match import Match
from cardsuite.play.seats import BotSeat, local_seat
from cardsuite.games.spider.engine.actions import DEAL, DONE, TimeUp
from cardsuite.games.spider.engine.options import SpiderOptions


from support.hostfakes import FakeTime


def spider_match(minutes: int = 5) -> Match:
    entry = games.ENGINES["spider"]
    bot = BotSeat(entry.bot_levels()["easy"], "Bob", pace=0)
    return Match(entry, SpiderOptions(time_limit_min=minutes), [local_seat("Ann"), bot], seed=4)


def test_a_bot_action_carries_its_playing_time_and_time_up_comes_at_the_limit():  # RULES P-9
    match, now = spider_match(5), FakeTime()
    clocks = SeatClocks(match, now)
    clocks.run({1})
    now.t += 42.5
    action = clocks.stamp(1, DEAL)
    assert action == DEAL and action.elapsed_ms == 42_500
    match.submit(1, action)
    assert match.state.elapsed[1] == 42_500
    assert clocks.time_up(1) is None
    assert clocks.remaining_ms(1) == 300_000 - 42_500
    now.t += 300
    assert isinstance(clocks.stamp(1, DEAL), TimeUp), "past the limit a move becomes time-up"
    up = clocks.time_up(1)
    assert isinstance(up, TimeUp) and up.elapsed_ms >= 300_000
    match.submit(1, up)
    assert match.state.finished[1] == "time"
    assert clocks.time_up(1) is None, "a finished seat has no clock"


def test_a_resumed_match_goes_on_from_the_recorded_time():  # RULES P-10 (times break equal scores)
    match, now = spider_match(), FakeTime()
    clocks = SeatClocks(match, now)
    clocks.run({1})
    now.t += 10
    match.submit(1, clocks.stamp(1, DEAL))
    resumed = Match.from_json(match.entry, match.to_json())
    later = SeatClocks(resumed, now)
    now.t += 500
    later.run({1})
    now.t += 2
    assert later.stamp(1, DEAL).elapsed_ms == 12_000


def test_time_noted_when_a_table_is_put_aside_is_saved_and_counts_on_resume():  # RULES P-9
    import pytest
    from cardsuite.engine import BadMessage
    match, now = spider_match(), FakeTime()
    saves = []
    match.autosave = saves.append
    clocks = SeatClocks(match, now)
    clocks.run({1})
    now.t += 7
    match.note_clock(0, 4_000)                    # the person looked at the deal for 4 s
    match.note_clock(1, clocks.elapsed_ms(1))     # the bot has been to move for 7 s
    match.note_clock(0, 3_000)                    # a note never takes time back
    assert saves[-1]["clock_notes"] == {"0": 4_000, "1": 7_000}
    resumed = Match.from_json(match.entry, saves[-1])
    assert resumed.used_ms(0) == 4_000 and resumed.state.elapsed == [0, 0]
    later = SeatClocks(resumed, now)
    later.run({1})
    now.t += 1
    assert later.stamp(1, DEAL).elapsed_ms == 8_000
    resumed.submit(0, DONE.__class__(elapsed_ms=5_000))
    resumed.note_clock(0, 9_000)                  # a finished seat's time stands
    assert resumed.used_ms(0) == 5_000
    for bad in ({"0": -1}, {"2": 10}, {"x": 5}, {"0": True}, [4_000]):
        data = dict(saves[-1], clock_notes=bad)
        with pytest.raises(BadMessage):
            Match.from_json(match.entry, data)


def test_headless_bot_matches_stamp_each_action_with_the_pace_and_replay_identically():  # RULES P-10
    entry = games.ENGINES["spider"]
    level = entry.bot_levels()["easy"]
    records = []
    for _ in range(2):
        match = Match(entry, SpiderOptions(), [BotSeat(level, "A", pace=0), BotSeat(level, "B", pace=0)], seed=9)
        play_bots(match, max_actions=40, pace_ms=1500)
        records.append(match.record.actions)
    stamped = [a for _, a in records[0]]
    assert stamped and all("elapsed_ms" in a for a in stamped)
    own = [sum(1 for s, _ in records[0][:i + 1] if s == seat) for i, (seat, _) in enumerate(records[0])]
    assert [a["elapsed_ms"] for a in stamped] == [1500 * n for n in own], "the pace and nothing else"
    assert records[0] == records[1], "no wall clock in a headless match"


def test_an_untimed_game_leaves_bot_actions_alone(toy_entry):
    match = Match(toy_entry, toy_entry.game().Options.from_preset(),
                  [BotSeat(toy_entry.bot_levels()["easy"], "A", pace=0), local_seat("Ann")], seed=1)
    seat = next(iter(match.waiting()))
    clocks = SeatClocks(match, FakeTime())
    clocks.run({seat})
    legal = match.legal(seat)[0]
    assert clocks.stamp(seat, legal) is legal
    assert clocks.remaining_ms(seat) is None and clocks.time_up(seat) is None


def test_a_resumed_bot_clock_never_reports_less_than_the_recorded_time():  # RULES P-9
    match, now = spider_match(), FakeTime()
    now.t = 98765.4321
    clocks = SeatClocks(match, now)
    clocks.run({1})
    now.t += 1.234
    match.submit(1, clocks.stamp(1, DEAL))
    later = SeatClocks(Match.from_json(match.entry, match.to_json()), now)
    later.run({1})
    assert later.stamp(1, DEAL).elapsed_ms >= match.state.elapsed[1]


def test_done_after_the_limit_counts_the_limit_and_time_up_says_the_limit():  # RULES P-9
    control = games.ENGINES["spider"].game().time_control(SpiderOptions(time_limit_min=5))
    assert control.stamp(DONE, 400_000).elapsed_ms == 300_000
    assert control.time_up(10 ** 12) == TimeUp(elapsed_ms=300_000) and control.time_up(10 ** 12).elapsed_ms == 300_000
    assert isinstance(control.stamp(DEAL, 300_001), TimeUp)
    assert control.stamp(DEAL, 299_999).elapsed_ms == 299_999
