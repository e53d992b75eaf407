"""What the Schnapsen table tells a screen reader (:mod:`cardsuite.ui.toolkit.accessibility`): the talon, the trump
card, the trick and the won tricks as focus stops; the opponent's card, the cards drawn, the trick taken, the
points and whose turn it is as they happen; and the whole position on the read-aloud key.

The marriages, the close and the exchange are said by the table's own messages (:mod:`.animations`), which the
toolkit announces as they are shown; the round's end by its result sheet."""

from __future__ import annotations

from typing import Any

from cardsuite.ui.toolkit.accessibility import Voice, hand_seat
from cardsuite.ui.toolkit.cardspeech import card_name, cards_text, count_text, sentence, speakable, suit_name

from .widgets import hand_order, tr


class SchnapsenVoice(Voice):
    """The Schnapsen table's words for a screen reader."""

    def pile_title(self, name: str, pile) -> str:
        table = self.table
        if name == "talon":
            return tr("talon")
        if name == "trump":
            return tr("trump card")
        if name == "trick":
            return tr("the trick")
        if name == f"won{table.me}":
            return tr("your tricks")
        if name.startswith("won") and name[3:].isdigit():
            return tr("{name}'s tricks").format(name=table.name_of(int(name[3:])))
        return super().pile_title(name, pile)

    def pile_text(self, name: str, pile) -> str:
        view = self.table.current_view
        if view is None:
            return super().pile_text(name, pile)
        if name == "talon":
            return self._talon_text(view)
        if name == "trump":
            return self._trump_text(view) or tr("no trump card")
        if name == "trick":
            return sentence(tr("the trick"), self._trick_text(view) or tr("empty"))
        if name.startswith("won") and name[3:].isdigit():
            seat = int(name[3:])
            return sentence(self.pile_title(name, pile), _tricks(view.tricks[seat] if seat < 2 else 0))
        return super().pile_text(name, pile)

    def card_facts(self, item, name, pile) -> list[str]:
        view = self.table.current_view
        if view is not None and item.key is not None and item.key.partition(":")[0][-1:] == view.trump_suit.value:
            return [tr("trump")]
        return []

    def events_text(self, events: list, view: Any) -> list[str]:
        me = self.table.me
        out = []
        for event in events:
            data = event.data or {}
            if event.kind == "move":
                src, dst, card = str(data.get("src")), str(data.get("dst")), data.get("card")
                if dst == "trick" and src != f"hand{me}":
                    out.append(tr("{name} plays {card}.").format(name=self.table.name_of(_seat(src)),
                                                                 card=card_name(card)))
                elif dst == f"hand{me}" and src in ("talon", "trump") and card is not None:
                    out.append(tr("You draw {card}.").format(card=card_name(card)))
                elif dst.startswith("hand") and src == "trump" and card is not None:
                    out.append(tr("{name} draws the trump card, {card}.").format(
                        name=self.table.name_of(_seat(dst)), card=card_name(card)))
            elif event.kind == "trick":
                winner = data.get("winner")
                points = data.get("points")
                if winner == me:
                    out.append(tr("You take the trick, {n} points.").format(n=points))
                else:
                    out.append(tr("{name} takes the trick, {n} points.").format(name=self.table.name_of(winner),
                                                                                n=points))
        return out

    def view_text(self, old: Any, new: Any) -> list[str]:
        me = self.table.me
        out = []
        if new.seat is not None and old is not None and new.points[me] != old.points[me] and new.points[me] is not None:
            out.append(tr("Your points: {n}.").format(n=new.points[me]))
        if new.winner is not None or new.seat is None:
            return out
        my_turn = new.to_move == me
        if my_turn and (old is None or old.to_move != me or old.trick != new.trick):
            if new.trick:
                out.append(tr("Your turn: answer {card}.").format(card=card_name(new.trick[0])))
            else:
                out.append(tr("Your lead."))
        return out

    def position(self, view: Any) -> list[str]:
        table = self.table
        me = table.me
        op = 1 - me
        out = [tr("Trumps: {suit}.").format(suit=suit_name(view.trump_suit))]
        if view.seat is not None:
            out.append(tr("Your hand: {cards}.").format(cards=cards_text(hand_order(view.hand, view.trump_suit))))
        known = view.revealed[op] if op < len(view.revealed) else ()
        out.append(tr("{name} holds {n}.").format(name=table.name_of(op), n=count_text(view.hand_counts[op]))
                   + (" " + tr("Known: {cards}.").format(cards=cards_text(known)) if known else ""))
        out.append(self._talon_text(view).rstrip(".") + ".")
        trick = self._trick_text(view)
        out.append(sentence(tr("the trick"), trick) + "." if trick else tr("The trick is empty."))
        out.append(tr("Your points: {n}, {tricks}.").format(n=view.points[me] or 0, tricks=_tricks(view.tricks[me])))
        if view.points[op] is not None:
            out.append(tr("{name}: {n} points, {tricks}.").format(name=table.name_of(op), n=view.points[op],
                                                                  tricks=_tricks(view.tricks[op])))
        else:
            out.append(tr("{name}: {tricks}.").format(name=table.name_of(op), tricks=_tricks(view.tricks[op])))
        totals = table.match_totals
        if totals and len(totals) > op:
            out.append(tr("Game points to go: you {a}, {name} {b}.").format(a=totals[me], name=table.name_of(op),
                                                                           b=totals[op]))
        line = table.status_line()
        if line is not None and line.text:
            out.append(speakable(line.text) + ".")
        return out

    def _talon_text(self, view) -> str:
        if view.talon_count == 0 and view.trump_card is None and view.closed_by is None:
            return tr("The talon is used up.")
        return sentence(tr("talon"), count_text(view.talon_count), tr("closed") if view.closed_by is not None else "",
                        self._trump_text(view))

    def _trump_text(self, view) -> str:
        if view.trump_card is not None:
            return tr("trump card: {card}").format(card=card_name(view.trump_card))
        if view.trump_card_down is not None:
            return tr("trump card face down: {card}").format(card=card_name(view.trump_card_down))
        return ""

    def _trick_text(self, view) -> str:
        if not view.trick:
            return ""
        return tr("{name} led {card}").format(name=self.table.name_of(view.leader), card=card_name(view.trick[0]))


def _seat(pile: str) -> int:
    return hand_seat(pile) or 0


def _tricks(n: int) -> str:
    return tr("1 trick") if n == 1 else tr("{n} tricks").format(n=n)

