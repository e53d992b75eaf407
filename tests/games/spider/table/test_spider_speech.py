"""A Spider duel a screen reader can follow (issue 24 §1), checked through what Qt's accessibility API exposes
while the game is played by keys: a column card and the stock as the focused thing's accessible name, where a
move put the cards and the row a deal laid out announced, a refusal's reason announced with the card's name,
and the whole board on W."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from cardsuite.games.spider.engine.actions import Move
from cardsuite.ui.toolkit.cardspeech import card_name
from support.a11yhelpers import Heard, accessible_name
from support.spiderhelpers import table_for
from support.tablehelpers import key, tab_to


@pytest.fixture
def settings(settings):
    settings.set("hints_enabled", False)
    return settings


def open_duel(qtbot, settings):
    match, table, controller = table_for(qtbot, settings, seed=4)
    heard = Heard(table)
    qtbot.waitUntil(lambda: table.can_act() and table.animations_idle())
    table.setFocus()
    return match, table, controller, heard


def test_a_column_card_and_the_stock_are_named_as_the_focus_reaches_them(qtbot, settings):
    match, table, controller, heard = open_duel(qtbot, settings)
    move = next(a for a in match.legal(0) if isinstance(a, Move))
    top = table.columns[move.src].items[-1]
    tab_to(table, lambda stop: stop is top)
    assert accessible_name(table) == f"{card_name(top.key).capitalize()}, column {move.src + 1}, on top, playable"
    tab_to(table, lambda stop: stop is table.stock)
    assert accessible_name(table) == "Stock, 5 deals left"
    controller.shutdown()


def test_a_move_a_deal_and_a_refusal_are_announced(qtbot, settings):
    match, table, controller, heard = open_duel(qtbot, settings)
    move = next(a for a in match.legal(0) if isinstance(a, Move) and a.count == 1)
    item = table.columns[move.src].items[-1]
    wrong = next(i for i in range(10) if i != move.src and Move(move.src, i, 1) not in match.legal(0))
    tab_to(table, lambda stop: stop is item)
    key(table, Qt.Key.Key_Space)                                   # pick it up ...
    tab_to(table, lambda stop: stop is table.columns[wrong] or getattr(stop, "pile", None) is table.columns[wrong])
    key(table, Qt.Key.Key_Return)                                  # ... where it may not go: refused aloud
    assert heard.texts[-1].startswith(card_name(item.key).capitalize()) or card_name(item.key) in heard.texts[-1]
    assert "\u2660" not in heard.texts[-1] and "\u2665" not in heard.texts[-1]
    key(table, Qt.Key.Key_Escape)
    before = len(match.record.actions)
    tab_to(table, lambda stop: stop is item)
    key(table, Qt.Key.Key_Return)                                  # a click's move: where did it go?
    qtbot.waitUntil(lambda: len(match.record.actions) > before and table.animations_idle() and table.can_act())
    dst = next(i for i in range(10) if item in table.columns[i].items)
    assert heard.said(f"{card_name(item.key)} to column {dst + 1}.")
    key(table, Qt.Key.Key_D)                                       # deal a row
    qtbot.waitUntil(lambda: match.view(0).board.stock_packets == 4 and table.animations_idle())
    row = [table.columns[i].items[-1].key for i in range(10)]
    assert heard.said("A new row: " + ", ".join(card_name(k) for k in row) + ".")
    assert heard.events_are_announcements()
    controller.shutdown()


def test_w_reads_the_whole_board(qtbot, settings):
    match, table, controller, heard = open_duel(qtbot, settings)
    key(table, Qt.Key.Key_W)
    said = heard.texts[-1]
    board = match.view(0).board
    assert said.startswith("Your score: ")
    first = ", ".join(card_name(c) for c in board.up[0])
    assert f"Column 1, {board.down[0]} face-down cards, face up: {first}." in said
    assert "Stock, 5 deals left." in said and "Rita: score " in said and "Time left: " in said
    controller.shutdown()
