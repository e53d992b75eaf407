"""Spider scoring (RULES P-8) as the views show it, and the duel's decision (RULES P-10)."""

from __future__ import annotations

from dataclasses import dataclass

from cardsuite.translate import QT_TRANSLATE_NOOP

from .board import CLEAR_POINTS, MOVE_POINTS, RUN_POINTS, SAME_SUIT_POINTS, TURN_UP_POINTS, UNDO_POINTS, Board


@dataclass(frozen=True)
class Breakdown:
    """The parts of a score as counts; :attr:`total` is their points, always equal to the score.

    ``turned_up`` face-down cards turned up (+2 each); ``same_suit`` cards that earned the
    same-suit bonus (+2 each, each physical card at most once); ``runs`` completed K-A runs
    (+26 each); ``cleared`` all 104 cards on the foundation (+100); ``moves`` moves made and
    not undone (-1 each); ``undos`` undos (-1 each).
    """

    turned_up: int = 0
    same_suit: int = 0
    runs: int = 0
    cleared: bool = False
    moves: int = 0
    undos: int = 0

    @classmethod
    def of(cls, board: Board) -> "Breakdown":
        return cls(board.turned, board.bonus, board.runs, board.cleared, board.moves, board.undos)

    def lines(self) -> tuple[tuple[str, str, int, int], ...]:
        """Rows for a score table: ``(key, English label, count, points)``."""
        return (
            ("turned_up", QT_TRANSLATE_NOOP("Scoring", "Cards turned up"), self.turned_up,
             TURN_UP_POINTS * self.turned_up),
            ("same_suit", QT_TRANSLATE_NOOP("Scoring", "Cards placed on their own suit"), self.same_suit,
             SAME_SUIT_POINTS * self.same_suit),
            ("runs", QT_TRANSLATE_NOOP("Scoring", "Completed runs"), self.runs, RUN_POINTS * self.runs),
            ("cleared", QT_TRANSLATE_NOOP("Scoring", "All cards cleared"), int(self.cleared),
             CLEAR_POINTS if self.cleared else 0),
            ("moves", QT_TRANSLATE_NOOP("Scoring", "Moves"), self.moves, MOVE_POINTS * self.moves),
            ("undos", QT_TRANSLATE_NOOP("Scoring", "Undos"), self.undos, UNDO_POINTS * self.undos),
        )

    @property
    def total(self) -> int:
        return sum(points for _, _, _, points in self.lines())


def duel_winner(scores: tuple[int, int], times_ms: tuple[int, int]) -> tuple[int | None, str]:
    """RULES P-10: the higher score wins; equal scores: the shorter finishing time; else a draw.

    Returns the winning seat (None for a draw) and the deciding criterion: "score", "time" or "draw".
    """
    if scores[0] != scores[1]:
        return (0 if scores[0] > scores[1] else 1), "score"
    if times_ms[0] != times_ms[1]:
        return (0 if times_ms[0] < times_ms[1] else 1), "time"
    return None, "draw"


def clock_text(ms: int) -> str:
    """``m:ss`` for a number of milliseconds (rounded down to the second)."""
    s = max(0, ms) // 1000
    return f"{s // 60}:{s % 60:02d}"
