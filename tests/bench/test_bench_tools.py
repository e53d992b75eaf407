"""The benchmark tools stay runnable: each runs briefly on the toy game and prints its JSON last."""

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "bench"))

import engine_speed  # noqa: E402
import ratings  # noqa: E402
import tournament  # noqa: E402

from support.printed import last_json  # noqa: E402


def test_engine_speed_reports_rounds_per_second(toy_entry, capsys):
    engine_speed.main(["--game", "toy", "--seconds", "0.05", "--json"])
    figures = last_json(capsys)
    assert figures["rounds_per_s"] > 0 and figures["actions_per_round"] == 6


def test_tournament_reports_the_agreed_figures(toy_entry, capsys):
    tournament.main(["--game", "toy", "--a", "easy", "--b", "random", "--games", "10", "--seed", "3", "--json"])
    figures = last_json(capsys)
    assert figures["games"] == 20
    assert figures["a_wins"] + figures["b_wins"] + figures["draws"] == 20
    low, high = figures["a_win_rate_ci"]
    assert 0 <= low <= figures["a_win_rate"] <= high <= 1
    assert set(figures["ms_per_decision"]) == {"a", "b"}
    assert set(figures["ms_per_decision"]["a"]) == {"median", "p95", "max"}
    assert figures["cap_hits"] == {"a": 0, "b": 0}


def test_tournament_records_hash_repeats_for_a_seed_and_tells_seeds_apart(toy_entry, capsys):
    hashes = []
    for seed in ("3", "3", "4"):
        tournament.main(["--game", "toy", "--a", "easy", "--b", "random", "--games", "6", "--seed", seed, "--json"])
        hashes.append(last_json(capsys)["records_sha256"])
    assert hashes[0] == hashes[1] != hashes[2]
    assert len(hashes[0]) == 64 and int(hashes[0], 16) >= 0


def test_a_run_recorded_in_two_parts_sums_up_as_one_run(toy_entry, capsys, tmp_path):
    whole = ["--game", "toy", "--a", "easy", "--b", "random", "--seed", "3", "--json"]
    tournament.main([*whole, "--games", "5"])
    one_run = last_json(capsys)
    first, rest = tmp_path / "first.jsonl", tmp_path / "rest.jsonl"
    tournament.main([*whole, "--games", "2", "--jsonl", str(first)])
    tournament.main([*whole, "--games", "3", "--first", "2", "--jsonl", str(rest)])
    capsys.readouterr()
    tournament.main(["--summary", str(rest), str(first), str(first), "--json"])
    summed = last_json(capsys)
    for key in ("games", "a_wins", "draws", "b_wins", "a_win_rate", "score_diff_ci", "records_sha256"):
        assert summed[key] == one_run[key], key
    tournament.main(["--summary", str(rest), "--json"])
    assert last_json(capsys)["games"] == 6


def test_summary_refuses_records_of_another_run(toy_entry, capsys, tmp_path):
    mine, other = tmp_path / "mine.jsonl", tmp_path / "other.jsonl"
    tournament.main(["--game", "toy", "--a", "easy", "--b", "random", "--games", "1", "--jsonl", str(mine)])
    tournament.main(["--game", "toy", "--a", "easy", "--b", "random", "--games", "1", "--seed", "4",
                     "--jsonl", str(other)])
    with pytest.raises(SystemExit, match="another run"):
        tournament.main(["--summary", str(mine), str(other)])
    (tmp_path / "junk.jsonl").write_text("{not json\n")
    with pytest.raises(SystemExit, match="cannot read"):
        tournament.main(["--summary", str(tmp_path / "junk.jsonl")])
    (tmp_path / "odd.jsonl").write_text(mine.read_text().splitlines()[0] + '\n{"deal": 3}\n')
    with pytest.raises(SystemExit, match="line 2 is not a recorded deal"):
        tournament.main(["--summary", str(tmp_path / "odd.jsonl")])


def test_summary_leaves_out_the_deal_being_written_when_the_run_stopped(toy_entry, capsys, tmp_path):
    record = tmp_path / "stopped.jsonl"
    tournament.main(["--game", "toy", "--a", "easy", "--b", "random", "--games", "2", "--jsonl", str(record)])
    whole = record.read_text()
    record.write_text(whole[:-40])                  # stopped in the middle of writing the second deal
    capsys.readouterr()
    tournament.main(["--summary", str(record), "--json"])
    assert last_json(capsys)["games"] == 2


def test_unknown_game_and_level_are_refused(toy_entry):
    with pytest.raises(SystemExit):
        engine_speed.main(["--game", "nope"])
    with pytest.raises(SystemExit):
        tournament.main(["--game", "toy", "--a", "grandmaster", "--b", "random"])


def test_ratings_chain_measured_steps_up_from_random(toy_entry, capsys):
    ratings.main(["--game", "toy", "--games", "12", "--seed", "3", "--unit", "round", "--json"])
    figures = last_json(capsys)
    (step,) = figures["steps"]
    assert (step["upper"], step["lower"], step["games"]) == ("easy", "random", 24)
    assert step["elo"] == round(ratings.elo_step(step["share"]))
    assert step["elo_ci"][0] <= 0 <= step["elo_ci"][1]
    easy = figures["ratings"]["easy"]
    assert easy["rating"] == figures["registered"]["random"] + step["elo"]
    assert easy["low"] <= easy["rating"] <= easy["high"]


def test_ratings_in_matches_count_whole_matches_with_seats_swapped(toy_entry, capsys):
    ratings.main(["--game", "toy", "--games", "5", "--seed", "3", "--json"])
    figures = last_json(capsys)
    (step,) = figures["steps"]
    assert figures["unit"] == "match" and step["games"] == 10
    again = ratings.match_share(toy_entry, toy_entry.game().Options(), "easy", "random", 5, 3, 1)
    assert again["a_win_rate"] == step["share"]


def test_elo_steps_follow_the_logistic_curve_and_stay_finite():
    assert ratings.elo_step(0.5) == 0
    assert round(ratings.elo_step(0.76)) == 200 and round(ratings.elo_step(0.24)) == -200
    assert ratings.elo_step(1.0) == ratings.elo_step(0.99) < 800
    steps = [{"upper": "b", "lower": "a", "elo": 100, "elo_ci": [-30, 40]},
             {"upper": "c", "lower": "b", "elo": 50, "elo_ci": [-20, 20]},
             {"upper": "e", "lower": "d", "elo": 10, "elo_ci": [-5, 5], "lower_rating": 2000}]
    assert ratings.chain(steps, 600) == {"b": {"rating": 700, "low": 670, "high": 740},
                                         "c": {"rating": 750, "low": 700, "high": 810},
                                         "e": {"rating": 2010, "low": 2005, "high": 2015}}
