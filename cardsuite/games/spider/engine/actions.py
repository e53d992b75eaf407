"""The Spider duel's actions (RULES P-3 ... P-9) and their JSON names; see :mod:`.game` for how the
clock travels with them (``elapsed_ms``)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from cardsuite.engine import Action, ActionSet


@dataclass(frozen=True)
class SpiderAction(Action):
    """Base of the Spider actions; ``elapsed_ms`` is the seat's clock as the host measured it (not compared)."""

    elapsed_ms: int | None = field(default=None, compare=False, kw_only=True)

    def to_json(self) -> Any:
        data = super().to_json()
        if data.get("elapsed_ms") is None:
            data.pop("elapsed_ms", None)
        return data


@dataclass(frozen=True)
class Move(SpiderAction):
    """RULES P-3: move the top ``count`` cards of column ``src`` onto column ``dst``."""

    kind = "move"
    src: int
    dst: int
    count: int = 1


@dataclass(frozen=True)
class TurnUp(SpiderAction):
    """RULES P-4: turn up the face-down top card of ``column`` (+2)."""

    kind = "turn_up"
    column: int


@dataclass(frozen=True)
class AutoTurnUp(SpiderAction):
    """RULES P-4: the player's own setting "turn up automatically", switched on or off.

    Switched on, it at once turns up every face-down card already at the top of a column
    (each scoring and blocking undo like any turn-up).  It is not a move and costs nothing.
    """

    kind = "auto_turn_up"
    on: bool = True


# One small class per action, written out like the no-field actions in canasta/engine/actions.py on
# purpose: each class's ``kind`` is its name in JSON and in saves, so each stands on its own.
@dataclass(frozen=True)
class Deal(SpiderAction):
    """RULES P-5: one stock card face up on each column."""

    kind = "deal"


@dataclass(frozen=True)
class Undo(SpiderAction):
    """RULES P-7: take back the last move (costs 1)."""

    kind = "undo"


@dataclass(frozen=True)
class Done(SpiderAction):
    """RULES P-9: finish now ("Gotowe")."""

    kind = "done"


@dataclass(frozen=True)
class TimeUp(SpiderAction):
    """RULES P-9, P-10: the host reports that the seat's clock has run out."""

    kind = "time_up"


DEAL = Deal()
UNDO = Undo()
DONE = Done()
TIME_UP = TimeUp()

ACTIONS = ActionSet(Move, TurnUp, AutoTurnUp, Deal, Undo, Done, TimeUp)
