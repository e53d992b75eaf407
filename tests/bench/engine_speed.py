"""Engine speed: uniformly random legal play, one core.

    python tests/bench/engine_speed.py --game schnapsen [--seconds 5] [--json]
    python tests/bench/engine_speed.py --game canasta --players 4 --preset classic

A round is one deal played out (a Spider game counts as a round).  Figures:
rounds per second and actions (positions) per second.
"""

from __future__ import annotations

import argparse
import random
import time

import benchlib


def play_random_round(game, options, seed: int, rng: random.Random, context) -> int:
    """Play one round with random legal actions; return the number of actions taken."""
    state = game.new_state(options, seed, context)
    actions = 0
    while True:
        seats = state.seats_to_move()
        if not seats:
            return actions
        seat = min(seats) if len(seats) == 1 else rng.choice(sorted(seats))
        legal = state.legal_actions(seat)
        state.apply(seat, legal[rng.randrange(len(legal))])
        actions += 1


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    benchlib.add_game_arguments(parser)
    parser.add_argument("--seconds", type=float, default=5.0, help="how long to measure (default 5)")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    entry, options = benchlib.game_and_options(args)
    game = entry.game()
    context = game.round_context(options, game.new_match_score(options), 0)
    rng = random.Random(args.seed)
    rounds = actions = 0
    start = time.perf_counter()
    while time.perf_counter() - start < args.seconds or rounds == 0:
        actions += play_random_round(game, options, args.seed * 1_000_003 + rounds, rng, context)
        rounds += 1
    elapsed = time.perf_counter() - start
    figures = {
        "game": entry.name, "options": options.to_json(), "rounds": rounds, "seconds": round(elapsed, 3),
        "rounds_per_s": round(rounds / elapsed, 2), "actions_per_s": round(actions / elapsed, 1),
        "actions_per_round": round(actions / rounds, 2),
    }
    benchlib.emit(figures, [
        f"{entry.title} ({options.preset}), random legal play on one core:",
        f"  {rounds} rounds in {elapsed:.2f} s = {figures['rounds_per_s']:.1f} rounds/s",
        f"  {figures['actions_per_s']:.0f} actions/s, {figures['actions_per_round']:.1f} actions per round",
    ], args.json)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
