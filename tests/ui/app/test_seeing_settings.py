"""The settings for players who do not see the table well (issue 24) reach an open table at once: the four-colour
deck, the card size (every card still on screen, in every table) and reduced motion; and they are kept."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication, QPointF

from cardsuite import app as cardsuite_app
from cardsuite import games
from cardsuite.play.match import Match
from cardsuite.play.seats import hotseat_seat, local_seat
from cardsuite.profile.settings import Settings
from cardsuite.ui.toolkit import felt, style
from cardsuite.ui.toolkit.cardart.suits import current_deck_colours, set_deck_colours
from cardsuite.ui.toolkit.motion import reduced_motion, set_reduced_motion
from support.mainwindowhelpers import settings  # noqa: F401  (a fixture)
from support.schnapsenhelpers import dealt
from support.tablehelpers import click, easy_bot

SCHNAPSEN = games.GAMES["schnapsen"]
HAND0, HAND1 = "AD 10C KH QS JD", "KD QD JC 10S AS"


@pytest.fixture(autouse=True)
def app_wide_looks_restored():
    """The deck's inks and reduced motion hold for the whole app: each test leaves them as it found them."""
    inks, still, bold = current_deck_colours(), reduced_motion(), style.high_contrast()
    yield
    set_deck_colours(inks)
    set_reduced_motion(still)
    style.set_high_contrast(bold)


def window_with(qtbot, settings, match, entry, size=(800, 600)):
    from cardsuite.ui.app.mainwindow import MainWindow
    window = MainWindow(settings)
    qtbot.addWidget(window)
    window.resize(*size)
    window.show()
    qtbot.waitExposed(window)
    assert window.open_table(entry, match)
    table = window.table
    qtbot.waitUntil(lambda: table.pass_screen_visible() or table.current_view is not None)
    if table.pass_screen_visible():
        click(table, table.pass_screen.scenePos())
    qtbot.waitUntil(lambda: table.current_view is not None and table.animations_idle())
    return window, table


def schnapsen_window(qtbot, settings, size=(800, 600)):
    """A window with a Schnapsen table, Ann (seat 0) to lead from ``HAND0``."""
    state = dealt(HAND0, HAND1, "AH", dealer=1)
    match = Match(SCHNAPSEN, state.options, [local_seat("Ann"), easy_bot(SCHNAPSEN)], seed=3)
    match.state = state
    window, table = window_with(qtbot, settings, match, SCHNAPSEN, size)
    qtbot.waitUntil(table.can_act)
    return window, table


def hand_card(table, code: str):
    return next(item for item in table.my_hand.items if item.code == code)


def corner_inks(table, item) -> dict[str, int]:
    """The inks in the corner column of ``item`` as the table shows it (the pip under the rank letter)."""
    QCoreApplication.processEvents()
    image = table.grab().toImage()
    counts: dict[str, int] = {}
    for v in range(24, 42):
        for u in range(3, 19):
            point = table.mapFromScene(item.mapToScene(QPointF(u / 100, v / 100)))
            colour = image.pixelColor(point.x(), point.y())
            r, g, b = colour.red(), colour.green(), colour.blue()
            name = ("blue" if b > 140 and r < 80 and b > g + 50 else "red" if r > 140 and g < 90 and b < 100
                    else "green" if g > 90 and r < 50 and g > b + 10 else "")
            if name:
                counts[name] = counts.get(name, 0) + 1
    return counts


def on_screen_width(table, item) -> float:
    return table.mapFromScene(item.mapRectToScene(item.card_rect())).boundingRect().width()


def test_the_settings_dialog_keeps_card_size_four_colours_and_reduced_motion(qtbot, settings):
    from cardsuite.ui.app.settings_dialog import SettingsDialog
    dialog = SettingsDialog(settings)
    qtbot.addWidget(dialog)
    assert dialog.size_combo.currentData() == "normal"
    assert not dialog.four_colours.isChecked() and not dialog.reduced_motion.isChecked()
    dialog.size_combo.setCurrentIndex(dialog.size_combo.findData("largest"))
    dialog.four_colours.setChecked(True)
    dialog.reduced_motion.setChecked(True)
    dialog.felt_picker.setCurrentIndex(dialog.felt_picker.findData("contrast"))
    applied = []
    dialog.applied.connect(applied.append)
    dialog.accept()
    assert set(applied[0]) >= {"card_size", "four_colour_deck", "reduced_motion", "table_colour", "table_texture"}
    again = Settings.load()
    assert again.get("card_size") == "largest"
    assert again.get("four_colour_deck") is True and again.get("reduced_motion") is True
    assert felt.is_high_contrast(again.get("table_colour")) and again.get("table_texture") == "plain"
    reopened = SettingsDialog(again)
    qtbot.addWidget(reopened)
    assert reopened.size_combo.currentData() == "largest"
    assert reopened.four_colours.isChecked() and reopened.reduced_motion.isChecked()
    assert reopened.felt_picker.currentData() == "contrast"


def test_a_bad_card_size_in_the_file_falls_back_to_normal():
    assert Settings({"card_size": "huge", "four_colour_deck": "yes"}).get("card_size") == "normal"
    assert Settings({"four_colour_deck": "yes"}).get("four_colour_deck") is False
    with pytest.raises(ValueError):
        Settings().set("card_size", "huge")


def test_the_seeing_settings_reach_an_open_table_at_once(qtbot, settings):
    settings.set("animation_speed", "off")
    window, table = schnapsen_window(qtbot, settings)
    diamond, club, heart = hand_card(table, "AD"), hand_card(table, "10C"), hand_card(table, "KH")
    assert max(corner_inks(table, diamond), key=corner_inks(table, diamond).get) == "red"
    width = on_screen_width(table, heart)

    window.set_setting("four_colour_deck", True)
    window.set_setting("card_size", "largest")
    qtbot.waitUntil(table.animations_idle)
    diamond_inks, club_inks, heart_inks = (corner_inks(table, card) for card in (diamond, club, heart))
    assert diamond_inks.get("blue", 0) > 20 and diamond_inks.get("red", 0) == 0
    assert club_inks.get("green", 0) > 20
    assert heart_inks.get("red", 0) > 20 and heart_inks.get("blue", 0) == 0
    assert on_screen_width(table, heart) == pytest.approx(1.3 * width, rel=0.03)

    window.set_setting("card_size", "large")
    assert on_screen_width(table, heart) == pytest.approx(1.15 * width, rel=0.03)
    window.set_setting("four_colour_deck", False)
    assert corner_inks(table, diamond).get("blue", 0) == 0

    window.set_setting("reduced_motion", True)
    assert reduced_motion() and table.animator.factor == 0
    edge = style.PANEL_EDGE.alpha()
    window.set_setting("table_colour", felt.HIGH_CONTRAST)
    assert style.high_contrast() and style.PANEL_EDGE.alpha() > edge      # the plates get a clear edge
    window.set_setting("table_colour", "#1e6b3a")
    assert not style.high_contrast() and style.PANEL_EDGE.alpha() == edge


TABLES = [("schnapsen", None), ("spider", None), ("canasta", 2), ("canasta", 4)]


@pytest.mark.parametrize("size", [(800, 600), (1920, 1080)])
@pytest.mark.parametrize("game, players", TABLES)
def test_the_largest_cards_stay_on_screen(qtbot, settings, game, players, size):
    """Grown cards move in from the felt's edge: none reaches out of the window, in any table."""
    settings.set("animation_speed", "off")
    settings.set("card_size", "largest")
    entry = games.GAMES[game]
    match = cardsuite_app.mid_round_match(entry, 5, cap=2000, moves=12, players=players, player="Ann")
    if game == "spider":     # a duel's bot plays on while Ann thinks: here, a second player at this screen
        match.seats[0], match.seats[1] = hotseat_seat("Ann"), hotseat_seat("Bo")
    window, table = window_with(qtbot, settings, match, entry, size)
    view = table.viewport().rect()
    cards = [item for item in table.table_scene.card_items() if item.isVisible() and item.pile is not None]
    assert cards and all(item.scale() > 1.05 for item in cards)
    for item in cards:
        rect = table.mapFromScene(item.mapRectToScene(item.card_rect())).boundingRect()
        assert view.adjusted(-1, -1, 1, 1).contains(rect), f"{item!r} reaches out of the window: {rect}"
    if game == "canasta":          # the status line keeps clear of the grown stock and discard pile above it
        band = [item.mapRectToScene(item.card_rect()).bottom() for item in table.stock.items + table.pile.items]
        assert table.status.sceneBoundingRect().top() >= max(band)


@pytest.mark.parametrize("reduced", [False, True])
def test_reduced_motion_plays_a_card_with_no_flight_but_still_plays_the_event(qtbot, settings, reduced):
    settings.set("animation_speed", "normal")
    settings.set("reduced_motion", reduced)
    window, table = schnapsen_window(qtbot, settings)
    played = []
    table.event_played.connect(played.append)
    card = hand_card(table, "QS")
    click(table, card.mapToScene(QPointF(0.5, 0.3)))
    assert [(e.kind, e.data["card"].text) for e in played][:1] == [("move", "QS")]   # the event still plays
    table.show_message("Not now")
    if reduced:
        assert table.animations_idle()                   # nothing in flight after the event's step
        assert card.at_home() and card.pile is table.trick
        assert table.toast.opacity() == 1.0              # no fade in
    else:
        assert not table.animations_idle()               # the card flies to the trick
        assert table.toast.opacity() < 1.0
        settings.set("animation_speed", "off")           # seen flying: the rest of the round need not be watched
        table.animator.finish_all()
        qtbot.waitUntil(table.animations_idle)
