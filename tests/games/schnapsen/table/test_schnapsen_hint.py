"""The Schnapsen table's hint (issue 25 §2): H or the Hint button shows the strongest bot's move, raised on the
table with one short reason, computed off the GUI thread; a move cancels it; the match is marked as played
with hints."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from cardsuite import games
from cardsuite.games.schnapsen.engine.actions import Close, ExchangeTrump, Play
from cardsuite.games.schnapsen.engine.options import SchnapsenOptions
from cardsuite.games.schnapsen.table.table import SchnapsenTable
from cardsuite.play.hinting import strongest_level
from cardsuite.play.match import Match, Phase
from cardsuite.play.seats import local_seat
from cardsuite.ui.toolkit.controller import MatchController
from support.hinthelpers import HintWatch
from support.tablehelpers import click, easy_bot, key, shown

ENTRY = games.GAMES["schnapsen"]


@pytest.fixture
def settings(settings):
    settings.set("hints_enabled", False)
    return settings


def open_table(qtbot, settings, seed=3, size=(1100, 700)):
    match = Match(ENTRY, SchnapsenOptions.from_preset(), [local_seat("Ann"), easy_bot(ENTRY)], seed=seed)
    table = shown(qtbot, SchnapsenTable(ENTRY, match.options, settings), size)
    controller = MatchController(match, table, settings)
    controller.start()
    qtbot.waitUntil(lambda: 0 in match.waiting() and table.can_act())
    return match, table, controller


def test_the_hint_asks_the_strongest_level_so_an_expert_level_is_used_once_registered():
    levels = ENTRY.bot_levels()
    best = max((lvl for name, lvl in levels.items() if name != "random"), key=lambda lvl: lvl.rating)
    assert strongest_level(levels) is best
    expert = type(best)("expert", "Expert", best.rating + 100, best.make)
    assert strongest_level({**levels, "expert": expert}) is expert


def test_h_shows_a_legal_move_on_the_table_with_a_reason_computed_off_the_gui_thread(qtbot, settings, monkeypatch):
    watch = HintWatch(monkeypatch)
    match, table, _ = open_table(qtbot, settings)
    shown_hints = []
    table.hint.shown.connect(lambda action, reason: shown_hints.append((action, reason)))
    key(table, Qt.Key.Key_H)
    qtbot.waitUntil(lambda: bool(shown_hints))      # the GUI thread keeps processing events meanwhile
    assert watch.off_gui_thread()
    action, reason = shown_hints[0]
    assert action in match.legal(0)
    assert reason and table.last_message == reason
    if isinstance(action, Play):
        raised = [item for item in table.my_hand.items if item.has_state("selected")]
        assert [item.code for item in raised] == [action.card.text]
    else:
        assert (table.talon if isinstance(action, Close) else table.trump_pile) in table.hint.marks
    assert match.hints_used


def test_a_move_cancels_the_hint_being_computed(qtbot, settings, monkeypatch):
    watch = HintWatch(monkeypatch, hold=True)
    match, table, _ = open_table(qtbot, settings)
    shown_hints = []
    table.hint.shown.connect(lambda action, reason: shown_hints.append(action))
    click(table, table.hint_button.center_scene())
    assert table.hint.pending and not table.hint_button.isEnabled()
    play = next(a for a in match.legal(0) if isinstance(a, Play) and not a.marry)
    table.action_chosen.emit(play)          # the player moves before the hint has come
    qtbot.waitUntil(lambda: match.phase != Phase.PLAYING or len(match.record.actions) >= 1)
    assert not table.hint.pending
    watch.release()
    qtbot.waitUntil(lambda: match.phase != Phase.PLAYING or (0 in match.waiting() and table.can_act()))
    if match.phase != Phase.PLAYING:
        return
    key(table, Qt.Key.Key_H)                # the worker answers in turn: the first answer was dropped
    qtbot.waitUntil(lambda: bool(shown_hints))
    assert len(shown_hints) == 1 and shown_hints[0] in match.legal(0)


def test_a_move_clears_the_hint_shown(qtbot, settings, monkeypatch):
    HintWatch(monkeypatch)
    match, table, _ = open_table(qtbot, settings)
    key(table, Qt.Key.Key_H)
    qtbot.waitUntil(lambda: table.hint.action is not None)
    table.action_chosen.emit(table.hint.action)
    assert table.hint.action is None
    assert not any(item.has_state("selected") for item in table.my_hand.items)


def view_of(hand: str, trick: str = "", trump_card: str | None = "JC", **kw):
    from cardsuite.cards import Card, Suit
    from cardsuite.games.schnapsen.engine.views import SchnapsenView
    cards = tuple(Card.parse(c) for c in hand.split())
    return SchnapsenView(seat=0, to_move=frozenset({0}), hand=cards, trump_suit=Suit.CLUBS,
                         trump_card=Card.parse(trump_card) if trump_card else None,
                         trick=tuple(Card.parse(c) for c in trick.split()), **kw)


def test_the_reasons_read_the_view(qapp):
    from cardsuite.cards import Card
    from cardsuite.games.schnapsen.table.hinttext import hint_reason
    # RULES S-4: a higher card of the suit led takes the trick; the ace (11) and the ten (10) make 21
    assert hint_reason(view_of("AH QS", trick="TH"), Play(Card.parse("AH"))) == "Take the trick: 21 points and the lead"
    # 5 trumps: the ace in hand and the jack face up under the talon leave 3 out
    assert (hint_reason(view_of("AC QS KH"), Play(Card.parse("QS")))
            == "Keep the trump ace: 3 trumps are still out")
    # RULES S-7: a marriage in trumps is 40
    assert hint_reason(view_of("KC QC"), Play(Card.parse("KC"), marry=True)) == "Announce 40 in clubs"
    assert hint_reason(view_of("AC"), Close()) == "Close the talon: you can reach 66"


def test_a_table_closed_while_its_hint_is_computed_is_let_go(qtbot, settings, monkeypatch):
    """The worker holds the table only weakly: closing it mid-search frees it, and the late answer reaches
    nothing (no error on the worker thread)."""
    import gc
    import threading
    import weakref

    import shiboken6

    watch = HintWatch(monkeypatch, hold=True)
    match = Match(ENTRY, SchnapsenOptions.from_preset(), [local_seat("Ann"), easy_bot(ENTRY)], seed=3)
    table = SchnapsenTable(ENTRY, match.options, settings)
    table.resize(1100, 700)
    table.show()
    controller = MatchController(match, table, settings)
    controller.start()
    qtbot.waitUntil(lambda: 0 in match.waiting() and table.can_act())
    failures = []
    hook, threading.excepthook = threading.excepthook, lambda args: failures.append(args.exc_value)
    try:
        key(table, Qt.Key.Key_H)
        qtbot.waitUntil(lambda: bool(watch.threads))     # the search has started on the worker
        gone = weakref.ref(table)
        controller.shutdown()
        shiboken6.delete(table)
        del table, controller
        # the hint's worker is still held; the match's own bot link may take a moment to let its listeners go
        qtbot.waitUntil(lambda: gc.collect() is not None and gone() is None)
        watch.release()
        qtbot.wait(50)
    finally:
        threading.excepthook = hook
        watch.release()
    assert failures == []
