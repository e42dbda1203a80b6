"""A whole 4-seat game, one human against three bots, played through the real widgets:
mouse clicks on cards, the arrow keys, Space and Enter, the Keep button, the wild
chooser, up to the end-of-game screen."""

from __future__ import annotations

import re

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from tests.ui.app_fixtures import click_item, make_window, setup_of, wait_for_human


def _play_one(window, qtbot, turn: int) -> None:
    bar, scene, view = window.actions_bar, window.scene, window.view
    phase = bar._phase
    if phase == "bid":
        tray = scene.trayItems()
        assert tray and all(item.isFaceShown() for item in tray)
        if turn % 2:
            # Keyboard: focus the table, move right, choose with Space, confirm with Enter.
            view.setFocus()
            QTest.keyClick(view, Qt.Key.Key_Right)
            QTest.keyClick(view, Qt.Key.Key_Space)
            assert scene.selectedMask() != 0
            assert "total" in bar.total.text()
            QTest.keyClick(view, Qt.Key.Key_Return)
        else:
            click_item(view, tray[-1])
            assert scene.selectedMask() != 0
            qtbot.mouseClick(bar.confirmButton, Qt.MouseButton.LeftButton)
    elif phase == "adjust":
        assert bar.keepButton.isVisible()
        qtbot.mouseClick(bar.keepButton, Qt.MouseButton.LeftButton)
    elif phase == "pick":
        items = scene.interactiveItems()
        assert items
        if turn % 2:
            view.setFocus()
            QTest.keyClick(view, Qt.Key.Key_Right)
            QTest.keyClick(view, Qt.Key.Key_Space)
        else:
            click_item(view, items[0])
    elif phase == "wild":
        assert bar.family.isVisible() and bar.family.count() == 5
        qtbot.mouseClick(bar.confirmButton, Qt.MouseButton.LeftButton)


def test_one_human_plays_a_whole_game_against_three_bots(qtbot, tmp_path):
    window = make_window(qtbot, tmp_path)
    window.model.setAutosave(None)  # saving is covered by test_save_and_resume
    window.startGame(
        "score5",
        setup_of(
            ("Ann", "human", None),
            ("B1", "bot", "easy"),
            ("B2", "bot", "normal"),
            ("B3", "bot", "random"),
        ),
        seed=12,
    )
    turns = 0
    phases = set()
    while not window.endDialog.isVisible():
        if not wait_for_human(window, qtbot):
            break
        phases.add(window.actions_bar._phase)
        _play_one(window, qtbot, turns)
        turns += 1
        assert window.actions_bar._seat < 0 or window.actions_bar._phase == "pick"
        assert turns < 200
    assert {"bid", "adjust"} <= phases
    assert window.model.isOver()
    assert re.search(r"(You win|wins) with", window.endDialog.winner.text())
    assert window.endDialog.table.rowCount() == 4
    assert len(window.panels.logModel.lines()) > 40
    # Play again starts a fresh game with the same seats.
    qtbot.mouseClick(window.endDialog.againButton, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.actions_bar._seat == 0, timeout=5000)
    assert window.model.names() == ["Ann", "B1", "B2", "B3"]
