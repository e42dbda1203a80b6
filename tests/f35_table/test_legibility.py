"""Words on the table and the end chart stay whole and apart, in every language."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from PySide6.QtGui import QFont, QFontMetricsF

from score5_desktop.games.five_three_five.qt.end_panel import LABEL_GAP, spread_labels
from score5_desktop.ui.table.seat_plate import SMALLEST_DETAIL_PX, fitted_font


@settings(max_examples=200, deadline=None)
@given(st.lists(st.floats(0, 150), min_size=1, max_size=6))
def test_chart_names_never_overlap_and_stay_in_the_chart(wanted: list[float]) -> None:
    placed = spread_labels(wanted, LABEL_GAP, 10.0, 160.0)
    ordered = sorted(placed)
    assert all(b - a >= LABEL_GAP - 1e-9 for a, b in zip(ordered, ordered[1:], strict=False))
    assert all(10.0 - 1e-9 <= y <= 160.0 + 1e-9 for y in placed)


def test_a_name_already_clear_of_the_others_stays_at_its_line() -> None:
    assert spread_labels([20.0, 80.0, 140.0], LABEL_GAP, 0.0, 200.0) == [20.0, 80.0, 140.0]


def test_level_lines_keep_the_seat_order_of_their_names() -> None:
    placed = spread_labels([50.0, 50.0, 50.0], LABEL_GAP, 0.0, 200.0)
    assert placed == sorted(placed) and placed[0] == 50.0


@pytest.mark.parametrize(
    "line",
    ["13 Karten · 13 Minuspunkte", "13 carte · 13 punti", "13 cards · 13 points"],
)
def test_a_plate_line_shrinks_to_fit_before_it_is_cut(qapp, line: str) -> None:
    font = QFont()
    font.setPixelSize(14)
    width = 172.0  # the plate's inner width
    fitted = fitted_font(font, line, width, SMALLEST_DETAIL_PX)
    assert SMALLEST_DETAIL_PX <= fitted.pixelSize() <= 14
    assert QFontMetricsF(fitted).horizontalAdvance(line) <= width
    if QFontMetricsF(font).horizontalAdvance(line) <= width:
        assert fitted.pixelSize() == 14  # a line that fits keeps its size
