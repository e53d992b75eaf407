"""The one way every table gets its seats (cardsuite.play.seating): the new-game dialog's choice, the host
dialog's seats, the headless host's --seats and the screenshots' bots all build them here."""

from __future__ import annotations

import random

import pytest

from cardsuite import games
from cardsuite.play.seating import SeatSpec, build_seats, skill_levels
from cardsuite.play.seats import BOT_NAMES, SeatKind


def test_every_kind_of_seat_is_built_as_described():
    entry = games.get("canasta")
    seats = build_seats(entry, [SeatSpec("local", "Ann"), SeatSpec("bot", levels=("hard",)),
                                SeatSpec("remote", "Waiting\u2026"), SeatSpec("hotseat", "Bo")], 0.5, random.Random(3))
    assert [s.kind for s in seats] == [SeatKind.LOCAL, SeatKind.BOT, SeatKind.REMOTE, SeatKind.HOTSEAT]
    assert [seats[0].name, seats[2].name, seats[3].name] == ["Ann", "Waiting\u2026", "Bo"]
    assert seats[1].level.level == "hard" and seats[1].pace == 0.5 and seats[1].rating == seats[1].level.rating
    assert seats[1].name in BOT_NAMES


def test_bots_are_named_unlike_anyone_at_the_table():
    entry = games.get("canasta")
    for seed in range(30):
        seats = build_seats(entry, [SeatSpec("local", "Luka")] + [SeatSpec("bot", levels=("easy", "medium"))] * 3,
                            0.0, random.Random(seed))
        names = [s.name for s in seats]
        assert len(set(names)) == 4 and {s.level.level for s in seats[1:]} <= {"easy", "medium"}


def test_a_bot_without_a_range_is_the_weakest_level_and_a_range_of_one_draws_nothing():
    """The screenshots' bots (``cardsuite --screenshot``) are named as before the seats were built in one place:
    the README's pictures show "Luka" at Schnapsen and Canasta for two."""
    from cardsuite.app import bot_seats
    for name, players, names in (("schnapsen", None, ["Janez", "Luka"]), ("canasta", 2, ["Janez", "Luka"]),
                                 ("canasta", 4, ["Nina", "Bojan", "Luka", "Iwona"]),
                                 ("spider", None, ["Janez", "Luka"])):
        entry = games.get(name)
        options = entry.game().Options.from_preset(**({"players": players} if players else {}))
        seats = bot_seats(entry, options)
        assert [s.name for s in seats] == names
        assert {s.level.level for s in seats} == {skill_levels(entry)[0].level}
    entry = games.get("schnapsen")
    fixed = build_seats(entry, [SeatSpec("bot", levels=("hard",))] * 2, 0.0, random.Random(2))
    assert [s.name for s in fixed] == ["Janez", "Luka"]


def test_a_level_the_game_has_not_or_a_kind_of_seat_there_is_not_is_refused():
    entry = games.get("schnapsen")
    with pytest.raises(ValueError, match="unknown bot level 'genius'"):
        build_seats(entry, [SeatSpec("local", "Ann"), SeatSpec("bot", levels=("genius",))])
    with pytest.raises(ValueError, match="not 'robot'"):
        build_seats(entry, [SeatSpec("local", "Ann"), SeatSpec("robot")])


def test_the_host_dialogs_seats_are_built_the_same_way(qapp):
    from cardsuite.ui.lan.lanplay import seat_specs, waiting_name
    table = {"seats": [{"kind": "local"}, {"kind": "bot", "level": "medium"}, {"kind": "remote"}, {"kind": "bot"}]}
    specs = seat_specs(table, "Ann")
    assert specs == [SeatSpec("local", "Ann"), SeatSpec("bot", levels=("medium",)), SeatSpec("remote", waiting_name()),
                     SeatSpec("bot")]
    seats = build_seats(games.get("canasta"), specs, 0.0, random.Random(1))
    assert [s.level.level for s in seats if s.kind is SeatKind.BOT] == ["medium", "easy"]
