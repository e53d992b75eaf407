"""Pieces the option dialogs share (new game, hosting a table): the line that says why the choice cannot be
used, the button row with the dialog's own accept button, and a dialog that fits its content within the
screen (a scroll area as tall as what it holds, scrolling only when the dialog cannot grow)."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QSize, Qt
from PySide6.QtWidgets import QApplication, QDialog, QDialogButtonBox, QFrame, QLabel, QPushButton, QScrollArea, QWidget

MIN_SCROLL_HEIGHT = 120     # pixels a fitted scroll area keeps when the dialog is short of room: a few rows
SCREEN_MARGIN = 60          # pixels kept free of a screen's available height: the dialog's title bar and frame


def error_label() -> QLabel:
    """A hidden, wrapping line in the error colour; set its text and show it when a choice is refused."""
    label = QLabel()
    label.setObjectName("error")
    label.setStyleSheet("color: #ff8a80;")
    label.setWordWrap(True)
    label.hide()
    return label


def accept_buttons(dialog: QDialog, text: str, name: str) -> tuple[QDialogButtonBox, QPushButton]:
    """Cancel and a default accept button reading ``text`` (object name ``name``), wired to the dialog."""
    buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
    accept = buttons.addButton(text, QDialogButtonBox.ButtonRole.AcceptRole)
    accept.setObjectName(name)
    accept.setDefault(True)
    buttons.accepted.connect(dialog.accept)
    buttons.rejected.connect(dialog.reject)
    return buttons, accept


class FitScrollArea(QScrollArea):
    """A frameless scroll area whose size hint is its content's (Qt's own stops at 24 lines), so a dialog
    sized to its hint shows all of it; it scrolls only when the dialog is held shorter (:func:`fit_dialog`)."""

    def __init__(self, content: QWidget, parent: QWidget | None = None):
        super().__init__(parent)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setWidgetResizable(True)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setWidget(content)

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt's name
        hint = self.widget().sizeHint()
        return QSize(hint.width() + self.verticalScrollBar().sizeHint().width(), hint.height())

    def minimumSizeHint(self) -> QSize:  # noqa: N802 - Qt's name
        least = self.widget().minimumSizeHint()
        return QSize(least.width() + self.verticalScrollBar().sizeHint().width(),
                     min(MIN_SCROLL_HEIGHT, self.sizeHint().height()))


def height_limit(dialog: QDialog) -> int:
    """The tallest a dialog may be: its screen's available height (less its frame), and no taller than the
    window it belongs to."""
    screen = dialog.screen()
    limit = screen.availableGeometry().height() - SCREEN_MARGIN if screen is not None else 10_000
    parent = dialog.parentWidget()
    if parent is not None and parent.window().isVisible():
        limit = min(limit, parent.window().height())
    return max(limit, dialog.minimumSizeHint().height())


def fit_dialog(dialog: QDialog) -> None:
    """Size ``dialog`` to its content, growing or shrinking, never taller than :func:`height_limit` (the part
    in a :class:`FitScrollArea` scrolls then); its width stays as the player left it, if wider."""
    QApplication.sendPostedEvents(None, QEvent.Type.LayoutRequest)   # rows just shown or hidden count now
    for area in dialog.findChildren(FitScrollArea):   # its content's hint changed: every layout up to the dialog
        widget = area                                  # asks again (Qt would take an event loop turn per level)
        while widget is not None and widget is not dialog:
            widget.updateGeometry()
            widget = widget.parentWidget()
            if widget is not None and widget.layout() is not None:
                widget.layout().invalidate()
    limit = height_limit(dialog)
    dialog.setMaximumHeight(limit)
    dialog.layout().activate()
    hint = dialog.sizeHint()
    dialog.resize(max(dialog.width(), hint.width()) if dialog.isVisible() else hint.width(), min(hint.height(), limit))
