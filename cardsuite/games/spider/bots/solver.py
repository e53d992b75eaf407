"""The oracle: a full-information Spider solver (beam search with duplicate detection).

It sees every card, so it is used only where it cannot help a player cheat: choosing
"winnable deals only" (:func:`first_winnable`) and the post-game line "the best possible
score on this deal was N" (:func:`best_score`).  The hard bot uses it on what it may know:
once the stock is dealt, on samples of the face-down cards drawn from the cards it has not
seen (never the real ones), and once nothing is hidden any more, on the position itself.

The search goes forward one action at a time.  Each level keeps the ``width`` best new
positions, ordered by how disordered the columns are (:func:`.search.evaluate`: breaks in
the face-up sequences, face-down cards and the cards covering them, empty columns, stock
cards, completed runs) minus the moves spent; every position ever kept or seen is
remembered, so none is expanded twice.  The oracle turns face-down cards up as soon as they
are uncovered (a legal way to play: turning up is allowed at any time), which keeps it
narrow.  Widths grow on failure (``widths``), and the search is bounded by a node budget,
never by the clock, so its answers are the same on every machine.

A solution found is replayed on a real :class:`~.board.Board` to get its exact score
(RULES P-8, with the once-per-card bonus); "best score" is the best score of the solutions
found -- a lower bound of the true optimum, which is not computable in reasonable time.
"""

from __future__ import annotations

import heapq
from dataclasses import dataclass
from functools import lru_cache
from typing import Sequence

from cardsuite.cards import Card

from ..engine.board import COLUMNS, EARNED, FACE, Board, card_int, layout
from .search import ORACLE, Weights, column_value, do_deal, do_move, useful_moves

W_MOVE = 1.0
SOLVED_VALUE = 1000.0
DEFAULT_WIDTHS = (60, 400)
DEFAULT_NODES = 400_000

# a step of a solution: ("move", src, dst, n) | ("turn", col) | ("deal",)
Step = tuple


@dataclass
class Solution:
    solved: bool
    steps: list[Step]
    nodes: int
    score: int | None = None
    best: float = float("-inf")      # the best evaluation reached (progress when unsolved)


def _faces(cards: Sequence[int]) -> tuple[int, ...]:
    return tuple(c & FACE for c in cards)


def _turn_up_uncovered(cols, down, steps: list) -> tuple[int, ...]:
    """``down`` after turning up every column whose face-down cards are uncovered; each turn-up is
    added to ``steps``."""
    dl = list(down)
    for i in range(COLUMNS):
        if dl[i] and len(cols[i]) == dl[i]:
            dl[i] -= 1
            steps.append(("turn", i))
    return tuple(dl)


def beam_solve(cols, down, stock: tuple[int, ...], runs: int = 0, width: int = 100,
               max_nodes: int = DEFAULT_NODES, deal_first: bool = False, w: Weights = ORACLE,
               score_aware: bool = False) -> Solution:
    """Beam search from a full-information position (cards as faces; the stock known, next packet first).

    Returns the steps of a solution (with the turn-ups made explicit), or ``solved=False``;
    ``best`` is the best evaluation reached.  ``deal_first``: the first action is a deal.
    ``score_aware`` also counts the same-suit bonuses (cards keep their EARNED bit, so positions
    differing only in it are told apart): slower, for the best score rather than any solution.
    """
    keep = FACE | EARNED if score_aware else FACE
    cols = tuple(tuple(c & keep for c in col) for col in cols)
    down = tuple(down)
    stock = _faces(stock)
    pre: list[Step] = []
    down = _turn_up_uncovered(cols, down, pre)           # turn up what is uncovered already
    total_stock = len(stock)
    if deal_first and stock:
        cols, comps = do_deal(cols, down, stock[:COLUMNS])
        stock = stock[COLUMNS:]
        total_stock = len(stock)
        pre.append(("deal",))
        runs += comps
        down = _turn_up_uncovered(cols, down, pre)
    if runs >= 8:                        # won already (the last run was completed on the way here)
        return Solution(True, pre, 0, best=SOLVED_VALUE)
    W_RUN, W_STOCK = w.run, w.stock

    def colval(col, d):
        return column_value(col, d, w)

    h0 = sum(colval(cols[i], down[i]) for i in range(COLUMNS)) + W_RUN * runs - W_STOCK * total_stock
    # tree of kept nodes: parent index and the steps from the parent
    tree_parent = [-1]
    tree_steps: list[tuple] = [tuple(pre)]
    frontier = [(h0, h0, 0, cols, down, 0, runs, 0)]
    seen = {(cols, down, 0)}
    nodes = 0
    best_e = h0
    while frontier and nodes < max_nodes:
        cand = []
        for _, e, g, cols, down, si, runs, nid in frontier:
            for s, t, n in useful_moves(cols, down, score_aware):
                ncols, bonus, comp = do_move(cols, down, s, t, n, score_aware)
                ndown = down
                steps = (("move", s, t, n),)
                if ndown[s] and len(ncols[s]) == ndown[s]:
                    ndown = list(ndown)
                    ndown[s] -= 1
                    steps += (("turn", s),)
                if comp and ndown[t] and len(ncols[t]) == ndown[t]:
                    ndown = list(ndown)
                    ndown[t] -= 1
                    steps += (("turn", t),)
                if ndown is not down:
                    ndown = tuple(ndown)
                key = (ncols, ndown, si)
                if key in seen:
                    continue
                seen.add(key)
                nodes += 1
                ne = (e - colval(cols[s], down[s]) - colval(cols[t], down[t]) + colval(ncols[s], ndown[s])
                      + colval(ncols[t], ndown[t]))
                nruns = runs
                if comp:
                    nruns += 1
                    ne += W_RUN
                    if nruns == 8:
                        return _finish(tree_parent, tree_steps, nid, steps, nodes)
                if ne > best_e:
                    best_e = ne
                ng = g + 1 - (2 * bonus if score_aware else 0)      # what the path cost, in points
                cand.append((ne - W_MOVE * ng, ne, ng, ncols, ndown, si, nruns, nid, steps))
            if si * COLUMNS < total_stock:
                packet = stock[si * COLUMNS:(si + 1) * COLUMNS]
                ncols, comps = do_deal(cols, down, packet)
                steps = (("deal",),)
                ndown = down
                if comps:
                    ndown = list(down)
                    for i in range(COLUMNS):
                        if ndown[i] and len(ncols[i]) == ndown[i]:
                            ndown[i] -= 1
                            steps += (("turn", i),)
                    ndown = tuple(ndown)
                key = (ncols, ndown, si + 1)
                if key not in seen:
                    seen.add(key)
                    nodes += 1
                    nruns = runs + comps
                    if nruns == 8:
                        return _finish(tree_parent, tree_steps, nid, steps, nodes)
                    ne = (sum(colval(ncols[i], ndown[i]) for i in range(COLUMNS)) + W_RUN * nruns
                          - W_STOCK * (total_stock - (si + 1) * COLUMNS))
                    if ne > best_e:
                        best_e = ne
                    cand.append((ne - W_MOVE * g, ne, g, ncols, ndown, si + 1, nruns, nid, steps))
        if not cand:
            break
        best = heapq.nlargest(width, cand, key=lambda x: x[0])
        frontier = []
        for f, ne, g, ncols, ndown, si, nruns, parent, steps in best:
            tree_parent.append(parent)
            tree_steps.append(steps)
            frontier.append((f, ne, g, ncols, ndown, si, nruns, len(tree_parent) - 1))
    return Solution(False, [], nodes, best=best_e)


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


def _finish(tree_parent, tree_steps, nid, last, nodes) -> Solution:
    chunks = [last]
    while nid >= 0:
        chunks.append(tree_steps[nid])
        nid = tree_parent[nid]
    steps = [s for chunk in reversed(chunks) for s in chunk]
    return Solution(True, steps, nodes, best=SOLVED_VALUE)


def score_of(deck: Sequence[int], steps: Sequence[Step]) -> int:
    """The exact score (RULES P-8) of playing ``steps`` on the deal ``deck`` (engine card ints)."""
    b = Board.deal(deck)
    for st in steps:
        if st[0] == "move":
            b.move(st[1], st[2], st[3])
        elif st[0] == "turn":
            b.turn_up(st[1])
        else:
            b.deal_packet()
    return b.score


def solve_deck(deck: Sequence[int], widths: Sequence[int] = DEFAULT_WIDTHS,
               max_nodes: int = DEFAULT_NODES) -> Solution:
    """Solve a deal from its deck order (engine card ints), widening the beam until it solves."""
    cols, down, stock = layout(deck)
    total = 0
    for w in widths:
        sol = beam_solve(cols, down, stock, 0, w, max(1, max_nodes - total))
        total += sol.nodes
        if sol.solved:
            sol.score = score_of(deck, sol.steps)
            sol.nodes = total
            return sol
        if total >= max_nodes:
            break
    return Solution(False, [], total)


def _deck_ints(deal: int | Sequence[Card] | Sequence[int], suits: int) -> list[int]:
    if isinstance(deal, int):
        from ..engine.game import deck_order
        return [card_int(c) for c in deck_order(deal, suits)]
    deal = list(deal)
    return [card_int(c) if isinstance(c, Card) else int(c) for c in deal]


POLISH = ((100, False), (200, False), (60, True), (150, True))


@lru_cache(maxsize=256)
def _solvable(deck: tuple[int, ...], widths: tuple[int, ...], max_nodes: int) -> bool:
    return solve_deck(deck, widths, max_nodes).solved


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
    return _best_cached(tuple(_deck_ints(deal, suits)), tuple(widths), max_nodes,
                        tuple((int(w), bool(a)) for w, a in polish))


def first_winnable(number: int, suits: int, tries: int = 25, widths: Sequence[int] = DEFAULT_WIDTHS,
                   max_nodes: int = DEFAULT_NODES) -> int:
    """The first deal number >= ``number`` the oracle solves (within ``tries`` numbers; else ``number``).

    Deterministic: the search is bounded by nodes, never by time.  Cached per deal.
    """
    for n in range(number, number + tries):
        if solvable(n, suits, widths, max_nodes):
            return n
    return number


def solvable(deal: int | Sequence[Card] | Sequence[int], suits: int = 1, widths: Sequence[int] = DEFAULT_WIDTHS,
             max_nodes: int = DEFAULT_NODES) -> bool:
    """Whether the oracle solves a deal (cached)."""
    return _solvable(tuple(_deck_ints(deal, suits)), tuple(widths), max_nodes)
