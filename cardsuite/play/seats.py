"""The kinds of seat at a table: local human, hot-seat human, bot and remote peer.

A seat says who sits there (kind, name, rating) and is saved with the match; the match
host (:mod:`cardsuite.play`) connects each seat to whoever plays it through a ``SeatLink``:
a table for the humans, a worker for a bot, a socket for a remote peer.  The table never
cares which kind the other seats are.  A bot seat presents itself like a remote opponent:
a player name, a rating and a natural thinking pace (``pace`` scales it; 0 makes it
instant, for tests).

A bot's answer is checked against the legal actions.  An illegal one is a bot bug: in play
it is logged (``logging.warning``) and replaced by a random legal action, so the match goes
on; with the environment variable ``CARDSUITE_STRICT_BOTS=1`` (set by the tests) it raises
:class:`IllegalBotAnswer` instead, so the bug cannot hide.
"""

from __future__ import annotations

import logging
import os
import random
from dataclasses import dataclass
from enum import Enum
from typing import Any, Sequence

from cardsuite.bots import Bot, BotLevel
from cardsuite.engine import Action, View
from cardsuite.translate import QT_TRANSLATE_NOOP

WAITING_NAME = QT_TRANSLATE_NOOP("Network", "Waiting\u2026")   # a network seat's name until someone sits there

log = logging.getLogger(__name__)
STRICT_BOTS_ENV = "CARDSUITE_STRICT_BOTS"


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
        """The bot's answer, checked: an illegal one raises in strict mode, else is logged and
        replaced by a random legal action (see the module docstring)."""
        action = self.bot.choose(view, legal, rng)
        if action in legal:
            return action
        if strict_bots():
            raise IllegalBotAnswer(f"the {self.level.level} bot at seat {view.seat} answered {action!r}, "
                                   "which is not a legal action")
        log.warning("cardsuite: the %s bot at seat %s answered %r, which is not a legal action; "
                    "a random legal action is played instead", self.level.level, view.seat, action)
        return legal[rng.randrange(len(legal))]

    def think_time(self, rng: random.Random, n_legal: int) -> float:
        """How long a person would look at this decision at the natural pace: quick when forced, longer when
        there is choice.  The player's pace setting scales it where the match is hosted (``MatchHost``'s
        ``pace``); a seat's own ``pace`` of 0 makes it instant (tests, pictures)."""
        if self.pace <= 0:
            return 0.0
        base = 0.35 if n_legal <= 1 else 0.7 + min(n_legal, 12) * 0.06
        return base * rng.uniform(0.7, 1.5)

    def to_json(self) -> dict[str, Any]:
        return {**super().to_json(), "level": self.level.level, "pace": self.pace}


class RemoteSeat(Seat):
    """A seat played from another machine: the host sends it updates and takes its answers through
    a :class:`cardsuite.play.RemoteLink` (the LAN layer connects that to a socket)."""

    def __init__(self, name: str, rating: int | None = None, token_hash: str | None = None, legacy: bool = False):
        super().__init__(SeatKind.REMOTE, name, rating)
        self.token_hash = token_hash     # the hash of the token that gives the seat back; None: never taken
        self.legacy = legacy             # from a save made before seats had tokens: who sat here is not known

    @property
    def owned(self) -> bool:
        """Whether a player has sat here (the seat is then theirs: it is never given away by name)."""
        return self.token_hash is not None

    def to_json(self) -> dict[str, Any]:
        # a hash, never the token: the save shows nobody the way back in; written even when None, so a save
        # tells a seat nobody took from one saved before seats had tokens
        return {**super().to_json(), "token_hash": self.token_hash}


class IllegalBotAnswer(RuntimeError):
    """A bot answered an action that is not legal (raised only with strict bots)."""


def strict_bots() -> bool:
    """Whether a bot's illegal answer raises (``CARDSUITE_STRICT_BOTS`` set to anything but 0)."""
    return os.environ.get(STRICT_BOTS_ENV, "0") not in ("", "0")


def local_seat(name: str) -> Seat:
    return Seat(SeatKind.LOCAL, name)


def hotseat_seat(name: str) -> Seat:
    return Seat(SeatKind.HOTSEAT, name)


def remote_seat(name: str, rating: int | None = None) -> RemoteSeat:
    return RemoteSeat(name, rating)


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
    if kind is SeatKind.REMOTE:
        token_hash = data.get("token_hash")
        return RemoteSeat(name, data.get("rating"), token_hash if isinstance(token_hash, str) and token_hash else None,
                          legacy="token_hash" not in data)
    return Seat(kind, name, data.get("rating"))
