"""Keeping a game log's last row in view without laying the log out more than it needs.

A word-wrapped list lays out every row again when it is asked to scroll. Asked after
each new row, a log that is not on screen (a closed dock, a window not yet shown)
measured all of its rows on every event of a game, hundreds of times, and a log on
screen did it once per row where an event adds several. The follower scrolls once per
turn of the event loop while the list shows, and otherwise once, when it next shows.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QAbstractItemView


class EndFollower(QObject):
    """Scrolls ``view`` to its last row: soon if it is visible, else when it next shows."""

    def __init__(self, view: QAbstractItemView) -> None:
        super().__init__(view)
        self._view = view
        self._pending = False
        self._queued = False
        view.installEventFilter(self)

    def scroll(self) -> None:
        """Bring the last row into view: once the rows added in this turn of the event
        loop are all in, or at the next show."""
        if not self._view.isVisible():
            self._pending = True
        elif not self._queued:
            self._queued = True
            QTimer.singleShot(0, self, self._scroll_now)

    def _scroll_now(self) -> None:
        self._queued = False
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
