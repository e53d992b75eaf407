"""The Schnapsen table: two hands, the talon with the trump card across it, the trick, the won tricks.

Layout (card units, 11.2 x 7)::

    [opponent's panel]       opponent's fan (backs, known cards face up)   [their tricks] ([points])
    (Trumps)  [talon]=trump=               trick / "Announce 20?"            (last trick peeked here)
              [Close talon]          "Your lead: click a card ..."
    [your panel]                   your fan (faces)                         [your tricks] [points]

Everything shown comes from the seat's :class:`~.rules.SchnapsenView`; every
gesture becomes one of the engine's legal actions (house rule 3):

* a card of the hand is played by a click or by dragging it to the trick;
  under the strict rules the cards not among the legal actions are dimmed,
  refuse the drop and say why;
* a king or queen with a legal ``Play(card, marry=True)`` asks "Announce 20?"
  (or 40) in the table first -- Yes is the default (Enter), "Just play" plays
  it without announcing (:meth:`SchnapsenTable.answer_marriage` answers from code);
* the trump jack is exchanged by clicking the trump card or dragging the jack
  onto it; "Close talon" (the sheet's "Zamknij") is enabled only when
  ``Close()`` is legal;
* a click on either pile of won tricks shows the last trick face up for a
  moment while the next trick has not started.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any, Sequence

from PySide6.QtCore import (QCoreApplication, QPointF, QRectF, QSequentialAnimationGroup, Qt, QTimer)
from PySide6.QtGui import QColor, QFont, QPainter, QPen
from PySide6.QtWidgets import QGraphicsObject

from cardsuite.cards import SCHNAPSEN_RANKS, Card, Rank, Suit
from cardsuite.ui import style
from cardsuite.ui.cardart import CARD_ASPECT
from cardsuite.ui.items import CardItem, Placement
from cardsuite.ui.overlays import QuestionPanel
from cardsuite.ui.panels import TableLabel, TextNote
from cardsuite.ui.piles import FannedHand, Pile, StackPile, TrickArea
from cardsuite.ui.table import GameTable

from .core import SUIT_INDEX, TARGET, marriage_points
from .rules import Close, ExchangeTrump, Play

CONTEXT = "Schnapsen"


def tr(text: str) -> str:
    return QCoreApplication.translate(CONTEXT, text)


SUIT_NAMES = {Suit.CLUBS: "clubs", Suit.DIAMONDS: "diamonds", Suit.HEARTS: "hearts", Suit.SPADES: "spades"}
RANK_NAMES = {Rank.ACE: "ace", Rank.TEN: "ten", Rank.KING: "king", Rank.QUEEN: "queen", Rank.JACK: "jack"}
# Suits alternate black and red in a hand; the trump suit is rotated to the front.
HAND_SUITS = (Suit.CLUBS, Suit.HEARTS, Suit.SPADES, Suit.DIAMONDS)

TRICK_Y = 3.42
PEEK_MS = 2600
TRICK_PAUSE_MS = 850
MARRIAGE_PAUSE_MS = 1300


def suit_name(suit: Suit) -> str:
    return tr(SUIT_NAMES[suit])


def card_label(card: Card) -> str:
    """A short readable name such as "A♥" or "10♠"."""
    return f"{card.rank.code}{card.suit.symbol}"


def hand_order(cards: Sequence[Card], trump: Suit | None) -> list[Card]:
    """Sort a hand by suit (trump first, colours alternating) and by rank in Schnapsen order A 10 K Q J."""
    suits = list(HAND_SUITS)
    if trump in suits:
        i = suits.index(trump)
        suits = suits[i:] + suits[:i]

    def key(card: Card) -> tuple[int, int]:
        rank = SCHNAPSEN_RANKS.index(card.rank) if card.rank in SCHNAPSEN_RANKS else 99
        return suits.index(card.suit) if card.suit in suits else 9, rank

    return sorted(cards, key=key)


@dataclass(frozen=True)
class MarriageChoice:
    """A king or queen that may be played with or without announcing its marriage: the table asks first."""

    card: Card
    plain: Play
    marry: Play
    points: int


# --------------------------------------------------------------------------- piles


class TrumpPile(Pile):
    """The trump card lying crosswise under the talon; ``centre`` is the middle of the turned card."""

    def __init__(self, scene, centre: tuple[float, float], **kw):
        self.centre = QPointF(*centre)
        super().__init__(scene, (centre[0] - 0.5, centre[1] - CARD_ASPECT / 2), **kw)

    def placement(self, index: int, item: CardItem) -> Placement:
        return Placement(QPointF(self.pos), 90.0, self.z + index)

    def base_rect(self) -> QRectF:
        c = self.centre
        return QRectF(c.x() - CARD_ASPECT / 2, c.y() - 0.5, CARD_ASPECT, 1.0)

    def drop_rect(self) -> QRectF:
        return self.base_rect()

    def _next_pos(self) -> QPointF:
        return QPointF(self.pos)


class WonPile(StackPile):
    """Won tricks, squared face down; ``peek`` lifts the last trick's cards out face up beside it."""

    def __init__(self, scene, pos, *, peek_offset: tuple[float, float], **kw):
        self.peek: tuple[str, ...] = ()
        self.peek_offset = QPointF(*peek_offset)
        super().__init__(scene, pos, **kw)

    def placement(self, index: int, item: CardItem) -> Placement:
        if item.key is not None and item.key in self.peek:
            j = self.peek.index(item.key)
            pos = self.pos + self.peek_offset + QPointF(0.5 * j, 0.06 * j)
            return Placement(pos, -5.0 + 10.0 * j, self.z + 500 + j)
        return super().placement(index, item)


# --------------------------------------------------------------------------- table items


class ScorePlaque(QGraphicsObject):
    """A small dark plate: a caption, a big number and a detail line (the round's points)."""

    WIDTH = 128.0
    HEIGHT = 84.0

    def __init__(self):
        super().__init__()
        self.caption = ""
        self.value = ""
        self.detail = ""
        self.setScale(style.PX)
        self.setZValue(60)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def set_content(self, caption: str, value: str, detail: str = "") -> None:
        if (caption, value, detail) != (self.caption, self.value, self.detail):
            self.caption, self.value, self.detail = caption, value, detail
            self.update()

    def boundingRect(self) -> QRectF:
        return QRectF(-8, -8, self.WIDTH + 16, self.HEIGHT + 18)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        rect = QRectF(0, 0, self.WIDTH, self.HEIGHT)
        style.paint_panel(painter, rect, 12)
        painter.setPen(style.TEXT_DIM)
        painter.setFont(style.font(12, QFont.Weight.DemiBold))
        painter.drawText(QRectF(8, 6, self.WIDTH - 16, 18), Qt.AlignmentFlag.AlignCenter, self.caption)
        painter.setPen(style.ACCENT)
        painter.setFont(style.font(30, QFont.Weight.Bold))
        painter.drawText(QRectF(4, 22, self.WIDTH - 8, 38), Qt.AlignmentFlag.AlignCenter, self.value)
        if self.detail:
            painter.setPen(style.TEXT_DIM)
            painter.setFont(style.font(11))
            painter.drawText(QRectF(6, 60, self.WIDTH - 12, 18), Qt.AlignmentFlag.AlignCenter, self.detail)


class TrumpBadge(QGraphicsObject):
    """The trump suit, big: a round plate with the suit sign and "Trumps" under it."""

    RADIUS = 34.0

    def __init__(self):
        super().__init__()
        self.suit: Suit | None = None
        self.setScale(style.PX)
        self.setZValue(60)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def set_suit(self, suit: Suit | None) -> None:
        if suit != self.suit:
            self.suit = suit
            self.update()

    def boundingRect(self) -> QRectF:
        r = self.RADIUS + 8
        return QRectF(-r - 12, -r, 2 * r + 24, 2 * r + 30)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        if self.suit is None:
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        r = self.RADIUS
        painter.setPen(QPen(QColor(242, 193, 78, 200), 2.0))
        painter.setBrush(QColor(250, 246, 236, 240))
        painter.drawEllipse(QPointF(0, 0), r, r)
        painter.setPen(QColor("#c62828") if self.suit.is_red else QColor("#1b1b1b"))
        painter.setFont(style.font(40, QFont.Weight.Bold))
        painter.drawText(QRectF(-r, -r - 2, 2 * r, 2 * r), Qt.AlignmentFlag.AlignCenter, self.suit.symbol)
        painter.setPen(style.TEXT)
        painter.setFont(style.font(13, QFont.Weight.DemiBold))
        painter.drawText(QRectF(-r - 12, r + 4, 2 * r + 24, 20), Qt.AlignmentFlag.AlignCenter, tr("Trumps"))


# --------------------------------------------------------------------------- the table


class SchnapsenTable(GameTable):
    """Schnapsen for two: see the module docstring."""

    TABLE_SIZE = (11.2, 7.0)

    # -- building ----------------------------------------------------------------

    def setup(self) -> None:
        w, h = self.TABLE_SIZE
        scene = self.table_scene
        mid = TRICK_Y
        self.my_hand = FannedHand(scene, (w / 2, h - CARD_ASPECT - 0.28), max_width=6.0, spacing=0.8, arc=8.0,
                                  curve=0.06, z=100)
        self.their_hand = FannedHand(scene, (w / 2, 0.22), max_width=5.0, spacing=0.56, arc=9.0, curve=0.05,
                                     upside_down=True, z=100)
        self.trick = TrickArea(scene, (w / 2, mid), slots=((-0.28, 0.3, -4.0), (0.28, -0.3, 5.0)), z=200)
        self.talon = StackPile(scene, (1.9, mid - CARD_ASPECT / 2), count_badge=True, z=50)
        self.trump_pile = TrumpPile(scene, (1.9 + 1.05, mid), z=40)
        self.my_won = WonPile(scene, (w - 2.65, h - CARD_ASPECT - 0.2), peek_offset=(-0.55, -1.62),
                              show_slot=True, label=tr("Your tricks"), z=60)
        self.their_won = WonPile(scene, (w - 2.65, 0.22), peek_offset=(-0.55, 1.62), show_slot=True,
                                 label=tr("Tricks"), z=60)
        self.deal_pile = self.talon

        self.trump_badge = TrumpBadge()
        scene.addItem(self.trump_badge)
        self.trump_badge.setPos(0.95, mid - 0.08)
        self.talon_note = TextNote(width=250.0)
        scene.addItem(self.talon_note)
        self.talon_note.setPos(2.6, mid + CARD_ASPECT / 2 + 0.3)
        self.close_button = self.add_button(tr("Close talon"), (2.4, mid + CARD_ASPECT / 2 + 0.62), primary=False)
        self.bind_button(self.close_button, None)
        self.status = TableLabel("", 16.0, bold=True, colour=QColor(255, 255, 255, 215),
                                 align=Qt.AlignmentFlag.AlignHCenter, width=440.0)
        scene.addItem(self.status)
        self.status.setPos(w / 2, mid + 1.28)
        self.my_points = ScorePlaque()
        scene.addItem(self.my_points)
        self.my_points.setPos(w - 1.45, h - CARD_ASPECT - 0.12)
        self.their_points = ScorePlaque()
        scene.addItem(self.their_points)
        self.their_points.setPos(w - 1.45, 0.3)
        self.their_points.setVisible(False)

        self.prompt = QuestionPanel(330.0, 132.0, z=9200.0, button_width=148.0)
        scene.addItem(self.prompt)
        self.prompt.setPos(w / 2, mid)
        self.prompt.yes_button.clicked.connect(lambda: self.answer_marriage(True))
        self.prompt.no_button.clicked.connect(lambda: self.answer_marriage(False))
        self.pending_marriage: MarriageChoice | None = None

        self._refused: str | None = None
        self.drag.drag_finished.connect(self._after_drag)
        self._peek_timer = QTimer(self)
        self._peek_timer.setSingleShot(True)
        self._peek_timer.timeout.connect(self.end_peek)
        self.toast.setZValue(9600)

    # -- small helpers ---------------------------------------------------------------

    def won_pile(self, seat: int) -> WonPile:
        return self.my_won if seat == self.me else self.their_won

    def show_message(self, text: str) -> None:
        super().show_message(text)
        self.toast.setPos(self.TABLE_SIZE[0] / 2, 2.0)

    def set_match_score(self, totals: Sequence[int]) -> None:
        """The bummerl countdown: game points each player still needs."""
        super().set_match_score(totals)
        for seat, panel in self.panels.items():
            if seat < len(self.match_totals):
                panel.set_score(self.match_totals[seat], tr("Game points to go"))

    def show_round_summary(self, summary, result, names: Sequence[str]) -> None:
        """The base class's summary, its sentences told with the players' names."""
        names = list(names)
        view = self.current_view
        if summary is not None and getattr(summary, "text", ""):
            if view is not None and getattr(view, "winner", None) is not None and len(names) == 2:
                text = self._round_sentence(view, names)
            else:
                text = self._with_names(summary.text, names)
            summary = replace(summary, text=text)
        if result is not None and getattr(result, "text", ""):
            if result.winner in (0, 1) and len(names) == 2:
                loser = 1 - result.winner
                text = (tr("You get the bummerl.") if self._is_you(names[loser])
                        else tr("{name} gets the bummerl.").format(name=names[loser]))
            else:
                text = self._with_names(result.text, names)
            result = replace(result, text=text)
        super().show_round_summary(summary, result, names)

    @staticmethod
    def _is_you(name: str) -> bool:
        return name == QCoreApplication.translate("NewGameDialog", "You")

    def _round_sentence(self, view, names: list[str]) -> str:
        """Who won the round, with how many game points, and why."""
        winner, n = view.winner, view.game_points
        you = self._is_you(names[winner])
        if n == 1:
            head = tr("You win the round: 1 game point.") if you else tr("{name} wins the round: 1 game point.")
        else:
            head = tr("You win the round: {n} game points.") if you else tr("{name} wins the round: {n} game points.")
        head = head.format(name=names[winner], n=n)
        closer = view.closed_by
        if view.reason == "66":
            why = tr("You reached 66.") if you else tr("{name} reached 66.")
            why = why.format(name=names[winner])
        elif view.reason == "last_trick":
            why = tr("You took the last trick.") if you else tr("{name} took the last trick.")
            why = why.format(name=names[winner])
        elif view.reason == "closer_failed" and closer is not None:
            why = (tr("You closed the talon but did not reach 66.") if self._is_you(names[closer])
                   else tr("{name} closed the talon but did not reach 66.").format(name=names[closer]))
        else:
            why = ""
        if closer is not None and view.reason != "closer_failed":
            closed = (tr("You had closed the talon.") if self._is_you(names[closer])
                      else tr("{name} had closed the talon.").format(name=names[closer]))
            why = f"{why} {closed}".strip()
        return f"{head} {why}".strip()

    @staticmethod
    def _with_names(text: str, names: list[str]) -> str:
        """The engine's sentences say "Seat 0"; the table says the player's name."""
        text = QCoreApplication.translate("Scoring", text)
        for seat, name in enumerate(names):
            text = text.replace(f"Seat {seat}", name)
        return text

    # -- rendering ---------------------------------------------------------------------

    def render(self, view, legal) -> None:
        me = view.seat if view.seat is not None else 0
        op = 1 - me
        self.register_pile(f"hand{me}", self.my_hand)
        self.register_pile(f"hand{op}", self.their_hand)
        self.register_pile("talon", self.talon)
        self.register_pile("trump", self.trump_pile)
        self.register_pile("trick", self.trick)
        self.register_pile(f"won{me}", self.my_won)
        self.register_pile(f"won{op}", self.their_won)
        self.trick.source_slots = {f"hand{me}": 0, f"hand{op}": 1}
        self._hide_prompt()
        self._peek_timer.stop()
        self.my_won.peek = self.their_won.peek = ()
        for item in self.table_scene.card_items():
            item.clear_states()

        trump = view.trump_suit
        if view.seat is not None:
            mine: list[Any] = hand_order(view.hand, trump)
        else:
            shown = hand_order(view.revealed[me], trump)
            mine = [None] * max(0, view.hand_counts[me] - len(shown)) + [(c, True) for c in shown]
        self.my_hand.set_cards(mine)
        known = hand_order(view.revealed[op], trump)
        self.their_hand.set_cards([None] * max(0, view.hand_counts[op] - len(known)) + [(c, True) for c in known])

        self.talon.set_cards([None] * view.talon_count)
        if view.trump_card is not None:
            self.trump_pile.set_cards([(view.trump_card, True)])
        elif view.trump_card_down is not None:
            self.trump_pile.set_cards([(view.trump_card_down, False)])
        else:
            self.trump_pile.set_cards([])

        if view.trick:
            slot = 0 if view.leader == me else 1
            self.trick.set_plays([(slot, view.trick[0])] + ([(1 - slot, c) for c in view.trick[1:]]))
        else:
            self.trick.set_plays([])
        for seat, pile in ((me, self.my_won), (op, self.their_won)):
            cards = [c for t in view.history if t.winner == seat for c in t.cards]
            pile.set_cards([(c, False) for c in cards])

        self._render_info(view, me, op)
        self._declare_gestures(view, legal, me)

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
        if exchange is not None and trump_item is not None:
            self.enable_click(self.trump_pile, exchange, lambda a: a)
        self._show_hints(view, legal, marriage_item, exchange, close, dimmed)

    def _show_hints(self, view, legal, marriage_item, exchange, close, dimmed: bool = False) -> None:
        """At most one tip at a time, the most useful first; each stays closed once its green X is pressed."""
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
                hints.show(hint_id, text, anchor)
                return

    # -- gestures ------------------------------------------------------------------------------

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
        if self.prompt.isVisible():
            if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
                self.answer_marriage(True)
                return
            if event.key() == Qt.Key.Key_Escape:
                self._hide_prompt()
                self.hints.set_visible(True)
                return
        super().keyPressEvent(event)

    def mousePressEvent(self, event) -> None:
        """A click on a pile of won tricks peeks at the last trick (whoever's turn it is)."""
        if event.button() == Qt.MouseButton.LeftButton and self._peekable():
            point = self.mapToScene(event.position().toPoint())
            if any(p.drop_rect().contains(point) for p in (self.my_won, self.their_won)):
                self.peek_last_trick()
                event.accept()
                return
        super().mousePressEvent(event)

    # -- the last trick ----------------------------------------------------------------------

    def _peekable(self) -> bool:
        view = self.current_view
        return (view is not None and getattr(view, "last_trick", None) is not None and not view.trick
                and not self.pass_screen.isVisible() and not self.summary_panel.isVisible()
                and not self.drag.dragging)

    def peek_last_trick(self) -> bool:
        """Show the last trick face up beside its winner's pile for a moment; False if there is none."""
        if not self._peekable():
            return False
        record = self.current_view.last_trick
        pile = self.won_pile(record.winner)
        keys = tuple(c.text for c in record.cards)
        if pile.peek == keys:
            self.end_peek()
            return True
        self.end_peek()
        pile.peek = keys
        self._relayout_peek(pile, keys, True)
        self._peek_timer.start(PEEK_MS)
        return True

    def peeking(self) -> tuple[str, ...]:
        return self.my_won.peek or self.their_won.peek

    def end_peek(self) -> None:
        self._peek_timer.stop()
        for pile in (self.my_won, self.their_won):
            if pile.peek:
                keys, pile.peek = pile.peek, ()
                self._relayout_peek(pile, keys, False)

    def _relayout_peek(self, pile: WonPile, keys: tuple[str, ...], face_up: bool) -> None:
        scene = self.table_scene
        with scene.deferred():
            for key in keys:
                item = scene.find(key)
                if item is not None and item.pile is pile:
                    item.home.face_up = face_up
            pile.layout()
        items = list(pile.items)
        self.animator.enqueue(lambda: self.animator.settle([it for it in items if it.pile is pile]))

    # -- event animations -------------------------------------------------------------------------

    def animate_event(self, event) -> Any:
        kind, data = event.kind, event.data
        if kind == "trick":
            return self._animate_trick(data)
        if kind == "marriage":
            return self._animate_marriage(data)
        if kind == "flip":
            item = self.table_scene.find(getattr(data.get("card"), "text", data.get("card")))
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
        """Hold the full trick a moment (the winning card glowing), then sweep it face down to the winner."""
        winner = data.get("winner")
        pile = self.piles.get(f"won{winner}")
        items = list(self.trick.items)
        if pile is None or not items:
            return None
        cards = [getattr(c, "text", c) for c in data.get("cards", ())]
        winning = self._winning_card(cards, winner)
        hot = self.table_scene.find(winning) if winning else None
        with self.table_scene.deferred():
            for item in items:
                pile.add_item(item, False)
            self.trick.layout()
            pile.layout()
        if self.animator.factor == 0:
            return self.animator.settle(pile.items, items)
        if hot is not None:
            hot.set_state("highlight", True)
        sweep = self.animator.settle(pile.items, items)
        seq = QSequentialAnimationGroup(self)
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
                name=self.name_of(seat), n=points, suit=suit_name(suit) if isinstance(suit, Suit) else suit))
        if len(cards) < 2:
            return None
        key = getattr(cards[1], "text", cards[1])
        item = scene.find(key)
        hand = self.my_hand if seat == self.me else self.their_hand
        if item is None:
            item = hand.take_unknown()
            if item is None:
                return None
            scene.rekey(item, key)
        with scene.deferred():
            item.home.face_up = True
            if item.pile is not None:
                item.pile.layout()
        item.set_state("highlight", True)
        turn = self.animator.settle([item])
        pause = self.animator.pause_animation(MARRIAGE_PAUSE_MS)
        if turn is None and pause is None:
            return None
        seq = QSequentialAnimationGroup(self)
        for anim in (turn, pause):
            if anim is not None:
                seq.addAnimation(anim)
        seq.finished.connect(lambda: item.set_state("highlight", False))
        return seq


TABLE = SchnapsenTable
