"""The Five Three Five table's keys (issue 43): Esc clears the chosen cards, and the arrow
keys stop at either end of the hand instead of wrapping round silently (one Left too
many on the lowest card went to the highest, and one Enter played 11-12, not 4-5)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from score5_desktop.games.five_three_five.game import GAME as F35
from score5_desktop.model.game_model import GameModel
from score5_desktop.storage.settings import GameSetup, SeatSetup
from tests.ui.app_fixtures import make_window

SEATS = (("Ann", "human", None), ("Bot", "bot", "random"))


def _deciding(qtbot, tmp_path):
    window = make_window(qtbot, tmp_path, model=GameModel(hint_level=lambda: "random"))
    window.model.setAutosave(None)
    window.startGame(F35.id, GameSetup(seats=tuple(SeatSetup(*s) for s in SEATS)), seed=3)
    qtbot.waitUntil(lambda: window.actions_bar.isDeciding(), timeout=5000)
    window.view.setFocus()
    assert window.view.focusFirstCard()
    return window


def test_the_arrows_stop_at_either_end_of_the_hand(qtbot, tmp_path):
    window = _deciding(qtbot, tmp_path)
    tray = window.view.usableCards()
    QTest.keyClick(window.view, Qt.Key.Key_Left)
    assert window.scene.focusItem() is tray[0]
    for _ in range(len(tray) + 2):
        QTest.keyClick(window.view, Qt.Key.Key_Right)
    assert window.scene.focusItem() is tray[-1]
    QTest.keyClick(window.view, Qt.Key.Key_Down)
    assert window.scene.focusItem() is tray[-1]


def test_esc_clears_the_chosen_cards(qtbot, tmp_path):
    window = _deciding(qtbot, tmp_path)
    QTest.keyClick(window.view, Qt.Key.Key_Space)
    QTest.keyClick(window.view, Qt.Key.Key_Right)
    QTest.keyClick(window.view, Qt.Key.Key_Space)
    assert len(window.scene.selectedValues()) == 2
    assert window.actions_bar._chosen == window.scene.selectedValues()
    QTest.keyClick(window.view, Qt.Key.Key_Escape)
    assert window.scene.selectedValues() == ()
    assert window.actions_bar._chosen == ()
    assert window.actions_bar.isDeciding()  # still the player's turn
