"""The auction result panel: every bid's total side by side, then why it went so.

A row of cells (each seat's name over its total, "no bid" for none; the winner's
cell outlined) above up to three sentences: who won, the card that broke a tie
and its tiebreaker value, the pick order and its reason. Names are data, so
everything is plain text (``QGraphicsTextItem.setPlainText``, painted strings);
a cell shows at most ``NAME_CAP`` characters of a name, and the sentences wrap
within the panel's width. Clicks pass through it to the table.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsObject, QGraphicsTextItem, QStyleOptionGraphicsItem

WIDTH = 560.0
PAD = 8.0
CELL_H = 34.0
NAME_CAP = 24  # characters of a name a cell shows
WINNER = QColor("#f2c14e")  # the outline of the winner's cell, as a winner's plate glows


def _font(pixels: int, bold: bool = False) -> QFont:
    font = QFont()
    font.setPixelSize(pixels)
    font.setBold(bold)
    return font


class AuctionPanel(QGraphicsObject):
    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self._cells: list[tuple[str, str]] = []
        self._winner: int | None = None
        self._name_font = _font(12, bold=True)
        self._total_font = _font(12)
        self._text = QGraphicsTextItem(self)
        self._text.setFont(_font(12))
        self._text.setDefaultTextColor(QColor("#ffffff"))
        self._text.setTextWidth(WIDTH - 2 * PAD)
        self._text.setPos(-WIDTH / 2 + PAD, PAD + CELL_H)
        self._text.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setZValue(75)  # over the felt's cards: it is read, then it goes
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setVisible(False)

    def setResult(
        self, cells: Sequence[tuple[str, str]], winner: int | None, sentences: Sequence[str]
    ) -> None:
        """``cells``: per seat, (name, total text); ``winner`` the cell to outline;
        ``sentences`` the lines below (empty ones are left out)."""
        self.prepareGeometryChange()
        self._cells = [(name[:NAME_CAP], total) for name, total in cells]
        self._winner = winner
        self._text.setPlainText("\n".join(s for s in sentences if s))
        self.setVisible(True)
        self.update()

    def clear(self) -> None:
        self.prepareGeometryChange()
        self.setVisible(False)
        self._cells = []
        self._text.setPlainText("")

    def cells(self) -> list[tuple[str, str]]:
        return list(self._cells)

    def winnerCell(self) -> int | None:
        return self._winner

    def text(self) -> str:
        return self._text.toPlainText()

    def boundingRect(self) -> QRectF:
        height = PAD + CELL_H + self._text.boundingRect().height() + PAD
        return QRectF(-WIDTH / 2, 0, WIDTH, height)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget=None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = self.boundingRect()
        path = QPainterPath()
        path.addRoundedRect(rect, 10, 10)
        painter.fillPath(path, QColor(0, 0, 0, 190))
        if not self._cells:
            return
        width = (WIDTH - 2 * PAD) / len(self._cells)
        for seat, (name, total) in enumerate(self._cells):
            cell = QRectF(-WIDTH / 2 + PAD + seat * width, PAD, width, CELL_H).adjusted(2, 0, -2, 0)
            if seat == self._winner:
                painter.setPen(QPen(WINNER, 2))
                painter.setBrush(QColor(255, 255, 255, 30))
                painter.drawRoundedRect(cell, 6, 6)
            painter.setPen(QColor("#ffffff"))
            top, bottom = cell.adjusted(4, 2, -4, -CELL_H / 2), cell.adjusted(4, CELL_H / 2, -4, -2)
            painter.setFont(self._name_font)
            elided = QFontMetricsF(self._name_font).elidedText(
                name, Qt.TextElideMode.ElideRight, top.width()
            )
            painter.drawText(top, Qt.AlignmentFlag.AlignCenter, elided)
            painter.setFont(self._total_font)
            painter.drawText(bottom, Qt.AlignmentFlag.AlignCenter, total)
