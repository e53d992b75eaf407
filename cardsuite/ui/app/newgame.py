"""The new-game dialog: who sits at each seat (a bot of a skill range, or a person at this screen), the game's
own options (generated from its Options dataclass) and the deal number.

Nothing here knows any one game.  The options form reads the game's ``Options`` dataclass:
its ``PRESETS`` fill the preset combo, and each field becomes a widget by its type (bool ->
check box, int -> spin box, str -> line edit, Enum -> combo box).  A game may describe a field
with ``dataclasses.field(metadata={...})``:

``label``   the text in front of the widget (default: the field name in words),
``choices`` allowed values, each a value or a ``(value, label)`` pair (-> a combo box),
``help``    a sentence shown as the tooltip and under the form,
``min`` / ``max`` the range of a number,
``hidden``  true: not offered (a value kept for older saves; the default is used),
``advanced`` true: under "More rules" (finer rules a preset sets), closed unless changed,
``seats``   the seat counts the field applies to; for others it is hidden and has the preset's value.

A field whose choices change ``Game.seat_count`` (a player count) is shown with the seats, one
row per seat (:mod:`.seatrows`), grouped by ``Game.teams``.  The choice and the seats built from it
live in :mod:`.choice`.

Labels, choice labels and help are translated in the ``"games"`` context.
"""

from __future__ import annotations

import dataclasses
import enum
import typing
from typing import Any

from PySide6.QtCore import QRegularExpression, Qt, Signal
from PySide6.QtGui import QRegularExpressionValidator
from PySide6.QtWidgets import (QCheckBox, QComboBox, QDialog, QDoubleSpinBox, QFormLayout, QGroupBox, QHBoxLayout, QLabel, QLineEdit, QSpinBox, QToolButton, QVBoxLayout, QWidget)

from cardsuite.engine import MAX_SEED, BadMessage, GameOptions
from cardsuite.play.seating import SeatSpec, levels_in_range, skill_levels
from .choice import NewGameChoice
from .dialogparts import accept_buttons, error_label
from ..toolkit.i18n import game_text, game_title
from .seatrows import PERSON, SeatRows

SETTINGS_KEY = "last_new_game"


# --------------------------------------------------------------------------- options form


def _humanise(name: str) -> str:
    words = name.replace("_", " ").strip()
    return words[:1].upper() + words[1:]


def _field_types(options_cls: type) -> dict[str, Any]:
    try:
        return typing.get_type_hints(options_cls)
    except Exception:  # a hint that does not resolve: fall back to the defaults' types
        return {}


def _choice_pairs(choices) -> list[tuple[Any, str]]:
    pairs = []
    for choice in choices:
        if isinstance(choice, (tuple, list)) and len(choice) == 2:
            pairs.append((choice[0], game_text(str(choice[1]))))
        elif isinstance(choice, enum.Enum):
            pairs.append((choice, game_text(_humanise(str(choice.name).lower()))))
        else:
            pairs.append((choice, game_text(str(choice))))
    return pairs


class _FieldEditor:
    """One option field's widget, with get/set of a Python value."""

    def __init__(self, field: dataclasses.Field, kind: Any, default: Any, on_change):
        self.field = field
        meta = dict(field.metadata or {})
        self.label = game_text(str(meta.get("label") or _humanise(field.name)))
        self.help = game_text(str(meta["help"])) if meta.get("help") else ""
        self.kind = kind if isinstance(kind, type) else type(default)
        choices = meta.get("choices")
        if choices is None and isinstance(self.kind, type) and issubclass(self.kind, enum.Enum):
            choices = list(self.kind)
        self.widget: QWidget
        if choices:
            combo = QComboBox()
            for value, text in _choice_pairs(choices):
                combo.addItem(text, value)
            combo.currentIndexChanged.connect(on_change)
            self.widget = combo
        elif self.kind is bool:
            box = QCheckBox()
            box.toggled.connect(on_change)
            self.widget = box
        elif self.kind is int:
            spin = QSpinBox()
            spin.setRange(int(meta.get("min", -1_000_000)), int(meta.get("max", 1_000_000)))
            spin.valueChanged.connect(on_change)
            self.widget = spin
        elif self.kind is float:
            spin = QDoubleSpinBox()
            spin.setDecimals(2)
            spin.setRange(float(meta.get("min", -1e9)), float(meta.get("max", 1e9)))
            spin.valueChanged.connect(on_change)
            self.widget = spin
        else:
            edit = QLineEdit()
            edit.textChanged.connect(on_change)
            self.widget = edit
        self.widget.setObjectName(f"option_{field.name}")
        if self.help:
            self.widget.setToolTip(self.help)
        self.set_value(default)

    def set_value(self, value: Any) -> None:
        w = self.widget
        w.blockSignals(True)
        try:
            if isinstance(w, QComboBox):
                index = next((i for i in range(w.count()) if w.itemData(i) == value), -1)
                if index < 0 and value is not None:  # a preset value the choices do not list
                    w.addItem(str(value), value)
                    index = w.count() - 1
                w.setCurrentIndex(max(index, 0))
            elif isinstance(w, QCheckBox):
                w.setChecked(bool(value))
            elif isinstance(w, QSpinBox):
                w.setValue(int(value))
            elif isinstance(w, QDoubleSpinBox):
                w.setValue(float(value))
            else:
                w.setText("" if value is None else str(value))
        finally:
            w.blockSignals(False)

    def value(self) -> Any:
        w = self.widget
        if isinstance(w, QComboBox):
            return w.currentData()
        if isinstance(w, QCheckBox):
            return w.isChecked()
        if isinstance(w, (QSpinBox, QDoubleSpinBox)):
            return w.value()
        return w.text()


class OptionsForm(QWidget):
    """A form for one game's Options dataclass: a preset combo and a widget per field.

    With ``game`` given, the fields that decide the number of seats are kept out of the form
    (``seat_fields``: the dialog shows them with the seats), and a field whose ``seats`` do not
    include the current count is hidden and takes the preset's value.  ``advanced`` fields sit
    under a "More rules" toggle, closed unless one of them differs from the preset.
    """

    changed = Signal()

    def __init__(self, options_cls: type[GameOptions], parent: QWidget | None = None,
                 initial: GameOptions | None = None, game=None):
        super().__init__(parent)
        self.options_cls = options_cls
        self.game = game
        self.editors: dict[str, _FieldEditor] = {}
        self.rows: dict[str, tuple[QFormLayout, QLabel]] = {}
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        layout = QFormLayout()
        layout.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.ExpandingFieldsGrow)
        outer.addLayout(layout)
        self.more_button = QToolButton()
        self.more_button.setObjectName("more_rules")
        self.more_button.setText(self.tr("More rules"))
        self.more_button.setCheckable(True)
        self.more_button.setAutoRaise(True)
        self.more_button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        self.more_button.setArrowType(Qt.ArrowType.RightArrow)
        outer.addWidget(self.more_button)
        self.more_box = QWidget()
        more = QFormLayout(self.more_box)
        more.setContentsMargins(0, 0, 0, 0)
        more.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.ExpandingFieldsGrow)
        outer.addWidget(self.more_box)
        self.preset_combo = QComboBox()
        self.preset_combo.setObjectName("preset")
        for name in options_cls.PRESETS:
            self.preset_combo.addItem(game_text(_humanise(name)), name)
        self.preset_label = QLabel(self.tr("Variant"))
        layout.addRow(self.preset_label, self.preset_combo)
        if len(options_cls.PRESETS) < 2:
            self.preset_label.hide()
            self.preset_combo.hide()
        start = initial if initial is not None else options_cls.from_preset()
        types = _field_types(options_cls)
        self.seat_fields: list[str] = []
        for f in dataclasses.fields(options_cls):
            if f.name == "preset" or not f.init or (f.metadata or {}).get("hidden"):
                continue
            editor = _FieldEditor(f, types.get(f.name), getattr(start, f.name), self._edited)
            self.editors[f.name] = editor
            if self._decides_seats(f.name, editor):
                self.seat_fields.append(f.name)
                continue
            label = QLabel(editor.label)
            if editor.help:
                label.setToolTip(editor.help)
            target = more if (f.metadata or {}).get("advanced") else layout
            target.addRow(label, editor.widget)
            self.rows[f.name] = (target, label)
        if not more.rowCount():
            self.more_button.hide()
        self._select_preset(start.preset)
        self.more_button.toggled.connect(self._show_more)
        self._show_more(any(getattr(start, name) != getattr(options_cls.from_preset(start.preset), name)
                            for name, (where, _) in self.rows.items() if where is more))
        self.preset_combo.currentIndexChanged.connect(self._preset_chosen)
        self.show_for_seats()

    def _decides_seats(self, name: str, editor: "_FieldEditor") -> bool:
        """Whether the field's choices give tables of different seat counts."""
        if self.game is None or not isinstance(editor.widget, QComboBox):
            return False
        counts = set()
        for i in range(editor.widget.count()):
            try:
                options = self.options_cls.from_preset(None, **{name: editor.widget.itemData(i)})
                counts.add(self.game.seat_count(options))
            except (BadMessage, TypeError, ValueError):
                continue
        return len(counts) > 1

    def _show_more(self, shown: bool) -> None:
        self.more_button.blockSignals(True)
        self.more_button.setChecked(shown)
        self.more_button.blockSignals(False)
        self.more_button.setArrowType(Qt.ArrowType.DownArrow if shown else Qt.ArrowType.RightArrow)
        self.more_box.setVisible(shown)

    def seat_form(self) -> QFormLayout:
        """The fields that decide the number of seats, as a form for the dialog's seats group."""
        form = QFormLayout()
        form.setContentsMargins(0, 0, 0, 0)
        for name in self.seat_fields:
            editor = self.editors[name]
            if isinstance(editor.widget, QComboBox):
                editor.widget.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
            form.addRow(QLabel(editor.label), editor.widget)
        return form

    def seat_count(self) -> int | None:
        """The seat count the shown options give (None without a game, or if they do not make a table)."""
        if self.game is None:
            return None
        try:
            return self.game.seat_count(self.options_cls.from_preset(
                self.preset(), **{name: self.editors[name].value() for name in self.seat_fields}))
        except (BadMessage, TypeError, ValueError):
            return None

    def _offered(self, name: str, count: int | None) -> bool:
        seats = (self.editors[name].field.metadata or {}).get("seats")
        return count is None or not seats or count in seats

    def show_for_seats(self) -> None:
        """Hide the fields that do not apply to the shown seat count."""
        count = self.seat_count()
        for name, (layout, _label) in self.rows.items():
            layout.setRowVisible(self.editors[name].widget, self._offered(name, count))

    def _select_preset(self, name: str) -> None:
        index = self.preset_combo.findData(name)
        self.preset_combo.blockSignals(True)
        self.preset_combo.setCurrentIndex(max(index, 0))
        self.preset_combo.blockSignals(False)

    def _preset_chosen(self) -> None:
        self.apply_preset(self.preset_combo.currentData())

    def apply_preset(self, name: str) -> None:
        """Fill the fields that presets set with this preset's values; the rest (the seat count, the
        stake of the table) stay as chosen."""
        options = self.options_cls.from_preset(name)
        self._select_preset(name)
        named = {key for overrides in self.options_cls.PRESETS.values() for key in overrides}
        for field_name, editor in self.editors.items():
            if field_name in named and field_name not in self.seat_fields:
                editor.set_value(getattr(options, field_name))
        self.show_for_seats()
        self.changed.emit()

    def _edited(self, *_args) -> None:
        self.show_for_seats()
        self.changed.emit()

    def preset(self) -> str:
        return self.preset_combo.currentData()

    def values(self) -> dict[str, Any]:
        """Every field's value; one not offered for this seat count has the preset's."""
        count = self.seat_count()
        preset = self.options_cls.from_preset(self.preset())
        return {name: editor.value() if self._offered(name, count) else getattr(preset, name)
                for name, editor in self.editors.items()}

    def options(self) -> GameOptions:
        """The options shown, as the game's Options (the preset with the fields as overrides)."""
        values = self.values()
        for name, editor in self.editors.items():  # a free-text field of a non-str type
            kind = editor.kind
            if isinstance(values[name], str) and kind not in (str, None) and isinstance(kind, type):
                try:
                    values[name] = kind(values[name])
                except (TypeError, ValueError):
                    raise BadMessage(f"{editor.label}: {values[name]!r} is not a valid value") from None
        return self.options_cls.from_preset(self.preset(), **values)


# --------------------------------------------------------------------------- the dialog


class NewGameDialog(QDialog):
    """Pick who sits where, the rules and the deal number for a new match of one game."""

    def __init__(self, entry, settings=None, parent: QWidget | None = None, seed: int | None = None,
                 options: dict | None = None):
        """``seed`` and ``options`` (as saved) fill in the deal number and rules of a deal played again."""
        super().__init__(parent)
        self.entry = entry
        self.settings = settings
        self.game = entry.game()
        self.levels = skill_levels(entry)
        self.setObjectName("NewGameDialog")
        self.setWindowTitle(self.tr("New game: %1").replace("%1", game_title(entry)))
        self.setMinimumWidth(500)
        remembered = self._remembered()

        layout = QVBoxLayout(self)
        heading = QLabel(game_title(entry))
        heading.setObjectName("dialogHeading")
        heading.setStyleSheet("font-size: 18pt; font-weight: 600;")
        layout.addWidget(heading)

        initial = None
        for stored in (options, remembered.get("options")):
            if initial is None and isinstance(stored, dict):
                try:
                    initial = self.game.Options.from_json(stored)
                except (BadMessage, TypeError, ValueError):
                    initial = None
        self.options_form = OptionsForm(self.game.Options, self, initial, self.game)

        # -- players: how many, who sits where, how strong the computer plays ----------------
        who = self.who_box = QGroupBox(self.tr("Who plays"))
        who_layout = QVBoxLayout(who)
        who_layout.addLayout(self.options_form.seat_form())
        self.seat_rows = SeatRows()
        self.seat_rows.you_name = (settings.get("player_name", "") or "").strip() if settings is not None else ""
        who_layout.addWidget(self.seat_rows)

        self.bot_box = QWidget()
        bot_row = QHBoxLayout(self.bot_box)
        bot_row.setContentsMargins(0, 6, 0, 0)
        self.low_combo = QComboBox()
        self.low_combo.setObjectName("skill_low")
        self.high_combo = QComboBox()
        self.high_combo.setObjectName("skill_high")
        for level in self.levels:
            text = self.tr("%1 (rating %2)").replace("%1", game_text(level.title)).replace("%2", str(level.rating))
            self.low_combo.addItem(text, level.rating)
            self.high_combo.addItem(text, level.rating)
        bot_row.addWidget(QLabel(self.tr("Computer skill from")))
        bot_row.addWidget(self.low_combo, 1)
        bot_row.addWidget(QLabel(self.tr("to")))
        bot_row.addWidget(self.high_combo, 1)
        who_layout.addWidget(self.bot_box)
        self.band_label = QLabel()
        self.band_label.setObjectName("skill_band")
        band_font = self.band_label.font()
        band_font.setBold(True)
        self.band_label.setFont(band_font)
        who_layout.addWidget(self.band_label)
        self.range_note = QLabel()
        self.range_note.setObjectName("range_note")
        self.range_note.setWordWrap(True)
        who_layout.addWidget(self.range_note)
        layout.addWidget(who)

        # -- rules -----------------------------------------------------------------
        rules = QGroupBox(self.tr("Rules"))
        rules_layout = QVBoxLayout(rules)
        self.options_form.changed.connect(self._options_changed)
        rules_layout.addWidget(self.options_form)
        layout.addWidget(rules)

        # -- deal number -------------------------------------------------------------
        deal = QGroupBox(self.tr("Deal"))
        deal_layout = QFormLayout(deal)
        self.seed_edit = QLineEdit()
        self.seed_edit.setObjectName("deal_number")
        self.seed_edit.setPlaceholderText(self.tr("random"))
        self.seed_edit.setValidator(QRegularExpressionValidator(QRegularExpression(r"\d{0,16}"), self))
        self.seed_edit.setToolTip(self.tr("Leave empty for a new deal; enter a deal number to play that deal again."))
        deal_layout.addRow(self.tr("Deal number"), self.seed_edit)
        if seed is not None:
            self.seed_edit.setText(str(seed))
        layout.addWidget(deal)

        self.error_label = error_label()
        layout.addWidget(self.error_label)

        buttons, self.start_button = accept_buttons(self, self.tr("Start"), "start")
        layout.addWidget(buttons)

        # -- initial state -------------------------------------------------------------
        low = remembered.get("low", self.levels[0].rating)
        high = remembered.get("high", self.levels[-1].rating)
        self._set_range(low, high)
        self.low_combo.currentIndexChanged.connect(self._low_changed)
        self.high_combo.currentIndexChanged.connect(self._high_changed)
        kinds, names = self._remembered_seats(remembered)
        self._teams = self._current_teams()
        self.seat_rows.rebuild(self._teams, kinds, names)
        self.seat_rows.changed.connect(self._seats_changed)
        self._seats_changed()

    # -- remembering the last choices --------------------------------------------------

    def _remembered(self) -> dict:
        if self.settings is None:
            return {}
        stored = self.settings.get(SETTINGS_KEY, {})
        data = stored.get(self.entry.name) if isinstance(stored, dict) else None
        return data if isinstance(data, dict) else {}

    @staticmethod
    def _remembered_seats(remembered: dict) -> tuple[list[str], list[str]]:
        """Kinds and names by seat; an older entry ("opponent": "hotseat") seats people everywhere."""
        kinds, names = remembered.get("kinds"), remembered.get("names")
        if isinstance(kinds, list) and isinstance(names, list):
            return [str(k) for k in kinds], [n if isinstance(n, str) else "" for n in names]
        if remembered.get("opponent") == "hotseat":
            return [PERSON] * 8, []
        return [], []

    def _remember(self, choice: NewGameChoice) -> None:
        if self.settings is None:
            return
        stored = self.settings.get(SETTINGS_KEY, {})
        stored = dict(stored) if isinstance(stored, dict) else {}
        stored[self.entry.name] = {
            "opponent": "hotseat" if choice.hotseat else "bot",
            "kinds": self.seat_rows.kinds(), "names": self.seat_rows.names(),
            "low": self.low_combo.currentData(), "high": self.high_combo.currentData(),
            "options": choice.options.to_json(),
        }
        try:
            self.settings.set(SETTINGS_KEY, stored)
        except Exception:  # remembering is a convenience; a full disk must not stop the game
            pass

    # -- seats and skill ------------------------------------------------------------------

    def _set_range(self, low: int, high: int) -> None:
        def nearest(rating):
            ratings = [lvl.rating for lvl in self.levels]
            return min(range(len(ratings)), key=lambda i: abs(ratings[i] - rating))
        self.low_combo.setCurrentIndex(nearest(low))
        self.high_combo.setCurrentIndex(nearest(high))

    def _low_changed(self) -> None:
        if self.high_combo.currentIndex() < self.low_combo.currentIndex():
            self.high_combo.setCurrentIndex(self.low_combo.currentIndex())
        self._update_range_note()

    def _high_changed(self) -> None:
        if self.low_combo.currentIndex() > self.high_combo.currentIndex():
            self.low_combo.setCurrentIndex(self.high_combo.currentIndex())
        self._update_range_note()

    def set_skill_range(self, low: int, high: int) -> None:
        self._set_range(low, high)
        self._update_range_note()

    def _update_range_note(self) -> None:
        levels = levels_in_range(self.entry, self.low_combo.currentData(), self.high_combo.currentData())
        bots = len(self.seat_rows.kinds()) - len(self.seat_rows.people())
        alone = bots == 1 and self.seat_count() == 2
        if bots == 0:
            text = self.tr("Every seat is played by a person at this screen; the screen is passed between turns.")
        elif len(levels) == 1:
            text = (self.tr("Your opponent plays at the level %1.") if alone else
                    self.tr("Each computer player plays at the level %1.")).replace("%1", game_text(levels[0].title))
        else:
            titles = ", ".join(game_text(lvl.title) for lvl in levels)
            text = (self.tr("Your opponent is picked at random among: %1.") if alone else
                    self.tr("Each computer player is picked at random among: %1.")).replace("%1", titles)
        self.range_note.setText(text)
        self.band_label.setText(self.band_text(levels))
        self.band_label.setVisible(bots > 0)

    def band_text(self, levels) -> str:
        """The skill range as the rating band it picks from: "Medium \u2013 Hard (1400\u20131700)"."""
        first, last = levels[0], levels[-1]
        if first is last:
            return self.tr("%1 (rating %2)").replace("%1", game_text(first.title)).replace("%2", str(first.rating))
        return (f"{game_text(first.title)} \u2013 {game_text(last.title)} "
                f"({first.rating}\u2013{last.rating})")

    def _seats_changed(self) -> None:
        bots = len(self.seat_rows.people()) < len(self.seat_rows.kinds())
        self.bot_box.setEnabled(bots)
        self._update_range_note()
        self.who_box.setVisible(self.seat_count() > 1)    # a game played alone (Spider practice): no seats to choose

    def _current_teams(self) -> tuple[tuple[int, ...], ...]:
        try:
            return tuple(tuple(team) for team in self.game.teams(self.options_form.options()))
        except (BadMessage, TypeError, ValueError):
            count = self.options_form.seat_count() or max(2, len(self.seat_rows.kinds()))
            return tuple((seat,) for seat in range(count))

    def seat_count(self) -> int:
        return sum(len(team) for team in self._teams)

    def _options_changed(self) -> None:
        teams = self._current_teams()
        if teams != self._teams:   # the seats follow the player count; each keeps its kind and name
            kinds, names = self.seat_rows.kinds(), self.seat_rows.names()
            self._teams = teams
            self.seat_rows.rebuild(teams, kinds, names)
            self._seats_changed()
        self.error_label.hide()

    # -- the result ----------------------------------------------------------------------

    def set_hotseat(self, names: list[str] | None = None) -> None:
        """Every seat a person at this screen, named in order."""
        for seat in range(1, len(self.seat_rows.name_edits)):
            self.seat_rows.set_kind(seat, PERSON)
        for edit, name in zip(self.seat_rows.name_edits, names or []):
            edit.setText(name)

    def choice(self) -> NewGameChoice:
        """The choice shown in the dialog (raises BadMessage for an invalid option value)."""
        options = self.options_form.options()
        text = self.seed_edit.text().strip()
        seed = int(text) if text else None
        if seed is not None and not 0 <= seed <= MAX_SEED:
            raise BadMessage(self.tr("A deal number is a whole number from 0 to %1.").replace("%1", str(MAX_SEED)))
        rows = self.seat_rows
        people = rows.people()
        levels = tuple(lvl.level for lvl in levels_in_range(self.entry, self.low_combo.currentData(),
                                                              self.high_combo.currentData()))
        kind = "hotseat" if len(people) > 1 else "local"
        taken: list[str] = []
        seats = []
        for seat, name in enumerate(rows.names()):
            if seat not in people:
                seats.append(SeatSpec("bot", levels=levels))
                continue
            name = name or rows.default_name(seat)
            while name in taken:
                name += " " + str(seat + 1)
            taken.append(name)
            seats.append(SeatSpec(kind, name))
        return NewGameChoice(options, tuple(seats), seed)

    def accept(self) -> None:
        try:
            choice = self.choice()
        except (BadMessage, ValueError, TypeError) as error:  # a game's Options refuse a value
            self.error_label.setText(str(error))
            self.error_label.show()
            return
        self._remember(choice)
        super().accept()


def ask_new_game(entry, settings, parent=None, seed: int | None = None,
                 options: dict | None = None) -> NewGameChoice | None:
    """Show the dialog (modal), with a deal number and options filled in if given; the choice, or None if
    the player cancelled."""
    dialog = NewGameDialog(entry, settings, parent, seed, options)
    dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, False)
    if dialog.exec() != QDialog.DialogCode.Accepted:
        return None
    return dialog.choice()
