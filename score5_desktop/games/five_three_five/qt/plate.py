"""A seat's plate on the Five Three Five table: name, cards left, total, and this
trick's marks (who leads it, who has passed).

It is SCORE 5's ``SeatPlate`` (name, a detail line, the active ring, the
thinking arc, the winner's glow), with two marks painted on top: a plate whose
seat passed in this trick is veiled and carries a "passed" tag; the seat that
led the trick carries a small pennant at its left edge.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPolygonF
from PySide6.QtWidgets import QStyleOptionGraphicsItem, QWidget

from score5_desktop.games.five_three_five.qt.layout import PLATE_H, PLATE_W
from score5_desktop.ui.table.seat_plate import SeatPlate


class F35Plate(SeatPlate):
    def __init__(self, seat: int, parent=None) -> None:
        super().__init__(seat, parent)
        self._passed = False
        self._leads = False
        self._passed_text = ""

    def setMarks(self, *, passed: bool, leads: bool, passed_text: str) -> None:
        """This trick's marks; ``passed_text`` is the tag's word ("passed", translated)."""
        if (passed, leads, passed_text) != (self._passed, self._leads, self._passed_text):
            self._passed, self._leads, self._passed_text = passed, leads, passed_text
            self.update()

    def leads(self) -> bool:
        return self._leads

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        super().paint(painter, option, widget)
        rect = QRectF(-PLATE_W / 2, -PLATE_H / 2, PLATE_W, PLATE_H)
        if self._passed:
            veil = QPainterPath()
            veil.addRoundedRect(rect, 12, 12)
            painter.fillPath(veil, QColor(0, 0, 0, 70))
            font = QFont(painter.font())
            font.setPixelSize(13)
            font.setBold(True)
            metrics = QFontMetricsF(font)
            w = metrics.horizontalAdvance(self._passed_text) + 16
            tag = QRectF(rect.right() - w - 8, rect.top() - 10, w, 20)
            path = QPainterPath()
            path.addRoundedRect(tag, 10, 10)
            painter.fillPath(path, QColor("#5b6270"))
            painter.setFont(font)
            painter.setPen(QColor("#ffffff"))
            painter.drawText(tag, Qt.AlignmentFlag.AlignCenter, self._passed_text)
        if self._leads:
            x, y = rect.left() - 4, rect.top() + 8
            pole = QRectF(x, y, 3, 30)
            painter.fillRect(pole, QColor("#3a3f47"))
            flag = QPolygonF([QPointF(x + 3, y), QPointF(x + 22, y + 7), QPointF(x + 3, y + 14)])
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor("#f0a30a"))
            painter.drawPolygon(flag)
