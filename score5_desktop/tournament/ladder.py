"""The level ladder: is every bot level measurably stronger than the one below it?

A ladder is a set of duplicate arenas (see ``arena``), for each player count N:

- a *step* per pair of neighbouring levels: the upper level in one seat against
  N-1 copies of the lower one. The step is *shown* when the upper level wins more
  than its fair share 1/N and the lower bound of its Wilson 95 % interval is above
  1/N too, so that chance alone is an unlikely explanation;
- a *mixed table*: the levels together at one table. With fewer seats than levels
  the N strongest play; with more, the weakest level fills the extra seats (it is
  the cheapest to run). A mixed table that would
  seat only two different levels is not played: it would be one of the steps again.

This module plans the arenas, runs them and judges them; printing is the command's.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from fractions import Fraction

from score5_desktop.core import registry
from score5_desktop.tournament.arena import (
    ArenaResult,
    GameOutcome,
    LevelSummary,
    app_budgets,
    run_arena,
    tasks_for,
)

#: A level that plays any legal decision at random is a baseline, not a rung.
BASELINE_LEVEL = "random"


def default_levels(game_id: str = registry.DEFAULT_GAME) -> tuple[str, ...]:
    """The ladder of a game when none is given: its bot levels, weakest first, without
    the random baseline."""
    levels = registry.get(game_id).bot_levels
    return tuple(level for level in levels if level != BASELINE_LEVEL)


SHOWN = "shown"
NOT_SHOWN = "not shown"
BELOW_FAIR = "below fair"
VS_FAIR = {1: "above", 0: "within", -1: "below"}  # compare_to_fair's answer in words


def compare_to_fair(share: float, ci95: tuple[float, float], fair: float) -> int:
    """+1 when a share is measurably above ``fair`` (the share and the interval's
    lower bound both above it), -1 when measurably below it (the upper bound below
    it), 0 when the interval does not tell. A bound exactly on the fair share does
    not count: at that point the difference is not shown."""
    if share > fair and ci95[0] > fair:
        return 1
    if ci95[1] < fair:
        return -1
    return 0


def step_verdict(share: float, ci95: tuple[float, float], fair: float) -> str:
    """A step's verdict in words: ``shown``, ``not shown`` or ``below fair`` (the
    upper level measurably worse than the lower one, which would be a bug to chase)."""
    return {1: SHOWN, 0: NOT_SHOWN, -1: BELOW_FAIR}[compare_to_fair(share, ci95, fair)]


def step_seats(lower: str, upper: str, players: int) -> tuple[str, ...]:
    """The upper level in seat 0, the lower in every other seat (the arena rotates)."""
    return (upper,) + (lower,) * (players - 1)


def mixed_seats(levels: Sequence[str], players: int) -> tuple[str, ...]:
    """The seats of the mixed table for ``players`` (levels weakest first): the N
    strongest, or every level and the weakest again in the extra seats."""
    if players <= len(levels):
        return tuple(levels[len(levels) - players :])
    return tuple(levels) + (levels[0],) * (players - len(levels))


def repeats_a_step(seats: Sequence[str]) -> bool:
    """A table of only two different levels is a step (or a less telling version of
    one), so the mixed table adds nothing and is not played."""
    return len(set(seats)) < 3


@dataclass(frozen=True, slots=True)
class Matchup:
    """One arena of a ladder: a step (``lower`` and ``upper`` set) or a mixed table."""

    seats: tuple[str, ...]
    lower: str = ""
    upper: str = ""

    @property
    def players(self) -> int:
        return len(self.seats)

    @property
    def is_step(self) -> bool:
        return bool(self.upper)


def plan(players: Sequence[int], levels: Sequence[str], *, mixed: bool = True) -> list[Matchup]:
    """Every arena a ladder needs, by player count: its steps weakest first, then its
    mixed table (when asked for and not a repeat of a step)."""
    matchups = []
    for n in players:
        for lower, upper in zip(levels, levels[1:], strict=False):
            matchups.append(Matchup(step_seats(lower, upper, n), lower, upper))
        seats = mixed_seats(levels, n)
        if mixed and not repeats_a_step(seats):
            matchups.append(Matchup(seats))
    return matchups


@dataclass(slots=True)
class StepResult:
    lower: str
    upper: str
    arena: ArenaResult

    @property
    def players(self) -> int:
        return len(self.arena.seats)

    @property
    def fair_share(self) -> float:
        return 1 / self.players

    @property
    def summary(self) -> LevelSummary:
        """The upper level's results: the step is about it."""
        return self.arena.levels[self.upper]

    @property
    def verdict(self) -> str:
        s = self.summary
        return step_verdict(s.win_share, s.ci95, self.fair_share)

    def to_json(self) -> dict[str, object]:
        s = self.summary
        return {
            "players": self.players,
            "lower": self.lower,
            "upper": self.upper,
            "games": self.arena.games,
            "fair_share": round(self.fair_share, 4),
            "win_share": round(s.win_share, 4),
            "ci95": [round(s.ci95[0], 4), round(s.ci95[1], 4)],
            "mean_score": round(s.mean_score, 2),
            "mean_margin": round(s.mean_margin, 2),
            "verdict": self.verdict,
            "arena": self.arena.to_json(),
        }


def out_of_order(values: Sequence[tuple[str, Fraction | float]]) -> tuple[str, str] | None:
    """The first neighbouring pair (weaker, stronger) whose value does not rise, or
    None when the values rise strictly along the ladder. A tie is out of order: the
    ladder claims the stronger level is better, and a tie does not show that."""
    for (weaker, low), (stronger, high) in zip(values, values[1:], strict=False):
        if not high > low:
            return (weaker, stronger)
    return None


@dataclass(slots=True)
class MixedResult:
    levels: tuple[str, ...]  # the different levels at the table, weakest first
    arena: ArenaResult

    @property
    def players(self) -> int:
        return len(self.arena.seats)

    def fair_share(self, level: str) -> float:
        """A level in k of the N seats deserves k/N of the wins."""
        return self.arena.levels[level].seats / self.players

    def vs_fair(self, level: str) -> int:
        s = self.arena.levels[level]
        return compare_to_fair(s.win_share, s.ci95, self.fair_share(level))

    def share_out_of_order(self) -> tuple[str, str] | None:
        """Compared per seat (wins over seats, exactly), since the weakest level may
        sit in more than one seat."""
        return out_of_order(
            [
                (name, Fraction(self.arena.levels[name].wins) / self.arena.levels[name].seats)
                for name in self.levels
            ]
        )

    def score_out_of_order(self) -> tuple[str, str] | None:
        return out_of_order([(name, self.arena.levels[name].mean_score) for name in self.levels])

    def to_json(self) -> dict[str, object]:
        levels = {}
        for name in self.levels:
            entry = self.arena.levels[name].to_json()
            entry["fair_share"] = round(self.fair_share(name), 4)
            entry["vs_fair"] = VS_FAIR[self.vs_fair(name)]
            levels[name] = entry
        return {
            "players": self.players,
            "seats": list(self.arena.seats),
            "games": self.arena.games,
            "seconds": round(self.arena.seconds, 2),
            "levels": levels,
            "share_order_follows_ladder": self.share_out_of_order() is None,
            "score_order_follows_ladder": self.score_out_of_order() is None,
            "decided_by_tiebreak": self.arena.tiebreaks,
            "illegal_decisions": len(self.arena.illegal),
        }


@dataclass(slots=True)
class LadderResult:
    levels: tuple[str, ...]
    players: tuple[int, ...]
    games: int
    seed: int
    think: float | int | None
    seconds: float
    steps: list[StepResult]
    mixed: list[MixedResult]
    app: bool = False  # each level played its app budget at each seat count

    @property
    def illegal(self) -> list[str]:
        arenas = [r.arena for r in self.steps] + [r.arena for r in self.mixed]
        return [entry for arena in arenas for entry in arena.illegal]

    def to_json(self) -> dict[str, object]:
        if self.app:
            budget: dict[str, object] = {"rollouts": "app"}
        elif isinstance(self.think, int):
            budget = {"rollouts": self.think}
        else:
            budget = {"think": self.think}
        return {
            "levels": list(self.levels),
            "players": list(self.players),
            "games": self.games,
            "seed": self.seed,
            **budget,
            "seconds": round(self.seconds, 2),
            "steps": [r.to_json() for r in self.steps],
            "mixed": [r.to_json() for r in self.mixed],
            "illegal_decisions": len(self.illegal),
            "illegal": self.illegal[:20],
        }


def _shifted(
    progress: Callable[[int, int], None], offset: int, total: int
) -> Callable[[int, int], None]:
    """One arena's progress as a part of the whole ladder's."""
    return lambda done, _arena_total: progress(offset + done, total)


def run_ladder(
    players: Sequence[int],
    levels: Sequence[str],
    games: int,
    seed: int,
    *,
    mixed: bool = True,
    think: float | int | None = None,
    app: bool = False,
    jobs: int = 1,
    progress: Callable[[int, int], None] | None = None,
    game: str = registry.DEFAULT_GAME,
    on_game: Callable[[GameOutcome], None] | None = None,
) -> LadderResult:
    """Play every arena of the ladder of ``game`` (its id), each with ``games`` games
    from ``seed`` (so all of them see the same deals); ``progress(done, total)``
    counts games over the whole ladder, not per arena, and ``on_game`` gets every
    arena's games as they finish. With ``app`` each level plays its app budget at each
    arena's seat count (``arena.app_budgets``)."""
    matchups = plan(players, levels, mixed=mixed)
    if app:  # refuse a missing budget before the first game, not hours into the ladder
        for matchup in matchups:
            app_budgets(game, matchup.seats)
    sizes = [len(tasks_for(m.seats, games, seed, think, game)) for m in matchups]
    total = sum(sizes)
    started = time.perf_counter()
    steps: list[StepResult] = []
    tables: list[MixedResult] = []
    done = 0
    for matchup, size in zip(matchups, sizes, strict=True):
        inner = None if progress is None else _shifted(progress, done, total)
        arena = run_arena(
            matchup.seats,
            games,
            seed,
            think=think,
            app=app,
            jobs=jobs,
            progress=inner,
            game=game,
            on_game=on_game,
        )
        done += size
        if matchup.is_step:
            steps.append(StepResult(matchup.lower, matchup.upper, arena))
        else:
            distinct = tuple(level for level in levels if level in matchup.seats)
            tables.append(MixedResult(distinct, arena))
    return LadderResult(
        levels=tuple(levels),
        players=tuple(players),
        games=games,
        seed=seed,
        think=think,
        seconds=time.perf_counter() - started,
        steps=steps,
        mixed=tables,
        app=app,
    )
