"""What the round's or the match's summary sheet says, from the engine's round summary and match result: the
title, the score rows, the round's sentence and the match's verdict (the table only shows them)."""

from __future__ import annotations

from typing import Any, Sequence

from PySide6.QtCore import QCoreApplication


def summary_content(summary: Any, result: Any, names: Sequence[str], match_totals: Sequence[int] | None
                    ) -> tuple[str, list, str, str, int | None]:
    """(title, rows, text, result text, the winner to highlight) for a summary sheet, in this language."""
    rows = [(QCoreApplication.translate("Scoring", label), tuple(values))
            for label, values in getattr(summary, "lines", ())]
    if not rows:
        # A game without its own breakdown: show the round's points and the match score.
        points = getattr(summary, "points", ())
        if points:
            rows.append((QCoreApplication.translate("Table", "Points this round"), tuple(str(p) for p in points)))
        totals = list(result.totals) if result is not None and result.totals else match_totals
        if totals:
            rows.append((QCoreApplication.translate("Table", "Match score"), tuple(str(t) for t in totals)))
    text = QCoreApplication.translate("Scoring", summary.text) if getattr(summary, "text", "") else ""
    if result is None:
        return QCoreApplication.translate("Table", "Round over"), rows, text, "", getattr(summary, "winner", None)
    more = QCoreApplication.translate("Scoring", result.text) if result.text else ""
    if result.winner is not None and result.winner < len(names):
        # a sentence of its own when another follows ("Match winner: Piotr. You get the bummerl.")
        verdict = (QCoreApplication.translate("Table", "Match winner: {name}.") if more
                   else QCoreApplication.translate("Table", "Match winner: {name}"))
        verdict = verdict.format(name=names[result.winner])
    else:
        verdict = QCoreApplication.translate("Table", "The match is drawn.")
    result_text = f"{verdict} {more}" if more else verdict
    return QCoreApplication.translate("Table", "Match over"), rows, text, result_text, result.winner
