"""The app's look outside the tables: the dark felt palette, the lit felt backdrop and message boxes."""

from __future__ import annotations

from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPalette, QRadialGradient
from PySide6.QtWidgets import QApplication, QWidget

from ..toolkit.felt import texture_tile

GOLD = "#e2ad2b"
CREAM = "#fbf3df"
DEFAULT_FELT = "#1e6b3a"

MESSAGE_STYLE = f"""
QMessageBox QLabel#qt_msgbox_label {{ color: {CREAM}; font-weight: 600; }}
QMessageBox QLabel#qt_msgbox_informativelabel {{ color: #c5d3c9; }}
QMessageBox QPushButton {{
    font-size: 11pt; font-weight: 700; padding: 6px 18px; min-width: 88px; border-radius: 8px;
    border: 1px solid rgba(255, 255, 255, 0.22); background: rgba(255, 255, 255, 0.07); color: {CREAM};
}}
QMessageBox QPushButton:hover {{ background: rgba(255, 255, 255, 0.14); }}
QMessageBox QPushButton:default {{ background: {GOLD}; color: #1b1407; border: none; }}
"""
"""Message and confirmation boxes in the app's type: the table's sans at a size that matches it.  Every
button is bold, not the default one alone: a button is sized before it becomes the default, and a weight
that changed with it cut the default's text short ("tart a new matc")."""


def apply_theme(app: QApplication) -> None:
    """A dark, felt-green palette for the whole app (menus, dialogs, the start screen)."""
    app.setStyle("Fusion")
    palette = QPalette()
    base = QColor("#26362e")
    window = QColor("#1b2822")
    text = QColor("#ece6d6")
    palette.setColor(QPalette.ColorRole.Window, window)
    palette.setColor(QPalette.ColorRole.WindowText, text)
    palette.setColor(QPalette.ColorRole.Base, base)
    palette.setColor(QPalette.ColorRole.AlternateBase, QColor("#22332b"))
    palette.setColor(QPalette.ColorRole.ToolTipBase, QColor("#fbf3df"))
    palette.setColor(QPalette.ColorRole.ToolTipText, QColor("#1b1407"))
    palette.setColor(QPalette.ColorRole.PlaceholderText, QColor("#8fa096"))
    palette.setColor(QPalette.ColorRole.Text, text)
    palette.setColor(QPalette.ColorRole.Button, QColor("#26372f"))
    palette.setColor(QPalette.ColorRole.ButtonText, text)
    palette.setColor(QPalette.ColorRole.BrightText, QColor("#ff6b6b"))
    palette.setColor(QPalette.ColorRole.Highlight, QColor(GOLD))
    palette.setColor(QPalette.ColorRole.HighlightedText, QColor("#1b1407"))
    palette.setColor(QPalette.ColorRole.Link, QColor("#f0c04a"))
    for role in (QPalette.ColorRole.WindowText, QPalette.ColorRole.Text, QPalette.ColorRole.ButtonText):
        palette.setColor(QPalette.ColorGroup.Disabled, role, QColor("#6f7f76"))
    app.setPalette(palette)
    if MESSAGE_STYLE not in app.styleSheet():       # once, however often the theme is applied to one app
        app.setStyleSheet(app.styleSheet() + MESSAGE_STYLE)


def message_font() -> QFont:
    """The type of message boxes: the table's sans, a little larger than the system's 9 pt."""
    font = QFont()
    font.setFamilies(["DejaVu Sans", "Noto Sans", "Segoe UI", "Helvetica Neue", "Arial", "sans-serif"])
    font.setPointSizeF(max(11.0, QApplication.font().pointSizeF() + 2))
    return font


def style_message_box(box) -> None:
    """Give a message box the app's look: its type (set as a font, so the box sizes itself to it), its
    buttons and colours."""
    box.setFont(message_font())
    box.setStyleSheet(MESSAGE_STYLE)


def felt_colours(settings) -> tuple[QColor, QColor]:
    """The lit centre and the dark edge of the felt in the player's table colour."""
    base = QColor((settings.get("table_colour") if settings is not None else None) or DEFAULT_FELT)
    if not base.isValid():
        base = QColor(DEFAULT_FELT)
    return base.darker(125), base.darker(330)


class FeltBackground(QWidget):
    """A backdrop of lit felt in the player's table colour (the start screen stands on it)."""

    def __init__(self, settings, parent: QWidget | None = None):
        super().__init__(parent)
        self.settings = settings
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, False)

    def paintEvent(self, event) -> None:  # noqa: N802 - Qt's name
        painter = QPainter(self)
        light, dark = felt_colours(self.settings)
        rect = self.rect()
        gradient = QRadialGradient(QPointF(rect.width() * 0.5, rect.height() * 0.18),
                                   max(rect.width(), rect.height()) * 0.85)
        gradient.setColorAt(0.0, light)
        gradient.setColorAt(1.0, dark)
        painter.fillRect(rect, gradient)
        texture = self.settings.get("table_texture") if self.settings is not None else None
        painter.drawTiledPixmap(rect, texture_tile(texture))
        painter.end()
