"""The window keeps its shape through a game: SCORE 5's side panels do not widen when the
game ends (the wild, public and not yet placed, showed "470 + wild" in the scores and
the table shrank beside them), and either game's end window sits over the table, not
over the side panels."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QRect

from score5_desktop.games.five_three_five.game import GAME as F35
from score5_desktop.model.game_model import GameModel
from score5_desktop.storage.settings import GameSetup, SeatSetup
from tests.ui.app_fixtures import make_window, setup_of

BOTS = (("Ann", "bot", "easy"), ("Bob", "bot", "easy"), ("Cy", "bot", "easy"))


def _window(qtbot, tmp_path, model=None):
    """Inside the offscreen screen (800 px wide) where it can be: a dialog is kept on
    its screen, so a window wider than the screen tells nothing of where it goes."""
    window = make_window(qtbot, tmp_path, model=model)
    window.move(0, 0)
    window.resize(1040, 780)
    return window


def _global(widget) -> QRect:
    return QRect(widget.mapToGlobal(QPoint(0, 0)), widget.size())


def _assert_end_over_the_table(window) -> None:
    dialog = window.endDialog
    assert dialog.isVisible()
    table = _global(window.view)
    assert table.contains(dialog.geometry()), (dialog.geometry(), table)
    for dock in window.panels.docks():
        if dock.isVisible():
            assert not _global(dock).intersects(dialog.geometry()), dock.objectName()


def test_score5_table_keeps_its_width_to_the_end_window(qtbot, tmp_path):
    window = _window(qtbot, tmp_path)
    widths: list[int] = []
    window.model.eventPublished.connect(lambda *_: widths.append(window.view.width()))
    with qtbot.waitSignal(window.gameFinished, timeout=60000):
        window.startGame("score5", setup_of(*BOTS), seed=5)
    qtbot.wait(50)  # the panels fit their width on the next turn of the event loop
    widths.append(window.view.width())
    assert len(set(widths[1:])) == 1, sorted(set(widths))
    _assert_end_over_the_table(window)


def test_five_three_five_end_window_sits_over_the_table(qtbot, tmp_path):
    # The registry's own bots (the shared test model plays SCORE 5's for every game).
    window = _window(qtbot, tmp_path, GameModel(hint_level=lambda: "random"))
    seats = tuple(SeatSetup(name, "bot", "random") for name, _kind, _level in BOTS)
    setup = GameSetup(seats=seats, options={"target": 10})
    with qtbot.waitSignal(window.gameFinished, timeout=60000):
        window.startGame(F35.id, setup, seed=3)
    _assert_end_over_the_table(window)
