"""Card art drawn in code: the built-in deck, SVG decks installed on the system, and a pixmap cache.

Everything the built-in theme draws is vector (QPainterPath, text turned into paths), laid out
in *card units*: a card is 100 units wide and 140 high whatever its size on screen.  So one
drawing serves every size and every device pixel ratio, and the tables only ever ask
``CardRenderer.pixmap(code, width)`` for the size they need right now.
"""

from __future__ import annotations

import math
import os
from collections import OrderedDict
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from functools import cache
from pathlib import Path

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPen,
    QPixmap,
    QPolygonF,
    QRadialGradient,
    QTransform,
)
from PySide6.QtSvg import QSvgRenderer

from cardsuite.cards import Card, Rank, Suit

CARD_ASPECT = 1.4
"""Height / width of every card."""

BACKS: dict[str, str] = {
    "classic_blue": "Blue lattice",
    "classic_red": "Red diamonds",
    "green_rosettes": "Green rosettes",
}
"""Back id -> English name (the UI translates the name)."""

UNIT_W = 100.0
UNIT_H = UNIT_W * CARD_ASPECT
CORNER_RADIUS = 5.5
"""Corner radius in card units (at least MIN_CORNER_PX logical pixels); paint_highlight follows it."""
MIN_CORNER_PX = 4.0

CARD_WHITE = QColor("#fdfdfb")
CARD_EDGE = QColor("#8d8f94")
SUIT_RED = QColor("#c8102e")
SUIT_BLACK = QColor("#17181c")
INK = QColor("#2b2118")
GOLD = QColor("#e2ad2b")
GOLD_DARK = QColor("#9a6d0c")
SKIN = QColor("#f7d9bd")
CREAM = QColor("#fbf3df")
WHITE = QColor("#ffffff")
OUTLINE = 0.55
"""Width of the ink line around the shapes of the court figures, in card units."""

_SERIF_FAMILIES = ["DejaVu Serif", "Liberation Serif", "Noto Serif", "Georgia", "Times New Roman", "serif"]
_SANS_FAMILIES = ["DejaVu Sans", "Liberation Sans", "Noto Sans", "Arial", "Helvetica", "sans-serif"]


# --------------------------------------------------------------------------- shared geometry


@contextmanager
def _card_units(painter: QPainter, rect: QRectF) -> Iterator[float]:
    """Map ``rect`` to a 100 x 140 unit card; yields logical pixels per unit (for hairline widths)."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, True)
    painter.translate(rect.topLeft())
    sx, sy = rect.width() / UNIT_W, rect.height() / UNIT_H
    painter.scale(sx, sy)
    try:
        yield max(min(sx, sy), 1e-6)
    finally:
        painter.restore()


def _card_outline(px_per_unit: float, inset: float = 0.0) -> QPainterPath:
    """The card's rounded outline, ``inset`` units inside the edge; small cards keep visibly round corners."""
    path = QPainterPath()
    box = QRectF(0, 0, UNIT_W, UNIT_H).adjusted(inset, inset, -inset, -inset)
    radius = max(max(CORNER_RADIUS, MIN_CORNER_PX / px_per_unit) - inset, 0.5)
    path.addRoundedRect(box, radius, radius)
    return path


def _paint_blank_card(painter: QPainter, px_per_unit: float) -> None:
    """The white card with a thin grey edge at least one logical pixel wide."""
    edge = max(0.55, 1.0 / px_per_unit)
    painter.setPen(QPen(CARD_EDGE, edge))
    painter.setBrush(CARD_WHITE)
    painter.drawPath(_card_outline(px_per_unit, edge / 2))


def _rotated_half_turn(painter: QPainter, center: QPointF) -> None:
    painter.translate(center)
    painter.rotate(180)
    painter.translate(-center)


def _ink(width: float = OUTLINE) -> QPen:
    pen = QPen(INK, width)
    pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
    pen.setCapStyle(Qt.PenCapStyle.RoundCap)
    return pen


# --------------------------------------------------------------------------- suit symbols


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


def suit_color(suit: Suit | None) -> QColor:
    return SUIT_RED if suit is not None and suit.is_red else SUIT_BLACK


def _paint_pip(painter: QPainter, suit: Suit, center: QPointF, size: float, upside_down: bool = False) -> None:
    transform = QTransform()
    transform.translate(center.x(), center.y())
    transform.scale(size, size)
    if upside_down:
        transform.rotate(180)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(suit_color(suit))
    painter.drawPath(transform.map(suit_path(suit)))


# --------------------------------------------------------------------------- text as paths


def _font(families: list[str], weight: QFont.Weight = QFont.Weight.Bold) -> QFont:
    font = QFont()
    font.setFamilies(families)
    font.setPointSizeF(100)
    font.setWeight(weight)
    font.setHintingPreference(QFont.HintingPreference.PreferNoHinting)
    return font


@cache
def _raw_text(text: str, serif: bool) -> QPainterPath:
    path = QPainterPath()
    path.addText(QPointF(0, 0), _font(_SERIF_FAMILIES if serif else _SANS_FAMILIES), text)
    return path


@cache
def _cap_box(serif: bool) -> QRectF:
    """The box of a capital letter, so every index gets the same cap height whatever its glyphs."""
    return _raw_text("H", serif).boundingRect()


def text_path(text: str, center_x: float, top: float, cap_height: float, max_width: float,
              serif: bool = True) -> QPainterPath:
    """``text`` as a path: cap height ``cap_height``, top at ``top``, centred, squeezed to ``max_width``."""
    raw = _raw_text(text, serif)
    cap = _cap_box(serif)
    scale = cap_height / cap.height()
    bounds = raw.boundingRect()
    squeeze = min(1.0, max_width / max(bounds.width() * scale, 1e-6))
    transform = QTransform()
    transform.translate(center_x, top)
    transform.scale(scale * squeeze, scale)
    transform.translate(-bounds.center().x(), -cap.top())
    return transform.map(raw)


# --------------------------------------------------------------------------- faces


INDEX_X = 10.0
INDEX_TOP = 5.0
INDEX_CAP = 15.0
INDEX_PIP = 10.5
INDEX_MAX_WIDTH = 15.0
PIP_SIZE = 17.5
PIP_COLUMNS = (30.0, 50.0, 70.0)
PIP_TOP, PIP_BOTTOM = 25.0, 115.0
COURT_FRAME = QRectF(20.5, 12.0, 59.0, 116.0)

# Pip positions for 2..10 as (column 0..2, row 0..1 from top to bottom): the classic layouts.
_THIRD, _SIXTH = 1 / 3, 1 / 6
PIP_LAYOUTS: dict[int, tuple[tuple[int, float], ...]] = {
    2: ((1, 0), (1, 1)),
    3: ((1, 0), (1, 0.5), (1, 1)),
    4: ((0, 0), (2, 0), (0, 1), (2, 1)),
    5: ((0, 0), (2, 0), (1, 0.5), (0, 1), (2, 1)),
    6: ((0, 0), (2, 0), (0, 0.5), (2, 0.5), (0, 1), (2, 1)),
    7: ((0, 0), (2, 0), (1, 0.25), (0, 0.5), (2, 0.5), (0, 1), (2, 1)),
    8: ((0, 0), (2, 0), (1, 0.25), (0, 0.5), (2, 0.5), (1, 0.75), (0, 1), (2, 1)),
    9: ((0, 0), (2, 0), (0, _THIRD), (2, _THIRD), (1, 0.5), (0, 2 * _THIRD), (2, 2 * _THIRD), (0, 1), (2, 1)),
    10: ((0, 0), (2, 0), (1, _SIXTH), (0, _THIRD), (2, _THIRD), (0, 2 * _THIRD), (2, 2 * _THIRD),
         (1, 5 * _SIXTH), (0, 1), (2, 1)),
}


def pip_positions(rank: int) -> list[tuple[QPointF, bool]]:
    """Centre and upside-down flag of every pip of a 2..10, in card units."""
    placed = []
    for column, row in PIP_LAYOUTS[rank]:
        y = PIP_TOP + row * (PIP_BOTTOM - PIP_TOP)
        placed.append((QPointF(PIP_COLUMNS[column], y), row > 0.5))
    return placed


def _paint_corner_indices(painter: QPainter, card: Card) -> None:
    """Rank and small suit top-left, and the same turned round bottom-right."""
    color = suit_color(card.suit)
    rank_path = text_path(card.rank.code, INDEX_X, INDEX_TOP, INDEX_CAP, INDEX_MAX_WIDTH)
    suit_top = INDEX_TOP + INDEX_CAP + 2.5
    center = QPointF(UNIT_W / 2, UNIT_H / 2)
    for turned in (False, True):
        painter.save()
        if turned:
            _rotated_half_turn(painter, center)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(color)
        painter.drawPath(rank_path)
        _paint_pip(painter, card.suit, QPointF(INDEX_X, suit_top + INDEX_PIP / 2), INDEX_PIP)
        painter.restore()


def _paint_number_pips(painter: QPainter, card: Card) -> None:
    for center, upside_down in pip_positions(int(card.rank)):
        _paint_pip(painter, card.suit, center, PIP_SIZE, upside_down)


def _paint_ace(painter: QPainter, card: Card) -> None:
    """One big pip; the ace of spades gets the traditional larger, ornamented one."""
    center = QPointF(UNIT_W / 2, UNIT_H / 2)
    if card.suit is Suit.SPADES:
        painter.setBrush(Qt.BrushStyle.NoBrush)
        for radius, width in ((33.0, 0.9), (30.5, 0.45)):
            painter.setPen(QPen(SUIT_BLACK, width))
            painter.drawEllipse(center, radius, radius)
        _paint_pip(painter, card.suit, center, 46.0)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(GOLD)
        painter.drawPath(QTransform.fromTranslate(center.x(), center.y() - 2).map(_star_path(5.0, 2.2)))
    else:
        _paint_pip(painter, card.suit, center, 36.0)


def _star_path(outer: float, inner: float, points: int = 5) -> QPainterPath:
    polygon = QPolygonF()
    for i in range(points * 2):
        radius = outer if i % 2 == 0 else inner
        angle = math.pi * i / points - math.pi / 2
        polygon.append(QPointF(radius * math.cos(angle), radius * math.sin(angle)))
    path = QPainterPath()
    path.addPolygon(polygon)
    path.closeSubpath()
    return path


# --------------------------------------------------------------------------- court cards

_COURT_PALETTES: dict[Suit, tuple[QColor, QColor, QColor]] = {
    # robe, trim, hair
    Suit.HEARTS: (QColor("#c62828"), QColor("#1f4e9c"), QColor("#8a4b1f")),
    Suit.DIAMONDS: (QColor("#1f4e9c"), QColor("#c62828"), QColor("#c98a2c")),
    Suit.CLUBS: (QColor("#2e7d4f"), QColor("#c62828"), QColor("#5a3a1e")),
    Suit.SPADES: (QColor("#2f3545"), QColor("#d8a127"), QColor("#3b2a1c")),
}


def _court_colors(card: Card) -> tuple[QColor, QColor, QColor]:
    """Each suit has its own colours; the queen wears them the other way round."""
    robe, trim, hair = _COURT_PALETTES[card.suit]
    return (trim, robe, hair) if card.rank is Rank.QUEEN else (robe, trim, hair)


def _paint_court(painter: QPainter, card: Card, px_per_unit: float) -> None:
    """A framed, double-headed portrait: each half is the same figure, the lower one turned round."""
    frame = COURT_FRAME
    frame_path = QPainterPath()
    frame_path.addRoundedRect(frame, 2.0, 2.0)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(CREAM)
    painter.drawPath(frame_path)
    top_half = QRectF(frame.left(), frame.top(), frame.width(), frame.height() / 2)
    for turned in (False, True):
        painter.save()
        if turned:
            _rotated_half_turn(painter, frame.center())
        painter.setClipRect(top_half)
        _paint_court_half(painter, card)
        painter.restore()
    _paint_court_frame(painter, card, frame_path, px_per_unit)


def _paint_court_frame(painter: QPainter, card: Card, frame_path: QPainterPath, px_per_unit: float) -> None:
    frame = frame_path.boundingRect()
    line = max(0.5, 0.8 / px_per_unit)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(QPen(GOLD_DARK, line * 0.8))
    mid = frame.center().y()
    painter.drawLine(QPointF(frame.left(), mid), QPointF(frame.right(), mid))
    painter.setPen(QPen(suit_color(card.suit), line))
    painter.drawPath(frame_path)
    painter.setPen(QPen(GOLD, line * 0.7))
    inner = QPainterPath()
    inner.addRoundedRect(frame.adjusted(1.3, 1.3, -1.3, -1.3), 1.2, 1.2)
    painter.drawPath(inner)


def _paint_court_half(painter: QPainter, card: Card) -> None:
    robe, trim, hair = _court_colors(card)
    figure = _COURT_FIGURES[card.rank]
    figure(painter, robe, trim, hair)
    _paint_court_mark(painter, card)


def _paint_court_mark(painter: QPainter, card: Card) -> None:
    """The big rank letter and a suit pip in the frame's corner: says "court card" at a glance."""
    left = COURT_FRAME.left()
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(suit_color(card.suit))
    painter.drawPath(text_path(card.rank.code, left + 8.0, COURT_FRAME.top() + 3.5, 14.5, 14.0))
    _paint_pip(painter, card.suit, QPointF(left + 8.0, COURT_FRAME.top() + 27.0), 9.0)


Fill = QColor | QBrush | Qt.BrushStyle


def _filled(painter: QPainter, path: QPainterPath, fill: Fill, pen: QPen | None = None) -> None:
    """Fill ``path`` and outline it in ink (or ``pen``): the look of every court and joker shape."""
    painter.setPen(pen if pen is not None else _ink())
    painter.setBrush(fill)
    painter.drawPath(path)


def _polygon_path(points: list[tuple[float, float]]) -> QPainterPath:
    path = QPainterPath()
    path.addPolygon(QPolygonF([QPointF(x, y) for x, y in points]))
    path.closeSubpath()
    return path


def _ellipse_path(cx: float, cy: float, rx: float, ry: float) -> QPainterPath:
    path = QPainterPath()
    path.addEllipse(QPointF(cx, cy), rx, ry)
    return path


def _shaded(color: QColor, top: float, bottom: float) -> QBrush:
    """A gentle vertical light-to-dark gradient, the only shading the figures get."""
    gradient = QLinearGradient(0, top, 0, bottom)
    gradient.setColorAt(0, color.lighter(125))
    gradient.setColorAt(1, color.darker(110))
    return QBrush(gradient)


HEAD = QPointF(50.0, 37.5)


def _paint_robe(painter: QPainter, robe: QColor, trim: QColor) -> None:
    """Shoulders and chest down to the card's middle, with a contrasting front panel."""
    body = QPainterPath()
    body.moveTo(22, 70)
    body.lineTo(22, 61)
    body.cubicTo(23, 52, 33, 49, 41, 47.5)
    body.lineTo(59, 47.5)
    body.cubicTo(67, 49, 77, 52, 78, 61)
    body.lineTo(78, 70)
    body.closeSubpath()
    _filled(painter, body, _shaded(robe, 47, 70))
    _filled(painter, _polygon_path([(45.5, 49), (54.5, 49), (58, 70), (42, 70)]), _shaded(trim, 49, 70))
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(GOLD)
    for y in (56.0, 61.0, 66.0):
        painter.drawEllipse(QPointF(50, y), 1.0, 1.0)
    for side in (-1, 1):
        sleeve = QPainterPath()
        sleeve.moveTo(50 + side * 20, 70)
        sleeve.quadTo(50 + side * 21, 60, 50 + side * 16, 52)
        painter.setPen(_ink(0.45))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawPath(sleeve)


def _paint_hand(painter: QPainter, center: QPointF, sleeve: QColor, cuff: QColor) -> None:
    """A forearm rising from the card's middle to a fist around a held object, drawn over the prop."""
    x, y = center.x(), center.y()
    arm = _polygon_path([(x - 3.6, y + 4.5), (x + 3.6, y + 4.5), (x + 4.8, 70.5), (x - 4.4, 70.5)])
    _filled(painter, arm, _shaded(sleeve.darker(112), y, 70))
    cuff_band = QPainterPath()
    cuff_band.addRoundedRect(QRectF(x - 4.0, y + 2.0, 8.0, 3.4), 1.0, 1.0)
    _filled(painter, cuff_band, cuff)
    _filled(painter, _ellipse_path(x, y, 2.9, 2.6), SKIN)


def _paint_neck_and_head(painter: QPainter) -> None:
    _filled(painter, _polygon_path([(47, 43), (53, 43), (53.5, 49.5), (46.5, 49.5)]), SKIN)
    _filled(painter, _ellipse_path(HEAD.x(), HEAD.y(), 7.0, 8.6), SKIN)


def _paint_face(painter: QPainter, smile: float = 0.6) -> None:
    """Eyes, brows, nose and mouth: a few strokes, enough to read as a face at 60 px."""
    x, y = HEAD.x(), HEAD.y()
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(INK)
    for side in (-1, 1):
        painter.drawEllipse(QPointF(x + side * 2.7, y - 0.6), 0.75, 0.95)
    painter.setBrush(QColor(226, 120, 110, 90))
    for side in (-1, 1):
        painter.drawEllipse(QPointF(x + side * 4.2, y + 2.6), 1.5, 1.0)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(_ink(0.4))
    for side in (-1, 1):
        brow = QPainterPath()
        brow.moveTo(x + side * 1.3, y - 2.8)
        brow.quadTo(x + side * 2.8, y - 3.9, x + side * 4.3, y - 2.9)
        painter.drawPath(brow)
    nose = QPainterPath()
    nose.moveTo(x, y - 1.2)
    nose.quadTo(x - 1.1, y + 2.2, x + 0.6, y + 2.4)
    painter.drawPath(nose)
    painter.setPen(_mouth_pen())
    mouth = QPainterPath()
    mouth.moveTo(x - 1.8, y + 4.4)
    mouth.quadTo(x, y + 4.4 + smile * 1.6, x + 1.8, y + 4.4)
    painter.drawPath(mouth)


def _mouth_pen() -> QPen:
    pen = QPen(QColor("#b33a3a"), 0.65)
    pen.setCapStyle(Qt.PenCapStyle.RoundCap)
    return pen


def _paint_king(painter: QPainter, robe: QColor, trim: QColor, hair: QColor) -> None:
    """Bearded, crowned, with an ermine collar and a sceptre."""
    _paint_robe(painter, robe, trim)
    _paint_ermine(painter)
    _filled(painter, _ellipse_path(HEAD.x(), HEAD.y() + 0.5, 9.2, 9.0), hair)
    _paint_neck_and_head(painter)
    _paint_face(painter, smile=0.2)
    _paint_beard(painter, hair)
    _paint_crown(painter)
    _paint_sceptre(painter)
    _paint_hand(painter, QPointF(69.2, 57.0), robe, WHITE)


def _paint_ermine(painter: QPainter) -> None:
    collar = QPainterPath()
    collar.moveTo(33, 49.5)
    collar.quadTo(50, 60, 67, 49.5)
    collar.quadTo(63, 46.5, 58, 46.5)
    collar.quadTo(50, 51, 42, 46.5)
    collar.quadTo(37, 46.5, 33, 49.5)
    _filled(painter, collar, WHITE)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(INK)
    for x, y in ((38.5, 49.5), (44, 52.3), (56, 52.3), (61.5, 49.5)):
        painter.drawPath(_polygon_path([(x - 0.7, y - 0.9), (x + 0.7, y - 0.9), (x, y + 1.1)]))


def _paint_beard(painter: QPainter, hair: QColor) -> None:
    x, y = HEAD.x(), HEAD.y()
    beard = QPainterPath()
    beard.moveTo(x - 6.8, y + 1.5)
    beard.cubicTo(x - 6.5, y + 10, x - 3, y + 15.5, x, y + 16)
    beard.cubicTo(x + 3, y + 15.5, x + 6.5, y + 10, x + 6.8, y + 1.5)
    beard.quadTo(x + 5, y + 6.5, x + 2.5, y + 5.2)
    beard.quadTo(x, y + 4.2, x - 2.5, y + 5.2)
    beard.quadTo(x - 5, y + 6.5, x - 6.8, y + 1.5)
    _filled(painter, beard, hair)
    moustache = QPainterPath()
    moustache.moveTo(x, y + 3.4)
    moustache.cubicTo(x - 2, y + 2.4, x - 4.2, y + 3.4, x - 4.8, y + 5.2)
    moustache.cubicTo(x - 3, y + 4.3, x - 1.5, y + 4.8, x, y + 4.4)
    moustache.cubicTo(x + 1.5, y + 4.8, x + 3, y + 4.3, x + 4.8, y + 5.2)
    moustache.cubicTo(x + 4.2, y + 3.4, x + 2, y + 2.4, x, y + 3.4)
    _filled(painter, moustache, hair.darker(115), _ink(0.35))
    painter.setPen(_mouth_pen())
    painter.drawLine(QPointF(x - 1.2, y + 6.2), QPointF(x + 1.2, y + 6.2))


def _paint_crown(painter: QPainter) -> None:
    x, top = HEAD.x(), HEAD.y() - 22.0
    crown = _polygon_path([
        (x - 10, top + 13), (x - 11, top + 3), (x - 6, top + 8.5), (x, top), (x + 6, top + 8.5),
        (x + 11, top + 3), (x + 10, top + 13),
    ])
    _filled(painter, crown, _shaded(GOLD, top, top + 13))
    band = QPainterPath()
    band.addRoundedRect(QRectF(x - 10.5, top + 10, 21, 4.2), 1, 1)
    _filled(painter, band, GOLD.darker(108))
    for cx, cy in ((x - 11, top + 3), (x, top), (x + 11, top + 3)):
        _filled(painter, _ellipse_path(cx, cy, 1.5, 1.5), WHITE)
    for offset, color in ((-6, "#1f4e9c"), (0, "#c62828"), (6, "#1f4e9c")):
        _filled(painter, _ellipse_path(x + offset, top + 12.1, 1.4, 1.3), QColor(color), _ink(0.3))


def _paint_sceptre(painter: QPainter) -> None:
    painter.setPen(_rod_pen(GOLD_DARK, 2.2))
    painter.drawLine(QPointF(68.5, 70), QPointF(70.5, 37))
    painter.setPen(_rod_pen(GOLD, 1.2))
    painter.drawLine(QPointF(68.5, 70), QPointF(70.5, 37))
    _filled(painter, _ellipse_path(70.6, 34.5, 2.8, 2.8), _shaded(GOLD, 31.5, 37.5))
    _filled(painter, _polygon_path([(70.0, 27.5), (71.2, 27.5), (71.2, 29.3), (72.8, 29.3), (72.8, 30.4),
                                    (71.2, 30.4), (71.2, 32.0), (70.0, 32.0), (70.0, 30.4), (68.4, 30.4),
                                    (68.4, 29.3), (70.0, 29.3)]), GOLD, _ink(0.3))


def _rod_pen(color: QColor, width: float) -> QPen:
    pen = QPen(color, width)
    pen.setCapStyle(Qt.PenCapStyle.RoundCap)
    return pen


def _paint_queen(painter: QPainter, robe: QColor, trim: QColor, hair: QColor) -> None:
    """Long hair, a pearl tiara, a pearl necklace and a rose."""
    _paint_long_hair(painter, hair)
    _paint_robe(painter, robe, trim)
    _paint_neck_and_head(painter)
    _paint_fringe(painter, hair)
    _paint_face(painter, smile=0.9)
    _paint_necklace(painter)
    _paint_tiara(painter)
    _paint_rose(painter)
    _paint_hand(painter, QPointF(68.0, 58.5), robe, WHITE)


def _paint_long_hair(painter: QPainter, hair: QColor) -> None:
    x, y = HEAD.x(), HEAD.y()
    locks = QPainterPath()
    locks.moveTo(x, y - 10.5)
    locks.cubicTo(x - 11, y - 10.5, x - 11, y + 2, x - 11.5, y + 10)
    locks.cubicTo(x - 12, y + 15, x - 10, y + 17, x - 6.5, y + 16.5)
    locks.lineTo(x + 6.5, y + 16.5)
    locks.cubicTo(x + 10, y + 17, x + 12, y + 15, x + 11.5, y + 10)
    locks.cubicTo(x + 11, y + 2, x + 11, y - 10.5, x, y - 10.5)
    _filled(painter, locks, hair)


def _paint_fringe(painter: QPainter, hair: QColor) -> None:
    x, y = HEAD.x(), HEAD.y()
    fringe = QPainterPath()
    fringe.moveTo(x - 7.2, y + 1)
    fringe.cubicTo(x - 7.5, y - 7, x - 3, y - 9.5, x, y - 9.3)
    fringe.cubicTo(x + 3, y - 9.5, x + 7.5, y - 7, x + 7.2, y + 1)
    fringe.cubicTo(x + 5.5, y - 3, x + 3, y - 5, x, y - 4.6)
    fringe.cubicTo(x - 3, y - 5, x - 5.5, y - 3, x - 7.2, y + 1)
    _filled(painter, fringe, hair)


def _paint_necklace(painter: QPainter) -> None:
    for i in range(9):
        t = i / 8
        px = 43.0 + 14.0 * t
        py = 48.5 + 3.2 * math.sin(math.pi * t)
        _filled(painter, _ellipse_path(px, py, 0.85, 0.85), WHITE, _ink(0.25))


def _paint_tiara(painter: QPainter) -> None:
    x, y = HEAD.x(), HEAD.y() - 9.0
    arch = QPainterPath()
    arch.moveTo(x - 8, y + 1.5)
    arch.quadTo(x - 6, y - 5, x, y - 6.5)
    arch.quadTo(x + 6, y - 5, x + 8, y + 1.5)
    arch.quadTo(x, y - 1.5, x - 8, y + 1.5)
    _filled(painter, arch, _shaded(GOLD, y - 6.5, y + 1.5))
    for i in range(5):
        angle = math.pi * (0.15 + 0.7 * i / 4)
        px, py = x - 7.0 * math.cos(angle), y - 0.5 - 5.2 * math.sin(angle)
        _filled(painter, _ellipse_path(px, py - 1.2, 1.1, 1.1), WHITE, _ink(0.25))
    _filled(painter, _ellipse_path(x, y - 3.2, 1.5, 1.8), QColor("#1f4e9c"), _ink(0.3))


def _paint_rose(painter: QPainter) -> None:
    """Held low on the right, clear of the corner letter."""
    stem = QPainterPath()
    stem.moveTo(66, 69)
    stem.quadTo(69, 58, 67.5, 47)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(_rod_pen(QColor("#2e7d32"), 1.1))
    painter.drawPath(stem)
    leaf = QPainterPath()
    leaf.moveTo(68.2, 57)
    leaf.quadTo(73, 53, 74.5, 55.5)
    leaf.quadTo(72, 58.5, 68.2, 57)
    _filled(painter, leaf, QColor("#43a047"), _ink(0.3))
    center = QPointF(67.5, 44.5)
    for i in range(6):
        angle = 2 * math.pi * i / 6
        _filled(painter, _ellipse_path(center.x() + 2.2 * math.cos(angle), center.y() + 2.2 * math.sin(angle),
                                       1.9, 1.9), QColor("#d6336c"), _ink(0.3))
    _filled(painter, _ellipse_path(center.x(), center.y(), 1.5, 1.5), QColor("#ffd54f"), _ink(0.3))


def _paint_jack(painter: QPainter, robe: QColor, trim: QColor, hair: QColor) -> None:
    """Young, clean-shaven, short hair, a beret with a long feather, and a halberd."""
    _paint_robe(painter, robe, trim)
    _paint_collar(painter)
    _paint_short_hair(painter, hair)
    _paint_neck_and_head(painter)
    _paint_face(painter, smile=1.0)
    _paint_halberd(painter)
    _paint_hand(painter, QPointF(69.0, 58.0), robe, GOLD)
    _paint_cap(painter, trim)


def _paint_collar(painter: QPainter) -> None:
    collar = _polygon_path([(41, 47), (50, 55), (59, 47), (56.5, 46), (50, 51.5), (43.5, 46)])
    _filled(painter, collar, _shaded(GOLD, 46, 55))


def _paint_short_hair(painter: QPainter, hair: QColor) -> None:
    x, y = HEAD.x(), HEAD.y()
    bob = QPainterPath()
    bob.moveTo(x - 8.6, y + 6)
    bob.cubicTo(x - 10.5, y - 4, x - 6, y - 10, x, y - 10)
    bob.cubicTo(x + 6, y - 10, x + 10.5, y - 4, x + 8.6, y + 6)
    bob.quadTo(x + 7.5, y + 7.5, x + 6, y + 6)
    bob.lineTo(x - 6, y + 6)
    bob.quadTo(x - 7.5, y + 7.5, x - 8.6, y + 6)
    _filled(painter, bob, hair)


def _paint_cap(painter: QPainter, trim: QColor) -> None:
    x, y = HEAD.x(), HEAD.y() - 8.0
    feather = QPainterPath()
    feather.moveTo(x + 5, y - 1.5)
    feather.cubicTo(x + 12, y - 9, x + 20, y - 13, x + 25, y - 10.5)
    feather.cubicTo(x + 20, y - 8, x + 13, y - 3, x + 7, y + 0.5)
    feather.closeSubpath()
    _filled(painter, feather, QColor("#fafafa"))
    painter.setPen(_ink(0.3))
    spine = QPainterPath()
    spine.moveTo(x + 6, y - 0.5)
    spine.cubicTo(x + 12, y - 6, x + 19, y - 10.5, x + 25, y - 10.5)
    painter.drawPath(spine)
    beret = QPainterPath()
    beret.moveTo(x - 10, y + 1.5)
    beret.cubicTo(x - 11, y - 6, x + 7, y - 8.5, x + 11, y - 1)
    beret.quadTo(x + 10, y + 2.5, x + 8, y + 2.5)
    beret.lineTo(x - 8, y + 2.5)
    beret.quadTo(x - 10, y + 2.5, x - 10, y + 1.5)
    _filled(painter, beret, _shaded(trim, y - 7, y + 2.5))
    band = QPainterPath()
    band.addRoundedRect(QRectF(x - 8.5, y + 0.6, 17, 2.6), 1, 1)
    _filled(painter, band, GOLD)


def _paint_halberd(painter: QPainter) -> None:
    """A shaft with a spike and a crescent axe blade, kept below the cap's feather."""
    steel = _shaded(QColor("#9fb3bf"), 30, 46)
    painter.setPen(_rod_pen(INK, 2.0))
    painter.drawLine(QPointF(68.4, 70), QPointF(70.2, 35))
    painter.setPen(_rod_pen(QColor("#8d6240"), 1.1))
    painter.drawLine(QPointF(68.4, 70), QPointF(70.2, 35))
    _filled(painter, _polygon_path([(70.4, 30.5), (71.6, 35.5), (70.2, 37.5), (68.9, 35.5)]), steel)
    blade = QPainterPath(QPointF(71.0, 37.0))
    blade.cubicTo(73.5, 37.0, 75.5, 35.5, 76.3, 34.0)
    blade.cubicTo(77.3, 37.5, 77.3, 42.0, 76.3, 45.5)
    blade.cubicTo(75.0, 44.0, 73.0, 43.0, 70.6, 43.0)
    blade.closeSubpath()
    _filled(painter, blade, steel)
    _filled(painter, _polygon_path([(69.6, 38.5), (65.8, 37.2), (69.4, 41.5)]), steel)


_COURT_FIGURES: dict[Rank, Callable[[QPainter, QColor, QColor, QColor], None]] = {
    Rank.KING: _paint_king, Rank.QUEEN: _paint_queen, Rank.JACK: _paint_jack,
}


# --------------------------------------------------------------------------- joker

JOKER_PURPLE = QColor("#6a1b9a")
JOKER_GREEN = QColor("#2e9d5b")
JOKER_RED = QColor("#d32f2f")


def _paint_joker(painter: QPainter) -> None:
    _paint_joker_indices(painter)
    _paint_joker_stars(painter)
    _paint_jester(painter)


def _paint_joker_indices(painter: QPainter) -> None:
    """JOKER spelled downwards in the corners, with a star under it."""
    center = QPointF(UNIT_W / 2, UNIT_H / 2)
    for turned in (False, True):
        painter.save()
        if turned:
            _rotated_half_turn(painter, center)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(JOKER_PURPLE)
        for i, letter in enumerate("JOKER"):
            painter.drawPath(text_path(letter, INDEX_X, INDEX_TOP + i * 9.8, 8.2, 10.0, serif=False))
        painter.setBrush(GOLD)
        painter.setPen(_ink(0.35))
        painter.drawPath(QTransform.fromTranslate(INDEX_X, INDEX_TOP + 54).map(_star_path(4.2, 1.8)))
        painter.restore()


def _paint_joker_stars(painter: QPainter) -> None:
    for x, y, size in ((27, 22, 4.5), (75, 30, 3.2), (30, 112, 3.5), (73, 118, 5.0), (80, 82, 2.6), (22, 76, 2.8)):
        _filled(painter, QTransform.fromTranslate(x, y).map(_star_path(size, size * 0.42)), GOLD, _ink(0.35))


def _paint_jester(painter: QPainter) -> None:
    """A jester: three-horned belled cap, smiling face, ruff and a harlequin tunic."""
    _paint_tunic(painter)
    _paint_ruff(painter)
    face = QPointF(50, 68)
    _filled(painter, _ellipse_path(face.x(), face.y(), 10.5, 11.5), SKIN)
    _paint_jester_face(painter, face)
    _paint_jester_cap(painter)


def _paint_tunic(painter: QPainter) -> None:
    body = QPainterPath()
    body.moveTo(30, 124)
    body.cubicTo(29, 104, 34, 88, 50, 86)
    body.cubicTo(66, 88, 71, 104, 70, 124)
    body.closeSubpath()
    painter.save()
    painter.setClipPath(body)
    colors = (JOKER_PURPLE, JOKER_GREEN, JOKER_RED, GOLD)
    for row in range(5):
        for col in range(-1, 5):
            cx = 26 + col * 12 + (6 if row % 2 else 0)
            cy = 86 + row * 9
            diamond = _polygon_path([(cx, cy - 4.5), (cx + 6, cy), (cx, cy + 4.5), (cx - 6, cy)])
            _filled(painter, diamond, colors[(row + col) % 4], _ink(0.3))
    painter.restore()
    _filled(painter, body, Qt.BrushStyle.NoBrush)


def _paint_ruff(painter: QPainter) -> None:
    """A pleated collar: an oval whose edge bulges out between evenly spaced points."""
    center, rx, ry, pleats = QPointF(50, 84), 19.0, 6.0, 16
    def on_oval(angle: float, grow: float) -> QPointF:
        return QPointF(center.x() + (rx + grow) * math.cos(angle), center.y() + (ry + grow * 0.45) * math.sin(angle))
    ruff = QPainterPath(on_oval(0, 0))
    for i in range(pleats):
        middle = 2 * math.pi * (i + 0.5) / pleats
        ruff.quadTo(on_oval(middle, 5.0), on_oval(2 * math.pi * (i + 1) / pleats, 0))
    ruff.closeSubpath()
    _filled(painter, ruff, WHITE)
    painter.setPen(_ink(0.3))
    for i in range(pleats):
        angle = 2 * math.pi * i / pleats
        if math.sin(angle) > -0.2:
            painter.drawLine(on_oval(angle, 0), on_oval(angle, -4.0))


def _paint_jester_face(painter: QPainter, face: QPointF) -> None:
    x, y = face.x(), face.y()
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor(230, 90, 90, 120))
    for side in (-1, 1):
        painter.drawEllipse(QPointF(x + side * 6, y + 3), 2.2, 1.6)
    painter.setBrush(INK)
    for side in (-1, 1):
        painter.drawEllipse(QPointF(x + side * 3.6, y - 1.5), 1.0, 1.3)
    painter.setBrush(JOKER_RED)
    painter.drawEllipse(QPointF(x, y + 1.6), 1.9, 1.9)
    smile = QPainterPath()
    smile.moveTo(x - 5.2, y + 4.6)
    smile.quadTo(x, y + 10.5, x + 5.2, y + 4.6)
    smile.quadTo(x, y + 7.2, x - 5.2, y + 4.6)
    _filled(painter, smile, QColor("#b71c1c"), _ink(0.4))


def _paint_jester_cap(painter: QPainter) -> None:
    """Three floppy horns (green, purple, red) rising from a band, each ending in a gold bell."""
    left = ((37, 58), (31, 48), (25, 39), (20, 45), (25, 43), (35, 46), (46, 55))
    right = tuple((100 - x, y) for x, y in left)
    middle = ((43, 56), (42, 40), (46, 24), (58, 19), (54, 28), (55, 42), (57, 56))
    for color, points in ((JOKER_GREEN, left), (JOKER_PURPLE, right), (JOKER_RED, middle)):
        start, c1, c2, tip, c3, c4, end = (QPointF(x, y) for x, y in points)
        horn = QPainterPath(start)
        horn.cubicTo(c1, c2, tip)
        horn.cubicTo(c3, c4, end)
        horn.closeSubpath()
        _filled(painter, horn, _shaded(color, 20, 60))
        _filled(painter, _ellipse_path(tip.x(), tip.y(), 2.8, 2.8), _shaded(GOLD, tip.y() - 3, tip.y() + 3))
    band = QPainterPath()
    band.addRoundedRect(QRectF(36.5, 55, 27, 5.5), 2.5, 2.5)
    _filled(painter, band, _shaded(GOLD, 55, 60.5))


# --------------------------------------------------------------------------- backs


def _paint_back_panel(painter: QPainter, back_id: str, px_per_unit: float) -> None:
    """A patterned panel inside a white margin, framed by a fine light line."""
    margin = 5.0
    panel = _card_outline(px_per_unit, margin)
    painter.save()
    painter.setClipPath(panel)
    _BACK_PATTERNS[back_id](painter, panel.boundingRect())
    painter.restore()
    line = max(0.45, 0.9 / px_per_unit)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(QPen(QColor(255, 255, 255, 200), line))
    painter.drawPath(_card_outline(px_per_unit, margin + 2.4))
    painter.setPen(QPen(_BACK_EDGE[back_id], line))
    painter.drawPath(panel)


def _lattice_back(painter: QPainter, area: QRectF) -> None:
    painter.fillRect(area, _back_gradient(QColor("#1c3f8f"), area))
    step = 7.0
    painter.setPen(QPen(QColor(140, 175, 240, 170), 0.7))
    _diagonal_lines(painter, area, step)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor(225, 235, 255, 210))
    for x, y in _lattice_points(area, step):
        painter.drawEllipse(QPointF(x, y), 0.9, 0.9)
    _paint_medallion(painter, area.center(), QColor("#173573"), QColor(200, 218, 255))


def _diagonal_lines(painter: QPainter, area: QRectF, step: float) -> None:
    offset = -area.height()
    while offset < area.width() + step:
        x = area.left() + offset
        painter.drawLine(QPointF(x, area.top()), QPointF(x + area.height(), area.bottom()))
        painter.drawLine(QPointF(x + area.height(), area.top()), QPointF(x, area.bottom()))
        offset += step


def _lattice_points(area: QRectF, step: float) -> Iterator[tuple[float, float]]:
    """Where the two families of diagonals cross: a grid of half-step spacing, checkered."""
    half = step / 2
    rows = int(area.height() / half) + 2
    cols = int(area.width() / half) + 2
    for row in range(rows):
        for col in range(cols):
            if (row + col) % 2 == 0:
                yield area.left() + col * half, area.top() + row * half


def _diamond_back(painter: QPainter, area: QRectF) -> None:
    painter.fillRect(area, _back_gradient(QColor("#a3162a"), area))
    width, height = 10.0, 14.0
    shades = (QColor("#c4283d"), QColor("#8a0f21"))
    pen = QPen(QColor(240, 196, 110, 190), 0.55)
    for row in range(int(area.height() / (height / 2)) + 3):
        for col in range(int(area.width() / width) + 3):
            cx = area.left() + col * width + (width / 2 if row % 2 else 0)
            cy = area.top() + row * height / 2
            diamond = _polygon_path([(cx, cy - height / 2), (cx + width / 2, cy), (cx, cy + height / 2),
                                     (cx - width / 2, cy)])
            _filled(painter, diamond, shades[row % 2], pen)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(250, 215, 140, 220))
            painter.drawEllipse(QPointF(cx, cy), 0.8, 0.8)
    _paint_medallion(painter, area.center(), QColor("#7c0d1e"), QColor(245, 205, 125))


def _rosette_back(painter: QPainter, area: QRectF) -> None:
    painter.fillRect(area, _back_gradient(QColor("#1d6b46"), area))
    radius = 6.0
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(QPen(QColor(170, 225, 190, 170), 0.6))
    rows = int(area.height() / (radius * 0.866)) + 3
    for row in range(rows):
        for col in range(int(area.width() / radius) + 3):
            cx = area.left() + col * radius + (radius / 2 if row % 2 else 0)
            cy = area.top() + row * radius * 0.866
            painter.drawEllipse(QPointF(cx, cy), radius, radius)
    _paint_medallion(painter, area.center(), QColor("#14502f"), QColor(200, 240, 210))


def _back_gradient(color: QColor, area: QRectF) -> QBrush:
    gradient = QRadialGradient(area.center(), max(area.width(), area.height()) * 0.7)
    gradient.setColorAt(0, color.lighter(118))
    gradient.setColorAt(1, color.darker(118))
    return QBrush(gradient)


def _paint_medallion(painter: QPainter, center: QPointF, fill: QColor, ink: QColor) -> None:
    """An oval in the middle with the four suits around a star: the deck's 'maker's mark'."""
    painter.setPen(QPen(ink, 0.9))
    painter.setBrush(fill)
    painter.drawEllipse(center, 17.0, 22.0)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(QPen(ink, 0.45))
    painter.drawEllipse(center, 14.8, 19.8)
    offsets = ((Suit.SPADES, 0, -10.5), (Suit.HEARTS, 7.8, 0), (Suit.CLUBS, 0, 10.5), (Suit.DIAMONDS, -7.8, 0))
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(ink)
    for suit, dx, dy in offsets:
        transform = QTransform.fromTranslate(center.x() + dx, center.y() + dy)
        transform.scale(6.5, 6.5)
        painter.drawPath(transform.map(suit_path(suit)))
    painter.drawPath(QTransform.fromTranslate(center.x(), center.y()).map(_star_path(3.4, 1.4)))


_BACK_PATTERNS: dict[str, Callable[[QPainter, QRectF], None]] = {
    "classic_blue": _lattice_back, "classic_red": _diamond_back, "green_rosettes": _rosette_back,
}
_BACK_EDGE: dict[str, QColor] = {
    "classic_blue": QColor("#102a63"), "classic_red": QColor("#6d0a18"), "green_rosettes": QColor("#0f4027"),
}


def _known_back(back_id: str) -> str:
    return back_id if back_id in BACKS else next(iter(BACKS))


# --------------------------------------------------------------------------- themes


class CardTheme:
    """How one deck looks.  Subclasses paint a face or a back to fill ``rect`` with any QPainter."""

    name: str = "abstract"

    def paint_face(self, painter: QPainter, rect: QRectF, card_code: str) -> None:
        raise NotImplementedError

    def paint_back(self, painter: QPainter, rect: QRectF, back_id: str) -> None:
        raise NotImplementedError


class BuiltinTheme(CardTheme):
    """The deck the app draws itself: crisp at any size, no files needed."""

    name = "builtin"

    def paint_face(self, painter: QPainter, rect: QRectF, card_code: str) -> None:
        card = Card.parse(card_code)
        with _card_units(painter, rect) as px_per_unit:
            _paint_blank_card(painter, px_per_unit)
            if card.is_joker:
                _paint_joker(painter)
                return
            _paint_corner_indices(painter, card)
            if card.rank is Rank.ACE:
                _paint_ace(painter, card)
            elif card.rank >= Rank.JACK:
                _paint_court(painter, card, px_per_unit)
            else:
                _paint_number_pips(painter, card)

    def paint_back(self, painter: QPainter, rect: QRectF, back_id: str) -> None:
        with _card_units(painter, rect) as px_per_unit:
            _paint_blank_card(painter, px_per_unit)
            _paint_back_panel(painter, _known_back(back_id), px_per_unit)


_SVG_RANKS = {Rank.JACK: "jack", Rank.QUEEN: "queen", Rank.KING: "king"}
_SVG_SUITS = {Suit.CLUBS: "club", Suit.DIAMONDS: "diamond", Suit.HEARTS: "heart", Suit.SPADES: "spade"}


def svg_element_ids(card_code: str) -> list[str]:
    """Element ids a KDE / aisleriot SVG deck may use for a face, most common naming first."""
    card = Card.parse(card_code)
    if card.is_joker:
        return ["red_joker", "black_joker", "joker"]
    rank = _SVG_RANKS.get(card.rank, str(int(card.rank)))
    suit = _SVG_SUITS[card.suit]
    return [f"{rank}_{suit}", f"{suit}_{rank}"]


class SvgTheme(CardTheme):
    """A single-file SVG deck (KDE carddecks, GNOME aisleriot); missing elements drawn by the built-in theme."""

    def __init__(self, path: str | os.PathLike[str]) -> None:
        self.path = Path(path)
        if not self.path.is_file():
            raise ValueError(f"Card deck file not found: {self.path}")
        self._renderer = QSvgRenderer(str(self.path))
        if not self._renderer.isValid():
            raise ValueError(f"Not a readable SVG card deck: {self.path}")
        self.name = f"svg:{self.path.resolve()}"
        self._fallback = BuiltinTheme()

    def paint_face(self, painter: QPainter, rect: QRectF, card_code: str) -> None:
        element = self._first_existing(svg_element_ids(card_code))
        if element is None:
            self._fallback.paint_face(painter, rect, card_code)
        else:
            self._render(painter, rect, element)

    def paint_back(self, painter: QPainter, rect: QRectF, back_id: str) -> None:
        if self._renderer.elementExists("back"):
            self._render(painter, rect, "back")
        else:
            self._fallback.paint_back(painter, rect, back_id)

    def _first_existing(self, ids: list[str]) -> str | None:
        return next((element for element in ids if self._renderer.elementExists(element)), None)

    def _render(self, painter: QPainter, rect: QRectF, element: str) -> None:
        """Fit the element into ``rect`` keeping its own proportions, centred."""
        bounds = self._renderer.transformForElement(element).mapRect(self._renderer.boundsOnElement(element))
        target = QRectF(rect)
        if bounds.width() > 0 and bounds.height() > 0:
            scale = min(rect.width() / bounds.width(), rect.height() / bounds.height())
            target.setSize(bounds.size() * scale)
            target.moveCenter(rect.center())
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        self._renderer.render(painter, element, target)
        painter.restore()


_THEME_SUBDIRS = ("carddecks", "aisleriot/cards", "kdegames/carddecks")


def _data_dirs() -> list[Path]:
    home = os.environ.get("XDG_DATA_HOME") or str(Path.home() / ".local" / "share")
    system = os.environ.get("XDG_DATA_DIRS") or "/usr/local/share:/usr/share"
    roots = [Path(home), *(Path(p) for p in system.split(os.pathsep) if p), Path("/usr/share")]
    return list(dict.fromkeys(roots))


def find_system_themes() -> list[Path]:
    """SVG card decks installed for KDE or GNOME, in the usual data folders (one level of sub-folders)."""
    found: list[Path] = []
    for root in _data_dirs():
        for sub in _THEME_SUBDIRS:
            folder = root / sub
            if not folder.is_dir():
                continue
            for pattern in ("*.svg", "*.svgz", "*/*.svg", "*/*.svgz"):
                found.extend(sorted(p for p in folder.glob(pattern) if p.is_file()))
    return list(dict.fromkeys(found))


# --------------------------------------------------------------------------- highlights


def paint_highlight(painter: QPainter, rect: QRectF, kind: str) -> None:
    """Draw a card state over a card filling ``rect``: "highlight", "selected" or "dim".

    Everything stays inside ``rect`` and follows the card's rounded outline, so a card item can
    call this from its own paint() without growing its bounding rect.
    """
    painters = {"highlight": _paint_glow, "selected": _paint_selected, "dim": _paint_dim}
    if kind not in painters:
        raise ValueError(f"unknown highlight kind {kind!r}; use one of {sorted(painters)}")
    with _card_units(painter, rect) as px_per_unit:
        painters[kind](painter, px_per_unit)


def _paint_glow(painter: QPainter, px_per_unit: float) -> None:
    painter.setBrush(Qt.BrushStyle.NoBrush)
    for width, alpha in ((9.0, 35), (6.0, 60), (3.6, 110)):
        painter.setPen(QPen(QColor(255, 196, 40, alpha), width))
        painter.drawPath(_card_outline(px_per_unit, width / 2))
    edge = max(1.4, 2.0 / px_per_unit)
    painter.setPen(QPen(QColor(235, 160, 0, 245), edge))
    painter.drawPath(_card_outline(px_per_unit, edge / 2))


def _paint_selected(painter: QPainter, px_per_unit: float) -> None:
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor(40, 110, 230, 45))
    painter.drawPath(_card_outline(px_per_unit))
    edge = max(2.2, 2.5 / px_per_unit)
    painter.setPen(QPen(QColor(30, 100, 220, 235), edge))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawPath(_card_outline(px_per_unit, edge / 2))


def _paint_dim(painter: QPainter, px_per_unit: float) -> None:
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor(60, 60, 70, 120))
    painter.drawPath(_card_outline(px_per_unit))


# --------------------------------------------------------------------------- renderer


class CardRenderer:
    """Turns (theme, card, size) into pixmaps and keeps the recent ones, so repaints cost nothing."""

    CACHE_SIZE = 400

    def __init__(self, theme: CardTheme | None = None) -> None:
        self._theme: CardTheme = theme if theme is not None else BuiltinTheme()
        self._cache: OrderedDict[tuple, QPixmap] = OrderedDict()

    @property
    def theme(self) -> CardTheme:
        return self._theme

    def set_theme(self, theme: CardTheme) -> None:
        self._theme = theme
        self._cache.clear()

    def pixmap(self, card_code: str | None, width: int, back: str = "classic_blue", *,
               device_pixel_ratio: float = 1.0) -> QPixmap:
        """A card ``width`` x round(width * CARD_ASPECT) logical pixels; ``card_code`` None is the back."""
        code = None if card_code is None else Card.parse(card_code).code
        width = int(width)
        if width < 1 or device_pixel_ratio <= 0:
            raise ValueError(f"bad card size: width {width}, device pixel ratio {device_pixel_ratio}")
        back_id = _known_back(back) if code is None else ""
        key = (self._theme.name, code, back_id, width, float(device_pixel_ratio))
        cached = self._cache.get(key)
        if cached is not None:
            self._cache.move_to_end(key)
            return cached
        pixmap = self._render(code, width, back_id, device_pixel_ratio)
        self._cache[key] = pixmap
        while len(self._cache) > self.CACHE_SIZE:
            self._cache.popitem(last=False)
        return pixmap

    def _render(self, code: str | None, width: int, back_id: str, dpr: float) -> QPixmap:
        height = round(width * CARD_ASPECT)
        pixmap = QPixmap(max(1, round(width * dpr)), max(1, round(height * dpr)))
        pixmap.setDevicePixelRatio(dpr)
        pixmap.fill(Qt.GlobalColor.transparent)
        painter = QPainter(pixmap)
        try:
            rect = QRectF(0, 0, width, height)
            if code is None:
                self._theme.paint_back(painter, rect, back_id)
            else:
                self._theme.paint_face(painter, rect, code)
        finally:
            painter.end()
        return pixmap


_default_renderer: CardRenderer | None = None


def default_renderer() -> CardRenderer:
    """The renderer the whole app shares, so every table reuses one cache."""
    global _default_renderer
    if _default_renderer is None:
        _default_renderer = CardRenderer()
    return _default_renderer
