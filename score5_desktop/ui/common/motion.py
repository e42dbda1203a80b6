"""How fast the table moves: one place that turns a speed setting into durations.

"instant" skips animation entirely (tests, the unattended demo); reduced motion
keeps the game readable without things flying across the screen: cards jump to
their places and only fade, and nothing spins or flips.
"""

from __future__ import annotations

from dataclasses import dataclass

SPEEDS: tuple[str, ...] = ("slow", "normal", "fast", "instant")
_FACTORS = {"slow": 1.7, "normal": 1.0, "fast": 0.45, "instant": 0.0}
_BOT_PACE = {"slow": 900, "normal": 450, "fast": 150, "instant": 0}


@dataclass(frozen=True, slots=True)
class Motion:
    speed: str = "normal"
    reduced: bool = False

    @property
    def instant(self) -> bool:
        return self.speed == "instant"

    def ms(self, base: int) -> int:
        """A movement's duration; 0 when moves should jump (instant or reduced motion)."""
        if self.reduced:
            return 0
        return int(base * _FACTORS.get(self.speed, 1.0))

    def fade_ms(self, base: int) -> int:
        """Fades stay (shortened) under reduced motion: they do not move anything."""
        return int(base * _FACTORS.get(self.speed, 1.0))

    def hold_ms(self, base: int) -> int:
        """A pause that lets players read what just happened."""
        return int(base * _FACTORS.get(self.speed, 1.0))

    def bot_pace_ms(self) -> int:
        """How long a bot seat shows "thinking" at least."""
        return _BOT_PACE.get(self.speed, 450)
