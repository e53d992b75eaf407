"""A match's cards are on the table at once, started or resumed, with animations on as players have them (issue
24: the table sat empty for seconds while its first view was dealt card by card); what can wait comes after --
the bots' first moves, and network play, which a table without network seats never makes."""

from __future__ import annotations

import random

import pytest

from cardsuite import games
from cardsuite.play.match import Match
from cardsuite.play.seating import SeatSpec, build_seats
from cardsuite.profile import saves
from cardsuite.ui.app.choice import NewGameChoice
from cardsuite.ui.app.mainwindow import MainWindow
from support.mainwindowhelpers import settings  # noqa: F401  (a fixture)

GAMES = ["canasta", "schnapsen", "spider"]


@pytest.fixture
def window(qtbot, settings):  # noqa: F811
    settings.set("animation_speed", "normal")        # the deal would fly, card by card, as it did
    settings.set("bot_pace", 0.0)
    win = MainWindow(settings)
    qtbot.addWidget(win)
    win.resize(1180, 780)
    win.show()
    qtbot.waitExposed(win)
    return win


def seats(name: str) -> tuple[SeatSpec, ...]:
    entry = games.get(name)
    count = entry.game().seat_count(entry.game().Options.from_preset())
    return (SeatSpec("local", "Ann"),) + (SeatSpec("bot", levels=("easy",)),) * (count - 1)


def laid_out(window) -> bool:
    """Every card the view shows is in its place, none on its way there."""
    cards = [item for item in window.table.table_scene.card_items() if item.pile is not None]
    return bool(cards) and window.table.animations_idle() and all(item.pos() == item.home.pos for item in cards)


def bot_actions(match) -> int:
    return sum(1 for seat, _ in match.record.actions if seat != 0) + len(match.finished_rounds)


@pytest.mark.parametrize("name", GAMES)
def test_a_new_match_shows_its_cards_before_anything_else_runs(qtbot, window, name):
    entry = games.get(name)
    match = window.play(name, NewGameChoice(entry.game().Options.from_preset(), seats(name), 11))
    # play() has returned and the event loop has not turned: nothing deferred has run yet
    assert laid_out(window)
    assert bot_actions(match) == 0 and window.lan_made is None
    qtbot.waitUntil(lambda: bot_actions(match) > 0 or 0 not in match.waiting())   # then play goes on
    assert window.lan_made is None                     # no network seat: network play is never made


@pytest.mark.parametrize("name", GAMES)
def test_a_resumed_match_shows_its_cards_before_anything_else_runs(qtbot, window, name):
    entry = games.get(name)
    options = entry.game().Options.from_preset()
    match = Match(entry, options, build_seats(entry, seats(name), 0.0, random.Random(3)), seed=11)
    saves.write_save(name, match.to_json())
    window.refresh_saves()
    resumed = window.resume(name)
    assert laid_out(window)
    assert bot_actions(resumed) == 0 and window.lan_made is None
