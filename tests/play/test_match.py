"""The match runner: bots, rounds, autosave and resume, refusals."""

import threading

import pytest

from cardsuite.engine import BadMessage, IllegalAction
from cardsuite.play import ThreadRunner, play_bots
from cardsuite.play.match import Match, Phase
from cardsuite.play.seats import BotSeat, SeatKind, hotseat_seat, local_seat
from support.toygame.engine.game import Play, ToyOptions


def bots(entry, pace=0.0):
    levels = entry.bot_levels()
    return [BotSeat(levels["easy"], "Marta", pace), BotSeat(levels["random"], "Luka", pace)]


def test_bot_match_plays_to_a_result(toy_entry):
    match = Match(toy_entry, ToyOptions(), bots(toy_entry), seed=1)
    play_bots(match)
    assert match.is_over and match.result is not None
    assert max(match.totals()) >= 4
    assert len(match.summaries) == len(match.finished_rounds) >= 2


def test_resume_from_any_autosave_gives_the_identical_finish(toy_entry):
    saves = []
    match = Match(toy_entry, ToyOptions(), bots(toy_entry), seed=7, autosave=saves.append)
    play_bots(match)
    for data in saves:
        resumed = Match.from_json(toy_entry, data)
        play_bots(resumed)
        assert resumed.totals() == match.totals()
        assert resumed.result == match.result
        assert [r.to_json() for r in resumed.finished_rounds] == [r.to_json() for r in match.finished_rounds]


def test_human_seat_waits_and_between_rounds(toy_entry):
    levels = toy_entry.bot_levels()
    match = Match(toy_entry, ToyOptions(), [local_seat("You"), BotSeat(levels["easy"], "Ana", 0)], seed=3)
    while match.phase == Phase.PLAYING:
        play_bots(match)
        if match.phase == Phase.PLAYING:
            assert match.waiting() == {0}
            match.submit(0, match.legal(0)[0])
    assert match.phase == Phase.BETWEEN_ROUNDS
    with pytest.raises(IllegalAction):
        match.submit(0, Play(match.state.hands[0][0]) if match.state.hands[0] else match.legal(1))
    match.next_round()
    assert match.round_no == 1 and match.phase == Phase.PLAYING
    assert match.state.to_json() != Match(toy_entry, ToyOptions(), match.seats, seed=3).state.to_json()


def test_illegal_submit_is_refused_and_nothing_recorded(toy_entry):
    match = Match(toy_entry, ToyOptions(), [hotseat_seat("A"), hotseat_seat("B")], seed=5)
    seat = next(iter(match.waiting()))
    before = match.to_json()
    for who, action in ((1 - seat, match.legal(seat)[0]), (seat, "nonsense"), (7, match.legal(seat)[0])):
        with pytest.raises(IllegalAction):
            match.submit(who, action)
    after = match.to_json()
    before.pop("saved_at"), after.pop("saved_at")
    assert before == after


def test_leave_ends_the_match(toy_entry):
    match = Match(toy_entry, ToyOptions(), [local_seat("You"), hotseat_seat("B")], seed=5)
    match.leave(0)
    assert match.is_over and match.left_by == 0 and not match.waiting()


@pytest.mark.parametrize("mangle", [
    lambda d: d.update(game="other"),
    lambda d: d.update(save_version=99),
    lambda d: d["current"]["actions"].append([0, {"type": "play", "card": "AS"}] * 1) or d,
    lambda d: d.update(seats=[{"kind": "bot", "name": "x", "level": "grandmaster"}] * 2),
    lambda d: d["current"].update(seed=d["current"]["seed"] + 1),
    lambda d: d.pop("options"),
])
def test_bad_saves_are_refused(toy_entry, mangle):
    match = Match(toy_entry, ToyOptions(), bots(toy_entry), seed=9)
    data = match.to_json()
    mangle(data)
    with pytest.raises(BadMessage):
        Match.from_json(toy_entry, data)


def test_bot_seat_presents_like_a_player(toy_entry):
    seat = bots(toy_entry, pace=1.0)[0]
    assert seat.kind is SeatKind.BOT and seat.name == "Marta" and seat.rating == 1000
    import random
    assert 0.2 < seat.think_time(random.Random(1), 3) < 3
    assert bots(toy_entry, pace=0)[0].think_time(random.Random(1), 3) == 0


def test_the_thread_runner_decides_off_the_calling_thread_and_delivers_through_the_given_hand(toy_entry):
    match = Match(toy_entry, ToyOptions(), bots(toy_entry), seed=2)
    seat = match.waiting_bots()[0]
    view, legal, rng = match.view(seat), match.legal(seat), match.bot_rng(seat)
    seen = {}
    delivered = threading.Event()

    def decide():
        seen["thread"] = threading.current_thread().name
        return match.seats[seat].decide(view, legal, rng)

    def deliver(done, future):   # the app hands this to the GUI thread; here it is simply called
        seen["delivered on"] = threading.current_thread().name
        done(future)

    runner = ThreadRunner(deliver)
    runner.start(decide, lambda future: (seen.update(action=future.result()), delivered.set()))
    assert delivered.wait(5)
    runner.shutdown()
    assert seen["thread"] != threading.current_thread().name
    assert seen["delivered on"] == seen["thread"]
    assert seen["action"] in match.legal(seat)
    match.submit(seat, seen["action"])


def test_a_save_names_the_match_by_an_id_that_is_not_the_seed(toy_entry):
    match = Match(toy_entry, ToyOptions(), bots(toy_entry), seed=12345)
    data = match.to_json()
    assert data["match_id"] == match.match_id and str(match.seed) not in match.match_id
    assert Match(toy_entry, ToyOptions(), bots(toy_entry), seed=12345).match_id != match.match_id
    assert Match.from_json(toy_entry, data).match_id == match.match_id, "a resumed match keeps its id"
    del data["match_id"]                     # a save from before match ids
    assert Match.from_json(toy_entry, data).match_id


def test_a_save_played_by_other_rules_is_refused_with_a_reason(toy_entry):
    match = Match(toy_entry, ToyOptions(), [local_seat("Ann"), local_seat("Bo")], seed=2)
    data = dict(match.to_json(), rules_version=match.game.rules_version + 1)
    with pytest.raises(BadMessage, match="rules version"):
        Match.from_json(toy_entry, data)
