"""The work a Spider bot's decision may do, and the wall-clock safety net behind it.

A decision is a function of (view, seeded RNG, work budget): budgets count work -- block-search
expansions and beam-solver nodes -- never seconds, so a seeded game plays the same on any machine
and under any load.  Where the match clock runs low a decision gets less work, derived from the
view's remaining time (a deterministic number) and the rates below: what this machine does per
second, so a budget in seconds of thinking becomes a budget in work as the old time caps allowed.

The rates were measured on the development machine (2 cores, Python 3.12), one process per core,
with the hard bot playing 12 seed-1 deals without work limits: 31,900 block-search expansions and
183,700 beam-solver nodes per CPU second (rounded down below).
"""

from __future__ import annotations

import time

BLOCK_NODES_PER_S = 30_000       # block-search expansions per second (medium and hard decisions)
SOLVER_NODES_PER_S = 180_000     # beam-solver nodes per second (the hard bot's endgame)
MIN_SHARE_S = 0.02               # the least thinking a decision gets, even with the clock run out


def thinking_share_s(limit_ms: int, elapsed_ms: int, hidden: int) -> float:
    """Seconds of thinking one decision may take by the match clock: the time left spread over the
    moves still to come (roughly one per hidden card, and 40 more), four times over since most
    decisions are quick ones.  A function of the view, so the work derived from it is reproducible."""
    remaining = (limit_ms - elapsed_ms) / 1000.0
    if remaining <= 0:
        return MIN_SHARE_S
    return max(MIN_SHARE_S, remaining / max(20, hidden + 40) * 4)


def work_for(full: int, per_s: float, share_s: float) -> int:
    """``full`` units of work, or less when ``share_s`` seconds at ``per_s`` units a second allow less."""
    return max(1, min(full, int(share_s * per_s)))


class Safety:
    """One decision's wall-clock safety net: ``over()`` turns true once ``seconds`` have passed.

    Set far above what a decision costs, it never fires in normal play; when it does (a very slow or
    overloaded machine) the decision is cut short -- no longer reproducible -- and the bot's
    ``cap_hits`` counts it once, so benchmarks can show it did not happen.
    """

    __slots__ = ("bot", "deadline", "hit")

    def __init__(self, bot, seconds: float) -> None:
        self.bot = bot
        self.deadline = time.perf_counter() + seconds
        self.hit = False

    def over(self) -> bool:
        if not self.hit and time.perf_counter() > self.deadline:
            self.hit = True
            self.bot.cap_hits += 1
        return self.hit


class Allowance:
    """What one decision may spend: work by the match clock's share (:func:`thinking_share_s`), and
    the safety net (``over``, for searches to poll)."""

    __slots__ = ("share_s", "safety")

    def __init__(self, bot, limit_ms: int, elapsed_ms: int, hidden: int) -> None:
        self.share_s = thinking_share_s(limit_ms, elapsed_ms, hidden)
        self.safety = Safety(bot, bot.budget_s)

    def block(self, full: int) -> int:
        """Block-search expansions: ``full``, or what the clock's share allows."""
        return work_for(full, BLOCK_NODES_PER_S, self.share_s)

    def solver(self, full: int) -> int:
        """Beam-solver nodes: ``full``, or what the clock's share allows."""
        return work_for(full, SOLVER_NODES_PER_S, self.share_s)

    def over(self) -> bool:
        return self.safety.over()
