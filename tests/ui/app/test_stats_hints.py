"""The statistics window's match list says which matches were played with hints (issue 25 §2)."""

from __future__ import annotations

from cardsuite import games
from cardsuite.profile.statistics import Stats
from cardsuite.ui.app.statswindow import GamePage


def test_the_match_list_marks_a_match_played_with_hints(qtbot):
    stats = Stats()
    bot = {"name": "Bo", "level": "easy", "rating": 900}
    stats.record_match("schnapsen", "win", 3, opponents=[bot])
    stats.record_match("schnapsen", "win", 2, opponents=[bot], hints_used=True)
    page = GamePage(games.GAMES["schnapsen"], stats, None)
    qtbot.addWidget(page)
    page.refresh()
    results = sorted(page.table.item(r, 2).text() for r in range(page.table.rowCount()))
    assert results == ["Won", "Won, with hints (not rated)"]
    assert len(stats.rating_history("schnapsen")) == 1
