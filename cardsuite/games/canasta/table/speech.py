"""What the Canasta table tells a screen reader (:mod:`cardsuite.ui.toolkit.accessibility`): the stock, the
discard pile (its count, whether it is frozen or blocked, its top card), the melds and the red 3s as focus stops;
each other player's draw, pickup, melds and discard, the cards you draw and whose turn it is as they happen;
and the whole position on the read-aloud key.

The questions (a double, "may I go out?") and the round's sheets are read by the toolkit from what they show,
and the table's own messages are announced as they appear."""

from __future__ import annotations

from typing import Any

from cardsuite.cards import Rank
from cardsuite.ui.toolkit.accessibility import Voice, hand_seat
from cardsuite.ui.toolkit.cardspeech import card_name, cards_text, count_text, sentence, speakable

from .widgets import RANK_ORDER, hand_order, rank_plural, tr


class CanastaVoice(Voice):
    """The Canasta table's words for a screen reader."""

    def pile_title(self, name: str, pile) -> str:
        if name == "stock":
            return tr("stock")
        if name == "pile":
            return tr("discard pile")
        if name.startswith("red3s") and name[5:].isdigit():
            return tr("your side's red 3s") if self._ours(int(name[5:])) else tr("the other side's red 3s")
        return super().pile_title(name, pile)

    def pile_text(self, name: str, pile) -> str:
        view = self.table.current_view
        if view is None:
            return super().pile_text(name, pile)
        if name == "stock":
            return sentence(tr("stock"), count_text(view.stock_count))
        if name == "pile":
            return sentence(tr("discard pile"), *self._pile_facts(view))
        return super().pile_text(name, pile)

    def card_facts(self, item, name, pile) -> list[str]:
        zone = self._zone_side(pile)
        if zone is None:
            return []
        group = pile.group_of(item)
        rank = group.key if group is not None else None
        meld = self._meld(zone, rank)
        where = tr("your side's melds") if zone == self._my_side() else tr("the other side's melds")
        return [where] + (self._meld_facts(meld) if meld is not None else [])

    def stop_text(self, stop: Any) -> str:
        zone = self._zone_side(getattr(stop, "zone", None))
        if zone is None or not isinstance(getattr(stop, "key", None), Rank):
            return super().stop_text(stop)
        meld = self._meld(zone, stop.key)
        facts = self._meld_facts(meld) if meld is not None else [rank_plural(stop.key)]
        return sentence(*facts, tr("you can put the picked cards here"))

    def events_text(self, events: list, view: Any) -> list[str]:
        """In the order they happened; a player's cards drawn, or laid on melds, in one sentence each."""
        table = self.table
        me = table.me
        out: list = []
        groups: dict[tuple, list] = {}

        def group(kind: str, seat: int, card) -> None:
            if (kind, seat) not in groups:
                groups[(kind, seat)] = []
                out.append((kind, seat))
            groups[(kind, seat)].append(card)

        for event in events:
            data = event.data or {}
            seat = data.get("seat")
            if event.kind == "take_pile":
                n = count_text(len(data.get("cards") or ()) + 1)
                out.append(tr("You take the discard pile, {n}.").format(n=n) if seat == me
                           else tr("{name} takes the discard pile, {n}.").format(name=table.name_of(seat), n=n))
            elif event.kind == "double_proposed":
                out.append(tr("{name} doubles: the stake would be {n}.").format(name=table.name_of(seat),
                                                                                n=data.get("stake")))
            elif event.kind == "move":
                src, dst, card = str(data.get("src")), str(data.get("dst")), data.get("card")
                if src == "stock" and dst.startswith("hand"):
                    group("draw", _seat(dst), card)
                elif src.startswith("hand") and dst.startswith("meld") and seat != me:
                    group("meld", seat, card)
                elif src.startswith("hand") and dst == "pile" and seat != me:
                    out.append(tr("{name} discards {card}.").format(name=table.name_of(seat), card=card_name(card)))
                elif dst.startswith("red3s") and card is not None:
                    name = card_name(card)
                    out.append(tr("You lay down {card}.").format(card=name) if seat == me
                               else tr("{name} lays down {card}.").format(name=table.name_of(seat), card=name))
        return [text for text in (self._group_text(item, groups) if isinstance(item, tuple) else item
                                  for item in out) if text]

    def _group_text(self, key: tuple, groups: dict) -> str:
        (kind, seat), cards = key, groups[key]
        me = self.table.me
        if kind == "meld":
            return tr("{name} melds {cards}.").format(name=self.table.name_of(seat), cards=cards_text(cards))
        if seat == me:
            return tr("You draw {cards}.").format(cards=cards_text(cards)) if None not in cards else ""
        return tr("{name} draws {n}.").format(name=self.table.name_of(seat), n=count_text(len(cards)))

    def view_text(self, old: Any, new: Any) -> list[str]:
        if new.phase == "over" or new.seat is None:
            return []
        me = self.table.me
        if new.turn is None or (old is not None and old.turn == new.turn):
            return []      # the same player's turn goes on (a draw, a meld): said once, when it began
        if new.turn == me:
            return [tr("Your turn.")]
        return [tr("{name}'s turn.").format(name=self.table.name_of(new.turn))]

    def position(self, view: Any) -> list[str]:
        table = self.table
        me = table.me
        out = []
        if view.seat is not None:
            out.append(tr("Your hand, {n}: {cards}.").format(n=count_text(len(view.hand)),
                                                              cards=cards_text(hand_order(view.hand, table.by_suit))))
        for seat in range(view.players):
            if seat == me:
                continue
            line = tr("{name} holds {n}.").format(name=table.name_of(seat), n=count_text(view.hand_counts[seat]))
            if seat < len(view.known) and view.known[seat]:
                line += " " + tr("Known: {cards}.").format(cards=cards_text(view.known[seat]))
            out.append(line)
        out.append(sentence(tr("discard pile"), *self._pile_facts(view)) + ".")
        out.append(sentence(tr("stock"), count_text(view.stock_count)) + ".")
        mine = self._my_side()
        for side, title in ((mine, tr("Your side's melds")), (1 - mine, tr("The other side's melds"))):
            melds = [m for rank in RANK_ORDER for m in view.melds[side] if m.rank == rank]
            parts = ["; ".join(", ".join(self._meld_facts(m)) for m in melds) if melds else tr("none")]
            if view.red_threes[side]:
                parts.append(tr("red 3s: {cards}").format(cards=cards_text(view.red_threes[side])))
            out.append(f"{title}: {', '.join(parts)}.")
        out.append(tr("Score: your side {a}, the other side {b}.").format(a=view.scores[mine], b=view.scores[1 - mine]))
        for label in (table.status, table.detail):
            if label.text:
                out.append(speakable(label.text).rstrip(".") + ".")
        return out

    # -- helpers -------------------------------------------------------------------------------

    def _my_side(self) -> int:
        return self.table.me % 2

    def _ours(self, side: int) -> bool:
        return side == self._my_side()

    def _zone_side(self, pile) -> int | None:
        """The side whose melds ``pile`` holds, if it is a meld zone."""
        zones = getattr(self.table, "zones", {})
        mine = self._my_side()
        if pile is zones.get("bottom"):
            return mine
        if pile is zones.get("top"):
            return 1 - mine
        return None

    def _meld(self, side: int, rank):
        view = self.table.current_view
        if view is None or rank is None:
            return None
        return next((m for m in view.melds[side] if m.rank == rank), None)

    def _meld_facts(self, meld) -> list[str]:
        facts = [rank_plural(meld.rank), count_text(len(meld.cards))]
        if meld.wilds:
            facts.append(tr("wild cards: {n}").format(n=meld.wilds))
        if meld.canasta == "natural":
            facts.append(tr("natural canasta"))
        elif meld.canasta == "mixed":
            facts.append(tr("mixed canasta"))
        return facts

    def _pile_facts(self, view) -> list[str]:
        facts = [count_text(len(view.pile))]
        if view.pile_blocked:
            facts.append(tr("blocked"))
        elif view.pile_frozen:
            facts.append(tr("frozen"))
        if view.pile_top is not None:
            facts.append(tr("top: {card}").format(card=card_name(view.pile_top)))
        return facts


def _seat(pile: str) -> int:
    return hand_seat(pile) or 0
