"""The replay's controls under the table: a timeline with round marks (and the coach's
costliest moments), play/pause, steps, speed, whose eyes, and what just happened.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QEvent, QLocale, QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QMouseEvent, QPainter, QPaintEvent, QPolygonF
from PySide6.QtWidgets import (
    QComboBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSlider,
    QSpinBox,
    QStyle,
    QStyleOptionSlider,
    QVBoxLayout,
    QWidget,
)

from score5_desktop.model.text import arg
from score5_desktop.ui.common.plain import set_tooltip
from score5_desktop.ui.table.table_replay_controller import SPEEDS

COSTLY = QColor("#c0392b")


class TimelineSlider(QSlider):
    """A slider over every position of the game: a tick where each round starts, a
    red triangle at each costly moment; clicking a triangle asks for that moment."""

    markClicked = Signal(int)
    """The position of the clicked costly moment."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(Qt.Orientation.Horizontal, parent)
        self.setObjectName("replayTimeline")
        self._rounds: list[int] = []
        self._marks: list[int] = []
        self.setMinimumHeight(34)
        self.setPageStep(1)

    def setRoundStarts(self, positions: Sequence[int]) -> None:
        self._rounds = list(positions)
        self.update()

    def setMarks(self, positions: Sequence[int]) -> None:
        self._marks = list(positions)
        self.update()

    def _track(self) -> tuple[float, int]:
        """Where the handle's centre can travel: its left end and its length in
        pixels, from the style's own groove and handle (so marks sit under the handle)."""
        option = QStyleOptionSlider()
        self.initStyleOption(option)
        style = self.style()
        groove = style.subControlRect(
            QStyle.ComplexControl.CC_Slider, option, QStyle.SubControl.SC_SliderGroove, self
        )
        handle = style.subControlRect(
            QStyle.ComplexControl.CC_Slider, option, QStyle.SubControl.SC_SliderHandle, self
        )
        return groove.x() + handle.width() / 2, groove.width() - handle.width()

    def xOf(self, value: int) -> float:
        """Where ``value`` sits along the groove, in widget coordinates."""
        start, span = self._track()
        return start + QStyle.sliderPositionFromValue(self.minimum(), self.maximum(), value, span)

    def valueAt(self, x: float) -> int:
        start, span = self._track()
        return QStyle.sliderValueFromPosition(self.minimum(), self.maximum(), int(x - start), span)

    def paintEvent(self, event: QPaintEvent) -> None:
        super().paintEvent(event)
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        text = self.palette().color(self.foregroundRole())
        bottom = self.height() - 2
        painter.setPen(text)
        for value in self._rounds:
            x = self.xOf(value)
            painter.drawLine(QPointF(x, bottom - 7), QPointF(x, bottom))
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(COSTLY)
        for value in self._marks:
            x = self.xOf(value)
            painter.drawPolygon(QPolygonF([QPointF(x, 1), QPointF(x - 6, 11), QPointF(x + 6, 11)]))
        painter.end()

    def markAt(self, x: float) -> int | None:
        near = [m for m in self._marks if abs(self.xOf(m) - x) <= 7]
        return min(near, key=lambda m: abs(self.xOf(m) - x)) if near else None

    def mousePressEvent(self, event: QMouseEvent) -> None:
        """A click on a costly mark asks for it; elsewhere on the groove the replay
        jumps there (rather than paging), then dragging works as usual."""
        if event.button() == Qt.MouseButton.LeftButton:
            mark = self.markAt(event.position().x()) if event.position().y() <= 14 else None
            if mark is not None:
                self.markClicked.emit(mark)
                event.accept()
                return
            self.setValue(self.valueAt(event.position().x()))
        super().mousePressEvent(event)

    def markRect(self, position: int) -> QRectF:
        """Where the mark of ``position`` is drawn (for tests and tooltips)."""
        x = self.xOf(position)
        return QRectF(x - 6, 1, 12, 10)


class ReplayBar(QWidget):
    def __init__(self, players: Sequence[str], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("replayBar")
        self._names = list(players)
        self._round_word: Callable[[], str] | None = None
        self._locked_eyes: int | None = None  # an online game: its player's seat only
        self.timeline = TimelineSlider()
        self.startButton = QPushButton()
        self.backButton = QPushButton()
        self.playButton = QPushButton()
        self.forwardButton = QPushButton()
        self.endButton = QPushButton()
        self.roundLabel = QLabel()
        self.roundBox = QSpinBox()
        self.roundBox.setObjectName("replayRound")
        self.roundBox.setRange(1, 1)  # the page gives the game's last round
        self.roundLabel.setBuddy(self.roundBox)
        self.speedLabel = QLabel()
        self.speedBox = QComboBox()
        self.speedBox.setObjectName("replaySpeed")
        self.speedLabel.setBuddy(self.speedBox)
        self.eyesLabel = QLabel()
        self.eyesBox = QComboBox()
        self.eyesBox.setObjectName("replayEyes")
        self.eyesLabel.setBuddy(self.eyesBox)
        self.eyesNote = QLabel()
        self.eyesNote.setObjectName("replayEyesNote")
        self.eyesNote.setTextFormat(Qt.TextFormat.PlainText)
        self.eyesNote.setWordWrap(True)
        self.eyesNote.hide()
        self.stepLabel = QLabel()
        self.stepLabel.setObjectName("replayStep")
        self.stepLabel.setTextFormat(Qt.TextFormat.PlainText)
        self.stepLabel.setWordWrap(True)
        self.reviewButton = QPushButton()
        self.reviewButton.setObjectName("replayReview")
        self.closeButton = QPushButton()
        self.closeButton.setObjectName("replayClose")
        for button in (
            self.startButton,
            self.backButton,
            self.playButton,
            self.forwardButton,
            self.endButton,
        ):
            # Arrow keys step the replay, never move focus between these buttons.
            button.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        controls = QHBoxLayout()
        for widget in (
            self.startButton,
            self.backButton,
            self.playButton,
            self.forwardButton,
            self.endButton,
        ):
            controls.addWidget(widget)
        controls.addSpacing(12)
        for widget in (
            self.roundLabel,
            self.roundBox,
            self.speedLabel,
            self.speedBox,
            self.eyesLabel,
            self.eyesBox,
            self.eyesNote,
        ):
            controls.addWidget(widget)
        controls.addStretch(1)
        controls.addWidget(self.reviewButton)
        controls.addWidget(self.closeButton)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(10, 4, 10, 6)
        layout.addWidget(self.timeline)
        layout.addWidget(self.stepLabel)
        layout.addLayout(controls)
        self.retranslateUi()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslateUi()
        super().changeEvent(event)

    def retranslateUi(self) -> None:
        self.startButton.setText(self.tr("|◀ Start"))
        self.startButton.setToolTip(self.tr("Back to the deal (Home)"))
        self.backButton.setText(self.tr("◀ Back"))
        self.backButton.setToolTip(self.tr("One decision back (Left arrow)"))
        self.forwardButton.setText(self.tr("Forward ▶"))
        self.forwardButton.setToolTip(self.tr("One decision on (Right arrow)"))
        self.endButton.setText(self.tr("End ▶|"))
        self.endButton.setToolTip(self.tr("The end of the game (End)"))
        self.setPlaying(self.playButton.property("playing") is True)
        word = self._round_word
        self.roundLabel.setText(word() if word is not None else self.tr("R&ound:"))
        self.speedLabel.setText(self.tr("S&peed:"))
        self.eyesLabel.setText(self.tr("&Whose eyes:"))
        self.reviewButton.setText(self.tr("&Review my game"))
        self.closeButton.setText(self.tr("&Close replay"))
        self.timeline.setToolTip(
            self.tr("Ticks mark the rounds; red marks, the moments that cost the most.")
        )
        self.timeline.setAccessibleName(self.tr("Replay timeline"))
        speed = max(self.speedBox.currentIndex(), SPEEDS.index(1.0))
        self.speedBox.blockSignals(True)
        self.speedBox.clear()
        for rate in SPEEDS:
            #: A replay speed: %1 a rate, e.g. "0.5" or "2".
            self.speedBox.addItem(arg(self.tr("%1×"), _rate_text(rate)), rate)
        self.speedBox.setCurrentIndex(speed)
        self.speedBox.blockSignals(False)
        eyes = max(self.eyesBox.currentIndex(), 0)
        self.eyesBox.blockSignals(True)
        self.eyesBox.clear()
        locked = self._locked_eyes
        if locked is None:
            self.eyesBox.addItem(self.tr("Everyone (all hands open)"), -1)
            for seat, name in enumerate(self._names):
                self.eyesBox.addItem(name, seat)
            self.eyesBox.setCurrentIndex(eyes)
        else:
            self.eyesBox.addItem(self._names[locked], locked)
            #: The replay's choice of whose eyes, locked: an online game is replayed
            #: through the seat the player held at its table, never with other hands.
            note = self.tr("An online game is watched again through your own eyes.")
            set_tooltip(self.eyesBox, note)
            self.eyesNote.setText(note)
        self.eyesBox.blockSignals(False)

    def lockEyes(self, seat: int) -> None:
        """Only ``seat``'s eyes, no other to choose (an online game, watched again by the
        player who held ``seat``): the box holds that seat alone, locked, and says why."""
        self._locked_eyes = seat
        self.retranslateUi()
        self.eyesBox.setEnabled(False)
        self.eyesNote.show()

    def lockedEyes(self) -> int | None:
        """The one seat whose eyes the replay may look through, or None (any, or all)."""
        return self._locked_eyes

    def setRoundWord(self, word: Callable[[], str] | None) -> None:
        """The round box's label in the current language, for a game whose round has a
        word of its own (None: the bar's)."""
        self._round_word = word
        self.retranslateUi()

    def setPlaying(self, playing: bool) -> None:
        self.playButton.setProperty("playing", playing)
        self.playButton.setText(self.tr("❚❚ Pause") if playing else self.tr("▶ Play"))
        self.playButton.setToolTip(self.tr("Play or pause (Space)"))

    def setStep(self, text: str) -> None:
        self.stepLabel.setText(text)


def _rate_text(rate: float) -> str:
    """0.5, 1, 2… written as the interface language writes numbers."""
    return QLocale().toString(rate, "g", 3)
