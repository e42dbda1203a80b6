"""The game log: one row per public event, newest last, worded when shown.

Rows keep the typed engine event (or a bot failure), not a sentence, so a
language switch rewords the whole log: ``retranslate`` drops the cached
sentences and every row is described again in the new language.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import QAbstractListModel, QModelIndex, QPersistentModelIndex, Qt

from score5_desktop.games.score5.qt.words.event_text import bot_failure_text, describe_event
from score5_desktop.games.score5.rules import events as ev
from score5_desktop.games.score5.rules.cards import Deck
from score5_desktop.model.plain_text import plain_tooltip

Index = QModelIndex | QPersistentModelIndex
_ROOT = QModelIndex()


@dataclass(frozen=True, slots=True)
class BotFailure:
    """A bot broke and a simple legal move was played for it; ``problem`` is already
    worded (an error's own message, or the model's translated reason)."""

    seat: int
    problem: str


Entry = ev.Event | BotFailure


class GameLogModel(QAbstractListModel):
    RoundRole = Qt.ItemDataRole.UserRole + 1

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self._rows: list[tuple[int, Entry]] = []
        self._words: dict[int, str] = {}
        self._names: tuple[str, ...] = ()
        self._deck: Deck | None = None
        self._you: int | None = None

    def rowCount(self, parent: Index = _ROOT) -> int:
        return 0 if parent.isValid() else len(self._rows)

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole):
        if not index.isValid() or not 0 <= index.row() < len(self._rows):
            return None
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.AccessibleTextRole):
            return self._text(index.row())
        if role == Qt.ItemDataRole.ToolTipRole:
            return plain_tooltip(self._text(index.row()))  # it holds names: never markup
        if role == self.RoundRole:
            return self._rows[index.row()][0]
        return None

    def start(self, names: Sequence[str], deck: Deck, you: int | None) -> None:
        """A new game: empty log, the seats' names, and ``you``, the seat of the one
        human at a table of bots (their lines are in the second person), else None."""
        self.beginResetModel()
        self._rows.clear()
        self._words.clear()
        self._names, self._deck, self._you = tuple(names), deck, you
        self.endResetModel()

    def append(self, round_: int, entry: Entry) -> None:
        row = len(self._rows)
        self.beginInsertRows(QModelIndex(), row, row)
        self._rows.append((round_, entry))
        self.endInsertRows()

    def clear(self) -> None:
        """Empty the log, keeping the table's names and deck."""
        self.beginResetModel()
        self._rows.clear()
        self._words.clear()
        self.endResetModel()

    def retranslate(self) -> None:
        """The interface language changed: word every row again."""
        self._words.clear()
        if self._rows:
            last = self.index(len(self._rows) - 1)
            self.dataChanged.emit(self.index(0), last)

    def lines(self) -> list[str]:
        return [self._text(row) for row in range(len(self._rows))]

    def _text(self, row: int) -> str:
        text = self._words.get(row)
        if text is None:
            entry = self._rows[row][1]
            if isinstance(entry, BotFailure):
                text = bot_failure_text(self._names[entry.seat], entry.problem)
            else:
                assert self._deck is not None
                text = describe_event(entry, self._names, self._deck, self._you)
            self._words[row] = text
        return text
