"""The sound player (issue 24, "Sound"): the switch and the volume from the settings, sounds that come too
thick are thinned, a file that cannot be used or a machine without an audio device is one line in the log
and silence -- and no test here touches a device (the outputs are null ones, or a stand-in that fails)."""

from __future__ import annotations

import logging
import sys
import threading
from array import array

import pytest

from cardsuite.profile.settings import Settings
from cardsuite.ui.toolkit.sound.cues import DEAL, DRAW, MELD, PLAY, TRICK
from cardsuite.ui.toolkit.sound.library import RATE, SoundLibrary
from cardsuite.ui.toolkit.sound.output import DeviceOutput, Mixer, NoDevice, NullOutput, gain_of
from cardsuite.ui.toolkit.sound.player import SoundPlayer


class Clock:
    def __init__(self) -> None:
        self.t = 100.0

    def __call__(self) -> float:
        return self.t


@pytest.fixture
def clock():
    return Clock()


def player_with(clock, library=None) -> tuple[SoundPlayer, NullOutput]:
    output = NullOutput()
    return SoundPlayer(output=output, library=library, now=clock), output


def test_the_switch_silences_and_the_volume_sets_the_gain(clock):
    player, output = player_with(clock)
    settings = Settings({"sound_on": True, "sound_volume": 50}, path=None, read_only=True)
    player.play(MELD, settings)
    assert output.played == [(MELD, 0.25)]            # volume 50 of 100: a quarter of the amplitude
    settings.set("sound_volume", 100)
    clock.t += 5
    player.play(MELD, settings)
    assert output.played[-1] == (MELD, 1.0)
    settings.set("sound_on", False)
    clock.t += 5
    player.play(MELD, settings)
    settings.set("sound_on", True)
    settings.set("sound_volume", 0)
    player.play(MELD, settings)
    assert len(output.played) == 2                     # switched off, or at volume 0: nothing reaches the output


def test_the_settings_keep_the_volume_between_0_and_100():
    settings = Settings({"sound_volume": 250, "sound_on": "yes"}, path=None, read_only=True)
    assert settings.get("sound_volume") == 70 and settings.get("sound_on") is True       # the defaults
    with pytest.raises(ValueError):
        settings.set("sound_volume", -1)
    with pytest.raises(ValueError):
        settings.set("sound_volume", True)


def test_card_sounds_closer_than_a_moment_are_one_and_a_deal_is_one_riffle(clock):
    player, output = player_with(clock)
    for cue in (PLAY, DRAW, TRICK):
        player.play(cue)
    clock.t += 0.1
    player.play(DEAL)
    clock.t += 0.1
    player.play(DEAL)                                  # a second row of the same deal
    player.play(MELD)                                  # a chime is not a card sound: it is never thinned
    clock.t += 2
    player.play(DEAL)
    assert output.cues() == [PLAY, DEAL, MELD, DEAL]


def test_a_missing_or_broken_file_is_one_log_line_and_silence(tmp_path, clock, caplog):
    (tmp_path / "meld.wav").write_bytes(b"RIFF\x00\x00\x00\x00WAVEjunk")
    player, output = player_with(clock, SoundLibrary(tmp_path))
    with caplog.at_level(logging.WARNING):
        for _ in range(3):
            player.play(MELD)
            player.play(PLAY)
            clock.t += 5
    assert output.played == []
    lines = [r.getMessage() for r in caplog.records]
    assert len(lines) == 2                             # one line for each file, however often it is asked for
    assert any("meld.wav" in line and "stays silent" in line for line in lines)
    assert any("play.wav" in line for line in lines)


def test_without_an_audio_device_the_first_sound_says_so_once_and_the_rest_are_silent(clock, caplog):
    opened = threading.Event()
    tries = []

    def no_device():
        tries.append(1)
        opened.set()
        raise NoDevice("no audio device could be opened: ('failed to init device', -401)")

    player = SoundPlayer(open_output=no_device, now=clock)
    with caplog.at_level(logging.WARNING):
        player.play(PLAY)
        assert opened.wait(30)
        for _ in range(600):                           # until the opening thread has given up and said so
            if caplog.records:
                break
            threading.Event().wait(0.05)
        for cue in (DEAL, MELD, TRICK):
            clock.t += 5
            player.play(cue)
    assert tries == [1]                                # never tried again in this run
    assert [r.getMessage() for r in caplog.records] == [
        "cardsuite: sound is off for this run: no audio device could be opened: ('failed to init device', -401)"]


def test_without_the_audio_library_the_device_output_says_so(monkeypatch):
    monkeypatch.setitem(sys.modules, "miniaudio", None)          # as where pip left the dependency out
    with pytest.raises(NoDevice, match="audio library is not installed"):
        DeviceOutput()


def test_a_sound_asked_for_while_the_device_opens_plays_once_it_is_open(clock):
    output = NullOutput()
    gate = threading.Event()

    def slow_open():
        gate.wait(30)
        return output

    player = SoundPlayer(open_output=slow_open, now=clock)
    player.play(DEAL)
    gate.set()
    for _ in range(600):
        if output.played:
            break
        threading.Event().wait(0.05)
    assert output.cues() == [DEAL]


def test_the_mixer_sums_scaled_sounds_clips_and_gives_silence_when_idle():
    mixer = Mixer()
    assert mixer.take(4) == array("h", [0, 0, 0, 0])
    mixer.add(array("h", [1000, -1000, 20000, 20000, 30000]), 0.5)
    mixer.add(array("h", [1000, 1000, 20000]), 1.0)
    assert mixer.take(3) == array("h", [1500, 500, 30000])
    assert mixer.take(3) == array("h", [10000, 15000, 0])        # the shorter one has ended
    assert not mixer.busy()
    mixer.add(array("h", [30000]), 1.0)
    mixer.add(array("h", [30000]), 1.0)
    assert mixer.take(1) == array("h", [32767])                  # clipped, not wrapped round
    stream = mixer.stream()
    next(stream)
    assert len(stream.send(RATE // 100)) == RATE // 100          # the device pulls 10 ms


def test_the_volume_curve_is_even_to_the_ear_and_bounded():
    assert gain_of(0) == 0 and gain_of(100) == 1.0 and gain_of(50) == 0.25
    assert gain_of(150) == 1.0 and gain_of(-5) == 0

