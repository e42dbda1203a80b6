"""Issue 24: the per-game models (a hand per seat, the scoreboard, the known holdings)
are deleted when the next game replaces them, not kept until the window closes."""

from __future__ import annotations

from PySide6.QtCore import QAbstractItemModel, QCoreApplication, QEvent

from score5_desktop.games.score5.rules.deal import new_game
from score5_desktop.games.score5.rules.decisions import Options
from score5_desktop.games.score5.rules.record import Player
from score5_desktop.model.game_model import GameModel

PLAYERS = [Player("Ann"), Player("Bo", "bot", "easy"), Player("Cy", "bot", "easy"), Player("Di")]


def _models(model: GameModel) -> list[QAbstractItemModel]:
    return model.findChildren(QAbstractItemModel)


def test_sixty_games_keep_only_the_last_games_models(qtbot):
    model = GameModel()
    for seed in range(60):
        model.show(new_game(len(PLAYERS), seed, Options()), PLAYERS)
        QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    # Four hands, the scoreboard and the known holdings: this game's six, no more.
    per_game = len(PLAYERS) + 2
    assert len(_models(model)) <= per_game + len(_models(GameModel())), len(_models(model))
