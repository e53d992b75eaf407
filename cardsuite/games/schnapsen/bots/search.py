"""Perfect-information alpha-beta search on one determinised Schnapsen deal (the hard bot's engine).

A :class:`Deal` is a full guess of the hidden cards: both hands as 20-bit masks
and the talon in draw order (the trump card last).  :meth:`Searcher.root` scores
a root move on it by alpha-beta over whole tricks.  Once the talon is closed or
exhausted the search goes to the end of the round (exact, on game points, with a
transposition table); while it is open it looks ``horizon`` tricks ahead and
then asks :meth:`Searcher._estimate`, a linear model of the game points finally
won (hard's :data:`WEIGHTS` were fitted on self-play of the medium bot, the
expert's :data:`EXPERT_WEIGHTS` on self-play of hard).  Values are game points
from the searching seat's side: +1..+3 for a won round, -1..-3 for a lost one;
estimates lie within -2.5..+2.5.  Closing and exchanging are root moves only;
inside the tree a lead with a marriage is always announced (in a determinised
deal announcing never loses).

Nothing here knows about views or Card objects: cards are the ints of
:mod:`..engine.cards`.  The caller samples deals consistent with what its view shows.
"""

from __future__ import annotations

import time
from dataclasses import dataclass

from ..engine.cards import JACK, KING, QUEEN, SUIT_MASK
from ..engine.scoring import POINTS, TARGET, game_points

WIN3 = 3.0
_BIT = tuple(1 << i for i in range(20))
_MARRIAGE_PARTNER = tuple((c + 1 if c % 5 == KING else c - 1 if c % 5 == QUEEN else -1) for c in range(20))


@dataclass
class Deal:
    """One determinised position: everything the search needs, hidden cards guessed.

    ``talon`` is the talon in reverse draw order: ``talon[-1]`` is drawn next and, while
    the talon is open, ``talon[0]`` is the trump card (drawn last).  ``snap`` is the other
    player's (tricks, points) at closing.
    """

    trump: int
    me: int
    hands: list[int]
    talon: list[int]
    points: list[int]
    pending: list[int]
    tricks: list[int]
    leader: int
    lead: int = -1
    closed_by: int = -1
    snap: tuple[int, int] = (0, 0)


def features(hands: list[int], points: list[int], pending: list[int], tricks: list[int], leader: int, me: int,
             trump: int) -> list[float]:
    """What the horizon estimate looks at, from ``me``'s side, at a trick boundary (see :data:`WEIGHTS`)."""
    op = 1 - me
    pm, po = points[me] / 10.0, points[op] / 10.0
    f = [1.0, pm, po, pm * pm / 10.0, po * po / 10.0, pending[me] / 20.0, pending[op] / 20.0,
         1.0 if tricks[me] else 0.0, 1.0 if tricks[op] else 0.0, 1.0 if leader == me else -1.0]
    for seat in (me, op):
        f += _hand_features(hands[seat], trump)
    return f


def _hand_features(h: int, trump: int) -> list[float]:
    """One hand's part of :func:`features`: which trumps, side aces, tens, kings and queens, marriages."""
    tr = (h >> (trump * 5)) & 31
    aces = tens = faces = marriages = 0
    for s in range(4):
        if s == trump:
            continue
        x = (h >> (s * 5)) & 31
        aces += x & 1
        tens += x >> 1 & 1
        faces += (x >> 2 & 1) + (x >> 3 & 1)
        marriages += (x & 12) == 12
    return [float(tr & 1), float(tr >> 1 & 1), float(tr >> 2 & 1), float(tr >> 3 & 1), float(tr >> 4 & 1),
            float(aces), float(tens), float(faces), float(marriages), 1.0 if tr & 12 == 12 else 0.0]


# Weights of the horizon estimate, per talon size (the trump card included): a ridge regression of the
# game points finally won (from -3 to 3) on :func:`features`, fitted on open-talon positions of 30,000
# seeded rounds of the medium bot against itself (10% random moves for variety).
WEIGHTS: dict[int, tuple[float, ...]] = {
    2: (
        -0.0000, 0.1408, -0.1408, 0.2958, -0.2958, 0.5006, -0.5006, 0.2705, -0.2705, 0.0143,
        0.7392, 0.5234, 0.3827, 0.3562, 0.2829, 0.1559, 0.0334, 0.0509, 0.4620, 0.6651,
        -0.7392, -0.5234, -0.3827, -0.3562, -0.2829, -0.1559, -0.0334, -0.0509, -0.4620, -0.6651,
    ),
    4: (
        -0.0000, 0.1959, -0.1959, 0.2278, -0.2278, 0.5361, -0.5361, 0.2003, -0.2003, -0.0018,
        0.7066, 0.4939, 0.4923, 0.4696, 0.5008, 0.1804, 0.0702, 0.1239, 0.3620, 0.6487,
        -0.7066, -0.4939, -0.4923, -0.4696, -0.5008, -0.1804, -0.0702, -0.1239, -0.3620, -0.6487,
    ),
    6: (
        -0.0000, 0.2827, -0.2827, 0.0928, -0.0928, 0.5335, -0.5335, 0.0126, -0.0126, 0.0034,
        0.6959, 0.4999, 0.5919, 0.5649, 0.5741, 0.2101, 0.1069, 0.1610, 0.3589, 0.6357,
        -0.6959, -0.4999, -0.5919, -0.5649, -0.5741, -0.2101, -0.1069, -0.1610, -0.3589, -0.6357,
    ),
    8: (
        0.0000, 0.3964, -0.3964, -0.1725, 0.1725, 0.5620, -0.5620, -0.0281, 0.0281, -0.0563,
        0.6887, 0.5047, 0.6814, 0.6423, 0.5906, 0.2255, 0.1252, 0.1989, 0.3188, 0.5983,
        -0.6887, -0.5047, -0.6814, -0.6423, -0.5906, -0.2255, -0.1252, -0.1989, -0.3188, -0.5983,
    ),
    10: (
        0.0000, 0.0000, 0.0000, 0.0000, 0.0000, 0.0000, 0.0000, 0.0000, 0.0000, -0.0585,
        0.6476, 0.4832, 0.6992, 0.6676, 0.5402, 0.2211, 0.1266, 0.2009, 0.2477, 0.5382,
        -0.6476, -0.4832, -0.6992, -0.6676, -0.5402, -0.2211, -0.1266, -0.2009, -0.2477, -0.5382,
    ),
}


# Weights of the expert's horizon estimate: the same features refitted on open-talon positions of 10,000
# seeded rounds of the hard bot against itself (8% random moves), by ``python tests/bench/schnapsen_estimate.py
# --level hard --rounds 10000 --seed 777000``.  Hard's play ends rounds more sharply than medium's, so cards
# weigh more here; held out, the mean squared error of the game points falls from 2.13 (``WEIGHTS``) to 2.01.
EXPERT_WEIGHTS: dict[int, tuple[float, ...]] = {
    2: (
        0.0000, 0.1664, -0.1664, 0.2126, -0.2126, -0.1550, 0.1550, 0.5865, -0.5865, -0.0380,
        1.0270, 0.7561, 0.5350, 0.4854, 0.4078, 0.4151, 0.1085, 0.1188, 0.3766, 0.4008,
        -1.0270, -0.7561, -0.5350, -0.4854, -0.4078, -0.4151, -0.1085, -0.1188, -0.3766, -0.4008,
    ),
    4: (
        0.0000, 0.1929, -0.1929, 0.2406, -0.2406, 0.1702, -0.1702, 0.3629, -0.3629, 0.1201,
        0.9893, 0.7392, 0.5886, 0.5353, 0.5705, 0.4512, 0.1585, 0.1448, 0.3729, 0.5291,
        -0.9893, -0.7392, -0.5886, -0.5353, -0.5705, -0.4512, -0.1585, -0.1448, -0.3729, -0.5291,
    ),
    6: (
        0.0000, 0.2408, -0.2408, 0.1978, -0.1978, 0.4910, -0.4910, 0.1941, -0.1941, 0.0420,
        1.0387, 0.7962, 0.6980, 0.6251, 0.7463, 0.4359, 0.1821, 0.1534, 0.3591, 0.6403,
        -1.0387, -0.7962, -0.6980, -0.6251, -0.7463, -0.4359, -0.1821, -0.1534, -0.3591, -0.6403,
    ),
    8: (
        0.0000, 0.2887, -0.2887, 0.1307, -0.1307, 0.4946, -0.4946, 0.0301, -0.0301, 0.0602,
        1.0763, 0.8732, 0.8881, 0.7823, 0.8751, 0.4554, 0.2271, 0.2017, 0.3852, 0.6821,
        -1.0763, -0.8732, -0.8881, -0.7823, -0.8751, -0.4554, -0.2271, -0.2017, -0.3852, -0.6821,
    ),
    10: (
        0.0000, 0.0000, 0.0000, 0.0000, 0.0000, 0.0000, 0.0000, 0.0000, 0.0000, -0.0215,
        0.9792, 0.7803, 0.9617, 0.8361, 0.8172, 0.3970, 0.1956, 0.1842, 0.3135, 0.4783,
        -0.9792, -0.7803, -0.9617, -0.8361, -0.8172, -0.3970, -0.1956, -0.1842, -0.3135, -0.4783,
    ),
}


def tt_probe(table: dict, key: tuple, alpha: float, beta: float) -> float | None:
    """A transposition table's value for ``key`` if it settles the window (alpha, beta), else None.

    Entries are (value, flag): 0 exact, 1 a lower bound, 2 an upper bound (:func:`tt_entry`)."""
    hit = table.get(key)
    if hit is not None:
        v, flag = hit
        if flag == 0 or (flag == 1 and v >= beta) or (flag == 2 and v <= alpha):
            return v
    return None


def tt_entry(best: float, alpha: float, beta: float) -> tuple[float, int]:
    """What to store for a node searched in the window (alpha, beta) whose value came out as ``best``."""
    return best, 2 if best <= alpha else 1 if best >= beta else 0


class Budget(Exception):
    """Raised inside the search when the node budget is spent."""


class TimeCap(Budget):
    """Raised inside the search when the wall-clock safety net fires (see :class:`cardsuite.bots.Bot`)."""


class Searcher:
    """Alpha-beta over tricks for one deal.  Mutates the deal while searching and restores it."""

    def __init__(self, deal: Deal, horizon: int, node_limit: int = 1 << 30, tt: dict | None = None,
                 hand_cache: dict | None = None, deadline: float | None = None,
                 weights: dict[int, tuple[float, ...]] | None = None) -> None:
        self.d = deal
        self.tt = {} if tt is None else tt      # strict positions: (value, 0 exact / 1 lower / 2 upper bound)
        self.hand_cache = {} if hand_cache is None else hand_cache   # (hand, talon size, side) -> estimate share
        self.deadline = deadline                # safety net: a perf_counter time after which the search gives up
        self.horizon = horizon
        self.weights = WEIGHTS if weights is None else weights      # the horizon estimate's, per talon size
        self.nodes = 0
        self.node_limit = node_limit
        self.me = deal.me
        self.trump = deal.trump
        self.tmask = SUIT_MASK[deal.trump]

    # -- terminal and estimate ------------------------------------------------

    def _end(self, winner: int) -> float:
        d = self.d
        loser = 1 - winner
        if d.closed_by < 0:
            gp = game_points(d.tricks[loser], d.points[loser])
        elif winner == d.closed_by:
            gp = game_points(d.snap[0], d.snap[1])
        else:
            gp = 3 if d.snap[0] == 0 else 2
        return gp if winner == self.me else -gp

    def _estimate(self, leader: int) -> float:
        """A horizon guess of the outcome in game points (open talon, at a trick boundary), in [-2.5, 2.5].

        The linear model of :data:`WEIGHTS` on :func:`features`, with each hand's share cached."""
        d = self.d
        size = len(d.talon)
        w = self.weights.get(size) or self.weights[2]
        me = self.me
        op = 1 - me
        pm, po = d.points[me] / 10.0, d.points[op] / 10.0
        v = (w[0] + w[1] * pm + w[2] * po + w[3] * pm * pm / 10.0 + w[4] * po * po / 10.0
             + w[5] * d.pending[me] / 20.0 + w[6] * d.pending[op] / 20.0)
        if d.tricks[me]:
            v += w[7]
        if d.tricks[op]:
            v += w[8]
        v += w[9] if leader == me else -w[9]
        cache = self.hand_cache
        for seat, side in ((me, 0), (op, 1)):
            key = (d.hands[seat], size, side)
            part = cache.get(key)
            if part is None:
                f = _hand_features(d.hands[seat], self.trump)
                base = 10 + 10 * side
                part = 0.0
                for k in range(10):
                    part += w[base + k] * f[k]
                cache[key] = part
            v += part
        return -2.5 if v < -2.5 else 2.5 if v > 2.5 else v

    # -- search -----------------------------------------------------------------

    def lead_value(self, depth: int, alpha: float, beta: float) -> float:
        """Value with ``d.leader`` to lead (no close/exchange considered inside the tree)."""
        d = self.d
        if self.nodes >= self.node_limit:
            raise Budget
        self.nodes += 1
        if self.deadline is not None and not self.nodes & 255 and time.perf_counter() > self.deadline:
            raise TimeCap
        leader = d.leader
        key = None
        if d.closed_by >= 0 or not d.talon:
            # strict play to the end: the position is the hands and the scores (RULES S-6)
            p, q, t = d.points, d.pending, d.tricks
            key = (d.hands[0], d.hands[1], leader, p[0], p[1], q[0], q[1], t[0] > 0, t[1] > 0, d.closed_by)
            hit = tt_probe(self.tt, key, alpha, beta)
            if hit is not None:
                return hit
        a0, b0 = alpha, beta
        maximize = leader == self.me
        best = -WIN3 - 1 if maximize else WIN3 + 1
        for c in self._lead_order(d.hands[leader]):
            v = self.play_lead(c, depth, alpha, beta)
            # Hot loop: this min/max window update is written out again in follow_value rather than
            # shared, since a helper would add a call and a tuple (best, alpha, beta) to every child node.
            if maximize:
                if v > best:
                    best = v
                    if v > alpha:
                        alpha = v
            else:
                if v < best:
                    best = v
                    if v < beta:
                        beta = v
            if alpha >= beta:
                break
        if key is not None:
            self.tt[key] = tt_entry(best, a0, b0)
        return best

    def _lead_order(self, h: int) -> list[int]:
        """Lead candidates, likely best first: marriages, then trumps and high cards, then the rest."""
        tm = self.tmask
        first, rest = [], []
        hh = h
        while hh:
            low = hh & -hh
            c = low.bit_length() - 1
            hh ^= low
            p = _MARRIAGE_PARTNER[c]
            if p >= 0 and h & _BIT[p]:
                first.append(c)
            elif c % 5 <= 1 or low & tm:
                first.append(c)
            else:
                rest.append(c)
        return first + rest

    def play_lead(self, c: int, depth: int, alpha: float, beta: float, announce: bool = True) -> float:
        """The value of the leader leading card ``c`` (announcing its marriage when it has one, if ``announce``)."""
        d = self.d
        leader = d.leader
        bit = _BIT[c]
        d.hands[leader] ^= bit
        p = _MARRIAGE_PARTNER[c]
        mp = 0
        counted = False
        if announce and p >= 0 and d.hands[leader] & _BIT[p]:
            mp = 40 if c // 5 == self.trump else 20
            if d.tricks[leader]:
                counted = True
                d.points[leader] += mp
            else:
                d.pending[leader] += mp
        try:
            if counted and d.points[leader] >= TARGET:
                return self._end(leader)
            return self.follow_value(c, depth, alpha, beta)
        finally:
            if mp:
                if counted:
                    d.points[leader] -= mp
                else:
                    d.pending[leader] -= mp
            d.hands[leader] ^= bit

    def follow_value(self, lead: int, depth: int, alpha: float, beta: float, only: int = 0) -> float:
        """Value after ``lead`` has been led: the follower picks a reply (among ``only`` if given)."""
        d = self.d
        leader = d.leader
        fol = 1 - leader
        h = d.hands[fol]
        talon = d.talon
        open_talon = d.closed_by < 0 and bool(talon)
        ls = lead // 5
        trump = self.trump
        if open_talon:
            options = h
        else:
            same = h & SUIT_MASK[ls]
            if same:
                higher = same & ((1 << lead) - 1)
                options = higher or same
            else:
                options = (h & self.tmask) or h
        if only:
            options &= only
        maximize = fol == self.me
        best = -WIN3 - 1 if maximize else WIN3 + 1
        hands, points, tricks, pending = d.hands, d.points, d.tricks, d.pending
        lead_pts = POINTS[lead]
        while options:
            low = options & -options
            c = low.bit_length() - 1
            options ^= low
            cs = c // 5
            if cs == ls:
                w = fol if c < lead else leader
            else:
                w = fol if cs == trump else leader
            hands[fol] ^= low
            gain = lead_pts + POINTS[c]
            points[w] += gain
            tricks[w] += 1
            moved = 0
            if tricks[w] == 1 and pending[w]:
                moved = pending[w]
                points[w] += moved
                pending[w] = 0
            if points[w] >= TARGET:
                v = self._end(w)
            elif not hands[0] and not hands[1]:
                v = self._end(w if d.closed_by < 0 else 1 - d.closed_by)
            else:
                drew = False
                if open_talon:
                    a = talon.pop()
                    b = talon.pop()
                    hands[w] |= _BIT[a]
                    hands[1 - w] |= _BIT[b]
                    drew = True
                d.leader = w
                if not open_talon or not talon:
                    v = self.lead_value(99, alpha, beta)     # closed or just exhausted: search to the end
                elif depth <= 1:
                    v = self._estimate(w)
                else:
                    v = self.lead_value(depth - 1, alpha, beta)
                d.leader = leader
                if drew:
                    hands[w] ^= _BIT[a]
                    hands[1 - w] ^= _BIT[b]
                    talon.append(b)
                    talon.append(a)
            if moved:
                pending[w] = moved
                points[w] -= moved
            tricks[w] -= 1
            points[w] -= gain
            hands[fol] ^= low
            # Hot loop: the same window update as in lead_value, inlined for speed (see there).
            if maximize:
                if v > best:
                    best = v
                    if v > alpha:
                        alpha = v
            else:
                if v < best:
                    best = v
                    if v < beta:
                        beta = v
            if alpha >= beta:
                break
        return best

    # -- root moves ---------------------------------------------------------------

    def root(self, move: tuple[str, int], depth: int) -> float:
        """The value of a root move for ``d.me``: ("play", card), ("plain", card) (a marriage card led
        unannounced), ("exchange", -1), ("close", -1), ("close_lead", card) (closing, then leading that card) or
        ("follow", card) when the opponent has led ``d.lead``."""
        kind, c = move
        d = self.d
        lo, hi = -WIN3 - 1, WIN3 + 1
        if kind == "follow":
            return self.follow_value(d.lead, depth, lo, hi, _BIT[c])
        if kind == "play":
            return self.play_lead(c, depth, lo, hi)
        if kind == "plain":
            return self.play_lead(c, depth, lo, hi, announce=False)
        if kind == "exchange":
            jack = self.trump * 5 + JACK
            old = d.talon[0]
            d.hands[d.leader] ^= _BIT[jack] | _BIT[old]
            d.talon[0] = jack
            v = self.lead_value(depth, lo, hi)       # (after Budget the deal is thrown away unrestored)
            d.talon[0] = old
            d.hands[d.leader] ^= _BIT[jack] | _BIT[old]
            return v
        if kind in ("close", "close_lead"):
            other = 1 - d.leader
            d.closed_by = d.leader
            d.snap = (d.tricks[other], d.points[other])
            v = self.lead_value(99, lo, hi) if kind == "close" else self.play_lead(c, 99, lo, hi)
            d.closed_by = -1
            return v
        raise ValueError(kind)
