"""The Canasta table's hint (:mod:`cardsuite.ui.toolkit.hinting` asks the strongest bot): the cards it would lay
or discard raised, the meld they go to outlined, the stock or the discard pile marked; and one short reason, read
from the view alone (the pile's size, the points of an opening meld, whether the others can use a discard)."""

from __future__ import annotations

from typing import Any

from cardsuite.ui.toolkit.i18n import card_label
from cardsuite.ui.toolkit.items import card_key, face_code

from ..engine.actions import (AcceptDouble, Answer, AskPartner, DeclineDouble, Discard, Draw, GoOut, Meld,
                              ProposeDouble, TakeBack, TakePile, UndoPickup)
from ..engine.cards import cards_value
from .widgets import rank_plural, tr


def _side(view) -> int:
    return (view.seat or 0) % 2


def hint_reason(view, action: Any) -> str:
    """Why the strongest bot plays ``action`` here, in one short translated sentence."""
    side = _side(view)
    if isinstance(action, Draw):
        return tr("Draw from the stock: the pile is not worth taking now")
    if isinstance(action, TakePile):
        return tr("Take the pile: {n} cards").format(n=len(view.pile))
    if isinstance(action, Meld):
        ours = {m.rank for m in view.melds[side]} if side < len(view.melds) else set()
        if action.rank in ours:
            return tr("Lay {cards} on your {rank}").format(cards=" ".join(card_label(c) for c in action.cards),
                                                            rank=rank_plural(action.rank))
        if not view.opened[side]:
            return tr("Meld {n} {rank} to open ({points} points)").format(
                n=len(action.cards), rank=rank_plural(action.rank), points=cards_value(action.cards))
        return tr("Meld {n} {rank}").format(n=len(action.cards), rank=rank_plural(action.rank))
    if isinstance(action, Discard):
        theirs = {m.rank for s, melds in enumerate(view.melds) if s != side for m in melds}
        if action.card.rank in theirs:
            return tr("Discard the {card}: the safest card you hold").format(card=card_label(action.card))
        return tr("Discard the {card}: the others cannot use it").format(card=card_label(action.card))
    if isinstance(action, GoOut):
        return tr("Go out now: the round ends while you are ahead")
    if isinstance(action, (TakeBack, UndoPickup)):
        return tr("Take your cards back: this play does not pay")
    if isinstance(action, ProposeDouble):
        return tr("Double the stake: your side is ahead")
    if isinstance(action, AcceptDouble):
        return tr("Accept the double: your side can still win")
    if isinstance(action, DeclineDouble):
        return tr("Decline the double: the round is lost")
    if isinstance(action, AskPartner):
        return tr("Ask your partner whether you may go out")
    if isinstance(action, Answer):
        return tr("Answer yes: your side is ready to go out") if action.yes else tr(
            "Answer no: your side needs more canastas first")
    return ""


class HintText:
    """The table's hint part (mixed into :class:`.table.CanastaTable`)."""

    HINTS = True

    def _hand_items(self, cards) -> list:
        """One hand item for each card named (two decks: the same card may lie twice)."""
        free = list(self.my_hand.items)
        found = []
        for card in cards:
            code = face_code(card_key(card))
            item = next((it for it in free if it.code == code), None)
            if item is not None:
                free.remove(item)
                found.append(item)
        return found

    def hint_marks(self, view, action: Any) -> list:
        if isinstance(action, Draw):
            return [self.stock]
        if isinstance(action, TakePile):
            return [self.pile, *self._hand_items(action.cards)]
        if isinstance(action, Meld):
            group = self.zones["bottom"].groups.get(action.rank)
            return [*self._hand_items(action.cards), *([group] if group is not None else [])]
        if isinstance(action, Discard):
            return [*self._hand_items([action.card]), self.pile]
        if isinstance(action, GoOut) and action.discard is not None:
            return [*self._hand_items([action.discard]), self.pile]
        if isinstance(action, (TakeBack, UndoPickup)):      # the cards laid this turn, in our melds
            laid = {face_code(card_key(c)) for c in (action.cards if isinstance(action, TakeBack) and action.cards
                                                     else view.laid_this_turn)}
            return [item for group in self.zones["bottom"].groups.values() for item in group.items
                    if item.code in laid]
        return []

    def hint_reason(self, view, action: Any) -> str:
        return hint_reason(view, action)
