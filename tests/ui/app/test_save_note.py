"""The start screen's note on an unfinished match names a partner as a partner, not as an opponent (issue 24:
"Unfinished match against Marta, Zofia, Piotr" for a four-player Canasta where Zofia was the player's partner)."""

from __future__ import annotations

import pytest

from cardsuite import games
from cardsuite.play.match import Match
from cardsuite.play.seats import BotSeat, local_seat
from cardsuite.profile import saves
from cardsuite.profile.sessions import Sessions
from cardsuite.ui.app.mainwindow import MainWindow
from cardsuite.ui.toolkit.plaintext import fill
from support.mainwindowhelpers import settings  # noqa: F401  (a fixture)


def canasta_save(players: int) -> dict:
    """A Canasta match of ``players`` as just dealt, the player at seat 1 (index 0), bots named in seat order."""
    entry = games.get("canasta")
    level = entry.bot_levels()["easy"]
    names = ["Marta", "Zofia", "Piotr"][:players - 1]
    options = entry.game().Options.from_preset(None, players=players)
    match = Match(entry, options, [local_seat("Ann")] + [BotSeat(level, name, pace=0) for name in names], seed=3)
    return match.to_json()


def note_of(qtbot, settings) -> str:  # noqa: F811
    window = MainWindow(settings)
    qtbot.addWidget(window)
    return window.start_screen.cards["canasta"].save_note.text()


def test_a_partner_is_named_apart_from_the_opponents(qtbot, settings):  # noqa: F811
    saves.write_save("canasta", canasta_save(4))       # partners sit opposite: seats 1 + 3 against 2 + 4
    note = note_of(qtbot, settings)
    assert note.startswith("Unfinished match: you and Zofia against Marta, Piotr, round 1.")
    info = Sessions(settings).save_info("canasta")
    assert (info.partners, info.opponents) == (("Zofia",), ("Marta", "Piotr"))


def test_a_save_from_before_the_sides_were_kept_asks_the_rules(qtbot, settings):  # noqa: F811
    data = canasta_save(4)
    del data["teams"]                                  # as saved by an older cardsuite
    saves.write_save("canasta", data)
    assert note_of(qtbot, settings).startswith("Unfinished match: you and Zofia against Marta, Piotr, round 1.")


def test_two_players_have_no_partner(qtbot, settings):  # noqa: F811
    saves.write_save("canasta", canasta_save(2))
    assert note_of(qtbot, settings).startswith("Unfinished match against Marta, round 1.")


@pytest.mark.parametrize("names, text", [
    (("Ann %2", "Bo", "3"), "you and Ann %2 against Bo"),      # a name that looks like a placeholder stays
    (("%1", "%3", "2"), "you and %1 against %3"),
])
def test_names_are_filled_in_once(names, text):
    assert fill("you and %1 against %2", *names) == text
