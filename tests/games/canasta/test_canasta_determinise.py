"""Canasta determinisation (``unseen_cards`` / ``determinise``) and the state's search moves.

A bot that needs hidden cards builds a world from its view and an assignment of
the unseen cards; the world must show that seat exactly its view, hold every
card once, and play on by the rules.  The search moves bots' play-outs use must
change a state exactly as ``apply`` does.
"""

import json
import random

import pytest

from cardsuite.cards import Card
from cardsuite.engine import BadMessage, rng_for
from cardsuite.games.canasta.bots.heuristics import MediumBot
from cardsuite.games.canasta.bots.knowledge import sample_assignment
from cardsuite.games.canasta.engine.positions import layout
from cardsuite.games.canasta.engine.cards import RED3
from cardsuite.games.canasta.engine.options import CanastaOptions
from cardsuite.games.canasta.engine.phases import DRAW
from cardsuite.games.canasta.engine.game import GAME
from cardsuite.games.canasta.engine.actions import Discard, Draw, GoOut, Meld, TakeBack, TakePile, UndoPickup

CONFIGS = [("StarGames", 2, {}), ("Classic", 2, {}), ("StarGames", 4, {}), ("Classic", 4, {"ask_partner": True})]
IDS = [f"{p}-{n}p" for p, n, _ in CONFIGS]


def all_cards(st):
    places = [c for h in st.hands for c in h] + st.stock + st.pile + st.red3[0] + st.red3[1]
    places += [c for side in st.melds for m in side for c in m]
    return sorted(places)


def positions(opts, seed, every=7):
    """States met in a round of medium play mixed with random moves (laid cards, pickups, known cards)."""
    st = GAME.new_state(opts, seed, GAME.round_context(opts, GAME.new_match_score(opts), 0))
    rng = random.Random(seed)
    bot = MediumBot()
    step = 0
    while not st.is_over:
        seat = st.to_move
        legal = st.legal_actions(seat)
        if step % every == 0:
            yield st
        action = legal[rng.randrange(len(legal))] if rng.random() < 0.3 else bot.choose(
            st.view(seat), legal, rng_for(seed, step))
        st.apply(seat, action)
        step += 1
    yield st


def shuffled_assignment(view, rng):
    """A shuffle of the unseen cards with the red 3s in the stock part: a hand never keeps one (RULES C-3)."""
    unseen = GAME.unseen_cards(view)
    in_hands = sum(view.hand_counts[s] - len(view.known[s]) for s in range(view.players) if s != view.seat)
    plain = [c for c in unseen if not (c.rank == 3 and c.is_red)]
    reds = [c for c in unseen if c.rank == 3 and c.is_red]
    rng.shuffle(plain)
    stock = plain[in_hands:] + reds
    rng.shuffle(stock)
    return plain[:in_hands] + stock


def determinisable(view):
    """Every view but a finished round's and a Classic black-3 pickup's waiting to go out (refused below)."""
    return view.phase != "over" and not (view.must_go_out and not view.asked)


@pytest.mark.parametrize("preset,players,extra", CONFIGS, ids=IDS)
def test_a_determinised_world_shows_the_seat_its_view(preset, players, extra):  # RULES C-1, C-2, C-3
    opts = CanastaOptions.from_preset(preset, players=players, **extra)
    rng = random.Random(1)
    checked = 0
    for seed in (3, 4):
        for st in positions(opts, seed):
            for seat in range(players):
                view = st.view(seat)
                if not determinisable(view):
                    continue
                unseen = GAME.unseen_cards(view)
                assert len(unseen) == len(st.stock) + sum(
                    len(st.hands[s]) - len(st.known[s]) for s in range(players) if s != seat)
                world = GAME.determinise(view, shuffled_assignment(view, rng))
                assert json.dumps(world.view(seat).to_json()) == json.dumps(view.to_json())
                assert all_cards(world) == list(range(108))
                checked += 1
    assert checked > 40
    with pytest.raises(BadMessage):
        GAME.determinise(st.view(0), [])


@pytest.mark.parametrize("preset,players,extra", CONFIGS, ids=IDS)
def test_random_play_from_a_world_reaches_the_end_with_every_card(preset, players, extra):  # RULES C-1, C-11
    opts = CanastaOptions.from_preset(preset, players=players, **extra)
    rng = random.Random(2)
    played = 0
    for st in positions(opts, 5, every=15):
        if st.is_over:
            continue
        seat = st.to_move
        view = st.view(seat)
        if not determinisable(view):
            continue
        world = GAME.determinise(view, sample_assignment(view, rng))
        steps = 0
        while not world.is_over:
            mover = world.to_move
            legal = world.legal_actions(mover)
            world.apply(mover, legal[rng.randrange(len(legal))])
            steps += 1
            assert steps < 20_000
        assert all_cards(world) == list(range(108))
        played += 1
    assert played >= 3


def test_a_world_keeps_known_cards_in_their_hand_and_red_threes_out_of_hands():  # RULES C-3, C-8
    from cardsuite.cards import cards
    st = layout(hands=["8C 8D 4C 6D KS", "4D 5D 9S 9H 2C"], pile="JC 7H 8S", turn=0,
                melds={0: ["QC QD QH"], 1: ["AC AD AH"]})
    st.apply(0, TakePile(tuple(cards("8C 8D"))))               # seat 0 now holds JC and 7H, known to all
    view = st.view(1)
    for seed in range(10):
        world = GAME.determinise(view, sample_assignment(view, random.Random(seed)))
        assert set(cards("JC 7H")) <= {Card.parse(t) for t in world.to_json()["hands"][0]}
        assert sorted(world.hands[1]) == sorted(st.hands[1]) and len(world.stock) == len(st.stock)
        assert not any(RED3[c] for h in world.hands for c in h)


@pytest.mark.parametrize("players", [2, 4])
def test_an_assignment_that_is_not_the_unseen_cards_is_refused(players):
    opts = CanastaOptions.from_preset("Classic", players=players)
    st = GAME.new_state(opts, 8)
    view = st.view(0)
    good = shuffled_assignment(view, random.Random(3))
    GAME.determinise(view, good)
    seen_card = view.hand[0]
    for bad in (good[:-1], good + [good[0]], [seen_card] + good[1:], good[:-1] + [good[0]], ["AS"] + good[1:]):
        with pytest.raises(BadMessage):
            GAME.determinise(view, bad)


def test_a_red_three_in_a_hand_is_refused():  # RULES C-3
    st = GAME.new_state(CanastaOptions(), 8)
    view = st.view(0)
    good = shuffled_assignment(view, random.Random(3))
    red = next(i for i, c in enumerate(good) if c.rank == 3 and c.is_red)
    bad = list(good)
    bad[0], bad[red] = bad[red], bad[0]
    with pytest.raises(BadMessage):
        GAME.determinise(view, bad)


def test_a_black_three_pickup_waiting_to_go_out_is_refused():  # RULES C-8 (Classic)
    from cardsuite.cards import cards
    opts = CanastaOptions.from_preset("Classic")
    st = layout(opts, hands=["3C 3S 4D 5D 9S", "4H"], pile="JC 3C", turn=0,
                melds={0: ["QC QD QH QS QC QD QH"]})
    st.apply(0, TakePile(tuple(cards("3C 3S"))))
    view = st.view(0)
    assert view.must_go_out and not view.asked
    with pytest.raises(BadMessage):
        GAME.determinise(view, GAME.unseen_cards(view))
    assert UndoPickup() in st.legal_actions(0)


# ---------------------------------------------------------------- search moves


def search_step(st, seat, action):
    """Play ``action`` through the state's search moves where there is one (else through apply)."""
    kind = type(action)
    if kind is Draw:
        st.search_draw(seat)
    elif kind is TakePile:
        assert st.pickup_refusal(seat, action.ids) is None
        st.search_take_pile(seat, action.ids)
    elif kind is Meld:
        st.search_lay(seat, int(action.rank), action.ids)
    elif kind is TakeBack and not action.cards:
        st.search_take_back_all(seat)
    elif kind is Discard:
        assert st.commit_refusal(seat, False) is None
        st.search_discard(seat, action.card_id)
    elif kind is GoOut:
        assert st.commit_refusal(seat, True) is None
        st.search_go_out(seat, None if action.discard is None else action.card_id)
    elif kind is UndoPickup:
        st.search_undo_pickup(seat)
    else:
        st.apply(seat, action)


@pytest.mark.parametrize("preset,players,extra", CONFIGS, ids=IDS)
def test_search_moves_change_a_state_as_apply_does(preset, players, extra):
    opts = CanastaOptions.from_preset(preset, players=players, **extra)
    rng = random.Random(4)
    for seed in range(3):
        st = GAME.new_state(opts, 900 + seed)
        twin = st.copy()
        while not st.is_over:
            seat = st.to_move
            legal = st.legal_actions(seat)
            assert twin.legal_actions(seat) == legal
            if st.phase == DRAW:
                assert twin.pickup_choices(seat) == [a.ids for a in legal if isinstance(a, TakePile)]
            action = legal[rng.randrange(len(legal))]
            st.apply(seat, action)
            search_step(twin, seat, action)
            assert twin.to_json() == st.to_json()
