"""Item views that say what they will hold while they hold nothing.

Before any game a table's side panels (scores, known holdings, the log) were white
boxes under "No game yet.": a new player saw nothing of what they are for. A
view given a note draws it, in the placeholder colour, while its model is
missing or has no rows.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QPainter, QPaintEvent
from PySide6.QtWidgets import QListView, QListWidget

from score5_desktop.ui.common.quiet_tables import QuietTableView

NOTE_MARGIN = 8


class _EmptyNote:
    """Paints ``emptyNote()`` over an item view's empty viewport."""

    _note = ""

    def setEmptyNote(self, text: str) -> None:  # noqa: N802 - Qt's style
        self._note = text
        self.viewport().update()  # type: ignore[attr-defined]

    def emptyNote(self) -> str:  # noqa: N802 - Qt's style
        return self._note

    def showsEmptyNote(self) -> bool:  # noqa: N802 - Qt's style
        """The note is drawn: there is one, and nothing else to show."""
        model = self.model()  # type: ignore[attr-defined]
        return bool(self._note) and (model is None or model.rowCount() == 0)

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 - Qt's name
        super().paintEvent(event)  # type: ignore[misc]
        if not self.showsEmptyNote():
            return
        viewport = self.viewport()  # type: ignore[attr-defined]
        painter = QPainter(viewport)
        painter.setPen(self.palette().placeholderText().color())  # type: ignore[attr-defined]
        area = viewport.rect().adjusted(NOTE_MARGIN, NOTE_MARGIN, -NOTE_MARGIN, -NOTE_MARGIN)
        flags = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop | Qt.TextFlag.TextWordWrap
        painter.drawText(area, flags, self._note)
        painter.end()


class NotedTableView(_EmptyNote, QuietTableView):
    """A ``QuietTableView`` that says what it will hold while empty."""


class NotedListView(_EmptyNote, QListView):
    """A ``QListView`` that says what it will hold while empty."""


class NotedListWidget(_EmptyNote, QListWidget):
    """A ``QListWidget`` that says what it will hold while empty."""
