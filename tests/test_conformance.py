"""Every registered engine (and the toy game) against the engine interface of DESIGN.md.

Seeded random legal play to the end of a round, for every preset and player count, checking at
sampled positions: no card created or lost, each seat's view plus its unseen cards make up the
deck and nothing more (so no view shows a hidden card), a spectator sees only what every seat
sees, actions and views round-trip through JSON, a record replays to the identical state,
``check`` agrees with ``legal_actions`` (and an illegal action changes nothing), and a state
determinised from a view gives that view back.  Per-game property tests keep only what is
particular to their game.
"""

from __future__ import annotations

import dataclasses
import json
import random
from collections import Counter

import pytest

from cardsuite import games
from cardsuite.cards import Card
from cardsuite.engine import BadMessage, IllegalAction, Record, replay
from conftest import TOY

SEEDS = (1, 2, 3)
MAX_STEPS = 20_000


def configurations():
    """One (game, options) per registered engine, preset and player count, and the toy game."""
    out = []
    for entry in [*games.ENGINES.values(), TOY]:
        game = entry.game()
        has_players = "players" in {f.name for f in dataclasses.fields(game.Options)}
        for preset in game.Options.PRESETS:
            for players in entry.players if has_players else (None,):
                extra = {} if players is None else {"players": players}
                label = f"{entry.name}-{preset}" + (f"-{players}p" if players is not None else "")
                out.append(pytest.param(game, game.Options.from_preset(preset, **extra), id=label))
    return out


CONFIGS = configurations()


def card_ids(data, out=None) -> set[Card]:
    """Every card named anywhere in a JSON value (a card's text carries its copy: an identity)."""
    out = set() if out is None else out
    if isinstance(data, dict):
        for value in data.values():
            card_ids(value, out)
    elif isinstance(data, list):
        for value in data:
            card_ids(value, out)
    elif isinstance(data, str):
        try:
            out.add(Card.parse(data))
        except ValueError:
            pass
    return out


def faces(cards) -> Counter:
    return Counter((c.rank, c.suit) for c in cards)


def seats(game, options) -> range:
    return range(game.seat_count(options))


def play(game, options, seed, visit=None):
    """A seeded round of random legal actions; ``visit(state, step, log)`` at sampled positions and at
    the end.  Returns (final state, record)."""
    context = game.round_context(options, game.new_match_score(options), 0)
    state = game.new_state(options, seed, context)
    record = Record(game.name, game.rules_version, options.to_json(), seed, context)
    rng = random.Random(seed)
    step = 0
    while True:
        if visit is not None and (step < 6 or step % 25 == 0 or state.is_over):
            visit(state, step, record.actions)
        if state.is_over:
            return state, record
        seat = rng.choice(sorted(state.seats_to_move()))
        legal = state.legal_actions(seat)
        action = legal[rng.randrange(len(legal))]
        state.apply(seat, action)
        record.actions.append((seat, action.to_json()))
        step += 1
        assert step < MAX_STEPS, "a round of random legal play must end"


def determinised(game, view, assignment, rng):
    """A world from a shuffle of ``assignment``; a game may refuse a shuffle that puts a card where it
    can never lie (Canasta: a red 3 in a hand), so another is drawn -- but one must be accepted."""
    for _ in range(200):
        rng.shuffle(assignment)
        try:
            return game.determinise(view, assignment)
        except BadMessage:
            continue
    raise AssertionError("no shuffle of the unseen cards was accepted")


@pytest.mark.parametrize("game, options", CONFIGS)
def test_random_play_ends_and_keeps_every_card(game, options):
    for seed in SEEDS:
        deck = card_ids(game.new_state(options, seed, game.round_context(
            options, game.new_match_score(options), 0)).to_json())
        assert deck

        def visit(state, step, log):
            assert card_ids(state.to_json()) == deck, "a card was created or lost"
            moving = state.seats_to_move()
            assert moving <= set(seats(game, options))
            for seat in seats(game, options):
                assert bool(state.legal_actions(seat)) == (seat in moving)

        state, _ = play(game, options, seed, visit)
        assert state.is_over and not state.seats_to_move()


@pytest.mark.parametrize("game, options", CONFIGS)
def test_views_add_up_to_the_deck_and_show_nothing_hidden(game, options):
    for seed in SEEDS:
        deck = faces(card_ids(game.new_state(options, seed, game.round_context(
            options, game.new_match_score(options), 0)).to_json()))
        seen = []                                          # (seat, what it sees, its unseen cards, step)

        def visit(state, step, log):
            shown_by = {}
            for seat in seats(game, options):
                view = state.view(seat)
                shown_by[seat] = card_ids(view.to_json())
                if not state.is_over:
                    seen.append((seat, shown_by[seat], game.unseen_cards(view), step))
            public = set.intersection(*shown_by.values())
            assert card_ids(state.view(None).to_json()) <= public, "a spectator sees a card some seat does not"

        _, record = play(game, options, seed, visit)
        last_move = {}                                     # seat -> the step of its last decision
        for step, (seat, _) in enumerate(record.actions):
            last_move[seat] = step
        for seat, shown, unseen, step in seen:
            if step > last_move.get(seat, -1):             # done for the round (a Spider seat may then watch)
                continue
            total = faces(shown) + faces(unseen)
            assert not total - deck, f"seat {seat} sees a hidden card, or unseen_cards counts a seen one"
            assert not deck - total, f"seat {seat}: cards neither shown nor unseen"


@pytest.mark.parametrize("game, options", CONFIGS)
def test_actions_and_views_round_trip_through_json(game, options):
    def visit(state, step, log):
        for seat in [*seats(game, options), None]:
            view = state.view(seat)
            assert game.view_from_json(json.loads(json.dumps(view.to_json()))) == view
            for action in state.legal_actions(seat) if seat is not None else ():
                assert game.actions.from_json(json.loads(json.dumps(action.to_json()))) == action

    for seed in SEEDS:
        play(game, options, seed, visit)


@pytest.mark.parametrize("game, options", CONFIGS)
def test_a_record_replays_to_the_identical_state(game, options):
    for seed in SEEDS:
        middle = []
        play(game, options, seed, lambda state, step, log: middle.append((step, json.dumps(state.to_json()))))
        state, record = play(game, options, seed)
        again = Record.from_json(json.loads(json.dumps(record.to_json())))
        assert replay(game, again).to_json() == state.to_json()
        step, data = middle[len(middle) // 2]
        again.actions = again.actions[:step]
        assert json.dumps(replay(game, again).to_json()) == data


@pytest.mark.parametrize("game, options", CONFIGS)
def test_check_agrees_with_legal_actions_and_refusals_change_nothing(game, options):
    """Every listed action passes ``check``; a seat not to move is refused everything; an action
    ``check`` refuses is refused by ``apply`` too, with a reason, and changes nothing.  (A game may
    list one representative per choice -- Canasta does, per face of card -- so an unlisted action
    that ``check`` accepts must apply.)"""
    refused = 0
    for seed in SEEDS:
        rng = random.Random(seed)

        def visit(state, step, log):
            nonlocal refused
            later = state.copy()
            probes = []
            for _ in range(4):                          # actions of every seat now and a few moves on
                for seat in seats(game, options):
                    probes += later.legal_actions(seat)
                if later.is_over:
                    break
                mover = rng.choice(sorted(later.seats_to_move()))
                later.apply(mover, rng.choice(later.legal_actions(mover)))
            before = json.dumps(state.to_json())
            for seat in seats(game, options):
                legal = state.legal_actions(seat)
                for action in legal:
                    state.check(seat, action)
                for action in [a for a in probes if a not in legal]:
                    try:
                        state.check(seat, action)
                    except IllegalAction as exc:
                        assert exc.reason
                        refused += 1
                        if rng.random() < 0.2:
                            with pytest.raises(IllegalAction):
                                state.apply(seat, action)
                        continue
                    assert seat in state.seats_to_move(), f"seat {seat} may not move, yet {action} passes"
                    state.copy().apply(seat, action)
            assert json.dumps(state.to_json()) == before

        play(game, options, seed, visit)
    assert refused


@pytest.mark.parametrize("game, options", CONFIGS)
def test_a_determinised_state_gives_back_the_view(game, options):
    for seed in SEEDS:
        rng = random.Random(seed)
        deck = card_ids(game.new_state(options, seed, game.round_context(
            options, game.new_match_score(options), 0)).to_json())
        played_out = []

        def visit(state, step, log):
            if state.is_over:                              # no bot searches a finished round
                return
            for seat in seats(game, options):
                view = state.view(seat)
                assignment = list(game.unseen_cards(view))
                world = determinised(game, view, assignment, rng)
                assert json.dumps(world.view(seat).to_json()) == json.dumps(view.to_json())
                assert world.legal_actions(seat) == state.legal_actions(seat)
                shown = sorted(card_ids(view.to_json()))
                wrong = [assignment[:-1], assignment + assignment[:1]] if assignment else [shown[:1]]
                for bad in wrong:
                    with pytest.raises(BadMessage):
                        game.determinise(view, bad)
                if step == 3 and not played_out:           # a determinised world plays on like any state
                    played_out.append(seat)
                    while not world.is_over:
                        mover = rng.choice(sorted(world.seats_to_move()))
                        world.apply(mover, rng.choice(world.legal_actions(mover)))
                    assert card_ids(world.to_json()) == deck

        play(game, options, seed, visit)
