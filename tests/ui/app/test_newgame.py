"""The new-game dialog for a game whose options decide the seats (Canasta: 2 players, or 4 in two
partnerships), driven through its widgets; and hot-seat for four people at one screen."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import QPointF, Qt
from PySide6.QtWidgets import QComboBox, QLabel

from cardsuite import games
from cardsuite.play.match import Phase
from cardsuite.play.seats import SeatKind, hotseat_seat
from cardsuite.profile.sessions import Sessions
from cardsuite.ui.toolkit.controller import MatchController
from cardsuite.play.seating import SeatSpec, build_seats
from cardsuite.ui.app.newgame import SETTINGS_KEY, NewGameDialog
from cardsuite.ui.toolkit.piles import FannedHand
from cardsuite.ui.toolkit.table import GameTable
from support.tablehelpers import click, easy_bot, shown


@pytest.fixture
def canasta():
    return games.get("canasta")


def dialog_for(qtbot, entry, settings) -> NewGameDialog:
    dialog = NewGameDialog(entry, settings)
    qtbot.addWidget(dialog)
    return dialog


def choose(combo: QComboBox, data) -> None:
    combo.setCurrentIndex(combo.findData(data))


def players(dialog: NewGameDialog) -> QComboBox:
    return dialog.findChild(QComboBox, "option_players")


def kind_combo(dialog: NewGameDialog, seat: int) -> QComboBox:
    return dialog.findChild(QComboBox, f"seat_kind_{seat}")


def visible_rows(dialog: NewGameDialog) -> list[str]:
    return [edit.objectName() for edit in dialog.seat_rows.name_edits if edit.isVisibleTo(dialog)]


def test_the_player_count_sits_with_the_seats_and_the_rows_follow_it(qtbot, canasta, settings):
    dialog = dialog_for(qtbot, canasta, settings)
    assert players(dialog) is not None and "players" not in dialog.options_form.rows   # not among the rules
    assert visible_rows(dialog) == ["player_name_0", "player_name_1"]
    assert dialog.findChild(QLabel, "team_0") is None                                  # no sides with 2 players
    choose(players(dialog), 4)
    assert visible_rows(dialog) == [f"player_name_{i}" for i in range(4)]
    assert kind_combo(dialog, 0) is None                                                # seat 1 is you
    assert [kind_combo(dialog, s).currentData() for s in (1, 2, 3)] == ["bot"] * 3
    ours, theirs = dialog.findChild(QLabel, "team_0"), dialog.findChild(QLabel, "team_1")
    assert ours.text() == "Your side: seats 1 + 3" and theirs.text() == "Opponents: seats 2 + 4"
    choose(players(dialog), 2)
    assert visible_rows(dialog) == ["player_name_0", "player_name_1"]


def test_four_seats_mixed_people_and_computers_start_a_match(qtbot, canasta, settings):
    dialog = dialog_for(qtbot, canasta, settings)
    choose(players(dialog), 4)
    choose(kind_combo(dialog, 2), "person")                                            # your partner, here
    qtbot.keyClicks(dialog.seat_rows.name_edits[0], "Ann")
    qtbot.mouseClick(dialog.start_button, Qt.MouseButton.LeftButton)
    assert dialog.result() == dialog.DialogCode.Accepted
    choice = dialog.choice()
    assert choice.options.players == 4 and choice.hotseat
    assert [s.kind for s in choice.seats] == ["hotseat", "bot", "hotseat", "bot"]
    assert choice.seats[0].name == "Ann" and choice.seats[2].name == "Player 3"        # the placeholder's name
    assert choice.seats[1].levels == ("easy", "medium")                                # a newcomer: the weaker half
    seats = build_seats(canasta, choice.seats, 0.0, random.Random(5))
    assert [s.kind for s in seats] == [SeatKind.HOTSEAT, SeatKind.BOT, SeatKind.HOTSEAT, SeatKind.BOT]
    assert len({s.name for s in seats}) == 4
    match = Sessions(settings).new_match("canasta", choice.options, seats, 7)
    assert len(match.seats) == 4 and match.state.view(0).players == 4


def test_an_unnamed_person_shows_a_placeholder_not_text(qtbot, canasta, settings):
    dialog = dialog_for(qtbot, canasta, settings)
    edits = dialog.seat_rows.name_edits
    assert edits[0].text() == "" and edits[0].placeholderText() == "You"
    assert not edits[1].isEnabled() and edits[1].text() == ""                          # a computer's name is drawn
    choose(kind_combo(dialog, 1), "person")
    assert edits[1].isEnabled() and edits[1].text() == "" and edits[1].placeholderText() == "Player 2"
    assert edits[0].placeholderText() == "Player 1"                                    # two people: nobody is "You"
    assert dialog.choice().seats == (SeatSpec("hotseat", "Player 1"), SeatSpec("hotseat", "Player 2"))
    choose(kind_combo(dialog, 1), "bot")
    assert dialog.choice().seats[0] == SeatSpec("local", "You")


def test_one_person_against_three_computers_is_the_local_seat(qtbot, canasta, settings):
    settings.set("player_name", "Zofia")
    dialog = dialog_for(qtbot, canasta, settings)
    choose(players(dialog), 4)
    dialog.set_skill_range(1400, 1400)
    choice = dialog.choice()
    assert choice.seats[0] == SeatSpec("local", "Zofia") and not choice.hotseat
    assert all(s == SeatSpec("bot", levels=("medium",)) for s in choice.seats[1:])
    assert dialog.range_note.text() == "Each computer player plays at the level Medium."


def test_four_people_at_one_screen(qtbot, canasta, settings):
    dialog = dialog_for(qtbot, canasta, settings)
    choose(players(dialog), 4)
    dialog.set_hotseat(["Ann", "Bob", "Cy"])
    assert not dialog.bot_box.isEnabled()
    choice = dialog.choice()
    assert choice.seats == (SeatSpec("hotseat", "Ann"), SeatSpec("hotseat", "Bob"), SeatSpec("hotseat", "Cy"),
                            SeatSpec("hotseat", "Player 4"))


def test_options_shown_only_for_the_player_counts_they_apply_to(qtbot, canasta, settings):
    dialog = dialog_for(qtbot, canasta, settings)
    form = dialog.options_form
    ask = form.editors["ask_partner"].widget
    assert not ask.isVisibleTo(dialog)
    choose(players(dialog), 4)
    assert ask.isVisibleTo(dialog)
    ask.setChecked(True)
    assert dialog.choice().options.ask_partner
    choose(players(dialog), 2)                       # not offered with 2 players: the preset's value
    assert not ask.isVisibleTo(dialog) and not dialog.choice().options.ask_partner
    for name in ("target", "stake", "limit", "doubling"):   # the table's own settings are in view
        assert form.editors[name].widget.isVisibleTo(dialog), name
    assert not form.editors["min_from_0"].widget.isVisibleTo(dialog)
    qtbot.mouseClick(form.more_button, Qt.MouseButton.LeftButton)
    assert form.editors["min_from_0"].widget.isVisibleTo(dialog)
    assert form.editors["canastas_to_go_out"].widget.isVisibleTo(dialog)
    assert not form.editors["canastas_to_go_out_partnership"].widget.isVisibleTo(dialog)
    choose(form.editors["target"].widget, 2500)
    choose(form.preset_combo, "Classic")
    options = dialog.choice().options
    assert (options.preset, options.draw_count, options.target) == ("Classic", 2, 2500)


def test_the_last_choices_come_back_and_stay_valid_when_the_count_changes(qtbot, canasta, settings):
    first = dialog_for(qtbot, canasta, settings)
    choose(players(first), 4)
    first.set_hotseat(["Ann", "", "Cy", ""])
    choose(kind_combo(first, 3), "bot")
    first.options_form.editors["min_from_0"].widget.setValue(60)
    first.accept()
    assert settings.get(SETTINGS_KEY)["canasta"]["kinds"] == ["person", "person", "person", "bot"]

    again = dialog_for(qtbot, canasta, settings)
    assert [s.kind for s in again.choice().seats] == ["hotseat", "hotseat", "hotseat", "bot"]
    assert again.seat_rows.name_edits[2].text() == "Cy" and again.seat_rows.name_edits[1].text() == ""
    assert again.options_form.more_button.isChecked()          # a changed finer rule is not hidden
    choose(players(again), 2)
    choice = again.choice()
    assert choice.seats == (SeatSpec("hotseat", "Ann"), SeatSpec("hotseat", "Player 2"))
    assert choice.options.players == 2 and choice.options.min_from_0 == 60


def test_an_older_remembered_choice_still_reads(qtbot, canasta, settings):
    settings.set(SETTINGS_KEY, {"canasta": {"opponent": "hotseat", "names": ["Player 1", "Player 2"],
                                            "low": 1100, "high": 1400, "options": {"preset": "Classic", "players": 4}}})
    dialog = dialog_for(qtbot, canasta, settings)
    choice = dialog.choice()
    assert choice.options.players == 4 and choice.options.preset == "Classic"
    assert [s.kind for s in choice.seats] == ["hotseat"] * 4


def test_a_two_seat_game_has_no_count_and_no_sides(qtbot, toy_entry, settings):
    dialog = dialog_for(qtbot, toy_entry, settings)
    assert dialog.options_form.seat_fields == [] and visible_rows(dialog) == ["player_name_0", "player_name_1"]
    assert dialog.findChild(QLabel, "team_0") is None and not dialog.options_form.more_button.isVisibleTo(dialog)


# ---------------------------------------------------------------- four people passing one screen


class HandTable(GameTable):
    """A stand-in table: only the hand of the seat on screen."""

    def setup(self) -> None:
        w, h = self.TABLE_SIZE
        self.hand = FannedHand(self.table_scene, (w / 2, h - 1.6), max_width=8.0, spacing=0.4, z=100)

    def render(self, view, legal) -> None:
        self.hand.set_cards(view.hand)


def play_a_turn(table) -> None:
    """Draw, then discard the first card that may go: two actions through the table's own signal."""
    for kind in ("draw", "discard"):
        action = next(a for a in table.current_legal if a.kind == kind)
        table.action_chosen.emit(action)


def test_four_hot_seat_people_each_get_the_screen_in_turn(qtbot, canasta, settings):
    from cardsuite.play.match import Match
    options = canasta.game().Options.from_preset(None, players=4)
    names = ["Ann", "Bob", "Cy", "Dee"]
    match = Match(canasta, options, [hotseat_seat(n) for n in names], seed=3)
    table = shown(qtbot, HandTable(canasta, options, settings), (1000, 700))
    controller = MatchController(match, table, settings)
    controller.start()
    seen = []
    for _ in range(6):
        (seat,) = match.waiting()
        assert table.pass_screen_visible() and table.pass_screen.name == names[seat]
        assert not table.can_act() and not any(it.isVisible() for it in table.table_scene.card_items())
        click(table, QPointF(6, 4))
        assert not table.pass_screen_visible() and table.current_view.seat == seat
        assert [it.key for it in table.hand.items] == [c.text for c in match.view(seat).hand]
        seen.append(seat)
        play_a_turn(table)
    assert seen == [(seen[0] + i) % 4 for i in range(6)]


def test_partners_at_one_screen_against_two_computers(qtbot, canasta, settings):
    from cardsuite.play.match import Match
    options = canasta.game().Options.from_preset(None, players=4)
    match = Match(canasta, options, [hotseat_seat("Ann"), easy_bot(canasta, "Bob"), hotseat_seat("Cy"),
                                     easy_bot(canasta, "Dee")], seed=4)
    table = shown(qtbot, HandTable(canasta, options, settings), (1000, 700))
    controller = MatchController(match, table, settings)
    controller.start()
    turns = []
    while len(turns) < 4 and match.phase == Phase.PLAYING:
        qtbot.waitUntil(lambda: table.pass_screen_visible() and bool(match.waiting() & {0, 2}))
        (seat,) = match.waiting()
        assert table.pass_screen.name == match.seats[seat].name
        click(table, QPointF(6, 4))
        assert table.current_view.seat == seat and table.can_act()
        turns.append(seat)
        play_a_turn(table)
    assert turns == [turns[0], 2 - turns[0], turns[0], 2 - turns[0]]
