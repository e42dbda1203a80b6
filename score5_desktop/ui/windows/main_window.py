"""The main window: the table, the player's controls, the side panels and the menus."""

from __future__ import annotations

import logging
import random
import sys
from collections.abc import Callable
from dataclasses import replace
from datetime import datetime
from pathlib import Path

from PySide6.QtCore import QByteArray, QEvent, Qt, QTimer, Signal
from PySide6.QtGui import QAction, QCloseEvent, QKeySequence
from PySide6.QtWidgets import (
    QGraphicsScene,
    QLabel,
    QMainWindow,
    QMenu,
    QMessageBox,
    QStackedWidget,
    QWidget,
)

from score5_desktop.core import registry
from score5_desktop.core.protocol import Loaded, Outcome
from score5_desktop.model.autosaver import Autosaver
from score5_desktop.model.game_history import GameHistory
from score5_desktop.model.game_model import GameModel
from score5_desktop.model.review_offer import review_offered
from score5_desktop.model.storage_text import storage_text
from score5_desktop.model.text import arg
from score5_desktop.storage.autosave import AutosaveStore
from score5_desktop.storage.errors import Problem, StorageError
from score5_desktop.storage.history import open_history
from score5_desktop.storage.record_files import (
    LoadResult,
    open_record_file,
    parse_record,
    record_game,
    record_save_path,
    save_record_file,
    suggested_record_path,
)
from score5_desktop.storage.settings import (
    GameSetup,
    SeatSetup,
    Settings,
    SettingsStore,
)
from score5_desktop.ui.common.appearance import Appearance
from score5_desktop.ui.common.file_dialogs import open_file_name, save_file_name
from score5_desktop.ui.common.keys_home import KeysHome
from score5_desktop.ui.common.language import Language
from score5_desktop.ui.common.motion import Motion
from score5_desktop.ui.common.screen_fit import centre_on, centre_over, step_aside
from score5_desktop.ui.common.sound import SoundPlayer
from score5_desktop.ui.game_ui import (
    ActionControls,
    EndContent,
    GameUi,
    SavedGame,
    SidePanels,
    TableDriver,
    TablePart,
    game_ui,
)
from score5_desktop.ui.table.table_sounds import TableSounds
from score5_desktop.ui.windows.game_parts import (
    game_name,
    is_playable,
    playable_games,
    teaching_games,
)
from score5_desktop.ui.windows.game_screen import GameScreen
from score5_desktop.ui.windows.handover_screen import HandoverScreen

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
        autosaving: bool = True,
    ) -> None:
        """``autosaving=False``: the autosave is left alone, neither read nor written nor
        locked (``--demo``: bots playing alone must not touch the player's game)."""
        super().__init__()
        self.setObjectName("mainWindow")
        self.quiet = quiet
        self.settingsStore = settings_store or SettingsStore()
        self.settings, problem = self.settingsStore.load()
        self.autosave = autosave or AutosaveStore()
        # Held for the whole run: a second window plays without autosaving.
        self.autosaver = Autosaver(self.autosave, self, claim=autosaving)
        self.confirmLeaving = not quiet
        """Ask before New game, Open or Quit give up a game in progress."""
        self._closing = False
        # Said at start-up, in turn; nothing (None, "") is left out when they are said.
        self._notes: list[str | Problem | Callable[[], str] | None] = []
        self._message_box: QMessageBox | None = None
        self.appearance = appearance or Appearance(self.settings.theme)
        self.language = language or Language(self)
        self.language.changed.connect(self._follow_language)
        self.model = model or GameModel(self)
        self.model.setAutosave(self.autosaver if self.autosaver.enabled() else None)
        self.messages: list[str] = []
        # Opened once per run; a damaged file was set aside and is reported below.
        self.history = history or GameHistory(open_history(), self)
        self.history.db.player_name = self.settings.player_name
        self.history.watch(self.model)
        self.history.setAutosaver(self.autosaver if self.autosaver.enabled() else None)
        self.history.problem.connect(self.tell)
        self.sounds = SoundPlayer(self)
        self.tableSounds = TableSounds(self.sounds, self)
        self._history_window: QWidget | None = None
        self._stats_window: QWidget | None = None
        self._last_seed: int | None = None
        self._session_speed: str | None = None  # --speed: this session only
        # The setup each game was last played with ("Play again" plays it again).
        self._setups: dict[str, GameSetup] = dict(self.settings.game_setups)
        self.lessonPanel = None  # the guided game's panel, while a lesson is on
        self._docks_shown: dict[str, list[str]] = {}
        self.viewMenu: QMenu | None = None

        # The game on show has a screen (its table, controls, docks and end window, made
        # by its own Qt part found through the registry: the shell imports no game by
        # name); a game of another kind drops it for its own. ``table``, ``scene``,
        # ``actions_bar``, ``panels`` and ``endDialog`` are the screen's parts.
        self.handover = HandoverScreen()
        self.stack = QStackedWidget()
        self.stack.addWidget(self.handover)
        self.setCentralWidget(self.stack)
        self._screen: GameScreen | None = None
        self._show_screen(registry.DEFAULT_GAME)
        # No game yet: the empty table, not a hand-over screen naming nobody.
        self.stack.setCurrentWidget(self.tablePage)

        self.model.handoverRequested.connect(self._on_handover)
        self.model.decisionRequested.connect(lambda *_: self.stack.setCurrentWidget(self.tablePage))
        self.model.gameStarted.connect(self._on_game_started)
        self.handover.confirmed.connect(self._on_handover_confirmed)
        self.model.gameOver.connect(self._on_game_over)
        self.model.botFailed.connect(lambda seat, text: self.statusBar().showMessage(text, 8000))
        self.autosaveStatus = QLabel()
        self.autosaveStatus.setObjectName("autosaveStatus")
        self.autosaveStatus.setTextFormat(Qt.TextFormat.PlainText)
        self.autosaveStatus.setVisible(False)
        self.statusBar().addPermanentWidget(self.autosaveStatus)
        self.autosaver.problem.connect(self.tell)
        self.autosaver.status.connect(self._on_autosave_status)
        self.autosaver.recovered.connect(lambda text: self.statusBar().showMessage(text, 8000))
        self.appearance.changed.connect(self._on_appearance)

        self._build_actions()
        self._build_menus()
        self.keysHome = KeysHome(self, lambda: self.view)
        self.applyMotion()
        self.model.setAutoForced(self.settings.auto_pick)
        self.sounds.setVolume(self.settings.sound_volume)
        self.sounds.setMuted(self.settings.muted)
        self.retranslateUi()
        # A first start fits the screen it opens on (a small laptop screen included).
        screen = self.screen().availableGeometry()
        self.resize(min(1280, screen.width()), min(800, screen.height()))
        if self.settings.window_geometry:
            self.restoreGeometry(QByteArray.fromBase64(self.settings.window_geometry.encode()))
        if not self.autosaver.owner:  # another copy of the app is open where this one opens
            step_aside(self)
        # Problems found while opening are said at start-up, one message at a time.
        # Worded when said: the interface language is applied after the window is made,
        # so a sentence worded now would stay in English (as the autosave's notice did).
        # A data folder that cannot be entered holds the history too: one notice says it.
        folder = self.autosave.folder_problem() if self.autosaver.owner else None
        self._notes += (problem, folder or self.history.openProblem, self.autosaver.notice)
        if quiet:  # nobody to read them one by one: noted at once
            QTimer.singleShot(0, self._say_notes)
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
        # These work from every window of the app that lets this one act (the end of a
        # game's, which takes the focus, the rules'): only a modal dialog holds them back.
        for act in (self.quitAction, self.newAction, self.openAction, self.historyAction):
            act.setShortcutContext(Qt.ShortcutContext.ApplicationShortcut)
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
        # -- online tables (issue 47): Game > Play online; the rest lives in ui/online.
        from score5_desktop.ui.online.online_play import OnlinePlay

        self.online = OnlinePlay(self)
        self.gameMenu.addMenu(self.online.menu)
        self.gameMenu.addAction(self.replayAction)
        self.gameMenu.addSeparator()
        self.gameMenu.addAction(self.historyAction)
        self.gameMenu.addAction(self.statsAction)
        self.gameMenu.addSeparator()
        self.gameMenu.addAction(self.quitAction)
        self.viewMenu = bar.addMenu("")
        self._fill_view_menu()
        self.settingsMenu = bar.addMenu("")
        self.settingsMenu.addAction(self.settingsAction)
        self.helpMenu = bar.addMenu("")
        self.helpMenu.addAction(self.rulesAction)
        # Filled when opened: which games teach is known only once their Qt parts load,
        # and start-up loads none it does not show.
        self.lessonMenu = self.helpMenu.addMenu("")
        self.lessonMenu.setObjectName("lessonMenu")
        self.lessonMenu.aboutToShow.connect(self._fill_lesson_menu)
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
        #: Help: the submenu offering a guided first game of each game.
        self.lessonMenu.setTitle(self.tr("&Guided first game"))
        self.aboutAction.setText(self.tr("&About Score 5 Desktop"))
        self.panels.retranslateUi()
        self.controller.refreshPlates()

    def _fill_lesson_menu(self) -> None:
        self.lessonMenu.clear()
        for game_id in teaching_games():
            act = self.lessonMenu.addAction(game_name(game_id))
            act.triggered.connect(lambda _=False, game_id=game_id: self.startLesson(game_id))

    def _refresh_actions(self) -> None:
        self.saveAction.setEnabled(self.model.hasGame())
        self.continueAction.setEnabled(self.autosaver.owner and self.autosave.exists())

    # -- settings ------------------------------------------------------------------------
    def motion(self) -> Motion:
        speed = self._session_speed or self.settings.animation_speed
        return Motion(speed, self.settings.reduced_motion)

    def applyMotion(self) -> None:
        self.controller.setMotion(self.motion())

    def setSpeed(self, speed: str) -> None:
        """For --speed and tests: used for this session, never saved (a speed chosen
        in the settings dialog replaces it)."""
        self._session_speed = speed
        self.applyMotion()

    def saveSettings(self, **changes) -> None:
        if "animation_speed" in changes:
            self._session_speed = None
        self.settings = replace(self.settings, **changes)
        if self.history.db.player_name != self.settings.player_name:
            # Which seats are yours changed: the history and statistics count again.
            self.history.db.player_name = self.settings.player_name
            self.history.changed.emit()
        try:
            self.settingsStore.save(self.settings)
        except StorageError as exc:
            self.tell(exc.problem)

    def applySettings(self, settings: Settings) -> None:
        """Motion, theme and sound as ``settings`` say (saved or being tried out)."""
        self.controller.setMotion(Motion(settings.animation_speed, settings.reduced_motion))
        self.actions_bar.setAutoPick(settings.auto_pick)
        self.appearance.setMode(settings.theme)
        self.sounds.setVolume(settings.sound_volume)
        self.sounds.setMuted(settings.muted)
        self.model.setAutoForced(settings.auto_pick)

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
        self.applyMotion()  # a --speed still in force after Cancel

    def _on_appearance(self) -> None:
        self.table.applyAppearance()
        self.controller.refreshPlates()

    # -- the game's screen -------------------------------------------------------------------
    @property
    def gameScreen(self) -> GameScreen:  # noqa: N802 - Qt naming
        """The screen of the game on show (an empty table before any game)."""
        assert self._screen is not None, "made in __init__"
        return self._screen

    @property
    def gameUi(self) -> GameUi:  # noqa: N802 - Qt naming
        return self.gameScreen.ui

    @property
    def table(self) -> TablePart:
        return self.gameScreen.table

    @property
    def scene(self) -> QGraphicsScene:
        return self.gameScreen.table.scene

    @property
    def view(self) -> QWidget:
        return self.gameScreen.table.view

    @property
    def controller(self) -> TableDriver:
        return self.gameScreen.table.driver

    @property
    def actions_bar(self) -> ActionControls:
        return self.gameScreen.controls

    @property
    def tablePage(self) -> QWidget:  # noqa: N802 - Qt naming
        return self.gameScreen.page

    @property
    def panels(self) -> SidePanels:
        return self.gameScreen.panels

    @property
    def endDialog(self) -> EndContent:  # noqa: N802 - Qt naming
        return self.gameScreen.endDialog

    def _show_screen(self, game_id: str) -> GameScreen:
        """``game_id``'s screen on show: the one shown if it is that game's, else a new
        one, the other game's dropped (its docks come back as the player left them)."""
        shown = self._screen
        if shown is not None and shown.game_id == game_id:
            return shown
        self._drop_screen()
        game = registry.get(game_id)
        screen = GameScreen(game_ui(game), game, self.model, self, self.appearance)
        screen.table.driver.eventShown.connect(self.tableSounds.eventShown)
        screen.table.driver.setMotion(self.motion())
        screen.controls.setAutoPick(self.settings.auto_pick)
        screen.connectEnd(self.playAgain, self.newGameDialog, self.watchAgain, self.reviewGame)
        self.stack.insertWidget(0, screen.page)
        kept = self._docks_shown.get(game_id)
        if kept is not None:
            for dock in screen.docks():
                dock.setVisible(dock.objectName() in kept)
        self._screen = screen
        self._fill_view_menu()
        return screen

    def _drop_screen(self) -> None:
        """The screen on show put away, its game closed: the next screen is made for an
        empty table, as at start-up, so none of its parts ever sees another game's state."""
        shown, self._screen = self._screen, None
        if shown is None:
            return
        # Hidden or not, not visible: before the window first shows, none is visible.
        self._docks_shown[shown.game_id] = [
            dock.objectName() for dock in shown.docks() if not dock.isHidden()
        ]
        self.stack.removeWidget(shown.page)
        shown.drop()
        self.model.close()

    def clearTable(self) -> None:  # noqa: N802 - Qt naming
        """The game on show left for good (an online seat given up): the same game's
        table, empty, as at start-up, instead of the left game standing still on it."""
        game_id = self.gameScreen.game_id
        self._drop_screen()
        self._show_screen(game_id)
        self.stack.setCurrentWidget(self.tablePage)
        self._refresh_actions()

    def _fill_view_menu(self) -> None:
        """View: the docks of the game on show."""
        if self.viewMenu is None:
            return
        self.viewMenu.clear()
        for dock in self.gameScreen.docks():
            self.viewMenu.addAction(dock.toggleViewAction())

    def startingGame(self, record: Path | None = None) -> str:  # noqa: N802 - Qt naming
        """The game start-up is about to show: ``record``'s, else the autosave's (offered
        to continue), else the game last set up (New game offers it first)."""
        path = record
        if path is None and self.autosaver.owner:
            path = self.autosave.path
        game = record_game(path) if path is not None else None
        if game is not None and is_playable(game.id):
            return game.id
        last = self.settings.last_game
        return last if is_playable(last) else playable_games()[0]

    def showEmptyTable(self, game_id: str) -> None:  # noqa: N802 - Qt naming
        """Before any game: ``game_id``'s table and panels, empty. Start-up lays the table
        of the game it is about to play, so no other game's table shows first."""
        if not self.model.hasGame():
            self._show_screen(game_id)
            self.stack.setCurrentWidget(self.tablePage)

    def _on_game_started(self) -> None:
        self.stack.setCurrentWidget(self.tablePage)

    # -- games ---------------------------------------------------------------------------
    def startGame(self, game_id: str, setup: GameSetup, seed: int | None = None) -> None:
        """A new game of ``game_id`` set up by ``setup`` (New game, Play again, a lesson,
        the command line), dealt from ``seed`` (a fresh one if None)."""
        self._setups[game_id] = setup
        self._last_seed = seed if seed is not None else random.SystemRandom().randrange(2**63)
        self._show_screen_for(game_id)
        self.model.new_game(game_id, setup.players(), self._last_seed, setup.options)
        self._refresh_actions()

    def resumeGame(self, game_id: str, loaded: Loaded) -> None:
        """Go on with a saved game of any game (Continue, Open, a file passed), dealt from
        its own seed, so its bots and hints draw as before; "Play again" then plays its
        players again."""
        try:
            seats = tuple(SeatSetup(p.name, p.kind, p.level) for p in loaded.players)
            self._setups[game_id] = GameSetup(seats=seats, options=dict(loaded.options))
        except ValueError:  # a record's players that no setup can hold: New game instead
            self._setups.pop(game_id, None)
        self._show_screen_for(game_id)
        self.model.resume(game_id, loaded, loaded.seed)
        self._refresh_actions()

    def _resume(self, result: LoadResult) -> None:
        assert result.game is not None and result.loaded is not None, "a record that was read"
        self.resumeGame(result.game.id, result.loaded)

    def _show_screen_for(self, game_id: str) -> None:
        """Before a game of ``game_id`` starts: its screen, the last game's end put away."""
        self.endDialog.hide()
        self._show_screen(game_id)
        self.stack.setCurrentWidget(self.tablePage)

    def newGameDialog(self) -> None:
        if not self.mayLeaveGame():
            return
        from score5_desktop.ui.windows.new_game_dialog import NewGameDialog

        # The game on the table first (started from the command line, resumed, a lesson),
        # else the one last chosen here.
        on_table = self.model.game_id if self.model.hasGame() else None
        dialog = NewGameDialog(
            None,
            registry.get(registry.DEFAULT_GAME).bot_levels,
            self,
            own_name=self.settings.player_name,
            game=on_table if on_table and is_playable(on_table) else self.settings.last_game,
            game_setups=self.settings.game_setups,
        )
        if dialog.exec() != NewGameDialog.DialogCode.Accepted:
            return
        game = dialog.gameId()
        setup = dialog.gameSetup()
        self.saveSettings(last_game=game, game_setups=dialog.gameSetups())
        self.startGame(game, setup)

    def playAgain(self) -> None:
        """The game just finished's players and options again, any game; an online
        table's: a new table to host, set up as that one was."""
        if self.model.isRemote():
            self.online.hostDialog(again=True)
            return
        game = self.gameScreen.game_id
        setup = self._setups.get(game)
        if setup is None:
            self.newGameDialog()
        else:
            self.startGame(game, setup)

    def continueGame(self) -> bool:
        """Resume the autosave; a broken one is reported (and kept aside by the store)."""
        if not self.autosaver.owner or not self.mayLeaveGame():
            return False
        self.autosaver.flush()
        result = self.autosave.load()
        self._refresh_actions()
        if result.message:
            self.tell(result.message)
        if not result.can_continue:
            return False
        self._resume(result)
        return True

    def begin(
        self,
        start: Callable[[], None] | None = None,
        *,
        replaces_saved: bool = False,
        opening: Path | None = None,
    ) -> None:
        """At start-up: say what went wrong while opening (one message at a time), then
        ``start`` a game, or offer to continue a saved game, or set up a new one.

        The autosave is read before anything is asked, so a broken one is set aside and
        reported instead of being offered as "Continue?"; one that holds a finished game
        (the app stopped before the history had it) goes to the history. The notes are
        said whatever starts, a game opened from a file too. A ``start`` that
        ``replaces_saved`` (a game from the command line, or the unfinished game in the
        record file ``opening``) first asks whether the game in progress should go:
        keeping it is the default."""
        result = None
        if self.autosaver.owner and self.autosave.exists():
            result = self.autosave.load()
            self._refresh_actions()
            if result.message:
                self._notes.append(result.message)
            if result.finished:
                self.history.recoverFinished(result, self.autosave)
        self._say_notes(wait=True)
        if start is None and self.online.offerRejoinAtStart():
            return
        saved = result is not None and result.can_continue
        if start is not None:
            if saved and replaces_saved and self.confirmLeaving:
                if self._keeps_saved_game(result, opening):
                    self._resume(result)
                    return
            start()
        elif saved and self._ask_continue(result):
            self._resume(result)
        elif result is None and not self.settings.lessons_offered and not self.quiet:
            # The very first start (no game was ever left): offer to learn by playing.
            self.saveSettings(lessons_offered=True)
            if not self._offer_lesson():
                self.newGameDialog()
        else:
            self.newGameDialog()

    # -- the guided first game -------------------------------------------------------------
    def startLesson(self, game_id: str) -> bool:  # noqa: N802 - Qt naming
        """A guided first game of ``game_id`` on the real table, its panel above it; False
        if the player keeps the game in progress instead."""
        if not self.mayLeaveGame():
            return False
        from score5_desktop.ui.windows.lesson_panel import LessonPanel
        from score5_desktop.ui.windows.new_game_dialog import player_name

        if self.lessonPanel is not None:
            self.lessonPanel.leave()
        lesson = game_ui(registry.get(game_id)).lesson()
        setup = lesson.setup(self.settings.player_name or player_name(1))
        panel = LessonPanel(self.model, lesson, self)
        panel.continued.connect(lambda: self.view.setFocus(Qt.FocusReason.OtherFocusReason))
        panel.ended.connect(lambda: setattr(self, "lessonPanel", None))
        self.addDockWidget(Qt.DockWidgetArea.TopDockWidgetArea, panel)
        self.lessonPanel = panel
        panel.start(setup)
        seats = tuple(SeatSetup(p.name, p.kind, p.level) for p in setup.players)
        game_setup = GameSetup(seats=seats, options=dict(setup.options))
        self.startGame(game_id, game_setup, setup.seed)
        return True

    def _offer_lesson(self) -> bool:
        """At the very first start: a guided first game, or a game set up as usual. True
        if a lesson started."""
        games = teaching_games()
        if self.quiet or not games:
            return False
        box = QMessageBox(self)
        box.setObjectName("welcomeBox")
        box.setIcon(QMessageBox.Icon.Question)
        box.setTextFormat(Qt.TextFormat.PlainText)
        box.setWindowTitle(self.tr("Welcome"))
        #: The first start's question. The buttons below name each game ("SCORE 5").
        box.setText(
            self.tr(
                "Welcome to Score 5 Desktop. Would you like a guided first game, where "
                "the table explains each step as it happens?"
            )
        )
        buttons = {}
        for game_id in games:
            #: The first start's button for a guided first game; %1 the game's name.
            text = arg(self.tr("Guided game of %1"), game_name(game_id))
            buttons[box.addButton(text, QMessageBox.ButtonRole.AcceptRole)] = game_id
        #: The first start's button that skips the guided game.
        own = box.addButton(self.tr("Choose a game myself"), QMessageBox.ButtonRole.RejectRole)
        box.setDefaultButton(next(iter(buttons)))
        box.setEscapeButton(own)
        box.exec()
        game_id = buttons.get(box.clickedButton())
        return game_id is not None and self.startLesson(game_id)

    def _keeps_saved_game(self, result: LoadResult, opening: Path | None) -> bool:
        """Whether the player keeps playing the game in progress rather than let the new
        one take its place (saving it to a file first lets the new one go ahead)."""
        from score5_desktop.ui.windows.saved_game_question import (
            SavedGameChoice,
            ask_about_saved_game,
        )

        loaded = result.loaded
        assert loaded is not None, "a game in progress"

        def write(path: Path) -> None:
            save_record_file(path, loaded.state, loaded.players, result.game)

        saved_at = self.autosave.saved_at()
        while True:
            choice = ask_about_saved_game(self, result, saved_at, opening)
            if choice is not SavedGameChoice.SAVE_FIRST:
                return choice is SavedGameChoice.KEEP
            if self._save_record(write):
                return False

    def openAtStart(self, path: Path) -> None:
        """``score5-desktop FILE``: what start-up has to say first (a second window plays
        without autosave), then the file; an unfinished game in it asks first before it
        takes the place of the game in progress."""
        result = open_record_file(path)
        self.begin(
            lambda: self._open_result(result), replaces_saved=result.can_continue, opening=path
        )

    def _say_notes(self, wait: bool = False) -> None:
        notes, self._notes = self._notes, []
        for note in filter(None, (n() if callable(n) else n for n in notes)):
            if wait:
                self.tellAndWait(note)
            else:
                self.tell(note)

    def _ask_continue(self, result: LoadResult) -> bool:
        assert result.loaded is not None and result.game is not None, "a record that was read"
        ui = game_ui(result.game)
        box = QMessageBox(self)
        box.setWindowTitle(self.tr("Score 5 Desktop"))
        # The game says which game it is and where it stopped ("A game of … was saved in
        # round 2, at your turn."), a whole sentence in its own words.
        box.setText(ui.saved_game_text(SavedGame.of(result.loaded)))
        #: After the sentence saying which saved game this is and where it stopped.
        box.setInformativeText(self.tr("Continue it?"))
        cont = box.addButton(self.tr("&Continue"), QMessageBox.ButtonRole.AcceptRole)
        box.addButton(self.tr("&New game…"), QMessageBox.ButtonRole.RejectRole)
        box.setDefaultButton(cont)
        box.exec()
        return box.clickedButton() is cont

    def mayLeaveGame(self, quitting: bool = False) -> bool:
        """Before a game in progress is given up (New game, Open, Quit): ask first.

        Quitting keeps the game in the autosave; starting or opening another game
        replaces the autosave, so the player is offered to save the game first."""
        if not self.confirmLeaving or not self.model.isPlaying():
            return True
        if self.model.isRemote():
            return self._may_leave_seat(quitting)
        saved = self.autosaver.enabled()
        box = QMessageBox(self)
        box.setIcon(QMessageBox.Icon.Question)
        box.setWindowTitle(self.tr("Score 5 Desktop"))
        if quitting:
            box.setText(self.tr("Quit while a game is in progress?"))
            box.setInformativeText(
                self.tr("The game is autosaved: Game > Continue saved game picks it up again.")
                if saved
                else self.tr("This game is not autosaved: it will be lost unless you save it.")
            )
            leave = box.addButton(self.tr("&Quit"), QMessageBox.ButtonRole.AcceptRole)
        else:
            box.setText(self.tr("Leave the game in progress?"))
            box.setInformativeText(
                self.tr(
                    "The new game takes the place of this one in the autosave. To keep this "
                    "game, save it first."
                )
            )
            leave = box.addButton(self.tr("&Leave this game"), QMessageBox.ButtonRole.AcceptRole)
        save = box.addButton(self.tr("&Save it first…"), QMessageBox.ButtonRole.ActionRole)
        cancel = box.addButton(QMessageBox.StandardButton.Cancel)
        box.setDefaultButton(cancel)
        box.setEscapeButton(cancel)
        box.exec()
        clicked = box.clickedButton()
        if clicked is save:
            return self.saveGame()
        return clicked is leave

    def _may_leave_seat(self, quitting: bool) -> bool:
        """Before an online seat is left: the table goes on without this window (nothing
        is autosaved here, and no record can be saved before the end), so the player
        is told what becomes of the seat, not of an autosave."""
        box = QMessageBox(self)
        box.setObjectName("leaveSeatBox")
        box.setIcon(QMessageBox.Icon.Question)
        box.setTextFormat(Qt.TextFormat.PlainText)
        box.setWindowTitle(self.tr("Score 5 Desktop"))
        if quitting:
            #: Quitting the app while playing a seat of an online table.
            box.setText(self.tr("Quit while you play at an online table?"))
        else:
            #: Before something else takes the place of the online table being played.
            box.setText(self.tr("Leave the online table?"))
        if quitting and self.online.hosting():
            #: Quitting the app that hosts an online table (its server runs in the app).
            box.setInformativeText(
                self.tr(
                    "This table's server runs in this app: the game waits while the app is "
                    "closed. Start it again and choose Game > Play online > Rejoin your "
                    "seat to play on; your friends get back in on their own."
                )
            )
        elif self.online.hosting():
            #: Leaving an online table this app hosts (its server keeps running).
            box.setInformativeText(
                self.tr(
                    "The table goes on without you on this app's server until you quit: "
                    "Game > Play online > Rejoin your seat takes your seat back."
                )
            )
        else:
            #: Leaving an online table: what becomes of the player's seat.
            box.setInformativeText(
                self.tr(
                    "The game goes on without you: Game > Play online > Rejoin your seat "
                    "takes your seat back, and until then the host can give it to a bot."
                )
            )
        if quitting:
            leave = box.addButton(self.tr("&Quit"), QMessageBox.ButtonRole.AcceptRole)
        else:
            #: The button that gives up the seat of an online table.
            leave = box.addButton(self.tr("&Leave the table"), QMessageBox.ButtonRole.AcceptRole)
        cancel = box.addButton(QMessageBox.StandardButton.Cancel)
        box.setDefaultButton(cancel)
        box.setEscapeButton(cancel)
        box.exec()
        return box.clickedButton() is leave

    def saveGame(self) -> bool:
        """Game > Save game as…; True if the game was saved."""
        if not self.model.hasGame():
            return False
        return self._save_record(self.model.saveTo)

    def _save_record(self, write: Callable[[Path], None]) -> bool:
        """Ask where, then ``write`` the record there; True if it was saved."""
        suggested = suggested_record_path(datetime.now())
        typed = save_file_name(
            self,
            self.tr("Save game record"),
            str(suggested),
            self.tr("Game records (*.score5.json *.json)"),
        )
        if not typed:
            return False
        path = record_save_path(typed)
        try:
            write(path)
        except StorageError as exc:
            self.tell(exc.problem)
            return False
        self.statusBar().showMessage(self.tr("Game saved."), 5000)
        return True

    def openGame(self) -> None:
        if not self.mayLeaveGame():
            return
        path = open_file_name(
            self, self.tr("Open game record"), self.tr("Game records (*.json);;All files (*)")
        )
        if path:
            self.openPath(Path(path))

    def openPath(self, path: Path) -> bool:
        return self._open_result(open_record_file(path))

    def _open_result(self, result: LoadResult) -> bool:
        """A record read from a file: replayed if finished, else continued."""
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
        path = open_file_name(
            self, self.tr("Replay a game"), self.tr("Game records (*.json);;All files (*)")
        )
        if not path:
            return
        result = open_record_file(Path(path))
        if not result.ok:
            self.tell(result.message or self.tr("The file could not be read."))
            return
        if result.finished:
            self.showReplay(result)
            return
        # An unfinished game is continued, as when it is opened: a replay of it would
        # show every hand, another human's too, while that game can still be played.
        if not self.mayLeaveGame():
            return
        self.statusBar().clearMessage()
        self._resume(result)
        self.statusBar().showMessage(
            self.tr("This game is not finished: it goes on here instead of being replayed."),
            8000,
        )

    def showReplay(self, result: LoadResult) -> QWidget:
        """On the main table (its own window while a game is in progress there). A record
        of a game this app played at an online table (a file saved from it, opened
        again) is watched through the seat its player held, as the History keeps it."""
        from score5_desktop.ui.windows.replay_review import show_replay

        return show_replay(self, self._seen_from(result), self.appearance)

    def _seen_from(self, result: LoadResult) -> LoadResult:
        try:
            return self.history.db.seen_from(result)
        except StorageError as exc:  # the history cannot say: the record as it is
            logger.warning("the history could not be asked about a record: %s", exc)
            return result

    def watchAgain(self) -> None:
        """The game just finished, replayed on the table; an online table's through the
        player's own seat only (the record the server sends at the end holds every
        hand, but each person at the table watches again what they saw)."""
        self.showReplay(self._finished_result(self.model.recordText()))

    def reviewGame(self) -> None:
        """Review my game: the coach on the game just finished, whichever game it was; an
        online table's for the player's own seat only."""
        from score5_desktop.ui.windows.replay_review import open_review

        text = self.finishedRecord()
        result = self._finished_result(text) if text is not None else None
        if result is not None and result.ok:
            open_review(self, result, self.appearance)

    def _finished_result(self, text: str) -> LoadResult:
        """The game just finished on the table, read, with the seat this window played
        at an online table (``LoadResult.online_seat``)."""
        result = parse_record(text, "")
        seat = self.model.onlineSeat()
        return result if seat is None or not result.ok else replace(result, online_seat=seat)

    def finishedRecord(self) -> str | None:
        """The record of the game on show once it is over (any game), else None."""
        return self.model.recordText() if self.model.isOver() else None

    def showHistory(self) -> None:
        """Game > History: one window, raised if already open."""
        from score5_desktop.ui.windows.history_window import HistoryWindow

        if self._history_window is None:
            self._history_window = HistoryWindow(self.history, self.appearance, self)
            self._history_window.setGame(self.gameScreen.game_id)
            centre_on(self._history_window, self)
        _bring_up(self._history_window)

    def showStatistics(self) -> None:
        from score5_desktop.ui.windows.stats_window import StatsWindow

        if self._stats_window is None:
            self._stats_window = StatsWindow(self.history, self.appearance, self)
            self._stats_window.setGame(self.gameScreen.game_id)
            centre_on(self._stats_window, self)
        _bring_up(self._stats_window)

    # -- hot seat ---------------------------------------------------------------------------
    def _on_handover(self, seat: int) -> None:
        self.stack.setCurrentWidget(self.handover)
        self.handover.present(self.model.names()[seat])

    def _on_handover_confirmed(self) -> None:
        self.stack.setCurrentWidget(self.tablePage)
        self.model.confirmHandover()

    # -- the end ---------------------------------------------------------------------------------
    def _on_game_over(self, outcome: Outcome) -> None:
        self._refresh_actions()
        self.endDialog.showResult(self.model, outcome)
        self.endDialog.setReviewOffered(review_offered(self.model.players()))
        centre_over(self.endDialog, self.view)  # over the table, beside the panels
        self.endDialog.show()
        self.endDialog.raise_()
        self.gameFinished.emit()

    # -- online tables (issue 47): the one way in from ui/online ------------------------------
    def startRemoteGame(self, table) -> None:  # noqa: N802 - Qt naming
        """A seat of an online table (``model.remote_table.RemoteTable``) on this window's
        table, through the same model and parts a game at home uses."""
        assert table.session is not None, "a table that has started"
        self._show_screen_for(table.session.game.id)
        table.attach(self.model)
        self._refresh_actions()
        self.saveAction.setEnabled(False)  # the record comes with the end (the server keeps it)

    # -- messages ------------------------------------------------------------------------
    def tell(self, text: str | Problem) -> None:
        """Tell the player something in plain words, without stopping the game.

        A storage ``Problem`` is worded in the interface language here; text is shown
        as it is, always as plain text (it may quote a file's name). A message
        that comes while another is still on screen joins it: never two boxes at once."""
        text = self._note(text)
        if self.quiet or self._closing:  # nobody is left to read a box while quitting
            return
        box = self._message_box
        if box is not None and box.isVisible():
            box.setText(box.text() + "\n\n" + text)
            return
        box = self._message_box = self._warning(text)
        box.finished.connect(lambda _result: setattr(self, "_message_box", None))
        box.open()

    def tellAndWait(self, text: str | Problem) -> None:
        """Tell the player something and wait until it is read (start-up problems, so the
        next question does not cover it)."""
        text = self._note(text)
        if not self.quiet:
            self._warning(text).exec()

    def _note(self, text: str | Problem) -> str:
        text = storage_text(text)
        logger.warning("%s", text)
        self.messages.append(text)
        self.message.emit(text)
        self.statusBar().showMessage(text, 15000)
        return text

    def _warning(self, text: str) -> QMessageBox:
        box = QMessageBox(
            QMessageBox.Icon.Warning,
            self.tr("Score 5 Desktop"),
            text,
            QMessageBox.StandardButton.Ok,
            self,
        )
        box.setTextFormat(Qt.TextFormat.PlainText)
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, True)
        return box

    def _on_autosave_status(self, text: str) -> None:
        self.autosaveStatus.setText(text)
        self.autosaveStatus.setVisible(bool(text))

    def showRules(self) -> None:
        """Help > Rules: the four-language rules viewer, in the interface language, on
        the rules of the game being played."""
        from score5_desktop.ui.windows.rules_window import show_rules

        show_rules(self, self.language.code(), game=self.gameScreen.game_id)

    def _follow_language(self, code: str) -> None:
        if "score5_desktop.ui.windows.rules_window" not in sys.modules:
            return  # no rules viewer was ever opened: none to follow (nor to load at start)
        from score5_desktop.ui.windows.rules_window import follow_interface_language

        follow_interface_language(self, code)

    def about(self) -> None:
        from score5_desktop.ui.windows.about import versions_html

        QMessageBox.about(
            self,
            self.tr("About Score 5 Desktop"),
            self.tr(
                "<p><b>Score 5 Desktop</b></p><p>An unofficial fan implementation of the SCORE 5 "
                "auction card game, for 2 to 5 players: hot seat and bots.</p>"
                "<p>It is not affiliated with or endorsed by the publishers of SCORE 5. "
                "The deck is reconstructed, and all art and text are our own.</p>"
            )
            + versions_html(),
        )

    def closeEvent(self, event: QCloseEvent) -> None:
        if not self._closing and not self.mayLeaveGame(quitting=True):
            event.ignore()
            return
        self._closing = True
        geometry = bytes(self.saveGeometry().toBase64()).decode()
        if geometry != self.settings.window_geometry and not self.quiet:
            self.saveSettings(window_geometry=geometry)
        self.online.shutdown()  # online tables (issue 47): the seat and the app's server end
        self.model.shutdown()
        self.history.flush()  # a game just finished reaches the history before the end
        self.autosaver.close()
        super().closeEvent(event)

    def quitNow(self) -> None:
        """Close without asking (SIGTERM, SIGINT): the autosave keeps the game."""
        self._closing = True
        self.close()


def _bring_up(window: QWidget) -> None:
    window.show()
    window.raise_()
    window.activateWindow()
