"""The Spider duel table (issue 5, "Table"): ten columns, the stock, the foundation and the clock.

Layout (card units, 15 x 9.4)::

    [you: score, moves]          [ 9:42  time left ]          [opponent: score, runs, cards, time]
    col 1  col 2  ...  col 10 (spread downwards)          |  [the stock: its packets of ten]
                                                          |  [Deal]  [Undo] [Done]  [? Hint]
                                                          |  completed runs, in reduced form
                                                          |  your score, part by part

Everything shown comes from the seat's :class:`~.rules.SpiderView`; everything allowed comes
from its legal actions (house rule 3) -- the table never decides what may go where:

* a face-up card is dragged with the cards above it; only the legal ``Move`` actions of that
  column and count are drop targets, and they glow while dragging (anything else springs back);
* a click (or double-click) on such a card plays one of those legal moves: the table prefers a
  card of the same suit, then any card, then an empty column (presentation only);
* a click on a face-down top card plays ``TurnUp`` when it is legal; a click on the stock or the
  "Deal" button plays ``Deal``; "Undo" and "Done" are enabled exactly when they are legal;
* "Hint" asks the honest hint search (:func:`.bots.hint`, from the view alone) on a worker
  thread and highlights its move; first-time tips explain the duel's special rules.

The clock
    The countdown above the columns is this seat's own playing time, and the table is its one
    source: a :class:`~.clock.DuelClock` starts from the elapsed time the engine last recorded for the
    seat (``view.players[seat].elapsed_ms``, so a resumed match goes on from its last action)
    and runs on a monotonic clock while the seat plays (from the end of the opening deal on).
    Every action leaves the table stamped with ``elapsed_ms`` = that reading; when it reaches
    the time limit the table sends ``TimeUp(elapsed_ms=limit)`` itself, once.  While both play,
    the opponent's time on their strip runs on with it from their last recorded action (their
    clock runs too: a bot's while it thinks and waits, a person's on their own machine); an
    opponent who has not started yet (the second player at a hot seat) stays at 0:00.

After the seat has finished, the sidebar offers to watch the opponent's game -- a replay in the
table built from ``view.watch`` (play / pause / step / speed, live while they still play) -- and
at the end of the duel a result sheet shows both scores side by side, the breakdown, the winner,
"Watch", "New duel" and "Leave".  The items drawn on the cloth live in :mod:`.widgets`.
"""

from __future__ import annotations

import logging
import math
from concurrent.futures import Future, ThreadPoolExecutor
from dataclasses import dataclass
from functools import partial
from typing import Any, Sequence

from PySide6.QtCore import (QCoreApplication, QEasingCurve, QParallelAnimationGroup, QPauseAnimation,
                            QPointF, QPropertyAnimation, QSequentialAnimationGroup, Qt, QTimer, Signal)
from PySide6.QtGui import QColor

from cardsuite.cards import Card
from cardsuite.engine import Event
from cardsuite.ui import style
from cardsuite.ui.animation import FLY_Z
from cardsuite.ui.cardart import CARD_ASPECT
from cardsuite.ui.items import CardItem, card_key
from cardsuite.ui.overlays import QuestionPanel
from cardsuite.ui.panels import TableButton, TableLabel, TextNote
from cardsuite.ui.piles import Pile, SpreadPile
from cardsuite.ui.table import GameTable, pile_top

from .rules import (DEAL, DONE, UNDO, AutoTurnUp, BoardView, Deal, Done, Move, SpiderClock, SpiderView, TurnUp,
                    watch_frames)
from .clock import DuelClock
from .scoring import clock_text
from .widgets import (BUTTON_Y, COLS_MID, COLUMNS, COL_X, COL_Y, DEAL_STAGGER, FACE_DOWN_GAP, FACE_UP_GAP,
                      FOUNDATION_Y, H, LOW_TIME_MS, PACKET, REPLAY_MS, RUN_STAGGER, SCORE_Y, SIDE_MID, SIDE_W,
                      SIDE_X, SPEEDS, W, ClockBadge, DuelResultPanel, FoundationPile, FoundationView, PlayerStrip,
                      ScoreBox, SideResult, StockPile, WatchBar, card_label, column_x)

log = logging.getLogger(__name__)

CONTEXT = "Spider"


def tr(text: str) -> str:
    return QCoreApplication.translate(CONTEXT, text)


# ----------------------------------------------------------------------------- the table


@dataclass
class Replay:
    """The opponent's game being watched: its boards, where we are, and how it plays."""

    opponent: int
    frames: list[BoardView]
    steps: tuple
    live: bool
    index: int = 0
    playing: bool = True
    speed: float = 1.0


_POOL: ThreadPoolExecutor | None = None


def worker_pool() -> ThreadPoolExecutor:
    """One background thread for the searches every Spider table asks for (hints, the post-game oracle)."""
    global _POOL
    if _POOL is None:
        _POOL = ThreadPoolExecutor(max_workers=1, thread_name_prefix="spider-table")
    return _POOL


def _hint_search(view: SpiderView):
    """The honest hint (the medium search, from the view alone); runs on a worker thread."""
    from .bots import hint
    return hint(view)


def _oracle_score(deal_number: int, suits: int):
    from .solver import best_score
    return best_score(deal_number, suits)


class SpiderTable(GameTable):
    """The Spider duel for one seat: see the module docstring."""

    TABLE_SIZE = (W, H)

    """"New duel" on the result sheet (the main window starts one when it listens; else the table asks it)."""

    _hint_ready = Signal(object, object)
    _oracle_ready = Signal(object, object)

    # -- building ------------------------------------------------------------------------------

    def setup(self) -> None:
        scene = self.table_scene
        self.columns = [SpreadPile(scene, (column_x(i), COL_Y), direction="down", max_extent=H - COL_Y - 0.1,
                                   face_up_gap=FACE_UP_GAP, face_down_gap=FACE_DOWN_GAP, show_slot=True, z=100)
                        for i in range(COLUMNS)]
        self.stock = StockPile(scene, (SIDE_X + 0.04, COL_Y), z=100)
        self.deal_pile = self.stock
        self.stock_label = TableLabel("", 13.0, bold=True, colour=QColor(255, 255, 255, 175),
                                      align=Qt.AlignmentFlag.AlignHCenter, width=SIDE_W * 100)
        scene.addItem(self.stock_label)
        self.stock_label.setPos(SIDE_MID, COL_Y + CARD_ASPECT + 0.06)

        self.foundation_view = FoundationView(scene.renderer)
        scene.addItem(self.foundation_view)
        fw, _ = self.foundation_view.size()
        self.foundation_view.setPos(SIDE_X + (SIDE_W - fw * style.PX) / 2, FOUNDATION_Y)
        self.foundation_pile = FoundationPile(scene, self.foundation_view)

        half = (SIDE_W * 100 - 10) / 2
        self.deal_button = self.add_button(tr("Deal"), (SIDE_MID, BUTTON_Y), width=SIDE_W * 100)
        self.undo_button = self.add_button(tr("Undo"), (SIDE_X + half / 200, BUTTON_Y + 0.52), primary=False,
                                           width=half)
        self.done_button = self.add_button(tr("Done"), (SIDE_X + SIDE_W - half / 200, BUTTON_Y + 0.52),
                                           primary=False, width=half)
        self.hint_button = self.add_button(tr("? Hint"), (SIDE_X + half / 200, BUTTON_Y + 1.04), primary=False,
                                           width=half)
        self.auto_button = self.add_button(tr("Auto turn-up"), (SIDE_X + SIDE_W - half / 200, BUTTON_Y + 1.04),
                                           primary=False, width=half)
        self.auto_button.setToolTip(tr("Your setting: turn up every face-down card as soon as it is at the top of a "
                                       "column. Off (as in the rules): you turn them up yourself, and may first use "
                                       "the column as an empty one."))
        self.auto_button.clicked.connect(self.toggle_auto_turn_up)
        self.deal_button.setToolTip(tr("Deal one card onto every column (allowed with empty columns too)"))
        self.undo_button.setToolTip(tr("Take back the last move (costs 1 point; never past a turn-up or a deal)"))
        self.done_button.setToolTip(tr("Finish your game now; your score counts as it stands"))
        self.hint_button.setToolTip(tr("Show a good move (H)"))
        for button in (self.deal_button, self.undo_button, self.done_button):
            self.bind_button(button, None)
        self.hint_button.clicked.connect(self.request_hint)
        self.hint_button.set_enabled(False)

        self.watch_button = self.add_button(tr("Watch the replay"), (SIDE_MID, BUTTON_Y), width=SIDE_W * 100)
        self.watch_button.clicked.connect(self.watch_opponent)
        self.result_button = self.add_button(tr("Show the result"), (SIDE_MID, BUTTON_Y + 0.52), primary=False,
                                             width=SIDE_W * 100)
        self.result_button.clicked.connect(self.show_result)
        self.skip_button = self.add_button(tr("Skip to the result"), (SIDE_MID, BUTTON_Y), primary=False,
                                           width=SIDE_W * 100)
        self.skip_button.setToolTip(tr("The computer plays on without pausing; its clock still counts the time "
                                       "it would have taken"))
        self.skip_button.clicked.connect(self.skip_to_result)
        self._skipping = False
        self._clock_floor: dict[int, int] = {}   # seat -> time noted when the table was put aside
        self.watch_button.setVisible(False)
        self.result_button.setVisible(False)
        self.skip_button.setVisible(False)
        self.side_note = TextNote(SIDE_W * 100, 14.0, panel=True)
        scene.addItem(self.side_note)
        self.side_note.setPos(SIDE_X, BUTTON_Y - 0.3)
        self.side_note.setVisible(False)

        self.score_box = ScoreBox()
        scene.addItem(self.score_box)
        self.score_box.setPos(SIDE_X, SCORE_Y)

        self.me_strip = PlayerStrip(0, 372.0)
        self.opp_strip = PlayerStrip(1, 560.0)
        for strip in (self.me_strip, self.opp_strip):
            scene.addItem(strip)
        self.me_strip.setPos(COL_X, 0.18)
        self.opp_strip.setPos(W - 0.3 - self.opp_strip.width * style.PX, 0.18)
        self.clock_badge = ClockBadge()
        scene.addItem(self.clock_badge)
        clock_x = (COL_X + 3.72 + W - 0.3 - 5.6) / 2
        self.clock_badge.setPos(clock_x - ClockBadge.WIDTH * style.PX / 2, 0.2)
        self.deal_label = TableLabel("", 12.0, colour=QColor(255, 255, 255, 150),
                                     align=Qt.AlignmentFlag.AlignHCenter, width=ClockBadge.WIDTH)
        self.deal_label.setToolTip(tr("Type this number into the new-game dialog to play the deal again"))
        scene.addItem(self.deal_label)
        self.deal_label.setPos(clock_x, 0.2 + (ClockBadge.HEIGHT + 6) * style.PX)
        self.watch_bar = WatchBar()
        scene.addItem(self.watch_bar)
        self.watch_bar.setPos(COL_X, 0.18)
        self.watch_bar.prev_button.clicked.connect(lambda: self.replay_step(-1))
        self.watch_bar.next_button.clicked.connect(lambda: self.replay_step(1))
        self.watch_bar.play_button.clicked.connect(self.replay_toggle)
        self.watch_bar.speed_button.clicked.connect(self.replay_faster)
        self.watch_bar.back_button.clicked.connect(self.stop_watching)

        self.confirm = QuestionPanel(400.0, 160.0, z=9700.0, button_width=170.0)
        scene.addItem(self.confirm)
        self.confirm.setPos(COLS_MID, H / 2)
        self.confirm.yes_button.clicked.connect(self.confirm_done)
        self.confirm.no_button.clicked.connect(self.cancel_done)
        self.result_panel = DuelResultPanel()
        scene.addItem(self.result_panel)
        self.result_panel.setPos(W / 2, H / 2)
        self.result_panel.watch_clicked.connect(self.watch_opponent)
        self.result_panel.new_clicked.connect(self.new_game_requested)
        self.result_panel.leave_clicked.connect(self._leave)
        self.hints.place_button(QPointF(W - 0.4, H - 0.42))
        self.toast.setZValue(9600)

        self.clock = DuelClock(self)
        self.clock.tick.connect(self._update_clock)
        self.clock.expired.connect(self._time_up)
        self._hint_ready.connect(self._on_hint, Qt.ConnectionType.QueuedConnection)
        self._oracle_ready.connect(self._on_oracle, Qt.ConnectionType.QueuedConnection)
        self.drag.drag_finished.connect(self._after_drag)
        self.animations_done.connect(self._on_animations_done)
        self._replay_timer = QTimer(self)
        self._replay_timer.timeout.connect(self._replay_tick)

        self.replay: Replay | None = None
        self.hinted: tuple[BoardView, Any] | None = None
        self._hint_pending: BoardView | None = None
        self._moves: dict[tuple[int, int], list[Move]] = {}
        self._board: BoardView | None = None
        self._refused: tuple[int, int] | None = None
        self._dragged_from: tuple[int, int] | None = None
        self._release_point: QPointF | None = None
        self._dealt = False
        self._clock_wanted = False
        self._time_up_sent = False
        self._result: tuple[Any, list[str]] | None = None
        self._oracle: tuple[bool, int | None] | None = None
        self._oracle_asked = False
        self._shown_seat: int | None = None
        self._opp_time: tuple[int, float, int] | None = None   # (their last recorded ms, when seen, limit)

    # -- the API ---------------------------------------------------------------------------------

    @property
    def me(self) -> int:
        view = self.current_view
        seat = getattr(view, "seat", None) if view is not None else self.seat
        return seat if seat is not None else 0

    def name_of(self, seat: int) -> str:
        if 0 <= seat < len(self.names) and self.names[seat]:
            return self.names[seat]
        return tr("You") if seat == self.me else tr("Opponent")

    def set_players(self, names: list[str], ratings: list[int | None], seat: int | None) -> None:
        super().set_players(names, ratings, seat)
        for panel in self.panels.values():
            panel.setVisible(False)  # the strips in the top bar show the players

    def set_match_score(self, totals: Sequence[int]) -> None:
        """The duel's own scores are live on the strips; the match total only matters at the end."""
        self.match_totals = list(totals)

    def show_message(self, text: str) -> None:
        super().show_message(text)
        self.toast.setPos(COLS_MID, H * 0.55)

    def show_view(self, view: Any, events, legal: Sequence) -> None:
        seat = getattr(view, "seat", None)
        if self.current_view is not None and seat != self._shown_seat:
            self.clock.reset()
            self._dealt = False
            self._time_up_sent = False
            self.hinted = None
            if self.replay is not None:
                self._end_replay()
        self._shown_seat = seat
        super().show_view(view, self._group_events(view, list(events)), legal)

    def show_round_summary(self, summary, result, names: Sequence[str]) -> None:
        """The duel's own result sheet instead of the generic round summary."""
        self._result = (summary, list(names))
        self.animator.enqueue(self._raise_result)

    def summary_visible(self) -> bool:
        return self.result_panel.isVisible() or super().summary_visible()

    def clock_ms(self) -> int:
        return self.clock.elapsed_ms()

    def stamp(self, action: Any) -> Any:
        """The action as it leaves the table: with this seat's playing time (see the module docstring)."""
        return SpiderClock(self.clock.limit_ms).stamp(action, self.clock.elapsed_ms())

    # -- gestures out --------------------------------------------------------------------------------

    def _can_act(self) -> bool:
        return (super()._can_act() and self.replay is None and not self.result_panel.isVisible()
                and not self.confirm.isVisible())

    def _gesture_action(self, action: Any) -> None:
        self.confirm.setVisible(False)
        super()._gesture_action(self.stamp(action))

    def _button_clicked(self, button: TableButton) -> None:
        action = button.action
        if action is None or not self._can_act():
            return
        if isinstance(action, Done):
            self.ask_done()
            return
        self.action_chosen.emit(self.stamp(action))

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
            self.action_chosen.emit(self.stamp(DONE))

    def cancel_done(self) -> None:
        self.confirm.setVisible(False)
        self.hints.set_visible(True)

    def _time_up(self) -> None:
        """The clock ran out: the seat is finished as if it had pressed Done (RULES P-9)."""
        view = self.current_view
        if self._time_up_sent or view is None or view.board is None or view.finished or view.over:
            return
        self._time_up_sent = True
        self.drag.cancel()
        self.confirm.setVisible(False)
        self.show_message(tr("Time is up!"))
        self.action_chosen.emit(SpiderClock(self.clock.limit_ms).time_up(self.clock.elapsed_ms()))

    def keyPressEvent(self, event) -> None:
        if self.confirm.isVisible():
            if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
                self.confirm_done()
                return
            if event.key() == Qt.Key.Key_Escape:
                self.cancel_done()
                return
        if event.key() == Qt.Key.Key_Z and event.modifiers() & Qt.KeyboardModifier.ControlModifier:
            if UNDO in self.current_legal and self._can_act():
                self.action_chosen.emit(self.stamp(UNDO))
            return
        if event.key() == Qt.Key.Key_H and not event.modifiers():
            self.request_hint()
            return
        if self.replay is not None and event.key() in (Qt.Key.Key_Left, Qt.Key.Key_Right, Qt.Key.Key_Space):
            if event.key() == Qt.Key.Key_Space:
                self.replay_toggle()
            else:
                self.replay_step(1 if event.key() == Qt.Key.Key_Right else -1)
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
                item = scene.find(key)
                if item is None and src is not None:
                    item = src.take_unknown()
                    if item is not None and key is not None:
                        scene.rekey(item, key)
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
        return self.quick_settle(items, moved, stagger)

    def _flip(self, data: dict) -> Any:
        pile = self.piles.get(str(data.get("pile")))
        key = card_key(data.get("card"))
        scene = self.table_scene
        item = scene.find(key)
        if item is None and pile is not None:
            item = pile.take_unknown()
            if item is not None:
                scene.rekey(item, key)
        if item is None:
            return None
        item.home.face_up = key is not None
        return self.quick_settle([item], [])

    def quick_settle(self, items: Sequence[CardItem], moved: Sequence[CardItem], stagger: int = 0,
                     origins: dict | None = None) -> Any:
        """Cards to their homes, briskly: a timed game cannot wait half a second for each move to land.

        ``moved`` cards fly above the rest (``stagger`` ms apart, for a deal or a run leaving);
        the others slide into their new places; a card whose side changes turns over on the way.
        """
        moved = list(moved)
        flying = set(moved)
        origins = origins or {}
        for item, (pos, face_up) in origins.items():
            item.setPos(pos)
            item.set_face_up(face_up)
        if self.animator.factor == 0:
            for item in items:
                item.snap_home()
            return None
        group = QParallelAnimationGroup(self)
        for item in items:
            item.drop_lift()
            home = item.home
            start = item.pos()
            dist = math.hypot(home.pos.x() - start.x(), home.pos.y() - start.y())
            flip = home.face_up != item.face_up
            if dist < 1e-4 and not flip:
                item.setZValue(home.z)
                continue
            fly = item in flying
            duration = self.animator.ms(min(320.0, 150.0 + 50.0 * dist) if fly else 140.0)
            one = QParallelAnimationGroup()
            if dist >= 1e-4:
                move = QPropertyAnimation(item, b"pos")
                move.setStartValue(start)
                move.setEndValue(home.pos)
                move.setDuration(duration)
                move.setEasingCurve(QEasingCurve.Type.OutCubic)
                one.addAnimation(move)
            if flip:
                one.addAnimation(self.animator.flip_animation(item, home.face_up, duration))
            item.setZValue(home.z + (FLY_Z if fly else 0.0))
            one.finished.connect(lambda it=item: it.setZValue(it.home.z))
            if stagger and fly and moved.index(item):
                seq = QSequentialAnimationGroup()
                seq.addAnimation(QPauseAnimation(self.animator.ms(stagger * moved.index(item))))
                seq.addAnimation(one)
                group.addAnimation(seq)
            else:
                group.addAnimation(one)
        return group if group.animationCount() else None

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
        group = QParallelAnimationGroup(self)
        settle = self.quick_settle(items, items, DEAL_STAGGER, origins)
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
        if self.replay is not None:
            self._refresh_replay(view)
        board = self.replay.frames[self.replay.index] if self.replay is not None else view.board
        self._board = board
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
        self._sync_clock(view)
        legal = list(legal) if playing else []
        self._bind(legal)
        self._declare_gestures(board, legal)
        self._apply_hint(board, playing)
        self._show_tips(view, board, legal)
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

    def _render_info(self, view: Any, board: BoardView | None, me: int, playing: bool) -> None:
        opp = 1 - me
        players = view.players
        mine, theirs = players[me], players[opp]
        over = view.over
        # strips
        if view.seat is None:
            status = tr("Watching")
        elif mine.finished:
            status = self._finish_text(mine)
        else:
            status = tr("Playing")
        score = board.score if board is not None and self.replay is None else mine.score
        self.me_strip.seat = me
        self.me_strip.set_content(self.name_of(me), self._rating(me), status,
                                  [(tr("Score"), str(score)), (tr("Moves"), str(mine.moves))],
                                  (104 - mine.cards_left) / 104, playing)
        if theirs.finished:
            their_status = self._finish_text(theirs)
            colour = None
        else:
            their_status = tr("Playing now") if not over else ""
            colour = QColor(155, 227, 155)
        their_elapsed = max(theirs.elapsed_ms, self._clock_floor.get(opp, 0))
        their_time = theirs.time_ms if theirs.finished and theirs.time_ms is not None else their_elapsed
        time_text = clock_text(their_time) if their_time or not theirs.moves else "\u2014"
        self.opp_strip.seat = opp
        self.opp_strip.set_content(self.name_of(opp), self._rating(opp), their_status,
                                   [(tr("Score"), str(theirs.score)), (tr("Moves"), str(theirs.moves)),
                                    (tr("Runs"), f"{theirs.runs}/8"), (tr("Cards"), str(theirs.cards_left)),
                                    (tr("Time"), time_text)],
                                   (104 - theirs.cards_left) / 104, not theirs.finished and not over,
                                   colour)
        live = view.seat is not None and not theirs.finished and not over and their_elapsed > 0
        self._opp_time = (their_elapsed, self.clock.now(), view.time_limit_ms) if live else None
        self.deal_label.set_text(self._deal_text(view))
        # stock
        if board is not None and board.stock_packets:
            n = board.stock_packets
            self.stock_label.set_text(tr("1 deal left") if n == 1 else tr("{n} deals left").format(n=n))
        elif board is not None:
            self.stock_label.set_text(tr("The stock is empty"))
        else:
            self.stock_label.set_text("")
        # score box
        if board is not None:
            rows = []
            for key, label, count, points in board.breakdown.lines():
                if key == "cleared" and not count:
                    continue
                sign = "+" if points > 0 else ("\u2212" if points < 0 else "")
                label = self._part_label(key) or QCoreApplication.translate("Scoring", label)
                rows.append((label, str(count), f"{sign}{abs(points)}"))
            title = (tr("{name}'s score").format(name=self.name_of(self.replay.opponent)) if self.replay is not None
                     else tr("Your score"))
            self.score_box.set_content(title, board.score, rows)
        self.score_box.setVisible(board is not None)
        # the sidebar: play, or what now
        finished = view.seat is not None and mine.finished
        watching = self.replay is not None
        for button in (self.deal_button, self.undo_button, self.done_button, self.hint_button, self.auto_button):
            button.setVisible(not finished and view.seat is not None)
        self.auto_button.primary = self.auto_turn_up_wanted()
        self.auto_button.update()
        self.watch_button.setVisible(finished and view.watch is not None and not watching)
        self.watch_button.set_text(tr("Watch {name}'s game").format(name=self.name_of(opp)))
        self.result_button.setVisible(over and self._result is not None and not watching)
        waiting_for_bot = finished and not over and not theirs.finished and opp in self.bot_seats
        self.skip_button.setVisible(waiting_for_bot and not watching and not self._skipping)
        if finished and not watching:
            if over:
                note = ""
            elif theirs.finished:
                note = tr("You have finished.")
            elif self._skipping:
                note = tr("You have finished with {score} points. {name} is finishing the game: {theirs} points so "
                          "far.").format(score=mine.score, name=self.name_of(opp), theirs=theirs.score)
            else:
                note = tr("You have finished with {score} points. {name} is still playing: {theirs} points so "
                          "far.").format(score=mine.score, name=self.name_of(opp), theirs=theirs.score)
            self.side_note.set_text(note)
            self.side_note.setVisible(bool(note))
            top = BUTTON_Y - 0.28
            if note:
                self.side_note.setPos(SIDE_X, top)
                top += self.side_note.height_units() + 0.12
            for button in (self.watch_button, self.skip_button, self.result_button):
                if button.isVisible():
                    button.setPos(SIDE_MID, top + 0.22)
                    top += 0.52
        else:
            self.side_note.setVisible(False)
        self.watch_bar.setVisible(watching)
        self.clock_badge.setVisible(not watching)
        self.me_strip.setVisible(not watching)
        if watching:
            self._update_watch_bar()
        self._update_clock()

    @staticmethod
    def _part_label(key: str) -> str:
        """Short names of the score's parts for the sidebar (the result sheet has the long ones)."""
        return {"turned_up": tr("Cards turned up"), "same_suit": tr("Placed on own suit"),
                "runs": tr("Completed runs"), "cleared": tr("All cards cleared"), "moves": tr("Moves"),
                "undos": tr("Undos")}.get(key, "")

    def _rating(self, seat: int) -> int | None:
        return self.ratings[seat] if 0 <= seat < len(self.ratings) else None

    @staticmethod
    def _finish_text(info) -> str:
        reason = info.reason
        when = clock_text(info.time_ms) if info.time_ms else ""
        if reason == "cleared":
            text = tr("Cleared every card!")
        elif reason == "time":
            text = tr("Time ran out")
        else:
            text = tr("Finished")
        return f"{text} \u00b7 {when}" if when else text

    def _bind(self, legal: list) -> None:
        self.bind_button(self.deal_button, DEAL if DEAL in legal else None)
        self.bind_button(self.undo_button, UNDO if UNDO in legal else None)
        self.bind_button(self.done_button, DONE if DONE in legal else None)
        self.hint_button.set_enabled(bool(legal) and self._hint_pending is None)

    def _declare_gestures(self, board: BoardView | None, legal: list) -> None:
        moves: dict[tuple[int, int], list[Move]] = {}
        turnups: set[int] = set()
        for action in legal:
            if isinstance(action, Move):
                moves.setdefault((action.src, action.count), []).append(action)
            elif isinstance(action, TurnUp):
                turnups.add(action.column)
        self._moves = moves
        if board is None or not legal:
            return
        for i, pile in enumerate(self.columns):
            items = pile.items
            n = len(items)
            movable = board.movable(i)
            for k, item in enumerate(items):
                if item.key is None:
                    continue
                count = n - k
                if count <= movable:
                    self.enable_drag(item, (i, count), self._drag_targets, click_fn=self._click_move)
                else:
                    self.enable_drag(item, (i, count), self._refuse_targets, click_fn=self._refuse_click)
            if i in turnups and items and items[-1].key is None:
                self.enable_click(items[-1], TurnUp(i), lambda a: a)
        if DEAL in legal and self.stock.items:
            self.enable_click(self.stock, DEAL, lambda a: a)

    # -- gestures in ---------------------------------------------------------------------------------

    def _drag_targets(self, payload: tuple[int, int]) -> dict:
        self._dragged_from = payload
        return {self.columns[m.dst]: m for m in self._moves.get(payload, [])}

    def best_move(self, src: int, count: int) -> Move | None:
        """The legal move a click plays for the top ``count`` cards of column ``src``.

        Presentation only, among the engine's legal moves: onto a card of the same suit (the longer
        the run there, the better), then onto any card, then into an empty column, then onto
        face-down cards; moving a whole column into an empty one comes last.
        """
        moves = self._moves.get((src, count), [])
        board = self._board
        if not moves or board is None:
            return None
        moving = board.up[src][-count]

        def rank(m: Move) -> tuple:
            up = board.up[m.dst]
            if up:
                category = 0 if up[-1].suit == moving.suit else 1
                run = board.movable(m.dst)
            else:
                whole = board.down[src] == 0 and count == len(board.up[src])
                category = 4 if whole else (2 if not board.down[m.dst] else 3)
                run = 0
            return category, -run, abs(m.dst - src), m.dst

        return min(moves, key=rank)

    def _click_move(self, payload: tuple[int, int]) -> Any:
        move = self.best_move(*payload)
        if move is None:
            card = self._card_at(*payload)
            self.show_message(tr("No column takes {card} now.").format(card=card_label(card)) if card
                              else tr("No column takes these cards now."))
        return move

    def _card_at(self, src: int, count: int) -> Card | None:
        board = self._board
        if board is None or count > len(board.up[src]):
            return None
        return board.up[src][-count]

    def _refuse_targets(self, payload: tuple[int, int]) -> dict:
        self._refused = payload
        return {}

    def _refuse_click(self, payload: tuple[int, int]) -> None:
        self.show_message(tr("Only a run of one suit in falling order moves together; take the cards above "
                             "it first."))
        return None

    def _after_drag(self, dropped: bool) -> None:
        refused, self._refused = self._refused, None
        source, self._dragged_from = self._dragged_from, None
        point, self._release_point = self._release_point, None
        if dropped:
            return
        if refused is not None:
            self._refuse_click(refused)
            return
        if source is None or point is None:
            return
        column = self.column_at(point)
        if column is not None and column != source[0]:
            card = self._card_at(*source)
            if card is not None:
                self.show_message(tr("{card} goes onto a card one rank higher, or onto a column with no face-up "
                                     "card.").format(card=card_label(card)))

    def column_at(self, point: QPointF) -> int | None:
        """The column under a point of the scene (its strip from the top of the columns down)."""
        if point.y() < COL_Y - 0.2:
            return None
        for i in range(COLUMNS):
            if column_x(i) - 0.07 <= point.x() <= column_x(i) + 1.07:
                return i
        return None

    # -- the clock ------------------------------------------------------------------------------------

    def clock_reading(self) -> int | None:
        return self.clock.elapsed_ms() if self.clock.running else None

    def restore_clock(self, seat: int, ms: int) -> None:
        self._clock_floor[seat] = int(ms)

    def _reported_ms(self, view: Any) -> int:
        """The seat's time as the engine recorded it, or as noted when the table was put aside."""
        reported = view.me.elapsed_ms if view.me is not None else 0
        return max(reported, self._clock_floor.get(view.seat, 0))

    def _sync_clock(self, view: Any) -> None:
        board = view.board
        me_info = view.me
        if board is None or me_info is None:
            self.clock.stop(0)
            self._clock_wanted = False
            return
        if me_info.finished:
            self.clock.stop(me_info.time_ms if me_info.time_ms is not None else me_info.elapsed_ms)
            self._clock_wanted = False
        else:
            self._clock_wanted = not view.over
            self.clock.sync(self._reported_ms(view), view.time_limit_ms, self._clock_wanted and self._dealt)
        self._update_clock()

    def _on_animations_done(self) -> None:
        self._schedule_auto_sync()   # the switch waits until the cards are still
        if not self._dealt and self.current_view is not None:
            self._dealt = True
            if self._clock_wanted and not self.clock.running:
                view = self.current_view
                self.clock.sync(self._reported_ms(view), view.time_limit_ms, True)

    def _update_clock(self) -> None:
        self._update_opponent_time()
        view = self.current_view
        if view is None or view.me is None:
            self.clock_badge.set_content(tr("Time"), "", "stopped")
            return
        if view.me.finished:
            self.clock_badge.set_content(tr("Your time"), clock_text(self.clock.elapsed_ms()), "stopped")
            return
        left = self.clock.remaining_ms()
        shown = clock_text(left + 999)  # counts down in whole seconds, 0:00 only at the end
        if left <= 0:
            shown = "0:00"
        state = "low" if left < LOW_TIME_MS else ("run" if self.clock.running else "stopped")
        self.clock_badge.set_content(tr("Time left"), shown, state)

    def _update_opponent_time(self) -> None:
        """While both play, the opponent's time runs on from their last action (see "The clock")."""
        if self._opp_time is None or not self.clock.running:
            return
        base_ms, seen, limit_ms = self._opp_time
        ms = min(limit_ms, base_ms + int((self.clock.now() - seen) * 1000))
        self.opp_strip.set_stat(tr("Time"), clock_text(ms))

    # -- hints -------------------------------------------------------------------------------------------

    def request_hint(self) -> bool:
        """Ask the honest hint search (off the GUI thread); its move is highlighted when it answers."""
        view = self.current_view
        if (view is None or view.board is None or self.replay is not None or self._hint_pending is not None
                or not self._can_act()):
            return False
        board = view.board
        self._hint_pending = board
        self.hint_button.set_text(tr("Thinking\u2026"))
        self.hint_button.set_enabled(False)
        future = worker_pool().submit(_hint_search, view)
        future.add_done_callback(lambda f, b=board: self._deliver("_hint_ready", b, f))
        return True

    def _deliver(self, signal: str, key, future: Future) -> None:
        """Worker thread: hand a result to the GUI thread (the table may be gone by now)."""
        try:
            getattr(self, signal).emit(key, future)
        except RuntimeError:
            pass

    def _on_hint(self, board: BoardView, future: Future) -> None:
        self._hint_pending = None
        self.hint_button.set_text(tr("? Hint"))
        self.hint_button.set_enabled(bool(self.current_legal) and self.replay is None)
        if future.cancelled():
            return
        exc = future.exception()
        if exc is not None:
            log.error("the Spider hint failed: %s", exc)
            return
        view = self.current_view
        if view is None or view.board != board or self.replay is not None:
            return  # the board changed meanwhile: that hint is for another position
        action = future.result()
        if action is None:
            self.hinted = None
            self.show_message(tr("No useful moves left: press Done to finish.") if DONE in self.current_legal
                              else tr("No useful moves left."))
            return
        self.hinted = (board, action)
        self._apply_hint(board)
        if isinstance(action, Move):
            card = board.up[action.src][-action.count]
            self.show_message(tr("Hint: move {card} to column {n}.").format(card=card_label(card), n=action.dst + 1))
        elif isinstance(action, TurnUp):
            self.show_message(tr("Hint: turn up the card in column {n}.").format(n=action.column + 1))
        elif isinstance(action, Deal):
            self.show_message(tr("Hint: deal a new row of cards."))

    def hint_items(self) -> list[Any]:
        """What the current hint highlights (cards, or a pile for an empty column)."""
        if self.hinted is None or self._board is None or self.hinted[0] != self._board:
            return []
        action = self.hinted[1]
        if isinstance(action, Move):
            src = self.columns[action.src].items[-action.count:]
            dst = self.columns[action.dst]
            return list(src) + ([dst.items[-1]] if dst.items else [dst])
        if isinstance(action, TurnUp):
            items = self.columns[action.column].items
            return items[-1:] if items else []
        if isinstance(action, Deal):
            return self.stock.items[-PACKET:]
        return []

    def _apply_hint(self, board: BoardView | None, playing: bool = True) -> None:
        if self.hinted is None:
            return
        if board is None or self.hinted[0] != board or self.replay is not None or not playing:
            self.hinted = None
            return
        action = self.hinted[1]
        items = self.hint_items()
        for k, target in enumerate(items):
            if isinstance(target, CardItem):
                moving = isinstance(action, Move) and k < action.count
                target.set_state("selected" if moving else "highlight", True)
            elif isinstance(target, Pile):
                target.set_target_highlight(True)

    # -- first-time tips ---------------------------------------------------------------------------------

    def _show_tips(self, view: Any, board: BoardView | None, legal: list) -> None:
        """At most one tip at a time, the duel's special rules first; each stays closed once its X is pressed."""
        if not legal or board is None or view.seat is None:
            return
        hints = self.hints
        opp = self.name_of(1 - view.seat)
        turnable = [i for i in range(COLUMNS) if TurnUp(i) in legal]
        candidates = []
        if board.breakdown.moves == 0 and not board.breakdown.turned_up:
            candidates.append(("spider.duel", tr(
                "A duel: {name} plays this very deal at the same time. The higher score wins; with equal scores, "
                "the one who finished sooner. Drag a card or a run, or click it to move it.").format(name=opp),
                self.opp_strip))
        if turnable and not view.auto_turn_up:
            items = self.columns[turnable[0]].items
            candidates.append(("spider.turn_up", tr(
                "An uncovered card stays face down until you click it (+2 points). Until then the column counts "
                "as empty: any card or run may go there."), items[-1] if items else self.columns[turnable[0]]))
        if DEAL in legal and (any(not board.up[i] for i in range(COLUMNS)) or board.breakdown.moves >= 8):
            candidates.append(("spider.deal", tr(
                "Deal puts one card on every column. Here you may deal at any time, even with empty columns."),
                self.deal_button))
        if board.breakdown.moves >= 1:
            candidates.append(("spider.scoring", tr(
                "Scoring: +2 for each card turned up, +2 for each card placed on its own suit (once per card), "
                "+26 for a completed run, \u22121 for each move and each undo."), self.score_box))
        for hint_id, text, anchor in candidates:
            if not hints.is_closed(hint_id) and hints.enabled:
                hints.show(hint_id, text, anchor, first_time=True)
                return

    # -- the result ---------------------------------------------------------------------------------------

    def _raise_result(self) -> None:
        if self._result is None or self.current_view is None:
            return
        if self.replay is not None:
            self._update_watch_bar()  # "Back" becomes "Result"; the sheet waits until the replay is left
            return
        summary, names = self._result
        view = self.current_view
        me = self.me
        opp = 1 - me
        players = view.players
        winner = view.winner if view.winner is not None else getattr(summary, "winner", None)
        you = view.seat is not None

        def name(seat: int) -> str:
            return names[seat] if seat < len(names) and names[seat] else self.name_of(seat)

        if winner is None:
            title = tr("The duel is a draw")
        elif winner == me and you:
            title = tr("You win the duel!")
        else:
            title = tr("{name} wins the duel").format(name=name(winner))
        scores = (players[me].score, players[opp].score)
        if view.decided_by == "time" and winner is not None:
            subtitle = tr("Equal scores: {name} finished in less time.").format(name=name(winner))
            times = [players[s].time_ms or 0 for s in (me, opp)]
            if clock_text(times[0]) == clock_text(times[1]):  # the same to the second: say by how much
                gap = abs(times[0] - times[1])
                subtitle = (tr("Equal scores: {name} finished {n} ms sooner.") if gap < 1000
                            else tr("Equal scores: {name} finished {n} s sooner.")).format(
                    name=name(winner), n=gap if gap < 1000 else f"{gap / 1000:.1f}")
        elif view.decided_by == "draw" or winner is None:
            subtitle = tr("Equal scores in the same time.")
        else:
            subtitle = tr("{a} points to {b}").format(a=max(scores), b=min(scores))
        sides = []
        for seat in (me, opp):
            info = players[seat]
            runs = tr("1 run") if info.runs == 1 else tr("{n} runs").format(n=info.runs)
            sides.append(SideResult(seat, name(seat), info.score,
                                    f"{runs} \u00b7 {self._finish_text(info)}", seat == winner))
        rows = []
        score_row = None
        for label, values in getattr(summary, "lines", ()):
            values = tuple(values)
            if len(values) >= 2:
                row = (QCoreApplication.translate("Scoring", label), (values[me], values[opp]))
                if label == "Score":
                    score_row = row
                else:
                    rows.append(row)
        if score_row is not None:
            rows.append(score_row)  # the total last, in bold
        watch_text = tr("Watch {name}'s game").format(name=name(opp)) if view.watch is not None else None
        self.result_panel.set_content(title, subtitle, sides, rows, self._oracle_note(), watch_text)
        self.result_panel.setVisible(True)
        self.result_button.setVisible(False)
        self.confirm.setVisible(False)
        self.hints.set_visible(False)
        self.drag.cancel()
        self._ask_oracle()

    def show_result(self) -> None:
        """Bring the result sheet back (after watching the replay)."""
        if self._result is None:
            return
        if self.replay is not None:
            self._end_replay()
            self._rerender()
        self.animator.enqueue(self._raise_result)

    def result_visible(self) -> bool:
        return self.result_panel.isVisible()

    def _ask_oracle(self) -> None:
        view = self.current_view
        if self._oracle_asked or view is None or view.deal_number is None or view.board is None:
            return
        self._oracle_asked = True
        future = worker_pool().submit(_oracle_score, view.deal_number, view.suits)
        future.add_done_callback(lambda f: self._deliver("_oracle_ready", None, f))

    def _on_oracle(self, _key, future: Future) -> None:
        if future.cancelled() or future.exception() is not None:
            return
        self._oracle = future.result()
        self.result_panel.set_note(self._oracle_note())

    @staticmethod
    def _deal_text(view: SpiderView | None) -> str:
        """"Deal #N · 1 suit": the number that replays this deal from the new-game dialog."""
        if view is None or view.deal_number is None:
            return ""
        suits = tr("1 suit") if view.suits == 1 else tr("{n} suits").format(n=view.suits)
        return tr("Deal #{number}").format(number=view.deal_number) + " \u00b7 " + suits

    def _oracle_note(self) -> str:
        """The deal's number, and once the solver has answered, how the score compares with its best."""
        view = self.current_view
        deal = self._deal_text(view)
        if self._oracle is None or view is None or view.board is None:
            return deal
        solved, best = self._oracle
        if not solved or not best:
            line = tr("The solver found no way to clear this deal.")
        elif view.board.score >= best:
            line = tr("You matched or beat the best score the solver found on this deal ({best}).").format(best=best)
        else:
            reached = max(0, round(100 * view.board.score / best))
            line = tr("The best score the solver found on this deal is {best}; you reached {pct}%.").format(
                best=best, pct=reached)
        return f"{deal}. {line}" if deal else line

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
            QTimer.singleShot(0, self._sync_auto_turn_up)

    def _sync_auto_turn_up(self) -> None:
        """The seat's board follows the player's setting: the switch is an action of the game
        (AutoTurnUp), sent when they differ and the seat may act."""
        view = self.current_view
        if view is None or view.board is None or view.seat is None or view.finished or view.over:
            return
        wanted = AutoTurnUp(self.auto_turn_up_wanted())
        if view.auto_turn_up != wanted.on and wanted in self.current_legal and self._can_act():
            self.action_chosen.emit(self.stamp(wanted))

    def skip_to_result(self) -> None:
        """The opponent is a bot and we have finished: let it play on without its pauses."""
        self._skipping = True
        self.hurry_requested.emit()
        self._rerender()

    def _leave(self) -> None:
        self.result_panel.setVisible(False)
        self.leave_requested.emit()

    # -- watching the opponent --------------------------------------------------------------------------

    def watch_opponent(self) -> bool:
        """Replay the opponent's game in the table (live while they still play)."""
        view = self.current_view
        if view is None or view.watch is None:
            return False
        watch = view.watch
        self.result_panel.setVisible(False)
        self.confirm.setVisible(False)
        self.replay = Replay(watch.opponent, watch_frames(watch), watch.steps, watch.live)
        self.hinted = None
        self.reset_cards()
        self._rerender()
        self._restart_replay_timer()
        return True

    def watching(self) -> bool:
        return self.replay is not None

    def stop_watching(self) -> None:
        if self.replay is None:
            return
        self._end_replay()
        self._rerender()
        if self.current_view is not None and self.current_view.over and self._result is not None:
            self.animator.enqueue(self._raise_result)

    def _end_replay(self) -> None:
        self.replay = None
        self._replay_timer.stop()
        self.reset_cards()

    def _rerender(self) -> None:
        if self.current_view is not None:
            self.animator.enqueue(partial(self._render_step, self.current_view, self.current_legal))

    def _refresh_replay(self, view: Any) -> None:
        replay = self.replay
        watch = getattr(view, "watch", None)
        if replay is None or watch is None:
            return
        if len(watch.steps) != len(replay.steps):
            replay.frames = watch_frames(watch)
            replay.steps = watch.steps
        replay.live = watch.live
        replay.index = min(replay.index, len(replay.frames) - 1)

    def replay_step(self, delta: int) -> None:
        replay = self.replay
        if replay is None:
            return
        replay.playing = False
        self._replay_timer.stop()
        self._go_to(replay.index + delta)

    def replay_toggle(self) -> None:
        replay = self.replay
        if replay is None:
            return
        if not replay.playing and replay.index >= len(replay.frames) - 1 and not replay.live:
            self._go_to(0)
        replay.playing = not replay.playing
        self._restart_replay_timer()
        self._update_watch_bar()

    def replay_faster(self) -> None:
        replay = self.replay
        if replay is None:
            return
        i = SPEEDS.index(replay.speed) if replay.speed in SPEEDS else 1
        replay.speed = SPEEDS[(i + 1) % len(SPEEDS)]
        self._restart_replay_timer()
        self._update_watch_bar()

    def _restart_replay_timer(self) -> None:
        replay = self.replay
        self._replay_timer.stop()
        if replay is not None and replay.playing:
            self._replay_timer.start(max(40, int(REPLAY_MS / replay.speed)))

    def _go_to(self, index: int) -> None:
        replay = self.replay
        if replay is None:
            return
        index = max(0, min(index, len(replay.frames) - 1))
        if index != replay.index:
            replay.index = index
            self._rerender()
        self._update_watch_bar()

    def _replay_tick(self) -> None:
        replay = self.replay
        if replay is None or not replay.playing or not self.animator.is_idle():
            return
        if replay.index < len(replay.frames) - 1:
            self._go_to(replay.index + 1)
        elif not replay.live:
            replay.playing = False
            self._replay_timer.stop()
            self._update_watch_bar()

    def _update_watch_bar(self) -> None:
        replay = self.replay
        if replay is None:
            return
        total = len(replay.frames) - 1
        name = self.name_of(replay.opponent)
        title = tr("Replay of {name}'s game").format(name=name)
        position = tr("Step {i} of {n}").format(i=replay.index, n=total)
        if replay.live:
            position = f"{position} \u00b7 {tr('live')}"
        frame = replay.frames[replay.index]
        position = f"{position} \u00b7 {tr('score {n}').format(n=frame.score)}"
        detail = self._step_text(replay, replay.index)
        over = self.current_view is not None and self.current_view.over
        back = tr("Result") if over else tr("Back")
        self.watch_bar.set_content(title, position, detail, replay.index / total if total else 1.0,
                                   replay.playing, replay.speed, back)

    def _step_text(self, replay: Replay, index: int) -> str:
        """What step ``index`` did, in words (index 0: the deal as it started)."""
        if index <= 0:
            return tr("The deal as it started")
        step = replay.steps[index - 1]
        before = replay.frames[index - 1]
        kind = step.type
        if kind == "move":
            up = before.up[step.src]
            card = card_label(up[-step.count]) if step.count <= len(up) else "?"
            text = (tr("{card} to column {n}") if step.count == 1 else tr("{card} and the cards on it to column {n}"))
            text = text.format(card=card, n=step.dst + 1)
        elif kind == "turn_up":
            shown = replay.frames[index].up[step.column]
            text = tr("Turned up {card} in column {n}").format(card=card_label(shown[-1]) if shown else "?",
                                                               n=step.column + 1)
        elif kind == "deal":
            text = tr("Dealt a new row")
        elif kind == "undo":
            text = tr("Took back a move")
        elif kind == "time_up":
            text = tr("Time ran out")
        else:
            text = tr("Finished")
        if step.elapsed_ms is not None:
            text = f"{clock_text(step.elapsed_ms)} \u00b7 {text}"
        return text


TABLE = SpiderTable
