"""Things drawn in the table besides cards: player panels, buttons and toasts.

They are graphics items in design pixels (``style.PX``), so they scale with
the table and stay part of the picture rather than widgets floating over it.
"""

from __future__ import annotations

from PySide6.QtCore import (QCoreApplication, QEasingCurve, QPointF, QPropertyAnimation, QRectF, Qt, QTimer,
                            Signal)
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QLinearGradient, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsObject

from . import style

AVATAR_COLOURS = ["#3b7dd8", "#d8553b", "#8e44ad", "#16a085", "#d4a017", "#5d6d7e"]


class TableButton(QGraphicsObject):
    """A button drawn on the cloth; its enabled state comes from the legal actions."""

    clicked = Signal()

    def __init__(self, text: str, *, primary: bool = True, width: float | None = None, height: float = 40.0):
        super().__init__()
        self._text = text
        self.primary = primary
        self._width = width
        self._height = height
        self._hover = False
        self._down = False
        self.action = None
        """The engine action this button plays, when a table binds it (``GameTable.bind_button``)."""
        self.setScale(style.PX)
        self.setZValue(8000)
        self.setAcceptHoverEvents(True)
        self.setCursor(Qt.CursorShape.PointingHandCursor)

    @property
    def text(self) -> str:
        return self._text

    def set_text(self, text: str) -> None:
        self.prepareGeometryChange()
        self._text = text
        self.update()

    def set_enabled(self, enabled: bool) -> None:
        self.setEnabled(enabled)
        self.update()

    def size(self) -> tuple[float, float]:
        """Width and height in design pixels."""
        if self._width is not None:
            return self._width, self._height
        advance = QFontMetricsF(style.font(16, QFont.Weight.DemiBold)).horizontalAdvance(self._text)
        return max(112.0, advance + 44.0), self._height

    def _rect(self) -> QRectF:
        w, h = self.size()
        return QRectF(-w / 2, -h / 2, w, h)

    def center_scene(self) -> QPointF:
        return self.mapToScene(QPointF(0, 0))

    def boundingRect(self) -> QRectF:
        return self._rect().adjusted(-8, -6, 8, 10)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        rect = self._rect()
        radius = rect.height() / 2
        path = style.rounded(rect, radius)
        enabled = self.isEnabled()
        if enabled:
            style.paint_shadow(painter, path, QPointF(0, 3), 3, 24)
        if self.primary:
            top, bottom, ink = QColor("#ffd66b"), QColor("#e0a21f"), QColor("#3a2700")
        else:
            top, bottom, ink = QColor("#f4f1e8"), QColor("#cfc9b8"), QColor("#2b2b2b")
        if not enabled:
            top, bottom, ink = QColor(120, 130, 125, 150), QColor(90, 100, 95, 150), QColor(230, 230, 230, 150)
        elif self._down:
            top, bottom = top.darker(112), bottom.darker(112)
        elif self._hover:
            top, bottom = top.lighter(108), bottom.lighter(108)
        grad = QLinearGradient(rect.topLeft(), rect.bottomLeft())
        grad.setColorAt(0.0, top)
        grad.setColorAt(1.0, bottom)
        painter.setPen(QPen(bottom.darker(135), 1.2))
        painter.setBrush(grad)
        painter.drawPath(path)
        painter.setPen(QPen(QColor(255, 255, 255, 90 if enabled else 30), 1.0))
        gloss_y = rect.top() + 1.5
        painter.drawLine(QPointF(rect.left() + radius, gloss_y), QPointF(rect.right() - radius, gloss_y))
        painter.setPen(ink)
        painter.setFont(self._label_font(rect.width()))
        painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, self._text)

    def _label_font(self, width: float) -> QFont:
        """The label's font: 16 px, smaller where a fixed-width button is too narrow for the text
        (a longer translation), down to 11 px."""
        font = style.font(16, QFont.Weight.DemiBold)
        room = width - 2 * 12.0
        advance = QFontMetricsF(font).horizontalAdvance(self._text)
        if advance > room > 0:
            font = style.font(max(11.0, 16 * room / advance), QFont.Weight.DemiBold)
        return font

    def hoverEnterEvent(self, event) -> None:
        self._hover = True
        self.update()

    def hoverLeaveEvent(self, event) -> None:
        self._hover = False
        self._down = False
        self.update()

    def mousePressEvent(self, event) -> None:
        if event.button() == Qt.MouseButton.LeftButton:
            self._down = True
            self.update()
            event.accept()
        else:
            event.ignore()

    def mouseReleaseEvent(self, event) -> None:
        was_down, self._down = self._down, False
        self.update()
        if was_down and self._rect().contains(event.pos()):
            self.clicked.emit()

    def click(self) -> None:
        """Press the button from code (keyboard shortcuts, tests)."""
        if self.isEnabled() and self.isVisible():
            self.clicked.emit()


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
        self.score_label = QCoreApplication.translate("Table", "Score")
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
        self._paint_avatar(painter, QPointF(34, self.height / 2))
        text_left = 64.0
        right = self.WIDTH - (48 if self.eye_visible else 14)
        painter.setPen(style.TEXT)
        painter.setFont(style.font(16, QFont.Weight.Bold))
        name_box = QRectF(text_left, 9, right - text_left, 22)
        metrics = QFontMetricsF(painter.font())
        name = metrics.elidedText(self.name, Qt.TextElideMode.ElideRight, name_box.width() - 44)
        painter.drawText(name_box, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, name)
        if self.rating is not None:
            painter.setFont(style.font(11.5, QFont.Weight.DemiBold))
            painter.setPen(style.TEXT_DIM)
            x = text_left + metrics.horizontalAdvance(name) + 7
            painter.drawText(QRectF(x, 11, 60, 20), Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                             f"\u2605 {self.rating}")
        line = QRectF(text_left, 36, right - text_left, 22)
        painter.setFont(style.font(13))
        painter.setPen(style.TEXT_DIM)
        label = f"{self.score_label} "
        painter.drawText(line, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, label)
        lw = QFontMetricsF(painter.font()).horizontalAdvance(label)
        painter.setPen(style.ACCENT)
        painter.setFont(style.font(14, QFont.Weight.Bold))
        painter.drawText(line.adjusted(lw, 0, 0, 0), Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                         self.score)
        if self.card_count is not None:
            self._paint_count(painter, QPointF(right - 4, line.center().y()))
        if self.subtitle:
            painter.setFont(style.font(11))
            painter.setPen(style.TEXT_DIM)
            painter.drawText(QRectF(text_left, 58, right - text_left, 18),
                             Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, self.subtitle)
        if self.eye_visible:
            self._paint_eye(painter, self._eye_center())

    def _paint_avatar(self, painter: QPainter, c: QPointF) -> None:
        colour = QColor(AVATAR_COLOURS[self.seat % len(AVATAR_COLOURS)])
        grad = QLinearGradient(c - QPointF(0, 22), c + QPointF(0, 22))
        grad.setColorAt(0, colour.lighter(130))
        grad.setColorAt(1, colour.darker(120))
        painter.setPen(QPen(QColor(255, 255, 255, 200), 2))
        painter.setBrush(grad)
        painter.drawEllipse(c, 22, 22)
        painter.setPen(QColor("#ffffff"))
        painter.setFont(style.font(20, QFont.Weight.Bold))
        initial = self.name[:1].upper() or "?"
        painter.drawText(QRectF(c.x() - 22, c.y() - 22, 44, 44), Qt.AlignmentFlag.AlignCenter, initial)

    def _paint_count(self, painter: QPainter, right_mid: QPointF) -> None:
        text = str(self.card_count)
        painter.setFont(style.font(14, QFont.Weight.Bold))
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


class Toast(QGraphicsObject):
    """A short message on the table that fades away by itself (why a move was refused)."""

    def __init__(self):
        super().__init__()
        self.text = ""
        self.setScale(style.PX)
        self.setZValue(9500)
        self.setOpacity(0.0)
        self.setVisible(False)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._fade_out)
        self._anim = QPropertyAnimation(self, b"opacity", self)

    def _rect(self) -> QRectF:
        w = min(560.0, QFontMetricsF(style.font(16, QFont.Weight.DemiBold)).horizontalAdvance(self.text) + 48)
        lines = 1 if w < 560 else 2
        h = 26.0 * lines + 18
        return QRectF(-w / 2, -h / 2, w, h)

    def boundingRect(self) -> QRectF:
        return self._rect().adjusted(-12, -12, 12, 14)

    def show_text(self, text: str, ms: int = 2600) -> None:
        self.prepareGeometryChange()
        self.text = text
        self.setVisible(True)
        self._anim.stop()
        self._anim.setDuration(160)
        self._anim.setStartValue(self.opacity())
        self._anim.setEndValue(1.0)
        self._anim.setEasingCurve(QEasingCurve.Type.OutCubic)
        self._anim.start()
        self._timer.start(ms)
        self.update()

    def _fade_out(self) -> None:
        self._anim.stop()
        self._anim.setDuration(400)
        self._anim.setStartValue(self.opacity())
        self._anim.setEndValue(0.0)
        self._anim.start()

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        rect = self._rect()
        style.paint_panel(painter, rect, rect.height() / 2, fill=QColor(20, 20, 24, 230),
                          edge=QColor(255, 255, 255, 50))
        painter.setPen(style.TEXT)
        painter.setFont(style.font(16, QFont.Weight.DemiBold))
        painter.drawText(rect.adjusted(20, 0, -20, 0), Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap,
                         self.text)


class TableLabel(QGraphicsObject):
    """A line of text printed on the cloth ("Stock", "Discard"), scaled with the table."""

    def __init__(self, text: str, size: float = 14.0, *, bold: bool = False, colour: QColor | None = None,
                 align: Qt.AlignmentFlag = Qt.AlignmentFlag.AlignLeft, width: float = 600.0):
        super().__init__()
        self.text = text
        self.size = size
        self.bold = bold
        self.colour = colour or QColor(255, 255, 255, 150)
        self.align = align
        self.width = width
        self.setScale(style.PX)
        self.setZValue(50)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def set_text(self, text: str) -> None:
        self.text = text
        self.update()

    def _font(self) -> QFont:
        return style.font(self.size, QFont.Weight.Bold if self.bold else QFont.Weight.Normal)

    def boundingRect(self) -> QRectF:
        h = QFontMetricsF(self._font()).height() + 4
        if self.align & Qt.AlignmentFlag.AlignHCenter:
            return QRectF(-self.width / 2, 0, self.width, h)
        if self.align & Qt.AlignmentFlag.AlignRight:
            return QRectF(-self.width, 0, self.width, h)
        return QRectF(0, 0, self.width, h)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.RenderHint.TextAntialiasing, True)
        painter.setFont(self._font())
        painter.setPen(self.colour)
        painter.drawText(self.boundingRect(), int(self.align | Qt.AlignmentFlag.AlignVCenter), self.text)


class TextNote(QGraphicsObject):
    """A few word-wrapped lines on the cloth: plain and centred on the item's x (a caption under a
    pile), or on a small panel from the item's top-left (a note in a sidebar)."""

    def __init__(self, width: float = 230.0, size: float = 13.0, panel: bool = False):
        super().__init__()
        self.text = ""
        self.width = width
        self.size = size
        self.panel = panel
        self.setScale(style.PX)
        self.setZValue(60)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def set_text(self, text: str) -> None:
        if text != self.text:
            self.prepareGeometryChange()
            self.text = text
            self.update()

    def _flags(self) -> int:
        return int(Qt.TextFlag.TextWordWrap) | (0 if self.panel else int(Qt.AlignmentFlag.AlignHCenter))

    def _box(self) -> QRectF:
        metrics = QFontMetricsF(style.font(self.size, QFont.Weight.DemiBold))
        inner = self.width - 28 if self.panel else self.width
        text = metrics.boundingRect(QRectF(0, 0, inner, 1000), self._flags(), self.text)
        if self.panel:
            return QRectF(0, 0, self.width, text.height() + 24)
        return QRectF(-self.width / 2, 0, self.width, text.height() + 4)

    def height_units(self) -> float:
        """The note's height in card units (for stacking items below it)."""
        return self._box().height() * style.PX

    def boundingRect(self) -> QRectF:
        return self._box().adjusted(-10, -10, 10, 12) if self.panel else self._box().adjusted(-4, -4, 4, 4)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        if not self.text:
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        box = self._box()
        painter.setFont(style.font(self.size, QFont.Weight.DemiBold))
        if self.panel:
            style.paint_panel(painter, box, 12)
            painter.setPen(style.TEXT)
            box = box.adjusted(14, 12, -14, -12)
        else:
            painter.setPen(QColor(255, 255, 255, 185))
        painter.drawText(box, self._flags(), self.text)
