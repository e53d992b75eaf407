"""Canasta's table options and its two presets, StarGames (the default) and Classic.

Every difference between the rule sheets is a named option of its own, so a
preset is only data: ``CanastaOptions.PRESETS`` lists each preset as overrides of
the defaults (which are the StarGames rules).  Each field carries the
``label`` / ``help`` / ``choices`` metadata the new-game dialog shows; ``advanced`` puts
the finer rules (which the preset sets) under "More rules", ``seats`` offers a field only
for those player counts.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, ClassVar

from cardsuite.engine import BadMessage, GameOptions
from cardsuite.translate import QT_TRANSLATE_NOOP


def _opt(default: Any, label: str, help: str, **extra: Any):
    return field(default=default, metadata={"label": label, "help": help, **extra})


@dataclass(frozen=True)
class CanastaOptions(GameOptions):
    preset: str = "StarGames"
    # Every option written out in the same shape on purpose: the texts must stand literally in
    # QT_TRANSLATE_NOOP for the catalogue tool, and each option reads as its own table row.
    players: int = _opt(
        2, QT_TRANSLATE_NOOP("games", "Players"),
        QT_TRANSLATE_NOOP("games", "2 players, or 4 in two partnerships (partners sit opposite and share melds)."),
        choices=((2, QT_TRANSLATE_NOOP("games", "2 players")),
                 (4, QT_TRANSLATE_NOOP("games", "4 players (2 partnerships)"))))
    draw_count: int = _opt(
        1, QT_TRANSLATE_NOOP("games", "Cards drawn from the stock"),
        QT_TRANSLATE_NOOP("games", "How many cards a player draws from the stock each turn."),
        choices=((1, QT_TRANSLATE_NOOP("games", "1 card")), (2, QT_TRANSLATE_NOOP("games", "2 cards"))), advanced=True)
    canastas_to_go_out: int = _opt(
        1, QT_TRANSLATE_NOOP("games", "Canastas needed to go out"),
        QT_TRANSLATE_NOOP("games", "Canastas a player needs before going out (2-player game)."),
        choices=(1, 2), advanced=True, seats=(2,))
    canastas_to_go_out_partnership: int = _opt(
        1, QT_TRANSLATE_NOOP("games", "Canastas needed to go out (partnership)"),
        QT_TRANSLATE_NOOP("games", "Canastas a partnership needs before one of them goes out."),
        choices=(1, 2), advanced=True, seats=(4,))
    red3_penalty_without_meld: bool = _opt(
        True, QT_TRANSLATE_NOOP("games", "Red 3s count against a side without melds"),
        QT_TRANSLATE_NOOP("games", "A side that made no meld by the end of the round loses the red-3 bonus instead "
                                   "of gaining it."), advanced=True)
    black3_pickup_going_out: bool = _opt(
        False, QT_TRANSLATE_NOOP("games", "A black 3 on the pile may be taken to go out"),
        QT_TRANSLATE_NOOP("games", "The pile topped by a black 3 may be taken by a player who melds it with two "
                                   "black 3s from the hand as the last meld of going out in that turn."), advanced=True)
    unfrozen_pickup_with_wild: bool = _opt(
        True, QT_TRANSLATE_NOOP("games", "Take an unfrozen pile with a natural and a wild card"),
        QT_TRANSLATE_NOOP("games", "When the pile is not frozen, its top card may start a meld with one natural card "
                                   "and one wild card from the hand."), advanced=True)
    concealed_no_minimum: bool = _opt(
        True, QT_TRANSLATE_NOOP("games", "Going out concealed needs no initial minimum"),
        QT_TRANSLATE_NOOP("games", "A player who melds the whole hand in one turn without an earlier meld needs no "
                                   "initial-meld minimum (unless taking the pile)."), advanced=True)
    min_below_0: int = _opt(
        15, QT_TRANSLATE_NOOP("games", "Initial meld below 0 points"),
        QT_TRANSLATE_NOOP("games", "Minimum of a side's first melds when its score is below 0."),
        min=0, max=500, advanced=True)
    min_from_0: int = _opt(
        50, QT_TRANSLATE_NOOP("games", "Initial meld from 0 points"),
        QT_TRANSLATE_NOOP("games", "Minimum of a side's first melds at 0 to 1495 points."),
        min=0, max=500, advanced=True)
    min_from_1500: int = _opt(
        90, QT_TRANSLATE_NOOP("games", "Initial meld from 1500 points"),
        QT_TRANSLATE_NOOP("games", "Minimum of a side's first melds at 1500 to 2995 points."),
        min=0, max=500, advanced=True)
    min_from_3000: int = _opt(
        120, QT_TRANSLATE_NOOP("games", "Initial meld from 3000 points"),
        QT_TRANSLATE_NOOP("games", "Minimum of a side's first melds at 3000 points or more."),
        min=0, max=500, advanced=True)
    target: int = _opt(
        5000, QT_TRANSLATE_NOOP("games", "Play to"),
        QT_TRANSLATE_NOOP("games", "The match ends at the end of the round in which a side reaches this score; 1 "
                                   "plays a single round."),
        choices=((1, QT_TRANSLATE_NOOP("games", "1 round")), (2500, "2500"), (5000, "5000")))
    doubling: bool = _opt(
        False, QT_TRANSLATE_NOOP("games", "Stake may be doubled"),
        QT_TRANSLATE_NOOP("games", "Before drawing, the player on turn may propose to double the stake; declining "
                                   "ends the match."))
    stake: int = _opt(
        10, QT_TRANSLATE_NOOP("games", "Stake"),
        QT_TRANSLATE_NOOP("games", "Chips the winner of the match gets."),
        min=1, max=1_000_000)
    limit: int = _opt(
        160, QT_TRANSLATE_NOOP("games", "Limit"),
        QT_TRANSLATE_NOOP("games", "The stake can never be doubled above this (0: no limit)."),
        min=0, max=100_000_000)
    ask_partner: bool = _opt(
        False, QT_TRANSLATE_NOOP("games", "May ask the partner \"may I go out?\""),
        QT_TRANSLATE_NOOP("games", "Partnership only: a player may ask the partner whether to go out; the answer "
                                   "binds."), seats=(4,))

    PRESETS: ClassVar[dict[str, dict[str, Any]]] = {
        QT_TRANSLATE_NOOP("games", "StarGames"): {},
        QT_TRANSLATE_NOOP("games", "Classic"): {"draw_count": 2, "canastas_to_go_out": 2,
                                                "canastas_to_go_out_partnership": 1,
                    "black3_pickup_going_out": True},
    }

    def __post_init__(self) -> None:
        def whole(name: str, low: int, high: int) -> None:
            value = getattr(self, name)
            if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
                raise ValueError(f"{name} must be a whole number from {low} to {high}")
        if self.players not in (2, 4) or isinstance(self.players, bool):
            raise ValueError("Canasta is played by 2 players or by 4 in two partnerships")
        if self.draw_count not in (1, 2) or isinstance(self.draw_count, bool):
            raise ValueError("draw_count must be 1 or 2")
        whole("canastas_to_go_out", 0, 5)
        whole("canastas_to_go_out_partnership", 0, 5)
        for name in ("min_below_0", "min_from_0", "min_from_1500", "min_from_3000"):
            whole(name, 0, 1000)
        whole("target", 1, 1_000_000)
        whole("stake", 1, 1_000_000)
        whole("limit", 0, 100_000_000)
        if self.limit and self.limit < self.stake:
            raise ValueError("the limit must be at least the stake (or 0 for no limit)")
        for name in ("red3_penalty_without_meld", "black3_pickup_going_out", "unfrozen_pickup_with_wild",
                     "concealed_no_minimum", "doubling", "ask_partner"):
            if not isinstance(getattr(self, name), bool):
                raise ValueError(f"{name} must be true or false")
        if self.ask_partner and self.players != 4:
            raise ValueError("ask_partner (\"may I go out?\") is a partnership option: it needs 4 players")
        if self.preset not in self.PRESETS:
            raise ValueError(f"unknown preset {self.preset!r}")

    @classmethod
    def from_preset(cls, preset: str | None = None, **overrides: Any) -> "CanastaOptions":
        """A preset by name (any letter case: ``classic`` is Classic), with overrides."""
        if preset is not None:
            match = next((name for name in cls.PRESETS if name.lower() == str(preset).lower()), None)
            if match is None:
                raise BadMessage(f"unknown preset {preset!r}; choose one of {', '.join(cls.PRESETS)}")
            preset = match
        return super().from_preset(preset, **overrides)

    # -- derived ----------------------------------------------------------------

    @property
    def partnership(self) -> bool:
        return self.players == 4

    @property
    def hand_size(self) -> int:
        """RULES C-2: 15 cards each with 2 players, 11 in a partnership game."""
        return 15 if self.players == 2 else 11

    @property
    def canastas_needed(self) -> int:
        """RULES C-10: canastas needed to go out with these options."""
        return self.canastas_to_go_out_partnership if self.partnership else self.canastas_to_go_out

    def minimum(self, score: int) -> int:
        """RULES C-6: the initial-meld minimum for a side's score at the start of the round."""
        if score < 0:
            return self.min_below_0
        if score < 1500:
            return self.min_from_0
        if score < 3000:
            return self.min_from_1500
        return self.min_from_3000
