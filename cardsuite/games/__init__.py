"""The game registry: one entry per game.

Adding a game touches only its folder and one ``register`` call here; its title and
description are marked for translation here, in the context ``"games"``, so no edit in ``ui/``
is needed.  A game package has three sub-packages by one convention:
``engine`` (Qt-free; ``engine.game.GAME``, a :class:`cardsuite.engine.Game`), ``bots`` (Qt-free;
``bots.levels.LEVELS``, a list of :class:`cardsuite.bots.BotLevel`, weakest first) and ``table`` (Qt;
``table.table.TABLE``, its table class).  Modules are imported lazily, so Qt-free code can use the registry
without importing Qt, and the start screen shows each game's ``picture`` (card codes) without
importing its rules: nothing of a game is loaded before the first window is painted.
"""

from __future__ import annotations

from dataclasses import dataclass
from importlib import import_module
from importlib.util import find_spec
from typing import TYPE_CHECKING

from cardsuite.translate import QT_TRANSLATE_NOOP

if TYPE_CHECKING:
    from cardsuite.bots import BotLevel
    from cardsuite.engine import Game


@dataclass(frozen=True)
class GameEntry:
    name: str
    title: str
    description: str
    package: str
    players: tuple[int, ...] = (2,)
    picture: tuple[str, ...] = ()
    engine_module: str = "engine.game"
    table_module: str = "table.table"
    """Where in the package ``GAME`` and ``TABLE`` are: two entries may share one game's folder (Spider
    practice is the Spider duel's board, rules and table, played alone)."""
    offered_with: str = ""
    """The game whose start-screen card also offers this one (Spider practice on the Spider duel's card),
    instead of a card of its own; menus, statistics and rules list it like any game."""

    def game(self) -> Game:
        return import_module(f"{self.package}.{self.engine_module}").GAME

    def bot_levels(self) -> dict[str, BotLevel]:
        """Every level by name, the shared ``random`` level first."""
        from cardsuite.bots import RANDOM_LEVEL
        levels = import_module(f"{self.package}.bots.levels").LEVELS
        return {RANDOM_LEVEL.level: RANDOM_LEVEL, **{lvl.level: lvl for lvl in levels}}

    def table_class(self):
        return import_module(f"{self.package}.{self.table_module}").TABLE

    def has_table(self) -> bool:
        """Whether the game can be played on screen yet (its table package exists; found without importing it)."""
        return find_spec(f"{self.package}.table") is not None


GAMES: dict[str, GameEntry] = {}
"""Games with a table: what the app offers to play."""

ENGINES: dict[str, GameEntry] = {}
"""Every registered game, with or without a table: benchmarks, tests and headless matches use these."""


def register(entry: GameEntry) -> None:
    ENGINES[entry.name] = entry
    if entry.has_table():
        GAMES[entry.name] = entry


def get(name: str) -> GameEntry:
    """A registered game by name, whether or not it has a table yet."""
    entry = GAMES.get(name) or ENGINES.get(name)
    if entry is None:
        known = ", ".join(sorted({*GAMES, *ENGINES})) or "none"
        raise KeyError(f"unknown game {name!r}; known games: {known}")
    return entry


register(GameEntry(
    "schnapsen", QT_TRANSLATE_NOOP("games", "Schnapsen"),
    QT_TRANSLATE_NOOP("games", "The quick Central European trick game for two: reach 66 first, marry a king "
                               "and queen, close the talon when you dare."),
    "cardsuite.games.schnapsen", picture=("JC", "KD", "QD", "JD", "AS")))
register(GameEntry(
    "spider", QT_TRANSLATE_NOOP("games", "Spider duel"),
    QT_TRANSLATE_NOOP("games", "Spider Solitaire as a duel: both players get the same deal; the higher score wins."),
    "cardsuite.games.spider", picture=("10S", "3S", "7S", "4S", "9S")))
register(GameEntry(
    "spider_practice", QT_TRANSLATE_NOOP("games", "Spider practice"),
    QT_TRANSLATE_NOOP("games", "Spider Solitaire alone, by the duel's rules or the classic ones, with 1, 2 or 4 "
                               "suits and the solver's demo."),
    "cardsuite.games.spider", (1,), picture=("KH", "QH", "JS", "10D", "9C"), engine_module="engine.practice",
    table_module="table.practice", offered_with="spider"))
register(GameEntry(
    "canasta", QT_TRANSLATE_NOOP("games", "Canasta"),
    QT_TRANSLATE_NOOP("games", "Melds and canastas with 108 cards: 2 players, or 4 in two partnerships."),
    "cardsuite.games.canasta", (2, 4), picture=("2C", "QH", "KS", "2H", "JS")))
