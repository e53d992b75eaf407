"""A table's sounds on the toy game's table (issue 24, "Sound"): one set of sounds per table, and a cue mapping
that fails is one line in the log while the table plays on (heard through the tests' null output)."""

from __future__ import annotations

import logging

from cardsuite.play.match import Match
from cardsuite.play.seats import local_seat
from cardsuite.ui.toolkit.controller import MatchController
from cardsuite.ui.toolkit.sound.cues import TableCues
from support.tablehelpers import easy_bot, shown
from support.toygame.table.table import ToyTable


def toy_table(qtbot, entry, settings, table_class=ToyTable):
    match = Match(entry, entry.game().Options.from_preset(), [local_seat("Ann"), easy_bot(entry)], seed=11)
    table = shown(qtbot, table_class(entry, match.options, settings), (1000, 700))
    return match, table


def test_a_table_has_one_set_of_sounds_however_many_controllers_it_sees(qtbot, toy_entry, settings, null_sound):
    match, table = toy_table(qtbot, toy_entry, settings)
    first = MatchController(match, table, settings)
    second = MatchController(match, table, settings)
    assert second.sounds is first.sounds
    first.shutdown()
    second.shutdown()


class BrokenCues(TableCues):
    def event_cues(self, event):
        raise KeyError("no such pile")


class BrokenSoundsTable(ToyTable):
    SOUND_CUES = BrokenCues


def test_a_cue_mapping_that_fails_is_one_log_line_and_the_table_plays_on(qtbot, toy_entry, settings, null_sound,
                                                                          caplog):
    match, table = toy_table(qtbot, toy_entry, settings, BrokenSoundsTable)
    controller = MatchController(match, table, settings)
    with caplog.at_level(logging.WARNING):
        controller.start()
        for _ in range(3):
            qtbot.waitUntil(lambda: 0 in match.waiting() and table.can_act())
            table.action_chosen.emit(match.legal(0)[0])
        qtbot.waitUntil(lambda: len(match.record.actions) >= 6)
    lines = [r.getMessage() for r in caplog.records]
    assert len(lines) == 1 and "the table's sounds went wrong" in lines[0] and "no such pile" in lines[0]
    assert null_sound.cues()[:1] == ["deal"]             # what does not depend on the broken mapping still sounds
    controller.shutdown()
