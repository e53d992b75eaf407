"""The players' plates show every name, rating and status whole (issue 24: "Partner · needs 50 to o…",
"Agnieszka ★ 140" with the rating cut, "Agnies…", Polish "potrzebuje 50, by zac…"): realistic long names, in
English and Polish, at 800x600 and 1280x800, with 2 and 4 players; and no plate runs into another or a hand.
The status line under the piles is whole too (in Polish at 800x600 it ran past both ends)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QFontMetricsF

from cardsuite.games.canasta.engine.options import CanastaOptions
from cardsuite.games.canasta.engine.positions import layout
from cardsuite.games.canasta.table.table import CanastaTable
from cardsuite.play.match import Match
from cardsuite.play.seats import BotSeat, local_seat
from cardsuite.ui.toolkit import i18n
from cardsuite.ui.toolkit.controller import MatchController
from support.canastatables import ENTRY
from support.tablehelpers import shown

NAMES = ["Agnieszka", "Przemysław", "Małgorzata", "Krzysztof"]


@pytest.fixture
def settings(settings):
    settings.set("hints_enabled", False)
    return settings


@pytest.fixture(params=["en", "pl"])
def language(request, qapp):
    i18n.install_translators(request.param, qapp)
    try:
        yield request.param
    finally:
        i18n.install_translators("en", qapp)


def scene_rect(item) -> QRectF:
    return item.mapToScene(QRectF(0, 0, item.plate_width, item.height)).boundingRect()


@pytest.mark.parametrize("size", [(800, 600), (1280, 800)])
@pytest.mark.parametrize("players", [2, 4])
def test_no_plate_text_is_cut(qtbot, settings, language, size, players):
    options = CanastaOptions.from_preset("Classic" if players == 4 else "StarGames", players=players, target=1)
    hands = ["8S 8H 7C 7D 7H 5S 9C 9H 10D JH QS KH", "9C 10D JH QS 6D 5C JC", "4H 4D 6C 9H", "5C 4H 3C KD"]
    # our side has opened and holds two 9s: the pile may be taken, so the status line is its longest
    state = layout(options, hands=hands[:players], pile="4C 9D", stock="5H 5D 6C", melds={0: ["AS AH AD"]},
                   turn=0)
    level = ENTRY.bot_levels()["easy"]
    seats = [local_seat(NAMES[0])] + [BotSeat(level, name, pace=0) for name in NAMES[1:players]]
    for seat in seats[1:]:
        seat.rating = 1100
    match = Match(ENTRY, options, seats, seed=3)
    match.state = state  # tests only: a chosen position instead of the seeded deal
    table = shown(qtbot, CanastaTable(ENTRY, options, settings), size)
    controller = MatchController(match, table, settings)
    controller.start()
    qtbot.waitUntil(lambda: 0 in match.waiting() and table.can_act() and table.animations_idle(), timeout=8000)
    panels = list(table.panels.values())
    statuses = [p.subtitle for p in panels]
    assert any(("50" in s) for s in statuses), statuses                 # "needs 50 to open" is there to be cut
    if players == 4:
        assert any(s.startswith(("Partner", "Partner ·")) or "Partner" in s for s in statuses), statuses
    for panel in panels:
        assert panel.elided_texts() == [], (panel.name, panel.subtitle, panel.elided_texts())
    for label in (table.status, table.detail):             # the lines under the piles are not cut either
        assert QFontMetricsF(label.text_font()).horizontalAdvance(label.text) <= label.width, label.text
    w, h = table.TABLE_SIZE
    hands = [table.my_hand, table.top_hand, *table.side_hands.values()]
    for i, panel in enumerate(panels):
        rect = scene_rect(panel)
        assert QRectF(0, 0, w, h).contains(rect), (panel.name, rect)
        for other in panels[i + 1:]:
            assert not rect.intersects(scene_rect(other)), (panel.name, other.name)
        for pile in hands:
            for item in pile.items:
                face = item.mapToScene(item.card_rect()).boundingRect()
                assert not rect.adjusted(0.05, 0.05, -0.05, -0.05).intersects(face), (panel.name, pile)
