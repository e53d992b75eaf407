"""A hand held in an arc, and how wide such a fan is (for tables planning their layout)."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF

from ..cardart import CARD_ASPECT
from ..items import CardItem, Placement
from ..scene import TableScene
from .base import Pile

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
        return fan_gap(n, self.max_width, self.spacing)

    def placement(self, index: int, item: CardItem) -> Placement:
        n = max(len(self.items), index + 1)
        gap = self.gap(n)
        total = fan_extent(n, self.max_width, self.spacing)
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
        total = fan_extent(max(len(self.items), 1), self.max_width, self.spacing)
        return QRectF(self.pos.x() - total / 2, self.pos.y(), total, CARD_ASPECT)


def fan_gap(count: int, max_width: float, spacing: float = 0.42) -> float:
    """The step from card to card in a fan of ``count``: ``spacing``, shrunk to stay within ``max_width``."""
    if count <= 1:
        return 0.0
    return min(spacing, (max_width - 1.0) / (count - 1))


def fan_extent(count: int, max_width: float, spacing: float = 0.42) -> float:
    """How wide a fan of ``count`` cards is: for tables planning their layout."""
    if count <= 0:
        return 0.0
    return fan_gap(count, max_width, spacing) * (count - 1) + 1.0
