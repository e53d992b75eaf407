"""Worlds weighted by what the table has shown: the expert's sampler of the cards its seat cannot see.

Hard deals the unseen cards uniformly (:func:`.knowledge.sample_assignment`).  The expert weighs them
by what each player did, from the view alone:

* a player who threw a rank that still lies in the pile is unlikely to hold a pair of it (a
  careful player keeps pairs to take the pile with), so each natural card of that rank is dealt to
  that hand with a lower weight;
* a partner who asks "may I go out?" (RULES C-10) can go out with the side's melds: its hidden cards
  are dealt as a hand that could (:func:`out_hand`: the side's melded ranks, wild cards, new groups of
  three, one card to throw); the caller checks the world with the state's ``go_out_plan``.

Cards are dealt to each weighted hand by weighted sampling without replacement (each card draws the
key ``u ** (1 / weight)`` and the hand takes the largest keys); the rest go on as in the uniform
sampler: the other hands, then the stock with the red 3s shuffled in.  The world is built by the
engine's public ``determinise``.
"""

from __future__ import annotations

import random

from cardsuite.cards import Card

from ..engine.cards import BLACK3, CARDS, INDEX, RANK, RED3, THREE, WILD
from ..engine.game import GAME
from ..engine.state import CanastaState
from ..engine.views import CanastaView

THREW = 0.35              # the weight of a natural of a rank the player threw onto the pile (still visible there)
TRIPLE = 0.3              # in an asker's hand, the chance that the next cards are a new group of three


def hand_weights(view: CanastaView) -> dict[int, dict[int, float]]:
    """For each other seat, the weight of a natural card by rank (missing: weight 1)."""
    out: dict[int, dict[int, float]] = {}
    for s in range(view.players):
        if s == view.seat:
            continue
        w: dict[int, float] = {}
        for card, by in zip(view.pile, view.pile_by):
            c = INDEX[card]
            if by == s and not WILD[c] and RANK[c] != THREE:
                w[RANK[c]] = THREW
        out[s] = w
    return out


def out_hand(cards: list[int], size: int, melded: set[int], rng: random.Random) -> list[int]:
    """``size`` of ``cards`` that could plausibly go out on melds of the ranks ``melded``: cards of those ranks,
    wild cards, new groups of three naturals, and at most one card to throw at the end."""
    free = list(cards)
    rng.shuffle(free)
    ranks = set(melded)
    hand: list[int] = []
    if size >= 2 and rng.random() < 0.5:
        hand.append(free.pop())                                  # the card thrown on going out
    while len(hand) < size:
        slots = size - len(hand)
        if slots >= 3 and rng.random() < TRIPLE:
            counts: dict[int, list[int]] = {}
            for c in free:
                if not WILD[c] and not BLACK3[c] and RANK[c] not in ranks:
                    counts.setdefault(RANK[c], []).append(c)
            groups = sorted(r for r, cs in counts.items() if len(cs) >= 3)
            if groups:
                r = groups[rng.randrange(len(groups))]
                for c in counts[r][:3]:
                    free.remove(c)
                    hand.append(c)
                ranks.add(r)
                continue
        fits = [i for i, c in enumerate(free) if WILD[c] or (not BLACK3[c] and RANK[c] in ranks)]
        i = fits[rng.randrange(len(fits))] if fits else rng.randrange(len(free))
        hand.append(free.pop(i))
    return hand


def _weight(c: int, ranks: dict[int, float]) -> float:
    if WILD[c]:
        return 1.0
    return ranks.get(RANK[c], 1.0)


def weighted_assignment(view: CanastaView, rng: random.Random, weights: dict[int, dict[int, float]],
                        asker: int | None = None) -> list[Card]:
    """The unseen cards dealt to their places (``CanastaGame.unseen_cards`` order), weighted by ``weights``;
    an ``asker``'s hidden cards are an :func:`out_hand` on its side's melds."""
    unseen = [INDEX[c] for c in GAME.unseen_cards(view)]
    plain = [c for c in unseen if not RED3[c]]
    reds = [c for c in unseen if RED3[c]]
    rng.shuffle(plain)
    sizes = {s: view.hand_counts[s] - len(view.known[s]) for s in range(view.players) if s != view.seat}
    dealt: dict[int, list[int]] = {}
    left = plain
    if asker is not None and asker in sizes:
        melded = {int(m.rank) for m in view.melds[asker % 2] if m.cards}
        melded |= {RANK[INDEX[c]] for c in view.known[asker] if not WILD[INDEX[c]]}
        dealt[asker] = out_hand(left, sizes[asker], melded, rng)
        taken = set(dealt[asker])
        left = [c for c in left if c not in taken]
    for s in sorted(sizes):
        if s in dealt:
            continue
        size = sizes[s]
        ranks = weights.get(s)
        if not ranks:
            dealt[s], left = left[:size], left[size:]
            continue
        keyed = sorted(((rng.random() ** (1.0 / _weight(c, ranks)), i) for i, c in enumerate(left)), reverse=True)
        take = {i for _, i in keyed[:size]}
        dealt[s] = [left[i] for i in sorted(take)]
        left = [c for i, c in enumerate(left) if i not in take]
    hidden: list[int] = []
    for s in sorted(sizes):
        hidden += dealt[s]
    stock = left + reds                          # stock[-1] is the top card
    rng.shuffle(stock)
    return [CARDS[c] for c in hidden + stock[::-1]]


def weighted_state(view: CanastaView, rng: random.Random, asker: int | None = None) -> CanastaState:
    """A world consistent with ``view``: hidden hands leaning as :func:`hand_weights` says, an asker's hand
    one that could go out (:func:`out_hand`)."""
    return GAME.determinise(view, weighted_assignment(view, rng, hand_weights(view), asker))
