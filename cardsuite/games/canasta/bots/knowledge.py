"""What one Canasta seat knows (:class:`Sit`), and the counts the bots read off it.

Real play builds a :class:`Sit` from the seat's view; the hard bot's play-outs
build it from their own determinised states, reading only what that seat would
see there.  :func:`sample_assignment` deals the cards the seat cannot see at
random -- a world for ``CanastaGame.determinise``.
"""

from __future__ import annotations

import random

from cardsuite.cards import Card

from ..engine.cards import BLACK3, CARDS, INDEX, RANK, RED3, THREE, VALUE, WILD
from ..engine.game import GAME
from ..engine.melds import CANASTA
from ..engine.phases import OVER, PHASE_NAMES
from ..engine.scoring import ALL_RED3_BONUS, MIXED_CANASTA_BONUS, NATURAL_CANASTA_BONUS, RED3_BONUS
from ..engine.state import CanastaState
from ..engine.views import CanastaView


class Sit:
    """What one seat knows, as card ints (read-only lists; built from a view or from a state)."""

    __slots__ = ("seat", "n", "side", "hand", "laid", "laid_rank", "melds", "red3", "pile", "pile_by",
                 "pile_wild", "stock", "counts", "known", "opened", "mins", "need", "draw_count", "phase",
                 "took_pile", "must_out", "no_out", "has_melded", "scores", "opts", "b3", "holder", "stake")

    @classmethod
    def from_view(cls, v: CanastaView) -> "Sit":
        s = cls()
        s.seat = v.seat
        s.n = v.players
        s.side = v.seat % 2
        s.hand = [INDEX[c] for c in v.hand]
        s.melds = [[[] for _ in range(14)], [[] for _ in range(14)]]
        s.laid = []
        s.laid_rank = {}
        for side in (0, 1):
            for m in v.melds[side]:
                r = int(m.rank)
                s.melds[side][r] = [INDEX[c] for c in m.cards]
                for c in m.new:
                    i = INDEX[c]
                    s.laid.append(i)
                    s.laid_rank[i] = r
        s.red3 = [len(v.red_threes[0]), len(v.red_threes[1])]
        s.pile = [INDEX[c] for c in v.pile]
        s.pile_by = list(v.pile_by)
        s.pile_wild = v.pile_has_wild
        s.stock = v.stock_count
        s.counts = list(v.hand_counts)
        s.known = [{INDEX[c] for c in k} for k in v.known]
        s.opened = list(v.opened)
        s.mins = list(v.minimums)
        s.need = v.canastas_needed
        s.draw_count = v.draw_count
        s.phase = PHASE_NAMES.index(v.phase)
        s.took_pile = v.took_pile
        s.must_out = v.must_go_out
        s.no_out = v.may_not_go_out
        s.has_melded = list(v.has_melded)
        s.scores = list(v.scores)
        s.opts = v.options
        s.b3 = v.must_go_out and v.took_pile and any(BLACK3[c] for c in s.melds[s.side][THREE])
        s.holder = v.double_side
        s.stake = v.stake
        return s

    @classmethod
    def from_state(cls, st: CanastaState, seat: int) -> "Sit":
        """What ``seat`` sees in ``st`` (used on the hard bot's own sampled states)."""
        s = cls()
        s.seat = seat
        s.n = st.n
        s.side = seat % 2
        s.hand = st.hands[seat]
        mine = st.cur == seat and st.phase != OVER
        s.laid = st.laid if mine else []
        s.laid_rank = st.laid_rank if mine else {}
        s.melds = st.melds
        s.red3 = [len(st.red3[0]), len(st.red3[1])]
        s.pile = st.pile
        s.pile_by = st.pile_by
        s.pile_wild = st.pile_wild > 0
        s.stock = len(st.stock)
        s.counts = [len(h) for h in st.hands]
        s.known = st.known
        s.opened = st.opened
        s.mins = st.mins
        s.need = st.options.canastas_needed
        s.draw_count = st.options.draw_count
        s.phase = st.phase
        s.took_pile = st.took_pile if mine else False
        s.must_out = st.must_out or st.b3_snapshot is not None
        s.no_out = st.no_out
        s.has_melded = st.laid_before
        s.scores = st.scores
        s.opts = st.options
        s.b3 = st.b3_snapshot is not None
        s.holder = st.holder
        s.stake = st.stake
        return s

    # -- derived ----------------------------------------------------------------

    @property
    def pool(self) -> list[int]:
        """The cards the player may still arrange this turn: the hand and what was laid from it this turn.

        Sorted, so that a plan depends on which cards the player holds and not on where laying put them:
        laid cards used to come last, ties among ranks fell the other way after a lay, and the bot took
        the lay back and laid it again until the engine's cap on lays stopped it.
        """
        return sorted(self.hand + self.laid) if self.laid else sorted(self.hand)

    def before(self, side: int | None = None) -> list[list[int]]:
        """The side's melds without the cards laid this turn (what stays down whatever the player does)."""
        side = self.side if side is None else side
        melds = self.melds[side]
        if side != self.side or not self.laid:
            return melds
        lr = self.laid_rank
        return [[c for c in m if c not in lr] if m else m for m in melds]

    def opened_now(self) -> bool:
        return self.opened[self.side] or self.took_pile


def by_rank(cards) -> tuple[dict[int, list[int]], list[int], list[int], list[int]]:
    """(naturals by rank without black 3s, jokers, twos, black 3s)."""
    nat: dict[int, list[int]] = {}
    jokers, twos, black = [], [], []
    for c in cards:
        r = RANK[c]
        if r == 0:
            jokers.append(c)
        elif r == 2:
            twos.append(c)
        elif r == THREE:
            if BLACK3[c]:
                black.append(c)
        else:
            nat.setdefault(r, []).append(c)
    return nat, jokers, twos, black


def existing(melds) -> dict[int, tuple[int, int, int]]:
    """(naturals, wilds, size) of each meld a side has, by rank."""
    out = {}
    for r, m in enumerate(melds):
        if m:
            w = 0
            for c in m:
                if WILD[c]:
                    w += 1
            out[r] = (len(m) - w, w, len(m))
    return out


def may_go_out(pool, before) -> bool:
    """A quick necessary condition for going out: at most one card that can join no meld."""
    counts = [0] * 14
    for c in pool:
        counts[RANK[c]] += 1
    stuck = 0
    for r in range(3, 14):
        k = counts[r]
        if k and not before[r] and k < (3 if r == THREE else 2):
            stuck += k if r == THREE else 1
    if counts[1] == 1 and not before[1]:
        stuck += 1
    return stuck <= 1


def table_points(melds, red3: int, partial=None) -> float:
    """A side's melds and red 3s as the round score counts them (RULES C-12); ``partial[size]`` is an
    optional bonus a bot gives a meld short of a canasta."""
    total = 0.0
    melded = False
    for m in melds:
        if not m:
            continue
        melded = True
        size = len(m)
        total += sum(VALUE[c] for c in m)
        if size >= CANASTA:
            total += MIXED_CANASTA_BONUS if any(WILD[c] for c in m) else NATURAL_CANASTA_BONUS
        elif partial is not None:
            total += partial[size]
    red_points = ALL_RED3_BONUS if red3 == 4 else RED3_BONUS * red3
    total += red_points if melded else -red_points
    return total


def round_estimate(sit: Sit, side: int) -> float:
    """A side's round score if the round ended now without going out (hidden hands guessed at 9 per card).

    Counted as the turn began (the cards laid this turn still in the hand), so that laying them does not
    change the estimate a plan was chosen by.
    """
    total = table_points(sit.before(side), sit.red3[side])
    for s in range(side, sit.n, 2):
        if s == sit.seat:
            total -= sum(VALUE[c] for c in sit.pool)
        else:
            known = sit.known[s]
            total -= sum(VALUE[c] for c in known) + 9 * (sit.counts[s] - len(known))
    return total


def sample_assignment(view: CanastaView, rng: random.Random) -> list[Card]:
    """The unseen cards dealt at random to their places, for ``GAME.determinise(view, ...)``.

    Each other hand gets as many cards as it hides (its known cards stay in it); red 3s go
    only to the stock, since a hand never keeps one (RULES C-3).  The order of places is the
    one ``CanastaGame.unseen_cards`` documents: hidden hands in seat order, then the stock top
    card first.
    """
    unseen = [INDEX[c] for c in GAME.unseen_cards(view)]
    plain = [c for c in unseen if not RED3[c]]
    reds = [c for c in unseen if RED3[c]]
    rng.shuffle(plain)
    hidden: list[int] = []
    pos = 0
    for s in range(view.players):
        if s != view.seat:
            size = view.hand_counts[s] - len(view.known[s])
            hidden += plain[pos:pos + size]
            pos += size
    stock = plain[pos:] + reds                   # stock[-1] is the top card
    rng.shuffle(stock)
    return [CARDS[c] for c in hidden + stock[::-1]]


def sample_state(view: CanastaView, rng: random.Random) -> CanastaState:
    """A world consistent with ``view``: :func:`sample_assignment` through the engine's ``determinise``."""
    return GAME.determinise(view, sample_assignment(view, rng))
