"""SCORE 5's own part of the Statistics window (``ui.stats_part.ShowsStatistics``): its
chart of your average score per family, beside each bot level's, and its words.

The words keep the "StatsWindow" context they had when the window held them, so their
translations stay.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication

from score5_desktop.games.score5.qt.card_art import FAMILIES
from score5_desktop.games.score5.qt.family_chart import family_key
from score5_desktop.storage.history import ScoreAverage
from score5_desktop.ui.stats_part import PlainStatistics, StatsChart


class Score5Stats(PlainStatistics):
    """SCORE 5's statistics: its empty page's words and a chart of the families; the
    average's caption and the (no) tiles are the plain ones."""

    def stats_empty_text(self) -> str:
        return QCoreApplication.translate(
            "StatsWindow",
            "No statistics yet.\nFinish a game against the bots and your results "
            "appear here: your win rate against each level, your scores per family "
            "and your best game.",
        )

    def stats_chart(self, averages: Sequence[ScoreAverage]) -> StatsChart | None:
        """The average per family of each group, or ``None`` when the history holds no
        family averages (games stored before they were kept)."""
        if not any(f in a.stats for a in averages for f in FAMILIES):
            return None
        return StatsChart(
            QCoreApplication.translate("StatsWindow", "Average score per family"),
            # never negative: a bar's segments only grow
            tuple(tuple(max(0.0, a.stats.get(f, 0.0)) for f in FAMILIES) for a in averages),
            family_key,
        )
