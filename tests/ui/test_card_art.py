"""The card art: every family tells apart by colour and by shape, text stays readable."""

from __future__ import annotations

import enum
import itertools
import math
from dataclasses import dataclass

import pytest
from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QColor, QImage, QPainter, QPalette

from score5_desktop.games.score5.qt.card_art import (
    CARD_HEIGHT,
    CARD_WIDTH,
    FAMILIES,
    CardTheme,
    contrast_ratio,
    family_name,
    paint_card_back,
    paint_card_face,
    paint_card_placeholder,
    readable_on,
    symbol_path,
)

THEMES = [CardTheme.light(), CardTheme.dark()]


@dataclass(frozen=True)
class Card:
    id: str
    family: str
    value: int
    tiebreaker: int
    type: str


def card(family: str = "green", value: int = 80, tiebreaker: int = 15, type: str = "2star"):
    return Card(f"{family}-{value}", family, value, tiebreaker, type)


def render(paint, width: int = CARD_WIDTH, height: int = CARD_HEIGHT, ratio: float = 1.0) -> QImage:
    image = QImage(
        round(width * ratio), round(height * ratio), QImage.Format.Format_ARGB32_Premultiplied
    )
    image.setDevicePixelRatio(ratio)
    image.fill(0)
    painter = QPainter(image)
    paint(painter, QRectF(0, 0, width, height))
    painter.end()
    return image


def face(c: Card, theme: CardTheme = THEMES[0], **kw) -> QImage:
    return render(lambda p, r: paint_card_face(p, r, c, theme), **kw)


def differing_fraction(a: QImage, b: QImage) -> float:
    assert a.size() == b.size()
    pixels = a.width() * a.height()
    diff = sum(
        1 for y in range(a.height()) for x in range(a.width()) if a.pixel(x, y) != b.pixel(x, y)
    )
    return diff / pixels


def test_every_family_renders_distinct_pixels(qapp):
    images = {f: face(card(f)) for f in (*FAMILIES, "wild")}
    for a, b in itertools.combinations(images, 2):
        assert differing_fraction(images[a], images[b]) > 0.2, (a, b)


def test_family_symbols_differ_by_shape_alone(qapp):
    """Colour-blind players must read the family from the silhouette."""

    def mask(family: str) -> set[tuple[int, int]]:
        path = symbol_path(family, QRectF(2, 2, 60, 60))
        return {
            (x, y) for y in range(64) for x in range(64) if path.contains(QPointF(x + 0.5, y + 0.5))
        }

    masks = {f: mask(f) for f in FAMILIES}
    for a, b in itertools.combinations(FAMILIES, 2):
        union = masks[a] | masks[b]
        overlap = len(masks[a] & masks[b]) / len(union)
        assert overlap < 0.75, (a, b, overlap)
    assert all(len(m) > 400 for m in masks.values())


# Machado, Oliveira & Fernandes (2009) simulation matrices at full severity, in linear RGB.
_CVD = {
    "protanopia": (
        (0.152286, 1.052583, -0.204868),
        (0.114503, 0.786281, 0.099216),
        (-0.003882, -0.048116, 1.051998),
    ),
    "deuteranopia": (
        (0.367322, 0.860646, -0.227968),
        (0.280085, 0.672501, 0.047413),
        (-0.011820, 0.042940, 0.968881),
    ),
    "tritanopia": (
        (1.255528, -0.076749, -0.178779),
        (-0.078411, 0.930809, 0.147602),
        (0.004733, 0.691367, 0.303900),
    ),
}


def _lab_under(color: QColor, matrix) -> tuple[float, float, float]:
    def linear(c: float) -> float:
        return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4

    rgb = [linear(color.redF()), linear(color.greenF()), linear(color.blueF())]
    r, g, b = (
        min(1.0, max(0.0, sum(m * v for m, v in zip(row, rgb, strict=True)))) for row in matrix
    )
    x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047
    y = 0.2126 * r + 0.7152 * g + 0.0722 * b
    z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883

    def f(t: float) -> float:
        return t ** (1 / 3) if t > 0.008856 else 7.787 * t + 16 / 116

    return 116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))


@pytest.mark.parametrize("theme", THEMES, ids=lambda t: t.name)
@pytest.mark.parametrize("deficiency", sorted(_CVD))
def test_family_colours_stay_apart_for_colour_blind_players(theme, deficiency):
    labs = {f: _lab_under(theme.family_color(f), _CVD[deficiency]) for f in FAMILIES}
    for a, b in itertools.combinations(FAMILIES, 2):
        assert math.dist(labs[a], labs[b]) >= 12, (a, b)


@pytest.mark.parametrize("theme", THEMES, ids=lambda t: t.name)
def test_text_is_readable_on_every_card(theme):
    for family in (*FAMILIES, "wild"):
        panel = theme.panel_color(family)
        assert contrast_ratio(theme.text_color(family), panel) >= 4.5, family
        assert contrast_ratio(QColor(theme.ink), QColor(theme.paper)) >= 7


def test_readable_on_keeps_a_colour_that_is_already_readable():
    navy = QColor("#102040")
    assert readable_on(navy, QColor("#ffffff")) == navy
    assert contrast_ratio(readable_on(QColor("#ffff00"), QColor("#ffffff")), QColor("#fff")) >= 4.5


def test_wild_card_shows_all_five_family_colours(qapp):
    theme = THEMES[0]
    image = face(card("wild", 75, 16, "3star"), theme, ratio=2.0)
    seen = {
        QColor(image.pixel(x, y)).rgb() for y in range(image.height()) for x in range(image.width())
    }
    for family in FAMILIES:
        target = theme.family_color(family).rgb()
        assert target in seen, family


@pytest.mark.parametrize(
    "change",
    [{"value": 85}, {"tiebreaker": 16}, {"type": "1star"}, {"type": "A"}],
    ids=["value", "tiebreaker", "type-stars", "type-letter"],
)
def test_each_card_detail_is_drawn(qapp, change):
    base = card()
    other = Card(base.id, base.family, **{**_fields(base), **change})
    assert differing_fraction(face(base), face(other)) > 0.002


def _fields(c: Card) -> dict:
    return {"value": c.value, "tiebreaker": c.tiebreaker, "type": c.type}


@pytest.mark.parametrize("size", [(90, 126), (200, 126), (60, 200)])
def test_art_stays_inside_the_rectangle_it_is_given(qapp, size):
    """Nothing is clipped by, or spills over, the card's rectangle; odd ratios are centred."""
    w, h = size
    margin = 10
    image = QImage(w + 2 * margin, h + 2 * margin, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(0)
    painter = QPainter(image)
    rect = QRectF(margin, margin, w, h)
    paint_card_face(painter, rect, card("wild", 75, 16, "3star"), THEMES[0])
    painter.end()
    inked = [
        (x, y)
        for y in range(image.height())
        for x in range(image.width())
        if QColor.fromRgba(image.pixel(x, y)).alpha() > 0
    ]
    xs = [x for x, _ in inked]
    ys = [y for _, y in inked]
    assert min(xs) >= margin and max(xs) < margin + w
    assert min(ys) >= margin and max(ys) < margin + h
    # centred: equal gaps left/right and top/bottom (within a pixel)
    assert abs((min(xs) - margin) - (margin + w - 1 - max(xs))) <= 1
    assert abs((min(ys) - margin) - (margin + h - 1 - max(ys))) <= 1


def test_art_fills_high_dpi_images(qapp):
    image = face(card(), ratio=3.0)
    assert (image.width(), image.height()) == (270, 378)
    middle_left = QColor.fromRgba(image.pixel(3, 189))
    assert middle_left.alpha() == 255


def test_back_differs_from_faces_and_between_themes(qapp):
    light_back = render(lambda p, r: paint_card_back(p, r, THEMES[0]))
    dark_back = render(lambda p, r: paint_card_back(p, r, THEMES[1]))
    slot = render(lambda p, r: paint_card_placeholder(p, r, THEMES[0]))
    assert differing_fraction(light_back, face(card())) > 0.5
    assert differing_fraction(light_back, dark_back) > 0.5
    assert differing_fraction(light_back, slot) > 0.5


def test_light_and_dark_faces_differ(qapp):
    assert differing_fraction(face(card(), THEMES[0]), face(card(), THEMES[1])) > 0.5


class StrFamily(enum.StrEnum):
    GREEN = "green"
    WILD = "wild"


class PlainFamily(enum.Enum):
    PURPLE = "purple"


def test_family_name_accepts_strings_and_enums():
    assert family_name("Blue") == "blue"
    assert family_name(StrFamily.GREEN) == "green"
    assert family_name(StrFamily.WILD) == "wild"
    assert family_name(PlainFamily.PURPLE) == "purple"
    with pytest.raises(ValueError):
        family_name("orange")


def test_enum_family_cards_draw_like_string_ones(qapp):
    as_str = card("green")
    as_enum = Card(as_str.id, StrFamily.GREEN, as_str.value, as_str.tiebreaker, as_str.type)
    assert differing_fraction(face(as_str), face(as_enum)) == 0


def test_theme_follows_the_palette(qapp):
    dark = QPalette()
    dark.setColor(QPalette.ColorRole.Window, QColor("#202124"))
    dark.setColor(QPalette.ColorRole.Highlight, QColor("#ff00aa"))
    theme = CardTheme.for_palette(dark)
    assert theme.name == "dark"
    assert theme.states.focus == "#ff00aa"
    light = QPalette()
    light.setColor(QPalette.ColorRole.Window, QColor("#f5f5f5"))
    assert CardTheme.for_palette(light).name == "light"


def test_themes_are_hashable_values():
    assert hash(CardTheme.light()) == hash(CardTheme.light())
    assert CardTheme.light() != CardTheme.dark()
