"""The horizon-estimate fitter: it plays, fits and reports weights of the shape the search reads."""

import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "bench"))

import schnapsen_estimate  # noqa: E402


def test_the_fit_is_reported_and_treats_both_seats_alike(capsys):
    schnapsen_estimate.main(["--level", "medium", "--rounds", "20", "--seed", "5", "--json"])
    figures = json.loads(capsys.readouterr().out.strip().splitlines()[-1])
    assert 10 in map(int, figures["weights"])                  # every round has a first trick
    for size, weights in figures["weights"].items():
        assert len(weights) == 30
        # both seats' side of every position is in the data, so each feature of ours weighs what the
        # opponent's same feature weighs, with the sign turned (the constant is ~0)
        assert abs(weights[0]) < 1e-3 and all(abs(weights[k] + weights[k + 1]) < 1e-3 for k in (1, 3, 5, 7))
        assert all(abs(weights[10 + k] + weights[20 + k]) < 1e-3 for k in range(10))
        checked = figures["held_out_mse"][size]
        assert checked["positions"] > 0 and checked["now"] >= 0 and checked["refit"] >= 0


def test_an_unknown_level_is_refused():
    try:
        schnapsen_estimate.main(["--level", "grandmaster", "--rounds", "1"])
    except SystemExit as exc:
        assert "grandmaster" in str(exc)
    else:
        raise AssertionError("an unknown level was accepted")
