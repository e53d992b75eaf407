"""The main window, the new-game dialog, the settings dialog and the rules view, driven with qtbot."""

from __future__ import annotations

import dataclasses
import json
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QEvent, QTranslator
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QAbstractButton, QCheckBox, QComboBox, QLabel, QMenu, QSpinBox

from cardsuite import games
from cardsuite.profile import folders, saves, statistics, versioned_json
from cardsuite.play import play_bots
from cardsuite.play.match import Match, Phase
from cardsuite.play.seats import BotSeat, SeatKind, local_seat
from cardsuite.profile.settings import Settings
from cardsuite.ui.app.mainwindow import MainWindow
from cardsuite.play.seating import SeatSpec, build_seats, levels_in_range
from cardsuite.ui.app.choice import NewGameChoice
from cardsuite.ui.app.newgame import NewGameDialog
from cardsuite.ui.app.startscreen import picture_cards

ROOT = Path(__file__).resolve().parents[3]


@pytest.fixture
def settings():
    versioned_json.take_problems()
    return Settings.load()


@pytest.fixture
def window(qtbot, settings):
    win = MainWindow(settings)
    qtbot.addWidget(win)
    return win


def _toy_match(toy_entry, moves: int = 3, seed: int = 5, autosave=None) -> Match:
    """A toy match between the local player and a bot, ``moves`` actions in."""
    level = toy_entry.bot_levels()["easy"]
    match = Match(toy_entry, toy_entry.game().Options.from_preset(),
                  [local_seat("Ann"), BotSeat(level, "Marta", pace=0)], seed=seed, autosave=autosave)
    for _ in range(moves):
        seat = next(iter(match.waiting()))
        if seat == 0:
            match.submit(0, match.legal(0)[0])
        else:
            play_bots(match, max_actions=1)
    return match


# ---------------------------------------------------------------- the start screen


def test_lists_every_registered_game(window, toy_entry):
    window.refresh()
    card = window.start_screen.cards["toy"]
    assert card.title.text() == "Toy tricks"
    assert card.description.text() == "A tiny trick game for tests."
    assert not card.picture.pixmap().isNull()
    assert card.play_button.isVisibleTo(card)
    assert not card.resume_button.isVisibleTo(card)
    names = [a.objectName() for a in window.new_menu.actions()]
    assert "action_new_toy" in names
    rules = [a.objectName() for a in window.rules_menu.actions()]
    assert rules == [f"action_rules_{name}" for name in games.GAMES]
    assert not window.resume_menu.isEnabled()


def test_an_empty_registry_says_so(window, monkeypatch):
    monkeypatch.setattr(games, "GAMES", {})
    window.refresh()
    assert window.start_screen.cards == {}
    assert window.start_screen.empty_note.isVisibleTo(window.start_screen)
    assert not window.new_menu.isEnabled()


def test_nothing_starts_on_its_own(window, toy_entry):
    window.refresh()
    assert window.match is None
    assert window.stack.currentWidget() is window.start_screen
    assert not window.leave_action.isEnabled()


def test_picture_cards_come_from_a_sample_deal(toy_entry):
    codes = picture_cards(toy_entry)
    assert 3 <= len(codes) <= 5
    assert all(code[-1] in "SH" for code in codes)  # the toy deck has spades and hearts only


# ---------------------------------------------------------------- the new-game dialog


def test_new_game_dialog_builds_option_widgets(qtbot, toy_entry, settings):
    dialog = NewGameDialog(toy_entry, settings)
    qtbot.addWidget(dialog)
    form = dialog.options_form
    target = form.editors["target"].widget
    assert isinstance(target, QSpinBox) and target.value() == 4
    presets = [form.preset_combo.itemData(i) for i in range(form.preset_combo.count())]
    assert presets == ["default", "short"]
    form.preset_combo.setCurrentIndex(1)  # changing the preset fills in its values
    assert target.value() == 2
    target.setValue(3)
    choice = dialog.choice()
    assert choice.options == toy_entry.game().Options(preset="short", target=3)
    assert choice.seed is None
    assert [s.kind for s in choice.seats] == ["local", "bot"]
    assert choice.seats[1].levels == ("easy",)


def test_new_game_dialog_deal_number_and_hotseat(qtbot, toy_entry, settings):
    dialog = NewGameDialog(toy_entry, settings)
    qtbot.addWidget(dialog)
    qtbot.keyClicks(dialog.seed_edit, "1234")
    dialog.set_hotseat(["Ann", "Bob"])
    choice = dialog.choice()
    assert choice.seed == 1234
    assert choice.hotseat
    assert choice.seats == (SeatSpec("hotseat", "Ann"), SeatSpec("hotseat", "Bob"))


def test_a_random_matchs_deal_number_can_be_typed_in_to_play_it_again(qtbot, toy_entry, settings):
    from cardsuite.app import bot_seats
    from cardsuite.engine import MAX_SEED, NEW_SEED_LIMIT
    from cardsuite.play.match import Match
    options = toy_entry.game().Options()
    seeds = [Match(toy_entry, options, bot_seats(toy_entry, options)).seed for _ in range(200)]
    assert all(0 <= s < NEW_SEED_LIMIT for s in seeds) and len(set(seeds)) > 190   # short numbers to type
    dialog = NewGameDialog(toy_entry, settings)
    qtbot.addWidget(dialog)
    qtbot.keyClicks(dialog.seed_edit, str(MAX_SEED))            # as large as an older save's deal
    assert dialog.choice().seed == MAX_SEED
    dialog.seed_edit.clear()
    qtbot.keyClicks(dialog.seed_edit, "12x3")                    # only digits can be typed
    assert dialog.seed_edit.text() == "123"
    dialog.seed_edit.setText(str(MAX_SEED + 1))                  # a number no deal has is refused, with a reason
    dialog.accept()
    assert dialog.result() != dialog.DialogCode.Accepted
    assert dialog.error_label.text() == f"A deal number is a whole number from 0 to {MAX_SEED}."


def test_new_game_dialog_reads_field_metadata(qtbot, toy_entry, monkeypatch):
    import dataclasses

    from cardsuite.engine import GameOptions

    @dataclasses.dataclass(frozen=True)
    class Fancy(GameOptions):
        draw: int = dataclasses.field(default=1, metadata={"label": "Cards drawn", "choices": [1, 2],
                                                            "help": "How many cards a turn draws."})
        doubling: bool = False
        style: str = dataclasses.field(default="stars", metadata={"choices": [("stars", "StarGames"),
                                                                               ("classic", "Classic")]})
        PRESETS = {"stars": {}, "classic": {"draw": 2, "style": "classic", "doubling": True}}

    game = toy_entry.game()
    monkeypatch.setattr(type(game), "Options", Fancy)
    dialog = NewGameDialog(toy_entry, None)
    qtbot.addWidget(dialog)
    editors = dialog.options_form.editors
    assert isinstance(editors["draw"].widget, QComboBox)
    assert editors["draw"].label == "Cards drawn"
    assert editors["draw"].widget.toolTip() == "How many cards a turn draws."
    assert isinstance(editors["doubling"].widget, QCheckBox)
    assert editors["style"].widget.currentText() == "StarGames"
    dialog.options_form.apply_preset("classic")
    assert dialog.choice().options == Fancy(preset="classic", draw=2, doubling=True, style="classic")


def test_skill_range_picks_levels_and_seats(toy_entry, settings):
    assert [lvl.level for lvl in levels_in_range(toy_entry, 900, 1100)] == ["easy"]
    assert [lvl.level for lvl in levels_in_range(toy_entry, 1500, 1800)] == ["easy"]  # the nearest
    choice = NewGameChoice(toy_entry.game().Options.from_preset(),
                           (SeatSpec("local", "Ann"), SeatSpec("bot", levels=("easy",))), seed=7)
    seats = build_seats(toy_entry, choice.seats, bot_pace=0.5)
    assert seats[0].kind is SeatKind.LOCAL and seats[0].name == "Ann"
    assert seats[1].kind is SeatKind.BOT and seats[1].rating == 1000 and seats[1].pace == 0.5
    assert seats[1].name and seats[1].name != "Ann"


def test_player_name_comes_from_the_settings(qtbot, toy_entry, settings):
    settings.set("player_name", "Zofia")
    dialog = NewGameDialog(toy_entry, settings)
    qtbot.addWidget(dialog)
    assert dialog.choice().seats[0] == SeatSpec("local", "Zofia")


# ---------------------------------------------------------------- saves: resume, newer, corrupt


def test_resume_is_offered_for_a_save(qtbot, toy_entry, settings):
    match = _toy_match(toy_entry)
    saves.write_save("toy", match.to_json())
    win = MainWindow(settings)
    qtbot.addWidget(win)
    card = win.start_screen.cards["toy"]
    assert card.info.status == "resumable"
    assert card.resume_button.isVisibleTo(card)
    assert "Marta" in card.save_note.text()
    assert [a.objectName() for a in win.resume_menu.actions()] == ["action_resume_toy"]


def test_resume_restores_the_identical_position(qtbot, toy_entry, settings):
    match = _toy_match(toy_entry, moves=3)
    saves.write_save("toy", match.to_json())
    win = MainWindow(settings)
    qtbot.addWidget(win)
    resumed = win.resume("toy")
    assert resumed is not None
    assert win.stack.currentWidget() is win.table_page
    assert resumed.state.to_json() == match.state.to_json()
    assert resumed.record.actions == match.record.actions
    assert [s.name for s in resumed.seats] == ["Ann", "Marta"]
    win.close()  # closing mid-match keeps the save for next time
    assert saves.read_save("toy") is not None


def test_play_autosaves_and_leaving_deletes_the_save(qtbot, toy_entry, settings):
    settings.set("bot_pace", 0.0)
    win = MainWindow(settings)
    qtbot.addWidget(win)
    choice = NewGameChoice(toy_entry.game().Options.from_preset(),
                           (SeatSpec("local", "Ann"), SeatSpec("bot", levels=("easy",))), seed=11)
    match = win.play("toy", choice)
    assert match is not None and match.seed == 11
    assert win.stack.currentWidget() is win.table_page
    assert saves.read_save("toy")["seed"] == 11
    win.leave_table()
    assert saves.read_save("toy") is None
    assert win.stack.currentWidget() is win.start_screen
    assert win.match is None


def test_play_from_the_menu_asks_before_replacing_a_save(qtbot, toy_entry, settings, monkeypatch):
    from cardsuite.ui.app import newgame
    saves.write_save("toy", _toy_match(toy_entry).to_json())
    settings.set("bot_pace", 0.0)
    win = MainWindow(settings)
    qtbot.addWidget(win)
    choice = NewGameChoice(toy_entry.game().Options.from_preset("short"),
                           (SeatSpec("local", "Ann"), SeatSpec("bot", levels=("easy",))), seed=99)
    monkeypatch.setattr(newgame, "ask_new_game", lambda entry, settings, parent: choice)
    asked = []
    monkeypatch.setattr(win, "_ask", lambda *args: asked.append(args) or False)
    win.new_game("toy")  # the player keeps the unfinished match
    assert asked and win.match is None
    assert saves.read_save("toy")["seed"] == 5
    monkeypatch.setattr(win, "_ask", lambda *args: True)
    win.new_game("toy")
    assert win.match is not None and win.match.options.target == 2
    assert saves.read_save("toy")["seed"] == 99
    win.show_start_screen()  # back to the start screen: the match stays resumable
    assert win.match is None and win.start_screen.cards["toy"].info.status == "resumable"


def test_new_game_from_a_finished_tables_result_sheet_opens_the_dialog(qtbot, toy_entry, settings, monkeypatch):
    from cardsuite.ui.app import newgame
    settings.set("bot_pace", 0.0)
    win = MainWindow(settings)
    qtbot.addWidget(win)
    first = NewGameChoice(toy_entry.game().Options.from_preset(),
                          (SeatSpec("bot", levels=("easy",)), SeatSpec("bot", levels=("easy",))), seed=7)
    second = NewGameChoice(toy_entry.game().Options.from_preset("short"),
                           (SeatSpec("local", "Ann"), SeatSpec("bot", levels=("easy",))), seed=8)
    win.play("toy", first)
    win.controller.shutdown()
    play_bots(win.match)
    assert win.match.is_over
    asked = []
    monkeypatch.setattr(newgame, "ask_new_game", lambda entry, settings, parent: asked.append(entry) or second)
    win.table.new_game_requested.emit()  # "New duel" / "New game" on the result sheet
    qtbot.waitUntil(lambda: asked == [toy_entry])
    assert win.match is not None and win.match.seed == 8 and not win.match.is_over


def test_hotseat_match_opens_with_both_names(qtbot, toy_entry, settings):
    win = MainWindow(settings)
    qtbot.addWidget(win)
    choice = NewGameChoice(toy_entry.game().Options.from_preset(),
                           (SeatSpec("hotseat", "Ann"), SeatSpec("hotseat", "Bob")), seed=3)
    match = win.play("toy", choice)
    assert [s.kind for s in match.seats] == [SeatKind.HOTSEAT, SeatKind.HOTSEAT]
    assert [s.name for s in match.seats] == ["Ann", "Bob"]
    assert win.table is not None and win.stack.currentWidget() is win.table_page


def test_unreadable_settings_are_reported_once_at_start(qtbot, toy_entry):
    folders.settings_path().write_text("nonsense", encoding="utf-8")
    versioned_json.take_problems()
    loaded = Settings.load()
    win = MainWindow(loaded)
    qtbot.addWidget(win)
    qtbot.waitUntil(lambda: win.last_message is not None)
    assert "settings" in win.last_message[1].lower()
    win.last_message = None
    win.report_problems()
    assert win.last_message is None  # each problem is told once


def test_window_geometry_is_kept(qtbot, settings):
    win = MainWindow(settings)
    qtbot.addWidget(win)
    win.resize(760, 560)  # inside the offscreen screen (800x600), so nothing is clamped
    win.show()
    win.close()
    assert Settings.load().get("window_geometry")
    again = MainWindow(Settings.load())
    qtbot.addWidget(again)
    assert (again.width(), again.height()) == (760, 560)


def test_a_save_that_does_not_replay_is_refused_and_kept(qtbot, toy_entry, settings):
    data = _toy_match(toy_entry).to_json()
    data["current"]["actions"] += [[0, {"type": "play", "card": "AS"}]] * 2  # never a legal sequence
    saves.write_save("toy", data)
    path = saves.save_path("toy")
    before = path.read_bytes()
    win = MainWindow(settings)
    qtbot.addWidget(win)
    assert win.resume("toy") is None
    title, text = win.last_message
    assert "cannot be resumed" in title
    assert "left as it is" in text
    assert path.read_bytes() == before
    card = win.start_screen.cards["toy"]
    assert card.info.status == "broken"
    assert not card.resume_button.isVisibleTo(card)
    assert card.discard_button.isVisibleTo(card)
    assert win.match is None and win.stack.currentWidget() is win.start_screen


def test_an_unreadable_save_is_moved_aside_with_a_message(qtbot, toy_entry, settings):
    path = saves.save_path("toy")
    path.write_text("{ this is not json", encoding="utf-8")
    win = MainWindow(settings)
    qtbot.addWidget(win)
    qtbot.waitUntil(lambda: win.last_message is not None)
    assert "could not be read" in win.last_message[1]
    assert list(path.parent.glob("toy.json.corrupt-*")), "the bad file is kept, moved aside"
    assert win.start_screen.cards["toy"].info.status == "none"


def test_a_save_from_a_newer_version_is_not_resumable(qtbot, toy_entry, settings):
    path = saves.save_path("toy")
    versioned_json.write_json(path, "save", {"game": "toy"}, version=versioned_json.FORMAT_VERSION + 5)
    before = path.read_bytes()
    win = MainWindow(settings)
    qtbot.addWidget(win)
    card = win.start_screen.cards["toy"]
    assert card.info.status == "newer"
    assert "newer version" in card.save_note.text()
    assert not card.resume_button.isVisibleTo(card)
    assert win.resume("toy") is None
    assert path.read_bytes() == before


def test_discarding_a_broken_save_is_the_players_choice(qtbot, toy_entry, settings, monkeypatch):
    data = _toy_match(toy_entry).to_json()
    data["seed"] = "not a number"
    saves.write_save("toy", data)
    win = MainWindow(settings)
    qtbot.addWidget(win)
    assert win.resume("toy") is None
    assert saves.read_save("toy") is not None
    monkeypatch.setattr(win, "_ask", lambda *args: True)
    win.discard_save("toy")
    assert saves.read_save("toy") is None
    assert win.start_screen.cards["toy"].info.status == "none"


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
    json.dumps(_toy_match(toy_entry).to_json())


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
