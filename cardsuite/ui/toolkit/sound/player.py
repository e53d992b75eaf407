"""The one sound player of the process: reads the settings at each sound, keeps sounds from piling up, and
opens the output once, off the GUI thread, the first time a table wants sound.

Where no sound can be played (no audio device, as on a server; the library not installed) the first try
says why in one line of the log and every sound after it is silence.  Nothing here raises: a sound is a
nicety, never a reason for a table to stop.  No Qt here.
"""

from __future__ import annotations

import logging
import threading
import time
from array import array
from typing import Any, Callable

from .cues import CARD_SOUNDS, DEAL
from .library import SoundLibrary
from .output import DeviceOutput, NoDevice, gain_of

log = logging.getLogger(__name__)

DEFAULT_VOLUME = 70
CARD_GAP_S = 0.06       # card sounds closer than this are one sound (a burst of moves with animations off)
DEAL_GAP_S = 1.0        # a deal is one riffle, however many rows or seats it takes
STALE_S = 0.5           # a sound asked for while the device was still opening is dropped after this long


class SoundPlayer:
    """Plays cues through one output.  ``open_output`` makes it (default: the sound device) on first use, in a
    thread of its own; an ``output`` given here is used as it is (tests give a :class:`.output.NullOutput`)."""

    def __init__(self, output: Any = None, open_output: Callable[[], Any] = DeviceOutput,
                 library: SoundLibrary | None = None, now: Callable[[], float] = time.monotonic) -> None:
        self.library = library if library is not None else SoundLibrary()
        self._open_output = open_output
        self._output = output
        self._state = "open" if output is not None else "closed"     # closed, opening, open or none
        self._pending: list[tuple[float, str, array, float]] = []
        self._lock = threading.Lock()
        self._now = now
        self._last: dict[str, float] = {}
        self._failed = False

    @property
    def output(self) -> Any:
        return self._output

    def prepare(self) -> None:
        """Start opening the output now (a table with sound on was just made), so its first sound is ready."""
        with self._lock:
            if self._state != "closed":
                return
            self._state = "opening"
        threading.Thread(target=self._open, name="cardsuite-sound-open", daemon=True).start()

    def play(self, cue: str, settings: Any = None) -> None:
        """Play ``cue`` as the player's settings say (``sound_on``, ``sound_volume``); silence when off."""
        try:
            on = True if settings is None else settings.get("sound_on", True)
            volume = DEFAULT_VOLUME if settings is None else settings.get("sound_volume", DEFAULT_VOLUME)
            if on:
                self._play(cue, volume)
        except Exception as error:  # noqa: BLE001 - a sound never stops a table
            self._say_failed(error)

    def preview(self, cue: str, volume: int) -> None:
        """Play ``cue`` at ``volume`` whatever the settings say (the settings dialog's volume slider)."""
        try:
            self._play(cue, volume, throttle=False)
        except Exception as error:  # noqa: BLE001
            self._say_failed(error)

    def close(self) -> None:
        with self._lock:
            output, self._output, self._state = self._output, None, "closed"
        if output is not None:
            output.close()

    # -- internals ----------------------------------------------------------------------------------

    def _play(self, cue: str, volume: Any, throttle: bool = True) -> None:
        gain = gain_of(volume)
        if gain <= 0 or (throttle and self._throttled(cue)):
            return
        samples = self.library.samples(cue)
        if samples is None:
            return
        with self._lock:
            state, output = self._state, self._output
            if state in ("closed", "opening"):
                self._pending.append((self._now(), cue, samples, gain))
        if state == "closed":
            self.prepare()
        elif state == "open":
            output.play(cue, samples, gain)

    def _throttled(self, cue: str) -> bool:
        """Whether ``cue`` comes too soon after the last sound of its kind (and so is not played)."""
        now = self._now()
        if cue == DEAL:
            if now - self._last.get(DEAL, -1e9) < DEAL_GAP_S:
                return True
            self._last[DEAL] = now
        if cue in CARD_SOUNDS:
            if now - self._last.get("card", -1e9) < CARD_GAP_S:
                return True
            self._last["card"] = now
        return False

    def _open(self) -> None:
        """(In its own thread.)  Open the output; play what was asked for meanwhile, unless it is stale."""
        try:
            output = self._open_output()
        except NoDevice as error:
            output = None
            log.warning("cardsuite: sound is off for this run: %s", error)
        except Exception as error:  # noqa: BLE001 - whatever the library raises, the app goes on silently
            output = None
            log.warning("cardsuite: sound is off for this run: the sound device failed: %s", error)
        with self._lock:
            self._output, self._state = output, ("open" if output is not None else "none")
            pending, self._pending = self._pending, []
        now = self._now()
        for when, cue, samples, gain in pending:
            if output is not None and now - when < STALE_S:
                output.play(cue, samples, gain)

    def _say_failed(self, error: Exception) -> None:
        if not self._failed:
            self._failed = True
            log.warning("cardsuite: a sound could not be played (%s: %s); the game goes on", type(error).__name__,
                        error)


_player: SoundPlayer | None = None


def sound_player() -> SoundPlayer:
    """The process's player (made on first use)."""
    global _player
    if _player is None:
        _player = SoundPlayer()
    return _player


def install(player: SoundPlayer | None) -> SoundPlayer | None:
    """Make ``player`` the process's player (tests install one with a null output); returns the one before."""
    global _player
    previous, _player = _player, player
    return previous
