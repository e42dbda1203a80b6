"""One seat's hand as a list model that cannot show what the viewer may not see.

While the hand is hidden (another human is to act, R11) the rows are
face-down placeholders: the view gets the size of the hand and nothing else,
so no delegate or screenshot can leak a card.
"""

from __future__ import annotations

from PySide6.QtCore import QAbstractListModel, QModelIndex, QPersistentModelIndex, Qt

from score5_desktop.games.score5.rules.cards import SCORING_FAMILIES, Card, Deck
from score5_desktop.model.text import card_text, translate

Index = QModelIndex | QPersistentModelIndex
_ROOT = QModelIndex()


def hand_order(deck: Deck, mask: int) -> list[Card]:
    """Cards grouped by family (in the rulebook order, wild last), low values first."""
    order = {f: i for i, f in enumerate(SCORING_FAMILIES)}
    cards = [deck.cards[i] for i in range(len(deck.cards)) if mask >> i & 1]
    return sorted(cards, key=lambda c: (order.get(c.family, len(order)), c.value, c.tiebreaker))


class HandModel(QAbstractListModel):
    def __init__(self, deck: Deck, seat: int, parent=None) -> None:
        super().__init__(parent)
        self._deck = deck
        self.seat = seat
        self._mask = 0
        self._visible = False
        self._cards: list[Card | None] = []

    def rowCount(self, parent: Index = _ROOT) -> int:
        return 0 if parent.isValid() else len(self._cards)

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole):
        if not index.isValid() or not 0 <= index.row() < len(self._cards):
            return None
        card = self._cards[index.row()]
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.AccessibleTextRole):
            return translate("Hand", "face-down card") if card is None else card_text(card)
        return None

    def isVisible(self) -> bool:
        return self._visible

    def cards(self) -> list[Card | None]:
        """The rows: cards when visible, ``None`` placeholders when hidden."""
        return list(self._cards)

    def retranslate(self) -> None:
        """The language changed: every card's name is worded again."""
        if self._cards:
            self.dataChanged.emit(self.index(0, 0), self.index(len(self._cards) - 1, 0))

    def update(self, mask: int, visible: bool) -> None:
        if mask == self._mask and visible == self._visible and self._cards:
            return
        self._mask = mask
        self._visible = visible
        self.beginResetModel()
        if visible:
            self._cards = list(hand_order(self._deck, mask))
        else:
            self._cards = [None] * mask.bit_count()
        self.endResetModel()
