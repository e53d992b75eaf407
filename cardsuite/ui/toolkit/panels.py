"""Things drawn in the table besides cards and players: buttons, toasts, labels and notes.

They are graphics items in design pixels (``style.PX``), so they scale with
the table and stay part of the picture rather than widgets floating over it.
"""

from __future__ import annotations

from PySide6.QtCore import QEasingCurve, QPointF, QPropertyAnimation, QRectF, Qt, QTimer, Signal
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QLinearGradient, QPainter, QPen
from PySide6.QtWidgets import QGraphicsObject

from . import style
from .motion import reduced_motion


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

    def set_width(self, width: float | None) -> None:
        """A fixed width in design pixels (None: as wide as the text needs)."""
        self.prepareGeometryChange()
        self._width = width
        self.update()

    def set_enabled(self, enabled: bool) -> None:
        self.setEnabled(enabled)
        self.update()

    def size(self) -> tuple[float, float]:
        """Width and height in design pixels."""
        if self._width is not None:
            return self._width, self._height
        advance = QFontMetricsF(style.font(16, QFont.Weight.DemiBold, item=self)).horizontalAdvance(self._text)
        return max(112.0, advance + 44.0), self._height

    def button_rect(self) -> QRectF:
        w, h = self.size()
        return QRectF(-w / 2, -h / 2, w, h)

    def center_scene(self) -> QPointF:
        return self.mapToScene(QPointF(0, 0))

    def boundingRect(self) -> QRectF:
        return self.button_rect().adjusted(-8, -6, 8, 10)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        rect = self.button_rect()
        radius = rect.height() / 2
        path = style.rounded(rect, radius)
        enabled = self.isEnabled()
        if enabled:
            style.paint_shadow(painter, path, QPointF(0, 3), 3, 24)
        if self.primary:
            top, bottom, ink = QColor("#ffd66b"), QColor("#e0a21f"), QColor("#3a2700")
        else:
            top, bottom, ink = QColor("#f4f1e8"), QColor("#cfc9b8"), QColor("#2b2b2b")
        bold = not enabled and style.high_contrast()
        if bold:     # on the high-contrast cloth: dark, edged with dashes, its words still readable (10:1)
            top, bottom, ink = QColor(44, 44, 44), QColor(30, 30, 30), QColor(215, 215, 215)
        elif not enabled:
            top, bottom, ink = QColor(120, 130, 125, 150), QColor(90, 100, 95, 150), QColor(230, 230, 230, 150)
        elif self._down:
            top, bottom = top.darker(112), bottom.darker(112)
        elif self._hover:
            top, bottom = top.lighter(108), bottom.lighter(108)
        grad = QLinearGradient(rect.topLeft(), rect.bottomLeft())
        grad.setColorAt(0.0, top)
        grad.setColorAt(1.0, bottom)
        painter.setPen(QPen(QColor(255, 255, 255, 160), 1.4, Qt.PenStyle.DashLine) if bold
                       else QPen(bottom.darker(135), 1.2))
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
        room = width - 2 * 12.0
        font = style.fitting_font(16, QFont.Weight.DemiBold, self._text, room, item=self)
        advance = QFontMetricsF(font).horizontalAdvance(self._text)
        if advance > room > 0:
            font.setPixelSize(round(max(11.0, font.pixelSize() * room / advance)))
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
        if was_down and self.button_rect().contains(event.pos()):
            self.clicked.emit()

    def click(self) -> None:
        """Press the button from code (keyboard shortcuts, tests)."""
        if self.isEnabled() and self.isVisible():
            self.clicked.emit()


class Toast(QGraphicsObject):
    """A short message on the table that fades away by itself (why a move was refused)."""

    shown = Signal(str)   # each message as it is shown: a screen reader announces it (accessibility.py)

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
        advance = QFontMetricsF(style.font(16, QFont.Weight.DemiBold, item=self)).horizontalAdvance(self.text)
        w = min(560.0, advance + 48)
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
        self._timer.start(ms)
        self.shown.emit(text)       # a screen reader says it, with motion or without
        if reduced_motion():        # there at once, gone at once
            self.setOpacity(1.0)
            self.update()
            return
        self._anim.setDuration(160)
        self._anim.setStartValue(self.opacity())
        self._anim.setEndValue(1.0)
        self._anim.setEasingCurve(QEasingCurve.Type.OutCubic)
        self._anim.start()
        self.update()

    def _fade_out(self) -> None:
        self._anim.stop()
        if reduced_motion():
            self.setOpacity(0.0)
            return
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
        painter.setFont(style.font(16, QFont.Weight.DemiBold, item=self))
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
        if text != self.text:
            self.prepareGeometryChange()      # a longer text may take a smaller font, and so a lower line
            self.text = text
            self.update()

    def text_font(self) -> QFont:
        """The label's font, smaller (down to its design size) when the text would be cut at the text floor: a
        Polish status line at 800x600 ran past both ends of its line."""
        return style.fitting_font(self.size, QFont.Weight.Bold if self.bold else QFont.Weight.Normal, self.text,
                                  self.width, item=self)

    def boundingRect(self) -> QRectF:
        h = QFontMetricsF(self.text_font()).height() + 4
        if self.align & Qt.AlignmentFlag.AlignHCenter:
            return QRectF(-self.width / 2, 0, self.width, h)
        if self.align & Qt.AlignmentFlag.AlignRight:
            return QRectF(-self.width, 0, self.width, h)
        return QRectF(0, 0, self.width, h)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.RenderHint.TextAntialiasing, True)
        painter.setFont(self.text_font())
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
        metrics = QFontMetricsF(style.font(self.size, QFont.Weight.DemiBold, item=self))
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
        painter.setFont(style.font(self.size, QFont.Weight.DemiBold, item=self))
        if self.panel:
            style.paint_panel(painter, box, 12)
            painter.setPen(style.TEXT)
            box = box.adjusted(14, 12, -14, -12)
        else:
            painter.setPen(QColor(255, 255, 255, 185))
        painter.drawText(box, self._flags(), self.text)
