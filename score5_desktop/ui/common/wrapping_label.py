"""A word-wrapped label that keeps the height its text needs, for panels in docks."""

from __future__ import annotations

import re

from PySide6.QtCore import QSize, Qt
from PySide6.QtWidgets import QLabel, QSizePolicy, QWidget

#: A run of more characters than this with no space (a name of 40 "W"s, which anyone
#: at an online table may choose) gets a place to wrap every ``PIECE`` characters: a
#: wrapped label is never narrower than its longest word, and such a word made the
#: docks and the window wider than the screen.
LONG_RUN = 24
PIECE = 12
_LONG_RUN = re.compile(rf"\S{{{LONG_RUN + 1},}}")
ZERO_WIDTH_SPACE = "\u200b"


def breakable(text: str) -> str:
    """``text`` as shown, with a zero-width space (a place to wrap, drawn as nothing)
    every ``PIECE`` characters of each run longer than ``LONG_RUN``."""

    def cut(run: re.Match[str]) -> str:
        word = run.group()
        return ZERO_WIDTH_SPACE.join(word[n : n + PIECE] for n in range(0, len(word), PIECE))

    return _LONG_RUN.sub(cut, text)


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
        super().setText(breakable(text))
        self._fit()

    def resizeEvent(self, event) -> None:  # noqa: N802 - Qt's name
        super().resizeEvent(event)
        self._fit()
