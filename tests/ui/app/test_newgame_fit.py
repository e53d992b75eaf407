"""The new-game dialog fits its content both ways (issue 24: it never shrank back after "More rules" was closed
or Canasta went from 4 to 2 players, and with More rules open it was taller than the main window): it grows
and shrinks with what it shows, and is never taller than the main window or the screen -- its body (seats, rules, deal) scrolls."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QComboBox, QMainWindow

from cardsuite import games
from cardsuite.ui.app.newgame import NewGameDialog
from support.mainwindowhelpers import settings  # noqa: F401  (a fixture)


@pytest.fixture
def shown(qtbot, settings):  # noqa: F811
    """A Canasta dialog over a main window of the default size, both shown."""
    window = QMainWindow()
    qtbot.addWidget(window)
    window.resize(1180, 780)
    window.show()
    dialog = NewGameDialog(games.get("canasta"), settings, window)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    return window, dialog


def settle(qtbot, dialog, grows_to) -> int:
    """The dialog's height once it fits ``grows_to(height)``."""
    qtbot.waitUntil(lambda: grows_to(dialog.height()))
    return dialog.height()


def players(dialog) -> QComboBox:
    return dialog.findChild(QComboBox, "option_players")


def test_more_rules_grow_the_dialog_and_closing_them_shrinks_it_back(qtbot, shown):
    window, dialog = shown
    start = dialog.height()
    qtbot.mouseClick(dialog.options_form.more_button, Qt.MouseButton.LeftButton)
    opened = settle(qtbot, dialog, lambda h: h > start)
    assert dialog.options_form.more_box.isVisibleTo(dialog) and opened <= window.height()
    qtbot.mouseClick(dialog.options_form.more_button, Qt.MouseButton.LeftButton)
    assert settle(qtbot, dialog, lambda h: h < opened) == start


def test_four_players_grow_it_and_two_shrink_it_back(qtbot, shown):
    _window, dialog = shown
    start = dialog.height()
    combo = players(dialog)
    combo.setCurrentIndex(combo.findData(4))
    four = settle(qtbot, dialog, lambda h: h > start)
    combo.setCurrentIndex(combo.findData(2))
    assert settle(qtbot, dialog, lambda h: h < four) == start


def test_never_taller_than_the_main_window_the_body_scroll(qtbot, shown):
    window, dialog = shown
    window.resize(720, 520)                            # the smallest main window: not all of it can be shown
    combo = players(dialog)
    combo.setCurrentIndex(combo.findData(4))
    qtbot.mouseClick(dialog.options_form.more_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: dialog.maximumHeight() <= window.height() and dialog.height() <= window.height())
    assert dialog.height() <= dialog.screen().availableGeometry().height()
    assert dialog.sizeHint().height() > dialog.height()                 # it would be taller, but stays within
    assert dialog.body_scroll.verticalScrollBar().maximum() > 0
    assert dialog.start_button.isVisibleTo(dialog)
    window.resize(1180, 780)                           # a roomier window: closing More rules, all of it fits
    qtbot.mouseClick(dialog.options_form.more_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: dialog.height() == dialog.sizeHint().height() <= window.height())
    assert dialog.body_scroll.verticalScrollBar().maximum() == 0
