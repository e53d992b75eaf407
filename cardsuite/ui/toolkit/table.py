"""GameTable: the base of every game's table.

A game's table subclasses it, builds its piles in ``setup()`` and lays out a
view in ``render(view, legal)``.  The base does the rest the same way for
every game: it plays the events of each action as animations (cards flying
pile to pile, tricks swept away), then renders the new view and animates the
difference; it turns clicks and drags into engine actions (``action_chosen``)
only when this seat has legal actions; and it owns the toast, the hint
bubbles, the player panels, the hot-seat pass screen and the round summary.
"""

from __future__ import annotations

import time
from functools import partial
from typing import Any, Callable, Iterable, Sequence

from PySide6.QtCore import QCoreApplication, QParallelAnimationGroup, QPointF, Signal
from PySide6.QtWidgets import QWidget

from .animation import Animator, moved_cards
from .drag import DragController
from .gestures import ClickFn, TargetsFn
from .hinting import TableHint
from .hints import HintManager
from .items import CardItem, card_key
from .keyboard import KeyboardFocus
from .overlays import PassScreen, Sheet, SummaryPanel
from .panels import TableButton, Toast
from .piles import Pile, TrickArea
from .players import PlayerPanel
from .scene import CardView
from .tablekeys import TableKeys
from .style import PX
from .summarytext import summary_content


def seat_of(view: Any) -> int | None:
    return getattr(view, "seat", None)


def to_move_set(view: Any) -> frozenset[int]:
    to_move = getattr(view, "to_move", None)
    if to_move is None:
        return frozenset()
    return frozenset(to_move) if isinstance(to_move, (set, frozenset)) else frozenset((to_move,))


class GameTable(TableKeys, CardView):
    """The table a game's screen is built on; see the module docstring."""

    action_chosen = Signal(object)
    continue_requested = Signal()
    leave_requested = Signal()
    new_game_requested = Signal()  # "New game" / "New duel" on a result sheet: the window asks for options
    hurry_requested = Signal()     # "let the bots finish now" (they skip their natural pauses)
    pass_confirmed = Signal()
    animations_done = Signal()
    event_played = Signal(object)  # one engine event, as its animation starts: sound and speech follow the table
    view_shown = Signal(object)    # a view, as it is drawn (after the events before it have played)
    hint_used = Signal()           # the player was shown a hint: the match is marked (statistics, unrated)

    TABLE_SIZE: tuple[float, float] = (12.0, 8.0)
    """The table in card units; the view keeps this aspect and scales it to the window."""
    KEYS: tuple[tuple[str, str], ...] = ()
    """This game's own keys for Help → Keyboard: (keys, what they do), marked for the context "KeysHelp"."""
    HINTS = False
    """The table offers the strongest bot's move (:mod:`.hinting`): its ``setup`` makes ``hint_button`` and it
    answers ``hint_marks(view, action)`` (cards to raise, piles to outline) and ``hint_reason(view, action)`` (one
    short translated sentence); it may answer ``hint_key(view)``, what a hint depends on (see :mod:`.hinting`)."""

    def __init__(self, entry, options, settings, parent: QWidget | None = None):
        super().__init__(settings, parent, size=self.TABLE_SIZE)
        self.entry = entry
        self.options = options
        self.time_source: Callable[[], float] = time.monotonic
        """What the table's display clocks read (seconds): the controller points it at the host's clock."""
        self.piles: dict[str, Pile] = {}
        self.panels: dict[int, PlayerPanel] = {}
        self.names: list[str] = []
        self.bot_seats: frozenset[int] = frozenset()
        self.ratings: list[int | None] = []
        self.seat: int | None = 0
        self.match_totals: list[int] | None = None
        self.current_view: Any = None
        self.summary_request: tuple | None = None   # the last summary's (summary, result, names), to show it anew
        self.round_review: tuple | None = None      # (record, seats, events): see set_round_review
        self.waiting_text = ""     # while a LAN table waits for its players: said on the status line instead
        self.absent: frozenset[int] = frozenset()   # seats whose LAN player dropped (set_absent)
        self.current_legal: list = []
        self.last_message = ""
        self.generation = 0          # drawings of a view so far (_render_step)
        self.deal_pile: Pile | None = None
        self._interactive = True
        self._snap_next = False
        self._bound_buttons: list[TableButton] = []
        scene = self.table_scene
        w, h = self.TABLE_SIZE

        self.animator = Animator(str(self.setting("animation_speed", "normal")), self)
        self.animator.idle.connect(self.animations_done)
        self.drag = DragController(scene, self._can_act, self._spring_back)
        scene.drag = self.drag
        self.drag.action_chosen.connect(self._gesture_action)
        self.drag.drag_started.connect(self._on_drag_started)
        self.drag.drag_finished.connect(self._on_drag_finished)
        self.scale_changed.connect(self._panels_rescaled)

        self.hints = HintManager(settings, "", parent=self)
        self.hints.attach(scene, QPointF(w - 0.36, h - 0.36))

        self.toast = Toast()
        scene.addItem(self.toast)
        self.toast.setPos(w / 2, h * 0.6)
        self.pass_screen = PassScreen()
        scene.addItem(self.pass_screen)
        self.pass_screen.setPos(w / 2, h / 2)
        self.pass_screen.confirmed.connect(self._on_pass_confirmed)
        self.summary_panel = SummaryPanel()
        scene.addItem(self.summary_panel)
        self.summary_panel.setPos(w / 2, h / 2)
        self.summary_panel.continue_clicked.connect(self._on_continue)
        self.summary_panel.leave_clicked.connect(self._on_leave)
        self.hint: TableHint | None = None
        self.hints_allowed = True      # False at a LAN table whose host did not allow hints (allow_hints)
        self.setup()
        if self.HINTS:
            self.hint = TableHint(self)
            self.hint.attach_button(self.hint_button)
            self.action_chosen.connect(self.hint.cancel)
        self.keys = KeyboardFocus(self)
        self.animator.idle.connect(self.keys.refresh)
        self.retranslate()

    # -- hooks for game tables ---------------------------------------------

    def setup(self) -> None:
        """Create the piles, buttons and panels (called once from __init__)."""

    def render(self, view: Any, legal: Sequence) -> None:
        """Lay out everything ``view`` shows and declare the gestures ``legal`` allows."""
        raise NotImplementedError

    def retranslate(self) -> None:
        """Set every text the table made once (buttons, labels, tooltips) in the current language and draw the
        view again: called once built and on a live language switch, so an open table then reads as one opened
        in that language.  A game's table sets its own texts here, then calls this."""
        self.summary_panel.retranslate()
        self.hints.retranslate()
        if self.hint is not None:
            self.hint.retranslate()
        if self.current_view is not None:
            self.show_view(self.current_view, (), self.current_legal)
        if self.summary_request is not None and self.summary_visible():
            self.show_round_summary(*self.summary_request)

    def animate_event(self, event) -> Any:
        """The animation for one engine event, or None; the default flies ``move`` events."""
        if event.kind == "move":
            return self.animate_move(event.data)
        return None

    def panel_position(self, relative: int, count: int) -> QPointF:
        """Where the panel of the player ``relative`` seats after this one goes (0 is this seat)."""
        w, h = self.TABLE_SIZE
        pw, ph = PlayerPanel.WIDTH * PX, PlayerPanel.HEIGHT * PX
        if relative == 0:
            return QPointF(0.2, h - ph - 0.2)
        return QPointF(0.2 + (relative - 1) * (pw + 0.2), 0.2)

    def deal_origin(self) -> QPointF | None:
        """Where cards that appear from nowhere (a new deal) fly in from; None fades them in."""
        if self.deal_pile is None:
            return None
        return pile_top(self.deal_pile)

    # -- the API the controller and main window use --------------------------

    def restore_clock(self, seat: int, ms: int) -> None:
        """A resumed match: ``seat``'s clock goes on from ``ms`` (time noted when the table was put aside)."""

    def set_bot_seats(self, seats) -> None:
        """The seats played by bots at this host (a table may offer to let them finish at once)."""
        self.bot_seats = frozenset(seats)

    def status_line(self) -> Any:
        """The table's "what happens now" line (a :class:`TableLabel`), if it has one: a LAN table waiting for
        its players says so there instead of naming an empty seat as the one to move."""
        return None

    def set_waiting(self, text: str) -> None:
        """While the match waits for players to sit down, ``text`` replaces the status line ("" ends it)."""
        if text == self.waiting_text:
            return
        self.waiting_text = text
        if self.current_view is not None:
            self.animator.enqueue(partial(self._render_step, self.current_view, list(self.current_legal)))

    def set_absent(self, seats) -> None:
        """The seats whose player dropped off a LAN table: while one of them is to move, the status line says
        the table waits for them (not that they think)."""
        absent = frozenset(seats)
        if absent != self.absent:
            self.absent = absent
            if self.current_view is not None:
                self.animator.enqueue(partial(self._render_step, self.current_view, list(self.current_legal)))

    def set_players(self, names: list[str], ratings: list[int | None], seat: int | None) -> None:
        """Names and ratings for the panels; ``seat`` is whose eyes this screen is.  A view already shown is
        drawn again when a name changed (a player sat down at a LAN table), so its texts name them."""
        renamed = self.current_view is not None and list(names) != self.names
        self.names, self.ratings, self.seat = list(names), list(ratings), seat
        for i, name in enumerate(self.names):
            panel = self.panels.get(i)
            if panel is None:
                panel = PlayerPanel(i)
                self.table_scene.addItem(panel)
                self.panels[i] = panel
                panel.resized.connect(self.place_panels)
            panel.set_player(name, self.ratings[i] if i < len(self.ratings) else None)
        self.place_panels()
        if renamed:
            self.animator.enqueue(partial(self._render_step, self.current_view, list(self.current_legal)))

    def panel_max_width(self, relative: int, count: int) -> float:
        """The widest (design pixels) the plate of the player ``relative`` seats on may grow to show its texts
        whole, as the table's room beside it allows; a table with less room says less."""
        return PlayerPanel.MAX_WIDTH

    def place_panels(self) -> None:
        """Each plate where :meth:`panel_position` puts one of the standard size, grown as its texts need
        (:meth:`PlayerPanel.place`)."""
        count = len(self.names)
        me = self.seat if self.seat is not None else 0
        for i, panel in self.panels.items():
            relative = (i - me) % max(count, 1)
            panel.set_max_width(self.panel_max_width(relative, count))
            panel.place(self.panel_position(relative, count), self.TABLE_SIZE)

    def _panels_rescaled(self, _scale: float = 0.0) -> None:
        """The text floor moved with the window's size: the plates measure again and are placed again."""
        for panel in self.panels.values():
            panel.relayout()
        self.place_panels()

    @property
    def me(self) -> int:
        """Whose eyes this screen is: the shown view's seat, else the one given with the players (0 for a spectator)."""
        seat = seat_of(self.current_view) if self.current_view is not None else self.seat
        return seat if seat is not None else 0

    def name_of(self, seat: int) -> str:
        """A seat's player name, or "You" / "Opponent" when the table was given none."""
        if 0 <= seat < len(self.names) and self.names[seat]:
            return self.names[seat]
        if seat == self.me:
            return QCoreApplication.translate("Table", "You")
        return QCoreApplication.translate("Table", "Opponent")

    def panel(self, seat: int) -> PlayerPanel | None:
        return self.panels.get(seat)

    def set_match_score(self, totals: Sequence[int]) -> None:
        """The match score per seat (shown on the panels and in the round summary)."""
        self.match_totals = list(totals)
        for i, panel in self.panels.items():
            if i < len(self.match_totals):
                panel.set_score(self.match_totals[i])

    def set_match_id(self, match_id: str) -> None:
        """Which match the closed hints belong to."""
        self.hints.set_match_id(match_id)

    def show_view(self, view: Any, events: Iterable, legal: Sequence) -> None:
        """Animate ``events``, then render ``view``; gestures are accepted only if ``legal`` is not empty."""
        self.animator.speed = str(self.setting("animation_speed", "normal"))
        if self.current_view is not None and seat_of(view) != seat_of(self.current_view):
            self.reset_cards()
        self.current_view, self.current_legal = view, list(legal)
        if self.hint is not None:
            self.hint.view_changed(view)    # a new position: a hint asked or shown for the last one is gone
        if not self.current_legal:
            self.drag.cancel()
        for event in events:
            self.animator.enqueue(partial(self._event_step, event))
        self.animator.enqueue(partial(self._render_step, view, list(legal)))

    def show_message(self, text: str) -> None:
        """A brief toast in the middle of the table (or as near it as a shown tip leaves room for)."""
        self.last_message = text
        self.toast.show_text(text)
        self.toast.setPos(self.toast_home())
        self.toast.setPos(self.hints.spot_beside_tips(self.toast))

    def toast_home(self) -> QPointF:
        """Where a toast's middle goes when no tip is in the way."""
        w, h = self.TABLE_SIZE
        return QPointF(w / 2, h * 0.6)

    def show_pass_screen(self, name: str) -> None:
        """Hot seat: once the last move has played, hide every card behind "pass the screen to <name>"."""
        self.animator.enqueue(partial(self._raise_pass_screen, name))

    def pass_screen_visible(self) -> bool:
        return self.pass_screen.isVisible()

    def show_round_summary(self, summary, result, names: Sequence[str]) -> None:
        """The round's breakdown and Continue / Leave; when ``result`` is set, the match's end and Close."""
        self.summary_request = (summary, result, list(names))
        self.animator.enqueue(partial(self._raise_summary, summary, result, list(names)))

    def set_round_review(self, record: Any, seats: Sequence[int] = (), events: Sequence | None = None) -> None:
        """The finished round's record and this screen's seats, for a game that looks back from its summary (the
        Schnapsen coach; None: not here); a LAN guest gives no actions but ``events``, all its seat was shown."""
        self.round_review = ((record, tuple(seats), None if events is None else tuple(events))
                             if record is not None and seats else None)

    def show_stopped(self, title: str, text: str) -> None:
        """Play here has stopped for good (a LAN host left or closed its table): no gesture is taken, the view is
        drawn again without legal actions (so no clock runs), and a sheet says ``title`` and ``text`` with a Close
        button (``leave_requested``), since the table itself has nothing more to offer."""
        self.set_interactive(False)
        if self.current_view is not None:
            self.show_view(self.current_view, (), ())
        self.summary_request = None
        self.animator.enqueue(partial(self.present_summary, title, [], [], text, "", True, None))

    def summary_visible(self) -> bool:
        return self.summary_panel.isVisible()

    def set_summary_stamp(self, text: str, ok: bool = True) -> None:
        """A seal on every result sheet of this table, the round's and the game's own ("" removes it)."""
        for item in self.table_scene.items():
            if isinstance(item, Sheet):
                item.set_stamp(text, ok)

    def set_interactive(self, interactive: bool) -> None:
        """Allow or refuse gestures regardless of the legal actions (e.g. while a dialog is up)."""
        self._interactive = interactive
        if not interactive:
            self.drag.cancel()

    def animations_idle(self) -> bool:
        return self.animator.is_idle()

    def can_act(self) -> bool:
        return self._can_act()

    # -- helpers for game tables --------------------------------------------

    def register_pile(self, name: str, pile: Pile) -> Pile:
        """Name a pile as the engine's events do ("hand0", "talon", "trick"...), so moves can fly."""
        self.piles[name] = pile
        return pile

    def enable_drag(self, item: CardItem, payload: Any, targets_fn: TargetsFn, click_fn: ClickFn | None = None,
                    double_fn: ClickFn | None = None) -> None:
        """``item`` may be dragged; ``targets_fn(payload)`` gives {target: action}; ``click_fn`` plays it by a click,
        ``double_fn`` by a double-click (after the click, when that played nothing)."""
        self.drag.enable_drag(item, payload, targets_fn, click_fn, double_fn)

    def enable_click(self, target: CardItem | Pile, payload: Any, click_fn: ClickFn) -> None:
        """A click on ``target`` (a card or a whole pile) plays ``click_fn(payload)`` if that is not None."""
        self.drag.enable_click(target, payload, click_fn)

    def add_button(self, text: str, pos: QPointF | tuple[float, float], *, primary: bool = True,
                   width: float | None = None) -> TableButton:
        button = TableButton(text, primary=primary, width=width)
        self.table_scene.addItem(button)
        button.setPos(QPointF(*pos) if isinstance(pos, tuple) else pos)
        return button

    def bind_button(self, button: TableButton, action: Any) -> None:
        """Make ``button`` play ``action``; None (not a legal action now) disables it."""
        if button not in self._bound_buttons:
            button.clicked.connect(lambda b=button: self._button_clicked(b))
            self._bound_buttons.append(button)
        button.action = action
        button.set_enabled(action is not None)

    def _button_clicked(self, button: TableButton) -> None:
        action = button.action
        if action is not None and self._can_act():
            self.action_chosen.emit(action)

    def collect(self, pile: Pile, towards: QPointF, delay: int = 650) -> Any:
        """Sweep a pile's cards towards a point and off the table (a trick taken)."""
        items = list(pile.items)
        for item in items:
            pile.detach(item)
        pile.layout()

        def done() -> None:
            for item in items:
                if item.pile is None:
                    self.table_scene.remove_card(item)

        return self.animator.fly_away(items, towards, done, delay)

    def panel_center(self, seat: int) -> QPointF:
        panel = self.panels.get(seat)
        if panel is None:
            w, h = self.TABLE_SIZE
            return QPointF(w / 2, h / 2)
        return panel.mapToScene(QPointF(panel.plate_width / 2, panel.height / 2))

    def animate_move(self, data: dict) -> Any:
        """Fly one card from the event's ``src`` pile to its ``dst`` pile, turning it as it goes."""
        dst = self.piles.get(str(data.get("dst")))
        if dst is None or not dst.accepts_event_moves:
            return None
        src_name = str(data.get("src"))
        src = self.piles.get(src_name)
        card = data.get("card")
        key = card_key(card)
        face_up = bool(data.get("face_up", key is not None)) and key is not None
        scene = self.table_scene
        item = scene.reveal_from(src, key)
        origins, fades = {}, []
        if item is None:
            item = scene.card_item(key, False)
            if src is not None:
                origins[item] = (pile_top(src), False)
            else:
                fades.append(item)
        touched = [p for p in (item.pile, dst) if p is not None]
        with scene.deferred():
            if isinstance(dst, TrickArea):
                dst.add_play(item, dst.slot_for(src_name), face_up)
            else:
                dst.add_item(item, face_up)
            for pile in dict.fromkeys(touched):
                pile.layout()
        items = [it for pile in dict.fromkeys(touched) for it in pile.items]
        return self.animator.settle(items, [item], origins=origins, fade_in=fades)

    def reset_cards(self) -> None:
        """Clear every card (the screen now shows another seat); the next render snaps into place."""
        self.animator.finish_all()
        self.drag.cancel()
        self.drag.clear()
        self.table_scene.clear_cards()
        self._snap_next = True

    # -- internals -----------------------------------------------------------

    def allow_hints(self, allowed: bool) -> None:
        """Whether this table offers hints (a LAN table: as its host chose)."""
        self.hints_allowed = bool(allowed)
        if self.hint is not None:
            self.hint.allowed_changed()

    def _can_act(self) -> bool:
        return (self._interactive and bool(self.current_legal) and self.animator.is_idle()
                and not self.pass_screen.isVisible() and not self.summary_panel.isVisible())

    def _on_drag_started(self) -> None:
        self.hints.set_visible(False)
        self.animator.hold()

    def _on_drag_finished(self, dropped: bool) -> None:
        if not dropped:
            self.hints.set_visible(True)
        self.animator.release()

    def _gesture_action(self, action: Any) -> None:
        if (self._interactive and self.current_legal and not self.pass_screen.isVisible()
                and not self.summary_panel.isVisible()):
            self.hints.set_visible(False)
            self.action_chosen.emit(action)

    def _spring_back(self, items: list[CardItem]) -> None:
        def step() -> Any:
            return self.animator.settle([it for it in items if it.scene() is self.table_scene and it.pile])

        self.animator.enqueue(step)

    def _event_step(self, event) -> Any:
        self.event_played.emit(event)
        return self.animate_event(event)

    def _render_step(self, view: Any, legal: list) -> Any:
        scene = self.table_scene
        old = scene.card_map()
        existing = set(scene.card_items())
        self.keys.close_look()         # the cards a look laid apart go where the new view wants them
        self.generation += 1           # a new drawing: a keyboard pick is renewed on it (keys.refresh below)
        self.hints.begin_frame()
        with scene.deferred():
            self.drag.clear()
            self.render(view, legal)
            line = self.status_line()
            active = to_move_set(view)
            away = sorted(active & self.absent)
            if self.waiting_text and line is not None:
                line.set_text(self.waiting_text)
            elif away and line is not None:
                line.set_text(QCoreApplication.translate("Table", "Waiting for %1 to come back\u2026")
                              .replace("%1", ", ".join(self.name_of(seat) for seat in away)))
            for seat, panel in self.panels.items():
                panel.set_active(seat in active)
        self.hints.end_frame()
        self.hints.set_visible(not self.pass_screen.isVisible() and not self.summary_panel.isVisible())
        born = [it for it in scene.card_items() if it not in existing and it.pile is not None]
        snap, self._snap_next = self._snap_next or not existing, False   # first cards: at once, not dealt one by one
        anim = self.animate_diff(old, scene.card_map(), born, snap=snap)
        self.hints.reposition()
        self.keys.refresh()
        if self.hint is not None:
            self.hint.redrawn()
        self.view_shown.emit(view)
        return anim

    def animate_diff(self, old: dict[str, Pile], new: dict[str, Pile], born: Iterable[CardItem] = (), *,
                     snap: bool = False) -> Any:
        """Animate the table from ``old`` to ``new`` (card identity -> pile, as ``card_map`` gives).

        Cards that changed pile fly above the others; the rest slide to their
        new places; ``born`` cards (new on the table) come from ``deal_origin``
        or fade in; cards no pile holds any more fade out and leave the scene.
        """
        scene = self.table_scene
        born = [it for it in born if it.scene() is scene]
        flights = [scene.find(key) for key in moved_cards(old, new)]
        flights = [it for it in flights if it is not None and it not in born]
        placed = [it for it in scene.card_items() if it.pile is not None]
        leaving = scene.orphans()
        if snap or self.animator.factor == 0:
            for item in placed:
                item.snap_home()
            for item in leaving:
                scene.remove_card(item)
            return None
        origin = self.deal_origin()
        origins = {it: (origin, False) for it in born} if origin is not None else {}
        fades = [] if origin is not None else born
        group = QParallelAnimationGroup()
        settle = self.animator.settle(placed, flights, origins=origins, stagger=45, fade_in=fades)
        if settle is not None:
            group.addAnimation(settle)
        fade = self.animator.fade_out(leaving, lambda: [scene.remove_card(it) for it in leaving])
        if fade is not None:
            group.addAnimation(fade)
        return group if group.animationCount() else None

    def _raise_pass_screen(self, name: str) -> None:
        self.drag.cancel()
        for item in self.table_scene.card_items():
            item.setVisible(False)
        self.hints.set_visible(False)
        w, h = self.TABLE_SIZE
        self.pass_screen.setPos(w / 2, h / 2)
        self.pass_screen.show_for(name, self._table_colour)

    def _on_pass_confirmed(self) -> None:
        self.pass_confirmed.emit()
        for item in self.table_scene.card_items():
            item.setVisible(True)
        self.hints.set_visible(True)

    def _raise_summary(self, summary, result, names: list[str]) -> None:
        title, rows, text, result_text, winner = summary_content(summary, result, names, self.match_totals)
        self.present_summary(title, names, rows, text, result_text, result is not None, winner)

    def present_summary(self, title: str, names, rows, text: str, result_text: str, over: bool, winner) -> None:
        """Show the summary panel centred on the table with this content; play stops behind it."""
        self.summary_panel.set_content(title, names, rows, text, result_text, over=over, highlight=winner)
        w, h = self.TABLE_SIZE
        self.summary_panel.setPos(w / 2, h / 2)
        self.summary_panel.setVisible(True)
        self.hints.set_visible(False)
        self.drag.cancel()

    def _on_continue(self) -> None:
        self.summary_panel.setVisible(False)
        self.hints.set_visible(True)
        self.continue_requested.emit()

    def _on_leave(self) -> None:
        self.summary_panel.setVisible(False)
        self.hints.set_visible(True)
        self.leave_requested.emit()


def pile_top(pile: Pile) -> QPointF:
    """Where the top card of a pile is (or where its first card would lie)."""
    if pile.items:
        return QPointF(pile.items[-1].home.pos)
    return QPointF(pile.base_rect().topLeft())


def actions_by(legal: Iterable, key: Callable[[Any], Any]) -> dict:
    """Index legal actions by ``key(action)`` (e.g. by card), for wiring gestures to them."""
    out: dict = {}
    for action in legal:
        try:
            out.setdefault(key(action), action)
        except AttributeError:
            continue
    return out
