"""The round's and the bummerl's sentences on the summary panel, told with the players' names."""

from __future__ import annotations

from dataclasses import replace
from typing import Sequence

from PySide6.QtCore import QCoreApplication

from .widgets import tr


class SummarySheet:
    """The table's part that fills the end-of-round sheet (mixed into :class:`.table.SchnapsenTable`).

    Nothing here scores: the breakdown is the engine's :class:`~cardsuite.engine.RoundSummary`; its
    sentence and the :class:`~cardsuite.engine.MatchResult`'s are told again with the players' names.  The
    coach (:mod:`.coach`) is offered on the sheet of each round this screen has the record of.
    """

    def show_round_summary(self, summary, result, names: Sequence[str]) -> None:
        """The base class's summary, its sentences told with the players' names."""
        names = list(names)
        request = (summary, result, names)
        view = self.current_view
        if summary is not None and getattr(summary, "text", ""):
            if view is not None and getattr(view, "winner", None) is not None and len(names) == 2:
                text = self._round_sentence(view, names)
            else:
                text = self._with_names(summary.text, names)
            summary = replace(summary, text=text)
        if result is not None and getattr(result, "text", ""):
            if result.winner in (0, 1) and len(names) == 2:
                loser = 1 - result.winner
                text = (tr("You get the bummerl.") if self._is_you(names[loser])
                        else tr("{name} gets the bummerl.").format(name=names[loser]))
            else:
                text = self._with_names(result.text, names)
            result = replace(result, text=text)
        super().show_round_summary(summary, result, names)
        self.summary_request = request
        self.coach.offer(self.round_review)

    def set_round_review(self, record, seats=(), events=None) -> None:
        """The round's record for the coach; one that comes while its summary is up (a LAN guest's, once the
        deal is revealed) offers the coach there at once."""
        super().set_round_review(record, seats, events)
        if self.summary_request is not None and self.summary_visible():
            self.coach.offer(self.round_review)

    def show_stopped(self, title: str, text: str) -> None:
        """Play stopped for good: the sheet says so, without the coach."""
        self.coach.offer(None)
        super().show_stopped(title, text)

    @staticmethod
    def _is_you(name: str) -> bool:
        return name == QCoreApplication.translate("NewGameDialog", "You")

    def _round_sentence(self, view, names: list[str]) -> str:
        """Who won the round, with how many game points, and why."""
        winner, n = view.winner, view.game_points
        you = self._is_you(names[winner])
        if n == 1:
            head = tr("You win the round: 1 game point.") if you else tr("{name} wins the round: 1 game point.")
        else:
            head = tr("You win the round: {n} game points.") if you else tr("{name} wins the round: {n} game points.")
        head = head.format(name=names[winner], n=n)
        closer = view.closed_by
        if view.reason == "66":
            why = tr("You reached 66.") if you else tr("{name} reached 66.")
            why = why.format(name=names[winner])
        elif view.reason == "last_trick":
            why = tr("You took the last trick.") if you else tr("{name} took the last trick.")
            why = why.format(name=names[winner])
        elif view.reason == "closer_failed" and closer is not None:
            why = (tr("You closed the talon but did not reach 66.") if self._is_you(names[closer])
                   else tr("{name} closed the talon but did not reach 66.").format(name=names[closer]))
        else:
            why = ""
        if closer is not None and view.reason != "closer_failed":
            closed = (tr("You had closed the talon.") if self._is_you(names[closer])
                      else tr("{name} had closed the talon.").format(name=names[closer]))
            why = f"{why} {closed}".strip()
        return f"{head} {why}".strip()

    @staticmethod
    def _with_names(text: str, names: list[str]) -> str:
        """The engine's sentences say "Seat 0"; the table says the player's name."""
        text = QCoreApplication.translate("Scoring", text)
        for seat, name in enumerate(names):
            text = text.replace(f"Seat {seat}", name)
        return text
