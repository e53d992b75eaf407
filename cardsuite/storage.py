"""Where cardsuite keeps its files, and how it reads and writes them safely.

Settings, saved games and statistics are small versioned JSON documents::

    {"format": "cardsuite.<kind>", "version": N, "data": {...}}

Writes are atomic (temp file in the same folder, fsync, ``os.replace``), so a
crash or a killed process leaves either the old file or the new one, never a
torn one.  Reads never crash the app: an unreadable file is moved aside to
``<name>.corrupt-<YYYYmmdd-HHMMSS>`` and reported once through
:func:`take_problems`, and the caller starts from defaults.  A file written by
a newer cardsuite is never half-loaded and never touched: reading it raises
:class:`NewerVersionError`.

This module imports no Qt: it runs in tests, benchmarks and headless hosts.
"""

from __future__ import annotations

import contextlib
import copy
import json
import math
import os
import re
import tempfile
import threading
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import Any, Callable, ClassVar

import platformdirs

APP_NAME = "cardsuite"
HOME_ENV = "CARDSUITE_HOME"
FORMAT_VERSION = 1

SETTINGS_KIND = "settings"
SAVE_KIND = "save"
STATS_KIND = "stats"


# --------------------------------------------------------------------------- errors and problems


class StorageError(Exception):
    """A storage failure the UI should show to the player as it is."""


class NewerVersionError(StorageError):
    """The file was written by a newer cardsuite; it is left exactly as it is."""

    def __init__(self, message: str, path: Path, found: int, supported: int) -> None:
        super().__init__(message)
        self.path = path
        self.found = found
        self.supported = supported


@dataclass(frozen=True)
class Problem:
    """Something the player should hear about once: a file that could not be used.

    ``message`` is for the player; ``detail`` is the technical reason, for logs
    and bug reports.  ``moved_to`` is ``None`` when the file was left in place.
    """

    path: Path
    moved_to: Path | None
    message: str
    detail: str = ""


_problems: list[Problem] = []
_problems_lock = threading.Lock()


def report_problem(problem: Problem) -> None:
    """Queue ``problem`` for the UI, which collects it with :func:`take_problems`."""
    with _problems_lock:
        _problems.append(problem)


def take_problems() -> list[Problem]:
    """Every problem recorded since the last call; the list is cleared so each is shown once."""
    with _problems_lock:
        taken = list(_problems)
        _problems.clear()
    return taken


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


# --------------------------------------------------------------------------- wording


@dataclass(frozen=True)
class _Wording:
    subject: str  # "Your settings file"
    this: str  # "This settings file"
    fallback: str  # what the app does instead


def _wording(kind: str, path: Path) -> _Wording:
    if kind == SETTINGS_KIND:
        return _Wording("Your settings file", "This settings file", "the app started with default settings")
    if kind == STATS_KIND:
        return _Wording("Your statistics file", "This statistics file", "statistics start again from zero")
    if kind == SAVE_KIND:
        return _Wording(f"The saved {path.stem} game", "This save", "a new game starts instead")
    return _Wording(f"The file {path.name}", "This file", "defaults are used instead")


def newer_version_message(kind: str, path: Path, found: int, supported: int) -> str:
    """The sentence shown when a file comes from a newer cardsuite."""
    this = _wording(kind, path).this
    return (
        f"{this} was written by a newer version of cardsuite (format {found}); "
        f"this version reads up to {supported}. Update cardsuite to open it."
    )


# --------------------------------------------------------------------------- versioned JSON


def _format_name(kind: str) -> str:
    if not isinstance(kind, str) or not kind:
        raise ValueError(f"a file kind must be a non-empty string, not {kind!r}")
    return f"{APP_NAME}.{kind}"


def write_json(path: Path | str, kind: str, data: dict, version: int = FORMAT_VERSION) -> None:
    """Write ``data`` as a versioned document, atomically.

    The document goes to a temp file in the same folder, is flushed and
    fsynced, and only then replaces ``path``; on any failure the temp file is
    removed and the previous file is untouched.  A disk error (full, read-only,
    no permission) raises :class:`StorageError` with a message for the player.
    """
    path = Path(path)
    if not isinstance(data, dict):
        raise TypeError(f"stored data must be a dict, not {type(data).__name__}")
    document = {"format": _format_name(kind), "version": version, "data": data}
    path.parent.mkdir(parents=True, exist_ok=True)
    temp = tempfile.NamedTemporaryFile(
        "w", encoding="utf-8", delete=False, dir=path.parent, prefix=f".{path.name}.", suffix=".tmp"
    )
    try:
        with temp:
            json.dump(document, temp, ensure_ascii=False, indent=2, allow_nan=False)
            temp.write("\n")
            temp.flush()
            os.fsync(temp.fileno())
        os.replace(temp.name, path)
    except BaseException as error:
        with contextlib.suppress(OSError):
            os.unlink(temp.name)
        if isinstance(error, OSError):
            subject = _wording(kind, path).subject
            reason = error.strerror or str(error)
            raise StorageError(f"{subject} could not be written to {path} ({reason}).") from error
        raise
    _fsync_folder(path.parent)


def _fsync_folder(folder: Path) -> None:
    """Make the rename itself durable where the platform allows it (POSIX)."""
    if os.name != "posix":
        return
    with contextlib.suppress(OSError):
        descriptor = os.open(folder, os.O_RDONLY)
        try:
            os.fsync(descriptor)
        finally:
            os.close(descriptor)


class _Unreadable(Exception):
    """Internal: the file exists but cannot be used; the message is the technical reason."""


def _parse(path: Path, kind: str, supported: int) -> dict | None:
    """The document's data, ``None`` if missing; raises ``_Unreadable`` or ``NewerVersionError``."""
    try:
        raw = path.read_bytes()
    except FileNotFoundError:
        return None
    except OSError as error:
        raise _Unreadable(f"could not be opened: {error.strerror or error}") from error
    try:
        text = raw.decode("utf-8-sig")
    except UnicodeDecodeError as error:
        raise _Unreadable("not UTF-8 text") from error
    try:
        document = json.loads(text)
    except (ValueError, RecursionError) as error:
        raise _Unreadable(f"not valid JSON: {error}") from error
    if not isinstance(document, dict):
        raise _Unreadable("not a cardsuite file (the top level is not an object)")
    expected = _format_name(kind)
    found_format = document.get("format")
    if found_format != expected:
        raise _Unreadable(f"format is {found_format!r}, expected {expected!r}")
    found = document.get("version")
    if isinstance(found, bool) or not isinstance(found, int) or found < 1:
        raise _Unreadable(f"version is {found!r}, expected a whole number from 1")
    if found > supported:
        message = newer_version_message(kind, path, found, supported)
        raise NewerVersionError(message, path, found, supported)
    data = document.get("data")
    if not isinstance(data, dict):
        raise _Unreadable("'data' is missing or not an object")
    return data


def _corrupt_name(path: Path) -> Path:
    stamp = datetime.now().strftime("%Y%m%d-%H%M%S")
    candidate = path.with_name(f"{path.name}.corrupt-{stamp}")
    counter = 2
    while candidate.exists():
        candidate = path.with_name(f"{path.name}.corrupt-{stamp}-{counter}")
        counter += 1
    return candidate


def _move_aside(path: Path, kind: str, reason: str) -> None:
    """Rename an unreadable file out of the way and tell the player where it went."""
    words = _wording(kind, path)
    try:
        moved_to = _corrupt_name(path)
        os.rename(path, moved_to)
    except OSError as error:
        report_problem(
            Problem(
                path=path,
                moved_to=None,
                message=(
                    f"{words.subject} could not be read, nor moved aside, so it was left at "
                    f"{path}; {words.fallback}."
                ),
                detail=f"{reason}; moving it aside failed: {error}",
            )
        )
        return
    report_problem(
        Problem(
            path=path,
            moved_to=moved_to,
            message=f"{words.subject} could not be read and was moved aside to {moved_to}; {words.fallback}.",
            detail=reason,
        )
    )


def read_json(path: Path | str, kind: str, version: int = FORMAT_VERSION) -> dict | None:
    """The stored data, or ``None`` when there is none to use.

    ``None`` means the file is missing, or it was unreadable and has been moved
    aside (with a :class:`Problem` recorded).  A file from a newer cardsuite
    raises :class:`NewerVersionError` and is left byte for byte as it was.
    """
    path = Path(path)
    try:
        return _parse(path, kind, version)
    except _Unreadable as unreadable:
        _move_aside(path, kind, str(unreadable))
        return None


def load_versioned(path: Path, kind: str, until_then: str) -> tuple[dict | None, bool]:
    """A file's data for a store that starts from defaults, and whether the file must be left as it is.

    The data is ``None`` when there is none to use: the file is missing, or it was unreadable and
    :func:`read_json` moved it aside (and reported it).  Read-only is true when a file is still
    in the way: one from a newer cardsuite (reported here, ``until_then`` saying what the app
    does meanwhile) or an unreadable one that could not be moved aside.
    """
    try:
        data = read_json(path, kind)
    except NewerVersionError as error:
        report_problem(
            Problem(
                path=path,
                moved_to=None,
                message=f"{error} {until_then}",
                detail=f"format {error.found}, supported {error.supported}",
            )
        )
        return None, True
    return data, data is None and path.exists()


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
        "animation_speed": "normal",
        "hints_enabled": True,
        "hints_closed": {},
        "spider_auto_turn_up": False,
        "language": "",
        "player_name": "",
        "bot_pace": 1.0,
        "card_theme": "builtin",
        "show_both_scores": False,
        "lan_broadcast": "255.255.255.255",
        "window_geometry": "",
        "last_match_scores": {},
    }

    VALIDATORS: ClassVar[dict[str, Callable[[Any], bool]]] = {
        "card_back": _is_str,
        "table_colour": _is_colour,
        "animation_speed": lambda value: isinstance(value, str) and value in ANIMATION_SPEEDS,
        "hints_enabled": _is_bool,
        "hints_closed": _is_hints_closed,
        "spider_auto_turn_up": _is_bool,
        "language": _is_str,
        "player_name": _is_str,
        "bot_pace": _is_pace,
        "card_theme": _is_str,
        "show_both_scores": _is_bool,
        "lan_broadcast": _is_str,
        "window_geometry": _is_str,
        "last_match_scores": lambda value: isinstance(value, dict) and all(isinstance(k, str) for k in value),
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


def _is_count(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


class Stats:
    """Results per game (played, won, lost, drawn, points), saved atomically after each result."""

    def __init__(self, data: dict | None = None, path: Path | None = None, *, read_only: bool = False):
        self._path = path
        self._read_only = read_only
        self._lock = threading.RLock()
        data = dict(data or {})
        games = data.pop("games", {})
        self._extra = data
        self._games: dict[str, dict[str, int]] = {}
        if isinstance(games, dict):
            for name, counters in games.items():
                if isinstance(name, str) and isinstance(counters, dict):
                    self._games[name] = {
                        key: counters[key] if _is_count(counters.get(key)) else 0 for key in _COUNTERS
                    }

    @classmethod
    def load(cls) -> Stats:
        """The saved statistics, or empty ones (with a recorded problem) if they cannot be used."""
        path = stats_path()
        data, read_only = load_versioned(
            path, STATS_KIND, "Until then results are counted for this session only, so that file stays as it is.")
        return cls(data, path, read_only=read_only)

    @property
    def path(self) -> Path:
        return self._path if self._path is not None else stats_path()

    def games(self) -> list[str]:
        """Names of games with at least one recorded result."""
        with self._lock:
            return sorted(self._games)

    def record_result(self, game_name: str, outcome: str, points: int = 0) -> None:
        """Count one finished match for the local player and save."""
        if not isinstance(game_name, str) or not game_name:
            raise ValueError(f"a game name must be a non-empty string, not {game_name!r}")
        if outcome not in OUTCOMES:
            raise ValueError(f"outcome must be one of {sorted(OUTCOMES)}, not {outcome!r}")
        if not _is_count(points):
            raise ValueError(f"points must be a whole number, not {points!r}")
        with self._lock:
            counters = self._games.setdefault(game_name, dict.fromkeys(_COUNTERS, 0))
            counters["played"] += 1
            counters[OUTCOMES[outcome]] += 1
            counters["points"] += points
            self.save()

    def summary(self, game_name: str) -> dict[str, int]:
        """played / won / lost / drawn / points for ``game_name`` (zeros if never played)."""
        with self._lock:
            return dict(self._games.get(game_name, dict.fromkeys(_COUNTERS, 0)))

    def save(self) -> None:
        """Write the statistics atomically (nothing is written in read-only mode)."""
        with self._lock:
            if not self._read_only:
                write_json(self.path, STATS_KIND, {**self._extra, "games": self._games})
