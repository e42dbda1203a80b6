"""A game opens a screen (issue 45): the main window holds the screen of the game on show
only; a game of another kind drops it, and nothing of it listens to the window's model
any more (its parts no longer ask which game the model plays)."""

from __future__ import annotations

import shiboken6
from PySide6.QtCore import SIGNAL

from score5_desktop.games.five_three_five.game import GAME as F35
from tests.ui.app_fixtures import make_window

SIGNALS = (
    "gameStarted()",
    "eventPublished(PyObject,PyObject)",
    "pictureChanged(PyObject)",
    "decisionRequested(int,PyObject)",
    "changed(PyObject)",
    "gameOver(PyObject)",
)


def listeners(model) -> dict[str, int]:
    return {name: model.receivers(SIGNAL(name)) for name in SIGNALS}


def test_a_game_of_another_kind_drops_the_screen_and_its_listeners(qtbot, tmp_path) -> None:
    window = make_window(qtbot, tmp_path)
    first = window.gameScreen
    docks, scene = window.panels.docks(), window.scene
    with_first = listeners(window.model)
    window.showEmptyTable(F35.id)
    assert window.gameScreen is not first and window.gameScreen.game_id == F35.id
    assert not any(shiboken6.isValid(part) for part in (*docks, scene))
    assert window.viewMenu.actions() == [d.toggleViewAction() for d in window.panels.docks()]
    window.showEmptyTable(first.game_id)
    assert listeners(window.model) == with_first  # none left behind by either screen
    window.showEmptyTable(first.game_id)  # the same game keeps its screen
    assert listeners(window.model) == with_first
