"""The Canasta table's sounds (issue 24, "Sound"), heard through the null output of the test fixtures
(``null_sound``): a meld laid is one chime however many cards it takes, the seventh card of a meld rings the
canasta chime instead, a discard is a card played, and a declined double ends the round in won or lost."""

from __future__ import annotations

from cardsuite.cards import Card, Rank
from cardsuite.games.canasta.engine.actions import DeclineDouble, Discard, Meld
from cardsuite.play.match import Phase
from cardsuite.play.seats import local_seat
from support.canastatables import doubling_match, open_match, position, propose_double
from support.tablehelpers import easy_bot

from support.canastatables import ENTRY


def cards(text: str) -> tuple[Card, ...]:
    return tuple(Card.parse(t) for t in text.split())


def my_turn(qtbot, match, table) -> None:
    qtbot.waitUntil(lambda: 0 in match.waiting() and table.can_act() and table.animations_idle())


def test_a_meld_is_one_chime_and_the_seventh_card_rings_the_canasta(qtbot, settings, null_sound):
    state = position(hands=["8S 8C 8D AD 7C 7D 5S", "9C 10D JH QS 6D 5C JC"], melds={0: ["AS AH AD AC 2D AH"]},
                     phase="play")
    match, table, controller = open_match(qtbot, settings, state.options, [local_seat("Ann"), easy_bot(ENTRY)],
                                          state)
    my_turn(qtbot, match, table)
    assert null_sound.cues() == ["deal"]
    table.action_chosen.emit(Meld(Rank.EIGHT, cards("8S 8C 8D")))
    my_turn(qtbot, match, table)
    assert null_sound.cues() == ["deal", "meld"]                       # three cards, one chime
    table.action_chosen.emit(Meld(Rank.ACE, cards("AD")))
    my_turn(qtbot, match, table)
    assert null_sound.cues() == ["deal", "meld", "canasta"]
    table.action_chosen.emit(Discard(Card.parse("5S")))
    qtbot.waitUntil(lambda: len(null_sound.cues()) >= 4)
    assert null_sound.cues()[3] == "play"
    controller.shutdown()


def test_a_declined_double_is_a_round_won_for_the_side_that_doubled(qtbot, settings, null_sound):
    match, table, controller = doubling_match(qtbot, settings, DeclineDouble)
    propose_double(qtbot, match, table)
    qtbot.waitUntil(lambda: match.phase == Phase.OVER and table.summary_visible())
    qtbot.waitUntil(lambda: "won" in null_sound.cues())
    assert "lost" not in null_sound.cues()
    controller.shutdown()
