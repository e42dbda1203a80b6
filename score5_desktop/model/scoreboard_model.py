"""The scoreboard: each player's best publicly known card per family, and the total.

Built from public holdings (R9, R10) so it may stay on screen in hot seat; at
the end every hand is public and it shows the final scores.
"""

from __future__ import annotations

from PySide6.QtCore import QAbstractTableModel, QModelIndex, QPersistentModelIndex, Qt

from score5_desktop.engine.cards import SCORING_FAMILIES, Deck, Family
from score5_desktop.engine.scoring import best_wild_family, scoring_cards
from score5_desktop.model.plain_text import plain_tooltip
from score5_desktop.model.text import arg, card_text, family_text, translate

Index = QModelIndex | QPersistentModelIndex
_ROOT = QModelIndex()


class ScoreboardModel(QAbstractTableModel):
    CardIdRole = Qt.ItemDataRole.UserRole + 1

    def __init__(self, deck: Deck, names: list[str], parent=None) -> None:
        super().__init__(parent)
        self._deck = deck
        self._names = list(names)
        self._cards: list[dict[Family, int | None]] = [{} for _ in names]
        self._totals: list[int] = [0] * len(names)

    def rowCount(self, parent: Index = _ROOT) -> int:
        return 0 if parent.isValid() else len(self._names)

    def columnCount(self, parent: Index = _ROOT) -> int:
        return 0 if parent.isValid() else len(SCORING_FAMILIES) + 1

    def headerData(self, section: int, orientation, role: int = Qt.ItemDataRole.DisplayRole):
        if role not in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole):
            return None
        if orientation == Qt.Orientation.Vertical:
            if not 0 <= section < len(self._names):
                return None
            name = self._names[section]
            return plain_tooltip(name) if role == Qt.ItemDataRole.ToolTipRole else name
        if section < len(SCORING_FAMILIES):
            return family_text(SCORING_FAMILIES[section])
        return translate("Scoreboard", "Total")

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole):
        if not index.isValid():
            return None
        seat, column = index.row(), index.column()
        if column == len(SCORING_FAMILIES):
            if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.AccessibleTextRole):
                return str(self._totals[seat])
            if role == Qt.ItemDataRole.TextAlignmentRole:
                return int(Qt.AlignmentFlag.AlignCenter)
            return None
        best = self._cards[seat].get(SCORING_FAMILIES[column])
        card = self._deck.cards[best] if best is not None else None
        if role == Qt.ItemDataRole.DisplayRole:
            return "—" if card is None else str(card.value)
        if role in (Qt.ItemDataRole.ToolTipRole, Qt.ItemDataRole.AccessibleTextRole):
            family = family_text(SCORING_FAMILIES[column])
            if card is None:
                #: Scoreboard tooltip: %1 a family colour, e.g. "green".
                return arg(translate("Scoreboard", "%1: no known card"), family)
            #: Scoreboard tooltip: %1 a family colour, e.g. "green"; %2 a card name, e.g. "green
            #: 80".
            return arg(translate("Scoreboard", "%1: %2"), family, card_text(card))
        if role == Qt.ItemDataRole.TextAlignmentRole:
            return int(Qt.AlignmentFlag.AlignCenter)
        if role == self.CardIdRole:
            return None if card is None else card.id
        return None

    def totals(self) -> list[int]:
        return list(self._totals)

    def update(self, known: list[int], wild: tuple[int, Family] | None) -> None:
        deck = self._deck
        cards, totals = [], []
        for seat, mask in enumerate(known):
            family = None
            if mask >> deck.wild_index & 1:
                family = wild[1] if wild and wild[0] == seat else best_wild_family(deck, mask)
            best = scoring_cards(deck, mask, family)
            cards.append(best)
            totals.append(sum(deck.values[i] for i in best.values() if i is not None))
        if cards == self._cards and totals == self._totals:
            return
        self._cards, self._totals = cards, totals
        self.dataChanged.emit(self.index(0, 0), self.index(len(known) - 1, len(SCORING_FAMILIES)))

    def retranslate(self) -> None:
        """The language changed: family headers and the cells' tooltips are worded again."""
        self.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, len(SCORING_FAMILIES))
        if self._names:
            last = self.index(len(self._names) - 1, len(SCORING_FAMILIES))
            self.dataChanged.emit(self.index(0, 0), last)
