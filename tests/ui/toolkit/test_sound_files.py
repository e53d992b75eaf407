"""The table's sounds as files (issue 24, "Sound"): made by packaging/sounds/make_sounds.py, small, soft, and
free of clicks and clipping -- listened to through their numbers, since no test has ears."""

from __future__ import annotations

import importlib.util
import math
import wave
from array import array
from pathlib import Path

import pytest

from cardsuite.ui.toolkit.sound.cues import CUES
from cardsuite.ui.toolkit.sound.library import RATE, read_wav

ROOT = Path(__file__).resolve().parents[3]
SOUNDS = ROOT / "assets" / "sounds"


def generator():
    spec = importlib.util.spec_from_file_location("make_sounds", ROOT / "packaging" / "sounds" / "make_sounds.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_every_cue_has_its_file_and_the_generator_makes_exactly_the_committed_ones():
    made = generator().make_all()
    assert set(made) == set(CUES)
    for cue in CUES:
        path = SOUNDS / f"{cue}.wav"
        assert path.read_bytes() == made[cue], f"{path.name} is not what make_sounds.py makes: run it again"


@pytest.mark.parametrize("cue", CUES)
def test_each_sound_is_short_small_soft_and_starts_and_ends_in_silence(cue):
    path = SOUNDS / f"{cue}.wav"
    with wave.open(str(path), "rb") as w:
        assert (w.getnchannels(), w.getsampwidth(), w.getframerate()) == (1, 2, RATE)    # mono, 16-bit, 22.05 kHz
    assert path.stat().st_size < 100_000
    samples = read_wav(path)
    seconds = len(samples) / RATE
    assert 0.03 <= seconds <= 1.5
    peak = max(abs(s) for s in samples) / 32768
    rms = math.sqrt(sum(s * s for s in samples) / len(samples)) / 32768
    assert 0.2 <= peak <= 0.6                       # soft: at most about -4.4 dBFS, and not too faint to hear
    assert rms > 0.02                               # something is there (about -34 dBFS or more)
    assert not any(s in (32767, -32768) for s in samples)                 # no clipping
    assert abs(sum(samples) / len(samples)) < 0.01 * 32768                 # no offset (a thump at start and end)
    ms = RATE // 1000
    assert samples[0] == 0 and samples[-1] == 0                            # fades in and out: no click
    assert max(abs(s) for s in samples[:ms]) < 0.1 * 32768
    assert max(abs(s) for s in samples[-ms:]) < 0.1 * 32768
    quarter = ms // 4                                                      # the first and last quarter ms: near 0
    assert max(abs(s) for s in samples[:quarter] + samples[-quarter:]) < 0.02 * 32768


def test_a_file_of_another_format_is_refused_with_the_reason(tmp_path):
    path = tmp_path / "stereo.wav"
    with wave.open(str(path), "wb") as w:
        w.setnchannels(2)
        w.setsampwidth(2)
        w.setframerate(44100)
        w.writeframes(array("h", [0] * 200).tobytes())
    with pytest.raises(ValueError, match="2 channel"):
        read_wav(path)
