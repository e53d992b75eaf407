"""Statistics by variant (issue 24): Spider practice keeps games, wins, best time and best score per suit count
and rules, apart from the Spider duel's statistics."""

from __future__ import annotations

from cardsuite import games
from cardsuite.games.spider.engine.practice import PracticeOptions
from cardsuite.profile.statistics import Stats
from cardsuite.ui.app.statswindow import GamePage


def test_the_practice_page_shows_each_variant_with_its_best_time_and_score(qtbot):
    stats = Stats()
    two, classic = PracticeOptions(suits=2).to_json(), PracticeOptions.from_preset("classic").to_json()
    stats.record_match("spider_practice", "win", 1100, options=two, seconds=431.0)
    stats.record_match("spider_practice", "win", 1050, options=two, seconds=390.0)
    stats.record_match("spider_practice", "loss", 120, options=two, seconds=100.0)
    stats.record_match("spider_practice", "loss", 480, options=classic, seconds=55.0)
    page = GamePage(games.GAMES["spider_practice"], stats, None)
    qtbot.addWidget(page)
    page.refresh()
    table = page.variant_table
    rows = [[table.item(r, c).text() for c in range(5)] for r in range(table.rowCount())]
    assert rows == [["2 suits", "3", "2", "6:30", "1100"], ["1 suit, classic rules", "1", "0", "\u2013", "480"]]
    assert not page.variant_table.isHidden() and page.level_table.isHidden()
    assert page.chart.isHidden() and page.rating_value.isHidden(), "no rating for a game played alone"
    duel = GamePage(games.GAMES["spider"], stats, None)
    qtbot.addWidget(duel)
    duel.refresh()
    assert duel.variant_table.isHidden() and stats.summary("spider")["played"] == 0
    assert not duel.chart.isHidden()
