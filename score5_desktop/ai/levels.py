"""Bot levels by name: the one place that knows which class plays each level."""

from __future__ import annotations

from collections.abc import Callable

from score5_desktop.ai.base import Bot
from score5_desktop.ai.random_bot import RandomBot

_FACTORIES: dict[str, Callable[[int | None], Bot]] = {
    "random": RandomBot,
}


def available_levels() -> tuple[str, ...]:
    """Levels that exist, weakest first."""
    order = ("random", "easy", "normal", "hard", "expert")
    return tuple(level for level in order if level in _FACTORIES)


def make_bot(level: str, seed: int | None = None) -> Bot:
    try:
        factory = _FACTORIES[level]
    except KeyError:
        known = ", ".join(available_levels())
        raise ValueError(f"unknown bot level {level!r} (known: {known})") from None
    return factory(seed)
