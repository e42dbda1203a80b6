"""What every game's card art shares, drawn with QPainter so it stays crisp at any size.

Nothing here loads an image file: every card is built from vector paths, which is
why the art scales with the table and follows the light or dark theme. Each game
paints its own faces and backs (``games/<game>/qt/card_art.py``) through the hook of
the shell's ``CardItem`` (``ui.table.card_item.CardArt``); here are the card space
they draw in, the colour arithmetic that keeps text readable, the text outlines of
their numbers, and the colours of a card's states on the table (selection, hover,
focus), which are the same for every game.

All drawing happens in a fixed card space of ``CARD_WIDTH`` x ``CARD_HEIGHT``
units that is scaled uniformly into the rectangle the caller passes, so each game's
layout is written once in round numbers and both games' cards share one size.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from functools import lru_cache

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QPainter, QPainterPath, QPalette, QTransform

CARD_WIDTH = 90
"""Card width in logical pixels at scale 1."""
CARD_HEIGHT = 126
"""Card height in logical pixels at scale 1 (the 5:7 ratio of a poker-size card)."""
CARD_CORNER_RADIUS = 7.0
"""Corner radius in card units; items use it for hit shapes and highlight rings."""


def relative_luminance(color: QColor) -> float:
    """WCAG relative luminance, used to keep text readable on a card's colours."""

    def channel(value: float) -> float:
        return value / 12.92 if value <= 0.04045 else ((value + 0.055) / 1.055) ** 2.4

    return (
        0.2126 * channel(color.redF())
        + 0.7152 * channel(color.greenF())
        + 0.0722 * channel(color.blueF())
    )


def contrast_ratio(a: QColor, b: QColor) -> float:
    """WCAG contrast ratio between two opaque colours (1.0 to 21.0)."""
    la, lb = sorted((relative_luminance(a), relative_luminance(b)), reverse=True)
    return (la + 0.05) / (lb + 0.05)


def mix(a: QColor, b: QColor, amount: float) -> QColor:
    """``a`` moved ``amount`` (0..1) of the way towards ``b``, in sRGB."""
    t = min(max(amount, 0.0), 1.0)
    return QColor.fromRgbF(
        a.redF() + (b.redF() - a.redF()) * t,
        a.greenF() + (b.greenF() - a.greenF()) * t,
        a.blueF() + (b.blueF() - a.blueF()) * t,
        a.alphaF() + (b.alphaF() - a.alphaF()) * t,
    )


def readable_on(color: QColor, background: QColor, min_ratio: float = 4.5) -> QColor:
    """``color``, darkened or lightened just enough to reach ``min_ratio`` on ``background``.

    Keeps the family hue in text (a green value stays greenish) while meeting
    the contrast that small text needs.
    """
    towards = QColor("#000000") if relative_luminance(background) > 0.18 else QColor("#ffffff")
    for step in range(21):
        candidate = mix(color, towards, step / 20)
        if contrast_ratio(candidate, background) >= min_ratio:
            return candidate
    return towards


def fit_path(path: QPainterPath, box: QRectF) -> QPainterPath:
    """``path`` scaled uniformly and centred into ``box``."""
    bounds = path.boundingRect()
    if bounds.isEmpty():
        return QPainterPath(path)
    s = min(box.width() / bounds.width(), box.height() / bounds.height())
    t = QTransform()
    t.translate(box.center().x(), box.center().y())
    t.scale(s, s)
    t.translate(-bounds.center().x(), -bounds.center().y())
    return t.map(path)


def _font() -> QFont:
    font = QFont()
    font.setFamilies(
        ["DejaVu Sans Condensed", "Roboto Condensed", "Arial Narrow", "Segoe UI", "Arial"]
    )
    font.setStyleHint(QFont.StyleHint.SansSerif)
    font.setWeight(QFont.Weight.Bold)
    font.setPixelSize(100)
    return font


@lru_cache(maxsize=512)
def _glyphs(text: str) -> QPainterPath:
    path = QPainterPath()
    path.addText(0, 0, _font(), text)
    return path


def text_path(
    text: str, box: QRectF, align: Qt.AlignmentFlag = Qt.AlignmentFlag.AlignCenter
) -> QPainterPath:
    """``text`` as an outline whose ink fills ``box``'s height, aligned inside it.

    Fitting the drawn ink (not the font's line box) centres digits exactly and
    lets any fallback font produce the same layout. Every game's card art draws
    its numbers with it.
    """
    glyphs = _glyphs(text)
    bounds = glyphs.boundingRect()
    if bounds.isEmpty():
        return QPainterPath()
    s = min(box.height() / bounds.height(), box.width() / bounds.width())
    width = bounds.width() * s
    if align & Qt.AlignmentFlag.AlignLeft:
        x = box.left()
    elif align & Qt.AlignmentFlag.AlignRight:
        x = box.right() - width
    else:
        x = box.center().x() - width / 2
    t = QTransform()
    t.translate(x, box.center().y())
    t.scale(s, s)
    t.translate(-bounds.left(), -bounds.center().y())
    return t.map(glyphs)


def enter_card_space(painter: QPainter, rect: QRectF) -> None:
    """Map card units onto ``rect`` uniformly and centred, so the art never distorts."""
    s = min(rect.width() / CARD_WIDTH, rect.height() / CARD_HEIGHT)
    painter.translate(
        rect.x() + (rect.width() - CARD_WIDTH * s) / 2,
        rect.y() + (rect.height() - CARD_HEIGHT * s) / 2,
    )
    painter.scale(s, s)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)


def paint_card_body(painter: QPainter, brush: QBrush | QColor, edge: QColor) -> None:
    """A card's edge and body in card space, both filled: a stroked edge would bleed
    past the rectangle at small scales, where the raster engine widens thin pens to a
    pixel."""
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(edge)
    painter.drawRoundedRect(
        QRectF(0, 0, CARD_WIDTH, CARD_HEIGHT), CARD_CORNER_RADIUS, CARD_CORNER_RADIUS
    )
    painter.setBrush(brush)
    painter.drawRoundedRect(
        QRectF(1, 1, CARD_WIDTH - 2, CARD_HEIGHT - 2),
        CARD_CORNER_RADIUS - 1,
        CARD_CORNER_RADIUS - 1,
    )


@dataclass(frozen=True, slots=True)
class CardStates:
    """The colours of a card's states on the table, as ``#rrggbb`` / ``#aarrggbb``
    strings (hashable): the same for every game's cards.

    A game's own card theme may hold them as one of its fields; the shell's
    ``CardItem`` reads only them."""

    name: str
    selection: str
    hover: str
    focus: str
    focus_inner: str
    """A second ring inside the focus ring, so focus shows on any table colour."""
    dim: str
    """Translucent veil over disabled cards."""
    shadow: str

    @classmethod
    def light(cls) -> CardStates:
        return cls(
            name="light",
            selection="#f0a30a",
            hover="#d8ffffff",
            focus="#1a5fd0",
            focus_inner="#ffffff",
            dim="#a6e9e9ee",
            shadow="#000000",
        )

    @classmethod
    def dark(cls) -> CardStates:
        return cls(
            name="dark",
            selection="#ffb84d",
            hover="#c0ffffff",
            focus="#8ab8ff",
            focus_inner="#101218",
            dim="#b01a1c21",
            shadow="#000000",
        )

    @classmethod
    def for_palette(cls, palette: QPalette) -> CardStates:
        """The light or dark states matching ``palette``, with its highlight for focus."""
        window = palette.color(QPalette.ColorRole.Window)
        base = cls.dark() if window.lightnessF() < 0.5 else cls.light()
        highlight = palette.color(QPalette.ColorRole.Highlight)
        if not highlight.isValid():
            return base
        return replace(base, focus=highlight.name())
