"""Where sounds go: the sound device (:class:`DeviceOutput`), or :class:`NullOutput`, which only records.

The device is opened through ``miniaudio`` (a wheel with its own copy of the miniaudio C library: no
system library is needed to install it; at run time it finds the system's sound server or driver).  It is
imported when the first sound plays, never on the way to the first window.  Sounds that overlap are mixed
in :class:`Mixer`, which the device's thread reads from.  No Qt here.
"""

from __future__ import annotations

import atexit
import sys
import threading
from array import array
from typing import Any

from .library import RATE


class NoDevice(Exception):
    """No sound can be played in this run (the library is missing, or there is no audio device)."""


def gain_of(volume: int) -> float:
    """The amplitude factor of a volume setting (0-100): squared, so the slider's steps sound even."""
    v = max(0, min(100, int(volume))) / 100
    return v * v


class NullOutput:
    """Plays nothing and records what it was given: ``played`` holds (cue, gain) pairs (tests, and any run
    that must not touch a device)."""

    def __init__(self) -> None:
        self.played: list[tuple[str, float]] = []

    def play(self, cue: str, samples: array, gain: float) -> None:
        self.played.append((cue, gain))

    def cues(self) -> list[str]:
        return [cue for cue, _gain in self.played]

    def close(self) -> None:
        pass


class Mixer:
    """The sounds playing now, summed sample by sample; ``take(n)`` gives the next ``n`` samples (silence when
    nothing plays).  ``add`` comes from the GUI thread, ``take`` from the device's: a lock keeps them apart."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._voices: list[list[Any]] = []      # [samples, position, gain]

    def add(self, samples: array, gain: float) -> None:
        with self._lock:
            self._voices.append([samples, 0, gain])

    def busy(self) -> bool:
        with self._lock:
            return bool(self._voices)

    def take(self, n: int) -> array:
        with self._lock:
            voices = list(self._voices)
        if not voices:
            return array("h", bytes(2 * n))
        total = [0.0] * n
        for voice in voices:
            samples, pos, gain = voice
            for i, s in enumerate(samples[pos:pos + n]):
                total[i] += s * gain
            voice[1] = pos + n
        with self._lock:
            self._voices = [v for v in self._voices if v[1] < len(v[0])]
        return array("h", [-32768 if x < -32768 else 32767 if x > 32767 else int(x) for x in total])

    def stream(self):
        """The generator the device pulls from: sent a number of frames, it yields that many samples."""
        frames = yield b""
        while True:
            frames = yield self.take(frames)


_alsa_handler = None


def quiet_alsa() -> None:
    """On Linux, ALSA prints its own complaints about a missing sound card to the terminal (a dozen lines);
    its error handler is replaced by one that says nothing, so the one line in the log is all there is."""
    global _alsa_handler
    if not sys.platform.startswith("linux") or _alsa_handler is not None:
        return
    import ctypes
    try:
        alsa = ctypes.CDLL("libasound.so.2")
    except OSError:
        return
    handler_type = ctypes.CFUNCTYPE(None, ctypes.c_char_p, ctypes.c_int, ctypes.c_char_p, ctypes.c_int,
                                    ctypes.c_char_p)
    _alsa_handler = handler_type(lambda *_args: None)    # kept: ALSA holds on to it
    alsa.snd_lib_error_set_handler(_alsa_handler)


class DeviceOutput:
    """The system's default sound device, one mono stream at :data:`RATE` fed by a :class:`Mixer`.

    Opening raises :class:`NoDevice` with the reason when there is none (as on a machine without a sound
    card) or the library is not installed."""

    def __init__(self) -> None:
        try:
            import miniaudio
        except ImportError as error:
            raise NoDevice(f"the audio library is not installed: {error}") from None
        quiet_alsa()
        self.mixer = Mixer()
        try:
            self.device = miniaudio.PlaybackDevice(output_format=miniaudio.SampleFormat.SIGNED16, nchannels=1,
                                                   sample_rate=RATE, buffersize_msec=40, app_name="cardsuite")
        except Exception as error:  # noqa: BLE001 - miniaudio's errors have no common base but Exception
            raise NoDevice(f"no audio device could be opened: {error}") from None
        if str(getattr(self.device, "backend", "")).lower() == "null":
            self.device.close()
            raise NoDevice("no audio device: only miniaudio's silent null backend is there")
        stream = self.mixer.stream()
        next(stream)
        self.device.start(stream)
        atexit.register(self.close)

    def play(self, cue: str, samples: array, gain: float) -> None:
        self.mixer.add(samples, gain)

    def close(self) -> None:
        device, self.device = getattr(self, "device", None), None
        if device is not None:
            device.close()
