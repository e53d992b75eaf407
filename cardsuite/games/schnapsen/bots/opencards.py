"""Schnapsen with every card open: the exact value of a round under perfect play by both players.

The coach's second line ("with all cards open, best play by both would have given you ...") is the value of
the round's *first* position -- both hands and the whole talon in its draw order known to both players --
searched exactly to the round's end: every lead (each card; a king or queen of a marriage held is announced,
which never loses with the cards open), every reply, and at each lead while the talon may still be closed or
the trump jack exchanged, closing and exchanging too.  Values are the game points of RULES S-11/S-12 from the
asking seat's side (+1..+3 won, -1..-3 lost); there is no estimate anywhere.

It is :class:`~.search.Searcher` (whose closed-talon endgame is exact already) with the open talon searched
to the end as well, a transposition table for open positions, and the leader's close and exchange as moves
inside the tree.  The answer is found by a few zero-window searches (the value is one of six integers), each
cheap, which together cost far less than one full-window search.

Work bound: ``node_limit`` search nodes over all the zero-window searches (:class:`~.search.Budget` when
spent); the measured cost is in :func:`open_card_value`'s docstring.  :meth:`OpenCardSearcher.stop` (from any
thread) ends a search at its next check, as :class:`~.search.TimeCap`.
"""

from __future__ import annotations

import time

from ..engine.cards import JACK
from ..engine.state import SchnapsenState
from .search import Deal, Searcher, TimeCap, tt_entry, tt_probe

OUTCOMES = (-3, -2, -1, 1, 2, 3)     # a Schnapsen round always ends won by one side (RULES S-10..S-12)
NODE_LIMIT = 3_000_000


def deal_of(state: SchnapsenState, me: int) -> Deal:
    """The search's :class:`Deal` for ``state`` with every card known, values from ``me``'s side."""
    hands = [0, 0]
    for seat in (0, 1):
        for c in state.hands[seat]:
            hands[seat] |= 1 << c
    talon = list(state.talon)
    if state.trump_card is not None:
        talon.insert(0, state.trump_card)        # drawn last (while open); turned down by closing, it stays there
    points = [state.points(0), state.points(1)]
    return Deal(trump=state.trump, me=me, hands=hands, talon=talon, points=points, pending=list(state.pending),
                tricks=list(state.tricks), leader=state.leader, lead=state.lead if state.lead is not None else -1,
                closed_by=state.closed_by if state.closed_by is not None else -1,
                snap=state.close_snap or (0, 0))


class OpenCardSearcher(Searcher):
    """Exact alpha-beta of a round with every card known, closing and exchanging included (see the module)."""

    def __init__(self, deal: Deal, node_limit: int = NODE_LIMIT) -> None:
        super().__init__(deal, 99, node_limit=node_limit, deadline=time.perf_counter() + 3600.0)
        self.open_tt: dict = {}
        self.strict_tts: dict = {}

    def stop(self) -> None:
        """End the search at its next check (every 256 nodes), from any thread: it raises TimeCap."""
        self.deadline = float("-inf")

    def lead_value(self, depth: int, alpha: float, beta: float) -> float:
        d = self.d
        talon = d.talon
        if d.closed_by >= 0 or not talon:
            # the endgame's table is the search's own, one per (closer, snapshot, talon left): its key leaves those
            # out, and with the close a move inside this tree they differ from line to line
            self.tt = self.strict_tts.setdefault((d.closed_by, d.snap, len(talon)), {})
            return super().lead_value(99, alpha, beta)
        leader = d.leader
        p, q, t = d.points, d.pending, d.tricks
        key = (d.hands[0], d.hands[1], leader, p[0], p[1], q[0], q[1], t[0] > 0, t[1] > 0, len(talon), talon[0])
        hit = tt_probe(self.open_tt, key, alpha, beta)
        if hit is not None:
            return hit
        a0, b0 = alpha, beta
        maximize = leader == self.me
        best = -4.0 if maximize else 4.0
        for option in self._options():
            v = option(alpha, beta)
            if maximize:
                if v > best:
                    best = v
                    alpha = max(alpha, v)
            else:
                if v < best:
                    best = v
                    beta = min(beta, v)
            if alpha >= beta:
                break
        self.open_tt[key] = tt_entry(best, a0, b0)
        return best

    def _options(self):
        """The leader's choices at an open lead: lead a card (the search's own lead), close, exchange."""
        d = self.d
        out = [lambda a, b: Searcher.lead_value(self, 99, a, b)]
        if len(d.talon) >= 3:                     # more than two cards with the trump card (RULES S-8, S-9)
            out.append(self._close)
            jack = self.trump * 5 + JACK
            if d.hands[d.leader] >> jack & 1 and d.talon[0] != jack:
                out.insert(0, self._exchange)
        return out

    def _close(self, alpha: float, beta: float) -> float:      # RULES S-9
        d = self.d
        other = 1 - d.leader
        snap = d.snap
        d.closed_by = d.leader
        d.snap = (d.tricks[other], d.points[other])
        try:
            return Searcher.lead_value(self, 99, alpha, beta)
        finally:
            d.closed_by = -1
            d.snap = snap

    def _exchange(self, alpha: float, beta: float) -> float:   # RULES S-8
        d = self.d
        jack = self.trump * 5 + JACK
        old = d.talon[0]
        swap = 1 << jack | 1 << old
        d.hands[d.leader] ^= swap
        d.talon[0] = jack
        try:
            return self.lead_value(99, alpha, beta)
        finally:
            d.talon[0] = old
            d.hands[d.leader] ^= swap


def open_card_value(state: SchnapsenState, me: int, node_limit: int = NODE_LIMIT,
                    searcher_ready=None) -> int:
    """The game points ``me`` wins (negative: loses) from ``state`` (a lead or a reply, not over) when both
    players play perfectly with every card open.  Raises :class:`~.search.Budget` when ``node_limit`` nodes
    did not suffice, :class:`~.search.TimeCap` when stopped.  ``searcher_ready(searcher)`` is told the searcher
    before it starts (so another thread may :meth:`~OpenCardSearcher.stop` it).

    Cost from a fresh deal's first lead (``tests/bench/coach_cost.py --deals 60 --seed 1000``, one core, the
    machine's two cores heavily shared -- load ~13): 130,000 nodes and 0.8 s median, 392,000 nodes and 2.5 s
    at the 95th percentile, 647,000 nodes and 7.8 s at most; ``node_limit`` (3,000,000) is a bound far above."""
    if state.result is not None:
        raise ValueError("the round is over")
    deal = deal_of(state, me)
    searcher = OpenCardSearcher(deal, node_limit)
    if searcher_ready is not None:
        searcher_ready(searcher)
    lo, hi = 0, len(OUTCOMES) - 1                  # the value is OUTCOMES[k] for some lo <= k <= hi
    while lo < hi:
        mid = (lo + hi + 1) // 2                  # is the value >= OUTCOMES[mid]?
        gate = (OUTCOMES[mid - 1] + OUTCOMES[mid]) / 2
        if _value(searcher, gate - 0.01, gate + 0.01) > gate:
            lo = mid
        else:
            hi = mid - 1
    return OUTCOMES[lo]


def _value(searcher: OpenCardSearcher, alpha: float, beta: float) -> float:
    d = searcher.d
    if d.lead >= 0:
        return searcher.follow_value(d.lead, 99, alpha, beta)
    return searcher.lead_value(99, alpha, beta)


__all__ = ["OUTCOMES", "OpenCardSearcher", "TimeCap", "deal_of", "open_card_value"]
