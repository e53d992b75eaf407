"""What the new-game dialog returns, and the seats built from it: who sits where (a person at this
screen, or a bot drawn from a skill range) with the game's options and the deal number.

Kept apart from the dialog's widgets so that starting a match from a choice needs no dialog.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from cardsuite.bots import RANDOM_LEVEL, BotLevel
from cardsuite.engine import GameOptions
from cardsuite.play.seats import BotSeat, Seat, bot_name, hotseat_seat, local_seat


@dataclass(frozen=True)
class SeatSpec:
    """Who sits at one seat: ``kind`` is "local", "hotseat" or "bot".

    A bot seat lists the levels it may be picked from (the chosen skill range); the bot and
    its player name are drawn when the match starts (:func:`build_seats`).
    """

    kind: str
    name: str = ""
    levels: tuple[str, ...] = ()


@dataclass(frozen=True)
class NewGameChoice:
    """What the new-game dialog returns: options, seats and the deal number (None = random)."""

    options: GameOptions
    seats: tuple[SeatSpec, ...]
    seed: int | None = None

    @property
    def hotseat(self) -> bool:
        return any(spec.kind == "hotseat" for spec in self.seats)


def skill_levels(entry) -> list[BotLevel]:
    """The game's bot levels for the skill range, weakest first ("random" only if there is no other)."""
    levels = [lvl for name, lvl in entry.bot_levels().items() if name != RANDOM_LEVEL.level]
    if not levels:
        levels = [RANDOM_LEVEL]
    return sorted(levels, key=lambda lvl: lvl.rating)


def levels_in_range(entry, low: int, high: int) -> list[BotLevel]:
    """The skill levels whose rating lies in [low, high] (the nearest one if none does)."""
    levels = skill_levels(entry)
    low, high = min(low, high), max(low, high)
    inside = [lvl for lvl in levels if low <= lvl.rating <= high]
    if inside:
        return inside
    middle = (low + high) / 2
    return [min(levels, key=lambda lvl: abs(lvl.rating - middle))]


def default_player_name(settings) -> str:
    name = (settings.get("player_name", "") if settings is not None else "") or ""
    from PySide6.QtCore import QCoreApplication
    return name.strip() or QCoreApplication.translate("NewGameDialog", "You")


def bot_choice(entry, options: GameOptions, low: int, high: int, player: str) -> NewGameChoice:
    """Seat 0 for the local player, every other seat a bot from the rating range."""
    count = entry.game().seat_count(options)
    names = tuple(lvl.level for lvl in levels_in_range(entry, low, high))
    seats = (SeatSpec("local", player),) + tuple(SeatSpec("bot", levels=names) for _ in range(count - 1))
    return NewGameChoice(options, seats)


def build_seats(entry, choice: NewGameChoice, bot_pace: float = 1.0,
                rng: random.Random | None = None) -> list[Seat]:
    """The seats for a match: bots drawn at random from their levels, with player-like names."""
    rng = rng or random.Random()
    levels = entry.bot_levels()
    seats: list[Seat] = []
    taken: list[str] = [spec.name for spec in choice.seats if spec.kind != "bot"]
    for spec in choice.seats:
        if spec.kind == "bot":
            pool = [levels[name] for name in spec.levels if name in levels] or skill_levels(entry)
            level = rng.choice(pool)
            name = bot_name(rng, taken)
            taken.append(name)
            seats.append(BotSeat(level, name, bot_pace))
        elif spec.kind == "hotseat":
            seats.append(hotseat_seat(spec.name))
        else:
            seats.append(local_seat(spec.name))
    return seats
