"""A SCORE 5 game, then a Five Three Five game in the same window: changing the theme or
the language then must not ask SCORE 5's table about the other game's picture (it raised
"'TablePicture' object has no attribute 'submitted'")."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent

from score5_desktop.model.game_model import GameModel
from score5_desktop.storage.settings import GameSetup, SeatSetup
from tests.ui.app_fixtures import make_window, setup_of


def test_theme_and_language_change_during_the_other_game(qtbot, tmp_path):
    window = make_window(qtbot, tmp_path, model=GameModel(hint_level=lambda: "random"))
    window.model.setAutosave(None)
    window.startGame("score5", setup_of(("Ann", "human", None), ("B", "bot", "random")), seed=3)
    qtbot.waitUntil(lambda: window.actions_bar._seat >= 0, timeout=10000)
    seats = (SeatSetup("Ann"), SeatSetup("Bot", "bot", "random"))
    window.startGame("five-three-five", GameSetup(seats=seats, options={}), seed=3)
    qtbot.waitUntil(lambda: window.actions_bar.isDeciding(), timeout=10000)
    for mode in ("dark", "light"):
        window.appearance.setMode(mode)  # every game's table repaints its plates
    QCoreApplication.sendEvent(window, QEvent(QEvent.Type.LanguageChange))
    assert window.actions_bar.isDeciding()
    window.appearance.setMode("system")
