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

This module builds the table and lays out each view; its parts live next to it: :mod:`.gestures`
(plays, the exchange, the marriage question), :mod:`.tips` (first-time tips), :mod:`.status` (panels,
points, notes), :mod:`.result` (the round's sentences), :mod:`.coach` (what the round cost the player),
:mod:`.peek` (the last trick) and
:mod:`.animations` (the engine's events), :mod:`.hinttext` (the hint's marks and reason); the items drawn on
the cloth are in :mod:`.widgets`.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPointF, Qt, QTimer
from PySide6.QtGui import QColor

from cardsuite.translate import QT_TRANSLATE_NOOP
from cardsuite.ui.toolkit.accessibility import READ_KEY_HELP
from cardsuite.ui.toolkit.cardart import CARD_ASPECT
from cardsuite.ui.toolkit.hints import keep_clear
from cardsuite.ui.toolkit.overlays import QuestionPanel
from cardsuite.ui.toolkit.panels import TableLabel, TextNote
from cardsuite.ui.toolkit.piles import FannedHand, StackPile, TrickArea
from cardsuite.ui.toolkit.table import GameTable

from .animations import EventAnimations
from .coach import RoundCoach
from .gestures import Gestures, MarriageChoice
from .hinttext import HintText
from .peek import LastTrickPeek
from .status import NOTE_WIDTH, Status
from .result import SummarySheet
from .sounds import SchnapsenCues
from .speech import SchnapsenVoice
from .tips import Tips
from .widgets import ScorePlaque, TRICK_Y, TrumpBadge, TrumpPile, WonPile, hand_order, tr



class SchnapsenTable(HintText, Gestures, Tips, Status, SummarySheet, LastTrickPeek, EventAnimations, GameTable):
    """Schnapsen for two: see the module docstring; its parts live in the modules named above."""

    TABLE_SIZE = (11.2, 7.0)
    SOUND_CUES = SchnapsenCues      # what this table sounds like (cardsuite.ui.toolkit.sound)
    KEYS = (
        ("C", QT_TRANSLATE_NOOP("KeysHelp", "Close the talon")),
        ("X", QT_TRANSLATE_NOOP("KeysHelp", "Exchange the trump jack")),
        ("M", QT_TRANSLATE_NOOP("KeysHelp", "Lead the focused king or queen and announce its marriage")),
        ("H", QT_TRANSLATE_NOOP("KeysHelp", "Show the move the strongest bot would make, and why")),
        READ_KEY_HELP,
    )
    VOICE = SchnapsenVoice

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
                              show_slot=True, z=60)
        self.their_won = WonPile(scene, (w - 2.65, 0.22), peek_offset=(-0.55, 1.62), show_slot=True, z=60)
        self.deal_pile = self.talon

        self.trump_badge = TrumpBadge()
        scene.addItem(self.trump_badge)
        self.trump_badge.setPos(0.95, mid - 0.08)
        self.talon_note = TextNote(width=NOTE_WIDTH)
        scene.addItem(self.talon_note)
        self.note_home = QPointF(2.6, mid + CARD_ASPECT / 2 + 0.3)
        self.talon_note.setPos(self.note_home)
        self.close_button = self.add_button("", (2.4, mid + CARD_ASPECT / 2 + 0.62), primary=False)
        self.bind_button(self.close_button, None)
        self.hint_button = self.add_button("", (2.4, mid + CARD_ASPECT / 2 + 1.12), primary=False)
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
        keep_clear(self.my_points, self.their_points, self.trump_badge)
        self.hints.keep_clear_rects = [self.talon.drop_rect(), self.trump_pile.drop_rect()]
        self.hints.spare_piles = [self.their_hand]   # the opponent's hand: a tip may cover it if it must

        self.prompt = QuestionPanel(330.0, 132.0, z=9200.0, button_width=148.0)
        scene.addItem(self.prompt)
        self.prompt.setPos(w / 2, mid)
        self.prompt.yes_button.clicked.connect(lambda: self.answer_marriage(True))
        self.prompt.no_button.clicked.connect(lambda: self.answer_marriage(False))
        self.pending_marriage: MarriageChoice | None = None
        self.coach = RoundCoach(self)

        self._refused: str | None = None
        self.drag.drag_finished.connect(self._after_drag)
        self._peek_timer = QTimer(self)
        self._peek_timer.setSingleShot(True)
        self._peek_timer.timeout.connect(self.end_peek)
        self.toast.setZValue(9600)

    def retranslate(self) -> None:
        self.my_won.set_label(tr("Your tricks"))
        self.their_won.set_label(tr("Tricks"))
        self.close_button.set_text(tr("Close talon"))
        if self.prompt.isVisible() and self.pending_marriage is not None:
            self.ask_marriage(self.pending_marriage)
        super().retranslate()

    # -- small helpers ---------------------------------------------------------------

    def won_pile(self, seat: int) -> WonPile:
        return self.my_won if seat == self.me else self.their_won

    def toast_home(self) -> QPointF:
        return QPointF(self.TABLE_SIZE[0] / 2, 2.0)


    # -- rendering ---------------------------------------------------------------------

    def status_line(self):
        return self.status

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


TABLE = SchnapsenTable
