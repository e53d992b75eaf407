"""The expert Schnapsen bot: the hard bot's search on worlds weighted by what the opponent's play revealed.

Hard (:class:`.players.HardBot`) samples the opponent's hidden cards uniformly among those its view allows.
But a player's choices say more than the cards they show.  The expert reads the trick history for
*evidence* -- moments when the opponent, had they held a card, would very likely have acted differently:

* they led a king or queen without announcing the marriage: they did not hold its partner then (RULES S-7);
* they led while the talon was open and long enough to exchange, and did not take the trump card with the
  trump jack: they did not hold the jack then (RULES S-8);
* they let a ten or an ace we led go by, with the talon open, when a higher card of that suit would have
  taken it: they probably did not hold that card then (players duck now and then, so this is weak evidence).

A card the opponent did not hold at trick t can be in their hand now only if they drew it since; a world
with such a card in their hand is kept with the probability of that (draws since t over the hand's size,
plus the chance the evidence lied), by rejection sampling (:func:`world_weight`).  Once the talon is closed
or exhausted the hidden layouts are few: when they number at most ``samples`` every one is searched
exactly, each weighted by the evidence, instead of a sample.  While the talon is open each sampled deal is
searched ``horizon`` tricks ahead, as hard does, and then judged by the horizon estimate refitted on hard's
own play (:data:`.search.EXPERT_WEIGHTS`; hard's weights were fitted on medium's play): on the same 1,000
deals against hard (seed 11) that alone took the expert from 51.0% to 53.4% of the games; on fresh seeds it
wins 52.4% (seed 9250, 50.7% before) and 51.6% (seed 9350) of 2,000 games.

Closing is judged with one lead for all worlds: hard credits a close with each world's best play after it,
as if the closer knew the opponent's hand; the expert splits the close by the card led next and takes the
best of their averages, so its margin against the other moves can be half of hard's.

Tried and measured no better against hard (300 games each, seed 11): 48 samples instead of 32, a horizon of
three tricks, no bonus for medium's choice, and an opponent that answers our lead not knowing our hand
("presumed value", averaging its reply over three hands we might hold): 48..51.5%.  Against hard on seed 11
(1,000 deals, each played twice), the refitted expert wins 53.4%, and these changes to it did no better: no
bonus for medium's choice 52.2%, a close margin of 0.15 or 0.45 53.0% and 53.4%, a horizon of three tricks
53.3% (500 deals; five times the cost).  Before the refit: 64 worlds and 800,000 nodes 50.8% (500 deals), and
searching on past the horizon once the talon holds two cards 51.9% (at five times the cost at the 95th
percentile), against 51.0% of the plain expert.  Reading the opponent's lead as well -- each world weighted by
how close the card led comes to the best lead for that world's hand (a two-trick search from the opponent's
side, weight 0.05 + 0.95 exp(2 x the game points it gives away)) -- won 52.55% of 2,000 games against hard,
the plain expert 52.4% on the same deals (tuning deals 110000-110999): no gain, not adopted.

What seeing the hidden cards would give this search (the bench's clairvoyant yardsticks,
``tests/bench/schnapsen_seer.py``; against hard, the same 2,000 games of seed 9902): the expert as it is wins
53.0%; told the opponent's hand once the talon is closed or gone, 54.2%; told it while the talon is open,
61.7%; told it throughout, 64.4%; told every card, the talon's order too, 76.9%.  The reading of the closed
talon is thus nearly as good as seeing; what is left lies in the open talon, where the opponent's five cards
hide among up to 14 unseen and little of their play gives them away.
"""

from __future__ import annotations

import random
from itertools import combinations
from math import comb

from ..engine.cards import INDEX, JACK, KING, QUEEN, SUIT_INDEX, TEN
from .players import HardBot, Info
from .search import EXPERT_WEIGHTS, Deal

# How likely a player who held the card would still have acted as they did (the evidence "lying").
MARRIAGE_SLIP = 0.05       # led a marriage card unannounced while holding its partner
EXCHANGE_SLIP = 0.1        # kept the trump jack though exchanging was allowed
DUCK_SLIP = 0.35           # let our ten or ace go by though a higher card of the suit would have won it


def evidence(info: Info) -> list[tuple[int, int, float]]:
    """(card, trick, slip): the opponent very likely did not hold ``card`` when trick ``trick`` began; ``slip``
    is how likely they would have played so anyway.  Only cards still unknown to us matter."""
    view, op, trump = info.view, info.op, info.trump
    unknown = set(info.unknown)
    out: list[tuple[int, int, float]] = []
    announced = {(m.seat, SUIT_INDEX[m.suit]) for m in view.marriages}
    closed_at = view.closed_at if view.closed_at is not None else 99
    jack = trump * 5 + JACK
    tricks = [(t.leader, INDEX[t.cards[0]], INDEX[t.cards[1]]) for t in view.history]
    if view.trick and view.leader == op:
        tricks.append((op, INDEX[view.trick[0]], -1))
    for t, (leader, lead, reply) in enumerate(tricks):
        talon_open = t < closed_at and t < 5
        if leader == op:
            rank, suit = lead % 5, lead // 5
            if rank in (KING, QUEEN) and (op, suit) not in announced:
                partner = lead + 1 if rank == KING else lead - 1
                out.append((partner, t, MARRIAGE_SLIP))
            # the talon before trick t holds 10 - 2t cards, the trump card included; S-8 asks for more than 2
            if talon_open and t <= 3 and jack in unknown:
                out.append((jack, t, EXCHANGE_SLIP))
        elif talon_open and reply >= 0 and lead % 5 <= TEN and lead // 5 != trump:
            took = reply // 5 == lead // 5 and reply < lead or reply // 5 == trump
            if not took:
                for higher in range(lead // 5 * 5, lead):
                    out.append((higher, t, DUCK_SLIP))
    return [e for e in out if e[0] in unknown]


def world_weight(info: Info, op_hidden: set[int], facts: list[tuple[int, int, float]]) -> float:
    """How likely the opponent's play was, had they the hidden cards ``op_hidden`` (1 when nothing speaks
    against it): for each card they hold against the evidence of trick t, the chance they drew it since
    (their draws after trick t over their hand's size) or else played against type (``slip``)."""
    weight = 1.0
    size = max(1, info.view.hand_counts[info.op])
    drawn_by = _draws_since(info)
    for card, t, slip in facts:
        if card in op_hidden:
            fresh = min(1.0, drawn_by[t] / size)
            weight *= fresh + (1.0 - fresh) * slip
    return weight


def _draws_since(info: Info) -> list[int]:
    """For each trick t of the history (and the one being played), the cards the opponent drew after it began."""
    view = info.view
    closed_at = view.closed_at if view.closed_at is not None else 99
    n = len(view.history)
    draws = [1 if t < closed_at and t < 5 else 0 for t in range(n)]   # both draw after each open trick
    out = [0] * (n + 1)
    for t in range(n - 1, -1, -1):
        out[t] = out[t + 1] + draws[t]
    return out


class ExpertBot(HardBot):
    """The expert: hard's search on evidence-weighted worlds, every layout searched once few remain.

    Budget, in work: ``samples`` (32) worlds per decision, ``node_budget`` (400,000) search nodes over all
    of them, ``tries`` (40) candidate worlds drawn per world kept.  Cost, CPU time against hard (40 deals of
    seed 9450, both seatings, 619 decisions, measured with both cores busy, which inflates it): a median of
    8 ms, 0.12 s at the 95th percentile, 0.5 s at most (hard: 4, 69 and 152 ms); in wall time in the
    2,000-game tournaments of seeds 9250 and 9350, 16 ms and 0.22 s.  ``budget_s`` (10 s) is only a safety net.
    """

    level = "expert"

    def __init__(self, budget_s: float = 10.0, samples: int = 32, horizon: int = 2, node_budget: int = 400_000,
                 close_margin: float = 0.3, prior: float = 0.15, tries: int = 40) -> None:
        super().__init__(budget_s, samples=samples, horizon=horizon, node_budget=node_budget,
                         close_margin=close_margin, prior=prior)
        self.tries = tries
        self.weights = EXPERT_WEIGHTS

    def _root_moves(self, info: Info, legal, every: bool = False):
        """Hard's root moves, but closing split by the lead that follows it ("close_lead", card): a closer
        must lead one card in every world alike, so closing is worth its best lead on average, not the
        average of each world's best lead (that would credit it with knowing the opponent's hand)."""
        moves = super()._root_moves(info, legal, every)
        out = []
        for key, action in moves:
            if key[0] == "close":
                out += [(("close_lead", c), action) for c in info.hand]
            else:
                out.append((key, action))
        return out

    def _worlds(self, info: Info, count: int, rng: random.Random):
        """The deals to search with their weights: every layout of the hidden cards when the talon is closed
        or gone and they number at most ``count`` (the talon's order then does not matter), each weighted by
        the evidence; else ``count`` samples, each kept by rejection against the evidence."""
        view = info.view
        facts = evidence(info)
        need = view.hand_counts[info.op] - len(info.op_known)
        allowed = [c for c in info.unknown if self._may_hold(info, c)]
        if not info.open and 0 <= need <= len(allowed) and comb(len(allowed), need) <= count:
            for hidden in combinations(allowed, need):
                weight = world_weight(info, set(hidden), facts)
                if weight > 0:
                    yield self._deal(info, list(hidden), rng), weight
            return
        for _ in range(count):
            fallback = None
            for _try in range(self.tries):
                deal = self._sample(info, rng)
                if deal is None:
                    return
                fallback = fallback or deal
                if not facts or rng.random() < world_weight(info, _op_hidden(deal, info), facts):
                    break
            else:
                deal = fallback         # nothing fits the evidence well: the first uniform sample
            yield deal, 1.0


def _op_hidden(deal: Deal, info: Info) -> set[int]:
    """The opponent's cards in ``deal`` that the view does not show."""
    mask = deal.hands[info.op]
    return {c for c in range(20) if mask >> c & 1} - set(info.op_known)
