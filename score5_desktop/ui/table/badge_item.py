"""A small label on the table (a bid's card count or total, a tray caption)."""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPainterPath
from PySide6.QtWidgets import QGraphicsObject, QStyleOptionGraphicsItem, QWidget


class BadgeItem(QGraphicsObject):
    def __init__(self, pixel_size: int = 15, pill: bool = True, parent=None) -> None:
        super().__init__(parent)
        self._text = ""
        self._pill = pill
        self._font = QFont()
        self._font.setPixelSize(pixel_size)
        self._font.setBold(True)
        self._fg = QColor("#ffffff")
        self._bg = QColor(0, 0, 0, 120)
        self.setZValue(30)

    def text(self) -> str:
        return self._text

    def setText(self, text: str) -> None:
        if text != self._text:
            self.prepareGeometryChange()
            self._text = text
            self.update()
        self.setVisible(bool(text))

    def setColors(self, fg: str, bg: QColor) -> None:
        self._fg, self._bg = QColor(fg), bg
        self.update()

    def _size(self) -> tuple[float, float]:
        metrics = QFontMetricsF(self._font)
        return metrics.horizontalAdvance(self._text) + 20, metrics.height() + 6

    def boundingRect(self) -> QRectF:
        w, h = self._size()
        return QRectF(-w / 2, -h / 2, w, h)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        if not self._text:
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = self.boundingRect()
        if self._pill:
            path = QPainterPath()
            path.addRoundedRect(rect, rect.height() / 2, rect.height() / 2)
            painter.fillPath(path, self._bg)
        painter.setFont(self._font)
        painter.setPen(self._fg)
        painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, self._text)
