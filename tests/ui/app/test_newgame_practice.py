"""The new-game dialog for a game played alone (Spider practice): no seats to choose, the variant from the preset."""

from __future__ import annotations

from cardsuite import games
from cardsuite.profile.settings import Settings
from cardsuite.ui.app.newgame import NewGameDialog


def test_spider_practice_has_no_seats_to_choose_and_the_classic_variant_plays_classic(qtbot):
    dialog = NewGameDialog(games.GAMES["spider_practice"], Settings.load())
    qtbot.addWidget(dialog)
    dialog.show()
    assert dialog.who_box.isHidden()
    combo = dialog.options_form.preset_combo
    combo.setCurrentIndex(combo.findData("classic"))
    suits = dialog.options_form.editors["suits"].widget
    suits.setCurrentIndex(suits.findData(4))
    choice = dialog.choice()
    assert choice.options.classic and choice.options.suits == 4
    assert [seat.kind for seat in choice.seats] == ["local"]
    duel = NewGameDialog(games.GAMES["spider"], Settings.load())
    qtbot.addWidget(duel)
    duel.show()
    assert not duel.who_box.isHidden()


def test_a_game_played_alone_is_not_offered_for_hosting(qtbot, settings):
    from cardsuite.ui.lan.hostdialog import HostDialog
    dialog = HostDialog(settings, [])
    qtbot.addWidget(dialog)
    offered = [dialog.game_combo.itemData(i) for i in range(dialog.game_combo.count())]
    assert "spider" in offered and "spider_practice" not in offered
