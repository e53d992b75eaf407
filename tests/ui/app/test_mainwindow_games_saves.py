"""The main window's start screen, the new-game dialog and saves (resume, newer, corrupt), driven with qtbot."""

from __future__ import annotations

import dataclasses

from PySide6.QtWidgets import QCheckBox, QComboBox, QSpinBox

from cardsuite import games
from cardsuite.profile import folders, saves, versioned_json
from cardsuite.play import play_bots
from cardsuite.play.match import Match
from cardsuite.play.seats import SeatKind
from cardsuite.profile.settings import Settings
from cardsuite.ui.app.mainwindow import MainWindow
from cardsuite.play.seating import SeatSpec, build_seats, levels_in_range
from cardsuite.ui.app.choice import NewGameChoice
from cardsuite.ui.app.newgame import NewGameDialog
from cardsuite.ui.app.gamepicture import picture_cards
from support.mainwindowhelpers import settings, toy_match, window  # noqa: F401  (settings, window: fixtures)


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
    match = toy_match(toy_entry)
    saves.write_save("toy", match.to_json())
    win = MainWindow(settings)
    qtbot.addWidget(win)
    card = win.start_screen.cards["toy"]
    assert card.info.status == "resumable"
    assert card.resume_button.isVisibleTo(card)
    assert "Marta" in card.save_note.text()
    assert [a.objectName() for a in win.resume_menu.actions()] == ["action_resume_toy"]


def test_resume_restores_the_identical_position(qtbot, toy_entry, settings):
    match = toy_match(toy_entry, moves=3)
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
    saves.write_save("toy", toy_match(toy_entry).to_json())
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
    data = toy_match(toy_entry).to_json()
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
    data = toy_match(toy_entry).to_json()
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
