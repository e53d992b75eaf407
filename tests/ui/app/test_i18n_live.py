"""A live language switch leaves an open table as it would be opened in the new language (issue 27): the card
corners with the language's letters (Polish W D K A), and every label, button and tooltip the same as on a table
opened fresh in that language -- in every game."""

from __future__ import annotations

from collections import Counter

import pytest
from PySide6.QtCore import QCoreApplication, QEvent

from cardsuite import app as cardsuite_app
from cardsuite import games
from cardsuite.play.seats import hotseat_seat
from cardsuite.ui.toolkit import i18n
from cardsuite.ui.toolkit.cardart import rank_letter
from support.tablehelpers import click
from test_i18n_walk import painted_texts

TABLES = [("schnapsen", None), ("spider", None), ("canasta", 2), ("canasta", 4)]


def open_table(qtbot, settings, game: str, players: int | None, language: str, moves: int = 8):
    """A window in ``language`` with a table of ``game`` ``moves`` bot moves in (seed 5), Ann to move (or the round
    over), where nothing moves on by itself (the clock stands still)."""
    from cardsuite.ui.app.mainwindow import MainWindow
    settings.set("language", language)
    i18n.install_translators(language, QCoreApplication.instance(), card_letters=settings.get("card_letters"))
    window = MainWindow(settings)
    qtbot.addWidget(window)
    window.clock = lambda: 1000.0
    window.resize(1200, 760)
    window.show()
    qtbot.waitExposed(window)
    entry = games.GAMES[game]
    match = cardsuite_app.mid_round_match(entry, 5, cap=2000, moves=moves, players=players, player="Ann")
    if game == "spider":     # a duel's bot plays on while Ann thinks: here, a second player at this screen
        match.seats[0], match.seats[1] = hotseat_seat("Ann"), hotseat_seat("Bo")
    assert window.open_table(entry, match)
    table = window.table
    qtbot.waitUntil(lambda: table.pass_screen_visible() or table.current_view is not None)
    if table.pass_screen_visible():
        click(table, table.pass_screen.scenePos())      # "pass the screen to Ann": Ann is here
    qtbot.waitUntil(lambda: table.current_view is not None and table.animations_idle())
    return window


def looks(window) -> tuple:
    """What the table shows: the texts it paints, its items' tooltips, and its picture (once the scene has
    taken in the items' updates: a cached item is drawn again only then)."""
    QCoreApplication.processEvents()
    table = window.table
    picture = table.grab().toImage()    # first: the texts are read from a smaller picture, which draws cards anew
    tips = sorted(item.toolTip() for item in table.table_scene.items() if item.toolTip())
    return sorted(painted_texts(table)), tips, picture


def differences(texts, tips, fresh_texts, fresh_tips) -> tuple[list[str], list[str]]:
    """What only the switched table shows, and what only the fresh one does."""
    live, fresh = Counter(texts + tips), Counter(fresh_texts + fresh_tips)
    return sorted((live - fresh).elements()), sorted((fresh - live).elements())


@pytest.fixture
def english_after(qapp):
    yield
    i18n.install_translators("en", qapp, card_letters="language")


LETTERS = {"pl": "WD", "sl": "FD"}


@pytest.mark.parametrize("game,players,before,after",
                         [(game, players, "en", "pl") for game, players in TABLES] + [("canasta", 2, "pl", "sl")])
def test_a_live_switch_reads_like_a_table_opened_in_the_new_language(qtbot, settings, english_after, game, players,
                                                                      before, after):
    settings.set("hints_enabled", False)
    live = open_table(qtbot, settings, game, players, before)
    earlier = live.table.grab().toImage()
    live.language_actions[after].trigger()
    QCoreApplication.sendPostedEvents(None, QEvent.Type.LanguageChange)
    qtbot.waitUntil(live.table.animations_idle)
    assert rank_letter("J") + rank_letter("Q") == LETTERS[after]
    switched = looks(live)
    live.close()
    fresh = looks(open_table(qtbot, settings, game, players, after))
    assert switched[0] == fresh[0], ("the texts differ from a table opened in the language",
                                     differences(*switched[:2], *fresh[:2]))
    assert switched[1] == fresh[1], ("the tooltips differ from a table opened in the language",
                                     differences(*switched[:2], *fresh[:2]))
    assert switched[2] == fresh[2], "the picture (card letters, labels) differs from a table opened in the language"
    assert switched[2] != earlier


def test_with_international_letters_a_live_switch_keeps_j_q_k_a(qtbot, settings, english_after):
    settings.set("hints_enabled", False)
    settings.set("card_letters", "international")
    live = open_table(qtbot, settings, "canasta", 2, "en")
    live.language_actions["pl"].trigger()
    qtbot.waitUntil(live.table.animations_idle)
    assert rank_letter("J") + rank_letter("Q") == "JQ"
    switched = looks(live)
    live.close()
    fresh = looks(open_table(qtbot, settings, "canasta", 2, "pl"))
    assert switched[:2] == fresh[:2] and switched[2] == fresh[2]


def give_up(table) -> None:
    click(table, table.give_up_button.center_scene())


def done(table) -> None:
    click(table, table.done_button.center_scene())


@pytest.mark.parametrize("game,players,ask", [("canasta", 2, give_up), ("spider", None, done)])
def test_a_question_on_the_table_is_asked_again_in_the_new_language(qtbot, settings, english_after, game, players,
                                                                     ask):
    settings.set("hints_enabled", False)
    live = open_table(qtbot, settings, game, players, "en")
    ask(live.table)
    qtbot.waitUntil(live.table.animations_idle)
    live.language_actions["pl"].trigger()
    qtbot.waitUntil(live.table.animations_idle)
    switched = looks(live)
    live.close()
    fresh_window = open_table(qtbot, settings, game, players, "pl")
    ask(fresh_window.table)
    qtbot.waitUntil(fresh_window.table.animations_idle)
    fresh = looks(fresh_window)
    assert switched[:2] == fresh[:2], differences(*switched[:2], *fresh[:2])
    assert switched[2] == fresh[2]
    assert any(text.startswith(("Poddać się?", "Zakończyć grę?")) for text in switched[0]), switched[0]


@pytest.mark.parametrize("game,players", [("schnapsen", None), ("canasta", 2)])
def test_a_round_summary_on_the_table_is_shown_again_in_the_new_language(qtbot, settings, english_after, game,
                                                                          players):
    settings.set("hints_enabled", False)
    live = open_table(qtbot, settings, game, players, "en", moves=10 ** 6)
    qtbot.waitUntil(live.table.summary_visible)
    live.language_actions["sl"].trigger()
    qtbot.waitUntil(live.table.animations_idle)
    switched = looks(live)
    live.close()
    fresh_window = open_table(qtbot, settings, game, players, "sl", moves=10 ** 6)
    qtbot.waitUntil(fresh_window.table.summary_visible)
    fresh = looks(fresh_window)
    assert switched[:2] == fresh[:2], differences(*switched[:2], *fresh[:2])
    assert switched[2] == fresh[2]
    assert "Konec kroga" in switched[0]
