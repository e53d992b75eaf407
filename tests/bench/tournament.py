"""Bot strength: two levels play seeded deals, each deal twice with the seats swapped.

    python tests/bench/tournament.py --game schnapsen --a hard --b random --games 200 --seed 1 [--jobs 2] [--json]

Level ``random`` is a uniformly random legal player; a name the game has no level of is looked
up among the bench's reference levels (:mod:`reference_bots`, e.g. ``greedy`` for Schnapsen, or
``seer-hand``, which is shown the table: what knowing the hidden cards is worth).  A "game" here is one
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

A long run can be kept and continued: ``--jsonl PATH`` writes each deal (both its games, logs included) as one
JSON line as it finishes, after a first line naming the run; ``--first K`` starts at deal K of the seed, so a run
stopped after K deals goes on where it stopped; and ``--summary PATH [PATH ...]`` prints the figures of the deals
in such files (each deal once, in deal order), the same figures and hash as one run of those deals:

    python tests/bench/tournament.py --game canasta --a expert --b hard --games 300 --seed 9 --jobs 2 --jsonl a.jsonl
    python tests/bench/tournament.py --game canasta --a expert --b hard --games 200 --first 100 --seed 9 --jsonl b.jsonl
    python tests/bench/tournament.py --summary a.jsonl b.jsonl --json
"""

from __future__ import annotations

import argparse
import contextlib
import hashlib
import json
import multiprocessing
import statistics
import time
from typing import Callable, NamedTuple

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
        if hasattr(bots[side], "see_table"):      # a clairvoyant reference level (reference_bots)
            bots[side].see_table(state)
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
    return play_both(entry, options, {"a": all_levels[level_a], "b": all_levels[level_b]}, deal_seed)


def play_both(entry, options, levels, deal_seed: int) -> list[GameResult]:
    """One deal twice: a holds the even seats (with more than two, the partnerships), then the odd ones."""
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


def check_sides(entry, options, a: str, b: str) -> None:
    """Refuse, readably, a game played alone or a level the game does not have."""
    if entry.game().seat_count(options) < 2:
        raise SystemExit(f"{entry.name} is played alone: a tournament needs two sides (for Spider alone, "
                         "see tests/bench/spider_solve.py)")
    levels = reference_bots.levels_for(entry.name, entry.bot_levels())
    for level in (a, b):
        if level not in levels:
            raise SystemExit(f"unknown level {level!r} for {entry.name}; choose from {', '.join(levels)}")


def run(entry, options, a: str, b: str, games: int, seed: int, jobs: int = 1, first: int = 0,
        on_deal: Callable[[int, list[GameResult]], None] | None = None) -> dict:
    """Play deals ``first`` .. ``first + games - 1`` of ``seed``, ``a`` against ``b`` (each twice, seats
    swapped), and return the figures; ``on_deal(i, games)`` hears of each deal as it finishes, in order."""
    check_sides(entry, options, a, b)
    numbers = range(first, first + games)
    deals = [(entry.name, options.to_json(), a, b, rng_for(seed, "deal", i).getrandbits(53)) for i in numbers]
    start = time.perf_counter()
    results: list[GameResult] = []
    with (multiprocessing.get_context("fork").Pool(jobs) if jobs > 1 else contextlib.nullcontext()) as pool:
        for i, pair in zip(numbers, pool.imap(play_deal, deals) if pool else map(play_deal, deals)):
            results.extend(pair)
            if on_deal is not None:
                on_deal(i, pair)
    return figures_of(entry, options, a, b, seed, results, time.perf_counter() - start)


def figures_of(entry, options, a: str, b: str, seed: int, results: list[GameResult], elapsed: float) -> dict:
    """The figures of a run's games (see the module docstring)."""
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


def write_jsonl(path: str, entry, options, a: str, b: str, seed: int):
    """Open ``path`` for a run's records (its first line names the run) and return (file, on_deal)."""
    out = open(path, "w", encoding="utf-8")
    out.write(json.dumps({"run": {"game": entry.name, "options": options.to_json(), "a": a, "b": b,
                                  "seed": seed}}) + "\n")

    def on_deal(i: int, pair: list[GameResult]) -> None:
        out.write(json.dumps({"deal": i, "games": [r._asdict() for r in pair]}) + "\n")
        out.flush()
    return out, on_deal


def read_jsonl(paths: list[str]) -> tuple[dict, dict[int, list[GameResult]]]:
    """The run the files name (all must name the same one) and their deals, each once."""
    run_of: dict | None = None
    deals: dict[int, list[GameResult]] = {}
    for path in paths:
        lines = benchlib.read_jsonl(path)
        if not lines or not isinstance(lines[0], dict) or "run" not in lines[0]:
            raise SystemExit(f"{path} is not a tournament --jsonl file (its first line names no run)")
        if run_of is not None and lines[0]["run"] != run_of:
            raise SystemExit(f"{path} is from another run than {paths[0]} (game, options, levels or seed differ)")
        run_of = lines[0]["run"]
        for number, line in enumerate(lines[1:], 2):
            try:
                deals.setdefault(line["deal"], [GameResult(**g) for g in line["games"]])
            except (KeyError, TypeError):
                raise SystemExit(f"{path}: line {number} is not a recorded deal") from None
    return run_of, deals


def report(entry, options, a: str, b: str, figures: dict, numbers: list[int], as_json: bool) -> None:
    ms, n, wins, draws, elapsed = (figures["ms_per_decision"], figures["games"], figures["a_wins"],
                                   figures["draws"], figures["seconds"])
    cap_hits = figures["cap_hits"]
    span = f"deals {numbers[0]}..{numbers[-1]}" if numbers else "no deals"
    benchlib.emit(figures, [
        f"{entry.title} ({options.preset}): {a} (a) vs {b} (b), {len(numbers)} deals ({span} of seed "
        f"{figures['seed']}) x 2 seatings = {n} games",
        f"  a wins {wins}, b wins {n - wins - draws}, draws {draws}",
        f"  a win rate {figures['a_win_rate']:.3f}  95% CI {figures['a_win_rate_ci']}",
        f"  points per round: a {figures['a_points_per_round']:.2f}, b {figures['b_points_per_round']:.2f}; "
        f"difference {figures['score_diff_per_round']:.2f} (95% CI {figures['score_diff_ci']})",
        f"  ms per decision a: median {ms['a']['median']}, p95 {ms['a']['p95']}, max {ms['a']['max']}",
        f"  ms per decision b: median {ms['b']['median']}, p95 {ms['b']['p95']}, max {ms['b']['max']}",
        f"  wall-clock safety net fired: a {cap_hits['a']}, b {cap_hits['b']}",
        f"  records sha256 {figures['records_sha256']}",
        f"  {elapsed:.1f} s" if elapsed else "  (summary of recorded deals)",
    ], as_json)


def summary(paths: list[str], as_json: bool) -> int:
    """Print the figures of the deals recorded in ``paths`` (``--summary``)."""
    from cardsuite import games
    run_of, deals = read_jsonl(paths)
    if not deals:
        raise SystemExit("the files hold no finished deal")
    try:
        entry = games.get(run_of["game"])
    except KeyError as exc:
        raise SystemExit(str(exc.args[0]))
    options = entry.game().Options.from_json(run_of["options"])
    numbers = sorted(deals)
    results = [r for i in numbers for r in deals[i]]
    figures = figures_of(entry, options, run_of["a"], run_of["b"], run_of["seed"], results, 0.0)
    report(entry, options, run_of["a"], run_of["b"], figures, numbers, as_json)
    return 0


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    benchlib.add_game_arguments(parser, required=False)
    parser.add_argument("--a", help="level of side a (e.g. hard, or a reference level such as greedy)")
    parser.add_argument("--b", help="level of side b (e.g. random)")
    parser.add_argument("--games", type=int, default=100, help="number of deals (each played twice)")
    parser.add_argument("--first", type=int, default=0, help="the seed's first deal to play (default 0)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--jobs", type=int, default=1, help="worker processes (decision times are per core)")
    parser.add_argument("--jsonl", help="write each deal's games to this file as a JSON line, as it finishes")
    parser.add_argument("--summary", nargs="+", metavar="PATH", help="only print the figures of --jsonl files")
    args = parser.parse_args(argv)
    if args.summary:
        return summary(args.summary, args.json)
    missing = [f"--{name}" for name in ("game", "a", "b") if getattr(args, name) is None]
    if missing:
        parser.error(f"the following arguments are required: {', '.join(missing)}")
    if args.games < 1 or args.first < 0:
        parser.error("--games must be at least 1 and --first at least 0")
    entry, options = benchlib.game_and_options(args)
    check_sides(entry, options, args.a, args.b)
    out, on_deal = write_jsonl(args.jsonl, entry, options, args.a, args.b, args.seed) if args.jsonl else (None, None)
    try:
        figures = run(entry, options, args.a, args.b, args.games, args.seed, args.jobs, args.first, on_deal)
    finally:
        if out is not None:
            out.close()
    report(entry, options, args.a, args.b, figures, list(range(args.first, args.first + args.games)), args.json)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
