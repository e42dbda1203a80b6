"""The view of the Five Three Five table: the shell's card view, with the game's keys
(arrows move between the hand's cards, Space chooses one, Esc clears the choice, Enter
plays the chosen cards, P passes)."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QGraphicsItem

from score5_desktop.games.five_three_five.qt.scene import F35Scene
from score5_desktop.ui.table.card_view import CardTableView


class F35View(CardTableView):
    playRequested = Signal()
    """Enter while choosing: play the chosen cards (as the play button would)."""
    passRequested = Signal()
    """P while choosing: pass."""

    def __init__(self, scene: F35Scene, parent=None) -> None:
        super().__init__(scene, parent)
        self._table = scene

    def retranslateUi(self) -> None:
        self.setAccessibleName(self.tr("Card table"))
        self.setAccessibleDescription(
            #: Five Three Five: how to play from the keyboard.
            self.tr(
                "Arrow keys move between your cards, Space chooses a card, Esc clears your "
                "choice, Enter plays the chosen cards, P passes, Shift+P passes until the "
                "next trick."
            )
        )

    def usableCards(self) -> list[QGraphicsItem]:
        return list(self._table.trayItems()) if self._table.isChoosing() else []

    def tableKey(self, event: QKeyEvent) -> bool:
        """Enter plays, P passes, Esc clears the chosen cards, while choosing; a held key
        never repeats the first two."""
        if not self._table.isChoosing():
            return False
        key = event.key()
        if key == Qt.Key.Key_Escape:
            self._table.setSelectedValues(())
            return True
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            if not event.isAutoRepeat():
                self.playRequested.emit()
            return True
        if key == Qt.Key.Key_P and not event.modifiers():
            if not event.isAutoRepeat():
                self.passRequested.emit()
            return True
        return False
