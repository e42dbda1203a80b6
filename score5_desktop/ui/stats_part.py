"""What a game's Qt part may give the shared Statistics window: the words and numbers
that only that game has (its own tiles, its chart, how it calls its average), so the
window itself words only what every game has (games, win rate, average, best game).

A part that gives nothing of this (``ShowsStatistics`` is optional) gets the window's
plain words and no tile or chart of its own.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import NamedTuple, Protocol, runtime_checkable

from score5_desktop.storage.history import ScoreAverage


class StatsTile(NamedTuple):
    """One headline tile of a game's own: its caption, value and optional detail line."""

    caption: str
    value: str
    detail: str = ""


class StatsChart(NamedTuple):
    """A game's own averages chart: its title and, per ``ScoreAverage`` it was given
    (same order), one value per segment of the shared score chart."""

    title: str
    values: tuple[tuple[float, ...], ...]


@runtime_checkable
class ShowsStatistics(Protocol):
    """The optional statistics hook of a game's ``QT_PART``."""

    def stats_empty_text(self) -> str:
        """What the window says while you have no statistics of this game yet."""
        ...

    def stats_average_caption(self) -> str | None:
        """The average tile's caption, or ``None`` for the window's own."""
        ...

    def stats_tiles(self, ranges: Mapping[str, tuple[float, float]]) -> tuple[StatsTile, ...]:
        """The game's own tiles, from the history's seat-statistics ranges (its keys)."""
        ...

    def stats_chart(self, averages: Sequence[ScoreAverage]) -> StatsChart | None:
        """The game's own chart from the history's averages, or ``None`` for none."""
        ...
