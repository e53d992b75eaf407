"""Join a table by its address and port: for a table discovery cannot reach (another network, a firewall)."""

from __future__ import annotations

from PySide6.QtCore import QSize
from PySide6.QtWidgets import (QDialog, QDialogButtonBox, QFormLayout, QLabel, QLineEdit, QSpinBox, QStyle,
                               QStyleOptionFrame, QWidget)

MIN_WIDTH = 380
"""The dialog is never narrower than this (px): an address is typed here, not squeezed in."""


class JoinDialog(QDialog):
    """Join a table by its address and port (when discovery cannot reach it)."""

    def __init__(self, port: int, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("JoinDialog")
        self.setWindowTitle(self.tr("Join by address"))
        form = QFormLayout(self)
        form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
        form.setContentsMargins(18, 16, 18, 14)
        form.setHorizontalSpacing(12)
        form.setVerticalSpacing(10)
        self.explanation = QLabel(self.tr("For a table the lobby does not list: the address of the host's computer "
                                          "and the port its table is open on (the host's table chat says it)."))
        self.explanation.setObjectName("explanation")
        self.explanation.setWordWrap(True)
        form.addRow(self.explanation)
        self.address_edit = QLineEdit()
        self.address_edit.setObjectName("address")
        self.address_edit.setPlaceholderText(self.tr("for example 192.168.1.20"))
        self.address_edit.setMinimumWidth(self._whole_width(self.address_edit.placeholderText()))
        self.port_spin = QSpinBox()
        self.port_spin.setObjectName("port")
        self.port_spin.setRange(1, 65535)
        self.port_spin.setValue(port or 47475)
        form.addRow(self.tr("Address"), self.address_edit)
        form.addRow(self.tr("Port"), self.port_spin)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
        join = buttons.addButton(self.tr("Join"), QDialogButtonBox.ButtonRole.AcceptRole)
        join.setObjectName("join")
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        form.addRow(buttons)
        self.setMinimumWidth(MIN_WIDTH)

    def _whole_width(self, text: str) -> int:
        """The width the address field needs to show ``text`` whole (its frame and margins included), with
        room for a few more characters than the example."""
        edit = self.address_edit
        margins = edit.textMargins()
        inner = edit.fontMetrics().horizontalAdvance(text + "0000") + margins.left() + margins.right() + 4
        option = QStyleOptionFrame()
        edit.initStyleOption(option)
        return edit.style().sizeFromContents(QStyle.ContentsType.CT_LineEdit, option, QSize(inner, 0), edit).width()

    def accept(self) -> None:
        if self.address_edit.text().strip():
            super().accept()

    def target(self) -> tuple[str, int]:
        return self.address_edit.text().strip(), self.port_spin.value()
