"""What the Schnapsen table says besides the cards: the players' panels, the points plaques, the
talon's note, the "Close talon" button's visibility and the status line."""

from __future__ import annotations

from typing import Sequence

from PySide6.QtCore import QPointF
from PySide6.QtGui import QFontMetricsF

from cardsuite.ui.toolkit.i18n import card_label

from ..engine.scoring import TARGET
from .widgets import tr


NOTE_WIDTH = 250.0
"""The talon note's widest line (its own units)."""
NOTE_MIN_WIDTH = 120.0
"""However long the status line, the note keeps this width (it wraps into more lines instead)."""
NOTE_GAP = 0.2
"""Cloth between the note's right edge and the status line (card units)."""


class Status:
    """The table's status part (mixed into :class:`.table.SchnapsenTable`)."""

    def set_match_score(self, totals: Sequence[int]) -> None:
        """The bummerl countdown: game points each player still needs."""
        super().set_match_score(totals)
        for seat, panel in self.panels.items():
            if seat < len(self.match_totals):
                panel.set_score(self.match_totals[seat], tr("Game points to go"))

    def _render_info(self, view, me: int, op: int) -> None:
        self.trump_badge.set_suit(view.trump_suit)
        if view.closed_by is not None:
            who = tr("You") if view.closed_by == me else self.name_of(view.closed_by)
            note = tr("{who} closed the talon.").format(who=who)
        elif view.trump_card is None and view.talon_count == 0:
            note = tr("The talon is used up.")
        else:
            note = ""
        if view.strict and view.winner is None:
            rule = tr("Now follow suit and win the trick if you can; else play a trump.")
            note = f"{note} {rule}" if note else rule
        self.talon_note.set_text(note)
        open_talon = view.closed_by is None and view.trump_card is not None
        self.close_button.setVisible(open_talon and view.winner is None)

        points, pending = view.points, view.pending
        marriages = {0: [], 1: []}
        for m in view.marriages:
            marriages[m.seat].append(f"{m.suit.symbol}{m.points}")
        for seat, panel in self.panels.items():
            parts = []
            if seat == view.dealer:
                parts.append(tr("Dealer"))
            tricks = view.tricks[seat] if seat < 2 else 0
            parts.append(tr("{n} tricks").format(n=tricks) if tricks != 1 else tr("1 trick"))
            if marriages.get(seat):
                parts.append(tr("Marriages {list}").format(list=" ".join(marriages[seat])))
            panel.set_subtitle(" \u00b7 ".join(parts))
            panel.set_card_count(None)

        def detail(seat: int) -> str:
            waiting = pending[seat] or 0
            if waiting:
                return tr("+{n} after a first trick").format(n=waiting)
            return tr("of {n}").format(n=TARGET)

        if points[me] is not None:
            self.my_points.set_content(tr("Your points"), str(points[me]), detail(me))
            self.my_points.setVisible(True)
        else:
            self.my_points.setVisible(False)
        if points[op] is not None:
            self.their_points.set_content(tr("{name}'s points").format(name=self.name_of(op)), str(points[op]),
                                          detail(op))
            self.their_points.setVisible(True)
        else:
            self.their_points.setVisible(False)

        if view.winner is not None:
            self.status.set_text(tr("Round over"))
        elif view.to_move == me and view.seat is not None:
            if not view.trick:
                self.status.set_text(tr("Your lead: click a card or drag it to the middle"))
            else:
                self.status.set_text(tr("{name} led {card} \u2014 your turn").format(
                    name=self.name_of(view.leader), card=card_label(view.trick[0])))
        elif view.to_move is not None:
            self.status.set_text(tr("{name} is thinking\u2026").format(name=self.name_of(view.to_move)))
        else:
            self.status.set_text("")
        self.keep_note_clear()

    def keep_note_clear(self) -> None:
        """The talon's note (left) and the status line (middle) share a row: the note gives up width on its
        right until it ends short of the line's first word ("…else play a trump." ran into "Your lead: …")."""
        note, line = self.talon_note, self.status
        left = self.note_home.x() - NOTE_WIDTH * note.scale() / 2
        right = self.note_home.x() + NOTE_WIDTH * note.scale() / 2
        if line.text:
            advance = QFontMetricsF(line.text_font()).horizontalAdvance(line.text) * line.scale()
            right = min(right, line.pos().x() - advance / 2 - NOTE_GAP)
        width = max(NOTE_MIN_WIDTH * note.scale(), right - left)
        note.prepareGeometryChange()
        note.width = width / note.scale()
        note.setPos(QPointF(left + width / 2, self.note_home.y()))
        note.update()
