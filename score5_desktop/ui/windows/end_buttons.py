"""The buttons of every game's end window, made once: Play again, New game, Watch again,
Review my game, and the button box's standard Close (placed where the desktop puts a
Close), worded by us with an access key: Qt's own "Close" has none in any language.
Each game's end window had its own row, one with a Close button of its own, the other
with the standard one and no access key.

No button is a default one: the Enter or Space pressed late for the last move must not
skip the results and start another game.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, Signal
from PySide6.QtWidgets import QDialogButtonBox, QPushButton, QWidget


class EndButtons(QDialogButtonBox):
    """The end window's row of buttons; its signals say which was pressed (the window
    closes itself as each asks)."""

    playAgain = Signal()
    newGame = Signal()
    watchAgain = Signal()
    reviewGame = Signal()
    closeRequested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("endButtons")
        self.againButton = self._action("playAgainButton", self.playAgain)
        self.newButton = self._action("newGameButton", self.newGame)
        self.watchButton = self._action("watchAgainButton", self.watchAgain)
        self.reviewButton = self._action("reviewGameButton", self.reviewGame)
        self.closeButton = self.addButton(QDialogButtonBox.StandardButton.Close)
        self.closeButton.clicked.connect(self.closeRequested)
        # A button box makes its first accept button the default one: none is here.
        for button in self.buttons():
            button.setAutoDefault(False)
            button.setDefault(False)
        self.retranslateUi()

    def _action(self, name: str, signal) -> QPushButton:
        button = QPushButton()
        button.setObjectName(name)
        button.clicked.connect(signal)
        self.addButton(button, QDialogButtonBox.ButtonRole.ActionRole)
        return button

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslateUi()
        super().changeEvent(event)

    def retranslateUi(self) -> None:
        # The words and access keys the first game's end window had, in its context.
        self.againButton.setText(QCoreApplication.translate("EndOfGameDialog", "&Play again"))
        self.newButton.setText(QCoreApplication.translate("EndOfGameDialog", "&New game…"))
        self.watchButton.setText(QCoreApplication.translate("EndOfGameDialog", "&Watch again"))
        self.reviewButton.setText(QCoreApplication.translate("EndOfGameDialog", "&Review my game"))
        #: End of the game: closes the window (the finished game stays on the table).
        self.closeButton.setText(QCoreApplication.translate("EndOfGameDialog", "&Close"))
