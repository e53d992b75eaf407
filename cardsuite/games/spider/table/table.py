"""The Spider duel table (issue 5, "Table"): ten columns, the stock, the foundation and the clock.

Layout (card units, 11.6 wide, the height following the window; see :mod:`.layout`)::

    [you: score, moves]      [ 9:42 time left / deal ]      [opponent: score, moves, runs, cards, time]
    col 1  col 2  ...  col 10 (spread downwards, the face-down cards counted)
    ...                                                          col 9, col 10 stop above the stock
    [completed runs, reduced]  [Deal] [Undo] [Done] [? Hint] [Auto turn-up]      [the stock]

Everything shown comes from the seat's :class:`~.rules.SpiderView`; everything allowed comes
from its legal actions (house rule 3) -- the table never decides what may go where:

* a face-up card is dragged with the cards above it; only the legal ``Move`` actions of that
  column and count are drop targets, and they glow while dragging (anything else springs back);
* a click (or double-click) on such a card plays one of those legal moves: the table prefers a
  card of the same suit, then any card, then an empty column (presentation only);
* a click on a face-down top card plays ``TurnUp`` when it is legal; a click on the stock or the
  "Deal" button plays ``Deal``; "Undo" and "Done" are enabled exactly when they are legal;
* "Hint" (or H) shows the move the strongest bot would make from the seat's view alone, found on a
  worker thread (:mod:`cardsuite.ui.toolkit.hinting`; what it marks and says: :mod:`.hinttext`);
  first-time tips explain the duel's special rules.

The clock
    The countdown above the columns shows this seat's playing time as the host keeps it: the host
    (:class:`~cardsuite.play.MatchHost`) stamps every action with its own reading and sends the
    time-up action when the limit passes, so what this table shows never counts.  A
    :class:`~.clock.DuelClock` runs the display from the elapsed time the engine last recorded for the
    seat (``view.players[seat].elapsed_ms``, so a resumed match goes on from its last action) while the
    seat plays -- is offered a decision, from the end of the opening deal on; not while a hosted table
    waits for its players -- and says so when it reaches the limit.  While both play, the opponent's
    time on their strip runs on with it from their last recorded action; an opponent who has not
    started yet (the second player at a hot seat) stays at 0:00.

After the seat has finished, the bottom bar offers to watch the opponent's game -- a replay in the
table built from ``view.watch`` (play / pause / step / speed, live while they still play) -- and
at the end of the duel a result sheet shows both scores side by side, the breakdown, the winner,
"Watch", "New duel" and "Leave".

This module builds the table and plays its events; its parts live next to it: :mod:`.gestures`
(drags and clicks on the columns), :mod:`.layout` (where everything goes) and :mod:`.status` (the strips, the
clock, the bottom bar) are parts of the table class; the parts with state of their own are objects the
table owns: ``assist`` (:mod:`.assist`: tips, the solver's best score), ``watch`` (:mod:`.replay`:
watching the opponent) and ``duel_result`` (:mod:`.result`: the result sheet).  The items drawn on the
cloth are in :mod:`.widgets`.
"""

from __future__ import annotations

from functools import partial
from typing import Any, Sequence

from PySide6.QtCore import QParallelAnimationGroup, QPointF, Qt, QTimer
from PySide6.QtGui import QColor

from cardsuite.engine import Event
from cardsuite.qtbridge import QtDelivery
from cardsuite.translate import QT_TRANSLATE_NOOP
from cardsuite.ui.toolkit.accessibility import READ_KEY_HELP
from cardsuite.ui.toolkit.animation import BRISK
from cardsuite.ui.toolkit.cardart import CARD_ASPECT
from cardsuite.ui.toolkit.hinting import tr as hint_tr
from cardsuite.ui.toolkit.items import CardItem, card_key
from cardsuite.ui.toolkit.overlays import QuestionPanel, ResultSheet
from cardsuite.ui.toolkit.panels import TableButton, TableLabel, TextNote
from cardsuite.ui.toolkit.piles import Pile
from cardsuite.ui.toolkit.players import PlayerStrip
from cardsuite.ui.toolkit.table import GameTable, pile_top

from .assist import Assist
from .clock import DuelClock
from .gestures import ColumnGestures
from .hinttext import HintText
from .replay import Replay, ReplayWatch
from .result import DuelResult
from .sounds import SpiderCues
from ..engine.actions import DEAL, DONE, UNDO, AutoTurnUp, Done, Move
from ..engine.views import BoardView
from .speech import SpiderVoice
from .status import Status
from .layout import ME_W, OPP_W, Layout, button_width
from .widgets import (COLS_MID, COLS_RIGHT, COLUMNS, COL_Y, DEAL_STAGGER, H, MIN_FONT, RUN_STAGGER, W, ClockBadge,
                      ColumnPile, FoundationPile, FoundationView, ScoreBox, StockCaption, StockPile, WatchBar,
                      column_x, tr)


class SpiderTable(HintText, Layout, ColumnGestures, Status, GameTable):
    """The Spider duel for one seat: see the module docstring; its parts live in the modules named above."""

    TABLE_SIZE = (W, H)
    MAX_CARD_SCALE = 1.1
    """The ten columns already take the window's width: a larger card may only eat the gaps between them."""
    SOUND_CUES = SpiderCues      # what this table sounds like (cardsuite.ui.toolkit.sound)
    VOICE = SpiderVoice
    DUEL = True        # Spider practice's table (:mod:`.practice`) plays alone: no duel tips
    KEYS = (
        (QT_TRANSLATE_NOOP("KeysHelp", "Space, then Enter"),
         QT_TRANSLATE_NOOP("KeysHelp", "Pick up a run, then put it on the focused column")),
        ("D", QT_TRANSLATE_NOOP("KeysHelp", "Deal a row")),
        ("H", QT_TRANSLATE_NOOP("KeysHelp", "Show the move the strongest bot would make, and why")),
        ("Ctrl+Z", QT_TRANSLATE_NOOP("KeysHelp", "Undo")),
        READ_KEY_HELP,
    )

    # -- building ------------------------------------------------------------------------------

    def setup(self) -> None:
        scene = self.table_scene
        self.assist = Assist(self)
        self.watch = ReplayWatch(self)
        self.duel_result = DuelResult(self)
        self.columns = [ColumnPile(scene, (column_x(i), COL_Y), H - COL_Y) for i in range(COLUMNS)]
        self.stock = StockPile(scene, (COLS_RIGHT - StockPile.WIDTH, H - CARD_ASPECT), z=100)
        self.deal_pile = self.stock
        self.stock_label = StockCaption("", 13.0, bold=True, colour=QColor(255, 255, 255, 210),
                                        align=Qt.AlignmentFlag.AlignHCenter, width=StockPile.WIDTH * 100)
        self.stock_label.setZValue(400)
        scene.addItem(self.stock_label)

        self.foundation_view = FoundationView(scene.renderer)
        scene.addItem(self.foundation_view)
        self.foundation_pile = FoundationPile(scene, self.foundation_view)

        self.deal_button = self.add_button("", (0, 0))
        self.undo_button = self.add_button("", (0, 0), primary=False)
        self.done_button = self.add_button("", (0, 0), primary=False)
        self.hint_button = self.add_button("", (0, 0), primary=False)
        self.auto_button = self.add_button("", (0, 0), primary=False)
        self.auto_button.clicked.connect(self.toggle_auto_turn_up)
        for button in (self.deal_button, self.undo_button, self.done_button):
            self.bind_button(button, None)

        self.watch_button = self.add_button("", (0, 0))
        self.watch_button.clicked.connect(self.watch.start)
        self.result_button = self.add_button("", (0, 0), primary=False)
        self.result_button.clicked.connect(self.duel_result.show)
        self.skip_button = self.add_button("", (0, 0), primary=False)
        self.skip_button.clicked.connect(self.skip_to_result)
        self._skipping = False
        self._clock_floor: dict[int, int] = {}   # seat -> time noted when the table was put aside
        self.watch_button.setVisible(False)
        self.result_button.setVisible(False)
        self.skip_button.setVisible(False)
        self.side_note = TextNote(340.0, 13.0, panel=True)
        scene.addItem(self.side_note)
        self.side_note.setVisible(False)

        self.score_box = ScoreBox()
        scene.addItem(self.score_box)
        self.score_box.setZValue(9500)
        self.score_box.setVisible(False)

        self.me_strip = PlayerStrip(0, ME_W)
        self.opp_strip = PlayerStrip(1, OPP_W)
        for strip in (self.me_strip, self.opp_strip):
            scene.addItem(strip)
        self.me_strip.hover_changed.connect(self._show_score_box)
        self.clock_badge = ClockBadge()
        scene.addItem(self.clock_badge)
        self.deal_label = TableLabel("", MIN_FONT, colour=QColor(255, 255, 255, 165),
                                     align=Qt.AlignmentFlag.AlignHCenter, width=ClockBadge.WIDTH - 16)
        self.deal_label.setZValue(7050)
        scene.addItem(self.deal_label)
        self.watch_bar = WatchBar()
        scene.addItem(self.watch_bar)
        self.watch_bar.prev_button.clicked.connect(lambda: self.watch.step(-1))
        self.watch_bar.next_button.clicked.connect(lambda: self.watch.step(1))
        self.watch_bar.play_button.clicked.connect(self.watch.toggle)
        self.watch_bar.speed_button.clicked.connect(self.watch.faster)
        self.watch_bar.back_button.clicked.connect(self.watch.stop)

        self.confirm = QuestionPanel(400.0, 160.0, z=9700.0, button_width=170.0)
        scene.addItem(self.confirm)
        self.confirm.yes_button.clicked.connect(self.confirm_done)
        self.confirm.no_button.clicked.connect(self.cancel_done)
        self.confirm.visibleChanged.connect(self.refresh_hint_button)
        self.result_panel = ResultSheet()
        scene.addItem(self.result_panel)
        self.result_watch_button = self.result_panel.add_button("", False, 230)
        self.new_duel_button = self.result_panel.add_button("", True, 170)
        self.result_leave_button = self.result_panel.add_button("", False, 140)
        self.result_watch_button.clicked.connect(self.watch.start)
        self.new_duel_button.clicked.connect(self.new_game_requested)
        self.result_leave_button.clicked.connect(self.duel_result.leave)
        self.toast.setZValue(9600)

        self.clock = DuelClock(self, now=lambda: self.time_source())
        self.clock.tick.connect(self._update_clock)
        self.clock.expired.connect(self._time_up)
        self.results = QtDelivery(self)     # the searches' answers, worker thread -> GUI thread (see :mod:`.assist`)
        self.drag.drag_finished.connect(self._after_drag)
        self.animations_done.connect(self._on_animations_done)

        self._moves: dict[tuple[int, int], list[Move]] = {}
        self.shown_board: BoardView | None = None
        """The board drawn now: the seat's own, or the replay's."""
        self._refused: tuple[int, int] | None = None
        self._dragged_from: tuple[int, int] | None = None
        self._release_point: QPointF | None = None
        self._dealt = False
        self._clock_wanted = False
        self._time_up_sent = False
        self._shown_seat: int | None = None
        self._opp_time: tuple[int, float, int] | None = None   # (their last recorded ms, when seen, limit)
        self._arrange()

    def retranslate(self) -> None:
        for button, text in ((self.deal_button, tr("Deal")), (self.undo_button, tr("Undo")),
                             (self.done_button, tr("Done")),
                             (self.auto_button, tr("Auto turn-up"))):
            button.set_text(text)
            button.set_width(button_width(text))
        self.deal_button.set_width(button_width(tr("Deal"), 100))
        self.auto_button.setToolTip(tr("Your setting: turn up every face-down card as soon as it is at the top of a "
                                       "column. Off (as in the rules): you turn them up yourself, and may first use "
                                       "the column as an empty one."))
        self.deal_button.setToolTip(tr("Deal one card onto every column (allowed with empty columns too)"))
        self.undo_button.setToolTip(tr("Take back the last move (costs 1 point; never past a turn-up or a deal)"))
        self.done_button.setToolTip(tr("Finish your game now; your score counts as it stands"))
        self.hint_button.set_width(button_width(hint_tr("? Hint")))     # its texts are the shared hint's
        self.watch_button.set_text(tr("Watch the replay"))
        self.result_button.set_text(tr("Show the result"))
        self.skip_button.set_text(tr("Skip to the result"))
        self.skip_button.setToolTip(tr("The computer plays on without pausing; its clock still counts the time "
                                       "it would have taken"))
        self.result_watch_button.set_text(tr("Watch the replay"))
        self.new_duel_button.set_text(tr("New duel"))
        self.result_leave_button.set_text(tr("Leave"))
        self._arrange()
        if self.confirm.isVisible():
            self.ask_done()
        super().retranslate()

    # -- the API ---------------------------------------------------------------------------------

    @property
    def replay(self) -> Replay | None:
        """The opponent's game being watched, if it is (:class:`.replay.ReplayWatch`)."""
        return self.watch.replay

    def watching(self) -> bool:
        return self.watch.replay is not None

    def result_visible(self) -> bool:
        return self.result_panel.isVisible()

    def skip_to_result(self) -> None:
        """The opponent is a bot and we have finished: let it play on without its pauses."""
        self._skipping = True
        self.hurry_requested.emit()
        self.rerender()

    def _show_score_box(self, on: bool) -> None:
        """The score part by part, under the player's strip while the pointer is on it."""
        self.score_box.setVisible(on and self.score_box.rows != [] and self.replay is None)

    def set_players(self, names: list[str], ratings: list[int | None], seat: int | None) -> None:
        super().set_players(names, ratings, seat)
        for panel in self.panels.values():
            panel.setVisible(False)  # the strips in the top bar show the players

    def set_match_score(self, totals: Sequence[int]) -> None:
        """The duel's own scores are live on the strips; the match total only matters at the end."""
        self.match_totals = list(totals)

    def toast_home(self) -> QPointF:
        return QPointF(COLS_MID, self.table_height() * 0.55)

    def show_view(self, view: Any, events, legal: Sequence) -> None:
        seat = getattr(view, "seat", None)
        if self.current_view is not None and seat != self._shown_seat:
            self.clock.reset()
            self._dealt = False
            self._time_up_sent = False
            self.watch.end()
        self._shown_seat = seat
        super().show_view(view, self._group_events(view, list(events)), legal)

    def show_round_summary(self, summary, result, names: Sequence[str]) -> None:
        """The duel's own result sheet instead of the generic round summary."""
        self.summary_request = (summary, result, list(names))
        self.duel_result.set_result(summary, names)

    def summary_visible(self) -> bool:
        return self.result_panel.isVisible() or super().summary_visible()

    # -- gestures out --------------------------------------------------------------------------------

    def _can_act(self) -> bool:
        return (super()._can_act() and self.replay is None and not self.result_panel.isVisible()
                and not self.confirm.isVisible())

    def _gesture_action(self, action: Any) -> None:
        self.confirm.setVisible(False)
        super()._gesture_action(action)

    def _button_clicked(self, button: TableButton) -> None:
        action = button.action
        if action is None or not self._can_act():
            return
        if isinstance(action, Done):
            self.ask_done()
            return
        self.action_chosen.emit(action)

    def ask_done(self) -> None:
        """"Done" asks first: finishing cannot be taken back."""
        view = self.current_view
        if view is None or view.board is None or DONE not in self.current_legal:
            return
        self.confirm.ask(tr("Finish your game?"),
                         tr("Your score stays at {score}. You cannot play on, but you can watch {name} play "
                            "this deal.").format(score=view.board.score, name=self.name_of(1 - self.me)),
                         tr("Finish"), tr("Keep playing"))
        self.hints.set_visible(False)

    def confirm_done(self) -> None:
        self.confirm.setVisible(False)
        self.hints.set_visible(True)
        if DONE in self.current_legal and super()._can_act():
            self.action_chosen.emit(DONE)

    def cancel_done(self) -> None:
        self.confirm.setVisible(False)
        self.hints.set_visible(True)

    def keyPressEvent(self, event) -> None:
        if self.confirm.isVisible() and event.key() == Qt.Key.Key_Escape:
            self.cancel_done()
            return
        if event.key() == Qt.Key.Key_Z and event.modifiers() & Qt.KeyboardModifier.ControlModifier:
            self.key_button(self.undo_button, UNDO)
            return
        if self.replay is not None and event.key() in (Qt.Key.Key_Left, Qt.Key.Key_Right, Qt.Key.Key_Space):
            if event.key() == Qt.Key.Key_Space:
                self.watch.toggle()
            else:
                self.watch.step(1 if event.key() == Qt.Key.Key_Right else -1)
            return
        super().keyPressEvent(event)

    def mouseReleaseEvent(self, event) -> None:
        self._release_point = self.mapToScene(event.position().toPoint())
        super().mouseReleaseEvent(event)

    # -- events in -----------------------------------------------------------------------------------

    def _group_events(self, view: Any, events: list[Event]) -> list[Event]:
        """This seat's events, a move's cards, a deal and a completed run each as one animation.

        The engine sends one ``move`` per card; flying them one by one would make a long run
        crawl.  The opponent's board events (seen once this seat has finished) are not this
        table's: it shows them only in the replay.
        """
        me = getattr(view, "seat", None)
        out: list[Event] = []
        i, n = 0, len(events)

        def mine(e: Event) -> bool:
            return e.data.get("seat", me) == me

        while i < n:
            e = events[i]
            d = e.data or {}
            if e.kind in ("move", "flip", "run_complete", "undo", "score") and not mine(e):
                i += 1
                continue
            if e.kind == "move":
                src, dst = d.get("src"), d.get("dst")
                j = i
                pairs = []
                while (j < n and events[j].kind == "move" and mine(events[j])
                       and (events[j].data.get("src") == "stock" if src == "stock"
                            else (events[j].data.get("src"), events[j].data.get("dst")) == (src, dst))):
                    m = events[j].data
                    pairs.append((m.get("card"), m.get("src"), m.get("dst")))
                    j += 1
                out.append(Event("spider_fly", {"pairs": pairs, "stagger": DEAL_STAGGER if src == "stock" else 0}))
                i = j
                continue
            if e.kind == "run_complete":
                j = i + 1
                pairs = []
                while j < n and events[j].kind == "move" and events[j].data.get("dst") == "foundation":
                    m = events[j].data
                    pairs.append((m.get("card"), m.get("src"), "foundation"))
                    j += 1
                out.append(Event("spider_run", {"pairs": pairs, "seat": me}))
                i = j
                continue
            if e.kind == "undo":
                i += 1
                continue
            out.append(e)
            i += 1
        return out

    def animate_event(self, event) -> Any:
        kind, data = event.kind, event.data
        if kind == "spider_fly":
            return self._fly(data["pairs"], data.get("stagger", 0))
        if kind == "spider_run":
            self.show_message(tr("A run is complete! +26"))
            return self._fly(data["pairs"], RUN_STAGGER)
        if kind == "flip":
            return self._flip(data)
        if kind == "finished":
            seat = data.get("seat")
            if seat is not None and seat != self.me:
                reason = data.get("reason")
                if reason == "cleared":
                    text = tr("{name} has cleared every card: {score} points.")
                elif reason == "time":
                    text = tr("{name}'s time is up: {score} points.")
                else:
                    text = tr("{name} has finished with {score} points.")
                self.show_message(text.format(name=self.name_of(seat), score=data.get("score")))
            return None
        if kind == "move":
            return super().animate_event(event)
        return None

    def _fly(self, pairs: Sequence[tuple[Any, str, str]], stagger: int = 0) -> Any:
        """Move the cards of one move (or deal, or run) at once; unknown source cards are revealed on the way."""
        scene = self.table_scene
        moved: list[CardItem] = []
        touched: list[Pile] = []
        with scene.deferred():
            for card, src_name, dst_name in pairs:
                dst = self.piles.get(str(dst_name))
                src = self.piles.get(str(src_name))
                if dst is None:
                    continue
                key = card_key(card) if card is not None else None
                item = scene.reveal_from(src, key)
                if item is None:
                    continue
                if item.pile is not None:
                    touched.append(item.pile)
                dst.add_item(item, key is not None)
                touched.append(dst)
                moved.append(item)
            piles = list(dict.fromkeys(touched))
            for pile in piles:
                pile.layout()
        if not moved:
            return None
        items = [it for pile in piles for it in pile.items]
        return self.animator.settle(items, moved, stagger=stagger, pace=BRISK)

    def _flip(self, data: dict) -> Any:
        pile = self.piles.get(str(data.get("pile")))
        key = card_key(data.get("card"))
        item = self.table_scene.reveal_from(pile, key)
        if item is None:
            return None
        item.home.face_up = key is not None
        return self.animator.settle([item], pace=BRISK)

    def deal_origin(self) -> QPointF | None:
        if self.replay is not None:
            return None  # a card that reappears while stepping back fades in where it lies
        return super().deal_origin()

    def animate_diff(self, old, new, born=(), *, snap: bool = False) -> Any:
        born = list(born)
        if snap or self.animator.factor == 0 or old or len(born) < 40:
            return super().animate_diff(old, new, born, snap=snap)
        return self._opening_deal(born)

    def _opening_deal(self, born: list[CardItem]) -> Any:
        """The first view: the columns are dealt from the stock, row by row, quickly."""
        for item in self.stock.items:
            item.snap_home()
        origin = pile_top(self.stock)
        dealt = []
        for pile in self.columns:
            for k, item in enumerate(pile.items):
                dealt.append((k, self.columns.index(pile), item))
        dealt.sort(key=lambda t: (t[0], t[1]))
        items = [it for _, _, it in dealt]
        origins = {it: (origin, False) for it in items}
        group = QParallelAnimationGroup()
        settle = self.animator.settle(items, items, origins=origins, stagger=DEAL_STAGGER, pace=BRISK)
        if settle is not None:
            group.addAnimation(settle)
        leaving = self.table_scene.orphans()
        fade = self.animator.fade_out(leaving, lambda: [self.table_scene.remove_card(it) for it in leaving])
        if fade is not None:
            group.addAnimation(fade)
        return group if group.animationCount() else None

    # -- rendering -----------------------------------------------------------------------------------

    def render(self, view: Any, legal: Sequence) -> None:
        me = view.seat if view.seat is not None else 0
        for i, pile in enumerate(self.columns):
            self.register_pile(f"col{i}", pile)
            pile.set_target_highlight(False)
        self.register_pile("stock", self.stock)
        self.register_pile("foundation", self.foundation_pile)
        for item in self.table_scene.card_items():
            item.clear_states()
        self.watch.refresh(view)
        board = self.watch.board() if self.replay is not None else view.board
        self.shown_board = board
        if board is not None:
            self._reveal_new_cards(board)
            for i, pile in enumerate(self.columns):
                pile.set_cards(board.columns[i])
            self.stock.set_cards([None] * board.stock_cards)
        else:
            for pile in self.columns:
                pile.set_cards([])
            self.stock.set_cards([])
        self.foundation_pile.set_cards([])
        self.foundation_view.set_runs(board.foundation if board is not None else ())
        playing = self.replay is None and board is not None and bool(legal)
        self._render_info(view, board, me, playing)
        self._sync_clock(view, legal)
        legal = list(legal) if playing else []
        self._bind(legal)
        self._declare_gestures(board, legal)
        self.assist.show_tips(view, board, legal)
        self._schedule_auto_sync()

    def _reveal_new_cards(self, board: BoardView) -> None:
        """Cards the table has not met yet take the place of the face-down card they were, or come
        from the stock -- so a turn-up flips in place and a deal flies, also in the replay."""
        scene = self.table_scene
        stock_spare = sum(1 for it in self.stock.items if it.key is None) - board.stock_cards
        for i, pile in enumerate(self.columns):
            new = [c for c in board.up[i] if scene.find(c.text) is None]
            if not new:
                continue
            spare = sum(1 for it in pile.items if it.key is None) - board.down[i]
            for card in new:
                item = None
                if spare > 0:
                    item, spare = pile.take_unknown(), spare - 1
                elif stock_spare > 0:
                    item, stock_spare = self.stock.take_unknown(), stock_spare - 1
                if item is not None:
                    scene.rekey(item, card.text)

    def _bind(self, legal: list) -> None:
        self.bind_button(self.deal_button, DEAL if DEAL in legal else None)
        self.bind_button(self.undo_button, UNDO if UNDO in legal else None)
        self.bind_button(self.done_button, DONE if DONE in legal else None)

    def rerender(self) -> None:
        """Draw the view shown again (the replay moved, the result sheet went)."""
        if self.current_view is not None:
            self.animator.enqueue(partial(self._render_step, self.current_view, self.current_legal))

    # -- automatic turn-up: the player's own setting (RULES P-4) -------------------------------------------

    def auto_turn_up_wanted(self) -> bool:
        return bool(self.settings.get("spider_auto_turn_up", False)) if self.settings is not None else False

    def toggle_auto_turn_up(self) -> None:
        """Switch the setting (kept for later duels) and tell the game, for this seat only."""
        if self.settings is not None:
            self.settings.set("spider_auto_turn_up", not self.auto_turn_up_wanted())
        self.apply_settings(["spider_auto_turn_up"])

    def apply_settings(self, keys=None) -> None:
        super().apply_settings()
        if getattr(self, "auto_button", None) is None:
            return   # called while the table is being built
        if keys is None or "spider_auto_turn_up" in keys:
            self.auto_button.primary = self.auto_turn_up_wanted()
            self.auto_button.update()
            self._schedule_auto_sync()

    def _schedule_auto_sync(self) -> None:
        """When the seat's board and the player's setting differ, switch it once the table is idle
        (never from inside a render: sending an action renders again)."""
        view = self.current_view
        if view is not None and view.board is not None and view.auto_turn_up != self.auto_turn_up_wanted():
            QTimer.singleShot(0, self, self._sync_auto_turn_up)   # not once the table is gone

    def _sync_auto_turn_up(self) -> None:
        """The seat's board follows the player's setting: the switch is an action of the game
        (AutoTurnUp), sent when they differ and the seat may act."""
        view = self.current_view
        if view is None or view.board is None or view.seat is None or view.finished or view.over:
            return
        wanted = AutoTurnUp(self.auto_turn_up_wanted())
        if view.auto_turn_up != wanted.on and wanted in self.current_legal and self._can_act():
            self.action_chosen.emit(wanted)


TABLE = SpiderTable
