"""Schnapsen properties over random rounds, beyond the engine conformance test (tests/core/test_conformance.py):
points and tricks add up, every way a round ends is reached, a view holds only cards its own hand or its
events showed, and every action of the game is checked exactly as ``legal_actions`` lists it."""

import json
import random

from hypothesis import given, settings
from hypothesis import strategies as st

from cardsuite.cards import Card, schnapsen_deck
from cardsuite.engine import IllegalAction, events_for
from cardsuite.games.schnapsen.engine.actions import MARRIES, PLAYS, Close, ExchangeTrump
from cardsuite.games.schnapsen.engine.cards import CARDS
from cardsuite.games.schnapsen.engine.game import GAME
from cardsuite.games.schnapsen.engine.options import SchnapsenOptions
from cardsuite.games.schnapsen.engine.scoring import POINTS
from cardsuite.games.schnapsen.engine.views import SchnapsenView

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


def play_round(seed, dealer=0, show=False, check_views=True, check_illegal=False):
    """Play one random round, checking invariants after every action; returns the final state."""
    opts = SchnapsenOptions(show_both_scores=show)
    state = GAME.new_state(opts, seed, {"dealer": dealer})
    rng = random.Random(seed)
    shown = {0: set(state.view(0).hand) | {state.view(0).trump_card},
             1: set(state.view(1).hand) | {state.view(1).trump_card},
             None: {state.view(None).trump_card}}
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
    winner, gp, why = state.result
    assert winner in (0, 1) and 1 <= gp <= 3                            # RULES S-11
    assert state.view(0).winner == winner and state.view(1).game_points == gp
    return state


def test_random_rounds_reach_every_ending_and_keep_the_invariants():  # RULES S-1, S-10, S-11, S-12
    reasons = set()
    for seed in range(300):
        state = play_round(seed, dealer=seed % 2, show=seed % 3 == 0, check_views=False)
        reasons.add(state.result[2])
    assert reasons == {"66", "last_trick", "closer_failed"}


def test_views_hold_only_what_the_own_hand_and_the_events_showed():
    for seed in range(40):
        play_round(10_000 + seed, dealer=seed % 2, show=seed % 2 == 0)


def test_every_action_of_the_game_is_checked_as_legal_actions_lists_it():  # RULES S-3, S-6 ... S-9
    for seed in range(20):
        play_round(20_000 + seed, dealer=seed % 2, check_views=False, check_illegal=True)


def test_view_never_carries_the_talon_order_or_the_seed():
    state = GAME.new_state(SchnapsenOptions(), 123456789)
    talon = {CARDS[c] for c in state.talon}
    for who in (0, 1, None):
        view = state.view(who)
        assert not (view_cards(view) & talon)
        assert "123456789" not in json.dumps(view.to_json())


@settings(max_examples=25, deadline=None)
@given(seed=st.integers(0, 2**53), dealer=st.sampled_from([0, 1]), show=st.booleans())
def test_hypothesis_rounds(seed, dealer, show):
    play_round(seed, dealer, show, check_views=True)
