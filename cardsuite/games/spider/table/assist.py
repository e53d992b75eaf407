"""The Spider table's assistance: the hint (the honest search, from the view alone), the first-time tips
that explain the duel's special rules, and the solver's best score for the result sheet.  The searches
run on one background thread; their answers come back to the GUI thread through the table's ``results``
(the hand-back the match host's bots use too)."""

from __future__ import annotations

import logging
import weakref
from concurrent.futures import Future, ThreadPoolExecutor
from functools import partial
from typing import Any

from cardsuite.ui.toolkit.i18n import card_label
from cardsuite.ui.toolkit.items import CardItem
from cardsuite.ui.toolkit.piles import Pile

from ..engine.actions import DEAL, DONE, Deal, Move, TurnUp
from ..engine.views import BoardView, SpiderView
from .widgets import COLUMNS, PACKET, tr

log = logging.getLogger(__name__)

_POOL: ThreadPoolExecutor | None = None


def worker_pool() -> ThreadPoolExecutor:
    """One background thread for the searches every Spider table asks for (hints, the post-game oracle)."""
    global _POOL
    if _POOL is None:
        _POOL = ThreadPoolExecutor(max_workers=1, thread_name_prefix="spider-table")
    return _POOL


def _hint_search(view: SpiderView):
    """The honest hint (the medium search, from the view alone); runs on a worker thread."""
    from ..bots.hint import hint
    return hint(view)


def _oracle_score(deal_number: int, suits: int):
    from ..bots.solver import best_score
    return best_score(deal_number, suits)


class Assist:
    """The table's hint, tips and oracle searches, an object the :class:`.table.SpiderTable` owns: the hint
    asked for (``pending``) and the one shown (``hinted``)."""

    def __init__(self, table):
        self.table = table
        self.hinted: tuple[BoardView, Any] | None = None
        """(the board it is for, the hinted action), while the hint shows."""
        self.pending: BoardView | None = None
        """The board a hint search runs for."""

    def forget(self) -> None:
        """The hint shown is for a board no longer shown (another seat, the replay)."""
        self.hinted = None

    def request_hint(self) -> bool:
        """Ask the honest hint search (off the GUI thread); its move is highlighted when it answers."""
        table = self.table
        view = table.current_view
        if not table.hints_allowed:
            table.show_message(tr("Hints are not allowed at this table."))
            return False
        if (view is None or view.board is None or table.replay is not None or self.pending is not None
                or not table.can_act()):
            return False
        board = view.board
        self.pending = board
        table.hint_button.set_text(tr("Thinking\u2026"))
        table.hint_button.set_enabled(False)
        self.search(partial(_hint_search, view), self._on_hint, board)
        return True

    def search(self, task, answer, key) -> None:
        """Run ``task`` on the worker; ``answer(key, future)`` on the GUI thread, unless the table has gone by
        then (its hand-back, :class:`~cardsuite.qtbridge.QtDelivery`, is closed with it).  The worker holds
        the table only weakly, so it never lets go of the table's last reference off the GUI thread."""
        delivery, method = self.table.results, weakref.WeakMethod(answer)

        def done(future: Future) -> None:
            handler = method()
            if handler is not None:
                handler(key, future)
        worker_pool().submit(task).add_done_callback(lambda future: delivery.deliver(done, future))

    def _on_hint(self, board: BoardView, future: Future) -> None:
        table = self.table
        self.pending = None
        table.hint_button.set_text(tr("? Hint"))
        table.hint_button.set_enabled(bool(table.current_legal) and table.replay is None)
        if future.cancelled():
            return
        exc = future.exception()
        if exc is not None:
            log.error("the Spider hint failed: %s", exc)
            return
        view = table.current_view
        if view is None or view.board != board or table.replay is not None:
            return  # the board changed meanwhile: that hint is for another position
        action = future.result()
        if action is None:
            self.hinted = None
            table.show_message(tr("No useful moves left: press Done to finish.") if DONE in table.current_legal
                               else tr("No useful moves left."))
            return
        self.hinted = (board, action)
        self.apply_hint(board)
        table.hint_used.emit()          # the match is marked as played with hints (statistics, unrated)
        if isinstance(action, Move):
            card = board.up[action.src][-action.count]
            table.show_message(tr("Hint: move {card} to column {n}.").format(card=card_label(card), n=action.dst + 1))
        elif isinstance(action, TurnUp):
            table.show_message(tr("Hint: turn up the card in column {n}.").format(n=action.column + 1))
        elif isinstance(action, Deal):
            table.show_message(tr("Hint: deal a new row of cards."))

    def hint_items(self) -> list[Any]:
        """What the current hint highlights (cards, or a pile for an empty column)."""
        table = self.table
        if self.hinted is None or table.shown_board is None or self.hinted[0] != table.shown_board:
            return []
        action = self.hinted[1]
        if isinstance(action, Move):
            src = table.columns[action.src].items[-action.count:]
            dst = table.columns[action.dst]
            return list(src) + ([dst.items[-1]] if dst.items else [dst])
        if isinstance(action, TurnUp):
            items = table.columns[action.column].items
            return items[-1:] if items else []
        if isinstance(action, Deal):
            return table.stock.items[-PACKET:]
        return []

    def apply_hint(self, board: BoardView | None, playing: bool = True) -> None:
        """Light up the hinted move on the board just drawn, or forget the hint if it is for another board."""
        if self.hinted is None:
            return
        if board is None or self.hinted[0] != board or self.table.replay is not None or not playing:
            self.hinted = None
            return
        action = self.hinted[1]
        items = self.hint_items()
        for k, target in enumerate(items):
            if isinstance(target, CardItem):
                moving = isinstance(action, Move) and k < action.count
                target.set_state("selected" if moving else "highlight", True)
            elif isinstance(target, Pile):
                target.set_target_highlight(True)

    def show_tips(self, view: Any, board: BoardView | None, legal: list) -> None:
        """At most one tip at a time, the duel's special rules first; each stays closed once its X is pressed."""
        if not legal or board is None or view.seat is None:
            return
        table = self.table
        hints = table.hints
        opp = table.name_of(1 - view.seat)
        turnable = [i for i in range(COLUMNS) if TurnUp(i) in legal]
        candidates = []
        classic = getattr(view, "classic", False)     # Spider practice's classic rules (RULES P-12)
        if board.breakdown.moves == 0 and not board.breakdown.turned_up and table.DUEL:
            candidates.append(("spider.duel", tr(
                "A duel: {name} plays this very deal at the same time. The higher score wins; with equal scores, "
                "the one who finished sooner. Drag a card or a run, or click it to move it.").format(name=opp),
                table.opp_strip))
        if turnable and not view.auto_turn_up:
            items = table.columns[turnable[0]].items
            candidates.append(("spider.turn_up", tr(
                "An uncovered card stays face down until you click it (+2 points). Until then the column counts "
                "as empty: any card or run may go there."), items[-1] if items else table.columns[turnable[0]]))
        if DEAL in legal and not classic and (any(not board.up[i] for i in range(COLUMNS)) or board.breakdown.moves >= 8):
            candidates.append(("spider.deal", tr(
                "Deal puts one card on every column. Here you may deal at any time, even with empty columns."),
                table.deal_button))
        if board.breakdown.moves >= 1 and not classic:
            candidates.append(("spider.scoring", tr(
                "Scoring: +2 for each card turned up, +2 for each card placed on its own suit (once per card), "
                "+26 for a completed run, \u22121 for each move and each undo."), table.score_box))
        for hint_id, text, anchor in candidates:
            if not hints.is_closed(hint_id) and hints.enabled:
                hints.show(hint_id, text, anchor, first_time=True)
                return

    def ask_oracle(self, view: Any, answer) -> None:
        """The solver's best score on the view's deal, for the result sheet: ``answer(None, future)``."""
        self.search(partial(_oracle_score, view.deal_number, view.suits), answer, None)
