"""Table polish from a new player's report (issue 19): tips that hide nothing live and stay closed,
table text no smaller than the system font, the settings dialog, the start screen, message boxes."""

from __future__ import annotations

import pytest

from cardsuite import app as cardsuite_app
from cardsuite import games
from cardsuite.profile.settings import Settings
from cardsuite.ui.toolkit.hints import live_rects
from support.tablehelpers import click

TABLES = [("schnapsen", None), ("spider", None), ("canasta", 2), ("canasta", 4)]


def table_with_tips(qtbot, game: str, players, size, settings=None):
    settings = settings or Settings.load()
    settings.set("animation_speed", "off")
    settings.set("bot_pace", 0.0)
    settings.set("hints_enabled", True)
    table, controller = cardsuite_app._table_widget(games.GAMES[game], settings, 1, 0, players)
    qtbot.addWidget(table)
    table.resize(*size)
    table.show()
    qtbot.waitExposed(table)
    controller.start()
    qtbot.waitUntil(lambda: bool(table.hints.bubbles()))
    return table, controller


@pytest.mark.parametrize("size", [(800, 600), (1280, 800)])
@pytest.mark.parametrize("game,players", TABLES)
def test_a_tip_covers_no_status_line_clock_panel_or_button(qtbot, game, players, size):
    table, controller = table_with_tips(qtbot, game, players, size)
    try:
        scene_rect = table.table_scene.sceneRect()
        for bubble in table.hints.bubbles():
            body = bubble.mapRectToScene(bubble._body)
            assert scene_rect.contains(body)
            covered = [r for r in live_rects(table.table_scene, (bubble,)) if r.intersects(body)]
            assert covered == [], f"{bubble.hint_id} covers {covered}"
    finally:
        controller.shutdown()


def test_a_closed_tip_stays_closed_in_later_rounds_matches_and_for_every_player(qtbot):
    table, controller = table_with_tips(qtbot, "schnapsen", None, (1100, 700))
    bubble = table.hints.bubbles()[0]
    hint_id = bubble.hint_id
    click(table, bubble.close_point())
    controller.shutdown()
    again = Settings.load()       # a new start of the app, a new match: the same profile
    table2, controller2 = cardsuite_app._table_widget(games.GAMES["schnapsen"], again, 1, 0)
    qtbot.addWidget(table2)
    table2.set_match_id("another-match")
    try:
        assert table2.hints.is_closed(hint_id)
        assert table2.hints.show(hint_id, "text", table2.talon, first_time=True) is None
    finally:
        controller2.shutdown()


# -- table text keeps the system font size -------------------------------------------------------------


@pytest.mark.parametrize("size", [(800, 600), (1600, 1000)])
def test_table_text_is_never_smaller_on_screen_than_the_system_font(qtbot, size):
    from PySide6.QtGui import QFontInfo
    from PySide6.QtWidgets import QApplication

    from cardsuite.ui.toolkit import style
    table, controller = table_with_tips(qtbot, "schnapsen", None, size)
    try:
        unit = table.unit_pixels()
        system = QFontInfo(QApplication.font()).pixelSize()
        for design in (10.0, 14.0, 30.0):
            on_screen = style.font(design).pixelSize() * style.PX * unit
            assert on_screen >= system - 0.6
            assert on_screen >= design * style.PX * unit - 0.6     # large text keeps its size
    finally:
        controller.shutdown()


def test_a_button_label_that_does_not_fit_shrinks_but_not_below_its_design_size(qtbot):
    from PySide6.QtGui import QFont, QFontMetricsF

    from cardsuite.ui.toolkit import style
    style.set_unit_pixels(40.0)                      # a tiny window: the floor is well above 16 px
    try:
        wide = style.fitting_font(16, QFont.Weight.DemiBold, "Auto turn-up and more", 120)
        assert 16 <= wide.pixelSize() < style.font(16).pixelSize()
        assert QFontMetricsF(wide).horizontalAdvance("Auto turn-up and more") <= 125 or wide.pixelSize() == 16
        short = style.fitting_font(16, QFont.Weight.DemiBold, "Deal", 120)
        assert short.pixelSize() == style.font(16).pixelSize()
    finally:
        style.set_unit_pixels(0.0)


# -- settings: aligned fields, cloth presets, card backs as pictures ------------------------------------


def test_settings_fields_start_at_one_x_in_every_group(qtbot):
    from PySide6.QtWidgets import QFormLayout

    from cardsuite.ui.app.settings_dialog import SettingsDialog
    dialog = SettingsDialog(Settings.load())
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    for page in range(dialog.pages.count()):
        dialog.pages.setCurrentIndex(page)
        shown = dialog.pages.currentWidget()
        lefts = set()
        for form in dialog.findChildren(QFormLayout):
            group = form.parentWidget()
            if not shown.isAncestorOf(group):
                continue
            for row in range(form.rowCount()):
                field = form.itemAt(row, QFormLayout.ItemRole.FieldRole)
                if field is not None:
                    lefts.add(group.mapTo(dialog, field.geometry().topLeft()).x())
        assert len(lefts) == 1, (page, lefts)


@pytest.mark.parametrize("language", ["en", "pl"])
def test_the_settings_dialog_fits_an_800x600_screen_in_every_language(qtbot, qapp, language):
    """Card size, the four-colour deck, reduced motion and sound made one page too tall: two pages now."""
    from cardsuite.ui.app.settings_dialog import SettingsDialog
    from cardsuite.ui.toolkit import i18n
    i18n.install_translators(language, qapp)
    try:
        dialog = SettingsDialog(Settings.load())
        qtbot.addWidget(dialog)
        dialog.show()
        qtbot.waitExposed(dialog)
        hint = dialog.sizeHint().expandedTo(dialog.minimumSizeHint())
        assert hint.height() <= 560 and hint.width() <= 780, (language, hint)
        assert dialog.pages.count() == 2
        names = [dialog.pages.tabText(i) for i in range(2)]
        assert all(name.strip() for name in names)
        if language == "pl":
            assert names[0] != "Table"
    finally:
        i18n.install_translators("en", qapp)

def test_a_cloth_preset_sets_colour_and_texture_and_the_table_draws_it(qtbot):
    from cardsuite.ui.toolkit import felt
    from cardsuite.ui.toolkit.scene import CardView
    from cardsuite.ui.app.settings_dialog import SettingsDialog
    settings = Settings.load()
    dialog = SettingsDialog(settings)
    qtbot.addWidget(dialog)
    assert dialog.felt_picker.currentData() == "casino"            # the default table is the first preset
    walnut = dialog.felt_picker.findData("walnut")
    click_button = dialog.felt_picker.buttons()[walnut]
    click_button.click()
    assert dialog.values()["table_colour"] == "#5a3b22" and dialog.values()["table_texture"] == "wood"
    dialog.set_colour("#123456")                                  # "Custom…": no preset is checked
    assert dialog.felt_picker.currentIndex() == -1
    click_button.click()
    dialog.accept()
    again = Settings.load()
    assert (again.get("table_colour"), again.get("table_texture")) == ("#5a3b22", "wood")
    view = CardView(again)
    qtbot.addWidget(view)
    assert view._noise.toImage() == felt.texture_tile("wood").toImage()
    assert felt.texture_tile("wood").toImage() != felt.texture_tile("cloth").toImage()


def test_card_backs_are_pictures_to_pick_from(qtbot):
    from cardsuite.ui.toolkit.cardart import BACKS
    from cardsuite.ui.app.settings_dialog import SettingsDialog
    dialog = SettingsDialog(Settings.load())
    qtbot.addWidget(dialog)
    buttons = dialog.back_combo.buttons()
    assert len(buttons) == len(BACKS) and all(not b.icon().isNull() for b in buttons)
    buttons[1].click()
    assert dialog.values()["card_back"] == list(BACKS)[1]


def test_a_texture_setting_is_a_short_name_and_an_unknown_one_draws_the_cloth():
    from cardsuite.ui.toolkit import felt
    settings = Settings.load()
    settings.set("table_texture", "wood")
    assert Settings.load().get("table_texture") == "wood"
    with pytest.raises(ValueError):
        settings.set("table_texture", "../../etc")
    assert felt.texture_of("tartan") == felt.texture_of(None) == "cloth"


# -- message boxes --------------------------------------------------------------------------------------


def test_confirmation_boxes_use_the_app_type_not_the_9pt_default(qtbot):
    from PySide6.QtWidgets import QApplication, QMessageBox

    from cardsuite.ui.app.theme import style_message_box
    box = QMessageBox(QMessageBox.Icon.Question, "Leave?", "Leave the match?", QMessageBox.StandardButton.Cancel)
    qtbot.addWidget(box)
    style_message_box(box)
    box.show()
    qtbot.waitExposed(box)
    assert box.font().pointSizeF() >= max(11.0, QApplication.font().pointSizeF() + 2)
    assert "DejaVu Sans" in box.font().families()[0] or box.font().families()[0] in ("Noto Sans", "Segoe UI")



def test_the_default_button_of_a_confirmation_box_shows_its_whole_text(qtbot):
    from PySide6.QtGui import QFontMetrics
    from PySide6.QtWidgets import QMessageBox

    from cardsuite.ui.app.theme import style_message_box
    box = QMessageBox(QMessageBox.Icon.Question, "Start a new match?", "Your match will be lost.",
                      QMessageBox.StandardButton.Cancel)
    qtbot.addWidget(box)
    style_message_box(box)
    yes = box.addButton("Start a new match", QMessageBox.ButtonRole.AcceptRole)
    box.setDefaultButton(yes)
    box.show()
    qtbot.waitExposed(box)
    bold = yes.font()
    bold.setBold(True)
    assert yes.sizeHint().width() >= QFontMetrics(bold).horizontalAdvance(yes.text()) + 2 * 18   # the padding


# -- the start screen uses the window ---------------------------------------------------------------------


def start_window(qtbot, size):
    from cardsuite.ui.app.mainwindow import MainWindow
    window = MainWindow(Settings.load())
    qtbot.addWidget(window)
    window.resize(*size)
    window.show()
    qtbot.waitExposed(window)
    qtbot.waitUntil(lambda: window.start_screen.cards and all(c.isVisible() for c in window.start_screen.cards.values()))
    return window


def card_rects(window):
    from PySide6.QtCore import QRect
    screen = window.start_screen
    return [QRect(card.mapTo(window, card.rect().topLeft()), card.size()) for card in screen.cards.values()]


def test_the_start_screen_fills_a_large_window_with_a_centred_row_of_big_cards(qtbot):
    window = start_window(qtbot, (1600, 1000))
    rects = card_rects(window)
    left, right = min(r.left() for r in rects), max(r.right() for r in rects)
    assert right - left >= 0.75 * window.width()                       # was 1014 of 1600 px, pictures 320 px
    assert abs((left + right) / 2 - window.width() / 2) < 30
    assert all(card.picture_size.width() >= 400 for card in window.start_screen.cards.values())
    assert len({r.top() for r in rects}) == 1                          # one row


def test_the_start_screen_still_shows_every_game_at_800x600(qtbot):
    window = start_window(qtbot, (800, 600))
    for rect in card_rects(window):
        assert window.rect().contains(rect), rect
    assert window.start_screen.scroll.verticalScrollBar().maximum() == 0
