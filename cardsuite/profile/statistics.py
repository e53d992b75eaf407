"""The figures the statistics window shows, computed from :class:`cardsuite.profile.storage.Stats` (no Qt).

Counters (played, won, lost, drawn) come from the counters, which go back to the first match ever
recorded; streaks, scores, times and the split by opponent level come from the matches kept
(``Stats.history``), which began with statistics version 2.  A left match is a loss, but its
score (none: it was not played out) does not count towards the best or average score.
"""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass(frozen=True)
class LevelFigures:
    """Results against one kind of opponent: ``levels`` are the bot levels (``()``: people)."""

    levels: tuple[str, ...]
    played: int = 0
    won: int = 0
    lost: int = 0
    drawn: int = 0


@dataclass(frozen=True)
class GameFigures:
    played: int = 0
    won: int = 0
    lost: int = 0
    drawn: int = 0
    current_streak: int = 0        # +n: the last n matches won; -n: the last n lost; 0 after a draw
    best_streak: int = 0
    best_score: int | None = None
    average_score: float | None = None
    average_seconds: float | None = None
    rating: float | None = None
    by_level: tuple[LevelFigures, ...] = field(default_factory=tuple)

    @property
    def win_rate(self) -> float | None:
        return self.won / self.played if self.played else None


def current_streak(history: list[dict]) -> int:
    """The run of equal results at the end of the history: +wins or -losses (a draw ends any run)."""
    run, last = 0, None
    for entry in reversed(history):
        outcome = entry.get("outcome")
        if outcome == "draw" or (last is not None and outcome != last):
            break
        last, run = outcome, run + 1
    return run if last == "win" else -run


def level_key(entry: dict) -> tuple[str, ...]:
    """The bot levels a match was played against, sorted ("easy", "hard"); people give ()."""
    return tuple(sorted({str(o["level"]) for o in entry.get("opponents", []) if o.get("level")}))


def figures(stats, game_name: str) -> GameFigures:
    """Everything the window shows for one game."""
    counters = stats.summary(game_name)
    history = stats.history(game_name)
    played_out = [e for e in history if not e.get("left")]
    scores = [e["points"] for e in played_out if isinstance(e.get("points"), int)]
    times = [float(e["seconds"]) for e in history if isinstance(e.get("seconds"), (int, float)) and e["seconds"] > 0]
    levels: dict[tuple[str, ...], dict[str, int]] = {}
    for entry in history:
        if not entry.get("opponents"):
            continue
        row = levels.setdefault(level_key(entry), {"played": 0, "won": 0, "lost": 0, "drawn": 0})
        row["played"] += 1
        row[{"win": "won", "loss": "lost", "draw": "drawn"}[entry["outcome"]]] += 1
    return GameFigures(
        played=counters["played"], won=counters["won"], lost=counters["lost"], drawn=counters["drawn"],
        current_streak=current_streak(history), best_streak=stats.best_streak(game_name),
        best_score=max(scores) if scores else None,
        average_score=sum(scores) / len(scores) if scores else None,
        average_seconds=sum(times) / len(times) if times else None,
        rating=stats.rating(game_name),
        by_level=tuple(LevelFigures(key, **row) for key, row in sorted(levels.items())),
    )
