"""The Canasta table, driven through real mouse events on the real widget (issue 17).

Positions come from :func:`cardsuite.games.canasta.engine.positions.layout`, so each situation -- buying the
pile, going out, a double, "may I go out?" -- happens the same way every run.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtTest import QTest

from cardsuite import games
from cardsuite.profile import saves
from cardsuite.cards import Card
from cardsuite.games.canasta.engine.actions import (AcceptDouble, Answer, AskPartner, DeclineDouble, Discard, GoOut,
                                                    Meld, ProposeDouble, TakeBack, TakePile)
from cardsuite.games.canasta.engine.positions import layout
from cardsuite.games.canasta.engine.options import CanastaOptions
from cardsuite.games.canasta.table.table import CanastaTable
from cardsuite.play.match import Match, Phase
from cardsuite.play.seats import local_seat
from cardsuite.ui.toolkit.controller import MatchController
from cardsuite.ui.toolkit.items import CardItem
from cardsuite.ui.toolkit.table import pile_top
from support.tablehelpers import click, drag, easy_bot, shown, vp

ENTRY = games.GAMES["canasta"]


@pytest.fixture
def settings(settings):
    settings.set("hints_enabled", False)
    return settings


def open_table(qtbot, settings, match: Match, size=(1280, 800)):
    table = shown(qtbot, CanastaTable(ENTRY, match.options, settings), size)
    controller = MatchController(match, table, settings)
    controller.start()
    return table, controller


def table_for(qtbot, settings, options, state=None, seats=None, autosave=None, seed=3):
    seats = seats or [local_seat("Ann"), easy_bot(ENTRY)]
    match = Match(ENTRY, options, seats, seed=seed, autosave=autosave)
    if state is not None:
        match.state = state  # tests only: a chosen position instead of the seeded deal
    table, controller = open_table(qtbot, settings, match)
    return match, table, controller


def actions_of(match: Match, seat: int = 0) -> list:
    return [ENTRY.game().actions.from_json(data) for s, data in match.record.actions if s == seat]


def wait_turn(qtbot, match: Match, table, phase: str | None = None, seat: int = 0) -> None:
    qtbot.waitUntil(lambda: match.phase != Phase.PLAYING or (
        seat in match.waiting() and table.can_act()
        and (phase is None or table.current_view.phase == phase)))


def card_point(table, key: str) -> QPointF:
    """A point on the visible left strip of a card (in a fan or a meld)."""
    item = table.table_scene.find(key)
    assert item is not None, key
    return item.mapToScene(QPointF(0.14, 0.22))


def pile_point(pile) -> QPointF:
    return pile_top(pile) + QPointF(0.5, 0.7)


def ctrl_click(table, point: QPointF) -> None:
    QTest.mouseClick(table.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.ControlModifier,
                     vp(table, point))


def press(table, button) -> None:
    assert button.isVisible() and button.isEnabled(), button.text
    click(table, button.center_scene())


def hand_keys(table) -> list[str]:
    return [it.key for it in table.my_hand.items]


# -- the registry and the look -----------------------------------------------------------------------------


def test_canasta_is_offered_with_its_table():
    assert ENTRY.has_table() and ENTRY.table_class() is CanastaTable


# -- a whole 2-player round --------------------------------------------------------------------------------


def test_a_whole_round_by_the_sheets_controls(qtbot, settings):
    """Buy the pile, meld with Ctrl+click, take back, discard by a drag, draw, extend to a canasta, go out."""
    options = CanastaOptions.from_preset("StarGames", target=1)
    state = layout(options, hands=["8S 8H 7C 7D 7H 5S", "9C 10D JH QS 6D 5C JC"], pile="4C 8D",
                   stock="QD KH", melds={0: ["KH KD KC KS KC KD"], 1: ["AS AH AD"]}, turn=0)
    match, table, controller = table_for(qtbot, settings, options, state)
    wait_turn(qtbot, match, table, "draw")
    assert "stock" in table.status.text and "pile" in table.status.text

    click(table, pile_point(table.pile))                     # buy: the top card goes to the melds
    qtbot.waitUntil(lambda: table.take_pile_button.isVisible())
    assert table.zones["bottom"].group(table.current_view.pile_top.rank) is not None
    click(table, card_point(table, "8S"))
    qtbot.waitUntil(lambda: "8S" not in hand_keys(table))
    click(table, card_point(table, "8H"))
    qtbot.waitUntil(lambda: "8H" not in hand_keys(table))
    press(table, table.take_pile_button)
    wait_turn(qtbot, match, table, "play")
    assert isinstance(actions_of(match)[-1], TakePile) and len(actions_of(match)[-1].cards) == 2
    assert "4C" in hand_keys(table)

    for key in ("7C", "7D", "7H"):                            # select three 7s, then click one: a meld
        ctrl_click(table, card_point(table, key))
    assert table.my_hand.selected == {"7C", "7D", "7H"}
    click(table, card_point(table, "7D"))
    qtbot.waitUntil(lambda: isinstance(actions_of(match)[-1], Meld) and table.can_act())
    assert len(actions_of(match)[-1].cards) == 3
    press(table, table.take_back_button)                      # "Take back" returns what was laid
    qtbot.waitUntil(lambda: isinstance(actions_of(match)[-1], TakeBack) and table.can_act())
    assert "7H" in hand_keys(table)

    drag(table, card_point(table, "4C"), pile_point(table.pile))   # discard by a drag
    qtbot.waitUntil(lambda: isinstance(actions_of(match)[-1], Discard))

    wait_turn(qtbot, match, table, "draw")
    click(table, pile_point(table.stock))                     # draw: the seventh king
    wait_turn(qtbot, match, table, "play")
    king = next(k for k in hand_keys(table) if k.startswith("K"))
    click(table, card_point(table, king))                     # a click sends it to the kings: a canasta
    qtbot.waitUntil(lambda: any(m.canasta for m in table.current_view.melds[0]) and table.can_act())
    assert table.zones["bottom"].squared                     # the canasta lies squared up
    click(table, card_point(table, "7H"))                     # a single 7 starts the group, ...
    qtbot.waitUntil(lambda: len(table.current_view.hand) == 3 and table.can_act())
    click(table, card_point(table, "7H"))                     # ... a click on the group adds the other 7s
    qtbot.waitUntil(lambda: len(table.current_view.hand) == 1 and table.can_act())
    press(table, table.go_out_button)
    qtbot.waitUntil(lambda: match.phase != Phase.PLAYING)
    assert actions_of(match)[-1] == GoOut(Card.parse("5S"))
    qtbot.waitUntil(table.summary_visible)
    rows = dict(table.summary_panel.rows)                      # the engine's C-12 breakdown, per seat
    assert rows["Going out"] == ("100", "0") and "Ann" in table.summary_panel.text


# -- doubling -------------------------------------------------------------------------------------------------


def doubling_table(qtbot, settings, turn: int):
    options = CanastaOptions.from_preset("StarGames", doubling=True, stake=10, limit=0)
    state = layout(options, hands=["8S 8H 7C 7D 7H 5S", "9C 10D JH QS 6D 5C JC"], pile="4C 9D", turn=turn)
    return table_for(qtbot, settings, options, state)


def test_doubling_offered_with_the_sheets_confirm_question(qtbot, settings):
    match, table, controller = doubling_table(qtbot, settings, turn=0)
    wait_turn(qtbot, match, table, "draw")
    press(table, table.double_button)
    assert table.prompt_visible() and "20" in table.prompt.detail
    press(table, table.prompt.yes_button)
    qtbot.waitUntil(lambda: len(match.record.actions) >= 2 or match.phase != Phase.PLAYING)
    assert isinstance(actions_of(match)[0], ProposeDouble)
    answer = ENTRY.game().actions.from_json(match.record.actions[1][1])
    assert isinstance(answer, (AcceptDouble, DeclineDouble))
    if isinstance(answer, AcceptDouble):
        wait_turn(qtbot, match, table, "draw")
        assert table.current_view.stake == 20
    else:
        qtbot.waitUntil(table.summary_visible)


@pytest.mark.parametrize("accept", [True, False])
def test_a_double_is_answered_with_double_or_give_up(qtbot, settings, accept):
    match, table, controller = doubling_table(qtbot, settings, turn=1)
    match.state.apply(1, ProposeDouble())       # tests only: the opponent's proposal, before the table sees it
    controller.shutdown()
    table.close()
    table, controller = open_table(qtbot, settings, match)
    wait_turn(qtbot, match, table, "double")
    assert table.prompt_visible() and table.prompt.yes_button.text == "Double"
    press(table, table.prompt.yes_button if accept else table.prompt.no_button)
    if accept:
        qtbot.waitUntil(lambda: match.state.stake == 20)
        assert isinstance(actions_of(match)[-1], AcceptDouble)
    else:
        qtbot.waitUntil(table.summary_visible)
        assert isinstance(actions_of(match)[-1], DeclineDouble)


# -- 4 players ------------------------------------------------------------------------------------------------


def test_four_players_partner_answers_may_i_go_out(qtbot, settings):
    options = CanastaOptions.from_preset("Classic", players=4, ask_partner=True, target=1)
    state = layout(options, hands=["7C 7D 7H 5S", "9C 10D JH", "QS 6D 5C", "JC 9H 10S"], pile="4C 9D",
                   melds={0: ["KH KD KC KS KC KD KH"]}, turn=0, phase="play")
    seats = [local_seat("Ann"), easy_bot(ENTRY, "Bob"), easy_bot(ENTRY, "Cy"), easy_bot(ENTRY, "Di")]
    match, table, controller = table_for(qtbot, settings, options, state, seats=seats)
    wait_turn(qtbot, match, table, "play")
    assert len(table.side_hands["left"].items) == 3 and len(table.top_hand.items) == 3
    for key in ("7C", "7D", "7H"):
        ctrl_click(table, card_point(table, key))
    click(table, card_point(table, "7C"))
    qtbot.waitUntil(lambda: len(table.current_view.hand) == 1 and table.can_act())
    if not any(isinstance(a, AskPartner) for a in table.current_legal):
        pytest.skip("the engine does not offer the question here")
    press(table, table.ask_button)
    qtbot.waitUntil(lambda: any(isinstance(a, Answer) for a in actions_of(match, 2)))
    answer = next(a for a in actions_of(match, 2) if isinstance(a, Answer))
    wait_turn(qtbot, match, table, "play")
    assert table.current_view.must_go_out == answer.yes
    if answer.yes:
        press(table, table.go_out_button)
        qtbot.waitUntil(table.summary_visible)
    else:
        assert not table.go_out_button.isEnabled()


# -- resuming -------------------------------------------------------------------------------------------------


def test_a_resumed_match_continues_at_the_same_table(qtbot, settings):
    autosave = lambda data: saves.write_save("canasta", data)  # noqa: E731
    options = CanastaOptions.from_preset("StarGames")
    match, table, controller = table_for(qtbot, settings, options, autosave=autosave, seed=11)
    for _ in range(1):
        wait_turn(qtbot, match, table, "draw")
        click(table, pile_point(table.stock))
        wait_turn(qtbot, match, table, "play")
        key = next(k for k in reversed(hand_keys(table)))
        drag(table, card_point(table, key), pile_point(table.pile))
        qtbot.waitUntil(lambda: isinstance(actions_of(match)[-1], Discard) or not table.can_act())
    wait_turn(qtbot, match, table)
    state_before = match.state.to_json()
    hand_before = hand_keys(table)
    controller.shutdown()
    table.close()

    resumed = Match.from_json(ENTRY, saves.read_save("canasta"), autosave=autosave)
    assert resumed.state.to_json() == state_before
    table2, controller2 = open_table(qtbot, settings, resumed)
    wait_turn(qtbot, resumed, table2)
    assert hand_keys(table2) == hand_before
    click(table2, pile_point(table2.stock))
    qtbot.waitUntil(lambda: len(resumed.record.actions) > len(match.record.actions))
    controller2.shutdown()


# -- the layout and the eye ---------------------------------------------------------------


def scene_rect_of(item) -> "QRectF":
    return item.mapRectToScene(item.boundingRect())


@pytest.mark.parametrize("players", [2, 4])
def test_every_fan_and_panel_inside_the_felt_and_clear_of_the_buttons(qtbot, settings, players):
    preset = "Classic" if players == 4 else "StarGames"
    options = CanastaOptions.from_preset(preset, players=players, target=1)
    seats = [local_seat("Ann")] + [easy_bot(ENTRY) for _ in range(players - 1)]
    match, table, controller = table_for(qtbot, settings, options, seats=seats)
    wait_turn(qtbot, match, table, "draw")
    w, h = table.TABLE_SIZE
    felt = QRectF(0, 0, w, h)
    hands = [table.my_hand, table.top_hand, *table.side_hands.values()]
    buttons = [table.give_up_button, table.double_button, table.take_pile_button, table.go_out_button,
               table.take_back_button, table.sort_button, table.history_button, table.hints.button]
    for pile in hands:
        for item in pile.items:
            rect = scene_rect_of(item)
            assert felt.contains(rect), (pile, rect)
            for button in buttons:
                assert not rect.intersects(scene_rect_of(button)), (pile, button)
    for panel in table.panels.values():
        assert felt.contains(scene_rect_of(panel).adjusted(0.1, 0.1, -0.1, -0.1))
        for pile in hands:
            for item in pile.items:
                assert not scene_rect_of(panel).adjusted(0.1, 0.1, -0.1, -0.1).intersects(scene_rect_of(item))


def topmost_card(table, point: QPointF):
    return next((it for it in table.table_scene.items(point) if isinstance(it, CardItem)), None)


@pytest.mark.parametrize("players", [2, 4])
def test_a_hand_of_30_and_six_card_melds_show_every_index(qtbot, settings, players):
    options = CanastaOptions.from_preset("StarGames" if players == 2 else "Classic", players=players)
    hand = ("JK 2S 2H 2D AS AH AD AC KS KH KD QC QS QH JD JC JH 10S 10D 9C 9H 9D 8S 8C 8H 7D 7C 6S 6H 5D")
    others = ["9S 4D 5S", "4H 4D 6C", "5C 4H 3C"][:players - 1]
    melds = {0: ["AS AH AD", "10C 10H 10S 10D 2C 10H", "8D 8D 8H 8S JK"], 1: ["KS KH KD", "7S 7H 7C 2D 7D JK"]}
    state = layout(options, hands=[hand] + others, stock="5H 5D 6C", melds=melds, turn=0, phase="play")
    seats = [local_seat("Ann")] + [easy_bot(ENTRY) for _ in range(players - 1)]
    match, table, controller = table_for(qtbot, settings, options, state, seats=seats)
    wait_turn(qtbot, match, table, "play")
    assert len(table.my_hand.items) == 30
    shown_cards = table.my_hand.items + table.zones["top"].items + table.zones["bottom"].items
    for item in shown_cards:                    # the rank in the top-left corner is on top of everything
        corner = item.mapToScene(QPointF(0.1, 0.12))
        assert topmost_card(table, corner) is item, item.key


def test_the_eye_points_out_the_other_sides_melds(qtbot, settings):
    options = CanastaOptions.from_preset("StarGames", target=1)
    state = layout(options, hands=["8S 8H 7C", "9C 10D JH"], pile="4C 8D", stock="QD KH",
                   melds={0: ["KH KD KC"], 1: ["AS AH AD"]}, turn=0)
    match, table, controller = table_for(qtbot, settings, options, state)
    wait_turn(qtbot, match, table, "draw")
    panel = table.panels[1]
    assert panel.eye_visible and not table.panels[0].eye_visible
    click(table, panel.eye_point())
    qtbot.waitUntil(lambda: panel.eye_checked)
    assert all("highlight" in it._states for it in table.zones["top"].items)
    qtbot.waitUntil(lambda: not panel.eye_checked)   # it goes out by itself
    assert not any("highlight" in it._states for it in table.zones["top"].items)



def test_hot_seat_hides_each_hand_between_turns(qtbot, settings):
    from cardsuite.play.seats import hotseat_seat
    options = CanastaOptions.from_preset("StarGames", target=1)
    match, table, controller = table_for(qtbot, settings, options,
                                         seats=[hotseat_seat("Ann"), hotseat_seat("Bo")], seed=11)
    first = match.state.to_move
    qtbot.waitUntil(table.pass_screen_visible)
    assert not any(it.isVisible() for it in table.table_scene.card_items() if it.face_up)
    click(table, QPointF(8.0, 5.0))                           # "pass the screen": the first player takes it
    qtbot.waitUntil(lambda: table.current_view is not None and table.current_view.seat == first)
    assert sorted(hand_keys(table)) == sorted(c.text for c in match.view(first).hand)
    click(table, table.stock.items[-1].scenePos() + QPointF(0.5, 0.7))   # draw
    qtbot.waitUntil(lambda: match.view(first).phase == "play")
    discard = next(a for a in match.legal(first) if isinstance(a, Discard))
    match_seq = len(match.record.actions)
    table.action_chosen.emit(discard)                         # the discard ends the turn
    qtbot.waitUntil(lambda: len(match.record.actions) > match_seq)
    qtbot.waitUntil(table.pass_screen_visible)
    assert not table.can_act()
    click(table, QPointF(8.0, 5.0))
    qtbot.waitUntil(lambda: table.current_view.seat == 1 - first)
    assert sorted(hand_keys(table)) == sorted(c.text for c in match.view(1 - first).hand)
    controller.shutdown()
