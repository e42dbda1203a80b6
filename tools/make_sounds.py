"""Synthesize the game's sound effects (our own, generated; no recordings).

Run ``python tools/make_sounds.py`` to rewrite ``resources/sounds/*.wav``.
Each effect is a few soft sine partials with a quick attack and an
exponential decay, kept short and quiet so that a game of many rounds stays
pleasant. Deterministic: the same script always writes the same bytes.
"""

from __future__ import annotations

import math
import struct
import wave
from pathlib import Path

RATE = 22050
OUT = Path(__file__).resolve().parents[1] / "resources" / "sounds"


def tone(
    notes: list[tuple[float, float, float]],
    length: float,
    *,
    decay: float = 9.0,
    gain: float = 0.28,
    partials: tuple[float, ...] = (1.0, 0.35, 0.12),
) -> list[float]:
    """Mix notes given as (start seconds, frequency Hz, loudness 0..1)."""
    samples = [0.0] * int(length * RATE)
    for start, freq, loud in notes:
        first = int(start * RATE)
        for i in range(first, len(samples)):
            t = (i - first) / RATE
            attack = min(1.0, t / 0.006)
            env = attack * math.exp(-decay * t)
            value = sum(
                weight * math.sin(2 * math.pi * freq * (k + 1) * t)
                for k, weight in enumerate(partials)
            )
            samples[i] += loud * env * value
    peak = max(1e-9, max(abs(s) for s in samples))
    return [gain * s / peak for s in samples]


def noise_tap(length: float, *, gain: float = 0.18) -> list[float]:
    """A soft card-on-felt tap: filtered pseudo-random noise with a fast decay."""
    samples = []
    state = 12345
    low = 0.0
    for i in range(int(length * RATE)):
        state = (1103515245 * state + 12345) & 0x7FFFFFFF
        white = state / 0x3FFFFFFF - 1.0
        low += 0.18 * (white - low)  # one-pole low-pass: a dull, papery tap
        t = i / RATE
        samples.append(low * math.exp(-38 * t) * min(1.0, t / 0.002))
    peak = max(1e-9, max(abs(s) for s in samples))
    return [gain * s / peak for s in samples]


def mix(*tracks: list[float]) -> list[float]:
    out = [0.0] * max(len(t) for t in tracks)
    for track in tracks:
        for i, s in enumerate(track):
            out[i] += s
    return out


def write(name: str, samples: list[float]) -> None:
    fade = int(0.01 * RATE)
    for i in range(fade):  # no click at the end
        samples[-1 - i] *= i / fade
    with wave.open(str(OUT / f"{name}.wav"), "wb") as handle:
        handle.setnchannels(1)
        handle.setsampwidth(2)
        handle.setframerate(RATE)
        handle.writeframes(
            b"".join(struct.pack("<h", int(max(-1.0, min(1.0, s)) * 32767)) for s in samples)
        )


def main() -> None:
    OUT.mkdir(parents=True, exist_ok=True)
    # reveal: a card turned over, then a light bell (E5)
    write("reveal", mix(noise_tap(0.12), tone([(0.03, 659.3, 1.0)], 0.45, decay=8)))
    # bid: a single soft tap of cards placed face down
    write("bid", noise_tap(0.14, gain=0.2))
    # win: a rising major arpeggio C5 E5 G5
    write("win", tone([(0.0, 523.3, 0.8), (0.08, 659.3, 0.8), (0.16, 784.0, 1.0)], 0.7, decay=5))
    # pick: a tap and a short low note (A4)
    write("pick", mix(noise_tap(0.1, gain=0.16), tone([(0.01, 440.0, 1.0)], 0.25, decay=14)))
    # game end: a gentle two-note chime (G5, C6)
    write("end", tone([(0.0, 784.0, 0.9), (0.18, 1046.5, 1.0)], 1.0, decay=4))


if __name__ == "__main__":
    main()
