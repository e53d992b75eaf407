"""Every item tells its scene before its bounding rect changes (issue 27, crashes).

An item whose ``boundingRect()`` changes before ``prepareGeometryChange()`` leaves the scene's index at the
old rect; once the item is freed, a later hit test or hover dispatch there reads freed memory.  The
geometry auditor (``tests/bench/geomaudit.py``, also ``tests/bench/soak.py --audit-geometry``) watches every item
class of the package; these tests check the auditor itself, then play a hot-seat Spider duel under it.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QPointF, QRectF
from PySide6.QtWidgets import QGraphicsScene

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "bench"))

from geomaudit import GeometryAuditor  # noqa: E402

from cardsuite import games  # noqa: E402
from cardsuite.play.match import Match  # noqa: E402
from cardsuite.play.seats import hotseat_seat  # noqa: E402
from cardsuite.ui.toolkit.controller import MatchController  # noqa: E402
from support.tablehelpers import click, shown  # noqa: E402


@pytest.fixture
def auditor():
    with GeometryAuditor() as audit:
        yield audit


def test_the_auditor_names_the_write_that_changed_a_rect_unwarned_and_lets_a_warned_one_pass(qtbot, auditor):
    from cardsuite.ui.toolkit.panels import TextNote
    scene = QGraphicsScene()
    note = TextNote(width=230, size=13)
    scene.addItem(note)
    note.set_text("A short line.")
    scene.items(QRectF(-200, -200, 400, 400))          # the scene indexes the note at its rect
    note.set_text("A note that wraps onto a few lines, so the note grows downwards as it is set again.")
    scene.items(QRectF(-200, -200, 400, 400))
    assert auditor.violations == [] and auditor.observed > 0
    note.text = "Written behind the scene's back, " * 6     # the rect grows with no warning
    scene.items(QRectF(-200, -200, 400, 400))
    violation, = auditor.violations
    assert "TextNote.text written" in violation and "test_geometry.py" in violation
    assert 'note.text = "Written behind' in violation       # the line that did it, not the hit test
    scene.removeItem(note)


def test_the_auditor_leaves_the_classes_as_they_were():
    from cardsuite.ui.toolkit.panels import TextNote
    before = TextNote.__dict__["boundingRect"], TextNote.__setattr__
    with GeometryAuditor():
        assert TextNote.__dict__["boundingRect"] is not before[0]
    assert (TextNote.__dict__["boundingRect"], TextNote.__setattr__) == before


def test_a_hot_seat_spider_duel_passed_back_and_forth_changes_no_rect_unwarned(qtbot, settings, auditor):
    """The pass-the-screen card, a turn ended, the window resized, a refusal's toast, the language switched,
    the tips: every item that changes size warns its scene first (the soak's crashes came in hot-seat Spider;
    without the warning in ``i18n._set_shaping`` this fails on the toast retranslated)."""
    from cardsuite.games.spider.engine.options import SpiderOptions
    from cardsuite.games.spider.table.table import SpiderTable
    from cardsuite.ui.toolkit import i18n
    settings.set("hints_enabled", True)
    entry = games.GAMES["spider"]
    match = Match(entry, SpiderOptions(), [hotseat_seat("Ann"), hotseat_seat("Benedikta Maria")], seed=3)
    table = shown(qtbot, SpiderTable(entry, match.options, settings), (1280, 800))
    controller = MatchController(match, table, settings)
    try:
        controller.start()
        for seat, size in ((0, (900, 640)), (1, (1500, 900))):
            qtbot.waitUntil(table.pass_screen_visible)
            click(table, QPointF(7.5, 4.7))
            qtbot.waitUntil(table.can_act)
            table.resize(*size)
            qtbot.wait(20)
            table.show_message(QCoreApplication.translate("Table", "It is not your turn."))   # a refusal's toast
            qtbot.wait(20)
            retext = i18n.switch_language("pl" if seat == 0 else "en")
            i18n.retranslate_scene(table.table_scene, retext)
            table.retranslate()
            qtbot.wait(20)
            click(table, table.done_button.center_scene())
            click(table, table.confirm.yes_button.center_scene())
        qtbot.waitUntil(lambda: table.result_panel.isVisible() or table.pass_screen_visible(), timeout=60_000)
        table.resize(1024, 640)
        qtbot.wait(20)
    finally:
        i18n.switch_language("en")
        controller.shutdown()
    assert auditor.observed > 0
    assert auditor.violations == [], "\n\n".join(auditor.violations)
