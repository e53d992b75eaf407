"""Which cards a Spider duel deals: deal numbers and winnable deals (RULES.md P-2, P-10).

The match seed is the deal number: deal #N is the deck order :func:`deck_order` gives for N and the
suit count.  With ``winnable_only`` the game deals the first deal number >= N that the oracle
(:mod:`.oracle`) solves within a fixed node budget (deterministic; at most :data:`WINNABLE_TRIES`
numbers are tried; :func:`first_winnable`).  ``deal_number`` in a seat's view is the number actually
dealt -- so "play deal #M again" reproduces it -- but only once that seat has finished (a
spectator's: once the duel is over): with the public :func:`deck_order` it would tell every
face-down card.  Why the oracle is part of the engine is told in :mod:`.oracle`.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Sequence

from cardsuite.cards import Card, spider_deck
from cardsuite.engine import rng_for, shuffled

from .board import card_int
from .oracle import DEFAULT_NODES, DEFAULT_WIDTHS, solve_deck
from .options import SpiderOptions

WINNABLE_TRIES = 25


def deck_order(seed: int, suits: int) -> list[Card]:
    """The deck order of deal number ``seed`` (card 0 dealt first)."""
    return shuffled(spider_deck(suits), rng_for(seed, "spider", suits, "deal"))


def deck_ints(deal: int | Sequence[Card] | Sequence[int], suits: int) -> list[int]:
    """A deal -- a deal number, or a deck order of Cards or engine card ints -- as engine card ints."""
    if isinstance(deal, int):
        return [card_int(c) for c in deck_order(deal, suits)]
    deal = list(deal)
    return [card_int(c) if isinstance(c, Card) else int(c) for c in deal]


def new_deal(options: SpiderOptions, seed: int) -> tuple[int, list[int]]:
    """The deal a new duel gets for the seed: its deal number and its deck (engine card ints)."""
    number = first_winnable(seed, options.suits, WINNABLE_TRIES) if options.winnable_only else seed
    return number, deck_ints(number, options.suits)


def first_winnable(number: int, suits: int, tries: int = WINNABLE_TRIES, widths: Sequence[int] = DEFAULT_WIDTHS,
                   max_nodes: int = DEFAULT_NODES, full_deal: bool = False) -> int:
    """The first deal number >= ``number`` the oracle solves (within ``tries`` numbers; else ``number``);
    ``full_deal``: under the classic rule that deals only onto ten filled columns (RULES P-12).

    Deterministic: the search is bounded by nodes, never by time.  Cached per deal.
    """
    for n in range(number, number + tries):
        if solvable(n, suits, widths, max_nodes, full_deal):
            return n
    return number


def solvable(deal: int | Sequence[Card] | Sequence[int], suits: int = 1, widths: Sequence[int] = DEFAULT_WIDTHS,
             max_nodes: int = DEFAULT_NODES, full_deal: bool = False) -> bool:
    """Whether the oracle solves a deal (cached)."""
    return _solvable(tuple(deck_ints(deal, suits)), tuple(widths), max_nodes, full_deal)


@lru_cache(maxsize=256)
def _solvable(deck: tuple[int, ...], widths: tuple[int, ...], max_nodes: int, full_deal: bool = False) -> bool:
    return solve_deck(deck, widths, max_nodes, full_deal).solved
