"""The scoreboard: each player's best publicly known card per family, and the total.

Built from public holdings (R9, R10) so it may stay on screen in hot seat; at
the end every hand is public and it shows the final scores. One row may show
more: the player whose hand is on screen knows their own hand, so their row
counts every card they hold (marked as such), and only while that hand is shown.
The wild scores in no family until its owner places it (R7): until then it is
shown apart, after the total.
"""

from __future__ import annotations

from PySide6.QtCore import QModelIndex, QPersistentModelIndex, Qt
from PySide6.QtGui import QFont

from score5_desktop.games.score5.qt.panels.seat_rows import SeatRowsModel
from score5_desktop.games.score5.qt.words.card_words import card_text
from score5_desktop.games.score5.qt.words.family_text import family_text
from score5_desktop.games.score5.rules.cards import SCORING_FAMILIES, Deck, Family
from score5_desktop.games.score5.rules.scoring import scoring_cards
from score5_desktop.model.plain_text import plain_tooltip
from score5_desktop.model.text import arg, translate

Index = QModelIndex | QPersistentModelIndex
_ROOT = QModelIndex()


class ScoreboardModel(SeatRowsModel):
    CardIdRole = Qt.ItemDataRole.UserRole + 1

    def __init__(self, deck: Deck, names: list[str], parent=None) -> None:
        super().__init__(parent)
        self._deck = deck
        self._names = list(names)
        self._cards: list[dict[Family, int | None]] = [{} for _ in names]
        self._totals: list[int] = [0] * len(names)
        self._wild_apart: list[bool] = [False] * len(names)
        self._known: list[int] = [0] * len(names)
        self._wild: tuple[int, Family] | None = None
        self._own_seat: int | None = None
        self._own_hand = 0
        self._own: tuple[dict[Family, int | None], int, bool] | None = None

    def columnCount(self, parent: Index = _ROOT) -> int:
        return 0 if parent.isValid() else len(SCORING_FAMILIES) + 1

    def headerData(self, section: int, orientation, role: int = Qt.ItemDataRole.DisplayRole):
        if orientation == Qt.Orientation.Vertical:
            return self._row_header(section, role)
        if role not in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole):
            return None
        if section < len(SCORING_FAMILIES):
            return family_text(SCORING_FAMILIES[section])
        return translate("Scoreboard", "Total")

    def _row_header(self, seat: int, role: int):
        if not 0 <= seat < len(self._names):
            return None
        own = seat == self._own_seat and self._own is not None
        if role == Qt.ItemDataRole.DisplayRole:
            return self._names[seat]
        if role in (Qt.ItemDataRole.ToolTipRole, Qt.ItemDataRole.AccessibleDescriptionRole) and own:
            return translate(
                "Scoreboard",
                "Your true score: every card you hold counts, also those only you have seen.",
            )
        if role == Qt.ItemDataRole.ToolTipRole:
            # A name from a file is data: shown as plain text, never as markup.
            return plain_tooltip(self._names[seat])
        if role == Qt.ItemDataRole.FontRole and own:
            font = QFont()
            font.setBold(True)
            return font
        return None

    def _row(self, seat: int) -> tuple[dict[Family, int | None], int, bool]:
        """Cards, total and whether the wild is held apart, as shown on ``seat``'s row."""
        if seat == self._own_seat and self._own is not None:
            return self._own
        return self._cards[seat], self._totals[seat], self._wild_apart[seat]

    def ownSeat(self) -> int | None:
        """The row showing a true score (bold, and the panel's title says so), or None."""
        return self._own_seat if self._own is not None else None

    def isOwnRow(self, seat: int) -> bool:
        return seat == self._own_seat and self._own is not None

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole):
        if not index.isValid():
            return None
        seat, column = index.row(), index.column()
        cards, total, wild_apart = self._row(seat)
        if role == Qt.ItemDataRole.FontRole and self.isOwnRow(seat):
            font = QFont()
            font.setBold(True)
            return font
        if column == len(SCORING_FAMILIES):
            if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.AccessibleTextRole):
                if wild_apart:
                    #: A family's total before the wild card is placed: %1 the total, e.g. 235.
                    return arg(translate("Scoreboard", "%1 + wild"), total)
                return str(total)
            if role == Qt.ItemDataRole.ToolTipRole and wild_apart:
                return translate(
                    "Scoreboard",
                    "The wild is not in a family yet: its owner places it at the end of "
                    "the game, where it scores best.",
                )
            if role == Qt.ItemDataRole.TextAlignmentRole:
                return int(Qt.AlignmentFlag.AlignCenter)
            return None
        best = cards.get(SCORING_FAMILIES[column])
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
        """The public totals (known cards only, the wild apart until placed)."""
        return list(self._totals)

    def ownTotal(self) -> int | None:
        """The true total of the row whose hand is shown, or None."""
        return self._own[1] if self._own is not None else None

    def _score(self, seat: int, mask: int) -> tuple[dict[Family, int | None], int, bool]:
        deck = self._deck
        wild = self._wild
        placed = wild is not None and wild[0] == seat
        apart = bool(mask >> deck.wild_index & 1) and not placed
        if apart:
            mask &= ~(1 << deck.wild_index)
        best = scoring_cards(deck, mask, wild[1] if placed and wild else None)
        total = sum(deck.values[i] for i in best.values() if i is not None)
        return best, total, apart

    def update(self, known: list[int], wild: tuple[int, Family] | None) -> None:
        self._known, self._wild = list(known), wild
        rows = [self._score(seat, mask) for seat, mask in enumerate(known)]
        cards = [r[0] for r in rows]
        totals = [r[1] for r in rows]
        apart = [r[2] for r in rows]
        own = self._score(self._own_seat, self._own_hand) if self._own_seat is not None else None
        if (cards, totals, apart, own) == (self._cards, self._totals, self._wild_apart, self._own):
            return
        self._cards, self._totals, self._wild_apart, self._own = cards, totals, apart, own
        self._changed()

    def setOwnHand(self, seat: int | None, hand: int = 0) -> None:
        """Show ``seat``'s true score from its whole ``hand`` (None: no hand is shown)."""
        if seat is not None and not 0 <= seat < len(self._names):
            seat = None
        own = self._score(seat, hand) if seat is not None else None
        if (seat, own) == (self._own_seat, self._own):
            return
        before = self._own_seat
        self._own_seat, self._own_hand, self._own = seat, hand, own
        self._changed()
        for row in {before, seat} - {None}:
            self.headerDataChanged.emit(Qt.Orientation.Vertical, row, row)

    def _changed(self) -> None:
        if self._names:
            last = self.index(len(self._names) - 1, len(SCORING_FAMILIES))
            self.dataChanged.emit(self.index(0, 0), last)

    def retranslate(self) -> None:
        """The language changed: family headers and the cells' tooltips are worded again."""
        self.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, len(SCORING_FAMILIES))
        if self._names:
            last = self.index(len(self._names) - 1, len(SCORING_FAMILIES))
            self.dataChanged.emit(self.index(0, 0), last)
