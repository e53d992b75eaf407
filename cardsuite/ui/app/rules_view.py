"""The rules of a registered game, shown from the Help menu in a QTextBrowser.

The pages are ``assets/rules/<game>.html`` (English) and ``<game>.<lang>.html`` (Polish,
Slovenian); pictures live in ``assets/rules/img/``.  A missing page shows a short note instead.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QUrl
from PySide6.QtGui import QDesktopServices
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTextBrowser, QVBoxLayout, QWidget

from ..toolkit.assets import asset_path
from ..toolkit.i18n import current_language, game_title


def rules_page(entry, language: str | None = None) -> Path | None:
    """The rules page for a registry entry in ``language`` (English if there is no such page)."""
    language = language or current_language()
    stems = [entry.name]
    package_stem = entry.package.rsplit(".", 1)[-1]
    if package_stem not in stems:
        stems.append(package_stem)
    for stem in stems:
        if language and language != "en":
            page = asset_path("rules", f"{stem}.{language}.html", required=False)
            if page is not None:
                return page
    for stem in stems:
        page = asset_path("rules", f"{stem}.html", required=False)
        if page is not None:
            return page
    asset_path("rules", f"{entry.name}.html")  # logs the missing page
    return None


class RulesDialog(QDialog):
    """A resizable window with one game's rules."""

    def __init__(self, entry, parent: QWidget | None = None, language: str | None = None):
        super().__init__(parent)
        self.entry = entry
        self.setObjectName("RulesDialog")
        self.setWindowTitle(self.tr("Rules of %1").replace("%1", game_title(entry)))
        self.resize(760, 820)
        layout = QVBoxLayout(self)
        self.browser = QTextBrowser()
        self.browser.setObjectName("rules")
        self.browser.setOpenLinks(False)
        self.browser.anchorClicked.connect(self._link)
        self.browser.setStyleSheet("QTextBrowser { background: #fbf8f0; color: #222; border: none; }")
        self.browser.document().setDocumentMargin(18)
        layout.addWidget(self.browser)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.page = rules_page(entry, language)
        if self.page is None:
            self.browser.setHtml("<h2>%s</h2><p>%s</p>" % (
                game_title(entry), self.tr("The rules of this game are not available in this installation.")))
        else:
            self.browser.setSearchPaths([str(self.page.parent)])
            self.browser.setSource(QUrl.fromLocalFile(str(self.page)))

    def _link(self, url: QUrl) -> None:
        if url.scheme() in ("http", "https", "mailto"):
            QDesktopServices.openUrl(url)
        elif url.hasFragment() and (url.isRelative() or url.path() == QUrl.fromLocalFile(str(self.page)).path()):
            self.browser.scrollToAnchor(url.fragment())
        else:
            self.browser.setSource(url)


def show_rules(entry, parent: QWidget | None = None) -> RulesDialog:
    """Open the rules window (not modal: the player can read while playing)."""
    dialog = RulesDialog(entry, parent)
    dialog.show()
    return dialog
