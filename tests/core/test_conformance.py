"""Every registered engine (and the toy game) against the engine interface: cardsuite/engine.py, as
cardsuite/ARCHITECTURE.md describes it.

Seeded random legal play to the end of a round, for every preset and player count, checking at
sampled positions: no card created or lost, each seat's view plus its unseen cards make up the
deck and nothing more (so no view shows a hidden card), a spectator sees only what every seat
sees, actions and views round-trip through JSON, a record replays to the identical state,
``check`` agrees with ``legal_actions`` (and an illegal action changes nothing), and a state
determinised from a view gives that view back; and every action ``check`` accepts on the way is
reachable through ``legal_actions`` (listed itself, or -- for a game that lists one representative per
choice, which says how in :class:`ListedSteps` -- as listed steps to the same position).  Per-game
property tests keep only what is particular to their game.
"""

from __future__ import annotations

import dataclasses
import json
import random
from collections import Counter

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as hs

from cardsuite import games
from cardsuite.cards import Card, Rank
from cardsuite.games.canasta.engine import cards as cmelds
from cardsuite.games.canasta.engine import actions as canasta
from cardsuite.engine import BadMessage, IllegalAction, Record, replay
from support.randomplay import RandomPlayer
from support.toy import TOY

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
    """A seeded round of random legal actions (:class:`RandomPlayer`: an action that runs a solver at most
    once); ``visit(state, step, log)`` at sampled positions and at the end.  Returns (final state, record)."""
    context = game.round_context(options, game.new_match_score(options), 0)
    state = game.new_state(options, seed, context)
    record = Record(game.name, game.rules_version, options.to_json(), seed, context)
    rng = random.Random(seed)
    player = RandomPlayer()
    step = 0
    while True:
        if visit is not None and (step < 6 or step % 25 == 0 or state.is_over):
            visit(state, step, record.actions)
        if state.is_over:
            return state, record
        seat = rng.choice(sorted(state.seats_to_move()))
        action = player.choose(state.legal_actions(seat), rng)
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
        look_ahead = RandomPlayer(solver=False)         # the game asks the solver (its own player); these do not

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
                later.apply(mover, look_ahead.choose(later.legal_actions(mover), rng))
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
        play_out = RandomPlayer(solver=False)           # the game asks the solver (its own player); a world does not

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
                        world.apply(mover, play_out.choose(world.legal_actions(mover), rng))
                    assert card_ids(world.to_json()) == deck

        play(game, options, seed, visit)


# ---------------------------------------------------------------- what check accepts is reachable


class ListedSteps:
    """How an action ``check`` accepts is reached through listed actions -- by default it is listed itself.

    A game that lists one representative per choice says here how an accepted action breaks into listed
    steps (``steps``), which listed action stands for a step (``listed``), when two positions are the same
    for every seat (``position``), and which unlisted actions are worth probing (``candidates``).
    """

    def steps(self, state, seat, action) -> list:
        return [action]

    def listed(self, legal, state, seat, step):
        return step if step in legal else None

    def position(self, state):
        return json.dumps(state.to_json(), sort_keys=True)

    def candidates(self, state, seat, rng) -> list:
        return []


class CanastaSteps(ListedSteps):
    """Canasta lists a lay, pickup or take-back per kind of card (the lowest copy stands for its face or rank,
    RULES C-5, C-8, C-15); ``check`` accepts any copies and several cards at once.  A lay of several cards is
    its naturals and then its wild cards one by one, a take-back of several cards (or of all) one card at a
    time."""

    def steps(self, state, seat, action):
        cards = tuple(getattr(action, "cards", ()) or ())
        if isinstance(action, canasta.Meld) and len(cards) > 1:
            ordered = sorted(cards, key=lambda c: cmelds.WILD[cmelds.INDEX[c]])
            return [canasta.Meld(action.rank, (c,)) for c in ordered]
        if isinstance(action, canasta.TakeBack) and len(cards) != 1:      # no cards: every card laid
            return [canasta.TakeBack((c,)) for c in cards or [cmelds.CARDS[c] for c in state.laid]]
        return [action]

    def listed(self, legal, state, seat, step):
        if step in legal:
            return step
        want = canasta_kinds(state, step)
        return next((a for a in legal if type(a) is type(step) and canasta_kinds(state, a) == want), None)

    def position(self, state):
        """What every seat sees of the round, cards by kind (their rank; a 3 by its colour): hands, melds, the
        cards laid this turn, the pile, the red 3s, whose turn and phase and the turn's flags.  Not ``known``
        (which hand cards the others saw come from the pile or go back): which copy of a rank is laid is
        the one choice the listed lays make for the player (the lowest), and what the others remember
        follows the copy."""
        def kinds(cs):
            return sorted(KIND[c] for c in cs)
        return (state.phase, state.cur, [kinds(h) for h in state.hands], [[kinds(m) for m in side]
                for side in state.melds], [KIND[c] for c in state.pile], kinds(state.laid), kinds(state.red3[0]),
                kinds(state.red3[1]), state.opened, state.took_pile, state.must_out, state.no_out, state.asked,
                state.b3_snapshot is None, state.result, len(state.stock))

    def candidates(self, state, seat, rng):
        """Lays of several cards (every natural of a rank, two of them, with wild cards), pickups and
        take-backs, naming other copies than the listed ones."""
        card = cmelds.CARDS
        hand = sorted(state.hands[seat], reverse=True)          # the highest copies: not the listed ones
        wilds = [c for c in hand if cmelds.WILD[c]]
        by_rank: dict[int, list[int]] = {}
        for c in hand:
            if not cmelds.WILD[c]:
                by_rank.setdefault(cmelds.RANK[c], []).append(c)
        out = []
        for rank, cs in by_rank.items():
            for group in (cs, cs[:2], cs[:2] + wilds[:1], cs + wilds[:rng.randint(1, 3)]):
                out.append(canasta.Meld(Rank(rank), tuple(card[c] for c in group)))
        if state.pile:
            mine = by_rank.get(cmelds.RANK[state.pile[-1]], [])
            for k in range(len(mine) + 1):
                out.append(canasta.TakePile(tuple(card[c] for c in mine[:k] + wilds[:rng.randint(0, 2)])))
        if len(state.laid) > 1:
            some = rng.sample(state.laid, rng.randint(2, len(state.laid)))
            out.append(canasta.TakeBack(tuple(card[c] for c in some)))
        return out


def canasta_kinds(state, action):
    """What a Canasta action does, whichever copies it names: a lay by its rank and its cards' kinds, a pickup
    by its cards' kinds, a take-back by its faces and the melds they leave, a discard by its face."""
    ids = [cmelds.INDEX[c] for c in getattr(action, "cards", ())]
    kinds = sorted((cmelds.RANK[c], cmelds.WILD[c]) for c in ids)
    if isinstance(action, canasta.Meld):
        return int(action.rank), kinds
    if isinstance(action, canasta.TakePile):
        return kinds
    if isinstance(action, canasta.TakeBack):
        laid = {cmelds.FACE[c]: state.laid_rank[c] for c in state.laid}
        return sorted((laid.get(cmelds.FACE[c], -1), cmelds.FACE[c]) for c in ids)
    card = getattr(action, "card", None) or getattr(action, "discard", None)
    return card.code if card is not None else action


KIND = tuple(c.rank.code + ("red" if c.rank.code == "3" and c.is_red else "") for c in cmelds.CARDS)


STEPS = {"canasta": CanastaSteps()}
WALK_STEPS = 80


def reached_through_listed_steps(game, state, seat, action) -> None:
    """``action`` (which ``check`` accepts) breaks into steps each listed when it is taken, and they lead to
    the position the action leads to."""
    adapter = STEPS.get(game.name, ListedSteps())
    whole = state.copy()
    whole.apply(seat, action)
    walk = state.copy()
    whole_listed = adapter.listed(walk.legal_actions(seat), walk, seat, action)
    for step in [whole_listed] if whole_listed is not None else adapter.steps(walk, seat, action):
        legal = walk.legal_actions(seat)
        listed = adapter.listed(legal, walk, seat, step)
        assert listed is not None, f"{action} is accepted, but its step {step} is not listed: {legal}"
        walk.apply(seat, listed)
    assert adapter.position(walk) == adapter.position(whole), f"listed steps for {action} lead elsewhere"


@pytest.mark.parametrize("game, options", CONFIGS)
def test_every_action_check_accepts_is_reachable_through_legal_actions(game, options):
    """Random sequences that ``check`` accepts -- random legal play mixed with unlisted actions ``check``
    accepts (actions listed earlier in the round, and each game's own candidates: for Canasta, lays of
    several cards, other copies) -- are reachable step by step through ``legal_actions``: each accepted
    action is listed, or breaks into listed steps that reach the same position."""
    adapter = STEPS.get(game.name, ListedSteps())
    player = RandomPlayer()         # the walks together ask the solver once (support.randomplay)

    @settings(max_examples=3, deadline=None, derandomize=True, suppress_health_check=list(HealthCheck))
    @given(hs.integers(1, 10**6), hs.randoms(use_true_random=False))
    def walk(seed, rng):
        context = game.round_context(options, game.new_match_score(options), 0)
        state = game.new_state(options, seed, context)
        seen: dict = {}                                 # actions listed earlier in the round, in order
        for _ in range(WALK_STEPS):
            if state.is_over:
                break
            seat = rng.choice(sorted(state.seats_to_move()))
            legal = state.legal_actions(seat)
            for action in legal[:8]:
                seen.setdefault(action, None)
            pool = list(seen)
            probes = [pool[rng.randrange(len(pool))] for _ in range(6)] + adapter.candidates(state, seat, rng)
            accepted = []
            for action in probes:
                if action in legal:
                    continue
                try:
                    state.check(seat, action)
                except IllegalAction:
                    continue
                reached_through_listed_steps(game, state, seat, action)
                accepted.append(action)
            choice = rng.choice(accepted) if accepted and rng.random() < 0.5 else player.choose(legal, rng)
            state.apply(seat, choice)

    walk()
