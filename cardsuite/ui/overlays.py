"""Full-table overlays: the hot-seat "pass the screen" card and the round summary.

Both are items in the table's own scene, so they scale with it and block
the cards beneath them while they are up.
"""

from __future__ import annotations

from typing import Sequence

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QLinearGradient, QPainter, QPen
from PySide6.QtWidgets import QGraphicsObject

from . import style
from .panels import TableButton

COVER = 100000.0


class PassScreen(QGraphicsObject):
    """Hides the whole table between hot-seat turns; a click says the right person is looking."""

    confirmed = Signal()

    def __init__(self):
        super().__init__()
        self.name = ""
        self.colour = QColor("#1e6b3a")
        self.setScale(style.PX)
        self.setZValue(20000)
        self.setVisible(False)
        self.setCursor(Qt.CursorShape.PointingHandCursor)

    def show_for(self, name: str, colour: QColor) -> None:
        self.name = name
        self.colour = colour
        self.setVisible(True)
        self.update()

    def boundingRect(self) -> QRectF:
        return QRectF(-COVER, -COVER, 2 * COVER, 2 * COVER)

    def card_rect(self) -> QRectF:
        return QRectF(-260, -150, 520, 300)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        painter.fillRect(option.exposedRect, self.colour.darker(260))
        rect = self.card_rect()
        style.paint_panel(painter, rect, 22, fill=QColor(16, 22, 19, 245), edge=QColor(242, 193, 78, 150))
        self._paint_backs(painter, QPointF(0, -62))
        painter.setPen(style.TEXT_DIM)
        painter.setFont(style.font(17))
        painter.drawText(QRectF(rect.left(), 2, rect.width(), 28), Qt.AlignmentFlag.AlignCenter,
                         QCoreApplication.translate("Table", "Pass the screen to"))
        painter.setPen(style.ACCENT)
        painter.setFont(style.font(34, QFont.Weight.Bold))
        name = QFontMetricsF(painter.font()).elidedText(self.name, Qt.TextElideMode.ElideRight, rect.width() - 60)
        painter.drawText(QRectF(rect.left(), 32, rect.width(), 48), Qt.AlignmentFlag.AlignCenter, name)
        painter.setPen(style.TEXT)
        painter.setFont(style.font(15))
        painter.drawText(QRectF(rect.left(), 92, rect.width(), 30), Qt.AlignmentFlag.AlignCenter,
                         QCoreApplication.translate("Table", "Click anywhere when you are ready"))

    def _paint_backs(self, painter: QPainter, c: QPointF) -> None:
        for i, angle in enumerate((-14.0, 0.0, 14.0)):
            painter.save()
            painter.translate(c + QPointF((i - 1) * 22, 6))
            painter.rotate(angle)
            rect = QRectF(-28, -40, 56, 80)
            grad = QLinearGradient(rect.topLeft(), rect.bottomRight())
            grad.setColorAt(0, QColor("#3d6fc4"))
            grad.setColorAt(1, QColor("#1f3f80"))
            painter.setPen(QPen(QColor("#ffffff"), 3))
            painter.setBrush(grad)
            painter.drawRoundedRect(rect, 6, 6)
            painter.setPen(QPen(QColor(255, 255, 255, 90), 1.2))
            painter.drawRoundedRect(rect.adjusted(6, 6, -6, -6), 3, 3)
            painter.restore()

    def mousePressEvent(self, event) -> None:
        event.accept()

    def mouseReleaseEvent(self, event) -> None:
        self.setVisible(False)
        self.confirmed.emit()


class SummaryPanel(QGraphicsObject):
    """The end-of-round sheet: the breakdown per player, and Continue / Leave (or Close)."""

    continue_clicked = Signal()
    leave_clicked = Signal()
    WIDTH = 580.0

    def __init__(self):
        super().__init__()
        self.setScale(style.PX)
        self.setZValue(15000)
        self.setVisible(False)
        self.title = ""
        self.names: list[str] = []
        self.rows: list[tuple[str, tuple[str, ...]]] = []
        self.text = ""
        self.result_text = ""
        self.highlight: int | None = None
        self._height = 300.0
        self.continue_button = self._button(QCoreApplication.translate("Table", "Continue"), True)
        self.leave_button = self._button(QCoreApplication.translate("Table", "Leave"), False)
        self.continue_button.clicked.connect(self.continue_clicked)
        self.leave_button.clicked.connect(self.leave_clicked)

    def _button(self, text: str, primary: bool) -> TableButton:
        button = TableButton(text, primary=primary, width=150)
        button.setScale(1.0)
        button.setParentItem(self)
        return button

    def set_content(self, title: str, names: Sequence[str], rows: Sequence[tuple[str, Sequence[str]]],
                    text: str = "", result_text: str = "", over: bool = False, highlight: int | None = None) -> None:
        self.prepareGeometryChange()
        self.title = title
        self.names = list(names)
        self.rows = [(label, tuple(values)) for label, values in rows]
        self.text = text
        self.result_text = result_text
        self.highlight = highlight
        self.continue_button.setVisible(not over)
        self.leave_button.set_text(QCoreApplication.translate("Table", "Close") if over
                                   else QCoreApplication.translate("Table", "Leave"))
        self.leave_button.primary = over
        self._height = self._layout_height()
        bottom = self._height / 2 - 38
        if over:
            self.leave_button.setPos(0, bottom)
        else:
            self.continue_button.setPos(85, bottom)
            self.leave_button.setPos(-85, bottom)
        self.update()

    def _notes_height(self) -> float:
        metrics = QFontMetricsF(style.font(14))
        h = 0.0
        for note in (self.text, self.result_text):
            if note:
                box = metrics.boundingRect(QRectF(0, 0, self.WIDTH - 60, 1000), int(Qt.TextFlag.TextWordWrap), note)
                h += box.height() + 10
        return h

    def _layout_height(self) -> float:
        return 70 + 34 + 30 * len(self.rows) + 16 + self._notes_height() + 80

    def card_rect(self) -> QRectF:
        return QRectF(-self.WIDTH / 2, -self._height / 2, self.WIDTH, self._height)

    def boundingRect(self) -> QRectF:
        return QRectF(-COVER, -COVER, 2 * COVER, 2 * COVER)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        painter.fillRect(option.exposedRect, QColor(0, 0, 0, 110))
        rect = self.card_rect()
        style.paint_panel(painter, rect, 20, fill=QColor(250, 246, 236, 250), edge=QColor(200, 170, 90))
        left, width = rect.left() + 30, rect.width() - 60
        y = rect.top() + 22
        painter.setPen(QColor("#2b2118"))
        painter.setFont(style.font(24, QFont.Weight.Bold))
        painter.drawText(QRectF(left, y, width, 34), Qt.AlignmentFlag.AlignCenter, self.title)
        y += 48
        cols = max(len(self.names), 1)
        label_w = width * (0.42 if cols <= 2 else 0.34)
        col_w = (width - label_w) / cols
        painter.setFont(style.font(14, QFont.Weight.Bold))
        for i, name in enumerate(self.names):
            box = QRectF(left + label_w + i * col_w, y, col_w, 26)
            painter.setPen(QColor("#9a6d0c") if i == self.highlight else QColor("#3a3a3a"))
            shown = QFontMetricsF(painter.font()).elidedText(name, Qt.TextElideMode.ElideRight, col_w - 8)
            painter.drawText(box, Qt.AlignmentFlag.AlignCenter, shown)
        y += 30
        painter.setPen(QPen(QColor(0, 0, 0, 50), 1))
        painter.drawLine(QPointF(left, y), QPointF(left + width, y))
        y += 4
        for r, (label, values) in enumerate(self.rows):
            last = r == len(self.rows) - 1
            if r % 2 == 1:
                painter.fillRect(QRectF(left, y, width, 30), QColor(0, 0, 0, 12))
            painter.setPen(QColor("#3a3a3a"))
            painter.setFont(style.font(14, QFont.Weight.Bold if last else QFont.Weight.Normal))
            painter.drawText(QRectF(left + 8, y, label_w - 8, 30), Qt.AlignmentFlag.AlignVCenter, label)
            for i, value in enumerate(values[:cols]):
                painter.drawText(QRectF(left + label_w + i * col_w, y, col_w, 30), Qt.AlignmentFlag.AlignCenter, value)
            y += 30
        y += 16
        painter.setFont(style.font(14))
        for note, colour in ((self.text, QColor("#3a3a3a")), (self.result_text, QColor("#9a6d0c"))):
            if note:
                if colour.name() == "#9a6d0c":
                    painter.setFont(style.font(15, QFont.Weight.Bold))
                box = QFontMetricsF(painter.font()).boundingRect(QRectF(0, 0, width, 1000),
                                                                 int(Qt.TextFlag.TextWordWrap), note)
                painter.setPen(colour)
                painter.drawText(QRectF(left, y, width, box.height()),
                                 int(Qt.AlignmentFlag.AlignHCenter) | int(Qt.TextFlag.TextWordWrap), note)
                y += box.height() + 10

    def mousePressEvent(self, event) -> None:
        event.accept()


class QuestionPanel(QGraphicsObject):
    """A yes/no question drawn in the table (announce a marriage? finish the game?).

    The table connects ``yes_button`` and ``no_button`` and calls :meth:`ask`;
    the panel swallows clicks so nothing underneath reacts while it is open.
    """

    def __init__(self, width: float = 360.0, height: float = 140.0, z: float = 9500.0, button_width: float = 160.0):
        super().__init__()
        self.width, self.height = width, height
        self.title = ""
        self.detail = ""
        self.setScale(style.PX)
        self.setZValue(z)
        self.setVisible(False)
        self.yes_button = TableButton("", primary=True, width=button_width)
        self.no_button = TableButton("", primary=False, width=button_width)
        offset = button_width / 2 + 10
        for button, x in ((self.yes_button, offset), (self.no_button, -offset)):
            button.setScale(1.0)
            button.setParentItem(self)
            button.setPos(x, height / 2 - 36)

    def ask(self, title: str, detail: str, yes: str, no: str) -> None:
        self.title, self.detail = title, detail
        self.yes_button.set_text(yes)
        self.no_button.set_text(no)
        self.setVisible(True)
        self.update()

    def boundingRect(self) -> QRectF:
        return QRectF(-self.width / 2 - 10, -self.height / 2 - 10, self.width + 20, self.height + 24)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        rect = QRectF(-self.width / 2, -self.height / 2, self.width, self.height)
        style.paint_panel(painter, rect, 16, fill=QColor(250, 246, 236, 250), edge=QColor(200, 170, 90))
        painter.setPen(QColor("#2b2118"))
        painter.setFont(style.font(21, QFont.Weight.Bold))
        painter.drawText(QRectF(rect.left(), rect.top() + 12, rect.width(), 28), Qt.AlignmentFlag.AlignCenter,
                         self.title)
        painter.setPen(QColor("#5a5048"))
        painter.setFont(style.font(13))
        painter.drawText(QRectF(rect.left() + 16, rect.top() + 42, rect.width() - 32, self.height - 92),
                         int(Qt.AlignmentFlag.AlignHCenter | Qt.TextFlag.TextWordWrap), self.detail)

    def mousePressEvent(self, event) -> None:
        event.accept()
