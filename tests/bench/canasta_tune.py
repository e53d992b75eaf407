"""Where the Canasta heuristics' weights come from: a coordinate search, each step a head-to-head duel.

    python tests/bench/canasta_tune.py --deals 600 --seed 7101 --jobs 2 [--start expert] [--fields a,b] [--json]
    python tests/bench/canasta_tune.py --check expert --against medium --deals 1000 --seed 7301 --jobs 2 [--json]

The weights are :class:`cardsuite.games.canasta.bots.tuning.Tuning`; medium plays ``MEDIUM``, the expert
``EXPERT``.  A duel plays medium with one set of weights against medium with another in all four settings
(StarGames and Classic, 2 and 4 players; seeds ``--seed`` + 0..3), each of ``--deals`` deals twice with the
seats swapped, and gives the first set's lead in points a round per setting and over the four (their mean);
``--players 2`` or ``4`` keeps to the two settings of that many players.

The search starts from ``--start`` (``medium``, ``expert`` or a JSON object of weights that differ from
medium's) and moves one weight at a time: a float x1.5 or x0.6, an integer by 30% (at least 1), again and again
in the direction that won, and keeps a step when its lead over the four settings is ``--z`` standard errors
above 0.  It prints every step, then the weights that differ from medium's, ready for
``cardsuite/games/canasta/bots/tuning.py``.  About 25 s a step on 2 cores at 600 deals.  ``--check`` plays one
duel instead (``--against`` the other side).
"""

from __future__ import annotations

import argparse
import contextlib
import dataclasses
import json
import math
import multiprocessing
import statistics
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import benchlib  # noqa: E402
import tournament  # noqa: E402

from cardsuite.bots import BotLevel  # noqa: E402
from cardsuite.engine import rng_for  # noqa: E402
from cardsuite.games import get  # noqa: E402
from cardsuite.games.canasta.bots.heuristics import MediumBot  # noqa: E402
from cardsuite.games.canasta.bots.tuning import EXPERT, MEDIUM, Tuning  # noqa: E402
from cardsuite.games.canasta.engine.options import CanastaOptions  # noqa: E402

SETTINGS = (("StarGames", 2), ("StarGames", 4), ("Classic", 2), ("Classic", 4))
NAMED = {"medium": MEDIUM, "expert": EXPERT}


def weights(text: str) -> Tuning:
    """``medium``, ``expert`` or a JSON object of the weights that differ from medium's."""
    if text in NAMED:
        return NAMED[text]
    try:
        return dataclasses.replace(MEDIUM, **json.loads(text))
    except (json.JSONDecodeError, TypeError) as exc:
        raise SystemExit(f"not a set of weights: {text!r} ({exc}); give medium, expert or a JSON object "
                         f"of some of: {', '.join(f.name for f in dataclasses.fields(Tuning))}")


def changes(t: Tuning) -> dict:
    """The weights of ``t`` that differ from medium's."""
    return {f.name: getattr(t, f.name) for f in dataclasses.fields(t) if getattr(t, f.name) != getattr(MEDIUM, f.name)}


def medium_with(t: Tuning):
    """A medium bot that plays the weights ``t``."""
    bot = MediumBot()
    bot.tune = t
    return bot


def play_deal(job) -> float:
    """Both games of one deal, a's weights against b's: a's mean lead in points."""
    preset, players, a, b, deal_seed = job
    options = CanastaOptions.from_preset(preset, players=players)
    levels = {"a": BotLevel("a", "a", 0, lambda: medium_with(a)), "b": BotLevel("b", "b", 0, lambda: medium_with(b))}
    games = tournament.play_both(get("canasta"), options, levels, deal_seed)
    return statistics.fmean(g.points["a"] - g.points["b"] for g in games)


def duel(a: Tuning, b: Tuning, deals: int, seed: int, pool, players_only: int | None = None) -> dict:
    """a's lead over b a round: per setting (mean, standard error) and over the settings (all four, or those of
    ``players_only`` players)."""
    per, ses = {}, []
    for k, (preset, players) in enumerate(SETTINGS):
        if players_only is not None and players != players_only:
            continue
        jobs = [(preset, players, a, b, rng_for(seed + k, "deal", i).getrandbits(53)) for i in range(deals)]
        leads = list(pool.imap(play_deal, jobs) if pool else map(play_deal, jobs))
        se = statistics.stdev(leads) / math.sqrt(deals)
        per[f"{preset} {players}p"] = [round(statistics.fmean(leads), 1), round(se, 1)]
        ses.append(se)
    lead = statistics.fmean(m for m, _ in per.values())
    se = math.sqrt(sum(s * s for s in ses)) / len(ses)
    return {"settings": per, "lead": round(lead, 2), "se": round(se, 2)}


def steps_of(field: dataclasses.Field, value, direction: int):
    """The next value of a weight one step up (``direction`` 1) or down (-1); None where it cannot go.
    The field's declared type decides, so a float weight given as ``13`` still steps as a float."""
    if field.type in ("int", int):
        new = value + direction * max(1, round(abs(value) * 0.3))
        return new if new >= 0 else None
    new = round(value * (1.5 if direction > 0 else 0.6), 3)
    return None if new == value else new


def search(start: Tuning, fields: list[str], deals: int, seed: int, z: float, sweeps: int, pool, say,
           players_only: int | None = None) -> Tuning:
    """The coordinate search (see the module docstring); ``say`` hears each step as a line."""
    best = start
    by_name = {f.name: f for f in dataclasses.fields(Tuning)}
    for sweep in range(sweeps):
        moved_any = False
        for name in fields:
            for direction in (1, -1):
                moved = False
                while (value := steps_of(by_name[name], getattr(best, name), direction)) is not None:
                    trial = dataclasses.replace(best, **{name: value})
                    result = duel(trial, best, deals, seed, pool, players_only)
                    kept = result["se"] > 0 and result["lead"] > z * result["se"]
                    say(f"sweep {sweep + 1} {name} {getattr(best, name)} -> {value}: {result['lead']:+.1f} "
                        f"(se {result['se']:.1f}) {result['settings']}{'  kept' if kept else ''}")
                    if not kept:
                        break
                    best, moved, moved_any = trial, True, True
                if moved:
                    break
        if not moved_any:
            break
    return best


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--deals", type=int, default=600, help="deals a setting for each duel (each played twice)")
    parser.add_argument("--seed", type=int, default=7101, help="the four settings play seeds SEED .. SEED+3")
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--start", default="medium", help="medium, expert or JSON weights (the search's start)")
    parser.add_argument("--fields", help="comma-separated weights to search (default: all)")
    parser.add_argument("--z", type=float, default=1.64, help="standard errors a step must win by")
    parser.add_argument("--sweeps", type=int, default=2, help="passes over the weights at most")
    parser.add_argument("--check", help="play one duel: these weights (medium, expert or JSON) ...")
    parser.add_argument("--against", default="medium", help="... against these")
    parser.add_argument("--players", type=int, choices=(2, 4), help="only the settings of this many players")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    if args.deals < 2:
        raise SystemExit("--deals must be at least 2")
    names = [f.name for f in dataclasses.fields(Tuning)]
    fields = names if not args.fields else [n.strip() for n in args.fields.split(",")]
    unknown = [n for n in fields if n not in names]
    if unknown:
        raise SystemExit(f"no such weight: {', '.join(unknown)}; choose from {', '.join(names)}")
    with (multiprocessing.get_context("fork").Pool(args.jobs) if args.jobs > 1 else contextlib.nullcontext()) as pool:
        if args.check:
            a, b = weights(args.check), weights(args.against)
            result = duel(a, b, args.deals, args.seed, pool, args.players)
            lines = [f"{args.check} against {args.against}, {args.deals} deals a setting x 2 seatings "
                     f"(seeds {args.seed}..{args.seed + 3}), lead in points a round [95%]:"]
            for name, (mean, se) in result["settings"].items():
                lines.append(f"  {name:14} {mean:+8.1f}  [{mean - 1.96 * se:+.1f}, {mean + 1.96 * se:+.1f}]")
            lines.append(f"  {'all':14} {result['lead']:+8.1f}  (se {result['se']:.1f})")
            benchlib.emit({"check": changes(a), "against": changes(b), "deals": args.deals, "seed": args.seed,
                           **result}, lines, args.json)
            return 0
        best = search(weights(args.start), fields, args.deals, args.seed, args.z, args.sweeps, pool, print,
                      args.players)
    found = changes(best)
    benchlib.emit({"start": changes(weights(args.start)), "deals": args.deals, "seed": args.seed, "weights": found},
                  [f"weights that differ from medium's: {json.dumps(found)}"], args.json)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
