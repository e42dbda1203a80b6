"""The hand-over screen (R11): the table is hidden until the next human confirms.

Confirming shows a hand and a secret bid, so it must be a deliberate act of
the player now at the screen, never input carried over from the previous one:
a second Enter that confirmed the last bid, a key still held down, a double
click, or a burst of Enters from the player who just passed (issue 43: on Tom's
turn, P then Enter every 0.2 s; a bot played and Tom's next Enter showed Léa's
hand). So the button is never a default button, and it takes a key or a click
only if the press *begins* once the screen has been up, with no key or click on
it, for a moment (``ARM_MS``): every key press, repeat or click before that starts
the moment again. Key auto-repeat is ignored (also where the window system does
not mark it), and the click happens when the key is really let go.
"""

from __future__ import annotations

import time
from collections.abc import Callable

from PySide6.QtCore import QEvent, Qt, QTimer, Signal
from PySide6.QtGui import QKeyEvent, QMouseEvent
from PySide6.QtWidgets import QLabel, QPushButton, QVBoxLayout, QWidget

from score5_desktop.model.text import arg

ARM_MS = 500
"""How long the screen must have been up, untouched, before a press counts: longer than
a quick double press or the gap in a burst of presses, shorter than it takes to hand a
laptop over."""

_KEYS = (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space)


class DeliberateButton(QPushButton):
    """A push button that ignores presses that began before ``arm()``'s delay ran out;
    any press or click before then (auto-repeat too) starts the delay again.

    Key auto-repeat is not always marked as such: on an X server without detectable
    auto-repeat, a held key arrives as release/press pairs at the same instant. So a
    press that comes within ``REPEAT_GAP_MS`` of a release of the same key continues
    that earlier press, and a key release confirms only once no such press follows."""

    REPEAT_GAP_MS = 30

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setDefault(False)
        self.setAutoDefault(False)
        self._armed_at = float("inf")
        self._key: int | None = None
        self._mouse = False
        self._released: dict[int, float] = {}  # key -> when it was last released (ms)
        self._pending: float | None = None  # a release that may still turn out a repeat
        self.delay_ms = ARM_MS
        self.clock: Callable[[], float] = time.monotonic
        """Seconds, as ``time.monotonic``: tests set a fake clock."""

    def arm(self) -> None:
        """The screen is shown now: presses count from ``delay_ms`` on."""
        self._armed_at = self.clock() + self.delay_ms / 1000
        self._key = None
        self._mouse = False
        self._pending = None
        self.setDown(False)

    def disarm(self) -> None:
        self._armed_at = float("inf")
        self._key = None
        self._mouse = False
        self._pending = None
        self.setDown(False)

    def isArmed(self) -> bool:
        return self.clock() >= self._armed_at

    def _touched_early(self) -> bool:
        """A press before the button is armed: the delay starts again (the hands are
        still on the keys). True when it did."""
        if self.isArmed():
            return False
        self._armed_at = self.clock() + self.delay_ms / 1000
        return True

    def _when(self, event: QKeyEvent) -> float:
        """The event's time in ms: the window system's stamp (the same for both halves of
        a repeat pair, however late they are handled), else now."""
        return float(event.timestamp()) or self.clock() * 1000

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 - Qt's name
        key = event.key()
        early = self._touched_early()
        if key not in _KEYS:
            super().keyPressEvent(event)
            return
        event.accept()
        released = self._released.get(key)
        repeat = event.isAutoRepeat() or (
            released is not None and self._when(event) - released <= self.REPEAT_GAP_MS
        )
        if repeat:
            if key == self._key:
                self._pending = None  # still held: that release was a repeat
            return
        if not early and self._key is None:
            self._key = key
            self.setDown(True)

    def keyReleaseEvent(self, event: QKeyEvent) -> None:  # noqa: N802 - Qt's name
        key = event.key()
        if key not in _KEYS:
            super().keyReleaseEvent(event)
            return
        event.accept()
        if event.isAutoRepeat():
            return
        self._released[key] = self._when(event)
        if key == self._key:
            self._pending = self._released[key]
            QTimer.singleShot(self.REPEAT_GAP_MS * 2, self, self._release_settled)

    def _release_settled(self) -> None:
        """No press followed the release: the key was really let go."""
        if self._pending is None or self._key is None:
            return
        self._pending = None
        self._key = None
        self.setDown(False)
        self.click()

    def mousePressEvent(self, event: QMouseEvent) -> None:  # noqa: N802 - Qt's name
        early = self._touched_early()
        if event.button() == Qt.MouseButton.LeftButton and not early:
            self._mouse = True
            super().mousePressEvent(event)
        else:
            event.accept()

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:  # noqa: N802 - Qt's name
        if self._mouse and event.button() == Qt.MouseButton.LeftButton:
            self._mouse = False
            super().mouseReleaseEvent(event)
        else:
            event.accept()

    def mouseDoubleClickEvent(self, event: QMouseEvent) -> None:  # noqa: N802 - Qt's name
        event.accept()  # the second half of a double click is never a new press


class HandoverScreen(QWidget):
    confirmed = Signal()

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.setObjectName("handoverScreen")
        self.setAutoFillBackground(True)
        self._name = ""
        self.title = QLabel()
        self.title.setTextFormat(Qt.TextFormat.PlainText)
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.title.setWordWrap(True)
        font = self.title.font()
        font.setPointSizeF(font.pointSizeF() * 2.0)
        font.setBold(True)
        self.title.setFont(font)
        self.body = QLabel()
        self.body.setTextFormat(Qt.TextFormat.PlainText)
        self.body.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.body.setWordWrap(True)
        self.button = DeliberateButton()
        self.button.setObjectName("handoverButton")
        self.button.setMinimumHeight(44)
        self.button.clicked.connect(self._on_clicked)
        layout = QVBoxLayout(self)
        layout.addStretch(2)
        layout.addWidget(self.title)
        layout.addSpacing(12)
        layout.addWidget(self.body)
        layout.addSpacing(24)
        layout.addWidget(self.button, 0, Qt.AlignmentFlag.AlignHCenter)
        layout.addStretch(3)
        self.retranslateUi()

    def setPlayer(self, name: str) -> None:
        self._name = name
        self.retranslateUi()

    def present(self, name: str) -> None:
        """Show the screen for ``name``: input counts only once it has been up a moment."""
        self.setPlayer(name)
        self.button.arm()
        self.button.setFocus(Qt.FocusReason.OtherFocusReason)

    def _on_clicked(self) -> None:
        if self.button.isArmed():
            self.button.disarm()  # one confirmation per hand-over
            self.confirmed.emit()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslateUi()
        super().changeEvent(event)

    def retranslateUi(self) -> None:
        name = self._name
        #: Hot seat: %1 the next player's name, e.g. "Ann".
        self.title.setText(arg(self.tr("Pass the screen to %1"), name))
        self.body.setText(
            arg(
                #: Hot seat: %1 the next player's name, e.g. "Ann".
                self.tr(
                    "Every hand is hidden. %1, press the button when nobody else can see "
                    "the screen."
                ),
                name,
            )
        )
        # Names are data: "&" in a name must not become an access key.
        #: Hot seat button: %1 the next player's name, e.g. "Ann".
        self.button.setText(arg(self.tr("I am %1: show my hand"), name.replace("&", "&&")))
        self.button.setAccessibleName(arg(self.tr("I am %1: show my hand"), name))
