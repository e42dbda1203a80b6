"""The face-down auction pile and how many cards of each tier are left (R9)."""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPainterPath
from PySide6.QtWidgets import QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from score5_desktop.games.score5.qt.card_art import CardTheme
from score5_desktop.games.score5.qt.card_item import card_pixmap
from score5_desktop.games.score5.qt.table.table_layout import PILL_HEIGHT, pile_pill
from score5_desktop.ui.art.card_art import CARD_HEIGHT, CARD_WIDTH
from score5_desktop.ui.common.appearance import LIGHT_TABLE, TableColors


def _scale_of(painter: QPainter) -> float:
    """How much the view magnifies the table, rounded so the cached image is reused."""
    scale = math.sqrt(abs(painter.worldTransform().determinant())) or 1.0
    return math.ceil(scale * 4) / 4


class PileItem(QGraphicsObject):
    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self._left = (0, 0, 0)
        self._label = ""
        self._colors: TableColors = LIGHT_TABLE
        self._theme = CardTheme.light()
        self.setZValue(1)

    def setLeft(self, left: tuple[int, int, int], label: str) -> None:
        self._left = tuple(left)  # type: ignore[assignment]
        self._label = label
        self.update()

    def left(self) -> tuple[int, int, int]:
        return self._left

    def setColors(self, colors: TableColors, theme: CardTheme) -> None:
        self._colors, self._theme = colors, theme
        self.update()

    def topPosition(self) -> QPointF:
        """Scene position of the top card, where a revealed card starts its flight."""
        depth = min(sum(self._left), 4)
        return self.mapToScene(QPointF(-depth * 2.0, -depth * 2.0))

    def boundingRect(self) -> QRectF:
        return QRectF(
            -CARD_WIDTH / 2 - 80, -CARD_HEIGHT / 2 - 20, CARD_WIDTH + 100, CARD_HEIGHT + 70
        )

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        count = sum(self._left)
        rect = QRectF(-CARD_WIDTH / 2, -CARD_HEIGHT / 2, CARD_WIDTH, CARD_HEIGHT)
        if count == 0:
            if not self._label:  # no game yet: an outline there would name nothing
                return
            painter.setPen(QColor(self._colors.muted))
            painter.drawRoundedRect(rect, 7, 7)
        ratio = max(painter.device().devicePixelRatioF(), 1.0) * _scale_of(painter)
        back = card_pixmap(None, rect.size(), ratio, self._theme)
        for layer in range(min(count, 4), 0, -1):
            offset = (layer - 1) * 2.0
            painter.drawPixmap(rect.translated(-offset, -offset), back, QRectF(back.rect()))
        if not self._label:
            return
        # The tiers left, on a pill just below the pile (across its foot it hid the
        # cards' edge and, with the pile empty, left bits of its outline beside the
        # words): the bids laid out around the centre keep clear of it.
        font = QFont(painter.font())
        font.setPixelSize(13)
        font.setBold(True)
        painter.setFont(font)
        width = QFontMetricsF(font).horizontalAdvance(self._label) + 16
        pill = pile_pill(width)
        path = QPainterPath()
        path.addRoundedRect(pill, PILL_HEIGHT / 2, PILL_HEIGHT / 2)
        painter.fillPath(path, QColor(0, 0, 0, 170))
        painter.setPen(QColor("#ffffff"))
        painter.drawText(pill, Qt.AlignmentFlag.AlignCenter, self._label)
