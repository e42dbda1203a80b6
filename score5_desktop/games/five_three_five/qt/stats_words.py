"""Five Three Five's own part of the Statistics window (``ui.stats_part.ShowsStatistics``):
its points are penalties, and it keeps each seat's best and worst deal (the fewest and
the most points one deal cost it, ``rules.stats``), shown on a tile of their own.

Its words are in the "F35Stats" context, held to Five Three Five's glossary (a deal is a
"manche" in French, a "Runde" in German, a "smazzata" in Italian).
"""

from __future__ import annotations

from collections.abc import Mapping

from PySide6.QtCore import QCoreApplication

from score5_desktop.games.five_three_five.rules.stats import BEST_DEAL, WORST_DEAL
from score5_desktop.model.text import arg
from score5_desktop.ui.stats_part import PlainStatistics, StatsTile


class F35Stats(PlainStatistics):
    """Five Three Five's statistics: penalty points and a best-and-worst-deal tile; no
    chart (the plain one's)."""

    def stats_empty_text(self) -> str:
        return QCoreApplication.translate(
            "F35Stats",
            "No statistics yet.\nFinish a game against the bots and your results "
            "appear here: your win rate against each level, your penalty points "
            "and your best and worst deal.",
        )

    def stats_average_caption(self) -> str:
        #: Statistics: the caption over your average total, in penalty points.
        return QCoreApplication.translate("F35Stats", "Your average penalty points")

    def stats_tiles(self, ranges: Mapping[str, tuple[float, float]]) -> tuple[StatsTile, ...]:
        """The best and worst deal, once the history holds them."""
        best, worst = ranges.get(BEST_DEAL), ranges.get(WORST_DEAL)
        if best is None or worst is None:
            return ()
        return (
            StatsTile(
                #: Statistics: the fewest and the most penalty points one deal cost you.
                QCoreApplication.translate("F35Stats", "Your best and worst deal"),
                arg(
                    #: %1 the fewest penalty points of a deal, e.g. 0; %2 the most, e.g. 17.
                    QCoreApplication.translate("F35Stats", "%1 / %2"),
                    round(best[0]),
                    round(worst[1]),
                ),
                #: Statistics: the line under the best and worst deal's "0 / 17".
                QCoreApplication.translate("F35Stats", "penalty points in one deal"),
            ),
        )
