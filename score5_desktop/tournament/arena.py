"""Tournaments between bot levels of any game in duplicate format, and their statistics.

Duplicate format: every deal is played once in every rotation of the seats, so
each level meets the same cards from every seat and the luck of the deal
cancels. Games run in worker processes (the search levels are CPU-bound Python;
processes, not threads, use several cores), each finding its game by id in the
registry. Every decision is timed, and a decision the rules refuse is counted,
never ignored.
"""

from __future__ import annotations

import math
import multiprocessing
import time
from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from fractions import Fraction

from score5_desktop.core import registry
from score5_desktop.core.errors import GameError
from score5_desktop.core.players import Player
from score5_desktop.core.protocol import AppBudget, AppBudgets, Bot, State
from score5_desktop.tournament.match import by_tiebreak, count, margin, play_game, share_wins

Z95 = 1.959963984540054


def wilson_interval(successes: float, trials: int, z: float = Z95) -> tuple[float, float]:
    """Wilson score interval for a proportion: unlike the normal approximation it
    stays inside [0, 1] and behaves at 0 and 100 %, which small arenas reach."""
    if trials <= 0:
        return (0.0, 1.0)
    p = successes / trials
    denom = 1 + z * z / trials
    centre = (p + z * z / (2 * trials)) / denom
    half = z * math.sqrt(p * (1 - p) / trials + z * z / (4 * trials * trials)) / denom
    return (max(0.0, centre - half), min(1.0, centre + half))


def percentile(values: Sequence[float], q: float) -> float:
    """The q-th percentile (0-100) by linear interpolation; 0 for no values."""
    if not values:
        return 0.0
    ordered = sorted(values)
    pos = (len(ordered) - 1) * q / 100
    low = math.floor(pos)
    high = min(low + 1, len(ordered) - 1)
    return ordered[low] + (ordered[high] - ordered[low]) * (pos - low)


@dataclass(frozen=True, slots=True)
class GameTask:
    """One game of a tournament: a deal and a rotation of the seat list."""

    deal_seed: int
    rotation: int
    levels: tuple[str, ...]  # per seat, after rotation
    think: float | int | None
    game: str = registry.DEFAULT_GAME
    # Per level, the ``think`` that gives it its app budget (``app_budgets``); a level
    # named here plays that instead of ``think``. A tuple of pairs: a task is hashable.
    level_thinks: tuple[tuple[str, int], ...] = ()

    def think_of(self, level: str) -> float | int | None:
        """The budget ``make_bot`` gets for a seat of ``level``."""
        return dict(self.level_thinks).get(level, self.think)


@dataclass(slots=True)
class GameOutcome:
    task: GameTask
    scores: tuple[int, ...] = ()
    wins: tuple[Fraction, ...] = ()  # each seat's share of the win
    margins: tuple[int, ...] = ()  # each seat's lead over the best other seat
    by_tiebreak: bool = False
    times: list[list[float]] = field(default_factory=list)  # per seat
    illegal: str | None = None

    def to_json(self) -> dict[str, object]:
        """One game as a line of a tournament's game log (``--log``): enough to pair it
        with the same deal and rotation in another run, and to total a run cut short."""
        task = self.task
        return {
            "game": task.game,
            "deal": task.deal_seed,
            "rotation": task.rotation,
            "levels": list(task.levels),
            # The ``think`` each seat's bot was made with (an int: the strongest level's
            # rollouts, of which it plays its share; a float: seconds; None: its default).
            "think": [task.think_of(level) for level in task.levels],
            "scores": list(self.scores),
            "wins": [float(w) for w in self.wins],
            "margins": list(self.margins),
            "tiebreak": self.by_tiebreak,
            "decisions": [len(t) for t in self.times],
            "seconds": [round(sum(t), 3) for t in self.times],
            "illegal": self.illegal,
        }


def bot_seed(deal_seed: int, rotation: int, seat: int) -> int:
    """The seed of the bot in ``seat`` for a deal's ``rotation``: a tournament game and
    a study replaying it (``tools/``) seat the very same bots."""
    return deal_seed * 1009 + rotation * 31 + seat


def start_task(task: GameTask) -> tuple[State, list[Bot]]:
    """``task``'s game before its first decision, with its seats' bots, as the arena
    plays it (its game's default options, every seat a bot of its level)."""
    game = registry.get(task.game)
    bots = [
        game.make_bot(level, bot_seed(task.deal_seed, task.rotation, seat), task.think_of(level))
        for seat, level in enumerate(task.levels)
    ]
    players = [Player(level, "bot", level) for level in task.levels]
    state = game.new_state(players, task.deal_seed, game.check_options({}, len(players)))
    return state, bots


def play_task(task: GameTask) -> GameOutcome:
    """Play one game, timing each seat's decisions; an illegal decision ends the game
    and is reported (the arena's job is to find such bugs)."""
    n = len(task.levels)
    state, bots = start_task(task)
    times: list[list[float]] = [[] for _ in range(n)]
    out = GameOutcome(task=task, times=times)
    try:
        outcome = play_game(state, bots, times)
    except GameError as exc:
        seat = getattr(exc, "seat", None)
        seat = seat if isinstance(seat, int) and 0 <= seat < n else _acting(state)
        out.illegal = f"{task.levels[seat]} in seat {seat}, deal {task.deal_seed}: {exc}"
        return out
    out.scores = outcome.totals
    out.wins = tuple(share_wins(outcome))
    out.margins = tuple(margin(outcome, seat) for seat in range(n))
    out.by_tiebreak = by_tiebreak(outcome)
    return out


def _acting(state: State) -> int:
    """The seat whose decision was refused: the first still expected to act."""
    seats = state.to_act()
    return seats[0] if seats else 0


def tasks_for(
    seats: Sequence[str],
    games: int,
    seed: int,
    think: float | int | None,
    game: str = registry.DEFAULT_GAME,
    budgets: Mapping[str, AppBudget | None] | None = None,
) -> list[GameTask]:
    """Enough deals for at least ``games`` games, each in every seat rotation; with
    ``budgets`` (``app_budgets``) each level that has one plays it instead of ``think``."""
    n = len(seats)
    deals = max(1, math.ceil(games / n))
    thinks = tuple(
        (level, budget.think) for level, budget in (budgets or {}).items() if budget is not None
    )
    return [
        GameTask(seed + d, r, tuple(seats[(s - r) % n] for s in range(n)), think, game, thinks)
        for d in range(deals)
        for r in range(n)
    ]


def app_budgets(game_id: str, seats: Sequence[str]) -> dict[str, AppBudget | None]:
    """Each level's app budget at ``len(seats)`` players (``core.protocol.AppBudgets``),
    None for a level without one. ``ValueError`` when the game declares no app budgets
    or has none measured at that seat count: a tournament asked to play the app's
    budgets must not quietly play others."""
    game = registry.get(game_id)
    if not isinstance(game, AppBudgets):
        raise ValueError(f"the game {game_id!r} has no measured app budgets")
    return {level: game.app_budget(level, len(seats)) for level in dict.fromkeys(seats)}


def run_tasks(tasks: list[GameTask], jobs: int) -> Iterator[GameOutcome]:
    """Outcomes as games finish, over ``jobs`` worker processes (1: in this process)."""
    if jobs <= 1:
        for task in tasks:
            yield play_task(task)
        return
    ctx = multiprocessing.get_context("spawn" if _qt_loaded() else "fork")
    with ctx.Pool(jobs) as pool:
        yield from pool.imap_unordered(play_task, tasks, chunksize=1)


def _qt_loaded() -> bool:
    """Forking a process that has started Qt is unsafe; spawn instead."""
    import sys

    return "PySide6.QtCore" in sys.modules


@dataclass(slots=True)
class LevelSummary:
    level: str
    seats: int
    games: int
    wins: int | float  # whole unless some games were shared wins
    win_share: float
    ci95: tuple[float, float]
    mean_score: float
    mean_margin: float
    decision_p50: float
    decision_p95: float
    decision_max: float
    decisions: int

    def to_json(self) -> dict[str, object]:
        return {
            "seats": self.seats,
            "wins": self.wins,
            "win_share": round(self.win_share, 4),
            "ci95": [round(self.ci95[0], 4), round(self.ci95[1], 4)],
            "mean_score": round(self.mean_score, 2),
            "mean_margin": round(self.mean_margin, 2),
            "decision_p50": round(self.decision_p50, 5),
            "decision_p95": round(self.decision_p95, 5),
            "decision_max": round(self.decision_max, 5),
            "decisions": self.decisions,
        }


@dataclass(slots=True)
class ArenaResult:
    seats: tuple[str, ...]
    games: int
    seconds: float
    levels: dict[str, LevelSummary]
    tiebreaks: int
    illegal: list[str]
    # Each level's app budget when the arena played them (``app_budgets``), else None.
    budgets: dict[str, AppBudget | None] | None = None

    def to_json(self) -> dict[str, object]:
        budgets = {} if self.budgets is None else {"app_budgets": budgets_json(self.budgets)}
        return {
            "games": self.games,
            "players": len(self.seats),
            "seats": list(self.seats),
            **budgets,
            "seconds": round(self.seconds, 2),
            "decided_by_tiebreak": self.tiebreaks,
            "illegal_decisions": len(self.illegal),
            "illegal": self.illegal[:20],
            "levels": {name: s.to_json() for name, s in self.levels.items()},
        }


def budgets_json(budgets: Mapping[str, AppBudget | None]) -> dict[str, int | None]:
    """Playouts per decision by level (None: the level has no budget)."""
    return {level: None if b is None else b.playouts for level, b in budgets.items()}


def summarize(seats: Sequence[str], outcomes: list[GameOutcome], seconds: float) -> ArenaResult:
    """Per level: a game's win goes to the level of the winning seat, so a level in k
    seats has parity k/N. A win the rules share between k seats gives each 1/k
    (a game whose rules always name one winner keeps whole counts)."""
    finished = [o for o in outcomes if o.illegal is None]
    names = list(dict.fromkeys(seats))
    levels: dict[str, LevelSummary] = {}
    games = len(finished)
    for name in names:
        wins = Fraction(0)
        score_sum = 0.0
        margin_sum = 0.0
        entries = 0
        times: list[float] = []
        for o in outcomes:
            for seat, level in enumerate(o.task.levels):
                if level == name:
                    times.extend(o.times[seat] if seat < len(o.times) else [])
        for o in finished:
            for seat, level in enumerate(o.task.levels):
                if level != name:
                    continue
                wins += o.wins[seat]
                entries += 1
                score_sum += o.scores[seat]
                margin_sum += o.margins[seat]
        levels[name] = LevelSummary(
            level=name,
            seats=seats.count(name),
            games=games,
            wins=count(wins),
            win_share=float(wins / games) if games else 0.0,
            ci95=wilson_interval(float(wins), games),
            mean_score=score_sum / entries if entries else 0.0,
            mean_margin=margin_sum / entries if entries else 0.0,
            decision_p50=percentile(times, 50),
            decision_p95=percentile(times, 95),
            decision_max=max(times, default=0.0),
            decisions=len(times),
        )
    return ArenaResult(
        seats=tuple(seats),
        games=games,
        seconds=seconds,
        levels=levels,
        tiebreaks=sum(1 for o in finished if o.by_tiebreak),
        illegal=[o.illegal for o in outcomes if o.illegal is not None],
    )


def run_arena(
    seats: Sequence[str],
    games: int,
    seed: int,
    *,
    think: float | int | None = None,
    app: bool = False,
    jobs: int = 1,
    progress: Callable[[int, int], None] | None = None,
    game: str = registry.DEFAULT_GAME,
    on_game: Callable[[GameOutcome], None] | None = None,
) -> ArenaResult:
    """Play a duplicate tournament of ``game`` (its id) and summarize it;
    ``progress(done, total)`` is called after each game, and ``on_game`` with each
    game's outcome as it finishes (in finishing order). With ``app`` every level
    that has an app budget at this seat count plays it (``app_budgets``), the others
    ``think``."""
    budgets = app_budgets(game, seats) if app else None
    tasks = tasks_for(seats, games, seed, think, game, budgets)
    started = time.perf_counter()
    outcomes = []
    for outcome in run_tasks(tasks, jobs):
        outcomes.append(outcome)
        if on_game is not None:
            on_game(outcome)
        if progress is not None:
            progress(len(outcomes), len(tasks))
    outcomes.sort(key=lambda o: (o.task.deal_seed, o.task.rotation))
    result = summarize(seats, outcomes, time.perf_counter() - started)
    result.budgets = budgets
    return result
