"""A player's place at the table: name, who plays it, hand size, and what they are doing.

Painted text rather than child widgets, so it scales with the table; the
thinking indicator is a turning arc, still under reduced motion.
"""

from __future__ import annotations

from PySide6.QtCore import Property, QEasingCurve, QPropertyAnimation, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from score5_desktop.ui.common.appearance import LIGHT_TABLE, TableColors

PLATE_WIDTH = 200.0
PLATE_HEIGHT = 64.0
SMALLEST_DETAIL_PX = 11
"""The detail line shrinks down to this size before it is cut short: a longer language
("13 Karten · 13 Minuspunkte") still reads whole on the plate."""


GLOW_MARGIN = 12.0
"""How far the glow of a plate that just received a card reaches past its edge."""


def fitted_font(font: QFont, text: str, width: float, smallest_px: int) -> QFont:
    """``font`` made smaller one pixel at a time, no smaller than ``smallest_px``, until
    ``text`` fits in ``width``."""
    fitted = QFont(font)
    size = fitted.pixelSize()
    while size > smallest_px and QFontMetricsF(fitted).horizontalAdvance(text) > width:
        size -= 1
        fitted.setPixelSize(size)
    return fitted


class SeatPlate(QGraphicsObject):
    spinChanged = Signal(float)
    glowChanged = Signal(float)

    def __init__(self, seat: int, parent=None) -> None:
        super().__init__(parent)
        self.seat = seat
        self._name = ""
        self._detail = ""
        self._status = ""
        self._active = False
        self._thinking = False
        self._winner = False
        self._colors: TableColors = LIGHT_TABLE
        self._spin = 0.0
        self._spinner = QPropertyAnimation(self, b"spin", self)
        self._spinner.setStartValue(0.0)
        self._spinner.setEndValue(360.0)
        self._spinner.setDuration(1100)
        self._spinner.setLoopCount(-1)
        self._spinner.setEasingCurve(QEasingCurve.Type.Linear)
        self._animate_spinner = True
        self._glow = 0.0
        self._pulse = QPropertyAnimation(self, b"glow", self)
        self._pulse.setStartValue(1.0)
        self._pulse.setEndValue(0.0)
        self._pulse.setDuration(900)
        self._pulse.setEasingCurve(QEasingCurve.Type.InQuad)
        self.setZValue(5)

    # -- content --------------------------------------------------------------------
    def setTexts(self, name: str, detail: str, status: str) -> None:
        if (name, detail, status) != (self._name, self._detail, self._status):
            self._name, self._detail, self._status = name, detail, status
            self.update()

    def texts(self) -> tuple[str, str, str]:
        """The name, detail and status shown (an online table marks a seat that is away)."""
        return self._name, self._detail, self._status

    def status(self) -> str:
        return self._status

    def setColors(self, colors: TableColors) -> None:
        self._colors = colors
        self.update()

    def setActive(self, active: bool) -> None:
        if active != self._active:
            self._active = active
            self.update()

    def isActive(self) -> bool:
        """The plate is marked as a seat whose decision comes next."""
        return self._active

    def setWinner(self, winner: bool) -> None:
        if winner != self._winner:
            self._winner = winner
            self.update()

    def setThinking(self, thinking: bool, animate: bool = True) -> None:
        self._animate_spinner = animate
        if thinking == self._thinking:
            return
        self._thinking = thinking
        if thinking and animate:
            self._spinner.start()
        else:
            self._spinner.stop()
        self.update()

    def _get_spin(self) -> float:
        return self._spin

    def _set_spin(self, value: float) -> None:
        self._spin = value
        self.update()

    spin = Property(float, _get_spin, _set_spin, notify=spinChanged)

    def _get_glow(self) -> float:
        return self._glow

    def _set_glow(self, value: float) -> None:
        self._glow = value
        self.update()

    glow = Property(float, _get_glow, _set_glow, notify=glowChanged)

    def pulse(self, duration_ms: int = 900) -> None:
        """A glow that fades: this seat just received a card (the eye follows it here)."""
        if duration_ms <= 0:
            return
        self._pulse.stop()
        self._pulse.setDuration(duration_ms)
        self._pulse.start()

    def isPulsing(self) -> bool:
        return self._pulse.state() == QPropertyAnimation.State.Running

    # -- painting --------------------------------------------------------------------
    def boundingRect(self) -> QRectF:
        margin = GLOW_MARGIN + 2
        return QRectF(
            -PLATE_WIDTH / 2 - margin,
            -PLATE_HEIGHT / 2 - margin,
            PLATE_WIDTH + 2 * margin,
            PLATE_HEIGHT + 2 * margin,
        )

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        colors = self._colors
        rect = QRectF(-PLATE_WIDTH / 2, -PLATE_HEIGHT / 2, PLATE_WIDTH, PLATE_HEIGHT)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        if self._glow > 0:
            halo = QColor(colors.winner)
            for step in range(3):
                spread = GLOW_MARGIN * (step + 1) / 3
                halo.setAlphaF(self._glow * (0.55 - 0.15 * step))
                painter.setPen(QPen(halo, GLOW_MARGIN / 3))
                painter.setBrush(Qt.BrushStyle.NoBrush)
                grown = rect.adjusted(-spread, -spread, spread, spread)
                painter.drawRoundedRect(grown, 12 + spread, 12 + spread)
        path = QPainterPath()
        path.addRoundedRect(rect, 12, 12)
        painter.fillPath(path.translated(0, 3), QColor(0, 0, 0, 60))
        painter.fillPath(path, QColor(colors.plate))
        edge = colors.plate_edge
        width = 1.2
        if self._winner:
            edge, width = colors.winner, 4.0
        elif self._active or self._thinking:
            edge, width = (colors.thinking if self._thinking else colors.active), 3.5
        painter.setPen(QPen(QColor(edge), width))
        painter.drawPath(path)

        text = QColor(colors.plate_edge)
        ink = QColor("#1f2329") if QColor(colors.plate).lightnessF() > 0.5 else QColor("#eceef2")
        name_font = QFont(painter.font())
        name_font.setPixelSize(19)
        name_font.setBold(True)
        small = QFont(painter.font())
        small.setPixelSize(14)
        inner = rect.adjusted(14, 6, -14, -6)
        right_room = 26 if self._thinking else 0
        painter.setFont(name_font)
        painter.setPen(ink)
        metrics = QFontMetricsF(name_font)
        name = metrics.elidedText(
            self._name, Qt.TextElideMode.ElideRight, inner.width() - right_room
        )
        painter.drawText(
            QRectF(inner.left(), inner.top(), inner.width(), 24),
            Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
            name,
        )
        line = self._detail if not self._status else self._status
        small = fitted_font(small, line, inner.width(), SMALLEST_DETAIL_PX)
        painter.setFont(small)
        painter.setPen(text if QColor(colors.plate).lightnessF() > 0.5 else QColor("#b9bfca"))
        small_metrics = QFontMetricsF(small)
        line = small_metrics.elidedText(line, Qt.TextElideMode.ElideRight, inner.width())
        painter.drawText(
            QRectF(inner.left(), inner.top() + 26, inner.width(), 22),
            Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
            line,
        )
        if self._thinking:
            arc = QRectF(inner.right() - 18, inner.top() + 3, 18, 18)
            painter.setPen(
                QPen(QColor(colors.thinking), 3, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap)
            )
            start = int(-self._spin * 16) if self._animate_spinner else 90 * 16
            painter.drawArc(arc, start, 270 * 16)
