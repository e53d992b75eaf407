"""Join a table by its address and port: for a table discovery cannot reach (another network, a firewall)."""

from __future__ import annotations

from PySide6.QtWidgets import QDialog, QDialogButtonBox, QFormLayout, QLineEdit, QSpinBox, QWidget


class JoinDialog(QDialog):
    """Join a table by its address and port (when discovery cannot reach it)."""

    def __init__(self, port: int, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("JoinDialog")
        self.setWindowTitle(self.tr("Join by address"))
        form = QFormLayout(self)
        self.address_edit = QLineEdit()
        self.address_edit.setObjectName("address")
        self.address_edit.setPlaceholderText(self.tr("for example 192.168.1.20"))
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

    def accept(self) -> None:
        if self.address_edit.text().strip():
            super().accept()

    def target(self) -> tuple[str, int]:
        return self.address_edit.text().strip(), self.port_spin.value()
