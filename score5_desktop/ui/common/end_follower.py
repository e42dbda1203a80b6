"""Keeping a game log's last row in view without laying out a log nobody sees.

A word-wrapped list lays out every row again when it is asked to scroll: asked after
each new row, a log that is not on screen (a closed dock, a window not yet shown)
measured all of its rows on every event of a game, hundreds of times. The follower
scrolls at once while the list shows and otherwise once, when it next shows.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject
from PySide6.QtWidgets import QAbstractItemView


class EndFollower(QObject):
    """Scrolls ``view`` to its last row now if it is visible, else when it is next shown."""

    def __init__(self, view: QAbstractItemView) -> None:
        super().__init__(view)
        self._view = view
        self._pending = False
        view.installEventFilter(self)

    def scroll(self) -> None:
        """Bring the last row into view (now, or at the next show)."""
        if self._view.isVisible():
            self._pending = False
            self._view.scrollToBottom()
        else:
            self._pending = True

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt's name
        # getattr: Qt may filter an event while this object is half made or half gone.
        if event.type() == QEvent.Type.Show and getattr(self, "_pending", False):
            self._pending = False
            self._view.scrollToBottom()
        return False
