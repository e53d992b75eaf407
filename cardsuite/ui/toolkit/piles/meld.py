"""Melds on the table: groups side by side, each a drop target, with an optional ribbon."""

from __future__ import annotations

from typing import Any, Callable, Hashable, Iterable, Mapping, Sequence

from PySide6.QtCore import QPointF, QRectF, QSizeF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem

from .. import style
from ..cardart import CARD_ASPECT
from ..items import CardItem, Placement
from ..scene import TableScene
from .base import CARD_RECT, Pile, card_spec

class GroupRibbon(QGraphicsItem):
    """A small label on a meld group, e.g. the mark of a completed canasta."""

    def __init__(self, text: str, colour: QColor):
        super().__init__()
        self.text = text
        self.colour = colour
        self.width = 92.0
        self.setScale(style.PX)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def set_width(self, width: float) -> None:
        """As wide as the group's card is drawn (design pixels, less a margin): larger cards, a wider ribbon."""
        if width != self.width:
            self.prepareGeometryChange()
            self.width = width

    def boundingRect(self) -> QRectF:
        return QRectF(-4, -4, self.width + 16, 30)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        rect = QRectF(4, 0, self.width, 22)
        style.paint_shadow(painter, style.rounded(rect, 6), QPointF(0, 2), 2, 30)
        painter.setPen(QPen(self.colour.darker(160), 1.2))
        painter.setBrush(self.colour)
        painter.drawRoundedRect(rect, 6, 6)
        light = self.colour.lightness() > 150
        painter.setPen(QColor("#2a1d00") if light else QColor("#ffffff"))
        # the word whole ("Kanasta" raised to the text floor is wider than a small card)
        painter.setFont(style.fitting_font(12.5, QFont.Weight.Bold, self.text, self.width - 8, item=self))
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
        """Its cards; in a zone of fixed columns its whole column (a drop below a short meld is still on it)."""
        rect = CARD_RECT.translated(self.origin)
        for item in self.items:
            rect = rect.united(CARD_RECT.translated(item.home.pos))
        if self.zone.fixed_columns:
            rect = rect.united(QRectF(self.origin, QSizeF(1.0, self.zone.max_group_extent)))
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
    ``{key: "Canasta"}`` or ``{key: ("Canasta", "red")}``.  ``squared`` groups lie squared up
    (a completed canasta), their last card on top.  ``columns`` (every key a group may have, in order)
    gives each key its own column spread across ``max_width`` when they all fit, so a meld keeps its
    place as others come and go; else the groups pack side by side.
    """

    accepts_event_moves = False

    def __init__(self, scene: TableScene, pos=(0.0, 0.0), *, max_width: float = 8.0, direction: str = "down",
                 card_gap: float = 0.24, group_gap: float = 0.14, max_group_extent: float = 2.6,
                 empty_size: tuple[float, float] | None = None, columns: Sequence[Hashable] = (), **kw):
        self.max_width = max_width
        self.direction = direction
        self.card_gap = card_gap
        self.group_gap = group_gap
        self.max_group_extent = max_group_extent
        self.empty_size = empty_size or (max_width, CARD_ASPECT)
        self.columns = {key: i for i, key in enumerate(columns)}
        self.groups: dict[Hashable, MeldGroup] = {}
        self.squared: frozenset = frozenset()
        self._homes: dict[int, Placement] = {}
        self.fixed_columns = False
        """Whether the last layout gave every group its own column (``columns``, direction "down")."""
        self.extent_limit: Callable[[float, float], float | None] | None = None
        """The table's say on how far down a column may reach at scene x from ``left`` to ``right`` (something
        lies below it there, such as a hand): its groups close up to stay within it."""
        super().__init__(scene, pos, **kw)

    def set_groups(self, groups: Mapping[Hashable, Sequence[Any]],
                   markers: Mapping[Hashable, str | tuple[str, str]] | None = None,
                  squared: Iterable[Hashable] = ()) -> None:
        markers = markers or {}
        self.squared = frozenset(squared)
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

    def add_to_group(self, key: Hashable, item: CardItem, face_up: bool | None = None) -> None:
        """Put a card on top of group ``key`` (made if new): an event's card landing before the next render."""
        for group in self.groups.values():
            if item in group.items:
                group.items.remove(item)
        self.add_item(item, face_up)
        self.groups.setdefault(key, MeldGroup(self, key)).items.append(item)

    def group(self, key: Hashable) -> MeldGroup | None:
        return self.groups.get(key)

    def group_of(self, item: CardItem) -> MeldGroup | None:
        for group in self.groups.values():
            if item in group.items:
                return group
        return None

    def _group_gap(self, n: int, limit: float | None = None) -> float:
        length = CARD_ASPECT if self.direction == "down" else 1.0
        if n <= 1:
            return 0.0
        extent = self.max_group_extent if limit is None else min(self.max_group_extent, limit)
        return max(0.0, min(self.card_gap, (extent - length) / (n - 1)))

    def _column_limit(self, x: float) -> float | None:
        """The extent :attr:`extent_limit` allows a column at zone x ``x`` (down only)."""
        if self.extent_limit is None or self.direction != "down":
            return None
        left = self.pos.x() + x
        return self.extent_limit(left, left + 1.0)

    def _group_size(self, n: int) -> tuple[float, float]:
        extent = self._group_gap(n) * max(n - 1, 0)
        return (1.0, CARD_ASPECT + extent) if self.direction == "down" else (1.0 + extent, CARD_ASPECT)

    def layout(self) -> None:
        self._homes = {}
        x, y, row_h = 0.0, 0.0, 0.0
        z = 0
        pitch = self.max_width / len(self.columns) if self.columns else 0.0
        fixed = (self.direction == "down" and pitch >= 1.0 + self.group_gap
                 and all(key in self.columns for key in self.groups))
        self.fixed_columns = fixed
        for group in self.groups.values():
            square = group.key in self.squared
            w, h = self._group_size(1 if square else len(group.items))
            if fixed:
                x = self.columns[group.key] * pitch
            elif x > 0 and x + w > self.max_width:
                x, y, row_h = 0.0, y + row_h + self.group_gap + 0.1, 0.0
            group.origin = self.pos + QPointF(x, y)
            gap = 0.012 if square else self._group_gap(len(group.items), self._column_limit(x))
            for i, item in enumerate(group.items):
                d = QPointF(0, gap * i) if self.direction == "down" else QPointF(gap * i, 0)
                self._homes[id(item)] = Placement(group.origin + d, 0.0, self.z + z)
                z += 1
            if group.ribbon is not None:       # on the top edge of the group's card, grown or not
                grow = self.scene.card_scale - 1.0
                group.ribbon.set_width(92.0 * self.scene.card_scale)
                group.ribbon.setPos(group.origin + QPointF(-0.04 - grow / 2, -0.17 - grow * CARD_ASPECT / 2))
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
