"""Search positions and the pieces every Spider search shares: pruned move generation, one-step
successors and the position evaluation.

A search position is three immutable values: ``cols`` (ten tuples of card ints, bottom first,
copy bits dropped -- see :mod:`.board`), ``down`` (face-down counts) and the stock tuple.  A
face-down card the searcher does not know is 0; honest searches never look under it, and
determinised ones fill it from a sample of the unseen cards first.

Pruned moves (:func:`useful_moves`) -- the engine allows more; searches skip moves that cannot
help: only the whole movable run of a column moves (a part of a run moves only onto its own
suit, and only if it earns a bonus or may complete a run); a run already lying on a card one rank higher moves only
onto its own suit; a whole column never moves to an empty one; of the empty columns only the
first is tried (columns with face-down cards only are each tried: they differ).

Evaluation (:func:`evaluate`, weights in a :class:`Weights` profile): per column, -down per
face-down card, -brk per break in the face-up sequences (-suit when only the suits differ),
over face-down cards -unit per movable unit and -cover per card (the work to uncover them),
-kdown for a king on face-down cards; +empty per empty column, +open per column of face-down
cards only; +run per completed run; -stock per stock card.  The block search adds the points
a path makes (bonuses weighted by ``bonus``, completed runs, -1 per move).
"""

from __future__ import annotations

from ..engine.board import COLUMNS, EARNED, FACE, MOVE_POINTS, RANK, RUN_POINTS, SAME_SUIT_POINTS

class Weights:
    """The evaluation's weights (points-like units) and its caches; see :func:`column_value`.

    Profiles: ``PROFILES[1]`` and ``PROFILES[2]`` for the bots by suit count, ``ORACLE`` for the
    full-information solver.  The values were tuned by playing seeded deals (tests/bench).
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


PROFILES = {1: Weights(unit=6.0), 2: Weights(suit=4.0)}
ORACLE = Weights(down=3.0, unit=3.0, kdown=2.5)
DEFAULT = PROFILES[1]


def column_value(col: tuple[int, ...], d: int, w: Weights = DEFAULT) -> float:
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


def evaluate(cols, down, stock_left: int, runs: int, w: Weights = DEFAULT) -> float:
    """Heuristic value of a position (higher is better), without the score already made."""
    v = w.run * runs - w.stock * stock_left
    for i in range(COLUMNS):
        v += column_value(cols[i], down[i], w)
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


def legal_moves(cols, down) -> list[tuple[int, int, int]]:
    """Every legal move (RULES P-3), except that of several empty columns only the first is a target."""
    # the column scan is written out here and in useful_moves on purpose: both run at every search
    # node, and a shared helper would cost a call and a tuple there
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
        j = len(nt) - 1
        stop = len(nt) - 13
        while j > stop and (nt[j - 1] & FACE) == (nt[j] & FACE) + 1:
            j -= 1
        if j == stop:
            nt = nt[:-13]
            completed = True
    new[dst] = nt
    return tuple(new), bonus, completed


def do_deal(cols, down, packet):
    """Deal a packet; returns ``(cols, completed runs)``."""
    new = []
    runs = 0
    for i in range(COLUMNS):
        nt = cols[i] + (packet[i],)
        if (nt[-1] & RANK) == 1 and len(nt) - down[i] >= 13:
            j = len(nt) - 1
            stop = len(nt) - 13
            while j > stop and (nt[j - 1] & FACE) == (nt[j] & FACE) + 1:
                j -= 1
            if j == stop:
                nt = nt[:-13]
                runs += 1
        new.append(nt)
    return tuple(new), runs


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
