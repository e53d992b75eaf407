"""The Schnapsen table, driven through real mouse events on the real widget (issue 3, "Table").

Positions come from seeded matches or from ``GAME.from_deck`` (the dealt order
and the dealer), so each situation -- strict play, a marriage, the trump
exchange, closing -- happens the same way every run.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF, Qt
from PySide6.QtTest import QTest

from cardsuite import games
from cardsuite.profile import saves
from cardsuite.cards import Card
from cardsuite.engine import events_for
from cardsuite.play.match import Match, Phase
from cardsuite.play.seats import hotseat_seat, local_seat
from cardsuite.ui.toolkit.controller import MatchController
from cardsuite.games.schnapsen.engine.game import GAME
from cardsuite.games.schnapsen.engine.actions import Close, ExchangeTrump, Play
from cardsuite.games.schnapsen.engine.options import SchnapsenOptions
from cardsuite.games.schnapsen.table.gestures import MarriageChoice
from cardsuite.games.schnapsen.table.table import SchnapsenTable
from cardsuite.games.schnapsen.table.widgets import hand_order
from support.schnapsenhelpers import dealt
from support.tablehelpers import click, drag, easy_bot, shown

ENTRY = games.GAMES["schnapsen"]


@pytest.fixture
def settings(settings):
    settings.set("hints_enabled", False)
    return settings


def open_table(qtbot, settings, match: Match, size=(1100, 700)):
    table = shown(qtbot, SchnapsenTable(ENTRY, match.options, settings), size)
    controller = MatchController(match, table, settings)
    controller.start()
    return table, controller


def table_for(qtbot, settings, state=None, seats=None, seed=3, autosave=None, size=(1100, 700)):
    match = Match(ENTRY, SchnapsenOptions.from_preset(), seats or [local_seat("Ann"), easy_bot(ENTRY)], seed=seed,
                  autosave=autosave)
    if state is not None:
        match.state = state  # tests only: a chosen deal instead of the seeded one
    table, controller = open_table(qtbot, settings, match, size)
    return match, table, controller


def on_card(item) -> QPointF:
    """A point on the visible left strip of a card in a fan."""
    return item.mapToScene(QPointF(0.2, 0.75))


def hand_item(table, key: str):
    item = table.table_scene.find(key)
    assert item is not None and item.pile is table.my_hand, key
    return item


def last_action(match: Match):
    seat, data = match.record.actions[-1]
    return seat, GAME.actions.from_json(data)


def wait_my_turn(qtbot, match: Match, table, seat: int = 0) -> None:
    qtbot.waitUntil(lambda: match.phase != Phase.PLAYING or (seat in match.waiting() and table.can_act()))


# -- the registry ---------------------------------------------------------------------------------------


def test_schnapsen_is_registered_with_its_table():
    assert ENTRY.title == "Schnapsen"
    assert ENTRY.table_class() is SchnapsenTable
    assert ENTRY.description.startswith("The quick Central European trick game for two")


# -- a whole round --------------------------------------------------------------------------------------


def test_a_whole_round_against_the_easy_bot_by_clicks_and_a_drag(qtbot, settings):
    match, table, controller = table_for(qtbot, settings, seed=5)
    plays = drags = prompts = 0
    while match.phase == Phase.PLAYING:
        wait_my_turn(qtbot, match, table)
        if match.phase != Phase.PLAYING:
            break
        view = match.view(0)
        assert [it.key for it in table.my_hand.items] == [c.text for c in hand_order(view.hand, view.trump_suit)]
        assert len(table.their_hand.items) == view.hand_counts[1]
        item = next(it for it in table.my_hand.items if table.drag.is_playable(it) and not it.has_state("dim"))
        payload = table.drag.gesture_for(item).payload
        before = len(match.record.actions)
        if drags == 0:
            drag(table, on_card(item), table.trick.pos, steps=12)
            drags += 1
        else:
            click(table, on_card(item))
        if isinstance(payload, MarriageChoice):
            assert table.marriage_prompt_visible() and len(match.record.actions) == before
            click(table, table.prompt.yes_button.center_scene())
            prompts += 1
        assert len(match.record.actions) == before + 1
        seat, action = last_action(match)
        assert seat == 0 and isinstance(action, Play) and action.card.text == item.key
        plays += 1
    assert plays >= 3 and drags == 1
    assert match.phase in (Phase.BETWEEN_ROUNDS, Phase.OVER)
    qtbot.waitUntil(table.summary_visible)
    assert not table.can_act()
    panel = table.summary_panel
    assert panel.title == "Round over" and panel.names == ["Ann", "Bob"]
    labels = [label for label, _ in panel.rows]
    assert "Game points" in labels and "To go" in labels
    assert "Seat " not in panel.text and ("Ann" in panel.text or "Bob" in panel.text)
    click(table, panel.continue_button.center_scene())
    assert match.round_no == 1 and match.phase == Phase.PLAYING
    controller.shutdown()


# -- strict play ------------------------------------------------------------------------------------------


def strict_follow(hand0: str, lead: str, hand1: str):
    """Seat 1 leads, closes the talon and plays ``lead``; seat 0 must answer under the strict rules."""
    state = dealt(hand0, hand1, "AC", dealer=0)
    state.apply(1, Close())
    state.apply(1, Play(Card.parse(lead)))
    return state


def test_strict_play_dims_illegal_cards_and_refuses_them_with_the_reason(qtbot, settings):
    state = strict_follow("10H JH AS KC QD", "KH", "KH KS QS JD 10D")
    match, table, controller = table_for(qtbot, settings, state=state)
    wait_my_turn(qtbot, match, table)
    assert {it.key for it in table.my_hand.items if it.has_state("dim")} == {"JH", "AS", "KC", "QD"}
    assert not hand_item(table, "10H").has_state("dim")
    actions = list(match.record.actions)

    click(table, on_card(hand_item(table, "AS")))
    assert table.last_message == "You must follow suit and win the trick if you can."
    assert table.toast.isVisible()
    assert match.record.actions == actions

    table.last_message = ""
    jack = hand_item(table, "JH")
    drag(table, on_card(jack), table.trick.pos, steps=12)
    assert table.last_message == "You must follow suit and win the trick if you can."
    assert match.record.actions == actions
    assert jack.pile is table.my_hand and jack.at_home()

    drag(table, on_card(hand_item(table, "10H")), table.trick.pos, steps=12)
    assert last_action(match) == (0, Play(Card.parse("10H")))
    controller.shutdown()


def test_without_the_suit_led_the_reason_is_to_trump(qtbot, settings):
    state = strict_follow("10H JH AS KC QD", "JS", "KH JS QS JD 10D")
    match, table, controller = table_for(qtbot, settings, state=state)
    wait_my_turn(qtbot, match, table)
    assert {it.key for it in table.my_hand.items if not it.has_state("dim")} == {"AS"}
    state2 = strict_follow("10H JH KC QC QD", "JS", "KH JS QS AS 10D")
    controller.shutdown()
    match2, table2, controller2 = table_for(qtbot, settings, state=state2)
    wait_my_turn(qtbot, match2, table2)
    assert {it.key for it in table2.my_hand.items if not it.has_state("dim")} == {"KC", "QC"}
    click(table2, on_card(hand_item(table2, "10H")))
    assert table2.last_message == "You cannot follow suit, so you must play a trump."
    controller2.shutdown()


def test_no_card_is_dimmed_while_the_talon_is_open(qtbot, settings):
    state = dealt("10H JH AS KC QD", "KH KS QS JD 10D", "AC", dealer=0)
    state.apply(1, Play(Card.parse("KS")))
    match, table, controller = table_for(qtbot, settings, state=state)
    wait_my_turn(qtbot, match, table)
    assert not any(it.has_state("dim") for it in table.my_hand.items)
    assert all(table.drag.is_playable(it) for it in table.my_hand.items)
    controller.shutdown()


# -- closing and the trump exchange ----------------------------------------------------------------------


def test_close_button_follows_the_legal_actions_and_closes(qtbot, settings):
    match, table, controller = table_for(qtbot, settings, state=dealt("AH 10H KS QD JC", "KH QS JD 10D AS", "AC",
                                                                       dealer=0))
    button = table.close_button
    wait_my_turn(qtbot, match, table)                  # the bot led; answering is no time to close
    assert len(match.view(0).trick) == 1
    assert button.isVisible() and button.text == "Close talon" and not button.isEnabled()
    controller.shutdown()

    state = dealt("AH 10H KS QD JC", "KH QS JD 10D AS", "AC", dealer=1)
    match, table, controller = table_for(qtbot, settings, state=state)
    button = table.close_button
    wait_my_turn(qtbot, match, table)
    assert button.isVisible() and button.isEnabled()
    assert Close() in match.legal(0)
    click(table, button.center_scene())
    assert last_action(match) == (0, Close())
    view = match.view(0)
    assert view.closed_by == 0
    assert not button.isVisible()
    trump = table.trump_pile.items[0]
    assert trump.key == "AC" and not trump.face_up
    assert "closed the talon" in table.talon_note.text
    controller.shutdown()


def test_close_button_is_disabled_when_closing_is_not_legal(qtbot, settings):
    hot = [hotseat_seat("Ann"), hotseat_seat("Cy")]
    state = dealt("AH 10H KS QD JC", "KH QS JD 10D AS", "AC", dealer=0)   # seat 1 leads
    match, table, controller = table_for(qtbot, settings, state=state, seats=hot)
    # hot-seat: seat 1 is to move, seat 0's screen waits behind the pass card; show seat 0's view directly
    table.show_view(match.view(0), [], match.legal(0))
    assert table.close_button.isVisible() and not table.close_button.isEnabled()
    got: list = []
    table.action_chosen.connect(got.append)
    table.close_button.click()
    assert got == []
    controller.shutdown()


def test_exchange_by_clicking_the_trump_card(qtbot, settings):
    state = dealt("AH 10H KS QD JC", "KH QS JD 10D AS", "AC", dealer=1)
    match, table, controller = table_for(qtbot, settings, state=state)
    wait_my_turn(qtbot, match, table)
    trump = table.trump_pile.items[0]
    assert trump.key == "AC" and trump.face_up and abs(trump.rotation() - 90) < 1e-6
    click(table, trump.mapToScene(QPointF(0.5, 0.15)))   # the part beside the talon
    assert last_action(match) == (0, ExchangeTrump())
    assert [it.key for it in table.trump_pile.items] == ["JC"]
    assert table.table_scene.find("AC").pile is table.my_hand
    assert [it.key for it in table.my_hand.items][0] == "AC"        # trumps first, ace high
    controller.shutdown()


def test_exchange_by_dragging_the_jack_onto_the_trump_card(qtbot, settings):
    state = dealt("AH 10H KS QD JC", "KH QS JD 10D AS", "AC", dealer=1)
    match, table, controller = table_for(qtbot, settings, state=state)
    wait_my_turn(qtbot, match, table)
    jack = hand_item(table, "JC")
    drag(table, on_card(jack), table.trump_pile.drop_rect().center() + QPointF(0.3, 0), steps=12)
    assert last_action(match) == (0, ExchangeTrump())
    assert [it.key for it in table.trump_pile.items] == ["JC"]
    controller.shutdown()


# -- marriages ---------------------------------------------------------------------------------------------


@pytest.mark.parametrize("announce", [True, False])
def test_a_king_of_a_marriage_asks_before_it_is_played(qtbot, settings, announce):
    state = dealt("KS QS AH 10D JC", "KH QH JD 10H AS", "AC", dealer=1)
    match, table, controller = table_for(qtbot, settings, state=state)
    wait_my_turn(qtbot, match, table)
    actions = list(match.record.actions)
    click(table, on_card(hand_item(table, "KS")))
    assert table.marriage_prompt_visible()
    assert table.prompt.title == "Announce 20?"
    assert match.record.actions == actions
    button = table.prompt.yes_button if announce else table.prompt.no_button
    click(table, button.center_scene())
    assert last_action(match) == (0, Play(Card.parse("KS"), marry=announce))
    assert not table.marriage_prompt_visible()
    controller.shutdown()


def test_a_trump_marriage_asks_for_40_and_answers_from_code_or_the_keyboard(qtbot, settings):
    state = dealt("KC QC AH 10D JS", "KH QH JD 10H AS", "AC", dealer=1)
    match, table, controller = table_for(qtbot, settings, state=state)
    wait_my_turn(qtbot, match, table)
    drag(table, on_card(hand_item(table, "QC")), table.trick.pos, steps=12)
    assert table.marriage_prompt_visible() and table.prompt.title == "Announce 40?"
    QTest.keyClick(table, Qt.Key.Key_Escape)
    assert not table.marriage_prompt_visible() and not match.record.actions
    click(table, on_card(hand_item(table, "QC")))
    QTest.keyClick(table, Qt.Key.Key_Return)                        # the default answer is yes
    assert last_action(match) == (0, Play(Card.parse("QC"), marry=True))
    controller.shutdown()

    state = dealt("KC QC AH 10D JS", "KH QH JD 10H AS", "AC", dealer=1)
    match, table, controller = table_for(qtbot, settings, state=state)
    wait_my_turn(qtbot, match, table)
    click(table, on_card(hand_item(table, "KC")))
    table.answer_marriage(False)
    assert last_action(match) == (0, Play(Card.parse("KC"), marry=False))
    controller.shutdown()


def test_the_opponents_marriage_shows_the_partner_card_in_their_hand(qtbot, settings):
    state = dealt("10H JH AS KC QD", "KH QH JD 10D JS", "AC", dealer=0)
    table = SchnapsenTable(ENTRY, state.options, settings)
    qtbot.addWidget(table)
    table.resize(1100, 700)
    table.show()
    table.set_players(["Ann", "Bob"], [None, 1100], 0)
    table.show_view(state.view(0), [], [])
    assert all(it.key is None for it in table.their_hand.items)
    events = state.apply(1, Play(Card.parse("KH"), marry=True))
    table.show_view(state.view(0), events_for(events, 0), state.legal_actions(0))
    partner = table.table_scene.find("QH")
    assert partner is not None and partner.pile is table.their_hand and partner.face_up
    assert [it.key for it in table.trick.items] == ["KH"]
    assert sum(it.key is None for it in table.their_hand.items) == 3
    assert "announces 20" in table.last_message
    assert "Marriages \u266520" in table.panel(1).subtitle


# -- the last trick ----------------------------------------------------------------------------------------


def test_the_last_trick_can_be_peeked_until_the_next_starts(qtbot, settings):
    state = dealt("10H JH AS KC QD", "KH KS QS JD 10D", "AC", dealer=0)
    state.apply(1, Play(Card.parse("KS")))
    state.apply(0, Play(Card.parse("AS")))          # seat 0 wins and leads next
    match, table, controller = table_for(qtbot, settings, state=state)
    wait_my_turn(qtbot, match, table)
    assert {it.key for it in table.my_won.items} == {"KS", "AS"}
    assert not any(it.face_up for it in table.my_won.items)
    got: list = []
    table.action_chosen.connect(got.append)
    click(table, table.my_won.pos + QPointF(0.5, 0.7))
    assert table.peeking() == ("KS", "AS")
    assert all(it.face_up for it in table.my_won.items)
    assert got == []
    table.end_peek()
    assert not any(it.face_up for it in table.my_won.items)
    click(table, on_card(hand_item(table, "10H")))                  # the next trick starts
    assert last_action(match) == (0, Play(Card.parse("10H")))
    assert not table.peek_last_trick()
    controller.shutdown()


# -- hot seat -------------------------------------------------------------------------------------------------


def test_hot_seat_passes_the_screen_between_turns(qtbot, settings):
    match, table, controller = table_for(qtbot, settings, seats=[hotseat_seat("Ann"), hotseat_seat("Cy")], seed=9)
    first = next(iter(match.waiting()))
    second = 1 - first
    assert table.pass_screen_visible()
    click(table, QPointF(5.6, 3.5))
    view = match.view(first)
    assert table.current_view.seat == first
    assert [it.key for it in table.my_hand.items] == [c.text for c in hand_order(view.hand, view.trump_suit)]
    assert all(it.key is None for it in table.their_hand.items)
    assert table.panel(first).active

    item = next(it for it in table.my_hand.items if table.drag.is_playable(it))
    payload = table.drag.gesture_for(item).payload
    click(table, on_card(item))
    if isinstance(payload, MarriageChoice):
        click(table, table.prompt.yes_button.center_scene())
    assert table.pass_screen_visible()
    assert not any(it.isVisible() for it in table.table_scene.card_items())
    assert not table.can_act()

    click(table, QPointF(5.6, 3.5))
    view = match.view(second)
    assert table.current_view.seat == second
    assert [it.key for it in table.my_hand.items] == [c.text for c in hand_order(view.hand, view.trump_suit)]
    assert [it.key for it in table.trick.items] == [item.key]
    assert table.trick.items[0].pos().y() < table.my_hand.pos.y() - 1.0   # the lead lies on the other side
    assert table.can_act()
    controller.shutdown()


# -- quitting and resuming --------------------------------------------------------------------------------------


def table_picture(table) -> dict:
    def keys(pile):
        return [(it.key, it.face_up) for it in pile.items]
    return {"hand": keys(table.my_hand), "theirs": keys(table.their_hand), "talon": len(table.talon.items),
            "trump": keys(table.trump_pile), "trick": keys(table.trick), "mine": keys(table.my_won),
            "their_won": keys(table.their_won), "status": table.status.text,
            "close": (table.close_button.isVisible(), table.close_button.isEnabled())}


def test_quitting_mid_round_and_resuming_gives_the_same_table(qtbot, settings):
    autosave = lambda data: saves.write_save("schnapsen", data)  # noqa: E731
    match, table, controller = table_for(qtbot, settings, seed=21, autosave=autosave)
    for _ in range(3):
        wait_my_turn(qtbot, match, table)
        item = next(it for it in table.my_hand.items if table.drag.is_playable(it) and not it.has_state("dim"))
        payload = table.drag.gesture_for(item).payload
        click(table, on_card(item))
        if isinstance(payload, MarriageChoice):
            table.answer_marriage(True)
    wait_my_turn(qtbot, match, table)
    assert match.phase == Phase.PLAYING and len(match.record.actions) >= 6
    before = table_picture(table)
    state_before = match.state.to_json()
    controller.shutdown()
    table.close()

    data = saves.read_save("schnapsen")
    resumed = Match.from_json(ENTRY, data, autosave=autosave)
    assert resumed.state.to_json() == state_before
    table2, controller2 = open_table(qtbot, settings, resumed)
    wait_my_turn(qtbot, resumed, table2)
    assert table_picture(table2) == before
    controller2.shutdown()


# -- hints and the look ----------------------------------------------------------------------------------------------


def test_first_time_hints_explain_the_exchange_marriage_and_closing(qtbot, settings):
    settings.set("hints_enabled", True)
    state = dealt("KS QS AH 10D JC", "KH QH JD 10H AS", "AC", dealer=1)
    match, table, controller = table_for(qtbot, settings, state=state)
    wait_my_turn(qtbot, match, table)
    bubble = table.hints.bubble("schnapsen.exchange")
    assert bubble is not None and bubble.isVisible() and "trump jack" in bubble.text
    click(table, bubble.close_point())
    table.show_view(match.view(0), [], match.legal(0))
    bubble = table.hints.bubble("schnapsen.marriage")
    assert bubble is not None and "marriage" in bubble.text.lower()
    click(table, bubble.close_point())
    table.show_view(match.view(0), [], match.legal(0))
    assert table.hints.bubble("schnapsen.close") is not None
    controller.shutdown()


def test_strict_rules_hint_appears_when_cards_are_greyed(qtbot, settings):
    settings.set("hints_enabled", True)
    state = strict_follow("10H JH AS KC QD", "KH", "KH KS QS JD 10D")
    match, table, controller = table_for(qtbot, settings, state=state)
    wait_my_turn(qtbot, match, table)
    bubble = table.hints.bubble("schnapsen.strict")
    assert bubble is not None and "strict" in bubble.text
    controller.shutdown()


@pytest.mark.parametrize("size", [(900, 600), (1280, 800), (1920, 1080)])
def test_the_main_things_do_not_overlap(qtbot, settings, size):
    state = dealt("KS QS AH 10D JC", "KH QH JD 10H AS", "AC", dealer=1)
    match, table, controller = table_for(qtbot, settings, state=state, size=size)
    wait_my_turn(qtbot, match, table)
    table.grab()
    w, h = SchnapsenTable.TABLE_SIZE
    boxes = {
        "my hand": table.my_hand.drop_rect(), "their hand": table.their_hand.drop_rect(),
        "trick": table.trick.base_rect(), "talon": table.talon.drop_rect().united(table.trump_pile.drop_rect()),
        "my tricks": table.my_won.drop_rect(), "their tricks": table.their_won.drop_rect(),
        "close": table.close_button.sceneBoundingRect(), "my panel": table.panel(0).sceneBoundingRect(),
        "their panel": table.panel(1).sceneBoundingRect(), "my points": table.my_points.sceneBoundingRect(),
    }
    names = list(boxes)
    for i, a in enumerate(names):
        assert boxes[a].left() >= -0.01 and boxes[a].right() <= w + 0.01, a
        assert boxes[a].top() >= -0.01 and boxes[a].bottom() <= h + 0.15, a
        for b in names[i + 1:]:
            assert not boxes[a].adjusted(0.02, 0.02, -0.02, -0.02).intersects(boxes[b]), (a, b)
    assert table.card_pixel_width() >= 70
    controller.shutdown()


# -- the finished trick stays readable ----------------------------------------------------------------


def test_the_finished_trick_stays_readable_and_thinking_shows_only_after_it_is_collected(qtbot, settings):
    settings.set("animation_speed", "fast")
    match, table, controller = table_for(qtbot, settings, seed=5)
    seen: list[tuple[str, int]] = []
    real_set_text = table.status.set_text
    table.status.set_text = lambda text: (seen.append((text, len(table.trick.items))), real_set_text(text))
    for _ in range(2):                       # two tricks: one of them with the bot playing second
        wait_my_turn(qtbot, match, table)
        item = next(it for it in table.my_hand.items if table.drag.is_playable(it) and not it.has_state("dim"))
        QTest.mouseClick(table.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                         table.mapFromScene(on_card(item)))
        if table.pending_marriage is not None:
            table.answer_marriage(False)
        qtbot.waitUntil(lambda: len(match.record.actions) >= 1 and table.can_act() or match.phase != Phase.PLAYING)
    full = [text for text, cards in seen if cards == 2]
    assert full and all("thinking" not in text for text in full)
    assert any("takes the trick" in text or text == "You take the trick" for text in full)
