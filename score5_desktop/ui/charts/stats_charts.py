"""The two win-rate charts of the Statistics window, built with QtCharts.

Each bot level keeps one look everywhere: an Okabe–Ito colour (distinct for
the common kinds of colour blindness), *and* its own marker shape and line
dash, so the lines stay apart in greyscale too. The legend shows the markers.
Charts take the app's light or dark look from ``dark`` and are rebuilt, not
restyled, when it changes: ``QChart.setTheme`` resets series colours anyway.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from PySide6.QtCharts import (
    QAbstractBarSeries,
    QBarCategoryAxis,
    QBarSeries,
    QBarSet,
    QChart,
    QLegend,
    QLineSeries,
    QScatterSeries,
    QValueAxis,
)
from PySide6.QtCore import QDate, QLocale, QMargins, QObject, QPointF, Qt
from PySide6.QtGui import QColor, QCursor, QPen
from PySide6.QtWidgets import QToolTip

from score5_desktop.model.text import arg, level_text, translate
from score5_desktop.storage.history import WinRate, WinRatePoint


@dataclass(frozen=True, slots=True)
class LevelStyle:
    color: str
    marker: QScatterSeries.MarkerShape
    dash: Qt.PenStyle


_M = QScatterSeries.MarkerShape
LEVEL_STYLES: dict[str, LevelStyle] = {
    "random": LevelStyle("#E69F00", _M.MarkerShapePentagon, Qt.PenStyle.DashDotDotLine),
    "easy": LevelStyle("#009E73", _M.MarkerShapeCircle, Qt.PenStyle.SolidLine),
    "normal": LevelStyle("#0072B2", _M.MarkerShapeRectangle, Qt.PenStyle.DashLine),
    "hard": LevelStyle("#D55E00", _M.MarkerShapeTriangle, Qt.PenStyle.DotLine),
    "expert": LevelStyle("#CC79A7", _M.MarkerShapeStar, Qt.PenStyle.DashDotLine),
}
_OTHER = LevelStyle("#56B4E9", _M.MarkerShapeRotatedRectangle, Qt.PenStyle.SolidLine)
BAR_COLOR = "#0072B2"
BAR_COLOR_DARK = "#56B4E9"


def level_style(level: str) -> LevelStyle:
    return LEVEL_STYLES.get(level, _OTHER)


def percent(rate: float) -> float:
    """A win rate as a percentage rounded to one decimal, as the charts show it."""
    return round(rate * 100, 1)


def _new_chart(title: str, dark: bool) -> QChart:
    chart = QChart()
    chart.setTheme(QChart.ChartTheme.ChartThemeDark if dark else QChart.ChartTheme.ChartThemeLight)
    chart.setBackgroundRoundness(6)
    chart.setMargins(QMargins(6, 6, 6, 6))
    chart.setTitle(title)
    chart.setAnimationOptions(QChart.AnimationOption.NoAnimation)
    # Labels write numbers as the interface language does ("12,5 %" in French), like
    # the figures above the charts; Qt Charts would otherwise use the C locale.
    chart.setLocale(QLocale())
    chart.setLocalizeNumbers(True)
    return chart


def _percent_format(number: str) -> str:
    """A percentage label format around ``number`` (a Qt Charts marker such as
    "@value"), the sign placed as the language places it ("@value %" in French)."""
    #: A percentage on the statistics charts: %1 a number, e.g. 12.5 (French: a no-break
    #: space before %).
    return arg(translate("Statistics", "%1%"), number)


def _percent_axis(headroom: float = 0.0) -> QValueAxis:
    """0% to 100% in steps of 20; ``headroom`` keeps markers at 0 and 100 whole."""
    axis = QValueAxis()
    axis.setRange(-headroom, 100 + headroom)
    axis.setTickType(QValueAxis.TickType.TicksDynamic)
    axis.setTickAnchor(0)
    axis.setTickInterval(20)
    # With numbers localised (``_new_chart``) Qt Charts reads only the number's "%.0f"
    # from the format and writes the text around it as it is: a "%%" for printf showed
    # as "100 %%". The value is real: for "%d" it writes no label at all.
    axis.setLabelFormat(_percent_format("\0").replace("\0", "%.0f"))
    return axis


def win_rate_by_level_chart(rates: Sequence[WinRate], dark: bool) -> tuple[QChart, QBarSet]:
    """One bar per bot level: the share of the games against it that a human won."""
    chart = _new_chart(
        translate("Statistics", "Your win rate against each bot level (games played)"), dark
    )
    bars = QBarSet(translate("Statistics", "Win rate"))
    bars.setColor(QColor(BAR_COLOR_DARK if dark else BAR_COLOR))
    bars.setBorderColor(QColor(BAR_COLOR_DARK if dark else BAR_COLOR))
    bars.setLabelColor(QColor("#10141a" if dark else "#ffffff"))
    categories = []
    for rate in rates:
        bars.append(percent(rate.win_rate))
        categories.append(
            #: An axis label: %1 a bot level, e.g. "hard"; %2 games played, e.g. 12.
            arg(translate("Statistics", "%1 (%2)"), level_text(rate.level or ""), rate.games)
        )
    series = QBarSeries()
    series.append(bars)
    series.setLabelsVisible(True)
    series.setLabelsFormat(_percent_format("@value"))
    series.setLabelsPosition(QAbstractBarSeries.LabelsPosition.LabelsInsideEnd)
    series.setBarWidth(0.55)
    chart.addSeries(series)
    x = QBarCategoryAxis()
    x.append(categories)
    chart.addAxis(x, Qt.AlignmentFlag.AlignBottom)
    y = _percent_axis()
    chart.addAxis(y, Qt.AlignmentFlag.AlignLeft)
    series.attachAxis(x)
    series.attachAxis(y)
    chart.legend().hide()
    return chart, bars


def period_label(period: str, kind: str) -> str:
    """A point's stretch of time as players read it (weeks by their Monday)."""
    locale = QLocale()
    if kind == "week":
        day = QDate.fromString(period, "yyyy-MM-dd")
        return locale.toString(day, "d MMM")
    if kind == "month":
        month = QDate.fromString(period + "-01", "yyyy-MM-dd")
        return locale.toString(month, "MMM yyyy")
    first, _, last = period.partition("-")
    #: A range of games on the axis, e.g. 1–10.
    return arg(translate("Statistics", "%1–%2"), first, last)


def axis_title(kind: str) -> str:
    if kind == "week":
        return translate("Statistics", "Week starting")
    if kind == "month":
        return translate("Statistics", "Month")
    return translate("Statistics", "Your games against each level, in the order played")


def win_rate_over_time_chart(
    points: Sequence[WinRatePoint], kind: str, dark: bool, block: int = 10
) -> tuple[QChart, dict[str, QLineSeries]]:
    """A line per bot level through its win rate per week, month or block of games.

    For blocks, a level's n-th block is drawn at the n-th position, so "your
    first ten games against hard bots" line up whatever else was played."""
    chart = _new_chart(translate("Statistics", "Your win rate over time"), dark)
    lines: dict[str, QLineSeries] = {}
    marks_of: dict[str, QScatterSeries] = {}
    if kind == "games":
        by_level: dict[str, list[WinRatePoint]] = {}
        for point in points:
            by_level.setdefault(point.level, []).append(point)
        positions = {
            (p.level, p.period): k for level in by_level for k, p in enumerate(by_level[level])
        }
        count = max((len(v) for v in by_level.values()), default=0)
        labels = [period_label(f"{k * block + 1}-{(k + 1) * block}", kind) for k in range(count)]
    else:
        periods = sorted({p.period for p in points})
        positions = {(p.level, p.period): periods.index(p.period) for p in points}
        labels = [period_label(p, kind) for p in periods]
    x = QBarCategoryAxis()
    x.append(labels)
    x.setTitleText(axis_title(kind))
    y = _percent_axis(headroom=6)
    chart.addAxis(x, Qt.AlignmentFlag.AlignBottom)
    chart.addAxis(y, Qt.AlignmentFlag.AlignLeft)
    for point in points:
        style = level_style(point.level)
        line = lines.get(point.level)
        if line is None:
            line = lines[point.level] = QLineSeries()
            line.setName(level_text(point.level))
            pen = QPen(QColor(style.color), 2.2, style.dash)
            line.setPen(pen)
            marks = QScatterSeries()
            marks.setName(level_text(point.level))
            marks.setMarkerShape(style.marker)
            marks.setMarkerSize(13 if style.marker != _M.MarkerShapeStar else 17)
            marks.setColor(QColor(style.color))
            marks.setBorderColor(QColor("#1d1f23" if not dark else "#eceef2"))
            marks_of[point.level] = marks
            for series in (line, marks):
                chart.addSeries(series)
                series.attachAxis(x)
                series.attachAxis(y)
            marks.hovered.connect(_tooltip_for(points, point.level, positions))
        at = QPointF(positions[(point.level, point.period)], percent(point.win_rate))
        line.append(at)
        marks_of[point.level].append(at)
    legend = chart.legend()
    legend.setAlignment(Qt.AlignmentFlag.AlignBottom)
    legend.setMarkerShape(QLegend.MarkerShape.MarkerShapeFromSeries)
    for line in lines.values():
        for marker in legend.markers(line):
            marker.setVisible(False)
    return chart, lines


class StatisticsText(QObject):
    """The charts' counted sentences (``self.tr`` gives them plural forms)."""

    def level_won(self, level: str, wins: int, games: int, rate: str) -> str:
        #: A chart tooltip. %1 a bot level, e.g. "normal"; %2 games won, e.g. 3;
        #: %n games played, e.g. 10; %3 the win rate, e.g. "30.0%".
        text = self.tr("Against %1 bots: won %2 of %n game(s) (%3)", None, games)
        return arg(text, level, wins, _percent_format(rate))


def _tooltip_for(
    points: Sequence[WinRatePoint], level: str, positions: dict[tuple[str, str], int]
) -> Callable[[QPointF, bool], None]:
    mine = {positions[(p.level, p.period)]: p for p in points if p.level == level}

    def show(at: QPointF, state: bool) -> None:
        point = mine.get(round(at.x()))
        if not state or point is None:
            QToolTip.hideText()
            return
        QToolTip.showText(
            QCursor.pos(),
            StatisticsText().level_won(
                level_text(level),
                point.wins,
                point.games,
                QLocale().toString(percent(point.win_rate), "f", 1),
            ),
        )

    return show
