"""Scores as horizontal bars split into segments: a game's end and its average scores.

Painted with QPainter rather than QtCharts so every segment can carry a *symbol*
as well as its colour and a thin gap from its neighbours: a player who cannot tell
the colours apart reads the split from the shapes, and the legend pairs each symbol
with its name. The segments are a game's (a score split by the kinds of its cards,
with their symbols), given as a ``ChartKey``; the chart names no game. It
follows the palette, so it is right in the light and the dark theme without being
told.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import NamedTuple

from PySide6.QtCore import QEvent, QPointF, QRectF, QSize, Qt
from PySide6.QtGui import (
    QColor,
    QFontMetricsF,
    QHelpEvent,
    QPainter,
    QPainterPath,
    QPaintEvent,
    QPalette,
)
from PySide6.QtWidgets import QSizePolicy, QToolTip, QWidget

from score5_desktop.model.plain_text import plain_tooltip
from score5_desktop.model.text import arg, list_text, number_text, translate
from score5_desktop.ui.art.card_art import relative_luminance

BAR_HEIGHT = 34.0
BAR_GAP = 12.0
LEGEND_HEIGHT = 30.0
PAD = 8.0
SEGMENT_GAP = 1.5
MIN_SYMBOL = 8.0


class ChartSegment(NamedTuple):
    """One kind of segment: its name (legend, tooltips), colour and symbol."""

    name: str
    color: QColor
    symbol: Callable[[QRectF], QPainterPath]
    """The symbol's outline fitted into a box."""


ChartKey = Callable[[QPalette], Sequence[ChartSegment]]
"""A game's segments for a palette (light or dark), in its bars' value order; asked
again at each paint, so names follow the language and colours the theme."""


def no_key(palette: QPalette) -> Sequence[ChartSegment]:
    """The key of a chart that has none yet (no bars to split)."""
    return ()


@dataclass(frozen=True, slots=True)
class ScoreBar:
    """One bar: a label and a value per segment, in the chart key's order.

    ``total`` is what the bar's end says; it is the sum of the values unless
    given (an average score need not equal the sum of per-family averages when
    some old games lack the split)."""

    label: str
    values: tuple[float, ...]
    emphasis: bool = False
    total: float | None = None

    def __post_init__(self) -> None:
        if any(v < 0 for v in self.values):
            raise ValueError("bar values are not negative")

    @property
    def shown_total(self) -> float:
        return sum(self.values) if self.total is None else self.total


class ScoreChart(QWidget):
    """Stacked horizontal bars, one per player (or group), with the key's legend."""

    def __init__(
        self, parent: QWidget | None = None, *, decimals: int = 0, key: ChartKey = no_key
    ) -> None:
        super().__init__(parent)
        self.setObjectName("scoreChart")
        self._key = key
        self._bars: list[ScoreBar] = []
        self._decimals = decimals
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        self.setMouseTracking(True)
        self.retranslateUi()

    # -- data ---------------------------------------------------------------------------
    def bars(self) -> list[ScoreBar]:
        return list(self._bars)

    def setKey(self, key: ChartKey) -> None:
        """The game's segments (``setBars`` checks each bar has one value per segment)."""
        self._key = key
        self._describe()
        self.update()

    def segments(self) -> Sequence[ChartSegment]:
        return self._key(self.palette())

    def setBars(self, bars: Sequence[ScoreBar]) -> None:
        count = len(self.segments())
        for bar in bars:
            if len(bar.values) != count:
                raise ValueError(f"a bar has one value per segment ({count})")
        self._bars = list(bars)
        self._describe()
        self.updateGeometry()
        self.update()

    def number(self, value: float) -> str:
        """``value`` as the interface language writes it (French "76,7", as the
        statistics' other figures; the bars wrote "76.7")."""
        return number_text(value, self._decimals)

    # -- geometry (public so tests and tooltips use what is painted) -------------------------
    def _label_width(self) -> float:
        metrics = QFontMetricsF(self.font())
        widths = [metrics.horizontalAdvance(b.label) for b in self._bars] or [0.0]
        return min(max(widths) + PAD * 2, self.width() * 0.35)

    def _total_width(self) -> float:
        metrics = QFontMetricsF(self._bold())
        widths = [metrics.horizontalAdvance(self.number(b.shown_total)) for b in self._bars]
        return max(widths or [0.0]) + PAD * 2

    def plotRect(self) -> QRectF:
        """Where bars are drawn: between the labels and the totals, above the legend."""
        left = self._label_width()
        right = self.width() - self._total_width()
        height = len(self._bars) * (BAR_HEIGHT + BAR_GAP)
        return QRectF(left, PAD, max(right - left, 1.0), height)

    def scaleMax(self) -> float:
        return max((b.shown_total for b in self._bars), default=0.0) or 1.0

    def barRect(self, row: int) -> QRectF:
        plot = self.plotRect()
        return QRectF(plot.left(), plot.top() + row * (BAR_HEIGHT + BAR_GAP), 0, BAR_HEIGHT)

    def segmentRects(self, row: int) -> list[QRectF]:
        """Per segment (the key's order), the rectangle of that segment in bar ``row``;
        an empty rectangle where the value is 0."""
        plot = self.plotRect()
        unit = plot.width() / self.scaleMax()
        top = self.barRect(row).top()
        x = plot.left()
        rects = []
        for value in self._bars[row].values:
            width = value * unit
            rects.append(QRectF(x, top, width, BAR_HEIGHT))
            x += width
        return rects

    def legendRect(self) -> QRectF:
        plot = self.plotRect()
        return QRectF(0, plot.bottom() + PAD / 2, self.width(), LEGEND_HEIGHT)

    def sizeHint(self) -> QSize:
        height = PAD * 2 + max(len(self._bars), 1) * (BAR_HEIGHT + BAR_GAP) + LEGEND_HEIGHT
        return QSize(560, int(height))

    def minimumSizeHint(self) -> QSize:
        return QSize(320, self.sizeHint().height())

    # -- painting -----------------------------------------------------------------------
    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        key = self.segments()
        text = self.palette().color(QPalette.ColorRole.WindowText)
        for row, bar in enumerate(self._bars):
            self._paint_bar(painter, row, bar, key, text)
        self._paint_legend(painter, key, text)
        painter.end()

    def _bold(self):
        font = self.font()
        font.setBold(True)
        return font

    def _paint_bar(
        self,
        painter: QPainter,
        row: int,
        bar: ScoreBar,
        key: Sequence[ChartSegment],
        text: QColor,
    ) -> None:
        plot = self.plotRect()
        band = self.barRect(row)
        painter.setFont(self._bold() if bar.emphasis else self.font())
        painter.setPen(text)
        label = QRectF(0, band.top(), plot.left() - PAD, BAR_HEIGHT)
        elided = QFontMetricsF(painter.font()).elidedText(
            bar.label, Qt.TextElideMode.ElideRight, label.width()
        )
        painter.drawText(label, Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignRight, elided)
        metrics = QFontMetricsF(self.font())
        end = plot.left()
        segments = zip(key, self.segmentRects(row), bar.values, strict=True)
        for segment, rect, amount in segments:
            if rect.width() <= 0:
                continue
            end = rect.right()
            fill = segment.color
            inner = rect.adjusted(0, 0, -SEGMENT_GAP, 0)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(fill)
            painter.drawRoundedRect(inner, 3, 3)
            ink = QColor("#000000") if relative_luminance(fill) > 0.3 else QColor("#ffffff")
            value = self.number(amount)
            symbol = BAR_HEIGHT * 0.5
            need = symbol + metrics.horizontalAdvance(value) + 10
            labelled = inner.width() >= need
            # A narrow segment still gets its symbol, smaller, so the split reads without
            # colour; below MIN_SYMBOL it would be a smudge (the tooltip tells it then).
            symbol = min(symbol, inner.width() - 4)
            if symbol >= MIN_SYMBOL:
                box = QRectF(0, 0, symbol, symbol)
                if labelled:
                    box.moveCenter(QPointF(inner.left() + 4 + symbol / 2, inner.center().y()))
                else:
                    box.moveCenter(inner.center())
                painter.fillPath(segment.symbol(box), ink)
            if labelled:
                painter.setPen(ink)
                painter.setFont(self.font())
                area = inner.adjusted(symbol + 6, 0, -3, 0)
                painter.drawText(area, Qt.AlignmentFlag.AlignCenter, value)
        if bar.emphasis:
            painter.setPen(text)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(
                QRectF(plot.left() - 3, band.top() - 3, end - plot.left() + 6, BAR_HEIGHT + 6),
                5,
                5,
            )
        painter.setPen(text)
        painter.setFont(self._bold())
        total = QRectF(end + PAD, band.top(), self.width() - end - PAD, BAR_HEIGHT)
        painter.drawText(
            total,
            Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft,
            self.number(bar.shown_total),
        )

    def _paint_legend(self, painter: QPainter, key: Sequence[ChartSegment], text: QColor) -> None:
        legend = self.legendRect()
        metrics = QFontMetricsF(self.font())
        symbol = 16.0
        widths = [symbol + 6 + metrics.horizontalAdvance(s.name) + 18 for s in key]
        x = max(legend.center().x() - sum(widths) / 2, 0.0)
        painter.setFont(self.font())
        for segment, width in zip(key, widths, strict=True):
            box = QRectF(x, legend.center().y() - symbol / 2, symbol, symbol)
            painter.fillPath(segment.symbol(box), segment.color)
            painter.setPen(text)
            painter.drawText(
                QRectF(box.right() + 6, legend.top(), width, legend.height()),
                Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft,
                segment.name,
            )
            x += width

    # -- words --------------------------------------------------------------------------
    def event(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.ToolTip:
            assert isinstance(event, QHelpEvent)
            tip = self.toolTipAt(event.position())
            if tip:
                QToolTip.showText(event.globalPos(), plain_tooltip(tip), self)
            else:
                QToolTip.hideText()
                event.ignore()
            return True
        if event.type() in (QEvent.Type.LanguageChange, QEvent.Type.PaletteChange):
            self.retranslateUi()
            self.update()
        return super().event(event)

    def toolTipAt(self, pos: QPointF) -> str:
        key = self.segments()
        for row, bar in enumerate(self._bars):
            for segment, rect, value in zip(key, self.segmentRects(row), bar.values, strict=True):
                if rect.width() > 0 and rect.contains(pos):
                    return arg(
                        #: A chart tooltip: %1 a player's name; %2 a family colour, e.g. "green";
                        #: %3 points, e.g. 75.
                        translate("ScoreChart", "%1 · %2: %3"),
                        bar.label,
                        segment.name,
                        self.number(value),
                    )
        return ""

    def retranslateUi(self) -> None:
        self.setAccessibleName(translate("ScoreChart", "Scores split by family"))
        self._describe()

    def _describe(self) -> None:
        """The whole chart in words, for screen readers."""
        lines = []
        key = self.segments()
        for bar in self._bars:
            parts = [
                #: A legend entry: %1 a family colour, e.g. "green"; %2 points, e.g. 75.
                arg(translate("ScoreChart", "%1 %2"), segment.name, self.number(v))
                for segment, v in zip(key, bar.values, strict=True)
                if v > 0
            ]
            lines.append(
                arg(
                    #: For screen readers: %1 a player's name; %2 the families and points; %3 the
                    #: total.
                    translate("ScoreChart", "%1: %2 (%3)"),
                    bar.label,
                    self.number(bar.shown_total),
                    list_text(parts),
                )
            )
        self.setAccessibleDescription("\n".join(lines))
