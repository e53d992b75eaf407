"""The start screen's word about a crash: the last run ended without closing, and left a report
(:mod:`cardsuite.crashlog`).  "Show report" opens its text, read-only, to read or copy into a bug report;
"Dismiss" takes the banner and the report away.  The match that was being played resumes as always."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, Signal
from PySide6.QtGui import QFont, QFontDatabase
from PySide6.QtWidgets import (QDialog, QDialogButtonBox, QFrame, QHBoxLayout, QLabel, QPlainTextEdit, QPushButton, QVBoxLayout, QWidget)

from cardsuite import crashlog

CONTEXT = "CrashReport"

STYLE = """
QFrame#crashBanner { background: rgba(120, 40, 30, 0.82); border: 1px solid rgba(255, 171, 145, 0.6);
                     border-radius: 10px; }
QFrame#crashBanner QLabel { color: #fff3e0; font-size: 10.5pt; }
"""


def tr(text: str) -> str:
    return QCoreApplication.translate(CONTEXT, text)


class CrashReportDialog(QDialog):
    """The report's text in a read-only view (it can be selected and copied)."""

    def __init__(self, text: str, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("crashReportDialog")
        self.setWindowTitle(tr("Crash report"))
        self.resize(760, 520)
        layout = QVBoxLayout(self)
        intro = QLabel(tr("What cardsuite wrote down when it stopped. You can copy it into a bug report."))
        intro.setWordWrap(True)
        layout.addWidget(intro)
        self.view = QPlainTextEdit(text)
        self.view.setObjectName("crashReportText")
        self.view.setReadOnly(True)
        self.view.setLineWrapMode(QPlainTextEdit.LineWrapMode.NoWrap)
        self.view.setFont(QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont))
        layout.addWidget(self.view, 1)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)


class CrashBanner(QFrame):
    """"cardsuite stopped unexpectedly last time" with Show report and Dismiss; ``dismissed`` when gone."""

    dismissed = Signal()

    def __init__(self, report: Path, parent: QWidget | None = None):
        super().__init__(parent)
        self.report = Path(report)
        self.dialog: CrashReportDialog | None = None
        self.setObjectName("crashBanner")
        self.setStyleSheet(STYLE)
        row = QHBoxLayout(self)
        row.setContentsMargins(16, 10, 12, 10)
        self.message = QLabel(tr("cardsuite stopped unexpectedly last time. A crash report was saved; "
                                 "your match can be resumed as usual."))
        self.message.setWordWrap(True)
        bold = QFont(self.message.font())
        bold.setWeight(QFont.Weight.DemiBold)
        self.message.setFont(bold)
        row.addWidget(self.message, 1)
        self.show_button = QPushButton(tr("Show report"))
        self.show_button.setObjectName("showCrashReport")
        self.show_button.clicked.connect(self.show_report)
        row.addWidget(self.show_button)
        self.dismiss_button = QPushButton(tr("Dismiss"))
        self.dismiss_button.setObjectName("dismissCrashReport")
        self.dismiss_button.clicked.connect(self.dismiss)
        row.addWidget(self.dismiss_button)

    def text(self) -> str:
        try:
            return self.report.read_text(encoding="utf-8", errors="replace")
        except OSError as error:
            return tr("The report could not be read: {error}").format(error=error)

    def show_report(self) -> CrashReportDialog:
        if self.dialog is None:
            self.dialog = CrashReportDialog(self.text(), self.window())
        self.dialog.open()
        return self.dialog

    def dismiss(self) -> None:
        """The report is not offered again."""
        crashlog.dismiss(self.report.parent)
        if self.dialog is not None:
            self.dialog.close()
        self.hide()
        self.dismissed.emit()
        self.deleteLater()
