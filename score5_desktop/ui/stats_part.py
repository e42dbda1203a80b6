"""What a game's Qt part may give the shared Statistics window: the words and numbers
that only that game has (its own tiles, its chart, how it calls its average), so the
window itself words only what every game has (games, win rate, average, best game).

``PlainStatistics`` is what a game has when it has nothing of its own: the window's
plain words, no tile, no chart. A game's part builds on it and gives only what is its
own; a part without the hook gets it whole. So each thing is said one way: words are
always words (never "None: use the window's"), no tile is an empty tuple, no chart is
None.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import NamedTuple, Protocol, runtime_checkable

from PySide6.QtCore import QCoreApplication

from score5_desktop.storage.history import ScoreAverage
from score5_desktop.ui.charts.score_chart import ChartKey


class StatsTile(NamedTuple):
    """One headline tile of a game's own: its caption, value and optional detail line."""

    caption: str
    value: str
    detail: str = ""


class StatsChart(NamedTuple):
    """A game's own averages chart: its title, the key of the shared score chart's
    segments (their names, colours and symbols) and, per ``ScoreAverage`` it was given
    (same order), one value per segment."""

    title: str
    values: tuple[tuple[float, ...], ...]
    key: ChartKey


@runtime_checkable
class ShowsStatistics(Protocol):
    """The optional statistics hook of a game's ``QT_PART``."""

    def stats_empty_text(self) -> str:
        """What the window says while you have no statistics of this game yet."""
        ...

    def stats_average_caption(self) -> str:
        """The average tile's caption."""
        ...

    def stats_tiles(self, ranges: Mapping[str, tuple[float, float]]) -> tuple[StatsTile, ...]:
        """The game's own tiles, from the history's seat-statistics ranges (its keys)."""
        ...

    def stats_chart(self, averages: Sequence[ScoreAverage]) -> StatsChart | None:
        """The game's own chart from the history's averages, or ``None`` for none."""
        ...


class PlainStatistics:
    """``ShowsStatistics`` with nothing of a game's own: the shared words, no tile, no
    chart. A game's statistics subclass it and give only their own; the window uses it
    whole for a game whose part has no statistics hook.

    Its words keep the "StatsWindow" context they had in the window, so their
    translations stay."""

    def stats_empty_text(self) -> str:
        return QCoreApplication.translate(
            "StatsWindow",
            "No statistics yet.\nFinish a game against the bots and your results "
            "appear here: your win rate against each level and your best game.",
        )

    def stats_average_caption(self) -> str:
        return QCoreApplication.translate("StatsWindow", "Your average score")

    def stats_tiles(self, ranges: Mapping[str, tuple[float, float]]) -> tuple[StatsTile, ...]:
        return ()

    def stats_chart(self, averages: Sequence[ScoreAverage]) -> StatsChart | None:
        return None


def statistics_of(part: object) -> ShowsStatistics:
    """A game's Qt part as the Statistics window reads it: its own hook, or the plain one."""
    return part if isinstance(part, ShowsStatistics) else PlainStatistics()
