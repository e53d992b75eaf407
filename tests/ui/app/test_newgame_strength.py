"""How strong the computer plays when the new-game dialog opens (issue 24): a newcomer's first matches of a game
are against its weaker half of levels, never Hard or Expert, and the dialog says how to change that; after
BEGINNER_MATCHES matches the last choice applies, or the full range; a range the player picked is kept."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from cardsuite import games
from cardsuite.play.seating import skill_levels
from cardsuite.profile.statistics import Stats
from cardsuite.ui.app.newgame import NewGameDialog
from cardsuite.ui.app.skilldefault import BEGINNER_MATCHES
from support.mainwindowhelpers import settings  # noqa: F401  (a fixture)

STRONG = {"hard", "expert"}


def rating(name: str, level: str) -> int:
    """A level's registered (measured) rating."""
    return games.get(name).bot_levels()[level].rating


def dialog_for(qtbot, name: str, settings) -> NewGameDialog:  # noqa: F811
    dialog = NewGameDialog(games.get(name), settings)
    qtbot.addWidget(dialog)
    return dialog


def bot_levels(dialog: NewGameDialog) -> tuple[str, ...]:
    return next(seat.levels for seat in dialog.choice().seats if seat.kind == "bot")


def play_matches(name: str, count: int) -> None:
    stats = Stats.load()
    for _ in range(count):
        stats.record_match(name, "loss", opponents=[{"name": "Marta", "level": "easy", "rating": 1100}])


@pytest.mark.parametrize("name", [name for name, entry in games.GAMES.items()
                                  if len(skill_levels(entry)) > 1 and max(entry.players) > 1])
def test_a_newcomer_never_meets_the_strong_bots_and_is_told_how_to_change_it(qtbot, name, settings):  # noqa: F811
    dialog = dialog_for(qtbot, name, settings)
    levels = bot_levels(dialog)
    assert levels and not STRONG & set(levels)
    assert levels[0] == skill_levels(games.get(name))[0].level            # from the weakest
    note = dialog.beginner_note
    assert note.isVisibleTo(dialog)
    assert note.text().startswith(f"New to this game: for your first {BEGINNER_MATCHES} matches the computer plays")
    assert "Change the computer skill above" in note.text()


def test_a_game_played_alone_has_no_strength_to_explain(qtbot, settings):  # noqa: F811
    dialog = dialog_for(qtbot, "spider_practice", settings)
    assert not any(seat.kind == "bot" for seat in dialog.choice().seats)
    assert not dialog.beginner_note.isVisibleTo(dialog)


def test_canasta_starts_at_easy_to_medium(qtbot, settings):  # noqa: F811
    assert bot_levels(dialog_for(qtbot, "canasta", settings)) == ("easy", "medium")


def test_after_the_first_matches_the_usual_range_applies(qtbot, settings):  # noqa: F811
    play_matches("canasta", BEGINNER_MATCHES - 1)
    assert bot_levels(dialog_for(qtbot, "canasta", settings)) == ("easy", "medium")
    play_matches("canasta", 1)
    dialog = dialog_for(qtbot, "canasta", settings)
    assert bot_levels(dialog) == ("easy", "medium", "hard", "expert")
    assert not dialog.beginner_note.isVisibleTo(dialog)
    assert bot_levels(dialog_for(qtbot, "schnapsen", settings)) == ("easy", "medium")   # counted per game


def test_an_experienced_player_gets_the_last_choice(qtbot, settings):  # noqa: F811
    play_matches("canasta", BEGINNER_MATCHES)
    dialog = dialog_for(qtbot, "canasta", settings)
    dialog.low_combo.setCurrentIndex(dialog.low_combo.findData(rating("canasta", "medium")))
    dialog.high_combo.setCurrentIndex(dialog.high_combo.findData(rating("canasta", "medium")))
    qtbot.mouseClick(dialog.start_button, Qt.MouseButton.LeftButton)
    assert bot_levels(dialog_for(qtbot, "canasta", settings)) == ("medium",)


def test_a_newcomer_who_picks_a_range_keeps_it(qtbot, settings):  # noqa: F811
    dialog = dialog_for(qtbot, "canasta", settings)
    dialog.high_combo.setCurrentIndex(dialog.high_combo.count() - 1)      # the player asks for Expert
    assert not dialog.beginner_note.isVisibleTo(dialog)
    qtbot.mouseClick(dialog.start_button, Qt.MouseButton.LeftButton)
    again = dialog_for(qtbot, "canasta", settings)
    assert bot_levels(again) == ("easy", "medium", "hard", "expert")
    assert not again.beginner_note.isVisibleTo(again)


def test_a_range_remembered_by_an_older_version_waits_for_the_first_matches(qtbot, settings):  # noqa: F811
    stored = {"low": rating("canasta", "easy"), "high": rating("canasta", "hard")}
    settings.set("last_new_game", {"canasta": stored})                          # stored without being picked
    assert bot_levels(dialog_for(qtbot, "canasta", settings)) == ("easy", "medium")
    play_matches("canasta", BEGINNER_MATCHES)
    assert bot_levels(dialog_for(qtbot, "canasta", settings)) == ("easy", "medium", "hard")
