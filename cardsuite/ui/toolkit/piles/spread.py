"""Overlapping cards in a line: a Spider column, a discard pile to browse, and a look (peek) at cards held apart."""

from __future__ import annotations

import math
from typing import Sequence

from PySide6.QtCore import QPointF, QRectF

from ..cardart import CARD_ASPECT
from ..items import CardItem, Placement
from ..scene import TableScene
from .base import Pile

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


PEEK_Z = 29000.0


def spread_rows(n: int, width: float, gap: float = 0.3, min_gap: float = 0.22,
                row_gap: float = 0.62) -> list[QPointF]:
    """Offsets of ``n`` cards in rows no wider than ``width``, each card's index left in view."""
    if n <= 0:
        return []
    per_row = max(1, int((width - 1.0) / min_gap) + 1)
    rows = math.ceil(n / per_row)
    per_row = math.ceil(n / rows)
    step = min(gap, (width - 1.0) / (per_row - 1)) if per_row > 1 else 0.0
    return [QPointF((i % per_row) * step, (i // per_row) * row_gap) for i in range(n)]


class Peek:
    """Cards laid apart for a look while the mouse is held, then put back where their pile wants them.

    Nothing changes pile: the items only move, so closing (or a render meanwhile) restores them.
    ``bounds`` keeps the look on the table; ``centred`` puts ``origin`` at the middle of the first row;
    ``follow`` makes the look move with the mouse (a meld dragged aside).
    """

    def __init__(self, items: Sequence[CardItem], origin: QPointF, bounds: QRectF, *, follow: bool = False,
                 centred: bool = False, gap: float = 0.3, min_gap: float = 0.22, row_gap: float = 0.62):
        self.items = [it for it in items if it.scene() is not None]
        self.bounds = QRectF(bounds)
        self.follow = follow
        self.offsets = spread_rows(len(self.items), bounds.width(), gap, min_gap, row_gap)
        shift = QPointF(self.extent().width() / 2, 0) if centred else QPointF()
        self.origin = self._clamped(QPointF(origin) - shift)
        self.is_open = True
        self._place(QPointF())

    def extent(self) -> QRectF:
        """The area the look covers, relative to its origin."""
        rect = QRectF()
        for off in self.offsets:
            rect = rect.united(QRectF(off.x(), off.y(), 1.0, CARD_ASPECT))
        return rect

    def _clamped(self, origin: QPointF) -> QPointF:
        ext, b = self.extent(), self.bounds
        x = min(max(origin.x(), b.left()), b.right() - ext.width())
        y = min(max(origin.y(), b.top()), b.bottom() - ext.height())
        return QPointF(x, y)

    def _place(self, delta: QPointF) -> None:
        origin = self._clamped(self.origin + delta) if self.follow else self.origin
        for i, (item, off) in enumerate(zip(self.items, self.offsets)):
            item.drop_lift()
            item.setRotation(0.0)
            item.setZValue(PEEK_Z + i)
            item.setPos(origin + off)

    def move(self, delta: QPointF) -> None:
        """The mouse moved ``delta`` from the press (scene units)."""
        if self.is_open and self.follow:
            self._place(delta)

    def close(self) -> None:
        if not self.is_open:
            return
        self.is_open = False
        for item in self.items:
            if item.scene() is not None:
                item.snap_home()
