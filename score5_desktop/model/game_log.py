"""The game log: public events in lines, newest last, worded when shown, for every game.

Rows keep the game's typed entry (an engine event, a bot's failure), not a sentence,
so a language switch rewords the whole log: ``retranslate`` drops the cached
sentences and every entry is worded again in the new language. How an entry reads is
the game's (``Wording``: its lines, one sentence each), given when a game starts, so
the model names no game.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QAbstractListModel, QModelIndex, QPersistentModelIndex, Qt

from score5_desktop.model.plain_text import plain_tooltip

Index = QModelIndex | QPersistentModelIndex
_ROOT = QModelIndex()

Wording = Callable[[object], Sequence[str]]
"""A game's lines for one log entry in the current language (one sentence a line)."""


def _nothing(entry: object) -> Sequence[str]:
    return ()


class GameLogModel(QAbstractListModel):
    """One row per line; ``GroupRole`` gives the group (a round) its entry was logged in."""

    GroupRole = Qt.ItemDataRole.UserRole + 1

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self._wording: Wording = _nothing
        self._entries: list[tuple[int, object]] = []
        self._rows: list[tuple[int, int]] = []  # (entry, its line)
        self._words: dict[int, tuple[str, ...]] = {}  # entry -> its lines, as worded

    def rowCount(self, parent: Index = _ROOT) -> int:
        return 0 if parent.isValid() else len(self._rows)

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole):
        if not index.isValid() or not 0 <= index.row() < len(self._rows):
            return None
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.AccessibleTextRole):
            return self._text(index.row())
        if role == Qt.ItemDataRole.ToolTipRole:
            return plain_tooltip(self._text(index.row()))  # it holds names: never markup
        if role == self.GroupRole:
            return self._entries[self._rows[index.row()][0]][0]
        return None

    def start(self, wording: Wording) -> None:
        """A new game: an empty log whose entries ``wording`` words."""
        self.beginResetModel()
        self._wording = wording
        self._entries.clear()
        self._rows.clear()
        self._words.clear()
        self.endResetModel()

    def append(self, group: int, entry: object) -> None:
        """Log ``entry`` (in ``group``, such as its round): one row per line it reads as."""
        number = len(self._entries)
        self._entries.append((group, entry))
        lines = self._lines(number)
        if not lines:
            return
        first = len(self._rows)
        self.beginInsertRows(QModelIndex(), first, first + len(lines) - 1)
        self._rows += [(number, k) for k in range(len(lines))]
        self.endInsertRows()

    def clear(self) -> None:
        """Empty the log, keeping the game's wording."""
        self.start(self._wording)

    def retranslate(self) -> None:
        """The interface language changed: word every entry again."""
        before = [len(self._words.get(n, ())) for n in range(len(self._entries))]
        self._words.clear()
        after = [len(self._lines(n)) for n in range(len(self._entries))]
        if after != before:  # a language that says it in more lines: lay the rows again
            self.beginResetModel()
            self._rows = [(n, k) for n, count in enumerate(after) for k in range(count)]
            self.endResetModel()
        elif self._rows:
            self.dataChanged.emit(self.index(0), self.index(len(self._rows) - 1))

    def lines(self) -> list[str]:
        return [self._text(row) for row in range(len(self._rows))]

    def _lines(self, number: int) -> tuple[str, ...]:
        words = self._words.get(number)
        if words is None:
            words = self._words[number] = tuple(self._wording(self._entries[number][1]))
        return words

    def _text(self, row: int) -> str:
        number, line = self._rows[row]
        return self._lines(number)[line]
