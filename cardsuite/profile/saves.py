"""The saved matches: one autosave file per game (``saves/<game>.json``), the match's record as it stands.

Each is a versioned JSON document (:mod:`.versioned_json`): written atomically, an unreadable one moved
aside and reported, one from a newer cardsuite listed (so the player hears why it cannot be resumed) and
left as it is.  What a save holds is the match's business (:meth:`cardsuite.play.match.Match.to_json`);
starting, resuming and giving up are :mod:`.sessions`'.  No Qt here.
"""

from __future__ import annotations

import contextlib
import re
from pathlib import Path
from typing import Any

from .folders import saves_dir
from .versioned_json import SAVE_KIND, NewerVersionError, StorageError, read_json, set_aside, write_json


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
