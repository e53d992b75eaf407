"""Events read back from JSON are typed: cards are Cards, suits Suits, seats ints (Event.from_json)."""

from __future__ import annotations

import json

import pytest

from cardsuite import games
from cardsuite.cards import Card, Suit
from cardsuite.engine import BadMessage, Event
from cardsuite.play import play_bots
from cardsuite.play.match import Match
from cardsuite.play.seats import BotSeat
from support.randomplay import RandomPlayer, random_level


VARIANTS = {"canasta": [{"players": 4, "doubling": True, "ask_partner": True}]}   # events only these emit
SEEDS = {"canasta": (3,), "schnapsen": (3,), "spider": (1,), "spider_practice": (1, 4, 2)}
"""Seeds that emit every kind and shape of event that seeds 1, 2 and 3 do (traced: kind, data keys and value
types), or more: in Spider practice's 4 the demo is asked where the solver finds a plan at once, where in 2 it
spent its whole budget finding none.  Any other game plays seeds 1, 2 and 3."""


def played_events(entry, seeds=(1, 2, 3), actions=600):
    """Every event a few rounds of random and easy bots emit, under each preset (and VARIANTS).  The random
    bots ask a solver once in all these rounds (support.randomplay: Spider practice's Demo, whose events are
    those of any action)."""
    game = entry.game()
    randoms = random_level(RandomPlayer())
    seen: list[Event] = []
    options = [game.Options.from_preset(p) for p in game.Options.PRESETS]
    options += [game.Options.from_preset(None, **v) for v in VARIANTS.get(entry.name, ())]
    for seed in seeds:
        for opts in options:
            for level in ("random", "easy"):
                bot_level = randoms if level == "random" else entry.bot_levels()[level]
                seats = [BotSeat(bot_level, f"R{i}", 0) for i in range(game.seat_count(opts))]
                match = Match(entry, opts, seats, seed=seed)
                match.add_listener(lambda m, events: seen.extend(events))
                play_bots(match, max_actions=actions)
    return game, seen


@pytest.mark.parametrize("name", sorted(games.ENGINES) + ["toy"])
def test_every_event_a_game_emits_round_trips_typed(name, toy_entry):
    entry = toy_entry if name == "toy" else games.ENGINES[name]
    game, events = played_events(entry, SEEDS.get(name, (1, 2, 3)))
    assert events
    for event in events:
        back = game.event_from_json(json.loads(json.dumps(event.to_json())))
        assert back == Event(event.kind, event.data), event
        for key in ("card", "jack", "top"):
            assert back.data.get(key) is None or isinstance(back.data[key], Card)
        assert all(isinstance(c, Card) for c in back.data.get("cards", ()))
        assert "suit" not in back.data or isinstance(back.data["suit"], Suit)
        assert back.data.get("seat") is None or type(back.data["seat"]) is int


@pytest.mark.parametrize("data", [
    {"kind": "move", "data": {"card": "ZZ"}},
    {"kind": "move", "data": {"seat": "1"}},
    {"kind": "trick", "data": {"cards": "AS"}},
    {"kind": "move", "data": {"other": {1, 2}}},
    {"kind": 3, "data": {}},
    {"kind": "move", "data": {}, "audience": [0]},
    ["move"],
])
def test_malformed_events_are_refused(data):
    with pytest.raises(BadMessage):
        Event.from_json(data)
