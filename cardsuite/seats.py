"""The kinds of seat at a table: local human, hot-seat human, bot and remote peer.

The table never cares which kind the other seats are; it asks the seat's
``kind`` only to decide whether to hide hands between hot-seat turns.  A bot
seat presents itself like a remote opponent: a player name, a rating and a
natural thinking pace (``pace`` scales it; 0 makes it instant, for tests).
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from enum import Enum
from typing import Any, Sequence

from .bots import Bot, BotLevel
from .engine import Action, View


class SeatKind(Enum):
    LOCAL = "local"
    HOTSEAT = "hotseat"
    BOT = "bot"
    REMOTE = "remote"


BOT_NAMES = (
    "Marta", "Janez", "Zofia", "Luka", "Kasia", "Miha", "Tomasz", "Nina", "Piotr", "Ana",
    "Bojan", "Ewa", "Rok", "Agnieszka", "Tadej", "Iwona", "Matej", "Paweł", "Urška", "Krzysztof",
)


@dataclass
class Seat:
    """One seat: who sits there, as the table and the saves see it."""

    kind: SeatKind
    name: str
    rating: int | None = None

    @property
    def is_human(self) -> bool:
        return self.kind in (SeatKind.LOCAL, SeatKind.HOTSEAT)

    def to_json(self) -> dict[str, Any]:
        return {"kind": self.kind.value, "name": self.name, "rating": self.rating}


class BotSeat(Seat):
    """A seat played by a bot of one level, paced like a person thinking."""

    def __init__(self, level: BotLevel, name: str, pace: float = 1.0, budget_s: float | None = None):
        super().__init__(SeatKind.BOT, name, level.rating)
        self.level = level
        self.pace = pace
        self.bot: Bot = level.make()
        if budget_s is not None:
            self.bot.budget_s = budget_s

    def decide(self, view: View, legal: Sequence[Action], rng: random.Random) -> Action:
        return self.bot.choose(view, legal, rng)

    def think_time(self, rng: random.Random, n_legal: int) -> float:
        """How long a person would look at this decision: quick when forced, longer when there is choice."""
        if self.pace <= 0:
            return 0.0
        base = 0.35 if n_legal <= 1 else 0.7 + min(n_legal, 12) * 0.06
        return self.pace * base * rng.uniform(0.7, 1.5)

    def to_json(self) -> dict[str, Any]:
        return {**super().to_json(), "level": self.level.level, "pace": self.pace}


def local_seat(name: str) -> Seat:
    return Seat(SeatKind.LOCAL, name)


def hotseat_seat(name: str) -> Seat:
    return Seat(SeatKind.HOTSEAT, name)


def bot_name(rng: random.Random, taken: Sequence[str] = ()) -> str:
    """A player-like name for a bot, different from the names already at the table."""
    free = [n for n in BOT_NAMES if n not in taken]
    return rng.choice(free or list(BOT_NAMES))


def seat_from_json(data: Any, levels: dict[str, BotLevel]) -> Seat:
    """Rebuild a seat from a save; a bot's level must still exist."""
    if not isinstance(data, dict):
        raise ValueError("a seat is an object")
    kind = SeatKind(data.get("kind"))
    name = str(data.get("name", ""))
    if kind is SeatKind.BOT:
        level = levels.get(data.get("level"))
        if level is None:
            raise ValueError(f"unknown bot level {data.get('level')!r}")
        return BotSeat(level, name, float(data.get("pace", 1.0)))
    return Seat(kind, name, data.get("rating"))
