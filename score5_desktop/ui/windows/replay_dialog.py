"""Replay a recorded game step by step (forward, back, or any step from the list).

Each position is rebuilt from the record by the storage layer's navigator and
shown on its own table with every hand open, since a replay is after the fact.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt
from PySide6.QtWidgets import (
    QDialog,
    QHBoxLayout,
    QListWidget,
    QPushButton,
    QSplitter,
    QVBoxLayout,
)

from score5_desktop.model.game_model import GameModel
from score5_desktop.model.text import arg, cards_text, family_text
from score5_desktop.storage.record_files import LoadResult
from score5_desktop.storage.replay_navigator import ReplayNavigator, StepInfo
from score5_desktop.ui.common.appearance import Appearance
from score5_desktop.ui.common.motion import Motion
from score5_desktop.ui.table.table_controller import TableController
from score5_desktop.ui.table.table_scene import TableScene
from score5_desktop.ui.table.table_view import TableView


class ReplayDialog(QDialog):
    def __init__(self, result: LoadResult, appearance: Appearance, parent=None) -> None:
        super().__init__(parent)
        self.setObjectName("replayDialog")
        assert result.record is not None and result.replay is not None
        self.record = result.record
        self.navigator = ReplayNavigator(result.replay, result.record.players)
        self.model = GameModel(self)
        self.scene = TableScene(appearance, self)
        self.controller = TableController(self.model, self.scene, self)
        self.controller.setMotion(Motion("instant"))
        self.view = TableView(self.scene)
        self.steps = QListWidget()
        self.steps.setObjectName("replaySteps")
        self.backButton = QPushButton()
        self.forwardButton = QPushButton()
        self.startButton = QPushButton()
        self.endButton = QPushButton()
        buttons = QHBoxLayout()
        for button in (self.startButton, self.backButton, self.forwardButton, self.endButton):
            buttons.addWidget(button)
        splitter = QSplitter(Qt.Orientation.Horizontal)
        splitter.addWidget(self.view)
        splitter.addWidget(self.steps)
        splitter.setStretchFactor(0, 3)
        splitter.setStretchFactor(1, 1)
        layout = QVBoxLayout(self)
        layout.addWidget(splitter, 1)
        layout.addLayout(buttons)
        self.startButton.clicked.connect(lambda: self.seek(0))
        self.backButton.clicked.connect(lambda: self.seek(self.navigator.position - 1))
        self.forwardButton.clicked.connect(lambda: self.seek(self.navigator.position + 1))
        self.endButton.clicked.connect(lambda: self.seek(self.navigator.length))
        self.steps.currentRowChanged.connect(self.seek)
        self.resize(1200, 760)
        self.retranslateUi()
        self.seek(0)

    def seek(self, position: int) -> None:
        position = max(0, min(position, self.navigator.length))
        self.navigator.seek(position)
        self.model.show(self.navigator.state.copy(keep_log=True), self.record.players)
        self.steps.blockSignals(True)
        self.steps.setCurrentRow(position)
        self.steps.blockSignals(False)
        self.backButton.setEnabled(position > 0)
        self.startButton.setEnabled(position > 0)
        self.forwardButton.setEnabled(position < self.navigator.length)
        self.endButton.setEnabled(position < self.navigator.length)

    def keyPressEvent(self, event) -> None:
        if event.key() == Qt.Key.Key_Right:
            self.seek(self.navigator.position + 1)
        elif event.key() == Qt.Key.Key_Left:
            self.seek(self.navigator.position - 1)
        else:
            super().keyPressEvent(event)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslateUi()
        super().changeEvent(event)

    def retranslateUi(self) -> None:
        self.setWindowTitle(self.tr("Replay"))
        self.startButton.setText(self.tr("|◀ Start"))
        self.backButton.setText(self.tr("◀ &Back"))
        self.forwardButton.setText(self.tr("&Forward ▶"))
        self.endButton.setText(self.tr("End ▶|"))
        row = self.steps.currentRow()
        self.steps.blockSignals(True)
        self.steps.clear()
        self.steps.addItem(self.tr("Start of the game"))
        for step in self.navigator.steps:
            self.steps.addItem(self.stepText(step))
        self.steps.setCurrentRow(max(row, 0))
        self.steps.blockSignals(False)

    def stepText(self, step: StepInfo) -> str:
        names = [p.name for p in self.record.players]
        who = names[step.seat]
        deck = self.navigator.state.deck
        cards = cards_text(deck, deck.mask_of(step.cards))
        if step.kind == "bid":
            #: A replay step: %1 the round, e.g. 5; %2 a name, e.g. "Ann"; %3 cards, e.g. "green
            #: 15, blue 10".
            return arg(self.tr("Round %1: %2 bids %3"), step.round, who, cards)
        if step.kind == "adjust":
            if step.kept:
                #: A replay step: %1 the round, e.g. 5; %2 a name, e.g. "Ann".
                return arg(self.tr("Round %1: %2 keeps the bid"), step.round, who)
            #: A replay step: %1 the round, e.g. 5; %2 a name, e.g. "Ann"; %3 cards, e.g. "green
            #: 15, blue 10".
            return arg(self.tr("Round %1: %2 changes the bid to %3"), step.round, who, cards)
        if step.kind == "pick":
            #: A replay step: %1 the round, e.g. 5; %2 a name, e.g. "Ann"; %3 a card name, e.g.
            #: "green 15".
            return arg(self.tr("Round %1: %2 takes %3"), step.round, who, cards)
        #: A replay step: %1 a name, e.g. "Ann"; %2 a family colour, e.g. "green".
        return arg(self.tr("%1 places the wild in %2"), who, family_text(step.family or "green"))
