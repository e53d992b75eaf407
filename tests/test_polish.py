"""Table polish from a new player's report (issue 19): tips that hide nothing live and stay closed,
table text no smaller than the system font, the settings dialog, the start screen, message boxes."""

from __future__ import annotations

import pytest

from cardsuite import app as cardsuite_app
from cardsuite import games
from cardsuite.storage import Settings
from cardsuite.ui.hints import live_rects
from tablehelpers import click

TABLES = [("schnapsen", None), ("spider", None), ("canasta", 2), ("canasta", 4)]


def table_with_tips(qtbot, game: str, players, size, settings=None):
    settings = settings or Settings.load()
    settings.set("animation_speed", "off")
    settings.set("bot_pace", 0.0)
    settings.set("hints_enabled", True)
    table, controller = cardsuite_app._table_widget(games.GAMES[game], settings, 1, 0, players)
    qtbot.addWidget(table)
    table.resize(*size)
    table.show()
    qtbot.waitExposed(table)
    controller.start()
    qtbot.waitUntil(lambda: bool(table.hints.bubbles()), timeout=5000)
    return table, controller


@pytest.mark.parametrize("size", [(800, 600), (1280, 800)])
@pytest.mark.parametrize("game,players", TABLES)
def test_a_tip_covers_no_status_line_clock_panel_or_button(qtbot, game, players, size):
    table, controller = table_with_tips(qtbot, game, players, size)
    try:
        scene_rect = table.table_scene.sceneRect()
        for bubble in table.hints.bubbles():
            body = bubble.mapRectToScene(bubble._body)
            assert scene_rect.contains(body)
            covered = [r for r in live_rects(table.table_scene, (bubble,)) if r.intersects(body)]
            assert covered == [], f"{bubble.hint_id} covers {covered}"
    finally:
        controller.shutdown()


def test_a_closed_tip_stays_closed_in_later_rounds_matches_and_for_every_player(qtbot):
    table, controller = table_with_tips(qtbot, "schnapsen", None, (1100, 700))
    bubble = table.hints.bubbles()[0]
    hint_id = bubble.hint_id
    click(table, bubble.close_point())
    controller.shutdown()
    again = Settings.load()       # a new start of the app, a new match: the same profile
    table2, controller2 = cardsuite_app._table_widget(games.GAMES["schnapsen"], again, 1, 0)
    qtbot.addWidget(table2)
    table2.set_match_id("another-match")
    try:
        assert table2.hints.is_closed(hint_id)
        assert table2.hints.show(hint_id, "text", table2.talon, first_time=True) is None
    finally:
        controller2.shutdown()
