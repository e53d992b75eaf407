"""The Spider table's hint (issue 25 §2), the shared one (cardsuite/ui/toolkit/hinting.py): H or the Hint button
shows the move the strongest bot would make -- the cards to move raised, the column they go to outlined -- with one
short reason, computed off the GUI thread; the player's move cancels it; the opponent's moves in a duel do not (the
seat's own board is what it is for); in a practice game and in a duel; the match is marked as played with hints."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from cardsuite import games
from cardsuite.cards import Card
from cardsuite.games.spider.engine.actions import DEAL, DONE, Move, TurnUp
from cardsuite.games.spider.engine.practice import PracticeOptions
from cardsuite.games.spider.engine.views import BoardView
from cardsuite.games.spider.table.hinttext import HintText, move_reason
from cardsuite.play.hinting import hint_move, strongest_level
from cardsuite.play.match import Match
from cardsuite.play.seats import local_seat
from cardsuite.ui.toolkit.controller import MatchController
from support.hinthelpers import HintWatch
from support.spiderhelpers import ENTRY, first_move, ready, table_for
from support.tablehelpers import click, key, shown

PRACTICE = games.GAMES["spider_practice"]


@pytest.fixture
def settings(settings):
    settings.set("hints_enabled", False)
    return settings


def practice_table(qtbot, settings, seed=4, **options):
    match = Match(PRACTICE, PracticeOptions(**options), [local_seat("Ann")], seed=seed)
    table = shown(qtbot, PRACTICE.table_class()(PRACTICE, match.options, settings), (1280, 800))
    controller = MatchController(match, table, settings)
    controller.start()
    ready(qtbot, table)
    return match, table, controller


def strongest_answer(entry, match, seat=0):
    """What the hint must show: the strongest level's choice on the seat's view (seeded from the view)."""
    return hint_move(strongest_level(entry.bot_levels()).make(), match.view(seat), match.legal(seat))


def opponents_move(match) -> Move:
    return next(a for a in match.legal(1) if isinstance(a, Move))


def assert_marked(table, action) -> None:
    """The hinted move on the table: the cards to move raised, the target column outlined."""
    raised = [it for it in table.table_scene.card_items() if it.has_state("selected")]
    if isinstance(action, Move):
        assert raised == table.columns[action.src].items[-action.count:]
        assert table.columns[action.dst] in table.hint.marks
        assert table.columns[action.dst].marker._glow
    elif isinstance(action, TurnUp):
        assert raised == table.columns[action.column].items[-1:]
    elif action == DEAL:
        assert raised and all(it.pile is table.stock for it in raised)


def test_h_in_a_practice_game_shows_the_strongest_bots_move_and_a_reason_off_the_gui_thread(qtbot, settings,
                                                                                           monkeypatch):
    watch = HintWatch(monkeypatch)
    match, table, controller = practice_table(qtbot, settings)
    expected = strongest_answer(PRACTICE, match)
    shown_hints = []
    table.hint.shown.connect(lambda action, reason: shown_hints.append((action, reason)))
    before = list(match.record.actions)
    key(table, Qt.Key.Key_H)
    qtbot.waitUntil(lambda: bool(shown_hints), timeout=60_000)
    assert watch.off_gui_thread()
    action, reason = shown_hints[0]
    assert action == expected and action in match.legal(0)
    assert reason and table.last_message == reason
    assert_marked(table, action)
    assert match.record.actions == before          # a hint plays nothing
    assert match.hints_used, "a game played with a hint is marked (statistics, unrated: issue 25)"
    controller.shutdown()


def test_the_button_in_a_duel_shows_the_hint_and_the_players_move_clears_it(qtbot, settings, monkeypatch):
    HintWatch(monkeypatch)
    match, table, controller = table_for(qtbot, settings, seed=0)
    ready(qtbot, table)
    expected = strongest_answer(ENTRY, match)
    click(table, table.hint_button.center_scene())
    qtbot.waitUntil(lambda: table.hint.action is not None, timeout=60_000)
    assert table.hint.action == expected and table.last_message == table.hint.reason
    assert_marked(table, expected)
    assert match.hints_used
    table.action_chosen.emit(first_move(match))     # the player moves: the hint goes
    assert table.hint.action is None
    assert not any(it.has_state("selected") for it in table.table_scene.card_items())
    assert not any(pile.marker._glow for pile in table.columns)
    controller.shutdown()


def test_a_move_cancels_the_hint_being_computed(qtbot, settings, monkeypatch):
    watch = HintWatch(monkeypatch, hold=True)
    match, table, controller = practice_table(qtbot, settings)
    shown_hints = []
    table.hint.shown.connect(lambda action, reason: shown_hints.append(action))
    click(table, table.hint_button.center_scene())
    assert table.hint.pending and not table.hint_button.isEnabled()
    table.action_chosen.emit(first_move(match))     # the player moves before the hint has come
    qtbot.waitUntil(lambda: len(match.record.actions) == 1)
    assert not table.hint.pending
    watch.release()
    qtbot.waitUntil(table.can_act)
    qtbot.wait(50)
    assert shown_hints == [] and table.hint.action is None    # the answer for the old board was dropped
    key(table, Qt.Key.Key_H)
    qtbot.waitUntil(lambda: bool(shown_hints), timeout=60_000)
    assert shown_hints == [strongest_answer(PRACTICE, match)]
    controller.shutdown()


def test_the_opponents_moves_keep_a_hint_asked_and_shown(qtbot, settings, monkeypatch):
    """In a duel the opponent's moves send this seat new views; its own board is unchanged, so the hint stays."""
    watch = HintWatch(monkeypatch, hold=True)
    match, table, controller = table_for(qtbot, settings, seed=0)
    ready(qtbot, table)
    key(table, Qt.Key.Key_H)
    assert table.hint.pending
    match.submit(1, opponents_move(match))      # the opponent moves while the hint is computed
    qtbot.waitUntil(lambda: match.view(0).players[1].moves == 1 and table.current_view.players[1].moves == 1)
    assert table.hint.pending
    watch.release()
    qtbot.waitUntil(lambda: table.hint.action is not None, timeout=60_000)
    action = table.hint.action
    match.submit(1, opponents_move(match))      # and again while it is shown
    qtbot.waitUntil(lambda: table.current_view.players[1].moves == 2)
    qtbot.waitUntil(table.can_act)
    assert table.hint.action == action
    assert_marked(table, action)
    controller.shutdown()


def test_no_hint_button_once_the_seat_has_finished(qtbot, settings):
    match, table, controller = table_for(qtbot, settings, seed=0)
    ready(qtbot, table)
    assert table.hint_button.isVisible() and table.hint_button.isEnabled()
    table.action_chosen.emit(DONE)
    qtbot.waitUntil(lambda: match.view(0).players[0].finished)
    qtbot.waitUntil(lambda: not table.hint_button.isVisible())
    controller.shutdown()


# -- the reasons, read from the view alone --------------------------------------------------------------------------


def board(*columns: str, down=None) -> BoardView:
    """A board of ten columns (missing ones empty), each given as its face-up cards bottom first."""
    up = [tuple(Card.parse(c) for c in col.split()) for col in columns] + [()] * (10 - len(columns))
    return BoardView(down=tuple(down or (0,) * 10), up=tuple(up))


def test_the_reasons_say_what_the_move_brings(qapp):
    # RULES P-6: king to ace of one suit is a completed run
    run = "KS QS JS 10S 9S 8S 7S 6S 5S 4S 3S 2S"
    assert move_reason(board(run, "9H AS"), Move(1, 0, 1)) == "Move the A\u2660 to column 1: it completes a run (+26)"
    assert move_reason(board("10S", "9S"), Move(1, 0, 1)) == "Move the 9\u2660 to column 1: it frees a column"
    assert (move_reason(board("10S", "9S", down=(0, 3) + (0,) * 8), Move(1, 0, 1))
            == "Move the 9\u2660 to column 1: it uncovers a face-down card")
    assert (move_reason(board("10S", "KH 9S 8S"), Move(1, 0, 2))
            == "Move the run from the 9\u2660 to column 1: it builds in suit")
    assert (move_reason(board("10H 4D", "KH 9S 8S"), Move(1, 2, 2))
            == "Move the run from the 9\u2660 to column 3: it goes to an empty column")
    assert (move_reason(board("10H", "KH 9S 8S"), Move(1, 0, 2))
            == "Move the run from the 9\u2660 to column 1: it opens the way for the next moves")


def test_turn_up_deal_and_done_have_their_reasons(qapp):
    view = type("View", (), {"board": board("10S"), "seat": 0})()
    text = HintText.hint_reason(None, view, TurnUp(2))
    assert text.startswith("Turn up the card in column 3")
    assert HintText.hint_reason(None, view, DEAL) == "Deal a new row: no move helps any more"
    assert HintText.hint_reason(None, view, DONE) == "No useful moves left: press Done to finish."
