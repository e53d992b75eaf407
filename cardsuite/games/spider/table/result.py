"""The Spider duel's result sheet: both scores side by side, the breakdown, the winner, the deal's
number and how the score compares with the solver's best; "Watch", "New duel" and "Leave"."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from ..engine.scoring import clock_text
from .status import deal_text, finish_text
from cardsuite.ui.toolkit.overlays import PlayerResult

from .widgets import tr


class DuelResult:
    """The table's result part (mixed into :class:`.table.SpiderTable`)."""

    def _raise_result(self) -> None:
        if self._result is None or self.current_view is None:
            return
        if self.replay is not None:
            self._update_watch_bar()  # "Back" becomes "Result"; the sheet waits until the replay is left
            return
        summary, names = self._result
        view = self.current_view
        me = self.me
        opp = 1 - me
        players = view.players
        winner = view.winner if view.winner is not None else getattr(summary, "winner", None)
        you = view.seat is not None

        def name(seat: int) -> str:
            return names[seat] if seat < len(names) and names[seat] else self.name_of(seat)

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
        self.result_watch_button.setVisible(view.watch is not None)
        self.result_watch_button.set_text(tr("Watch {name}'s game").format(name=name(opp)))
        self.result_panel.set_content(title, subtitle, sides, rows, self._oracle_note())
        self._fit_overlays()
        self.result_panel.setVisible(True)
        self.result_button.setVisible(False)
        self.confirm.setVisible(False)
        self.hints.set_visible(False)
        self.drag.cancel()
        self._ask_oracle()

    def show_result(self) -> None:
        """Bring the result sheet back (after watching the replay)."""
        if self._result is None:
            return
        if self.replay is not None:
            self._end_replay()
            self._rerender()
        self.animator.enqueue(self._raise_result)

    def result_visible(self) -> bool:
        return self.result_panel.isVisible()

    def _oracle_note(self) -> str:
        """The deal's number, and once the solver has answered, how the score compares with the best known.

        The solver's best is only the best it found (a lower bound: a player may beat it, and the other
        player of the duel played the same deal on the same terms), so the best known is the highest of it
        and both scores; the sheet never calls a score "the best" while a player reached more."""
        view = self.current_view
        deal = deal_text(view) if view is not None and view.deal_number is not None else ""
        if self._oracle is None or view is None or view.board is None:
            return deal
        solved, best = self._oracle
        mine = view.board.score
        opp = 1 - self.me
        theirs = view.players[opp].score if opp < len(view.players) else None
        if not solved or not best:
            line = tr("The solver found no way to clear this deal.")
        elif mine >= best and (theirs is None or mine >= theirs):
            line = tr("You matched or beat the best score the solver found on this deal ({best}).").format(best=best)
        elif theirs is not None and theirs > best:
            names = self._result[1] if self._result is not None else ()
            name = names[opp] if opp < len(names) and names[opp] else self.name_of(opp)
            line = tr("The best score played or found on this deal is {best}, by {name}; you reached {pct}%.").format(
                best=theirs, name=name, pct=max(0, round(100 * mine / theirs)))
        else:
            line = tr("The best score the solver found on this deal is {best}; you reached {pct}%.").format(
                best=best, pct=max(0, round(100 * mine / best)))
        return f"{deal}. {line}" if deal else line

    def skip_to_result(self) -> None:
        """The opponent is a bot and we have finished: let it play on without its pauses."""
        self._skipping = True
        self.hurry_requested.emit()
        self._rerender()

    def _leave(self) -> None:
        self.result_panel.setVisible(False)
        self.leave_requested.emit()
