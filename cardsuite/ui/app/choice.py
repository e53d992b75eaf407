"""What the new-game dialog returns: who sits where (a person at this screen, or a bot drawn from a skill
range, as :class:`~cardsuite.play.seating.SeatSpec` s) with the game's options and the deal number.

Kept apart from the dialog's widgets so that starting a match from a choice needs no dialog: its seats
are built by :func:`cardsuite.play.seating.build_seats`, as every other table's are.
"""

from __future__ import annotations

from dataclasses import dataclass

from cardsuite.engine import GameOptions
from cardsuite.play.seating import SeatSpec, levels_in_range


@dataclass(frozen=True)
class NewGameChoice:
    """What the new-game dialog returns: options, seats and the deal number (None = random)."""

    options: GameOptions
    seats: tuple[SeatSpec, ...]
    seed: int | None = None

    @property
    def hotseat(self) -> bool:
        return any(spec.kind == "hotseat" for spec in self.seats)


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
