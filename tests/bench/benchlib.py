"""Shared pieces of the benchmarks: game lookup by registry name, options, figures and JSON output.

Benchmarks are generic over the game registry: a new game plugs in by
registering itself, with no copy of any benchmark.
"""

from __future__ import annotations

import argparse
import json
import math
import statistics
from typing import Any, Sequence

from cardsuite import games
from cardsuite.engine import GameOptions


def add_game_arguments(parser: argparse.ArgumentParser, required: bool = True) -> None:
    """``--game``, its options and ``--json``; ``required=False`` when a tool has a mode without a game."""
    parser.add_argument("--game", required=required, help=f"one of: {', '.join(games.ENGINES) or '(none registered)'}")
    parser.add_argument("--preset", help="an options preset of the game (default: its first)")
    parser.add_argument("--players", type=int, help="number of players, for games that have the option")
    parser.add_argument("--option", action="append", default=[], metavar="NAME=VALUE",
                        help="override one option (JSON value), e.g. --option suits=2")
    parser.add_argument("--json", action="store_true", help="print the figures as one JSON object last")


def game_and_options(args: argparse.Namespace) -> tuple[games.GameEntry, GameOptions]:
    try:
        entry = games.get(args.game)
    except KeyError as exc:
        raise SystemExit(str(exc.args[0]))
    overrides: dict[str, Any] = {}
    for item in args.option:
        name, _, value = item.partition("=")
        try:
            overrides[name] = json.loads(value)
        except json.JSONDecodeError:
            overrides[name] = value
    if args.players is not None:
        overrides["players"] = args.players
    options_cls = entry.game().Options
    try:
        return entry, options_cls.from_preset(args.preset, **overrides)
    except Exception as exc:  # a readable refusal of bad options, not a traceback
        raise SystemExit(f"bad options for {args.game}: {exc}")


def percentiles(values: Sequence[float]) -> dict[str, float]:
    """Median, p95 and max of a sample (zeros for an empty one)."""
    if not values:
        return {"median": 0.0, "p95": 0.0, "max": 0.0}
    ordered = sorted(values)
    p95 = ordered[min(len(ordered) - 1, math.ceil(0.95 * len(ordered)) - 1)]
    return {"median": round(statistics.median(ordered), 3), "p95": round(p95, 3), "max": round(ordered[-1], 3)}


def wilson_interval(successes: float, n: int, z: float = 1.96) -> list[float]:
    """95% Wilson score interval of a proportion (draws may count half)."""
    if n == 0:
        return [0.0, 1.0]
    p = successes / n
    denom = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denom
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denom
    return [round(max(0.0, centre - half), 4), round(min(1.0, centre + half), 4)]


def mean_interval(values: Sequence[float], z: float = 1.96) -> list[float]:
    """Normal-approximation 95% interval of a mean."""
    if len(values) < 2:
        return [float("-inf"), float("inf")]
    mean = statistics.fmean(values)
    half = z * statistics.stdev(values) / math.sqrt(len(values))
    return [round(mean - half, 3), round(mean + half, 3)]


def read_jsonl(path: str) -> list[Any]:
    """The JSON values of a bench's ``--jsonl`` record, one a line; a readable refusal if it cannot.

    A last line without its newline is the one being written when the run was stopped: it is left out."""
    try:
        with open(path, encoding="utf-8") as f:
            text = f.read()
    except (OSError, ValueError) as exc:
        raise SystemExit(f"cannot read {path}: {exc}")
    lines = text.split("\n")[:-1]          # whole lines only
    values = []
    for number, line in enumerate(lines, 1):
        if line.strip():
            try:
                values.append(json.loads(line))
            except ValueError as exc:
                raise SystemExit(f"cannot read {path}: line {number} is not JSON ({exc})")
    return values


def emit(figures: dict[str, Any], lines: Sequence[str], as_json: bool) -> None:
    """Readable lines, then (with --json) the figures as one JSON object on the last line."""
    for line in lines:
        print(line)
    if as_json:
        print(json.dumps(figures))
