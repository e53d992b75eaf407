"""The soak harness's hands: synthetic mouse and keyboard input on a real game table, random and legal.

A :class:`Hands` plays at one table screen (a window's table, the host's or a LAN guest's) with a
seeded ``random.Random``: random gestures of every kind (clicks and double-clicks on cards, piles,
buttons, tips and felt; drags that end on a legal target, an illegal one, the felt or outside the
view; keys), and, so that matches get finished, legal moves: an action the game's easy bot would
choose, performed through the table's own gestures (its button, the card or pile a click plays it
on, a real drag onto the target that plays it) or, when no single gesture plays it, through the
keyboard path (``GameTable.key_action``, what the game's shortcut keys call).

Everything goes through real Qt events on the table's viewport (``QTest``); nothing here calls a
controller or a host.  Only what the table already shows is read (its gesture declarations, its
overlays), to aim.
"""

from __future__ import annotations

import random
from typing import Any

from PySide6.QtCore import QPoint, QPointF, QRectF, Qt
from PySide6.QtTest import QTest

from cardsuite.ui.toolkit.hints import HintBubble, HelpButton
from cardsuite.ui.toolkit.items import CardItem
from cardsuite.ui.toolkit.overlays import PassScreen, QuestionPanel, Sheet
from cardsuite.ui.toolkit.panels import TableButton

NO_MODS = Qt.KeyboardModifier.NoModifier
CTRL = Qt.KeyboardModifier.ControlModifier
SHIFT = Qt.KeyboardModifier.ShiftModifier
LEFT = Qt.MouseButton.LeftButton

# Keys every table knows (README, Keyboard), then every letter: each game's own keys are letters, so a
# random letter reaches them without naming any game.
TABLE_KEYS = [(Qt.Key.Key_Left, NO_MODS), (Qt.Key.Key_Right, NO_MODS), (Qt.Key.Key_Up, NO_MODS),
              (Qt.Key.Key_Down, NO_MODS), (Qt.Key.Key_Tab, NO_MODS), (Qt.Key.Key_Backtab, SHIFT),
              (Qt.Key.Key_Return, NO_MODS), (Qt.Key.Key_Enter, NO_MODS), (Qt.Key.Key_Space, NO_MODS),
              (Qt.Key.Key_Space, CTRL), (Qt.Key.Key_Escape, NO_MODS), (Qt.Key.Key_F1, NO_MODS),
              (Qt.Key.Key_Question, NO_MODS), (Qt.Key.Key_Return, SHIFT), (Qt.Key.Key_Z, CTRL),
              (Qt.Key.Key_F6, NO_MODS), (Qt.Key.Key_Tab, CTRL)]
LETTERS = [getattr(Qt.Key, f"Key_{c}") for c in "ABCDEFGHIJKLMNOPQRSTUVWXYZ"]


def visible(item) -> bool:
    return item.isVisible() and item.scene() is not None and item.opacity() >= 0.05


def point_in(rect: QRectF, rng: random.Random) -> QPointF:
    return QPointF(rect.left() + rng.random() * rect.width(), rect.top() + rng.random() * rect.height())


class Hands:
    """Synthetic input at one table; ``table_of()`` gives the table it plays at now (None: none shown)."""

    def __init__(self, name: str, table_of, rng: random.Random, chooser=None):
        self.name = name
        self.table_of = table_of
        self.rng = rng
        self.chooser = chooser or (lambda view, legal, r: r.choice(legal))
        self._escaped = None    # the question Esc was tried on
        self.waiting = ""       # why the last progress step found nothing to do

    # -- low-level input ------------------------------------------------------------------------------

    @staticmethod
    def vp(table, point: QPointF) -> QPoint:
        return table.mapFromScene(point)

    def click(self, table, point: QPointF, mods=NO_MODS, double: bool = False) -> None:
        where = self.vp(table, point)
        QTest.mouseClick(table.viewport(), LEFT, mods, where)
        if double:
            QTest.mouseDClick(table.viewport(), LEFT, mods, where)

    def drag_to(self, table, start: QPoint, end: QPoint, mods=NO_MODS, steps: int = 6, on_way=None) -> None:
        """Press at ``start`` (viewport), move in ``steps`` to ``end``, release there; ``on_way(table)`` after
        the first move may change the end (returns a new viewport point or None)."""
        viewport = table.viewport()
        QTest.mousePress(viewport, LEFT, mods, start)
        first = QPoint(start.x() + 12, start.y() - 12)
        QTest.mouseMove(viewport, first)
        if on_way is not None:
            end = on_way(table) or end
        for i in range(1, steps + 1):
            QTest.mouseMove(viewport, QPoint(first.x() + (end.x() - first.x()) * i // steps,
                                             first.y() + (end.y() - first.y()) * i // steps))
        QTest.mouseRelease(viewport, LEFT, mods, end)

    # -- what is on the table --------------------------------------------------------------------------

    @staticmethod
    def cards(table) -> list[CardItem]:
        return [it for it in table.table_scene.card_items() if visible(it)]

    @staticmethod
    def buttons(table) -> list[TableButton]:
        return [it for it in table.table_scene.items() if isinstance(it, TableButton) and it.isVisible()
                and (it.parentItem() is None or it.parentItem().isVisible())]

    @staticmethod
    def bubbles(table) -> list:
        return [it for it in table.table_scene.items() if isinstance(it, (HintBubble, HelpButton)) and visible(it)]

    @staticmethod
    def overlay(table):
        """The topmost overlay up (pass screen, a sheet, a question), or None."""
        up = [it for it in table.table_scene.items() if isinstance(it, (PassScreen, Sheet, QuestionPanel))
              and it.isVisible()]
        return max(up, key=lambda it: it.zValue()) if up else None

    @staticmethod
    def overlay_buttons(item) -> list[TableButton]:
        return [b for b in item.childItems() if isinstance(b, TableButton) and b.isVisible() and b.isEnabled()]

    def scene_point(self, table) -> QPointF:
        """Somewhere on the table: on a card, a button, a tip, or anywhere on the cloth."""
        roll = self.rng.random()
        cards, buttons, bubbles = self.cards(table), self.buttons(table), self.bubbles(table)
        if roll < 0.45 and cards:
            return point_in(self.rng.choice(cards).sceneBoundingRect(), self.rng)
        if roll < 0.65 and buttons:
            return point_in(self.rng.choice(buttons).sceneBoundingRect(), self.rng)
        if roll < 0.75 and bubbles:
            return point_in(self.rng.choice(bubbles).sceneBoundingRect(), self.rng)
        return point_in(table.table_scene.sceneRect(), self.rng)

    def view_point(self, table, outside: bool = False) -> QPoint:
        size = table.viewport().size()
        if outside:
            return QPoint(self.rng.choice([-40, size.width() + 40]), self.rng.randrange(-60, size.height() + 60))
        return QPoint(self.rng.randrange(max(1, size.width())), self.rng.randrange(max(1, size.height())))

    # -- random gestures -------------------------------------------------------------------------------

    def random_gesture(self) -> str:
        table = self.table_of()
        if table is None:
            return ""
        roll = self.rng.random()
        if roll < 0.30:
            mods = CTRL if self.rng.random() < 0.1 else NO_MODS
            double = self.rng.random() < 0.1
            self.click(table, self.scene_point(table), mods, double)
            return "double-click" if double else "ctrl-click" if mods == CTRL else "click"
        if roll < 0.55:
            return self.random_drag(table)
        if roll < 0.65:
            bubbles = self.bubbles(table)
            if bubbles:
                bubble = self.rng.choice(bubbles)
                if isinstance(bubble, HintBubble):
                    point = self.rng.choice([bubble.close_point(), bubble.disable_point(), QPointF(4, 4)])
                    self.click(table, bubble.mapToScene(point))
                else:
                    self.click(table, bubble.sceneBoundingRect().center())
                return "tip click"
            return self.random_key(table)
        if roll < 0.72:
            self.click(table, QPointF(table.mapToScene(self.view_point(table))))
            return "felt click"
        return self.random_key(table)

    def random_drag(self, table) -> str:
        cards = self.cards(table)
        if not cards:
            start = self.view_point(table)
        else:
            start = self.vp(table, point_in(self.rng.choice(cards).sceneBoundingRect(), self.rng))
        where = self.rng.random()
        choice = {"kind": "felt"}

        def aim(t):
            targets = list(getattr(t.drag, "_targets", {}) or {})
            if where < 0.35 and targets:
                choice["kind"] = "legal target"
                return self.vp(t, self.rng.choice(targets).drop_rect().center())
            return None

        if where < 0.55:
            end = self.vp(table, self.scene_point(table))
            choice["kind"] = "card or button"
        elif where < 0.75:
            end = self.view_point(table)
        else:
            end = self.view_point(table, outside=True)
            choice["kind"] = "outside the view"
        mods = CTRL if self.rng.random() < 0.05 else NO_MODS
        self.drag_to(table, start, end, mods, steps=self.rng.randint(1, 8), on_way=aim)
        return f"drag to {choice['kind']}"

    def random_key(self, table) -> str:
        if self.rng.random() < 0.6:
            key, mods = self.rng.choice(TABLE_KEYS)
        else:
            key, mods = self.rng.choice(LETTERS), (SHIFT if self.rng.random() < 0.1 else NO_MODS)
        QTest.keyClick(table, key, mods)
        return f"key {int(key):#x}"

    # -- moving the game on ----------------------------------------------------------------------------------

    def progress(self) -> str:
        """One step that moves the match on if anything at this table can: confirm the pass screen, answer a
        sheet or a question, or play a legal action; "" if this table cannot act now."""
        table = self.table_of()
        if table is None:
            return ""
        up = self.overlay(table)
        if isinstance(up, PassScreen):
            self.click(table, up.mapToScene(QPointF(0, 0)))
            return "pass screen"
        if isinstance(up, QuestionPanel) and self._escaped is not up and self.rng.random() < 0.7:
            self._escaped = up          # Esc closes a question the player asked for; one to answer stays
            QTest.keyClick(table, Qt.Key.Key_Escape)
            return "key escape"
        if up is not None:
            self._escaped = None
            buttons = self.overlay_buttons(up)
            if not buttons:
                return ""
            first = getattr(up, "continue_button", None)
            button = first if first in buttons and self.rng.random() < 0.9 else self.rng.choice(buttons)
            self.click(table, button.sceneBoundingRect().center())
            return "sheet button"
        if not table.can_act() or not table.current_legal:
            self.waiting = (f"waiting: {len(table.current_legal)} legal, animations idle {table.animations_idle()}, "
                            f"interactive {table._interactive}")
            return ""
        legal = list(table.current_legal)
        try:
            action = self.chooser(table.current_view, legal, self.rng)
        except Exception:               # the chooser is a bot: a bot bug is the bot tests' business
            action = self.rng.choice(legal)
        return self.perform(table, action, legal)

    def perform(self, table, action: Any, legal: list) -> str:
        """Play ``action`` through the table's gestures; the keyboard path if no single gesture plays it."""
        for button in self.buttons(table):
            if button.action == action and button.isEnabled():
                self.click(table, button.sceneBoundingRect().center())
                return "legal: button"
        gestures = table.drag.gestures.declared()
        self.rng.shuffle(gestures)
        for target, gesture in gestures:
            payload = gesture.payload
            if gesture.click_fn is not None and action in (payload, getattr(payload, "plain", None),
                                                           getattr(payload, "marry", None)):
                item = target if isinstance(target, CardItem) else (target.items[-1] if target.items else None)
                rect = item.sceneBoundingRect() if item is not None else target.marker.sceneBoundingRect()
                self.click(table, rect.center())
                return "legal: click"
        if self.rng.random() < 0.7 and self._drag_playing(table, action, legal, gestures):
            return "legal: drag"
        table.key_action(action)
        return "legal: keyboard"

    def _drag_playing(self, table, action, legal, gestures) -> bool:
        """A real drag of a draggable card onto the target that plays ``action`` (or another legal action the
        drag offers); False when the card tried offers none (it was dropped back where it was)."""
        draggable = [(t, g) for t, g in gestures if isinstance(t, CardItem) and g.targets_fn is not None
                     and visible(t)]
        if not draggable:
            return False
        item, _ = self.rng.choice(draggable)
        grab = self.grab_point(table, item)
        if grab is None:
            return False
        start = self.vp(table, grab)
        shift = grab - item.sceneBoundingRect().center()
        found = {}

        def aim(t):
            offered = [(target, a) for target, a in (getattr(t.drag, "_targets", {}) or {}).items() if a in legal]
            wanted = [pair for pair in offered if pair[1] == action] or offered
            if not wanted:
                return None
            target, _ = self.rng.choice(wanted)
            found["yes"] = True
            # the drop goes to the target the dragged cards overlap most: the grabbed card's middle onto it
            return self.vp(t, target.drop_rect().center() + shift)

        self.drag_to(table, start, start, steps=3, on_way=aim)
        return bool(found)

    def grab_point(self, table, item: CardItem) -> QPointF | None:
        """A point where a press lands on ``item`` itself (not on a card lying over it), if one is found."""
        rect = item.sceneBoundingRect()
        for _ in range(12):
            point = point_in(rect.adjusted(rect.width() * 0.1, rect.height() * 0.1,
                                           -rect.width() * 0.1, -rect.height() * 0.1), self.rng)
            hit = table.drag._hit(point)
            if hit is not None and hit[0] is item:
                return point
        return None
