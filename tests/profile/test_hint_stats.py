"""A match played with hints (issue 25 §2): marked in its save (so the mark survives resuming) and in its
statistics entry, and it does not change the player's rating."""

from __future__ import annotations

import pytest

from cardsuite.profile import statistics, versioned_json
from cardsuite.profile.sessions import Sessions
from cardsuite.profile.settings import Settings
from support.toyhelpers import start_toy_match, step


@pytest.fixture
def sessions():
    versioned_json.take_problems()
    return Sessions(Settings.load())


def _play_out(match) -> None:
    while not match.is_over:
        step(match)


def test_the_hint_mark_survives_save_and_resume(sessions, toy_entry):
    match = start_toy_match(sessions, toy_entry, seed=11)
    step(match)
    match.hints_used = True
    step(match)                                 # the next action autosaves it
    again = Sessions(Settings.load()).resume("toy")
    assert again.hints_used
    fresh = start_toy_match(Sessions(Settings.load()), toy_entry, seed=12)
    assert not fresh.hints_used


@pytest.mark.parametrize("hints", [False, True])
def test_a_match_with_hints_is_marked_and_leaves_the_rating_alone(sessions, toy_entry, hints):
    before = sessions.stats.rating("toy")
    match = start_toy_match(sessions, toy_entry, seed=22, preset="short")
    match.hints_used = hints
    _play_out(match)
    entry = statistics.Stats.load().history("toy")[-1]
    assert entry.get("hints_used", False) is hints
    after = statistics.Stats.load().rating("toy")
    if hints:
        assert after == before and "rating" not in entry
    else:
        assert after is not None and after != before


def test_an_entry_from_before_hints_reads_as_played_without(tmp_path):
    stats = statistics.Stats({"version": 2, "games": {}, "matches": {"toy": [{"at": 1.0, "outcome": "win"}]}},
                             path=tmp_path / "stats.json")
    assert stats.history("toy")[-1].get("hints_used", False) is False


def test_a_guests_match_with_hints_is_marked_and_unrated(sessions):
    from cardsuite import games
    schnapsen = games.get("schnapsen")
    options = schnapsen.game().Options.from_preset().to_json()
    seats = [{"name": "Host", "kind": "remote", "rating": 1300}, {"name": "Ann", "kind": "remote", "rating": None}]
    assert sessions.record_guest_result("schnapsen", "lan-1", 1, seats, options, 1, [0, 7], None, False, 60.0,
                                        hints_used=True)
    entry = sessions.stats.history("schnapsen")[-1]
    assert entry["outcome"] == "win" and entry["hints_used"] is True
    assert sessions.stats.rating("schnapsen") is None, "no rated match yet"
    assert sessions.record_guest_result("schnapsen", "lan-2", 1, seats, options, 1, [0, 7], None, False, 60.0)
    assert sessions.stats.rating("schnapsen") is not None
