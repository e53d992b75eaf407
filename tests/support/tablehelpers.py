"""Shared set-up for table tests: a table shown on screen, real mouse gestures on its viewport, an easy bot."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtTest import QTest

from cardsuite.play.seats import BotSeat


def shown(qtbot, table, size: tuple[int, int]):
    """``table`` in a window of ``size``, closed with the test, once it is on screen."""
    qtbot.addWidget(table)
    table.resize(*size)
    table.show()
    qtbot.waitExposed(table)
    return table


def vp(table, point: QPointF) -> QPoint:
    """A scene point in the table's viewport coordinates."""
    return table.mapFromScene(point)


def click(table, point: QPointF) -> None:
    QTest.mouseClick(table.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, vp(table, point))


def drag(table, start: QPointF, end: QPointF, steps: int = 10, release: bool = True) -> None:
    """Press at ``start``, move to ``end`` in ``steps`` steps, and release there unless told not to."""
    viewport = table.viewport()
    a, b = vp(table, start), vp(table, end)
    QTest.mousePress(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, a)
    for i in range(1, steps + 1):
        QTest.mouseMove(viewport, QPoint(a.x() + (b.x() - a.x()) * i // steps, a.y() + (b.y() - a.y()) * i // steps))
    if release:
        QTest.mouseRelease(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, b)


def easy_bot(entry, name: str = "Bob") -> BotSeat:
    """The game's easy bot as a seat that answers at once."""
    return BotSeat(entry.bot_levels()["easy"], name, pace=0)


def key(widget, k, mods=Qt.KeyboardModifier.NoModifier) -> None:
    QTest.keyClick(widget, k, mods)


def tab_to(table, wanted, limit: int = 80) -> None:
    """Press Tab until ``wanted(focused)`` holds (key events only)."""
    for _ in range(limit):
        if table.keys.shown and table.keys.current is not None and wanted(table.keys.current):
            return
        key(table, Qt.Key.Key_Tab)
    raise AssertionError(f"Tab never reached the wanted place (at {table.keys.current!r})")


def position_table(qtbot, settings, table_class, entry, state, size=(1280, 800)):
    """A table of ``entry`` opened on a chosen position (``state``) against the easy bot, the player to move
    with nothing in flight: (match, table, controller)."""
    from cardsuite.play.match import Match
    from cardsuite.play.seats import local_seat
    from cardsuite.ui.toolkit.controller import MatchController
    match = Match(entry, state.options, [local_seat("Ann"), easy_bot(entry)], seed=3)
    match.state = state  # tests only: a chosen position instead of the seeded deal
    table = shown(qtbot, table_class(entry, state.options, settings), size)
    controller = MatchController(match, table, settings)
    controller.start()
    qtbot.waitUntil(lambda: 0 in match.waiting() and table.can_act() and table.animations_idle())
    return match, table, controller
