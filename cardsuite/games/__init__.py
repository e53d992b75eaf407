"""The game registry: one entry per game.

Adding a game touches only its folder and one ``register`` line here.  A game
package provides ``rules.GAME`` (a :class:`cardsuite.engine.Game`),
``bots.LEVELS`` (a list of :class:`cardsuite.bots.BotLevel`, weakest first)
and ``table.TABLE`` (its Qt table class).  Modules are imported lazily, so
Qt-free code can use the registry without importing Qt.
"""

from __future__ import annotations

from dataclasses import dataclass
from importlib import import_module

from ..bots import RANDOM_LEVEL, BotLevel
from ..engine import Game


@dataclass(frozen=True)
class GameEntry:
    name: str
    title: str
    description: str
    package: str
    players: tuple[int, ...] = (2,)

    def game(self) -> Game:
        return import_module(f"{self.package}.rules").GAME

    def bot_levels(self) -> dict[str, BotLevel]:
        """Every level by name, the shared ``random`` level first."""
        levels = import_module(f"{self.package}.bots").LEVELS
        return {RANDOM_LEVEL.level: RANDOM_LEVEL, **{lvl.level: lvl for lvl in levels}}

    def table_class(self):
        return import_module(f"{self.package}.table").TABLE


GAMES: dict[str, GameEntry] = {}


def register(entry: GameEntry) -> None:
    GAMES[entry.name] = entry


def get(name: str) -> GameEntry:
    try:
        return GAMES[name]
    except KeyError:
        raise KeyError(f"unknown game {name!r}; known games: {', '.join(GAMES) or 'none'}") from None


register(GameEntry("schnapsen", "Schnapsen", "The quick Central European trick game for two: reach 66 first, marry a king and queen, close the talon when you dare.", "cardsuite.games.schnapsen"))
