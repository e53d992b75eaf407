"""A hosted table's game and rules in a few words, as the lobby lists them (from the options a table
announces; a game or options this app cannot read give an empty summary, never an error)."""

from __future__ import annotations

import dataclasses
import functools
import json

from PySide6.QtCore import QCoreApplication

from cardsuite import games
from cardsuite.engine import BadMessage
from ..toolkit.i18n import game_text, game_title

SUMMARY_PARTS = 7


def game_name(game: str) -> str:
    try:
        return game_title(games.get(game))
    except KeyError:
        return game


def options_summary(game: str, options: dict) -> str:
    """A table's rules in a few words: the preset, the options a player sets when opening a table
    (the stake, the target...), then the finer rules that differ from the preset."""
    try:
        key = json.dumps(options, sort_keys=True)
    except (TypeError, ValueError):
        return ""
    return cached_summary(game, key)


@functools.lru_cache(maxsize=256)
def cached_summary(game: str, options_json: str) -> str:
    """options_summary, remembered: a lobby shows the same few rule sets over and over, every refresh
    (the window forgets them when the language changes)."""
    options = json.loads(options_json)
    try:
        entry = games.get(game)
        chosen = entry.game().Options.from_json(options)
        preset = type(chosen).from_preset(chosen.preset)
        seats = entry.game().seat_count(chosen)
    except (KeyError, BadMessage, TypeError, ValueError):
        return ""
    parts = [game_text(chosen.preset[:1].upper() + chosen.preset[1:])] if len(type(chosen).PRESETS) > 1 else []
    main, finer = [], []
    for field in dataclasses.fields(chosen):
        meta = field.metadata or {}
        value = getattr(chosen, field.name)
        if field.name == "preset" or meta.get("hidden") or seats not in meta.get("seats", (seats,)):
            continue
        if meta.get("advanced") and value == getattr(preset, field.name):
            continue
        label = game_text(str(meta.get("label") or field.name.replace("_", " ").capitalize()))
        labels = {choice[0]: game_text(str(choice[1])) for choice in meta.get("choices", ())
                  if isinstance(choice, (tuple, list))}
        if isinstance(value, bool):
            shown = (QCoreApplication.translate("LobbyWindow", "yes") if value
                     else QCoreApplication.translate("LobbyWindow", "no"))
            text = f"{label}: {shown}"
        elif value in labels and not labels[value].isdigit():
            text = labels[value]             # "2 players", "1 round": the label says it all
        else:
            text = f"{label}: {value}"
        (finer if meta.get("advanced") else main).append(text)
    return " \u00b7 ".join((parts + main + finer)[:SUMMARY_PARTS])
