"""Gestures on the Canasta table, as the sheets give them: click the stock to draw; click the pile
to buy it (its top card goes to your melds, you add hand cards, then "Take pile"); a click on a hand
card sends it to its meld, else starts a group, else -- a card that fits nowhere -- selects it: a
click never discards.  A card is discarded by a drag to the pile, a double-click, or "Discard" (shown
while one card is selected; Enter on the pile with the keyboard); drags to the melds lay cards;
Ctrl+click or a rubber band on the felt selects several cards; a click on a meld adds the matching
cards; cards laid this turn drag back to the hand; pulling the pile's top card aside browses the pile,
pulling a meld aside looks under it (both only look, at any turn); the in-table questions (give up,
double, "may I go out?").

Which action a gesture means is read from the legal actions, by what they mean (the engine's
``lay_listed``: the one card the list names for a lay stands for every card of its kind), and the action
sent carries the card the player touched; a gesture no legal action matches is still sent, so the
engine's refusal says why (nothing is dimmed silently).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import partial
from typing import Any

from PySide6.QtCore import QPointF, QRectF, Qt

from cardsuite.cards import Card
from cardsuite.ui.toolkit.i18n import card_label
from cardsuite.ui.toolkit.items import CardItem
from cardsuite.ui.toolkit.piles.spread import Peek

from ..engine.actions import (ACCEPT, DECLINE, NO, PROPOSE, YES, AskPartner, Discard, Draw, GoOut, Meld, ProposeDouble,
                              TakeBack, TakePile, lay_listed)
from .widgets import RANK_ORDER, is_wild, rank_plural, tr


@dataclass(frozen=True)
class AddToBuy:
    """Table-local: hand cards put with the pile's top card before "Take pile" (no engine action yet)."""

    cards: tuple[Card, ...]


@dataclass(frozen=True)
class LocalButton:
    """Table-local: a button that changes only what the table shows (cancel buying the pile)."""

    name: str


class Gestures:
    """The table's gesture part (mixed into :class:`.table.CanastaTable`)."""

    def setup_gestures(self) -> None:
        self.by_suit = False
        self.buy_active = False
        self.buy_cards: list[Card] = []
        self.prompt_kind: str | None = None
        self._prompted: tuple | None = None
        self.discard_button.clicked.connect(self.discard_selected)

    # -- state the render reads ------------------------------------------------------------

    def buying(self, view, legal) -> bool:
        """Whether the pile's top card lies in the melds waiting for "Take pile" (ends when it cannot be bought)."""
        if self.buy_active and not (view.phase == "draw" and view.seat is not None and view.to_move == view.seat
                                    and view.pile and any(isinstance(a, TakePile) for a in legal)):
            self.buy_active = False
        if not self.buy_active:
            self.buy_cards = []
        return self.buy_active

    def rerender(self) -> None:
        """Show the current view again (a table-local change: sorting, buying, selecting)."""
        if self.current_view is not None:
            self.animator.enqueue(partial(self._render_step, self.current_view, list(self.current_legal)))

    # -- declaring ----------------------------------------------------------------------------

    def _declare_gestures(self, view, legal, me: int, buying: bool) -> None:
        self._update_prompt(view, legal, me)
        self._declare_looks(view, legal)
        self.take_pile_button.setVisible(buying)
        self.take_pile_button.set_enabled(buying)
        self._update_discard_button()
        self.bind_button(self.go_out_button, next((a for a in legal if isinstance(a, GoOut)), None))
        take_back = next((a for a in legal if isinstance(a, TakeBack) and not a.cards), None)
        take_back = take_back or next((a for a in legal if isinstance(a, TakeBack)), None)
        if buying and take_back is None:
            take_back = LocalButton("cancel_buy")
        self.bind_button(self.take_back_button, take_back)
        self.bind_button(self.ask_button, next((a for a in legal if isinstance(a, AskPartner)), None))
        self.ask_button.setVisible(self.players == 4 and bool(getattr(view.options, "ask_partner", False)))
        self.double_button.setVisible(bool(view.doubling))
        self.double_button.set_enabled(any(isinstance(a, ProposeDouble) for a in legal))
        self.give_up_button.set_enabled(view.phase != "over" and view.seat is not None)
        if not legal or view.seat is None or view.phase in ("double", "ask", "over"):
            return
        if view.phase == "draw" and not self.buy_active:
            self.enable_click(self.stock, None, lambda _: self._draw_action())
        self.enable_click(self.pile, None, lambda _: self._pile_click())
        for item in self.my_hand.items:
            self.enable_drag(item, item.key, self._card_targets, click_fn=self._card_click,
                             double_fn=self._card_double_click)
        my_zone = self.zones["bottom"]
        laid = {c.text for c in view.laid_this_turn}
        for rank, group in my_zone.groups.items():
            for item in group.items:
                if item.key in laid:
                    card = Card.parse(item.key)
                    self.enable_drag(item, card, lambda c: {self.my_hand: TakeBack((c,))},
                                     click_fn=lambda _c, r=rank: self._meld_click(r))
                else:
                    self.enable_click(item, rank, self._meld_click)

    # -- looking: the pile browsed, a meld pulled aside, the rubber band -----------------------------

    def _declare_looks(self, view, legal) -> None:
        self.drag.enable_peek(self.pile, None, lambda _: self.browse_pile())
        for zone in self.zones.values():
            for group in zone.groups.values():
                for item in group.items:
                    self.drag.enable_peek(item, group, self._peek_meld)
        if legal and view.seat is not None and view.phase not in ("double", "ask", "over"):
            self.drag.enable_band(self._band_area, lambda: list(self.my_hand.items), self._band_select)

    def _felt(self) -> QRectF:
        w, h = self.TABLE_SIZE
        return QRectF(0.12, 0.12, w - 0.24, h - 0.24)

    def browse_pile(self) -> Peek | None:
        """The discard pile spread open in readable rows over the table, bottom card first (a frozen pile's
        crosswise wild in its place)."""
        order = {c.text: i for i, c in enumerate(self.current_view.pile)} if self.current_view is not None else {}
        items = sorted(self.pile.items, key=lambda it: order.get(it.key, -1))
        if len(items) < 2:
            return None
        return Peek(items, self.pile.pos + QPointF(0.5, 0.0), self._felt(), centred=True)

    def _peek_meld(self, group) -> Peek | None:
        """A meld pulled aside: its cards apart in a row that follows the mouse, every card readable."""
        if not group.items:
            return None
        return Peek(group.items, group.origin, self._felt(), follow=True)

    def _band_area(self) -> QRectF:
        w, h = self.TABLE_SIZE
        top = self.my_hand.base_rect().top() - 0.5
        return QRectF(0.0, top, w, h - top)

    def _band_select(self, items: list[CardItem]) -> None:
        keys = {it.key for it in items if it.key is not None}
        selected = self.my_hand.selected
        selected.clear()
        selected.update(keys)
        for item in self.my_hand.items:
            item.set_state("selected", item.key in selected)
        self._update_discard_button()

    def _draw_action(self) -> Any:
        return next((a for a in self.current_legal if a.kind == "draw"), None) or self._explain_draw()

    def _explain_draw(self) -> None:
        view = self.current_view
        if view is not None and view.laid_this_turn:
            self.show_message(tr("Take back the cards you laid, or take the pile with them."))
        else:
            self.show_message(tr("You have already drawn this turn."))
        return None

    def _pile_click(self) -> Any:
        view = self.current_view
        if view is None or view.phase != "draw":
            self.show_message(tr("Drag a card here to discard it."))
            return None
        if self.buy_active:
            self.buy_active = False
            self.rerender()
            return None
        if not any(isinstance(a, TakePile) for a in self.current_legal):
            return TakePile(())          # the engine says why the pile cannot be taken
        self.buy_active = True
        self.buy_cards = []
        self.rerender()
        return None

    def take_pile(self) -> None:
        """"Take pile": the pile's top card with the hand cards put beside it."""
        if self.buy_active and self.can_act():
            self.action_chosen.emit(TakePile(tuple(self.buy_cards)))

    # -- cards from the hand -----------------------------------------------------------------

    def _group_of(self, key: str) -> list[Card]:
        """The cards a gesture on ``key`` moves: the selection, when ``key`` is in it."""
        hand = self.my_hand
        keys = [it.key for it in hand.items if it.key in hand.selected] if key in hand.selected else [key]
        return [Card.parse(k) for k in keys if k is not None]

    def _lay_action(self, cards: list[Card]) -> Meld | None:
        """The lay of ``cards`` the legal actions offer, read by kind (any card of the rank, any 2 or joker):
        naturals on their rank (wild cards with them go along: the list names no mixed group, the engine
        judges it), wild cards alone on the first meld that takes one."""
        naturals = [c for c in cards if not is_wild(c)]
        ranks = {c.rank for c in naturals}
        if len(ranks) > 1:
            return None
        for rank in ranks or RANK_ORDER:
            if lay_listed(self.current_legal, rank, naturals or cards):
                return Meld(rank, tuple(cards))
        return None

    def _discard_action(self, card: Card) -> Any:
        view = self.current_view
        if view is not None and len(view.hand) == 1:
            return GoOut(card)
        return Discard(card)

    def _card_click(self, key: str) -> Any:
        if self.drag.modifiers & Qt.KeyboardModifier.ControlModifier:
            self._toggle_selected(key)
            return None
        view = self.current_view
        cards = self._group_of(key)
        if not cards or view is None:
            return None
        if self.buy_active and view.pile_top is not None:
            if all(c.rank == view.pile_top.rank or is_wild(c) for c in cards):
                return AddToBuy(tuple(cards))
        lay = self._lay_action(cards)
        if lay is not None:
            return lay
        if view.phase == "draw":
            self.show_message(tr("Draw first: click the stock, or click the discard pile to take it."))
            return None
        if len(cards) == 1:
            self._select_only(key)
            if key in self.my_hand.selected:
                self.show_message(tr("{card} is selected. To discard it, drag it to the pile, double-click it "
                                     "or press Discard.").format(card=card_label(cards[0])))
            return None
        naturals = [c for c in cards if not is_wild(c)]
        return Meld((naturals or cards)[0].rank, tuple(cards))

    def _card_double_click(self, key: str) -> Any:
        """A double-click on a hand card discards it (its first click laid nothing: it fits no meld)."""
        view = self.current_view
        if view is None:
            return None
        if view.phase == "draw":
            self.show_message(tr("Draw first: click the stock, or click the discard pile to take it."))
            return None
        return self._discard_action(Card.parse(key))

    def discard_selected(self) -> None:
        """"Discard": the one selected hand card goes to the pile (the engine says why, if it may not)."""
        keys = [it.key for it in self.my_hand.items if it.key in self.my_hand.selected]
        if len(keys) == 1 and self.can_act():
            self.action_chosen.emit(self._discard_action(Card.parse(keys[0])))

    def _update_discard_button(self) -> None:
        """"Discard" is there while exactly one hand card is selected in the play phase of this seat's turn."""
        view = self.current_view
        shown = (view is not None and view.seat is not None and view.phase == "play" and bool(self.current_legal)
                 and len(self.my_hand.selected) == 1)
        self.discard_button.setVisible(shown)
        self.discard_button.set_enabled(shown)

    def _select_only(self, key: str) -> None:
        """A plain click on a card that fits nowhere: it alone is selected (clicked again, let go)."""
        selected = self.my_hand.selected
        keep = key not in selected or len(selected) > 1
        selected.clear()
        if keep:
            selected.add(key)
        for item in self.my_hand.items:
            item.set_state("selected", item.key in selected)
        self._update_discard_button()

    def _toggle_selected(self, key: str) -> None:
        selected = self.my_hand.selected
        if key in selected:
            selected.discard(key)
        else:
            selected.add(key)
        item = self.table_scene.find(key)
        if item is not None:
            item.set_state("selected", key in selected)
        self._update_discard_button()

    def _card_targets(self, key: str) -> dict:
        view = self.current_view
        cards = self._group_of(key)
        if view is None or not cards:
            return {}
        targets: dict = {}
        zone = self.zones["bottom"]
        if self.buy_active and view.pile_top is not None:
            group = zone.group(view.pile_top.rank)
            if group is not None and all(c.rank == view.pile_top.rank or is_wild(c) for c in cards):
                targets[group] = AddToBuy(tuple(cards))
            return targets
        if view.phase == "play" and len(cards) == 1:
            targets[self.pile] = self._discard_action(cards[0])
        lay = self._lay_action(cards)
        naturals = [c for c in cards if not is_wild(c)]
        fallback = Meld((naturals or cards)[0].rank, tuple(cards))
        targets[zone] = lay or fallback
        for rank, group in zone.groups.items():
            if not naturals or naturals[0].rank == rank:
                targets[group] = Meld(rank, tuple(cards))
        return targets

    def _meld_click(self, rank) -> Any:
        """A click on a meld: the matching naturals from the hand, else one wild card."""
        view = self.current_view
        if view is None or (self.buy_active and view.pile_top is not None and view.pile_top.rank == rank):
            return None
        hand = [Card.parse(it.key) for it in self.my_hand.items if it.key is not None]
        naturals = [c for c in hand if c.rank == rank and not is_wild(c)]
        if naturals:
            return Meld(rank, tuple(naturals))
        for card in sorted((c for c in hand if is_wild(c)), key=lambda c: c.rank != c.rank.JOKER):
            if lay_listed(self.current_legal, rank, (card,)):
                return Meld(rank, (card,))
        self.show_message(tr("You hold no card to add to the {rank}.").format(rank=rank_plural(rank)))
        return None

    # -- local actions and the questions ---------------------------------------------------------

    def _gesture_action(self, action: Any) -> None:
        if isinstance(action, AddToBuy):
            if action.cards and self.can_act():
                self.buy_cards += [c for c in action.cards if c not in self.buy_cards]
                self.my_hand.selected.clear()
                self.rerender()
            return
        super()._gesture_action(action)

    def _button_clicked(self, button) -> None:
        if isinstance(button.action, LocalButton):
            self.buy_active = False
            self.rerender()
            return
        super()._button_clicked(button)

    def toggle_sort(self) -> None:
        self.by_suit = not self.by_suit
        self.sort_button.set_text(self.sort_text())
        self.rerender()

    def sort_text(self) -> str:
        """The sort button's word: the order a click on it gives."""
        return tr("By rank") if self.by_suit else tr("By suit")

    def ask_give_up(self) -> None:
        view = self.current_view
        if view is None or view.phase == "over":
            return
        self._ask("give_up", tr("Give up?"), tr("You leave the match and your opponents win it."),
                  tr("Give up"), tr("Play on"))

    def ask_double(self) -> None:
        view = self.current_view
        if view is None or not any(isinstance(a, ProposeDouble) for a in self.current_legal):
            return
        self._ask("double", tr("Double the stake?"),
                  tr("Do you really want to double the stake to {n}?").format(n=view.stake * 2),
                  tr("Yes"), tr("No"))

    def _ask(self, kind: str, title: str, detail: str, yes: str, no: str) -> None:
        self.prompt_kind = kind
        self.prompt.ask(title, detail, yes, no)
        self.hints.set_visible(False)

    def _update_prompt(self, view, legal, me: int) -> None:
        """The questions this seat must answer come up by themselves; others close when the view moves on."""
        key = None
        if legal and view.seat is not None and view.phase == "double":
            key = ("answer_double", view.double_from, view.stake)
            if key != self._prompted:
                self._ask("answer_double", tr("Double?"),
                          tr("{name} wants to double the stake to {n}. Accept, or give up and lose {m}?").format(
                              name=self.name_of(view.double_from), n=view.stake * 2, m=view.stake),
                          tr("Double"), tr("Give up"))
        elif legal and view.seat is not None and view.phase == "ask":
            key = ("answer_ask", view.question_from)
            if key != self._prompted:
                self._ask("answer_ask", tr("May I go out?"),
                          tr("{name}, your partner, asks whether they may go out. A yes obliges them to go "
                             "out; a no forbids it this turn.").format(name=self.name_of(view.question_from)),
                          tr("Yes"), tr("No"))
        elif self.prompt_kind in ("answer_double", "answer_ask"):
            self._hide_prompt()
        self._prompted = key

    def ask_again(self) -> None:
        """The question on the table asked again (in the current language): the player's own one now, one the view
        asks at its next render."""
        kind = self.prompt_kind if self.prompt.isVisible() else None
        if kind == "give_up":
            self.ask_give_up()
        elif kind == "double":
            self.ask_double()
        self._prompted = None

    def prompt_visible(self) -> bool:
        return self.prompt.isVisible()

    def answer_prompt(self, yes: bool) -> None:
        """Answer the question in the table (tests call it as the buttons do)."""
        kind = self.prompt_kind
        self._hide_prompt()
        action = None
        if kind == "give_up" and yes:
            self.leave_requested.emit()
            return
        if kind == "double" and yes:
            action = PROPOSE
        elif kind == "answer_double":
            action = ACCEPT if yes else DECLINE
        elif kind == "answer_ask":
            action = YES if yes else NO
        if action is not None and self.can_act():
            self.action_chosen.emit(action)

    def _hide_prompt(self) -> None:
        self.prompt_kind = None
        self.prompt.setVisible(False)
        self.hints.set_visible(True)

    KEY_SPACE_SELECTS = True
    """Space on a hand card selects it (as Ctrl+click does); Enter on a meld or the pile lays the selection there."""

    def key_clear_selection(self) -> bool:
        """Esc: the selected hand cards are let go, else buying the pile is given up (the pile's top card goes
        back); True if there was either."""
        if self.my_hand.selected:
            self._band_select([])
            return True
        if self.buy_active:
            self.buy_active = False
            self.rerender()
            return True
        return False

    def keyPressEvent(self, event) -> None:
        """Esc closes a question the player asked for; S draws, P buys the pile (P again takes it), T takes the bought
        pile, B takes back, G goes out, D doubles, A asks the partner, O sorts the hand the other way; V spreads
        the pile open, L looks under the focused meld (each again closes it), E is the panel's eye, R opens the last
        turns (Esc closes them first of all)."""
        key = event.key()
        if key == Qt.Key.Key_Escape and self.close_history():
            return
        if self.prompt.isVisible():
            if key == Qt.Key.Key_Escape and self.prompt_kind in ("give_up", "double"):
                self._hide_prompt()
                return
            super().keyPressEvent(event)
            return
        if event.modifiers() & (Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.AltModifier):
            super().keyPressEvent(event)
            return
        if key == Qt.Key.Key_S:
            self.key_click(self.stock, Draw())
        elif key == Qt.Key.Key_P and self.buy_active:
            # P again confirms the purchase as "Take pile" does: a second press never drops what the first began
            self.key_button(self.take_pile_button, TakePile(tuple(self.buy_cards)))
        elif key == Qt.Key.Key_P:
            self.key_click(self.pile, TakePile(()))
        elif key == Qt.Key.Key_T:
            self.key_button(self.take_pile_button, TakePile(()))
        elif key == Qt.Key.Key_B:
            self.key_button(self.take_back_button, TakeBack(()))
        elif key == Qt.Key.Key_G:
            self.key_button(self.go_out_button, GoOut(None))
        elif key == Qt.Key.Key_D:
            self.key_button(self.double_button, PROPOSE)
        elif key == Qt.Key.Key_A:
            self.key_button(self.ask_button, AskPartner())
        elif key == Qt.Key.Key_O:
            self.key_button(self.sort_button)
        elif key == Qt.Key.Key_V:
            self.keys.toggle_look(self.pile)
        elif key == Qt.Key.Key_L:
            self.keys.toggle_look(self.keys.current)
        elif key == Qt.Key.Key_R:
            self.toggle_history()
        elif key == Qt.Key.Key_E:
            panel = next((p for _, p in sorted(self.panels.items()) if p.eye_visible), None)
            if panel is not None:
                panel.toggle_eye()       # what a click on the eye does
        else:
            super().keyPressEvent(event)
