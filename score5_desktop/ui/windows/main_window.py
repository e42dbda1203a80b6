"""The main window: the table, the player's controls, the side panels and the menus."""

from __future__ import annotations

import logging
import random
from dataclasses import replace
from pathlib import Path

from PySide6.QtCore import QByteArray, QEvent, Qt, QTimer, Signal
from PySide6.QtGui import QAction, QCloseEvent, QKeySequence
from PySide6.QtWidgets import (
    QFileDialog,
    QMainWindow,
    QMessageBox,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from score5_desktop.engine import events as ev
from score5_desktop.model.game_history import GameHistory
from score5_desktop.model.game_model import GameModel
from score5_desktop.model.storage_text import storage_text
from score5_desktop.storage.autosave import AutosaveStore
from score5_desktop.storage.errors import StorageError
from score5_desktop.storage.history import open_history
from score5_desktop.storage.record_files import LoadResult, open_record_file
from score5_desktop.storage.settings import NewGameSetup, Settings, SettingsStore
from score5_desktop.ui.common.appearance import Appearance
from score5_desktop.ui.common.language import Language
from score5_desktop.ui.common.motion import Motion
from score5_desktop.ui.common.sound import SoundPlayer
from score5_desktop.ui.table.action_bar import ActionBar
from score5_desktop.ui.table.table_controller import TableController
from score5_desktop.ui.table.table_scene import TableScene
from score5_desktop.ui.table.table_sounds import TableSounds
from score5_desktop.ui.table.table_view import TableView
from score5_desktop.ui.windows.end_screen import EndOfGameDialog
from score5_desktop.ui.windows.handover_screen import HandoverScreen
from score5_desktop.ui.windows.side_panels import SidePanels

logger = logging.getLogger(__name__)


class MainWindow(QMainWindow):
    gameFinished = Signal()
    """The end-of-game screen is up (used by --quit-on-end and tests)."""
    message = Signal(str)
    """Something the player was told (a file problem, a failing bot)."""

    def __init__(
        self,
        settings_store: SettingsStore | None = None,
        autosave: AutosaveStore | None = None,
        appearance: Appearance | None = None,
        language: Language | None = None,
        *,
        quiet: bool = False,
        model: GameModel | None = None,
        history: GameHistory | None = None,
    ) -> None:
        super().__init__()
        self.setObjectName("mainWindow")
        self.quiet = quiet
        self.settingsStore = settings_store or SettingsStore()
        self.settings, problem = self.settingsStore.load()
        self.autosave = autosave or AutosaveStore()
        self.appearance = appearance or Appearance(self.settings.theme)
        self.language = language or Language(self)
        self.language.changed.connect(self._follow_language)
        self.model = model or GameModel(self)
        self.model.setAutosave(self.autosave)
        self.messages: list[str] = []
        # Opened once per run; a damaged file was set aside and is reported below.
        self.history = history or GameHistory(open_history(), self)
        self.history.watch(self.model)
        self.history.problem.connect(self.tell)
        self.sounds = SoundPlayer(self)
        self.tableSounds = TableSounds(self.sounds, self)
        self._history_window: QWidget | None = None
        self._stats_window: QWidget | None = None
        self._last_setup: NewGameSetup | None = self.settings.last_setup
        self._last_seed: int | None = None

        self.scene = TableScene(self.appearance, self)
        self.view = TableView(self.scene)
        self.view.setObjectName("tableView")
        self.controller = TableController(self.model, self.scene, self)
        self.controller.eventShown.connect(self.tableSounds.eventShown)
        self.actions_bar = ActionBar(self.model, self.scene, self.view)
        self.handover = HandoverScreen()
        table_page = QWidget()
        page_layout = QVBoxLayout(table_page)
        page_layout.setContentsMargins(0, 0, 0, 0)
        page_layout.setSpacing(0)
        page_layout.addWidget(self.view, 1)
        page_layout.addWidget(self.actions_bar)
        self.stack = QStackedWidget()
        self.stack.addWidget(table_page)
        self.stack.addWidget(self.handover)
        self.tablePage = table_page
        self.setCentralWidget(self.stack)
        self.panels = SidePanels(self.model, self, self.appearance)
        self.endDialog = EndOfGameDialog(self)
        self.endDialog.playAgain.connect(self.playAgain)
        self.endDialog.newGame.connect(self.newGameDialog)

        self.model.handoverRequested.connect(self._on_handover)
        self.model.decisionRequested.connect(lambda *_: self.stack.setCurrentWidget(table_page))
        self.handover.confirmed.connect(self._on_handover_confirmed)
        self.model.gameOver.connect(self._on_game_over)
        self.model.storageProblem.connect(self.tell)
        self.model.botFailed.connect(lambda seat, text: self.statusBar().showMessage(text, 8000))
        self.appearance.changed.connect(self._on_appearance)

        self._build_actions()
        self._build_menus()
        self.applyMotion()
        self.actions_bar.setAutoPick(self.settings.auto_pick)
        self.sounds.setVolume(self.settings.sound_volume)
        self.sounds.setMuted(self.settings.muted)
        self.retranslateUi()
        self.resize(1280, 800)
        if self.settings.window_geometry:
            self.restoreGeometry(QByteArray.fromBase64(self.settings.window_geometry.encode()))
        if problem:
            QTimer.singleShot(0, lambda: self.tell(problem))
        opened = self.history.openMessage
        if opened:
            QTimer.singleShot(0, lambda: self.tell(opened))
        self._refresh_actions()

    # -- actions and menus --------------------------------------------------------------
    def _build_actions(self) -> None:
        def action(name: str, slot, shortcut=None) -> QAction:
            act = QAction(self)
            act.setObjectName(name)
            if shortcut is not None:
                act.setShortcut(shortcut)
            act.triggered.connect(slot)
            return act

        self.newAction = action("newAction", self.newGameDialog, QKeySequence.StandardKey.New)
        self.continueAction = action("continueAction", self.continueGame)
        self.saveAction = action("saveAction", self.saveGame, QKeySequence.StandardKey.Save)
        self.openAction = action("openAction", self.openGame, QKeySequence.StandardKey.Open)
        self.replayAction = action("replayAction", self.replayGame)
        self.historyAction = action("historyAction", self.showHistory, QKeySequence("Ctrl+H"))
        self.statsAction = action("statsAction", self.showStatistics)
        self.quitAction = action("quitAction", self.close, QKeySequence.StandardKey.Quit)
        self.settingsAction = action(
            "settingsAction", self.settingsDialog, QKeySequence.StandardKey.Preferences
        )
        self.rulesAction = action("rulesAction", self.showRules, QKeySequence("F1"))
        self.aboutAction = action("aboutAction", self.about)

    def _build_menus(self) -> None:
        bar = self.menuBar()
        self.gameMenu = bar.addMenu("")
        for act in (self.newAction, self.continueAction, self.saveAction, self.openAction):
            self.gameMenu.addAction(act)
        self.gameMenu.addAction(self.replayAction)
        self.gameMenu.addSeparator()
        self.gameMenu.addAction(self.historyAction)
        self.gameMenu.addAction(self.statsAction)
        self.gameMenu.addSeparator()
        self.gameMenu.addAction(self.quitAction)
        self.viewMenu = bar.addMenu("")
        for dock in self.panels.docks():
            self.viewMenu.addAction(dock.toggleViewAction())
        self.settingsMenu = bar.addMenu("")
        self.settingsMenu.addAction(self.settingsAction)
        self.helpMenu = bar.addMenu("")
        self.helpMenu.addAction(self.rulesAction)
        self.helpMenu.addAction(self.aboutAction)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslateUi()
        super().changeEvent(event)

    def retranslateUi(self) -> None:
        self.setWindowTitle(self.tr("Score 5 Desktop"))
        self.gameMenu.setTitle(self.tr("&Game"))
        self.viewMenu.setTitle(self.tr("&View"))
        self.settingsMenu.setTitle(self.tr("&Settings"))
        self.helpMenu.setTitle(self.tr("&Help"))
        self.newAction.setText(self.tr("&New game…"))
        self.continueAction.setText(self.tr("&Continue saved game"))
        self.saveAction.setText(self.tr("&Save game as…"))
        self.openAction.setText(self.tr("&Open game record…"))
        self.replayAction.setText(self.tr("&Replay a game…"))
        self.historyAction.setText(self.tr("&History…"))
        self.statsAction.setText(self.tr("S&tatistics…"))
        self.quitAction.setText(self.tr("&Quit"))
        self.settingsAction.setText(self.tr("&Preferences…"))
        self.rulesAction.setText(self.tr("&Rules"))
        self.aboutAction.setText(self.tr("&About Score 5 Desktop"))
        self.panels.retranslateUi()
        self.controller.refreshPlates()

    def _refresh_actions(self) -> None:
        self.saveAction.setEnabled(self.model.hasGame())
        self.continueAction.setEnabled(self.autosave.exists())

    # -- settings ------------------------------------------------------------------------
    def motion(self) -> Motion:
        return Motion(self.settings.animation_speed, self.settings.reduced_motion)

    def applyMotion(self) -> None:
        self.controller.setMotion(self.motion())

    def setSpeed(self, speed: str) -> None:
        """For --speed and tests: used for this session, not saved."""
        self.settings = replace(self.settings, animation_speed=speed)
        self.applyMotion()

    def saveSettings(self, **changes) -> None:
        self.settings = replace(self.settings, **changes)
        try:
            self.settingsStore.save(self.settings)
        except StorageError as exc:
            self.tell(str(exc))

    def applySettings(self, settings: Settings) -> None:
        """Motion, theme and sound as ``settings`` say (saved or being tried out)."""
        self.controller.setMotion(Motion(settings.animation_speed, settings.reduced_motion))
        self.appearance.setMode(settings.theme)
        self.sounds.setVolume(settings.sound_volume)
        self.sounds.setMuted(settings.muted)
        self.actions_bar.setAutoPick(settings.auto_pick)

    def previewSettings(self, values: dict) -> None:
        """The settings dialog's values, shown live before OK or Cancel."""
        self.applySettings(replace(self.settings, **values))

    def settingsDialog(self) -> None:
        from score5_desktop.ui.windows.settings_dialog import SettingsDialog

        dialog = SettingsDialog(self.settings, self, self.sounds.problem())
        dialog.previewed.connect(self.previewSettings)
        if dialog.exec() == SettingsDialog.DialogCode.Accepted:
            language = self.settings.language
            self.saveSettings(**dialog.values())
            if self.settings.language != language:
                self.language.apply(self.settings.language)
        self.applySettings(self.settings)

    def _on_appearance(self) -> None:
        self.scene.applyAppearance()
        self.controller.refreshPlates()

    # -- games ---------------------------------------------------------------------------
    def startGame(self, setup: NewGameSetup, seed: int | None = None) -> None:
        self.endDialog.hide()
        self._last_setup = setup
        self._last_seed = seed if seed is not None else random.SystemRandom().randrange(2**63)
        self.stack.setCurrentWidget(self.tablePage)
        self.model.new_game(setup.players(), self._last_seed, setup.max_adjust_rounds)
        self._refresh_actions()

    def newGameDialog(self) -> None:
        from score5_desktop.ai.levels import available_levels
        from score5_desktop.ui.windows.new_game_dialog import NewGameDialog

        dialog = NewGameDialog(self._last_setup, available_levels(), self)
        if dialog.exec() != NewGameDialog.DialogCode.Accepted:
            return
        setup = dialog.setup()
        self.saveSettings(last_setup=setup)
        self.startGame(setup)

    def playAgain(self) -> None:
        if self._last_setup is None:
            self.newGameDialog()
        else:
            self.startGame(self._last_setup)

    def continueGame(self) -> bool:
        """Resume the autosave; a broken one is reported (and kept aside by the store)."""
        result = self.autosave.load()
        if result.message:
            self.tell(result.message)
        self._refresh_actions()
        if not result.can_continue:
            return False
        self._resume(result)
        return True

    def offerContinue(self) -> None:
        """At start-up with an autosave: continue it, or set up a new game."""
        box = QMessageBox(self)
        box.setWindowTitle(self.tr("Score 5 Desktop"))
        box.setText(self.tr("A game in progress was saved. Continue it?"))
        cont = box.addButton(self.tr("&Continue"), QMessageBox.ButtonRole.AcceptRole)
        box.addButton(self.tr("&New game…"), QMessageBox.ButtonRole.RejectRole)
        box.setDefaultButton(cont)
        box.exec()
        if box.clickedButton() is cont:
            if not self.continueGame():
                self.newGameDialog()
        else:
            self.newGameDialog()

    def _resume(self, result: LoadResult) -> None:
        assert result.record is not None and result.replay is not None
        self.endDialog.hide()
        self.stack.setCurrentWidget(self.tablePage)
        self.model.resume(result.record, result.replay)
        self._refresh_actions()

    def saveGame(self) -> None:
        if not self.model.hasGame():
            return
        path, _ = QFileDialog.getSaveFileName(
            self, self.tr("Save game record"), "", self.tr("Game records (*.json)")
        )
        if not path:
            return
        if not path.endswith(".json"):
            path += ".json"
        try:
            self.model.saveTo(Path(path))
        except StorageError as exc:
            self.tell(str(exc))
        else:
            self.statusBar().showMessage(self.tr("Game saved."), 5000)

    def openGame(self) -> None:
        path, _ = QFileDialog.getOpenFileName(
            self, self.tr("Open game record"), "", self.tr("Game records (*.json);;All files (*)")
        )
        if path:
            self.openPath(Path(path))

    def openPath(self, path: Path) -> bool:
        result = open_record_file(path)
        if not result.ok:
            self.tell(result.message or self.tr("The file could not be read."))
            return False
        self.statusBar().clearMessage()  # an earlier problem no longer applies
        if result.finished:
            self.showReplay(result)
        else:
            self._resume(result)
        return True

    def replayGame(self) -> None:
        path, _ = QFileDialog.getOpenFileName(
            self, self.tr("Replay a game"), "", self.tr("Game records (*.json);;All files (*)")
        )
        if not path:
            return
        result = open_record_file(Path(path))
        if not result.ok:
            self.tell(result.message or self.tr("The file could not be read."))
            return
        self.showReplay(result)

    def showReplay(self, result: LoadResult) -> None:
        from score5_desktop.ui.windows.replay_dialog import ReplayDialog

        dialog = ReplayDialog(result, self.appearance, self)
        dialog.setModal(False)
        dialog.show()

    def showHistory(self) -> None:
        """Game > History: one window, raised if already open."""
        from score5_desktop.ui.windows.history_window import HistoryWindow

        if self._history_window is None:
            self._history_window = HistoryWindow(self.history, self.appearance, self)
        _bring_up(self._history_window)

    def showStatistics(self) -> None:
        from score5_desktop.ui.windows.stats_window import StatsWindow

        if self._stats_window is None:
            self._stats_window = StatsWindow(self.history, self.appearance, self)
        _bring_up(self._stats_window)

    # -- hot seat ---------------------------------------------------------------------------
    def _on_handover(self, seat: int) -> None:
        self.handover.setPlayer(self.model.names()[seat])
        self.stack.setCurrentWidget(self.handover)
        self.handover.button.setFocus()

    def _on_handover_confirmed(self) -> None:
        self.stack.setCurrentWidget(self.tablePage)
        self.model.confirmHandover()

    # -- the end ---------------------------------------------------------------------------------
    def _on_game_over(self, ended: ev.GameEnded) -> None:
        self._refresh_actions()
        self.endDialog.setResult(self.model.names(), self.model.deck(), ended)
        self.endDialog.show()
        self.endDialog.raise_()
        self.gameFinished.emit()

    # -- messages ------------------------------------------------------------------------
    def tell(self, text: str) -> None:
        """Tell the player something in plain words, without stopping the game.

        Messages from the storage layer are English; they are worded again in the
        interface language here (anything else passes through unchanged)."""
        text = storage_text(text)
        logger.warning("%s", text)
        self.messages.append(text)
        self.message.emit(text)
        self.statusBar().showMessage(text, 15000)
        if not self.quiet:
            box = QMessageBox(
                QMessageBox.Icon.Warning,
                self.tr("Score 5 Desktop"),
                text,
                QMessageBox.StandardButton.Ok,
                self,
            )
            box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, True)
            box.open()

    def showRules(self) -> None:
        """Help > Rules: the four-language rules viewer, in the interface language."""
        from score5_desktop.ui.windows.rules_window import show_rules

        show_rules(self, self.language.code())

    def _follow_language(self, code: str) -> None:
        from score5_desktop.ui.windows.rules_window import follow_interface_language

        follow_interface_language(self, code)

    def about(self) -> None:
        QMessageBox.about(
            self,
            self.tr("About Score 5 Desktop"),
            self.tr(
                "<p><b>Score 5 Desktop</b></p><p>An unofficial fan implementation of the SCORE 5 "
                "auction card game, for 2 to 5 players: hot seat and bots.</p>"
                "<p>It is not affiliated with or endorsed by the publishers of SCORE 5. "
                "The deck is reconstructed, and all art and text are our own.</p>"
            ),
        )

    def closeEvent(self, event: QCloseEvent) -> None:
        geometry = bytes(self.saveGeometry().toBase64()).decode()
        if geometry != self.settings.window_geometry and not self.quiet:
            self.saveSettings(window_geometry=geometry)
        self.model.shutdown()
        super().closeEvent(event)

    def currentSettings(self) -> Settings:
        return self.settings


def _bring_up(window: QWidget) -> None:
    window.show()
    window.raise_()
    window.activateWindow()
