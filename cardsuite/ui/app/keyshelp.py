"""Help → Keyboard: every key of the window and the tables, in one list (the README's key map says the same)."""

from __future__ import annotations

from html import escape

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QApplication, QDialog, QDialogButtonBox, QLabel, QScrollArea, QVBoxLayout, QWidget

from cardsuite import games
from ..toolkit.i18n import game_title


CONTEXT = "KeysHelp"


def tr(text: str) -> str:
    # packaging/i18n/update_translations.sh gives this module's bare tr() calls this CONTEXT
    return QCoreApplication.translate(CONTEXT, text)


def sections() -> list[tuple[str, list[tuple[str, str]]]]:
    """(heading, [(keys, what they do)]) in the order shown: the window's, every table's, then each registered
    game's own as its table declares them (``GameTable.KEYS``).  Letters, Ctrl, Tab, Enter and Esc read the
    same on Polish and Slovenian keyboards; other key names are translated."""
    out = [
        (tr("Window"), [
            ("Ctrl+N", tr("New game (of the game at the table, or the one chosen on the start screen)")),
            ("Ctrl+R", tr("Resume the latest match")),
            ("Ctrl+W", tr("Leave the table")),
            ("Ctrl+Q", tr("Quit")),
        ]),
        (tr("Every table"), [
            (tr("Arrow keys"), tr("Move the focus to the nearest card, pile or button that way")),
            ("Tab / Shift+Tab", tr("Move the focus to the next / previous card, pile or button")),
            ("Enter", tr("Do what a click does: play the card, take from the pile, press the button; "
                             "with cards picked up, put them on the focused place")),
            (tr("Space"), tr("Pick up the focused card (and the cards on it), as the start of a drag")),
            (tr("Ctrl+Space"), tr("What Ctrl+click does")),
            ("Esc", tr("Put picked-up cards back, or close a question")),
            ("F1 / ?", tr("Turn the tips on or off")),
            ("Esc / Enter", tr("Close the tip shown, as its green X does (Enter: with the focus on the tip)")),
            ("F6 / Ctrl+Tab", tr("At a LAN table: move between the table and its chat, and back")),
        ]),
    ]
    for entry in games.GAMES.values():
        rows = [(tr(keys), tr(what)) for keys, what in entry.table_class().KEYS]
        if rows:
            out.append((game_title(entry), rows))
    return out


def keys_html() -> str:
    """One table for every section, so the keys line up in one column."""
    parts = ["<table cellspacing='0' cellpadding='3'>"]
    for heading, rows in sections():
        parts.append(f"<tr><td colspan='2' style='padding-top:10px'><h3>{escape(heading)}</h3></td></tr>")
        for keys, what in rows:
            parts.append(f"<tr><td style='padding-right:18px'><b>{escape(keys)}</b></td><td>{escape(what)}</td></tr>")
    parts.append("</table>")
    return "".join(parts)


class KeysDialog(QDialog):
    """The key list in a scrolling window."""

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("keysDialog")
        self.setWindowTitle(tr("Keyboard"))
        layout = QVBoxLayout(self)
        self.label = QLabel(keys_html())
        self.label.setTextFormat(Qt.TextFormat.RichText)
        self.label.setWordWrap(True)
        self.label.setAlignment(Qt.AlignmentFlag.AlignTop)
        scroll = QScrollArea()
        scroll.setWidget(self.label)
        scroll.setWidgetResizable(True)
        layout.addWidget(scroll)
        buttons = QDialogButtonBox()
        self.close_button = buttons.addButton(tr("Close"), QDialogButtonBox.ButtonRole.AcceptRole)
        self.close_button.setDefault(True)
        buttons.accepted.connect(self.accept)
        layout.addWidget(buttons)
        self.resize(620, 560)

    def retranslate(self) -> None:
        self.setWindowTitle(tr("Keyboard"))
        self.label.setText(keys_html())
        self.close_button.setText(tr("Close"))

    def changeEvent(self, event) -> None:  # noqa: N802 - Qt's name
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)


class KeyboardActions(QObject):
    """The window's Ctrl+N (the new-game dialog, at a table or on the start screen) and Help → Keyboard;
    kept here so the main window only creates it."""

    def __init__(self, window):
        super().__init__(window)
        self.window = window
        self.new_game_action = QAction(window)
        self.new_game_action.setObjectName("action_new_game_key")
        self.new_game_action.setShortcut(QKeySequence.StandardKey.New)
        self.new_game_action.triggered.connect(self.new_game)
        window.addAction(self.new_game_action)
        self.keys_action = QAction(window)
        self.keys_action.setObjectName("action_keyboard")
        self.keys_action.triggered.connect(self.show_keys)
        window.help_menu.insertAction(window.about_action, self.keys_action)
        window.installEventFilter(self)
        self.retranslate()

    def retranslate(self) -> None:
        self.new_game_action.setText(tr("New game"))
        self.keys_action.setText(tr("&Keyboard"))

    def eventFilter(self, watched, event) -> bool:  # noqa: N802 - Qt's name
        if watched is self.window and event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        return False

    def game_for_new(self) -> str | None:
        """The game Ctrl+N starts: the one at the table, else the start screen's card with the focus, else the first."""
        window = self.window
        if window.table is not None and window.entry is not None:
            return window.entry.name
        focused = QApplication.focusWidget()
        for name, card in window.start_screen.cards.items():
            if focused is not None and (focused is card or card.isAncestorOf(focused)):
                return name
        return next(iter(games.GAMES), None)

    def new_game(self) -> None:
        name = self.game_for_new()
        if name is not None:
            self.window.new_game(name)

    def show_keys(self) -> None:
        dialog = KeysDialog(self.window)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.open()
