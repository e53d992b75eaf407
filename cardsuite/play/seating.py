"""Who sits where, from a plain description of each seat: the one way every kind of match gets its seats.

The new-game dialog, the host dialog, the headless host (``cardsuite host``) and the pictures of
``cardsuite --screenshot`` each describe their table as :class:`SeatSpec` s -- a person at this screen
(alone, or taking turns: hot-seat), a player on the network, or a bot from a range of levels -- and
:func:`build_seats` turns them into the match's seats: each bot's level drawn from its range (a range
of one needs no draw), each bot named like a person, unlike anyone at the table.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Sequence

from cardsuite.bots import RANDOM_LEVEL, BotLevel
from .seats import BotSeat, Seat, bot_name, hotseat_seat, local_seat, remote_seat

KINDS = ("local", "hotseat", "remote", "bot")


@dataclass(frozen=True)
class SeatSpec:
    """Who sits at one seat: ``kind`` is "local" (the player at this screen), "hotseat" (one of several
    taking turns at it), "remote" (a player on the network; ``name`` until someone sits down) or "bot".

    A bot seat lists the levels it may be picked from (a skill range); none: the weakest level.  The bot
    and its player name are drawn when the match starts (:func:`build_seats`).
    """

    kind: str
    name: str = ""
    levels: tuple[str, ...] = ()


def skill_levels(entry) -> list[BotLevel]:
    """The game's bot levels for a skill range, weakest first ("random" only if there is no other)."""
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


def bot_levels(entry, names: Sequence[str]) -> list[BotLevel]:
    """The levels ``names`` name (none: the weakest real level); ValueError for a level the game has not."""
    known = {lvl.level: lvl for lvl in skill_levels(entry)} | entry.bot_levels()
    unknown = [name for name in names if name not in known]
    if unknown:
        raise ValueError(f"unknown bot level {unknown[0]!r}; choose from {', '.join(entry.bot_levels())}")
    return [known[name] for name in names] or skill_levels(entry)[:1]


def build_seats(entry, specs: Sequence[SeatSpec], bot_pace: float = 1.0,
                rng: random.Random | None = None) -> list[Seat]:
    """The seats of a match of ``entry``: people and network seats as described, each bot's level drawn from
    its range with ``rng`` and a player-like name different from every other name at the table."""
    rng = rng or random.Random()
    taken = [spec.name for spec in specs if spec.kind != "bot"]
    seats: list[Seat] = []
    for spec in specs:
        if spec.kind == "bot":
            pool = bot_levels(entry, spec.levels)
            level = pool[0] if len(pool) == 1 else rng.choice(pool)
            name = bot_name(rng, taken)
            taken.append(name)
            seats.append(BotSeat(level, name, bot_pace))
        elif spec.kind == "hotseat":
            seats.append(hotseat_seat(spec.name))
        elif spec.kind == "remote":
            seats.append(remote_seat(spec.name))
        elif spec.kind == "local":
            seats.append(local_seat(spec.name))
        else:
            raise ValueError(f"a seat is one of {', '.join(KINDS)}, not {spec.kind!r}")
    return seats
