"""The settings dialog's "Sound" group: one switch and a volume.

The table's sounds read the settings at every sound, so what OK saves is heard at once, at any open table.
Letting go of the volume slider, or a moment after moving it by keys, plays a card at that volume, so the
player hears what they chose before saving it (only while sound is switched on).  The player is
imported only to play.
"""

from __future__ import annotations

from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QCheckBox, QFormLayout, QGroupBox, QHBoxLayout, QLabel, QSlider, QWidget



class SoundGroup(QGroupBox):
    """The group; ``form`` is its form layout (the dialog lines its labels up with the others')."""

    def __init__(self, settings, parent: QWidget | None = None):
        super().__init__(parent)
        self.setTitle(self.tr("Sound"))
        self.form = QFormLayout(self)
        self.form.setLabelAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        self.form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
        self.form.setHorizontalSpacing(14)

        self.sound_on = QCheckBox(self.tr("Play sounds at the table"))
        self.sound_on.setObjectName("sound_on")
        self.sound_on.setChecked(bool(settings.get("sound_on", True)))
        self.form.addRow("", self.sound_on)

        self.volume = QSlider(Qt.Orientation.Horizontal)
        self.volume.setObjectName("sound_volume")
        self.volume.setRange(0, 100)
        self.volume.setSingleStep(5)
        self.volume.setPageStep(10)
        self.volume.setValue(int(settings.get("sound_volume")))
        self.volume.setAccessibleName(self.tr("Volume"))
        self.level = QLabel()
        self.level.setMinimumWidth(self.level.fontMetrics().horizontalAdvance("100 %") + 4)
        row = QHBoxLayout()
        row.addWidget(self.volume, 1)
        row.addWidget(self.level)
        self.form.addRow(self.tr("Volume"), row)

        self._preview_timer = QTimer(self)           # keys move the slider a step at a time: one card at the end
        self._preview_timer.setSingleShot(True)
        self._preview_timer.setInterval(250)
        self._preview_timer.timeout.connect(self.preview)
        self.volume.valueChanged.connect(self._moved)
        self.volume.sliderReleased.connect(self.preview)
        self.sound_on.toggled.connect(self.volume.setEnabled)
        self.volume.setEnabled(self.sound_on.isChecked())
        self._show_level(self.volume.value())

    def _moved(self, value: int) -> None:
        self._show_level(value)
        if not self.volume.isSliderDown():
            self._preview_timer.start()

    def _show_level(self, value: int) -> None:
        self.level.setText(self.tr("%1 %").replace("%1", str(value)))

    def preview(self) -> None:
        """A card played at the slider's volume (nothing while sound is off)."""
        self._preview_timer.stop()
        if self.sound_on.isChecked():
            from ..toolkit.sound.cues import PLAY
            from ..toolkit.sound.player import sound_player
            sound_player().preview(PLAY, self.volume.value())

    def values(self) -> dict:
        return {"sound_on": self.sound_on.isChecked(), "sound_volume": self.volume.value()}
