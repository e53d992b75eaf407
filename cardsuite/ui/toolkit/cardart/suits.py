"""The four suit symbols as vector paths, their colours, and one pip placed on a card."""

from __future__ import annotations

from collections.abc import Callable
from functools import cache

from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QTransform

from cardsuite.cards import Suit

from .drawing import SUIT_BLACK, SUIT_BLUE, SUIT_GREEN, SUIT_RED


Point = tuple[float, float]
Segment = tuple[Point, Point, Point]


def _line(end: Point, start: Point) -> Segment:
    """A straight segment written as a cubic, so outlines can mix both."""
    return (start, end, end)


def _symmetric(start: Point, left_half: list[Segment]) -> QPainterPath:
    """One closed outline from its left half (cubic segments from axis to axis) and its mirror image.

    Building the whole outline as curves avoids QPainterPath's boolean operations, which flatten
    curves into polygons.
    """
    def mirrored(point: Point) -> QPointF:
        return QPointF(-point[0], point[1])

    path = QPainterPath(QPointF(*start))
    begins = [start]
    for c1, c2, end in left_half:
        path.cubicTo(QPointF(*c1), QPointF(*c2), QPointF(*end))
        begins.append(end)
    for (c1, c2, _), begin in zip(reversed(left_half), reversed(begins[:-1])):
        path.cubicTo(mirrored(c2), mirrored(c1), mirrored(begin))
    path.closeSubpath()
    return path


def _heart() -> QPainterPath:
    return _symmetric((0, 0.48), [
        ((-0.12, 0.32), (-0.5, 0.12), (-0.5, -0.17)),
        ((-0.5, -0.37), (-0.38, -0.48), (-0.25, -0.48)),
        ((-0.12, -0.48), (-0.03, -0.4), (0, -0.28)),
    ])


def _diamond() -> QPainterPath:
    path = QPainterPath()
    path.moveTo(0, -0.5)
    path.quadTo(0.15, -0.21, 0.4, 0)
    path.quadTo(0.15, 0.21, 0, 0.5)
    path.quadTo(-0.15, 0.21, -0.4, 0)
    path.quadTo(-0.15, -0.21, 0, -0.5)
    path.closeSubpath()
    return path


def _spade() -> QPainterPath:
    return _symmetric((0, -0.5), [
        ((-0.08, -0.36), (-0.5, -0.17), (-0.5, 0.1)),
        ((-0.5, 0.28), (-0.37, 0.37), (-0.25, 0.37)),
        ((-0.14, 0.37), (-0.07, 0.31), (-0.04, 0.25)),
        ((-0.04, 0.4), (-0.12, 0.47), (-0.21, 0.5)),
        _line((0, 0.5), (-0.21, 0.5)),
    ])


def _club() -> QPainterPath:
    """Three round leaves, a filled heart between them and a flared stem, one winding-filled path."""
    path = QPainterPath()
    path.setFillRule(Qt.FillRule.WindingFill)
    radius = 0.22
    for cx, cy in ((0.0, -0.27), (-0.27, 0.06), (0.27, 0.06)):
        leaf = QPainterPath()
        leaf.addEllipse(QPointF(cx, cy), radius, radius)
        path.addPath(leaf)
    core = QPainterPath()
    core.addEllipse(QPointF(0, -0.02), 0.14, 0.14)
    path.addPath(core)
    stem = _symmetric((0, 0.0), [
        _line((-0.05, 0.0), (0, 0.0)),
        ((-0.05, 0.36), (-0.12, 0.46), (-0.22, 0.5)),
        _line((0, 0.5), (-0.22, 0.5)),
    ])
    path.addPath(stem if _same_turn(stem, core) else stem.toReversed())
    return path


def _same_turn(a: QPainterPath, b: QPainterPath) -> bool:
    """Whether two closed outlines run the same way round (so winding fill joins them, not cuts holes)."""
    return (_signed_area(a) > 0) == (_signed_area(b) > 0)


def _signed_area(path: QPainterPath) -> float:
    polygon = path.toFillPolygon()
    total = 0.0
    for i in range(polygon.size() - 1):
        p, q = polygon.at(i), polygon.at(i + 1)
        total += p.x() * q.y() - q.x() * p.y()
    return total


_SUIT_SHAPES: dict[Suit, Callable[[], QPainterPath]] = {
    Suit.HEARTS: _heart, Suit.DIAMONDS: _diamond, Suit.SPADES: _spade, Suit.CLUBS: _club,
}


@cache
def suit_path(suit: Suit) -> QPainterPath:
    """The suit symbol as a vector path centred on (0, 0), fitting a 1 x 1 box."""
    return _SUIT_SHAPES[suit]()


DECK_COLOURS: dict[str, dict[Suit, QColor]] = {
    "two": {Suit.SPADES: SUIT_BLACK, Suit.HEARTS: SUIT_RED, Suit.DIAMONDS: SUIT_RED, Suit.CLUBS: SUIT_BLACK},
    "four": {Suit.SPADES: SUIT_BLACK, Suit.HEARTS: SUIT_RED, Suit.DIAMONDS: SUIT_BLUE, Suit.CLUBS: SUIT_GREEN},
}
"""The suits' inks by deck: the classic red and black, or four colours (diamonds blue, clubs green), so a
player who cannot tell a heart from a diamond at a glance tells them by colour; the shapes stay the same."""

_deck_colours = "two"


def set_deck_colours(name: str) -> None:
    """The suit inks every card drawn from now on uses ("two" or "four"; the renderer keys its cache on it)."""
    global _deck_colours
    _deck_colours = name if name in DECK_COLOURS else "two"


def current_deck_colours() -> str:
    return _deck_colours


def suit_color(suit: Suit | None) -> QColor:
    """The ink of ``suit`` in the current deck (black for no suit)."""
    return SUIT_BLACK if suit is None else DECK_COLOURS[_deck_colours][suit]


def suit_at(suit: Suit, center: QPointF, size: float, upside_down: bool = False) -> QPainterPath:
    """The suit symbol ``size`` units across, centred on ``center``."""
    transform = QTransform()
    transform.translate(center.x(), center.y())
    transform.scale(size, size)
    if upside_down:
        transform.rotate(180)
    return transform.map(suit_path(suit))


def paint_pip(painter: QPainter, suit: Suit, center: QPointF, size: float, upside_down: bool = False) -> None:
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(suit_color(suit))
    painter.drawPath(suit_at(suit, center, size, upside_down))
