"""A word-wrapped label that keeps the height its text needs, for panels in docks."""

from __future__ import annotations

from PySide6.QtCore import QSize, Qt
from PySide6.QtWidgets import QLabel, QSizePolicy, QWidget


class WrappingLabel(QLabel):
    """A plain-text, word-wrapped label whose minimum height is what its text needs at
    its width.

    A dock gives a plain wrapped label only its one-line minimum height, so a longer
    translation (German, French, pseudo-localisation) was cut off at the top and
    bottom, or drawn over the widget above it."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setTextFormat(Qt.TextFormat.PlainText)
        self.setWordWrap(True)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Minimum)
        self._needed = 0

    def minimumSizeHint(self) -> QSize:  # noqa: N802 - Qt's name
        # Given as a hint, not as setMinimumHeight: QLabel's heightForWidth never answers
        # less than an explicit minimum, so a shorter text never gave its room back.
        hint = super().minimumSizeHint()
        return QSize(hint.width(), max(hint.height(), self._needed))

    def _fit(self) -> None:
        needed = self.heightForWidth(max(self.width(), 1))
        if needed > 0 and needed != self._needed:
            self._needed = needed
            self.updateGeometry()

    def setText(self, text: str) -> None:  # noqa: N802 - Qt's name
        super().setText(text)
        self._fit()

    def resizeEvent(self, event) -> None:  # noqa: N802 - Qt's name
        super().resizeEvent(event)
        self._fit()
