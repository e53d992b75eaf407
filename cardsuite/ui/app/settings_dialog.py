"""The settings dialog: card back, table cloth, animation speed, card size, the four-colour deck, reduced
motion, hints, language, player name, bot thinking pace, score display and sound (its group:
:mod:`.soundsettings`).  Every change is saved through :class:`cardsuite.profile.settings.Settings` when the
player presses OK (``apply``).

Card backs and cloths are chosen from pictures (:class:`SwatchPicker`); a cloth may also take any
colour ("Custom…").  The fields of every group start at one x: the labels share one width."""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QSize, Qt, Signal
from PySide6.QtGui import QColor, QIcon, QPixmap
from PySide6.QtWidgets import (QButtonGroup, QCheckBox, QColorDialog, QComboBox, QDialog, QDialogButtonBox, QFormLayout, QGroupBox, QHBoxLayout, QLabel, QLineEdit, QPushButton, QTabWidget, QToolButton, QVBoxLayout, QWidget)

from ..toolkit import felt
from ..toolkit.i18n import LANGUAGES

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


def card_size_names() -> dict[str, str]:
    """Card size setting -> its translated name."""
    return {
        "normal": QCoreApplication.translate("SettingsDialog", "Normal cards"),
        "large": QCoreApplication.translate("SettingsDialog", "Large cards"),
        "largest": QCoreApplication.translate("SettingsDialog", "Largest cards"),
    }


def card_back_names() -> dict[str, str]:
    """Back id -> translated name, from the card art's list of backs."""
    from PySide6.QtCore import QCoreApplication

    from ..toolkit.cardart import BACKS
    return {back_id: QCoreApplication.translate("CardBacks", name) for back_id, name in BACKS.items()}


def back_pixmap(back_id: str, width: int = 36) -> QPixmap:
    """A card back drawn at ``width`` pixels (the thumbnails of the back picker)."""
    from ..toolkit.cardart import default_renderer
    return default_renderer().pixmap(None, width, back_id)


class SwatchPicker(QWidget):
    """A row of pictures to pick one from, with a combo box's calls (``findData``, ``currentData``,
    ``setCurrentIndex``, ``currentIndexChanged``) so code and tests treat it like one."""

    currentIndexChanged = Signal(int)  # noqa: N815 - the combo box's name

    def __init__(self, icon_size: QSize, parent: QWidget | None = None):
        super().__init__(parent)
        self.icon_size = icon_size
        self._data: list = []
        self._group = QButtonGroup(self)
        self._group.setExclusive(True)
        self._group.idClicked.connect(self.currentIndexChanged)
        self._row = QHBoxLayout(self)
        self._row.setContentsMargins(0, 0, 0, 0)
        self._row.setSpacing(6)
        self._row.addStretch(1)

    def add(self, pixmap: QPixmap, name: str, data) -> QToolButton:
        button = QToolButton(self)
        button.setCheckable(True)
        button.setIcon(QIcon(pixmap))
        button.setIconSize(self.icon_size)
        button.setToolTip(name)
        button.setAccessibleName(name)
        button.setAutoRaise(True)
        button.setCursor(Qt.CursorShape.PointingHandCursor)
        button.setStyleSheet("QToolButton { border: 2px solid transparent; border-radius: 6px; padding: 2px; }"
                             "QToolButton:checked { border-color: #e2ad2b; background: rgba(226, 173, 43, 40); }"
                             "QToolButton:hover:!checked { border-color: rgba(255, 255, 255, 70); }")
        self._group.addButton(button, len(self._data))
        self._data.append(data)
        self._row.insertWidget(self._row.count() - 1, button)
        return button

    def buttons(self) -> list[QToolButton]:
        return [self._group.button(i) for i in range(len(self._data))]

    def count(self) -> int:
        return len(self._data)

    def findData(self, data) -> int:  # noqa: N802 - the combo box's name
        return self._data.index(data) if data in self._data else -1

    def currentIndex(self) -> int:  # noqa: N802
        return self._group.checkedId()

    def currentData(self):  # noqa: N802
        index = self.currentIndex()
        return self._data[index] if 0 <= index < len(self._data) else None

    def setCurrentIndex(self, index: int) -> None:  # noqa: N802
        if index == self.currentIndex():
            return
        if 0 <= index < len(self._data):
            self._group.button(index).setChecked(True)
        else:
            checked = self._group.checkedButton()
            if checked is not None:
                self._group.setExclusive(False)
                checked.setChecked(False)
                self._group.setExclusive(True)
        self.currentIndexChanged.emit(index)


def felt_names() -> dict[str, str]:
    """Cloth preset id -> its translated name."""
    return {felt_id: QCoreApplication.translate("Felts", name) for felt_id, name, _c, _t in felt.FELTS}


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
        self.pages = QTabWidget()          # two pages: the table has grown too tall to share one with the rest
        self.pages.setObjectName("settings_pages")
        layout.addWidget(self.pages)
        table_page, other_page = QWidget(), QWidget()
        table_column, other_column = QVBoxLayout(table_page), QVBoxLayout(other_page)

        # -- look -----------------------------------------------------------------------
        look = QGroupBox()
        form = self._form(look)
        self.back_combo = SwatchPicker(QSize(46, 64))
        self.back_combo.setObjectName("card_back")
        for back_id, name in card_back_names().items():
            self.back_combo.add(back_pixmap(back_id, 46), name, back_id)
        self._select(self.back_combo, settings.get("card_back"))
        if self.back_combo.currentIndex() < 0:
            self.back_combo.setCurrentIndex(0)
        form.addRow(self.tr("Card back"), self.back_combo)

        self.colour = QColor(settings.get("table_colour") or felt.FELTS[0][2])
        self.texture = felt.texture_of(settings.get("table_texture"))
        self.felt_picker = SwatchPicker(QSize(54, 36))
        self.felt_picker.setObjectName("table_felt")
        names = felt_names()
        for felt_id, _name, colour, texture in felt.FELTS:
            self.felt_picker.add(felt.swatch(colour, texture, 54, 36), names[felt_id], felt_id)
        self.felt_picker.currentIndexChanged.connect(self._felt_chosen)
        self.colour_button = QPushButton(self.tr("Custom\u2026"))
        self.colour_button.setObjectName("table_colour")
        self.colour_button.setToolTip(self.tr("Any colour for the cloth"))
        self.colour_button.clicked.connect(self.choose_colour)
        felt_row = QVBoxLayout()
        felt_row.setSpacing(4)
        felt_row.addWidget(self.felt_picker)
        custom_row = QHBoxLayout()
        custom_row.addWidget(self.colour_button)
        custom_row.addStretch(1)
        felt_row.addLayout(custom_row)
        form.addRow(self.tr("Table cloth"), felt_row)
        self._update_colour_button()

        self.speed_combo = QComboBox()
        self.speed_combo.setObjectName("animation_speed")
        for key, name in animation_speed_names().items():
            self.speed_combo.addItem(name, key)
        self._select(self.speed_combo, settings.get("animation_speed"))
        form.addRow(self.tr("Animation speed"), self.speed_combo)

        self._add_seeing_rows(form, settings)

        self.both_scores = QCheckBox(self.tr("Show both players' scores"))
        self.both_scores.setObjectName("show_both_scores")
        self.both_scores.setChecked(bool(settings.get("show_both_scores")))
        form.addRow("", self.both_scores)
        look.setFlat(True)                 # untitled: the page's tab says "Table"
        table_column.addWidget(look)
        table_column.addStretch(1)
        self.pages.addTab(table_page, self.tr("Table"))

        # -- playing --------------------------------------------------------------------
        play = QGroupBox(self.tr("Playing"))
        form = self._form(play)
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
        other_column.addWidget(play)

        # -- language ---------------------------------------------------------------------
        lang = QGroupBox(self.tr("Language"))
        form = self._form(lang)
        self.language_combo = QComboBox()
        self.language_combo.setObjectName("language")
        self.language_combo.addItem(self.tr("System language"), "")
        for code, name in LANGUAGES:
            self.language_combo.addItem(name, code)
        self._select(self.language_combo, settings.get("language") or "")
        form.addRow(self.tr("Language"), self.language_combo)
        self.letters_combo = QComboBox()
        self.letters_combo.setObjectName("card_letters")
        self.letters_combo.addItem(self.tr("As the language names them"), "language")
        self.letters_combo.addItem(self.tr("International (J Q K A)"), "international")
        self._select(self.letters_combo, settings.get("card_letters"))
        form.addRow(self.tr("Card letters"), self.letters_combo)
        other_column.addWidget(lang)

        from .soundsettings import SoundGroup              # here: the main window reads this module on its way up
        self.sound = SoundGroup(settings)                  # sound_on, sound_volume
        self._forms.append(self.sound.form)
        other_column.addWidget(self.sound)
        other_column.addStretch(1)
        self.pages.addTab(other_page, self.tr("Playing, language and sound"))

        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self._align_labels()

    def _add_seeing_rows(self, form: QFormLayout, settings) -> None:
        """For players who cannot see the cards well: card size, the four-colour deck, reduced motion."""
        self.size_combo = QComboBox()
        self.size_combo.setObjectName("card_size")
        for key, name in card_size_names().items():
            self.size_combo.addItem(name, key)
        self._select(self.size_combo, settings.get("card_size"))
        form.addRow(self.tr("Card size"), self.size_combo)
        self.four_colours = QCheckBox(self.tr("Four-colour deck (blue diamonds, green clubs)"))
        self.four_colours.setObjectName("four_colour_deck")
        self.four_colours.setChecked(settings.get("four_colour_deck") is True)
        form.addRow("", self.four_colours)
        self.reduced_motion = QCheckBox(self.tr("Reduced motion (cards jump to their places)"))
        self.reduced_motion.setObjectName("reduced_motion")
        self.reduced_motion.setChecked(settings.get("reduced_motion") is True)
        form.addRow("", self.reduced_motion)

    # -- helpers ------------------------------------------------------------------------------

    @staticmethod
    def _select(combo: QComboBox, value) -> None:
        index = combo.findData(value)
        if index >= 0:
            combo.setCurrentIndex(index)

    def _form(self, group: QGroupBox) -> QFormLayout:
        form = QFormLayout(group)
        form.setLabelAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
        form.setHorizontalSpacing(14)
        self._forms = [*getattr(self, "_forms", []), form]
        return form

    def _align_labels(self) -> None:
        """Give every group's labels the width of the widest, so all fields start at one x."""
        labels = []
        for form in self._forms:
            for row in range(form.rowCount()):
                item = form.itemAt(row, QFormLayout.ItemRole.LabelRole)
                if item is not None and isinstance(item.widget(), QLabel):
                    labels.append(item.widget())
        width = max((label.sizeHint().width() for label in labels), default=0)
        for form in self._forms:       # the rows without a label get an empty one of the same width
            for row in range(form.rowCount()):
                if form.itemAt(row, QFormLayout.ItemRole.LabelRole) is None:
                    blank = QLabel("")
                    form.setWidget(row, QFormLayout.ItemRole.LabelRole, blank)
                    labels.append(blank)
        for label in labels:
            label.setFixedWidth(width)

    def _felt_chosen(self, index: int) -> None:
        if 0 <= index < len(felt.FELTS):
            _id, _name, colour, texture = felt.FELTS[index]
            self.colour, self.texture = QColor(colour), texture
            self._update_colour_button()

    def _update_colour_button(self) -> None:
        """The "Custom…" button shows the cloth in use; a preset's swatch is checked when it is one."""
        preset = felt.felt_of(self.colour.name(), self.texture)
        index = self.felt_picker.findData(preset) if preset else -1
        if index != self.felt_picker.currentIndex():
            self.felt_picker.blockSignals(True)
            self.felt_picker.setCurrentIndex(index)
            self.felt_picker.blockSignals(False)
        self.colour_button.setIcon(QIcon(felt.swatch(self.colour.name(), self.texture, 28, 18)))
        self.colour_button.setIconSize(QSize(28, 18))

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
            "table_texture": self.texture,
            "animation_speed": self.speed_combo.currentData(),
            "hints_enabled": self.hints.isChecked(),
            "language": self.language_combo.currentData(),
            "card_letters": self.letters_combo.currentData(),
            "player_name": self.name_edit.text().strip(),
            "bot_pace": float(self.pace_combo.currentData()),
            "show_both_scores": self.both_scores.isChecked(),
            "card_size": self.size_combo.currentData(),
            "four_colour_deck": self.four_colours.isChecked(),
            "reduced_motion": self.reduced_motion.isChecked(),
            **self.sound.values(),
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
        from cardsuite.profile.versioned_json import StorageError
        try:
            self.apply()
        except StorageError as error:
            from PySide6.QtWidgets import QMessageBox
            QMessageBox.warning(self, self.tr("Settings not saved"), str(error))
        super().accept()
