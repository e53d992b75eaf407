"""The player's results (``stats.json``) and the figures the statistics window shows from them.  No Qt here.

:class:`Stats` keeps, per game, the counters (played, won, lost, drawn: since the first match ever
recorded), the matches played (newest last, since statistics version 2), the best win streak, the rating
and its history (:mod:`.ratings`), and the playing time of the unfinished match; it is saved atomically
after each result, as a versioned JSON document (:mod:`.versioned_json`).

:func:`figures` computes what the window shows: streaks, scores, times and the split by opponent level
come from the matches kept.  A left match is a loss, but its score (none: it was not played out) does not
count towards the best or average score.
"""

from __future__ import annotations

import copy
import math
import threading
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from . import ratings
from .folders import stats_path
from .versioned_json import STATS_KIND, load_versioned, write_json

OUTCOMES = {"win": "won", "loss": "lost", "draw": "drawn"}
_COUNTERS = ("played", "won", "lost", "drawn", "points")
STATS_VERSION = 2
"""1: counters per game.  2: adds each match (``matches``), the best win streak (``best_streaks``), the rating
and its history (``elo``) and the playing time of unfinished matches (``unfinished``); a version-1 file loads
with these empty, and keys it had that this version does not know are kept."""
HISTORY_LIMIT = 500     # matches kept per game (the window shows 50; the counters keep counting beyond)


def _is_count(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _is_number(value: Any) -> bool:
    return isinstance(value, (int, float)) and not isinstance(value, bool) and math.isfinite(value)


LATEST_TIMESTAMP = 4.0e9      # seconds since 1970: year 2096; a later date is a corrupt entry


def _clean_entry(entry: Any) -> dict | None:
    """A history entry as stored, or None if it is not one (unknown keys are kept; a value the statistics
    window could not show -- a date out of range, a time or deal number that is not one -- is dropped)."""
    if (not isinstance(entry, dict) or entry.get("outcome") not in OUTCOMES or not _is_number(entry.get("at"))
            or not 0 <= entry["at"] <= LATEST_TIMESTAMP):
        return None
    entry = dict(entry)
    entry["points"] = entry["points"] if _is_count(entry.get("points")) else 0
    if not (_is_number(entry.get("seconds")) and 0 <= entry["seconds"] <= LATEST_TIMESTAMP):
        entry["seconds"] = None
    if not (_is_count(entry.get("deal")) and entry["deal"] >= 0):
        entry["deal"] = None
    if not isinstance(entry.get("options"), dict):
        entry["options"] = None
    opponents = entry.get("opponents")
    entry["opponents"] = [o for o in opponents if isinstance(o, dict)] if isinstance(opponents, list) else []
    if entry.get("hints_used") is not True:     # only a match with hints holds the mark: an older file reads as it was
        entry.pop("hints_used", None)
    return entry


class Stats:
    """Each game's results: counters, the matches played (newest last), the rating and its history.

    Saved atomically after each result.  A version-1 file (counters only) is read and written back
    as version 2 with nothing lost; a newer one is left as it is (results count for this session only).
    """

    def __init__(self, data: dict | None = None, path: Path | None = None, *, read_only: bool = False):
        self._path = path
        self._read_only = read_only
        self._lock = threading.RLock()
        data = dict(data or {})
        games = data.pop("games", {})
        history = data.pop("matches", {})
        ratings = data.pop("elo", {})
        clocks = data.pop("unfinished", {})
        streaks = data.pop("best_streaks", {})
        self._extra = data
        self._games: dict[str, dict[str, int]] = {}
        self._history: dict[str, list[dict]] = {}
        self._ratings: dict[str, dict[str, Any]] = {}
        self._clocks: dict[str, dict[str, Any]] = {}
        self._streaks: dict[str, int] = ({name: n for name, n in streaks.items() if isinstance(name, str)
                                          and _is_count(n)} if isinstance(streaks, dict) else {})
        if isinstance(games, dict):
            for name, counters in games.items():
                if isinstance(name, str) and isinstance(counters, dict):
                    self._games[name] = {
                        key: counters[key] if _is_count(counters.get(key)) else 0 for key in _COUNTERS
                    }
        if isinstance(history, dict):
            for name, entries in history.items():
                if isinstance(name, str) and isinstance(entries, list):
                    self._history[name] = [e for e in map(_clean_entry, entries) if e is not None]
        if isinstance(ratings, dict):
            for name, rating in ratings.items():
                if isinstance(name, str) and isinstance(rating, dict) and _is_number(rating.get("rating")):
                    points = [p for p in rating.get("history", []) if isinstance(p, list) and len(p) == 2
                              and all(_is_number(v) for v in p)] if isinstance(rating.get("history"), list) else []
                    rated = rating.get("rated") if _is_count(rating.get("rated")) else len(points)
                    self._ratings[name] = {"rating": float(rating["rating"]), "rated": rated, "history": points}
        if isinstance(clocks, dict):
            self._clocks = {name: dict(clock) for name, clock in clocks.items() if isinstance(clock, dict)
                            and isinstance(clock.get("match"), str) and _is_number(clock.get("seconds"))}

    @classmethod
    def load(cls) -> Stats:
        """The saved statistics, or empty ones (with a recorded problem) if they cannot be used."""
        path = stats_path()
        data, read_only = load_versioned(
            path, STATS_KIND, "Until then results are counted for this session only, so that file stays as it is.",
            STATS_VERSION)
        return cls(data, path, read_only=read_only)

    @property
    def path(self) -> Path:
        return self._path if self._path is not None else stats_path()

    def games(self) -> list[str]:
        """Names of games with at least one recorded result."""
        with self._lock:
            return sorted(self._games)

    def record_result(self, game_name: str, outcome: str, points: int = 0) -> None:
        """Count one finished match for the local player and save (no opponent known: not rated)."""
        self.record_match(game_name, outcome, points)

    def record_match(self, game_name: str, outcome: str, points: int = 0, *, opponents: list[dict] | None = None,
                     deal: int | None = None, options: dict | None = None, seconds: float | None = None,
                     left: bool = False, at: float | None = None, hints_used: bool = False) -> dict:
        """Count one finished match, keep it in the history, rate it, and save; returns the entry kept.

        ``opponents``: ``{"name", "level", "rating"}`` each (a known rating makes the match rated);
        ``left``: the player left before the end (counted as the loss it is); ``hints_used``: the player asked
        for hints, so the entry says so and the rating does not change.
        """
        if not isinstance(game_name, str) or not game_name:
            raise ValueError(f"a game name must be a non-empty string, not {game_name!r}")
        if outcome not in OUTCOMES:
            raise ValueError(f"outcome must be one of {sorted(OUTCOMES)}, not {outcome!r}")
        if not _is_count(points):
            raise ValueError(f"points must be a whole number, not {points!r}")
        entry = {"at": float(time.time() if at is None else at), "outcome": outcome, "points": points,
                 "opponents": [dict(o) for o in opponents or []], "deal": deal, "options": options,
                 "seconds": None if seconds is None else round(float(seconds), 1), "left": bool(left),
                 **({"hints_used": True} if hints_used else {})}
        with self._lock:
            counters = self._games.setdefault(game_name, dict.fromkeys(_COUNTERS, 0))
            counters["played"] += 1
            counters[OUTCOMES[outcome]] += 1
            counters["points"] += points
            history = self._history.setdefault(game_name, [])
            history.append(entry)
            del history[:-HISTORY_LIMIT]
            self._streaks[game_name] = max(self._streaks.get(game_name, 0), _win_streak(history))
            rating = self._ratings.get(game_name, {"rating": ratings.START, "rated": 0, "history": []})
            new = None if hints_used else ratings.updated(
                rating["rating"], [o.get("rating") for o in entry["opponents"]], outcome, rating["rated"])
            if new is not None:
                rating = {"rating": new, "rated": rating["rated"] + 1,
                          "history": (rating["history"] + [[entry["at"], round(new, 1)]])[-HISTORY_LIMIT:]}
                self._ratings[game_name] = rating
                entry["rating"] = round(new, 1)
            self.save()
        return dict(entry)

    def summary(self, game_name: str) -> dict[str, int]:
        """played / won / lost / drawn / points for ``game_name`` (zeros if never played)."""
        with self._lock:
            return dict(self._games.get(game_name, dict.fromkeys(_COUNTERS, 0)))

    def best_streak(self, game_name: str) -> int:
        """The longest run of wins recorded (since statistics version 2)."""
        with self._lock:
            return self._streaks.get(game_name, 0)

    def history(self, game_name: str) -> list[dict]:
        """The matches kept for ``game_name``, oldest first (copies)."""
        with self._lock:
            return copy.deepcopy(self._history.get(game_name, []))

    def rating(self, game_name: str) -> float | None:
        """The player's rating at ``game_name``, or None before a first rated match."""
        with self._lock:
            rating = self._ratings.get(game_name)
            return None if rating is None else rating["rating"]

    def rating_history(self, game_name: str) -> list[tuple[float, float]]:
        """(time, rating after the match) for each rated match, oldest first."""
        with self._lock:
            return [(at, value) for at, value in self._ratings.get(game_name, {}).get("history", [])]

    def add_time(self, game_name: str, match_id: str, seconds: float) -> None:
        """Add playing time to the unfinished match ``match_id`` of this game (one per game, like its save)."""
        with self._lock:
            clock = self._clocks.get(game_name)
            if clock is None or clock["match"] != match_id:
                clock = {"match": match_id, "seconds": 0.0}
            clock["seconds"] = round(clock["seconds"] + max(0.0, float(seconds)), 1)
            self._clocks[game_name] = clock
            self.save()

    def take_time(self, game_name: str, match_id: str) -> float:
        """The playing time kept for ``match_id`` (0 if none), forgotten now that it is counted."""
        with self._lock:
            clock = self._clocks.pop(game_name, None)
            return float(clock["seconds"]) if clock is not None and clock["match"] == match_id else 0.0

    def save(self) -> None:
        """Write the statistics atomically (nothing is written in read-only mode)."""
        with self._lock:
            if not self._read_only:
                write_json(self.path, STATS_KIND, {**self._extra, "games": self._games, "matches": self._history,
                                                   "best_streaks": self._streaks, "elo": self._ratings,
                                                   "unfinished": self._clocks},
                           STATS_VERSION)


def _win_streak(history: list[dict]) -> int:
    """The run of wins at the end of ``history``."""
    run = 0
    for entry in reversed(history):
        if entry["outcome"] != "win":
            break
        run += 1
    return run


# --------------------------------------------------------------------------- the figures shown


@dataclass(frozen=True)
class LevelFigures:
    """Results against one kind of opponent: ``levels`` are the bot levels (``()``: people)."""

    levels: tuple[str, ...]
    played: int = 0
    won: int = 0
    lost: int = 0
    drawn: int = 0


@dataclass(frozen=True)
class GameFigures:
    played: int = 0
    won: int = 0
    lost: int = 0
    drawn: int = 0
    current_streak: int = 0        # +n: the last n matches won; -n: the last n lost; 0 after a draw
    best_streak: int = 0
    best_score: int | None = None
    average_score: float | None = None
    average_seconds: float | None = None
    rating: float | None = None
    by_level: tuple[LevelFigures, ...] = field(default_factory=tuple)

    @property
    def win_rate(self) -> float | None:
        return self.won / self.played if self.played else None


def current_streak(history: list[dict]) -> int:
    """The run of equal results at the end of the history: +wins or -losses (a draw ends any run)."""
    run, last = 0, None
    for entry in reversed(history):
        outcome = entry.get("outcome")
        if outcome == "draw" or (last is not None and outcome != last):
            break
        last, run = outcome, run + 1
    return run if last == "win" else -run


def level_key(entry: dict) -> tuple[str, ...]:
    """The bot levels a match was played against, sorted ("easy", "hard"); people give ()."""
    return tuple(sorted({str(o["level"]) for o in entry.get("opponents", []) if o.get("level")}))


def figures(stats, game_name: str) -> GameFigures:
    """Everything the window shows for one game."""
    counters = stats.summary(game_name)
    history = stats.history(game_name)
    played_out = [e for e in history if not e.get("left")]
    scores = [e["points"] for e in played_out if isinstance(e.get("points"), int)]
    times = [float(e["seconds"]) for e in history if isinstance(e.get("seconds"), (int, float)) and e["seconds"] > 0]
    levels: dict[tuple[str, ...], dict[str, int]] = {}
    for entry in history:
        if not entry.get("opponents"):
            continue
        row = levels.setdefault(level_key(entry), {"played": 0, "won": 0, "lost": 0, "drawn": 0})
        row["played"] += 1
        row[{"win": "won", "loss": "lost", "draw": "drawn"}[entry["outcome"]]] += 1
    return GameFigures(
        played=counters["played"], won=counters["won"], lost=counters["lost"], drawn=counters["drawn"],
        current_streak=current_streak(history), best_streak=stats.best_streak(game_name),
        best_score=max(scores) if scores else None,
        average_score=sum(scores) / len(scores) if scores else None,
        average_seconds=sum(times) / len(times) if times else None,
        rating=stats.rating(game_name),
        by_level=tuple(LevelFigures(key, **row) for key, row in sorted(levels.items())),
    )


@dataclass(frozen=True)
class VariantFigures:
    """Results in one variant of a game (Spider practice: suit count and rules): games, wins, the best time of a
    won game and the best score of a game played out."""

    variant: str
    played: int = 0
    won: int = 0
    best_seconds: float | None = None
    best_score: int | None = None


def variant_figures(stats, game_name: str, variant_of) -> tuple[VariantFigures, ...]:
    """The kept matches of ``game_name`` by variant (``variant_of(options JSON)``: its name, or None for none),
    in the order each variant was first played."""
    rows: dict[str, dict[str, Any]] = {}
    for entry in stats.history(game_name):
        variant = variant_of(entry.get("options"))
        if variant is None:
            continue
        row = rows.setdefault(variant, {"played": 0, "won": 0, "best_seconds": None, "best_score": None})
        row["played"] += 1
        seconds = entry.get("seconds")
        if entry["outcome"] == "win":
            row["won"] += 1
            if isinstance(seconds, (int, float)) and (row["best_seconds"] is None or seconds < row["best_seconds"]):
                row["best_seconds"] = seconds
        if not entry.get("left") and (row["best_score"] is None or entry["points"] > row["best_score"]):
            row["best_score"] = entry["points"]
    return tuple(VariantFigures(name, **row) for name, row in rows.items())
