"""After a menu or a dialog closes, the keyboard is back on the table: Enter confirms
the bid without a Tab first. (Escape in a menu left the menu bar holding the keys, and
Enter opened the menu again; a closed dialog left no window active.)"""

from __future__ import annotations

from PySide6.QtCore import Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from score5_desktop.games.score5.rules.decisions import Phase
from tests.ui.app_fixtures import make_window, setup_of


def _bidding(qtbot, tmp_path):
    window = make_window(qtbot, tmp_path)
    window.activateWindow()
    qtbot.waitActive(window)
    bar = window.actions_bar
    window.startGame("score5", setup_of(("Ann", "human", None), ("Bot 1", "bot", "easy")), seed=1)
    qtbot.waitUntil(lambda: bar._phase is Phase.BID, timeout=10000)
    qtbot.waitUntil(lambda: QApplication.focusWidget() is window.view, timeout=2000)
    return window, bar


def _enter_confirms(qtbot, window, bar) -> None:
    qtbot.waitUntil(lambda: QApplication.focusWidget() is window.view, timeout=2000)
    QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return)
    assert bar._phase is None  # the bid was confirmed


def test_enter_confirms_after_a_menu_closed_by_escape(qtbot, tmp_path) -> None:
    window, bar = _bidding(qtbot, tmp_path)
    # What Escape in one of the bar's menus does (seen under X11): the menu hides, then the
    # bar takes the keys with the menu's title lit, where Enter opens the menu again. (The
    # offscreen platform cannot show a menu without losing the window's activation.)
    window.gameMenu.aboutToHide.emit()
    window.menuBar().setFocus(Qt.FocusReason.MenuBarFocusReason)
    _enter_confirms(qtbot, window, bar)


def test_enter_confirms_after_a_dialog_closed(qtbot, tmp_path) -> None:
    window, bar = _bidding(qtbot, tmp_path)

    closer = QTimer(window)

    def close_it() -> None:
        dialog = QApplication.activeModalWidget()
        if dialog is not None:
            closer.stop()
            dialog.reject()

    closer.timeout.connect(close_it)
    closer.start(50)
    window.settingsDialog()  # Preferences, closed by Cancel as soon as it is up
    _enter_confirms(qtbot, window, bar)
