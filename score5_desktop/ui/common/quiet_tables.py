"""Read-only tables that take the keyboard focus without framing a cell.

An item view that gets the focus by Tab or by its window opening (not by a click)
makes its first cell current, and the style frames the current cell. The end
windows give their score table the focus on purpose (a key pressed late for the
last move must not press a button), so a lone frame sat in the first cell of the
final scores, as if something there were chosen. These tables drop the current
cell their focus made; the first arrow key makes one, and the frame follows the
keys from then on.
"""

from __future__ import annotations

from PySide6.QtGui import QFocusEvent
from PySide6.QtWidgets import QAbstractItemView, QTableView, QTableWidget


def _drop_made_current(view: QAbstractItemView, had_current: bool) -> None:
    selection = view.selectionModel()
    if not had_current and selection is not None and selection.currentIndex().isValid():
        selection.clearCurrentIndex()


class QuietTableView(QTableView):
    """A ``QTableView`` whose focus alone frames no cell."""

    def focusInEvent(self, event: QFocusEvent) -> None:  # noqa: N802 - Qt's name
        had_current = self.currentIndex().isValid()
        super().focusInEvent(event)
        _drop_made_current(self, had_current)


class QuietTableWidget(QTableWidget):
    """A ``QTableWidget`` whose focus alone frames no cell."""

    def focusInEvent(self, event: QFocusEvent) -> None:  # noqa: N802 - Qt's name
        had_current = self.currentIndex().isValid()
        super().focusInEvent(event)
        _drop_made_current(self, had_current)
