"""Bot ratings from measured results: each level against the next weaker one, chained up from Random.

    python tests/bench/ratings.py --game schnapsen --games 300 --seed 4401 [--jobs 2] [--json]
    python tests/bench/ratings.py --game canasta --pairs expert:hard --games 300 --seed 4401

The fixed Elo rating of each level (``BotLevel.rating``, the yardstick a player's rating is measured by)
should follow from play, not from taste.  Random is the anchor (its registered rating); every stronger level
plays the one below it in :func:`tournament.run` (seeded deals, each twice with seats swapped) and sits
``400 * log10(p / (1 - p))`` above it, ``p`` its share of the games won (a draw counts half), clipped to
[0.01, 0.99] so one lopsided pair cannot put a level at infinity.  The interval of each step comes from the
Wilson interval of ``p``; the intervals of a chain add up, so the figures say how sure each rating is.

``--pairs`` measures only the named steps (``upper:lower``, comma-separated) and takes the other levels'
registered ratings as they are -- for a new level on top of measured ones.
Figures: per step the win share, its interval, the Elo step and its interval; per level the measured rating
and the registered one.
"""

from __future__ import annotations

import argparse
import math

import benchlib
import tournament


def elo_step(share: float) -> float:
    """Elo points between two players whose games the stronger wins ``share`` of (draws counting half)."""
    p = min(0.99, max(0.01, share))
    return 400 * math.log10(p / (1 - p))


def chain(steps: list[dict], anchor: int) -> dict[str, dict]:
    """Each level's rating and its interval from the measured steps, in order from the anchor up."""
    out: dict[str, dict] = {}
    rating, low, high = float(anchor), float(anchor), float(anchor)
    for step in steps:
        if step["lower"] in out:
            prev = out[step["lower"]]
            rating, low, high = prev["rating"], prev["low"], prev["high"]
        elif "lower_rating" in step:
            rating = low = high = float(step["lower_rating"])
        rating += step["elo"]
        low += step["elo"] + step["elo_ci"][0]
        high += step["elo"] + step["elo_ci"][1]
        out[step["upper"]] = {"rating": round(rating), "low": round(low), "high": round(high)}
    return out


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    benchlib.add_game_arguments(parser)
    parser.add_argument("--games", type=int, default=200, help="deals per step (each played twice)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--pairs", default="", help="only these steps, e.g. expert:hard")
    args = parser.parse_args(argv)
    entry, options = benchlib.game_and_options(args)
    levels = entry.bot_levels()                  # random first, then weakest to strongest
    names = list(levels)
    if args.pairs:
        pairs = [tuple(p.split(":")) for p in args.pairs.split(",")]
    else:
        pairs = list(zip(names[1:], names[:-1]))
    for upper, lower in pairs:
        if upper not in levels or lower not in levels:
            raise SystemExit(f"unknown level in {upper}:{lower}; {entry.name} has {', '.join(names)}")
    steps = []
    lines = [f"{entry.title} ({options.preset}): ratings from {args.games} deals x 2 per step, seed {args.seed}"]
    for upper, lower in pairs:
        figures = tournament.run(entry, options, upper, lower, args.games, args.seed, args.jobs)
        share, ci = figures["a_win_rate"], figures["a_win_rate_ci"]
        step = {"upper": upper, "lower": lower, "share": share, "share_ci": ci, "games": figures["games"],
                "elo": round(elo_step(share)), "elo_ci": [round(elo_step(ci[0]) - elo_step(share)),
                                                          round(elo_step(ci[1]) - elo_step(share))],
                "lower_rating": levels[lower].rating,
                "ms_per_decision": figures["ms_per_decision"]["a"]}
        steps.append(step)
        lines.append(f"  {upper} vs {lower}: wins {share:.3f} {ci} of {figures['games']} games -> "
                     f"{step['elo']:+d} Elo ({step['elo_ci'][0]:+d}..{step['elo_ci'][1]:+d})")
    ratings = chain(steps, levels[names[0]].rating)
    for name, r in ratings.items():
        lines.append(f"  {name}: {r['rating']} (95% {r['low']}..{r['high']}); registered {levels[name].rating}")
    benchlib.emit({"game": entry.name, "options": options.to_json(), "seed": args.seed, "games": args.games,
                   "steps": steps, "ratings": ratings,
                   "registered": {name: lvl.rating for name, lvl in levels.items()}}, lines, args.json)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
