"""Bot ratings from measured results: each level against the next weaker one, chained up from Random.

    python tests/bench/ratings.py --game schnapsen --games 300 --seed 4401 [--jobs 2] [--json]
    python tests/bench/ratings.py --game canasta --pairs expert:hard --games 100 --seed 4401 --unit round

The fixed Elo rating of each level (``BotLevel.rating``, the yardstick a player's rating is measured by)
should follow from play, not from taste.  Random is the anchor (its registered rating); every stronger level
plays the one below it -- whole matches (``--unit match``, the default: a player's rating moves once per
match, so the levels' ratings are measured in matches too), each seeded match twice with the seats swapped,
or single rounds through :func:`tournament.run` (``--unit round``, cheaper: a round's edge is smaller than
a match's, so those steps understate the match ratings) -- and sits
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
import multiprocessing

import benchlib
import reference_bots
import tournament
from cardsuite import games
from cardsuite.engine import rng_for
from cardsuite.play import play_bots
from cardsuite.play.match import Match
from cardsuite.play.seats import BotSeat


UNIT_NAMES = {"match": "matches", "round": "deals"}


def elo_step(share: float) -> float:
    """Elo points between two players whose games the stronger wins ``share`` of (draws counting half)."""
    p = min(0.99, max(0.01, share))
    return 400 * math.log10(p / (1 - p))


def play_match(job) -> str | None:
    """One whole bot match: ``sides[s]`` ("a" or "b") holds seat s; the winning side, or None for a draw."""
    name, options_json, level_a, level_b, seed, sides = job
    entry = games.get(name)
    options = entry.game().Options.from_json(options_json)
    levels = reference_bots.levels_for(name, entry.bot_levels())
    seats = [BotSeat(levels[level_a if side == "a" else level_b], f"{side}{s}", 0) for s, side in enumerate(sides)]
    match = Match(entry, options, seats, seed=seed)
    play_bots(match)
    if match.result is None:
        raise RuntimeError(f"match {seed} did not finish")
    return None if match.result.winner is None else sides[match.result.winner]


def match_share(entry, options, a: str, b: str, matches: int, seed: int, jobs: int) -> dict:
    """``a``'s share of ``matches`` seeded matches against ``b``, each played twice with the seats swapped."""
    seats = entry.game().seat_count(options)
    first = tuple("a" if s % 2 == 0 else "b" for s in range(seats))
    second = tuple("b" if side == "a" else "a" for side in first)
    work = [(entry.name, options.to_json(), a, b, rng_for(seed, "match", i).getrandbits(31), sides)
            for i in range(matches) for sides in (first, second)]
    if jobs > 1:
        with multiprocessing.get_context("fork").Pool(jobs) as pool:
            winners = pool.map(play_match, work)
    else:
        winners = [play_match(job) for job in work]
    score = sum(1.0 if w == "a" else 0.5 if w is None else 0.0 for w in winners)
    return {"a_win_rate": round(score / len(winners), 4), "a_win_rate_ci": benchlib.wilson_interval(score, len(winners)),
            "games": len(winners)}


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
    parser.add_argument("--games", type=int, default=200, help="matches (or deals) per step, each played twice")
    parser.add_argument("--unit", choices=("match", "round"), default="match")
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
    lines = [f"{entry.title} ({options.preset}): ratings from {args.games} {UNIT_NAMES[args.unit]} x 2 per step, seed {args.seed}"]
    for upper, lower in pairs:
        if args.unit == "match":
            figures = match_share(entry, options, upper, lower, args.games, args.seed, args.jobs)
        else:
            figures = tournament.run(entry, options, upper, lower, args.games, args.seed, args.jobs)
        share, ci = figures["a_win_rate"], figures["a_win_rate_ci"]
        step = {"upper": upper, "lower": lower, "share": share, "share_ci": ci, "games": figures["games"],
                "elo": round(elo_step(share)), "elo_ci": [round(elo_step(ci[0]) - elo_step(share)),
                                                          round(elo_step(ci[1]) - elo_step(share))],
                "lower_rating": levels[lower].rating}
        steps.append(step)
        lines.append(f"  {upper} vs {lower}: wins {share:.3f} {ci} of {figures['games']} games -> "
                     f"{step['elo']:+d} Elo ({step['elo_ci'][0]:+d}..{step['elo_ci'][1]:+d})")
    ratings = chain(steps, levels[names[0]].rating)
    for name, r in ratings.items():
        lines.append(f"  {name}: {r['rating']} (95% {r['low']}..{r['high']}); registered {levels[name].rating}")
    benchlib.emit({"game": entry.name, "options": options.to_json(), "seed": args.seed, "games": args.games,
                   "unit": args.unit,
                   "steps": steps, "ratings": ratings,
                   "registered": {name: lvl.rating for name, lvl in levels.items()}}, lines, args.json)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
