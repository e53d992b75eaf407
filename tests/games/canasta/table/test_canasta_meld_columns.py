"""Our long meld columns stop short of the hand (issue 24: "Long Canasta meld columns run into the hand"): a
column over the hand closes up to end above it, one beside the hand keeps its length, and every card's index
stays in view, at 800x600 and 1920x1080, with a short hand and a long one."""

from __future__ import annotations

import pytest

from cardsuite.cards import Rank
from cardsuite.games.canasta.table.table import CanastaTable
from support.canastatables import ENTRY, position
from support.tablehelpers import position_table

EIGHTS = "8S 8C 8D 8H 2D JK"            # six cards: the longest column that is not a squared canasta
SHORT = "7C 7D 7H 5S 5H KH QS"
LONG = SHORT + " 9C 9D 9S 10C 10D JC JD 4C 4D 4S 6C 6D 6S"


@pytest.fixture
def settings(settings):
    settings.set("hints_enabled", False)
    return settings


def face(item):
    """A card's face in scene units (its shadow and lift left out)."""
    return item.mapToScene(item.card_rect()).boundingRect()


def column_cards(table, rank):
    return sorted(table.zones["bottom"].group(rank).items, key=lambda it: it.pos().y())


def hand_top_over(table, rect) -> float:
    """The highest point of the hand's cards that lie under ``rect`` (scene units)."""
    tops = [face(it).top() for it in table.my_hand.items
            if face(it).right() > rect.left() and face(it).left() < rect.right()]
    return min(tops, default=float("inf"))


@pytest.mark.parametrize("size", [(800, 600), (1920, 1080)])
@pytest.mark.parametrize("hand", [SHORT, LONG])
def test_a_long_column_ends_above_the_hand_and_keeps_its_indices(qtbot, settings, size, hand):
    state = position(hands=[hand, "9C 10D JH QS 6D 5C JC"], melds={0: ["AS AH AD AC 2C", EIGHTS], 1: ["10S 10H 10C"]})
    match, table, _ = position_table(qtbot, settings, CanastaTable, ENTRY, state, size)
    qtbot.waitUntil(table.animations_idle, timeout=3000)
    eights = column_cards(table, Rank.EIGHT)
    assert len(eights) == 6
    column = face(eights[0]).united(face(eights[-1]))
    assert hand_top_over(table, column) < float("inf"), "the eights should lie over the hand in this position"
    assert column.bottom() <= hand_top_over(table, column), (column, hand_top_over(table, column))
    gaps = [b.pos().y() - a.pos().y() for a, b in zip(eights, eights[1:])]
    assert min(gaps) >= 0.14, gaps         # the rank in each card's corner still shows
    if hand == SHORT:                     # the aces lie left of a short hand: nothing below them, not closed up
        aces = column_cards(table, Rank.ACE)
        assert hand_top_over(table, face(aces[0]).united(face(aces[-1]))) == float("inf")
        assert [round(b.pos().y() - a.pos().y(), 3) for a, b in zip(aces, aces[1:])] == [0.26] * 4
