"""Bot strength: two levels play seeded deals, each deal twice with the seats swapped.

    python tests/bench/tournament.py --game schnapsen --a hard --b random --games 200 --seed 1 [--jobs 2] [--json]

Level ``random`` is a uniformly random legal player; a name the game has no level of is looked
up among the bench's reference levels (:mod:`reference_bots`, e.g. ``greedy`` for Schnapsen).  A "game" here is one
round (one deal played out); each of the N deals is played twice, so 2N games.
Figures: a's win rate with a 95% Wilson interval (a draw counts half), points
per round of each side, the mean score difference with a 95% interval, and
milliseconds per decision (median, p95, max) for each side, how often each side's
wall-clock safety net fired (``cap_hits``: it should never), and ``records_sha256``,
a SHA-256 over every game's log of (seat, action) in order: the same command gives
the same hash on any machine, idle or busy, when the bots are reproducible.  (In a
timed game the hash covers the actions as the bots chose them, not the clock stamps
the host adds.)  In a timed game
(the Spider duel) each seat's clock is its own thinking time, stamped on its
actions as a table would, so a bot that is too slow runs out of time.  In games with
more than two seats, a holds the even seats and b the odd ones (partnerships),
and the other way round in the swapped game.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import multiprocessing
import statistics
import time
from typing import NamedTuple

import benchlib
import reference_bots
from cardsuite.engine import rng_for


class GameResult(NamedTuple):
    winner: str | None              # "a", "b" or None for a draw
    points: dict[str, float]        # match points per side
    times: dict[str, list[float]]   # ms per decision, per side
    log: list                       # (seat, action JSON) as the bots chose them
    cap_hits: dict[str, int]        # decisions cut short by the wall-clock safety net, per side


def play_game(entry, options, levels, deal_seed: int, sides: tuple[str, ...]) -> GameResult:
    """One round: ``sides[s]`` is "a" or "b" for seat s."""
    game = entry.game()
    bots = {side: levels[side].make() for side in ("a", "b")}
    context = game.round_context(options, game.new_match_score(options), 0)
    state = game.new_state(options, deal_seed, context)
    times: dict[str, list[float]] = {"a": [], "b": []}
    pick = rng_for(deal_seed, "tournament-order", sides)
    control = game.time_control(options)
    used_ms = [0.0] * len(sides)
    steps = 0
    log = []
    while not state.is_over:
        seats = sorted(state.seats_to_move())
        seat = seats[0] if len(seats) == 1 else pick.choice(seats)
        side = sides[seat]
        view, legal = state.view(seat), state.legal_actions(seat)
        rng = rng_for(deal_seed, "bot", seat, steps)
        start = time.perf_counter()
        action = bots[side].choose(view, legal, rng)
        ms = (time.perf_counter() - start) * 1000
        times[side].append(ms)
        log.append((seat, action.to_json()))
        if control is not None:  # a timed game: each seat's clock is its own thinking time
            used_ms[seat] += ms
            action = control.stamp(action, int(used_ms[seat]))
        state.apply(seat, action)
        steps += 1
    _, summary = game.score_round(options, game.new_match_score(options), state)
    points = {side: statistics.fmean(summary.points[s] for s in range(len(sides)) if sides[s] == side)
              for side in ("a", "b")}
    winner = None if summary.winner is None else sides[summary.winner]
    return GameResult(winner, points, times, log, {side: bots[side].cap_hits for side in ("a", "b")})


def play_deal(job):
    name, options_json, level_a, level_b, deal_seed = job
    from cardsuite import games
    entry = games.get(name)
    options = entry.game().Options.from_json(options_json)
    all_levels = reference_bots.levels_for(name, entry.bot_levels())
    levels = {"a": all_levels[level_a], "b": all_levels[level_b]}
    seats = entry.game().seat_count(options)
    first = tuple("a" if s % 2 == 0 else "b" for s in range(seats))
    second = tuple("b" if side == "a" else "a" for side in first)
    return [play_game(entry, options, levels, deal_seed, sides) for sides in (first, second)]


def records_sha256(results: list[GameResult]) -> str:
    """SHA-256 over every game's (seat, action) log, game by game in order."""
    digest = hashlib.sha256()
    for r in results:
        digest.update(json.dumps(r.log, sort_keys=True, separators=(",", ":")).encode())
        digest.update(b"\n")
    return digest.hexdigest()


def run(entry, options, a: str, b: str, games: int, seed: int, jobs: int = 1) -> dict:
    """Play ``games`` seeded deals of ``a`` against ``b`` (each twice, seats swapped) and return the figures."""
    if entry.game().seat_count(options) < 2:
        raise SystemExit(f"{entry.name} is played alone: a tournament needs two sides (for Spider alone, "
                         "see tests/bench/spider_solve.py)")
    levels = reference_bots.levels_for(entry.name, entry.bot_levels())
    for level in (a, b):
        if level not in levels:
            raise SystemExit(f"unknown level {level!r} for {entry.name}; choose from {', '.join(levels)}")
    deals = [(entry.name, options.to_json(), a, b, rng_for(seed, "deal", i).getrandbits(53))
             for i in range(games)]
    start = time.perf_counter()
    if jobs > 1:
        with multiprocessing.get_context("fork").Pool(jobs) as pool:
            results = [r for pair in pool.imap(play_deal, deals) for r in pair]
    else:
        results = [r for deal in deals for r in play_deal(deal)]
    elapsed = time.perf_counter() - start

    n = len(results)
    wins = sum(1 for r in results if r.winner == "a")
    draws = sum(1 for r in results if r.winner is None)
    score = wins + draws / 2
    diffs = [r.points["a"] - r.points["b"] for r in results]
    times = {side: [t for r in results for t in r.times[side]] for side in ("a", "b")}
    cap_hits = {side: sum(r.cap_hits[side] for r in results) for side in ("a", "b")}
    figures = {
        "game": entry.name, "options": options.to_json(), "a": a, "b": b, "seed": seed,
        "games": n, "a_wins": wins, "draws": draws, "b_wins": n - wins - draws,
        "a_win_rate": round(score / n, 4), "a_win_rate_ci": benchlib.wilson_interval(score, n),
        "a_points_per_round": round(statistics.fmean(r.points["a"] for r in results), 3),
        "b_points_per_round": round(statistics.fmean(r.points["b"] for r in results), 3),
        "score_diff_per_round": round(statistics.fmean(diffs), 3), "score_diff_ci": benchlib.mean_interval(diffs),
        "ms_per_decision": {side: benchlib.percentiles(times[side]) for side in ("a", "b")},
        "cap_hits": cap_hits, "records_sha256": records_sha256(results),
        "seconds": round(elapsed, 2),
    }
    return figures


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    benchlib.add_game_arguments(parser)
    parser.add_argument("--a", required=True, help="level of side a (e.g. hard, or a reference level such as greedy)")
    parser.add_argument("--b", required=True, help="level of side b (e.g. random)")
    parser.add_argument("--games", type=int, default=100, help="number of deals (each played twice)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--jobs", type=int, default=1, help="worker processes (decision times are per core)")
    args = parser.parse_args(argv)
    entry, options = benchlib.game_and_options(args)
    figures = run(entry, options, args.a, args.b, args.games, args.seed, args.jobs)
    ms, n, wins, draws, elapsed = (figures["ms_per_decision"], figures["games"], figures["a_wins"],
                                   figures["draws"], figures["seconds"])
    cap_hits = figures["cap_hits"]
    benchlib.emit(figures, [
        f"{entry.title} ({options.preset}): {args.a} (a) vs {args.b} (b), {args.games} deals x 2 seatings = {n} games",
        f"  a wins {wins}, b wins {n - wins - draws}, draws {draws}",
        f"  a win rate {figures['a_win_rate']:.3f}  95% CI {figures['a_win_rate_ci']}",
        f"  points per round: a {figures['a_points_per_round']:.2f}, b {figures['b_points_per_round']:.2f}; "
        f"difference {figures['score_diff_per_round']:.2f} (95% CI {figures['score_diff_ci']})",
        f"  ms per decision a: median {ms['a']['median']}, p95 {ms['a']['p95']}, max {ms['a']['max']}",
        f"  ms per decision b: median {ms['b']['median']}, p95 {ms['b']['p95']}, max {ms['b']['max']}",
        f"  wall-clock safety net fired: a {cap_hits['a']}, b {cap_hits['b']}",
        f"  records sha256 {figures['records_sha256']}",
        f"  {elapsed:.1f} s",
    ], args.json)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
