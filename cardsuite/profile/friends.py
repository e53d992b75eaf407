"""The player's friends on the network and the stable id they know this player by.  No Qt here.

A lobby announces a player id in its ``presence``; it is kept in the settings (``lan_player_id``), made
once, so friends recognise the player after a change of network name.  Friends are kept by that id with
the last name they were heard by, in their own versioned file (``friends.json``: ``{"friends": [{"id",
"name"}, ...]}``).  A file that is not JSON, or holds entries that are not friends, is moved aside with a
message for the player (:func:`~.versioned_json.take_problems`), and the list starts from the entries that
could be read: nothing is lost, nothing crashes.  An id, like a name, is a convenience on a LAN, not proof
of who someone is.
"""

from __future__ import annotations

import re
import secrets
import threading
from dataclasses import dataclass
from pathlib import Path

from .folders import friends_path
from .versioned_json import FRIENDS_KIND, StorageError, load_versioned, move_aside, write_json

ID_KEY = "lan_player_id"
NAME_LIMIT = 32


def valid_id(value) -> bool:
    """A player id as the protocol carries it: 1 to 64 visible characters."""
    return isinstance(value, str) and re.fullmatch(r"[\x21-\x7e]{1,64}", value) is not None


def player_id(settings) -> str:
    """This player's stable id on the network, made (and saved in the settings) the first time it is asked."""
    known = settings.get(ID_KEY) if settings is not None else None
    if valid_id(known):
        return known
    made = secrets.token_hex(8)
    if settings is not None:
        settings.set(ID_KEY, made)
    return made


@dataclass(frozen=True)
class Friend:
    id: str
    name: str       # the last name this friend was heard by


def _friend(entry) -> Friend | None:
    if not isinstance(entry, dict) or not valid_id(entry.get("id")):
        return None
    name = entry.get("name")
    if not isinstance(name, str) or not 1 <= len(name.strip()) <= NAME_LIMIT:
        return None
    return Friend(entry["id"], " ".join(name.split()))


class Friends:
    """The friends list, saved atomically on every change (``path=None``: no file, for tests and lobbies
    without a profile)."""

    def __init__(self, friends=(), path: Path | None = None, *, read_only: bool = False):
        self._path = path
        self._read_only = read_only
        self._lock = threading.RLock()
        self._friends: dict[str, Friend] = {f.id: f for f in friends}

    @classmethod
    def load(cls, path: Path | None = None) -> Friends:
        """The saved list; an unreadable file is moved aside (and reported), its readable entries kept."""
        path = path if path is not None else friends_path()
        data, read_only = load_versioned(path, FRIENDS_KIND, "Until then friends added now are not saved, so "
                                         "that file stays as it is.")
        if data is None:
            return cls((), path, read_only=read_only)
        entries = data.get("friends")
        if not isinstance(entries, list):
            move_aside(path, FRIENDS_KIND, "'friends' is missing or not a list")
            return cls((), path)
        friends = [_friend(entry) for entry in entries]
        kept = [friend for friend in friends if friend is not None]
        store = cls(kept, path)
        if len(kept) != len(friends):
            move_aside(path, FRIENDS_KIND, f"{len(friends) - len(kept)} entries are not friends (an id and a name)")
            store.save()
        return store

    def save(self) -> None:
        with self._lock:
            if self._path is not None and not self._read_only:
                write_json(self._path, FRIENDS_KIND, {"friends": [{"id": f.id, "name": f.name}
                                                                  for f in self.friends()]})

    # -- reading ---------------------------------------------------------------------------

    def friends(self) -> list[Friend]:
        """By name, then id."""
        with self._lock:
            return sorted(self._friends.values(), key=lambda f: (f.name.lower(), f.id))

    def ids(self) -> set[str]:
        with self._lock:
            return set(self._friends)

    def is_friend(self, player_id: str) -> bool:
        with self._lock:
            return player_id in self._friends

    # -- changing --------------------------------------------------------------------------

    def add(self, player_id: str, name: str) -> None:
        """Befriend (or rename) a player; ValueError for an id or name the protocol would not carry,
        StorageError if the list could not be written (the change holds for this session)."""
        friend = _friend({"id": player_id, "name": name})
        if friend is None:
            raise ValueError(f"not a friend: id {player_id!r}, name {name!r}")
        with self._lock:
            if self._friends.get(player_id) != friend:
                self._friends[player_id] = friend
                self.save()

    def remove(self, player_id: str) -> bool:
        """Whether ``player_id`` was a friend (now no longer)."""
        with self._lock:
            if self._friends.pop(player_id, None) is None:
                return False
            self.save()
            return True

    def heard(self, player_id: str, name: str) -> bool:
        """A friend was heard under ``name``: remember it as their last name; whether it changed."""
        with self._lock:
            known = self._friends.get(player_id)
            if known is None or known.name == " ".join(name.split()):
                return False
        try:
            self.add(player_id, name)
        except ValueError:
            return False
        except StorageError:      # the new name holds for this session; the lobby goes on
            return True
        return True
