"""Game > Quit (Ctrl+Q) quits from any of the app's windows that lets the main window
act: from the end-of-game window, which takes the focus when a game ends, the shortcut
once did nothing until the player clicked the table (found playing in a real window)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QKeyCombination, Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QWidget

from score5_desktop.ui.windows.main_window import MainWindow
from score5_desktop.ui.windows.rules_window import show_rules
from score5_desktop.ui.windows.settings_dialog import SettingsDialog
from tests.ui.app_fixtures import make_window


def _quit_key(window: MainWindow) -> QKeyCombination:
    """The Quit shortcut, as on Linux and macOS (the offscreen platform's theme, used by
    the tests, has no standard key for Quit)."""
    if window.quitAction.shortcut().isEmpty():
        window.quitAction.setShortcut(QKeySequence("Ctrl+Q"))
    return window.quitAction.shortcut()[0]


def _end_window(window: MainWindow) -> QWidget:
    window.endDialog.show()
    return window.endDialog


def _rules_window(window: MainWindow) -> QWidget:
    return show_rules(window, "en")


@pytest.mark.parametrize("opened", [_end_window, _rules_window], ids=["end", "rules"])
def test_ctrl_q_quits_from_a_window_of_the_app(qtbot, tmp_path, opened) -> None:
    window = make_window(qtbot, tmp_path)
    other = opened(window)
    other.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is other, timeout=5000)
    quit_key = _quit_key(window)
    QTest.keyClick(other, quit_key.key(), quit_key.keyboardModifiers())
    qtbot.waitUntil(lambda: not window.isVisible(), timeout=5000)


@pytest.mark.parametrize("action", ["newAction", "historyAction"])
def test_new_game_and_history_keys_work_from_the_end_window(qtbot, tmp_path, action) -> None:
    """Ctrl+N and Ctrl+H from the end window, which has the keyboard when a game ends:
    they did nothing until the player clicked the table (found in a real window)."""
    window = make_window(qtbot, tmp_path)
    other = _end_window(window)
    other.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is other, timeout=5000)
    fired: list[bool] = []
    act = getattr(window, action)
    act.triggered.disconnect()
    act.triggered.connect(lambda: fired.append(True))
    key = act.shortcut()[0]
    QTest.keyClick(other, key.key(), key.keyboardModifiers())
    qtbot.waitUntil(lambda: bool(fired), timeout=5000)


def test_ctrl_q_waits_for_a_modal_question(qtbot, tmp_path) -> None:
    """A modal dialog (here the settings) still holds the keys: quitting under it would
    leave its question unanswered."""
    window = make_window(qtbot, tmp_path)
    dialog = SettingsDialog(window.settings, window)
    dialog.setWindowModality(Qt.WindowModality.ApplicationModal)
    dialog.show()
    dialog.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is dialog, timeout=5000)
    quit_key = _quit_key(window)
    QTest.keyClick(dialog, quit_key.key(), quit_key.keyboardModifiers())
    qtbot.wait(100)
    assert window.isVisible()
    dialog.reject()
