"""SCORE 5's cards, our own art drawn with QPainter so it stays crisp at any size and pixel ratio.

Nothing here loads an image file: every card is built from vector paths, which is
why the art scales with the table, follows the light or dark theme, and cannot
infringe anyone's artwork. Each family has a colour *and* a symbol, so a player
who cannot tell the colours apart still reads the family from the shape.

All drawing happens in the shared card space (``ui.art.card_art``: ``CARD_WIDTH`` x
``CARD_HEIGHT`` units scaled uniformly into the rectangle the caller passes), so the
layout below is written once in round numbers.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, replace
from functools import cache
from typing import Protocol

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QConicalGradient,
    QPainter,
    QPainterPath,
    QPainterPathStroker,
    QPalette,
    QPen,
    QTransform,
)
from PySide6.QtWidgets import QApplication

from score5_desktop.ui.art.card_art import (
    CARD_CORNER_RADIUS,
    CARD_HEIGHT,
    CARD_WIDTH,
    CardStates,
    contrast_ratio,
    enter_card_space,
    fit_path,
    mix,
    paint_card_body,
    readable_on,
    text_path,
)

FAMILIES: tuple[str, ...] = ("green", "red", "yellow", "purple", "blue")
"""The five colour families, in the order the rulebook lists them."""
WILD = "wild"
"""The family name of the wild card, which belongs to every family."""

_PANEL = QRectF(5, 5, 80, 116)
_PANEL_RADIUS = 4.5


class CardLike(Protocol):
    """What the art needs from a card; the engine's ``Card`` satisfies it.

    Declared here so the ui layer never imports the engine to draw a card, and
    any simple object (a test double, a deck row read from JSON) draws the same.
    """

    id: str
    family: object
    value: int
    tiebreaker: int
    type: str


def family_name(family: object) -> str:
    """The lowercase family name of a str, a str-enum or a plain enum with a str value.

    Raises ``ValueError`` for anything else: an unknown family is a programming
    error, and drawing a wrong card silently would be worse than failing.
    """
    raw = getattr(family, "value", family)
    name = str(raw).lower()
    if name not in FAMILIES and name != WILD:
        raise ValueError(f"unknown card family: {family!r}")
    return name


@dataclass(frozen=True, slots=True)
class CardTheme:
    """The colours of the cards and their highlights, as ``#rrggbb`` / ``#aarrggbb`` strings.

    Strings (not QColor) keep the theme hashable, so it can key pixmap caches.
    The family colours are Paul Tol's "bright" scheme (light) and a lighter
    variant of it (dark); both keep every pair apart under protanopia,
    deuteranopia and tritanopia, which the tests check by simulation.
    """

    name: str
    green: str
    red: str
    yellow: str
    purple: str
    blue: str
    paper: str
    """The face panel before the family tint is mixed in."""
    ink: str
    """Text and outlines that belong to no family (the wild card, the tiebreaker)."""
    edge: str
    """The thin outline around every card, so cards separate from the table and each other."""
    back: str
    back_pattern: str
    back_accent: str
    placeholder: str
    states: CardStates
    """The selection, hover and focus rings, the disabled veil and the shadow: the
    shell's, the same for every game's cards."""
    tint: float = 0.12
    """How much of the family colour is mixed into the face panel."""

    @classmethod
    def light(cls) -> CardTheme:
        """Cards on paper, for light window palettes."""
        return cls(
            name="light",
            green="#228833",
            red="#ee6677",
            yellow="#ccbb44",
            purple="#aa3377",
            blue="#4477aa",
            paper="#fdfbf6",
            ink="#24262b",
            edge="#5a5f69",
            back="#23395b",
            back_pattern="#5073a8",
            back_accent="#e9d9a6",
            placeholder="#8a909c",
            states=CardStates.light(),
            tint=0.12,
        )

    @classmethod
    def dark(cls) -> CardTheme:
        """Dimmer cards that do not glare in a dark window palette."""
        return cls(
            name="dark",
            green="#2e9e4a",
            red="#f47a86",
            yellow="#e0c850",
            purple="#c0509e",
            blue="#5a8ed6",
            paper="#2a2d34",
            ink="#eceef2",
            edge="#0e0f12",
            back="#1b2a44",
            back_pattern="#3d5a88",
            back_accent="#d8c58c",
            placeholder="#9aa1ad",
            states=CardStates.dark(),
            tint=0.16,
        )

    @classmethod
    def for_palette(cls, palette: QPalette) -> CardTheme:
        """The light or dark theme matching ``palette``, with its highlight for focus rings."""
        window = palette.color(QPalette.ColorRole.Window)
        base = cls.dark() if window.lightnessF() < 0.5 else cls.light()
        return replace(base, states=CardStates.for_palette(palette))

    def family_color(self, family: object) -> QColor:
        """The colour of a family; the wild card's neutral colour is the ink."""
        name = family_name(family)
        return QColor(self.ink if name == WILD else getattr(self, name))

    def panel_color(self, family: object) -> QColor:
        """The face panel of a card, lightly tinted with its family colour."""
        name = family_name(family)
        paper = QColor(self.paper)
        if name == WILD:
            return paper
        return mix(paper, self.family_color(name), self.tint)

    def text_color(self, family: object) -> QColor:
        """Family-hued text that stays readable (WCAG AA, 4.5:1) on the face panel."""
        name = family_name(family)
        panel = self.panel_color(name)
        return readable_on(self.family_color(name), panel, 4.5)


# --------------------------------------------------------------------------- paths


def _stroke(line: QPainterPath, width: float) -> QPainterPath:
    """The outline of a line, for stems and for cutting veins and gaps out of shapes."""
    stroker = QPainterPathStroker()
    stroker.setWidth(width)
    stroker.setCapStyle(Qt.PenCapStyle.RoundCap)
    stroker.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
    return stroker.createStroke(line)


def _line(*points: tuple[float, float]) -> QPainterPath:
    line = QPainterPath(QPointF(*points[0]))
    for point in points[1:]:
        line.lineTo(*point)
    return line


# The symbols are designed on a grid of -100..100: boolean path operations
# flatten curves with a fixed tolerance, so building them large keeps the
# outlines smooth once they are scaled down onto a card.


def _leaf() -> QPainterPath:
    blade = QPainterPath(QPointF(0, -100))
    blade.cubicTo(82, -58, 74, 46, 0, 78)
    blade.cubicTo(-74, 46, -82, -58, 0, -100)
    stem = QPainterPath(QPointF(0, 60))
    stem.cubicTo(2, 80, 6, 94, 16, 110)
    leaf = blade.united(_stroke(stem, 13))
    veins = _stroke(_line((0, -76), (0, 62)), 8)
    for y, reach in ((-24, 36), (18, 44)):
        veins = veins.united(_stroke(_line((0, y), (reach, y - 30)), 6.5))
        veins = veins.united(_stroke(_line((0, y), (-reach, y - 30)), 6.5))
    return QTransform().rotate(40).map(leaf.subtracted(veins))


def _heart() -> QPainterPath:
    heart = QPainterPath(QPointF(0, 100))
    heart.cubicTo(-22, 74, -100, 26, -100, -32)
    heart.cubicTo(-100, -86, -36, -108, 0, -56)
    heart.cubicTo(36, -108, 100, -86, 100, -32)
    heart.cubicTo(100, 26, 22, 74, 0, 100)
    heart.closeSubpath()
    return heart


def _sun() -> QPainterPath:
    sun = QPainterPath()
    sun.setFillRule(Qt.FillRule.WindingFill)
    sun.addEllipse(QPointF(0, 0), 50, 50)
    half = math.radians(11)
    for k in range(8):
        angle = math.radians(k * 45 - 90)
        ray = QPainterPath(QPointF(math.cos(angle) * 100, math.sin(angle) * 100))
        ray.lineTo(math.cos(angle - half) * 64, math.sin(angle - half) * 64)
        ray.lineTo(math.cos(angle + half) * 64, math.sin(angle + half) * 64)
        ray.closeSubpath()
        sun.addPath(ray)
    return sun


def _crown() -> QPainterPath:
    body = _line((-78, 36), (-95, -42), (-44, -2), (0, -66), (44, -2), (95, -42), (78, 36))
    body.closeSubpath()
    band = QPainterPath()
    band.addRoundedRect(QRectF(-80, 46, 160, 30), 6, 6)
    crown = body.united(band)
    for x, y in ((-95, -56), (0, -80), (95, -56)):
        jewel = QPainterPath()
        jewel.addEllipse(QPointF(x, y), 14, 14)
        crown = crown.united(jewel)
    gem = QPainterPath()
    gem.addEllipse(QPointF(0, 61), 8, 8)
    return crown.subtracted(gem)


def _drop() -> QPainterPath:
    drop = QPainterPath(QPointF(0, -100))
    drop.cubicTo(16, -58, 72, -16, 72, 30)
    drop.arcTo(QRectF(-72, -42, 144, 144), 0, -180)
    drop.cubicTo(-72, -16, -16, -58, 0, -100)
    drop.closeSubpath()
    shine = _line(
        *(
            (math.cos(math.radians(a)) * 46, 30 + math.sin(math.radians(a)) * 46)
            for a in range(112, 171, 8)
        )
    )
    return drop.subtracted(_stroke(shine, 10))


_SYMBOL_BUILDERS = {
    "green": _leaf,
    "red": _heart,
    "yellow": _sun,
    "purple": _crown,
    "blue": _drop,
}


@cache
def _unit_symbol(name: str) -> QPainterPath:
    return fit_path(_SYMBOL_BUILDERS[name](), QRectF(-1, -1, 2, 2))


def symbol_path(family: object, box: QRectF) -> QPainterPath:
    """The family's symbol (leaf, heart, sun, crown, drop) fitted into ``box``.

    Raises ``ValueError`` for the wild card, which has no single symbol; use
    ``paint_family_symbol`` to draw its five-colour rosette.
    """
    name = family_name(family)
    if name == WILD:
        raise ValueError("the wild card has no single symbol")
    return fit_path(_unit_symbol(name), box)


def _star_path(center: QPointF, radius: float) -> QPainterPath:
    star = QPainterPath()
    for k in range(10):
        r = radius if k % 2 == 0 else radius * 0.45
        angle = math.radians(-90 + k * 36)
        point = QPointF(center.x() + math.cos(angle) * r, center.y() + math.sin(angle) * r)
        if k == 0:
            star.moveTo(point)
        else:
            star.lineTo(point)
    star.closeSubpath()
    return star


# --------------------------------------------------------------------------- painting


def _body(painter: QPainter, brush: QBrush | QColor, theme: CardTheme) -> None:
    paint_card_body(painter, brush, QColor(theme.edge))


def _fill(painter: QPainter, path: QPainterPath, color: QColor) -> None:
    painter.fillPath(path, color)


def paint_family_symbol(
    painter: QPainter,
    family: object,
    box: QRectF,
    theme: CardTheme,
    background: QColor | None = None,
) -> None:
    """Draw a family symbol in its colour into ``box``; the wild gets a five-colour rosette.

    When ``background`` is given and the family colour stands out from it by
    less than the 3:1 that graphics need (yellow on paper), the symbol gets a
    thin darker outline so its shape still reads.
    """
    name = family_name(family)
    if name != WILD:
        path = symbol_path(name, box)
        color = theme.family_color(name)
        _fill(painter, path, color)
        if background is not None and contrast_ratio(color, background) < 3.0:
            outline = readable_on(color, background, 3.0)
            painter.strokePath(path, QPen(outline, max(box.width(), box.height()) * 0.045))
        return
    center = box.center()
    size = min(box.width(), box.height())
    for k, fam in enumerate(FAMILIES):
        angle = math.radians(-90 + k * 72)
        dot = QPointF(
            center.x() + math.cos(angle) * size * 0.3, center.y() + math.sin(angle) * size * 0.3
        )
        petal = QPainterPath()
        petal.addEllipse(dot, size * 0.2, size * 0.2)
        _fill(painter, petal, theme.family_color(fam))


def _paint_type(painter: QPainter, card_type: str, color: QColor) -> None:
    """The set letter (A-E) in a small frame, or one to three stars, top right."""
    stars = {"1star": 1, "2star": 2, "3star": 3}.get(card_type)
    if stars is None:
        frame = QRectF(67, 10, 13, 13)
        painter.setPen(QPen(color, 1.2))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRoundedRect(frame, 2.5, 2.5)
        _fill(painter, text_path(card_type, frame.adjusted(3, 3.2, -3, -3.2)), color)
        return
    for k in range(stars):
        _fill(painter, _star_path(QPointF(76 - k * 9.5, 16.5), 5.0), color)


def paint_card_face(painter: QPainter, rect: QRectF, card: CardLike, theme: CardTheme) -> None:
    """Draw the face of ``card`` into ``rect``: value (corner and centre), symbol, tiebreaker, type.

    The corner index (value over symbol, top left) is what remains visible
    when cards overlap in a fanned hand, so it carries the family twice: in
    colour and in shape.
    """
    name = family_name(card.family)
    painter.save()
    enter_card_space(painter, rect)
    text = theme.text_color(name)
    panel_color = theme.panel_color(name)
    if name == WILD:
        ring = QConicalGradient(QPointF(CARD_WIDTH / 2, CARD_HEIGHT / 2), 90)
        for k, fam in enumerate(FAMILIES):
            color = theme.family_color(fam)
            ring.setColorAt(k / 5, color)
            ring.setColorAt((k + 1) / 5 - 1e-4, color)
        _body(painter, QBrush(ring), theme)
    else:
        _body(painter, theme.family_color(name), theme)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(panel_color)
    painter.drawRoundedRect(_PANEL, _PANEL_RADIUS, _PANEL_RADIUS)

    value = str(card.value)
    _fill(painter, text_path(value, QRectF(10, 10, 36, 17), Qt.AlignmentFlag.AlignLeft), text)
    paint_family_symbol(painter, name, QRectF(10, 31, 14, 14), theme, panel_color)
    _paint_type(painter, card.type, text)

    if name == WILD:
        center = QPointF(45, 56)
        for k, fam in enumerate(FAMILIES):
            angle = math.radians(-90 + k * 72)
            at = QPointF(center.x() + math.cos(angle) * 15, center.y() + math.sin(angle) * 15)
            paint_family_symbol(
                painter, fam, QRectF(at.x() - 7.5, at.y() - 7.5, 15, 15), theme, panel_color
            )
    else:
        paint_family_symbol(painter, name, QRectF(26, 36, 38, 38), theme, panel_color)
    _fill(painter, text_path(value, QRectF(12, 81, 66, 19)), text)

    badge = QPointF(45, 110.5)
    painter.setPen(QPen(text, 1.1))
    painter.setBrush(QColor(theme.paper))
    painter.drawEllipse(badge, 8, 8)
    number = QRectF(badge.x() - 5.6, badge.y() - 3.6, 11.2, 7.2)
    _fill(painter, text_path(str(card.tiebreaker), number), QColor(theme.ink))
    painter.restore()


def paint_card_back(painter: QPainter, rect: QRectF, theme: CardTheme) -> None:
    """Draw the common back of every card into ``rect``.

    It takes no card on purpose: a face-down card must not leak its identity
    through the drawing.
    """
    painter.save()
    enter_card_space(painter, rect)
    back = QColor(theme.back)
    accent = QColor(theme.back_accent)
    _body(painter, back, theme)

    painter.save()
    panel = QPainterPath()
    panel.addRoundedRect(_PANEL, _PANEL_RADIUS, _PANEL_RADIUS)
    painter.setClipPath(panel)
    pattern = QColor(theme.back_pattern)
    painter.setPen(QPen(pattern, 0.9))
    for k in range(-CARD_HEIGHT, CARD_WIDTH + CARD_HEIGHT, 9):
        painter.drawLine(QPointF(k, 0), QPointF(k + CARD_HEIGHT, CARD_HEIGHT))
        painter.drawLine(QPointF(k, CARD_HEIGHT), QPointF(k + CARD_HEIGHT, 0))
    painter.restore()

    painter.setPen(QPen(accent, 1.2))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawRoundedRect(_PANEL, _PANEL_RADIUS, _PANEL_RADIUS)

    center = QPointF(CARD_WIDTH / 2, CARD_HEIGHT / 2)
    painter.setBrush(back)
    painter.setPen(QPen(accent, 1.0))
    painter.drawEllipse(center, 29, 29)
    for k, fam in enumerate(FAMILIES):
        angle = math.radians(-90 + k * 72)
        dot = QPointF(center.x() + math.cos(angle) * 24, center.y() + math.sin(angle) * 24)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(theme.family_color(fam))
        painter.drawEllipse(dot, 2.8, 2.8)
    painter.setPen(QPen(accent, 1.6))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawEllipse(center, 18, 18)
    _fill(painter, text_path("5", QRectF(center.x() - 12, center.y() - 11, 24, 22)), accent)
    painter.restore()


def paint_card_placeholder(painter: QPainter, rect: QRectF, theme: CardTheme) -> None:
    """Draw an empty card slot (dashed outline), e.g. where the card up for auction goes."""
    painter.save()
    enter_card_space(painter, rect)
    color = QColor(theme.placeholder)
    fill = QColor(color)
    fill.setAlphaF(0.12)
    pen = QPen(color, 1.5, Qt.PenStyle.DashLine)
    pen.setDashPattern([4, 3])
    painter.setPen(pen)
    painter.setBrush(fill)
    painter.drawRoundedRect(
        QRectF(1.5, 1.5, CARD_WIDTH - 3, CARD_HEIGHT - 3), CARD_CORNER_RADIUS, CARD_CORNER_RADIUS
    )
    painter.restore()


def card_theme() -> CardTheme:
    """The cards' theme for the application's palette now (light or dark)."""
    return CardTheme.for_palette(QApplication.palette())
