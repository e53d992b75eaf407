"""The round summary's coach: "What did that round cost me?" (a button on the summary sheet, Tab and Enter reach it).

Asked, it runs :class:`~cardsuite.games.schnapsen.bots.coach.Coach` on the finished round's record for the seats
this screen's players held (``GameTable.round_review``: the local player; both hot-seat players; a LAN guest's own
seat once the host revealed the deal, its actions rebuilt from what it was shown; never a bot's or another
screen's seat -- and the coach values each decision from that seat's own view), on a worker thread
(:class:`~cardsuite.play.runners.ThreadRunner`, its answer carried back by a
:class:`~cardsuite.qtbridge.QtDelivery`), with a progress line while it works.  The answer is written on the
sheet: the three costliest decisions (trick, the better move, the game points it was worth) and the round's value
with every card open.  Closing the sheet (Continue, Leave), a new round's summary or the table's end calls the
analysis off: the search stops at its next check, its answer is dropped, and the worker thread ends.
"""

from __future__ import annotations

import logging
import weakref
from concurrent.futures import Future
from typing import Any

from PySide6.QtCore import QCoreApplication, QLocale, QObject, QTimer

from cardsuite.cards import ALL_SUITS
from cardsuite.engine import Record
from cardsuite.play.runners import ThreadRunner
from cardsuite.qtbridge import QtDelivery
from cardsuite.ui.toolkit.i18n import card_label, current_language

from ..bots.coach import Cancelled, Coach, CoachReport, Mistake, describe, record_from_events
from ..engine.scoring import marriage_points
from .widgets import tr

log = logging.getLogger(__name__)

PROGRESS_MS = 250


def move_text(action: Any, trump: int) -> str:
    """A move as the coach names it: "J♦", "announcing 40 with Q♠", "closing the talon", "exchanging the trump jack"."""
    kind, card = describe(action)
    if kind == "close":
        return tr("closing the talon")
    if kind == "exchange":
        return tr("exchanging the trump jack")
    if kind == "marry":
        points = marriage_points(ALL_SUITS.index(card.suit), trump)
        return tr("announcing {n} with {card}").format(n=points, card=card_label(card))
    return card_label(card) if card is not None else ""


def mistake_text(mistake: Mistake, trump: int) -> str:
    points = QLocale(current_language()).toString(mistake.loss, "f", 1)
    return tr("Trick {n}: {better} instead of {played} (+{points} game points)").format(
        n=mistake.trick, better=move_text(mistake.better, trump), played=move_text(mistake.played, trump),
        points=points)


def open_text(report: CoachReport) -> str:
    value = report.open_value
    if value is None:
        return ""
    # English has no catalogue: its one and many are two source texts; the other languages' plurals come from %n
    if value == 1:
        return tr("With all cards open, best play by both would have won you 1 game point.")
    if value == -1:
        return tr("With all cards open, best play by both would have lost you 1 game point.")
    if value > 0:
        return QCoreApplication.translate("Schnapsen", "With all cards open, best play by both would have won you %n game points.", None, value)  # noqa: E501
    return QCoreApplication.translate("Schnapsen", "With all cards open, best play by both would have lost you %n game points.", None, -value)  # noqa: E501


def report_lines(report: CoachReport) -> list[str]:
    """The coach's answer for one seat: its costliest decisions (or that none cost much), then the open-card line."""
    if report.mistakes:
        lines = [tr("Your costliest decisions:")] + [mistake_text(m, report.trump) for m in report.mistakes]
    else:
        lines = [tr("None of your decisions cost you a tenth of a game point or more.")]
    shown = open_text(report)
    return lines + ([shown] if shown else [])


class RoundCoach(QObject):
    """The coach's part of one table's summary sheet (see the module docstring)."""

    def __init__(self, table) -> None:
        super().__init__(table)
        self.table = table
        self.panel = table.summary_panel
        self.state = "off"          # off (nothing to offer), offered, working, done
        self.reports: list[CoachReport] | None = None
        self.failed = False
        self._record: Record | None = None
        self._given: Any = None     # the record as the table was given it (a guest's is rebuilt into _record)
        self._seats: tuple[int, ...] = ()
        self._coach: Coach | None = None
        self._runner: ThreadRunner | None = None
        self._ticket = 0
        self._progress = [0, 1]     # written by the worker, read by the timer
        self._delivery = QtDelivery(self)
        self._timer = QTimer(self)
        self._timer.setInterval(PROGRESS_MS)
        self._timer.timeout.connect(self.render)
        self.panel.extra_clicked.connect(self.request)
        self.panel.visibleChanged.connect(self._visibility)
        table.destroyed.connect(self._closed)

    # -- offering and asking ---------------------------------------------------------------------

    def offer(self, review: tuple | None) -> None:
        """A summary is shown: the button for its round (the same round shown again keeps the answer)."""
        record, seats, events = review if review is not None else (None, (), None)
        if record is not None and record is self._given and tuple(seats) == self._seats:
            self.render()
            return
        self._given = record
        if record is not None and events is not None:       # a LAN guest's: the actions rebuilt from its events
            view = self.table.current_view
            record = record_from_events(record, events, view.dealer) if view is not None else None
        self.cancel()
        self._record, self._seats = record, tuple(seats)
        self.reports, self.failed = None, False
        self.state = "offered" if record is not None and seats else "off"
        self.render()

    def request(self) -> bool:
        """Start the analysis (off the GUI thread); False when nothing is offered or it already runs."""
        if self.state != "offered" or self._record is None:
            return False
        self.state = "working"
        self._ticket += 1
        ticket = self._ticket
        record = Record.from_json(self._record.to_json())      # the worker's own copy
        seats = self._seats
        coach = self._coach = Coach()
        progress = self._progress = [0, 1]

        def step(done: int, total: int) -> None:
            progress[:] = [done, total]
        me = weakref.ref(self)      # the worker never holds the table: it must not drop the last reference

        def done(future: Future) -> None:
            owner = me()
            if owner is not None:
                owner._answer(ticket, future)
        self._runner = ThreadRunner(self._delivery.deliver)
        self._runner.start(lambda: coach.analyse_seats(record, seats, step), done)
        self._timer.start()
        self.render()
        return True

    def _answer(self, ticket: int, future: Future) -> None:
        if ticket != self._ticket or self.state != "working":
            return
        self._stop_worker()
        exc = future.exception()
        if isinstance(exc, Cancelled):
            self.state = "offered"
        elif exc is not None:
            log.error("the Schnapsen coach failed: %s", exc)
            self.state, self.failed = "done", True
        else:
            self.state, self.reports = "done", future.result()
        self.render()

    def cancel(self) -> None:
        """Call off an analysis being computed (its answer, when it comes, is dropped)."""
        self._ticket += 1
        if self._coach is not None:
            self._coach.stop()
        self._stop_worker()
        if self.state == "working":
            self.state = "offered"
            self.render()

    def _stop_worker(self) -> None:
        self._timer.stop()
        self._coach = None
        if self._runner is not None:
            self._runner.shutdown()
            self._runner = None

    @property
    def working(self) -> bool:
        return self.state == "working"

    # -- what the sheet shows ------------------------------------------------------------------------

    def lines(self) -> list[str]:
        if self.state == "working":
            done, total = self._progress
            percent = min(99, round(100 * done / max(total, 1)))
            return [tr("The coach is looking at your decisions\u2026 {n}%").format(n=percent)]
        if self.state != "done":
            return []
        if self.failed or not self.reports:
            return [tr("The coach could not look at this round.")]
        several = len(self.reports) > 1
        out = []
        for report in self.reports:
            if several:
                out.append(tr("{name}:").format(name=self.table.name_of(report.seat)))
            out += report_lines(report)
        return out

    def render(self) -> None:
        button = tr("What did that round cost me?") if self.state == "offered" else None
        self.panel.set_extra(button, self.lines())
        if button is not None:
            self.panel.extra_button.setToolTip(
                tr("The strongest bot values each of your decisions from what you knew then"))

    def _visibility(self) -> None:
        if not self.panel.isVisible():
            self.cancel()

    def _closed(self, *_: Any) -> None:
        self.cancel()
        self._delivery.close()
