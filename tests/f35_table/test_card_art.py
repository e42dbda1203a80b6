"""Five Three Five's card art: bands and penalty points as the rules give them, every face
drawn (and different from its neighbours), legible contrast, and a back that hides the value."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QImage, QPainter

from score5_desktop.games.five_three_five.qt.card_art import (
    Band,
    F35Theme,
    band_of,
    paint_card_back,
    paint_card_face,
    penalty_of,
)
from score5_desktop.games.five_three_five.qt.card_item import F35CardItem, describe_value
from score5_desktop.games.five_three_five.rules.cards import VALUES
from score5_desktop.ui.art.card_art import contrast_ratio


def test_bands_and_penalties_follow_the_rules() -> None:
    assert [band_of(v) for v in VALUES] == [Band.RAIN] * 5 + [Band.CLOUD] * 3 + [Band.SUN] * 5
    assert {v: penalty_of(v) for v in VALUES} == {
        1: 3,
        2: 1,
        3: 1,
        4: 1,
        5: 1,
        7: 1,
        8: 5,
        9: 1,
        11: 2,
        12: 2,
        13: 2,
        14: 2,
        15: 3,
    }
    for missing in (0, 6, 10, 16):
        with pytest.raises(ValueError):
            band_of(missing)


def _render(value: int | None, theme: F35Theme, w: int = 45, h: int = 63) -> QImage:
    image = QImage(w, h, QImage.Format.Format_ARGB32)
    image.fill(QColor("#2f7d5b"))
    painter = QPainter(image)
    if value is None:
        paint_card_back(painter, QRectF(0, 0, w, h), theme)
    else:
        paint_card_face(painter, QRectF(0, 0, w, h), value, theme)
    painter.end()
    return image


@pytest.mark.parametrize("theme", [F35Theme.light(), F35Theme.dark()], ids=lambda t: t.name)
def test_every_face_differs_even_small(theme: F35Theme) -> None:
    images = [_render(v, theme) for v in VALUES]
    for a in range(len(images)):
        for b in range(a + 1, len(images)):
            assert images[a] != images[b], (VALUES[a], VALUES[b])
    assert _render(None, theme) not in images


@pytest.mark.parametrize("theme", [F35Theme.light(), F35Theme.dark()], ids=lambda t: t.name)
def test_text_is_readable_on_every_band(theme: F35Theme) -> None:
    for band in Band:
        assert contrast_ratio(theme.text_color(band), theme.panel_color(band)) >= 4.5


@pytest.mark.parametrize("theme", [F35Theme.light(), F35Theme.dark()], ids=lambda t: t.name)
def test_bands_differ_in_luminance_not_only_hue(theme: F35Theme) -> None:
    """Without colour vision the bands still differ in brightness (and in pattern)."""
    colors = [theme.band_color(b) for b in Band]
    for a in range(3):
        for b in range(a + 1, 3):
            assert contrast_ratio(colors[a], colors[b]) >= 1.3, (a, b)


def test_a_face_down_item_never_tells_its_value(qtbot) -> None:
    item = F35CardItem(8, face_up=False)
    assert item.accessibleName() == describe_value(None)
    item.setFaceUp(True)
    assert "8" in item.accessibleName() and "5" in item.accessibleName()
    hidden = F35CardItem(None, face_up=True)
    assert not hidden.isFaceShown()
