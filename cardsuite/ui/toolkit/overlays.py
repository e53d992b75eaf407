"""Full-table overlays: the hot-seat "pass the screen" card, the result sheets (a round's summary; a
two-player game's result side by side) and the in-table question.

They are items in the table's own scene, so they scale with it and block
the cards beneath them while they are up.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Sequence

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QLinearGradient, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject

from . import style
from .panels import TableButton
from .players import paint_avatar

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
        painter.setFont(style.font(17, item=self))
        painter.drawText(QRectF(rect.left(), 2, rect.width(), 28), Qt.AlignmentFlag.AlignCenter,
                         QCoreApplication.translate("Table", "Pass the screen to"))
        painter.setPen(style.ACCENT)
        painter.setFont(style.font(34, QFont.Weight.Bold, item=self))
        name = QFontMetricsF(painter.font()).elidedText(self.name, Qt.TextElideMode.ElideRight, rect.width() - 60)
        painter.drawText(QRectF(rect.left(), 32, rect.width(), 48), Qt.AlignmentFlag.AlignCenter, name)
        painter.setPen(style.TEXT)
        painter.setFont(style.font(15, item=self))
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


class Sheet(QGraphicsObject):
    """A result sheet's frame: it dims and covers the whole table, swallows clicks, and draws a cream card
    of ``WIDTH`` design pixels centred on the item; subclasses lay out their parts with the helpers here."""

    WIDTH = 580.0

    def __init__(self):
        super().__init__()
        self.setScale(style.PX)
        self.setZValue(15000)
        self.setVisible(False)
        self.sheet_height = 300.0
        self.title = ""
        self.stamp = ""
        self.stamp_ok = True

    def set_stamp(self, text: str, ok: bool = True) -> None:
        """A small seal in the card's top corner (a LAN table's "Deal verified"); "" removes it."""
        self.stamp, self.stamp_ok = text, ok
        self.update()

    def add_button(self, text: str, primary: bool, width: float) -> TableButton:
        """A button on the sheet (the subclass places it)."""
        button = TableButton(text, primary=primary, width=width)
        button.setScale(1.0)
        button.setParentItem(self)
        return button

    def card_rect(self) -> QRectF:
        return QRectF(-self.WIDTH / 2, -self.sheet_height / 2, self.WIDTH, self.sheet_height)

    def boundingRect(self) -> QRectF:
        return QRectF(-COVER, -COVER, 2 * COVER, 2 * COVER)

    def mousePressEvent(self, event) -> None:
        event.accept()

    @staticmethod
    def text_height(text: str, font: QFont, width: float) -> float:
        """The height of ``text`` word-wrapped to ``width`` in ``font``."""
        return QFontMetricsF(font).boundingRect(QRectF(0, 0, width, 1000), int(Qt.TextFlag.TextWordWrap), text).height()

    def paint_card(self, painter: QPainter, option, dim: int, radius: float, fill_alpha: int, *, margin: float,
                   top: float, title_size: float, title_h: float, below: float) -> tuple[float, float, float]:
        """The dimmed table, the card and ``title`` centred at its top, ``margin`` in from the sides; returns
        (left, width, y) of what follows, ``below`` under the title's top."""
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        painter.fillRect(option.exposedRect, QColor(0, 0, 0, dim))
        rect = self.card_rect()
        style.paint_panel(painter, rect, radius, fill=QColor(250, 246, 236, fill_alpha), edge=QColor(200, 170, 90))
        left, width = rect.left() + margin, rect.width() - 2 * margin
        y = rect.top() + top
        painter.setPen(QColor("#2b2118"))
        painter.setFont(style.font(title_size, QFont.Weight.Bold, item=self))
        painter.drawText(QRectF(left, y, width, title_h), Qt.AlignmentFlag.AlignCenter, self.title)
        if self.stamp:
            painter.setPen(QColor("#2e7d32") if self.stamp_ok else QColor("#b3261e"))
            painter.setFont(style.font(11, QFont.Weight.Bold, item=self))
            mark = "\u2713 " if self.stamp_ok else "\u26a0 "
            painter.drawText(QRectF(left, rect.top() + 3, width + margin - 12, 18),
                             int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter), mark + self.stamp)
        return left, width, y + below

    @staticmethod
    def paint_table(painter: QPainter, left: float, y: float, width: float, label_w: float,
                    names: Sequence[str], gold: Sequence[bool], rows: Sequence[tuple[str, tuple[str, ...]]], *,
                    name_size: float, head: float, rule_alpha: int, rule_gap: float, row: float,
                    item: QGraphicsItem | None = None) -> float:
        """The breakdown: a column per player (``gold`` names in gold), a row per part, the last row in bold;
        returns the y below it."""
        cols = max(len(names), 1)
        col_w = (width - label_w) / cols
        painter.setFont(style.font(name_size, QFont.Weight.Bold, item=item))
        for i, name in enumerate(names):
            painter.setPen(QColor("#9a6d0c") if gold[i] else QColor("#3a3a3a"))
            painter.drawText(QRectF(left + label_w + i * col_w, y, col_w, 26), Qt.AlignmentFlag.AlignCenter,
                             style.elide(painter, name, col_w - 8))
        y += head
        painter.setPen(QPen(QColor(0, 0, 0, rule_alpha), 1))
        painter.drawLine(QPointF(left, y), QPointF(left + width, y))
        y += rule_gap
        for r, (label, values) in enumerate(rows):
            last = r == len(rows) - 1
            if r % 2 == 1:
                painter.fillRect(QRectF(left, y, width, row), QColor(0, 0, 0, 12))
            painter.setPen(QColor("#3a3a3a"))
            painter.setFont(style.font(14, QFont.Weight.Bold if last else QFont.Weight.Normal, item=item))
            painter.drawText(QRectF(left + 8, y, label_w - 8, row), Qt.AlignmentFlag.AlignVCenter, label)
            for i, value in enumerate(values[:cols]):
                painter.drawText(QRectF(left + label_w + i * col_w, y, col_w, row), Qt.AlignmentFlag.AlignCenter,
                                 value)
            y += row
        return y

    @staticmethod
    def paint_note(painter: QPainter, left: float, y: float, width: float, text: str, colour: QColor) -> float:
        """A centred, word-wrapped paragraph in the painter's font; returns its height."""
        height = Sheet.text_height(text, painter.font(), width)
        painter.setPen(colour)
        painter.drawText(QRectF(left, y, width, height),
                         int(Qt.AlignmentFlag.AlignHCenter) | int(Qt.TextFlag.TextWordWrap), text)
        return height


class SummaryPanel(Sheet):
    """The end-of-round sheet: the breakdown per player, and Continue / Leave (or Close).

    A game may add a part of its own under the notes (:meth:`set_extra`): lines of text and one button above
    Continue / Leave (``extra_clicked``) -- the Schnapsen coach's question and answer.  It stays until set again."""

    continue_clicked = Signal()
    leave_clicked = Signal()
    extra_clicked = Signal()

    def __init__(self):
        super().__init__()
        self.names: list[str] = []
        self.rows: list[tuple[str, tuple[str, ...]]] = []
        self.text = ""
        self.result_text = ""
        self.highlight: int | None = None
        self.over = False
        self.continue_button = self.add_button("", True, 150)
        self.leave_button = self.add_button("", False, 150)
        self.continue_button.clicked.connect(self.continue_clicked)
        self.leave_button.clicked.connect(self.leave_clicked)
        self.extra_lines: list[str] = []
        self.extra_button = self.add_button("", False, 330)
        self.extra_button.setVisible(False)
        self.extra_button.clicked.connect(self.extra_clicked)
        self.retranslate()

    def retranslate(self) -> None:
        """The buttons' words in the current language."""
        self.continue_button.set_text(QCoreApplication.translate("Table", "Continue"))
        self.leave_button.set_text(QCoreApplication.translate("Table", "Close") if self.over
                                   else QCoreApplication.translate("Table", "Leave"))

    def set_content(self, title: str, names: Sequence[str], rows: Sequence[tuple[str, Sequence[str]]],
                    text: str = "", result_text: str = "", over: bool = False, highlight: int | None = None) -> None:
        self.prepareGeometryChange()
        self.title = title
        self.names = list(names)
        self.rows = [(label, tuple(values)) for label, values in rows]
        self.text = text
        self.result_text = result_text
        self.highlight = highlight
        self.over = over
        self.continue_button.setVisible(not over)
        self.retranslate()
        self.leave_button.primary = over
        self._relayout()

    def set_extra(self, button: str | None, lines: Sequence[str] = ()) -> None:
        """The game's own part: ``lines`` under the notes and a button with the text ``button`` (None: none)."""
        self.prepareGeometryChange()
        self.extra_lines = list(lines)
        self.extra_button.setVisible(button is not None)
        if button is not None:
            self.extra_button.set_text(button)
        self._relayout()

    def _relayout(self) -> None:
        self.sheet_height = self._layout_height()
        bottom = self.sheet_height / 2 - 38
        if self.over:
            self.leave_button.setPos(0, bottom)
        else:
            self.continue_button.setPos(85, bottom)
            self.leave_button.setPos(-85, bottom)
        self.extra_button.setPos(0, bottom - 52)
        self.update()

    def _extra_height(self) -> float:
        font = style.font(13, item=self)
        lines = sum(self.text_height(line, font, self.WIDTH - 60) + 6 for line in self.extra_lines)
        return lines + (8 if lines else 0) + (52 if self.extra_button.isVisibleTo(self) else 0)

    def _notes_height(self) -> float:
        return sum(self.text_height(note, style.font(14, item=self), self.WIDTH - 60) + 10
                   for note in (self.text, self.result_text) if note)

    def _layout_height(self) -> float:
        return 70 + 34 + 30 * len(self.rows) + 16 + self._notes_height() + self._extra_height() + 80

    def paint(self, painter: QPainter, option, widget=None) -> None:
        left, width, y = self.paint_card(painter, option, 110, 20, 250, margin=30, top=22, title_size=24,
                                         title_h=34, below=48)
        label_w = width * (0.42 if len(self.names) <= 2 else 0.34)
        gold = [i == self.highlight for i in range(len(self.names))]
        y = self.paint_table(painter, left, y, width, label_w, self.names, gold, self.rows,
                             name_size=14, head=30, rule_alpha=50, rule_gap=4, row=30, item=self)
        y += 16
        painter.setFont(style.font(14, item=self))
        if self.text:
            y += self.paint_note(painter, left, y, width, self.text, QColor("#3a3a3a")) + 10
        if self.result_text:
            painter.setFont(style.font(15, QFont.Weight.Bold, item=self))
            y += self.paint_note(painter, left, y, width, self.result_text, QColor("#9a6d0c")) + 10
        if self.extra_lines:
            painter.setFont(style.font(13, item=self))
            painter.setPen(QColor("#2b2118"))
            flags = int(Qt.AlignmentFlag.AlignLeft) | int(Qt.TextFlag.TextWordWrap)
            for line in self.extra_lines:
                height = self.text_height(line, painter.font(), width)
                painter.drawText(QRectF(left, y, width, height), flags, line)
                y += height + 6


@dataclass
class PlayerResult:
    """One player's card on a :class:`ResultSheet`."""

    seat: int
    name: str
    score: int
    detail: str
    winner: bool


class ResultSheet(Sheet):
    """The end of a two-player game: both players side by side (avatar, name, score, a line of detail, a
    crown on the winner), the breakdown per player, a note, and a row of the buttons the table adds."""

    WIDTH = 680.0

    def __init__(self):
        super().__init__()
        self.subtitle = ""
        self.sides: list[PlayerResult] = []
        self.rows: list[tuple[str, tuple[str, ...]]] = []
        self.note = ""
        self.buttons: list[TableButton] = []
        self.sheet_height = 520.0

    def add_button(self, text: str, primary: bool, width: float) -> TableButton:
        """The next button of the row at the bottom (a hidden one leaves no gap)."""
        button = super().add_button(text, primary, width)
        self.buttons.append(button)
        return button

    def set_content(self, title: str, subtitle: str, sides: Sequence[PlayerResult],
                    rows: Sequence[tuple[str, Sequence[str]]], note: str) -> None:
        self.prepareGeometryChange()
        self.title, self.subtitle = title, subtitle
        self.sides = list(sides)
        self.rows = [(label, tuple(values)) for label, values in rows]
        self.note = note
        self._relayout()

    def set_note(self, note: str) -> None:
        if note != self.note:
            self.prepareGeometryChange()
            self.note = note
            self._relayout()

    def _relayout(self) -> None:
        note = self.text_height(self.note, style.font(14, item=self), self.WIDTH - 70) + 12 if self.note else 0.0
        self.sheet_height = 24 + 36 + 26 + 18 + 118 + 20 + 30 + 27 * len(self.rows) + 14 + note + 80
        shown = [b for b in self.buttons if b.isVisibleTo(self)]
        widths = [b.size()[0] for b in shown]
        x = -(sum(widths) + 16 * (len(shown) - 1)) / 2
        for button, w in zip(shown, widths):
            button.setPos(x + w / 2, self.sheet_height / 2 - 40)
            x += w + 16
        self.update()

    def paint(self, painter: QPainter, option, widget=None) -> None:
        left, width, y = self.paint_card(painter, option, 120, 22, 252, margin=34, top=24, title_size=28,
                                         title_h=36, below=36)
        painter.setPen(QColor("#8a6a1c"))
        painter.setFont(style.font(15, QFont.Weight.DemiBold, item=self))
        painter.drawText(QRectF(left, y, width, 26), Qt.AlignmentFlag.AlignCenter, self.subtitle)
        y += 26 + 18
        gap = 22.0
        card_w = (width - gap) / 2
        for i, side in enumerate(self.sides[:2]):
            self._paint_side(painter, QRectF(left + i * (card_w + gap), y, card_w, 118), side)
        y += 118 + 20
        sides = self.sides[:2]
        y = self.paint_table(painter, left, y, width, width * 0.46, [s.name for s in sides],
                             [s.winner for s in sides], [(label, values[:2]) for label, values in self.rows],
                             name_size=13, head=28, rule_alpha=45, rule_gap=2, row=27, item=self)
        y += 14
        if self.note:
            painter.setFont(style.font(14, item=self))
            self.paint_note(painter, left, y, width, self.note, QColor("#5a5048"))

    def _paint_side(self, painter: QPainter, box: QRectF, side: PlayerResult) -> None:
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
        paint_avatar(painter, c, 26, side.seat, side.name, 22, ring=QColor(255, 255, 255), item=self)
        if side.winner:
            self._paint_crown(painter, QPointF(c.x(), c.y() - 36))
        text_left = box.left() + 84
        painter.setPen(QColor("#2b2118"))
        painter.setFont(style.font(16, QFont.Weight.Bold, item=self))
        painter.drawText(QRectF(text_left, box.top() + 12, box.width() - 96, 24),
                         Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                         style.elide(painter, side.name, box.width() - 96))
        painter.setPen(QColor("#9a6d0c") if side.winner else QColor("#3a3a3a"))
        painter.setFont(style.font(40, QFont.Weight.Bold, item=self))
        painter.drawText(QRectF(text_left, box.top() + 34, box.width() - 96, 48),
                         Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, str(side.score))
        painter.setPen(QColor("#6a6052"))
        painter.setFont(style.font(12.5, item=self))
        painter.drawText(QRectF(box.left() + 14, box.top() + 86, box.width() - 28, 22),
                         Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                         style.elide(painter, side.detail, box.width() - 28))

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
        painter.setFont(style.font(21, QFont.Weight.Bold, item=self))
        painter.drawText(QRectF(rect.left(), rect.top() + 12, rect.width(), 28), Qt.AlignmentFlag.AlignCenter,
                         self.title)
        painter.setPen(QColor("#5a5048"))
        painter.setFont(style.font(13, item=self))
        painter.drawText(QRectF(rect.left() + 16, rect.top() + 42, rect.width() - 32, self.height - 92),
                         int(Qt.AlignmentFlag.AlignHCenter | Qt.TextFlag.TextWordWrap), self.detail)

    def mousePressEvent(self, event) -> None:
        event.accept()
