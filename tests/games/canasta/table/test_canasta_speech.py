"""A Canasta table a screen reader can follow (issue 24 §1), checked through what Qt's accessibility API exposes
while the turn is played by keys: the discard pile, the stock and a meld as the focused thing's accessible
name, the cards drawn and the other player's turn announced, a refusal's reason announced, the position on W."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from cardsuite.play.seats import local_seat
from cardsuite.ui.toolkit.cardspeech import card_name
from support.a11yhelpers import Heard, accessible_description, accessible_name
from support.canastatables import ENTRY, open_match, position
from support.tablehelpers import easy_bot, key, tab_to


@pytest.fixture
def settings(settings):
    settings.set("hints_enabled", False)
    return settings


def open_position(qtbot, settings, **kw):
    state = position(**kw)
    match, table, controller = open_match(qtbot, settings, state.options, [local_seat("Ann"), easy_bot(ENTRY, "Bo")],
                                          state)
    heard = Heard(table)
    qtbot.waitUntil(lambda: 0 in match.waiting() and table.can_act() and table.animations_idle())
    table.setFocus()
    return match, table, controller, heard


def test_the_piles_and_a_meld_are_named_as_the_focus_reaches_them(qtbot, settings):
    match, table, controller, heard = open_position(qtbot, settings)
    tab_to(table, lambda stop: stop is table.stock or getattr(stop, "pile", None) is table.stock)
    assert accessible_name(table).startswith("Stock, ")
    assert accessible_description(table) == table.status.text
    tab_to(table, lambda stop: stop is table.pile or getattr(stop, "pile", None) is table.pile)
    assert accessible_name(table) == "Discard pile, 9 cards, frozen, top: 5 of diamonds"   # a 2 lies in it
    tab_to(table, lambda stop: getattr(stop, "pile", None) is table.zones["bottom"])
    assert "your side's melds, aces, 5 cards, wild cards: 1" in accessible_name(table)
    controller.shutdown()


def test_the_cards_drawn_the_other_players_turn_and_a_refusal_are_announced(qtbot, settings):
    match, table, controller, heard = open_position(qtbot, settings)
    key(table, Qt.Key.Key_G)                       # going out before drawing: refused, and the reason is said
    assert table.last_message and heard.texts[-1] == table.last_message
    key(table, Qt.Key.Key_S)                       # draw from the stock
    qtbot.waitUntil(lambda: len(match.record.actions) >= 1 and table.animations_idle())
    assert heard.texts[-1] == "You draw queen of hearts."        # not "your turn" again: it was already
    tab_to(table, lambda stop: getattr(stop, "key", None) == "KH")
    key(table, Qt.Key.Key_Space)                   # select the king of hearts, and discard it
    tab_to(table, lambda stop: stop is table.discard_button)
    key(table, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: 0 in match.waiting() and table.can_act() and table.animations_idle())
    said = " ".join(heard.texts)
    bo = [match.game.actions.from_json(data) for seat, data in match.record.actions if seat == 1]
    assert "Bo's turn." in said and "Bo draws " in said and said.endswith("Your turn.")
    assert bo and f"Bo discards {card_name(bo[-1].card)}." in said
    controller.shutdown()


def test_w_reads_the_hand_the_piles_the_melds_and_the_score(qtbot, settings):
    match, table, controller, heard = open_position(qtbot, settings)
    key(table, Qt.Key.Key_W)
    said = heard.texts[-1]
    assert said.startswith("Your hand, 9 cards: ")
    assert "Bo holds 7 cards." in said and "Discard pile, 9 cards, frozen, top: 5 of diamonds." in said
    assert "Your side's melds: aces, 5 cards, wild cards: 1." in said
    assert "The other side's melds: 10s, 3 cards." in said and "Score: your side 0, the other side 0." in said
    controller.shutdown()
