"""What the Canasta rules test files share: the two presets, cards from text and the check that an action is refused."""

import json

import pytest

from cardsuite.cards import Rank, cards
from cardsuite.engine import IllegalAction
from cardsuite.games.canasta.engine.positions import texts
from cardsuite.games.canasta.engine.options import CanastaOptions
from cardsuite.games.canasta.engine.actions import Meld


STARGAMES = CanastaOptions.from_preset("StarGames")
CLASSIC = CanastaOptions.from_preset("Classic")
BOTH = pytest.mark.parametrize("opts", [STARGAMES, CLASSIC], ids=["StarGames", "Classic"])


def C(text):
    """Cards from text, as the engine's Card objects."""
    return tuple(cards(text))


def meld(rank, text):
    return Meld(Rank(rank), C(text))


def refused(st, seat, action, words):
    """The action is refused with a reason containing ``words``, and the state is untouched."""
    before = json.dumps(st.to_json())
    with pytest.raises(IllegalAction) as info:
        st.apply(seat, action)
    assert words.lower() in info.value.reason.lower(), info.value.reason
    assert json.dumps(st.to_json()) == before
    return info.value.reason


def hand_texts(st, seat):
    return sorted(texts(st.hands[seat]))
