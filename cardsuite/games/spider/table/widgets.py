"""What the Spider duel table draws on its cloth, besides cards: the stock and foundation piles,
the clock badge, the reduced foundation, the score box and the replay bar; plus the table's
geometry in card units (see :mod:`.table`).  The player strips and the result sheet are the
toolkit's (:class:`~cardsuite.ui.toolkit.players.PlayerStrip`, :class:`~cardsuite.ui.toolkit.overlays.ResultSheet`).

Each item paints itself from plain values the table hands it (scores, texts, times), so the
table stays the one place that reads the view.
"""

from __future__ import annotations

import math
from typing import Sequence

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsObject

from cardsuite.cards import Suit
from cardsuite.ui.toolkit import style
from cardsuite.ui.toolkit.cardart import CARD_ASPECT
from cardsuite.ui.toolkit.items import CardItem, Placement
from cardsuite.ui.toolkit.panels import TableButton, TableLabel
from cardsuite.ui.toolkit.piles import Pile, SpreadPile

CONTEXT = "Spider"


def tr(text: str) -> str:
    return QCoreApplication.translate(CONTEXT, text)


# ----------------------------------------------------------------------------- geometry (card units)

W = 11.6
"""The table's width: ten columns and thin margins, so that a 1120-pixel window gives 96-pixel cards.
Its height follows the window (:meth:`.table.SpiderTable.refit`), between ``H_MIN`` and ``H_MAX``."""
H_MIN, H_MAX = 6.3, 10.0
H = 7.2
COLUMNS = 10
COL_X, COL_STEP, COL_Y = 0.25, 1.13, 1.06
COLS_RIGHT = COL_X + (COLUMNS - 1) * COL_STEP + 1.0
COLS_MID = (COL_X + COLS_RIGHT) / 2
MARGIN = 0.1
FACE_UP_GAP, FACE_DOWN_GAP = 0.34, 0.2
FACE_UP_MIN, FACE_DOWN_MIN = 0.22, 0.07
PACKET = 10
MIN_FONT = 12.5
"""The smallest text on the table in design pixels: the bars grow when it would fall below the
system font (see :meth:`.table.SpiderTable.refit`)."""

LOW_TIME_MS = 60_000
REPLAY_MS = 800
SPEEDS = (0.5, 1.0, 2.0, 4.0)
DEAL_STAGGER = 14
RUN_STAGGER = 28


def column_x(i: int) -> float:
    return COL_X + i * COL_STEP


# ----------------------------------------------------------------------------- piles


class StockPile(Pile):
    """The stock as its packets of ten, side by side and overlapping; the next packet is the rightmost."""

    PACKET_STEP = 0.25
    WIDTH = 1.0 + 4 * PACKET_STEP

    def placement(self, index: int, item: CardItem) -> Placement:
        packet, k = divmod(index, PACKET)
        packets = max(1, (len(self.items) + PACKET - 1) // PACKET)
        x = self.WIDTH - 1.0 - (packets - 1 - packet) * self.PACKET_STEP   # right-aligned under the caption
        pos = self.pos + QPointF(x - 0.004 * k, -0.007 * k)
        return Placement(pos, 0.0, self.z + index)

    def base_rect(self) -> QRectF:
        packets = max(1, (len(self.items) + PACKET - 1) // PACKET)
        width = 1.0 + (packets - 1) * self.PACKET_STEP
        return QRectF(self.pos.x() + self.WIDTH - width, self.pos.y(), width, CARD_ASPECT)

    def _next_pos(self) -> QPointF:
        return self.placement(len(self.items), None).pos  # type: ignore[arg-type]


class FoundationPile(Pile):
    """Where the cards of a completed run fly: the next free slot of the foundation.

    It holds them only for that flight; the next render empties it, the cards fade out and
    the reduced picture of the run (:class:`FoundationView`) stays.
    """

    def __init__(self, scene, display: "FoundationView"):
        self.display = display
        super().__init__(scene, (0.0, 0.0), z=3000)

    def placement(self, index: int, item: CardItem) -> Placement:
        centre = self.display.slot_centre(self.display.next_slot())
        spread = QPointF(0.0, 0.004 * index)
        return Placement(centre - QPointF(0.5, CARD_ASPECT / 2) + spread, 0.0, self.z + index)

    def base_rect(self) -> QRectF:
        return self.display.sceneBoundingRect()


class ColumnPile(SpreadPile):
    """A column: when it runs long the face-up overlap gives way first (down to ``FACE_UP_MIN``), so the
    face-down slivers stay countable; a badge on the first sliver says how many cards lie face down."""

    def __init__(self, scene, pos, max_extent: float):
        super().__init__(scene, pos, direction="down", max_extent=max_extent, face_up_gap=FACE_UP_GAP,
                         face_down_gap=FACE_DOWN_GAP, show_slot=True, z=100)
        self.badge = DownCount()
        scene.addItem(self.badge)

    def face_down(self) -> int:
        return sum(1 for it in self.items if not it.home.face_up)

    def gaps(self) -> list[float]:
        items = self.items
        if len(items) < 2 or not self.is_open:
            return super().gaps()
        gaps = [FACE_UP_GAP if it.home.face_up else FACE_DOWN_GAP for it in items[:-1]]
        excess = sum(gaps) - (self.max_extent - CARD_ASPECT)
        for face_up, floor in ((True, FACE_UP_MIN), (False, FACE_DOWN_MIN)):
            if excess <= 0:
                break
            which = [i for i, it in enumerate(items[:-1]) if it.home.face_up == face_up]
            spare = sum(max(0.0, gaps[i] - floor) for i in which)
            take = min(excess, spare)
            if spare > 0:
                for i in which:
                    gaps[i] -= max(0.0, gaps[i] - floor) * take / spare
            excess -= take
        if excess > 0:
            total = sum(gaps)
            room = max(self.max_extent - CARD_ASPECT, 0.0)
            gaps = [g * room / total for g in gaps] if total else gaps
        return gaps

    def layout(self) -> None:
        super().layout()
        down = self.face_down()
        self.badge.set_count(down)
        self.badge.setPos(self.pos.x() + 0.95, self.pos.y() + 0.025)
        self.badge.setZValue(self.z + down - 0.5)


# ----------------------------------------------------------------------------- items on the cloth


class StockCaption(TableLabel):
    """"2 deals left", printed on a dark pill over the foot of the stock (so the columns above keep their room)."""

    def lines(self) -> list[str]:
        """The caption in lines no wider than the stock: one, or its words over two or more where the text
        floor makes it wider ("Pozostałe rozdania: 5" at 800x600) -- never cut."""
        metrics = QFontMetricsF(self.text_font())
        room = self.width - 20
        lines: list[str] = []
        for word in self.text.split():
            if lines and metrics.horizontalAdvance(f"{lines[-1]} {word}") <= room:
                lines[-1] = f"{lines[-1]} {word}"
            else:
                lines.append(word)
        return lines or [""]

    def boundingRect(self) -> QRectF:
        box = super().boundingRect()
        extra = (len(self.lines()) - 1) * QFontMetricsF(self.text_font()).height()
        return box.adjusted(0, 0, 0, extra)

    def pill_width(self) -> float:
        metrics = QFontMetricsF(self.text_font())
        return min(self.width, max(metrics.horizontalAdvance(line) for line in self.lines()) + 20)

    def set_text(self, text: str) -> None:
        self.prepareGeometryChange()
        super().set_text(text)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        if not self.text:
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        painter.setFont(self.text_font())
        box = self.boundingRect()
        w = self.pill_width()
        pill = QRectF(box.center().x() - w / 2, box.top(), w, box.height())
        painter.setPen(QPen(QColor(255, 255, 255, 90), 1))
        painter.setBrush(QColor(10, 20, 40, 215))
        radius = min(pill.height(), QFontMetricsF(self.text_font()).height() + 4) / 2
        painter.drawRoundedRect(pill, radius, radius)
        painter.setPen(self.colour)
        text = "\n".join(style.elide(painter, line, w - 12) for line in self.lines())
        painter.drawText(pill, Qt.AlignmentFlag.AlignCenter, text)



class DownCount(QGraphicsObject):
    """How many cards of a column lie face down: a small pill at the right end of its first sliver,
    under the first face-up card (so it never hides one)."""

    HEIGHT = 17.0

    def __init__(self):
        super().__init__()
        self.count = 0
        self.setScale(style.PX)
        self.setVisible(False)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def set_count(self, count: int) -> None:
        if count != self.count:
            self.prepareGeometryChange()
            self.count = count
            self.update()
        self.setVisible(count > 0)
        self.setToolTip(tr("Cards face down: {n}").format(n=count) if count else "")

    def _width(self) -> float:
        return 14.0 + 9.0 * len(str(self.count))

    def boundingRect(self) -> QRectF:
        return QRectF(-self._width() - 1, -1, self._width() + 2, self.HEIGHT + 2)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        rect = QRectF(-self._width(), 0, self._width(), self.HEIGHT)
        painter.setPen(QPen(QColor(255, 255, 255, 150), 1))
        painter.setBrush(QColor(10, 20, 40, 225))
        painter.drawRoundedRect(rect, self.HEIGHT / 2, self.HEIGHT / 2)
        painter.setPen(QColor("#ffffff"))
        painter.setFont(style.font(MIN_FONT + 0.5, QFont.Weight.Bold, item=self))
        painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, str(self.count))


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


class ClockBadge(QGraphicsObject):
    """The countdown above the columns: time left, red in the last minute, stopped when finished."""

    WIDTH = 180.0
    HEIGHT = 86.0
    TEXT_TOP = 60.0
    """Where the line under the time starts (the deal's caption, a separate label)."""

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
        c = QPointF(30, 38)
        ink = QColor("#ffd0c8") if low else (style.ACCENT if self.state == "run" else style.TEXT_DIM)
        painter.setPen(QPen(ink, 3.2))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawEllipse(c, 13, 13)
        painter.drawLine(QPointF(c.x(), c.y() - 13), QPointF(c.x(), c.y() - 18))
        painter.drawLine(QPointF(c.x() - 5, c.y() - 19), QPointF(c.x() + 5, c.y() - 19))
        painter.setPen(QPen(ink, 2.4, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
        painter.drawLine(c, QPointF(c.x() + 5, c.y() - 6))
        text_box = QRectF(50, 0, self.WIDTH - 58, self.HEIGHT)
        painter.setPen(QColor(255, 230, 225) if low else style.TEXT_DIM)
        painter.setFont(style.font(MIN_FONT, QFont.Weight.DemiBold, item=self))
        painter.drawText(QRectF(text_box.left(), 5, text_box.width(), 18), Qt.AlignmentFlag.AlignCenter,
                         style.elide(painter, self.caption.upper(), text_box.width()))
        painter.setPen(QColor("#ffffff") if low else style.TEXT)
        painter.setFont(style.font(31 if len(self.text) <= 6 else 21, QFont.Weight.Bold, item=self))
        painter.drawText(QRectF(text_box.left(), 21, text_box.width(), 38), Qt.AlignmentFlag.AlignCenter,
                         self.text)


class FoundationView(QGraphicsObject):
    """The completed runs in reduced form: eight small slots, a finished run shown as a small stack
    with its king on top (the sheet: cards taken off are shown "symbolically, in a reduced form")."""

    SLOT_W = 30.0
    SLOT_H = SLOT_W * CARD_ASPECT
    GAP = 4.0
    PER_ROW = 8
    TOP = 20.0
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
        painter.setFont(style.font(13, QFont.Weight.DemiBold, item=self))
        painter.drawText(QRectF(0, 0, w, 20), Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                         tr("Completed runs"))
        painter.setPen(style.ACCENT)
        painter.setFont(style.font(13, QFont.Weight.Bold, item=self))
        painter.drawText(QRectF(0, 0, w, 20), Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
                         f"{len(self.runs)} / {self.RUNS}")
        t = painter.worldTransform()
        scale = math.hypot(t.m11(), t.m12())
        device = painter.device()
        dpr = device.devicePixelRatioF() if device is not None else 1.0
        for i in range(self.RUNS):
            rect = self.slot_rect(i)
            if i >= len(self.runs):
                painter.setPen(QPen(QColor(255, 255, 255, 190 if style.high_contrast() else 60), 1.4,
                                    Qt.PenStyle.DashLine))
                painter.setBrush(QColor(0, 0, 0, 30))
                painter.drawRoundedRect(rect.adjusted(1, 1, -1, -1), 3, 3)
                continue
            # a squared stack: two edges under the king
            for k in (2, 1):
                painter.setPen(QPen(QColor(0, 0, 0, 60), 1))
                painter.setBrush(QColor(246, 242, 230))
                painter.drawRoundedRect(rect.translated(-1.0 * k, -1.4 * k), 2.5, 2.5)
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

    WIDTH = 300.0
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
        style.paint_panel(painter, rect, 12, fill=QColor(14, 26, 20, 246))   # over the cards: opaque
        painter.setPen(style.TEXT)
        painter.setFont(style.font(15, QFont.Weight.Bold, item=self))
        painter.drawText(QRectF(14, 8, self.WIDTH - 90, 28), Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                         style.elide(painter, self.title, self.WIDTH - 90))
        painter.setPen(style.ACCENT)
        painter.setFont(style.font(24, QFont.Weight.Bold, item=self))
        painter.drawText(QRectF(14, 6, self.WIDTH - 28, 32),
                         Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, str(self.total))
        painter.setPen(QPen(QColor(255, 255, 255, 35), 1))
        painter.drawLine(QPointF(14, 41), QPointF(self.WIDTH - 14, 41))
        y = 45.0
        for label, count, points in self.rows:
            painter.setFont(style.font(13, item=self))
            painter.setPen(style.TEXT_DIM)
            painter.drawText(QRectF(14, y, self.WIDTH - 120, self.ROW),
                             Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                             style.elide(painter, label, self.WIDTH - 124))
            painter.drawText(QRectF(self.WIDTH - 110, y, 40, self.ROW),
                             Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, count)
            painter.setFont(style.font(13, QFont.Weight.Bold, item=self))
            negative = points.startswith("\u2212") or points.startswith("-")
            painter.setPen(QColor("#ff9a8a") if negative else (style.TEXT if points in ("0", "+0") else
                                                                QColor("#9be39b")))
            painter.drawText(QRectF(self.WIDTH - 66, y, 52, self.ROW),
                             Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, points)
            y += self.ROW


class WatchBar(QGraphicsObject):
    """The replay's controls above the columns: previous, play/pause, next, speed, where we are, back."""

    WIDTH = 540.0
    HEIGHT = 86.0

    # set up like ClockBadge above on purpose: two painted bars over the columns, each with its own
    # text fields; what they share is three Qt calls, too little for a common base.
    def __init__(self):
        super().__init__()
        self.title = ""
        self.position = ""
        self.detail = ""
        self.progress = 0.0
        self.setScale(style.PX)
        self.setZValue(7100)
        self.setVisible(False)
        self.prev_button = IconButton("prev", width=44)
        self.play_button = IconButton("pause", primary=True, width=50)
        self.next_button = IconButton("next", width=44)
        self.speed_button = TableButton("1\u00d7", primary=False, width=52)
        self.back_button = TableButton(tr("Back"), primary=False, width=self.BACK_W)
        x = 24.0
        for button in (self.prev_button, self.play_button, self.next_button, self.speed_button):
            w = button.size()[0]
            button.setScale(1.0)
            button.setParentItem(self)
            button.setPos(x + w / 2 - 12, self.HEIGHT / 2)
            x += w + 4
        self._text_left = x - 2
        self.back_button.setScale(1.0)
        self.back_button.setParentItem(self)
        self.back_button.setPos(self.WIDTH - 10 - self.BACK_W / 2, self.HEIGHT / 2)

    BACK_W = 96.0

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
        right = self.WIDTH - 20 - self.BACK_W
        width = right - left
        painter.setPen(style.TEXT)
        painter.setFont(style.font(14, QFont.Weight.Bold, item=self))
        painter.drawText(QRectF(left, 8, width, 22), Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                         style.elide(painter, self.title, width))
        painter.setPen(style.ACCENT)
        painter.setFont(style.font(MIN_FONT, QFont.Weight.DemiBold, item=self))
        painter.drawText(QRectF(left, 30, width, 18), Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                         style.elide(painter, self.position, width))
        painter.setPen(style.TEXT)
        painter.setFont(style.font(13.5, item=self))
        painter.drawText(QRectF(left, 48, width, 20), Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                         style.elide(painter, self.detail, width))
        bar = QRectF(left, self.HEIGHT - 14, width, 5)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(255, 255, 255, 30))
        painter.drawRoundedRect(bar, 2.5, 2.5)
        painter.setBrush(style.ACCENT)
        painter.drawRoundedRect(QRectF(bar.left(), bar.top(), max(5.0, bar.width() * self.progress), 5), 2.5, 2.5)

    def mousePressEvent(self, event) -> None:
        event.accept()
