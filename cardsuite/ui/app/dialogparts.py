"""Pieces the option dialogs share (new game, hosting a table): the line that says why the choice cannot be
used, and the button row with the dialog's own accept button."""

from __future__ import annotations

from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLabel, QPushButton


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
