"""Five Three Five's cards, our own art drawn with QPainter (no image files).

A card carries only its value, so the face is built to be read at a glance and
at any size: the value large in the centre and in the top-left corner (what
stays visible in a fanned hand), the penalty points it costs when left in hand
in a badge at the top right, and its weather band (rain 1-5, cloud 7-9, sun
11-15) twice over, as a colour *and* a pattern with a symbol (drops, clouds,
rays), so a player who cannot tell the colours apart still reads the band. The
8, which ends a trick when it overwrites or is added, wears an octagon round
its corner value and a band across its foot.

Drawing happens in the card space of SCORE 5's cards (90 x 126 units, scaled
uniformly into the caller's rectangle), so both games' cards share one size and
the same items can move them.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPalette, QPen

from score5_desktop.games.five_three_five.rules.cards import BAND_OF, PENALTY, Band
from score5_desktop.ui.art.card_art import (
    CARD_HEIGHT,
    CARD_WIDTH,
    contrast_ratio,
    enter_card_space,
    mix,
    paint_card_body,
    readable_on,
    text_path,
)


def band_of(value: int) -> Band:
    """The band of a card value (``ValueError`` for a value the game does not have)."""
    try:
        return BAND_OF[value]
    except KeyError:
        raise ValueError(f"no Five Three Five card has the value {value!r}") from None


def penalty_of(value: int) -> int:
    """Penalty points of a card left in hand (``ValueError`` for a value the game lacks)."""
    band_of(value)
    return PENALTY[value]


@dataclass(frozen=True, slots=True)
class F35Theme:
    """Colours of the cards as ``#rrggbb`` strings (hashable, so pixmap caches can key on it).

    The three band colours are far apart in lightness as well as hue (a dark
    blue, a mid grey, a light amber), so they stay apart without colour vision."""

    name: str
    rain: str
    cloud: str
    sun: str
    paper: str
    ink: str
    edge: str
    back: str
    back_pattern: str
    back_accent: str
    stop: str
    """The octagon and band of the 8."""
    tint: float

    @classmethod
    def light(cls) -> F35Theme:
        return cls(
            name="light",
            rain="#2f5f9e",
            cloud="#7b8494",
            sun="#e39a1c",
            paper="#fdfbf6",
            ink="#24262b",
            edge="#5a5f69",
            back="#3a2f5b",
            back_pattern="#6d5fa3",
            back_accent="#f2d79b",
            stop="#c8323c",
            tint=0.13,
        )

    @classmethod
    def dark(cls) -> F35Theme:
        return cls(
            name="dark",
            rain="#5a8ed6",
            cloud="#9aa3b3",
            sun="#f0b040",
            paper="#2a2d34",
            ink="#eceef2",
            edge="#0e0f12",
            back="#2a2244",
            back_pattern="#584c8a",
            back_accent="#dcc48a",
            stop="#e35b63",
            tint=0.18,
        )

    @classmethod
    def for_palette(cls, palette: QPalette) -> F35Theme:
        """The light or dark theme matching the window palette."""
        window = palette.color(QPalette.ColorRole.Window)
        return cls.dark() if window.lightnessF() < 0.5 else cls.light()

    def band_color(self, band: Band) -> QColor:
        return QColor(getattr(self, band.value))

    def panel_color(self, band: Band) -> QColor:
        """The face panel: paper lightly tinted with the band's colour."""
        return mix(QColor(self.paper), self.band_color(band), self.tint)

    def text_color(self, band: Band) -> QColor:
        """Band-hued text that keeps WCAG AA contrast (4.5:1) on the face panel."""
        return readable_on(self.band_color(band), self.panel_color(band), 4.5)


# --------------------------------------------------------------------------- shapes

_PANEL = QRectF(5, 5, 80, 116)
_PANEL_RADIUS = 4.5


def _drop(center: QPointF, size: float) -> QPainterPath:
    """A rain drop, ``size`` tall, centred on ``center``."""
    h = size / 2
    path = QPainterPath(QPointF(center.x(), center.y() - h))
    path.cubicTo(
        center.x() + h * 0.25,
        center.y() - h * 0.35,
        center.x() + h * 0.62,
        center.y() + h * 0.05,
        center.x() + h * 0.62,
        center.y() + h * 0.38,
    )
    path.arcTo(QRectF(center.x() - h * 0.62, center.y() - h * 0.24, h * 1.24, h * 1.24), 0, -180)
    path.cubicTo(
        center.x() - h * 0.62,
        center.y() + h * 0.05,
        center.x() - h * 0.25,
        center.y() - h * 0.35,
        center.x(),
        center.y() - h,
    )
    path.closeSubpath()
    return path


def _cloud(center: QPointF, width: float) -> QPainterPath:
    """A cloud of three puffs on a flat base, ``width`` wide."""
    w = width
    path = QPainterPath()
    path.setFillRule(Qt.FillRule.WindingFill)
    cx, cy = center.x(), center.y()
    path.addEllipse(QPointF(cx - w * 0.22, cy + w * 0.05), w * 0.2, w * 0.17)
    path.addEllipse(QPointF(cx + 0.02 * w, cy - w * 0.06), w * 0.25, w * 0.24)
    path.addEllipse(QPointF(cx + w * 0.26, cy + w * 0.07), w * 0.18, w * 0.15)
    path.addRoundedRect(QRectF(cx - w * 0.42, cy + w * 0.02, w * 0.84, w * 0.2), w * 0.1, w * 0.1)
    return path.simplified()


def _sun(center: QPointF, size: float) -> QPainterPath:
    """A sun: a disc and eight pointed rays, ``size`` across."""
    r = size / 2
    path = QPainterPath()
    path.setFillRule(Qt.FillRule.WindingFill)
    path.addEllipse(center, r * 0.5, r * 0.5)
    half = math.radians(12)
    for k in range(8):
        angle = math.radians(k * 45 - 90)
        ray = QPainterPath(
            QPointF(center.x() + math.cos(angle) * r, center.y() + math.sin(angle) * r)
        )
        for side in (-half, half):
            ray.lineTo(
                center.x() + math.cos(angle + side) * r * 0.64,
                center.y() + math.sin(angle + side) * r * 0.64,
            )
        ray.closeSubpath()
        path.addPath(ray)
    return path.simplified()


def band_symbol(band: Band, center: QPointF, size: float) -> QPainterPath:
    """The band's symbol (drop, cloud, sun) about ``size`` across, centred on ``center``."""
    if band is Band.RAIN:
        return _drop(center, size)
    if band is Band.CLOUD:
        return _cloud(center, size * 1.15)
    return _sun(center, size)


def _octagon(center: QPointF, radius: float) -> QPainterPath:
    path = QPainterPath()
    for k in range(8):
        angle = math.radians(22.5 + k * 45)
        point = QPointF(
            center.x() + math.cos(angle) * radius, center.y() + math.sin(angle) * radius
        )
        if k == 0:
            path.moveTo(point)
        else:
            path.lineTo(point)
    path.closeSubpath()
    return path


# --------------------------------------------------------------------------- painting


def _body(painter: QPainter, color: QColor, theme: F35Theme) -> None:
    paint_card_body(painter, color, QColor(theme.edge))


def _pattern(painter: QPainter, band: Band, color: QColor) -> None:
    """A faint pattern of the band's symbol over the panel: drops fall, clouds drift,
    rays shine, so the band reads from the texture as well as the colour."""
    faint = QColor(color)
    faint.setAlphaF(0.16)
    clip = QPainterPath()
    clip.addRoundedRect(_PANEL, _PANEL_RADIUS, _PANEL_RADIUS)
    painter.save()
    painter.setClipPath(clip)
    if band is Band.RAIN:
        for row in range(7):
            for col in range(5):
                x = 12 + col * 17 + (8 if row % 2 else 0)
                y = 14 + row * 17
                painter.fillPath(_drop(QPointF(x, y), 7), faint)
    elif band is Band.CLOUD:
        for row in range(5):
            for col in range(3):
                x = 20 + col * 28 + (14 if row % 2 else 0)
                y = 18 + row * 24
                painter.fillPath(_cloud(QPointF(x, y), 16), faint)
    else:
        centre = QPointF(CARD_WIDTH / 2, CARD_HEIGHT / 2)
        pen = QPen(faint, 3.0)
        painter.setPen(pen)
        for k in range(24):
            angle = math.radians(k * 15)
            painter.drawLine(
                QPointF(centre.x() + math.cos(angle) * 30, centre.y() + math.sin(angle) * 30),
                QPointF(centre.x() + math.cos(angle) * 90, centre.y() + math.sin(angle) * 90),
            )
    painter.restore()


def paint_card_face(painter: QPainter, rect: QRectF, value: int, theme: F35Theme) -> None:
    """Draw the face of a card of ``value`` into ``rect``.

    Top left: the value over the band symbol (all a fanned hand shows of a
    card); top right: the penalty points in a round badge; centre: the value,
    large, on the band symbol; the 8's corner value sits in an octagon and a
    band across its foot marks it as the card that ends a trick."""
    band = band_of(value)
    color = theme.band_color(band)
    panel = theme.panel_color(band)
    text = theme.text_color(band)
    painter.save()
    enter_card_space(painter, rect)
    _body(painter, color, theme)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(panel)
    painter.drawRoundedRect(_PANEL, _PANEL_RADIUS, _PANEL_RADIUS)
    _pattern(painter, band, color)

    label = str(value)
    stop = QColor(theme.stop)
    if value == 8:
        octagon = _octagon(QPointF(21, 20), 13)
        painter.fillPath(octagon, stop)
        painter.fillPath(text_path(label, QRectF(12, 12, 18, 16)), QColor("#ffffff"))
    else:
        painter.fillPath(text_path(label, QRectF(9, 10, 30, 19), Qt.AlignmentFlag.AlignLeft), text)
    symbol = band_symbol(band, QPointF(17, 42), 14)
    painter.fillPath(symbol, color)
    if contrast_ratio(color, panel) < 3.0:
        painter.strokePath(symbol, QPen(readable_on(color, panel, 3.0), 0.8))

    penalty = penalty_of(value)
    badge = QPointF(73, 18)
    painter.setPen(QPen(text, 1.3))
    painter.setBrush(QColor(theme.paper))
    painter.drawEllipse(badge, 9.5, 9.5)
    painter.fillPath(
        text_path(str(penalty), QRectF(badge.x() - 5, badge.y() - 5, 10, 10)), QColor(theme.ink)
    )

    centre = QPointF(CARD_WIDTH / 2, 72)
    big = band_symbol(band, centre, 54)
    halo = QColor(color)
    halo.setAlphaF(0.30)
    painter.fillPath(big, halo)
    painter.fillPath(text_path(label, QRectF(16, 56, 58, 34)), text)

    if value == 8:
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(stop)
        painter.drawRoundedRect(QRectF(12, 101, 66, 12), 6, 6)
        for k in range(3):
            painter.fillPath(_octagon(QPointF(30 + k * 15, 107), 3.6), QColor("#ffffff"))
    painter.restore()


def paint_card_back(painter: QPainter, rect: QRectF, theme: F35Theme) -> None:
    """The common back of every card: a pattern and the 5 3 5 of the name.

    It takes no value on purpose: a face-down card cannot leak its identity."""
    painter.save()
    enter_card_space(painter, rect)
    back = QColor(theme.back)
    accent = QColor(theme.back_accent)
    _body(painter, back, theme)
    painter.save()
    clip = QPainterPath()
    clip.addRoundedRect(_PANEL, _PANEL_RADIUS, _PANEL_RADIUS)
    painter.setClipPath(clip)
    painter.setPen(QPen(QColor(theme.back_pattern), 1.0))
    for k in range(-CARD_HEIGHT, CARD_WIDTH + CARD_HEIGHT, 10):
        painter.drawLine(QPointF(k, 0), QPointF(k + CARD_HEIGHT, CARD_HEIGHT))
    painter.restore()
    painter.setPen(QPen(accent, 1.2))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawRoundedRect(_PANEL, _PANEL_RADIUS, _PANEL_RADIUS)
    painter.setBrush(back)
    frame = QRectF(17, 36, 56, 54)
    painter.drawRoundedRect(frame, 8, 8)
    for k, digit in enumerate(("5", "3", "5")):
        box = QRectF(21 + k * 16.5, 47, 15, 32)
        painter.fillPath(text_path(digit, box), accent)
    painter.restore()
