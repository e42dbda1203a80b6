"""The end windows keep the keyboard on their score table (a key pressed late for the
last move must press no button) without framing a cell of it: the focus alone made the
first cell current, and a lone focus frame sat in the final scores. The arrow keys still
move a frame through the table."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from score5_desktop.games.five_three_five.game import GAME as F35
from tests.f35_table.test_table_parts import make_parts, players_for, settle
from tests.ui.app_fixtures import make_window
from tests.ui.endings import record_before_the_wild


def _assert_focused_without_a_frame(qtbot, table) -> None:
    qtbot.waitUntil(table.hasFocus, timeout=5000)
    assert not table.currentIndex().isValid()
    QTest.keyClick(table, Qt.Key.Key_Down)
    assert table.currentIndex().isValid()  # the keys still walk the table


def test_score5_end_window_frames_no_cell(qtbot, tmp_path) -> None:
    window = make_window(qtbot, tmp_path, "instant")
    window.model.setAutosave(None)
    window.show()
    window.activateWindow()
    assert window.openPath(record_before_the_wild(tmp_path, True))
    bar = window.actions_bar
    qtbot.waitUntil(lambda: bar._seat == 0 and bar._phase == "wild", timeout=10000)
    qtbot.mouseClick(bar.confirmButton, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(window.endDialog.isVisible, timeout=20000)
    _assert_focused_without_a_frame(qtbot, window.endDialog.table)
    # The scores panel beside the table, tabbed into once the window is closed, frames
    # no cell either.
    window.endDialog.close()
    window.activateWindow()
    scores = window.panels.scoreView
    scores.setFocus(Qt.FocusReason.TabFocusReason)
    qtbot.waitUntil(lambda: QApplication.focusWidget() is scores, timeout=5000)
    assert not scores.currentIndex().isValid()


def test_five_three_five_end_window_frames_no_cell(qtbot) -> None:
    parts = make_parts(qtbot, show=True)
    parts.window.activateWindow()
    over = []
    parts.model.gameOver.connect(over.append)
    options = {**F35.default_options(), "target": 10}
    parts.model.new_game(F35.id, players_for(0, 3), 8, options)
    settle(parts, lambda: bool(over) and parts.end.isVisible())
    parts.end.activateWindow()
    parts.end.panel.table.setFocus(Qt.FocusReason.ActiveWindowFocusReason)
    _assert_focused_without_a_frame(qtbot, parts.end.panel.table)
