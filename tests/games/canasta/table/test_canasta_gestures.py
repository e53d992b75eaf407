"""The Canasta table's looking gestures through real mouse events: the pile browsed open by pulling its top
card aside, a meld pulled aside to look under it, and a rubber band selecting hand cards (issue 17).
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF, Qt
from PySide6.QtTest import QTest

from cardsuite import games
from cardsuite.games.canasta.engine.actions import Meld
from cardsuite.games.canasta.table.table import CanastaTable
from cardsuite.play.match import Match, Phase
from cardsuite.play.seats import local_seat
from cardsuite.ui.toolkit.controller import MatchController
from cardsuite.ui.toolkit.table import pile_top
from support.canastatables import PILE, position, readable
from support.tablehelpers import click, drag, easy_bot, shown, vp

ENTRY = games.GAMES["canasta"]
@pytest.fixture
def settings(settings):
    settings.set("hints_enabled", False)
    return settings


def start(qtbot, settings, state, turn_seat: int = 0):
    options = state.options
    match = Match(ENTRY, options, [local_seat("Ann"), easy_bot(ENTRY)], seed=3)
    match.state = state  # tests only: a chosen position instead of the seeded deal
    table = shown(qtbot, CanastaTable(ENTRY, options, settings), (1280, 800))
    controller = MatchController(match, table, settings)
    controller.start()
    qtbot.waitUntil(lambda: 0 in match.waiting() and table.can_act() and table.animations_idle())
    return match, table, controller


def item_point(table, key: str) -> QPointF:
    item = table.table_scene.find(key)
    assert item is not None, key
    return item.mapToScene(QPointF(0.14, 0.22))


def seat_actions(match) -> int:
    return sum(1 for s, _ in match.record.actions if s == 0)


def hold(table, start: QPointF, end: QPointF) -> None:
    drag(table, start, end, release=False)


def let_go(table, point: QPointF) -> None:
    QTest.mouseRelease(table.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, vp(table, point))


def test_pulling_the_piles_top_card_aside_browses_the_pile_and_plays_nothing(qtbot, settings):
    match, table, _ = start(qtbot, settings, position())
    pile = table.pile
    homes = {it.key: QPointF(it.home.pos) for it in pile.items}
    before = seat_actions(match)
    top = pile_top(pile) + QPointF(0.5, 0.7)
    hold(table, top, top + QPointF(1.5, 0.3))
    assert table.drag.peeking
    assert len(pile.items) == len(PILE.split())
    assert readable(pile.items)                                # the whole pile spread open, every index in view
    laid_out = sorted(pile.items, key=lambda it: (round(it.pos().y(), 3), it.pos().x()))
    assert [it.key for it in laid_out] == [c.text for c in table.current_view.pile]   # the frozen 2C in its place
    assert not table.take_pile_button.isVisible()
    table.grab().save("/tmp/canasta_pile_browsed.png")
    let_go(table, top + QPointF(1.5, 0.3))
    assert not table.drag.peeking
    assert all(it.pos() == homes[it.key] for it in pile.items)  # squared up again
    assert seat_actions(match) == before and not table.buy_active
    click(table, top)                                          # a plain click still buys the pile
    qtbot.waitUntil(lambda: table.take_pile_button.isVisible())
    assert seat_actions(match) == before


def test_the_pile_can_be_browsed_on_the_other_players_turn(qtbot, settings):
    match, table, _ = start(qtbot, settings, position())
    table.set_interactive(False)                               # as while the other seat is to move
    top = pile_top(table.pile) + QPointF(0.5, 0.7)
    hold(table, top, top + QPointF(-1.2, 0.4))
    assert table.drag.peeking
    table.drag.cancel()                                        # a view arriving meanwhile leaves the look open
    let_go(table, top + QPointF(-1.2, 0.4))
    assert not table.drag.peeking
    assert all(it.at_home() for it in table.pile.items)


def test_pulling_a_meld_aside_looks_under_it_and_a_click_still_adds(qtbot, settings):
    match, table, _ = start(qtbot, settings, position(phase="play"))
    group = table.zones["bottom"].group(next(iter(table.zones["bottom"].groups)))
    homes = [QPointF(it.home.pos) for it in group.items]
    start_at = item_point(table, group.items[0].key)
    end = start_at + QPointF(0.8, -0.6)
    hold(table, start_at, end)
    assert table.drag.peeking
    assert readable(group.items)
    moved = group.items[0].pos() - homes[0]
    assert moved.manhattanLength() > 0.3                       # it follows the mouse aside
    let_go(table, end)
    assert [it.pos() for it in group.items] == homes
    assert seat_actions(match) == 0
    other = table.zones["top"].groups[next(iter(table.zones["top"].groups))]
    theirs = item_point(table, other.items[0].key)
    hold(table, theirs, theirs + QPointF(0.6, 0.6))            # the other side's melds too
    assert table.drag.peeking
    let_go(table, theirs + QPointF(0.6, 0.6))
    assert all(it.at_home() for it in other.items)
    click(table, item_point(table, "8S"))                      # a click on a hand 8 starts the 8s ...
    qtbot.waitUntil(lambda: seat_actions(match) == 1 and table.can_act() and table.animations_idle())
    eights = table.zones["bottom"].group(table.current_view.melds[0][-1].rank)
    click(table, item_point(table, eights.items[0].key))       # ... and a click on the meld adds the rest
    qtbot.waitUntil(lambda: seat_actions(match) == 2)
    assert isinstance(ENTRY.game().actions.from_json(match.record.actions[-1][1]), Meld)


def test_a_rubber_band_selects_the_cards_it_touches_and_a_click_lays_them(qtbot, settings):
    match, table, _ = start(qtbot, settings, position(phase="play"))
    hand = table.my_hand
    sevens = [it for it in hand.items if it.key.startswith("7")]
    assert len(sevens) == 3
    above = min(it.sceneBoundingRect().top() for it in hand.items) - 0.2
    a = QPointF(sevens[0].pos().x() + 0.1, above)               # empty felt above the fan, down into the 7s
    b = QPointF(sevens[-1].pos().x() + 0.1, sevens[0].pos().y() + 0.6)
    assert table.drag._hit(a) is None
    hold(table, a, b)
    assert table.drag.banding
    let_go(table, b)
    assert not table.drag.banding
    assert hand.selected == {it.key for it in sevens}
    assert all(it.has_state("selected") for it in sevens)
    assert seat_actions(match) == 0
    king = next(it for it in hand.items if it.key == "KH")
    k = king.mapToScene(QPointF(0.14, 0.5))
    QTest.mousePress(table.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.ControlModifier,
                     vp(table, QPointF(k.x(), above)))          # with Ctrl a band adds to the selection ...
    QTest.mouseMove(table.viewport(), vp(table, k))
    QTest.mouseRelease(table.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.ControlModifier, vp(table, k))
    assert hand.selected == {it.key for it in sevens} | {"KH"}
    hold(table, QPointF(k.x(), above), k)                      # ... without, it starts afresh
    let_go(table, k)
    assert hand.selected == {"KH"}
    hold(table, a, b)
    let_go(table, b)
    assert hand.selected == {it.key for it in sevens}
    click(table, item_point(table, sevens[1].key))             # a click lays the selection as one meld
    qtbot.waitUntil(lambda: seat_actions(match) == 1)
    laid = ENTRY.game().actions.from_json(match.record.actions[-1][1])
    assert isinstance(laid, Meld) and sorted(c.text for c in laid.cards) == sorted(it.key for it in sevens)
    assert match.phase == Phase.PLAYING
