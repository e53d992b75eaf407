"""The engine interface, checked with the toy trick game (tests/support/toygame).

What every engine must satisfy (random play, views, JSON, replay, check, determinise) is in
tests/core/test_conformance.py, which runs the toy game too."""

import json

import pytest

from cardsuite.cards import card
from cardsuite.engine import BadMessage, Event, IllegalAction, Record, events_for, rng_for, start_round
from support.toygame.engine.game import DECK, GAME, Play, ToyOptions

def test_same_options_and_seed_give_the_same_deal():
    a = GAME.new_state(ToyOptions(), 42)
    b = GAME.new_state(ToyOptions(), 42)
    assert a.to_json() == b.to_json()
    different = {json.dumps(GAME.new_state(ToyOptions(), s).to_json()) for s in range(20)}
    assert len(different) > 10


def test_rng_for_is_stable_and_salted():
    assert rng_for(7, "deal").random() == rng_for(7, "deal").random()
    assert rng_for(7, "deal").random() != rng_for(7, "bots").random()


def test_illegal_action_leaves_state_untouched_and_explains():
    state = GAME.new_state(ToyOptions(), 3)
    before = state.to_json()
    seat = state.to_move
    not_held = next(c for c in DECK if c not in state.hands[seat])
    for who, action in ((seat, Play(not_held)), (1 - seat, state.legal_actions(seat)[0]), (seat, "play AS")):
        with pytest.raises(IllegalAction) as info:
            state.apply(who, action)
        assert info.value.reason
        assert state.to_json() == before
    assert "not your turn" in str(pytest.raises(IllegalAction, state.apply, 1 - seat, Play(not_held)).value)


def test_actions_round_trip_through_json():
    action = Play(card("KH"))
    data = json.loads(json.dumps(action.to_json()))
    assert data == {"type": "play", "card": "KH"}
    assert GAME.actions.from_json(data) == action


@pytest.mark.parametrize("bad", [None, [], {}, {"type": "fly"}, {"type": "play"}, {"type": "play", "card": "XX"},
                                 {"type": "play", "card": "KH", "extra": 1}])
def test_malformed_actions_are_refused(bad):
    with pytest.raises(BadMessage):
        GAME.actions.from_json(bad)


def test_a_copy_is_independent_of_its_original():
    state = GAME.new_state(ToyOptions(), 11)
    seat = state.to_move
    copy = state.copy()
    copy.apply(seat, copy.legal_actions(seat)[0])
    assert copy.to_json() != state.to_json()
    assert state.legal_actions(seat) == GAME.new_state(ToyOptions(), 11).legal_actions(seat)


def test_record_from_a_deck_order_and_version_check():
    deck = list(reversed(DECK))
    state = GAME.from_deck(ToyOptions(), deck)
    assert state.hands[0] == deck[0:3]
    record = Record("toy", GAME.rules_version, ToyOptions().to_json(), None, deck=[c.text for c in deck])
    assert start_round(GAME, record).to_json() == state.to_json()
    with pytest.raises(BadMessage):
        GAME.from_deck(ToyOptions(), deck[:-1])
    with pytest.raises(BadMessage):
        start_round(GAME, Record("toy", GAME.rules_version + 1, ToyOptions().to_json(), 1))


def test_view_holds_only_what_the_seat_may_know():
    state = GAME.new_state(ToyOptions(), 8)
    for seat in (0, 1):
        view = state.view(seat)
        text = json.dumps(view.to_json())
        for hidden in state.hands[1 - seat] + state.stock:
            assert f'"{hidden.text}"' not in text
        assert set(view.hand) == set(state.hands[seat])
        assert view.other_count == 3 and view.stock_count == 2
        assert GAME.view_from_json(view.to_json()) == view
    spectator = json.dumps(state.view(None).to_json())
    for hidden in state.hands[0] + state.hands[1] + state.stock:
        assert hidden.text not in spectator


def test_event_audience():
    public, private = Event("move", {}), Event("draw", {"card": "AS"}, frozenset({1}))
    assert events_for([public, private], 1) == [public, private]
    assert events_for([public, private], 0) == [public]
    assert events_for([public, private], None) == [public]


def test_options_presets_and_overrides():
    assert ToyOptions.from_preset("short").target == 2
    assert ToyOptions.from_preset("short", target=9).target == 9
    assert ToyOptions.from_json(ToyOptions.from_preset("short").to_json()) == ToyOptions(preset="short", target=2)
    with pytest.raises(BadMessage):
        ToyOptions.from_preset("nope")
    with pytest.raises(BadMessage):
        ToyOptions.from_preset(colour="red")
    with pytest.raises(BadMessage):
        ToyOptions.from_json({"target": "many"})
