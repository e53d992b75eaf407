"""Small versioned JSON documents, written atomically and read without ever crashing the app.

A document is ``{"format": "cardsuite.<kind>", "version": N, "data": {...}}``.  Writes go to a
temp file in the same folder, are fsynced and then ``os.replace``-d, so a crash or a killed
process leaves either the old file or the new one, never a torn one.  An unreadable file is
moved aside to ``<name>.corrupt-<YYYYmmdd-HHMMSS>`` and reported once through
:func:`take_problems`, and the caller starts from defaults.  A file written by a newer
cardsuite is never half-loaded and never touched: reading it raises :class:`NewerVersionError`.

:mod:`.settings`, :mod:`.saves` and :mod:`.statistics` keep the player's files in this form.  No Qt here.
"""

from __future__ import annotations

import contextlib
import json
import os
import tempfile
import threading
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path

APP_NAME = "cardsuite"
FORMAT_VERSION = 1

SETTINGS_KIND = "settings"
SAVE_KIND = "save"
STATS_KIND = "stats"
FRIENDS_KIND = "friends"


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
    if kind == FRIENDS_KIND:
        return _Wording("Your friends list", "This friends list", "the friends list starts again from the "
                        "friends that could be read")
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


def aside_name(path: Path, label: str) -> Path:
    """A free name beside ``path`` for a file put aside: ``<name>.<label>-<YYYYmmdd-HHMMSS>``."""
    stamp = datetime.now().strftime("%Y%m%d-%H%M%S")
    candidate = path.with_name(f"{path.name}.{label}-{stamp}")
    counter = 2
    while candidate.exists():
        candidate = path.with_name(f"{path.name}.{label}-{stamp}-{counter}")
        counter += 1
    return candidate


def set_aside(path: Path, label: str) -> Path:
    """Rename ``path`` to :func:`aside_name`, its bytes untouched; the new path.  OSError if it cannot be."""
    moved_to = aside_name(path, label)
    os.rename(path, moved_to)
    return moved_to


def move_aside(path: Path, kind: str, reason: str) -> None:
    """Rename an unreadable file out of the way and tell the player where it went (``reason``: for the log)."""
    words = _wording(kind, path)
    try:
        moved_to = set_aside(path, "corrupt")
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
        move_aside(path, kind, str(unreadable))
        return None


def load_versioned(path: Path, kind: str, until_then: str,
                   version: int = FORMAT_VERSION) -> tuple[dict | None, bool]:
    """A file's data for a store that starts from defaults, and whether the file must be left as it is.

    The data is ``None`` when there is none to use: the file is missing, or it was unreadable and
    :func:`read_json` moved it aside (and reported it).  Read-only is true when a file is still
    in the way: one from a newer cardsuite (reported here, ``until_then`` saying what the app
    does meanwhile) or an unreadable one that could not be moved aside.
    """
    try:
        data = read_json(path, kind, version)
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
