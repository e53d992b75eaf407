"""The bots' searches: their evaluation profiles, the position evaluation and the block search.

They build on the oracle's search pieces (:mod:`..engine.oracle`): its search positions, its pruned
move generation (:func:`~..engine.oracle.useful_moves`), its one-step successors and its column
evaluation, weighed here with the bots' own profiles (:data:`PROFILES`, by suit count).

Evaluation (:func:`evaluate`): the columns' values (:func:`~..engine.oracle.column_value`), +run per
completed run, -stock per stock card.  The block search adds the points a path makes (bonuses
weighted by ``bonus``, completed runs, -1 per move).
"""

from __future__ import annotations

from ..engine.board import COLUMNS, FACE, MOVE_POINTS, RANK, RUN_POINTS, SAME_SUIT_POINTS
from ..engine.oracle import Weights, column_value, do_move, useful_moves

PROFILES = {1: Weights(unit=6.0), 2: Weights(suit=4.0), 4: Weights(suit=4.0)}   # 4 suits: practice, as 2 (untuned)
DEFAULT = PROFILES[1]


def evaluate(cols, down, stock_left: int, runs: int, w: Weights = DEFAULT) -> float:
    """Heuristic value of a position (higher is better), without the score already made."""
    v = w.run * runs - w.stock * stock_left
    for i in range(COLUMNS):
        v += column_value(cols[i], down[i], w)
    return v


def legal_moves(cols, down) -> list[tuple[int, int, int]]:
    """Every legal move (RULES P-3), except that of several empty columns only the first is a target."""
    # the column scan is written out here and in the oracle's useful_moves on purpose: both run at every
    # search node, and a shared helper would cost a call and a tuple there
    tops = [-1] * COLUMNS
    open_cols = []
    empty = -1
    for i in range(COLUMNS):
        c = cols[i]
        if len(c) == down[i]:
            if down[i]:
                open_cols.append(i)
            elif empty < 0:
                empty = i
        else:
            tops[i] = c[-1] & RANK
    if empty >= 0:
        open_cols.append(empty)
    out = []
    for s in range(COLUMNS):
        c = cols[s]
        d = down[s]
        if len(c) == d:
            continue
        j = len(c) - 1
        n = 1
        while True:
            want = (c[j] & RANK) + 1
            for t in range(COLUMNS):
                if t != s and tops[t] == want:
                    out.append((s, t, n))
            if not (n == len(c) and d == 0):
                for t in open_cols:
                    if t != s:
                        out.append((s, t, n))
            if j > d and (c[j - 1] & FACE) == (c[j] & FACE) + 1:
                j -= 1
                n += 1
            else:
                break
    return out


def open_columns(cols, down) -> list[int]:
    """Columns whose top card is face down."""
    return [i for i in range(COLUMNS) if down[i] and len(cols[i]) == down[i]]


# ---------------------------------------------------------------- block search


class BlockResult:
    """What a block search found: the best path of moves and its value, and whether it saw everything."""

    __slots__ = ("root_value", "best_value", "best_path", "best_cols", "best_runs", "exhausted", "nodes",
                 "gain_found", "gain_path", "leaves")

    def __init__(self) -> None:
        self.root_value = 0.0
        self.best_value = 0.0
        self.best_path: list[tuple[int, int, int]] = []
        self.best_cols = None
        self.best_runs = 0
        self.exhausted = False
        self.nodes = 0
        self.gain_found = False
        self.gain_path: list[tuple[int, int, int]] = []
        self.leaves: list = []


_MASK = (1 << 64) - 1
_ZMUL = tuple((0x9E3779B97F4A7C15 * (2 * i + 1)) & _MASK for i in range(COLUMNS))


def block_search(cols, down, stock_left: int, runs: int, max_nodes: int = 3000, stop=None,
                 keep_leaves: int = 0, all_moves: bool = False, w: Weights = DEFAULT) -> BlockResult:
    """Best-first search over the moves up to the next turn-up or deal (nothing hidden is touched).

    A node's value is :func:`evaluate` plus what the path made (same-suit bonuses weighted by
    ``w.bonus``, completed runs, -1 per move).  A transposition table keeps the best such gain seen
    per position, so a position is expanded again only when reached with more.  ``gain_found`` tells whether
    any reachable position uncovers a face-down card, completes a run or makes points -- with
    ``exhausted`` (every reachable position seen) its absence is a proof that no move helps.
    The search is bounded by ``max_nodes`` expansions (``nodes`` tells how many it made); ``stop``, a
    safety net, is asked every 64 expansions and ends the search when it answers true.
    ``keep_leaves`` > 0 also returns the best distinct leaves as ``(value, path, cols, runs)``.
    ``all_moves`` searches every legal move (:func:`legal_moves`) instead of the pruned ones, as a
    proof that nothing helps needs.  Positions are told apart by a 64-bit key made of the
    columns' hashes (a collision would only make the search skip a position).
    """
    import heapq

    res = BlockResult()
    base = -w.stock * stock_left
    hcache = w.hcache

    def cvh(h: int, col: tuple[int, ...], d: int) -> float:
        # column_value cached by the column's hash (each new column is hashed once anyway)
        key = h * 8 + d
        v = hcache.get(key)
        if v is None:
            if len(hcache) > 400_000:
                hcache.clear()
            v = hcache[key] = column_value(col, d, w)
        return v

    hs0 = [hash(c) for c in cols]
    key0 = 0
    for i in range(COLUMNS):
        key0 = (key0 + hs0[i] * _ZMUL[i]) & _MASK
    root_e = sum(cvh(hs0[i], cols[i], down[i]) for i in range(COLUMNS))
    root_v = root_e + w.run * runs + base
    res.root_value = res.best_value = root_v
    res.best_cols = cols
    res.best_runs = runs
    parents: list[int] = [-1]
    moves_of: list[tuple] = [()]
    tie = 0
    heap = [(-root_v, 0, root_e, 0, runs, cols, hs0, key0, 0, 0)]
    best_g = {key0: 0}
    leaves = []
    expanded = 0
    gen = legal_moves if all_moves else useful_moves
    zmul = _ZMUL
    w_bonus, w_run = w.bonus, w.run
    heappush, heappop = heapq.heappush, heapq.heappop
    while heap:
        if expanded >= max_nodes:
            break
        if stop is not None and not expanded & 63 and stop():
            break
        _, _, e, g, r, c, hs, key, nid, pts = heappop(heap)
        if best_g.get(key, -10**9) > g:
            continue
        expanded += 1
        for s, t, n in (gen(c, down) if all_moves else gen(c, down, True)):
            nc, bonus, comp = do_move(c, down, s, t, n)
            made = MOVE_POINTS + (RUN_POINTS if comp else 0)
            ng = g + w_bonus * bonus + made
            npts = pts + SAME_SUIT_POINTS * bonus + made
            ncs, nct = nc[s], nc[t]
            hs_s, hs_t = hash(ncs), hash(nct)
            nkey = (key + (hs_s - hs[s]) * zmul[s] + (hs_t - hs[t]) * zmul[t]) & _MASK
            old = best_g.get(nkey)
            if old is not None and old >= ng:
                continue
            best_g[nkey] = ng
            nr = r + comp
            ne = (e - cvh(hs[s], c[s], down[s]) - cvh(hs[t], c[t], down[t]) + cvh(hs_s, ncs, down[s])
                  + cvh(hs_t, nct, down[t]))
            v = ne + w_run * nr + base + ng
            parents.append(nid)
            moves_of.append((s, t, n))
            kid = len(parents) - 1
            if not res.gain_found and (npts > 0 or comp or (down[s] and len(ncs) == down[s])):
                res.gain_found = True
                res.gain_path = _path(parents, moves_of, kid)
            if v > res.best_value + 1e-9:
                res.best_value = v
                res.best_cols = nc
                res.best_runs = nr
                res.best_path = _path(parents, moves_of, kid)
            if keep_leaves:
                leaves.append((v, kid, nc, nr))
            nhs = list(hs)
            nhs[s] = hs_s
            nhs[t] = hs_t
            tie += 1
            heappush(heap, (-v, tie, ne, ng, nr, nc, nhs, nkey, kid, npts))
    res.exhausted = not heap or all(best_g.get(item[7], -10**9) > item[3] for item in heap)
    res.nodes = expanded
    if keep_leaves:
        leaves.sort(key=lambda x: -x[0])
        seen = set()
        for v, kid, nc, nr in leaves:
            if nc in seen:
                continue
            seen.add(nc)
            res.leaves.append((v, _path(parents, moves_of, kid), nc, nr))
            if len(res.leaves) >= keep_leaves:
                break
    return res


def _path(parents, moves_of, nid) -> list[tuple[int, int, int]]:
    out = []
    while nid > 0:
        out.append(moves_of[nid])
        nid = parents[nid]
    out.reverse()
    return out
