"""The Statistics window's win-rate charts write their percentages up the vertical axis
("0%" to "100%"): with the numbers localised, Qt Charts wrote no label at all for the
axis's integer format, and the axis showed ticks without numbers."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest
from PySide6.QtCharts import QChartView, QValueAxis
from PySide6.QtGui import QColor

from score5_desktop.storage.history import WinRate, WinRatePoint
from score5_desktop.ui.charts.stats_charts import win_rate_by_level_chart, win_rate_over_time_chart
from tests.ui.i18n_helpers import interface_language


def _ink_left_of_the_plot(qtbot, chart) -> int:
    """Dark pixels between the chart's left edge and its plot area, short of the ticks."""
    view = QChartView(chart)
    qtbot.addWidget(view)
    view.resize(420, 320)
    view.show()
    qtbot.waitExposed(view)
    image = view.grab().toImage()
    area = chart.plotArea()
    ink = 0
    for x in range(2, int(area.left()) - 8):
        for y in range(int(area.top()), int(area.bottom())):
            if QColor(image.pixel(x, y)).lightness() < 120:
                ink += 1
    return ink


def _charts():
    start = datetime(2024, 5, 6, tzinfo=UTC)
    rates = [WinRate("easy", 3, 1), WinRate("hard", 3, 2)]
    points = [
        WinRatePoint("easy", "2024-05-06", start, 3, 1),
        WinRatePoint("hard", "2024-05-06", start, 3, 2),
    ]
    return (
        win_rate_by_level_chart(rates, False)[0],
        win_rate_over_time_chart(points, "week", False)[0],
    )


@pytest.mark.parametrize("code", ["en", "fr"])
def test_the_vertical_axes_write_their_percentages(qtbot, code):
    with interface_language(code):
        for chart in _charts():
            axis = next(a for a in chart.axes() if isinstance(a, QValueAxis))
            assert axis.labelsVisible()
            title = chart.title()  # the view, gone after the count, takes the chart along
            assert _ink_left_of_the_plot(qtbot, chart) > 40, title
