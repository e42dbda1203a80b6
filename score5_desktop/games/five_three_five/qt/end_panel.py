"""The end of a Five Three Five game: who won, everyone ranked, each deal's penalty
points, and a small chart of the totals climbing deal by deal towards the target.

A plain widget fed with plain numbers (``FinalStanding``), so the shell can
place it in its end-of-game window, above the buttons every game's end window has
(``ui.windows.end_buttons``), and tests can read it without a game.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QEvent, QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHeaderView,
    QLabel,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from score5_desktop.model.text import and_list_text, arg
from score5_desktop.ui.common.quiet_tables import QuietTableWidget

SERIES_COLORS = ("#1a5fd0", "#d0421a", "#2e9e4a", "#aa3377", "#c79a00", "#5b6270")


@dataclass(frozen=True, slots=True)
class FinalStanding:
    """A finished game in numbers: ``penalties[deal][seat]``, the final ``totals``,
    the cards each seat still held when the last deal ended (the tie-break, F8),
    the ``winners`` (several when they share the win) and the ``target``; ``you`` is the
    seat of the one human against bots, whom the winner's line then addresses."""

    names: tuple[str, ...]
    penalties: tuple[tuple[int, ...], ...]
    totals: tuple[int, ...]
    cards_left: tuple[int, ...]
    winners: tuple[int, ...]
    target: int
    you: int | None = None

    def ranking(self) -> list[tuple[int, int]]:
        """(rank, seat) pairs, best first: the lowest total, then fewer cards left;
        seats equal on both share a rank."""
        order = sorted(range(len(self.names)), key=lambda s: (self.totals[s], self.cards_left[s]))
        ranks: list[tuple[int, int]] = []
        for index, seat in enumerate(order):
            if index and (self.totals[seat], self.cards_left[seat]) == (
                self.totals[order[index - 1]],
                self.cards_left[order[index - 1]],
            ):
                ranks.append((ranks[-1][0], seat))
            else:
                ranks.append((index + 1, seat))
        return ranks


LABEL_GAP = 15.0
"""Height of a name at a line's end in the chart: no two names come closer than this."""


def spread_labels(wanted: list[float], gap: float, low: float, high: float) -> list[float]:
    """Heights for labels that want to sit at ``wanted`` (one per line end), moved apart
    as little as needed so that no two are closer than ``gap``, all within ``low``..
    ``high`` when they fit there. Lines that end level or close would otherwise write
    their names over each other."""
    order = sorted(range(len(wanted)), key=lambda i: (wanted[i], i))
    placed = [min(max(wanted[i], low), high) for i in order]
    for k in range(1, len(placed)):  # push down past the one above
        placed[k] = max(placed[k], placed[k - 1] + gap)
    if placed and placed[-1] > high:  # then back up from the bottom edge
        placed[-1] = high
        for k in range(len(placed) - 2, -1, -1):
            placed[k] = min(placed[k], placed[k + 1] - gap)
    out = [0.0] * len(wanted)
    for k, index in enumerate(order):
        out[index] = placed[k]
    return out


TICK_STEPS = (1, 2, 5, 10, 20, 25, 50, 100, 200, 250, 500)


TIE_NUDGE = 3.0
"""Pixels between the lines of players on the same total at a point of the chart."""


def tie_nudges(series: list[list[int]], step: float) -> list[list[float]]:
    """For each seat and point, how far to move it down so that seats on the same total
    there sit ``step`` apart around it (in seat order), not on top of each other: two
    players with the same totals drew one line, the other's hidden under it. On 0 they
    stack upwards from the axis instead (centred, half of them fell below the chart)."""
    nudges = [[0.0] * len(line) for line in series]
    for point in range(len(series[0]) if series else 0):
        tied: dict[int, list[int]] = {}
        for seat, line in enumerate(series):
            tied.setdefault(line[point], []).append(seat)
        for value, seats in tied.items():
            middle = (len(seats) - 1) / 2
            for rank, seat in enumerate(seats):
                nudges[seat][point] = (-rank if value == 0 else rank - middle) * step
    return nudges


def value_ticks(top: int, most: int = 6) -> list[int]:
    """The penalty totals labelled on the chart's vertical axis: 0 and every step up to
    ``top``, the smallest round step that needs no more than ``most`` labels."""
    step = next((s for s in TICK_STEPS if top // s + 1 <= most), TICK_STEPS[-1])
    return list(range(0, top + 1, step))


class TotalsChart(QWidget):
    """Each seat's running total after each deal, as lines, with the target drawn across
    and the totals labelled up the vertical axis (the target's line alone left a reader
    guessing what a point's height meant)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._standing: FinalStanding | None = None
        self.setMinimumHeight(150)

    def setStanding(self, standing: FinalStanding) -> None:
        self._standing = standing
        self.update()

    def sizeHint(self) -> QSize:
        return QSize(420, 170)

    def series(self) -> list[list[int]]:
        """Each seat's total after deal 0, 1, 2 ... (starting from 0 before the first)."""
        standing = self._standing
        if standing is None:
            return []
        out = []
        for seat in range(len(standing.names)):
            running, line = 0, [0]
            for deal in standing.penalties:
                running += deal[seat]
                line.append(running)
            out.append(line)
        return out

    def paintEvent(self, event) -> None:  # noqa: N802 - Qt's name
        standing = self._standing
        if standing is None:
            return
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        text = self.palette().windowText().color()
        area = QRectF(self.rect()).adjusted(34, 10, -90, -22)
        series = self.series()
        deals = len(standing.penalties)
        top = max([standing.target, *(max(line) for line in series)]) or 1
        small = QFont(self.font())
        small.setPointSizeF(max(small.pointSizeF() * 0.85, 7.0))
        painter.setFont(small)

        def point(deal: int, value: int) -> QPointF:
            x = area.left() + area.width() * deal / max(deals, 1)
            return QPointF(x, area.bottom() - area.height() * value / top)

        grid = QColor(text)
        grid.setAlphaF(0.25)
        faint = QColor(text)
        faint.setAlphaF(0.1)
        target_y = point(0, standing.target).y()
        for value in value_ticks(top):
            y = point(0, value).y()
            painter.setPen(QPen(grid if value == 0 else faint, 1))
            painter.drawLine(QPointF(area.left(), y), QPointF(area.right(), y))
            if abs(y - target_y) < 12:  # the target's own label (below) is there
                continue
            painter.setPen(text)
            painter.drawText(
                QRectF(area.left() - 34, y - 8, 30, 16),
                Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
                str(value),
            )
        painter.setPen(QPen(grid, 1))
        painter.drawLine(area.bottomLeft(), area.topLeft())
        for deal in range(deals + 1):
            at = point(deal, 0)
            painter.setPen(text)
            painter.drawText(
                QRectF(at.x() - 15, area.bottom() + 3, 30, 16),
                Qt.AlignmentFlag.AlignCenter,
                str(deal),
            )
        dash = QPen(QColor("#c8323c"), 1.5, Qt.PenStyle.DashLine)
        painter.setPen(dash)
        painter.drawLine(QPointF(area.left(), target_y), QPointF(area.right(), target_y))
        painter.drawText(
            QRectF(area.left() - 34, target_y - 8, 30, 16),
            Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
            str(standing.target),
        )
        nudges = tie_nudges(series, TIE_NUDGE)

        def placed(seat: int, deal: int) -> QPointF:
            return point(deal, series[seat][deal]) + QPointF(0, nudges[seat][deal])

        ends = [placed(seat, deals) for seat in range(len(series))]
        label_ys = spread_labels(
            [end.y() for end in ends], LABEL_GAP, area.top(), self.height() - LABEL_GAP / 2
        )
        metrics = painter.fontMetrics()
        for seat, line in enumerate(series):
            color = QColor(SERIES_COLORS[seat % len(SERIES_COLORS)])
            width = 3.2 if seat in standing.winners else 1.8
            path = QPainterPath(placed(seat, 0))
            for deal in range(1, len(line)):
                path.lineTo(placed(seat, deal))
            painter.setPen(QPen(color, width))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawPath(path)
            painter.setBrush(color)
            for deal in range(len(line)):
                painter.drawEllipse(placed(seat, deal), 2.6, 2.6)
            end, label_y = ends[seat], label_ys[seat]
            if abs(label_y - end.y()) > 1.0:  # moved off its line's end: a lead points back
                painter.setPen(QPen(color, 1))
                painter.drawLine(end, QPointF(end.x() + 6, label_y))
            painter.setPen(color)
            name = metrics.elidedText(standing.names[seat], Qt.TextElideMode.ElideRight, 80)
            painter.drawText(
                QRectF(end.x() + 8, label_y - LABEL_GAP / 2, 82, LABEL_GAP),
                Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                name,
            )
        painter.end()


class EndPanel(QWidget):
    """The end-of-game content: the winner's line, the ranking with each deal's
    penalties and the chart."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("f35EndPanel")
        self._standing: FinalStanding | None = None
        self.winner = QLabel()
        self.winner.setObjectName("f35WinnerLabel")
        self.winner.setTextFormat(Qt.TextFormat.PlainText)
        self.winner.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.winner.setWordWrap(True)
        font = QFont(self.winner.font())
        font.setPointSizeF(font.pointSizeF() * 1.5)
        font.setBold(True)
        self.winner.setFont(font)
        self.table = QuietTableWidget()
        self.table.setObjectName("f35Ranking")
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.table.verticalHeader().setVisible(False)
        self._rows_height = 0  # the header's and the rows' height (``retranslateUi``)
        self.table.horizontalScrollBar().rangeChanged.connect(self._fit_table)
        self.chart = TotalsChart()
        self.chartTitle = QLabel()
        self.chartTitle.setTextFormat(Qt.TextFormat.PlainText)
        layout = QVBoxLayout(self)
        layout.addWidget(self.winner)
        layout.addWidget(self.table)
        layout.addWidget(self.chartTitle)
        layout.addWidget(self.chart, 1)
        self.retranslateUi()

    def setStanding(self, standing: FinalStanding) -> None:
        self._standing = standing
        self.chart.setStanding(standing)
        self.retranslateUi()

    def standing(self) -> FinalStanding | None:
        return self._standing

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslateUi()
        super().changeEvent(event)

    def retranslateUi(self) -> None:
        #: Five Three Five, end of the game: the chart of each player's total after each round.
        self.chartTitle.setText(self.tr("Totals after each round"))
        standing = self._standing
        if standing is None:
            return
        names = standing.names
        if standing.winners == (standing.you,):
            #: Five Three Five: the one human against bots won; %n their penalty points.
            self.winner.setText(
                self.tr("You win with %n point(s)", None, standing.totals[standing.you])
            )
        elif len(standing.winners) == 1:
            seat = standing.winners[0]
            #: Five Three Five: %1 the winner's name; %n their total of penalty points.
            text = self.tr("%1 wins with %n point(s)", None, standing.totals[seat])
            self.winner.setText(arg(text, names[seat]))
        elif standing.you in standing.winners:
            # The one human is spoken to, as the log does ("You share the win with Bot 2."),
            # not named among the others.
            others = and_list_text([names[s] for s in standing.winners if s != standing.you])
            #: Five Three Five: the one human against bots shares the win; %1 the others
            #: sharing it, e.g. "Bot 1 and Bot 2"; %n their equal total of penalty points.
            text = self.tr(
                "You share the win with %1, with %n point(s)", None, standing.totals[standing.you]
            )
            self.winner.setText(arg(text, others))
        else:
            shared = and_list_text([names[s] for s in standing.winners])
            #: Five Three Five: %1 the players sharing the win, e.g. "Ann and Bo"; %n their
            #: equal total of penalty points.
            text = self.tr(
                "%1 share the win with %n point(s)",
                None,
                standing.totals[standing.winners[0]],
            )
            self.winner.setText(arg(text, shared))
        deals = len(standing.penalties)
        headers = [self.tr("Rank"), self.tr("Player")]
        #: Five Three Five, end of the game: a column header, %1 the round's number (1, 2 ...).
        headers += [arg(self.tr("Round %1"), d + 1) for d in range(deals)]
        headers += [self.tr("Total"), self.tr("Cards left")]
        self.table.setColumnCount(len(headers))
        self.table.setHorizontalHeaderLabels(headers)
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.table.horizontalHeader().setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        ranking = standing.ranking()
        self.table.setRowCount(len(ranking))
        for row, (rank, seat) in enumerate(ranking):
            cells = [str(rank), names[seat]]
            cells += [str(standing.penalties[d][seat]) for d in range(deals)]
            cells += [str(standing.totals[seat]), str(standing.cards_left[seat])]
            for column, value in enumerate(cells):
                item = QTableWidgetItem(value)
                if column != 1:
                    item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                if seat in standing.winners:
                    bold = QFont(item.font())
                    bold.setBold(True)
                    item.setFont(bold)
                self.table.setItem(row, column, item)
        self.table.resizeRowsToContents()
        table = self.table
        height = table.horizontalHeader().sizeHint().height() + 2 * table.frameWidth() + 2
        self._rows_height = height + sum(table.rowHeight(row) for row in range(len(ranking)))
        self._fit_table()

    def _fit_table(self, *_range: int) -> None:
        """The ranking as tall as its rows, and a scroll bar when a long game's rounds
        need one: the room left goes to the chart. The bar's room, kept when no bar was
        shown, was an empty strip under the last row."""
        bar = self.table.horizontalScrollBar()
        shown = bar.maximum() > bar.minimum()
        self.table.setFixedHeight(self._rows_height + (bar.sizeHint().height() if shown else 0))
