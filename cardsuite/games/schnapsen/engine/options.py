"""Schnapsen's table options: the bummerl's length and whether both players' points are shown."""

from __future__ import annotations

from dataclasses import dataclass, field

from cardsuite.engine import GameOptions
from cardsuite.translate import QT_TRANSLATE_NOOP


@dataclass(frozen=True)
class SchnapsenOptions(GameOptions):
    target: int = field(default=7, metadata={
        "label": QT_TRANSLATE_NOOP("games", "Game points for a bummerl"),
        "help": QT_TRANSLATE_NOOP("games", "Each player counts down from this number; the first to reach 0 wins the "
                                   "match (usually 7).")})
    show_both_scores: bool = field(default=False, metadata={
        "label": QT_TRANSLATE_NOOP("games", "Show both players' points"),
        "help": QT_TRANSLATE_NOOP("games", "Show the opponent's points during a round too, not only your own "
                                           "(counting them is part of the game).")})
    PRESETS = {"default": {}}

    def __post_init__(self) -> None:
        if isinstance(self.target, bool) or not isinstance(self.target, int) or not 1 <= self.target <= 99:
            raise ValueError("target must be a whole number of game points from 1 to 99")
        if not isinstance(self.show_both_scores, bool):
            raise ValueError("show_both_scores must be true or false")
