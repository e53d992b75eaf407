"""The Spider duel's result sheet: both scores side by side, the breakdown, the winner, the deal's
number and how the score compares with the solver's best; "Watch", "New duel" and "Leave"."""

from __future__ import annotations

from concurrent.futures import Future
from typing import Any, Sequence

from PySide6.QtCore import QCoreApplication

from ..engine.scoring import clock_text
from .status import deal_text, finish_text
from cardsuite.ui.toolkit.overlays import PlayerResult

from .widgets import tr


class DuelResult:
    """The table's result part, an object the :class:`.table.SpiderTable` owns: the result to show and the
    solver's answer for its note."""

    def __init__(self, table):
        self.table = table
        self.result: tuple[Any, list[str]] | None = None
        """(the round summary, the players' names) once the duel is over."""
        self.oracle: tuple[bool, int | None] | None = None
        """The solver's answer: (whether it cleared the deal, its best score)."""
        self.oracle_asked = False

    def set_result(self, summary, names: Sequence[str]) -> None:
        """The duel is over: the sheet comes up once what plays now has played."""
        self.result = (summary, list(names))
        self.table.animator.enqueue(self.raise_sheet)

    def raise_later(self) -> None:
        """Bring the sheet up again once what plays now has played (the replay was left)."""
        if self.result is not None:
            self.table.animator.enqueue(self.raise_sheet)

    def raise_sheet(self) -> None:
        table = self.table
        if self.result is None or table.current_view is None:
            return
        if table.replay is not None:
            table.watch.update_bar()  # "Back" becomes "Result"; the sheet waits until the replay is left
            return
        summary, names = self.result
        view = table.current_view
        me = table.me
        opp = 1 - me
        players = view.players
        winner = view.winner if view.winner is not None else getattr(summary, "winner", None)
        you = view.seat is not None

        def name(seat: int) -> str:
            return names[seat] if seat < len(names) and names[seat] else table.name_of(seat)

        if winner is None:
            title = tr("The duel is a draw")
        elif winner == me and you:
            title = tr("You win the duel!")
        else:
            title = tr("{name} wins the duel").format(name=name(winner))
        scores = (players[me].score, players[opp].score)
        if view.decided_by == "time" and winner is not None:
            subtitle = tr("Equal scores: {name} finished in less time.").format(name=name(winner))
            times = [players[s].time_ms or 0 for s in (me, opp)]
            if clock_text(times[0]) == clock_text(times[1]):  # the same to the second: say by how much
                gap = abs(times[0] - times[1])
                subtitle = (tr("Equal scores: {name} finished {n} ms sooner.") if gap < 1000
                            else tr("Equal scores: {name} finished {n} s sooner.")).format(
                    name=name(winner), n=gap if gap < 1000 else f"{gap / 1000:.1f}")
        elif view.decided_by == "draw" or winner is None:
            subtitle = tr("Equal scores in the same time.")
        else:
            subtitle = tr("{a} points to {b}").format(a=max(scores), b=min(scores))
        sides = []
        for seat in (me, opp):
            info = players[seat]
            runs = tr("1 run") if info.runs == 1 else tr("{n} runs").format(n=info.runs)
            sides.append(PlayerResult(seat, name(seat), info.score,
                                    f"{runs} \u00b7 {finish_text(info)}", seat == winner))
        rows = []
        score_row = None
        for label, values in getattr(summary, "lines", ()):
            values = tuple(values)
            if len(values) >= 2:
                row = (QCoreApplication.translate("Scoring", label), (values[me], values[opp]))
                if label == "Score":
                    score_row = row
                else:
                    rows.append(row)
        if score_row is not None:
            rows.append(score_row)  # the total last, in bold
        table.result_watch_button.setVisible(view.watch is not None)
        table.result_watch_button.set_text(tr("Watch {name}'s game").format(name=name(opp)))
        table.result_panel.set_content(title, subtitle, sides, rows, self.oracle_note())
        table.fit_overlays()
        table.result_panel.setVisible(True)
        table.result_button.setVisible(False)
        table.confirm.setVisible(False)
        table.hints.set_visible(False)
        table.drag.cancel()
        self._ask_oracle()

    def show(self) -> None:
        """Bring the result sheet back (after watching the replay)."""
        if self.result is None:
            return
        table = self.table
        if table.replay is not None:
            table.watch.end()
            table.rerender()
        table.animator.enqueue(self.raise_sheet)

    def _ask_oracle(self) -> None:
        view = self.table.current_view
        if self.oracle_asked or view is None or view.deal_number is None or view.board is None:
            return
        self.oracle_asked = True
        self.table.assist.ask_oracle(view, self._on_oracle)

    def _on_oracle(self, _key, future: Future) -> None:
        if future.cancelled() or future.exception() is not None:
            return
        self.oracle = future.result()
        self.table.result_panel.set_note(self.oracle_note())

    def oracle_note(self) -> str:
        """The deal's number, and once the solver has answered, how the score compares with the best known.

        The solver's best is only the best it found (a lower bound: a player may beat it, and the other
        player of the duel played the same deal on the same terms), so the best known is the highest of it
        and both scores; the sheet never calls a score "the best" while a player reached more."""
        table = self.table
        view = table.current_view
        deal = deal_text(view) if view is not None and view.deal_number is not None else ""
        if self.oracle is None or view is None or view.board is None:
            return deal
        solved, best = self.oracle
        mine = view.board.score
        opp = 1 - table.me
        theirs = view.players[opp].score if opp < len(view.players) else None
        if not solved or not best:
            line = tr("The solver found no way to clear this deal.")
        elif mine >= best and (theirs is None or mine >= theirs):
            line = tr("You matched or beat the best score the solver found on this deal ({best}).").format(best=best)
        elif theirs is not None and theirs > best:
            names = self.result[1] if self.result is not None else ()
            name = names[opp] if opp < len(names) and names[opp] else table.name_of(opp)
            line = tr("The best score played or found on this deal is {best}, by {name}; you reached {pct}%.").format(
                best=theirs, name=name, pct=max(0, round(100 * mine / theirs)))
        else:
            line = tr("The best score the solver found on this deal is {best}; you reached {pct}%.").format(
                best=best, pct=max(0, round(100 * mine / best)))
        return f"{deal}. {line}" if deal else line

    def leave(self) -> None:
        self.table.result_panel.setVisible(False)
        self.table.leave_requested.emit()
