"""The Schnapsen table's hint (:mod:`cardsuite.ui.toolkit.hinting` asks the strongest bot): the card it would play
raised, the talon outlined to close it, the trump card to exchange it; and one short reason, read from the view
alone (points on the trick, trumps still out, marriages, 66 in sight)."""

from __future__ import annotations

from typing import Any

from cardsuite.cards import Rank
from cardsuite.ui.toolkit.i18n import card_label
from cardsuite.ui.toolkit.items import card_key, face_code

from ..engine.actions import Close, ExchangeTrump, Play
from ..engine.cards import INDEX, SUIT_INDEX, follower_wins
from ..engine.scoring import POINTS, marriage_points
from .widgets import suit_name, tr


def trumps_out(view) -> int:
    """Trumps neither in this hand nor played nor the talon's trump card (face up, or turned down by closing):
    the ones the opponent may hold."""
    seen = set(view.hand) | {c for t in view.history for c in t.cards} | set(view.trick)
    seen |= {c for c in (view.trump_card, view.trump_card_down) if c is not None}
    return sum(1 for c in INDEX if c.suit == view.trump_suit and c not in seen)


def hint_reason(view, action: Any) -> str:
    """Why the strongest bot plays ``action`` here, in one short translated sentence."""
    if isinstance(action, Close):
        return tr("Close the talon: you can reach 66")
    if isinstance(action, ExchangeTrump):
        shown = view.trump_card
        return (tr("Exchange the trump jack for the {card}").format(card=card_label(shown)) if shown is not None
                else tr("Exchange the trump jack"))
    if not isinstance(action, Play):
        return ""
    card, trump = action.card, view.trump_suit
    if action.marry:
        points = marriage_points(SUIT_INDEX[card.suit], SUIT_INDEX[trump])
        return tr("Announce {n} in {suit}").format(n=points, suit=suit_name(card.suit))
    if view.trick:
        lead = view.trick[0]
        points = POINTS[INDEX[lead]] + POINTS[INDEX[card]]
        if follower_wins(INDEX[lead], INDEX[card], SUIT_INDEX[trump]):
            return tr("Take the trick: {n} points and the lead").format(n=points)
        return tr("Give the {card}: this trick is not worth a stronger card").format(card=card_label(card))
    out = trumps_out(view)
    ace = next((c for c in view.hand if c.suit == trump and c.rank == Rank.ACE), None)
    if card.suit == trump:
        return tr("Lead a trump: {n} trumps are still out").format(n=out)
    if ace is not None and out:
        return tr("Keep the trump ace: {n} trumps are still out").format(n=out)
    if card.rank in (Rank.ACE, Rank.TEN):
        return tr("Lead the {card}: it takes the trick unless trumped").format(card=card_label(card))
    return tr("Lead the {card}: a cheap card, keep the strong ones").format(card=card_label(card))


class HintText:
    """The table's hint part (mixed into :class:`.table.SchnapsenTable`)."""

    HINTS = True

    def hint_marks(self, view, action: Any) -> list:
        if isinstance(action, Close):
            return [self.talon]
        if isinstance(action, ExchangeTrump):
            jack = face_code(card_key(next((c for c in view.hand if c.rank == Rank.JACK and c.suit == view.trump_suit),
                                           None)))
            return [self.trump_pile] + [item for item in self.my_hand.items if jack and item.code == jack]
        if isinstance(action, Play):
            code = face_code(card_key(action.card))
            return [item for item in self.my_hand.items if item.code == code]
        return []

    def hint_reason(self, view, action: Any) -> str:
        return hint_reason(view, action)
