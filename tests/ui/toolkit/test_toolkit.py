"""The shared table toolkit, driven with real mouse events on the toy game's table."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF, Qt
from PySide6.QtTest import QTest

from cardsuite.cards import Card
from cardsuite.engine import Event
from cardsuite.play import play_bots
from cardsuite.play.match import Match
from cardsuite.play.seats import BotSeat, local_seat
from cardsuite.profile.settings import Settings
from cardsuite.ui.toolkit.animation import moved_cards
from cardsuite.ui.toolkit.cardart import CARD_ASPECT
from cardsuite.ui.toolkit.piles import FannedHand, MeldZone, SpreadPile, StackPile, TrickArea
from cardsuite.ui.toolkit.scene import CardView
from support.toygame.engine.game import DECK, Play
from support.tablehelpers import click, drag, shown, vp
from support.toygame.table.table import ToyTable


def toy_match(entry) -> Match:
    """A toy match where the bot (seat 1, the leader) has played: seat 0 is to move."""
    level = entry.bot_levels()["easy"]
    match = Match(entry, entry.game().Options.from_preset(), [local_seat("Ann"), BotSeat(level, "Bob", pace=0)],
                  seed=11)
    play_bots(match)
    assert 0 in match.waiting()
    return match


@pytest.fixture
def table(qtbot, toy_entry, settings):
    match = toy_match(toy_entry)
    table = shown(qtbot, ToyTable(toy_entry, match.options, settings), (1000, 700))
    table.set_players(["Ann", "Bob"], [None, 1000], 0)
    table.show_view(match.view(0), [], match.legal(0))
    table.match = match
    return table


def card_point(item, x: float = 0.22, y: float = 0.7) -> QPointF:
    return item.mapToScene(QPointF(x, y))


def recorder(signal) -> list:
    got: list = []
    signal.connect(lambda *args: got.append(args[0] if len(args) == 1 else args))
    return got


# -- gestures -------------------------------------------------------------------


def test_click_on_a_playable_card_emits_its_action(qtbot, table):
    item = table.hand.items[0]
    with qtbot.waitSignal(table.action_chosen) as blocker:
        click(table, card_point(item))
    assert blocker.args == [Play(Card.parse(item.key))]


def test_drag_onto_the_trick_plays_exactly_that_card(qtbot, table):
    got = recorder(table.action_chosen)
    item = table.hand.items[1]
    drag(table, card_point(item), table.trick.pos)
    assert got == [Play(Card.parse(item.key))]
    table.match.submit(0, got[0])
    assert table.match.record.actions[-1] == (0, {"type": "play", "card": item.key})


def test_legal_targets_glow_while_dragging(qtbot, table):
    item = table.hand.items[0]
    drag(table, card_point(item), table.trick.pos, release=False)
    assert table.drag.dragging
    assert table.trick.marker._glow == 2
    QTest.mouseRelease(table.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                       vp(table, table.trick.pos))
    assert table.trick.marker._glow == 0


def test_drop_on_an_illegal_place_springs_back_and_plays_nothing(qtbot, table, settings):
    settings.set("animation_speed", "fast")
    table.animator.speed = "fast"
    got = recorder(table.action_chosen)
    item = table.hand.items[0]
    home = QPointF(item.pos())
    drag(table, card_point(item), card_point(table.other.items[0]))
    assert item.pos() != home
    qtbot.waitUntil(table.animations_idle)
    assert got == []
    assert item.pile is table.hand
    assert abs(item.pos().x() - home.x()) < 1e-6 and abs(item.pos().y() - home.y()) < 1e-6


def test_a_view_arriving_mid_drag_waits_until_the_drop(qtbot, table):
    got = recorder(table.action_chosen)
    item = table.hand.items[0]
    drag(table, card_point(item), table.trick.pos, release=False)
    table.show_view(table.match.view(0), [], table.match.legal(0))
    assert table.drag.dragging and not table.animations_idle()
    QTest.mouseRelease(table.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                       vp(table, table.trick.pos))
    assert got == [Play(Card.parse(item.key))]
    assert table.animations_idle()


def test_only_playable_cards_lift_under_the_mouse(qtbot, table):
    mine, theirs = table.hand.items[0], table.other.items[0]
    QTest.mouseMove(table.viewport(), vp(table, card_point(mine)))
    qtbot.waitUntil(lambda: mine.lift > 0.1)
    QTest.mouseMove(table.viewport(), vp(table, card_point(theirs)))
    qtbot.waitUntil(lambda: mine.lift == 0)
    assert theirs.lift == 0 and theirs._lift_anim is None, "a hover lift starts at once: none was started"


def test_small_moves_count_as_a_click_not_a_drag(qtbot, table):
    got = recorder(table.action_chosen)
    item = table.hand.items[2]
    start = card_point(item)
    drag(table, start, start + QPointF(0.005, 0.005), steps=2)
    assert got == [Play(Card.parse(item.key))]


def test_no_gestures_when_it_is_not_this_seats_decision(qtbot, table):
    got = recorder(table.action_chosen)
    table.show_view(table.match.view(0), [], [])
    item = table.hand.items[0]
    click(table, card_point(item))
    drag(table, card_point(item), table.trick.pos)
    assert got == []
    assert item.pile is table.hand


def test_set_interactive_false_refuses_gestures(qtbot, table):
    got = recorder(table.action_chosen)
    table.set_interactive(False)
    click(table, card_point(table.hand.items[0]))
    assert got == []


# -- animation of events --------------------------------------------------------------


def test_a_played_card_keeps_its_item_and_flies_to_the_trick(qtbot, table, settings):
    settings.set("animation_speed", "fast")
    match = table.match
    item = table.hand.items[0]
    done = recorder(table.animations_done)
    events = match.submit(0, Play(Card.parse(item.key)))
    table.show_view(match.view(0), match.events_for(events, 0), match.legal(0))
    assert not table.animations_idle()
    qtbot.waitUntil(table.animations_idle)
    assert done
    assert table.table_scene.find(item.key) is None or item.pile is not table.hand
    assert len(table.hand.items) == 2
    assert all(it.at_home() for it in table.table_scene.card_items())


def test_moved_cards_diff_by_identity():
    a, b = object(), object()
    assert moved_cards({"AS": a, "KH": a}, {"AS": a, "KH": b, "QS": b}) == {"KH", "QS"}


def test_animator_plays_steps_in_order(qtbot, table):
    table.animator.speed = "fast"
    order: list[str] = []
    table.animator.enqueue(lambda: (order.append("one"), table.animator.pause_animation(60))[1])
    table.animator.enqueue(lambda: order.append("two"))
    assert order == ["one"]
    qtbot.waitUntil(table.animations_idle)
    assert order == ["one", "two"]


def test_a_move_event_reveals_an_unknown_card_in_flight(qtbot, table):
    opponent_before = len(table.other.items)
    card = next(c for c in DECK if table.table_scene.find(c.text) is None)
    event = Event("move", {"card": card, "src": "hand1", "dst": "trick", "face_up": True})
    table.animate_move(event.data)
    item = table.table_scene.find(card.text)
    assert item is not None and item.pile is table.trick and item.face_up
    assert len(table.other.items) == opponent_before - 1


# -- scaling ------------------------------------------------------------------------------


def test_view_rescales_and_rerenders_on_resize(qtbot, table):
    item = table.hand.items[0]
    table.resize(600, 420)
    table.grab()
    small_px, small_width = table.card_pixel_width(), item.rendered_width
    table.resize(1400, 980)
    table.grab()
    assert table.card_pixel_width() > small_px * 2
    assert item.rendered_width > small_width * 2
    assert abs(item.rendered_width - table.unit_pixels()) <= 1
    w, h = table.TABLE_SIZE
    assert table.mapFromScene(QPointF(w, h)).x() <= table.viewport().width()


def test_table_colour_comes_from_the_settings(qtbot, toy_entry, settings):
    settings.set("table_colour", "#803030")
    view = CardView(settings)
    qtbot.addWidget(view)
    view.resize(300, 240)
    image = view.grab().toImage()
    colour = image.pixelColor(150, 120)
    assert colour.red() > colour.green()


# -- hint bubbles -------------------------------------------------------------------------------


def test_green_x_closes_a_hint_for_the_rest_of_the_match(qtbot, table):
    table.set_match_id("m-1")
    bubble = table.hints.show("tip", "A tip", table.stock)
    assert bubble is not None and bubble.isVisible()
    click(table, bubble.close_point())
    assert table.hints.bubble("tip") is None
    assert "tip" in Settings.load().get("hints_closed")["m-1"]
    assert table.hints.show("tip", "A tip", table.stock) is None
    table.set_match_id("m-2")
    assert table.hints.show("tip", "A tip", table.stock) is not None


def test_a_closed_first_time_tip_stays_closed_in_later_matches(qtbot, table):
    from cardsuite.ui.toolkit.hints import MAX_REMEMBERED_MATCHES
    table.set_match_id("m-1")
    bubble = table.hints.show("intro", "Once", table.stock, first_time=True)
    click(table, bubble.close_point())
    for k in range(MAX_REMEMBERED_MATCHES + 3):   # many matches later, with hints closed in each
        table.set_match_id(f"m-{k + 2}")
        assert table.hints.show("intro", "Once", table.stock, first_time=True) is None
        click(table, table.hints.show("tip", "Per match", table.stock).close_point())
    closed = Settings.load().get("hints_closed")
    assert closed["*first-time*"] == ["intro"] and len(closed) == MAX_REMEMBERED_MATCHES + 1


def test_red_x_turns_hints_off_and_the_green_question_mark_back_on(qtbot, table):
    bubble = table.hints.show("tip", "A tip", table.stock)
    assert not table.hints.button.isVisible()
    click(table, bubble.disable_point())
    assert Settings.load().get("hints_enabled") is False
    assert table.hints.bubbles() == []
    assert table.hints.show("other", "Another", table.trick) is None
    assert table.hints.button.isVisible()
    click(table, table.hints.button.scenePos())
    assert Settings.load().get("hints_enabled") is True
    assert not table.hints.button.isVisible()
    assert table.hints.bubble("tip") is not None
    assert table.hints.show("other", "Another", table.trick) is not None


def test_the_toy_table_shows_its_hint_on_your_turn(qtbot, table):
    assert table.hints.bubble("toy.play") is not None
    table.show_view(table.match.view(0), [], [])
    assert table.hints.bubble("toy.play") is None


# -- panels, messages, overlays --------------------------------------------------------------------


def test_show_message_toasts(qtbot, table):
    table.show_message("Not now.")
    assert table.toast.isVisible() and table.toast.text == "Not now." and table.last_message == "Not now."


def test_eye_button_toggles(qtbot, table):
    panel = table.panel(1)
    panel.set_eye_visible(True)
    got = recorder(panel.eye_toggled)
    click(table, panel.eye_point())
    click(table, panel.eye_point())
    assert got == [True, False]


def test_table_button_follows_its_enabled_state(qtbot, table):
    button = table.add_button("Knock", (5.0, 3.0))
    got = recorder(button.clicked)
    button.set_enabled(False)
    click(table, button.center_scene())
    button.set_enabled(True)
    click(table, button.center_scene())
    assert len(got) == 1


def test_a_bound_button_plays_its_action_only_when_legal(qtbot, table):
    got = recorder(table.action_chosen)
    button = table.add_button("Play ace", (8.0, 3.0))
    action = table.match.legal(0)[0]
    table.bind_button(button, None)
    click(table, button.center_scene())
    table.bind_button(button, action)
    assert button.isEnabled()
    click(table, button.center_scene())
    assert got == [action]


def test_pass_screen_hides_cards_until_clicked(qtbot, table):
    table.show_pass_screen("Bob")
    assert table.pass_screen_visible()
    assert not any(it.isVisible() for it in table.hand.items)
    with qtbot.waitSignal(table.pass_confirmed):
        click(table, table.trick.pos)
    assert not table.pass_screen_visible()
    assert all(it.isVisible() for it in table.hand.items)


# -- piles ---------------------------------------------------------------------------------------


def test_fanned_hand_compresses_many_cards_to_its_width(qtbot, settings):
    view = CardView(settings)
    qtbot.addWidget(view)
    hand = FannedHand(view.table_scene, (6.0, 5.0), max_width=8.0, spacing=0.5)
    codes = [f"{r}{s}" for s in "CDHS" for r in ("A", "2", "3", "4", "5")]
    hand.set_cards(codes)
    xs = [it.pos().x() for it in hand.items]
    assert xs == sorted(xs)
    assert xs[-1] + 1 - xs[0] <= 8.0 + 1e-6
    assert [it.key for it in hand.items] == codes
    few = FannedHand(view.table_scene, (6.0, 1.0), max_width=8.0, spacing=0.5)
    few.set_cards([None, None, None])
    assert all(not it.face_up for it in few.items)
    assert few.items[1].pos().x() - few.items[0].pos().x() == pytest.approx(0.5)


def test_spread_pile_overlaps_face_down_more_and_fits_its_height(qtbot, settings):
    view = CardView(settings)
    qtbot.addWidget(view)
    column = SpreadPile(view.table_scene, (1.0, 0.5), max_extent=5.0)
    column.set_cards([None] * 4 + [("KS", True), ("QS", True)])
    ys = [it.pos().y() for it in column.items]
    assert ys[1] - ys[0] < ys[5] - ys[4]
    column.set_cards([None] * 5 + [(f"{r}S", True) for r in ("K", "Q", "J", "10", "9", "8", "7", "6", "5", "4")])
    assert column.items[-1].pos().y() + CARD_ASPECT <= 0.5 + 5.0 + 1e-6
    assert [it.key for it in column.drag_group(column.items[-3])] == ["6S", "5S", "4S"]
    discard = SpreadPile(view.table_scene, (1.0, 6.0), direction="right", max_extent=6.0, open=False)
    discard.set_cards(["2C", "3C", "4C"])
    closed = discard.items[-1].pos().x()
    assert discard.toggle_open() is True
    assert discard.items[-1].pos().x() > closed + 0.3


def test_stack_with_a_crosswise_card(qtbot, settings):
    view = CardView(settings)
    qtbot.addWidget(view)
    stack = StackPile(view.table_scene, (1.0, 1.0), count_badge=True)
    stack.set_cards([None] * 5, crosswise="JH", crosswise_face_up=True)
    assert stack.crosswise.key == "JH" and stack.crosswise.rotation() == 90 and stack.crosswise.face_up
    assert stack.crosswise.zValue() < stack.top().zValue()
    assert stack.badge.count == 5 and stack.badge.isVisible()
    stack.set_cards([None] * 5, crosswise="JH", crosswise_face_up=False)
    assert not stack.crosswise.face_up
    stack.set_cards([])
    assert stack.crosswise is None and not stack.badge.isVisible()


def test_meld_zone_groups_and_marks(qtbot, settings):
    view = CardView(settings)
    qtbot.addWidget(view)
    zone = MeldZone(view.table_scene, (0.5, 0.5), max_width=3.0)
    zone.set_groups({"K": ["KH", "KS", "KD"], "7": ["7C", "7D", "7S"], "A": ["AS", "AH", "AD"]},
                    markers={"K": "Canasta"})
    assert zone.group("K").ribbon is not None and zone.group("7").ribbon is None
    k, seven, ace = (zone.group(key).items[0].pos() for key in ("K", "7", "A"))
    assert k.y() == seven.y() < ace.y()
    assert zone.group_of(zone.items[4]).key == "7"
    zone.set_groups({"K": ["KH", "KS", "KD", "KC"]})
    assert zone.group("K").ribbon is None and len(zone.items) == 4


def test_trick_area_places_cards_by_slot(qtbot, settings):
    view = CardView(settings)
    qtbot.addWidget(view)
    trick = TrickArea(view.table_scene, (5.0, 4.0))
    trick.set_plays([(1, "AS"), (0, "KS")])
    top, bottom = trick.items
    assert top.pos().y() < bottom.pos().y()
    assert top.rotation() != 0 and bottom.rotation() != 0


def test_a_card_keeps_its_item_when_it_changes_pile(qtbot, settings):
    view = CardView(settings)
    qtbot.addWidget(view)
    a = StackPile(view.table_scene, (1.0, 1.0))
    b = StackPile(view.table_scene, (4.0, 1.0))
    a.set_cards(["AS", "KS"])
    item = view.table_scene.find("KS")
    b.set_cards(["KS"])
    a.set_cards(["AS"])
    assert view.table_scene.find("KS") is item and item.pile is b and a.keys == ["AS"]


def test_a_text_note_wraps_and_sits_centred_or_on_a_panel(qtbot):
    from cardsuite.ui.toolkit.panels import TextNote
    caption, panel = TextNote(200.0), TextNote(200.0, panel=True)
    for note in (caption, panel):
        note.set_text("short")
        one_line = note.height_units()
        note.set_text("a much longer note that has to wrap over several lines in two hundred pixels")
        assert note.height_units() > one_line
    assert caption.boundingRect().center().x() == pytest.approx(0.0)    # centred on its x
    assert panel.boundingRect().left() < 0 < panel.boundingRect().center().x()  # from its top-left


def test_garbage_is_collected_on_the_gui_thread_only(qtbot):
    import gc
    import threading

    from cardsuite.ui.app.gcguard import GuiThreadCollector, collect_due

    was_enabled = gc.isenabled()
    collector = GuiThreadCollector()
    try:
        assert not gc.isenabled()
        seen = []

        class Cycle:
            def __init__(self):
                self.me = self

            def __del__(self):
                seen.append(threading.current_thread() is threading.main_thread())

        worker = threading.Thread(target=lambda: [Cycle() for _ in range(3 * gc.get_threshold()[0])])
        worker.start()
        worker.join()
        assert seen == []                          # the worker's allocations collected nothing
        qtbot.waitUntil(lambda: bool(seen))
        assert all(seen)
        assert collect_due() == -1                 # nothing more is due right after a collection
    finally:
        collector.stop()
    assert gc.isenabled() == was_enabled


def test_a_new_name_redraws_the_shown_view_so_its_texts_name_the_player(qtbot, table, monkeypatch):
    """A LAN table's empty seat is taken: the texts drawn from the view must name the new player."""
    qtbot.waitUntil(table.animations_idle)
    drawn: list = []
    monkeypatch.setattr(table, "render", lambda view, legal: drawn.append(table.name_of(1)))
    table.set_players(["Ann", "Bob"], [None, 1000], 0)     # the same names: nothing to redraw
    table.set_players(["Ann", "Cene"], [None, None], 0)
    qtbot.waitUntil(lambda: drawn and table.animations_idle())
    assert drawn == ["Cene"]     # redraws run in order: one queued by the first call would have drawn here too


def test_the_toolkit_knows_no_window_no_lan_and_no_game():
    """Issue 26: the toolkit is the game-agnostic table; the window (ui/app), the LAN UI (ui/lan) and the games
    build on it, never the other way round (lazy imports included)."""
    import ast
    from pathlib import Path
    root = Path(__file__).resolve().parents[3] / "cardsuite"
    found = []
    for path in sorted((root / "ui" / "toolkit").rglob("*.py")):
        package = ["cardsuite", *path.relative_to(root).parent.parts]
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ImportFrom):
                base = package[:len(package) - node.level + 1] if node.level else []
                names = [".".join(base + ([node.module] if node.module else []))]
            elif isinstance(node, ast.Import):
                names = [alias.name for alias in node.names]
            else:
                continue
            found += [f"{path.relative_to(root)}: {name}" for name in names
                      if name.startswith(("cardsuite.ui.app", "cardsuite.ui.lan", "cardsuite.games"))]
    assert found == []


def test_an_avatar_shows_the_names_first_letter_or_digit_not_markup_or_punctuation():
    """A player named "<b>Bo</b>" on the network had "<" in their avatar."""
    from cardsuite.ui.toolkit.players import avatar_letter
    assert [avatar_letter(name) for name in ("ana", "<b>Bo</b>", "\u200d\U0001F600 zala", "'7 up'", "...", "")] == \
        ["A", "B", "Z", "7", "?", "?"]
