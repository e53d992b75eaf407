"""Keyboard play (issue 19) of what was mouse-only: Canasta's looks (the discard pile spread open, a meld
pulled aside) and the panel's eye, the tips' "?" and close buttons, and moving between a LAN table and its
chat.  Key events only; each checks the state the mouse tests check."""

from __future__ import annotations

import os

import pytest
from PySide6.QtCore import QPointF, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from cardsuite import games
from cardsuite.games.canasta.table.table import CanastaTable
from cardsuite.ui.toolkit.hints import HelpButton, HintBubble
from cardsuite.ui.lan.tablechat import TableChatDock
from support.tablehelpers import key, position_table, shown, tab_to
from support.canastatables import PILE, position, readable

ENTRY = games.GAMES["canasta"]
SHIFT = Qt.KeyboardModifier.ShiftModifier
PICTURES = os.environ.get("CARDSUITE_TEST_PICTURES", "")
"""Where to save the pictures of the looks opened by key (unset: nowhere)."""


@pytest.fixture
def settings(settings):
    settings.set("hints_enabled", False)
    settings.set("animation_speed", "off")
    return settings


def start(qtbot, settings, state):
    return position_table(qtbot, settings, CanastaTable, ENTRY, state)




def test_v_spreads_the_discard_pile_open_and_v_or_esc_closes_it(qtbot, settings):
    match, table, controller = start(qtbot, settings, position())
    pile = table.pile
    homes = {it.key: QPointF(it.home.pos) for it in pile.items}
    key(table, Qt.Key.Key_V)
    assert table.drag.peeking
    assert len(pile.items) == len(PILE.split())
    assert readable(pile.items)                                  # every index in view, as the mouse's look
    laid_out = sorted(pile.items, key=lambda it: (round(it.pos().y(), 3), it.pos().x()))
    assert [it.key for it in laid_out] == [c.text for c in table.current_view.pile]
    if PICTURES:
        table.grab().save(os.path.join(PICTURES, "keys2_pile_spread.png"))
    key(table, Qt.Key.Key_V)                                     # again: closed
    assert not table.drag.peeking
    assert all(it.pos() == homes[it.key] for it in pile.items)
    key(table, Qt.Key.Key_V)
    assert table.drag.peeking
    key(table, Qt.Key.Key_Escape)                                # Esc closes it too
    assert not table.drag.peeking and all(it.at_home() for it in pile.items)
    assert not match.record.actions and not table.buy_active     # a look plays nothing
    table.set_interactive(False)                                 # as while the other seat is to move
    key(table, Qt.Key.Key_V)
    assert table.drag.peeking
    table.set_interactive(True)
    table.show_view(match.view(0), [], match.legal(0))           # a new view puts the cards back
    qtbot.waitUntil(table.animations_idle)
    assert not table.drag.peeking and all(it.at_home() for it in pile.items)
    controller.shutdown()


def test_l_and_shift_enter_look_under_the_focused_meld(qtbot, settings):
    match, table, controller = start(qtbot, settings, position(phase="play"))
    theirs = next(iter(table.zones["top"].groups.values()))
    homes = [QPointF(it.home.pos) for it in theirs.items]
    tab_to(table, lambda stop: stop in theirs.items)             # the other side's meld: a stop to look at
    key(table, Qt.Key.Key_L)
    assert table.drag.peeking
    assert readable(theirs.items)
    assert (theirs.items[0].pos() - homes[0]).manhattanLength() > 0.3    # pulled aside
    key(table, Qt.Key.Key_L)
    assert not table.drag.peeking and [it.pos() for it in theirs.items] == homes
    key(table, Qt.Key.Key_Return)                                # Enter too: a click does nothing there
    assert table.drag.peeking
    key(table, Qt.Key.Key_Escape)
    assert not table.drag.peeking
    ours = next(iter(table.zones["bottom"].groups.values()))
    tab_to(table, lambda stop: stop in ours.items)               # our meld, where Enter adds cards ...
    key(table, Qt.Key.Key_Return, SHIFT)                         # ... Shift+Enter only looks
    assert table.drag.peeking and readable(ours.items)
    key(table, Qt.Key.Key_Return, SHIFT)
    assert not table.drag.peeking and all(it.at_home() for it in ours.items)
    assert not match.record.actions
    controller.shutdown()


def test_e_is_the_eye_on_the_other_sides_panel(qtbot, settings):
    match, table, controller = start(qtbot, settings, position())
    panel = table.panels[1]
    assert panel.eye_visible and not panel.eye_checked
    key(table, Qt.Key.Key_E)
    assert panel.eye_checked
    assert all("highlight" in it._states for it in table.zones["top"].items)
    key(table, Qt.Key.Key_E)
    assert not panel.eye_checked
    assert not any("highlight" in it._states for it in table.zones["top"].items)
    controller.shutdown()


def test_f1_and_question_mark_turn_tips_on_and_off_and_esc_or_enter_closes_a_tip(qtbot, settings):
    match, table, controller = start(qtbot, settings, position())
    hints = table.hints
    table.set_match_id("m-1")
    assert not hints.enabled and hints.button.isVisible()
    tab_to(table, lambda stop: isinstance(stop, HelpButton))     # the green "?" is a stop while tips are off
    key(table, Qt.Key.Key_Return)
    assert hints.enabled and not hints.button.isVisible()
    key(table, Qt.Key.Key_F1)                                    # off, as a tip's red X
    assert not hints.enabled and hints.button.isVisible() and hints.bubbles() == []
    key(table, Qt.Key.Key_Question)                              # on, as the "?"
    assert hints.enabled and not hints.button.isVisible()
    bubble = hints.show("tip", "A tip", table.stock)
    assert bubble is not None and bubble.isVisible()
    key(table, Qt.Key.Key_Escape)                                # nothing else to cancel: the tip's green X
    assert hints.bubble("tip") is None and hints.is_closed("tip")
    hints.show("other", "Another tip", table.pile)
    tab_to(table, lambda stop: isinstance(stop, HintBubble))
    key(table, Qt.Key.Key_Return)
    assert hints.bubble("other") is None and hints.is_closed("other")
    assert not match.record.actions
    controller.shutdown()


def test_f6_and_ctrl_tab_move_between_the_table_and_its_chat(qtbot, settings):
    """The window owns the pane keys: the table and the LAN chat beside it know nothing of each other."""
    from cardsuite.ui.app.mainwindow import MainWindow
    window = MainWindow(settings)
    qtbot.addWidget(window)
    table = CanastaTable(ENTRY, position().options, settings)
    window.show_table(ENTRY, table, None)
    dock = TableChatDock(settings, window)
    window.lan.dock = dock          # as LAN play opens it beside a LAN table
    window.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, dock)
    window.resize(1200, 700)
    window.show()
    qtbot.waitExposed(window)
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
    table.setFocus()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is table)
    key(table, Qt.Key.Key_Tab)
    assert table.keys.ring.isVisible()
    entry = dock.chat.entry
    for k, mods in ((Qt.Key.Key_F6, Qt.KeyboardModifier.NoModifier), (Qt.Key.Key_Tab, Qt.KeyboardModifier.ControlModifier)):
        key(table, k, mods)
        assert QApplication.focusWidget() is entry and not table.keys.ring.isVisible()
        QTest.keyClicks(entry, "hi")
        assert entry.text() == "hi"
        key(entry, k, mods)
        assert QApplication.focusWidget() is table and table.keys.shown
        entry.clear()
    key(table, Qt.Key.Key_Tab)                                   # Tab stays inside the table
    assert QApplication.focusWidget() is table
    dock.hide()
    key(table, Qt.Key.Key_F6)                                    # no chat shown: the focus stays
    assert QApplication.focusWidget() is table
