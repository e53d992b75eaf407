"""The oracle: the full-information Spider search that decides which deals are winnable.

Why it is in the engine: with ``winnable_only``, deal #N is the first number >= N this search
solves within a fixed node budget (:mod:`.deal`), so its move generation, its weights
(:data:`ORACLE`) and its budgets are part of the rules -- a change here changes which cards a
duel deals, and so what an old save replays.  The engine may not import the bots (they are built
on it), and a deal-chooser hook that the bots installed would make what a duel deals depend on
what happened to be imported; so the search lives here, and the bots use it: the hard bot's
endgame and the post-game best score (:mod:`..bots.solver`), and the bots' own searches
(:mod:`..bots.search`) share its move generation and column evaluation.

It sees every card, so it is used only where it cannot help a player cheat: choosing winnable
deals, the post-game line "the best possible score on this deal was N", and the hard bot on
samples of the face-down cards drawn from the cards it has not seen (never the real ones), or
on its position once nothing is hidden any more.

Search positions
    Three immutable values: ``cols`` (ten tuples of card ints, bottom first, copy bits dropped --
    see :mod:`.board`), ``down`` (face-down counts) and the stock tuple.  A face-down card the
    searcher does not know is 0; honest searches never look under it, and determinised ones fill
    it from a sample of the unseen cards first.

Pruned moves (:func:`useful_moves`)
    The engine allows more; searches skip moves that cannot help: only the whole movable run of a
    column moves (a part of a run moves only onto its own suit, and only if it earns a bonus or
    may complete a run); a run already lying on a card one rank higher moves only onto its own
    suit; a whole column never moves to an empty one; of the empty columns only the first is tried
    (columns with face-down cards only are each tried: they differ).

Column evaluation (:func:`column_value`, weights in a :class:`Weights` profile)
    Per column, -down per face-down card, -brk per break in the face-up sequences (-suit when only
    the suits differ), over face-down cards -unit per movable unit and -cover per card (the work to
    uncover them), -kdown for a king on face-down cards; +empty per empty column, +open per column
    of face-down cards only.  A position adds +run per completed run and -stock per stock card.

The beam search (:func:`beam_solve`)
    It goes forward one action at a time.  Each level keeps the ``width`` best new positions,
    ordered by how disordered the columns are (the evaluation above with :data:`ORACLE`) minus the
    moves spent; every position ever kept or seen is remembered, so none is expanded twice.  The
    oracle turns face-down cards up as soon as they are uncovered (a legal way to play: turning up
    is allowed at any time), which keeps it narrow.  Widths grow on failure (``widths``), and the
    search is bounded by a node budget, never by the clock, so its answers are the same on every
    machine.  A solution found is replayed on a real :class:`~.board.Board` to get its exact score
    (RULES P-8, with the once-per-card bonus).
"""

from __future__ import annotations

import heapq
from dataclasses import dataclass
from typing import Sequence

from .board import COLUMNS, EARNED, FACE, RANK, Board, layout


class Weights:
    """The evaluation's weights (points-like units) and its caches; see :func:`column_value`.

    Profiles: :data:`ORACLE` for the oracle (a rule: see the module docstring), and
    ``PROFILES[1]`` and ``PROFILES[2]`` of :mod:`..bots.search` for the bots by suit count.  The
    values were tuned by playing seeded deals (tests/bench).
    """

    __slots__ = ("run", "down", "brk", "suit", "cover", "unit", "empty", "open", "king", "kdown", "stock",
                 "bonus", "cache", "hcache")

    def __init__(self, run=60.0, down=4.0, brk=5.0, suit=2.0, cover=0.2, unit=4.0, empty=9.0, open=7.0,
                 king=0.0, kdown=5.0, stock=2.4, bonus=2.0) -> None:
        self.run = run          # a completed run, on top of its 26 points
        self.down = down        # each face-down card still to dig out
        self.brk = brk          # a face-up card not in rank sequence on the card below
        self.suit = suit        # in rank sequence but of another suit
        self.cover = cover      # each face-up card lying above face-down cards
        self.unit = unit        # each movable unit lying above face-down cards (moves to uncover them)
        self.empty = empty      # an empty column
        self.open = open        # a face-down-only column: turn it up (+2) or use it as an empty one
        self.king = king        # a face-up-only column whose bottom card is a king (a home for a run)
        self.kdown = kdown      # a king lying on face-down cards (it needs an empty column to move)
        self.stock = stock      # each stock card (comparable with the breaks a deal brings)
        self.bonus = bonus      # a card earning its same-suit bonus now (2 points; most earn it some time)
        self.cache: dict = {}
        self.hcache: dict = {}

    def set(self, **values: float) -> "Weights":
        """Change weights (for tuning); clears the caches."""
        for k, v in values.items():
            setattr(self, k, float(v))
        self.cache.clear()
        self.hcache.clear()
        return self


ORACLE = Weights(down=3.0, unit=3.0, kdown=2.5)      # a rule, as the budgets below: they pick the winnable deals
W_MOVE = 1.0
SOLVED_VALUE = 1000.0
DEFAULT_WIDTHS = (60, 400)
DEFAULT_NODES = 400_000


def column_value(col: tuple[int, ...], d: int, w: Weights) -> float:
    """How good one column looks (cached per weights): breaks, face-down cards, the units covering them."""
    key = (col, d)
    cache = w.cache
    v = cache.get(key)
    if v is not None:
        return v
    n = len(col)
    if n == 0:
        v = w.empty
    elif n == d:
        v = w.open - w.down * d
    else:
        v = -w.down * d
        prev = col[d] & FACE
        units = 1
        for j in range(d + 1, n):
            cur = col[j] & FACE
            if prev != cur + 1:
                units += 1
                v -= w.suit if (prev & RANK) == (cur & RANK) + 1 else w.brk
            prev = cur
        if d:
            v -= w.cover * (n - d) + w.unit * units
            if (col[d] & RANK) == 13:
                v -= w.kdown
        elif (col[0] & RANK) == 13:
            v += w.king
    if len(cache) > 400_000:
        cache.clear()
    cache[key] = v
    return v


def useful_moves(cols, down, bonus_moves: bool = False) -> list[tuple[int, int, int]]:
    """The pruned moves ``(src, dst, count)`` of a position (see the module docstring)."""
    by_rank: dict[int, list[tuple[int, int]]] = {}
    open_cols: list[int] = []
    empty = -1
    for i in range(COLUMNS):
        c = cols[i]
        if len(c) == down[i]:
            if down[i]:
                open_cols.append(i)
            elif empty < 0:
                empty = i
        else:
            f = c[-1] & FACE
            lst = by_rank.get(f & RANK)
            if lst is None:
                by_rank[f & RANK] = [(i, f)]
            else:
                lst.append((i, f))
    if empty >= 0:
        open_cols.insert(0, empty)
    out = []
    for s in range(COLUMNS):
        c = cols[s]
        d = down[s]
        j = len(c) - 1
        if j < d:
            continue
        f = c[j] & FACE
        while j > d:
            g = c[j - 1] & FACE
            if g != f + 1:
                break
            f = g
            j -= 1
        n = len(c) - j
        want = (f & RANK) + 1
        if j > d:
            on_parent = (c[j - 1] & RANK) == want
            whole = False
        else:
            on_parent = False
            whole = d == 0
        lst = by_rank.get(want)
        if lst:
            for t, tf in lst:
                if t != s and (not on_parent or tf == f + 1):
                    out.append((s, t, n))
        if not whole:
            for t in open_cols:
                if t != s:
                    out.append((s, t, n))
        if bonus_moves and n > 1:
            keep = (c[-1] & RANK) == 1          # an ace on top: a part of the run may complete one
            for k in range(1, n):
                x = c[-k]
                if not x & EARNED:
                    keep = True
                if not keep:
                    continue
                b = x & FACE
                lst = by_rank.get((b & RANK) + 1)
                if lst:
                    for t, tf in lst:
                        if tf == b + 1 and t != s:
                            out.append((s, t, k))
    return out


def do_move(cols, down, src: int, dst: int, n: int, mark: bool = True):
    """Move ``n`` cards; returns ``(cols, bonus cards, completed)`` -- ``cols`` a new tuple.

    ``mark`` sets the EARNED bit of cards that earn the same-suit bonus (score-aware searches).
    """
    s = cols[src]
    t = cols[dst]
    run = s[-n:]
    bonus = 0
    if len(t) > down[dst] and (t[-1] & FACE) == (run[0] & FACE) + 1:
        bonus = sum(1 for x in run if not x & EARNED)
        if bonus and mark:
            run = tuple(x | EARNED for x in run)
    new = list(cols)
    new[src] = s[:-n]
    nt = t + run
    completed = False
    if (nt[-1] & RANK) == 1 and len(nt) - down[dst] >= 13:
        nt, completed = _take_run(nt)
    new[dst] = nt
    return tuple(new), bonus, completed


def _take_run(nt):
    """``(nt, False)``, or ``(nt less its top 13 cards, True)`` when they run from king down to ace in one suit.

    Called by do_move and do_deal only when the top card is an ace and the column shows 13 face-up cards.
    """
    j = len(nt) - 1
    stop = len(nt) - 13
    while j > stop and (nt[j - 1] & FACE) == (nt[j] & FACE) + 1:
        j -= 1
    if j == stop:
        return nt[:-13], True
    return nt, False


def do_deal(cols, down, packet):
    """Deal a packet; returns ``(cols, completed runs)``."""
    new = []
    runs = 0
    for i in range(COLUMNS):
        nt = cols[i] + (packet[i],)
        if (nt[-1] & RANK) == 1 and len(nt) - down[i] >= 13:
            nt, completed = _take_run(nt)
            runs += completed
        new.append(nt)
    return tuple(new), runs


# ---------------------------------------------------------------- the beam search


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
               score_aware: bool = False, full_deal: bool = False) -> Solution:
    """Beam search from a full-information position (cards as faces; the stock known, next packet first).

    Returns the steps of a solution (with the turn-ups made explicit), or ``solved=False``;
    ``best`` is the best evaluation reached.  ``deal_first``: the first action is a deal.
    ``score_aware`` also counts the same-suit bonuses (cards keep their EARNED bit, so positions
    differing only in it are told apart): slower, for the best score rather than any solution.
    ``full_deal``: a deal only when no column is empty (the classic rule of Spider practice, RULES P-12).
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
            if si * COLUMNS < total_stock and not (full_deal and not all(cols)):
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
               max_nodes: int = DEFAULT_NODES, full_deal: bool = False) -> Solution:
    """Solve a deal from its deck order (engine card ints), widening the beam until it solves
    (``full_deal``: see :func:`beam_solve`)."""
    cols, down, stock = layout(deck)
    total = 0
    for w in widths:
        sol = beam_solve(cols, down, stock, 0, w, max(1, max_nodes - total), full_deal=full_deal)
        total += sol.nodes
        if sol.solved:
            sol.score = score_of(deck, sol.steps)
            sol.nodes = total
            return sol
        if total >= max_nodes:
            break
    return Solution(False, [], total)

