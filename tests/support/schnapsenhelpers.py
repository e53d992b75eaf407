"""What the Schnapsen rules test files share: rounds from hand-picked deals, playing a card, the reason an action is
refused and playing on until a condition holds."""

import pytest

from cardsuite.cards import card, cards, schnapsen_deck
from cardsuite.engine import IllegalAction
from cardsuite.games.schnapsen.engine.actions import Play
from cardsuite.games.schnapsen.engine.game import GAME
from cardsuite.games.schnapsen.engine.options import SchnapsenOptions


def order(nd, dl, trump, talon=""):
    """A deck order for a hand-picked deal: the non-dealer's and dealer's hands, the trump card and the
    talon from the top (the rest of the talon follows in the deck's usual order)."""
    nd, dl, talon = cards(nd), cards(dl), cards(talon)
    tc = card(trump)
    used = set(nd + dl + talon + [tc])
    assert len(used) == len(nd) + len(dl) + len(talon) + 1 == 11 + len(talon)
    talon += [c for c in schnapsen_deck() if c not in used]
    return nd[:3] + dl[:3] + [tc] + nd[3:] + dl[3:] + talon


def make(nd, dl, trump, talon="", dealer=0, **options):
    """A round from a hand-picked deal (see :func:`order`)."""
    return GAME.from_deck(SchnapsenOptions(**options), order(nd, dl, trump, talon), {"dealer": dealer})


def dealt(hand0: str, hand1: str, trump: str, dealer: int, talon: str = ""):
    """:func:`make` with the hands given by seat: seat 0 holds ``hand0``, seat 1 ``hand1``."""
    hands = (hand0, hand1)
    return make(hands[1 - dealer], hands[dealer], trump, talon, dealer)


def play(state, seat, text, marry=False):
    return state.apply(seat, Play(card(text), marry))


def reason(state, seat, action):
    with pytest.raises(IllegalAction) as info:
        before = state.to_json()
        state.apply(seat, action)
    assert state.to_json() == before
    return info.value.reason


def first_legal_until(state, stop):
    """Play the first legal action that is a card until ``stop(state)``."""
    while not state.is_over and not stop(state):
        seat = state.to_move
        state.apply(seat, next(a for a in state.legal_actions(seat) if isinstance(a, Play)))
