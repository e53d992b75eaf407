"""Schnapsen properties over many random rounds: cards conserved, scores sane, views leak nothing,
JSON and replays exact, illegal actions harmless."""

import json
import random

from hypothesis import given, settings
from hypothesis import strategies as st

from cardsuite.cards import Card, schnapsen_deck
from cardsuite.engine import IllegalAction, Record, events_for, replay
from cardsuite.games.schnapsen.core import CARDS, POINTS
from cardsuite.games.schnapsen.rules import (GAME, MARRIES, PLAYS, Close, ExchangeTrump, SchnapsenOptions,
                                             SchnapsenView)

ALL = set(schnapsen_deck())
CANDIDATES = list(PLAYS) + [m for m in MARRIES if m is not None] + [ExchangeTrump(), Close()]


def where_cards_are(state):
    data = state.to_json()
    places = data["hands"][0] + data["hands"][1] + data["talon"] + data["won"][0] + data["won"][1]
    places += [c for c in (data["trump_card"], data["lead"]) if c is not None]
    return places


def view_cards(view: SchnapsenView) -> set[Card]:
    out = set(view.hand) | set(view.revealed[0]) | set(view.revealed[1]) | set(view.trick) | set(view.won)
    out |= {c for c in (view.trump_card, view.trump_card_down) if c is not None}
    for t in view.history:
        out |= set(t.cards)
    if view.last_trick is not None:
        out |= set(view.last_trick.cards)
    return out


def event_cards(event) -> set[Card]:
    data = event.data
    out = set()
    for key in ("card", "jack"):
        if isinstance(data.get(key), Card):
            out.add(data[key])
    for c in data.get("cards", ()):
        out.add(c)
    return out


def check_invariants(state):
    # RULES S-1: all 20 cards, each exactly once
    places = where_cards_are(state)
    assert sorted(places) == sorted(c.text for c in ALL)
    for seat in (0, 1):
        assert len(state.hands[seat]) <= 5
        assert state.card_points[seat] == sum(POINTS[c] for c in state.won[seat])
    assert state.card_points[0] + state.card_points[1] <= 120


def play_round(seed, dealer=0, show=False, check_views=True, check_illegal=False, check_json=True):
    """Play one random round, checking invariants after every action; returns (state, record)."""
    opts = SchnapsenOptions(show_both_scores=show)
    state = GAME.new_state(opts, seed, {"dealer": dealer})
    rng = random.Random(seed)
    shown = {0: set(state.view(0).hand) | {state.view(0).trump_card},
             1: set(state.view(1).hand) | {state.view(1).trump_card},
             None: {state.view(None).trump_card}}
    record = Record(GAME.name, GAME.rules_version, opts.to_json(), seed, {"dealer": dealer})
    steps = 0
    while not state.is_over:
        seat = state.to_move
        legal = state.legal_actions(seat)
        assert legal and state.legal_actions(1 - seat) == []
        if check_illegal:
            before = json.dumps(state.to_json())
            for action in CANDIDATES:
                for who in (seat, 1 - seat):
                    ok = who == seat and action in legal
                    try:
                        state.check(who, action)
                        assert ok, (who, action)
                    except IllegalAction as exc:
                        assert not ok and exc.reason, (who, action)
                        if rng.random() < 0.1:
                            try:
                                state.apply(who, action)
                                raise AssertionError("an illegal action was applied")
                            except IllegalAction:
                                pass
            assert json.dumps(state.to_json()) == before
        action = rng.choice(legal)
        events = state.apply(seat, action)
        record.actions.append((seat, action.to_json()))
        steps += 1
        check_invariants(state)
        for who in (0, 1, None):
            for e in events_for(events, who):
                shown[who] |= event_cards(e)
        if check_views:
            for who in (0, 1, None):
                view = state.view(who)
                # a view holds no card its seat was not shown (as its own hand or through its events)
                assert view_cards(view) <= shown[who], (who, view_cards(view) - shown[who])
                if who is not None:
                    assert set(view.hand) == {CARDS[c] for c in state.hands[who]}
                    assert set(view.revealed[1 - who]) <= {CARDS[c] for c in state.hands[1 - who]}
                    if not show and not state.is_over:
                        assert view.points[1 - who] is None and view.pending[1 - who] is None
                assert view.hand_counts == (len(state.hands[0]), len(state.hands[1]))
                text = json.dumps(view.to_json())
                assert GAME.view_from_json(json.loads(text)) == view
        if check_json and steps % 3 == 0:
            copy = GAME.state_from_json(json.loads(json.dumps(state.to_json())))
            assert copy.to_json() == state.to_json()
            if not state.is_over:
                assert copy.legal_actions(copy.to_move) == state.legal_actions(state.to_move)
    winner, gp, why = state.result
    assert winner in (0, 1) and 1 <= gp <= 3                            # RULES S-11
    assert state.view(0).winner == winner and state.view(1).game_points == gp
    return state, record


def test_many_random_rounds_keep_the_invariants():
    reasons = set()
    for seed in range(1500):
        state, _ = play_round(seed, dealer=seed % 2, show=seed % 3 == 0, check_views=seed % 5 == 0,
                              check_json=seed % 5 == 0)
        reasons.add(state.result[2])
    assert reasons == {"66", "last_trick", "closer_failed"}


def test_views_hold_nothing_unseen_and_round_trip():
    for seed in range(300):
        play_round(10_000 + seed, dealer=seed % 2)


def test_legality_and_explanations_agree_and_illegal_changes_nothing():
    for seed in range(60):
        play_round(20_000 + seed, dealer=seed % 2, check_views=False, check_illegal=True)


def test_replay_of_a_record_gives_the_identical_state():
    for seed in range(100):
        state, record = play_round(30_000 + seed, dealer=seed % 2, check_views=False, check_json=False)
        again = Record.from_json(json.loads(json.dumps(record.to_json())))
        assert replay(GAME, again).to_json() == state.to_json()


def test_view_never_carries_the_talon_order_or_the_seed():
    state = GAME.new_state(SchnapsenOptions(), 123456789)
    talon = {CARDS[c] for c in state.talon}
    for who in (0, 1, None):
        view = state.view(who)
        assert not (view_cards(view) & talon)
        assert "123456789" not in json.dumps(view.to_json())


@settings(max_examples=150, deadline=None)
@given(seed=st.integers(0, 2**53), dealer=st.sampled_from([0, 1]), show=st.booleans())
def test_hypothesis_rounds(seed, dealer, show):
    play_round(seed, dealer, show, check_views=True, check_json=True)
