"""The History window: every finished game of one game at a time (a game switch), sortable,
filtered by opponent level, and any one opened in the step-by-step replay or the coach.

It is a separate, non-modal window so a player can keep it beside the table;
it follows the history (``GameHistory.changed``), so a game finished while it
is open appears at the top without a refresh button.
"""

from __future__ import annotations

import logging

from PySide6.QtCore import QCoreApplication, QEvent, QModelIndex, QObject, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QHBoxLayout,
    QHeaderView,
    QProgressBar,
    QPushButton,
    QStackedWidget,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from score5_desktop.core import registry
from score5_desktop.model.game_history import GameHistory
from score5_desktop.model.history_model import PLAYERS, HistoryTableModel
from score5_desktop.model.storage_text import storage_text
from score5_desktop.model.text import arg, level_text
from score5_desktop.storage.history import HistoryDB
from score5_desktop.storage.record_files import LoadResult
from score5_desktop.ui.common.appearance import Appearance
from score5_desktop.ui.common.plain import message_box, plain_label
from score5_desktop.ui.windows.game_parts import game_name, playable_games
from score5_desktop.ui.windows.replay_review import open_review, show_replay

logger = logging.getLogger(__name__)


def open_replay(
    db: HistoryDB, game_id: int, appearance: Appearance, parent: QWidget
) -> QWidget | None:
    """Show a stored game in the replay (on the main table when there is one); a record
    that cannot be replayed is reported in plain words (and None returned), the window
    stays usable."""
    result = _load(db, game_id, parent)
    return None if result is None else show_replay(parent, result, appearance)


def open_game_review(
    db: HistoryDB, game_id: int, appearance: Appearance, parent: QWidget
) -> QWidget | None:
    """The coach's review of a stored game (of any game whose coach reviews decisions),
    for its first human player."""
    result = _load(db, game_id, parent)
    if result is None:
        return None
    return open_review(parent, result, appearance)


def _load(db: HistoryDB, game_id: int, parent: QWidget) -> LoadResult | None:
    result = db.load_game(game_id)
    if not result.ok:
        box = message_box(
            parent,
            # A literal context: parent.tr() would look under the parent's class name.
            QCoreApplication.translate("HistoryWindow", "Replay"),
            storage_text(result.message)
            or QCoreApplication.translate("HistoryWindow", "This game could not be replayed."),
        )
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, True)
        box.open()
        return None
    return result


class HistoryWindow(QWidget):
    def __init__(
        self, history: GameHistory, appearance: Appearance, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent, Qt.WindowType.Window)
        self.setObjectName("historyWindow")
        self.history = history
        self.appearance = appearance
        # Pages are read off the GUI thread: a long history never stops the window.
        self.model = HistoryTableModel(history.db, self, background=True)
        self.model.problem.connect(self._on_problem)
        self.busy = QProgressBar()
        self.busy.setObjectName("historyBusy")
        self.busy.setRange(0, 0)
        self.busy.setTextVisible(False)
        self.busy.setMaximumHeight(8)
        self.model.readingChanged.connect(self._on_reading)

        self.gameLabel = plain_label()
        self.gameFilter = QComboBox()
        self.gameFilter.setObjectName("gameFilter")
        for game in playable_games():
            self.gameFilter.addItem("", game)
        self.gameLabel.setBuddy(self.gameFilter)
        self.levelLabel = plain_label()
        self.levelFilter = QComboBox()
        self.levelFilter.setObjectName("levelFilter")
        self.levelLabel.setBuddy(self.levelFilter)
        self.countLabel = plain_label()
        self.countLabel.setObjectName("gameCount")
        top = QHBoxLayout()
        top.addWidget(self.gameLabel)
        top.addWidget(self.gameFilter)
        top.addSpacing(16)
        top.addWidget(self.levelLabel)
        top.addWidget(self.levelFilter)
        top.addStretch(1)
        top.addWidget(self.countLabel)

        self.table = QTableView()
        self.table.setObjectName("historyTable")
        self.table.setModel(self.model)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setAlternatingRowColors(True)
        self.table.setWordWrap(False)
        self.table.verticalHeader().hide()
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(PLAYERS, QHeaderView.ResizeMode.Stretch)
        # Columns fit the rows in view, not the first thousand: measuring every loaded row
        # on each page that comes held the window up to 30 ms at a time (issue 44).
        header.setResizeContentsPrecision(0)
        header.setSortIndicatorShown(True)
        header.setSectionsClickable(True)
        header.setSortIndicator(self.model.sortColumn(), self.model.sortOrder())
        header.sortIndicatorChanged.connect(self._on_sort_clicked)
        # Double-click and Enter rather than ``activated``, whose trigger differs by
        # platform (single click on some, the release after a double-click on others).
        self.table.doubleClicked.connect(self._open_index)
        self.table.installEventFilter(self)
        self.table.selectionModel().selectionChanged.connect(self._refresh_buttons)

        self.empty = plain_label()
        self.empty.setObjectName("historyEmpty")
        self.empty.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.empty.setWordWrap(True)
        self.pages = QStackedWidget()
        self.pages.addWidget(self.table)
        self.pages.addWidget(self.empty)

        self.openButton = QPushButton()
        self.openButton.setObjectName("openReplayButton")
        self.openButton.clicked.connect(self.openSelected)
        self.reviewButton = QPushButton()
        self.reviewButton.setObjectName("reviewGameButton")
        self.reviewButton.clicked.connect(self.reviewSelected)
        self.closeButton = QPushButton()
        self.closeButton.clicked.connect(self.close)
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        buttons.addWidget(self.openButton)
        buttons.addWidget(self.reviewButton)
        buttons.addWidget(self.closeButton)

        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.busy)
        layout.addWidget(self.pages, 1)
        layout.addLayout(buttons)
        self.busy.setVisible(self.model.reading())  # once it is in the window

        self.gameFilter.currentIndexChanged.connect(self._on_game)
        self.levelFilter.currentIndexChanged.connect(self._on_filter)
        self.model.modelReset.connect(self._refresh_state)
        self.model.rowsInserted.connect(self._refresh_state)
        history.changed.connect(self.model.reload)
        self.retranslateUi()
        self._refresh_state()
        self.resize(1000, 620)

    # -- acting ---------------------------------------------------------------------------
    def selectedRow(self) -> int:
        rows = self.table.selectionModel().selectedRows()
        return rows[0].row() if rows else -1

    def reviewSelected(self) -> QWidget | None:
        row = self.selectedRow()
        if row < 0:
            return None
        return open_game_review(self.history.db, self.model.gameId(row), self.appearance, self)

    def openSelected(self) -> QWidget | None:
        row = self.selectedRow()
        return None if row < 0 else self.openRow(row)

    def openRow(self, row: int) -> QWidget | None:
        return open_replay(self.history.db, self.model.gameId(row), self.appearance, self)

    def setOpponentLevel(self, level: str | None) -> None:
        index = self.levelFilter.findData(level)
        self.levelFilter.setCurrentIndex(max(index, 0))

    def game(self) -> str:
        return self.model.game()

    def setGame(self, game: str) -> None:
        """Show the past games of ``game`` (an installed game's id)."""
        index = self.gameFilter.findData(game)
        if index >= 0:
            self.gameFilter.setCurrentIndex(index)

    def _on_game(self, _index: int) -> None:
        self.model.setGame(self.gameFilter.currentData())
        self._fill_levels()

    def _open_index(self, index: QModelIndex) -> None:
        if index.isValid():
            self.openRow(index.row())

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """Escape closes the window, as it does Statistics and the app's dialogs."""
        if event.key() == Qt.Key.Key_Escape and event.modifiers() == Qt.KeyboardModifier.NoModifier:
            self.close()
            return
        super().keyPressEvent(event)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        # The event's type first: the filter also sees the table's last events while
        # this window is torn down, when its attributes may already be gone.
        if (
            event.type() == QEvent.Type.KeyPress
            and isinstance(event, QKeyEvent)
            and watched is self.table
            and event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter)
        ):
            self.openSelected()
            return True
        return super().eventFilter(watched, event)

    def _on_filter(self, _index: int) -> None:
        self.model.setOpponentLevel(self.levelFilter.currentData())

    def _on_sort_clicked(self, column: int, order: Qt.SortOrder) -> None:
        self.model.sort(column, order)
        header = self.table.horizontalHeader()
        if (column, order) != (self.model.sortColumn(), self.model.sortOrder()):
            header.blockSignals(True)
            header.setSortIndicator(self.model.sortColumn(), self.model.sortOrder())
            header.blockSignals(False)

    def _on_problem(self, text: str) -> None:
        logger.warning("%s", text)
        self.empty.setText(text)

    def reading(self) -> bool:
        """Whether the list is still being read."""
        return self.model.reading()

    def _on_reading(self, reading: bool) -> None:
        self.busy.setVisible(reading)
        self._refresh_state()

    def _refresh_state(self, *_args: object) -> None:
        total = self.model.totalCount()
        #: How many games the history list shows.
        self.countLabel.setText(self.tr("%n game(s)", "", total))
        if self.model.rowCount() == 0 and not self.model.reading():
            self.empty.setText(self._empty_text())
            self.pages.setCurrentWidget(self.empty)
        else:
            self.pages.setCurrentWidget(self.table)
            if self.selectedRow() < 0:
                self.table.selectRow(0)
        self._refresh_buttons()

    def _refresh_buttons(self, *_args: object) -> None:
        self.openButton.setEnabled(self.selectedRow() >= 0)
        self.reviewButton.setEnabled(self.selectedRow() >= 0)

    def _empty_text(self) -> str:
        level = self.model.opponentLevel()
        if level is None:
            return self.tr(
                "No finished games yet.\nEvery game you play to the end is kept here, "
                "ready to be replayed."
            )
        #: %1 a bot level, e.g. "hard".
        return arg(self.tr("No finished games against %1 bots yet."), level_text(level))

    # -- words ----------------------------------------------------------------------------
    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslateUi()
            self.model.refreshTexts()
        super().changeEvent(event)

    def retranslateUi(self) -> None:
        self.setWindowTitle(self.tr("Game history"))
        #: History: the switch between the games whose past games are listed.
        self.gameLabel.setText(self.tr("&Game:"))
        for index in range(self.gameFilter.count()):
            self.gameFilter.setItemText(index, game_name(self.gameFilter.itemData(index)))
        self.levelLabel.setText(self.tr("&Opponents:"))
        self.openButton.setText(self.tr("&Replay game"))
        self.reviewButton.setText(self.tr("Re&view game"))
        self.openButton.setToolTip(self.tr("Or double-click a game, or press Enter"))
        self.closeButton.setText(self.tr("&Close"))
        self.table.setAccessibleName(self.tr("Finished games"))
        self._fill_levels()

    def _fill_levels(self) -> None:
        """The level filter offers the bot levels of the game shown."""
        current = self.model.opponentLevel()
        self.levelFilter.blockSignals(True)
        self.levelFilter.clear()
        self.levelFilter.addItem(self.tr("All games"), None)
        for level in registry.get(self.model.game()).bot_levels:
            #: A filter: %1 a bot level, e.g. "hard".
            self.levelFilter.addItem(arg(self.tr("Against %1 bots"), level_text(level)), level)
        self.levelFilter.setCurrentIndex(max(self.levelFilter.findData(current), 0))
        self.levelFilter.blockSignals(False)
        self._refresh_state()
