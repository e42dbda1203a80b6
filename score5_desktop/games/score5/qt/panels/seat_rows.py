"""A side panel's table with one row a seat, headed by the seat's name."""

from __future__ import annotations

from PySide6.QtCore import QAbstractTableModel, QModelIndex, QPersistentModelIndex, Qt

Index = QModelIndex | QPersistentModelIndex
_ROOT = QModelIndex()


class SeatRowsModel(QAbstractTableModel):
    """Rows are seats, named in the vertical header from ``_names``."""

    _names: list[str]

    def setNames(self, names: list[str]) -> None:  # noqa: N802 - Qt naming
        """The seats' names now (online, a seat given to a bot takes the bot's name, as
        the plates and the end window call it); the table never changes its size."""
        if len(names) != len(self._names) or list(names) == self._names:
            return
        self._names = list(names)
        self.headerDataChanged.emit(Qt.Orientation.Vertical, 0, len(names) - 1)

    def rowCount(self, parent: Index = _ROOT) -> int:
        return 0 if parent.isValid() else len(self._names)
