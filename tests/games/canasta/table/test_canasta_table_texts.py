"""What the Canasta table says is true and reads alike (issue 27): a refusal names a card as every other
text does ("5♠", never the code "5S"), and buying the pile asks for cards of its rank only when the hand
holds some.  Real mouse events on the real widget."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF, Qt
from PySide6.QtTest import QTest

from cardsuite import games
from cardsuite.games.canasta.engine.positions import layout
from cardsuite.games.canasta.engine.options import CanastaOptions
from cardsuite.games.canasta.table.table import CanastaTable
from cardsuite.ui.toolkit.table import pile_top
from support.tablehelpers import click, drag, position_table, vp

ENTRY = games.GAMES["canasta"]
OPTIONS = CanastaOptions.from_preset("StarGames", target=1)


@pytest.fixture
def settings(settings):
    settings.set("hints_enabled", False)
    return settings


def start(qtbot, settings, state):
    return position_table(qtbot, settings, CanastaTable, ENTRY, state)


def card_point(table, key: str) -> QPointF:
    item = table.table_scene.find(key)
    assert item is not None, key
    return item.mapToScene(QPointF(0.14, 0.22))


def ctrl_click(table, point: QPointF) -> None:
    QTest.mouseClick(table.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.ControlModifier,
                     vp(table, point))


def test_a_refused_lay_names_the_card_as_the_cards_print_it(qtbot, settings):
    state = layout(OPTIONS, hands=["5S 6S 9C 9D KH", "4C 4D 7H"], pile="JC", stock="QH KD",
                   melds={0: ["6C 6D 6H"]}, turn=0, phase="play")
    match, table, _ = start(qtbot, settings, state)
    for key in ("5S", "6S"):                                   # both picked with Ctrl+click, dragged together
        ctrl_click(table, card_point(table, key))
    assert table.my_hand.selected == {"5S", "6S"}
    drag(table, card_point(table, "6S"), card_point(table, "6C"))
    qtbot.waitUntil(lambda: "belong" in table.last_message, timeout=4000)
    message = table.last_message
    assert ("5\u2660" in message or "6\u2660" in message) and "5S" not in message and "6S" not in message, message
    assert not match.record.actions


def buying(qtbot, settings, hand):
    state = layout(OPTIONS, hands=[hand, "4C 4D 7H"], pile="JC 8S", stock="QH KD", melds={0: ["8C 8D 8H"]},
                   turn=0)
    match, table, _ = start(qtbot, settings, state)
    click(table, pile_top(table.pile) + QPointF(0.5, 0.7))
    qtbot.waitUntil(lambda: table.take_pile_button.isVisible() and table.animations_idle(), timeout=4000)
    return table


def test_buying_the_pile_asks_for_cards_of_its_rank_only_when_the_hand_holds_some(qtbot, settings):
    table = buying(qtbot, settings, "5S 6S 9C 9D KH")           # no 8: the top 8S goes onto the 8s alone
    assert "8s" not in table.status.text and "Take pile" in table.status.text, table.status.text


def test_buying_the_pile_with_an_eight_in_hand_asks_for_it(qtbot, settings):
    table = buying(qtbot, settings, "5S 8S 9C 9D KH")
    assert "Add 8s from your hand" in table.status.text, table.status.text
