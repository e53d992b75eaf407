"""A player's files written by the release before the profile's rooms were split (cardsuite 0.1.0): settings,
statistics, three unfinished matches and a hosted table's save.  They load as they were and every match resumes
at the identical position -- so moving code between modules never strands a player's files.

The folder ``fixtures/profile-0.1.0`` is a whole ``CARDSUITE_HOME`` (``config/``, ``data/``), written by that
release's own code: the matches were played by bots (seat 0 handed to the player "Ann"), the finished ones
counted in the statistics, the settings changed through ``Settings.set``.  Never rewrite it with newer code.
"""

from __future__ import annotations

import hashlib
import json
import shutil
from pathlib import Path

import pytest

from cardsuite import codec
from cardsuite.profile import sessions as sessions_module

TESTS = next(p for p in Path(__file__).resolve().parents if p.name == "tests")
RELEASE = TESTS / "fixtures" / "profile-0.1.0"


@pytest.fixture
def release_home(tmp_path, monkeypatch):
    home = tmp_path / "home"
    shutil.copytree(RELEASE, home)
    monkeypatch.setenv("CARDSUITE_HOME", str(home))
    return home


def load_settings():
    from cardsuite.profile.settings import Settings
    return Settings.load()


def load_stats():
    from cardsuite.profile.statistics import Stats
    return Stats.load()


def position(match) -> str:
    """Every seat's view and legal actions, as the network would carry them."""
    seats = range(len(match.seats))
    shown = [codec.dump(match.view(seat)) for seat in seats] + [[a.to_json() for a in match.legal(seat)]
                                                                  for seat in seats]
    return hashlib.sha256(json.dumps(shown, sort_keys=True).encode()).hexdigest()[:16]


# game, save, round, totals, seats to move, actions this round, position, seats, clocks (ms)
RESUMED = [
    ("schnapsen", None, 3, [7, 3], [1], 3, "bad1385fc2d3759b", [("local", "Ann"), ("bot", "Luka")], [0, 0]),
    ("canasta", None, 0, [0, 0, 0, 0], [0], 60, "e316b379473402ee",
     [("local", "Ann"), ("bot", "Luka"), ("bot", "Zofia"), ("bot", "Miha")], [0, 0, 0, 0]),
    ("spider", None, 0, [0, 0], [0, 1], 50, "a8209d85601d52ce", [("local", "Ann"), ("bot", "Luka")], [34000, 30000]),
    ("schnapsen", "host-schnapsen", 0, [7, 7], [0], 9, "6ed6ebbc9e13520f", [("remote", "Bo"), ("bot", "Marta")],
     [0, 0]),
]


@pytest.mark.parametrize("game, slot, round_no, totals, waiting, actions, seen, seats, clocks", RESUMED,
                         ids=[row[1] or row[0] for row in RESUMED])
def test_each_saved_match_resumes_at_the_identical_position(release_home, game, slot, round_no, totals, waiting,
                                                            actions, seen, seats, clocks):
    sessions = sessions_module.Sessions(load_settings())
    assert sessions.save_info(slot or game).status == "resumable"
    match = sessions.resume(game, slot=slot)
    assert (match.round_no, match.totals(), sorted(match.waiting()), len(match.record.actions)) == \
        (round_no, totals, waiting, actions)
    assert [(s.kind.value, s.name) for s in match.seats] == seats
    assert [match.used_ms(seat) for seat in range(len(match.seats))] == clocks   # a clock note kept (Spider)
    assert position(match) == seen


def test_a_hosted_tables_save_is_hosted_again(release_home):
    from cardsuite.net.headless import resume_match
    match = resume_match("schnapsen", 0.0, sessions_module.Sessions(load_settings()))
    assert match.seats[0].kind.value == "remote" and position(match) == RESUMED[3][6]


def test_the_settings_load_as_they_were_and_are_written_back_in_the_same_form(release_home):
    settings = load_settings()
    assert not settings.read_only
    expected = {"card_back": "classic_red", "table_colour": "#224466", "animation_speed": "fast",
                "hints_enabled": False, "spider_auto_turn_up": True, "language": "pl", "player_name": "Ann",
                "bot_pace": 0.5, "lan_discovery_targets": ["127.0.0.1:47474"], "lan_name": "Ann's laptop",
                "lan_ignored": ["Bob"], "hints_closed": {"some-match": ["first-deal"]}}
    assert {key: settings.get(key) for key in expected} == expected
    assert settings.get("wallet")["chips"] == 1010
    from cardsuite.profile import wallet
    assert wallet.chips(settings) == 1010
    assert set(settings.get("last_match_scores")) == {"schnapsen", "canasta", "spider"}
    path = release_home / "config" / "settings.json"
    before = json.loads((RELEASE / "config" / "settings.json").read_text(encoding="utf-8"))
    settings.set("animation_speed", "fast")                  # written again by this version
    after = json.loads(path.read_text(encoding="utf-8"))
    assert after == before, "the release reads what this version writes: the same keys, the same form"


def test_the_statistics_load_as_they_were(release_home):
    from cardsuite.profile.statistics import figures
    stats = load_stats()
    assert stats.summary("schnapsen") == {"played": 3, "won": 2, "lost": 1, "drawn": 0, "points": 6}
    assert stats.summary("canasta")["played"] == 2 and stats.summary("spider")["played"] == 1
    assert round(stats.rating("schnapsen"), 1) == 1241.2
    history = stats.history("schnapsen")
    assert [e["outcome"] for e in history] == ["win", "win", "loss"] and history[-1]["left"]
    assert [e["deal"] for e in history] == [11, 12, 14]
    shown = figures(stats, "schnapsen")
    assert (shown.played, shown.won, shown.best_streak, shown.current_streak) == (3, 2, 2, -1)
    path = release_home / "data" / "stats.json"
    before = json.loads(path.read_text(encoding="utf-8"))
    stats.save()
    assert json.loads(path.read_text(encoding="utf-8")) == before
