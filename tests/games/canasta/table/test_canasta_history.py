"""The move history (issue 24): the last turns of every player in words, opened by R or the History button and
closed by Esc, built from the events this seat was shown -- the opponent's drawn card is counted, never named."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from cardsuite.cards import Card
from cardsuite.games.canasta.engine.options import CanastaOptions
from cardsuite.games.canasta.engine.positions import layout
from cardsuite.games.canasta.table.table import CanastaTable
from cardsuite.play.seats import BotSeat, local_seat
from cardsuite.ui.toolkit.i18n import card_label
from support.canastatables import ENTRY
from support.tablehelpers import click, key, position_table


@pytest.fixture
def settings(settings):
    settings.set("hints_enabled", False)
    return settings


def mine(match) -> list:
    return [ENTRY.game().actions.from_json(data) for s, data in match.record.actions if s == 0]


def my_turn(qtbot, match, table) -> None:
    qtbot.waitUntil(lambda: 0 in match.waiting() and table.can_act() and table.animations_idle(), timeout=8000)


def test_the_history_tells_the_last_turns_without_the_opponents_hidden_cards(qtbot, settings):
    options = CanastaOptions.from_preset("StarGames", target=1)
    # we draw 6H (the stock's top), lay three kings, discard 4S; the bot draws 7S, which we must never read
    state = layout(options, hands=["KS KH KD 5C 4S", "9C 10D JH QS 6D 5C JC"], pile="4C 8D",
                   stock="6H 7S QH 9H", melds={0: ["AS AH AD"]}, turn=0)      # opened: no minimum
    match, table, _ = position_table(qtbot, settings, CanastaTable, ENTRY, state)
    table.set_players(["Ann", "Marta"], [None, 1100], 0)
    key(table, Qt.Key.Key_R)
    assert table.history_visible() and "Nothing has been played yet" in table.history_note.text
    key(table, Qt.Key.Key_Escape)
    assert not table.history_visible()

    key(table, Qt.Key.Key_S)                                         # draw
    qtbot.waitUntil(lambda: len(mine(match)) == 1, timeout=3000)
    my_turn(qtbot, match, table)
    for n, text in enumerate(("KS", "KH", "KD"), start=2):            # each click lays a king on the kings' meld
        king = table.table_scene.find(text)
        click(table, king.mapToScene(king.boundingRect().center()))
        qtbot.waitUntil(lambda n=n: len(mine(match)) == n, timeout=3000)
        my_turn(qtbot, match, table)
    table.discard_selected()                                          # nothing selected: nothing happens
    item = table.table_scene.find("4S")
    click(table, item.mapToScene(item.boundingRect().center()))       # 4S fits no meld: it is selected
    qtbot.waitUntil(lambda: table.discard_button.isVisible(), timeout=3000)
    click(table, table.discard_button.center_scene())
    qtbot.waitUntil(lambda: 0 in match.waiting() and len(match.record.actions) > 5 and table.animations_idle(),
                    timeout=8000)                                     # the bot has played its turn

    click(table, table.history_button.center_scene())
    assert table.history_visible()
    text = table.history_note.text
    lines = text.split("\n")
    you = next(line for line in lines if line.startswith("You:"))
    assert "drew 6\u2665 from the stock" in you, text
    assert "laid K\u2660 K\u2665 K\u2666 on the kings" in you, text
    assert you.endswith("discarded 4\u2660."), text
    marta = next(line for line in lines if line.startswith("Marta:"))
    assert "drew 1 from the stock" in marta, text
    assert card_label(Card.parse("7S")) not in text                   # the card Marta drew stays hidden
    assert lines.index(you) < lines.index(marta)
    key(table, Qt.Key.Key_Escape)
    assert not table.history_visible()


def test_a_hot_seat_history_does_not_tell_the_next_player_what_the_last_one_drew(qtbot, settings):
    from PySide6.QtCore import QPointF

    from cardsuite.play.match import Match
    from cardsuite.play.seats import hotseat_seat
    from cardsuite.ui.toolkit.controller import MatchController
    from support.tablehelpers import shown
    options = CanastaOptions.from_preset("StarGames", target=1)
    state = layout(options, hands=["KS KH 5C 4S", "9C 10D JH QS 6D 5C JC"], pile="4C 8D", stock="6H 7S QH",
                   melds={0: ["AS AH AD"], 1: ["10S 10H 10C"]}, turn=0)
    match = Match(ENTRY, options, [hotseat_seat("Ann"), hotseat_seat("Bo")], seed=3)
    match.state = state  # tests only: a chosen position instead of the seeded deal
    table = shown(qtbot, CanastaTable(ENTRY, options, settings), (1280, 800))
    MatchController(match, table, settings).start()
    qtbot.waitUntil(table.pass_screen_visible)
    click(table, QPointF(8.0, 5.0))                                   # Ann takes the screen
    qtbot.waitUntil(lambda: table.current_view is not None and table.current_view.seat == 0)
    key(table, Qt.Key.Key_S)
    qtbot.waitUntil(lambda: match.view(0).phase == "play" and table.animations_idle())
    key(table, Qt.Key.Key_R)
    assert "drew 6\u2665 from the stock" in table.history_note.text    # Ann saw her card
    key(table, Qt.Key.Key_Escape)
    item = table.table_scene.find("4S")
    click(table, item.mapToScene(item.boundingRect().center()))
    qtbot.waitUntil(lambda: table.discard_button.isVisible(), timeout=3000)
    click(table, table.discard_button.center_scene())
    qtbot.waitUntil(table.pass_screen_visible)
    click(table, QPointF(8.0, 5.0))                                   # Bo takes the screen
    qtbot.waitUntil(lambda: table.current_view.seat == 1 and table.animations_idle())
    key(table, Qt.Key.Key_R)
    text = table.history_note.text
    assert "Ann: drew 1 from the stock, discarded 4\u2660." in text, text
    assert card_label(Card.parse("6H")) not in text
