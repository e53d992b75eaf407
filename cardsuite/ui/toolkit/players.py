"""A player on the table: the plate beside a hand (:class:`PlayerPanel`), the wide strip with a row of
figures (:class:`PlayerStrip`), and the round avatar both draw (also used by result sheets).

They are graphics items in design pixels (``style.PX``), so they scale with the table.
"""

from __future__ import annotations

from typing import Sequence

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QLinearGradient, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject

from . import style

AVATAR_COLOURS = ["#3b7dd8", "#d8553b", "#8e44ad", "#16a085", "#d4a017", "#5d6d7e"]


def paint_avatar(painter: QPainter, c: QPointF, radius: float, seat: int, name: str, font_size: float, *,
                 shade: float | None = None, ring: QColor | None = None, item: QGraphicsItem | None = None) -> None:
    """A seat's round avatar at ``c``: its colour (shaded over ``shade`` px above and below the centre, else
    flat) in a white ring, and the name's initial (its size floored for ``item``, the item that draws it)."""
    colour = QColor(AVATAR_COLOURS[seat % len(AVATAR_COLOURS)])
    if shade is None:
        brush = colour
    else:
        brush = QLinearGradient(c - QPointF(0, shade), c + QPointF(0, shade))
        brush.setColorAt(0, colour.lighter(130))
        brush.setColorAt(1, colour.darker(120))
    painter.setPen(QPen(ring if ring is not None else QColor(255, 255, 255, 200), 2))
    painter.setBrush(brush)
    painter.drawEllipse(c, radius, radius)
    painter.setPen(QColor("#ffffff"))
    painter.setFont(style.font(font_size, QFont.Weight.Bold, item=item))
    painter.drawText(QRectF(c.x() - radius, c.y() - radius, 2 * radius, 2 * radius), Qt.AlignmentFlag.AlignCenter,
                     avatar_letter(name))


def avatar_letter(name: str) -> str:
    """The letter an avatar shows: the name's first letter or digit (a name from the network may start with
    "<", a quote or an emoji joiner), capitalised; "?" for a name without one."""
    return next((ch.upper() for ch in name if ch.isalnum()), "?")


class PlayerPanel(QGraphicsObject):
    """A player's plate: avatar, name, rating, score, cards in hand, and the eye toggle.

    The eye asks to show (or hide) the cards that player has laid out; the
    game table decides what that means, so the panel only emits ``eye_toggled``.
    """

    eye_toggled = Signal(bool)
    WIDTH = 260.0
    HEIGHT = 68.0

    def __init__(self, seat: int = 0):
        super().__init__()
        self.seat = seat
        self.name = ""
        self.rating: int | None = None
        self.score: str = "0"
        self.score_label: str | None = None
        """What the score is called; None: "Score" in the language of the moment (a live switch follows)."""
        self.card_count: int | None = None
        self.active = False
        self.eye_visible = False
        self.eye_checked = False
        self.subtitle = ""
        self.setScale(style.PX)
        self.setZValue(7000)
        self.setAcceptHoverEvents(True)

    # -- content -----------------------------------------------------------

    def set_player(self, name: str, rating: int | None = None) -> None:
        self.name, self.rating = name, rating
        self.update()

    def set_score(self, score: int | str, label: str | None = None) -> None:
        self.score = str(score)
        if label is not None:
            self.score_label = label
        self.update()

    def set_card_count(self, count: int | None) -> None:
        self.card_count = count
        self.update()

    def set_subtitle(self, text: str) -> None:
        """A third, smaller line (tricks taken, melds...); the panel grows to hold it."""
        if text != self.subtitle:
            self.prepareGeometryChange()
            self.subtitle = text
            self.update()

    @property
    def height(self) -> float:
        return self.HEIGHT + (16.0 if self.subtitle else 0.0)

    def set_active(self, active: bool) -> None:
        if active != self.active:
            self.active = active
            self.update()

    def set_eye_visible(self, visible: bool) -> None:
        self.eye_visible = visible
        self.update()

    def set_eye_checked(self, checked: bool) -> None:
        if checked != self.eye_checked:
            self.eye_checked = checked
            self.update()
            self.eye_toggled.emit(checked)

    def toggle_eye(self) -> None:
        self.set_eye_checked(not self.eye_checked)

    # -- geometry ----------------------------------------------------------

    def size_units(self) -> tuple[float, float]:
        return self.WIDTH * style.PX, self.height * style.PX

    def _eye_center(self) -> QPointF:
        return QPointF(self.WIDTH - 24, self.height / 2)

    def eye_point(self) -> QPointF:
        """Scene position of the eye button."""
        return self.mapToScene(self._eye_center())

    def boundingRect(self) -> QRectF:
        return QRectF(-10, -10, self.WIDTH + 20, self.height + 22)

    # -- painting ----------------------------------------------------------

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        rect = QRectF(0, 0, self.WIDTH, self.height)
        edge = QColor(242, 193, 78, 230) if self.active else style.PANEL_EDGE
        style.paint_panel(painter, rect, 14, edge=edge)
        if self.active:
            painter.setPen(QPen(QColor(242, 193, 78, 70), 5))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(rect.adjusted(-2, -2, 2, 2), 16, 16)
        paint_avatar(painter, QPointF(34, self.height / 2), 22, self.seat, self.name, 20, shade=22, item=self)
        text_left = 64.0
        right = self.WIDTH - (48 if self.eye_visible else 14)
        painter.setPen(style.TEXT)
        rating = f"\u2605 {self.rating}" if self.rating is not None else ""
        name_font, rating_font = style.fitting_fonts([(16, QFont.Weight.Bold, self.name + " "),
                                                      (11.5, QFont.Weight.DemiBold, rating)], right - text_left, self)
        painter.setFont(name_font)
        name_box = QRectF(text_left, 9, right - text_left, 22)
        metrics = QFontMetricsF(painter.font())
        name = metrics.elidedText(self.name, Qt.TextElideMode.ElideRight, name_box.width() - 44)
        painter.drawText(name_box, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, name)
        if self.rating is not None:
            painter.setFont(rating_font)
            painter.setPen(style.TEXT_DIM)
            x = text_left + metrics.horizontalAdvance(name) + 7
            painter.drawText(QRectF(x, 11, right - x, 20), Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                             rating)
        line = QRectF(text_left, 36, right - text_left, 22)
        label = (self.score_label or QCoreApplication.translate("Table", "Score")) + " "
        count_room = 0.0 if self.card_count is None else 30 + QFontMetricsF(
            style.font(14, QFont.Weight.Bold, item=self)).horizontalAdvance(str(self.card_count))
        label_font, score_font = style.fitting_fonts(
            [(13, QFont.Weight.Normal, label), (14, QFont.Weight.Bold, self.score)], line.width() - count_room, self)
        painter.setFont(label_font)
        painter.setPen(style.TEXT_DIM)
        painter.drawText(line, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, label)
        lw = QFontMetricsF(painter.font()).horizontalAdvance(label)
        painter.setPen(style.ACCENT)
        painter.setFont(score_font)
        painter.drawText(line.adjusted(lw, 0, 0, 0), Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                         self.score)
        if self.card_count is not None:
            self._paint_count(painter, QPointF(right - 4, line.center().y()))
        if self.subtitle:
            painter.setFont(style.fitting_font(11, QFont.Weight.Normal, self.subtitle, right - text_left,
                                               item=self))
            painter.setPen(style.TEXT_DIM)
            subtitle = QFontMetricsF(painter.font()).elidedText(self.subtitle, Qt.TextElideMode.ElideRight,
                                                                 right - text_left)
            painter.drawText(QRectF(text_left, 58, right - text_left, 18),
                             Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, subtitle)
        if self.eye_visible:
            self._paint_eye(painter, self._eye_center())

    def _paint_count(self, painter: QPainter, right_mid: QPointF) -> None:
        text = str(self.card_count)
        painter.setFont(style.font(14, QFont.Weight.Bold, item=self))
        tw = QFontMetricsF(painter.font()).horizontalAdvance(text)
        x = right_mid.x() - tw
        painter.setPen(style.TEXT)
        painter.drawText(QRectF(x, right_mid.y() - 10, tw + 2, 20), Qt.AlignmentFlag.AlignVCenter, text)
        card = QRectF(x - 20, right_mid.y() - 9, 13, 18)
        painter.setPen(QPen(QColor(255, 255, 255, 220), 1.3))
        painter.setBrush(QColor("#2f5fb3"))
        painter.drawRoundedRect(card.translated(-3, -2), 2.5, 2.5)
        painter.drawRoundedRect(card, 2.5, 2.5)

    def _paint_eye(self, painter: QPainter, c: QPointF) -> None:
        painter.setPen(QPen(QColor(255, 255, 255, 60), 1))
        painter.setBrush(QColor(242, 193, 78, 200) if self.eye_checked else QColor(255, 255, 255, 26))
        painter.drawEllipse(c, 16, 16)
        ink = QColor("#3a2700") if self.eye_checked else style.TEXT
        eye = QPainterPath()
        eye.moveTo(c.x() - 10, c.y())
        eye.quadTo(c.x(), c.y() - 9, c.x() + 10, c.y())
        eye.quadTo(c.x(), c.y() + 9, c.x() - 10, c.y())
        painter.setPen(QPen(ink, 1.8))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawPath(eye)
        painter.setBrush(ink)
        painter.drawEllipse(c, 3.2, 3.2)
        if not self.eye_checked:
            painter.drawLine(QPointF(c.x() - 9, c.y() + 8), QPointF(c.x() + 9, c.y() - 8))

    # -- eye clicks --------------------------------------------------------

    def mousePressEvent(self, event) -> None:
        if self.eye_visible and (event.pos() - self._eye_center()).manhattanLength() < 24:
            event.accept()
        else:
            event.ignore()

    def mouseReleaseEvent(self, event) -> None:
        if self.eye_visible and (event.pos() - self._eye_center()).manhattanLength() < 24:
            self.toggle_eye()


class PlayerStrip(QGraphicsObject):
    """A player as a wide strip (a top bar): avatar, name, rating, status, a row of big figures (the first one
    highlighted) and a progress bar; for tables that show more than a score per player."""

    HEIGHT = 86.0
    STAT_W = 74.0
    STAT_MIN = 58.0
    CAPTION = 12.5
    hover_changed = Signal(bool)
    """The pointer entered (True) or left the strip: a table may show more about the player meanwhile."""

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
        self.setAcceptHoverEvents(True)

    def hoverEnterEvent(self, event) -> None:
        self.hover_changed.emit(True)
        super().hoverEnterEvent(event)

    def hoverLeaveEvent(self, event) -> None:
        self.hover_changed.emit(False)
        super().hoverLeaveEvent(event)

    def stat_width(self) -> float:
        """The figures take the width their captions need, and give it up (down to ``STAT_MIN``) before
        the name or the status line would be cut."""
        n = len(self.stats)
        if not n:
            return self.STAT_W
        name = QFontMetricsF(style.font(17, QFont.Weight.Bold, item=self)).horizontalAdvance(self.name)
        name += 48 if self.rating is not None else 0
        status = QFontMetricsF(style.font(13, QFont.Weight.DemiBold, item=self)).horizontalAdvance(self.status)
        room = self.width - 76.0 - 10 - max(name, status) - 6
        captions = QFontMetricsF(style.font(self.CAPTION, QFont.Weight.DemiBold, item=self))
        widest = max(captions.horizontalAdvance(caption.upper()) for caption, _ in self.stats) + 8
        return max(self.STAT_MIN, min(max(self.STAT_W, widest), room / n))

    def status_elided(self) -> bool:
        """Whether the status line is cut short (for tests and tools)."""
        text_w = self.width - 76.0 - self.stat_width() * len(self.stats) - 10
        status = QFontMetricsF(style.font(13, QFont.Weight.DemiBold, item=self)).horizontalAdvance(self.status)
        return status > text_w

    def set_content(self, name: str, rating: int | None, status: str, stats: Sequence[tuple[str, str]],
                    progress: float, active: bool, status_colour: QColor | None = None) -> None:
        content = (name, rating, status, list(stats), round(progress, 4), active, status_colour)
        if content != (self.name, self.rating, self.status, self.stats, round(self.progress, 4), self.active,
                       self.status_colour):
            (self.name, self.rating, self.status, self.stats, self.progress, self.active,
             self.status_colour) = content
            self.update()

    def set_stat(self, caption: str, value: str) -> None:
        """Change one number (a running time) without setting the rest again."""
        stats = [(cap, value if cap == caption else old) for cap, old in self.stats]
        if stats != self.stats:
            self.stats = stats
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
        paint_avatar(painter, QPointF(40, self.HEIGHT / 2 - 3), 25, self.seat, self.name, 22, shade=24, item=self)
        # name, rating, status
        stat_w = self.stat_width()
        stats_w = stat_w * len(self.stats)
        left = 76.0
        text_w = self.width - left - stats_w - 10
        painter.setFont(style.font(17, QFont.Weight.Bold, item=self))
        painter.setPen(style.TEXT)
        name = style.elide(painter, self.name, text_w - (48 if self.rating is not None else 0))
        painter.drawText(QRectF(left, 10, text_w, 24), Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                         name)
        if self.rating is not None:
            x = left + QFontMetricsF(painter.font()).horizontalAdvance(name) + 7
            painter.setFont(style.font(12, QFont.Weight.DemiBold, item=self))
            painter.setPen(style.TEXT_DIM)
            painter.drawText(QRectF(x, 12, 60, 22), Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                             f"\u2605 {self.rating}")
        painter.setFont(style.font(13, QFont.Weight.DemiBold, item=self))
        painter.setPen(self.status_colour or style.TEXT_DIM)
        painter.drawText(QRectF(left, 36, text_w, 22), Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                         style.elide(painter, self.status, text_w))
        # the numbers
        x = self.width - 10 - stats_w
        for i, (caption, value) in enumerate(self.stats):
            box = QRectF(x + i * stat_w, 8, stat_w, 62)
            if i:
                painter.setPen(QPen(QColor(255, 255, 255, 28), 1))
                painter.drawLine(QPointF(box.left(), 16), QPointF(box.left(), 62))
            painter.setPen(style.TEXT_DIM)
            painter.setFont(style.fitting_font(self.CAPTION, QFont.Weight.DemiBold, caption.upper(), box.width() - 6,
                                               item=self))
            painter.drawText(QRectF(box.left(), 8, box.width(), 18), Qt.AlignmentFlag.AlignCenter,
                             style.elide(painter, caption.upper(), box.width() - 4))
            painter.setPen(style.ACCENT if i == 0 else style.TEXT)
            painter.setFont(style.fitting_font(26 if i == 0 else 21, QFont.Weight.Bold, value, box.width() - 6,
                                               item=self))
            painter.drawText(QRectF(box.left(), 26, box.width(), 38), Qt.AlignmentFlag.AlignCenter, value)
        # progress: the share of the game done
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
