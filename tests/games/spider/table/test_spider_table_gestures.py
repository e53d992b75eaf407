"""The Spider duel table, driven through real mouse events on the real widget (issue 5, "Table"): the registry, a
whole duel, the buttons, clicks and dragging.

The moves a test makes are chosen from the seat's view (the easy bot, or a scan of the legal actions); the table only
ever sees the gestures: drags and clicks on the viewport. The opponent is either a real bot at pace 0 or a "remote"
seat the test plays by hand (``match.submit(1, ...)``) so that what it does happens exactly when the test wants it.
"""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import QPointF, Qt
from PySide6.QtTest import QTest

from cardsuite.bots import BotLevel
from cardsuite.play.match import Phase
from cardsuite.play.seats import BotSeat
from cardsuite.games.spider.bots.levels import EasyBot
from cardsuite.games.spider.engine.actions import DEAL, DONE, UNDO, AutoTurnUp, Deal, Done, Move, TurnUp
from cardsuite.games.spider.engine.game import GAME
from cardsuite.games.spider.engine.options import SpiderOptions
from cardsuite.games.spider.table.table import SpiderTable
from support.tablehelpers import click, vp
from support.spiderhelpers import (ENTRY, table_for, card_point, landing_point, drag_run, actions_of, ready, keys,
                                   column_keys, first_move, uncovering_move, BriefEasyBot)


# as in tests/games/canasta/table/test_canasta_result.py and the other table test files on purpose: each
# file says itself which settings its tests turn off, so a reader sees them without opening conftest.py
@pytest.fixture
def settings(settings):
    settings.set("hints_enabled", False)
    return settings


# -- the registry ---------------------------------------------------------------------------------------


def test_spider_is_registered_with_its_table():
    assert ENTRY.title == "Spider duel"
    assert ENTRY.description == "Spider Solitaire as a duel: both players get the same deal; the higher score wins."
    assert ENTRY.table_class() is SpiderTable


def test_the_table_shows_the_deal_number_that_replays_it_only_once_the_seat_has_finished(qtbot, settings):
    match, table, controller = table_for(qtbot, settings, seed=1_234_567, suits=2)
    ready(qtbot, table)
    assert table.deal_label.text == "2 suits" and match.view(0).deal_number is None   # it would tell the face-down cards
    assert table.deal_label.toolTip() == ""
    click(table, table.done_button.center_scene())
    click(table, table.confirm.yes_button.center_scene())
    qtbot.waitUntil(lambda: table.deal_label.text == "Deal #1234567 \u00b7 2 suits")
    assert table.deal_label.isVisible() and match.view(0).deal_number == 1_234_567
    controller.shutdown()


# -- a whole duel ---------------------------------------------------------------------------------------


def test_a_seeded_deal_played_by_drags_and_clicks_until_a_run_then_done_and_the_duel_result(qtbot, settings):
    """Issue 5 "Done when": a seeded 1-suit deal through the real table, against the easy bot at pace 0."""
    brief = BotSeat(BotLevel("brief", "Brief", 1000, BriefEasyBot), "Bob", pace=0)
    match, table, controller = table_for(qtbot, settings, brief, seed=0)
    chooser, rng = EasyBot(), random.Random(0)
    done = {"drag": 0, "click": 0, "turn_up": 0, "deal": 0}
    while not match.view(0).board.foundation:
        ready(qtbot, table)
        view, legal = match.view(0), match.legal(0)
        action = chooser.choose(view, legal, rng)
        assert not isinstance(action, Done), "the chosen line gives up before completing a run"
        before = len(actions_of(match))
        if isinstance(action, Move):
            assert [k for k in keys(table.columns[action.src])] == column_keys(view.board, action.src)
            if table.best_move(action.src, action.count) == action and done["click"] < done["drag"]:
                click(table, card_point(table, action.src, action.count))
                done["click"] += 1
            else:
                drag_run(table, action.src, action.count, action.dst)
                done["drag"] += 1
        elif isinstance(action, TurnUp):
            assert table.columns[action.column].items[-1].key is None
            click(table, card_point(table, action.column))
            done["turn_up"] += 1
        else:
            assert isinstance(action, Deal)
            click(table, table.deal_button.center_scene())
            done["deal"] += 1
        mine = actions_of(match)
        assert len(mine) == before + 1 and mine[-1] == action, (action, mine[-1:])
        assert sum(done.values()) < 120
    assert done["drag"] >= 5 and done["click"] >= 3 and done["turn_up"] >= 3
    board = match.view(0).board
    assert len(board.foundation) >= 1
    ready(qtbot, table)
    assert table.foundation_view.runs == board.foundation
    for i in range(10):
        assert keys(table.columns[i]) == column_keys(board, i)
    times = [a.elapsed_ms for a in actions_of(match)]
    assert all(t is not None for t in times) and times == sorted(times)

    click(table, table.done_button.center_scene())
    assert table.confirm.isVisible() and not match.view(0).finished
    click(table, table.confirm.yes_button.center_scene())
    assert match.view(0).finished and isinstance(actions_of(match)[-1], Done)
    qtbot.waitUntil(lambda: match.phase == Phase.OVER)   # bounds the wait only
    qtbot.waitUntil(table.result_visible)
    panel = table.result_panel
    final = match.view(0)
    assert [side.name for side in panel.sides] == ["Ann", "Bob"]
    assert [side.score for side in panel.sides] == [final.players[0].score, final.players[1].score]
    assert [side.winner for side in panel.sides] == [final.winner == 0, final.winner == 1]
    labels = [label for label, _ in panel.rows]
    assert "Completed runs" in labels and labels[-1] == "Score"
    assert panel.rows[-1][1] == (str(final.players[0].score), str(final.players[1].score))
    assert panel.title in ("You win the duel!", "Bob wins the duel", "The duel is a draw")
    assert all(b.isVisible() for b in (table.result_watch_button, table.new_duel_button, table.result_leave_button))
    assert not table.can_act()
    left = []
    table.leave_requested.connect(lambda: left.append(True))
    click(table, table.result_leave_button.center_scene())
    assert left == [True]
    controller.shutdown()


# -- buttons ------------------------------------------------------------------------------------------------


def test_deal_undo_and_done_follow_the_legal_actions(qtbot, settings):
    match, table, controller = table_for(qtbot, settings, seed=4)
    ready(qtbot, table)
    assert table.deal_button.isEnabled() and table.done_button.isEnabled()
    assert not table.undo_button.isEnabled() and UNDO not in match.legal(0)
    assert table.stock_label.text == "5 deals left" and len(table.stock.items) == 50

    move = first_move(match)  # it uncovers a card, which stays face down: the move can be undone
    drag_run(table, move.src, move.count, move.dst)
    assert actions_of(match)[-1] == move
    assert table.undo_button.isEnabled()
    click(table, table.undo_button.center_scene())
    assert actions_of(match)[-1] == UNDO
    assert not table.undo_button.isEnabled()
    assert match.view(0).board.breakdown.undos == 1

    click(table, table.deal_button.center_scene())
    assert actions_of(match)[-1] == DEAL
    board = match.view(0).board
    assert board.stock_packets == 4 and len(table.stock.items) == 40 and table.stock_label.text == "4 deals left"
    for i in range(10):
        assert keys(table.columns[i]) == column_keys(board, i)
    assert not table.undo_button.isEnabled()  # a deal cannot be undone

    click(table, table.done_button.center_scene())
    assert table.confirm.isVisible()
    click(table, table.confirm.no_button.center_scene())
    assert not table.confirm.isVisible() and not match.view(0).finished
    click(table, table.done_button.center_scene())
    click(table, table.confirm.yes_button.center_scene())
    assert actions_of(match)[-1] == DONE and match.view(0).finished
    assert not any(b.isVisible() for b in (table.deal_button, table.undo_button, table.done_button))
    assert table.watch_button.isVisible()
    controller.shutdown()


def test_a_click_on_the_stock_deals_and_the_cards_fly_from_it(qtbot, settings):
    match, table, controller = table_for(qtbot, settings, seed=2)
    ready(qtbot, table)
    top = table.stock.items[-1]
    click(table, top.mapToScene(QPointF(0.5, 0.7)))
    assert actions_of(match)[-1] == DEAL
    board = match.view(0).board
    assert top.key is not None and top.pile is table.columns[0] and top.key == board.up[0][-1].text
    assert top.face_up and len(table.stock.items) == 40
    controller.shutdown()


# -- clicks ---------------------------------------------------------------------------------------------------


def test_click_turns_up_a_face_down_top_card(qtbot, settings):
    match, table, controller = table_for(qtbot, settings, seed=1)
    ready(qtbot, table)
    move = uncovering_move(match)
    drag_run(table, move.src, move.count, move.dst)
    assert actions_of(match)[-1] == move
    assert TurnUp(move.src) in match.legal(0)
    item = table.columns[move.src].items[-1]
    assert item.key is None and table.drag.is_playable(item)
    down = match.view(0).board.down[move.src]
    click(table, card_point(table, move.src))
    assert actions_of(match)[-1] == TurnUp(move.src)
    board = match.view(0).board
    assert board.down[move.src] == down - 1
    assert item.key == board.up[move.src][0].text and item.face_up  # the same card, turned in place
    assert board.breakdown.turned_up == 1
    controller.shutdown()


def test_auto_turn_up_is_the_players_own_setting_at_the_table(qtbot, settings):  # RULES P-4
    match, table, controller = table_for(qtbot, settings, seed=1)
    ready(qtbot, table)
    assert table.auto_button.isVisible() and not table.auto_button.primary   # off, as on the sheet
    move = uncovering_move(match)
    drag_run(table, move.src, move.count, move.dst)
    assert TurnUp(move.src) in match.legal(0)
    click(table, table.auto_button.center_scene())
    qtbot.waitUntil(lambda: match.view(0).auto_turn_up)
    assert actions_of(match)[-1] == AutoTurnUp(True) and table.auto_button.primary
    assert match.view(0).board.breakdown.turned_up == 1, "the card waiting at the top turned up at once"
    assert not match.view(1).auto_turn_up, "the opponent's game keeps its own setting"
    assert settings.get("spider_auto_turn_up") is True
    controller.shutdown()
    # the next duel starts with the player's setting; the opponent's still off
    match, table, controller = table_for(qtbot, settings, seed=2)
    ready(qtbot, table)
    qtbot.waitUntil(lambda: match.view(0).auto_turn_up)
    assert actions_of(match) == [AutoTurnUp(True)] and not match.view(1).auto_turn_up
    move = uncovering_move(match)
    down = match.view(0).board.down[move.src]
    drag_run(table, move.src, move.count, move.dst)
    assert match.view(0).board.down[move.src] == down - 1 and TurnUp(move.src) not in match.legal(0), \
        "uncovered cards turn up by themselves"
    controller.shutdown()


def test_a_turned_down_column_takes_any_card_until_it_is_turned_up(qtbot, settings):
    match, table, controller = table_for(qtbot, settings, seed=1)
    ready(qtbot, table)
    move = uncovering_move(match)
    drag_run(table, move.src, move.count, move.dst)
    onto = first_move(match, lambda m, b: m.dst == move.src)
    drag_run(table, onto.src, onto.count, onto.dst)
    assert actions_of(match)[-1] == onto
    controller.shutdown()


def test_click_moves_a_card_preferring_its_own_suit(qtbot, settings):
    """Two suits: a card with a same-suit and an other-suit card one rank higher goes to its own suit."""
    for seed in range(200):
        state = GAME.new_state(SpiderOptions(suits=2), seed)
        board = state.view(0).board
        for a in state.legal_actions(0):
            if not isinstance(a, Move):
                continue
            card = board.up[a.src][-a.count]
            targets = [m for m in state.legal_actions(0)
                       if isinstance(m, Move) and (m.src, m.count) == (a.src, a.count) and board.up[m.dst]]
            suits = {board.up[m.dst][-1].suit == card.suit for m in targets}
            if suits == {True, False}:
                break
        else:
            continue
        break
    else:
        pytest.skip("no deal with such a choice")
    match, table, controller = table_for(qtbot, settings, seed=seed, suits=2)
    ready(qtbot, table)
    click(table, card_point(table, a.src, a.count))
    got = actions_of(match)[-1]
    assert isinstance(got, Move) and (got.src, got.count) == (a.src, a.count)
    assert board.up[got.dst][-1].suit == card.suit
    assert match.view(0).board.breakdown.same_suit >= 1
    controller.shutdown()


# -- dragging ---------------------------------------------------------------------------------------------------


def test_legal_targets_glow_while_dragging_and_an_illegal_drop_springs_back(qtbot, settings):
    match, table, controller = table_for(qtbot, settings, seed=0)
    ready(qtbot, table)
    board = match.view(0).board
    legal_moves = [a for a in match.legal(0) if isinstance(a, Move)]
    src = legal_moves[0].src
    targets = {m.dst for m in legal_moves if (m.src, m.count) == (src, 1)}
    wrong = next(i for i in range(10) if i != src and i not in targets)
    item = table.columns[src].items[-1]
    home = QPointF(item.pos())
    before = list(match.record.actions)

    drag_run(table, src, 1, wrong, release=False)
    assert table.drag.dragging
    for i, pile in enumerate(table.columns):
        assert (pile.marker._glow > 0) == (i in targets), i
    QTest.mouseRelease(table.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                       vp(table, landing_point(table, wrong)))
    qtbot.waitUntil(table.animations_idle)
    assert match.record.actions == before
    assert item.pile is table.columns[src] and item.at_home()
    assert abs(item.pos().x() - home.x()) < 1e-6 and abs(item.pos().y() - home.y()) < 1e-6
    assert all(pile.marker._glow == 0 for pile in table.columns)
    card = board.up[src][-1]
    assert table.last_message.startswith(f"{card.rank.code}{card.suit.symbol} goes onto a card one rank higher")
    controller.shutdown()


def two_kinds_of_move(suits: int = 2):
    """A deal whose first position has a move onto the same suit and one onto another suit, apart."""
    for seed in range(300):
        state = GAME.new_state(SpiderOptions(suits=suits), seed)
        board = state.view(0).board
        onto = [a for a in state.legal_actions(0) if isinstance(a, Move) and board.up[a.dst]]
        same = [a for a in onto if board.up[a.dst][-1].suit == board.up[a.src][-1].suit]
        other = [a for a in onto if board.up[a.dst][-1].suit != board.up[a.src][-1].suit]
        for a in same:
            for b in other:
                if not {a.src, a.dst} & {b.src, b.dst}:
                    return seed, a, b
    raise AssertionError("no such deal")


def test_picking_up_a_card_takes_the_run_above_it_and_a_broken_run_does_not_move(qtbot, settings):
    seed, same, other = two_kinds_of_move()
    match, table, controller = table_for(qtbot, settings, seed=seed, suits=2)
    ready(qtbot, table)
    drag_run(table, same.src, 1, same.dst)
    drag_run(table, other.src, 1, other.dst)
    assert actions_of(match) == [same, other]
    board = match.view(0).board
    assert board.movable(same.dst) == 2 and board.movable(other.dst) == 1
    # a run of one suit goes with the card it lies on
    drag_run(table, same.dst, 2, same.dst, release=False)
    assert table.drag.dragged_count() == 2
    QTest.mouseRelease(table.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                       vp(table, card_point(table, same.dst)))
    qtbot.waitUntil(table.animations_idle)
    assert actions_of(match) == [same, other]
    # cards in sequence but of two suits do not move together: a click and a drag both say why
    click(table, card_point(table, other.dst, 2))
    assert actions_of(match) == [same, other]
    assert table.last_message.startswith("Only a run of one suit")
    table.last_message = ""
    drag_run(table, other.dst, 2, same.src)
    assert actions_of(match) == [same, other]
    assert table.last_message.startswith("Only a run of one suit")
    assert all(it.at_home() for it in table.columns[other.dst].items)
    controller.shutdown()


def test_with_animations_a_move_and_a_deal_land_where_the_view_says(qtbot, settings):
    settings.set("animation_speed", "fast")
    match, table, controller = table_for(qtbot, settings, seed=6)
    qtbot.waitUntil(table.animations_idle)  # the opening deal
    assert table.clock.running
    move = first_move(match)
    drag_run(table, move.src, move.count, move.dst)
    assert actions_of(match)[-1] == move
    qtbot.waitUntil(table.animations_idle)
    click(table, table.deal_button.center_scene())
    assert not table.animations_idle()
    qtbot.waitUntil(table.animations_idle)
    board = match.view(0).board
    for i in range(10):
        assert keys(table.columns[i]) == column_keys(board, i)
        assert all(it.at_home() and it.face_up == (it.key is not None) for it in table.columns[i].items)
    assert len(table.stock.items) == 40 and all(it.at_home() for it in table.stock.items)
    controller.shutdown()
