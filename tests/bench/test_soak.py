"""The soak harness (tests/bench/soak.py) as a regular test: a short seeded soak of every game ends with no
crash and no exception, and the harness itself reports a crash it is made to have, with its seed.

The matches run in child processes (real windows offscreen, synthetic input); the bounds are counts of
gestures and matches, never time.
"""

import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "bench"))

import soak  # noqa: E402

from cardsuite import games  # noqa: E402
from support.printed import last_json  # noqa: E402


def run(capsys, *argv) -> dict:
    code = soak.main([*argv, "--json", "--hang-s", "240"])
    figures = last_json(capsys)
    assert code == (1 if figures["crashes"] or figures["exceptions"] else 0)
    return figures


def test_a_short_seeded_soak_of_every_game_has_no_crash_and_no_exception(capsys):
    figures = run(capsys, "--gestures", "12", "--legal", "0.9", "--speeds", "fast", "--children", "1", "--seed", "11")
    assert figures["crashes"] == 0 and figures["exceptions"] == 0, figures["failures"]
    assert set(figures["games"]) == set(games.GAMES)
    assert all(game["gestures"] >= 12 for game in figures["games"].values())


def test_a_seeded_match_is_played_to_its_end(capsys):
    """Animations off: a Schnapsen trick otherwise stays on the table for its reading pause, which is
    real time (the test above plays them at speed "fast")."""
    figures = run(capsys, "--game", "schnapsen", "--matches", "1", "--children", "3", "--legal", "0.9",
                  "--speeds", "off", "--seed", "11")
    assert figures["crashes"] == 0 and figures["exceptions"] == 0, figures["failures"]
    assert figures["matches"] == 1 and figures["gestures"] > 0, json.dumps(figures["games"])


def test_the_harness_reports_an_exception_in_a_qt_slot_and_a_crash_with_the_seed(capsys, monkeypatch):
    monkeypatch.setenv(soak.CRASH_ENV, "6")           # the child segfaults after 6 gestures, having raised after 3
    figures = run(capsys, "--game", "schnapsen", "--gestures", "1000", "--raise-after", "3", "--children", "1",
                  "--speeds", "fast", "--seed", "23")
    assert figures["crashes"] == 1 and figures["exceptions"] == 1
    crash, = [f for f in figures["failures"] if f["kind"] == "crash"]
    assert crash["seed"] == 23 and crash["game"] == "schnapsen"
    assert crash["signal"] == 11 and "Segmentation fault" in crash["trace"]
    assert "--seed 23" in crash["replay"]
    exception, = [f for f in figures["failures"] if f["kind"] == "exception"]
    assert exception["seed"] == 23 and "ZeroDivisionError" in exception["trace"]
