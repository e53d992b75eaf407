"""The Spider table's assistance: the first-time tips that explain the duel's special rules, and the solver's
best score for the result sheet, searched on one background thread; its answer comes back to the GUI thread
through the table's ``results`` (the hand-back the match host's bots use too).  The hint is the shared one
(:mod:`cardsuite.ui.toolkit.hinting`; what Spider's marks and says: :mod:`.hinttext`)."""

from __future__ import annotations

import weakref
from concurrent.futures import Future, ThreadPoolExecutor
from functools import partial
from typing import Any

from ..engine.actions import DEAL, TurnUp
from ..engine.views import BoardView
from .widgets import COLUMNS, tr

_POOL: ThreadPoolExecutor | None = None


def worker_pool() -> ThreadPoolExecutor:
    """One background thread for the searches every Spider table asks for (the post-game oracle)."""
    global _POOL
    if _POOL is None:
        _POOL = ThreadPoolExecutor(max_workers=1, thread_name_prefix="spider-table")
    return _POOL


def _oracle_score(deal_number: int, suits: int):
    from ..bots.solver import best_score
    return best_score(deal_number, suits)


class Assist:
    """The table's tips and oracle search, an object the :class:`.table.SpiderTable` owns."""

    def __init__(self, table):
        self.table = table

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
