"""How the Schnapsen table plays the engine's events: the trick swept to its winner, a marriage's
partner card shown, and what the opponent's close and exchange tell."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QSequentialAnimationGroup

from cardsuite.ui.toolkit.i18n import card_label
from cardsuite.ui.toolkit.items import card_key

from .widgets import MARRIAGE_PAUSE_MS, TRICK_PAUSE_MS, suit_name, tr


class EventAnimations:
    """The table's event part (mixed into :class:`.table.SchnapsenTable`)."""

    def animate_event(self, event) -> Any:
        kind, data = event.kind, event.data
        if kind == "trick":
            return self._animate_trick(data)
        if kind == "marriage":
            return self._animate_marriage(data)
        if kind == "flip":
            item = self.table_scene.find(card_key(data.get("card")))
            if item is None:
                return None
            item.home.face_up = bool(data.get("face_up")) and item.key is not None
            return self.animator.settle([item])
        if kind == "close":
            seat = data.get("seat")
            if seat != self.me:
                self.show_message(tr("{name} closes the talon.").format(name=self.name_of(seat)))
            return None
        if kind == "exchange":
            seat = data.get("seat")
            if seat != self.me:
                self.show_message(tr("{name} exchanges the trump jack for {card}.").format(
                    name=self.name_of(seat), card=card_label(data["card"])))
            return None
        if kind == "marriage_counted" and data.get("seat") == self.me:
            self.show_message(tr("Your marriage counts now: +{n}").format(n=data.get("points")))
            return None
        return super().animate_event(event)

    def _animate_trick(self, data: dict) -> Any:
        """Hold the full trick long enough to read it (the winning card glowing, the status line naming who
        takes it instead of an old "… is thinking…"), then sweep it face down to the winner."""
        winner = data.get("winner")
        pile = self.piles.get(f"won{winner}")
        items = list(self.trick.items)
        if pile is None or not items:
            return None
        if winner == self.me:
            self.status.set_text(tr("You take the trick"))
        else:
            self.status.set_text(tr("{name} takes the trick").format(name=self.name_of(winner)))
        self.keep_note_clear()
        cards = [c.text for c in data.get("cards", ())]
        winning = self._winning_card(cards, winner)
        hot = self.table_scene.find(winning) if winning else None
        with self.table_scene.deferred():
            for item in items:
                pile.add_item(item, False)
            self.trick.layout()
            pile.layout()
        if self.animator.beat == 0:
            return self.animator.settle(pile.items, items)
        if hot is not None:
            hot.set_state("highlight", True)
        sweep = self.animator.settle(pile.items, items)
        seq = QSequentialAnimationGroup()
        pause = self.animator.pause_animation(TRICK_PAUSE_MS)
        if pause is not None:
            seq.addAnimation(pause)
            if hot is not None:
                pause.finished.connect(lambda: hot.set_state("highlight", False))
        if sweep is not None:
            seq.addAnimation(sweep)
        return seq if seq.animationCount() else None

    def _winning_card(self, cards: list[str], winner: int) -> str | None:
        view = self.current_view
        for record in reversed(getattr(view, "history", ()) or ()):
            if [c.text for c in record.cards] == cards:
                return record.cards[0].text if record.leader == winner else record.cards[1].text
        return None

    def _animate_marriage(self, data: dict) -> Any:
        """Show the partner card: lifted out of your hand, or turned face up in the opponent's."""
        seat = data.get("seat")
        cards = data.get("cards") or []
        points = data.get("points")
        suit = data.get("suit")
        scene = self.table_scene
        if seat == self.me:
            self.show_message(tr("You announce {n}!").format(n=points))
        else:
            self.show_message(tr("{name} announces {n} in {suit}!").format(
                name=self.name_of(seat), n=points, suit=suit_name(suit)))
        if len(cards) < 2:
            return None
        key = cards[1].text
        item = scene.reveal_from(self.my_hand if seat == self.me else self.their_hand, key)
        if item is None:
            return None
        with scene.deferred():
            item.home.face_up = True
            if item.pile is not None:
                item.pile.layout()
        item.set_state("highlight", True)
        turn = self.animator.settle([item])
        pause = self.animator.pause_animation(MARRIAGE_PAUSE_MS)
        if turn is None and pause is None:
            return None
        seq = QSequentialAnimationGroup()
        for anim in (turn, pause):
            if anim is not None:
                seq.addAnimation(anim)
        seq.finished.connect(lambda: item.set_state("highlight", False))
        return seq
