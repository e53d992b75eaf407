"""Keyboard play (issue 19): every table played with key events only -- the focus moved with Tab and the
arrows, Enter / Space doing what a click or a drag does, Esc cancelling, and each table's shortcuts."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from cardsuite import games
from cardsuite.cards import Card
from cardsuite.games.canasta.engine.actions import Discard, Draw, Meld
from cardsuite.games.canasta.engine.positions import layout
from cardsuite.games.canasta.engine.options import CanastaOptions
from cardsuite.games.canasta.table.table import CanastaTable
from cardsuite.games.schnapsen.table.gestures import MarriageChoice
from cardsuite.games.schnapsen.engine.game import GAME as SCHNAPSEN
from cardsuite.games.schnapsen.engine.actions import Close, ExchangeTrump, Play
from cardsuite.games.schnapsen.engine.options import SchnapsenOptions
from cardsuite.games.schnapsen.table.table import SchnapsenTable
from cardsuite.games.spider.engine.actions import ACTIONS as SPIDER_ACTIONS, DEAL, UNDO, Move
from cardsuite.games.spider.engine.options import SpiderOptions
from cardsuite.games.spider.table.table import SpiderTable
from cardsuite.play.match import Match, Phase
from cardsuite.play.seats import Seat, SeatKind, local_seat
from cardsuite.ui.toolkit.controller import MatchController
from cardsuite.ui.toolkit.panels import TableButton
from support.tablehelpers import easy_bot, key, shown, tab_to

CTRL = Qt.KeyboardModifier.ControlModifier


@pytest.fixture
def settings(settings):
    settings.set("hints_enabled", False)
    settings.set("animation_speed", "off")
    return settings


def open_match(qtbot, settings, table_cls, name, options, seats, size=(1200, 760), state=None, seed=5):
    entry = games.GAMES[name]
    match = Match(entry, options, seats, seed=seed)
    if state is not None:
        match.state = state          # tests only: a chosen position
    table = shown(qtbot, table_cls(entry, options, settings), size)
    controller = MatchController(match, table, settings)
    controller.start()
    return match, table, controller




def is_card(k):
    return lambda stop: getattr(stop, "key", None) == k


def actions_of(match, seat: int, decode) -> list:
    return [decode(data) for s, data in match.record.actions if s == seat]


# -- Schnapsen ------------------------------------------------------------------------------------------


def test_a_whole_schnapsen_round_against_the_easy_bot_by_keys_only(qtbot, settings):
    entry = games.GAMES["schnapsen"]
    match, table, controller = open_match(qtbot, settings, SchnapsenTable, "schnapsen",
                                          SchnapsenOptions.from_preset(), [local_seat("Ann"), easy_bot(entry)])
    plays = picks = 0
    while match.phase == Phase.PLAYING:
        qtbot.waitUntil(lambda: match.phase != Phase.PLAYING or (0 in match.waiting() and table.can_act()))
        if match.phase != Phase.PLAYING:
            break
        if plays == 0:
            key(table, Qt.Key.Key_C, Qt.KeyboardModifier.NoModifier)    # closing first: allowed or refused aloud
            if actions_of(match, 0, SCHNAPSEN.actions.from_json)[-1:] == [Close()]:
                qtbot.waitUntil(lambda: 0 in match.waiting() and table.can_act())
            else:
                assert table.last_message
        item = next(it for it in table.my_hand.items if table.drag.is_playable(it) and not it.has_state("dim"))
        payload = table.drag.gesture_for(item).payload
        before = len(match.record.actions)
        tab_to(table, is_card(item.key))
        assert table.keys.ring.isVisible() and table.keys.ring.sceneBoundingRect().contains(
            item.sceneBoundingRect().center())
        if picks == 0:
            key(table, Qt.Key.Key_Space)                                 # pick it up ...
            assert table.keys.picked is item and item.has_state("selected") and table.keys.pick_ring.isVisible()
            tab_to(table, lambda stop: stop is table.trick)              # ... and lay it on the table
            key(table, Qt.Key.Key_Return)
            picks += 1
        else:
            key(table, Qt.Key.Key_Return)
        if isinstance(payload, MarriageChoice):
            assert table.marriage_prompt_visible() and len(match.record.actions) == before
            key(table, Qt.Key.Key_Return)                                 # the default answer: announce
        assert len(match.record.actions) == before + 1
        seat, data = match.record.actions[-1]
        action = SCHNAPSEN.actions.from_json(data)
        assert seat == 0 and isinstance(action, Play) and action.card.text == item.key
        plays += 1
    assert plays >= 3 and picks == 1
    qtbot.waitUntil(table.summary_visible)
    tab_to(table, lambda stop: stop is table.summary_panel.continue_button)
    key(table, Qt.Key.Key_Return)
    assert match.round_no == 1 and match.phase == Phase.PLAYING
    controller.shutdown()


def test_schnapsen_illegal_keys_say_why_and_esc_drops_a_pick(qtbot, settings):
    entry = games.GAMES["schnapsen"]
    match, table, controller = open_match(qtbot, settings, SchnapsenTable, "schnapsen",
                                          SchnapsenOptions.from_preset(), [local_seat("Ann"), easy_bot(entry)])
    qtbot.waitUntil(lambda: 0 in match.waiting() and table.can_act())
    before = len(match.record.actions)
    key(table, Qt.Key.Key_X)                      # no trump jack to exchange in this deal: the engine says so
    assert len(match.record.actions) == before and table.last_message
    key(table, Qt.Key.Key_Tab)
    item = table.keys.focused_card()
    assert item is not None and item.pile is table.my_hand
    key(table, Qt.Key.Key_Space)
    assert table.keys.picked is item
    key(table, Qt.Key.Key_Escape)
    assert table.keys.picked is None and not item.has_state("selected")
    assert len(match.record.actions) == before
    controller.shutdown()


def test_schnapsen_shortcuts_exchange_close_and_marriage(qtbot, settings):
    from support.schnapsenhelpers import dealt
    entry = games.GAMES["schnapsen"]
    state = dealt("AH 10H KS QD JC", "KH QS JD 10D AS", "AC", dealer=1)     # seat 0 leads, holds the trump jack
    match, table, controller = open_match(qtbot, settings, SchnapsenTable, "schnapsen",
                                          SchnapsenOptions.from_preset(), [local_seat("Ann"), easy_bot(entry)],
                                          state=state)
    decode = SCHNAPSEN.actions.from_json
    qtbot.waitUntil(lambda: 0 in match.waiting() and table.can_act())
    key(table, Qt.Key.Key_X)
    assert [decode(d) for _, d in match.record.actions] == [ExchangeTrump()]
    qtbot.waitUntil(table.can_act)
    tab_to(table, is_card("AH"))
    key(table, Qt.Key.Key_M)                       # not a king or queen: said, nothing played
    assert table.last_message == "Only a king or a queen announces a marriage." and len(match.record.actions) == 1
    tab_to(table, is_card("KS"))
    key(table, Qt.Key.Key_M)                       # no queen of spades: the engine's reason
    assert len(match.record.actions) == 1 and table.last_message
    key(table, Qt.Key.Key_C)
    assert decode(match.record.actions[-1][1]) == Close()
    controller.shutdown()


def test_the_hot_seat_pass_screen_is_passed_with_enter(qtbot, settings):
    from cardsuite.play.seats import hotseat_seat
    match, table, controller = open_match(qtbot, settings, SchnapsenTable, "schnapsen",
                                          SchnapsenOptions.from_preset(), [hotseat_seat("Ann"), hotseat_seat("Cy")])
    qtbot.waitUntil(table.pass_screen_visible)
    key(table, Qt.Key.Key_Return)
    assert not table.pass_screen_visible()
    controller.shutdown()


# -- Spider ---------------------------------------------------------------------------------------------


def test_spider_pick_move_undo_deal_and_hint_by_keys_only(qtbot, settings):
    remote = Seat(SeatKind.REMOTE, "Rita", 1200)
    match, table, controller = open_match(qtbot, settings, SpiderTable, "spider", SpiderOptions(),
                                          [local_seat("Ann"), remote], size=(1280, 800), seed=4)
    qtbot.waitUntil(table.can_act)
    board = match.view(0).board
    move = next(a for a in match.legal(0) if isinstance(a, Move))
    run_top = table.columns[move.src].items[-move.count]
    tab_to(table, lambda stop: stop is run_top)
    key(table, Qt.Key.Key_Space)
    assert table.keys.picked is run_top and table.keys.pick_ring.isVisible()

    # a column it may not go to: refused aloud, the pick stays
    wrong = next(i for i in range(10) if i != move.src
                 and not any(isinstance(a, Move) and a.src == move.src and a.count == move.count and a.dst == i
                             for a in match.legal(0)) and table.columns[i].items)
    tab_to(table, lambda stop: getattr(stop, "pile", None) is table.columns[wrong])
    key(table, Qt.Key.Key_Return)
    assert "goes onto a card one rank higher" in table.last_message and table.keys.picked is run_top
    assert len(match.record.actions) == 0

    dst = table.columns[move.dst]
    tab_to(table, lambda stop: stop is dst or getattr(stop, "pile", None) is dst)
    key(table, Qt.Key.Key_Return)
    decode = SPIDER_ACTIONS.from_json
    assert actions_of(match, 0, decode) == [move]
    qtbot.waitUntil(table.can_act)

    key(table, Qt.Key.Key_Z, CTRL)
    assert actions_of(match, 0, decode)[-1] == UNDO
    qtbot.waitUntil(table.can_act)
    assert match.view(0).board.columns == board.columns
    key(table, Qt.Key.Key_Z, CTRL)                # nothing to undo now: refused with the engine's reason
    assert actions_of(match, 0, decode)[-1] == UNDO and len(actions_of(match, 0, decode)) == 2
    assert table.last_message

    key(table, Qt.Key.Key_D)
    assert actions_of(match, 0, decode)[-1] == DEAL
    qtbot.waitUntil(table.can_act)
    key(table, Qt.Key.Key_H)
    qtbot.waitUntil(lambda: table.hint.action is not None, timeout=60_000)
    controller.shutdown()


# -- Canasta --------------------------------------------------------------------------------------------


def canasta_position():
    options = CanastaOptions.from_preset("StarGames", target=1)
    return layout(options, hands=["8S 8C 8D 7C 7D 7H 5S 5H KH", "9C 10D JH QS 6D 5C JC"],
                  pile="4C 9D JH 6S 2C QD 8H KS 5D", stock="QH KD", melds={0: ["AS AH AD AC 2D"], 1: ["10S 10H 10C"]},
                  turn=0)


def open_canasta(qtbot, settings):
    """Ann at canasta_position against the easy bot, her turn to act: (match, table, controller)."""
    entry = games.GAMES["canasta"]
    state = canasta_position()
    match, table, controller = open_match(qtbot, settings, CanastaTable, "canasta", state.options,
                                          [local_seat("Ann"), easy_bot(entry)], size=(1280, 800), state=state)
    qtbot.waitUntil(lambda: 0 in match.waiting() and table.can_act())
    return match, table, controller


def test_canasta_draw_meld_and_discard_by_keys_only(qtbot, settings):
    entry = games.GAMES["canasta"]
    match, table, controller = open_canasta(qtbot, settings)
    decode = entry.game().actions.from_json
    key(table, Qt.Key.Key_S)
    qtbot.waitUntil(lambda: table.can_act() and table.current_view.phase == "play")
    assert [decode(d) for _, d in match.record.actions] == [Draw()]
    for k in ("8S", "8C", "8D"):                  # select three eights ...
        tab_to(table, is_card(k))
        key(table, Qt.Key.Key_Space)
        assert table.table_scene.find(k).has_state("selected")
    aces = {"AS", "AH", "AD", "AC", "2D"}         # the aces' meld is one stop
    tab_to(table, lambda stop: getattr(stop, "key", None) in aces)       # ... and lay them down by Enter on our melds
    key(table, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: len(match.record.actions) == 2 and table.can_act())
    meld = decode(match.record.actions[-1][1])
    assert isinstance(meld, Meld) and sorted(c.text for c in meld.cards) == ["8C", "8D", "8S"]
    tab_to(table, is_card("5S"))                  # one card picked, Enter on the discard pile
    key(table, Qt.Key.Key_Space)
    key(table, Qt.Key.Key_Escape)                 # Esc lets the selection go ...
    assert not table.my_hand.selected
    key(table, Qt.Key.Key_Space)                  # ... select it again and discard it
    tab_to(table, lambda stop: stop is table.pile)
    key(table, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: len(match.record.actions) >= 3)
    seat, data = match.record.actions[2]
    assert seat == 0 and decode(data) == Discard(Card.parse("5S"))
    controller.shutdown()


def test_the_focus_comes_back_to_the_card_after_the_other_players_turn(qtbot, settings):
    match, table, controller = open_canasta(qtbot, settings)
    tab_to(table, is_card("KH"))
    view, legal = match.view(0), match.legal(0)
    table.show_view(view, [], [])        # as on the other player's turn: only buttons and looks take keys
    qtbot.waitUntil(table.animations_idle)
    current = table.keys.current
    assert isinstance(current, TableButton) or (table.keys.look_of(current) is not None
                                                 and table.keys.gesture_of(current) is None)
    table.show_view(view, [], legal)     # our turn again: back on the card, not left on a button
    qtbot.waitUntil(table.animations_idle)
    assert getattr(table.keys.current, "key", None) == "KH"
    controller.shutdown()


def test_the_focus_ring_sits_on_table_buttons_and_enter_presses_them(qtbot, settings):
    match, table, controller = open_canasta(qtbot, settings)
    tab_to(table, lambda stop: stop is table.sort_button)
    assert isinstance(table.keys.current, TableButton)
    ring = table.keys.ring.sceneBoundingRect()
    assert ring.contains(table.sort_button.sceneBoundingRect().center())
    text = table.sort_button.text
    key(table, Qt.Key.Key_Return)
    assert table.sort_button.text != text and not match.record.actions
    key(table, Qt.Key.Key_O)
    assert table.sort_button.text == text
    controller.shutdown()


# -- the window -----------------------------------------------------------------------------------------


def test_ctrl_n_opens_the_new_game_dialog_at_a_table_and_on_the_start_screen(qtbot, settings, monkeypatch):
    from cardsuite.ui.app import newgame
    from cardsuite.ui.app.choice import NewGameChoice, SeatSpec
    from cardsuite.ui.app.mainwindow import MainWindow
    settings.set("bot_pace", 0.0)
    win = MainWindow(settings)
    qtbot.addWidget(win)
    win.show()
    qtbot.waitExposed(win)
    win.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is win)     # a shortcut needs it
    asked = []
    monkeypatch.setattr(newgame, "ask_new_game", lambda entry, settings, parent: asked.append(entry.name))
    monkeypatch.setattr(win, "_ask", lambda *args: True)
    key(win.start_screen, Qt.Key.Key_N, CTRL)
    assert len(asked) == 1 and asked[0] in games.GAMES
    choice = NewGameChoice(SchnapsenOptions.from_preset(), (SeatSpec("local", "Ann"), SeatSpec("bot", levels=("easy",))),
                           seed=3)
    win.play("schnapsen", choice)
    assert win.table is not None
    key(win.table, Qt.Key.Key_N, CTRL)
    assert asked[1:] == ["schnapsen"]
    win.controller.shutdown()


def test_help_keyboard_lists_every_key(qtbot, settings):
    from cardsuite.ui.app.keyshelp import KeysDialog
    from cardsuite.ui.app.mainwindow import MainWindow
    win = MainWindow(settings)
    qtbot.addWidget(win)
    action = win.keyboard_actions.keys_action
    assert action in win.help_menu.actions() and action.text() == "&Keyboard"
    action.trigger()
    dialog = win.findChild(KeysDialog)
    assert dialog is not None and dialog.isVisible()
    text = dialog.label.text()
    for keys in ("Ctrl+N", "Tab / Shift+Tab", "Esc", "Ctrl+Z", "Exchange the trump jack", "Go out", "Take back",
                 "Draw from the stock", "Deal a row", "Close the talon", "F1 / ?", "Turn the tips on or off",
                 "F6 / Ctrl+Tab", "Spread the discard pile open", "Look under the focused meld", "The eye"):
        assert keys in text, keys
    dialog.close()


def test_help_keyboard_reads_each_games_keys_from_its_table(monkeypatch):
    """The shell knows no game: a game's section is what its table class declares (KEYS), under its title."""
    from cardsuite.ui.app import keyshelp
    from cardsuite.ui.toolkit.i18n import game_title
    listed = dict(keyshelp.sections())
    for entry in games.GAMES.values():
        assert listed[game_title(entry)] == list(entry.table_class().KEYS)
    spider = games.GAMES["spider"].table_class()
    monkeypatch.setattr(spider, "KEYS", (("Q", "Quack"),))
    assert dict(keyshelp.sections())[game_title(games.GAMES["spider"])] == [("Q", "Quack")]
    monkeypatch.setattr(spider, "KEYS", ())
    assert game_title(games.GAMES["spider"]) not in dict(keyshelp.sections())


def test_spider_a_picked_run_stays_picked_while_the_opponent_plays(qtbot, settings):
    """Issue 27: the bot's moves redraw the table; the run picked with Space stays picked, Enter on a column
    it may not go to refuses (no click on top), and Enter on its column plays that one move."""
    entry = games.GAMES["spider"]
    match, table, controller = open_match(qtbot, settings, SpiderTable, "spider", SpiderOptions(),
                                          [local_seat("Ann"), easy_bot(entry)], size=(1280, 800), seed=4)
    decode = SPIDER_ACTIONS.from_json
    qtbot.waitUntil(table.can_act, timeout=4000)
    move = next(a for a in match.legal(0) if isinstance(a, Move))
    run_top = table.columns[move.src].items[-move.count]
    tab_to(table, lambda stop: stop is run_top)
    key(table, Qt.Key.Key_Space)
    assert table.keys.picked is run_top
    played, shown_before = len(actions_of(match, 1, decode)), table.generation
    qtbot.waitUntil(lambda: len(actions_of(match, 1, decode)) >= played + 3 and table.generation > shown_before + 2
                    and table.can_act(), timeout=60000)
    assert table.keys.picked is run_top and run_top.has_state("selected") and table.keys.pick_ring.isVisible()
    assert table.keys.targets and all(column.marker._glow for column in table.keys.targets)

    wrong = next(i for i in range(10) if i != move.src and table.columns[i].items
                 and not any(isinstance(a, Move) and (a.src, a.count, a.dst) == (move.src, move.count, i)
                             for a in match.legal(0)))
    tab_to(table, lambda stop: getattr(stop, "pile", None) is table.columns[wrong])
    key(table, Qt.Key.Key_Return)
    assert actions_of(match, 0, decode) == [] and table.keys.picked is run_top

    tab_to(table, lambda stop: stop is run_top)           # Enter on the picked run itself puts it back
    key(table, Qt.Key.Key_Return)
    assert actions_of(match, 0, decode) == [] and table.keys.picked is None
    key(table, Qt.Key.Key_Space)
    dst = table.columns[move.dst]
    tab_to(table, lambda stop: stop is dst or getattr(stop, "pile", None) is dst)
    key(table, Qt.Key.Key_Return)
    assert actions_of(match, 0, decode) == [move]
    controller.shutdown()
