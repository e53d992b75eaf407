"""Where a tip goes: the free place nearest to what it explains, measured against what lies on the table.

A tip must not hide the cards the player acts on, nor the live lines, clocks, panels and buttons.  Beside
its target there is often no room (a Spider column reaching the bottom, a Polish text twice as long as the
English one, a crowded four-player Canasta table at 800x600), so the body may also stand farther off, in
the nearest free space, with a longer pointer reaching back to the target.

The table is rasterised once per placement into a cost grid (cells of :data:`CELL` card units; an
obstacle fills every cell it touches, so a body on cells of cost 0 overlaps nothing), and its summed-area
table gives the cost of any body in four look-ups: every place on the table can be tried, in every shape
the text may take, in a few tens of milliseconds.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF

CELL = 0.05
"""Grid cell, in card units (a card is 1 wide): about 3 px at 800x600."""

STEP = 0.25
"""How far apart the body corners tried are (five cells: finer steps found no better places in the tests' tables
and cost twice the time on every redraw with a tip)."""
POINTER_TRIES = 24
"""How many places along the shared edge a pointer may leave from, spread evenly, beside the one nearest the middle."""

TARGET_COST = 200.0
"""Covering the target itself (per card unit squared)."""
LIVE_COST = 60.0
"""Covering a status line, clock, panel or button."""
CARD_COST = 50.0
"""Covering a card the player acts on (or may need to read)."""
SPARE_COST = 0.4
"""Covering a card the player cannot see or act on (an opponent's hidden hand)."""
REACH_COST = 0.12
"""Each card unit the pointer reaches beyond the usual short arrow: the nearest free place wins."""
CROSS_COST = 0.15
"""Per sample of the pointer's middle line that lies over an obstacle (times the obstacle's cost)."""
SIDE_COST = 0.05
"""A pointer to the side (left or right) rather than up or down: the usual look wins ties."""


@dataclass(frozen=True)
class Place:
    """A body's top-left corner, the point its pointer reaches, and the edge the pointer leaves from."""

    x: float
    y: float
    apex: QPointF
    edge: str      # "bottom", "top", "left" or "right" of the body
    cost: float


class CostGrid:
    """Weighted rects rasterised over ``bounds``, with a summed-area table for the cost of any rect."""

    def __init__(self, bounds: QRectF):
        self.left, self.top = bounds.left(), bounds.top()
        self.cols = max(1, math.ceil(bounds.width() / CELL))
        self.rows = max(1, math.ceil(bounds.height() / CELL))
        self.cells = [[0.0] * self.cols for _ in range(self.rows)]
        self._sums: list[list[float]] | None = None

    def add(self, rect: QRectF, weight: float) -> None:
        """Every cell ``rect`` touches costs ``weight`` more (the heaviest obstacle counts, not the sum)."""
        if rect.isEmpty() or weight <= 0:
            return
        cols = range(*self.span_x(rect.left(), rect.right()))
        for r in range(*self.span_y(rect.top(), rect.bottom())):
            row = self.cells[r]
            for c in cols:
                if row[c] < weight:
                    row[c] = weight
        self._sums = None

    def sums(self) -> list[list[float]]:
        """The summed-area table: ``sums[r][c]`` is the weight of the cells above row r and left of column c."""
        if self._sums is None:
            sums = [[0.0] * (self.cols + 1) for _ in range(self.rows + 1)]
            for r in range(self.rows):
                running = 0.0
                row, above, here = self.cells[r], sums[r], sums[r + 1]
                for c in range(self.cols):
                    running += row[c]
                    here[c + 1] = above[c + 1] + running
            self._sums = sums
        return self._sums

    def span_x(self, left: float, right: float) -> tuple[int, int]:
        """The columns a rect from ``left`` to ``right`` touches, as a half-open range of the summed table."""
        return (max(0, min(self.cols, math.floor((left - self.left) / CELL))),
                max(0, min(self.cols, math.ceil((right - self.left) / CELL))))

    def span_y(self, top: float, bottom: float) -> tuple[int, int]:
        return (max(0, min(self.rows, math.floor((top - self.top) / CELL))),
                max(0, min(self.rows, math.ceil((bottom - self.top) / CELL))))

    def rect_cost(self, left: float, top: float, right: float, bottom: float) -> float:
        """The summed weight of the cells a rect touches, times the cell area (card units squared)."""
        sums = self.sums()
        c0, c1 = self.span_x(left, right)
        r0, r1 = self.span_y(top, bottom)
        total = sums[r1][c1] - sums[r0][c1] - sums[r1][c0] + sums[r0][c0]
        return total * CELL * CELL


def pointers(body: QRectF, target: QRectF, gap: float, slack: float) -> list[tuple[QPointF, QPointF, str]]:
    """The ways a body beside ``target`` may point at it: (base on the body's edge, apex just off the
    target, that edge), the one nearest the target's middle first, then others along the edge they
    share (one of them may pass between two cards).  None when the body overlaps the target both ways."""
    def spread(lo: float, hi: float, inner_lo: float, inner_hi: float, want: float) -> list[float]:
        a, b = max(lo, inner_lo), min(hi, inner_hi)
        if a > b:
            return [min(max(want, inner_lo), inner_hi)]
        first = min(max(want, a), b)
        count = min(POINTER_TRIES, int((b - a) / CELL))
        return [first] + [a + (b - a) * i / count for i in range(count + 1)] if count else [first]

    if body.bottom() <= target.top() or body.top() >= target.bottom():
        down = body.bottom() <= target.top()
        inset = min(target.width() * 0.2, 0.3)
        edge = "bottom" if down else "top"
        out = []
        for x in spread(body.left() + slack, body.right() - slack, target.left() + inset,
                        target.right() - inset, target.center().x()):
            apex = QPointF(x, target.top() - gap if down else target.bottom() + gap)
            base = QPointF(min(max(x, body.left() + slack), body.right() - slack),
                           body.bottom() if down else body.top())
            out.append((base, apex, edge))
        return out
    if body.right() <= target.left() or body.left() >= target.right():
        right = body.right() <= target.left()
        inset = min(target.height() * 0.2, 0.3)
        edge = "right" if right else "left"
        out = []
        for y in spread(body.top() + slack, body.bottom() - slack, target.top() + inset,
                        target.bottom() - inset, target.center().y()):
            apex = QPointF(target.left() - gap if right else target.right() + gap, y)
            base = QPointF(body.right() if right else body.left(),
                           min(max(y, body.top() + slack), body.bottom() - slack))
            out.append((base, apex, edge))
        return out
    return []


def best_place(shapes: list[tuple[float, float]], target: QRectF, bounds: QRectF, grid: CostGrid,
               arrow: float, gap: float, slack: float, margin: float = 0.06, clear: float = 0.04
               ) -> tuple[int, Place]:
    """The cheapest (shape index, place) for a body of one of ``shapes`` (w, h) pointing at ``target``:
    what it covers, how far its pointer reaches and what the pointer crosses; the first shape, above the
    target, wins ties.  A body keeps ``clear`` of cloth between itself and what it avoids; a pointer may
    pass closer (between two cards).

    Every body is costed first with the least its pointer could add (the reach to the target's nearest
    edge); the bodies are then tried cheapest first, and the search stops at the first whose least cost
    is no better than the best found."""
    usual = arrow + gap
    tl, tt, tr, tb = target.left(), target.top(), target.right(), target.bottom()
    sums, area = grid.sums(), CELL * CELL
    bounded = []
    for index, (w, h) in enumerate(shapes):
        x_lo, x_hi = bounds.left() + margin, bounds.right() - w - margin
        y_lo, y_hi = bounds.top() + margin, bounds.bottom() - h - margin
        if x_hi < x_lo or y_hi < y_lo:
            continue
        shape_rank = index * 1e-3
        # grid.rect_cost of every body, with each column's and row's cell span worked out once
        columns = [(x, max(tl - (x + w), x - tr, 0.0), *grid.span_x(x - clear, x + w + clear))
                   for x in _steps(x_lo, x_hi)]
        for y in _steps(y_lo, y_hi):
            dy = max(tt - (y + h), y - tb, 0.0)
            r0, r1 = grid.span_y(y - clear, y + h + clear)
            upper, lower = sums[r0], sums[r1]
            for x, dx, c0, c1 in columns:
                reach = (dx if dx > dy else dy) - usual
                cost = (lower[c1] - upper[c1] - lower[c0] + upper[c0]) * area + shape_rank
                bounded.append((cost + REACH_COST * reach if reach > 0 else cost, cost, index, x, y))
    bounded.sort(key=lambda c: c[0])
    best: tuple[int, Place] | None = None
    best_cost = math.inf
    for least, cost, index, x, y in bounded:
        if least >= best_cost:
            break
        w, h = shapes[index]
        body = QRectF(x, y, w, h)
        tries = []
        for base, apex, edge in pointers(body, target, gap, slack):
            reach = math.hypot(apex.x() - base.x(), apex.y() - base.y())
            if reach < arrow * 0.8:
                continue                 # too close for an arrow to show
            total = cost + REACH_COST * max(0.0, reach - usual)
            total += SIDE_COST if edge in ("left", "right") else 0.0 if edge == "bottom" else 1e-3
            tries.append((total, reach, base, apex, edge))
        tries.sort(key=lambda t: t[0])
        for total, reach, base, apex, edge in tries:
            if total >= best_cost:
                break
            total += _crossing(grid, base, apex, reach)
            if total < best_cost:
                best_cost = total
                best = (index, Place(x, y, apex, edge, total))
    if best is None:          # no room anywhere: the first shape above the target, as before
        w, h = shapes[0]
        x = min(max(target.center().x() - w * 0.3, bounds.left()), bounds.right() - w)
        y = max(bounds.top(), target.top() - usual - h)
        apex = QPointF(target.center().x(), target.top() - gap)
        best = (0, Place(x, y, apex, "bottom", math.inf))
    return best


def _steps(lo: float, hi: float) -> list[float]:
    """Body corners every :data:`STEP` from ``lo`` to ``hi``, both included."""
    count = max(1, int((hi - lo) / STEP))
    values = [lo + i * STEP for i in range(count + 1)]
    if values[-1] < hi:
        values.append(hi)
    return values


def _crossing(grid: CostGrid, base: QPointF, apex: QPointF, reach: float) -> float:
    """What the pointer's middle line lies over: one line of cells when it is straight (four look-ups),
    else sampled every third cell along its length."""
    if abs(base.x() - apex.x()) < 1e-9 or abs(base.y() - apex.y()) < 1e-9:
        left, right = sorted((base.x(), apex.x()))
        top, bottom = sorted((base.y(), apex.y()))
        return CROSS_COST * grid.rect_cost(left, top, right + 1e-6, bottom + 1e-6) / CELL
    samples = max(2, int(reach / (3 * CELL)))
    bx, by = base.x(), base.y()
    dx, dy = (apex.x() - bx) / samples, (apex.y() - by) / samples
    cells, left, top, cols, rows = grid.cells, grid.left, grid.top, grid.cols, grid.rows
    floor = math.floor
    total = 0.0
    for i in range(1, samples):         # each sample's cell, looked up inline: most of a placement's time
        c = floor((bx + dx * i - left) / CELL)
        r = floor((by + dy * i - top) / CELL)
        if 0 <= r < rows and 0 <= c < cols:
            total += cells[r][c]
    return CROSS_COST * total * 3 * CELL
