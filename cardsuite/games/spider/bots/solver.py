"""What the players get from the oracle (:mod:`..engine.oracle`): the best score on a deal, and
whether a plan wins a world.

The oracle sees every card, so it is used only where it cannot help a player cheat: the post-game
line "the best possible score on this deal was N" (:func:`best_score`), and the hard bot on what it
may know -- once the stock is dealt, on samples of the face-down cards drawn from the cards it has
not seen (never the real ones; :func:`solves_after`), and once nothing is hidden any more, on the
position itself.  "Best score" is the best score of the solutions found -- a lower bound of the
true optimum, which is not computable in reasonable time.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Callable, Sequence

from cardsuite.cards import Card

from ..engine.board import layout
from ..engine.deal import deck_ints
from ..engine.oracle import DEFAULT_NODES, DEFAULT_WIDTHS, Solution, beam_solve, do_move, score_of, solve_deck

POLISH = ((100, False), (200, False), (60, True), (150, True))


def solves_after(cols, down, runs: int, moves: Sequence[tuple[int, int, int]], width: int = 100,
                 max_nodes: int = 200_000) -> Solution:
    """The solver's answer from ``cols`` after playing ``moves`` (no stock left): ``solved`` tells
    whether the game is won, ``nodes`` what it cost.

    The runs the moves complete count towards the eight, as they would on the table.
    """
    for src, dst, n in moves:
        cols, _, completed = do_move(cols, down, src, dst, n, False)
        runs += completed
    return beam_solve(cols, down, (), runs, width, max_nodes)


@lru_cache(maxsize=64)
def _best_cached(deck: tuple[int, ...], widths: tuple[int, ...], max_nodes: int,
                 polish: tuple[tuple[int, bool], ...]) -> tuple[bool, int | None]:
    sol = solve_deck(deck, widths, max_nodes)
    if not sol.solved:
        return False, None
    best = sol.score
    cols, down, stock = layout(deck)
    for width, aware in polish:
        more = beam_solve(cols, down, stock, 0, width, max_nodes, score_aware=aware)
        if more.solved:
            best = max(best, score_of(deck, more.steps))
    return True, best


def best_score(deal: int | Sequence[Card] | Sequence[int], suits: int = 1,
               widths: Sequence[int] = DEFAULT_WIDTHS, max_nodes: int = DEFAULT_NODES,
               polish: Sequence[tuple[int, bool]] = POLISH) -> tuple[bool, int | None]:
    """``(solved, score)`` of the oracle on a deal (a deal number, or a deck order of Cards or ints).

    ``score`` is the best score among the oracle's solutions (None when unsolved): the first
    solution, then beams of other widths (``polish``: ``(width, score_aware)``), the best kept --
    for the post-game line "the best possible score on this deal was N; you reached M%".  It is
    the best the oracle found, not a proven optimum: a player may now and then beat it.  A few
    seconds of work; cached per deal.
    """
    return _best_cached(tuple(deck_ints(deal, suits)), tuple(widths), max_nodes,
                        tuple((int(w), bool(a)) for w, a in polish))


def tally_plans(plans, worlds: int, known: dict[tuple, dict[int, bool]], wins_in: Callable[[int, tuple], bool],
                spent_out: Callable[[], bool]) -> dict[tuple, int]:
    """Wins per plan over ``worlds`` sampled worlds, plans in the order given (the most often found first); a
    plan that can no longer beat the best so far is dropped, and once the work is spent no new plan is tried.
    ``wins_in(k, plan)`` plays the plan in world k (counting its own work); ``known`` keeps each plan's
    results by world across calls, so a world is never solved twice for one plan."""
    wins: dict[tuple, int] = {}
    best = -1
    for plan in plans:
        if best >= 0 and spent_out():
            break
        seen = known.setdefault(plan, {})
        lost = sum(1 for won in seen.values() if not won)
        for k in range(worlds):
            if worlds - lost <= best:
                break
            if k not in seen:
                seen[k] = wins_in(k, plan)
                lost += not seen[k]
        else:
            wins[plan] = worlds - lost
            best = max(best, wins[plan])
    return wins
