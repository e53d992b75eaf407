"""A small line chart drawn with QPainter: the rating after each rated match.

QtCharts would bring the large PySide6-Addons for one chart; this draws what the statistics
window needs: the line with a dot per match, the rating axis with round steps, and dashed
reference lines (the bot levels' fixed ratings) so the player sees where they stand.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QSizePolicy, QWidget

from .theme import CREAM, GOLD

GRID = QColor(255, 255, 255, 34)
AXIS_TEXT = QColor("#b9c9bf")
REFERENCE = QColor("#8fb5a0")


def nice_step(span: float, lines: int = 5) -> float:
    """A round step (1, 2 or 5 times a power of ten) giving about ``lines`` grid lines over ``span``."""
    raw = max(span, 1e-9) / max(lines, 1)
    power = 10 ** math.floor(math.log10(raw))
    return next(m * power for m in (1, 2, 5, 10) if m * power >= raw)


class LineChart(QWidget):
    """Values in order (one per match) with labelled reference lines; ``empty_text`` when there are none."""

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.values: list[float] = []
        self.references: list[tuple[str, float]] = []
        self.empty_text = ""
        self.x_title = ""
        self.setMinimumHeight(170)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt's name
        return QSize(520, 220)

    def set_data(self, values: Sequence[float], references: Sequence[tuple[str, float]] = ()) -> None:
        self.values = [float(v) for v in values]
        self.references = [(str(label), float(value)) for label, value in references]
        self.update()

    def value_range(self) -> tuple[float, float, float]:
        """The rating axis: low, high and the step between grid lines (the values and references fit)."""
        points = self.values + [value for _, value in self.references]
        low, high = (min(points), max(points)) if points else (1000.0, 1600.0)
        if high - low < 100:
            middle = (low + high) / 2
            low, high = middle - 50, middle + 50
        span = high - low
        low, high = low - span * 0.06, high + span * 0.1     # room above the top line for its label
        step = nice_step(high - low)
        return math.floor(low / step) * step, math.ceil(high / step) * step, step

    def plot_rect(self) -> QRectF:
        metrics = QFontMetricsF(self.font())
        left = metrics.horizontalAdvance("00000") + 12
        bottom = metrics.height() * 2 + 8       # the x-axis title
        return QRectF(left, 12, max(10.0, self.width() - left - 16), max(10.0, self.height() - 12 - bottom))

    def point_at(self, index: int, value: float, plot: QRectF, low: float, high: float) -> QPointF:
        count = max(len(self.values) - 1, 1)
        x = plot.left() + plot.width() * (index / count if len(self.values) > 1 else 0.5)
        y = plot.bottom() - plot.height() * (value - low) / (high - low)
        return QPointF(x, y)

    def paintEvent(self, event) -> None:  # noqa: N802 - Qt's name
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.fillRect(self.rect(), QColor(0, 0, 0, 60))
        metrics = QFontMetricsF(self.font())
        plot = self.plot_rect()
        low, high, step = self.value_range()
        painter.setFont(self.font())
        value = low
        while value <= high + step / 2:
            y = plot.bottom() - plot.height() * (value - low) / (high - low)
            painter.setPen(QPen(GRID, 1))
            painter.drawLine(QPointF(plot.left(), y), QPointF(plot.right(), y))
            painter.setPen(AXIS_TEXT)
            painter.drawText(QRectF(0, y - metrics.height() / 2, plot.left() - 6, metrics.height()),
                             Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, f"{value:.0f}")
            value += step
        for label, rating in self.references:
            y = plot.bottom() - plot.height() * (rating - low) / (high - low)
            painter.setPen(QPen(REFERENCE, 1, Qt.PenStyle.DashLine))
            painter.drawLine(QPointF(plot.left(), y), QPointF(plot.right(), y))
            painter.setPen(REFERENCE)
            painter.drawText(QRectF(plot.left() + 4, y - metrics.height() - 1, plot.width() - 8, metrics.height()),
                             Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignBottom, label)
        painter.setPen(AXIS_TEXT)
        painter.drawText(QRectF(plot.left(), plot.bottom() + 4, plot.width(), metrics.height() + 4),
                         Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop, self.x_title)
        if not self.values:
            big = QFont(self.font())
            big.setPointSizeF(big.pointSizeF() * 1.15)
            painter.setFont(big)
            flags = Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap
            box = QFontMetricsF(big).boundingRect(plot.adjusted(20, 0, -20, 0), int(flags), self.empty_text)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(20, 32, 26, 235))
            painter.drawRoundedRect(box.adjusted(-14, -8, 14, 8), 8, 8)
            painter.setPen(QColor(CREAM))
            painter.drawText(box, flags, self.empty_text)
            return
        points = [self.point_at(i, v, plot, low, high) for i, v in enumerate(self.values)]
        path = QPainterPath(points[0])
        for point in points[1:]:
            path.lineTo(point)
        painter.setPen(QPen(QColor(GOLD), 2.4))
        painter.drawPath(path)
        painter.setBrush(QColor(GOLD))
        radius = 3.5 if len(points) < 60 else 2.0
        for point in points:
            painter.drawEllipse(point, radius, radius)
        last = points[-1]
        text = f"{self.values[-1]:.0f}"
        painter.setPen(QColor(CREAM))
        bold = QFont(self.font())
        bold.setBold(True)
        painter.setFont(bold)
        width = QFontMetricsF(bold).horizontalAdvance(text)
        x = min(last.x() + 8, plot.right() - width)
        y = last.y() - 8 if last.y() - 8 - metrics.height() > plot.top() else last.y() + metrics.height() + 6
        painter.drawText(QPointF(x if x > last.x() else last.x() - width - 8, y), text)
