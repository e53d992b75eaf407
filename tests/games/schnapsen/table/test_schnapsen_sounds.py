"""The Schnapsen table's sounds (issue 24, "Sound"), heard through the null output the test fixtures put in
place of the sound device (``null_sound``): the deal, a card played, a trick swept, a marriage, the round's end."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF

from cardsuite import games
from cardsuite.cards import Card
from cardsuite.games.schnapsen.engine.actions import Play
from cardsuite.games.schnapsen.engine.options import SchnapsenOptions
from cardsuite.games.schnapsen.table.table import SchnapsenTable
from cardsuite.play.match import Match, Phase
from cardsuite.play.seats import local_seat
from cardsuite.ui.toolkit.controller import MatchController
from support.schnapsenhelpers import dealt
from support.tablehelpers import click, easy_bot, shown

ENTRY = games.GAMES["schnapsen"]


@pytest.fixture
def settings(settings):
    settings.set("hints_enabled", False)
    return settings


def open_table(qtbot, settings, state):
    match = Match(ENTRY, SchnapsenOptions.from_preset(), [local_seat("Ann"), easy_bot(ENTRY)], seed=3)
    match.state = state  # tests only: a chosen deal instead of the seeded one
    table = shown(qtbot, SchnapsenTable(ENTRY, match.options, settings), (1100, 700))
    controller = MatchController(match, table, settings)
    controller.start()
    return match, table, controller


def my_turn(qtbot, match, table) -> None:
    qtbot.waitUntil(lambda: match.phase != Phase.PLAYING or (0 in match.waiting() and table.can_act()))


def play_card(table, key: str) -> None:
    item = table.table_scene.find(key)
    click(table, item.mapToScene(QPointF(0.2, 0.75)))


def test_the_deal_a_card_led_and_a_trick_taken_each_make_their_sound(qtbot, settings, null_sound):
    match, table, controller = open_table(qtbot, settings, dealt("AH 10H KS QD JC", "KH QS JD 10D AS", "AC",
                                                                 dealer=1))
    my_turn(qtbot, match, table)
    assert null_sound.cues() == ["deal"]
    play_card(table, "AH")
    qtbot.waitUntil(lambda: len(match.record.actions) >= 2)
    qtbot.waitUntil(lambda: null_sound.cues()[:3] == ["deal", "play", "trick"])
    # the answer, the trick going to its winner and both draws come in one update with animations off: the
    # sweep stands for all of it (one card sound a step)
    assert null_sound.cues().count("trick") == 1
    controller.shutdown()


def test_a_marriage_rings_the_meld_chime(qtbot, settings, null_sound):
    match, table, controller = open_table(qtbot, settings, dealt("KH QH KS QD JC", "AH QS JD 10D AS", "AC",
                                                                 dealer=1))
    my_turn(qtbot, match, table)
    table.action_chosen.emit(Play(Card.parse("KH"), True))
    qtbot.waitUntil(lambda: "meld" in null_sound.cues())
    assert null_sound.cues()[:3] == ["deal", "play", "meld"]
    controller.shutdown()


def test_switched_off_the_table_is_silent_and_the_volume_is_the_settings(qtbot, settings, null_sound):
    settings.set("sound_volume", 40)
    match, table, controller = open_table(qtbot, settings, dealt("AH 10H KS QD JC", "KH QS JD 10D AS", "AC",
                                                                 dealer=1))
    my_turn(qtbot, match, table)
    assert null_sound.played == [("deal", pytest.approx(0.16))]
    settings.set("sound_on", False)                    # as the settings dialog's OK saves it: heard at once
    play_card(table, "AH")
    qtbot.waitUntil(lambda: len(match.record.actions) >= 2 and table.animations_idle())
    assert null_sound.cues() == ["deal"]
    controller.shutdown()


def test_the_round_ends_in_the_won_or_lost_sound_as_its_summary_comes_up(qtbot, settings, null_sound):
    match, table, controller = open_table(qtbot, settings, dealt("AH 10H KS QD JC", "KH QS JD 10D AS", "AC",
                                                                 dealer=1))
    while match.phase == Phase.PLAYING:
        my_turn(qtbot, match, table)
        if match.phase == Phase.PLAYING:
            table.action_chosen.emit(next(a for a in match.legal(0) if isinstance(a, Play)))
    qtbot.waitUntil(table.summary_visible)
    winner = match.state.view(0).winner
    qtbot.waitUntil(lambda: null_sound.cues()[-1:] in (["won"], ["lost"]))
    assert null_sound.cues()[-1] == ("won" if winner == 0 else "lost")
    assert null_sound.cues().count("won") + null_sound.cues().count("lost") == 1
    controller.shutdown()
