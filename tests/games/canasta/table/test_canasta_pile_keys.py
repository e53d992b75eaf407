"""P on the Canasta table (issue 24: "pressing P twice cancels buying the pile"): the first P puts the pile's top
card to the melds with the hand cards still to add, a second P takes the pile as "Take pile" does, and Esc gives
the purchase up.  Keys only, on a table on screen."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from cardsuite.cards import Card
from cardsuite.games.canasta.engine.actions import TakePile
from support.canastatables import ENTRY, position
from support.tablehelpers import click, key, position_table


@pytest.fixture
def settings(settings):
    settings.set("hints_enabled", False)
    return settings


def mine(match) -> list:
    return [ENTRY.game().actions.from_json(data) for s, data in match.record.actions if s == 0]


def start(qtbot, settings):
    """Our turn before drawing, the pile topped by 5D, two natural 5s in hand (RULES C-8)."""
    from cardsuite.games.canasta.table.table import CanastaTable
    match, table, _ = position_table(qtbot, settings, CanastaTable, ENTRY, position())
    assert table.current_view.pile_top == Card.parse("5D")
    return match, table


def buying(qtbot, table) -> None:
    qtbot.waitUntil(lambda: table.buy_active and table.animations_idle(), timeout=3000)


def test_p_twice_takes_the_pile_with_the_cards_put_beside_it(qtbot, settings):
    match, table = start(qtbot, settings)
    key(table, Qt.Key.Key_P)
    buying(qtbot, table)
    for text in ("5S", "5H"):
        click(table, table.table_scene.find(text).mapToScene(table.table_scene.find(text).boundingRect().center()))
        qtbot.waitUntil(lambda t=text: Card.parse(t) in table.buy_cards and table.animations_idle(), timeout=3000)
    key(table, Qt.Key.Key_P)
    qtbot.waitUntil(lambda: bool(mine(match)), timeout=3000)
    assert mine(match) == [TakePile((Card.parse("5S"), Card.parse("5H")))]
    assert not table.buy_active


def test_p_again_before_adding_cards_says_why_and_keeps_the_purchase(qtbot, settings):
    match, table = start(qtbot, settings)
    key(table, Qt.Key.Key_P)
    buying(qtbot, table)
    key(table, Qt.Key.Key_P)            # no 5s put beside the top card yet: the engine refuses, nothing is lost
    qtbot.waitUntil(lambda: table.toast.isVisible(), timeout=3000)
    assert not mine(match) and table.buy_active


def test_escape_gives_the_purchase_up(qtbot, settings):
    match, table = start(qtbot, settings)
    key(table, Qt.Key.Key_P)
    buying(qtbot, table)
    key(table, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: not table.buy_active and table.animations_idle(), timeout=3000)
    assert not mine(match)
    assert table.pile.items[-1].key == "5D"          # the top card is back on the pile
