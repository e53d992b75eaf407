"""Where cardsuite keeps its files: the settings folder and the data folder (saves, statistics, crash reports).

The folders come from ``platformdirs``, or from ``$CARDSUITE_HOME`` (``config/`` and ``data/`` inside it),
which the tests, the benchmarks and a second profile on the same machine use.  Each is made when first
asked for.  No Qt here.
"""

from __future__ import annotations

import os
from pathlib import Path

import platformdirs

from .versioned_json import APP_NAME

HOME_ENV = "CARDSUITE_HOME"


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


def friends_path() -> Path:
    return config_dir() / "friends.json"


def describe_locations() -> dict[str, str]:
    """Where everything lives, as readable strings for the README and the about box."""
    return {
        "settings": str(settings_path()),
        "saves": str(saves_dir()),
        "statistics": str(stats_path()),
        "config folder": str(config_dir()),
        "data folder": str(data_dir()),
    }
