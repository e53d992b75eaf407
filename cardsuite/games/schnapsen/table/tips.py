"""First-time tips on the Schnapsen table: the one most useful now, anchored where it applies."""

from __future__ import annotations

from PySide6.QtCore import QRectF

from cardsuite.ui.toolkit.cardart import CARD_ASPECT
from .widgets import tr


class Tips:
    """The table's tips part (mixed into :class:`.table.SchnapsenTable`)."""

    def _show_hints(self, view, legal, marriage_item, exchange, close, dimmed: bool = False) -> None:
        """At most one tip at a time, the most useful first; each stays closed for good once its green X is
        pressed (in later rounds and matches, and for the other hot-seat player too)."""
        if not legal or view.seat is None:
            return
        hints = self.hints
        hand_anchor = self.my_hand.items[-1] if self.my_hand.items else self.my_hand   # keeps the trick in sight
        candidates = []
        if exchange is not None and self.trump_pile.items:
            candidates.append(("schnapsen.exchange", tr(
                "You hold the trump jack: click the trump card (or drag the jack onto it) to swap them."),
                self.trump_pile))
        if marriage_item is not None:
            candidates.append(("schnapsen.marriage", tr(
                "A marriage: you hold the king and queen of one suit. Lead one of them to announce it: 20 points, "
                "40 in trumps. They count once you have won a trick."), marriage_item))
        if dimmed:
            candidates.append(("schnapsen.strict", tr(
                "The talon is closed or used up, so strict rules apply: follow suit and win the trick if you can; "
                "without that suit you must trump. The cards you may not play are greyed."), self.trump_badge))
        if close is not None:
            candidates.append(("schnapsen.close", tr(
                "On lead you may close the talon: no more drawing, strict rules from now on, and you must reach 66 "
                "with the cards you hold, or your opponent scores."),
                QRectF(self.talon.pos.x() - 0.15, self.talon.pos.y(), 0.3, CARD_ASPECT)))
        if not view.history and not view.trick:
            candidates.append(("schnapsen.play", tr(
                "Your lead: click a card to play it, or drag it to the middle. Reach 66 points first."),
                hand_anchor))
        if view.trick and not view.strict and len(view.history) < 2:
            candidates.append(("schnapsen.follow", tr(
                "While the talon is open you may answer with any card: beat it to take the trick, or throw a low "
                "card. Click a card or drag it to the middle."), hand_anchor))
        for hint_id, text, anchor in candidates:
            if not hints.is_closed(hint_id) and hints.enabled:
                hints.show(hint_id, text, anchor, first_time=True)
                return
