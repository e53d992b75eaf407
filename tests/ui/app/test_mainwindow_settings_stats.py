"""The main window's settings dialog, the rules view, translation and statistics, driven with qtbot."""

from __future__ import annotations

import dataclasses
import json

from PySide6.QtCore import QCoreApplication, QEvent, QTranslator
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QAbstractButton, QLabel, QMenu

from cardsuite import games
from cardsuite.profile import saves, statistics
from cardsuite.play import play_bots
from cardsuite.play.match import Match, Phase
from cardsuite.profile.settings import Settings
from cardsuite.ui.app.mainwindow import MainWindow
from cardsuite.play.seating import SeatSpec
from cardsuite.ui.app.choice import NewGameChoice
from cardsuite.ui.app.newgame import NewGameDialog
from support.mainwindowhelpers import settings, toy_match, window  # noqa: F401  (settings, window: fixtures)


# ---------------------------------------------------------------- settings


def test_settings_dialog_persists_changes(qtbot, settings):
    from cardsuite.ui.app.settings_dialog import SettingsDialog
    dialog = SettingsDialog(settings)
    qtbot.addWidget(dialog)
    dialog.back_combo.setCurrentIndex(dialog.back_combo.findData("classic_red"))
    dialog.set_colour("#224466")
    dialog.speed_combo.setCurrentIndex(dialog.speed_combo.findData("fast"))
    dialog.hints.setChecked(False)
    dialog.language_combo.setCurrentIndex(dialog.language_combo.findData("pl"))
    dialog.name_edit.setText("  Ewa ")
    dialog.pace_combo.setCurrentIndex(dialog.pace_combo.findData(0.0))
    dialog.both_scores.setChecked(True)
    dialog.accept()
    again = Settings.load()
    assert again.get("card_back") == "classic_red"
    assert again.get("table_colour") == "#224466"
    assert again.get("animation_speed") == "fast"
    assert again.get("hints_enabled") is False
    assert again.get("language") == "pl"
    assert again.get("player_name") == "Ewa"
    assert again.get("bot_pace") == 0.0
    assert again.get("show_both_scores") is True


def test_settings_dialog_cancel_changes_nothing(qtbot, settings):
    from cardsuite.ui.app.settings_dialog import SettingsDialog
    dialog = SettingsDialog(settings)
    qtbot.addWidget(dialog)
    dialog.name_edit.setText("Somebody")
    dialog.reject()
    assert Settings.load().get("player_name") == ""


def test_quick_settings_menu_items(window, settings):
    window.speed_actions["slow"].trigger()
    window.hints_action.trigger()
    assert Settings.load().get("animation_speed") == "slow"
    assert Settings.load().get("hints_enabled") is False
    if window.back_actions:
        back = next(b for b in window.back_actions if b != settings.get("card_back"))
        window.back_actions[back].trigger()
        assert Settings.load().get("card_back") == back


def test_choosing_a_language_applies_it_at_once(window):
    window.language_actions["sl"].trigger()
    try:
        assert Settings.load().get("language") == "sl"
        assert window.game_menu.title() == "&Igra"
    finally:
        window.language_actions["en"].trigger()
    assert window.game_menu.title() == "&Game"


# ---------------------------------------------------------------- help


def test_rules_view_shows_the_registered_game(qtbot, window, toy_entry, monkeypatch):
    schnapsen = games.GameEntry("schnapsen", "Schnapsen", "Trick game.", "cardsuite.games.schnapsen")
    monkeypatch.setitem(games.GAMES, "schnapsen", schnapsen)
    window.refresh()
    assert "action_rules_schnapsen" in [a.objectName() for a in window.rules_menu.actions()]
    dialog = window.show_rules("schnapsen")
    qtbot.addWidget(dialog)
    text = dialog.browser.toPlainText()
    assert "66" in text and "Marriage" in text
    missing = window.show_rules("toy")  # no page: a note, no crash
    qtbot.addWidget(missing)
    assert "not available" in missing.browser.toPlainText()


def test_rules_pages_follow_the_language():
    from cardsuite.ui.app.rules_view import rules_page
    entry = games.GameEntry("canasta", "Canasta", "Rummy.", "cardsuite.games.canasta")
    assert rules_page(entry, "pl").name == "canasta.pl.html"
    assert rules_page(entry, "sl").name == "canasta.sl.html"
    assert rules_page(entry, "en").name == "canasta.html"
    assert rules_page(entry, "de").name == "canasta.html"  # no such page: English
    spider = games.GameEntry("spider_duel", "Spider duel", "Spider.", "cardsuite.games.spider")
    assert rules_page(spider, "pl").name == "spider.pl.html"  # found by the package's name


# ---------------------------------------------------------------- translation


class MarkingTranslator(QTranslator):
    """Translates every string to «text», so untranslated text stands out."""

    def translate(self, context, source, disambiguation=None, n=-1):
        return f"\u00ab{source}\u00bb" if source else source

    def isEmpty(self):  # noqa: N802 - Qt's name; an "empty" translator is not announced to the widgets
        return False


def _visible_texts(win):
    texts = []
    for menu in win.findChildren(QMenu):
        texts.append(("menu", menu.objectName(), menu.title()))
    for action in win.findChildren(QAction):
        if action.isSeparator() or not action.text() or action.objectName().startswith("action_language_"):
            continue
        if action.menu() is not None:
            continue
        texts.append(("action", action.objectName(), action.text()))
    for label in win.findChildren(QLabel):
        if label.text():
            texts.append(("label", label.objectName(), label.text()))
    for button in win.findChildren(QAbstractButton):
        if button.text():
            texts.append(("button", button.objectName(), button.text()))
    return texts


def test_every_text_of_the_main_window_goes_through_translation(qtbot, qapp, toy_entry, settings):
    win = MainWindow(settings)
    qtbot.addWidget(win)
    translator = MarkingTranslator()
    qapp.installTranslator(translator)
    try:
        qapp.processEvents()
        texts = _visible_texts(win)
        untranslated = [t for t in texts if t[2] and not t[2].startswith("\u00ab")
                        and t[1] not in ("action_language_en", "action_language_pl", "action_language_sl")]
        assert texts and not untranslated, untranslated
    finally:
        qapp.removeTranslator(translator)
    qapp.processEvents()
    assert win.game_menu.title() == "&Game"


def test_polish_translation_changes_the_menus(qtbot, qapp, toy_entry, settings):
    from cardsuite.ui.toolkit.i18n import load_translator
    win = MainWindow(settings)
    qtbot.addWidget(win)
    assert win.game_menu.title() == "&Game"
    translator = load_translator("pl")
    assert translator is not None
    qapp.installTranslator(translator)
    try:
        QCoreApplication.sendEvent(win, QEvent(QEvent.Type.LanguageChange))
        assert win.game_menu.title() == "&Gra"
        assert win.start_screen.cards["toy"].play_button.text() == "Graj"
    finally:
        qapp.removeTranslator(translator)


def test_new_game_and_settings_dialogs_are_translated(qtbot, qapp, toy_entry, settings):
    from cardsuite.ui.app.settings_dialog import SettingsDialog
    translator = MarkingTranslator()
    qapp.installTranslator(translator)
    try:
        for dialog in (NewGameDialog(toy_entry, settings), SettingsDialog(settings)):
            qtbot.addWidget(dialog)
            texts = [w.text() for w in dialog.findChildren(QLabel) + dialog.findChildren(QAbstractButton)]
            # not translated on purpose: empty labels and the colour button's "#rrggbb"
            plain = [t for t in texts if t.strip() and not t.startswith("\u00ab") and not t.startswith("#")]
            assert not plain, plain
    finally:
        qapp.removeTranslator(translator)


def test_saved_json_is_plain(toy_entry):
    """A save is JSON the storage layer can write: no objects sneak in from the UI."""
    json.dumps(toy_match(toy_entry).to_json())


# ---------------------------------------------------------------- statistics


def _play_out(match: Match) -> None:
    """Finish ``match`` headlessly: the local seat plays its first legal card, bots play for themselves."""
    while not match.is_over:
        if match.phase == Phase.BETWEEN_ROUNDS:
            match.next_round()
        elif match.waiting_bots():
            play_bots(match)
        else:
            seat = next(iter(match.waiting()))
            match.submit(seat, match.legal(seat)[0])


def _versus_bot(toy_entry, seed: int) -> NewGameChoice:
    return NewGameChoice(toy_entry.game().Options.from_preset("short"),
                         (SeatSpec("local", "Ann"), SeatSpec("bot", levels=("easy",))), seed=seed)


def test_a_decided_match_is_counted_once_for_the_local_player(qtbot, toy_entry, settings):
    from cardsuite.engine import Event
    settings.set("bot_pace", 0.0)
    win = MainWindow(settings)
    qtbot.addWidget(win)
    match = win.play("toy", _versus_bot(toy_entry, seed=21))
    win.controller.shutdown()
    _play_out(match)
    assert match.left_by is None and match.result is not None
    winner = match.result.winner
    expected = "drawn" if winner is None else "won" if winner == 0 else "lost"
    summary = statistics.Stats.load().summary("toy")
    assert summary["played"] == 1 and summary[expected] == 1
    assert summary["won"] + summary["lost"] + summary["drawn"] == 1
    assert summary["points"] == match.totals()[0]
    for listener in list(match.listeners):  # the match tells its listeners again: still one match
        listener(match, [Event("match_over", {"winner": winner})])
    win.show_start_screen()
    assert statistics.Stats.load().summary("toy")["played"] == 1
    assert win.stats.summary("toy")["played"] == 1


def test_the_time_before_a_spider_table_is_put_aside_counts_when_it_is_resumed(qtbot, settings):  # RULES P-9
    from cardsuite.games.spider.engine.options import SpiderOptions
    settings.set("bot_pace", 1.0)            # the bot is in one of its pauses when the table is put aside
    settings.set("animation_speed", "off")
    win = MainWindow(settings)
    qtbot.addWidget(win)
    now = [100.0]
    win.clock = lambda: now[0]           # the table's and the bots' clocks run on this fake one
    choice = NewGameChoice(SpiderOptions(), (SeatSpec("local", "Ann"), SeatSpec("bot", levels=("easy",))), seed=3)
    win.play("spider", choice)
    qtbot.waitUntil(lambda: win.table.clock.running)
    now[0] += 1.5                        # looking at the deal for 1.5 s, no action yet
    before = win.table.clock.elapsed_ms()
    win.show_start_screen()
    noted = saves.read_save("spider")["clock_notes"]["0"]
    assert noted == before == 1500
    bot_noted = saves.read_save("spider")["clock_notes"]["1"]
    resumed = win.resume("spider")
    assert resumed.used_ms(0) == noted and resumed.state.elapsed[0] == 0
    assert resumed.used_ms(1) == bot_noted > resumed.state.elapsed[1], "the bot's pause so far counts too"
    qtbot.waitUntil(lambda: win.table.clock.running)
    now[0] += 0.5
    assert win.table.clock.elapsed_ms() == noted + 500, "the clock goes on from the noted time"
    win.show_start_screen()


def test_a_left_match_is_one_loss_and_a_match_without_a_local_seat_is_not_counted(qtbot, toy_entry, settings):
    settings.set("bot_pace", 0.0)
    win = MainWindow(settings)
    qtbot.addWidget(win)
    win.play("toy", _versus_bot(toy_entry, seed=22))
    win.table.leave_requested.emit()  # "Leave" at the table: the match ends undecided, lost
    assert win.match is None and win.stack.currentWidget() is win.start_screen
    bots = NewGameChoice(toy_entry.game().Options.from_preset("short"),
                         (SeatSpec("bot", levels=("easy",)), SeatSpec("bot", levels=("easy",))), seed=23)
    match = win.play("toy", bots)
    win.controller.shutdown()
    play_bots(match)
    assert match.is_over and match.left_by is None
    win.show_start_screen()
    summary = statistics.Stats.load().summary("toy")
    assert summary["played"] == summary["lost"] == 1


def test_the_game_card_shows_the_results_after_a_match(qtbot, qapp, toy_entry, settings):
    settings.set("bot_pace", 0.0)
    stats = statistics.Stats.load()
    stats.record_result("toy", "win", 3)
    stats.record_result("toy", "loss", 1)
    win = MainWindow(settings)
    qtbot.addWidget(win)
    card = win.start_screen.cards["toy"]
    assert card.stats_note.text() == "Played 2 \u00b7 won 1 \u00b7 lost 1"
    assert card.stats_note.isVisibleTo(card)
    match = win.play("toy", _versus_bot(toy_entry, seed=22))  # the bot wins this deal
    win.controller.shutdown()
    _play_out(match)
    assert match.result.winner == 1
    win.table.continue_requested.emit()  # "Continue" on the result sheet: back to the start screen
    assert win.match is None and win.stack.currentWidget() is win.start_screen
    assert statistics.Stats.load().summary("toy")["played"] == 3
    assert card.stats_note.text() == "Played 3 \u00b7 won 1 \u00b7 lost 2"
    win.stats.record_result("toy", "draw")
    win.refresh_saves()
    assert card.stats_note.text() == "Played 4 \u00b7 won 1 \u00b7 lost 2 \u00b7 drawn 1"
    translator = MarkingTranslator()
    qapp.installTranslator(translator)
    try:
        qapp.processEvents()
        assert card.stats_note.text().startswith("\u00abPlayed 4 ")
    finally:
        qapp.removeTranslator(translator)


def test_the_next_schnapsen_match_goes_on_with_the_deal(qtbot, settings):
    # RULES S-2: the deal alternates between rounds, also from one match to the next
    settings.set("bot_pace", 0.0)
    win = MainWindow(settings)
    qtbot.addWidget(win)
    entry = games.GAMES["schnapsen"]
    choice = NewGameChoice(entry.game().Options.from_preset(None, target=1),
                           (SeatSpec("local", "Ann"), SeatSpec("bot", levels=("easy",))), seed=None)
    first = win.play("schnapsen", choice)
    assert first.record.context["dealer"] == 0, "a fresh profile's first fresh deal is the player's"
    win.controller.shutdown()
    _play_out(first)
    next_dealer = first.match_score["next_dealer"]
    assert next_dealer == 1, "one round: seat 1 deals next"
    # a new match with a fresh deal straight from the finished table (Game > New), before the table was closed
    second = win.play("schnapsen", choice)
    assert second.record.context["dealer"] == next_dealer and second.seed % 2 == 0, "its number says so too"
    resumed = Match.from_json(entry, second.to_json())   # the save keeps it
    assert resumed.record.context["dealer"] == next_dealer
    # a typed deal number deals as it says, whatever came before: seat 0 deals the odd numbers
    typed = win.play("schnapsen", dataclasses.replace(choice, seed=7))
    assert typed.record.context["dealer"] == 0
    win.leave_table()
