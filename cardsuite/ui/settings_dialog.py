"""The settings dialog: card back, table colour, animation speed, hints, language, player name,
bot thinking pace and score display.  Every change is saved through :class:`storage.Settings`
when the player presses OK (``apply``)."""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QSize, Signal
from PySide6.QtGui import QColor, QIcon, QPixmap
from PySide6.QtWidgets import (QCheckBox, QColorDialog, QComboBox, QDialog, QDialogButtonBox, QFormLayout,
                               QGroupBox, QHBoxLayout, QLabel, QLineEdit, QPushButton, QVBoxLayout, QWidget)

from .i18n import LANGUAGES

ANIMATION_SPEEDS = ("off", "slow", "normal", "fast")
BOT_PACES = (0.0, 0.5, 1.0, 1.6)

# The card art's back names (cardart.BACKS), marked for lupdate; translated in the context "CardBacks",
# as the toolkit demo does.
BACK_NAMES = (
    QT_TRANSLATE_NOOP("CardBacks", "Blue lattice"),
    QT_TRANSLATE_NOOP("CardBacks", "Red diamonds"),
    QT_TRANSLATE_NOOP("CardBacks", "Green rosettes"),
)


def animation_speed_names() -> dict[str, str]:
    """Animation speed setting -> its translated name."""
    from PySide6.QtCore import QCoreApplication
    return {
        "off": QCoreApplication.translate("SettingsDialog", "Off"),
        "slow": QCoreApplication.translate("SettingsDialog", "Slow"),
        "normal": QCoreApplication.translate("SettingsDialog", "Normal"),
        "fast": QCoreApplication.translate("SettingsDialog", "Fast"),
    }


def card_back_names() -> dict[str, str]:
    """Back id -> translated name, from the card art's list of backs."""
    from PySide6.QtCore import QCoreApplication

    from .cardart import BACKS
    return {back_id: QCoreApplication.translate("CardBacks", name) for back_id, name in BACKS.items()}


def back_icon(back_id: str, width: int = 36) -> QIcon:
    from .cardart import default_renderer
    try:
        return QIcon(default_renderer().pixmap(None, width, back_id))
    except Exception:  # the art is optional here: a name alone still works
        return QIcon()


class SettingsDialog(QDialog):
    """Edit the player's preferences; OK saves them, Cancel leaves them as they were."""

    applied = Signal(list)  # the keys that changed

    def __init__(self, settings, parent: QWidget | None = None):
        super().__init__(parent)
        self.settings = settings
        self.setObjectName("SettingsDialog")
        self.setWindowTitle(self.tr("Settings"))
        self.setMinimumWidth(480)
        layout = QVBoxLayout(self)

        # -- look -----------------------------------------------------------------------
        look = QGroupBox(self.tr("Table"))
        form = QFormLayout(look)
        self.back_combo = QComboBox()
        self.back_combo.setObjectName("card_back")
        self.back_combo.setIconSize(QSize(30, 42))
        for back_id, name in card_back_names().items():
            self.back_combo.addItem(back_icon(back_id), name, back_id)
        self._select(self.back_combo, settings.get("card_back"))
        self.back_preview = QLabel()
        self.back_preview.setObjectName("back_preview")
        self.back_preview.setFixedSize(64, 90)
        self.back_combo.currentIndexChanged.connect(self._update_back_preview)
        back_row = QHBoxLayout()
        back_row.addWidget(self.back_combo, 1)
        back_row.addWidget(self.back_preview)
        form.addRow(self.tr("Card back"), back_row)

        self.colour = QColor(settings.get("table_colour") or "#1e6b3a")
        self.colour_button = QPushButton()
        self.colour_button.setObjectName("table_colour")
        self.colour_button.clicked.connect(self.choose_colour)
        self._update_colour_button()
        form.addRow(self.tr("Table colour"), self.colour_button)

        self.speed_combo = QComboBox()
        self.speed_combo.setObjectName("animation_speed")
        for key, name in animation_speed_names().items():
            self.speed_combo.addItem(name, key)
        self._select(self.speed_combo, settings.get("animation_speed"))
        form.addRow(self.tr("Animation speed"), self.speed_combo)

        self.both_scores = QCheckBox(self.tr("Show both players' scores"))
        self.both_scores.setObjectName("show_both_scores")
        self.both_scores.setChecked(bool(settings.get("show_both_scores")))
        form.addRow("", self.both_scores)
        layout.addWidget(look)

        # -- playing --------------------------------------------------------------------
        play = QGroupBox(self.tr("Playing"))
        form = QFormLayout(play)
        self.name_edit = QLineEdit(settings.get("player_name") or "")
        self.name_edit.setObjectName("player_name")
        self.name_edit.setMaxLength(24)
        self.name_edit.setPlaceholderText(self.tr("You"))
        form.addRow(self.tr("Your name"), self.name_edit)

        self.hints = QCheckBox(self.tr("Show hints at the table"))
        self.hints.setObjectName("hints_enabled")
        self.hints.setChecked(bool(settings.get("hints_enabled")))
        form.addRow("", self.hints)

        self.pace_combo = QComboBox()
        self.pace_combo.setObjectName("bot_pace")
        paces = {0.0: self.tr("Instant"), 0.5: self.tr("Quick"), 1.0: self.tr("Like a person"),
                 1.6: self.tr("Relaxed")}
        for pace in BOT_PACES:
            self.pace_combo.addItem(paces[pace], pace)
        current = float(settings.get("bot_pace") or 0.0)
        self.pace_combo.setCurrentIndex(min(range(len(BOT_PACES)), key=lambda i: abs(BOT_PACES[i] - current)))
        form.addRow(self.tr("Computer thinking pace"), self.pace_combo)
        layout.addWidget(play)

        # -- language ---------------------------------------------------------------------
        lang = QGroupBox(self.tr("Language"))
        form = QFormLayout(lang)
        self.language_combo = QComboBox()
        self.language_combo.setObjectName("language")
        self.language_combo.addItem(self.tr("System language"), "")
        for code, name in LANGUAGES:
            self.language_combo.addItem(name, code)
        self._select(self.language_combo, settings.get("language") or "")
        form.addRow(self.tr("Language"), self.language_combo)
        note = QLabel(self.tr("A new language takes effect when cardsuite starts again."))
        note.setObjectName("language_note")
        note.setWordWrap(True)
        form.addRow("", note)
        layout.addWidget(lang)

        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self._update_back_preview()

    # -- helpers ------------------------------------------------------------------------------

    @staticmethod
    def _select(combo: QComboBox, value) -> None:
        index = combo.findData(value)
        if index >= 0:
            combo.setCurrentIndex(index)

    def _update_back_preview(self) -> None:
        from .cardart import default_renderer
        try:
            pixmap = default_renderer().pixmap(None, 64, self.back_combo.currentData() or "classic_blue")
        except Exception:
            pixmap = QPixmap()
        self.back_preview.setPixmap(pixmap)

    def _update_colour_button(self) -> None:
        name = self.colour.name()
        text_colour = "#000000" if self.colour.lightness() > 140 else "#ffffff"
        self.colour_button.setText(name)
        self.colour_button.setStyleSheet(
            f"QPushButton {{ background: {name}; color: {text_colour}; border: 1px solid #888;"
            " border-radius: 4px; padding: 6px 16px; }")

    def choose_colour(self) -> None:
        colour = QColorDialog.getColor(self.colour, self, self.tr("Table colour"))
        if colour.isValid():
            self.set_colour(colour)

    def set_colour(self, colour: QColor | str) -> None:
        self.colour = QColor(colour)
        self._update_colour_button()

    # -- the result ----------------------------------------------------------------------------

    def values(self) -> dict:
        return {
            "card_back": self.back_combo.currentData(),
            "table_colour": self.colour.name(),
            "animation_speed": self.speed_combo.currentData(),
            "hints_enabled": self.hints.isChecked(),
            "language": self.language_combo.currentData(),
            "player_name": self.name_edit.text().strip(),
            "bot_pace": float(self.pace_combo.currentData()),
            "show_both_scores": self.both_scores.isChecked(),
        }

    def apply(self) -> list[str]:
        """Save every changed value; returns the keys that changed."""
        changed = []
        for key, value in self.values().items():
            if value is None or self.settings.get(key) == value:
                continue
            self.settings.set(key, value)
            changed.append(key)
        if changed:
            self.applied.emit(changed)
        return changed

    def accept(self) -> None:
        from ..storage import StorageError
        try:
            self.apply()
        except StorageError as error:
            from PySide6.QtWidgets import QMessageBox
            QMessageBox.warning(self, self.tr("Settings not saved"), str(error))
        super().accept()
