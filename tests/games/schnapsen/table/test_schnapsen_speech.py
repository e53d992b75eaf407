"""A Schnapsen round a screen reader can follow (issue 24 §1), checked through what Qt's accessibility API
exposes while the round is played by keys: the focused card's or pile's accessible name, the opponent's card
and the trick announced, a refusal's reason announced, and the whole position on W."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from cardsuite import games
from cardsuite.games.schnapsen.engine.options import SchnapsenOptions
from cardsuite.games.schnapsen.table.table import SchnapsenTable
from cardsuite.play.match import Match
from cardsuite.play.seats import local_seat
from cardsuite.ui.toolkit.controller import MatchController
from support.a11yhelpers import Heard, accessible_description, accessible_name
from support.schnapsenhelpers import dealt
from support.tablehelpers import easy_bot, key, shown, tab_to


@pytest.fixture
def settings(settings):
    settings.set("hints_enabled", False)
    return settings


def open_round(qtbot, settings, state):
    entry = games.GAMES["schnapsen"]
    match = Match(entry, SchnapsenOptions.from_preset(), [local_seat("Ann"), easy_bot(entry, "Bob")], seed=5)
    match.state = state          # tests only: a chosen position
    table = shown(qtbot, SchnapsenTable(entry, match.options, settings), (1200, 760))
    heard = Heard(table)
    controller = MatchController(match, table, settings)
    controller.start()
    qtbot.waitUntil(lambda: 0 in match.waiting() and table.can_act() and table.animations_idle())
    table.setFocus()
    return match, table, controller, heard


def card_stop(text):
    return lambda stop: getattr(stop, "key", None) == text


def test_the_focused_card_and_pile_are_the_tables_accessible_name(qtbot, settings):
    match, table, controller, heard = open_round(qtbot, settings, dealt("AH TH KH QS JS", "AC TC KC QC JD", "QD", 1))
    tab_to(table, card_stop("KH"))
    assert accessible_name(table) == "King of hearts, your hand, playable"
    assert accessible_description(table) == table.status.text        # what to do now
    key(table, Qt.Key.Key_Right)
    assert accessible_name(table) == "Queen of spades, your hand, playable"
    tab_to(table, lambda stop: stop is table.close_button)
    assert accessible_name(table) == "Close talon, button"
    controller.shutdown()


def test_the_opponents_card_the_trick_and_the_turn_are_announced(qtbot, settings):
    match, table, controller, heard = open_round(qtbot, settings, dealt("AH TH KH QS JS", "AC TC KC QC JD", "QD", 1))
    tab_to(table, card_stop("AH"))
    key(table, Qt.Key.Key_Return)                                      # lead the ace of hearts
    qtbot.waitUntil(lambda: len(match.record.actions) >= 2 and 0 in match.waiting() and table.animations_idle())
    trick = match.state.view(0).history[0]
    said = " ".join(heard.texts)
    taken = "You take the trick" if trick.winner == 0 else "Bob takes the trick"
    assert f"Bob plays {_name(trick.cards[1])}. {taken}, " in said
    drawn = match.state.view(0).hand
    assert any(f"You draw {_name(c)}." in said for c in drawn)
    assert said.rstrip().endswith(("Your lead.", "Your turn: answer " + _name(match.state.view(0).trick[0]) + ".")
                                  if match.state.view(0).trick else ("Your lead.",))
    assert heard.events_are_announcements()
    controller.shutdown()


def test_a_refusal_is_announced_with_its_reason(qtbot, settings):
    match, table, controller, heard = open_round(qtbot, settings, dealt("AH TH KH QS JS", "AC TC KC QC JD", "QD", 1))
    key(table, Qt.Key.Key_X)                      # no trump jack to exchange: the engine says why
    assert table.last_message and heard.texts[-1] == table.last_message
    controller.shutdown()


def test_w_reads_the_whole_position(qtbot, settings):
    match, table, controller, heard = open_round(qtbot, settings, dealt("AH TH KH QS JS", "AC TC KC QC JD", "QD", 1))
    key(table, Qt.Key.Key_W)
    said = heard.texts[-1]
    assert said.startswith("Trumps: diamonds. Your hand: ")
    for name in ("ace of hearts", "10 of hearts", "king of hearts", "queen of spades", "jack of spades"):
        assert name in said
    assert "Bob holds 5 cards." in said and "trump card: queen of diamonds" in said
    assert "Game points to go: you 7, Bob 7." in said
    controller.shutdown()


def _name(card):
    from cardsuite.ui.toolkit.cardspeech import card_name
    return card_name(card)
