"""Elo ratings: the player's strength per game, measured against opponents of known rating.

The bots' ratings are fixed (``BotLevel.rating``), so they act as calibrated anchors: a player
who wins half their matches against the Medium bot converges to Medium's rating.  A LAN
opponent counts with the rating their seat announces; an opponent without one (a person at
this screen) gives no rating change.

K-factor: the anchors never move, so all the rating has to do is find the player's level and
then follow it.  A new player's rating is a guess (:data:`START`), so the first
:data:`PROVISIONAL` matches use a large K (40, FIDE's for newcomers) to get near the truth in a
dozen matches; after that K=20 keeps a run of luck from swinging it by more than ~20 points a
match while still following real progress within a few dozen matches.

No Qt here.
"""

from __future__ import annotations

from collections.abc import Sequence

START = 1200.0
PROVISIONAL = 20
K_NEW = 40.0
K_SETTLED = 20.0

SCORES = {"win": 1.0, "draw": 0.5, "loss": 0.0}


def expected(rating: float, opponent: float) -> float:
    """The share of points a player of ``rating`` is expected to score against ``opponent``."""
    gap = max(-4000.0, min(4000.0, opponent - rating))     # a corrupt or hostile rating cannot overflow
    return 1.0 / (1.0 + 10.0 ** (gap / 400.0))


def k_factor(matches_rated: int) -> float:
    """How far one result moves the rating (see the module docstring for the reasoning)."""
    return K_NEW if matches_rated < PROVISIONAL else K_SETTLED


def opponent_rating(ratings: Sequence[float | int | None]) -> float | None:
    """The strength of the other side: the mean of the opponents' known ratings (a partnership's two
    players count as one side), or None when none is known."""
    known = [float(r) for r in ratings if isinstance(r, (int, float)) and not isinstance(r, bool)]
    return sum(known) / len(known) if known else None


def updated(rating: float, opponents: Sequence[float | int | None], outcome: str, matches_rated: int) -> float | None:
    """The rating after one match (``outcome``: "win", "draw" or "loss"), or None when it is not rated."""
    if outcome not in SCORES:
        raise ValueError(f"outcome must be one of {sorted(SCORES)}, not {outcome!r}")
    other = opponent_rating(opponents)
    if other is None:
        return None
    return rating + k_factor(matches_rated) * (SCORES[outcome] - expected(rating, other))
