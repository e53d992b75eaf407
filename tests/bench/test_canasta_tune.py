"""The Canasta weight search: duels of two sets of weights, and a search that keeps only the steps that win."""

import json
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "bench"))

import canasta_tune  # noqa: E402


def last_json(capsys) -> dict:
    return json.loads(capsys.readouterr().out.strip().splitlines()[-1])


def test_the_same_weights_on_both_sides_tie_in_every_deal(capsys):
    canasta_tune.main(["--check", "medium", "--against", "{}", "--deals", "3", "--seed", "5", "--json"])
    figures = last_json(capsys)
    assert figures["check"] == figures["against"] == {}
    assert figures["settings"] == {name: [0.0, 0.0] for name in ("StarGames 2p", "StarGames 4p", "Classic 2p",
                                                                 "Classic 4p")}


def test_a_duel_reports_the_lead_of_the_first_weights_in_each_setting(capsys):
    canasta_tune.main(["--check", '{"draw_per_card": 1.0}', "--against", "medium", "--deals", "6", "--seed", "5",
                       "--json"])
    figures = last_json(capsys)
    assert figures["check"] == {"draw_per_card": 1.0}
    two_players = [figures["settings"][name] for name in ("StarGames 2p", "Classic 2p")]
    assert all(se > 0 for _, se in two_players)                 # the weight decides some draws with 2 players
    assert figures["settings"]["StarGames 4p"] == [0.0, 0.0]    # 4 players use draw_partners instead


def test_the_search_keeps_only_steps_that_win_and_prints_the_weights_found(capsys):
    """From medium's weights a higher bar for the pile with 2 players wins (Classic: by some 300 points a round)."""
    canasta_tune.main(["--start", "medium", "--fields", "draw_per_card", "--deals", "16", "--seed", "5",
                       "--sweeps", "1", "--players", "2", "--json"])
    out = capsys.readouterr().out.strip().splitlines()
    found = json.loads(out[-1])["weights"]
    steps = [line for line in out if line.startswith("sweep 1 draw_per_card")]
    kept = [line for line in steps if line.endswith("kept")]
    assert kept and len(steps) == len(kept) + 1                 # up while it won, one step that did not, then stop
    assert found["draw_per_card"] > 9.0


@pytest.mark.parametrize("argv,named", [(["--fields", "nonsense"], "nonsense"),
                                        (["--check", "{not json"], "not a set of weights"),
                                        (["--check", '{"colour": 1}'], "colour")])
def test_bad_weights_are_refused_readably(argv, named):
    with pytest.raises(SystemExit) as refused:
        canasta_tune.main(argv + ["--deals", "2"])
    assert named in str(refused.value)
