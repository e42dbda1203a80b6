"""Bot levels by name: the one place that knows which class plays each level.

Levels differ in how hard they think and in deliberate imperfection, never in
what they may see: every level gets only its seat's observation (R10).
"""

from __future__ import annotations

from collections.abc import Callable

from score5_desktop.games.score5.bots.base import Bot
from score5_desktop.games.score5.bots.heuristic import EASY, NORMAL, HeuristicBot
from score5_desktop.games.score5.bots.random_bot import RandomBot
from score5_desktop.games.score5.rules.record import BOT_LEVELS

# The one list of levels, weakest first: the record format defines it (records and
# settings check a level against it), the bots give each a class.
LEVELS: tuple[str, ...] = BOT_LEVELS


def _random(seed: int | None, think: float | int | None) -> Bot:
    return RandomBot(seed)


def _easy(seed: int | None, think: float | int | None) -> Bot:
    return HeuristicBot("easy", EASY, seed)


def _normal(seed: int | None, think: float | int | None) -> Bot:
    return HeuristicBot("normal", NORMAL, seed)


def _hard(seed: int | None, think: float | int | None) -> Bot:
    from score5_desktop.games.score5.bots.search import HARD, SearchBot

    return SearchBot("hard", HARD, seed, think)


def _expert(seed: int | None, think: float | int | None) -> Bot:
    from score5_desktop.games.score5.bots.search import EXPERT, SearchBot

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


def bench_budget(level: str):
    """The budget of a bench level ``ismcts:N[:V]`` (the textbook search the levels are
    measured against: ``ismcts.BenchLevel``), or None. Bench levels play in the arena
    and the ladder only: they are not in ``LEVELS``, so the app never offers them."""
    from score5_desktop.games.score5.bots.ismcts import parse_level

    return parse_level(level)


def make_bot(level: str, seed: int | None = None, think: float | int | None = None) -> Bot:
    """A bot of ``level``. ``think`` is the thinking budget of the searching levels:
    a float is seconds per decision (wall time), an int is rollouts per decision
    (deterministic, for tests); None is the level's default. Other levels ignore it,
    and so does a bench level ``ismcts:N[:V]``, whose budget is its name's."""
    if level == "coach" or level.startswith("coach:"):
        # The hint's level (``coach_search``): the review's own search, seeded by the
        # position; its budget is the review's, whatever ``think`` a seat was given.
        # ``coach:N`` salts the seed (``score5 coach-check --hint-level``: a second,
        # independent look); only the command line asks for it.
        from score5_desktop.games.score5.bots.coach_search import CoachBot

        salt = level.partition(":")[2]
        if salt and not salt.isdigit():
            raise ValueError(f"unknown bot level {level!r} (coach:N takes a whole number)")
        return CoachBot(salt=int(salt or 0))
    bench = bench_budget(level)
    if bench is not None:
        from score5_desktop.games.score5.bots.ismcts import ISMCTSBot

        return ISMCTSBot(bench.iterations, seed, bench.variants)
    try:
        factory = _FACTORIES[level]
    except KeyError:
        known = ", ".join(available_levels())
        raise ValueError(f"unknown bot level {level!r} (known: {known})") from None
    return factory(seed, think)
