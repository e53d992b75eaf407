"""The Spider table's layout (issue 19): KPatience-sized cards, columns that fit, bars that overlap nothing,
whole status lines, text no smaller than the system font, face-down counts."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF

from cardsuite.bots import BotLevel
from cardsuite.cards import Card
from cardsuite.play.match import Match
from cardsuite.play.seats import BotSeat, local_seat
from cardsuite.games.spider.table.layout import system_font_px
from cardsuite.games.spider.engine.actions import Done
from cardsuite.games.spider.engine.options import SpiderOptions
from cardsuite.games.spider.table.widgets import MIN_FONT, ClockBadge, FoundationView, ScoreBox, WatchBar
from cardsuite.ui.toolkit.panels import TableButton, TextNote
from cardsuite.ui.toolkit.players import PlayerStrip
from support.tablehelpers import click
from support.spiderhelpers import ENTRY, BriefEasyBot, open_table, open_table_later, ready, remote, table_for


@pytest.fixture
def settings(settings):
    settings.set("hints_enabled", False)
    return settings


# -- the layout (issue 19: use the felt as KPatience does) -------------------------------------------------------

SIZES = [(800, 600), (1120, 700), (1600, 1000), (1920, 1080)]


def resize(qtbot, table, size) -> None:
    table.resize(*size)
    qtbot.waitUntil(lambda: (table.width(), table.height()) == size)
    table.refit()


def body(item):
    """The scene rectangle an item paints as its body (its bounding rect adds a shadow's margin)."""
    if isinstance(item, PlayerStrip):
        rect = QRectF(0, 0, item.width, item.HEIGHT)
    elif isinstance(item, (ClockBadge, WatchBar)):
        rect = QRectF(0, 0, item.WIDTH, item.HEIGHT)
    elif isinstance(item, TableButton):
        w, h = item.size()
        rect = QRectF(-w / 2, -h / 2, w, h)
    elif isinstance(item, FoundationView):
        rect = QRectF(0, 0, *item.size())
    elif isinstance(item, ScoreBox):
        rect = QRectF(0, 0, item.WIDTH, item.height())
    elif isinstance(item, TextNote):
        rect = QRectF(0, 0, item.width, item.height_units() / 0.01)
    else:
        rect = item.boundingRect()
    return item.mapRectToScene(rect)


def bar_items(table) -> dict:
    items = {"me": table.me_strip, "clock": table.clock_badge, "opponent": table.opp_strip,
             "deal caption": table.deal_label, "runs": table.foundation_view, "stock caption": table.stock_label,
             "note": table.side_note, "watch bar": table.watch_bar, "Deal": table.deal_button,
             "Undo": table.undo_button, "Done": table.done_button, "Hint": table.hint_button,
             "Auto": table.auto_button, "Watch": table.watch_button, "Skip": table.skip_button,
             "Result": table.result_button}
    return {name: item for name, item in items.items() if item.isVisible()}


def assert_no_overlap(table, where: str) -> None:
    shown_items = {name: body(item) for name, item in bar_items(table).items()}
    shown_items["stock"] = table.stock.base_rect()
    shown_items.pop("stock caption", None)   # printed on the stock's foot
    names = sorted(shown_items)
    felt = table.table_scene.sceneRect()
    for i, a in enumerate(names):
        assert felt.contains(shown_items[a]), f"{a} leaves the felt {where}"
        for b in names[i + 1:]:
            if {a, b} == {"clock", "deal caption"}:
                continue   # the caption is printed in the clock, under the time
            overlap = shown_items[a].intersected(shown_items[b])
            assert overlap.isEmpty(), f"{a} overlaps {b} {where}"


def long_column(table, column: int, down: int, up: int) -> None:
    """``down`` face-down cards and a run of ``up`` from the king on ``column``."""
    ranks = ("K", "Q", "J", "10", "9", "8", "7", "6", "5", "4", "3", "2")
    table.columns[column].set_cards([None] * down + [Card.parse(f"{rank}S:9") for rank in ranks[:up]])


def test_at_1120x700_the_cards_are_as_wide_as_kpatience_s_and_every_column_fits(qtbot, settings):
    match = Match(ENTRY, SpiderOptions(), [local_seat("Ann"), remote()], seed=5)
    table, controller = open_table(qtbot, settings, match, size=(1120, 700))
    ready(qtbot, table)
    assert table.unit_pixels() >= 96, "KPatience shows 96-pixel cards in a 1120x700 window"
    for size in SIZES + [(1120, 650)]:   # 1120x650: the window's table under a menu bar
        resize(qtbot, table, size)
        long_column(table, 3, 5, 12)   # the longest a column gets: a king-to-ace run leaves it
        long_column(table, 9, 4, 9)    # a long one over the stock
        felt = table.table_scene.sceneRect()
        bars = [body(item) for item in bar_items(table).values()] + [table.stock.base_rect()]
        assert table.stock.base_rect().contains(body(table.stock_label).center())
        for pile in table.columns:
            last = pile.items[-1]
            card = QRectF(last.home.pos.x(), last.home.pos.y(), 1.0, 1.4)
            assert felt.contains(card), f"a column runs off the felt at {size}"
            assert not any(card.intersects(bar) for bar in bars), f"a column runs under a bar at {size}"
            gaps = pile.gaps()
            assert min(gaps) >= 0.07 - 1e-9, f"a sliver is too thin to count at {size}"
        assert table.unit_pixels() >= (96 if size == (1120, 700) else 60)
    controller.shutdown()


def test_the_bars_overlap_nothing_at_any_size_playing_finished_and_watching(qtbot, settings):
    settings.set("bot_pace", 1.0)
    brief = BotSeat(BotLevel("brief", "Brief", 1000, BriefEasyBot), "Bob", pace=1.0)
    match = Match(ENTRY, SpiderOptions(), [local_seat("Ann"), brief], seed=3)
    table, controller = open_table_later(qtbot, settings, match, size=(1120, 700))
    controller.clocks.now = lambda: 100.0      # the bot's pause never ends: it stays "still playing"
    controller.start()
    ready(qtbot, table)
    for size in SIZES:
        resize(qtbot, table, size)
        assert_no_overlap(table, f"while playing at {size}")
    click(table, table.done_button.center_scene())
    click(table, table.confirm.yes_button.center_scene())
    qtbot.waitUntil(table.skip_button.isVisible)
    for size in SIZES:
        resize(qtbot, table, size)
        assert table.side_note.isVisible() and table.watch_button.isVisible()
        assert_no_overlap(table, f"after finishing at {size}")   # "Skip to the result" vs "Completed runs"
    click(table, table.watch_button.center_scene())
    qtbot.waitUntil(table.watch_bar.isVisible)
    for size in SIZES:
        resize(qtbot, table, size)
        assert_no_overlap(table, f"while watching at {size}")   # the replay bar vs the deal's caption
    controller.shutdown()


def test_the_strips_show_a_finished_player_s_status_whole(qtbot, settings):
    match, table, controller = table_for(qtbot, settings, seed=4)
    resize(qtbot, table, (1120, 700))
    ready(qtbot, table)
    match.submit(1, Done(elapsed_ms=154_000))
    qtbot.waitUntil(lambda: table.opp_strip.status == "Finished \u00b7 2:34")
    match.submit(0, Done(elapsed_ms=481_000))
    qtbot.waitUntil(lambda: table.me_strip.status == "Finished \u00b7 8:01")
    for size in SIZES:
        resize(qtbot, table, size)
        assert not table.opp_strip.status_elided() and not table.me_strip.status_elided()
    assert table.opp_strip.stat_value("Time") == "2:34"
    controller.shutdown()


def test_table_text_stays_at_least_the_system_font_size(qtbot, settings):
    match, table, controller = table_for(qtbot, settings)
    for size in SIZES:
        resize(qtbot, table, size)
        smallest = MIN_FONT * table.zoom * 0.01 * table.unit_pixels()
        assert smallest >= system_font_px() - 0.01, f"table text shrinks below the system font at {size}"
        assert_no_overlap(table, f"at {size}")
    resize(qtbot, table, (1120, 700))
    assert table.zoom == 1.0 and table.me_strip.y() == table.opp_strip.y() == table.clock_badge.y(), \
        "at 1120x700 the top bar is one slim row"
    resize(qtbot, table, (800, 600))
    assert table.zoom > 1.0 and table.opp_strip.y() > table.me_strip.y(), "a small window wraps the bigger bar"
    controller.shutdown()


def test_face_down_cards_are_counted_on_each_column(qtbot, settings):
    match, table, controller = table_for(qtbot, settings, seed=2)
    ready(qtbot, table)
    board = match.view(0).board
    for i, pile in enumerate(table.columns):
        badge = pile.badge
        assert badge.isVisible() and badge.count == board.down[i] > 0
        first_up = next(it for it in pile.items if it.home.face_up)
        assert badge.zValue() < first_up.zValue(), "the count lies under the first face-up card"
        assert body(badge).bottom() <= first_up.home.pos.y() + 1e-6, "and above it: the count hides no card"
    controller.shutdown()


def test_the_score_part_by_part_shows_while_the_pointer_is_on_the_player_s_strip(qtbot, settings):
    match, table, controller = table_for(qtbot, settings)
    ready(qtbot, table)
    assert not table.score_box.isVisible()
    table.me_strip.hover_changed.emit(True)
    assert table.score_box.isVisible() and table.score_box.rows
    assert body(table.score_box).top() >= body(table.me_strip).bottom()
    table.me_strip.hover_changed.emit(False)
    assert not table.score_box.isVisible()
    controller.shutdown()
