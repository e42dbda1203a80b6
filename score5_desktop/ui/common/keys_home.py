"""The keyboard goes back to the table once a menu or a dialog has closed.

Enter confirms a bid and the arrows move over the hand only while the table's view
has the keyboard. Escape in a menu left the menu bar holding it (Qt's keyboard
navigation of the bar: Enter opened the menu again), and a dialog that closed left
no window active where the window system does not activate one itself: Enter did
nothing until the player pressed Tab or clicked the table.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject, Qt, QTimer
from PySide6.QtWidgets import QApplication, QMainWindow, QMenu, QWidget


class KeysHome(QObject):
    """Gives ``window``'s table view (``table()``; hidden while another page, such as the
    hand-over screen, is up) the keyboard after one of the window's menus, or a window
    opened over it (a dialog, a message), closes, unless something else has it by then."""

    def __init__(self, window: QMainWindow, table: Callable[[], QWidget]) -> None:
        super().__init__(window)
        self._window = window
        self._table = table
        for menu in window.menuBar().findChildren(QMenu):
            menu.aboutToHide.connect(self._soon)
        window.installEventFilter(self)
        for child in window.findChildren(
            QWidget, options=Qt.FindChildOption.FindDirectChildrenOnly
        ):
            self._watch(child)

    def _watch(self, child: QObject) -> None:
        """Hear when ``child``, a window opened over ours, closes."""
        if isinstance(child, QWidget) and child.isWindow():
            child.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        kind = event.type()
        if kind == QEvent.Type.ChildAdded and watched is self._window:
            self._watch(event.child())  # type: ignore[attr-defined] - a QChildEvent
        elif kind == QEvent.Type.Hide and watched is not self._window and not event.spontaneous():
            self._soon()  # closed (a window minimised with ours is hidden by the system)
        return False

    def _soon(self) -> None:
        """Once the closing is done: Escape gives the menu bar the keys after its menu has
        hidden, and a dialog's ``exec`` returns after it has."""
        QTimer.singleShot(0, self, self._home)  # not once this object has gone

    def _home(self) -> None:
        if QApplication.activePopupWidget() is not None:
            return  # a menu is open again
        if QApplication.activeModalWidget() is not None:
            return  # a dialog is up (the menu's command opened it)
        if not self._window.isVisible() or self._window.isMinimized():
            return  # closing (its windows close with it), or out of sight
        if any(
            window is not self._window
            and window.isVisible()
            and window.windowType() in (Qt.WindowType.Window, Qt.WindowType.Dialog)
            for window in QApplication.topLevelWidgets()
        ):
            return  # another of the app's windows is up (a replay opened at once) and has it
        view = self._table()
        if not view.isVisible():
            return
        menu_bar = self._window.menuBar()
        focus = QApplication.focusWidget()
        if focus is not None and focus is not menu_bar and focus.isVisible():
            return  # the player, or the window system, put the keys somewhere already
        # The widget the window gives the keys to when it is active again: the table,
        # unless the player had put them elsewhere in the window (a panel) before.
        kept = self._window.focusWidget()
        if kept is None or kept is menu_bar:
            view.setFocus(Qt.FocusReason.OtherFocusReason)
        if not self._window.isActiveWindow():
            self._window.activateWindow()
