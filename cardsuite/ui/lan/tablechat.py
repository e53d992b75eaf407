"""The chat beside a LAN table: a narrow side panel (a dock of the main window), never over the felt.

It shows the table's lines (the players', and short notes of who joined, left or is being waited
for), a line at the top saying who the table waits for, and a box to write in.  Lines of players
the person ignores (the lobby's ``lan_ignored`` setting) are not shown.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtGui import QTextCharFormat, QTextCursor
from PySide6.QtWidgets import QDockWidget, QLabel, QLineEdit, QPushButton, QTextBrowser, QVBoxLayout, QWidget

from ..toolkit.plaintext import plain_label


def joining_text(taken: int, seats: int) -> str:
    """While a LAN table waits for its players (host and guest alike): how many more it waits for.  English
    has no catalogue, so its one and many are two source texts; the other languages' plurals come from %n."""
    free = max(0, seats - taken)
    if free == 1:
        return QCoreApplication.translate("TableChat", "Waiting for one more player to join\u2026")
    return QCoreApplication.translate("TableChat", "Waiting for %n more players to join\u2026", "", free)


def bot_note(before: str, after: str) -> str:
    """The chat's note when a bot takes a seat: the seat's name before (a dropped player's, or the empty seat's
    "Waiting…") and the name it plays under now."""
    if before == after:
        return QCoreApplication.translate("TableChat", "A bot now plays for %1.").replace("%1", after)
    return QCoreApplication.translate("TableChat", "%1, a bot, takes the empty seat.").replace("%1", after)


def bot_notes(names_before, kinds_before, names_after, kinds_after) -> list[str]:
    """A note for each seat a bot took between two readings of the seats (names and kinds by seat)."""
    return [bot_note(old_name, new_name)
            for old_name, old_kind, new_name, new_kind in zip(names_before, kinds_before, names_after, kinds_after)
            if new_kind == "bot" and old_kind != "bot"]


class TableChat(QWidget):
    """The chat's contents; ``said(text)`` when the player sends a line."""

    said = Signal(str)
    bot_requested = Signal()     # the host gives the seats it waits for to bots

    MAX_LINES = 500

    def __init__(self, settings=None, parent: QWidget | None = None):
        super().__init__(parent)
        self.settings = settings
        self.setObjectName("tableChat")
        self.lines: list[tuple[str, str]] = []   # (name, text); name "" for the table's own notes
        self._empty_seats = 0
        self.status = plain_label(QLabel())
        self.status.setObjectName("tableChatStatus")
        self.status.setWordWrap(True)
        self.status.setVisible(False)
        self.bot_button = QPushButton()
        self.bot_button.setObjectName("tableChatBot")
        self.bot_button.setVisible(False)
        self.bot_button.clicked.connect(self.bot_requested)
        self.log = QTextBrowser()
        self.log.setObjectName("tableChatLog")
        self.log.setOpenLinks(False)
        self.log.document().setMaximumBlockCount(self.MAX_LINES)
        self.entry = QLineEdit()
        self.entry.setObjectName("tableChatEntry")
        self.entry.setMaxLength(500)
        self.entry.returnPressed.connect(self._send)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(6, 6, 6, 6)
        layout.addWidget(self.status)
        layout.addWidget(self.bot_button)
        layout.addWidget(self.log, 1)
        layout.addWidget(self.entry)
        self.retranslate()

    def take_key_focus(self) -> None:
        """The keyboard comes to the chat line (the window's F6 from the table)."""
        self.entry.setFocus(Qt.FocusReason.ShortcutFocusReason)

    def retranslate(self) -> None:
        self.entry.setPlaceholderText(self.tr("Say something to the table"))
        self._name_bot_button()

    def _name_bot_button(self) -> None:
        """For players who dropped, a bot plays for them; before anyone came, bots take the empty seats."""
        if self._empty_seats:
            self.bot_button.setText(self.tr("Let a bot take the empty seat") if self._empty_seats == 1
                                    else self.tr("Let bots take the empty seats"))
        else:
            self.bot_button.setText(self.tr("Let a bot play for them"))

    def _ignored(self) -> set[str]:
        if self.settings is None:
            return set()
        try:
            return {str(x) for x in (self.settings.get("lan_ignored") or ())}
        except KeyError:
            return set()

    def add_line(self, name: str, seat, text: str) -> None:
        """A player's line (``seat`` None: the host app or a spectator); ignored players are left out."""
        if name in self._ignored():
            return
        self._append(name, text)

    def add_note(self, text: str) -> None:
        """The table's own line (joined, left, waiting), in grey."""
        self._append("", text)

    def set_status(self, text: str, offer_bot: bool = False, empty_seats: int = 0) -> None:
        """The line over the chat ("Waiting for Bo…"); ``offer_bot``: the host may give those seats to bots;
        ``empty_seats``: how many of them nobody has taken yet, when no player who was here is missing (the
        button then offers bots for the empty seats, not "for them")."""
        self.status.setText(text)
        self.status.setVisible(bool(text))
        self._empty_seats = empty_seats
        self._name_bot_button()
        self.bot_button.setVisible(bool(text) and offer_bot)

    def _append(self, name: str, text: str) -> None:
        self.lines.append((name, text))
        if len(self.lines) > self.MAX_LINES:
            del self.lines[0]
        cursor = self.log.textCursor()
        cursor.movePosition(QTextCursor.MoveOperation.End)
        if self.log.document().characterCount() > 1:
            cursor.insertBlock()
        text_colour = self.log.palette().text()
        if name:
            cursor.insertText(f"{name}: ", _format(text_colour, bold=True))
            cursor.insertText(text, _format(text_colour))
        else:
            cursor.insertText(text, _format(Qt.GlobalColor.gray))
        self.log.setTextCursor(cursor)
        self.log.ensureCursorVisible()

    def _send(self) -> None:
        text = " ".join(self.entry.text().split())
        self.entry.clear()
        if text:
            self.said.emit(text)


def _format(colour, bold: bool = False) -> QTextCharFormat:
    fmt = QTextCharFormat()
    fmt.setForeground(colour)
    fmt.setFontWeight(700 if bold else 400)
    return fmt


class TableChatDock(QDockWidget):
    """The chat as a dock at the right of the main window, beside the table."""

    def __init__(self, settings=None, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("tableChatDock")
        self.chat = TableChat(settings, self)
        self.setWidget(self.chat)
        self.setFeatures(QDockWidget.DockWidgetFeature.DockWidgetMovable)
        self.setAllowedAreas(Qt.DockWidgetArea.LeftDockWidgetArea | Qt.DockWidgetArea.RightDockWidgetArea)
        self.setMinimumWidth(220)
        self.retranslate()

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Table chat"))
        self.chat.retranslate()
