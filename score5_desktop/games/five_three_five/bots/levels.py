"""Five Three Five bot levels by name: the one place that knows which class plays each.

Levels differ in how hard they think, never in what they may see: every level
gets only its seat's ``SeatView``.
"""

from __future__ import annotations

from collections.abc import Callable

from score5_desktop.core.protocol import Bot
from score5_desktop.games.five_three_five.bots.heuristic import HeuristicBot
from score5_desktop.games.five_three_five.bots.random_bot import RandomBot
from score5_desktop.games.five_three_five.bots.search import EXPERT, HARD, SearchBot

LEVELS: tuple[str, ...] = ("random", "easy", "normal", "hard", "expert")


def _random(seed: int | None, think: float | int | None) -> Bot:
    return RandomBot(seed)


def _easy(seed: int | None, think: float | int | None) -> Bot:
    return HeuristicBot("easy", seed)


def _normal(seed: int | None, think: float | int | None) -> Bot:
    return HeuristicBot("normal", seed)


def _hard(seed: int | None, think: float | int | None) -> Bot:
    return SearchBot("hard", HARD, seed, think)


def _expert(seed: int | None, think: float | int | None) -> Bot:
    return SearchBot("expert", EXPERT, seed, think)


_FACTORIES: dict[str, Callable[[int | None, float | int | None], Bot]] = {
    "random": _random,
    "easy": _easy,
    "normal": _normal,
    "hard": _hard,
    "expert": _expert,
}


def available_levels() -> tuple[str, ...]:
    """Levels that exist, weakest first."""
    return tuple(level for level in LEVELS if level in _FACTORIES)


def make_bot(level: str, seed: int | None = None, think: float | int | None = None) -> Bot:
    """A bot of ``level``; ``think`` is the searching levels' budget (seconds as a float,
    playouts as an int, None for the default); other levels ignore it."""
    try:
        factory = _FACTORIES[level]
    except KeyError:
        known = ", ".join(available_levels())
        raise ValueError(f"unknown bot level {level!r} (known: {known})") from None
    return factory(seed, think)
