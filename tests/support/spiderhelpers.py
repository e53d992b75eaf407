"""What the Spider table test files share: opening a table against a remote or bot opponent, the points to click and
drag, and reading the match's record."""

from __future__ import annotations

from PySide6.QtCore import QPointF

from cardsuite import games
from cardsuite.play.match import Match
from cardsuite.play.seats import Seat, SeatKind, local_seat
from cardsuite.ui.toolkit.controller import MatchController
from cardsuite.games.spider.bots.levels import EasyBot
from cardsuite.games.spider.engine.actions import ACTIONS, DONE, Move
from cardsuite.games.spider.engine.options import SpiderOptions
from cardsuite.games.spider.table.table import SpiderTable
from support.tablehelpers import drag, shown


ENTRY = games.GAMES["spider"]

def remote(name: str = "Rita") -> Seat:
    """An opponent the test plays itself: the controller never moves for it."""
    return Seat(SeatKind.REMOTE, name, 1200)


def open_table_later(qtbot, settings, match: Match, size=(1280, 800)):
    """The table and its controller, not started yet."""
    table = shown(qtbot, SpiderTable(ENTRY, match.options, settings), size)
    return table, MatchController(match, table, settings)


def open_table(qtbot, settings, match: Match, size=(1280, 800)):
    table, controller = open_table_later(qtbot, settings, match, size)
    controller.start()
    return table, controller


def table_for(qtbot, settings, opponent=None, seed=0, **options):
    match = Match(ENTRY, SpiderOptions(**options), [local_seat("Ann"), opponent or remote()], seed=seed)
    table, controller = open_table(qtbot, settings, match)
    return match, table, controller


def card_point(table, column: int, count: int = 1) -> QPointF:
    """A point on the visible strip of the card ``count`` from the top of ``column``."""
    items = table.columns[column].items
    item = items[-count]
    if count > 1:
        visible = items[-count + 1].pos().y() - item.pos().y()
        return item.mapToScene(QPointF(0.5, min(0.12, visible / 2)))
    return item.mapToScene(QPointF(0.5, 0.4))


def landing_point(table, column: int) -> QPointF:
    """Where to drop the grabbed card so that it lies on the column's top card (or its empty place)."""
    pile = table.columns[column]
    top = pile.items[-1].pos() if pile.items else pile.pos
    return QPointF(top.x() + 0.5, top.y() + 0.45)


def drag_run(table, src: int, count: int, dst: int, release: bool = True) -> None:
    drag(table, card_point(table, src, count), landing_point(table, dst), release=release)


def actions_of(match: Match, seat: int = 0) -> list:
    return [ACTIONS.from_json(data) for s, data in match.record.actions if s == seat]


def ready(qtbot, table) -> None:
    qtbot.waitUntil(table.can_act)


def keys(pile) -> list:
    return [it.key for it in pile.items]


def column_keys(board, i: int) -> list:
    return [c.text if c is not None else None for c in board.columns[i]]


def first_move(match: Match, want=lambda m, board: True) -> Move:
    board = match.view(0).board
    return next(a for a in match.legal(0) if isinstance(a, Move) and want(a, board))

def uncovering_move(match: Match) -> Move:
    """A move that takes away the only face-up card of a column with face-down cards under it."""
    return first_move(match, lambda m, b: b.down[m.src] > 0 and len(b.up[m.src]) == m.count)


class BriefEasyBot(EasyBot):
    """The easy bot finishing after ten moves: a whole duel without waiting for a long game."""

    def choose(self, view, legal, rng):
        if view.me.moves >= 10 and DONE in legal:
            return DONE
        return super().choose(view, legal, rng)
