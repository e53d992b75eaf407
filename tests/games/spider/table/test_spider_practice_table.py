"""Spider practice's table (RULES P-11, P-12): Undo and Redo by key and button, restarting the deal, the
solver's demo playing and stopping, and a won practice game counted in practice's statistics only."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from cardsuite import games
from cardsuite.games.spider.engine.actions import DEAL, UNDO, Move, TurnUp
from cardsuite.games.spider.engine.deal import deck_ints
from cardsuite.games.spider.engine.oracle import solve_deck
from cardsuite.games.spider.engine.practice import PracticeOptions
from cardsuite.games.spider.engine.practicestate import DEMO, REDO, RESTART
from cardsuite.play.match import Match
from cardsuite.play.seats import local_seat
from cardsuite.profile.sessions import Sessions
from cardsuite.ui.toolkit.controller import MatchController
from support.spiderhelpers import drag_run, ready
from support.tablehelpers import click, shown

ENTRY = games.GAMES["spider_practice"]


@pytest.fixture
def settings(settings):
    settings.set("hints_enabled", False)
    return settings


def practice_table(qtbot, settings, match):
    table = shown(qtbot, ENTRY.table_class()(ENTRY, match.options, settings), (1280, 800))
    controller = MatchController(match, table, settings)
    controller.start()
    ready(qtbot, table)
    return table, controller


def practice(qtbot, settings, seed=4, **options):
    match = Match(ENTRY, PracticeOptions(**options), [local_seat("Ann")], seed=seed)
    table, controller = practice_table(qtbot, settings, match)
    return match, table, controller


def actions_of(match) -> list:
    return [ENTRY.game().actions.from_json(data) for _, data in match.record.actions]


def a_move(match) -> Move:
    return next(a for a in match.legal(0) if isinstance(a, Move))


def test_undo_then_redo_by_key_and_by_button(qtbot, settings):  # RULES P-11
    match, table, controller = practice(qtbot, settings)
    assert not table.redo_button.isEnabled()
    move = a_move(match)
    drag_run(table, move.src, move.count, move.dst)
    board = match.view(0).board
    QTest.keyClick(table, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert actions_of(match)[-1] == UNDO and table.redo_button.isEnabled()
    QTest.keyClick(table, Qt.Key.Key_Y, Qt.KeyboardModifier.ControlModifier)
    assert actions_of(match)[-1] == REDO and match.view(0).board.up == board.up
    click(table, table.undo_button.center_scene())
    assert actions_of(match)[-1] == UNDO
    click(table, table.redo_button.center_scene())
    assert actions_of(match)[-1] == REDO and match.view(0).board.up == board.up
    assert not table.redo_button.isEnabled()
    controller.shutdown()


def test_restart_deals_the_same_deal_again(qtbot, settings):  # RULES P-11
    match, table, controller = practice(qtbot, settings)
    start = match.view(0).board
    assert not table.restart_button.isEnabled()
    click(table, table.deal_button.center_scene())
    assert match.view(0).board != start and table.restart_button.isEnabled()
    click(table, table.restart_button.center_scene())
    assert actions_of(match)[-1] == RESTART
    assert match.view(0).board == start and len(table.stock.items) == 50
    assert not table.restart_button.isEnabled()
    controller.shutdown()


def test_the_demo_plays_the_solvers_steps_and_stops(qtbot, settings):  # RULES P-11
    match, table, controller = practice(qtbot, settings, seed=2)
    click(table, table.demo_button.center_scene())
    assert table.demo_running
    qtbot.waitUntil(lambda: DEMO in actions_of(match))
    asked = actions_of(match).index(DEMO)
    qtbot.waitUntil(lambda: len(actions_of(match)) >= asked + 6, timeout=20_000)
    played = actions_of(match)[asked + 1:]
    assert all(isinstance(a, (Move, TurnUp)) or a == DEAL for a in played)
    QTest.keyClick(table, Qt.Key.Key_Escape)
    assert not table.demo_running
    count = len(actions_of(match))
    qtbot.wait(400)
    assert len(actions_of(match)) == count, "a stopped demo plays nothing more"
    assert match.view(0).demo == "plan", "the plan waits; Demo goes on from it"
    click(table, table.demo_button.center_scene())
    qtbot.waitUntil(lambda: len(actions_of(match)) >= count + 3, timeout=20_000)
    click(table, table.demo_button.center_scene())
    assert not table.demo_running and DEMO not in actions_of(match)[count:]
    controller.shutdown()


def test_a_won_practice_game_counts_in_practices_statistics_not_the_duels(qtbot, settings):  # RULES P-11
    sessions = Sessions(settings)
    options = PracticeOptions(suits=2)
    match = sessions.new_match("spider_practice", options, [local_seat("Ann")], 4)
    sessions.attach(match)
    table, controller = practice_table(qtbot, settings, match)
    for step in solve_deck(deck_ints(4, 2)).steps:         # 167 steps, deal 3's 218: the same 44 turn-ups, 5 deals
        action = Move(*step[1:]) if step[0] == "move" else TurnUp(step[1]) if step[0] == "turn" else DEAL
        qtbot.waitUntil(table.can_act)
        table.action_chosen.emit(action)
    assert match.is_over and match.view(0).players[0].reason == "cleared"
    stats = sessions.stats
    assert stats.summary("spider_practice")["won"] == 1 and stats.summary("spider")["played"] == 0
    entry = stats.history("spider_practice")[-1]
    assert entry["outcome"] == "win" and entry["options"]["suits"] == 2
    controller.shutdown()
