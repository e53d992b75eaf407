"""A calm Schnapsen table (issue 24): the talon's note and the status line keep apart, a click on the trump card
that cannot exchange says why, and the match's end reads as sentences."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication, QPointF, QRectF
from PySide6.QtGui import QFontMetricsF

from cardsuite import games
from cardsuite.engine import MatchResult
from cardsuite.games.schnapsen.engine.actions import Close, ExchangeTrump
from cardsuite.games.schnapsen.engine.options import SchnapsenOptions
from cardsuite.games.schnapsen.table.table import SchnapsenTable
from cardsuite.play.match import Match, Phase
from cardsuite.play.seats import local_seat
from cardsuite.ui.toolkit import i18n
from cardsuite.ui.toolkit.controller import MatchController
from support.schnapsenhelpers import dealt
from support.tablehelpers import click, easy_bot, shown

ENTRY = games.GAMES["schnapsen"]


@pytest.fixture
def settings(settings):
    settings.set("hints_enabled", False)
    return settings


@pytest.fixture
def english_after(qapp):
    yield
    i18n.install_translators("en", qapp, card_letters="language")


def open_at(qtbot, settings, state, size=(800, 600)):
    match = Match(ENTRY, SchnapsenOptions.from_preset(), [local_seat("Ann"), easy_bot(ENTRY, "Piotr")], seed=3)
    match.state = state  # tests only: a chosen deal instead of the seeded one
    table = shown(qtbot, SchnapsenTable(ENTRY, match.options, settings), size)
    controller = MatchController(match, table, settings)
    controller.start()
    qtbot.waitUntil(lambda: match.phase != Phase.PLAYING or (0 in match.waiting() and table.can_act()))
    return match, table, controller


def line_rect(label) -> QRectF:
    """Where the centred status line's text really is (its box is wider than its text)."""
    advance = QFontMetricsF(label.text_font()).horizontalAdvance(label.text) * label.scale()
    box = label.sceneBoundingRect()
    return QRectF(label.pos().x() - advance / 2, box.top(), advance, box.height())


@pytest.mark.parametrize("language", ["en", "pl"])
@pytest.mark.parametrize("size", [(800, 600), (1280, 800)])
def test_the_strict_rules_note_ends_before_the_status_line_begins(qtbot, settings, english_after, language, size):
    i18n.install_translators(language, QCoreApplication.instance())
    state = dealt("10H JH AS KC QD", "KH KS QS JD 10D", "AC", dealer=1)   # Ann leads
    state.apply(0, Close())                                                # strict rules from now on
    match, table, controller = open_at(qtbot, settings, state, size)
    try:
        note = table.talon_note
        assert note.text and table.status.text        # "You closed the talon. Now follow suit …" / "Your lead: …"
        assert not note.sceneBoundingRect().intersects(line_rect(table.status))
        assert table.table_scene.sceneRect().contains(note.sceneBoundingRect())
    finally:
        controller.shutdown()


def test_clicking_the_trump_card_without_the_jack_says_why(qtbot, settings):
    state = dealt("10H JH AS KC QD", "KH KS QS JD 10D", "AC", dealer=1)   # Ann leads; the trump jack is elsewhere
    match, table, controller = open_at(qtbot, settings, state)
    try:
        assert not any(isinstance(a, ExchangeTrump) for a in match.state.legal_actions(0))
        before = list(match.record.actions)
        trump = table.trump_pile.items[0]
        click(table, trump.mapToScene(QPointF(0.8, 0.5)))
        qtbot.waitUntil(lambda: table.toast.isVisible())
        assert table.last_message == "You do not hold the trump jack."
        assert match.record.actions == before
        assert table.can_act()
    finally:
        controller.shutdown()


def test_the_match_end_reads_as_two_sentences(qtbot, settings):
    state = dealt("10H JH AS KC QD", "KH KS QS JD 10D", "AC", dealer=1)
    match, table, controller = open_at(qtbot, settings, state)
    try:
        table.show_round_summary(None, MatchResult(1, "Seat 1 wins the bummerl; Seat 0 gets a bummerl.", (3, 7)),
                                 ["You", "Piotr"])
        qtbot.waitUntil(table.summary_visible)
        assert table.summary_panel.result_text == "Match winner: Piotr. You get the bummerl."
    finally:
        controller.shutdown()
