"""The game's options as a form: generated from its ``Options`` dataclass, for the new-game dialog and the
host dialog.

Its ``PRESETS`` fill the preset combo, and each field becomes a widget by its type (bool ->
check box, int -> spin box, str -> line edit, Enum -> combo box).  A game may describe a field
with ``dataclasses.field(metadata={...})``:

``label``   the text in front of the widget (default: the field name in words),
``choices`` allowed values, each a value or a ``(value, label)`` pair (-> a combo box),
``help``    a sentence shown as the tooltip and under the form,
``min`` / ``max`` the range of a number,
``hidden``  true: not offered (a value kept for older saves; the default is used),
``advanced`` true: under "More rules" (finer rules a preset sets), closed unless changed,
``seats``   the seat counts the field applies to; for others it is hidden and has the preset's value.

Labels, choice labels and help are translated in the ``"games"`` context.
"""

from __future__ import annotations

import dataclasses
import enum
import typing
from typing import Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (QCheckBox, QComboBox, QDoubleSpinBox, QFormLayout, QLabel, QLineEdit, QSpinBox, QToolButton, QVBoxLayout, QWidget)

from cardsuite.engine import BadMessage, GameOptions
from ..toolkit.i18n import game_text


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
