"""The sound files, read once each: ``assets/sounds/<cue>.wav``, mono 16-bit at :data:`RATE`.

A file that is missing or cannot be used (not a WAV, another format, cut short) is said once in the log
and stays silent; the table plays on.  No Qt here.
"""

from __future__ import annotations

import logging
import sys
import wave
from array import array
from pathlib import Path

log = logging.getLogger(__name__)

RATE = 22050
"""Samples a second, of every file and of the output."""


class SoundLibrary:
    """The samples of each cue, read from ``folder`` (default: the assets' ``sounds``) when first played."""

    def __init__(self, folder: Path | None = None) -> None:
        self._folder = folder
        self._samples: dict[str, array | None] = {}

    @property
    def folder(self) -> Path:
        if self._folder is None:
            from ..assets import assets_dir
            self._folder = assets_dir() / "sounds"
        return self._folder

    def samples(self, cue: str) -> array | None:
        """The cue's 16-bit samples, or None (said in the log the first time) when its file is not usable."""
        if cue not in self._samples:
            path = self.folder / f"{cue}.wav"
            try:
                self._samples[cue] = read_wav(path)
            except (OSError, EOFError, wave.Error, ValueError) as error:
                self._samples[cue] = None
                log.warning("cardsuite: the sound %s cannot be played (%s); it stays silent", path, error)
        return self._samples[cue]


def read_wav(path: Path) -> array:
    """The samples of a WAV file as this module wants it (mono, 16-bit, :data:`RATE`); else ValueError."""
    with wave.open(str(path), "rb") as source:
        if (source.getnchannels(), source.getsampwidth(), source.getframerate()) != (1, 2, RATE):
            raise ValueError(f"{source.getnchannels()} channel(s), {8 * source.getsampwidth()}-bit, "
                             f"{source.getframerate()} Hz; wanted mono, 16-bit, {RATE} Hz")
        frames = source.getnframes()
        data = source.readframes(frames)
    if len(data) != 2 * frames or not frames:
        raise ValueError(f"{len(data) // 2} of {frames} samples")
    samples = array("h")
    samples.frombytes(data)
    if sys.byteorder != "little":
        samples.byteswap()
    return samples
