"""The list of past games as a Qt table model, sorted and filtered by SQL.

Sorting and the opponent-level filter are done by ``HistoryDB.list_games``, not
by a proxy, so the model can fetch rows a page at a time (``fetchMore``) and a
history of thousands of games opens as fast as one of ten: a proxy would have
to load every row to sort them. Columns whose order SQL does not know (the
players, the winner's name) are simply not sortable.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import (
    QAbstractTableModel,
    QDateTime,
    QLocale,
    QModelIndex,
    QPersistentModelIndex,
    Qt,
    Signal,
)
from PySide6.QtGui import QFont

from score5_desktop.core import registry
from score5_desktop.model.history_reader import HistoryReader
from score5_desktop.model.plain_text import plain_tooltip
from score5_desktop.model.storage_text import storage_text
from score5_desktop.model.text import arg, level_text, list_text, points_text, translate
from score5_desktop.storage.errors import StorageError
from score5_desktop.storage.history import GameSummary, HistoryDB, SeatResult
from score5_desktop.storage.history_reads import PageQuery, first_page, page

logger = logging.getLogger(__name__)

Index = QModelIndex | QPersistentModelIndex
_ROOT = QModelIndex()

DATE, PLAYERS, SCORES, WINNER, YOUR_SCORE = range(5)
COLUMN_COUNT = 5
# Column -> ``list_games(order_by=...)``; the others cannot be sorted.
SQL_ORDER = {DATE: "date", SCORES: "score", WINNER: "score", YOUR_SCORE: "human_score"}
PAGE_SIZE = 200

GAME_ID_ROLE = Qt.ItemDataRole.UserRole + 1
SUMMARY_ROLE = Qt.ItemDataRole.UserRole + 2
SORT_VALUE_ROLE = Qt.ItemDataRole.UserRole + 3


def seat_text(seat: SeatResult) -> str:
    """A seat as players read it: "Alice" or "Bot 2 (expert)"."""
    if seat.kind == "bot" and seat.level:
        #: %1 a player's name, e.g. "Bot 2"; %2 how they played, e.g. "Bot, hard".
        return arg(translate("History", "%1 (%2)"), seat.name, level_text(seat.level))
    return seat.name


def local_time(summary: GameSummary) -> QDateTime:
    """When the game ended, in the player's time zone (stored in UTC)."""
    return QDateTime.fromSecsSinceEpoch(int(summary.finished_at.timestamp()))


@dataclass(frozen=True, slots=True)
class _Query:
    """What the list shows: which game, which opponents, in which order."""

    game: str
    level: str | None
    column: int
    order: Qt.SortOrder


@dataclass(frozen=True, slots=True)
class _Read:
    """A page read for ``query`` from ``offset``; ``total`` is the count (first page only)."""

    query: _Query
    offset: int
    total: int
    rows: list[GameSummary]


def _plain(query: _Query) -> PageQuery:
    """``query`` as the plain value the history reader's process takes."""
    return PageQuery(
        query.game,
        query.level,
        SQL_ORDER[query.column],
        query.order == Qt.SortOrder.DescendingOrder,
    )


class HistoryTableModel(QAbstractTableModel):
    """Past games, newest first by default; one row per game."""

    problem = Signal(str)
    """The database could not be read (plain words)."""
    readingChanged = Signal(bool)  # noqa: N815 - Qt naming
    """A page is now being read off the GUI thread (True), or has come (False)."""

    def __init__(self, db: HistoryDB, parent: Any = None, *, background: bool = False) -> None:
        """``background``: pages are read off the GUI thread (``model.history_reader``);
        each comes by a model reset or an insertion, and ``reading`` says one is due."""
        super().__init__(parent)
        self._db = db
        self._rows: list[GameSummary] = []
        self._level: str | None = None
        self._game = registry.DEFAULT_GAME
        self._column = DATE
        self._order = Qt.SortOrder.DescendingOrder
        self._total = 0
        self._reading: tuple[_Query, int] = (self._query(), 0)  # what the reader was asked
        self._reader = HistoryReader(db, self) if background else None
        if self._reader is not None:
            self._reader.done.connect(self._on_read)
            self._reader.readingChanged.connect(self.readingChanged)
        self.reload()

    def reading(self) -> bool:
        """Whether a page is still being read off the GUI thread."""
        return self._reader is not None and self._reader.reading()

    # -- what is shown ------------------------------------------------------------------
    def opponentLevel(self) -> str | None:
        return self._level

    def game(self) -> str:
        """The id of the game whose past games are listed (each game apart)."""
        return self._game

    def setGame(self, game: str) -> None:
        """List the games of ``game`` only; the level filter is that game's, so it is reset."""
        if game != self._game:
            self._game = game
            self._level = None
            self.reload()

    def setOpponentLevel(self, level: str | None) -> None:
        """Keep only games with a bot of ``level`` (None: every game)."""
        if level != self._level:
            self._level = level
            self.reload()

    def sortColumn(self) -> int:
        return self._column

    def sortOrder(self) -> Qt.SortOrder:
        return self._order

    @staticmethod
    def isSortable(column: int) -> bool:
        return column in SQL_ORDER

    def sort(self, column: int, order: Qt.SortOrder = Qt.SortOrder.AscendingOrder) -> None:
        if not self.isSortable(column):
            return
        if (column, order) != (self._column, self._order):
            self._column, self._order = column, order
            self.reload()

    def totalCount(self) -> int:
        """Games matching the filter, loaded or not."""
        return self._total

    def reload(self) -> None:
        """Read the first page again (after a filter or sort change, or a new game)."""
        query = self._query()
        if self._reader is not None:
            self._reading = (query, 0)
            self._reader.read(first_page, _plain(query), PAGE_SIZE)
            return
        try:
            read = _Read(query, 0, *first_page(self._db, _plain(query), PAGE_SIZE))
        except StorageError as exc:
            read = _Read(query, 0, 0, [])
            self.problem.emit(storage_text(exc))
        self._reset(read)

    def canFetchMore(self, parent: Index = _ROOT) -> bool:
        return not parent.isValid() and len(self._rows) < self._total and not self.reading()

    def fetchMore(self, parent: Index = _ROOT) -> None:
        if parent.isValid() or self.reading():
            return
        query, offset = self._query(), len(self._rows)
        if self._reader is not None:
            self._reading = (query, offset)
            self._reader.read(page, _plain(query), offset, PAGE_SIZE)
            return
        try:
            more = page(self._db, _plain(query), offset, PAGE_SIZE)
        except StorageError as exc:
            self.problem.emit(storage_text(exc))
            self._total = len(self._rows)
            return
        self._extend(_Read(query, offset, -1, more))

    def _query(self) -> _Query:
        return _Query(self._game, self._level, self._column, self._order)

    def _on_read(self, answer: object) -> None:
        """A page read off the GUI thread: shown if it still answers what is asked."""
        query, offset = self._reading
        if isinstance(answer, StorageError):
            read: _Read | StorageError = answer
        elif offset == 0:
            read = _Read(query, 0, *answer)
        else:
            read = _Read(query, offset, -1, answer)
        if isinstance(read, StorageError):
            self.problem.emit(storage_text(read))
            if self._rows:
                self._total = len(self._rows)
            else:
                self._reset(_Read(self._query(), 0, 0, []))
            return
        if read.query != self._query():
            self.reload()  # the filter or the order changed while it was read
        elif read.offset == 0:
            self._reset(read)
        elif read.offset == len(self._rows):
            self._extend(read)

    def _reset(self, read: _Read) -> None:
        self.beginResetModel()
        self._total, self._rows = read.total, list(read.rows)
        self.endResetModel()

    def _extend(self, read: _Read) -> None:
        more = read.rows
        if not more:
            self._total = len(self._rows)
            return
        first = len(self._rows)
        self.beginInsertRows(QModelIndex(), first, first + len(more) - 1)
        self._rows.extend(more)
        self.endInsertRows()

    def refreshTexts(self) -> None:
        """The language changed: every cell and header is worded again."""
        if self._rows:
            last = self.index(len(self._rows) - 1, COLUMN_COUNT - 1)
            self.dataChanged.emit(self.index(0, 0), last)
        self.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, COLUMN_COUNT - 1)

    def summary(self, row: int) -> GameSummary:
        return self._rows[row]

    def gameId(self, row: int) -> int:
        return self._rows[row].id

    def rowOf(self, game_id: int) -> int:
        """The row showing ``game_id`` among the loaded rows, or -1."""
        return next((r for r, s in enumerate(self._rows) if s.id == game_id), -1)

    # -- QAbstractTableModel --------------------------------------------------------------
    def rowCount(self, parent: Index = _ROOT) -> int:
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent: Index = _ROOT) -> int:
        return 0 if parent.isValid() else COLUMN_COUNT

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        if orientation != Qt.Orientation.Horizontal:
            return None
        if role == Qt.ItemDataRole.DisplayRole:
            return (
                translate("History", "Date"),
                translate("History", "Players"),
                translate("History", "Scores"),
                translate("History", "Winner"),
                translate("History", "Your score"),
            )[section]
        if role == Qt.ItemDataRole.ToolTipRole and not self.isSortable(section):
            return translate("History", "This column cannot be sorted.")
        return None

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or not 0 <= index.row() < len(self._rows):
            return None
        game = self._rows[index.row()]
        column = index.column()
        if role == Qt.ItemDataRole.DisplayRole:
            return self._display(game, column)
        if role == Qt.ItemDataRole.ToolTipRole:
            return self._tooltip(game)
        if role == Qt.ItemDataRole.TextAlignmentRole and column in (SCORES, YOUR_SCORE):
            return int(Qt.AlignmentFlag.AlignCenter)
        winner = game.winner
        if role == Qt.ItemDataRole.FontRole and game.damaged:
            font = QFont()
            font.setItalic(True)  # some stored values could not be read: see the tooltip
            return font
        if role == Qt.ItemDataRole.FontRole and column == WINNER and winner and winner.is_you:
            font = QFont()
            font.setBold(True)
            return font
        if role == GAME_ID_ROLE:
            return game.id
        if role == SUMMARY_ROLE:
            return game
        if role == SORT_VALUE_ROLE:
            return self._sort_value(game, column)
        return None

    def _display(self, game: GameSummary, column: int) -> str:
        if column == DATE:
            if "finished_at" in game.damaged:
                return translate("History", "unknown date")
            return QLocale().toString(local_time(game), QLocale.FormatType.ShortFormat)
        if column == PLAYERS:
            return list_text([seat_text(s) for s in game.seats])
        if column == SCORES:
            return translate("History", " – ").join(str(s.score) for s in game.seats)
        if column == WINNER:
            winner = game.winner
            if winner is None:
                return translate("History", "unknown")
            #: The winner column: %1 a name, e.g. "Ann"; %2 a score, e.g. "182 points".
            return arg(translate("History", "%1, %2"), winner.name, points_text(winner.score))
        you = game.you
        return "—" if you is None else str(you.score)

    def _tooltip(self, game: GameSummary) -> str:
        lines = [
            #: One player in a tooltip: %1 a name, e.g. "Ann"; %2 a score, e.g. "182 points".
            arg(translate("History", "%1: %2"), seat_text(s), points_text(s.score))
            for s in game.seats
        ]
        if game.damaged:
            lines.append(
                translate("History", "Some of this game's stored values could not be read.")
            )
        return plain_tooltip("\n".join(lines))

    @staticmethod
    def _sort_value(game: GameSummary, column: int) -> Any:
        """What SQL sorts the column by (for tests and accessibility tools)."""
        if column == DATE:
            return game.finished_at
        if column in (SCORES, WINNER):
            return max(s.score for s in game.seats)
        if column == YOUR_SCORE:
            you = game.you
            return None if you is None else you.score
        return None
