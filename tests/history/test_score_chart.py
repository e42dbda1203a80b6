"""The stacked score bars with SCORE 5's key: one segment per family, sized by its points."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF

from score5_desktop.core import registry
from score5_desktop.games.score5.qt.card_art import FAMILIES, CardTheme
from score5_desktop.games.score5.qt.family_chart import family_key
from score5_desktop.ui.charts.score_chart import ScoreBar, ScoreChart
from tests.history.games import finished
from tests.ui.i18n_helpers import interface_language


@pytest.fixture
def chart(qtbot):
    widget = ScoreChart(key=family_key)
    qtbot.addWidget(widget)
    widget.resize(800, 300)
    widget.show()
    qtbot.waitExposed(widget)
    return widget


def test_segments_are_the_family_scores_of_a_finished_game(chart):
    state = finished(4, 7)
    # The game's own split, the wild in its family.
    stats = registry.get("score5").seat_stats(state)
    values = [tuple(seat[f] for f in FAMILIES) for seat in stats]
    chart.setBars([ScoreBar(f"P{s}", tuple(v)) for s, v in enumerate(values)])
    plot = chart.plotRect()
    unit = plot.width() / max(state.result().scores)
    for seat, seat_values in enumerate(values):
        bar = chart.bars()[seat]
        assert bar.shown_total == state.result().scores[seat]
        rects = chart.segmentRects(seat)
        assert len(rects) == len(FAMILIES)
        for rect, value in zip(rects, seat_values, strict=True):
            assert rect.width() == pytest.approx(value * unit)
        assert rects[0].left() == pytest.approx(plot.left())
        for left, right in zip(rects, rects[1:], strict=False):
            assert right.left() == pytest.approx(left.right())


def test_each_segment_says_its_family_and_points(chart):
    chart.setBars([ScoreBar("Ann", (10, 0, 7, 3, 5))])
    rects = chart.segmentRects(0)
    assert chart.toolTipAt(rects[2].center()) == "Ann · yellow: 7"
    assert rects[1].isEmpty()
    assert chart.toolTipAt(QPointF(1, 1)) == ""
    assert "Ann: 25 (green 10, yellow 7, purple 3, blue 5)" in chart.accessibleDescription()


def test_an_explicit_total_is_shown_and_averages_keep_a_decimal(qtbot):
    chart = ScoreChart(decimals=1, key=family_key)
    qtbot.addWidget(chart)
    chart.setBars([ScoreBar("You", (1.25, 2.0, 0.0, 0.0, 0.0), total=3.5)])
    assert chart.bars()[0].shown_total == 3.5
    assert chart.number(2.0) == "2.0"
    with interface_language("fr"):  # as the statistics' other figures ("455,0"): not "76.7"
        assert chart.number(76.66) == "76,7"


def test_a_bar_needs_one_value_per_family(chart):
    with pytest.raises(ValueError):
        chart.setBars([ScoreBar("x", (1, 2))])
    with pytest.raises(ValueError):
        ScoreBar("x", (1, -2))


def test_the_chart_paints_in_both_themes(chart, qtbot):
    chart.setBars(
        [ScoreBar("Ann", (10, 9, 7, 3, 5), emphasis=True), ScoreBar("Bo", (1, 2, 3, 4, 5))]
    )
    image = chart.grab().toImage()
    rect = chart.segmentRects(0)[0]
    color = image.pixelColor(int(rect.left() + 2), int(rect.top() + 3))
    assert color.name() == CardTheme.for_palette(chart.palette()).family_color("green").name()
