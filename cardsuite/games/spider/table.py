"""The Spider duel table (issue 5, "Table"): ten columns, the stock, the foundation and the clock.

Layout (card units, 15 x 9.4)::

    [you: score, moves]          [ 9:42  time left ]          [opponent: score, runs, cards, time]
    col 1  col 2  ...  col 10 (spread downwards)          |  [the stock: its packets of ten]
                                                          |  [Deal]  [Undo] [Done]  [? Hint]
                                                          |  completed runs, in reduced form
                                                          |  your score, part by part

Everything shown comes from the seat's :class:`~.rules.SpiderView`; everything allowed comes
from its legal actions (house rule 3) -- the table never decides what may go where:

* a face-up card is dragged with the cards above it; only the legal ``Move`` actions of that
  column and count are drop targets, and they glow while dragging (anything else springs back);
* a click (or double-click) on such a card plays one of those legal moves: the table prefers a
  card of the same suit, then any card, then an empty column (presentation only);
* a click on a face-down top card plays ``TurnUp`` when it is legal; a click on the stock or the
  "Deal" button plays ``Deal``; "Undo" and "Done" are enabled exactly when they are legal;
* "Hint" asks the honest hint search (:func:`.bots.hint`, from the view alone) on a worker
  thread and highlights its move; first-time tips explain the duel's special rules.

The clock
    The countdown above the columns is this seat's own playing time, and the table is its one
    source: a :class:`DuelClock` starts from the elapsed time the engine last recorded for the
    seat (``view.players[seat].elapsed_ms``, so a resumed match goes on from its last action)
    and runs on a monotonic clock while the seat plays (from the end of the opening deal on).
    Every action leaves the table stamped with ``elapsed_ms`` = that reading; when it reaches
    the time limit the table sends ``TimeUp(elapsed_ms=limit)`` itself, once.

After the seat has finished, the sidebar offers to watch the opponent's game -- a replay in the
table built from ``view.watch`` (play / pause / step / speed, live while they still play) -- and
at the end of the duel a result sheet shows both scores side by side, the breakdown, the winner,
"Watch", "New duel" and "Leave".
"""

from __future__ import annotations

import logging
import math
import time
from concurrent.futures import Future, ThreadPoolExecutor
from dataclasses import dataclass
from functools import partial
from typing import Any, Sequence

from PySide6.QtCore import (SIGNAL, QCoreApplication, QEasingCurve, QObject, QParallelAnimationGroup, QPauseAnimation,
                            QPointF, QPropertyAnimation, QRectF, QSequentialAnimationGroup, Qt, QTimer, Signal)
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QLinearGradient, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsObject

from cardsuite.cards import Card, Suit
from cardsuite.engine import Event
from cardsuite.ui import style
from cardsuite.ui.animation import FLY_Z
from cardsuite.ui.cardart import CARD_ASPECT
from cardsuite.ui.items import CardItem, Placement, card_key
from cardsuite.ui.overlays import QuestionPanel
from cardsuite.ui.panels import AVATAR_COLOURS, TableButton, TableLabel
from cardsuite.ui.piles import Pile, SpreadPile
from cardsuite.ui.table import GameTable, pile_top

from .rules import (DEAL, DONE, UNDO, BoardView, Deal, Done, Move, SpiderClock, SpiderView, TurnUp,
                    watch_frames)
from .scoring import clock_text

log = logging.getLogger(__name__)

CONTEXT = "Spider"


def tr(text: str) -> str:
    return QCoreApplication.translate(CONTEXT, text)


# ----------------------------------------------------------------------------- geometry (card units)

W, H = 15.0, 9.4
COLUMNS = 10
COL_X, COL_STEP, COL_Y = 0.3, 1.14, 1.34
COLS_RIGHT = COL_X + (COLUMNS - 1) * COL_STEP + 1.0
COLS_MID = (COL_X + COLS_RIGHT) / 2
SIDE_X, SIDE_W = 11.9, 2.8
SIDE_MID = SIDE_X + SIDE_W / 2
FACE_UP_GAP, FACE_DOWN_GAP = 0.34, 0.14
PACKET = 10
BUTTON_Y = 3.42
FOUNDATION_Y = 4.86
SCORE_Y = 7.12

LOW_TIME_MS = 60_000
REPLAY_MS = 800
SPEEDS = (0.5, 1.0, 2.0, 4.0)
DEAL_STAGGER = 14
RUN_STAGGER = 28


def column_x(i: int) -> float:
    return COL_X + i * COL_STEP


def card_label(card: Card) -> str:
    """"7♠", "Q♥": a card as a player names it (copies look alike)."""
    return f"{card.rank.code}{card.suit.symbol}"


def _elide(painter: QPainter, text: str, width: float) -> str:
    return QFontMetricsF(painter.font()).elidedText(text, Qt.TextElideMode.ElideRight, max(10.0, width))


# ----------------------------------------------------------------------------- piles


class StockPile(Pile):
    """The stock as its packets of ten, side by side and overlapping; the next packet is the rightmost."""

    PACKET_STEP = 0.43

    def placement(self, index: int, item: CardItem) -> Placement:
        packet, k = divmod(index, PACKET)
        pos = self.pos + QPointF(packet * self.PACKET_STEP - 0.004 * k, -0.007 * k)
        return Placement(pos, 0.0, self.z + index)

    def base_rect(self) -> QRectF:
        packets = max(1, (len(self.items) + PACKET - 1) // PACKET)
        return QRectF(self.pos.x(), self.pos.y(), 1.0 + (packets - 1) * self.PACKET_STEP, CARD_ASPECT)

    def _next_pos(self) -> QPointF:
        return self.placement(len(self.items), None).pos  # type: ignore[arg-type]


class FoundationPile(Pile):
    """Where the cards of a completed run fly: the next free slot of the foundation.

    It holds them only for that flight; the next render empties it, the cards fade out and
    the reduced picture of the run (:class:`FoundationView`) stays.
    """

    def __init__(self, scene, display: "FoundationView"):
        self.display = display
        super().__init__(scene, (SIDE_X, FOUNDATION_Y), z=3000)

    def placement(self, index: int, item: CardItem) -> Placement:
        centre = self.display.slot_centre(self.display.next_slot())
        spread = QPointF(0.0, 0.004 * index)
        return Placement(centre - QPointF(0.5, CARD_ASPECT / 2) + spread, 0.0, self.z + index)

    def base_rect(self) -> QRectF:
        return self.display.sceneBoundingRect()


# ----------------------------------------------------------------------------- items on the cloth


class IconButton(TableButton):
    """A round-ended table button with a drawn symbol: play, pause, previous, next."""

    def __init__(self, icon: str, *, primary: bool = False, width: float = 50.0):
        super().__init__("", primary=primary, width=width, height=40.0)
        self.icon = icon

    def set_icon(self, icon: str) -> None:
        if icon != self.icon:
            self.icon = icon
            self.update()

    def paint(self, painter: QPainter, option, widget=None) -> None:
        super().paint(painter, option, widget)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        if not self.isEnabled():
            ink = QColor(230, 230, 230, 150)
        else:
            ink = QColor("#3a2700") if self.primary else QColor("#2b2b2b")
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(ink)
        path = QPainterPath()
        if self.icon == "play":
            path.moveTo(-6, -9)
            path.lineTo(9, 0)
            path.lineTo(-6, 9)
            path.closeSubpath()
        elif self.icon == "pause":
            path.addRoundedRect(QRectF(-8, -9, 5.5, 18), 1.5, 1.5)
            path.addRoundedRect(QRectF(2.5, -9, 5.5, 18), 1.5, 1.5)
        elif self.icon == "next":
            path.moveTo(-8, -8)
            path.lineTo(4, 0)
            path.lineTo(-8, 8)
            path.closeSubpath()
            path.addRoundedRect(QRectF(5, -8, 4, 16), 1, 1)
        elif self.icon == "prev":
            path.moveTo(8, -8)
            path.lineTo(-4, 0)
            path.lineTo(8, 8)
            path.closeSubpath()
            path.addRoundedRect(QRectF(-9, -8, 4, 16), 1, 1)
        painter.drawPath(path)


class PlayerStrip(QGraphicsObject):
    """A player's line in the top bar: avatar, name, status, a few big numbers and a progress bar."""

    HEIGHT = 86.0
    STAT_W = 74.0

    def __init__(self, seat: int, width: float):
        super().__init__()
        self.seat = seat
        self.width = width
        self.name = ""
        self.rating: int | None = None
        self.status = ""
        self.status_colour: QColor | None = None
        self.stats: list[tuple[str, str]] = []
        self.progress = 0.0
        self.active = False
        self.setScale(style.PX)
        self.setZValue(7000)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def set_content(self, name: str, rating: int | None, status: str, stats: Sequence[tuple[str, str]],
                    progress: float, active: bool, status_colour: QColor | None = None) -> None:
        content = (name, rating, status, list(stats), round(progress, 4), active, status_colour)
        if content != (self.name, self.rating, self.status, self.stats, round(self.progress, 4), self.active,
                       self.status_colour):
            (self.name, self.rating, self.status, self.stats, self.progress, self.active,
             self.status_colour) = content
            self.update()

    def stat_value(self, caption: str) -> str | None:
        """The number shown under ``caption`` (for tests and tools)."""
        for cap, value in self.stats:
            if cap == caption:
                return value
        return None

    def boundingRect(self) -> QRectF:
        return QRectF(-10, -10, self.width + 20, self.HEIGHT + 22)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        rect = QRectF(0, 0, self.width, self.HEIGHT)
        edge = QColor(242, 193, 78, 200) if self.active else style.PANEL_EDGE
        style.paint_panel(painter, rect, 14, edge=edge)
        # avatar
        c = QPointF(40, self.HEIGHT / 2 - 3)
        colour = QColor(AVATAR_COLOURS[self.seat % len(AVATAR_COLOURS)])
        grad = QLinearGradient(c - QPointF(0, 24), c + QPointF(0, 24))
        grad.setColorAt(0, colour.lighter(130))
        grad.setColorAt(1, colour.darker(120))
        painter.setPen(QPen(QColor(255, 255, 255, 200), 2))
        painter.setBrush(grad)
        painter.drawEllipse(c, 25, 25)
        painter.setPen(QColor("#ffffff"))
        painter.setFont(style.font(22, QFont.Weight.Bold))
        painter.drawText(QRectF(c.x() - 25, c.y() - 25, 50, 50), Qt.AlignmentFlag.AlignCenter,
                         self.name[:1].upper() or "?")
        # name, rating, status
        stats_w = self.STAT_W * len(self.stats)
        left = 76.0
        text_w = self.width - left - stats_w - 10
        painter.setFont(style.font(17, QFont.Weight.Bold))
        painter.setPen(style.TEXT)
        name = _elide(painter, self.name, text_w - (48 if self.rating is not None else 0))
        painter.drawText(QRectF(left, 10, text_w, 24), Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                         name)
        if self.rating is not None:
            x = left + QFontMetricsF(painter.font()).horizontalAdvance(name) + 7
            painter.setFont(style.font(12, QFont.Weight.DemiBold))
            painter.setPen(style.TEXT_DIM)
            painter.drawText(QRectF(x, 12, 60, 22), Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                             f"\u2605 {self.rating}")
        painter.setFont(style.font(13, QFont.Weight.DemiBold))
        painter.setPen(self.status_colour or style.TEXT_DIM)
        painter.drawText(QRectF(left, 36, text_w, 22), Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                         _elide(painter, self.status, text_w))
        # the numbers
        x = self.width - 10 - stats_w
        for i, (caption, value) in enumerate(self.stats):
            box = QRectF(x + i * self.STAT_W, 8, self.STAT_W, 62)
            if i:
                painter.setPen(QPen(QColor(255, 255, 255, 28), 1))
                painter.drawLine(QPointF(box.left(), 16), QPointF(box.left(), 62))
            painter.setPen(style.TEXT_DIM)
            painter.setFont(style.font(11.5, QFont.Weight.DemiBold))
            painter.drawText(QRectF(box.left(), 8, box.width(), 18), Qt.AlignmentFlag.AlignCenter,
                             caption.upper())
            painter.setPen(style.ACCENT if i == 0 else style.TEXT)
            painter.setFont(style.font(26 if i == 0 else 21, QFont.Weight.Bold))
            painter.drawText(QRectF(box.left(), 26, box.width(), 38), Qt.AlignmentFlag.AlignCenter, value)
        # progress: the share of the 104 cards already on the foundation
        bar = QRectF(left, self.HEIGHT - 14, self.width - left - 14, 5)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(255, 255, 255, 30))
        painter.drawRoundedRect(bar, 2.5, 2.5)
        if self.progress > 0:
            done = QRectF(bar.left(), bar.top(), max(5.0, bar.width() * min(1.0, self.progress)), bar.height())
            fill = QLinearGradient(done.topLeft(), done.topRight())
            fill.setColorAt(0, QColor("#e0a21f"))
            fill.setColorAt(1, QColor("#ffd66b"))
            painter.setBrush(fill)
            painter.drawRoundedRect(done, 2.5, 2.5)


class ClockBadge(QGraphicsObject):
    """The countdown above the columns: time left, red in the last minute, stopped when finished."""

    WIDTH = 214.0
    HEIGHT = 74.0

    def __init__(self):
        super().__init__()
        self.caption = ""
        self.text = ""
        self.state = "run"
        self.setScale(style.PX)
        self.setZValue(7000)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def set_content(self, caption: str, text: str, state: str) -> None:
        if (caption, text, state) != (self.caption, self.text, self.state):
            self.caption, self.text, self.state = caption, text, state
            self.update()

    def boundingRect(self) -> QRectF:
        return QRectF(-10, -10, self.WIDTH + 20, self.HEIGHT + 22)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        rect = QRectF(0, 0, self.WIDTH, self.HEIGHT)
        low = self.state == "low"
        fill = QColor(120, 22, 20, 235) if low else style.PANEL_FILL
        edge = QColor(255, 120, 100, 220) if low else (QColor(242, 193, 78, 170) if self.state == "run"
                                                        else style.PANEL_EDGE)
        style.paint_panel(painter, rect, self.HEIGHT / 2, fill=fill, edge=edge)
        # a stopwatch
        c = QPointF(38, self.HEIGHT / 2 + 2)
        ink = QColor("#ffd0c8") if low else (style.ACCENT if self.state == "run" else style.TEXT_DIM)
        painter.setPen(QPen(ink, 3.2))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawEllipse(c, 17, 17)
        painter.drawLine(QPointF(c.x(), c.y() - 17), QPointF(c.x(), c.y() - 23))
        painter.drawLine(QPointF(c.x() - 6, c.y() - 24), QPointF(c.x() + 6, c.y() - 24))
        painter.setPen(QPen(ink, 2.6, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
        painter.drawLine(c, QPointF(c.x() + 6, c.y() - 8))
        text_box = QRectF(66, 0, self.WIDTH - 80, self.HEIGHT)
        painter.setPen(QColor(255, 230, 225) if low else style.TEXT_DIM)
        painter.setFont(style.font(12, QFont.Weight.DemiBold))
        painter.drawText(QRectF(text_box.left(), 9, text_box.width(), 18), Qt.AlignmentFlag.AlignCenter,
                         self.caption.upper())
        painter.setPen(QColor("#ffffff") if low else style.TEXT)
        painter.setFont(style.font(34 if len(self.text) <= 6 else 22, QFont.Weight.Bold))
        painter.drawText(QRectF(text_box.left(), 25, text_box.width(), 44), Qt.AlignmentFlag.AlignCenter,
                         self.text)


class FoundationView(QGraphicsObject):
    """The completed runs in reduced form: eight small slots, a finished run shown as a small stack
    with its king on top (the sheet: cards taken off are shown "symbolically, in a reduced form")."""

    SLOT_W = 62.0
    SLOT_H = SLOT_W * CARD_ASPECT
    GAP = 10.0
    PER_ROW = 4
    TOP = 26.0
    RUNS = 8

    def __init__(self, renderer):
        super().__init__()
        self.renderer = renderer
        self.runs: tuple[Suit, ...] = ()
        self.setScale(style.PX)
        self.setZValue(60)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def set_runs(self, runs: Sequence[Suit]) -> None:
        runs = tuple(runs)
        if runs != self.runs:
            self.runs = runs
            self.update()

    def next_slot(self) -> int:
        return min(len(self.runs), self.RUNS - 1)

    def slot_rect(self, i: int) -> QRectF:
        row, col = divmod(i, self.PER_ROW)
        return QRectF(col * (self.SLOT_W + self.GAP), self.TOP + row * (self.SLOT_H + self.GAP),
                      self.SLOT_W, self.SLOT_H)

    def slot_centre(self, i: int) -> QPointF:
        return self.mapToScene(self.slot_rect(i).center())

    def size(self) -> tuple[float, float]:
        rows = (self.RUNS + self.PER_ROW - 1) // self.PER_ROW
        return (self.PER_ROW * self.SLOT_W + (self.PER_ROW - 1) * self.GAP,
                self.TOP + rows * self.SLOT_H + (rows - 1) * self.GAP)

    def boundingRect(self) -> QRectF:
        w, h = self.size()
        return QRectF(-6, -4, w + 12, h + 12)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        w, _ = self.size()
        painter.setPen(QColor(255, 255, 255, 170))
        painter.setFont(style.font(13, QFont.Weight.DemiBold))
        painter.drawText(QRectF(0, 0, w, 20), Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                         tr("Completed runs"))
        painter.setPen(style.ACCENT)
        painter.setFont(style.font(13, QFont.Weight.Bold))
        painter.drawText(QRectF(0, 0, w, 20), Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
                         f"{len(self.runs)} / {self.RUNS}")
        t = painter.worldTransform()
        scale = math.hypot(t.m11(), t.m12())
        device = painter.device()
        dpr = device.devicePixelRatioF() if device is not None else 1.0
        for i in range(self.RUNS):
            rect = self.slot_rect(i)
            if i >= len(self.runs):
                painter.setPen(QPen(QColor(255, 255, 255, 60), 1.4, Qt.PenStyle.DashLine))
                painter.setBrush(QColor(0, 0, 0, 30))
                painter.drawRoundedRect(rect.adjusted(1, 1, -1, -1), 5, 5)
                continue
            # a squared stack: two edges under the king
            for k in (2, 1):
                painter.setPen(QPen(QColor(0, 0, 0, 60), 1))
                painter.setBrush(QColor(246, 242, 230))
                painter.drawRoundedRect(rect.translated(-1.6 * k, -2.2 * k), 4.5, 4.5)
            width_px = max(1, round(self.SLOT_W * scale))
            if scale > 0.05:
                pixmap = self.renderer.pixmap(f"K{self.runs[i].value}", width_px, device_pixel_ratio=dpr)
                painter.save()
                painter.translate(rect.topLeft())
                painter.scale(1.0 / scale, 1.0 / scale)
                painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, True)
                painter.drawPixmap(QRectF(0, 0, width_px, round(width_px * CARD_ASPECT)), pixmap,
                                   QRectF(0, 0, pixmap.width(), pixmap.height()))
                painter.restore()


class ScoreBox(QGraphicsObject):
    """The seat's score part by part (RULES P-8), updated with every action."""

    WIDTH = SIDE_W * 100
    ROW = 21.0

    def __init__(self):
        super().__init__()
        self.title = ""
        self.total = 0
        self.rows: list[tuple[str, str, str]] = []
        self.setScale(style.PX)
        self.setZValue(60)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def set_content(self, title: str, total: int, rows: Sequence[tuple[str, str, str]]) -> None:
        rows = list(rows)
        if (title, total, rows) != (self.title, self.total, self.rows):
            self.prepareGeometryChange()
            self.title, self.total, self.rows = title, total, rows
            self.update()

    def height(self) -> float:
        return 46 + self.ROW * len(self.rows) + 10

    def boundingRect(self) -> QRectF:
        return QRectF(-10, -10, self.WIDTH + 20, self.height() + 22)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        rect = QRectF(0, 0, self.WIDTH, self.height())
        style.paint_panel(painter, rect, 12)
        painter.setPen(style.TEXT)
        painter.setFont(style.font(15, QFont.Weight.Bold))
        painter.drawText(QRectF(14, 8, self.WIDTH - 90, 28), Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                         _elide(painter, self.title, self.WIDTH - 90))
        painter.setPen(style.ACCENT)
        painter.setFont(style.font(24, QFont.Weight.Bold))
        painter.drawText(QRectF(14, 6, self.WIDTH - 28, 32),
                         Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, str(self.total))
        painter.setPen(QPen(QColor(255, 255, 255, 35), 1))
        painter.drawLine(QPointF(14, 41), QPointF(self.WIDTH - 14, 41))
        y = 45.0
        for label, count, points in self.rows:
            painter.setFont(style.font(13))
            painter.setPen(style.TEXT_DIM)
            painter.drawText(QRectF(14, y, self.WIDTH - 120, self.ROW),
                             Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                             _elide(painter, label, self.WIDTH - 124))
            painter.drawText(QRectF(self.WIDTH - 110, y, 40, self.ROW),
                             Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, count)
            painter.setFont(style.font(13, QFont.Weight.Bold))
            negative = points.startswith("\u2212") or points.startswith("-")
            painter.setPen(QColor("#ff9a8a") if negative else (style.TEXT if points in ("0", "+0") else
                                                                QColor("#9be39b")))
            painter.drawText(QRectF(self.WIDTH - 66, y, 52, self.ROW),
                             Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, points)
            y += self.ROW


class SideNote(QGraphicsObject):
    """A few word-wrapped lines in the sidebar (what happens now that you have finished)."""

    def __init__(self, width: float = SIDE_W * 100, size: float = 14.0):
        super().__init__()
        self.text = ""
        self.width = width
        self.size = size
        self.setScale(style.PX)
        self.setZValue(60)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def set_text(self, text: str) -> None:
        if text != self.text:
            self.prepareGeometryChange()
            self.text = text
            self.update()

    def _box(self) -> QRectF:
        metrics = QFontMetricsF(style.font(self.size, QFont.Weight.DemiBold))
        box = metrics.boundingRect(QRectF(0, 0, self.width - 28, 1000), int(Qt.TextFlag.TextWordWrap), self.text)
        return QRectF(0, 0, self.width, box.height() + 24)

    def height_units(self) -> float:
        return self._box().height() * style.PX

    def boundingRect(self) -> QRectF:
        return self._box().adjusted(-10, -10, 10, 12)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        if not self.text:
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        box = self._box()
        style.paint_panel(painter, box, 12)
        painter.setPen(style.TEXT)
        painter.setFont(style.font(self.size, QFont.Weight.DemiBold))
        painter.drawText(box.adjusted(14, 12, -14, -12), int(Qt.TextFlag.TextWordWrap), self.text)


@dataclass
class SideResult:
    """One player's column on the result sheet."""

    seat: int
    name: str
    score: int
    detail: str
    winner: bool


class DuelResultPanel(QGraphicsObject):
    """The end of the duel: both scores side by side, the breakdown, the winner, and what next."""

    watch_clicked = Signal()
    new_clicked = Signal()
    leave_clicked = Signal()
    WIDTH = 680.0
    COVER = 100000.0

    def __init__(self):
        super().__init__()
        self.setScale(style.PX)
        self.setZValue(15000)
        self.setVisible(False)
        self.title = ""
        self.subtitle = ""
        self.sides: list[SideResult] = []
        self.rows: list[tuple[str, tuple[str, ...]]] = []
        self.note = ""
        self._height = 520.0
        self.watch_button = self._button(tr("Watch the replay"), False, 230)
        self.new_button = self._button(tr("New duel"), True, 170)
        self.leave_button = self._button(tr("Leave"), False, 140)
        self.watch_button.clicked.connect(self.watch_clicked)
        self.new_button.clicked.connect(self.new_clicked)
        self.leave_button.clicked.connect(self.leave_clicked)

    def _button(self, text: str, primary: bool, width: float) -> TableButton:
        button = TableButton(text, primary=primary, width=width)
        button.setScale(1.0)
        button.setParentItem(self)
        return button

    def set_content(self, title: str, subtitle: str, sides: Sequence[SideResult],
                    rows: Sequence[tuple[str, Sequence[str]]], note: str, watch_text: str | None) -> None:
        self.prepareGeometryChange()
        self.title, self.subtitle = title, subtitle
        self.sides = list(sides)
        self.rows = [(label, tuple(values)) for label, values in rows]
        self.note = note
        self.watch_button.setVisible(watch_text is not None)
        if watch_text is not None:
            self.watch_button.set_text(watch_text)
        self._height = self._layout_height()
        self._place_buttons()
        self.update()

    def set_note(self, note: str) -> None:
        if note != self.note:
            self.prepareGeometryChange()
            self.note = note
            self._height = self._layout_height()
            self._place_buttons()
            self.update()

    def _place_buttons(self) -> None:
        y = self._height / 2 - 40
        shown = [b for b in (self.watch_button, self.new_button, self.leave_button) if b.isVisibleTo(self)]
        widths = [b.size()[0] for b in shown]
        total = sum(widths) + 16 * (len(shown) - 1)
        x = -total / 2
        for button, w in zip(shown, widths):
            button.setPos(x + w / 2, y)
            x += w + 16

    def _note_height(self) -> float:
        if not self.note:
            return 0.0
        metrics = QFontMetricsF(style.font(14))
        box = metrics.boundingRect(QRectF(0, 0, self.WIDTH - 70, 1000), int(Qt.TextFlag.TextWordWrap), self.note)
        return box.height() + 12

    def _layout_height(self) -> float:
        return 24 + 36 + 26 + 18 + 118 + 20 + 30 + 27 * len(self.rows) + 14 + self._note_height() + 80

    def card_rect(self) -> QRectF:
        return QRectF(-self.WIDTH / 2, -self._height / 2, self.WIDTH, self._height)

    def boundingRect(self) -> QRectF:
        return QRectF(-self.COVER, -self.COVER, 2 * self.COVER, 2 * self.COVER)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        painter.fillRect(option.exposedRect, QColor(0, 0, 0, 120))
        rect = self.card_rect()
        style.paint_panel(painter, rect, 22, fill=QColor(250, 246, 236, 252), edge=QColor(200, 170, 90))
        left, width = rect.left() + 34, rect.width() - 68
        y = rect.top() + 24
        painter.setPen(QColor("#2b2118"))
        painter.setFont(style.font(28, QFont.Weight.Bold))
        painter.drawText(QRectF(left, y, width, 36), Qt.AlignmentFlag.AlignCenter, self.title)
        y += 36
        painter.setPen(QColor("#8a6a1c"))
        painter.setFont(style.font(15, QFont.Weight.DemiBold))
        painter.drawText(QRectF(left, y, width, 26), Qt.AlignmentFlag.AlignCenter, self.subtitle)
        y += 26 + 18
        # the two players
        gap = 22.0
        card_w = (width - gap) / 2
        for i, side in enumerate(self.sides[:2]):
            box = QRectF(left + i * (card_w + gap), y, card_w, 118)
            self._paint_side(painter, box, side)
        y += 118 + 20
        # the breakdown
        label_w = width * 0.46
        col_w = (width - label_w) / 2
        painter.setFont(style.font(13, QFont.Weight.Bold))
        for i, side in enumerate(self.sides[:2]):
            painter.setPen(QColor("#9a6d0c") if side.winner else QColor("#3a3a3a"))
            painter.drawText(QRectF(left + label_w + i * col_w, y, col_w, 26), Qt.AlignmentFlag.AlignCenter,
                             _elide(painter, side.name, col_w - 8))
        y += 28
        painter.setPen(QPen(QColor(0, 0, 0, 45), 1))
        painter.drawLine(QPointF(left, y), QPointF(left + width, y))
        y += 2
        for r, (label, values) in enumerate(self.rows):
            last = r == len(self.rows) - 1
            if r % 2 == 1:
                painter.fillRect(QRectF(left, y, width, 27), QColor(0, 0, 0, 12))
            painter.setPen(QColor("#3a3a3a"))
            painter.setFont(style.font(14, QFont.Weight.Bold if last else QFont.Weight.Normal))
            painter.drawText(QRectF(left + 8, y, label_w - 8, 27), Qt.AlignmentFlag.AlignVCenter, label)
            for i, value in enumerate(values[:2]):
                painter.drawText(QRectF(left + label_w + i * col_w, y, col_w, 27), Qt.AlignmentFlag.AlignCenter,
                                 value)
            y += 27
        y += 14
        if self.note:
            painter.setPen(QColor("#5a5048"))
            painter.setFont(style.font(14))
            box = QFontMetricsF(painter.font()).boundingRect(QRectF(0, 0, width, 1000),
                                                             int(Qt.TextFlag.TextWordWrap), self.note)
            painter.drawText(QRectF(left, y, width, box.height()),
                             int(Qt.AlignmentFlag.AlignHCenter | Qt.TextFlag.TextWordWrap), self.note)

    def _paint_side(self, painter: QPainter, box: QRectF, side: SideResult) -> None:
        path = style.rounded(box, 14)
        if side.winner:
            grad = QLinearGradient(box.topLeft(), box.bottomLeft())
            grad.setColorAt(0, QColor("#fff3c4"))
            grad.setColorAt(1, QColor("#f5d77a"))
            painter.fillPath(path, grad)
            painter.setPen(QPen(QColor("#c9971f"), 2))
        else:
            painter.fillPath(path, QColor(0, 0, 0, 14))
            painter.setPen(QPen(QColor(0, 0, 0, 40), 1))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawPath(path)
        c = QPointF(box.left() + 44, box.top() + 46)
        colour = QColor(AVATAR_COLOURS[side.seat % len(AVATAR_COLOURS)])
        painter.setPen(QPen(QColor(255, 255, 255), 2))
        painter.setBrush(colour)
        painter.drawEllipse(c, 26, 26)
        painter.setPen(QColor("#ffffff"))
        painter.setFont(style.font(22, QFont.Weight.Bold))
        painter.drawText(QRectF(c.x() - 26, c.y() - 26, 52, 52), Qt.AlignmentFlag.AlignCenter,
                         side.name[:1].upper() or "?")
        if side.winner:
            self._paint_crown(painter, QPointF(c.x(), c.y() - 36))
        text_left = box.left() + 84
        painter.setPen(QColor("#2b2118"))
        painter.setFont(style.font(16, QFont.Weight.Bold))
        painter.drawText(QRectF(text_left, box.top() + 12, box.width() - 96, 24),
                         Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                         _elide(painter, side.name, box.width() - 96))
        painter.setPen(QColor("#9a6d0c") if side.winner else QColor("#3a3a3a"))
        painter.setFont(style.font(40, QFont.Weight.Bold))
        painter.drawText(QRectF(text_left, box.top() + 34, box.width() - 96, 48),
                         Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, str(side.score))
        painter.setPen(QColor("#6a6052"))
        painter.setFont(style.font(12.5))
        painter.drawText(QRectF(box.left() + 14, box.top() + 86, box.width() - 28, 22),
                         Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                         _elide(painter, side.detail, box.width() - 28))

    @staticmethod
    def _paint_crown(painter: QPainter, c: QPointF) -> None:
        path = QPainterPath()
        path.moveTo(c.x() - 15, c.y() + 7)
        path.lineTo(c.x() - 17, c.y() - 8)
        path.lineTo(c.x() - 7, c.y() - 1)
        path.lineTo(c.x(), c.y() - 12)
        path.lineTo(c.x() + 7, c.y() - 1)
        path.lineTo(c.x() + 17, c.y() - 8)
        path.lineTo(c.x() + 15, c.y() + 7)
        path.closeSubpath()
        painter.setPen(QPen(QColor("#8a5a00"), 1.4))
        painter.setBrush(QColor("#f2c14e"))
        painter.drawPath(path)

    def mousePressEvent(self, event) -> None:
        event.accept()


class WatchBar(QGraphicsObject):
    """The replay's controls above the columns: previous, play/pause, next, speed, where we are, back."""

    WIDTH = 860.0
    HEIGHT = 86.0

    def __init__(self):
        super().__init__()
        self.title = ""
        self.position = ""
        self.detail = ""
        self.progress = 0.0
        self.setScale(style.PX)
        self.setZValue(7100)
        self.setVisible(False)
        self.prev_button = IconButton("prev")
        self.play_button = IconButton("pause", primary=True, width=58)
        self.next_button = IconButton("next")
        self.speed_button = TableButton("1\u00d7", primary=False, width=60)
        self.back_button = TableButton(tr("Back"), primary=False, width=120)
        x = 30.0
        for button in (self.prev_button, self.play_button, self.next_button, self.speed_button):
            w = button.size()[0]
            button.setScale(1.0)
            button.setParentItem(self)
            button.setPos(x + w / 2 - 12, self.HEIGHT / 2)
            x += w + 6
        self._text_left = x + 4
        self.back_button.setScale(1.0)
        self.back_button.setParentItem(self)
        self.back_button.setPos(self.WIDTH - 16 - 60, self.HEIGHT / 2)

    def set_content(self, title: str, position: str, detail: str, progress: float, playing: bool,
                    speed: float, back: str) -> None:
        self.title, self.position, self.detail, self.progress = title, position, detail, progress
        self.play_button.set_icon("pause" if playing else "play")
        self.speed_button.set_text(f"{speed:g}\u00d7")
        self.back_button.set_text(back)
        self.update()

    def boundingRect(self) -> QRectF:
        return QRectF(-10, -10, self.WIDTH + 20, self.HEIGHT + 22)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        rect = QRectF(0, 0, self.WIDTH, self.HEIGHT)
        style.paint_panel(painter, rect, 18, edge=QColor(242, 193, 78, 170))
        left = self._text_left
        right = self.WIDTH - 150
        width = right - left
        painter.setPen(style.TEXT)
        painter.setFont(style.font(14, QFont.Weight.Bold))
        painter.drawText(QRectF(left, 8, width, 22), Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                         _elide(painter, self.title, width))
        painter.setPen(style.ACCENT)
        painter.setFont(style.font(12.5, QFont.Weight.DemiBold))
        painter.drawText(QRectF(left, 30, width, 18), Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                         _elide(painter, self.position, width))
        painter.setPen(style.TEXT)
        painter.setFont(style.font(14))
        painter.drawText(QRectF(left, 48, width, 20), Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                         _elide(painter, self.detail, width))
        bar = QRectF(left, self.HEIGHT - 14, width, 5)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(255, 255, 255, 30))
        painter.drawRoundedRect(bar, 2.5, 2.5)
        painter.setBrush(style.ACCENT)
        painter.drawRoundedRect(QRectF(bar.left(), bar.top(), max(5.0, bar.width() * self.progress), 5), 2.5, 2.5)

    def mousePressEvent(self, event) -> None:
        event.accept()


# ----------------------------------------------------------------------------- the clock


class DuelClock(QObject):
    """The seat's own playing time: the one source of the ``elapsed_ms`` every action carries.

    ``sync`` sets it from what the engine recorded last (never going back) and starts or stops
    it; while running it adds monotonic time.  ``tick`` fires four times a second for the
    display; ``expired`` once, when the reading reaches the limit.
    """

    tick = Signal()
    expired = Signal()

    def __init__(self, parent: QObject | None = None, now=time.monotonic):
        super().__init__(parent)
        self._now = now
        self.limit_ms = 600_000
        self._base_ms = 0
        self._since: float | None = None
        self._fired = False
        self._timer = QTimer(self)
        self._timer.setInterval(250)
        self._timer.timeout.connect(self._on_timer)

    @property
    def running(self) -> bool:
        return self._since is not None

    def elapsed_ms(self) -> int:
        ms = self._base_ms
        if self._since is not None:
            ms += int((self._now() - self._since) * 1000)
        return ms

    def remaining_ms(self) -> int:
        return max(0, self.limit_ms - self.elapsed_ms())

    def sync(self, reported_ms: int, limit_ms: int, running: bool) -> None:
        """The engine's record of this seat's time, and whether the seat is playing now."""
        self.limit_ms = limit_ms
        self._base_ms = max(self.elapsed_ms(), int(reported_ms or 0))
        self._since = self._now() if running else None
        if running:
            if not self._timer.isActive():
                self._timer.start()
        else:
            self._timer.stop()

    def stop(self, final_ms: int | None = None) -> None:
        self._base_ms = self.elapsed_ms() if final_ms is None else int(final_ms)
        self._since = None
        self._timer.stop()

    def reset(self) -> None:
        """Another seat's eyes (hot seat): start again from nothing."""
        self._base_ms = 0
        self._since = None
        self._fired = False
        self._timer.stop()

    def set_elapsed(self, ms: int) -> None:
        """Jump to a reading (tests; a host correcting the clock)."""
        self._base_ms = int(ms)
        if self._since is not None:
            self._since = self._now()
        self._fired = False

    def _on_timer(self) -> None:
        self.tick.emit()
        if self.running and not self._fired and self.elapsed_ms() >= self.limit_ms:
            self._fired = True
            self.expired.emit()


# ----------------------------------------------------------------------------- the table


@dataclass
class Replay:
    """The opponent's game being watched: its boards, where we are, and how it plays."""

    opponent: int
    frames: list[BoardView]
    steps: tuple
    live: bool
    index: int = 0
    playing: bool = True
    speed: float = 1.0


_POOL: ThreadPoolExecutor | None = None


def worker_pool() -> ThreadPoolExecutor:
    """One background thread for the searches every Spider table asks for (hints, the post-game oracle)."""
    global _POOL
    if _POOL is None:
        _POOL = ThreadPoolExecutor(max_workers=1, thread_name_prefix="spider-table")
    return _POOL


def _hint_search(view: SpiderView):
    """The honest hint (the medium search, from the view alone); runs on a worker thread."""
    from .bots import hint
    return hint(view)


def _oracle_score(deal_number: int, suits: int):
    from .solver import best_score
    return best_score(deal_number, suits)


class SpiderTable(GameTable):
    """The Spider duel for one seat: see the module docstring."""

    TABLE_SIZE = (W, H)

    new_duel_requested = Signal()
    """"New duel" on the result sheet (the main window starts one when it listens; else the table asks it)."""

    _hint_ready = Signal(object, object)
    _oracle_ready = Signal(object, object)

    # -- building ------------------------------------------------------------------------------

    def setup(self) -> None:
        scene = self.table_scene
        self.columns = [SpreadPile(scene, (column_x(i), COL_Y), direction="down", max_extent=H - COL_Y - 0.1,
                                   face_up_gap=FACE_UP_GAP, face_down_gap=FACE_DOWN_GAP, show_slot=True, z=100)
                        for i in range(COLUMNS)]
        self.stock = StockPile(scene, (SIDE_X + 0.04, COL_Y), z=100)
        self.deal_pile = self.stock
        self.stock_label = TableLabel("", 13.0, bold=True, colour=QColor(255, 255, 255, 175),
                                      align=Qt.AlignmentFlag.AlignHCenter, width=SIDE_W * 100)
        scene.addItem(self.stock_label)
        self.stock_label.setPos(SIDE_MID, COL_Y + CARD_ASPECT + 0.06)

        self.foundation_view = FoundationView(scene.renderer)
        scene.addItem(self.foundation_view)
        fw, _ = self.foundation_view.size()
        self.foundation_view.setPos(SIDE_X + (SIDE_W - fw * style.PX) / 2, FOUNDATION_Y)
        self.foundation_pile = FoundationPile(scene, self.foundation_view)

        half = (SIDE_W * 100 - 10) / 2
        self.deal_button = self.add_button(tr("Deal"), (SIDE_MID, BUTTON_Y), width=SIDE_W * 100)
        self.undo_button = self.add_button(tr("Undo"), (SIDE_X + half / 200, BUTTON_Y + 0.52), primary=False,
                                           width=half)
        self.done_button = self.add_button(tr("Done"), (SIDE_X + SIDE_W - half / 200, BUTTON_Y + 0.52),
                                           primary=False, width=half)
        self.hint_button = self.add_button(tr("? Hint"), (SIDE_MID, BUTTON_Y + 1.04), primary=False,
                                           width=SIDE_W * 100)
        self.deal_button.setToolTip(tr("Deal one card onto every column (allowed with empty columns too)"))
        self.undo_button.setToolTip(tr("Take back the last move (costs 1 point; never past a turn-up or a deal)"))
        self.done_button.setToolTip(tr("Finish your game now; your score counts as it stands"))
        self.hint_button.setToolTip(tr("Show a good move (H)"))
        for button in (self.deal_button, self.undo_button, self.done_button):
            self.bind_button(button, None)
        self.hint_button.clicked.connect(self.request_hint)
        self.hint_button.set_enabled(False)

        self.watch_button = self.add_button(tr("Watch the replay"), (SIDE_MID, BUTTON_Y), width=SIDE_W * 100)
        self.watch_button.clicked.connect(self.watch_opponent)
        self.result_button = self.add_button(tr("Show the result"), (SIDE_MID, BUTTON_Y + 0.52), primary=False,
                                             width=SIDE_W * 100)
        self.result_button.clicked.connect(self.show_result)
        self.watch_button.setVisible(False)
        self.result_button.setVisible(False)
        self.side_note = SideNote()
        scene.addItem(self.side_note)
        self.side_note.setPos(SIDE_X, BUTTON_Y - 0.3)
        self.side_note.setVisible(False)

        self.score_box = ScoreBox()
        scene.addItem(self.score_box)
        self.score_box.setPos(SIDE_X, SCORE_Y)

        self.me_strip = PlayerStrip(0, 372.0)
        self.opp_strip = PlayerStrip(1, 560.0)
        for strip in (self.me_strip, self.opp_strip):
            scene.addItem(strip)
        self.me_strip.setPos(COL_X, 0.18)
        self.opp_strip.setPos(W - 0.3 - self.opp_strip.width * style.PX, 0.18)
        self.clock_badge = ClockBadge()
        scene.addItem(self.clock_badge)
        clock_x = (COL_X + 3.72 + W - 0.3 - 5.6) / 2
        self.clock_badge.setPos(clock_x - ClockBadge.WIDTH * style.PX / 2, 0.2)
        self.watch_bar = WatchBar()
        scene.addItem(self.watch_bar)
        self.watch_bar.setPos(COL_X, 0.18)
        self.watch_bar.prev_button.clicked.connect(lambda: self.replay_step(-1))
        self.watch_bar.next_button.clicked.connect(lambda: self.replay_step(1))
        self.watch_bar.play_button.clicked.connect(self.replay_toggle)
        self.watch_bar.speed_button.clicked.connect(self.replay_faster)
        self.watch_bar.back_button.clicked.connect(self.stop_watching)

        self.confirm = QuestionPanel(400.0, 160.0, z=9700.0, button_width=170.0)
        scene.addItem(self.confirm)
        self.confirm.setPos(COLS_MID, H / 2)
        self.confirm.yes_button.clicked.connect(self.confirm_done)
        self.confirm.no_button.clicked.connect(self.cancel_done)
        self.result_panel = DuelResultPanel()
        scene.addItem(self.result_panel)
        self.result_panel.setPos(W / 2, H / 2)
        self.result_panel.watch_clicked.connect(self.watch_opponent)
        self.result_panel.new_clicked.connect(self.request_new_duel)
        self.result_panel.leave_clicked.connect(self._leave)
        self.hints.place_button(QPointF(W - 0.4, H - 0.42))
        self.toast.setZValue(9600)

        self.clock = DuelClock(self)
        self.clock.tick.connect(self._update_clock)
        self.clock.expired.connect(self._time_up)
        self._hint_ready.connect(self._on_hint, Qt.ConnectionType.QueuedConnection)
        self._oracle_ready.connect(self._on_oracle, Qt.ConnectionType.QueuedConnection)
        self.drag.drag_finished.connect(self._after_drag)
        self.animations_done.connect(self._on_animations_done)
        self._replay_timer = QTimer(self)
        self._replay_timer.timeout.connect(self._replay_tick)

        self.replay: Replay | None = None
        self.hinted: tuple[BoardView, Any] | None = None
        self._hint_pending: BoardView | None = None
        self._moves: dict[tuple[int, int], list[Move]] = {}
        self._board: BoardView | None = None
        self._refused: tuple[int, int] | None = None
        self._dragged_from: tuple[int, int] | None = None
        self._release_point: QPointF | None = None
        self._dealt = False
        self._clock_wanted = False
        self._time_up_sent = False
        self._result: tuple[Any, list[str]] | None = None
        self._oracle: tuple[bool, int | None] | None = None
        self._oracle_asked = False
        self._shown_seat: int | None = None

    # -- the API ---------------------------------------------------------------------------------

    @property
    def me(self) -> int:
        view = self.current_view
        seat = getattr(view, "seat", None) if view is not None else self.seat
        return seat if seat is not None else 0

    def name_of(self, seat: int) -> str:
        if 0 <= seat < len(self.names) and self.names[seat]:
            return self.names[seat]
        return tr("You") if seat == self.me else tr("Opponent")

    def set_players(self, names: list[str], ratings: list[int | None], seat: int | None) -> None:
        super().set_players(names, ratings, seat)
        for panel in self.panels.values():
            panel.setVisible(False)  # the strips in the top bar show the players

    def set_match_score(self, totals: Sequence[int]) -> None:
        """The duel's own scores are live on the strips; the match total only matters at the end."""
        self.match_totals = list(totals)

    def show_message(self, text: str) -> None:
        super().show_message(text)
        self.toast.setPos(COLS_MID, H * 0.55)

    def show_view(self, view: Any, events, legal: Sequence) -> None:
        seat = getattr(view, "seat", None)
        if self.current_view is not None and seat != self._shown_seat:
            self.clock.reset()
            self._dealt = False
            self._time_up_sent = False
            self.hinted = None
            if self.replay is not None:
                self._end_replay()
        self._shown_seat = seat
        super().show_view(view, self._group_events(view, list(events)), legal)

    def show_round_summary(self, summary, result, names: Sequence[str]) -> None:
        """The duel's own result sheet instead of the generic round summary."""
        self._result = (summary, list(names))
        self.animator.enqueue(self._raise_result)

    def summary_visible(self) -> bool:
        return self.result_panel.isVisible() or super().summary_visible()

    def clock_ms(self) -> int:
        return self.clock.elapsed_ms()

    def stamp(self, action: Any) -> Any:
        """The action as it leaves the table: with this seat's playing time (see the module docstring)."""
        return SpiderClock(self.clock.limit_ms).stamp(action, self.clock.elapsed_ms())

    # -- gestures out --------------------------------------------------------------------------------

    def _can_act(self) -> bool:
        return (super()._can_act() and self.replay is None and not self.result_panel.isVisible()
                and not self.confirm.isVisible())

    def _gesture_action(self, action: Any) -> None:
        self.confirm.setVisible(False)
        super()._gesture_action(self.stamp(action))

    def _button_clicked(self, button: TableButton) -> None:
        action = button.action
        if action is None or not self._can_act():
            return
        if isinstance(action, Done):
            self.ask_done()
            return
        self.action_chosen.emit(self.stamp(action))

    def ask_done(self) -> None:
        """"Done" asks first: finishing cannot be taken back."""
        view = self.current_view
        if view is None or view.board is None or DONE not in self.current_legal:
            return
        self.confirm.ask(tr("Finish your game?"),
                         tr("Your score stays at {score}. You cannot play on, but you can watch {name} play "
                            "this deal.").format(score=view.board.score, name=self.name_of(1 - self.me)),
                         tr("Finish"), tr("Keep playing"))
        self.hints.set_visible(False)

    def confirm_done(self) -> None:
        self.confirm.setVisible(False)
        self.hints.set_visible(True)
        if DONE in self.current_legal and super()._can_act():
            self.action_chosen.emit(self.stamp(DONE))

    def cancel_done(self) -> None:
        self.confirm.setVisible(False)
        self.hints.set_visible(True)

    def _time_up(self) -> None:
        """The clock ran out: the seat is finished as if it had pressed Done (RULES P-9)."""
        view = self.current_view
        if self._time_up_sent or view is None or view.board is None or view.finished or view.over:
            return
        self._time_up_sent = True
        self.drag.cancel()
        self.confirm.setVisible(False)
        self.show_message(tr("Time is up!"))
        self.action_chosen.emit(SpiderClock(self.clock.limit_ms).time_up(self.clock.elapsed_ms()))

    def keyPressEvent(self, event) -> None:
        if self.confirm.isVisible():
            if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
                self.confirm_done()
                return
            if event.key() == Qt.Key.Key_Escape:
                self.cancel_done()
                return
        if event.key() == Qt.Key.Key_Z and event.modifiers() & Qt.KeyboardModifier.ControlModifier:
            if UNDO in self.current_legal and self._can_act():
                self.action_chosen.emit(self.stamp(UNDO))
            return
        if event.key() == Qt.Key.Key_H and not event.modifiers():
            self.request_hint()
            return
        if self.replay is not None and event.key() in (Qt.Key.Key_Left, Qt.Key.Key_Right, Qt.Key.Key_Space):
            if event.key() == Qt.Key.Key_Space:
                self.replay_toggle()
            else:
                self.replay_step(1 if event.key() == Qt.Key.Key_Right else -1)
            return
        super().keyPressEvent(event)

    def mouseReleaseEvent(self, event) -> None:
        self._release_point = self.mapToScene(event.position().toPoint())
        super().mouseReleaseEvent(event)

    # -- events in -----------------------------------------------------------------------------------

    def _group_events(self, view: Any, events: list[Event]) -> list[Event]:
        """This seat's events, a move's cards, a deal and a completed run each as one animation.

        The engine sends one ``move`` per card; flying them one by one would make a long run
        crawl.  The opponent's board events (seen once this seat has finished) are not this
        table's: it shows them only in the replay.
        """
        me = getattr(view, "seat", None)
        out: list[Event] = []
        i, n = 0, len(events)

        def mine(e: Event) -> bool:
            return e.data.get("seat", me) == me

        while i < n:
            e = events[i]
            d = e.data or {}
            if e.kind in ("move", "flip", "run_complete", "undo", "score") and not mine(e):
                i += 1
                continue
            if e.kind == "move":
                src, dst = d.get("src"), d.get("dst")
                j = i
                pairs = []
                while (j < n and events[j].kind == "move" and mine(events[j])
                       and (events[j].data.get("src") == "stock" if src == "stock"
                            else (events[j].data.get("src"), events[j].data.get("dst")) == (src, dst))):
                    m = events[j].data
                    pairs.append((m.get("card"), m.get("src"), m.get("dst")))
                    j += 1
                out.append(Event("spider_fly", {"pairs": pairs, "stagger": DEAL_STAGGER if src == "stock" else 0}))
                i = j
                continue
            if e.kind == "run_complete":
                j = i + 1
                pairs = []
                while j < n and events[j].kind == "move" and events[j].data.get("dst") == "foundation":
                    m = events[j].data
                    pairs.append((m.get("card"), m.get("src"), "foundation"))
                    j += 1
                out.append(Event("spider_run", {"pairs": pairs, "seat": me}))
                i = j
                continue
            if e.kind == "undo":
                i += 1
                continue
            out.append(e)
            i += 1
        return out

    def animate_event(self, event) -> Any:
        kind, data = event.kind, event.data
        if kind == "spider_fly":
            return self._fly(data["pairs"], data.get("stagger", 0))
        if kind == "spider_run":
            self.show_message(tr("A run is complete! +26"))
            return self._fly(data["pairs"], RUN_STAGGER)
        if kind == "flip":
            return self._flip(data)
        if kind == "finished":
            seat = data.get("seat")
            if seat is not None and seat != self.me:
                reason = data.get("reason")
                if reason == "cleared":
                    text = tr("{name} has cleared every card: {score} points.")
                elif reason == "time":
                    text = tr("{name}'s time is up: {score} points.")
                else:
                    text = tr("{name} has finished with {score} points.")
                self.show_message(text.format(name=self.name_of(seat), score=data.get("score")))
            return None
        if kind == "move":
            return super().animate_event(event)
        return None

    def _fly(self, pairs: Sequence[tuple[Any, str, str]], stagger: int = 0) -> Any:
        """Move the cards of one move (or deal, or run) at once; unknown source cards are revealed on the way."""
        scene = self.table_scene
        moved: list[CardItem] = []
        touched: list[Pile] = []
        with scene.deferred():
            for card, src_name, dst_name in pairs:
                dst = self.piles.get(str(dst_name))
                src = self.piles.get(str(src_name))
                if dst is None:
                    continue
                key = card_key(card) if card is not None else None
                item = scene.find(key)
                if item is None and src is not None:
                    item = src.take_unknown()
                    if item is not None and key is not None:
                        scene.rekey(item, key)
                if item is None:
                    continue
                if item.pile is not None:
                    touched.append(item.pile)
                dst.add_item(item, key is not None)
                touched.append(dst)
                moved.append(item)
            piles = list(dict.fromkeys(touched))
            for pile in piles:
                pile.layout()
        if not moved:
            return None
        items = [it for pile in piles for it in pile.items]
        return self.quick_settle(items, moved, stagger)

    def _flip(self, data: dict) -> Any:
        pile = self.piles.get(str(data.get("pile")))
        key = card_key(data.get("card"))
        scene = self.table_scene
        item = scene.find(key)
        if item is None and pile is not None:
            item = pile.take_unknown()
            if item is not None:
                scene.rekey(item, key)
        if item is None:
            return None
        item.home.face_up = key is not None
        return self.quick_settle([item], [])

    def quick_settle(self, items: Sequence[CardItem], moved: Sequence[CardItem], stagger: int = 0,
                     origins: dict | None = None) -> Any:
        """Cards to their homes, briskly: a timed game cannot wait half a second for each move to land.

        ``moved`` cards fly above the rest (``stagger`` ms apart, for a deal or a run leaving);
        the others slide into their new places; a card whose side changes turns over on the way.
        """
        moved = list(moved)
        flying = set(moved)
        origins = origins or {}
        for item, (pos, face_up) in origins.items():
            item.setPos(pos)
            item.set_face_up(face_up)
        if self.animator.factor == 0:
            for item in items:
                item.snap_home()
            return None
        group = QParallelAnimationGroup(self)
        for item in items:
            item.drop_lift()
            home = item.home
            start = item.pos()
            dist = math.hypot(home.pos.x() - start.x(), home.pos.y() - start.y())
            flip = home.face_up != item.face_up
            if dist < 1e-4 and not flip:
                item.setZValue(home.z)
                continue
            fly = item in flying
            duration = self.animator.ms(min(320.0, 150.0 + 50.0 * dist) if fly else 140.0)
            one = QParallelAnimationGroup()
            if dist >= 1e-4:
                move = QPropertyAnimation(item, b"pos")
                move.setStartValue(start)
                move.setEndValue(home.pos)
                move.setDuration(duration)
                move.setEasingCurve(QEasingCurve.Type.OutCubic)
                one.addAnimation(move)
            if flip:
                one.addAnimation(self.animator.flip_animation(item, home.face_up, duration))
            item.setZValue(home.z + (FLY_Z if fly else 0.0))
            one.finished.connect(lambda it=item: it.setZValue(it.home.z))
            if stagger and fly and moved.index(item):
                seq = QSequentialAnimationGroup()
                seq.addAnimation(QPauseAnimation(self.animator.ms(stagger * moved.index(item))))
                seq.addAnimation(one)
                group.addAnimation(seq)
            else:
                group.addAnimation(one)
        return group if group.animationCount() else None

    def deal_origin(self) -> QPointF | None:
        if self.replay is not None:
            return None  # a card that reappears while stepping back fades in where it lies
        return super().deal_origin()

    def animate_diff(self, old, new, born=(), *, snap: bool = False) -> Any:
        born = list(born)
        if snap or self.animator.factor == 0 or old or len(born) < 40:
            return super().animate_diff(old, new, born, snap=snap)
        return self._opening_deal(born)

    def _opening_deal(self, born: list[CardItem]) -> Any:
        """The first view: the columns are dealt from the stock, row by row, quickly."""
        for item in self.stock.items:
            item.snap_home()
        origin = pile_top(self.stock)
        dealt = []
        for pile in self.columns:
            for k, item in enumerate(pile.items):
                dealt.append((k, self.columns.index(pile), item))
        dealt.sort(key=lambda t: (t[0], t[1]))
        items = [it for _, _, it in dealt]
        origins = {it: (origin, False) for it in items}
        group = QParallelAnimationGroup(self)
        settle = self.quick_settle(items, items, DEAL_STAGGER, origins)
        if settle is not None:
            group.addAnimation(settle)
        leaving = self.table_scene.orphans()
        fade = self.animator.fade_out(leaving, lambda: [self.table_scene.remove_card(it) for it in leaving])
        if fade is not None:
            group.addAnimation(fade)
        return group if group.animationCount() else None

    # -- rendering -----------------------------------------------------------------------------------

    def render(self, view: Any, legal: Sequence) -> None:
        me = view.seat if view.seat is not None else 0
        for i, pile in enumerate(self.columns):
            self.register_pile(f"col{i}", pile)
            pile.set_target_highlight(False)
        self.register_pile("stock", self.stock)
        self.register_pile("foundation", self.foundation_pile)
        for item in self.table_scene.card_items():
            item.clear_states()
        if self.replay is not None:
            self._refresh_replay(view)
        board = self.replay.frames[self.replay.index] if self.replay is not None else view.board
        self._board = board
        if board is not None:
            self._reveal_new_cards(board)
            for i, pile in enumerate(self.columns):
                pile.set_cards(board.columns[i])
            self.stock.set_cards([None] * board.stock_cards)
        else:
            for pile in self.columns:
                pile.set_cards([])
            self.stock.set_cards([])
        self.foundation_pile.set_cards([])
        self.foundation_view.set_runs(board.foundation if board is not None else ())
        playing = self.replay is None and board is not None and bool(legal)
        self._render_info(view, board, me, playing)
        self._sync_clock(view)
        legal = list(legal) if playing else []
        self._bind(legal)
        self._declare_gestures(board, legal)
        self._apply_hint(board, playing)
        self._show_tips(view, board, legal)

    def _reveal_new_cards(self, board: BoardView) -> None:
        """Cards the table has not met yet take the place of the face-down card they were, or come
        from the stock -- so a turn-up flips in place and a deal flies, also in the replay."""
        scene = self.table_scene
        stock_spare = sum(1 for it in self.stock.items if it.key is None) - board.stock_cards
        for i, pile in enumerate(self.columns):
            new = [c for c in board.up[i] if scene.find(c.text) is None]
            if not new:
                continue
            spare = sum(1 for it in pile.items if it.key is None) - board.down[i]
            for card in new:
                item = None
                if spare > 0:
                    item, spare = pile.take_unknown(), spare - 1
                elif stock_spare > 0:
                    item, stock_spare = self.stock.take_unknown(), stock_spare - 1
                if item is not None:
                    scene.rekey(item, card.text)

    def _render_info(self, view: Any, board: BoardView | None, me: int, playing: bool) -> None:
        opp = 1 - me
        players = view.players
        mine, theirs = players[me], players[opp]
        over = view.over
        # strips
        if view.seat is None:
            status = tr("Watching")
        elif mine.finished:
            status = self._finish_text(mine)
        else:
            status = tr("Playing")
        score = board.score if board is not None and self.replay is None else mine.score
        self.me_strip.seat = me
        self.me_strip.set_content(self.name_of(me), self._rating(me), status,
                                  [(tr("Score"), str(score)), (tr("Moves"), str(mine.moves))],
                                  (104 - mine.cards_left) / 104, playing)
        if theirs.finished:
            their_status = self._finish_text(theirs)
            colour = None
        else:
            their_status = tr("Playing now") if not over else ""
            colour = QColor(155, 227, 155)
        their_time = theirs.time_ms if theirs.finished and theirs.time_ms is not None else theirs.elapsed_ms
        time_text = clock_text(their_time) if their_time or not theirs.moves else "\u2014"
        self.opp_strip.seat = opp
        self.opp_strip.set_content(self.name_of(opp), self._rating(opp), their_status,
                                   [(tr("Score"), str(theirs.score)), (tr("Runs"), f"{theirs.runs}/8"),
                                    (tr("Cards"), str(theirs.cards_left)), (tr("Time"), time_text)],
                                   (104 - theirs.cards_left) / 104, not theirs.finished and not over,
                                   colour)
        # stock
        if board is not None and board.stock_packets:
            n = board.stock_packets
            self.stock_label.set_text(tr("1 deal left") if n == 1 else tr("{n} deals left").format(n=n))
        elif board is not None:
            self.stock_label.set_text(tr("The stock is empty"))
        else:
            self.stock_label.set_text("")
        # score box
        if board is not None:
            rows = []
            for key, label, count, points in board.breakdown.lines():
                if key == "cleared" and not count:
                    continue
                sign = "+" if points > 0 else ("\u2212" if points < 0 else "")
                label = self._part_label(key) or QCoreApplication.translate("Scoring", label)
                rows.append((label, str(count), f"{sign}{abs(points)}"))
            title = (tr("{name}'s score").format(name=self.name_of(self.replay.opponent)) if self.replay is not None
                     else tr("Your score"))
            self.score_box.set_content(title, board.score, rows)
        self.score_box.setVisible(board is not None)
        # the sidebar: play, or what now
        finished = view.seat is not None and mine.finished
        watching = self.replay is not None
        for button in (self.deal_button, self.undo_button, self.done_button, self.hint_button):
            button.setVisible(not finished and view.seat is not None)
        self.watch_button.setVisible(finished and view.watch is not None and not watching)
        self.watch_button.set_text(tr("Watch {name}'s game").format(name=self.name_of(opp)))
        self.result_button.setVisible(over and self._result is not None and not watching)
        if finished and not watching:
            if over:
                note = ""
            elif theirs.finished:
                note = tr("You have finished.")
            else:
                note = tr("You have finished with {score} points. {name} is still playing: {theirs} points so "
                          "far.").format(score=mine.score, name=self.name_of(opp), theirs=theirs.score)
            self.side_note.set_text(note)
            self.side_note.setVisible(bool(note))
            top = BUTTON_Y - 0.28
            if note:
                self.side_note.setPos(SIDE_X, top)
                top += self.side_note.height_units() + 0.12
            self.watch_button.setPos(SIDE_MID, top + 0.22)
            self.result_button.setPos(SIDE_MID, top + 0.22 + (0.52 if self.watch_button.isVisible() else 0))
        else:
            self.side_note.setVisible(False)
        self.watch_bar.setVisible(watching)
        self.clock_badge.setVisible(not watching)
        self.me_strip.setVisible(not watching)
        if watching:
            self._update_watch_bar()
        self._update_clock()

    @staticmethod
    def _part_label(key: str) -> str:
        """Short names of the score's parts for the sidebar (the result sheet has the long ones)."""
        return {"turned_up": tr("Cards turned up"), "same_suit": tr("Placed on own suit"),
                "runs": tr("Completed runs"), "cleared": tr("All cards cleared"), "moves": tr("Moves"),
                "undos": tr("Undos")}.get(key, "")

    def _rating(self, seat: int) -> int | None:
        return self.ratings[seat] if 0 <= seat < len(self.ratings) else None

    @staticmethod
    def _finish_text(info) -> str:
        reason = info.reason
        when = clock_text(info.time_ms) if info.time_ms else ""
        if reason == "cleared":
            text = tr("Cleared every card!")
        elif reason == "time":
            text = tr("Time ran out")
        else:
            text = tr("Finished")
        return f"{text} \u00b7 {when}" if when else text

    def _bind(self, legal: list) -> None:
        self.bind_button(self.deal_button, DEAL if DEAL in legal else None)
        self.bind_button(self.undo_button, UNDO if UNDO in legal else None)
        self.bind_button(self.done_button, DONE if DONE in legal else None)
        self.hint_button.set_enabled(bool(legal) and self._hint_pending is None)

    def _declare_gestures(self, board: BoardView | None, legal: list) -> None:
        moves: dict[tuple[int, int], list[Move]] = {}
        turnups: set[int] = set()
        for action in legal:
            if isinstance(action, Move):
                moves.setdefault((action.src, action.count), []).append(action)
            elif isinstance(action, TurnUp):
                turnups.add(action.column)
        self._moves = moves
        if board is None or not legal:
            return
        for i, pile in enumerate(self.columns):
            items = pile.items
            n = len(items)
            movable = board.movable(i)
            for k, item in enumerate(items):
                if item.key is None:
                    continue
                count = n - k
                if count <= movable:
                    self.enable_drag(item, (i, count), self._drag_targets, click_fn=self._click_move)
                else:
                    self.enable_drag(item, (i, count), self._refuse_targets, click_fn=self._refuse_click)
            if i in turnups and items and items[-1].key is None:
                self.enable_click(items[-1], TurnUp(i), lambda a: a)
        if DEAL in legal and self.stock.items:
            self.enable_click(self.stock, DEAL, lambda a: a)

    # -- gestures in ---------------------------------------------------------------------------------

    def _drag_targets(self, payload: tuple[int, int]) -> dict:
        self._dragged_from = payload
        return {self.columns[m.dst]: m for m in self._moves.get(payload, [])}

    def best_move(self, src: int, count: int) -> Move | None:
        """The legal move a click plays for the top ``count`` cards of column ``src``.

        Presentation only, among the engine's legal moves: onto a card of the same suit (the longer
        the run there, the better), then onto any card, then into an empty column, then onto
        face-down cards; moving a whole column into an empty one comes last.
        """
        moves = self._moves.get((src, count), [])
        board = self._board
        if not moves or board is None:
            return None
        moving = board.up[src][-count]

        def rank(m: Move) -> tuple:
            up = board.up[m.dst]
            if up:
                category = 0 if up[-1].suit == moving.suit else 1
                run = board.movable(m.dst)
            else:
                whole = board.down[src] == 0 and count == len(board.up[src])
                category = 4 if whole else (2 if not board.down[m.dst] else 3)
                run = 0
            return category, -run, abs(m.dst - src), m.dst

        return min(moves, key=rank)

    def _click_move(self, payload: tuple[int, int]) -> Any:
        move = self.best_move(*payload)
        if move is None:
            card = self._card_at(*payload)
            self.show_message(tr("No column takes {card} now.").format(card=card_label(card)) if card
                              else tr("No column takes these cards now."))
        return move

    def _card_at(self, src: int, count: int) -> Card | None:
        board = self._board
        if board is None or count > len(board.up[src]):
            return None
        return board.up[src][-count]

    def _refuse_targets(self, payload: tuple[int, int]) -> dict:
        self._refused = payload
        return {}

    def _refuse_click(self, payload: tuple[int, int]) -> None:
        self.show_message(tr("Only a run of one suit in falling order moves together; take the cards above "
                             "it first."))
        return None

    def _after_drag(self, dropped: bool) -> None:
        refused, self._refused = self._refused, None
        source, self._dragged_from = self._dragged_from, None
        point, self._release_point = self._release_point, None
        if dropped:
            return
        if refused is not None:
            self._refuse_click(refused)
            return
        if source is None or point is None:
            return
        column = self.column_at(point)
        if column is not None and column != source[0]:
            card = self._card_at(*source)
            if card is not None:
                self.show_message(tr("{card} goes onto a card one rank higher, or onto a column with no face-up "
                                     "card.").format(card=card_label(card)))

    def column_at(self, point: QPointF) -> int | None:
        """The column under a point of the scene (its strip from the top of the columns down)."""
        if point.y() < COL_Y - 0.2:
            return None
        for i in range(COLUMNS):
            if column_x(i) - 0.07 <= point.x() <= column_x(i) + 1.07:
                return i
        return None

    # -- the clock ------------------------------------------------------------------------------------

    def _sync_clock(self, view: Any) -> None:
        board = view.board
        me_info = view.me
        if board is None or me_info is None:
            self.clock.stop(0)
            self._clock_wanted = False
            return
        if me_info.finished:
            self.clock.stop(me_info.time_ms if me_info.time_ms is not None else me_info.elapsed_ms)
            self._clock_wanted = False
        else:
            self._clock_wanted = not view.over
            self.clock.sync(me_info.elapsed_ms, view.time_limit_ms, self._clock_wanted and self._dealt)
        self._update_clock()

    def _on_animations_done(self) -> None:
        if not self._dealt and self.current_view is not None:
            self._dealt = True
            if self._clock_wanted and not self.clock.running:
                view = self.current_view
                self.clock.sync(view.me.elapsed_ms if view.me else 0, view.time_limit_ms, True)

    def _update_clock(self) -> None:
        view = self.current_view
        if view is None or view.me is None:
            self.clock_badge.set_content(tr("Time"), "", "stopped")
            return
        if view.me.finished:
            self.clock_badge.set_content(tr("Your time"), clock_text(self.clock.elapsed_ms()), "stopped")
            return
        left = self.clock.remaining_ms()
        shown = clock_text(left + 999)  # counts down in whole seconds, 0:00 only at the end
        if left <= 0:
            shown = "0:00"
        state = "low" if left < LOW_TIME_MS else ("run" if self.clock.running else "stopped")
        self.clock_badge.set_content(tr("Time left"), shown, state)

    # -- hints -------------------------------------------------------------------------------------------

    def request_hint(self) -> bool:
        """Ask the honest hint search (off the GUI thread); its move is highlighted when it answers."""
        view = self.current_view
        if (view is None or view.board is None or self.replay is not None or self._hint_pending is not None
                or not self._can_act()):
            return False
        board = view.board
        self._hint_pending = board
        self.hint_button.set_text(tr("Thinking\u2026"))
        self.hint_button.set_enabled(False)
        future = worker_pool().submit(_hint_search, view)
        future.add_done_callback(lambda f, b=board: self._deliver("_hint_ready", b, f))
        return True

    def _deliver(self, signal: str, key, future: Future) -> None:
        """Worker thread: hand a result to the GUI thread (the table may be gone by now)."""
        try:
            getattr(self, signal).emit(key, future)
        except RuntimeError:
            pass

    def _on_hint(self, board: BoardView, future: Future) -> None:
        self._hint_pending = None
        self.hint_button.set_text(tr("? Hint"))
        self.hint_button.set_enabled(bool(self.current_legal) and self.replay is None)
        if future.cancelled():
            return
        exc = future.exception()
        if exc is not None:
            log.error("the Spider hint failed: %s", exc)
            return
        view = self.current_view
        if view is None or view.board != board or self.replay is not None:
            return  # the board changed meanwhile: that hint is for another position
        action = future.result()
        if action is None:
            self.hinted = None
            self.show_message(tr("No useful moves left: press Done to finish.") if DONE in self.current_legal
                              else tr("No useful moves left."))
            return
        self.hinted = (board, action)
        self._apply_hint(board)
        if isinstance(action, Move):
            card = board.up[action.src][-action.count]
            self.show_message(tr("Hint: move {card} to column {n}.").format(card=card_label(card), n=action.dst + 1))
        elif isinstance(action, TurnUp):
            self.show_message(tr("Hint: turn up the card in column {n}.").format(n=action.column + 1))
        elif isinstance(action, Deal):
            self.show_message(tr("Hint: deal a new row of cards."))

    def hint_items(self) -> list[Any]:
        """What the current hint highlights (cards, or a pile for an empty column)."""
        if self.hinted is None or self._board is None or self.hinted[0] != self._board:
            return []
        action = self.hinted[1]
        if isinstance(action, Move):
            src = self.columns[action.src].items[-action.count:]
            dst = self.columns[action.dst]
            return list(src) + ([dst.items[-1]] if dst.items else [dst])
        if isinstance(action, TurnUp):
            items = self.columns[action.column].items
            return items[-1:] if items else []
        if isinstance(action, Deal):
            return self.stock.items[-PACKET:]
        return []

    def _apply_hint(self, board: BoardView | None, playing: bool = True) -> None:
        if self.hinted is None:
            return
        if board is None or self.hinted[0] != board or self.replay is not None or not playing:
            self.hinted = None
            return
        action = self.hinted[1]
        items = self.hint_items()
        for k, target in enumerate(items):
            if isinstance(target, CardItem):
                moving = isinstance(action, Move) and k < action.count
                target.set_state("selected" if moving else "highlight", True)
            elif isinstance(target, Pile):
                target.set_target_highlight(True)

    # -- first-time tips ---------------------------------------------------------------------------------

    def _show_tips(self, view: Any, board: BoardView | None, legal: list) -> None:
        """At most one tip at a time, the duel's special rules first; each stays closed once its X is pressed."""
        if not legal or board is None or view.seat is None:
            return
        hints = self.hints
        opp = self.name_of(1 - view.seat)
        turnable = [i for i in range(COLUMNS) if TurnUp(i) in legal]
        candidates = []
        if board.breakdown.moves == 0 and not board.breakdown.turned_up:
            candidates.append(("spider.duel", tr(
                "A duel: {name} plays this very deal at the same time. The higher score wins; with equal scores, "
                "the one who finished sooner. Drag a card or a run, or click it to move it.").format(name=opp),
                self.opp_strip))
        if turnable and not view.auto_turn_up:
            items = self.columns[turnable[0]].items
            candidates.append(("spider.turn_up", tr(
                "An uncovered card stays face down until you click it (+2 points). Until then the column counts "
                "as empty: any card or run may go there."), items[-1] if items else self.columns[turnable[0]]))
        if DEAL in legal and (any(not board.up[i] for i in range(COLUMNS)) or board.breakdown.moves >= 8):
            candidates.append(("spider.deal", tr(
                "Deal puts one card on every column. Here you may deal at any time, even with empty columns."),
                self.deal_button))
        if board.breakdown.moves >= 1:
            candidates.append(("spider.scoring", tr(
                "Scoring: +2 for each card turned up, +2 for each card placed on its own suit (once per card), "
                "+26 for a completed run, \u22121 for each move and each undo."), self.score_box))
        for hint_id, text, anchor in candidates:
            if not hints.is_closed(hint_id) and hints.enabled:
                hints.show(hint_id, text, anchor)
                return

    # -- the result ---------------------------------------------------------------------------------------

    def _raise_result(self) -> None:
        if self._result is None or self.current_view is None:
            return
        if self.replay is not None:
            self._update_watch_bar()  # "Back" becomes "Result"; the sheet waits until the replay is left
            return
        summary, names = self._result
        view = self.current_view
        me = self.me
        opp = 1 - me
        players = view.players
        winner = view.winner if view.winner is not None else getattr(summary, "winner", None)
        you = view.seat is not None

        def name(seat: int) -> str:
            return names[seat] if seat < len(names) and names[seat] else self.name_of(seat)

        if winner is None:
            title = tr("The duel is a draw")
        elif winner == me and you:
            title = tr("You win the duel!")
        else:
            title = tr("{name} wins the duel").format(name=name(winner))
        scores = (players[me].score, players[opp].score)
        if view.decided_by == "time" and winner is not None:
            subtitle = tr("Equal scores: {name} finished in less time.").format(name=name(winner))
            times = [players[s].time_ms or 0 for s in (me, opp)]
            if clock_text(times[0]) == clock_text(times[1]):  # the same to the second: say by how much
                gap = abs(times[0] - times[1])
                subtitle = (tr("Equal scores: {name} finished {n} ms sooner.") if gap < 1000
                            else tr("Equal scores: {name} finished {n} s sooner.")).format(
                    name=name(winner), n=gap if gap < 1000 else f"{gap / 1000:.1f}")
        elif view.decided_by == "draw" or winner is None:
            subtitle = tr("Equal scores in the same time.")
        else:
            subtitle = tr("{a} points to {b}").format(a=max(scores), b=min(scores))
        sides = []
        for seat in (me, opp):
            info = players[seat]
            runs = tr("1 run") if info.runs == 1 else tr("{n} runs").format(n=info.runs)
            sides.append(SideResult(seat, name(seat), info.score,
                                    f"{runs} \u00b7 {self._finish_text(info)}", seat == winner))
        rows = []
        score_row = None
        for label, values in getattr(summary, "lines", ()):
            values = tuple(values)
            if len(values) >= 2:
                row = (QCoreApplication.translate("Scoring", label), (values[me], values[opp]))
                if label == "Score":
                    score_row = row
                else:
                    rows.append(row)
        if score_row is not None:
            rows.append(score_row)  # the total last, in bold
        watch_text = tr("Watch {name}'s game").format(name=name(opp)) if view.watch is not None else None
        self.result_panel.set_content(title, subtitle, sides, rows, self._oracle_note(), watch_text)
        self.result_panel.setVisible(True)
        self.result_button.setVisible(False)
        self.confirm.setVisible(False)
        self.hints.set_visible(False)
        self.drag.cancel()
        self._ask_oracle()

    def show_result(self) -> None:
        """Bring the result sheet back (after watching the replay)."""
        if self._result is None:
            return
        if self.replay is not None:
            self._end_replay()
            self._rerender()
        self.animator.enqueue(self._raise_result)

    def result_visible(self) -> bool:
        return self.result_panel.isVisible()

    def _ask_oracle(self) -> None:
        view = self.current_view
        if self._oracle_asked or view is None or view.deal_number is None or view.board is None:
            return
        self._oracle_asked = True
        future = worker_pool().submit(_oracle_score, view.deal_number, view.suits)
        future.add_done_callback(lambda f: self._deliver("_oracle_ready", None, f))

    def _on_oracle(self, _key, future: Future) -> None:
        if future.cancelled() or future.exception() is not None:
            return
        self._oracle = future.result()
        self.result_panel.set_note(self._oracle_note())

    def _oracle_note(self) -> str:
        view = self.current_view
        if self._oracle is None or view is None or view.board is None:
            return ""
        solved, best = self._oracle
        if not solved or not best:
            return tr("The solver found no way to clear this deal.")
        reached = max(0, round(100 * view.board.score / best))
        return tr("The best score the solver found on this deal is {best}; you reached {pct}%.").format(
            best=best, pct=reached)

    def request_new_duel(self) -> None:
        """"New duel": whoever listens starts one; with nobody listening, the main window is asked."""
        if self.receivers(SIGNAL("new_duel_requested()")) > 0:
            self.new_duel_requested.emit()
            return
        window = self.window()
        name = self.entry.name if self.entry is not None else "spider"
        if window is not None and window is not self and hasattr(window, "new_game"):
            QTimer.singleShot(0, window, lambda: window.new_game(name))
        else:
            self.new_duel_requested.emit()

    def _leave(self) -> None:
        self.result_panel.setVisible(False)
        self.leave_requested.emit()

    # -- watching the opponent --------------------------------------------------------------------------

    def watch_opponent(self) -> bool:
        """Replay the opponent's game in the table (live while they still play)."""
        view = self.current_view
        if view is None or view.watch is None:
            return False
        watch = view.watch
        self.result_panel.setVisible(False)
        self.confirm.setVisible(False)
        self.replay = Replay(watch.opponent, watch_frames(watch), watch.steps, watch.live)
        self.hinted = None
        self.reset_cards()
        self._rerender()
        self._restart_replay_timer()
        return True

    def watching(self) -> bool:
        return self.replay is not None

    def stop_watching(self) -> None:
        if self.replay is None:
            return
        self._end_replay()
        self._rerender()
        if self.current_view is not None and self.current_view.over and self._result is not None:
            self.animator.enqueue(self._raise_result)

    def _end_replay(self) -> None:
        self.replay = None
        self._replay_timer.stop()
        self.reset_cards()

    def _rerender(self) -> None:
        if self.current_view is not None:
            self.animator.enqueue(partial(self._render_step, self.current_view, self.current_legal))

    def _refresh_replay(self, view: Any) -> None:
        replay = self.replay
        watch = getattr(view, "watch", None)
        if replay is None or watch is None:
            return
        if len(watch.steps) != len(replay.steps):
            replay.frames = watch_frames(watch)
            replay.steps = watch.steps
        replay.live = watch.live
        replay.index = min(replay.index, len(replay.frames) - 1)

    def replay_step(self, delta: int) -> None:
        replay = self.replay
        if replay is None:
            return
        replay.playing = False
        self._replay_timer.stop()
        self._go_to(replay.index + delta)

    def replay_toggle(self) -> None:
        replay = self.replay
        if replay is None:
            return
        if not replay.playing and replay.index >= len(replay.frames) - 1 and not replay.live:
            self._go_to(0)
        replay.playing = not replay.playing
        self._restart_replay_timer()
        self._update_watch_bar()

    def replay_faster(self) -> None:
        replay = self.replay
        if replay is None:
            return
        i = SPEEDS.index(replay.speed) if replay.speed in SPEEDS else 1
        replay.speed = SPEEDS[(i + 1) % len(SPEEDS)]
        self._restart_replay_timer()
        self._update_watch_bar()

    def _restart_replay_timer(self) -> None:
        replay = self.replay
        self._replay_timer.stop()
        if replay is not None and replay.playing:
            self._replay_timer.start(max(40, int(REPLAY_MS / replay.speed)))

    def _go_to(self, index: int) -> None:
        replay = self.replay
        if replay is None:
            return
        index = max(0, min(index, len(replay.frames) - 1))
        if index != replay.index:
            replay.index = index
            self._rerender()
        self._update_watch_bar()

    def _replay_tick(self) -> None:
        replay = self.replay
        if replay is None or not replay.playing or not self.animator.is_idle():
            return
        if replay.index < len(replay.frames) - 1:
            self._go_to(replay.index + 1)
        elif not replay.live:
            replay.playing = False
            self._replay_timer.stop()
            self._update_watch_bar()

    def _update_watch_bar(self) -> None:
        replay = self.replay
        if replay is None:
            return
        total = len(replay.frames) - 1
        name = self.name_of(replay.opponent)
        title = tr("Replay of {name}'s game").format(name=name)
        position = tr("Step {i} of {n}").format(i=replay.index, n=total)
        if replay.live:
            position = f"{position} \u00b7 {tr('live')}"
        frame = replay.frames[replay.index]
        position = f"{position} \u00b7 {tr('score {n}').format(n=frame.score)}"
        detail = self._step_text(replay, replay.index)
        over = self.current_view is not None and self.current_view.over
        back = tr("Result") if over else tr("Back")
        self.watch_bar.set_content(title, position, detail, replay.index / total if total else 1.0,
                                   replay.playing, replay.speed, back)

    def _step_text(self, replay: Replay, index: int) -> str:
        """What step ``index`` did, in words (index 0: the deal as it started)."""
        if index <= 0:
            return tr("The deal as it started")
        step = replay.steps[index - 1]
        before = replay.frames[index - 1]
        kind = step.type
        if kind == "move":
            up = before.up[step.src]
            card = card_label(up[-step.count]) if step.count <= len(up) else "?"
            text = (tr("{card} to column {n}") if step.count == 1 else tr("{card} and the cards on it to column {n}"))
            text = text.format(card=card, n=step.dst + 1)
        elif kind == "turn_up":
            shown = replay.frames[index].up[step.column]
            text = tr("Turned up {card} in column {n}").format(card=card_label(shown[-1]) if shown else "?",
                                                               n=step.column + 1)
        elif kind == "deal":
            text = tr("Dealt a new row")
        elif kind == "undo":
            text = tr("Took back a move")
        elif kind == "time_up":
            text = tr("Time ran out")
        else:
            text = tr("Finished")
        if step.elapsed_ms is not None:
            text = f"{clock_text(step.elapsed_ms)} \u00b7 {text}"
        return text


TABLE = SpiderTable
