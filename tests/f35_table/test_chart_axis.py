"""The end window's chart labels its vertical axis with the totals (0, 5, 10 …), as
SCORE 5's statistics charts do; only the target's line was labelled before."""

from __future__ import annotations

from PySide6.QtGui import QColor

from score5_desktop.games.five_three_five.qt.end_panel import (
    FinalStanding,
    TotalsChart,
    value_ticks,
)

STANDING = FinalStanding(
    names=("Ann", "Bob", "Cy"),
    penalties=((4, 1, 0), (6, 6, 0), (0, 4, 13), (0, 3, 3), (1, 0, 7)),
    totals=(11, 14, 23),
    cards_left=(1, 0, 7),
    winners=(0,),
    target=20,
)


def test_ticks_are_round_steps_from_zero() -> None:
    assert value_ticks(23) == [0, 5, 10, 15, 20]
    assert value_ticks(5) == [0, 1, 2, 3, 4, 5]
    assert value_ticks(100) == [0, 20, 40, 60, 80, 100]
    assert value_ticks(1) == [0, 1]


def _ink_rows(image, left: int, right: int) -> set[int]:
    """Rows with text-dark pixels between columns ``left`` and ``right``."""
    rows = set()
    for y in range(image.height()):
        for x in range(left, right):
            if QColor(image.pixel(x, y)).lightness() < 110:
                rows.add(y)
                break
    return rows


def test_the_vertical_axis_has_numbers(qtbot) -> None:
    chart = TotalsChart()
    qtbot.addWidget(chart)
    chart.resize(500, 200)
    chart.setStanding(STANDING)
    image = chart.grab().toImage()
    # The plot area runs from y=10 to y=178 (the widget's height less 22) for totals
    # 0..23: each label sits centred on its total's height, left of the plot.
    rows = _ink_rows(image, 0, 30)
    for value in (0, 5, 10, 15):
        y = round(178 - 168 * value / 23)
        assert any(abs(row - y) <= 3 for row in rows), value
