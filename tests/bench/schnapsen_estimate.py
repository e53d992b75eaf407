"""Fit the Schnapsen search's horizon estimate on self-play of a level, and say how well it predicts.

    python tests/bench/schnapsen_estimate.py --level hard --rounds 10000 --seed 777000 --jobs 2 [--json]

While the talon is open the search (:mod:`cardsuite.games.schnapsen.bots.search`) looks a few tricks ahead
and then asks a linear estimate of the game points the seat will finally win.  This tool plays ``--rounds``
seeded rounds of ``--level`` against itself (a random legal move now and then, ``--noise``, so that the
positions vary), keeps every open-talon position at a trick boundary from both seats' side with the round's
outcome, and fits one ridge regression per talon size on :func:`search.features`.  It prints the held-out
mean squared error (every fifth round held out) of the weights now in the search and of the refit, and the
weights fitted on all rounds, ready to paste into ``cardsuite/games/schnapsen/bots/search.py``.  Pure
Python; about half an hour of CPU for 10,000 rounds of hard.
"""

from __future__ import annotations

import argparse
import multiprocessing
import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from benchlib import emit  # noqa: E402

from cardsuite.engine import rng_for  # noqa: E402
from cardsuite.games.schnapsen.bots import search  # noqa: E402
from cardsuite.games.schnapsen.bots.levels import LEVELS  # noqa: E402
from cardsuite.games.schnapsen.engine.game import GAME  # noqa: E402
from cardsuite.games.schnapsen.engine.options import SchnapsenOptions  # noqa: E402

SIZES = (2, 4, 6, 8, 10)       # talon sizes (the trump card included) at which the talon is still open
RIDGE = 10.0                   # the penalty on every weight but the constant


def play_round(job: tuple[str, int, int, float]) -> tuple[int, list[tuple[int, list[float], float]]]:
    """One self-play round: (round number, [(talon size, features from one seat's side, game points won)])."""
    level, seed, number, noise = job
    make = next(entry.make for entry in LEVELS if entry.level == level)
    deal_seed = rng_for(seed, "gen", number).getrandbits(53)
    options = SchnapsenOptions()
    state = GAME.new_state(options, deal_seed, GAME.round_context(options, GAME.new_match_score(options), number % 2))
    bots, chance = (make(), make()), random.Random(deal_seed)
    positions = []
    step = 0
    while not state.is_over:
        seat = state.to_move
        if state.lead is None and state.closed_by is None and state.trump_card is not None:
            positions.append((state.talon_size(), [sum(1 << c for c in h) for h in state.hands],
                              [state.points(0), state.points(1)], list(state.pending), list(state.tricks),
                              state.leader))
        legal = state.legal_actions(seat)
        if chance.random() < noise:
            action = chance.choice(legal)
        else:
            action = bots[seat].choose(state.view(seat), legal, rng_for(deal_seed, "bot", seat, step))
        state.apply(seat, action)
        step += 1
    winner, game_points, _reason = state.result
    rows = []
    for size, hands, points, pending, tricks, leader in positions:
        for me in (0, 1):
            f = search.features(hands, points, pending, tricks, leader, me, state.trump)
            rows.append((size, f, float(game_points if winner == me else -game_points)))
    return number, rows


def ridge(rows: list[tuple[list[float], float]]) -> list[float]:
    """Least squares with :data:`RIDGE` on every weight but the first (the constant), by Gaussian elimination."""
    k = len(rows[0][0])
    a = [[0.0] * k for _ in range(k)]
    b = [0.0] * k
    for f, y in rows:
        for i, fi in enumerate(f):
            if fi:
                row = a[i]
                for j in range(k):
                    row[j] += fi * f[j]
                b[i] += fi * y
    for i in range(1, k):
        a[i][i] += RIDGE
    for col in range(k):
        pivot = max(range(col, k), key=lambda r: abs(a[r][col]))
        a[col], a[pivot], b[col], b[pivot] = a[pivot], a[col], b[pivot], b[col]
        for r in range(col + 1, k):
            factor = a[r][col] / a[col][col]
            if factor:
                for j in range(col, k):
                    a[r][j] -= factor * a[col][j]
                b[r] -= factor * b[col]
    w = [0.0] * k
    for i in range(k - 1, -1, -1):
        w[i] = (b[i] - sum(a[i][j] * w[j] for j in range(i + 1, k))) / a[i][i]
    return w


def mse(weights, rows) -> float:
    """Mean squared error of the estimate as the search clips it (to -2.5..2.5)."""
    total = 0.0
    for f, y in rows:
        v = max(-2.5, min(2.5, sum(w * x for w, x in zip(weights, f))))
        total += (v - y) ** 2
    return total / len(rows)


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--level", default="hard", help="the level that plays against itself")
    parser.add_argument("--rounds", type=int, default=10_000)
    parser.add_argument("--seed", type=int, default=777000)
    parser.add_argument("--noise", type=float, default=0.08, help="share of moves played at random")
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    if args.level not in {entry.level for entry in LEVELS}:
        raise SystemExit(f"unknown level {args.level!r}; choose from {', '.join(e.level for e in LEVELS)}")
    jobs = [(args.level, args.seed, n, args.noise) for n in range(args.rounds)]
    if args.jobs > 1:
        with multiprocessing.get_context("fork").Pool(args.jobs) as pool:
            played = pool.map(play_round, jobs, chunksize=20)
    else:
        played = [play_round(job) for job in jobs]
    train = {size: [] for size in SIZES}
    test = {size: [] for size in SIZES}
    every = {size: [] for size in SIZES}
    for number, rows in played:
        for size, f, y in rows:
            (test if number % 5 == 0 else train)[size].append((f, y))
            every[size].append((f, y))
    fitted, held_out = {}, {}
    for size in SIZES:
        if not train[size] or not test[size]:
            continue                        # too few rounds reached this talon size to fit and check
        refit = ridge(train[size])
        held_out[size] = {"positions": len(every[size]), "now": round(mse(search.WEIGHTS[size], test[size]), 4),
                          "refit": round(mse(refit, test[size]), 4)}
        fitted[size] = [round(w, 4) for w in ridge(every[size])]
    lines = [f"{args.rounds} rounds of {args.level} against itself (seed {args.seed}, noise {args.noise}); "
             "held-out mean squared error of the game points, weights now -> refit:"]
    lines += [f"  talon {size:2}: {h['positions']:6} positions, {h['now']:.3f} -> {h['refit']:.3f}"
              for size, h in held_out.items()]
    lines += [f"  talon {size:2}: too few positions" for size in SIZES if size not in fitted]
    lines.append("Weights fitted on all rounds:")
    lines += [f"    {size}: ({', '.join(f'{w:.4f}' for w in ws)})," for size, ws in fitted.items()]
    emit({"level": args.level, "rounds": args.rounds, "seed": args.seed, "noise": args.noise,
          "held_out_mse": held_out, "weights": fitted}, lines, args.json)


if __name__ == "__main__":
    main()
