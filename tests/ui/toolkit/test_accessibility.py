"""The toolkit's screen-reader machinery (issue 24 §1, cardsuite/ui/toolkit/accessibility.py and
cardsuite/ui/toolkit/cardspeech.py): cards said by name, a sheet read as it comes up, the announcement's
stand-in on a Qt without announcement events, a fault in what would be said that leaves the table working, and
the read-aloud key in every table's key list.  Each game's own words are tested beside its table
(tests/games/schnapsen/table/test_schnapsen_speech.py and its Canasta and Spider siblings)."""

from __future__ import annotations

import logging
from types import SimpleNamespace

import pytest
from PySide6.QtCore import Qt

from cardsuite import games
from cardsuite.cards import Card, Rank, Suit
from cardsuite.games.schnapsen.engine.options import SchnapsenOptions
from cardsuite.games.schnapsen.table.table import SchnapsenTable
from cardsuite.ui.toolkit import accessibility
from cardsuite.ui.toolkit.accessibility import READ_KEY_HELP
from cardsuite.ui.toolkit.cardart.text import current_corner_style, set_corner_style
from cardsuite.ui.toolkit.cardspeech import CARD_NAMES, card_name, speakable
from support.a11yhelpers import Heard, accessible_name
from support.tablehelpers import key, shown, tab_to
from support.toygame.table.table import ToyTable


@pytest.fixture
def table(qtbot, settings):
    entry = games.GAMES["schnapsen"]
    table = shown(qtbot, SchnapsenTable(entry, SchnapsenOptions.from_preset(), settings), (1100, 700))
    table.set_players(["Ann", "Bob"], [None, None], 0)
    table.setFocus()
    return table


def test_every_card_is_said_by_its_own_name():
    faces = [Card(rank, suit) for suit in Suit for rank in Rank if rank is not Rank.JOKER] + [Card(Rank.JOKER)]
    names = [card_name(c) for c in faces]
    assert len(set(names)) == len(CARD_NAMES) == 53
    assert card_name(Card.parse("QH")) == card_name("QH:1") == "queen of hearts"
    assert card_name("10C") == "10 of clubs" and card_name("JK") == "joker" and card_name(None) == "face-down card"


def test_cards_printed_in_a_sentence_are_read_by_name_in_every_corner_style():
    assert speakable("No column takes 7\u2663 now.") == "No column takes 7 of clubs now."
    before = current_corner_style()
    try:
        set_corner_style("pl")               # Polish corners: W(alet) D(ama) K A
        assert speakable("D\u2665 i W\u2660") == "queen of hearts i jack of spades"
        assert speakable("Q\u2665") == "Q\u2665"      # no such corner in Polish: left as it is
    finally:
        set_corner_style(before)


def test_a_round_summary_is_read_as_it_comes_up_and_its_buttons_are_named(qtbot, toy_entry, settings):
    table = shown(qtbot, ToyTable(toy_entry, toy_entry.game().Options.from_preset(), settings), (1000, 700))
    table.setFocus()
    heard = Heard(table)
    summary = SimpleNamespace(lines=[("Points", ("66", "40"))], text="Ann wins the round.", winner=0)
    table.show_round_summary(summary, None, ["Ann", "Bob"])
    qtbot.waitUntil(table.summary_visible)
    qtbot.waitUntil(lambda: heard.said("Round over."))
    assert heard.said("Ann wins the round.") and heard.said("Points, Ann 66, Bob 40.")
    tab_to(table, lambda stop: stop is table.summary_panel.continue_button)
    assert accessible_name(table) == "Continue, button"


def test_the_hot_seat_pass_screen_is_said_is_the_focus_and_hides_the_position(qtbot, toy_entry, settings):
    table = shown(qtbot, ToyTable(toy_entry, toy_entry.game().Options.from_preset(), settings), (1000, 700))
    table.setFocus()
    heard = Heard(table)
    table.show_pass_screen("Bob")
    qtbot.waitUntil(table.pass_screen_visible)
    qtbot.waitUntil(lambda: heard.said("Pass the screen to Bob, then press Enter"))
    key(table, Qt.Key.Key_Tab)
    assert accessible_name(table) == "Pass the screen to Bob, then press Enter"
    key(table, Qt.Key.Key_W)                     # the hand behind the screen is the other player's: not read
    assert heard.texts[-1] == "Pass the screen to Bob, then press Enter"


def test_without_announcement_events_the_tables_name_carries_the_news(qtbot, table, monkeypatch):
    monkeypatch.setattr(accessibility, "QAccessibleAnnouncementEvent", None)     # a Qt before 6.8
    heard = Heard(table)
    table.show_message("The talon is closed.")
    assert accessible_name(table) == "The talon is closed." == heard.texts[-1]
    assert heard.events_are_announcements()



def test_a_table_message_is_said_with_reduced_motion_too(qtbot, table):
    from cardsuite.ui.toolkit.motion import reduced_motion, set_reduced_motion
    before = reduced_motion()
    set_reduced_motion(True)
    try:
        heard = Heard(table)
        table.show_message("The talon is closed.")
        assert heard.texts and heard.texts[-1] == "The talon is closed."
    finally:
        set_reduced_motion(before)

def test_a_fault_in_what_would_be_said_is_logged_and_the_table_goes_on(qtbot, table, monkeypatch, caplog):
    def broken(view):
        raise ValueError("no words")
    monkeypatch.setattr(table.keys.speech.voice, "position", broken)
    table.current_view = SimpleNamespace(seat=0)
    with caplog.at_level(logging.ERROR, logger="cardsuite.ui.toolkit.accessibility"):
        key(table, Qt.Key.Key_W)
    assert "screen reader text could not be made" in caplog.text
    key(table, Qt.Key.Key_Tab)                   # the keys still work
    assert table.keys.shown


def test_every_table_lists_the_read_aloud_key_and_no_other_key_is_w():
    for entry in games.GAMES.values():
        rows = entry.table_class().KEYS
        assert READ_KEY_HELP in rows, entry.name
        assert [keys for keys, _ in rows].count("W") == 1, entry.name
