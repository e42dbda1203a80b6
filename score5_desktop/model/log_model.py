"""The game log: one line per public event, newest last."""

from __future__ import annotations

from PySide6.QtCore import QAbstractListModel, QModelIndex, QPersistentModelIndex, Qt

from score5_desktop.model.plain_text import plain_tooltip

Index = QModelIndex | QPersistentModelIndex
_ROOT = QModelIndex()


class GameLogModel(QAbstractListModel):
    RoundRole = Qt.ItemDataRole.UserRole + 1

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self._lines: list[tuple[int, str]] = []

    def rowCount(self, parent: Index = _ROOT) -> int:
        return 0 if parent.isValid() else len(self._lines)

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole):
        if not index.isValid() or not 0 <= index.row() < len(self._lines):
            return None
        rnd, text = self._lines[index.row()]
        if role == Qt.ItemDataRole.DisplayRole:
            return text
        if role == Qt.ItemDataRole.ToolTipRole:
            return plain_tooltip(text)  # it holds names: never markup
        if role == Qt.ItemDataRole.AccessibleTextRole:
            return text
        if role == self.RoundRole:
            return rnd
        return None

    def append(self, round_: int, text: str) -> None:
        row = len(self._lines)
        self.beginInsertRows(QModelIndex(), row, row)
        self._lines.append((round_, text))
        self.endInsertRows()

    def clear(self) -> None:
        self.beginResetModel()
        self._lines.clear()
        self.endResetModel()

    def lines(self) -> list[str]:
        return [text for _, text in self._lines]
