"""Tips never cover play (issue 24, "a calm table"): on every table, at 800x600 and 1280x800, in English and in
Polish (whose texts run longer), as dealt and some moves in, a tip's body covers no card the player acts on and
nothing live; and a toast never lands on a shown tip."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication, QRectF

from cardsuite import app as cardsuite_app
from cardsuite import games
from cardsuite.profile.settings import Settings
from cardsuite.ui.toolkit import i18n
from cardsuite.ui.toolkit.cardart import CARD_ASPECT
from cardsuite.ui.toolkit.hints import live_rects
from cardsuite.ui.toolkit.items import CardItem

TABLES = [("schnapsen", None), ("spider", None), ("canasta", 2), ("canasta", 4)]
MOVES = (0, 2, 12, 30)


@pytest.fixture
def english_after(qapp):
    yield
    i18n.install_translators("en", qapp, card_letters="language")


def open_with_tips(qtbot, game, players, size, moves, language):
    i18n.install_translators(language, QCoreApplication.instance())
    settings = Settings.load()
    settings.set("animation_speed", "off")
    settings.set("bot_pace", 0.0)
    settings.set("hints_enabled", True)
    table, controller = cardsuite_app._table_widget(games.GAMES[game], settings, 1, moves, players)
    qtbot.addWidget(table)
    table.resize(*size)
    table.show()
    qtbot.waitExposed(table)
    controller.start()
    qtbot.waitUntil(lambda: table.current_view is not None and table.animations_idle())
    return table, controller


def card_face(item: CardItem) -> QRectF:
    """Where a card's face is on the table (its shadow and lift left out)."""
    return item.mapRectToScene(QRectF(0, 0, 1, CARD_ASPECT))


def opponents_hands(table) -> set[int]:
    me = table.me
    return {id(pile) for name, pile in table.piles.items() if name.startswith("hand") and name != f"hand{me}"}


@pytest.mark.parametrize("language", ["en", "pl"])
@pytest.mark.parametrize("size", [(800, 600), (1280, 800)])
@pytest.mark.parametrize("game,players", TABLES)
def test_a_tip_covers_no_card_the_player_acts_on_and_nothing_live(qtbot, english_after, game, players, size,
                                                                   language):
    shown = 0
    for moves in MOVES:
        table, controller = open_with_tips(qtbot, game, players, size, moves, language)
        try:
            # a tip may cover an opponent's hidden hand if it must, and nothing else with cards
            spare = {id(pile) for pile in table.hints.spare_piles}
            assert spare <= opponents_hands(table)
            cards = [it for it in table.table_scene.items()
                     if isinstance(it, CardItem) and it.isVisible() and it.pile is not None and id(it.pile) not in spare]
            for bubble in table.hints.bubbles():
                if not bubble.isVisible():
                    continue
                shown += 1
                body = bubble.body_rect()
                where = f"{bubble.hint_id} after {moves} moves"
                assert table.table_scene.sceneRect().contains(body), where
                covered = [it.key for it in cards if card_face(it).intersects(body)]
                assert covered == [], f"{where} covers the cards {covered}"
                live = [r for r in live_rects(table.table_scene, (bubble,)) if r.intersects(body)]
                assert live == [], f"{where} covers {live}"
        finally:
            controller.shutdown()
            table.close()
    assert shown >= 2      # the positions do show tips (each table has first-time tips for them)


@pytest.mark.parametrize("game,players", [("schnapsen", None), ("spider", None), ("canasta", 2)])
def test_a_toast_never_lands_on_a_shown_tip(qtbot, english_after, game, players):
    table, controller = open_with_tips(qtbot, game, players, (800, 600), 0, "pl")
    try:
        bubble = next(b for b in table.hints.bubbles() if b.isVisible())
        table.show_message(bubble.text)       # as long a line as a table says
        toast = table.toast.sceneBoundingRect()
        assert not toast.intersects(bubble.body_rect())
        assert table.table_scene.sceneRect().contains(toast)
    finally:
        controller.shutdown()
        table.close()
