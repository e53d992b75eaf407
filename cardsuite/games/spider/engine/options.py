"""The Spider duel's options: suit count, time limit, where automatic turn-up starts, winnable deals."""

from __future__ import annotations

from dataclasses import dataclass, field

from cardsuite.engine import GameOptions
from cardsuite.translate import QT_TRANSLATE_NOOP

@dataclass(frozen=True)
class SpiderOptions(GameOptions):
    suits: int = field(default=1, metadata={
        "label": QT_TRANSLATE_NOOP("games", "Suits"),
        "help": QT_TRANSLATE_NOOP("games", "1 suit: eight times spades A-K (easier). 2 suits: four times hearts and "
                                           "four times spades."),
        "choices": [(1, QT_TRANSLATE_NOOP("games", "1 suit")), (2, QT_TRANSLATE_NOOP("games", "2 suits"))]})
    time_limit_min: int = field(default=0, metadata={
        "label": QT_TRANSLATE_NOOP("games", "Time limit"),
        "help": QT_TRANSLATE_NOOP("games", "Each player's playing time; when it runs out the game ends as if Done "
                                           "was pressed."),
        "choices": [(0, QT_TRANSLATE_NOOP("games", "Standard (10 minutes for 1 suit, 15 for 2)")),
                    (5, QT_TRANSLATE_NOOP("games", "5 minutes")), (10, QT_TRANSLATE_NOOP("games", "10 minutes")),
                    (15, QT_TRANSLATE_NOOP("games", "15 minutes")), (20, QT_TRANSLATE_NOOP("games", "20 minutes"))]})
    # where both seats' automatic turn-up starts; each player switches their own (AutoTurnUp, RULES
    # P-4) -- the table offers it as a player's setting, so the new-game dialog does not
    auto_turn_up: bool = field(default=False, metadata={"hidden": True})
    winnable_only: bool = field(default=False, metadata={
        "label": QT_TRANSLATE_NOOP("games", "Winnable deals only"),
        "help": QT_TRANSLATE_NOOP("games", "Deal only deals the solver can win: the first winnable deal number from "
                                           "the one chosen.")})
    PRESETS = {"default": {}}

    def __post_init__(self) -> None:
        if self.suits not in (1, 2) or isinstance(self.suits, bool):
            raise ValueError("Spider is played with 1 or 2 suits")
        t = self.time_limit_min
        if isinstance(t, bool) or not isinstance(t, int) or not 0 <= t <= 120:
            raise ValueError("the time limit is a whole number of minutes from 1 to 120 (0: the standard one)")
        for name in ("auto_turn_up", "winnable_only"):
            if not isinstance(getattr(self, name), bool):
                raise ValueError(f"{name} must be true or false")

    @property
    def minutes(self) -> int:
        """The time limit in minutes: the chosen one, or 10 (1 suit) / 15 (2 suits)."""
        return self.time_limit_min or (10 if self.suits == 1 else 15)

    @property
    def time_limit_ms(self) -> int:
        return self.minutes * 60_000
