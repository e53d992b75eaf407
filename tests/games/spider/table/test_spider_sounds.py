"""The Spider duel table's sounds (issue 24, "Sound"), heard through the null output of the test fixtures
(``null_sound``): the deal, a move, a row dealt from the stock, and the clock running out -- a tick for each
of the last ten seconds the badge shows, a beep when it reaches the limit."""

from __future__ import annotations

from cardsuite.games.spider.engine.options import SpiderOptions
from cardsuite.play.match import Match
from cardsuite.play.seats import local_seat
from support.spiderhelpers import ENTRY, card_point, first_move, open_table, open_table_later, ready, remote
from support.tablehelpers import click


def test_the_clock_ticks_through_its_last_seconds_and_beeps_when_it_runs_out(qtbot, settings, null_sound):
    match = Match(ENTRY, SpiderOptions(time_limit_min=5), [local_seat("Ann"), remote()], seed=5)
    table, controller = open_table_later(qtbot, settings, match)
    controller.start()
    ready(qtbot, table)
    now = [1000.0]
    table.time_source = lambda: now[0]           # the display's clock, moved by the test
    limit = 5 * 60_000
    table.clock.set_elapsed(limit - 12_000)
    qtbot.waitUntil(lambda: table.clock_badge.text == "0:12")
    assert null_sound.cues() == ["deal"]         # twelve seconds left: no tick yet
    now[0] += 2.6
    qtbot.waitUntil(lambda: table.clock_badge.text == "0:10")
    qtbot.waitUntil(lambda: null_sound.cues() == ["deal", "tick"])
    now[0] += 6.8                                # from 0:10 straight to 0:03: one tick, not seven
    qtbot.waitUntil(lambda: table.clock_badge.text == "0:03")
    qtbot.waitUntil(lambda: null_sound.cues() == ["deal", "tick", "tick"])
    now[0] += 3
    qtbot.waitUntil(lambda: table.last_message == "Time is up!")
    qtbot.waitUntil(lambda: null_sound.cues()[-1] == "timeup")
    assert null_sound.cues() == ["deal", "tick", "tick", "timeup"]
    controller.shutdown()


def test_a_move_is_a_card_sound_and_a_row_from_the_stock_a_deal(qtbot, settings, null_sound):
    match = Match(ENTRY, SpiderOptions(), [local_seat("Ann"), remote()], seed=5)
    table, controller = open_table(qtbot, settings, match)
    ready(qtbot, table)
    assert null_sound.cues() == ["deal"]
    move = first_move(match)
    click(table, card_point(table, move.src, move.count))
    qtbot.waitUntil(lambda: len(null_sound.cues()) == 2)
    assert null_sound.cues() == ["deal", "play"]
    ready(qtbot, table)
    table.key_button(table.deal_button)          # a row from the stock, as the D key deals it
    qtbot.waitUntil(lambda: len(null_sound.cues()) == 3)
    assert null_sound.cues()[2] == "deal"
    controller.shutdown()
