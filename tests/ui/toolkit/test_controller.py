"""MatchController: a real Match on the real toy table, played through mouse clicks."""

from __future__ import annotations

import threading

import pytest
from PySide6.QtCore import QPointF, Qt, QTimer
from PySide6.QtTest import QTest

from cardsuite.bots import BotLevel
from cardsuite.cards import Card
from cardsuite.play.match import Match, Phase
from cardsuite.play.seats import BotSeat, hotseat_seat, local_seat
from cardsuite.ui.toolkit.controller import MatchController
from support.tablehelpers import shown
from support.toygame.bots.levels import GreedyBot
from support.toygame.engine.game import DECK, Play
from support.toygame.table.table import ToyTable


class GatedBot(GreedyBot):
    """Thinks until the test opens its gate (at most 5 s): the test decides when the answer comes."""

    gate = threading.Event()
    answered = threading.Event()

    def choose(self, view, legal, rng):
        GatedBot.gate.wait(5)
        GatedBot.answered.set()
        return super().choose(view, legal, rng)


@pytest.fixture
def gated():
    GatedBot.gate.clear()
    GatedBot.answered.clear()
    yield BotLevel("gated", "Gated", 1000, GatedBot)
    GatedBot.gate.set()


def make(qtbot, entry, settings, seats, seed=11):
    match = Match(entry, entry.game().Options.from_preset(), seats, seed=seed)
    table = shown(qtbot, ToyTable(entry, match.options, settings), (1000, 700))
    controller = MatchController(match, table, settings)
    return match, table, controller


def bot(entry, name="Bob", level=None):
    return BotSeat(level or entry.bot_levels()["easy"], name, pace=0)


def click_scene(table, point: QPointF) -> None:
    QTest.mouseClick(table.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                     table.mapFromScene(point))


def click_first_playable(table) -> str:
    item = next(it for it in table.hand.items if table.drag.is_playable(it))
    click_scene(table, item.mapToScene(QPointF(0.22, 0.7)))
    return item.key


def test_human_against_bot_plays_a_round_by_clicks_and_continues(qtbot, toy_entry, settings):
    match, table, controller = make(qtbot, toy_entry, settings, [local_seat("Ann"), bot(toy_entry)])
    controller.start()
    played = 0
    while match.phase == Phase.PLAYING:
        qtbot.waitUntil(lambda: match.phase != Phase.PLAYING or (0 in match.waiting() and table.can_act()))
        if match.phase != Phase.PLAYING:
            break
        before = len(match.record.actions)
        key = click_first_playable(table)
        assert match.record.actions[before] == (0, {"type": "play", "card": key})
        played += 1
    assert played == 3
    assert match.phase == Phase.BETWEEN_ROUNDS
    qtbot.waitUntil(table.summary_visible)
    assert not table.can_act()
    click_scene(table, table.summary_panel.continue_button.center_scene())
    assert match.round_no == 1 and match.phase == Phase.PLAYING
    assert not table.summary_visible()
    qtbot.waitUntil(lambda: 0 in match.waiting())
    assert len(table.hand.items) == 3 or len(match.view(0).hand) == len(table.hand.items)
    controller.shutdown()


def test_the_match_end_offers_close_and_leave_finishes(qtbot, toy_entry, settings):
    options = toy_entry.game().Options.from_preset("short")
    match = Match(toy_entry, options, [local_seat("Ann"), bot(toy_entry)], seed=3)
    table = ToyTable(toy_entry, options, settings)
    qtbot.addWidget(table)
    table.resize(900, 640)
    table.show()
    controller = MatchController(match, table, settings)
    controller.start()
    while match.phase != Phase.OVER:
        qtbot.waitUntil(lambda: match.phase != Phase.PLAYING or (0 in match.waiting() and table.can_act()))
        if match.phase == Phase.BETWEEN_ROUNDS:
            qtbot.waitUntil(table.summary_visible)
            table.summary_panel.continue_button.click()
        elif match.phase == Phase.PLAYING:
            click_first_playable(table)
    qtbot.waitUntil(table.summary_visible)
    assert not table.summary_panel.continue_button.isVisible()
    with qtbot.waitSignal(controller.finished):
        click_scene(table, table.summary_panel.leave_button.center_scene())
    assert match.is_over and match.left_by is None


def test_leaving_mid_match_ends_it(qtbot, toy_entry, settings):
    match, table, controller = make(qtbot, toy_entry, settings, [local_seat("Ann"), bot(toy_entry)])
    controller.start()
    with qtbot.waitSignal(controller.finished):
        table.leave_requested.emit()
    assert match.is_over and match.left_by == 0


def test_hot_seat_hides_the_hands_between_turns(qtbot, toy_entry, settings):
    match, table, controller = make(qtbot, toy_entry, settings, [hotseat_seat("Ann"), hotseat_seat("Cy")])
    controller.start()
    first = next(iter(match.waiting()))
    assert table.pass_screen_visible()
    assert table.current_view is None
    click_scene(table, QPointF(5, 3.5))
    assert not table.pass_screen_visible()
    assert table.current_view.seat == first
    assert [it.key for it in table.hand.items] == [c.text for c in match.view(first).hand]

    click_first_playable(table)
    second = next(iter(match.waiting()))
    assert second != first
    assert table.pass_screen_visible()
    assert not any(it.isVisible() for it in table.table_scene.card_items())
    assert table.current_view.seat == first
    assert not table.can_act()

    click_scene(table, QPointF(5, 3.5))
    assert not table.pass_screen_visible()
    assert table.current_view.seat == second
    assert [it.key for it in table.hand.items] == [c.text for c in match.view(second).hand]
    assert all(it.isVisible() for it in table.hand.items)
    assert table.can_act()


def test_an_illegal_action_shows_the_reason_and_changes_nothing(qtbot, toy_entry, settings):
    match, table, controller = make(qtbot, toy_entry, settings, [local_seat("Ann"), bot(toy_entry)])
    controller.start()
    qtbot.waitUntil(lambda: 0 in match.waiting())
    state_before = match.state.to_json()
    actions_before = list(match.record.actions)
    not_mine = next(c for c in DECK if c not in match.view(0).hand)
    table.action_chosen.emit(Play(not_mine))
    assert table.last_message == "You do not hold that card."
    assert table.toast.isVisible()
    assert match.state.to_json() == state_before and match.record.actions == actions_before
    assert [it.key for it in table.hand.items] == [c.text for c in match.view(0).hand]


def test_a_move_out_of_turn_is_refused(qtbot, toy_entry, settings, gated):
    match, table, controller = make(qtbot, toy_entry, settings, [local_seat("Ann"), bot(toy_entry, level=gated)])
    controller.start()
    assert 1 in match.waiting()
    table.action_chosen.emit(Play(Card.parse("AS")))
    assert table.last_message == "It is not your turn."
    assert match.record.actions == []
    controller.shutdown()


def test_the_gui_stays_responsive_while_a_bot_thinks(qtbot, toy_entry, settings, gated):
    match, table, controller = make(qtbot, toy_entry, settings, [local_seat("Ann"), bot(toy_entry, level=gated)])
    ticks: list[int] = []
    timer = QTimer()
    timer.timeout.connect(lambda: ticks.append(len(match.record.actions)))
    timer.start(20)
    controller.start()          # returns while the bot is still thinking (its gate is shut)
    assert match.record.actions == [] and controller.host.thinking() == {1}
    qtbot.waitUntil(lambda: len(ticks) >= 5)   # the event loop runs meanwhile
    assert set(ticks) == {0}
    GatedBot.gate.set()
    qtbot.waitUntil(lambda: len(match.record.actions) == 1)
    timer.stop()
    assert 0 in match.waiting()
    qtbot.waitUntil(table.can_act)
    controller.shutdown()


def test_a_stale_bot_answer_is_ignored(qtbot, toy_entry, settings, gated):
    match, table, controller = make(qtbot, toy_entry, settings, [local_seat("Ann"), bot(toy_entry, level=gated)])
    controller.start()
    match.leave(0)
    GatedBot.gate.set()
    qtbot.waitUntil(lambda: GatedBot.answered.is_set() and not controller.host.thinking())
    assert match.record.actions == []
    controller.shutdown()


def test_bot_pace_from_settings_waits_out_the_thinking_time(qtbot, toy_entry, settings):
    settings.set("bot_pace", 2.0)
    paced = BotSeat(toy_entry.bot_levels()["easy"], "Bob", pace=0.5)
    match, table, controller = make(qtbot, toy_entry, settings, [local_seat("Ann"), paced])
    controller.clocks.now = lambda: 100.0      # the host's clock stands: no time is spent thinking
    think = paced.think_time(match.bot_rng(1), len(match.legal(1)))
    controller.start()
    qtbot.waitUntil(lambda: 1 in controller.host.last_pause)
    assert controller.host.last_pause[1] == pytest.approx(2.0 * think) and think > 0
    assert match.record.actions == [], "the bot waits out its pause"
    qtbot.waitUntil(lambda: len(match.record.actions) == 1)
    controller.shutdown()


def test_the_table_is_given_an_opaque_match_id_not_the_seed(qtbot, toy_entry, settings):
    match, table, controller = make(qtbot, toy_entry, settings, [local_seat("Ann"), bot(toy_entry)], seed=987654)
    given = []
    table.set_match_id = given.append
    controller.start()
    assert given == [match.match_id] and "987654" not in given[0]
    controller.shutdown()


def test_the_table_answers_with_the_sequence_number_it_was_shown(qtbot, toy_entry, settings):
    match, table, controller = make(qtbot, toy_entry, settings, [hotseat_seat("Ann"), hotseat_seat("Cy")])
    controller.start()
    click_scene(table, QPointF(5, 3.5))
    first = next(iter(match.waiting()))
    shown = list(table.current_legal)
    submitted = []
    real_submit = controller.host.submit
    controller.host.submit = lambda seat, action, seq=None: (submitted.append(seq), real_submit(seat, action, seq))
    table.action_chosen.emit(shown[0])
    assert submitted == [controller.host.seq - 1] and match.record.actions[-1][0] == first


def test_the_table_gets_the_finished_rounds_record_and_the_seats_of_its_screen(qtbot, toy_entry, settings):
    match, table, controller = make(qtbot, toy_entry, settings, [local_seat("Ann"), bot(toy_entry)])
    controller.start()
    while match.phase == Phase.PLAYING:
        qtbot.waitUntil(lambda: match.phase != Phase.PLAYING or (0 in match.waiting() and table.can_act()))
        if match.phase == Phase.PLAYING:
            click_first_playable(table)
    qtbot.waitUntil(table.summary_visible)
    record, seats, events = table.round_review
    assert record is match.finished_rounds[-1] and seats == (0,) and events is None   # not the bot's seat
    controller.shutdown()


def test_a_games_own_lines_and_button_on_the_summary_sheet(qtbot, toy_entry, settings):
    match, table, controller = make(qtbot, toy_entry, settings, [local_seat("Ann"), bot(toy_entry)])
    panel = table.summary_panel
    panel.set_content("Round over", ["Ann", "Bob"], [("Points", ("1", "2"))], "Ann wins.")
    plain = panel.sheet_height
    assert not panel.extra_button.isVisibleTo(panel)
    clicks = []
    panel.extra_clicked.connect(lambda: clicks.append(1))
    panel.set_extra("Look back", ["a line", "another line"])
    assert panel.extra_button.isVisibleTo(panel) and panel.extra_button.text == "Look back"
    assert panel.sheet_height > plain + 52
    assert panel.extra_button.pos().y() < panel.continue_button.pos().y()
    panel.extra_button.clicked.emit()
    assert clicks == [1]
    panel.set_content("Round over", ["Ann", "Bob"], [("Points", ("1", "2"))], "Ann wins.")
    assert panel.extra_lines == ["a line", "another line"]        # a new content keeps the game's part
    panel.set_extra(None)
    assert not panel.extra_button.isVisibleTo(panel) and panel.sheet_height == plain
