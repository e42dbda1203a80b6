"""The history's long reads as plain values, run in the history reader's worker process
(``model.history_reader``): a page of the list and a game's statistics.

Qt-free on purpose: this module is what the worker process imports, so it starts fast
and loads no GUI. Each read is a module-level function taking a ``HistoryDB`` and small
picklable arguments, and returns small picklable values; the worker keeps its own
connection to the history file.

Why a process and not a thread: the reads run Python for every row (the ``same_player``
SQL function, the statistics' JSON), and a Python thread doing that holds the GIL the
window needs for each of its own Python calls (every table cell it paints), so the
window stalled for a tenth of a second at a time. A process shares no GIL.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path

from score5_desktop.storage.errors import StorageError
from score5_desktop.storage.history import (
    BestGame,
    GameSummary,
    HistoryDB,
    ScoreAverage,
    WinRate,
    WinRatePoint,
    open_reader,
)

GAMES_PER_BLOCK = 10
"""Games per point of the win-rate chart grouped "per games"."""


@dataclass(frozen=True, slots=True)
class PageQuery:
    """Which games a page lists, in which order (``HistoryDB.list_games``' arguments)."""

    game: str
    level: str | None
    order_by: str
    descending: bool


def first_page(db: HistoryDB, query: PageQuery, size: int) -> tuple[int, list[GameSummary]]:
    """How many games ``query`` matches, and its first ``size`` of them."""
    return db.count_games(query.level, game=query.game), page(db, query, 0, size)


def page(db: HistoryDB, query: PageQuery, offset: int, size: int) -> list[GameSummary]:
    """``size`` games of ``query`` from ``offset``."""
    return db.list_games(
        order_by=query.order_by,
        descending=query.descending,
        opponent_level=query.level,
        limit=size,
        offset=offset,
        game=query.game,
    )


@dataclass(frozen=True, slots=True)
class StatsNumbers:
    """Everything the Statistics window shows of one game, read in one go."""

    game: str
    games: int
    since: datetime | None  # the first game's end
    human: WinRate
    averages: list[ScoreAverage]
    best: BestGame | None
    ranges: dict[str, tuple[float, float]]
    level_rates: list[WinRate]
    period: str  # how ``points`` group the games: "week", "month" or "games"
    points: list[WinRatePoint]
    damaged: int = 0
    """Your games with a stored value that failed its range check (left out of the
    figures they would have spoiled; the window says so)."""


def read_numbers(db: HistoryDB, game: str, period: str, lowest: bool) -> StatsNumbers:
    """The Statistics window's numbers for ``game`` (``lowest``: the best game is the
    lowest total, ``core.protocol.LowestWins``). Raises ``StorageError``."""
    if period == "games":
        points = db.win_rate_per_games(GAMES_PER_BLOCK, game=game)
    else:
        points = db.win_rate_over_time(period, game=game)
    return StatsNumbers(
        game=game,
        games=db.count_games(game=game),
        since=db.first_finished(game=game),
        human=db.human_win_rate(game=game),
        averages=db.score_averages(game=game),
        best=db.best_game(game=game, lowest=lowest),
        ranges=db.stats_ranges(game=game),
        level_rates=db.win_rates_by_level(game=game),
        period=period,
        points=points,
        damaged=db.damaged_games(game=game),
    )


# -- in the worker process ---------------------------------------------------------------
_local = threading.local()  # a connection belongs to the thread that opened it


def run(path: Path, me: str | None, job: Callable[..., object], args: tuple) -> object:
    """``job(db, *args)`` on this thread's own connection to ``path`` (opened at its first
    use, then kept: in the worker process, or on a reader's thread should the process
    fail); a ``StorageError`` is returned, not raised, so it crosses back as an answer."""
    try:
        db: HistoryDB | None = getattr(_local, "db", None)
        if db is None or db.path != path:
            if db is not None:
                db.close()
            _local.db = None
            db = _local.db = open_reader(path)
        db.player_name = me
        return job(db, *args)
    except StorageError as exc:
        return exc
