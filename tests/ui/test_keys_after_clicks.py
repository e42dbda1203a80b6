"""After a mouse click on a button under the table, the keyboard still plays: Enter does
the table's action, not that button again (both games)."""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QApplication

from score5_desktop.model.game_model import GameModel
from score5_desktop.storage.settings import GameSetup, SeatSetup
from tests.model.helpers import state_of
from tests.ui.app_fixtures import click_item, make_window, setup_of


def _press(window, key: Qt.Key) -> None:
    """A key where a real key goes: the focused widget (the window when none is)."""
    target = QApplication.focusWidget() or window
    text = " " if key == Qt.Key.Key_Space else "\r"
    for kind in (QEvent.Type.KeyPress, QEvent.Type.KeyRelease):
        QApplication.sendEvent(target, QKeyEvent(kind, key, Qt.KeyboardModifier.NoModifier, text))


def test_score5_enter_confirms_the_bid_after_clicking_hint_and_clear(qtbot, tmp_path):
    window = make_window(qtbot, tmp_path)
    window.model.setAutosave(None)
    window.activateWindow()
    window.startGame("score5", setup_of(("Ann", "human", None), ("B1", "bot", "random")), seed=3)
    bar, scene, view = window.actions_bar, window.scene, window.view
    qtbot.waitUntil(lambda: bar._seat == 0 and bar._phase == "bid", timeout=10000)
    for button in (bar.clearButton, bar.hintButton):
        click_item(view, scene.trayItems()[0])
        qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
        assert QApplication.focusWidget() is view  # not the button just clicked
    qtbot.waitUntil(lambda: bar.hint.isVisible() and bar.hintButton.isEnabled(), timeout=10000)
    click_item(view, scene.trayItems()[-1])
    chosen = scene.selectedMask()
    assert chosen
    _press(window, Qt.Key.Key_Return)
    assert bar._seat < 0  # the bid went in, with the cards chosen
    assert state_of(window.model).bids[0] == chosen


def test_five_three_five_enter_plays_after_clicking_hint(qtbot, tmp_path):
    window = make_window(qtbot, tmp_path, model=GameModel(hint_level=lambda: "random"))
    window.activateWindow()
    seats = (SeatSetup("Léa"), SeatSetup("Bot", "bot", "random"))
    window.startGame("five-three-five", GameSetup(seats=seats, options={}), seed=3)
    bar, scene, view = window.actions_bar, window.scene, window.view
    qtbot.waitUntil(lambda: bar.isDeciding(), timeout=10000)
    click_item(view, scene.trayItems()[0])
    qtbot.mouseClick(bar.hintButton, Qt.MouseButton.LeftButton)
    assert QApplication.focusWidget() is view
    qtbot.waitUntil(lambda: bar.hintButton.isEnabled(), timeout=10000)
    assert bar.currentOffer() is not None and len(bar.currentOffer().plays) == 1
    _press(window, Qt.Key.Key_Return)
    assert not bar.isDeciding()  # the chosen cards were played


def _play_to_the_wild(qtbot, window) -> None:
    """Bid the whole hand each auction and pick the first card, until the wild's family is
    asked (seed 1 gives Ann a wild this way)."""
    bar, scene = window.actions_bar, window.scene
    while True:
        qtbot.waitUntil(lambda: bar._seat >= 0 or window.model.isOver(), timeout=10000)
        assert not window.model.isOver(), "no wild for Ann with this deal"
        if bar._phase == "wild":
            return
        if bar._phase in ("bid", "adjust"):
            mask = 0
            for item in scene.trayItems():
                mask |= 1 << item.card().index
            scene.setSelectedMask(mask)
            bar.confirm()
        elif bar._phase == "pick":
            bar.pick(scene.interactiveItems()[0].card().index)


def test_score5_enter_on_the_wild_family_confirms_it(qtbot, tmp_path):
    window = make_window(qtbot, tmp_path)
    window.model.setAutosave(None)
    window.activateWindow()
    window.startGame(
        "score5", setup_of(("Ann", "human", None), ("B1", "bot", "random"), adjust=0), seed=1
    )
    _play_to_the_wild(qtbot, window)
    bar = window.actions_bar
    assert QApplication.focusWidget() is bar.family
    _press(window, Qt.Key.Key_Down)
    chosen = bar.family.currentData()
    _press(window, Qt.Key.Key_Return)
    assert bar._seat < 0 or bar._phase != "wild"  # the family went in
    assert state_of(window.model).wild == (0, chosen)
