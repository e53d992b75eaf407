"""Gestures on the Schnapsen table: the legal plays as drags and clicks, the trump exchange, the
"Announce 20?" question before a marriage is led, and why a greyed card may not be played."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import Qt

from cardsuite.cards import Card, Rank
from cardsuite.ui.toolkit.i18n import card_label

from ..engine.actions import Close, ExchangeTrump, Play
from ..engine.cards import SUIT_INDEX
from ..engine.scoring import marriage_points
from .widgets import suit_name, tr



@dataclass(frozen=True)
class MarriageChoice:
    """A king or queen that may be played with or without announcing its marriage: the table asks first."""

    card: Card
    plain: Play
    marry: Play
    points: int


class Gestures:
    """The table's gesture part (mixed into :class:`.table.SchnapsenTable`)."""

    def _declare_gestures(self, view, legal, me: int) -> None:
        plays: dict[str, Play] = {}
        marries: dict[str, Play] = {}
        exchange = close = None
        for action in legal:
            if isinstance(action, Play):
                (marries if action.marry else plays).setdefault(action.card.text, action)
            elif isinstance(action, ExchangeTrump):
                exchange = action
            elif isinstance(action, Close):
                close = action
        self.bind_button(self.close_button, close)
        if not legal:
            self._show_hints(view, legal, None, None, None)
            return
        jack = Card(Rank.JACK, view.trump_suit).text
        trump_item = self.trump_pile.items[0] if self.trump_pile.items else None
        marriage_item = None
        dimmed = False
        for item in self.my_hand.items:
            key = item.key
            play = plays.get(key)
            if play is None:
                if key is not None and plays:
                    item.set_state("dim", True)
                    item.hover_lift = False
                    dimmed = True
                    self.enable_drag(item, key, self._refuse_targets, click_fn=self._refuse_click)
                continue
            payload: Any = play
            if key in marries:
                marry = marries[key]
                pts = marriage_points(SUIT_INDEX[marry.card.suit], SUIT_INDEX[view.trump_suit])
                payload = MarriageChoice(marry.card, play, marry, pts)
                marriage_item = marriage_item or item
            targets: dict = {self.trick: payload}
            if exchange is not None and key == jack and trump_item is not None:
                targets[self.trump_pile] = exchange
            self.enable_drag(item, payload, lambda p, t=targets: dict(t), click_fn=lambda p: p)
        if trump_item is not None:
            # without a legal exchange the click still asks for one, as X does: the engine's refusal says why
            self.enable_click(self.trump_pile, exchange or ExchangeTrump(), lambda a: a)
        self._show_hints(view, legal, marriage_item, exchange, close, dimmed)

    def _refusal(self) -> str:
        """Why a greyed card may not be played now, read from the view and the legal cards."""
        view = self.current_view
        if view is None or not view.trick:
            return tr("That card may not be played now.")
        lead = view.trick[0]
        legal_cards = [a.card for a in self.current_legal if isinstance(a, Play)]
        if any(c.suit == lead.suit for c in legal_cards):
            return tr("You must follow suit and win the trick if you can.")
        if legal_cards and all(c.suit == view.trump_suit for c in legal_cards):
            return tr("You cannot follow suit, so you must play a trump.")
        return tr("That card may not be played now.")

    def _refuse_click(self, key: str) -> None:
        self.show_message(self._refusal())
        return None

    def _refuse_targets(self, key: str) -> dict:
        self._refused = key
        return {}

    def key_pick_ended(self) -> None:
        self._refused = None

    def _after_drag(self, dropped: bool) -> None:
        refused, self._refused = self._refused, None
        if refused is not None and not dropped:
            self.show_message(self._refusal())

    def _gesture_action(self, action: Any) -> None:
        if isinstance(action, MarriageChoice):
            if self.can_act():
                self.ask_marriage(action)
            return
        self._hide_prompt()
        if self.can_act():
            self.status.set_text("")
        super()._gesture_action(action)

    def ask_marriage(self, choice: MarriageChoice) -> None:
        """Ask "Announce 20?" / "Announce 40?" in the table for a king or queen about to be led."""
        self.pending_marriage = choice
        other = Rank.QUEEN if choice.card.rank == Rank.KING else Rank.KING
        pair = f"{card_label(choice.card)} {card_label(Card(other, choice.card.suit))}"
        detail = tr("Marriage in {suit}: {pair}").format(suit=suit_name(choice.card.suit), pair=pair)
        self.prompt.ask(tr("Announce {n}?").format(n=choice.points), detail,
                                  tr("Announce {n}").format(n=choice.points), tr("Just play"))
        self.hints.set_visible(False)
        item = self.table_scene.find(choice.card.text)
        if item is not None:
            item.set_state("selected", True)

    def marriage_prompt_visible(self) -> bool:
        return self.prompt.isVisible()

    def answer_marriage(self, announce: bool = True) -> None:
        """Answer the marriage question: Yes plays ``Play(card, marry=True)``, No the plain play."""
        choice = self.pending_marriage
        self._hide_prompt()
        if choice is None:
            return
        self.hints.set_visible(True)
        self._gesture_action(choice.marry if announce else choice.plain)

    def _hide_prompt(self) -> None:
        choice, self.pending_marriage = self.pending_marriage, None
        self.prompt.setVisible(False)
        if choice is not None:
            item = self.table_scene.find(choice.card.text)
            if item is not None:
                item.set_state("selected", False)

    def keyPressEvent(self, event) -> None:
        """Esc closes the marriage question (Enter answers it through the keyboard focus); C closes the
        talon, X exchanges the trump jack, M announces the marriage of the focused king or queen."""
        key = event.key()
        plain = not event.modifiers() & (Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.AltModifier)
        if self.prompt.isVisible():
            if key == Qt.Key.Key_Escape:
                self._hide_prompt()
                self.hints.set_visible(True)
                return
        elif plain and key == Qt.Key.Key_C:
            self.key_button(self.close_button, Close())
            return
        elif plain and key == Qt.Key.Key_X:
            exchange = next((a for a in self.current_legal if isinstance(a, ExchangeTrump)), None)
            self.key_action(exchange or ExchangeTrump())
            return
        elif plain and key == Qt.Key.Key_M:
            self.key_marriage()
            return
        super().keyPressEvent(event)

    def key_marriage(self) -> None:
        """M: lead the focused king or queen announcing its marriage (the engine says if it may not)."""
        item = self.keys.focused_card()
        if item is None or item.pile is not self.my_hand or item.key is None:
            self.show_message(tr("Put the keyboard focus on a king or queen in your hand to announce its marriage."))
            return
        card = Card.parse(item.key)
        if card.rank not in (Rank.KING, Rank.QUEEN):
            self.show_message(tr("Only a king or a queen announces a marriage."))
            return
        self.key_action(Play(card, marry=True))
