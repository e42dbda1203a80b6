"""The Statistics window: how the player is doing, drawn from SQL over the history, for
one game at a time (a game switch): each game's games, wins, average total and best
game, and the game's own numbers, which its Qt part words and lays out through the
optional ``ui.stats_part.ShowsStatistics`` hook (its own tiles, its averages chart):
this window names no game's concepts.

Every number comes from one ``HistoryDB`` statistics query, so what the window
says is exactly what the database holds; nothing is recomputed here. The window
rebuilds itself when a game is recorded (only when visible: a hidden window
just remembers it is stale) and when the light/dark look changes. The queries run
off the GUI thread (``model.history_reader``): with a long history they take
seconds, and the window answers meanwhile, a moving bar saying it is reading.
"""

from __future__ import annotations

from datetime import datetime

from PySide6.QtCharts import QBarSet, QChartView, QLineSeries
from PySide6.QtCore import QDate, QEvent, QLocale, QSize, Qt
from PySide6.QtGui import QFont, QKeySequence, QPainter, QShortcut, QShowEvent
from PySide6.QtWidgets import (
    QComboBox,
    QDialogButtonBox,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QProgressBar,
    QPushButton,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from score5_desktop.core import registry
from score5_desktop.core.protocol import lowest_wins
from score5_desktop.model.game_history import GameHistory
from score5_desktop.model.history_reader import HistoryReader
from score5_desktop.model.storage_text import storage_text
from score5_desktop.model.text import arg, level_text
from score5_desktop.storage.errors import StorageError
from score5_desktop.storage.history import BestGame, ScoreAverage, WinRate, WinRatePoint
from score5_desktop.storage.history_reads import GAMES_PER_BLOCK, StatsNumbers, read_numbers
from score5_desktop.ui.charts.score_chart import ScoreBar, ScoreChart
from score5_desktop.ui.charts.stats_charts import (
    percent,
    win_rate_by_level_chart,
    win_rate_over_time_chart,
)
from score5_desktop.ui.common.appearance import Appearance
from score5_desktop.ui.common.plain import plain_label
from score5_desktop.ui.common.screen_fit import fit_to_screen
from score5_desktop.ui.stats_part import ShowsStatistics, statistics_of
from score5_desktop.ui.windows.game_parts import game_name, playable_games, qt_part
from score5_desktop.ui.windows.history_window import open_replay

PERIODS = ("week", "month", "games")


def _local_date(when: datetime) -> str:
    """A stored (UTC) moment as the player's own short date."""
    day = when.astimezone().date()
    return QLocale().toString(QDate(day.year, day.month, day.day), QLocale.FormatType.ShortFormat)


class Tile(QFrame):
    """A headline number with its caption (and an optional detail line)."""

    def __init__(self, name: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName(name)
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.caption = plain_label()
        self.value = plain_label()
        self.value.setObjectName(name + "Value")
        font = QFont(self.value.font())
        font.setPointSizeF(font.pointSizeF() * 1.7)
        font.setBold(True)
        self.value.setFont(font)
        self.detail = plain_label()
        self.detail.setWordWrap(True)
        layout = QVBoxLayout(self)
        layout.setSpacing(2)
        for label in (self.caption, self.value, self.detail):
            layout.addWidget(label)

    def set(self, caption: str, value: str, detail: str = "") -> None:
        self.caption.setText(caption)
        self.value.setText(value)
        self.detail.setText(detail)
        self.detail.setVisible(bool(detail))
        self.setAccessibleName(" ".join(t for t in (caption, value, detail) if t))


class StatsWindow(QWidget):
    def __init__(
        self, history: GameHistory, appearance: Appearance, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent, Qt.WindowType.Window)
        self.setObjectName("statsWindow")
        self.history = history
        self.appearance = appearance
        # The game whose statistics are shown (its own tiles and chart are that game's).
        self.game = registry.DEFAULT_GAME
        self._stale = True
        self._best: BestGame | None = None
        self._ranges: dict[str, tuple[float, float]] = {}
        self.levelRates: list[WinRate] = []
        self.levelBars: QBarSet | None = None
        self.timeLines: dict[str, QLineSeries] = {}
        self.averages: list[ScoreAverage] = []
        self._points: list[WinRatePoint] = []
        self._points_kind = ""
        self.reader = HistoryReader(history.db, self)
        self.reader.done.connect(self._on_numbers)
        # While the numbers are read: a bar that moves, the window answering meanwhile.
        self.busy = QProgressBar()
        self.busy.setObjectName("statsBusy")
        self.busy.setRange(0, 0)
        self.busy.setTextVisible(False)
        self.busy.setMaximumHeight(8)
        self.busy.setVisible(False)
        # Games whose stored values failed their range checks: left out of the figures,
        # and said so here (not only in the log), so no figure looks whole when it is not.
        self.damagedNote = plain_label()
        self.damagedNote.setObjectName("statsDamaged")
        self.damagedNote.setWordWrap(True)
        self.damagedNote.setVisible(False)
        self._damaged = 0

        self.gamesTile = Tile("gamesTile")
        self.winTile = Tile("winTile")
        self.averageTile = Tile("averageTile")
        self.bestTile = Tile("bestTile")
        self.bestButton = QPushButton()
        self.bestButton.setObjectName("replayBestButton")
        self.bestButton.clicked.connect(self.openBestGame)
        self.bestTile.layout().addWidget(self.bestButton, 0, Qt.AlignmentFlag.AlignLeft)
        # The shown game's own tiles (``StatsTile``s from its Qt part), made as needed.
        self.gameTiles: list[Tile] = []
        tiles = self._tiles = QHBoxLayout()
        for tile in (self.gamesTile, self.winTile, self.averageTile, self.bestTile):
            tiles.addWidget(tile, 1)

        self.gameLabel = plain_label()
        self.gameSwitch = QComboBox()
        self.gameSwitch.setObjectName("gameSwitch")
        for game in playable_games():
            self.gameSwitch.addItem("", game)
        self.gameLabel.setBuddy(self.gameSwitch)
        self.gameSwitch.currentIndexChanged.connect(self._on_game)
        game_row = QHBoxLayout()
        game_row.addWidget(self.gameLabel)
        game_row.addWidget(self.gameSwitch)
        game_row.addStretch(1)

        self.levelView = self._chart_view("winRateByLevel")
        # The title over the game's own chart (for example its average per family).
        self.familyTitle = plain_label()
        self.familyTitle.setAlignment(Qt.AlignmentFlag.AlignCenter)
        bold = QFont(self.familyTitle.font())
        bold.setBold(True)
        self.familyTitle.setFont(bold)
        self.familyChart = ScoreChart(decimals=1)
        self.familyChart.setObjectName("familyAverages")
        self.familyBox = QWidget()
        family_box = QVBoxLayout(self.familyBox)
        family_box.setContentsMargins(0, 0, 0, 0)
        family_box.addWidget(self.familyTitle)
        family_box.addWidget(self.familyChart, 1)
        family_box.addStretch(0)
        self.timeView = self._chart_view("winRateOverTime")
        self.periodLabel = plain_label()
        self.period = QComboBox()
        self.period.setObjectName("period")
        self.periodLabel.setBuddy(self.period)
        self.period.currentIndexChanged.connect(lambda _i: self._rebuild_time_chart())
        period_row = QHBoxLayout()
        period_row.addStretch(1)
        period_row.addWidget(self.periodLabel)
        period_row.addWidget(self.period)

        grid = self._grid = QGridLayout()
        grid.addWidget(self.levelView, 0, 0)
        grid.addWidget(self.familyBox, 0, 1)
        grid.addWidget(self.timeView, 1, 0, 1, 2)
        grid.addLayout(period_row, 2, 0, 1, 2)
        grid.setRowStretch(0, 5)
        grid.setRowStretch(1, 6)
        grid.setColumnStretch(0, 1)
        grid.setColumnStretch(1, 1)
        content = QWidget()
        content_layout = QVBoxLayout(content)
        content_layout.setContentsMargins(0, 0, 0, 0)
        content_layout.addLayout(tiles)
        content_layout.addLayout(grid, 1)

        self.empty = plain_label()
        self.empty.setObjectName("statsEmpty")
        self.empty.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.empty.setWordWrap(True)
        self.pages = QStackedWidget()
        self.pages.addWidget(content)
        self.pages.addWidget(self.empty)
        self.content = content
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.buttons.setObjectName("statsButtons")
        self.buttons.rejected.connect(self.close)
        layout = QVBoxLayout(self)
        layout.addLayout(game_row)
        layout.addWidget(self.busy)
        layout.addWidget(self.damagedNote)
        layout.addWidget(self.pages, 1)
        layout.addWidget(self.buttons)
        self.closeShortcut = QShortcut(QKeySequence(Qt.Key.Key_Escape), self)
        self.closeShortcut.activated.connect(self.close)

        history.changed.connect(self._on_history_changed)
        appearance.changed.connect(self._on_appearance)
        self.retranslateUi()
        fit_to_screen(self, QSize(1200, 800))

    @staticmethod
    def _chart_view(name: str) -> QChartView:
        view = QChartView()
        view.setObjectName(name)
        view.setRenderHint(QPainter.RenderHint.Antialiasing)
        view.setMinimumHeight(240)
        return view

    def setGame(self, game: str) -> None:
        """Show the statistics of ``game`` (an installed game's id)."""
        index = self.gameSwitch.findData(game)
        if index >= 0:
            self.gameSwitch.setCurrentIndex(index)

    def _on_game(self, _index: int) -> None:
        self.game = self.gameSwitch.currentData()
        self._on_history_changed()

    # -- refreshing -----------------------------------------------------------------------
    def refresh(self) -> None:
        """Read every statistic again, off the GUI thread, and redraw when they come
        (the busy bar says they are being read; the window answers meanwhile)."""
        self._stale = False
        self._read(self.game, PERIODS[max(self.period.currentIndex(), 0)])

    def reading(self) -> bool:
        """Whether the numbers are still being read."""
        return self.reader.reading()

    def _read(self, game: str, period: str) -> None:
        self.busy.setVisible(True)
        lowest = lowest_wins(registry.get(game))
        self.reader.read(read_numbers, game, period, lowest)

    def _on_numbers(self, numbers: StatsNumbers | StorageError) -> None:
        self.busy.setVisible(False)
        if isinstance(numbers, StorageError):
            self.empty.setText(storage_text(numbers))
            self.pages.setCurrentWidget(self.empty)
            return
        if numbers.game != self.game:
            return  # the switch moved on: its own read is coming
        self._damaged = numbers.damaged
        self._show_damaged()
        self.averages = numbers.averages
        self._best = numbers.best
        self._ranges = numbers.ranges
        self.levelRates = numbers.level_rates
        self._points = numbers.points
        self._points_kind = numbers.period
        if numbers.games == 0 or numbers.human.games == 0:
            self.empty.setText(self._part().stats_empty_text())
            self.pages.setCurrentWidget(self.empty)
            return
        self.pages.setCurrentWidget(self.content)
        self._fill_tiles(numbers.human, numbers.since)
        self._fill_game_chart()
        dark = self.appearance.isDark()
        chart, self.levelBars = win_rate_by_level_chart(self.levelRates, dark)
        if not self.levelRates:
            chart.setTitle(self.tr("No games of yours against bots yet"))
        self._replace_chart(self.levelView, chart)
        self._rebuild_time_chart()

    def _show_damaged(self) -> None:
        """The note on games left out of the figures, shown only when there are some."""
        self.damagedNote.setVisible(self._damaged > 0)
        self.damagedNote.setText(
            #: Statistics: %n games of the player's whose stored values (a score, a date)
            #: could not be read, e.g. 3.
            self.tr(
                "%n of your games hold stored values that could not be read (a score, a "
                "date or a result); those values are left out of these figures.",
                "",
                self._damaged,
            )
        )

    def _fill_tiles(self, human: WinRate, since: datetime | None) -> None:
        locale = QLocale()
        #: %1 a date, e.g. "3 March 2026".
        first = "" if since is None else arg(self.tr("since %1"), _local_date(since))
        # Your games: the same count as the win rate's (a hot-seat game is yours once,
        # by your seat; one without you is in the history but not in your statistics).
        self.gamesTile.set(self.tr("Games played"), locale.toString(human.games), first)
        if human.games:
            self.winTile.set(
                self.tr("Your win rate"),
                #: A win rate, e.g. 42.5 (French: no-break space before %).
                arg(self.tr("%1%"), locale.toString(percent(human.win_rate), "f", 1)),
                #: %1 games won, e.g. 3; %n games played against bots, e.g. 10.
                arg(self.tr("%1 of %n game(s) won", None, human.games), human.wins),
            )
        else:
            self.winTile.set(self.tr("Your win rate"), "—", self.tr("No games of yours yet"))
        mine = next((a for a in self.averages if a.group == "human"), None)
        caption = self._part().stats_average_caption()
        if mine is not None:
            self.averageTile.set(
                caption, locale.toString(mine.average_score, "f", 1), self.tr("points per game")
            )
        else:
            self.averageTile.set(caption, "—")
        self._fill_game_tiles()
        best = self._best
        if best is not None:
            when = _local_date(best.finished_at)
            if best.won:
                #: The best game: %1 your name in it, e.g. "Ann"; %2 its date, e.g. "24/11/2026".
                detail = self.tr("%1, %2 (won)")
            else:
                #: The best game: %1 your name in it, e.g. "Ann"; %2 its date, e.g. "24/11/2026".
                detail = self.tr("%1, %2")
            self.bestTile.set(
                self.tr("Your best game"),
                #: The best game's score.
                self.tr("%n point(s)", "", best.score),
                arg(detail, best.name, when),
            )
        else:
            self.bestTile.set(self.tr("Your best game"), "—")
        self.bestButton.setVisible(best is not None)

    def _part(self) -> ShowsStatistics:
        """The shown game's statistics hook (the plain one if its Qt part has none)."""
        return statistics_of(qt_part(self.game))

    def _fill_game_tiles(self) -> None:
        """The shown game's own tiles, after the shared ones; spare tiles hide."""
        own = self._part().stats_tiles(self._ranges)
        while len(self.gameTiles) < len(own):
            tile = Tile(f"gameTile{len(self.gameTiles)}")
            self._tiles.addWidget(tile, 1)
            self.gameTiles.append(tile)
        for k, tile in enumerate(self.gameTiles):
            tile.setVisible(k < len(own))
            if k < len(own):
                tile.set(*own[k])

    def _fill_game_chart(self) -> None:
        """The shown game's own averages chart, if it gives one (such as one per family)."""
        chart = self._part().stats_chart(self.averages)
        self.familyBox.setVisible(chart is not None)
        self._grid.setColumnStretch(1, 1 if chart is not None else 0)  # else levels take it
        if chart is None:
            return
        self.familyTitle.setText(chart.title)
        bars = []
        for average, values in zip(self.averages, chart.values, strict=True):
            label = (
                #: A chart bar's label: the local player's own games, beside "normal bots".
                self.tr("Your games")
                if average.group == "human"
                #: A bar label: %1 a bot level, e.g. "normal".
                else arg(self.tr("%1 bots"), level_text(average.group))
            )
            bars.append(
                ScoreBar(
                    label,
                    values,
                    emphasis=average.group == "human",
                    total=average.average_score,
                )
            )
        self.familyChart.setBars(bars)

    def _rebuild_time_chart(self) -> None:
        if self._stale or self.pages.currentWidget() is not self.content:
            return
        kind = PERIODS[max(self.period.currentIndex(), 0)]
        if kind != self._points_kind:
            self._read(self.game, kind)  # the other grouping, read as the rest is
            return
        points = self._points
        chart, self.timeLines = win_rate_over_time_chart(
            points, kind, self.appearance.isDark(), GAMES_PER_BLOCK
        )
        if not points:
            chart.setTitle(self.tr("No games of yours against bots yet"))
        self._replace_chart(self.timeView, chart)

    @staticmethod
    def _replace_chart(view: QChartView, chart) -> None:
        old = view.chart()
        view.setChart(chart)
        if old is not None:
            old.deleteLater()

    def openBestGame(self) -> None:
        if self._best is not None:
            open_replay(self.history.db, self._best.game_id, self.appearance, self)

    def _on_history_changed(self) -> None:
        self._stale = True
        if self.isVisible():
            self.refresh()

    def _on_appearance(self) -> None:
        self._on_history_changed()

    def showEvent(self, event: QShowEvent) -> None:
        if self._stale:
            self.refresh()
        super().showEvent(event)

    # -- words ----------------------------------------------------------------------------
    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslateUi()
        super().changeEvent(event)

    def retranslateUi(self) -> None:
        self.setWindowTitle(self.tr("Statistics"))
        self._show_damaged()
        #: Statistics: the switch between the games whose statistics are shown.
        self.gameLabel.setText(self.tr("&Game:"))
        for index in range(self.gameSwitch.count()):
            self.gameSwitch.setItemText(index, game_name(self.gameSwitch.itemData(index)))
        self.periodLabel.setText(self.tr("&Win rate:"))
        self.bestButton.setText(self.tr("&Replay it"))
        index = self.period.currentIndex()
        self.period.blockSignals(True)
        self.period.clear()
        self.period.addItems(
            [
                self.tr("by week"),
                self.tr("by month"),
                #: How the win-rate chart groups games, e.g. "per 10 games".
                self.tr("per %n game(s)", None, GAMES_PER_BLOCK),
            ]
        )
        self.period.setCurrentIndex(max(index, 0))
        self.period.blockSignals(False)
        self._stale = True
        if self.isVisible():
            self.refresh()
