"""Issue 24: the per-game item models (the scoreboard, the known holdings) are deleted
when the next game replaces them, not kept until the window closes."""

from __future__ import annotations

from PySide6.QtCore import QAbstractItemModel, QCoreApplication, QEvent
from PySide6.QtWidgets import QMainWindow

from score5_desktop.games.score5.qt.panels.side_panels import SidePanels
from score5_desktop.games.score5.rules.record import Player
from score5_desktop.model.game_model import GameModel
from score5_desktop.ui.common.appearance import Appearance

PLAYERS = [Player("Ann"), Player("Bo", "bot", "easy"), Player("Cy", "bot", "easy"), Player("Di")]


def _models(window: QMainWindow) -> list[QAbstractItemModel]:
    return window.findChildren(QAbstractItemModel)


def test_sixty_games_keep_only_the_last_games_models(qtbot):
    window = QMainWindow()
    qtbot.addWidget(window)
    model = GameModel(window)
    SidePanels(model, window, Appearance("light"))
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    before = len(_models(window))
    for seed in range(60):
        model.new_game("score5", PLAYERS, seed)
        QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    model.close()
    # The scoreboard and the known holdings: this game's two, no more.
    assert len(_models(window)) <= before + 2, len(_models(window))
