"""Spider solitaire strength: one player (a bot level, or the oracle solver) on seeded deals.

    python tests/bench/spider_solve.py --level hard --suits 1 --deals 100 --seed 1 [--jobs 2] [--json]
    python tests/bench/spider_solve.py --level oracle --suits 2 --deals 100 --seed 1

Levels: the registry's (easy, medium, hard, expert: honest bots playing from their view, against the match clock) and
oracle (the full-information beam solver of cardsuite.games.spider.engine.oracle).  Deal i is deal
number ``rng_for(seed, "spider-deal", i).getrandbits(31)``, so a run is reproducible and the
numbers can be typed into the new-game dialog.

A bot plays its seat of a duel whose other seat has pressed Done; the bench keeps the bot's
clock as a table would: each action carries the bot's thinking time so far (``elapsed_ms``),
and TimeUp is sent once it passes the limit (``--minutes``, default the game's: 10 for 1 suit,
15 for 2).  Thinking time is the CPU time of the deciding process (the benchmark machine is
shared, so wall time measures the neighbours too); ``--wall`` uses the wall clock instead.
The same goes for the oracle's solving time and every per-deal time.
A deal is won when all 104 cards are cleared.

Figures: deals, win_rate with a 95% Wilson interval (win_rate_ci), mean_score, ms_per_move
(median, p95, max over every decision; for the oracle: each deal's solving time divided by its
solution's actions), s_per_deal (median, p95, max), and for the oracle the mean nodes per deal.
``cap_hits``: the decisions the bots' wall-clock safety net cut short (``cap_hit_deals``: on how
many deals) -- 0 means every decision was the work-bounded one.  ``results_sha256``: a SHA-256
over the per-deal results (deal, won, score, runs, reason and the actions played, times left out),
so two runs of one seed -- on an idle or a busy machine -- can be shown to have played identically.
``--jsonl PATH`` also writes each deal's result as one JSON line as it finishes, so a long run that is
stopped early still shows what it played; ``--first K`` starts at deal K of the seed, so such a run goes on
where it stopped; ``--summary PATH [PATH ...]`` prints the figures of the deals in such files (each deal once,
in deal order: the same figures and hash as one run of them).
"""

from __future__ import annotations

import argparse
import contextlib
import hashlib
import json
import multiprocessing
import statistics
import time

import benchlib
from cardsuite.engine import rng_for
from cardsuite.games.spider.bots import levels as bots
from cardsuite.games.spider.engine.board import card_int
from cardsuite.games.spider.engine.actions import DONE
from cardsuite.games.spider.engine import oracle
from cardsuite.games.spider.engine.deal import deck_order
from cardsuite.games.spider.engine.game import GAME
from cardsuite.games.spider.engine.options import SpiderOptions

LEVELS = {lvl.level: lvl.make for lvl in bots.LEVELS}      # the registry's levels, weakest first


def deal_numbers(seed: int, n: int, first: int = 0) -> list[int]:
    """The deal numbers of deals ``first`` .. ``first + n - 1`` of ``seed``."""
    return [rng_for(seed, "spider-deal", i).getrandbits(31) for i in range(first, first + n)]


def play_bot(level: str, options: SpiderOptions, number: int, budget_s: float | None, wall: bool = False) -> dict:
    """One deal played by a bot against its clock (CPU time of this process, or wall time with ``wall``)."""
    clock = time.perf_counter if wall else time.process_time
    state = GAME.new_state(options, number)
    state.apply(1, DONE)
    bot = LEVELS[level]() if budget_s is None else LEVELS[level](budget_s)
    control = GAME.time_control(options)
    elapsed = 0.0
    times = []
    steps = 0
    played = hashlib.sha256()
    start = clock()
    while not state.is_over:
        view, legal = state.view(0), state.legal_actions(0)
        t = clock()
        action = bot.choose(view, legal, rng_for(number, "bot", steps))
        dt = clock() - t
        times.append(dt * 1000)
        elapsed += dt * 1000
        played.update(json.dumps(action.to_json(), sort_keys=True).encode())
        state.apply(0, control.stamp(action, int(elapsed)))
        steps += 1
    board = state.boards[0]
    return {"deal": number, "won": board.cleared, "score": board.score, "runs": board.runs,
            "seconds": clock() - start, "ms_per_move": times, "actions": steps,
            "reason": state.finished[0], "cap_hits": bot.cap_hits, "played": played.hexdigest()}


def play_oracle(options: SpiderOptions, number: int, wall: bool = False) -> dict:
    clock = time.perf_counter if wall else time.process_time
    deck = [card_int(c) for c in deck_order(number, options.suits)]
    start = clock()
    sol = oracle.solve_deck(deck)
    seconds = clock() - start
    steps = max(1, len(sol.steps))
    return {"deal": number, "won": sol.solved, "score": sol.score if sol.solved else None, "runs": 8 if sol.solved
            else None, "seconds": seconds, "ms_per_move": [seconds * 1000 / steps], "actions": len(sol.steps),
            "nodes": sol.nodes, "reason": "solved" if sol.solved else "unsolved", "cap_hits": 0,
            "played": hashlib.sha256(json.dumps(sol.steps).encode()).hexdigest()}


def results_sha256(results: list[dict]) -> str:
    """A SHA-256 over what each deal's play was (never how long it took)."""
    keys = ("deal", "won", "score", "runs", "reason", "actions", "played")
    rows = [[r[k] for k in keys] for r in results]
    return hashlib.sha256(json.dumps(rows).encode()).hexdigest()


def run_one(job) -> dict:
    level, options_json, index, number, budget, wall = job
    options = SpiderOptions.from_json(options_json)
    result = play_oracle(options, number, wall) if level == "oracle" else play_bot(level, options, number, budget, wall)
    result["index"] = index
    return result


def read_results(paths: list[str]) -> list[dict]:
    """The deals recorded in ``--jsonl`` files, each once, in deal order (file order for files without it)."""
    seen: dict[int, dict] = {}
    for path in paths:
        for row in benchlib.read_jsonl(path):
            if not isinstance(row, dict) or "deal" not in row:
                raise SystemExit(f"{path} is not a spider_solve --jsonl file")
            seen.setdefault(row["deal"], row)
    return sorted(seen.values(), key=lambda r: r.get("index", 0))


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--level", required=True, choices=[*LEVELS, "oracle"])
    parser.add_argument("--suits", type=int, default=1, choices=[1, 2])
    parser.add_argument("--deals", type=int, default=100)
    parser.add_argument("--first", type=int, default=0, help="the seed's first deal to play (default 0)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--minutes", type=int, default=0, help="the clock (0: the game's standard)")
    parser.add_argument("--budget", type=float, default=None,
                        help="a bot's wall-clock safety net per decision in seconds (its default)")
    parser.add_argument("--jobs", type=int, default=1, help="worker processes (times are per core)")
    parser.add_argument("--wall", action="store_true",
                        help="time bots by the wall clock (default: CPU time, fairer on a shared machine)")
    parser.add_argument("--verbose", action="store_true", help="a line per deal, as it finishes")
    parser.add_argument("--json", action="store_true", help="print the figures as one JSON object last")
    parser.add_argument("--jsonl", help="write each deal's result to this file as a JSON line, as it finishes")
    parser.add_argument("--summary", nargs="+", metavar="PATH",
                        help="only print the figures of the deals in these --jsonl files")
    args = parser.parse_args(argv)
    if args.deals < 1 or args.first < 0:
        parser.error("--deals must be at least 1 and --first at least 0")
    if args.summary:
        results = read_results(args.summary)
        return report(args, results, 0.0, SpiderOptions.from_preset(None, suits=args.suits,
                                                                     time_limit_min=args.minutes))
    options = SpiderOptions.from_preset(None, suits=args.suits, time_limit_min=args.minutes)
    jobs = [(args.level, options.to_json(), args.first + i, n, args.budget, args.wall)
            for i, n in enumerate(deal_numbers(args.seed, args.deals, args.first))]
    start = time.perf_counter()
    results = []
    out = open(args.jsonl, "w", encoding="utf-8") if args.jsonl else None
    with (multiprocessing.get_context("fork").Pool(args.jobs) if args.jobs > 1 else contextlib.nullcontext()) as pool:
        for r in (pool.imap(run_one, jobs) if pool else map(run_one, jobs)):
            results.append(r)
            if out:
                out.write(json.dumps(r) + "\n")
                out.flush()
            if args.verbose:  # in deal order, so two levels' lines on one seed pair up
                print(f"  deal {r['deal']}: {'won' if r['won'] else 'lost'} score {r['score']} "
                      f"({r['reason']}, {r['actions']} actions, {r['seconds']:.1f} s)", flush=True)
    if out:
        out.close()
    return report(args, results, time.perf_counter() - start, options)


def report(args, results: list[dict], elapsed: float, options: SpiderOptions) -> int:
    """Print the figures of ``results`` (as text, or one JSON object last with ``--json``)."""
    n = len(results)
    wins = sum(1 for r in results if r["won"])
    scores = [r["score"] for r in results if r["score"] is not None]
    moves = [t for r in results for t in r["ms_per_move"]]
    figures = {
        "level": args.level, "suits": args.suits, "seed": args.seed, "deals": n,
        "time_limit_min": options.minutes, "wins": wins,
        "win_rate": round(wins / n, 4) if n else 0.0, "win_rate_ci": benchlib.wilson_interval(wins, n),
        "mean_score": round(statistics.fmean(scores), 2) if scores else None,
        "ms_per_move": benchlib.percentiles(moves),
        "s_per_deal": benchlib.percentiles([r["seconds"] for r in results]),
        "timeouts": sum(1 for r in results if r["reason"] == "time"),
        "cap_hits": sum(r["cap_hits"] for r in results),
        "cap_hit_deals": sum(1 for r in results if r["cap_hits"]),
        "results_sha256": results_sha256(results),
        "seconds": round(elapsed, 1),
    }
    if args.level == "oracle":
        figures["mean_nodes"] = round(statistics.fmean(r["nodes"] for r in results), 1) if results else 0
    ci = figures["win_rate_ci"]
    lines = [
        f"Spider {args.suits} suit{'s' if args.suits > 1 else ''}, level {args.level}, {n} deals (seed {args.seed}):",
        f"  won {wins} = {figures['win_rate']:.3f}  95% CI [{ci[0]:.3f}, {ci[1]:.3f}]",
        f"  mean score {figures['mean_score']}",
        f"  ms per move: median {figures['ms_per_move']['median']}, p95 {figures['ms_per_move']['p95']}, "
        f"max {figures['ms_per_move']['max']}",
        f"  s per deal: median {figures['s_per_deal']['median']}, p95 {figures['s_per_deal']['p95']}, "
        f"max {figures['s_per_deal']['max']}",
        f"  safety cap fired {figures['cap_hits']} times (on {figures['cap_hit_deals']} deals)",
        f"  results sha256 {figures['results_sha256']}",
        f"  {elapsed:.1f} s",
    ]
    benchlib.emit(figures, lines, args.json)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
