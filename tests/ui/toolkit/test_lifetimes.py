"""Qt object lifetimes on the table (issue 27, crashes): what the scene indexes, timers and hand-backs
outliving their owners, and items removed while the scene still points at them.

A scene finds items through an index (a BSP tree) keyed by each item's bounding rect.  An item whose
rect changes before ``prepareGeometryChange`` stays listed where it was; once it is removed and freed,
the next hit test or paint there reads freed memory (the general protection faults in libQt6Widgets).
The checks below keep a removed item alive, show it, and ask the scene for everything it covers: an
item the scene still returns is an index entry that would have pointed at freed memory.
"""

from __future__ import annotations

import random

from PySide6.QtCore import QPointF, QRectF, Qt

from cardsuite.ui.toolkit.hints import HintManager
from cardsuite.ui.toolkit.scene import CardView

RED3_TIP = ("Red 3s are laid out at once and replaced: 100 points each, 800 for all four (against you if "
            "your side has no meld when the round ends).")


def still_indexed(scene, item) -> bool:
    """True if ``scene`` (which no longer holds ``item``) still finds it: a stale index entry."""
    assert item.scene() is None
    visible = item.isVisible()
    item.setVisible(True)
    try:
        return any(found is item for found in scene.items(QRectF(-2, -2, 20, 14)))
    finally:
        item.setVisible(visible)


def card_table(qtbot, cards: int = 200) -> CardView:
    """A 12x8 table full of cards, as a Canasta table is (the index is deep enough to matter)."""
    view = CardView(None)
    qtbot.addWidget(view)
    view.resize(1200, 800)
    view.show()
    qtbot.waitExposed(view)
    for i in range(cards):
        view.table_scene.card_item(None, False).setPos((i * 0.37) % 11.5, (i * 0.23) % 7.2)
    return view


def test_a_tip_moved_about_and_taken_away_leaves_nothing_in_the_scenes_index(qtbot):
    """The red-3 tip re-placed by renders (other shapes, other places), then hidden as the bot moves:
    the scene must not keep it indexed (old code: the bubble's shape changed before the scene was told)."""
    view = card_table(qtbot, 150)
    scene = view.table_scene
    hints = HintManager(None, "", scene)
    rng = random.Random(27)
    for _ in range(4):
        for _ in range(3):          # a few renders move the tip and the live areas it keeps clear of
            hints.keep_clear_rects = [QRectF(rng.uniform(0, 11), rng.uniform(0, 7), rng.uniform(1, 6),
                                             rng.uniform(1, 4)) for _ in range(3)]
            bubble = hints.show("canasta.red3", RED3_TIP, QRectF(rng.uniform(0, 11), rng.uniform(0, 7), 1, 1.4))
            scene.items(QRectF(0, 0, 12, 8))      # a hit test: the scene indexes what it has
            qtbot.wait(0)
        hints.hide("canasta.red3")
        qtbot.waitUntil(lambda b=bubble: b.scene() is None, timeout=60_000)
        assert not still_indexed(scene, bubble)
        assert hints.bubble("canasta.red3") is None


def test_a_window_resized_leaves_no_text_indexed_where_it_was_in_any_table(qtbot):
    """The text floor follows the window's size and sizes the text of every table: each scene hears of it
    before its items change (old code: only the resized table's scene, and only after the change)."""
    from cardsuite.ui.toolkit.panels import TextNote
    resized, other = card_table(qtbot, 120), card_table(qtbot, 120)
    notes = {}
    for view in (resized, other):
        view.resize(420, 280)
        note = TextNote(width=230, size=13)
        note.set_text("A frozen pile can be taken only with two natural cards of its top card's rank.")
        view.table_scene.addItem(note)
        note.setPos(3, 3)
        notes[view] = note
    qtbot.waitUntil(lambda: resized.unit_pixels() < 40, timeout=60_000)
    for view in (resized, other):
        view.table_scene.items(QRectF(0, 0, 12, 8))     # both scenes index their items at the small size
    resized.resize(1600, 1060)
    qtbot.waitUntil(lambda: resized.unit_pixels() > 100, timeout=60_000)
    for view, note in notes.items():
        view.table_scene.removeItem(note)
        assert not still_indexed(view.table_scene, note)


def test_a_bots_answer_arriving_after_its_table_went_is_dropped_quietly(qtbot):
    """A bot still thinking when the window drops its controller: the worker's hand-back must neither fail
    ("Signal source has been deleted" on the worker thread) nor touch the deleted object."""
    import queue
    import threading

    import shiboken6
    from PySide6.QtCore import QObject

    from cardsuite.play import ThreadRunner
    from cardsuite.qtbridge import QtDelivery

    owner = QObject()                       # the controller that owns the hand-back
    delivery = QtDelivery(owner)
    thinking, outcome, answers = threading.Event(), queue.Queue(), []

    def deliver(done, future):              # the runner's hand-back, watched
        try:
            delivery.deliver(done, future)
            outcome.put(None)
        except Exception as exc:            # what the worker thread would have died of
            outcome.put(exc)

    runner = ThreadRunner(deliver)
    try:
        runner.start(lambda: thinking.wait(60) and "move", answers.append)
        shiboken6.delete(owner)             # the owner goes, without a word to its hand-back
        thinking.set()
        assert outcome.get(timeout=60) is None
        qtbot.wait(20)
        assert answers == []
    finally:
        runner.shutdown()


def test_a_tip_taken_away_as_its_table_closes_is_not_touched_afterwards(qtbot):
    """A tip hidden by the last render, then the table closed before the event loop ran again: the tip's
    deferred removal must not run on the deleted tip (old code: "Internal C++ object already deleted")."""
    import shiboken6
    view = CardView(None)
    view.show()
    hints = HintManager(None, "", view.table_scene, parent=view)
    bubble = hints.show("canasta.red3", RED3_TIP, QRectF(2, 5, 1, 1.4))
    hints.hide("canasta.red3")
    shiboken6.delete(view)              # the window closes the table (scene, tip and manager with it)
    assert not shiboken6.isValid(bubble)
    qtbot.wait(20)                       # the removal that was due runs now, or not at all


def test_the_eye_going_out_by_itself_after_its_table_closed_touches_nothing(qtbot, settings):
    """The eye lit, then the table closed before it goes out by itself (old code: the timer still ran and
    reached for the deleted panel: "Internal C++ object (PlayerPanel) already deleted")."""
    import shiboken6

    from cardsuite import games
    from cardsuite.games.canasta.engine.options import CanastaOptions
    from cardsuite.games.canasta.table.table import CanastaTable
    from cardsuite.play.match import Match
    from cardsuite.play.seats import local_seat
    from cardsuite.ui.toolkit.controller import MatchController
    from support.tablehelpers import click, easy_bot

    entry = games.GAMES["canasta"]
    match = Match(entry, CanastaOptions.from_preset("StarGames"), [local_seat("Ann"), easy_bot(entry)], seed=3)
    table = CanastaTable(entry, match.options, settings)
    table.resize(1280, 800)
    table.show()
    qtbot.waitExposed(table)
    controller = MatchController(match, table, settings)
    controller.start()
    table.EYE_MS = 30                          # the eye goes out soon (the table's own pause is 1.6 s)
    panel = table.panels[1]
    qtbot.waitUntil(lambda: panel.eye_visible, timeout=60_000)
    click(table, panel.eye_point())
    assert panel.eye_checked
    controller.shutdown()
    shiboken6.delete(table)
    qtbot.wait(80)                              # past the moment the eye would have gone out


def test_animations_played_are_let_go_so_hours_of_play_do_not_pile_them_up(qtbot, toy_entry, settings):
    """Bots play with animations on: what has played is deleted, not kept by the table (old code: every
    render's animation group, and every card's every lift, stayed until the table went)."""
    from PySide6.QtCore import QAbstractAnimation

    from cardsuite.play.match import Match
    from cardsuite.ui.toolkit.controller import MatchController
    from support.tablehelpers import easy_bot
    from support.toygame.table.table import ToyTable

    settings.set("animation_speed", "fast")
    match = Match(toy_entry, toy_entry.game().Options.from_preset(),
                  [easy_bot(toy_entry, "Bo"), easy_bot(toy_entry, "Cy")], seed=5)
    table = ToyTable(toy_entry, match.options, settings)
    qtbot.addWidget(table)
    table.resize(800, 560)
    table.show()
    controller = MatchController(match, table, settings)
    controller.start()
    try:
        qtbot.waitUntil(lambda: len(match.record.actions) >= 2, timeout=120_000)
        controller.host.hold(True)              # the bots stop; what is under way plays out
        qtbot.waitUntil(table.animations_idle, timeout=60_000)
        for card in table.table_scene.card_items():   # the mouse passes over the cards, back and forth
            for state in (True, False) * 3:
                card.set_state("selected", state)
        qtbot.wait(20)
        kept = table.findChildren(QAbstractAnimation)
        assert len(kept) <= 4, f"{len(kept)} animations kept after a few moves"
        assert all(len(card.findChildren(QAbstractAnimation)) <= 1 for card in table.table_scene.card_items())
    finally:
        controller.shutdown()


def test_a_spider_hint_answered_after_its_table_closed_is_dropped(qtbot, settings, monkeypatch):
    """The hint's search still running when the table closes: its answer reaches nothing (no emit on the
    deleted table from the worker thread, no error) and the worker lets go of the table."""
    import gc
    import threading
    import weakref

    import shiboken6

    from support.hinthelpers import HintWatch
    from support.tablehelpers import click

    watch = HintWatch(monkeypatch, hold=True)            # the search waits until the table has gone
    table, controller = spider_duel_table(qtbot, settings)
    failures = []
    hook, threading.excepthook = threading.excepthook, lambda args: failures.append(args.exc_value)
    try:
        click(table, table.hint_button.center_scene())
        assert table.hint.pending
        qtbot.waitUntil(lambda: bool(watch.threads))     # the search has started on the worker
        gone = weakref.ref(table)
        controller.shutdown()
        shiboken6.delete(table)
        del table, controller
        qtbot.waitUntil(lambda: gc.collect() is not None and gone() is None)   # the search does not keep it
        watch.release()
        for thread in watch.threads:
            thread.join(60)                              # the search has ended; its answer went nowhere
        qtbot.wait(20)
    finally:
        threading.excepthook = hook
        watch.release()
    assert failures == []


def test_a_card_taken_off_the_table_while_pressed_is_not_dragged_or_played(qtbot, toy_entry, settings):
    """The mouse is down on a card when a render takes it off the table: the press ends there (old code
    went on to drag the detached card and play it from the stale gesture)."""
    from PySide6.QtCore import QPoint
    from PySide6.QtTest import QTest

    from cardsuite.play import play_bots
    from cardsuite.play.match import Match
    from cardsuite.play.seats import BotSeat, local_seat
    from support.tablehelpers import shown, vp
    from support.toygame.table.table import ToyTable

    level = toy_entry.bot_levels()["easy"]
    match = Match(toy_entry, toy_entry.game().Options.from_preset(), [local_seat("Ann"), BotSeat(level, "Bob", 0)],
                  seed=11)
    play_bots(match)
    table = shown(qtbot, ToyTable(toy_entry, match.options, settings), (1000, 700))
    table.show_view(match.view(0), [], match.legal(0))
    played = []
    table.action_chosen.connect(played.append)
    item = table.hand.items[1]
    start, end = vp(table, item.mapToScene(QPointF(0.22, 0.7))), vp(table, table.trick.pos)
    QTest.mousePress(table.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
    table.table_scene.remove_card(item)              # a render took the card away
    for i in range(1, 11):
        QTest.mouseMove(table.viewport(), QPoint(start.x() + (end.x() - start.x()) * i // 10,
                                                 start.y() + (end.y() - start.y()) * i // 10))
    QTest.mouseRelease(table.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, end)
    assert played == [] and not table.drag.dragging


def test_a_language_switch_leaves_no_refusal_toast_indexed_where_its_old_text_reached(qtbot):
    """A language switch rewrites painted texts in place (``retranslate_scene``); the refusal toast sizes
    itself by its text, so the scene must hear of it first (old code: the text was set behind its back, a
    shorter translation left the toast indexed where the longer text had reached)."""
    from cardsuite.ui.toolkit.i18n import retranslate_scene
    from cardsuite.ui.toolkit.panels import Toast
    view = card_table(qtbot, 200)
    scene = view.table_scene
    toast = Toast()
    scene.addItem(toast)
    toast.setPos(6, 4)
    toast.show_text("Only a run of one suit in order can be moved together, and only onto a card one higher.")
    scene.items(QRectF(0, 0, 12, 8))               # the scene indexes the toast at its long text's size
    retranslate_scene(scene, lambda text: "No." if text == toast.text else text)
    assert toast.text == "No."
    scene.removeItem(toast)
    toast._anim.stop()
    toast.setOpacity(1.0)                           # faded in (a transparent item is never found)
    assert not still_indexed(scene, toast)


def test_auto_turn_up_switched_as_the_spider_table_closes_touches_nothing_afterwards(qtbot, settings):
    """The switch is sent once the table is idle (a zero timer); the table closing first must end that
    timer with it (old code: the timer had no owner and called into the deleted table)."""
    import sys

    import shiboken6

    table, controller = spider_duel_table(qtbot, settings)
    errors = []
    hook, sys.excepthook = sys.excepthook, lambda kind, value, tb: errors.append(value)
    try:
        table.toggle_auto_turn_up()                      # the game hears of it once the table is idle
        controller.shutdown()
        shiboken6.delete(table)
        qtbot.wait(50)
    finally:
        sys.excepthook = hook
    assert errors == []


# opens its table like test_the_eye_going_out_by_itself_after_its_table_closed_touches_nothing on purpose:
# each lifetime test builds the match, table and controller in the open, as the window would.
def spider_duel_table(qtbot, settings):
    """A Spider duel table against a remote opponent who never moves, ready for the player: (table, controller)."""
    from cardsuite import games
    from cardsuite.games.spider.engine.options import SpiderOptions
    from cardsuite.games.spider.table.table import SpiderTable
    from cardsuite.play.match import Match
    from cardsuite.play.seats import Seat, SeatKind, local_seat
    from cardsuite.ui.toolkit.controller import MatchController

    entry = games.GAMES["spider"]
    match = Match(entry, SpiderOptions(), [local_seat("Ann"), Seat(SeatKind.REMOTE, "Rita", 1200)], seed=0)
    table = SpiderTable(entry, match.options, settings)
    table.resize(1280, 800)
    table.show()
    qtbot.waitExposed(table)
    controller = MatchController(match, table, settings)
    controller.start()
    qtbot.waitUntil(table.can_act, timeout=60_000)
    return table, controller
