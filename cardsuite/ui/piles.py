"""Piles: where cards lie and how they overlap, in card units.

A pile holds card items and computes each one's home (position, rotation,
stacking order, side up).  It knows nothing of any game: a table hands it
the cards a view shows, and the pile reuses the items of cards it (or any
other pile) already holds, so a card that changes pile keeps its item and
can fly there.  Cards are given as ``Card``, a text code, ``None`` (a face
down card nobody may know) or ``(card, face_up)``.
"""

from __future__ import annotations

from typing import Any, Hashable, Iterable, Mapping, Sequence

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject

from . import style
from .cardart import CARD_ASPECT
from .items import CardItem, Placement, card_key
from .scene import TableScene

CARD_RECT = QRectF(0, 0, 1, CARD_ASPECT)


def card_spec(card: Any) -> tuple[str | None, bool]:
    """(identity, face up) of one card as a pile accepts it."""
    if isinstance(card, tuple):
        value, face_up = card
        return card_key(value), bool(face_up) and value is not None
    key = card_key(card)
    return key, key is not None


class PileMarker(QGraphicsObject):
    """The pile's place on the cloth: a faint slot when empty, a glow while it is a legal drop."""

    def __init__(self, pile: "Pile"):
        super().__init__()
        self.pile = pile
        self.show_slot = False
        self.label = ""
        self._rect = QRectF(CARD_RECT)
        self._glow = 0
        self.setZValue(-10)
        self.setAcceptedMouseButtons(Qt.MouseButton.LeftButton)

    def set_rect(self, rect: QRectF) -> None:
        self.prepareGeometryChange()
        self._rect = QRectF(rect)
        self.update()

    def set_glow(self, level: int) -> None:
        """0 off, 1 legal target, 2 the target the dragged cards would drop on."""
        if level != self._glow:
            self._glow = level
            self.setZValue(5000 if level else -10)
            self.update()

    def boundingRect(self) -> QRectF:
        return self._rect.adjusted(-0.12, -0.12, 0.12, 0.12)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        r = self._rect
        if self.show_slot and not self.pile.items:
            painter.setPen(QPen(QColor(255, 255, 255, 70), 0.02, Qt.PenStyle.DashLine))
            painter.setBrush(QColor(0, 0, 0, 28))
            painter.drawRoundedRect(r.adjusted(0.01, 0.01, -0.01, -0.01), 0.07, 0.07)
            if self.label:
                painter.save()
                painter.scale(style.PX, style.PX)
                painter.setPen(QColor(255, 255, 255, 110))
                painter.setFont(style.font(15, QFont.Weight.DemiBold))
                box = QRectF(r.left() / style.PX, r.top() / style.PX, r.width() / style.PX, r.height() / style.PX)
                painter.drawText(box, Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap, self.label)
                painter.restore()
        if self._glow:
            hot = self._glow > 1
            for width, alpha in ((0.16, 30), (0.10, 60), (0.05, 120)):
                painter.setPen(QPen(QColor(255, 205, 60, alpha + (60 if hot else 0)), width))
                painter.setBrush(Qt.BrushStyle.NoBrush)
                painter.drawRoundedRect(r.adjusted(-0.04, -0.04, 0.04, 0.04), 0.1, 0.1)
            painter.setPen(QPen(QColor(255, 225, 120, 255 if hot else 200), 0.022))
            painter.setBrush(QColor(255, 215, 80, 40 if hot else 18))
            painter.drawRoundedRect(r.adjusted(-0.04, -0.04, 0.04, 0.04), 0.1, 0.1)


class CountBadge(QGraphicsItem):
    """A small pill with a number: how many cards a pile holds."""

    def __init__(self):
        super().__init__()
        self.count = 0
        self.setScale(style.PX)
        self.setZValue(4000)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def set_count(self, count: int) -> None:
        self.count = count
        self.update()

    def boundingRect(self) -> QRectF:
        return QRectF(-24, -13, 48, 26)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        text = str(self.count)
        f = style.font(14, QFont.Weight.Bold)
        painter.setFont(f)
        w = max(26.0, painter.fontMetrics().horizontalAdvance(text) + 16.0)
        rect = QRectF(-w / 2, -11, w, 22)
        painter.setPen(QPen(QColor(255, 255, 255, 200), 1.4))
        painter.setBrush(QColor(20, 24, 30, 225))
        painter.drawRoundedRect(rect, 11, 11)
        painter.setPen(style.TEXT)
        painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, text)


class Pile:
    """Base of every pile: the cards it holds, where it is, and its drop-target look."""

    accepts_event_moves = True

    def __init__(self, scene: TableScene, pos: tuple[float, float] | QPointF = (0.0, 0.0), *,
                 z: float = 0.0, show_slot: bool = False, label: str = ""):
        self.scene = scene
        self.pos = QPointF(*pos) if isinstance(pos, tuple) else QPointF(pos)
        self.z = z
        self.items: list[CardItem] = []
        self.marker = PileMarker(self)
        self.marker.show_slot = show_slot
        self.marker.label = label
        scene.addItem(self.marker)
        scene.piles.append(self)
        self._update_marker()

    # -- cards -------------------------------------------------------------

    def set_cards(self, cards: Iterable[Any]) -> None:
        """Hold exactly these cards, bottom first; items are reused by identity."""
        self._adopt([card_spec(c) for c in cards])
        self.layout()

    def _adopt(self, specs: Sequence[tuple[str | None, bool]]) -> list[CardItem]:
        unknown = [it for it in self.items if it.key is None]
        chosen: list[CardItem] = []
        for key, face_up in specs:
            if key is None:
                item = unknown.pop(0) if unknown else self.scene.card_item(None, False)
            else:
                item = self.scene.card_item(key, face_up)
            item.home.face_up = face_up
            chosen.append(item)
        for old in self.items:
            if old not in chosen:
                old.pile = None
        for item in chosen:
            if item.pile is not None and item.pile is not self:
                item.pile.detach(item)
            item.pile = self
        self.items = chosen
        return chosen

    def detach(self, item: CardItem) -> None:
        """Let go of a card (another pile took it, or it leaves the table) without a new layout."""
        if item in self.items:
            self.items.remove(item)
        if item.pile is self:
            item.pile = None

    def add_item(self, item: CardItem, face_up: bool | None = None) -> None:
        """Put one more card on top (an event moving a card here before the next render)."""
        if item.pile is not None and item.pile is not self:
            item.pile.detach(item)
        if item not in self.items:
            self.items.append(item)
        item.pile = self
        if face_up is not None:
            item.home.face_up = face_up and item.key is not None

    def take_unknown(self) -> CardItem | None:
        """The top face-down unknown card, for an event that reveals it as it moves."""
        for item in reversed(self.items):
            if item.key is None:
                return item
        return None

    @property
    def keys(self) -> list[str | None]:
        return [it.key for it in self.items]

    def drag_group(self, item: CardItem) -> list[CardItem]:
        """The cards that move with ``item`` when it is dragged."""
        return [item]

    # -- geometry ----------------------------------------------------------

    def set_pos(self, x: float, y: float) -> None:
        self.pos = QPointF(x, y)
        self.layout()

    def layout(self) -> None:
        """Compute every card's home, and move the cards there unless the scene defers it."""
        for i, item in enumerate(self.items):
            face_up = item.home.face_up
            item.home = self.placement(i, item)
            item.home.face_up = face_up
            item.hover_lift = False
        self._update_marker()
        self._settle()

    def placement(self, index: int, item: CardItem) -> Placement:
        return Placement(QPointF(self.pos), 0.0, self.z + index)

    def base_rect(self) -> QRectF:
        """The pile's own place (where its first card goes), in scene units."""
        return CARD_RECT.translated(self.pos)

    def next_point(self) -> QPointF:
        """Where a card added on top would lie: the landing point of a card flying here."""
        return self._next_pos()

    def _next_pos(self) -> QPointF:
        return QPointF(self.pos)

    def drop_rect(self) -> QRectF:
        rect = self.base_rect()
        for item in self.items:
            rect = rect.united(CARD_RECT.translated(item.home.pos))
        return rect

    def _update_marker(self) -> None:
        self.marker.setPos(0, 0)
        self.marker.set_rect(self.drop_rect() if self.marker._glow else self.base_rect())

    def set_target_highlight(self, on: bool, hot: bool = False) -> None:
        self.marker.set_glow((2 if hot else 1) if on else 0)
        self.marker.set_rect(self.drop_rect() if on else self.base_rect())

    def _settle(self) -> None:
        if self.scene.auto_snap:
            for item in self.items:
                item.snap_home()


class StackPile(Pile):
    """A squared stack (stock, talon, a single discard), optionally with a card crosswise under it.

    The crosswise card is Schnapsen's trump under the talon: it may lie face up
    or turned down.  ``count_badge`` shows how many cards the stack holds.
    """

    def __init__(self, scene: TableScene, pos=(0.0, 0.0), *, count_badge: bool = False,
                 crosswise_shift: float = 0.42, **kw):
        self.crosswise: CardItem | None = None
        self.crosswise_shift = crosswise_shift
        self.badge = CountBadge() if count_badge else None
        if self.badge is not None:
            scene.addItem(self.badge)
            self.badge.setVisible(False)
        super().__init__(scene, pos, **kw)

    def set_cards(self, cards: Iterable[Any], crosswise: Any = None, crosswise_face_up: bool = True) -> None:
        """Stack ``cards`` (bottom first); ``crosswise`` lies across under the stack.

        ``crosswise_face_up=False`` turns the crosswise card down (Schnapsen's
        closed talon); with ``crosswise=None`` it is an unknown back.
        """
        specs = [card_spec(c) for c in cards]
        has_cross = crosswise is not None or not crosswise_face_up
        if has_cross:
            key, _ = card_spec(crosswise)
            specs.insert(0, (key, crosswise_face_up and key is not None))
        items = self._adopt(specs)
        self.crosswise = items[0] if has_cross else None
        self.layout()

    def detach(self, item: CardItem) -> None:
        super().detach(item)
        if item is self.crosswise:
            self.crosswise = None

    def stacked(self) -> list[CardItem]:
        return [it for it in self.items if it is not self.crosswise]

    def placement(self, index: int, item: CardItem) -> Placement:
        if item is self.crosswise:
            centre = self.pos + QPointF(0.5 + self.crosswise_shift, CARD_ASPECT / 2)
            return Placement(centre - QPointF(0.5, CARD_ASPECT / 2), 90.0, self.z)
        stack = self.stacked()
        i = stack.index(item) if item in stack else len(stack)
        return Placement(self.pos + self._offset(i, len(stack)), 0.0, self.z + 1 + i)

    @staticmethod
    def _offset(i: int, n: int) -> QPointF:
        depth = min(n, 24) * 0.0065
        step = depth / max(n - 1, 1)
        return QPointF(-0.45 * step * i, -step * i)

    def _next_pos(self) -> QPointF:
        n = len(self.stacked())
        return self.pos + self._offset(n, n + 1)

    def top(self) -> CardItem | None:
        stack = self.stacked()
        return stack[-1] if stack else None

    def drag_group(self, item: CardItem) -> list[CardItem]:
        return [item]

    def drop_rect(self) -> QRectF:
        rect = super().drop_rect()
        if self.crosswise is not None:
            c = self.pos + QPointF(0.5 + self.crosswise_shift, CARD_ASPECT / 2)
            rect = rect.united(QRectF(c.x() - CARD_ASPECT / 2, c.y() - 0.5, CARD_ASPECT, 1.0))
        return rect

    def layout(self) -> None:
        super().layout()
        if self.badge is not None:
            n = len(self.stacked())
            self.badge.set_count(n)
            self.badge.setVisible(n > 0)
            top = self.pos + self._offset(max(n - 1, 0), n)
            self.badge.setPos(top + QPointF(0.5, CARD_ASPECT + 0.02))


class FannedHand(Pile):
    """A hand held in an arc, in the order given; hovered playable cards rise.

    ``pos`` is the top centre of the fan.  With many cards (a 15-20 card
    Canasta hand) the spacing shrinks so the fan stays within ``max_width``.
    ``upside_down`` bends the arc the other way, for an opponent across the table.
    """

    def __init__(self, scene: TableScene, pos=(0.0, 0.0), *, max_width: float = 8.0, spacing: float = 0.42,
                 arc: float = 12.0, curve: float = 0.08, upside_down: bool = False, **kw):
        self.max_width = max_width
        self.spacing = spacing
        self.arc = arc
        self.curve = curve
        self.upside_down = upside_down
        super().__init__(scene, pos, **kw)

    def gap(self, n: int) -> float:
        if n <= 1:
            return 0.0
        return min(self.spacing, (self.max_width - 1.0) / (n - 1))

    def placement(self, index: int, item: CardItem) -> Placement:
        n = max(len(self.items), index + 1)
        gap = self.gap(n)
        total = gap * (n - 1) + 1.0
        left = self.pos.x() - total / 2
        half = (n - 1) / 2
        t = (index - half) / half if half else 0.0
        spread = self.arc * min(n, 9) / 9
        angle = t * spread / 2
        drop = self.curve * t * t * min(n, 9) / 9
        if self.upside_down:
            angle, drop = -angle, -drop
        return Placement(QPointF(left + index * gap, self.pos.y() + drop), angle, self.z + index)

    def layout(self) -> None:
        super().layout()
        for item in self.items:
            item.hover_lift = True

    def _next_pos(self) -> QPointF:
        return QPointF(self.pos.x() - 0.5, self.pos.y())

    def base_rect(self) -> QRectF:
        n = max(len(self.items), 1)
        total = self.gap(n) * (n - 1) + 1.0
        return QRectF(self.pos.x() - total / 2, self.pos.y(), total, CARD_ASPECT)


class SpreadPile(Pile):
    """Overlapping cards in a line: a Spider column (down) or a discard pile to browse (right).

    Face-down cards overlap more than face-up ones; the spread compresses to
    stay within ``max_extent``.  A closed spread (``set_open(False)``) squares
    up into a stack; ``toggle_open`` spreads it out to look through it.
    """

    def __init__(self, scene: TableScene, pos=(0.0, 0.0), *, direction: str = "down", max_extent: float = 6.0,
                 face_up_gap: float | None = None, face_down_gap: float | None = None, open: bool = True,
                 runs_drag: bool = True, **kw):
        if direction not in ("down", "right"):
            raise ValueError("direction is 'down' or 'right'")
        self.direction = direction
        self.max_extent = max_extent
        self.face_up_gap = face_up_gap if face_up_gap is not None else (0.30 if direction == "down" else 0.26)
        self.face_down_gap = face_down_gap if face_down_gap is not None else (0.13 if direction == "down" else 0.1)
        self.is_open = open
        self.runs_drag = runs_drag
        super().__init__(scene, pos, **kw)

    def set_open(self, open: bool) -> None:
        if open != self.is_open:
            self.is_open = open
            self.layout()

    def toggle_open(self) -> bool:
        self.set_open(not self.is_open)
        return self.is_open

    def _length(self) -> float:
        return CARD_ASPECT if self.direction == "down" else 1.0

    def gaps(self) -> list[float]:
        """The offset after each card but the last, compressed to fit ``max_extent``."""
        items = self.items
        if len(items) < 2:
            return []
        if not self.is_open:
            return [min(0.012, 0.15 / len(items))] * (len(items) - 1)
        gaps = [self.face_up_gap if it.home.face_up else self.face_down_gap for it in items[:-1]]
        room = self.max_extent - self._length()
        excess = sum(gaps) - room
        if excess > 0:
            down = [i for i, it in enumerate(items[:-1]) if not it.home.face_up]
            floor = 0.035
            spare = sum(gaps[i] - floor for i in down)
            take = min(excess, spare)
            if spare > 0:
                for i in down:
                    gaps[i] -= (gaps[i] - floor) * take / spare
            excess -= take
        if excess > 0:
            total = sum(gaps)
            gaps = [g * max(room, 0.0) / total for g in gaps] if total else gaps
        return gaps

    def placement(self, index: int, item: CardItem) -> Placement:
        gaps = self.gaps()
        offset = sum(gaps[:index]) if index <= len(gaps) else sum(gaps) + self.face_up_gap
        delta = QPointF(0, offset) if self.direction == "down" else QPointF(offset, 0)
        return Placement(self.pos + delta, 0.0, self.z + index)

    def _next_pos(self) -> QPointF:
        if not self.items:
            return QPointF(self.pos)
        last = self.items[-1].home.pos
        gap = self.face_up_gap if self.is_open else 0.012
        return last + (QPointF(0, gap) if self.direction == "down" else QPointF(gap, 0))

    def drag_group(self, item: CardItem) -> list[CardItem]:
        if self.runs_drag and item in self.items:
            return self.items[self.items.index(item):]
        return [item]


DEFAULT_TRICK_SLOTS = {
    2: ((-0.22, 0.32, -5.0), (0.22, -0.32, 6.0)),
    3: ((0.0, 0.38, -3.0), (-0.62, -0.18, -11.0), (0.62, -0.18, 10.0)),
    4: ((0.0, 0.42, -3.0), (-0.72, 0.0, -12.0), (0.0, -0.42, 5.0), (0.72, 0.0, 11.0)),
}


class TrickArea(Pile):
    """The cards of the current trick, each at its player's slot, slightly turned.

    ``pos`` is the centre.  Slot 0 is the player at the bottom of the screen,
    then clockwise; ``set_plays`` takes (slot, card) pairs in play order.
    ``source_slots`` maps the engine's pile names ("hand1") to slots, so a
    card flying in from an event lands at its player's slot.
    """

    def __init__(self, scene: TableScene, pos=(0.0, 0.0), *, players: int = 2,
                 slots: Sequence[tuple[float, float, float]] | None = None, **kw):
        self.slots = tuple(slots) if slots is not None else DEFAULT_TRICK_SLOTS.get(players, DEFAULT_TRICK_SLOTS[2])
        self.source_slots: dict[str, int] = {}
        self._slot_of: dict[int, int] = {}
        super().__init__(scene, pos, **kw)

    def slot_for(self, source: str) -> int:
        """The slot of a card coming from the pile the engine calls ``source`` (set ``source_slots``)."""
        return self.source_slots.get(source, len(self.items))

    def set_plays(self, plays: Iterable[tuple[int, Any]]) -> None:
        plays = list(plays)
        items = self._adopt([card_spec(card) for _, card in plays])
        self._slot_of = {id(item): slot for item, (slot, _) in zip(items, plays)}
        self.layout()

    def set_cards(self, cards: Iterable[Any]) -> None:
        self.set_plays(list(enumerate(cards)))

    def add_play(self, item: CardItem, slot: int, face_up: bool = True) -> None:
        self.add_item(item, face_up)
        self._slot_of[id(item)] = slot

    def add_item(self, item: CardItem, face_up: bool | None = None) -> None:
        super().add_item(item, face_up)
        self._slot_of.setdefault(id(item), len(self.items) - 1)

    def placement(self, index: int, item: CardItem) -> Placement:
        slot = self._slot_of.get(id(item), index) % len(self.slots)
        dx, dy, angle = self.slots[slot]
        return Placement(self.pos + QPointF(dx - 0.5, dy - CARD_ASPECT / 2), angle, self.z + index)

    def base_rect(self) -> QRectF:
        xs = [s[0] for s in self.slots]
        ys = [s[1] for s in self.slots]
        return QRectF(self.pos.x() + min(xs) - 0.5, self.pos.y() + min(ys) - CARD_ASPECT / 2,
                      max(xs) - min(xs) + 1.0, max(ys) - min(ys) + CARD_ASPECT)

    def _next_pos(self) -> QPointF:
        dx, dy, _ = self.slots[len(self.items) % len(self.slots)]
        return self.pos + QPointF(dx - 0.5, dy - CARD_ASPECT / 2)


class GroupRibbon(QGraphicsItem):
    """A small label on a meld group, e.g. the mark of a completed canasta."""

    def __init__(self, text: str, colour: QColor):
        super().__init__()
        self.text = text
        self.colour = colour
        self.setScale(style.PX)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def boundingRect(self) -> QRectF:
        return QRectF(-4, -4, 108, 30)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        rect = QRectF(4, 0, 92, 22)
        style.paint_shadow(painter, style.rounded(rect, 6), QPointF(0, 2), 2, 30)
        painter.setPen(QPen(self.colour.darker(160), 1.2))
        painter.setBrush(self.colour)
        painter.drawRoundedRect(rect, 6, 6)
        light = self.colour.lightness() > 150
        painter.setPen(QColor("#2a1d00") if light else QColor("#ffffff"))
        painter.setFont(style.font(12.5, QFont.Weight.Bold))
        painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, self.text)


class MeldGroup:
    """One group of a meld zone, as a drop target (a card dragged onto a meld extends it)."""

    def __init__(self, zone: "MeldZone", key: Hashable):
        self.zone = zone
        self.key = key
        self.items: list[CardItem] = []
        self.origin = QPointF()
        self.ribbon: GroupRibbon | None = None

    def drop_rect(self) -> QRectF:
        rect = CARD_RECT.translated(self.origin)
        for item in self.items:
            rect = rect.united(CARD_RECT.translated(item.home.pos))
        return rect

    def set_target_highlight(self, on: bool, hot: bool = False) -> None:
        for item in self.items:
            item.set_state("highlight", on)

    def __repr__(self) -> str:
        return f"MeldGroup({self.key!r})"


RIBBON_COLOURS = {"gold": QColor("#f2c14e"), "red": QColor("#c62828"), "black": QColor("#263238"),
                  "silver": QColor("#cfd8dc"), "green": QColor("#2e7d32")}


class MeldZone(Pile):
    """Melds on the table: one group per key, each a short spread, groups side by side.

    ``pos`` is the top-left; groups wrap onto a new row past ``max_width``.
    The zone itself is a drop target (start a new meld); ``group(key)`` is the
    target for extending one.  ``markers`` put a ribbon on a group:
    ``{key: "Canasta"}`` or ``{key: ("Canasta", "red")}``.
    """

    accepts_event_moves = False

    def __init__(self, scene: TableScene, pos=(0.0, 0.0), *, max_width: float = 8.0, direction: str = "down",
                 card_gap: float = 0.24, group_gap: float = 0.14, max_group_extent: float = 2.6,
                 empty_size: tuple[float, float] | None = None, **kw):
        self.max_width = max_width
        self.direction = direction
        self.card_gap = card_gap
        self.group_gap = group_gap
        self.max_group_extent = max_group_extent
        self.empty_size = empty_size or (max_width, CARD_ASPECT)
        self.groups: dict[Hashable, MeldGroup] = {}
        self._homes: dict[int, Placement] = {}
        super().__init__(scene, pos, **kw)

    def set_groups(self, groups: Mapping[Hashable, Sequence[Any]],
                   markers: Mapping[Hashable, str | tuple[str, str]] | None = None) -> None:
        markers = markers or {}
        specs, owners = [], []
        for key, cards in groups.items():
            for card in cards:
                specs.append(card_spec(card))
                owners.append(key)
        items = self._adopt(specs)
        old = self.groups
        self.groups = {}
        for key in groups:
            group = old.get(key) or MeldGroup(self, key)
            group.items = []
            self.groups[key] = group
        for item, key in zip(items, owners):
            self.groups[key].items.append(item)
        for key, group in old.items():
            if group.ribbon is not None and (key not in self.groups or key not in markers):
                self.scene.removeItem(group.ribbon)
                group.ribbon = None
        for key, mark in markers.items():
            if key not in self.groups:
                continue
            text, colour = (mark, "gold") if isinstance(mark, str) else mark
            group = self.groups[key]
            if group.ribbon is None or group.ribbon.text != text:
                if group.ribbon is not None:
                    self.scene.removeItem(group.ribbon)
                group.ribbon = GroupRibbon(text, RIBBON_COLOURS.get(colour, QColor(colour)))
                self.scene.addItem(group.ribbon)
            group.ribbon.colour = RIBBON_COLOURS.get(colour, QColor(colour))
        self.layout()

    def set_cards(self, cards: Iterable[Any]) -> None:
        self.set_groups({0: list(cards)})

    def group(self, key: Hashable) -> MeldGroup | None:
        return self.groups.get(key)

    def group_of(self, item: CardItem) -> MeldGroup | None:
        for group in self.groups.values():
            if item in group.items:
                return group
        return None

    def _group_gap(self, n: int) -> float:
        length = CARD_ASPECT if self.direction == "down" else 1.0
        if n <= 1:
            return 0.0
        return min(self.card_gap, (self.max_group_extent - length) / (n - 1))

    def _group_size(self, n: int) -> tuple[float, float]:
        extent = self._group_gap(n) * max(n - 1, 0)
        return (1.0, CARD_ASPECT + extent) if self.direction == "down" else (1.0 + extent, CARD_ASPECT)

    def layout(self) -> None:
        self._homes = {}
        x, y, row_h = 0.0, 0.0, 0.0
        z = 0
        for group in self.groups.values():
            w, h = self._group_size(len(group.items))
            if x > 0 and x + w > self.max_width:
                x, y, row_h = 0.0, y + row_h + self.group_gap + 0.1, 0.0
            group.origin = self.pos + QPointF(x, y)
            gap = self._group_gap(len(group.items))
            for i, item in enumerate(group.items):
                d = QPointF(0, gap * i) if self.direction == "down" else QPointF(gap * i, 0)
                self._homes[id(item)] = Placement(group.origin + d, 0.0, self.z + z)
                z += 1
            if group.ribbon is not None:
                group.ribbon.setPos(group.origin + QPointF(-0.04, -0.17))
                group.ribbon.setZValue(self.z + 900)
            x += w + self.group_gap
            row_h = max(row_h, h)
        super().layout()

    def placement(self, index: int, item: CardItem) -> Placement:
        home = self._homes.get(id(item))
        return Placement(QPointF(home.pos), home.rotation, home.z) if home else Placement(QPointF(self.pos), 0, self.z)

    def base_rect(self) -> QRectF:
        return QRectF(self.pos, self.pos + QPointF(*self.empty_size))

    def drop_rect(self) -> QRectF:
        rect = self.base_rect()
        for group in self.groups.values():
            rect = rect.united(group.drop_rect())
        return rect

    def detach(self, item: CardItem) -> None:
        super().detach(item)
        for group in self.groups.values():
            if item in group.items:
                group.items.remove(item)


def fan_extent(count: int, max_width: float, spacing: float = 0.42) -> float:
    """How wide a fan of ``count`` cards is: for tables planning their layout."""
    if count <= 0:
        return 0.0
    gap = min(spacing, (max_width - 1.0) / (count - 1)) if count > 1 else 0.0
    return gap * (count - 1) + 1.0
