"""What the main window test files share: the window on the player's own settings (as loaded, animations as
they are) and a toy match some moves in, to save, resume or count."""

from __future__ import annotations

import pytest

from cardsuite.play import play_bots
from cardsuite.play.match import Match
from cardsuite.play.seats import BotSeat, local_seat
from cardsuite.profile import versioned_json
from cardsuite.profile.settings import Settings
from cardsuite.ui.app.mainwindow import MainWindow


@pytest.fixture
def settings():
    versioned_json.take_problems()
    return Settings.load()


@pytest.fixture
def window(qtbot, settings):
    win = MainWindow(settings)
    qtbot.addWidget(win)
    return win


def toy_match(toy_entry, moves: int = 3, seed: int = 5, autosave=None) -> Match:
    """A toy match between the local player and a bot, ``moves`` actions in."""
    level = toy_entry.bot_levels()["easy"]
    match = Match(toy_entry, toy_entry.game().Options.from_preset(),
                  [local_seat("Ann"), BotSeat(level, "Marta", pace=0)], seed=seed, autosave=autosave)
    for _ in range(moves):
        seat = next(iter(match.waiting()))
        if seat == 0:
            match.submit(0, match.legal(0)[0])
        else:
            play_bots(match, max_actions=1)
    return match
