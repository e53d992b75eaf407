"""The settings dialog's Sound group (issue 24, "Sound"): the switch and the volume are saved with OK and heard
at once; moving the slider plays a card at the chosen volume (through the tests' null output)."""

from __future__ import annotations

from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QCheckBox, QDialogButtonBox, QSlider, QStyle, QStyleOptionSlider

from cardsuite.ui.app.settings_dialog import SettingsDialog


def dialog(qtbot, settings) -> SettingsDialog:
    d = SettingsDialog(settings)
    qtbot.addWidget(d)
    d.show()
    qtbot.waitExposed(d)
    tabs = d.pages.tabBar()                   # the Sound group is on the second page: the player opens it
    qtbot.mouseClick(tabs, Qt.MouseButton.LeftButton, pos=tabs.tabRect(1).center())
    assert d.pages.currentIndex() == 1
    return d


def handle(slider: QSlider) -> QPoint:
    option = QStyleOptionSlider()
    slider.initStyleOption(option)
    return slider.style().subControlRect(QStyle.ComplexControl.CC_Slider, option, QStyle.SubControl.SC_SliderHandle,
                                         slider).center()


def test_the_volume_by_keys_is_heard_and_the_switch_and_volume_are_saved_with_ok(qtbot, settings, null_sound):
    d = dialog(qtbot, settings)
    switch = d.findChild(QCheckBox, "sound_on")
    slider = d.findChild(QSlider, "sound_volume")
    assert switch.isChecked() and slider.value() == 70 and slider.isEnabled()
    slider.setFocus()
    QTest.keyClick(slider, Qt.Key.Key_PageDown)       # 70 -> 60
    QTest.keyClick(slider, Qt.Key.Key_PageDown)       # -> 50
    assert d.sound.level.text() == "50 %"
    qtbot.waitUntil(lambda: null_sound.played != [])
    assert null_sound.played == [("play", 0.25)]      # one card, when the keys stop, at the new volume
    QTest.mouseClick(switch, Qt.MouseButton.LeftButton)
    assert not switch.isChecked() and not slider.isEnabled()
    QTest.mouseClick(d.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Ok),
                     Qt.MouseButton.LeftButton)
    assert settings.get("sound_on") is False and settings.get("sound_volume") == 50


def test_letting_go_of_the_slider_plays_a_card_at_that_volume_unless_sound_is_off(qtbot, settings, null_sound):
    d = dialog(qtbot, settings)
    slider = d.findChild(QSlider, "sound_volume")
    start = handle(slider)
    QTest.mousePress(slider, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
    QTest.mouseMove(slider, QPoint(slider.width() - 1, start.y()))
    QTest.mouseRelease(slider, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                       QPoint(slider.width() - 1, start.y()))
    assert slider.value() == 100
    assert null_sound.played == [("play", 1.0)]
    QTest.mouseClick(d.findChild(QCheckBox, "sound_on"), Qt.MouseButton.LeftButton)
    d.sound.preview()
    assert null_sound.played == [("play", 1.0)]
    assert settings.get("sound_volume") == 70           # nothing is saved before OK
