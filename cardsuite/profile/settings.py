"""The player's preferences: typed defaults, saved atomically on every change (``settings.json``).

The file is a versioned JSON document (:mod:`.versioned_json`) of one flat object, key by key.  A key
with a value of the wrong type falls back to its default; keys this version does not know are kept, so
an older or newer cardsuite finds its own.  No Qt here.
"""

from __future__ import annotations

import copy
import math
import re
import threading
from pathlib import Path
from typing import Any, Callable, ClassVar

from cardsuite.address import parse_address
from .folders import settings_path
from .versioned_json import SETTINGS_KIND, load_versioned, write_json


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
CARD_SIZES = ("normal", "large", "largest")


NOT_DECLARED = object()


def game_default(key: str) -> Any:
    """The default of a game's own setting, ``<game>_<name>`` (:attr:`cardsuite.engine.Game.player_settings`),
    or :data:`NOT_DECLARED` when no registered game declares ``key``.  Only a key that names a game loads that
    game's rules (the start screen loads none)."""
    from cardsuite import games
    for entry in games.ENGINES.values():
        prefix = f"{entry.name}_"
        if key.startswith(prefix):
            section = entry.game().player_settings
            if key[len(prefix):] in section:
                return section[key[len(prefix):]]
    return NOT_DECLARED


def same_kind(value: Any, default: Any) -> bool:
    """Whether ``value`` may stand where a game declared ``default``: a flag for a flag, a whole number for a
    whole number, a number for a number, else the same type."""
    if isinstance(default, bool):
        return isinstance(value, bool)
    if isinstance(default, int):
        return isinstance(value, int) and not isinstance(value, bool)
    if isinstance(default, float):
        return isinstance(value, (int, float)) and not isinstance(value, bool) and math.isfinite(value)
    return isinstance(value, type(default))


class Settings:
    """The player's preferences: typed defaults, saved atomically on every change.

    The app's own keys are :attr:`DEFAULTS`; each game declares its own (its section of the same flat file,
    ``<game>_<name>``: :func:`game_default`), and another room may keep a value here that it checks itself
    (the chips' ``wallet``).  Unknown keys in the file are kept (a newer or older cardsuite may use them);
    a declared key with a value of the wrong type falls back to its default rather than reaching the UI.
    """

    DEFAULTS: ClassVar[dict[str, Any]] = {
        "card_back": "classic_blue",
        "table_colour": "#1e6b3a",
        "table_texture": "cloth",
        "animation_speed": "normal",
        "hints_enabled": True,
        "hints_closed": {},
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
    }

    UNWRITTEN_DEFAULTS: ClassVar[dict[str, Any]] = {
        # seeing the table (issue 24): suit inks, the cards' size against the table's own choice, no motion
        "four_colour_deck": False,
        "card_size": "normal",
        "reduced_motion": False,
        # sound at the table (cardsuite.ui.toolkit.sound): one switch and a volume, 0-100
        "sound_on": True,
        "sound_volume": 70,
    }
    """Typed defaults a profile holds only once the player sets them, so the file of a player who never did is
    written back as it was read (an older cardsuite reads exactly what it wrote)."""

    VALIDATORS: ClassVar[dict[str, Callable[[Any], bool]]] = {
        "card_back": _is_str,
        "table_colour": _is_colour,
        "table_texture": lambda value: isinstance(value, str) and re.fullmatch(r"[a-z]{1,16}", value) is not None,
        "animation_speed": lambda value: isinstance(value, str) and value in ANIMATION_SPEEDS,
        "hints_enabled": _is_bool,
        "hints_closed": _is_hints_closed,
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
        # no default: made when the lobby first needs it (profile.friends.player_id), so a profile that never
        # went on the network is written as it was read
        "lan_player_id": lambda value: isinstance(value, str) and re.fullmatch(r"[\x21-\x7e]{1,64}", value) is not None,
        "window_geometry": _is_str,
        "last_match_scores": lambda value: isinstance(value, dict) and all(isinstance(k, str) for k in value),
        "four_colour_deck": _is_bool,
        "card_size": lambda value: isinstance(value, str) and value in CARD_SIZES,
        "reduced_motion": _is_bool,
        "sound_on": _is_bool,
        "sound_volume": lambda value: isinstance(value, int) and not isinstance(value, bool) and 0 <= value <= 100,
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
        """A copy of every value: the app's defaults, and every other key the file holds or was set."""
        with self._lock:
            return copy.deepcopy(self._values)

    def get(self, key: str, default: Any = None) -> Any:
        """The value for ``key`` (a copy, so changing it does not bypass :meth:`set`); a game's own setting
        never set, or holding a value of the wrong type, is the game's default."""
        with self._lock:
            held = key in self._values
            value = copy.deepcopy(self._values.get(key))
        if not held and key in self.UNWRITTEN_DEFAULTS:
            return copy.deepcopy(self.UNWRITTEN_DEFAULTS[key])
        if key not in self.DEFAULTS and isinstance(key, str):
            declared = game_default(key)
            if declared is not NOT_DECLARED and not (held and same_kind(value, declared)):
                return copy.deepcopy(declared)
        return value if held else default

    def set(self, key: str, value: Any) -> None:
        """Change one value and save at once.

        A wrong value for a known key, or one JSON cannot hold, raises
        ``ValueError``/``TypeError`` and changes nothing.  A disk error raises
        :class:`StorageError`; the new value still holds for this session.
        """
        if not self._may_set(key, value):
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
        """Whether the app's own check (if any) takes ``value``; a game's key is checked when read or set, since
        loading the settings loads no game."""
        if not isinstance(key, str):
            return False
        validator = cls.VALIDATORS.get(key)
        return validator is None or validator(value)

    @classmethod
    def _may_set(cls, key: str, value: Any) -> bool:
        if not cls._is_valid(key, value):
            return False
        own = key in cls.DEFAULTS or key in cls.UNWRITTEN_DEFAULTS
        declared = game_default(key) if not own else NOT_DECLARED
        return declared is NOT_DECLARED or same_kind(value, declared)

    @staticmethod
    def _normalise(key: str, value: Any) -> Any:
        return float(value) if key == "bot_pace" else value
