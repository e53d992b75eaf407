"""The Canasta table, after the StarGames sheets (000, 001): 2 players, or 4 in two partnerships.

Layout (card units, 16 x 10), every part inside the felt::

        [their known cards]  their hand (backs, upside down) [their panel]
    [red 3s]   their side's melds: one column per rank, a canasta squared up
      [stake]  [Give up]   [stock] [pile]   [Take pile | Discard]   the pile's note
               [Double]                     [Go out]                        (?)
                  status line: what to do next     [Take back]
                  the minimum still needed to open
    [red 3s]   your side's melds                                                     [History]
    [your panel]           your hand (fanned on an arc, sorted; two rows past 22 cards)   [Sort]

"Take pile" shows only while buying the pile (before drawing), "Discard" only while one hand card is
selected (after drawing).  Other hands are backs only: the cards known to be in them (taken with the
pile) are listed in a note that names the player, right against their fan, so a known hand never reads
as an open one, nor as the hand of the player whose panel is near.  The stake's
note gives the stake, its limit, who may double next (or that the table does not double) and the last
step of a double, for the whole match.

With 4 players the partner sits opposite (top), the opponents left and right with sideways backs
under their panels (their known cards under the fans); the melds, piles and text keep between those
fans; one meld zone per team.  Everything shown comes from the seat's :class:`~.views.CanastaView`; every
gesture becomes one of the engine's actions (:mod:`.gestures` says which), and a refused one comes
back with the engine's reason.  Its parts: :mod:`.gestures` (clicks, drags, buying the pile, the
questions), :mod:`.status` (panels, status line, known cards, the stake, tips), :mod:`.result` (the
round and match sheets, the pile's flight), :mod:`.hinttext` (the hint's marks and reason); the items drawn are in
:mod:`.widgets`.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QColor

from cardsuite.translate import QT_TRANSLATE_NOOP
from cardsuite.ui.toolkit.accessibility import READ_KEY_HELP
from cardsuite.ui.toolkit.cardart import CARD_ASPECT
from cardsuite.ui.toolkit.overlays import QuestionPanel
from cardsuite.ui.toolkit.panels import TableLabel, TextNote
from cardsuite.ui.toolkit.piles import FannedHand, MeldZone, StackPile
from cardsuite.ui.toolkit.players import PlayerPanel
from cardsuite.ui.toolkit.style import PX
from cardsuite.ui.toolkit.table import GameTable

from .gestures import Gestures
from .hinttext import HintText
from .history import HistoryView
from .result import Result
from .sounds import CanastaCues
from .speech import CanastaVoice
from .status import Status
from .widgets import RANK_ORDER, CanastaHand, RedThrees, SideHand, hand_order, is_wild, meld_order, tr

# the felt top to bottom (card units): the top fan, their melds, the band (piles, buttons), the status
# line, our melds, the hand; every part stays inside the 16 x 10 felt at any window size
TOP_ZONE_Y = 1.62
ZONE_H = 1.95                     # a zone's drop area
BAND_Y = 3.95
# how far a meld's column may reach: a column of 6 (7 are a squared canasta) keeps every index readable
# (gap 0.17 above, 0.22 below); ours stops short of a hand of one row where it lies below (it closes up
# there: :meth:`CanastaTable.column_room`), and reaches 2.5 beside it
TOP_COLUMN_H = BAND_Y - 0.06 - TOP_ZONE_Y
BOTTOM_COLUMN_H = 2.5
HAND_CLEAR = 0.03                 # between a column's last card and the hand under it
CLOSED_COLUMN_H = CARD_ASPECT + 5 * 0.14   # a column of 6 closed up as far as its indices stay readable
STATUS_Y = 5.4
BOTTOM_ZONE_Y = 6.1
HAND_Y = 10.0 - CARD_ASPECT - 0.36      # the fan's turned edge cards drop 0.2 and stay inside the felt
SIDE_W = CARD_ASPECT + 0.12       # a sideways fan's column, from the window edge
SIDE_Y, SIDE_H = 1.6, 4.3          # under the side plates, which take a line more in a small window
RED3_W = 2.0                      # the red 3s left of each meld zone
BUTTON_W = 150
STAKE_W = 3.6                     # the stake's note, left of Give up / Double
KNOWN_W = 3.6                     # the note of the top player's known cards, left of their fan (at most)
KNOWN_GAP = 0.12                  # a known-cards note against its player's fan
KNOWN_CLEAR = 0.5                 # ... and this far from the panel of the player beside it (4 players)
SIDE_PANEL_W = 300.0              # how wide a plate at the left edge may grow (design px): clear of the hand
SHARED_PANEL_W = 275.0            # ... the top and right plates of 4 players, side by side right of the top fan
TOP_PANEL_W = 420.0               # ... the opponent's plate of 2 players, alone right of the top fan


class CanastaTable(HintText, Result, Gestures, Status, HistoryView, GameTable):
    """Canasta for 2 or 4: see the module docstring."""

    TABLE_SIZE = (16.0, 10.0)
    SOUND_CUES = CanastaCues      # what this table sounds like (cardsuite.ui.toolkit.sound)
    VOICE = CanastaVoice
    KEYS = (
        (QT_TRANSLATE_NOOP("KeysHelp", "Space / Ctrl+Space"),
         QT_TRANSLATE_NOOP("KeysHelp", "Select or unselect the focused hand card")),
        ("Enter", QT_TRANSLATE_NOOP("KeysHelp", "On a hand card: lay it (or the selection) as a click does, or "
                                                "select it when it fits no meld; on a meld or the discard pile: put "
                                                "the selection there")),
        ("S", QT_TRANSLATE_NOOP("KeysHelp", "Draw from the stock")),
        ("P", QT_TRANSLATE_NOOP("KeysHelp", "Take the discard pile")),
        ("T", QT_TRANSLATE_NOOP("KeysHelp", "Take the pile with the cards put beside its top card")),
        ("B", QT_TRANSLATE_NOOP("KeysHelp", "Take back the cards laid this turn")),
        ("G", QT_TRANSLATE_NOOP("KeysHelp", "Go out")),
        ("D", QT_TRANSLATE_NOOP("KeysHelp", "Double the stake")),
        ("A", QT_TRANSLATE_NOOP("KeysHelp", "Ask your partner: may I go out?")),
        ("O", QT_TRANSLATE_NOOP("KeysHelp", "Sort the hand by suit or by rank")),
        ("H", QT_TRANSLATE_NOOP("KeysHelp", "Show the move the strongest bot would make, and why")),
        ("V", QT_TRANSLATE_NOOP("KeysHelp", "Spread the discard pile open to read it (V again, or Esc, closes it)")),
        ("L / Shift+Enter", QT_TRANSLATE_NOOP("KeysHelp", "Look under the focused meld, yours or the other side's "
                                                          "(again, or Esc, closes the look)")),
        ("E", QT_TRANSLATE_NOOP("KeysHelp", "The eye: point out the other side's melds")),
        ("R", QT_TRANSLATE_NOOP("KeysHelp", "The recent turns of every player (R again, or Esc, closes them)")),
        READ_KEY_HELP,
    )

    # -- building ----------------------------------------------------------------

    def setup(self) -> None:
        w, h = self.TABLE_SIZE
        scene = self.table_scene
        self.players = int(getattr(self.options, "players", 2) or 2)
        four = self.players == 4
        # the felt between the side fans (4 players) or the whole felt (2): melds, piles and text stay in it
        left, right = (SIDE_W + 0.25, w - SIDE_W - 0.25) if four else (0.25, w - 0.2)
        self.felt = (left, right)
        cx = w / 2
        # above the meld zones: a hand of two rows reaches into the bottom of our melds' columns, and there
        # it must hide a meld's lower edge, not the indices of its own back row
        self.my_hand = CanastaHand(scene, (cx, HAND_Y), max_width=9.6, spacing=0.55, arc=11.0, curve=0.2, z=1000)
        self.top_hand = FannedHand(scene, (cx, 0.14), max_width=4.0 if four else 5.5, spacing=0.26, arc=6.0,
                                   curve=0.03, upside_down=True, z=100)
        self.side_hands = {}
        if four:
            self.side_hands["left"] = SideHand(scene, (0.12, SIDE_Y), max_height=SIDE_H, z=100)
            self.side_hands["right"] = SideHand(scene, (w - 0.12 - CARD_ASPECT, SIDE_Y), max_height=SIDE_H,
                                                right=True, z=100)
        self.hints.spare_piles = [self.top_hand, *self.side_hands.values()]   # backs only: a tip may cover them
        zone_x = left + RED3_W
        zone_w = right - zone_x
        self.zones = {
            "top": MeldZone(scene, (zone_x, TOP_ZONE_Y), max_width=zone_w, card_gap=0.26, group_gap=0.12,
                            max_group_extent=TOP_COLUMN_H, empty_size=(zone_w, ZONE_H), columns=RANK_ORDER,
                            z=300),
            "bottom": MeldZone(scene, (zone_x, BOTTOM_ZONE_Y), max_width=zone_w, card_gap=0.26, group_gap=0.12,
                               max_group_extent=BOTTOM_COLUMN_H, empty_size=(zone_w, ZONE_H), columns=RANK_ORDER,
                            z=300),
        }
        self.zones["bottom"].extent_limit = self.column_room
        self.red3s = {"top": RedThrees(scene, (left, TOP_ZONE_Y + 0.3), z=200),
                      "bottom": RedThrees(scene, (left, BOTTOM_ZONE_Y + 0.3), z=200)}
        # the middle band, centred: [Give up / Double / ask]  [stock] [pile]  [Take pile / Go out / Take back]
        self.stock = StackPile(scene, (cx - 1.15, BAND_Y), count_badge=True, show_slot=True, z=50)
        self.pile = StackPile(scene, (cx + 0.15, BAND_Y), count_badge=True, show_slot=True,
                              crosswise_shift=0.0, z=50)
        self.deal_pile = self.stock

        left_x, right_x = cx - 2.15, cx + 2.25
        rows = (BAND_Y + 0.22, BAND_Y + 0.72, BAND_Y + 1.22)
        self.give_up_button = self.add_button("", (left_x, rows[0]), primary=False, width=BUTTON_W)
        self.double_button = self.add_button("", (left_x, rows[1]), primary=False, width=BUTTON_W)
        self.ask_button = self.add_button("", (left_x, rows[2]), primary=False, width=BUTTON_W)
        self.take_pile_button = self.add_button("", (right_x, rows[0]), width=BUTTON_W)
        # in Take pile's place, which shows only while buying the pile (before drawing): never both at once
        self.discard_button = self.add_button("", (right_x, rows[0]), width=BUTTON_W)
        self.discard_button.setVisible(False)
        self.go_out_button = self.add_button("", (right_x, rows[1]), width=BUTTON_W)
        self.take_back_button = self.add_button("", (right_x, rows[2]), primary=False, width=BUTTON_W)
        self.sort_button = self.add_button("", (w - 1.05, h - 0.55), primary=False, width=140)
        self.give_up_button.clicked.connect(self.ask_give_up)
        self.double_button.clicked.connect(self.ask_double)
        self.take_pile_button.clicked.connect(self.take_pile)
        self.sort_button.clicked.connect(self.toggle_sort)
        self.history_button = self.add_button("", (w - 1.05, h - 1.05), primary=False, width=140)
        self.history_button.clicked.connect(self.toggle_history)
        self.hint_button = self.add_button("", (w - 1.05, h - 1.55), primary=False, width=140)
        for button in (self.go_out_button, self.take_back_button, self.ask_button):
            self.bind_button(button, None)

        # the status line under the piles; the pile's note right of the buttons beside it
        status_w = 13.0 / PX     # a long Polish line ("Twoja kolej: kliknij zakryty stos, ...") whole at 800x600
        self.status = TableLabel("", 17.0, bold=True, colour=QColor(255, 255, 255, 230),
                                 align=Qt.AlignmentFlag.AlignHCenter, width=status_w)
        scene.addItem(self.status)
        self.status.setPos(cx, STATUS_Y)
        self.detail = TableLabel("", 14.0, colour=QColor(255, 236, 170, 230),
                                 align=Qt.AlignmentFlag.AlignHCenter, width=status_w)
        scene.addItem(self.detail)
        self.detail.setPos(cx, STATUS_Y + 0.34)
        note_left = right_x + BUTTON_W * PX / 2 + 0.2
        note_right = right - 0.55
        self.pile_note = TextNote(width=(note_right - note_left) / PX, size=13.0)   # wraps: long in Polish
        scene.addItem(self.pile_note)
        self.pile_note.setPos((note_left + note_right) / 2, BAND_Y + 0.1)

        # the cards known to be in another player's hand (taken with the pile): a note naming the player,
        # right against their fan (placed as the fan grows and shrinks: :meth:`place_known_note`); the top
        # one keeps clear of the panel at the top left (4 players: another player's)
        fan_left = cx - (2.0 if four else 2.75)
        beside = 0.12 + SIDE_PANEL_W * PX + KNOWN_CLEAR if four else 0.25
        known_w = min(KNOWN_W, fan_left - KNOWN_GAP - beside)
        self.known_notes = {"top": self._note((fan_left - KNOWN_GAP - known_w, 0.12), known_w)}
        if four:
            below = SIDE_Y + SIDE_H + KNOWN_GAP
            self.known_notes["left"] = self._note((0.12, below), SIDE_W)
            self.known_notes["right"] = self._note((w - 0.12 - SIDE_W, below), SIDE_W)
        # the stake (and its limit) left of the band's buttons, with the last answer to a double under it
        stake_right = left_x - BUTTON_W * PX / 2 - 0.25
        stake_w = min(STAKE_W, stake_right - left - 0.05)
        self.stake_note = self._note((stake_right - stake_w, BAND_Y + 0.05), stake_w)

        self.prompt = QuestionPanel(420.0, 150.0, z=9200.0, button_width=170.0)
        scene.addItem(self.prompt)
        self.prompt.setPos(w / 2, h / 2)
        self.prompt.yes_button.clicked.connect(lambda: self.answer_prompt(True))
        self.prompt.no_button.clicked.connect(lambda: self.answer_prompt(False))
        self.toast.setZValue(9600)
        self.hints.place_button(QPointF(right - 0.3, BAND_Y + 1.2))
        self.card_scale_changed()
        self.setup_gestures()
        self.setup_history()

    def card_scale_changed(self) -> None:
        """Larger cards (the "card_size" setting) reach ``grow`` past their places: the other side's melds move
        up as far (over the backs of the top hand) and their columns stop that much shorter, so the discard
        pile's top card stays readable; the status lines keep clear of the piles' grown cards, and our melds move
        down under them, further under the hand (which covers their lower edge, as it does)."""
        if getattr(self, "detail", None) is None:
            return      # the view applies its settings before the table is built: setup() calls this again
        grow = self.card_growth()
        cx = self.TABLE_SIZE[0] / 2
        self.status.setPos(cx, STATUS_Y + grow)
        self.detail.setPos(cx, STATUS_Y + 0.34 + grow)
        for place, y, extent in (("top", TOP_ZONE_Y - grow, TOP_COLUMN_H - grow),
                                 ("bottom", BOTTOM_ZONE_Y + 2 * grow, BOTTOM_COLUMN_H)):
            zone, threes = self.zones[place], self.red3s[place]
            zone.max_group_extent = extent
            zone.set_pos(zone.pos.x(), y)
            threes.set_pos(threes.pos.x(), y + 0.3)

    def _note(self, top_left: tuple[float, float], width: float) -> TextNote:
        note = TextNote(width=width / PX, size=12.0, panel=True)
        self.table_scene.addItem(note)
        note.setPos(*top_left)
        return note

    def retranslate(self) -> None:
        self.give_up_button.set_text(tr("Give up"))
        self.double_button.set_text(tr("Double"))
        self.ask_button.set_text(tr("May I go out?"))
        self.take_pile_button.set_text(tr("Take pile"))
        self.discard_button.set_text(tr("Discard"))
        self.go_out_button.set_text(tr("Go out"))
        self.take_back_button.set_text(tr("Take back"))
        self.sort_button.set_text(self.sort_text())
        self.history_button.set_text(tr("History"))
        self._history_refresh()
        self.ask_again()
        super().retranslate()

    def column_room(self, left: float, right: float) -> float | None:
        """How far down one of our meld columns from x ``left`` to ``right`` may reach: to just above the hand
        where the hand's fan lies below it (a long meld closes up instead of running under the cards), else
        as far as the zone allows (None)."""
        hand = self.my_hand.base_rect().adjusted(-0.1, 0.0, 0.1, 0.0)    # a turned edge card reaches a little out
        if right <= hand.left() or left >= hand.right():
            return None
        # a hand of two rows (past 22 cards) leaves less room than readable indices need: its back row then
        # hides the lower edge of the column's last card, never an index
        return max(hand.top() - HAND_CLEAR - BOTTOM_ZONE_Y, CLOSED_COLUMN_H)

    def place_known_note(self, place: str) -> None:
        """The known-cards note of the player at ``place`` right against their fan as it lies now: left of
        the top fan, under a side fan."""
        note = self.known_notes[place]
        if place == "top":
            rect = self.top_hand.base_rect()
            note.setPos(rect.left() - KNOWN_GAP - note.width * PX, note.pos().y())
        else:
            rect = self.side_hands[place].base_rect()
            note.setPos(note.pos().x(), rect.bottom() + KNOWN_GAP)

    def panel_max_width(self, relative: int, count: int) -> float:
        """Room for a plate to grow: mine and the left one up to the hand and the known-cards note beside
        them; with 4 players the top and the right plates share the strip right of the top fan, with 2 the
        opponent's has it alone."""
        if count == 4 and relative in (1, 2):
            return SHARED_PANEL_W
        return TOP_PANEL_W if relative else SIDE_PANEL_W

    def panel_position(self, relative: int, count: int) -> QPointF:
        """Each panel beside its player's cards: mine bottom-left, the one opposite right of the top fan,
        the side opponents' above their sideways fans."""
        w, h = self.TABLE_SIZE
        pw, ph = PlayerPanel.WIDTH * PX, (PlayerPanel.HEIGHT + 16.0) * PX
        if relative == 0:
            return QPointF(0.12, h - ph - 0.12)
        top_fan_half = (2.0 if count == 4 else 2.75) + 0.25
        beside_top = QPointF(w / 2 + top_fan_half, 0.12)
        if count == 4:
            return {1: QPointF(w - pw - 0.12, 0.12), 2: beside_top, 3: QPointF(0.12, 0.12)}[relative]
        return beside_top

    # -- rendering ---------------------------------------------------------------------

    def seat_place(self, seat: int) -> str:
        """Where a seat sits as this screen sees it: "me", "top", "left" or "right"."""
        rel = (seat - self.me) % max(self.players, 1)
        if self.players == 2:
            return "me" if rel == 0 else "top"
        return ("me", "right", "top", "left")[rel]

    def status_line(self):
        return self.status

    def render(self, view, legal) -> None:
        me = view.seat if view.seat is not None else 0
        n = view.players
        my_side = me % 2
        for item in self.table_scene.card_items():
            item.clear_states()
        hands = {"me": self.my_hand, "top": self.top_hand, **self.side_hands}
        for seat in range(n):
            pile = hands[self.seat_place(seat)]
            self.register_pile(f"hand{seat}", pile)
            if seat == me and view.seat is not None:
                continue
            # backs only: the cards the table knows this hand holds are listed beside it (:mod:`.status`),
            # never turned up in the fan, which would read as an open hand
            count = view.hand_counts[seat] if seat < len(view.hand_counts) else 0
            pile.set_cards([None] * count)
        self.register_pile("stock", self.stock)
        self.register_pile("pile", self.pile)
        zone_of = {my_side: "bottom", 1 - my_side: "top"}
        for s in (0, 1):
            self.register_pile(f"red3s{s}", self.red3s[zone_of[s]])
            self.red3s[zone_of[s]].set_cards(view.red_threes[s])

        buying = self.buying(view, legal)
        pile_cards = list(view.pile)
        top = pile_cards.pop() if buying and pile_cards else None
        pending = [c for c in self.buy_cards if c in view.hand] if buying else []
        self.buy_cards = pending
        self.stock.set_cards([None] * view.stock_count)
        # the wild card that froze the pile lies across at its own place: the cards discarded later cover it
        cross = next((c for c in pile_cards if is_wild(c)), None) if view.pile_has_wild else None
        self.pile.set_cards(pile_cards, crosswise=cross)

        in_hand = [c for c in view.hand if c not in pending]
        if view.seat is not None:
            self.my_hand.selected &= {c.text for c in in_hand}
            self.my_hand.set_cards(hand_order(in_hand, self.by_suit))
        for s in (0, 1):
            groups, markers, squared = {}, {}, []
            melds = {m.rank: m for m in view.melds[s]}
            extra_rank = top.rank if top is not None and s == my_side else None
            for rank in RANK_ORDER:
                meld = melds.get(rank)
                cards = meld_order(meld.cards, meld.canasta) if meld is not None else []
                if rank == extra_rank:
                    cards = cards + [top] + list(pending)
                if not cards:
                    continue
                groups[rank] = cards
                if meld is not None and meld.canasta and rank != extra_rank:
                    squared.append(rank)
                    markers[rank] = (tr("Canasta"), "red" if meld.canasta == "natural" else "black")
            self.zones[zone_of[s]].set_groups(groups, markers, squared)
        for item in self.my_hand.items:
            item.set_state("selected", item.key in self.my_hand.selected)
        if buying:
            for key in [top.text] + [c.text for c in pending]:
                item = self.table_scene.find(key)
                if item is not None:
                    item.set_state("highlight", True)
        self._render_info(view, legal, me, buying)
        self._render_known(view, me)
        self._declare_gestures(view, legal, me, buying)


TABLE = CanastaTable
