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


class PanelLayout:
    """Where a plate's texts go at the current text floor: its size (design pixels), the fonts, the lines."""

    def __init__(self) -> None:
        self.width = PlayerPanel.WIDTH
        self.height = PlayerPanel.HEIGHT
        self.text_w = 0.0
        self.name = ""
        self.rating_below = False
        """The rating opens the status line (the name took the whole first line)."""
        self.fonts: dict[str, QFont] = {}
        self.rows: tuple[float, float] = (0.0, 0.0)
        """The top and height of the name line; the score line follows, then the status lines."""
        self.row_h: tuple[float, float, float] = (0.0, 0.0, 0.0)
        self.status: list[str] = []
        self.elided: list[str] = []
        """The texts the plate could not show whole (a name past every limit)."""


def _wrap(text: str, metrics: QFontMetricsF, width: float, lines: int) -> list[str] | None:
    """``text`` in at most ``lines`` lines of ``width``, broken after a " · " part, else between words; None when
    it does not go."""
    parts = text.split(" \u00b7 ")
    for pieces, joint in ((parts, " \u00b7 "), (text.split(" "), " ")):
        out: list[str] = []
        for piece in pieces:
            trial = out[-1] + joint + piece if out else piece
            if out and metrics.horizontalAdvance(trial) <= width:
                out[-1] = trial
            else:
                out.append(piece)
        if len(out) <= lines and all(metrics.horizontalAdvance(line) <= width for line in out):
            return out
    return None


class PlayerPanel(QGraphicsObject):
    """A player's plate: avatar, name, rating, score, cards in hand, a status line, and the eye toggle.

    The plate shows its texts whole (issue 24: names, ratings and statuses were cut): it grows wider up to
    ``max_width`` (the table says how much room it has), the rating moves to the status line when the name fills the first line,
    the status breaks onto a second line, and only then do the texts get smaller (never below their design
    sizes); a name that still does not fit is the one text cut.  The table places it by its standard size and
    it grows away from the table's edges (:meth:`place`); ``resized`` says when its size changed.

    The eye asks to show (or hide) the cards that player has laid out; the
    game table decides what that means, so the panel only emits ``eye_toggled``.
    """

    eye_toggled = Signal(bool)
    resized = Signal()
    WIDTH = 260.0
    HEIGHT = 68.0
    MAX_WIDTH = 360.0
    TEXT_LEFT = 64.0
    PAD = 7.0

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
        self.max_width = self.MAX_WIDTH
        self._plan: PanelLayout | None = None
        self._plan_key: tuple | None = None
        self._size = (self.WIDTH, self.HEIGHT)
        self.setScale(style.PX)
        self.setZValue(7000)
        self.setAcceptHoverEvents(True)

    # -- content -----------------------------------------------------------

    def set_player(self, name: str, rating: int | None = None) -> None:
        self.name, self.rating = name, rating
        self._changed()

    def set_score(self, score: int | str, label: str | None = None) -> None:
        self.score = str(score)
        if label is not None:
            self.score_label = label
        self._changed()

    def set_card_count(self, count: int | None) -> None:
        self.card_count = count
        self._changed()

    def set_subtitle(self, text: str) -> None:
        """A third, smaller line (tricks taken, melds...); the panel grows to hold it (two lines when long)."""
        if text != self.subtitle:
            self.subtitle = text
            self._changed()

    def set_max_width(self, width: float) -> None:
        """The widest the plate may grow (design pixels), as the table's room beside it allows."""
        width = max(self.WIDTH, float(width))
        if width != self.max_width:
            self.max_width = width
            self._changed()

    def standard_height(self) -> float:
        """The height a table places the plate by: one name line, the score line and a status line if any."""
        return self.HEIGHT + (16.0 if self.subtitle else 0.0)

    @property
    def height(self) -> float:
        return self.layout().height

    @property
    def plate_width(self) -> float:
        return self.layout().width

    def set_active(self, active: bool) -> None:
        if active != self.active:
            self.active = active
            self.update()

    def set_eye_visible(self, visible: bool) -> None:
        if visible != self.eye_visible:
            self.eye_visible = visible
            self._changed()

    def set_eye_checked(self, checked: bool) -> None:
        if checked != self.eye_checked:
            self.eye_checked = checked
            self.update()
            self.eye_toggled.emit(checked)

    def toggle_eye(self) -> None:
        self.set_eye_checked(not self.eye_checked)

    def elided_texts(self) -> list[str]:
        """The texts the plate cuts short now (for tests and tools): none, for any name a table offers."""
        return list(self.layout().elided)

    def _changed(self) -> None:
        """Content changed: a new size is measured (a table is told, to place the plate again) and it repaints."""
        self.relayout()
        self.update()

    def relayout(self) -> None:
        """Measure again (the text floor moved with the window's size, or the content changed)."""
        plan = self.layout()
        size = (plan.width, plan.height)
        if size != self._size:
            self.prepareGeometryChange()
            self._size = size
            self.resized.emit()

    def place(self, base: QPointF, table_size: tuple[float, float]) -> None:
        """At ``base``, the top-left a plate of the standard size would have; grown, it grows away from the
        table's edges (on the right half leftwards, on the lower half upwards)."""
        w, h = table_size
        width, height = self.size_units()
        standard_w, standard_h = self.WIDTH * style.PX, self.standard_height() * style.PX
        x = base.x() - (width - standard_w) if base.x() + standard_w / 2 > w / 2 else base.x()
        y = base.y() - (height - standard_h) if base.y() + standard_h / 2 > h / 2 else base.y()
        self.setPos(QPointF(x, y))

    # -- layout ------------------------------------------------------------

    def layout(self) -> PanelLayout:
        label = (self.score_label or QCoreApplication.translate("Table", "Score")) + " "
        key = (self.name, self.rating, self.score, label, self.card_count, self.subtitle, self.eye_visible,
               self.max_width, style.floor_for(self))
        if key != self._plan_key or self._plan is None:
            self._plan, self._plan_key = self._measure(label), key
        return self._plan

    def _measure(self, label: str) -> PanelLayout:
        plan = PanelLayout()
        bold, demi, normal = QFont.Weight.Bold, QFont.Weight.DemiBold, QFont.Weight.Normal
        adv = lambda f, t: QFontMetricsF(f).horizontalAdvance(t)   # noqa: E731 - a measuring shorthand
        right_pad = 48.0 if self.eye_visible else 14.0
        rating = f"\u2605 {self.rating}" if self.rating is not None else ""
        f = {"name": style.font(16, bold, self), "rating": style.font(11.5, demi, self),
             "label": style.font(13, normal, self), "score": style.font(14, bold, self),
             "count": style.font(14, bold, self), "status": style.font(11, normal, self)}
        count_room = 0.0 if self.card_count is None else 30 + adv(f["count"], str(self.card_count))
        line1 = adv(f["name"], self.name) + (7 + adv(f["rating"], rating) if rating else 0.0)
        line2 = adv(f["label"], label) + adv(f["score"], self.score) + count_room
        status = adv(f["status"], self.subtitle)
        room = self.max_width - self.TEXT_LEFT - right_pad
        text_w = min(max(line1, line2, status, self.WIDTH - self.TEXT_LEFT - right_pad), room)
        plan.text_w = text_w
        plan.width = self.TEXT_LEFT + text_w + right_pad
        # the first line: the name with its rating, else the name alone (the rating opens the score line)
        if rating and line1 > text_w:
            name_f, rating_f = style.fitting_fonts([(16, bold, self.name + " "), (11.5, demi, rating)], text_w, self)
            shrunk = name_f.pixelSize() < 0.85 * f["name"].pixelSize()     # a name much smaller than the others
            if shrunk or adv(name_f, self.name) + 7 + adv(rating_f, rating) > text_w:
                plan.rating_below = True
                name_f, rating_f = style.fitting_font(16, bold, self.name, text_w, self), f["rating"]
            f["name"], f["rating"] = name_f, rating_f
        elif line1 > text_w:
            f["name"] = style.fitting_font(16, bold, self.name, text_w, self)
        plan.name = QFontMetricsF(f["name"]).elidedText(self.name, Qt.TextElideMode.ElideRight, text_w)
        if plan.name != self.name:
            plan.elided.append(self.name)
        f["label"], f["score"] = style.fitting_fonts([(13, normal, label), (14, bold, self.score)],
                                                     text_w - count_room, self)
        # the status (after the rating when the rating left the name's line): one line, else two, else smaller
        status_text = " \u00b7 ".join(t for t in ((rating if plan.rating_below else ""), self.subtitle) if t)
        if status_text:
            lines = _wrap(status_text, QFontMetricsF(f["status"]), text_w, 1) or \
                _wrap(status_text, QFontMetricsF(f["status"]), text_w, 2)
            size = f["status"].pixelSize()
            while lines is None and size > 11:      # smaller, down to the design size, until two lines hold it
                size -= 1
                f["status"].setPixelSize(size)
                lines = _wrap(status_text, QFontMetricsF(f["status"]), text_w, 2)
            if lines is None:
                lines = [QFontMetricsF(f["status"]).elidedText(status_text, Qt.TextElideMode.ElideRight, text_w)]
                plan.elided.append(status_text)
            plan.status = lines
        plan.fonts = f
        h1 = f["name"].pixelSize() * 1.28
        h2 = max(f["label"].pixelSize(), f["score"].pixelSize(), f["count"].pixelSize()) * 1.28
        hs = f["status"].pixelSize() * 1.22
        content = h1 + h2 + hs * len(plan.status)
        plan.height = max(self.standard_height(), content + 2 * self.PAD)
        plan.row_h = (h1, h2, hs)
        plan.rows = ((plan.height - content) / 2, h1)
        return plan

    # -- geometry ----------------------------------------------------------

    def size_units(self) -> tuple[float, float]:
        plan = self.layout()
        return plan.width * style.PX, plan.height * style.PX

    def _eye_center(self) -> QPointF:
        plan = self.layout()
        return QPointF(plan.width - 24, plan.height / 2)

    def eye_point(self) -> QPointF:
        """Scene position of the eye button."""
        return self.mapToScene(self._eye_center())

    def boundingRect(self) -> QRectF:
        width, height = self._size
        return QRectF(-10, -10, width + 20, height + 22)

    # -- painting ----------------------------------------------------------

    def paint(self, painter: QPainter, option, widget=None) -> None:
        plan = self.layout()
        f = plan.fonts
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        rect = QRectF(0, 0, plan.width, plan.height)
        edge = QColor(242, 193, 78, 230) if self.active else style.PANEL_EDGE
        style.paint_panel(painter, rect, 14, edge=edge)
        if self.active:
            painter.setPen(QPen(QColor(242, 193, 78, 70), 5))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(rect.adjusted(-2, -2, 2, 2), 16, 16)
        paint_avatar(painter, QPointF(34, plan.height / 2), 22, self.seat, self.name, 20, shade=22, item=self)
        left, width = self.TEXT_LEFT, plan.text_w
        h1, h2, hs = plan.row_h
        y = plan.rows[0]
        middle = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
        painter.setPen(style.TEXT)
        painter.setFont(f["name"])
        painter.drawText(QRectF(left, y, width, h1), middle, plan.name)
        rating = f"\u2605 {self.rating}" if self.rating is not None else ""
        if rating and not plan.rating_below:
            x = left + QFontMetricsF(f["name"]).horizontalAdvance(plan.name) + 7
            painter.setFont(f["rating"])
            painter.setPen(style.TEXT_DIM)
            painter.drawText(QRectF(x, y, left + width - x + 2, h1), middle, rating)
        y += h1
        line = QRectF(left, y, width, h2)
        x = left
        label = (self.score_label or QCoreApplication.translate("Table", "Score")) + " "
        for text, font, pen in ((label, f["label"], style.TEXT_DIM), (self.score, f["score"], style.ACCENT)):
            painter.setFont(font)
            painter.setPen(pen)
            painter.drawText(QRectF(x, line.top(), line.right() - x, h2), middle, text)
            x += QFontMetricsF(font).horizontalAdvance(text)
        if self.card_count is not None:
            self._paint_count(painter, QPointF(left + width - 4, line.center().y()))
        y += h2
        painter.setFont(f["status"])
        painter.setPen(style.TEXT_DIM)
        for text in plan.status:
            painter.drawText(QRectF(left, y, width + 2, hs), middle, text)
            y += hs
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
