"""What each player is publicly known to hold (R10), so humans remember what bots do."""

from __future__ import annotations

from PySide6.QtCore import QModelIndex, QPersistentModelIndex, Qt

from score5_desktop.games.score5.qt.panels.seat_rows import SeatRowsModel
from score5_desktop.games.score5.qt.words.card_words import cards_text
from score5_desktop.games.score5.rules.cards import Deck
from score5_desktop.model.text import translate

Index = QModelIndex | QPersistentModelIndex
_ROOT = QModelIndex()


class KnownHoldingsModel(SeatRowsModel):
    MaskRole = Qt.ItemDataRole.UserRole + 1

    def __init__(self, deck: Deck, names: list[str], parent=None) -> None:
        super().__init__(parent)
        self._deck = deck
        self._names = list(names)
        self._known = [0] * len(names)
        self._sizes = [0] * len(names)

    def columnCount(self, parent: Index = _ROOT) -> int:
        return 0 if parent.isValid() else 2

    def headerData(self, section: int, orientation, role: int = Qt.ItemDataRole.DisplayRole):
        if role != Qt.ItemDataRole.DisplayRole:
            return None
        if orientation == Qt.Orientation.Vertical:
            return self._names[section] if 0 <= section < len(self._names) else None
        return (
            translate("KnownHoldings", "Hand")
            if section == 0
            else translate("KnownHoldings", "Known cards")
        )

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole):
        if not index.isValid():
            return None
        seat = index.row()
        if index.column() == 0:
            if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.AccessibleTextRole):
                return str(self._sizes[seat])
            if role == Qt.ItemDataRole.TextAlignmentRole:
                return int(Qt.AlignmentFlag.AlignCenter)
            return None
        if role in (
            Qt.ItemDataRole.DisplayRole,
            Qt.ItemDataRole.ToolTipRole,
            Qt.ItemDataRole.AccessibleTextRole,
        ):
            return cards_text(self._deck, self._known[seat])
        if role == self.MaskRole:
            return self._known[seat]
        return None

    def update(self, known: list[int], sizes: tuple[int, ...]) -> None:
        if list(known) == self._known and list(sizes) == self._sizes:
            return
        self._known, self._sizes = list(known), list(sizes)
        self.dataChanged.emit(self.index(0, 0), self.index(len(known) - 1, 1))

    def retranslate(self) -> None:
        """The language changed: headers and card names are worded again."""
        self.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, 1)
        if self._known:
            self.dataChanged.emit(self.index(0, 0), self.index(len(self._known) - 1, 1))
