"""Where cardsuite keeps its files: settings, saved games and statistics.

Each is a small versioned JSON document (:mod:`cardsuite.profile.versioned_json`): written atomically,
an unreadable file moved aside with a message for the player, a file from a newer cardsuite
left exactly as it is.  The folders come from ``platformdirs`` (or ``$CARDSUITE_HOME``).

This module imports no Qt: it runs in tests, benchmarks and headless hosts.
"""

from __future__ import annotations

import contextlib
import copy
import math
import os
import re
import threading
import time
from pathlib import Path
from typing import Any, Callable, ClassVar

import platformdirs

from cardsuite.address import parse_address
from . import ratings
from .versioned_json import (APP_NAME, FORMAT_VERSION, SAVE_KIND, SETTINGS_KIND, STATS_KIND, NewerVersionError,
                             Problem, StorageError, load_versioned, newer_version_message, read_json, report_problem,
                             set_aside, take_problems, write_json)

__all__ = ["APP_NAME", "FORMAT_VERSION", "SAVE_KIND", "SETTINGS_KIND", "STATS_KIND", "NewerVersionError",
           "Problem", "STATS_VERSION", "Settings", "Stats", "StorageError", "config_dir", "data_dir", "delete_save",
           "describe_locations", "list_saves", "load_versioned", "newer_version_message", "read_json",
           "read_save", "report_problem", "save_aside", "save_path", "saves_dir", "settings_path", "stats_path",
           "take_problems", "write_json", "write_save"]

HOME_ENV = "CARDSUITE_HOME"


# --------------------------------------------------------------------------- folders


def _home() -> Path | None:
    value = os.environ.get(HOME_ENV, "").strip()
    return Path(value).expanduser() if value else None


def _ensure(folder: Path) -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    return folder


def config_dir() -> Path:
    """The settings folder: ``$CARDSUITE_HOME/config`` or the platform's config folder."""
    home = _home()
    if home is not None:
        return _ensure(home / "config")
    return _ensure(Path(platformdirs.user_config_dir(APP_NAME, appauthor=False)))


def data_dir() -> Path:
    """The folder for saves and statistics: ``$CARDSUITE_HOME/data`` or the platform's data folder."""
    home = _home()
    if home is not None:
        return _ensure(home / "data")
    return _ensure(Path(platformdirs.user_data_dir(APP_NAME, appauthor=False)))


def saves_dir() -> Path:
    """The folder holding one autosave per game."""
    return _ensure(data_dir() / "saves")


def settings_path() -> Path:
    return config_dir() / "settings.json"


def stats_path() -> Path:
    return data_dir() / "stats.json"


def describe_locations() -> dict[str, str]:
    """Where everything lives, as readable strings for the README and the about box."""
    return {
        "settings": str(settings_path()),
        "saves": str(saves_dir()),
        "statistics": str(stats_path()),
        "config folder": str(config_dir()),
        "data folder": str(data_dir()),
    }


# --------------------------------------------------------------------------- settings


def _is_str(value: Any) -> bool:
    return isinstance(value, str)


def _is_bool(value: Any) -> bool:
    return isinstance(value, bool)


def _is_colour(value: Any) -> bool:
    return isinstance(value, str) and re.fullmatch(r"#[0-9a-fA-F]{6}", value) is not None


def _is_pace(value: Any) -> bool:
    return isinstance(value, (int, float)) and not isinstance(value, bool) and math.isfinite(value) and value >= 0


def _is_hints_closed(value: Any) -> bool:
    return isinstance(value, dict) and all(
        isinstance(match_id, str) and isinstance(hints, list) and all(isinstance(h, str) for h in hints)
        for match_id, hints in value.items()
    )


def _is_port(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and 0 <= value <= 65535


def _is_target(value: Any) -> bool:
    """A discovery target, "host:port" (the LAN broadcast address by default)."""
    try:
        parse_address(value)
    except ValueError:
        return False
    return True


ANIMATION_SPEEDS = ("off", "slow", "normal", "fast")


class Settings:
    """The player's preferences: typed defaults, saved atomically on every change.

    Unknown keys in the file are kept (a newer or older cardsuite may use
    them); a known key with a value of the wrong type falls back to its
    default rather than reaching the UI.
    """

    DEFAULTS: ClassVar[dict[str, Any]] = {
        "card_back": "classic_blue",
        "table_colour": "#1e6b3a",
        "table_texture": "cloth",
        "animation_speed": "normal",
        "hints_enabled": True,
        "hints_closed": {},
        "spider_auto_turn_up": False,
        "language": "",
        "card_letters": "language",
        "player_name": "",
        "bot_pace": 1.0,
        "card_theme": "builtin",
        "show_both_scores": False,
        "lan_discovery_targets": ["255.255.255.255:47474"],
        "lan_discovery_port": 47474,
        "lan_port": 47475,
        "lan_name": "",
        "lan_ignored": [],
        "window_geometry": "",
        "last_match_scores": {},
        "wallet": {},
    }

    VALIDATORS: ClassVar[dict[str, Callable[[Any], bool]]] = {
        "card_back": _is_str,
        "table_colour": _is_colour,
        "table_texture": lambda value: isinstance(value, str) and re.fullmatch(r"[a-z]{1,16}", value) is not None,
        "animation_speed": lambda value: isinstance(value, str) and value in ANIMATION_SPEEDS,
        "hints_enabled": _is_bool,
        "hints_closed": _is_hints_closed,
        "spider_auto_turn_up": _is_bool,
        "language": _is_str,
        "card_letters": lambda value: value in ("language", "international"),
        "player_name": _is_str,
        "bot_pace": _is_pace,
        "card_theme": _is_str,
        "show_both_scores": _is_bool,
        "lan_discovery_targets": lambda value: isinstance(value, list) and all(_is_target(t) for t in value),
        "lan_discovery_port": lambda value: _is_port(value) and value > 0,
        "lan_port": _is_port,
        "lan_name": lambda value: isinstance(value, str) and len(value.strip()) <= 32,
        "lan_ignored": lambda value: isinstance(value, list) and all(isinstance(name, str) for name in value),
        "window_geometry": _is_str,
        "last_match_scores": lambda value: isinstance(value, dict) and all(isinstance(k, str) for k in value),
        "wallet": lambda value: isinstance(value, dict),
    }

    def __init__(self, values: dict[str, Any] | None = None, path: Path | None = None, *, read_only: bool = False):
        """Settings from ``values`` (checked like a loaded file); ``path=None`` means :func:`settings_path`.

        ``read_only`` keeps changes in memory only, so a file this version may
        not overwrite (newer, or unreadable and stuck in place) stays as it is.
        """
        self._path = path
        self._read_only = read_only
        self._lock = threading.RLock()
        self._values: dict[str, Any] = copy.deepcopy(self.DEFAULTS)
        for key, value in (values or {}).items():
            if self._is_valid(key, value):
                self._values[key] = self._normalise(key, copy.deepcopy(value))

    @classmethod
    def load(cls) -> Settings:
        """The saved settings, or defaults (with a recorded problem) if they cannot be used."""
        path = settings_path()
        data, read_only = load_versioned(path, SETTINGS_KIND, "Until then the app uses default settings, and "
                                         "changes made now are not saved, so that file stays as it is.")
        return cls(data, path, read_only=read_only)

    @property
    def path(self) -> Path:
        return self._path if self._path is not None else settings_path()

    @property
    def read_only(self) -> bool:
        """True when changes are kept in memory only, to protect a file this version cannot use."""
        return self._read_only

    @property
    def data(self) -> dict[str, Any]:
        """A copy of every value, defaults included."""
        with self._lock:
            return copy.deepcopy(self._values)

    def get(self, key: str, default: Any = None) -> Any:
        """The value for ``key`` (a copy, so changing it does not bypass :meth:`set`)."""
        with self._lock:
            if key in self._values:
                return copy.deepcopy(self._values[key])
        return default

    def set(self, key: str, value: Any) -> None:
        """Change one value and save at once.

        A wrong value for a known key, or one JSON cannot hold, raises
        ``ValueError``/``TypeError`` and changes nothing.  A disk error raises
        :class:`StorageError`; the new value still holds for this session.
        """
        if not self._is_valid(key, value):
            raise ValueError(f"{value!r} is not a valid value for the setting {key!r}")
        with self._lock:
            had_key = key in self._values
            previous = self._values.get(key)
            self._values[key] = self._normalise(key, copy.deepcopy(value))
            try:
                self.save()
            except (TypeError, ValueError):
                if had_key:
                    self._values[key] = previous
                else:
                    del self._values[key]
                raise

    def save(self) -> None:
        """Write every value atomically (nothing is written in read-only mode)."""
        with self._lock:
            if not self._read_only:
                write_json(self.path, SETTINGS_KIND, self._values)

    def is_hint_closed(self, match_id: str, hint_id: str) -> bool:
        """Whether the player closed this hint in this match."""
        return str(hint_id) in self.get("hints_closed").get(str(match_id), [])

    def close_hint(self, match_id: str, hint_id: str) -> None:
        """Remember that a hint was closed, so it stays closed for the rest of this match."""
        with self._lock:
            closed = self.get("hints_closed")
            hints = closed.setdefault(str(match_id), [])
            if str(hint_id) not in hints:
                hints.append(str(hint_id))
                self.set("hints_closed", closed)

    def forget_match_hints(self, match_id: str) -> None:
        """Drop the closed hints of a finished match, so the file does not grow forever."""
        with self._lock:
            closed = self.get("hints_closed")
            if closed.pop(str(match_id), None) is not None:
                self.set("hints_closed", closed)

    @classmethod
    def _is_valid(cls, key: str, value: Any) -> bool:
        if not isinstance(key, str):
            return False
        validator = cls.VALIDATORS.get(key)
        return validator is None or validator(value)

    @staticmethod
    def _normalise(key: str, value: Any) -> Any:
        return float(value) if key == "bot_pace" else value


# --------------------------------------------------------------------------- saves

_GAME_NAME = re.compile(r"[A-Za-z0-9][A-Za-z0-9_.-]*")


def _is_game_name(name: Any) -> bool:
    return isinstance(name, str) and _GAME_NAME.fullmatch(name) is not None and ".." not in name


def save_path(game_name: str) -> Path:
    """The autosave file of ``game_name`` (a plain name such as ``"canasta"``, no folders)."""
    if not _is_game_name(game_name):
        raise ValueError(f"{game_name!r} is not a usable game name for a save file")
    return saves_dir() / f"{game_name}.json"


def write_save(game_name: str, data: dict) -> None:
    """Store the game's save atomically, replacing the previous one."""
    write_json(save_path(game_name), SAVE_KIND, data)


def read_save(game_name: str) -> dict | None:
    """The game's save, or ``None``; a save from a newer cardsuite raises :class:`NewerVersionError`."""
    return read_json(save_path(game_name), SAVE_KIND)


def delete_save(game_name: str) -> None:
    """Remove the game's save, if there is one."""
    with contextlib.suppress(FileNotFoundError):
        save_path(game_name).unlink()


def save_aside(game_name: str, label: str) -> Path | None:
    """Put the game's save aside as ``<game>.json.<label>-<date-time>``, its bytes untouched (a newer
    cardsuite can still read it once named ``<game>.json`` again); the new path, or None if there was
    no save.  A disk that refuses raises :class:`StorageError`, and the save stays where it was."""
    path = save_path(game_name)
    try:
        return set_aside(path, label)
    except FileNotFoundError:
        return None
    except OSError as error:
        raise StorageError(f"The save {path} could not be put aside ({error.strerror or error}).") from error


def list_saves() -> list[str]:
    """Names of games that have a save to offer, sorted.

    Unreadable saves are moved aside (and reported) rather than listed.  Saves
    from a newer cardsuite are listed, so the UI shows why they cannot be
    resumed instead of silently starting over.
    """
    names = []
    for file in sorted(saves_dir().glob("*.json")):
        if not file.is_file() or not _is_game_name(file.stem):
            continue
        try:
            data = read_save(file.stem)
        except NewerVersionError:
            data = {}
        if data is not None:
            names.append(file.stem)
    return names


# --------------------------------------------------------------------------- statistics

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
                     left: bool = False, at: float | None = None) -> dict:
        """Count one finished match, keep it in the history, rate it, and save; returns the entry kept.

        ``opponents``: ``{"name", "level", "rating"}`` each (a known rating makes the match rated);
        ``left``: the player left before the end (counted as the loss it is).
        """
        if not isinstance(game_name, str) or not game_name:
            raise ValueError(f"a game name must be a non-empty string, not {game_name!r}")
        if outcome not in OUTCOMES:
            raise ValueError(f"outcome must be one of {sorted(OUTCOMES)}, not {outcome!r}")
        if not _is_count(points):
            raise ValueError(f"points must be a whole number, not {points!r}")
        entry = {"at": float(time.time() if at is None else at), "outcome": outcome, "points": points,
                 "opponents": [dict(o) for o in opponents or []], "deal": deal, "options": options,
                 "seconds": None if seconds is None else round(float(seconds), 1), "left": bool(left)}
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
            new = ratings.updated(rating["rating"], [o.get("rating") for o in entry["opponents"]], outcome,
                                  rating["rated"])
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
