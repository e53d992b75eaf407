"""The Canasta table's hint (issue 25 §2): H shows the strongest bot's move on the table (the stock or the pile
marked, the cards of a meld raised) with one short reason, computed off the GUI thread; a move clears it."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from cardsuite.games.canasta.engine.actions import Discard, Draw, Meld, TakePile
from cardsuite.games.canasta.engine.options import CanastaOptions
from cardsuite.games.canasta.engine.positions import layout
from cardsuite.play.seats import local_seat
from support.canastatables import ENTRY, open_match
from support.hinthelpers import HintWatch
from support.tablehelpers import easy_bot, key


@pytest.fixture
def settings(settings):
    settings.set("hints_enabled", False)
    return settings


def hinted(qtbot, table):
    shown = []
    table.hint.shown.connect(lambda action, reason: shown.append((action, reason)))
    key(table, Qt.Key.Key_H)
    qtbot.waitUntil(lambda: bool(shown))     # the GUI thread keeps processing events while the bot thinks
    return shown[0]


def test_h_marks_the_stock_or_the_pile_with_a_reason(qtbot, settings, monkeypatch):
    watch = HintWatch(monkeypatch)
    options = CanastaOptions.from_preset("StarGames", target=1)
    match, table, _ = open_match(qtbot, settings, options, [local_seat("Ann"), easy_bot(ENTRY)])
    qtbot.waitUntil(lambda: 0 in match.waiting() and table.can_act())
    action, reason = hinted(qtbot, table)
    assert watch.off_gui_thread()
    assert action in match.legal(0) and isinstance(action, (Draw, TakePile))
    assert reason and table.last_message == reason
    marked = table.stock if isinstance(action, Draw) else table.pile
    assert marked in table.hint.marks
    assert match.hints_used


def test_a_meld_hint_raises_its_cards_and_says_what_it_opens_with(qtbot, settings, monkeypatch):
    # RULES C-6: a first meld must reach the side's minimum (50 here): three aces (60) open at once
    HintWatch(monkeypatch)
    options = CanastaOptions.from_preset("StarGames", target=1)
    state = layout(options, hands=["AS AH AD 8S 8C 5S 9C 4D", "9C 10D JH QS 6D 5C JC"], pile="4C 9D",
                   stock="5H 5D QH", turn=0, phase="play")
    match, table, _ = open_match(qtbot, settings, options, [local_seat("Ann"), easy_bot(ENTRY)], state)
    qtbot.waitUntil(lambda: 0 in match.waiting() and table.can_act())
    action, reason = hinted(qtbot, table)
    assert action in match.legal(0) and isinstance(action, (Meld, Discard))
    raised = sorted(item.code for item in table.my_hand.items if item.has_state("selected"))
    if isinstance(action, Meld):
        assert raised == sorted(c.text for c in action.cards)
        assert reason == "Meld {n} aces to open ({p} points)".format(n=len(action.cards), p=20 * len(action.cards))
    else:
        assert raised == [action.card.text] and action.card.text[:-1] in reason
    table.action_chosen.emit(action)
    assert table.hint.action is None
    assert not any(item.has_state("selected") for item in table.my_hand.items)
