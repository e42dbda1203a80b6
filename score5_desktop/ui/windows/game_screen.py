"""One game's screen in the main window: its table, controls, docks and end window.

A screen is made when a game of its kind starts (or resumes, or a lesson starts) and
dropped when a game of another kind takes its place: its parts are disconnected from
the window's model at once and deleted, so no part of one game ever listens while
another is played. The parts therefore never ask which game the model plays.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import shiboken6
from PySide6.QtCore import QObject
from PySide6.QtWidgets import QDialog, QDockWidget, QMainWindow, QVBoxLayout, QWidget

from score5_desktop.core.protocol import Game
from score5_desktop.ui.game_ui import ActionControls, EndContent, GameUi, SidePanels, TablePart

if TYPE_CHECKING:
    from score5_desktop.model.game_model import GameModel
    from score5_desktop.ui.common.appearance import Appearance


class GameScreen:
    """The parts of the game on show, and what the shell asks of them."""

    def __init__(
        self,
        ui: GameUi,
        game: Game,
        model: GameModel,
        window: QMainWindow,
        appearance: Appearance,
    ) -> None:
        self.ui = ui
        self.game = game
        self._model = model
        self._window = window
        self.table: TablePart = ui.make_table(model, appearance, window)
        self.table.view.setObjectName("tableView")
        self.controls: ActionControls = ui.make_controls(model, self.table)
        self.page = QWidget()
        layout = QVBoxLayout(self.page)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(0)
        layout.addWidget(self.table.view, 1)
        layout.addWidget(self.controls)
        self.panels: SidePanels = ui.make_side_panels(model, window, appearance)
        self.endDialog: EndContent = ui.make_end_content(window)

    @property
    def game_id(self) -> str:
        return self.game.id

    def docks(self) -> list[QDockWidget]:
        return self.panels.docks()

    def connectEnd(  # noqa: N802 - Qt naming
        self,
        play_again: Callable[[], None],
        new_game: Callable[[], None],
        watch_again: Callable[[], None],
        review_game: Callable[[], None],
    ) -> None:
        """The end window's buttons, answered by the shell."""
        end = self.endDialog
        end.playAgain.connect(play_again)
        end.newGame.connect(new_game)
        end.watchAgain.connect(watch_again)
        end.reviewGame.connect(review_game)

    def _objects(self) -> list[QObject]:
        """Every QObject of the screen that may listen to the model, children included."""
        tops: list[object] = [
            self.table,
            self.table.scene,
            self.table.driver,
            self.page,
            self.panels,
            *self.docks(),
        ]
        found: list[QObject] = []
        for top in tops:
            if isinstance(top, QObject):
                found.append(top)
                found.extend(top.findChildren(QObject))
        return found

    def drop(self) -> None:
        """Another game takes this one's place: every part is disconnected from the model
        and deleted now, before the new game starts (a part left for Qt to delete later
        would still hear the next game, and the language changing meanwhile). The end
        window alone goes later: its own button may be what started the new game."""
        end = self.endDialog
        assert isinstance(end, QDialog)
        end.hide()
        for obj in self._objects():
            self._model.disconnect(obj)
            obj.blockSignals(True)  # a movement still running says nothing more
        for dock in self.docks():
            self._window.removeDockWidget(dock)
        end.setParent(None)
        end.deleteLater()
        parts: list[object] = [
            self.page,
            *self.docks(),
            self.panels,
            self.table,
            self.table.driver,
            self.table.scene,
        ]
        for part in parts:
            if isinstance(part, QObject) and shiboken6.isValid(part):
                shiboken6.delete(part)
