"""SCORE 5's view of the table: the shared card view, with Enter confirming a bid."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QGraphicsItem

from score5_desktop.games.score5.qt.table.table_scene import TableScene
from score5_desktop.ui.table.card_view import CardTableView


class TableView(CardTableView):
    confirmRequested = Signal()
    """Enter pressed while building a bid: the same as the Confirm button."""

    def __init__(self, scene: TableScene, parent=None) -> None:
        super().__init__(scene, parent)
        self._table = scene

    def retranslateUi(self) -> None:
        self.setAccessibleName(self.tr("Card table"))
        self.setAccessibleDescription(
            self.tr("Use the arrow keys to move between cards, Space to choose, Enter to confirm.")
        )

    def usableCards(self) -> list[QGraphicsItem]:
        return list(self._table.interactiveItems())

    def tableKey(self, event: QKeyEvent) -> bool:
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and self._table.isBidding():
            self.confirmRequested.emit()
            return True
        return False
