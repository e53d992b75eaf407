"""Make the table's sounds: assets/sounds/*.wav, synthesised here so their source is in the repository.

    python packaging/sounds/make_sounds.py            write every sound into assets/sounds/
    python packaging/sounds/make_sounds.py --check    exit 1 when a committed file differs from what this makes

Pure Python (math, array, random, wave): no NumPy, no recording.  Every sound is mono, 22,050 Hz, 16-bit,
short and soft: it starts and ends at silence through a fade (no click), peaks well below full scale (no
clipping), and the noise is drawn from a seeded generator, so the same script always writes the same bytes
(tests/ui/toolkit/test_sound_files.py checks both, and that the committed files are this script's output).

The sounds, by what the table plays them for:
  play     a card laid on the cloth: a short burst of band-passed noise with a soft low thump
  draw     a card slid off the stock: a softer, slower swish
  deal     five quick slides, a riffle of cards going round
  trick    a trick swept off the table: noise whose brightness rises and falls
  meld     two bell notes (a fifth apart)
  canasta  four bell notes climbing the major chord
  won      a brighter climbing arpeggio that rings out
  lost     two low notes falling a major third
  tick     a wood-block tick (the last seconds of the Spider duel's clock)
  timeup   two soft beeps (the clock has run out)
"""

from __future__ import annotations

import argparse
import math
import random
import sys
import wave
from array import array
from pathlib import Path

RATE = 22050
FADE_S = 0.004          # every sound starts and ends with a fade of at least this long
OUT = Path(__file__).resolve().parents[2] / "assets" / "sounds"


def silence(seconds: float) -> list[float]:
    return [0.0] * int(round(seconds * RATE))


def noise(seconds: float, rng: random.Random) -> list[float]:
    return [rng.uniform(-1.0, 1.0) for _ in range(int(round(seconds * RATE)))]


def biquad(signal: list[float], kind: str, freq, q: float = 0.7) -> list[float]:
    """An RBJ-cookbook filter ("low" or "band"); ``freq`` is a number or a function of the sample index
    (a sweep: the coefficients follow it every 32 samples)."""
    out = []
    x1 = x2 = y1 = y2 = 0.0
    coeffs = None
    for i, x in enumerate(signal):
        if coeffs is None or (callable(freq) and i % 32 == 0):
            f = freq(i) if callable(freq) else freq
            w = 2 * math.pi * min(f, RATE * 0.45) / RATE
            alpha = math.sin(w) / (2 * q)
            cw = math.cos(w)
            if kind == "low":
                b0, b1, b2 = (1 - cw) / 2, 1 - cw, (1 - cw) / 2
            else:
                b0, b1, b2 = alpha, 0.0, -alpha
            a0, a1, a2 = 1 + alpha, -2 * cw, 1 - alpha
            coeffs = (b0 / a0, b1 / a0, b2 / a0, a1 / a0, a2 / a0)
        b0, b1, b2, a1, a2 = coeffs
        y = b0 * x + b1 * x1 + b2 * x2 - a1 * y1 - a2 * y2
        x2, x1, y2, y1 = x1, x, y1, y
        out.append(y)
    return out


def envelope(n: int, attack: float, decay: float) -> list[float]:
    """Rise over ``attack`` seconds (a half cosine), then fall exponentially with time constant ``decay``."""
    a = max(1, int(attack * RATE))
    env = []
    for i in range(n):
        rise = 0.5 - 0.5 * math.cos(math.pi * min(i, a) / a)
        env.append(rise * math.exp(-max(0, i - a) / (decay * RATE)))
    return env


def tone(freq: float, seconds: float, decay: float, partials=((1.0, 1.0), (2.0, 0.25), (3.0, 0.08)),
         attack: float = 0.006) -> list[float]:
    """A bell-like note: a few harmonics, the higher ones dying sooner; its last 20 ms fade out, so a note cut
    short while another sounds on leaves no click."""
    n = int(round(seconds * RATE))
    out = [0.0] * n
    for ratio, amp in partials:
        w = 2 * math.pi * freq * ratio / RATE
        d = decay / ratio ** 0.5
        env = envelope(n, attack, d)
        for i in range(n):
            out[i] += amp * env[i] * math.sin(w * i)
    tail = min(n, int(0.02 * RATE))
    for k in range(tail):
        out[n - 1 - k] *= 0.5 - 0.5 * math.cos(math.pi * k / tail)
    return out


def mix(length_s: float, parts: list[tuple[float, list[float], float]]) -> list[float]:
    """Lay each (start seconds, signal, gain) into one track ``length_s`` long."""
    out = silence(length_s)
    for start, signal, gain in parts:
        at = int(round(start * RATE))
        for i, s in enumerate(signal):
            if at + i < len(out):
                out[at + i] += gain * s
    return out


def times(a: list[float], b: list[float]) -> list[float]:
    return [x * y for x, y in zip(a, b)]


def finish(signal: list[float], peak: float, fade_s: float = 0.012) -> array:
    """Scale to ``peak`` of full scale, fade both ends to silence, and make 16-bit samples."""
    top = max(abs(s) for s in signal) or 1.0
    n = len(signal)
    f = max(int(fade_s * RATE), int(FADE_S * RATE))
    out = array("h")
    for i, s in enumerate(signal):
        g = 1.0
        if i < f:
            g = 0.5 - 0.5 * math.cos(math.pi * i / f)
        elif i >= n - f:
            g = 0.5 - 0.5 * math.cos(math.pi * (n - 1 - i) / f)
        out.append(int(round(s / top * peak * g * 32767)))
    return out


# -- the sounds ----------------------------------------------------------------------------------------------


def slide(rng: random.Random, seconds: float, centre: float, attack: float, decay: float) -> list[float]:
    burst = biquad(noise(seconds, rng), "band", centre, q=0.9)
    burst = biquad(burst, "low", centre * 2.2)
    return times(burst, envelope(len(burst), attack, decay))


def play(rng: random.Random) -> array:
    body = slide(rng, 0.15, 2300, 0.003, 0.030)
    thump = tone(170, 0.15, 0.025, partials=((1.0, 1.0),), attack=0.002)
    return finish(mix(0.15, [(0, body, 1.0), (0, thump, 0.35)]), 0.5, fade_s=0.004)


def draw(rng: random.Random) -> array:
    return finish(slide(rng, 0.17, 1700, 0.025, 0.045), 0.4)


def deal(rng: random.Random) -> array:
    parts = []
    for k in range(5):
        centre = 1900 + rng.uniform(-250, 250)
        parts.append((k * 0.075, slide(rng, 0.12, centre, 0.006, 0.025), 1.0 - 0.08 * k))
    return finish(mix(0.5, parts), 0.45)


def trick(rng: random.Random) -> array:
    n = int(0.32 * RATE)
    sweep = biquad(noise(0.32, rng), "low", lambda i: 500 + 2600 * math.sin(math.pi * i / n) ** 2, q=0.8)
    return finish(times(sweep, envelope(n, 0.09, 0.09)), 0.4, fade_s=0.03)


def chime(notes: list[float], gap: float, length: float, decay: float, peak: float) -> array:
    parts = [(k * gap, tone(f, length - k * gap, decay), 1.0) for k, f in enumerate(notes)]
    return finish(mix(length, parts), peak, fade_s=0.05)


def meld(rng: random.Random) -> array:
    return chime([783.99, 1174.66], 0.09, 0.6, 0.16, 0.35)               # G5, D6


def canasta(rng: random.Random) -> array:
    return chime([523.25, 659.25, 783.99, 1046.50], 0.08, 0.9, 0.2, 0.38)  # C5 E5 G5 C6


def won(rng: random.Random) -> array:
    return chime([587.33, 739.99, 880.00, 1174.66, 1479.98], 0.11, 1.2, 0.3, 0.38)  # D5 F#5 A5 D6 F#6


def lost(rng: random.Random) -> array:
    soft = ((1.0, 1.0), (2.0, 0.12))
    first = tone(220.00, 0.75, 0.22, partials=soft, attack=0.02)         # A3
    second = tone(174.61, 0.55, 0.25, partials=soft, attack=0.02)        # F3
    return finish(mix(0.8, [(0, first, 1.0), (0.25, second, 1.0)]), 0.4, fade_s=0.06)


def tick(rng: random.Random) -> array:
    knock = tone(1500, 0.06, 0.010, partials=((1.0, 1.0), (2.7, 0.3)), attack=0.001)
    return finish(knock, 0.4, fade_s=0.004)


def timeup(rng: random.Random) -> array:
    beep = []
    n = int(0.14 * RATE)
    for i in range(n):
        g = min(1.0, i / (0.01 * RATE), (n - 1 - i) / (0.03 * RATE))
        beep.append(g * (math.sin(2 * math.pi * 880 * i / RATE) + 0.15 * math.sin(2 * math.pi * 1760 * i / RATE)))
    return finish(mix(0.45, [(0.0, beep, 1.0), (0.24, beep, 1.0)]), 0.35, fade_s=0.01)


SOUNDS = {"play": play, "draw": draw, "deal": deal, "trick": trick, "meld": meld, "canasta": canasta,
          "won": won, "lost": lost, "tick": tick, "timeup": timeup}


def wav_bytes(samples: array) -> bytes:
    """The samples as a WAV file (little-endian 16-bit mono at RATE)."""
    import io
    buffer = io.BytesIO()
    with wave.open(buffer, "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(RATE)
        data = array("h", samples)
        if sys.byteorder != "little":
            data.byteswap()
        out.writeframes(data.tobytes())
    return buffer.getvalue()


def make_all() -> dict[str, bytes]:
    """Every sound's WAV file, by name; each from its own seeded generator, so one can change alone."""
    return {name: wav_bytes(make(random.Random(f"cardsuite-{name}"))) for name, make in SOUNDS.items()}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="compare with the committed files, write nothing")
    parser.add_argument("--out", type=Path, default=OUT, help="the folder to write (default: assets/sounds)")
    args = parser.parse_args(argv)
    stale = []
    for name, data in make_all().items():
        path = args.out / f"{name}.wav"
        if args.check:
            if not path.is_file() or path.read_bytes() != data:
                stale.append(path.name)
            continue
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(data)
        print(f"{path}: {len(data)} bytes")
    if stale:
        print("differ from make_sounds.py: " + ", ".join(stale), file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
