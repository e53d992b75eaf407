"""The court cards: a framed, double-headed portrait per rank (king, queen, jack) in each suit's colours."""

from __future__ import annotations

import math
from collections.abc import Callable

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen

from cardsuite.cards import Card, Rank, Suit

from .drawing import (CREAM, GOLD, GOLD_DARK, INK, SKIN, WHITE, both_ends, ellipse_path, filled, ink, polygon_path,
                      round_pen, rounded_rect_path, shaded)
from .geometry import COURT_BOX
from .suits import suit_color
from .text import rank_letter, text_path

COURT_FRAME = QRectF(*COURT_BOX)
MOUTH = QColor("#b33a3a")

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


def paint_court(painter: QPainter, card: Card, px_per_unit: float) -> None:
    """A framed, double-headed portrait centred on the card: the lower half is the upper one turned round."""
    frame = COURT_FRAME
    frame_path = rounded_rect_path(frame, 2.0)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(CREAM)
    painter.drawPath(frame_path)
    top_half = QRectF(frame.left(), frame.top(), frame.width(), frame.height() / 2)
    for _ in both_ends(painter):
        painter.setClipRect(top_half)
        _paint_court_half(painter, card)
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
    inner = rounded_rect_path(frame.adjusted(1.3, 1.3, -1.3, -1.3), 1.2)
    painter.drawPath(inner)


def _paint_court_half(painter: QPainter, card: Card) -> None:
    robe, trim, hair = _court_colors(card)
    figure = _COURT_FIGURES[card.rank]
    figure(painter, robe, trim, hair)
    _paint_court_mark(painter, card)


def _paint_court_mark(painter: QPainter, card: Card) -> None:
    """The big rank letter in the frame's corner, in the suit's colour: says "court card" at a glance.  The suit is
    read from the corner index outside the picture, large enough to tell J♥ from J♦; a second, smaller
    pip in here was what a player misread."""
    left, top = COURT_FRAME.left(), COURT_FRAME.top()
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(suit_color(card.suit))
    painter.drawPath(text_path(rank_letter(card.rank.code), left + 8.0, top + 3.5, 14.5, 14.0))


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
    filled(painter, body, shaded(robe, 47, 70))
    filled(painter, polygon_path([(45.5, 49), (54.5, 49), (58, 70), (42, 70)]), shaded(trim, 49, 70))
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(GOLD)
    for y in (56.0, 61.0, 66.0):
        painter.drawEllipse(QPointF(50, y), 1.0, 1.0)
    for side in (-1, 1):
        sleeve = QPainterPath()
        sleeve.moveTo(50 + side * 20, 70)
        sleeve.quadTo(50 + side * 21, 60, 50 + side * 16, 52)
        painter.setPen(ink(0.45))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawPath(sleeve)


def _paint_hand(painter: QPainter, center: QPointF, sleeve: QColor, cuff: QColor) -> None:
    """A forearm rising from the card's middle to a fist around a held object, drawn over the prop."""
    x, y = center.x(), center.y()
    arm = polygon_path([(x - 3.6, y + 4.5), (x + 3.6, y + 4.5), (x + 4.8, 70.5), (x - 4.4, 70.5)])
    filled(painter, arm, shaded(sleeve.darker(112), y, 70))
    cuff_band = rounded_rect_path(QRectF(x - 4.0, y + 2.0, 8.0, 3.4), 1.0)
    filled(painter, cuff_band, cuff)
    filled(painter, ellipse_path(x, y, 2.9, 2.6), SKIN)


def _paint_neck_and_head(painter: QPainter) -> None:
    filled(painter, polygon_path([(47, 43), (53, 43), (53.5, 49.5), (46.5, 49.5)]), SKIN)
    filled(painter, ellipse_path(HEAD.x(), HEAD.y(), 7.0, 8.6), SKIN)


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
    painter.setPen(ink(0.4))
    for side in (-1, 1):
        brow = QPainterPath()
        brow.moveTo(x + side * 1.3, y - 2.8)
        brow.quadTo(x + side * 2.8, y - 3.9, x + side * 4.3, y - 2.9)
        painter.drawPath(brow)
    nose = QPainterPath()
    nose.moveTo(x, y - 1.2)
    nose.quadTo(x - 1.1, y + 2.2, x + 0.6, y + 2.4)
    painter.drawPath(nose)
    painter.setPen(round_pen(MOUTH, 0.65))
    mouth = QPainterPath()
    mouth.moveTo(x - 1.8, y + 4.4)
    mouth.quadTo(x, y + 4.4 + smile * 1.6, x + 1.8, y + 4.4)
    painter.drawPath(mouth)


def _paint_king(painter: QPainter, robe: QColor, trim: QColor, hair: QColor) -> None:
    """Bearded, crowned, with an ermine collar and a sceptre."""
    _paint_robe(painter, robe, trim)
    _paint_ermine(painter)
    filled(painter, ellipse_path(HEAD.x(), HEAD.y() + 0.5, 9.2, 9.0), hair)
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
    filled(painter, collar, WHITE)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(INK)
    for x, y in ((38.5, 49.5), (44, 52.3), (56, 52.3), (61.5, 49.5)):
        painter.drawPath(polygon_path([(x - 0.7, y - 0.9), (x + 0.7, y - 0.9), (x, y + 1.1)]))


def _paint_beard(painter: QPainter, hair: QColor) -> None:
    x, y = HEAD.x(), HEAD.y()
    beard = QPainterPath()
    beard.moveTo(x - 6.8, y + 1.5)
    beard.cubicTo(x - 6.5, y + 10, x - 3, y + 15.5, x, y + 16)
    beard.cubicTo(x + 3, y + 15.5, x + 6.5, y + 10, x + 6.8, y + 1.5)
    beard.quadTo(x + 5, y + 6.5, x + 2.5, y + 5.2)
    beard.quadTo(x, y + 4.2, x - 2.5, y + 5.2)
    beard.quadTo(x - 5, y + 6.5, x - 6.8, y + 1.5)
    filled(painter, beard, hair)
    moustache = QPainterPath()
    moustache.moveTo(x, y + 3.4)
    moustache.cubicTo(x - 2, y + 2.4, x - 4.2, y + 3.4, x - 4.8, y + 5.2)
    moustache.cubicTo(x - 3, y + 4.3, x - 1.5, y + 4.8, x, y + 4.4)
    moustache.cubicTo(x + 1.5, y + 4.8, x + 3, y + 4.3, x + 4.8, y + 5.2)
    moustache.cubicTo(x + 4.2, y + 3.4, x + 2, y + 2.4, x, y + 3.4)
    filled(painter, moustache, hair.darker(115), ink(0.35))
    painter.setPen(round_pen(MOUTH, 0.65))
    painter.drawLine(QPointF(x - 1.2, y + 6.2), QPointF(x + 1.2, y + 6.2))


def _paint_crown(painter: QPainter) -> None:
    x, top = HEAD.x(), HEAD.y() - 22.0
    crown = polygon_path([
        (x - 10, top + 13), (x - 11, top + 3), (x - 6, top + 8.5), (x, top), (x + 6, top + 8.5),
        (x + 11, top + 3), (x + 10, top + 13),
    ])
    filled(painter, crown, shaded(GOLD, top, top + 13))
    band = rounded_rect_path(QRectF(x - 10.5, top + 10, 21, 4.2), 1)
    filled(painter, band, GOLD.darker(108))
    for cx, cy in ((x - 11, top + 3), (x, top), (x + 11, top + 3)):
        filled(painter, ellipse_path(cx, cy, 1.5, 1.5), WHITE)
    for offset, color in ((-6, "#1f4e9c"), (0, "#c62828"), (6, "#1f4e9c")):
        filled(painter, ellipse_path(x + offset, top + 12.1, 1.4, 1.3), QColor(color), ink(0.3))


def _paint_sceptre(painter: QPainter) -> None:
    painter.setPen(round_pen(GOLD_DARK, 2.2))
    painter.drawLine(QPointF(68.5, 70), QPointF(70.5, 37))
    painter.setPen(round_pen(GOLD, 1.2))
    painter.drawLine(QPointF(68.5, 70), QPointF(70.5, 37))
    filled(painter, ellipse_path(70.6, 34.5, 2.8, 2.8), shaded(GOLD, 31.5, 37.5))
    filled(painter, polygon_path([(70.0, 27.5), (71.2, 27.5), (71.2, 29.3), (72.8, 29.3), (72.8, 30.4),
                                    (71.2, 30.4), (71.2, 32.0), (70.0, 32.0), (70.0, 30.4), (68.4, 30.4),
                                    (68.4, 29.3), (70.0, 29.3)]), GOLD, ink(0.3))


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
    filled(painter, locks, hair)


def _paint_fringe(painter: QPainter, hair: QColor) -> None:
    x, y = HEAD.x(), HEAD.y()
    fringe = QPainterPath()
    fringe.moveTo(x - 7.2, y + 1)
    fringe.cubicTo(x - 7.5, y - 7, x - 3, y - 9.5, x, y - 9.3)
    fringe.cubicTo(x + 3, y - 9.5, x + 7.5, y - 7, x + 7.2, y + 1)
    fringe.cubicTo(x + 5.5, y - 3, x + 3, y - 5, x, y - 4.6)
    fringe.cubicTo(x - 3, y - 5, x - 5.5, y - 3, x - 7.2, y + 1)
    filled(painter, fringe, hair)


def _paint_necklace(painter: QPainter) -> None:
    for i in range(9):
        t = i / 8
        px = 43.0 + 14.0 * t
        py = 48.5 + 3.2 * math.sin(math.pi * t)
        filled(painter, ellipse_path(px, py, 0.85, 0.85), WHITE, ink(0.25))


def _paint_tiara(painter: QPainter) -> None:
    x, y = HEAD.x(), HEAD.y() - 9.0
    arch = QPainterPath()
    arch.moveTo(x - 8, y + 1.5)
    arch.quadTo(x - 6, y - 5, x, y - 6.5)
    arch.quadTo(x + 6, y - 5, x + 8, y + 1.5)
    arch.quadTo(x, y - 1.5, x - 8, y + 1.5)
    filled(painter, arch, shaded(GOLD, y - 6.5, y + 1.5))
    for i in range(5):
        angle = math.pi * (0.15 + 0.7 * i / 4)
        px, py = x - 7.0 * math.cos(angle), y - 0.5 - 5.2 * math.sin(angle)
        filled(painter, ellipse_path(px, py - 1.2, 1.1, 1.1), WHITE, ink(0.25))
    filled(painter, ellipse_path(x, y - 3.2, 1.5, 1.8), QColor("#1f4e9c"), ink(0.3))


def _paint_rose(painter: QPainter) -> None:
    """Held low on the right, clear of the corner letter."""
    stem = QPainterPath()
    stem.moveTo(66, 69)
    stem.quadTo(69, 58, 67.5, 47)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(round_pen(QColor("#2e7d32"), 1.1))
    painter.drawPath(stem)
    leaf = QPainterPath()
    leaf.moveTo(68.2, 57)
    leaf.quadTo(73, 53, 74.5, 55.5)
    leaf.quadTo(72, 58.5, 68.2, 57)
    filled(painter, leaf, QColor("#43a047"), ink(0.3))
    center = QPointF(67.5, 44.5)
    for i in range(6):
        angle = 2 * math.pi * i / 6
        filled(painter, ellipse_path(center.x() + 2.2 * math.cos(angle), center.y() + 2.2 * math.sin(angle),
                                       1.9, 1.9), QColor("#d6336c"), ink(0.3))
    filled(painter, ellipse_path(center.x(), center.y(), 1.5, 1.5), QColor("#ffd54f"), ink(0.3))


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
    collar = polygon_path([(41, 47), (50, 55), (59, 47), (56.5, 46), (50, 51.5), (43.5, 46)])
    filled(painter, collar, shaded(GOLD, 46, 55))


# the same path calls as _paint_fringe, on purpose: each hair style is its own outline, drawn out point by point
def _paint_short_hair(painter: QPainter, hair: QColor) -> None:
    x, y = HEAD.x(), HEAD.y()
    bob = QPainterPath()
    bob.moveTo(x - 8.6, y + 6)
    bob.cubicTo(x - 10.5, y - 4, x - 6, y - 10, x, y - 10)
    bob.cubicTo(x + 6, y - 10, x + 10.5, y - 4, x + 8.6, y + 6)
    bob.quadTo(x + 7.5, y + 7.5, x + 6, y + 6)
    bob.lineTo(x - 6, y + 6)
    bob.quadTo(x - 7.5, y + 7.5, x - 8.6, y + 6)
    filled(painter, bob, hair)


def _paint_cap(painter: QPainter, trim: QColor) -> None:
    x, y = HEAD.x(), HEAD.y() - 8.0
    feather = QPainterPath()
    feather.moveTo(x + 5, y - 1.5)
    feather.cubicTo(x + 12, y - 9, x + 20, y - 13, x + 25, y - 10.5)
    feather.cubicTo(x + 20, y - 8, x + 13, y - 3, x + 7, y + 0.5)
    feather.closeSubpath()
    filled(painter, feather, QColor("#fafafa"))
    painter.setPen(ink(0.3))
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
    filled(painter, beret, shaded(trim, y - 7, y + 2.5))
    band = rounded_rect_path(QRectF(x - 8.5, y + 0.6, 17, 2.6), 1)
    filled(painter, band, GOLD)


def _paint_halberd(painter: QPainter) -> None:
    """A shaft with a spike and a crescent axe blade, kept below the cap's feather."""
    steel = shaded(QColor("#9fb3bf"), 30, 46)
    painter.setPen(round_pen(INK, 2.0))
    painter.drawLine(QPointF(68.4, 70), QPointF(70.2, 35))
    painter.setPen(round_pen(QColor("#8d6240"), 1.1))
    painter.drawLine(QPointF(68.4, 70), QPointF(70.2, 35))
    filled(painter, polygon_path([(70.4, 30.5), (71.6, 35.5), (70.2, 37.5), (68.9, 35.5)]), steel)
    blade = QPainterPath(QPointF(71.0, 37.0))
    blade.cubicTo(73.5, 37.0, 75.5, 35.5, 76.3, 34.0)
    blade.cubicTo(77.3, 37.5, 77.3, 42.0, 76.3, 45.5)
    blade.cubicTo(75.0, 44.0, 73.0, 43.0, 70.6, 43.0)
    blade.closeSubpath()
    filled(painter, blade, steel)
    filled(painter, polygon_path([(69.6, 38.5), (65.8, 37.2), (69.4, 41.5)]), steel)


_COURT_FIGURES: dict[Rank, Callable[[QPainter, QColor, QColor, QColor], None]] = {
    Rank.KING: _paint_king, Rank.QUEEN: _paint_queen, Rank.JACK: _paint_jack,
}
