"""The round summary's coach (issue 25 §3): "What did that round cost me?" by mouse and by keyboard shows the
costliest decisions and the open-card line, computed off the GUI thread; closing the summary or the table while it
works leaves no thread running and nothing called back."""

from __future__ import annotations

import threading

import pytest
from PySide6.QtCore import Qt

from cardsuite import games
from cardsuite.games.schnapsen.bots.coach import Coach
from cardsuite.games.schnapsen.table import coach as coach_part
from cardsuite.games.schnapsen.table.coach import report_lines
from cardsuite.games.schnapsen.table.table import SchnapsenTable
from cardsuite.play.match import Phase
from cardsuite.play.seats import BotSeat, hotseat_seat
from cardsuite.ui.toolkit.controller import MatchController
from support.schnapsencoach import CoachGate, finished_match
from support.tablehelpers import click, key, shown, tab_to

ENTRY = games.GAMES["schnapsen"]


@pytest.fixture
def settings(settings):
    settings.set("hints_enabled", False)
    return settings


def summary_table(qtbot, settings, match, size=(1280, 800)):
    table = shown(qtbot, SchnapsenTable(ENTRY, match.options, settings), size)
    controller = MatchController(match, table, settings)
    controller.start()
    qtbot.waitUntil(lambda: table.summary_visible() and table.animations_idle())
    return table, controller


def expected_lines(match, seat=0):
    return report_lines(Coach().analyse(match.finished_rounds[-1], seat))


def test_a_click_on_the_button_shows_the_costliest_decisions_and_the_open_card_line(qtbot, settings):
    match = finished_match(ENTRY, seed=29)         # two costly decisions, as seed 11 has, for under half the coach's work
    table, _ = summary_table(qtbot, settings, match)
    panel = table.summary_panel
    assert panel.extra_button.isVisible() and panel.extra_button.text == "What did that round cost me?"
    click(table, panel.extra_button.mapToScene(panel.extra_button.boundingRect().center()))
    assert table.coach.working and not panel.extra_button.isVisible()
    assert panel.extra_lines[0].startswith("The coach is looking at your decisions")
    qtbot.waitUntil(lambda: table.coach.state == "done", timeout=60_000)
    assert panel.extra_lines == expected_lines(match)
    assert any(line.startswith("With all cards open") for line in panel.extra_lines)


def test_the_keyboard_reaches_the_button_and_enter_asks(qtbot, settings):
    match = finished_match(ENTRY, seed=4)          # one costly decision, as seed 12 has, for a third of the work
    table, _ = summary_table(qtbot, settings, match)
    panel = table.summary_panel
    tab_to(table, lambda stop: stop is panel.extra_button)
    key(table, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: table.coach.state == "done", timeout=60_000)
    assert panel.extra_lines == expected_lines(match)
    tab_to(table, lambda stop: stop is panel.continue_button)     # the answer shown, the keys go on to Continue
    key(table, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: match.phase == Phase.PLAYING and not table.summary_visible())


def test_no_button_for_a_screen_without_a_player_of_that_round(qtbot, settings):
    match = finished_match(ENTRY)
    match.seats[0] = BotSeat(ENTRY.bot_levels()["easy"], "Cy", pace=0)     # bots only: nobody here played it
    table, _ = summary_table(qtbot, settings, match)
    assert not table.summary_panel.extra_button.isVisible() and table.coach.state == "off"


def test_hot_seat_players_each_get_their_own_lines(qtbot, settings):
    match = finished_match(ENTRY, seed=13)
    match.seats[:] = [hotseat_seat("Ann"), hotseat_seat("Ben")]
    table, _ = summary_table(qtbot, settings, match)
    assert table.round_review[1] == (0, 1)
    table.coach.request()
    qtbot.waitUntil(lambda: table.coach.state == "done", timeout=60_000)
    lines = table.summary_panel.extra_lines
    assert lines[0] == "Ann:" and "Ben:" in lines
    assert lines[1:lines.index("Ben:")] == expected_lines(match, 0)


def _coach_threads(gate):
    return [t for t in gate.threads if t.is_alive()]


def test_continue_while_the_coach_works_calls_it_off(qtbot, settings, monkeypatch):
    gate = CoachGate(monkeypatch)
    answers = []
    original = coach_part.RoundCoach._answer
    monkeypatch.setattr(coach_part.RoundCoach, "_answer", lambda self, *a: (answers.append(a), original(self, *a)))
    match = finished_match(ENTRY)
    table, _ = summary_table(qtbot, settings, match)
    assert table.coach.request()
    qtbot.waitUntil(lambda: bool(gate.threads))
    assert gate.threads[0] is not threading.main_thread()
    click(table, table.summary_panel.continue_button.mapToScene(table.summary_panel.continue_button.boundingRect().center()))
    qtbot.waitUntil(lambda: match.phase == Phase.PLAYING)
    assert not table.coach.working
    gate.release()
    assert gate.finished.wait(60)
    qtbot.waitUntil(lambda: not _coach_threads(gate), timeout=30_000)
    qtbot.wait(50)
    assert answers == []                 # the answer of a closed sheet is never delivered
    assert table.summary_panel.extra_lines == []


def test_closing_the_table_while_the_coach_works_leaves_nothing_running(qtbot, settings, monkeypatch):
    gate = CoachGate(monkeypatch)
    answers = []
    monkeypatch.setattr(coach_part.RoundCoach, "_answer", lambda self, *a: answers.append(a))
    match = finished_match(ENTRY)
    table = SchnapsenTable(ENTRY, match.options, settings)     # not qtbot's: this test deletes it itself
    table.resize(1280, 800)
    table.show()
    controller = MatchController(match, table, settings)
    controller.start()
    qtbot.waitUntil(lambda: table.summary_visible() and table.animations_idle())
    table.coach.request()
    qtbot.waitUntil(lambda: bool(gate.threads))
    destroyed = []
    table.destroyed.connect(lambda *_: destroyed.append(True))
    table.close()
    table.deleteLater()
    qtbot.waitUntil(lambda: bool(destroyed))
    gate.release()
    assert gate.finished.wait(60)
    qtbot.waitUntil(lambda: not _coach_threads(gate), timeout=30_000)
    qtbot.wait(50)
    assert answers == []
