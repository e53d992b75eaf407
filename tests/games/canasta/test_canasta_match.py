"""Canasta through the Match runner: bots to 5000, autosave and resume, saves, refusals, options."""

import dataclasses
import json

import pytest

from cardsuite import games
from cardsuite.engine import BadMessage, IllegalAction, Record, replay, rng_for
from cardsuite.games.canasta.engine.options import CanastaOptions
from cardsuite.games.canasta.engine.game import GAME
from cardsuite.games.canasta.engine.views import CanastaView
from cardsuite.games.canasta.engine.actions import Discard, Draw, TakePile
from cardsuite.play import play_bots
from cardsuite.play.match import Match, Phase
from cardsuite.play.seats import BotSeat, hotseat_seat

ENTRY = games.GameEntry("canasta", "Canasta", "Rummy with canastas.", "cardsuite.games.canasta", (2, 4))


@pytest.fixture
def entry(monkeypatch):
    monkeypatch.setitem(games.GAMES, ENTRY.name, ENTRY)
    return ENTRY


def bot_seats(entry, *levels):
    found = entry.bot_levels()
    return [BotSeat(found[level], f"Bot {i}", 0.0) for i, level in enumerate(levels)]


def strip(save):
    save = dict(save)
    save.pop("saved_at", None)
    return save


def test_seeded_bot_match_to_5000_resumes_to_the_identical_finish(entry):  # RULES C-13
    opts = CanastaOptions.from_preset("StarGames", target=5000)
    saves = []
    match = Match(entry, opts, bot_seats(entry, "medium", "easy"), seed=2024, autosave=saves.append)
    play_bots(match)
    assert match.is_over and match.result is not None
    sides = match.match_score["sides"]
    assert max(sides) >= 5000 and len(match.summaries) >= 2
    assert match.result.winner == (0 if sides[0] > sides[1] else 1)
    assert "chips" in match.result.text
    # resume from a save in the middle of a round in the middle of the match
    middle = next(s for s in saves[len(saves) // 2:] if s["current"] and s["current"]["actions"])
    resumed = Match.from_json(entry, json.loads(json.dumps(middle)))
    assert resumed.phase == Phase.PLAYING
    play_bots(resumed)
    assert resumed.result == match.result
    assert resumed.totals() == match.totals()
    assert [r.to_json() for r in resumed.finished_rounds] == [r.to_json() for r in match.finished_rounds]


def test_minimum_follows_the_match_score_between_rounds(entry):  # RULES C-6, C-13
    opts = CanastaOptions.from_preset("StarGames", target=5000)
    match = Match(entry, opts, bot_seats(entry, "medium", "medium"), seed=11)
    while len(match.summaries) < 3 and not match.is_over:
        play_bots(match, auto_continue=False)
        if match.phase == Phase.BETWEEN_ROUNDS:
            match.next_round()
    sides = match.match_score["sides"]
    view = match.view(0)
    assert view.scores == tuple(sides)
    assert view.minimums == tuple(opts.minimum(s) for s in sides)


def test_single_round_match_and_summary_lines(entry):  # RULES C-12, C-13
    opts = CanastaOptions.from_preset("Classic", target=1)
    match = Match(entry, opts, bot_seats(entry, "easy", "easy"), seed=5)
    play_bots(match)
    assert match.is_over and len(match.summaries) == 1
    summary = match.summaries[0]
    labels = [label for label, _ in summary.lines]
    assert labels[:3] == ["Melded cards", "Natural canastas", "Mixed canastas"]
    assert "Round score" in labels and "Match score" in labels


def test_partnership_match_with_doubling_and_questions(entry):  # RULES C-10, C-14
    opts = CanastaOptions.from_preset("Classic", players=4, target=1, doubling=True, ask_partner=True)
    match = Match(entry, opts, bot_seats(entry, "medium", "easy", "medium", "easy"), seed=8)
    play_bots(match)
    assert match.is_over and match.result is not None
    assert len(match.totals()) == 4
    assert match.totals()[0] == match.totals()[2] and match.totals()[1] == match.totals()[3]


def test_declined_double_ends_the_match_with_chips(entry):  # RULES C-14
    opts = CanastaOptions.from_preset("StarGames", doubling=True, stake=25, limit=0)
    match = Match(entry, opts, [hotseat_seat("A"), hotseat_seat("B")], seed=3)
    first = match.state.to_move
    from cardsuite.games.canasta.engine.actions import DeclineDouble, ProposeDouble
    match.submit(first, ProposeDouble())
    match.submit(1 - first, DeclineDouble())
    assert match.is_over
    assert match.result.winner == first % 2 and "25 chips" in match.result.text
    saved = match.to_json()
    again = Match.from_json(entry, json.loads(json.dumps(saved)))
    assert again.is_over and again.result == match.result


def test_illegal_and_out_of_turn_actions_are_refused_and_nothing_changes(entry):  # RULES C-4
    match = Match(entry, CanastaOptions(), [hotseat_seat("A"), hotseat_seat("B")], seed=9)
    seat = match.state.to_move
    before = strip(match.to_json())
    state_before = match.state.to_json()
    hand_card = match.view(seat).hand[0]
    for who, action, words in (
        (1 - seat, Draw(), "not your turn"),
        (seat, Discard(hand_card), "draw"),
        (seat, "nonsense", "not a move"),
        (seat, TakePile(match.view(seat).hand[:2]), ""),
        (7, Draw(), ""),
    ):
        with pytest.raises(IllegalAction) as info:
            match.submit(who, action)
        assert words.lower() in info.value.reason.lower()
        assert info.value.reason
    assert strip(match.to_json()) == before and match.state.to_json() == state_before


def test_save_round_trip_of_a_running_and_a_finished_match(entry):
    opts = CanastaOptions.from_preset("Classic", target=1)
    saves = []
    match = Match(entry, opts, bot_seats(entry, "easy", "medium"), seed=77, autosave=saves.append)
    play_bots(match)
    for save in (saves[len(saves) // 3], saves[-1]):
        data = json.loads(json.dumps(save))
        again = Match.from_json(entry, data)
        assert strip(again.to_json()) == strip(data)
    running = Match.from_json(entry, saves[len(saves) // 3])
    state = running.state
    record = Record.from_json(json.loads(json.dumps(running.record.to_json())))
    assert replay(GAME, record).to_json() == state.to_json()


def played_record(seed=4, steps=12):
    """The record of a round's first ``steps`` actions or more (medium play) up to a discard, as saved JSON."""
    from cardsuite.games.canasta.bots.heuristics import MediumBot
    opts = CanastaOptions()
    context = GAME.round_context(opts, GAME.new_match_score(opts), 0)
    st = GAME.new_state(opts, seed, context)
    record = Record("canasta", GAME.rules_version, opts.to_json(), seed, context)
    bot = MediumBot()
    i = 0
    while i < steps or record.actions[-1][1]["type"] != "discard":
        seat = st.to_move
        action = bot.choose(st.view(seat), st.legal_actions(seat), rng_for(seed, i))
        st.apply(seat, action)
        record.actions.append((seat, action.to_json()))
        i += 1
    return json.loads(json.dumps(record.to_json())), st


def test_a_record_replays_to_an_identical_state():  # saves rebuild states by replaying their record
    data, st = played_record()
    assert replay(GAME, Record.from_json(data)).to_json() == st.to_json()


@pytest.mark.parametrize("mangle,error", [
    (lambda d: d.update(rules_version=99), BadMessage),
    (lambda d: d["context"].update(dealer=7), BadMessage),
    (lambda d: d["context"].update(scores="many"), BadMessage),
    (lambda d: d["options"].update(players=3), BadMessage),
    (lambda d: d["actions"][0][1].update(type="dance"), BadMessage),
    (lambda d: d["actions"][-1][1].update(card="ZZ"), BadMessage),
    (lambda d: d.update(deck=["AS"] * 108), BadMessage),
    (lambda d: d["actions"].insert(0, d["actions"][-1]), IllegalAction),
    (lambda d: d["actions"][0].__setitem__(0, 1 - d["actions"][0][0]), IllegalAction),
])
def test_malformed_records_are_refused(mangle, error):
    data, _ = played_record()
    assert data["actions"][-1][1]["type"] == "discard"
    mangle(data)
    with pytest.raises(error):
        replay(GAME, Record.from_json(data))


def test_views_round_trip_and_hide_the_stock():
    st = GAME.new_state(CanastaOptions.from_preset("Classic", players=4), 6)
    for seat in (None, 0, 1, 2, 3):
        view = st.view(seat)
        data = json.loads(json.dumps(view.to_json()))
        assert GAME.view_from_json(data) == view
        assert "stock" not in data and data["stock_count"] == len(st.stock)
    assert st.view(None).hand == ()


def test_options_presets_are_data_with_dialog_metadata():
    assert set(CanastaOptions.PRESETS) == {"StarGames", "Classic"}
    default = CanastaOptions.from_preset()
    assert default.preset == "StarGames" and default.draw_count == 1 and default.canastas_to_go_out == 1
    classic = CanastaOptions.from_preset("classic", players=4)          # any letter case, as the bench tools pass
    assert classic.preset == "Classic" and classic.draw_count == 2 and classic.canastas_to_go_out == 2
    assert classic.canastas_needed == 1 and classic.black3_pickup_going_out and classic.hand_size == 11
    for f in dataclasses.fields(CanastaOptions):
        if f.name != "preset":
            assert f.metadata.get("label") and f.metadata.get("help"), f.name
    assert dict(dataclasses.fields(CanastaOptions)[[f.name for f in dataclasses.fields(CanastaOptions)]
                                                   .index("target")].metadata["choices"]) == {
        1: "1 round", 2500: "2500", 5000: "5000"}
    for bad in ({"players": 3}, {"draw_count": 3}, {"stake": 10, "limit": 5}, {"target": 0}):
        with pytest.raises((BadMessage, ValueError)):
            CanastaOptions.from_preset("StarGames", **bad)
    with pytest.raises(BadMessage):
        CanastaOptions.from_preset("Bridge")
    assert CanastaOptions.from_json(classic.to_json()) == classic
    assert GAME.seat_count(classic) == 4 and GAME.seat_count(default) == 2


def test_same_seed_same_deal_and_records_replay():
    opts = CanastaOptions()
    a = GAME.new_state(opts, 123, {"dealer": 0, "scores": [0, 0]})
    b = GAME.new_state(opts, 123, {"dealer": 0, "scores": [0, 0]})
    assert a.to_json() == b.to_json()
    assert GAME.new_state(opts, 124).to_json() != a.to_json()
    deck_state = GAME.from_deck(opts, [c for c in __import__("cardsuite.cards", fromlist=["x"]).canasta_deck()])
    assert len(deck_state.hands[0]) == 15
    assert isinstance(a.view(0), CanastaView)


def test_a_save_from_before_the_doubling_history_resumes_with_it(entry):  # RULES C-14
    """Saves written before the round context carried the doubling history have none in their context;
    they still replay, and the resumed round's view has the history the match derives."""
    from cardsuite.games.canasta.engine.actions import AcceptDouble, ProposeDouble

    options = CanastaOptions.from_preset("stargames", doubling=True, target=5000)
    match = Match(entry, options, bot_seats(entry, "easy", "easy"), seed=21)
    proposer = match.state.to_move
    match.submit(proposer, ProposeDouble())
    match.submit(1 - proposer, AcceptDouble())
    play_bots(match, auto_continue=False)
    assert match.phase == Phase.BETWEEN_ROUNDS
    match.next_round()
    save = match.to_json()
    assert save["current"]["context"]["doublings"]
    del save["current"]["context"]["doublings"]
    resumed = Match.from_json(entry, json.loads(json.dumps(save)))
    history = resumed.view(0).doublings
    assert [(step.kind, step.seat) for step in history] == [("proposed", proposer), ("accepted", 1 - proposer)]
