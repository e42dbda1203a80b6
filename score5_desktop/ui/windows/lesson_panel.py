"""A guided first game: the panel above the table that explains each step as it happens.

The game is a real one (the game's own fixed deal, its engine, its bots, the real table
and controls); the game's ``Lesson`` words what a step means the first time it happens,
and this panel shows those words and holds the table while they are read
(``GameModel.holdEvents``): nothing moves until the player presses Continue. When the
player is to decide, the panel says what is asked and the table waits for the move as
in any game. The player can leave the lesson at any moment; the game then goes on as an
ordinary game. Another game started ends the lesson.
"""

from __future__ import annotations

from collections import deque
from typing import Any

from PySide6.QtCore import QEvent, QObject, Qt, QTimer, Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QApplication,
    QDockWidget,
    QHBoxLayout,
    QMainWindow,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from score5_desktop.core.protocol import Event, Outcome
from score5_desktop.model.game_model import GameModel
from score5_desktop.model.text import arg
from score5_desktop.ui.common.plain import plain_label
from score5_desktop.ui.game_ui import Lesson, LessonNote, LessonSetup


class LessonPanel(QDockWidget):
    """The lesson's words, Continue while the table is held, and a way out."""

    continued = Signal()
    """The player pressed Continue: the table has the keyboard again."""
    ended = Signal()
    """The lesson is over (left, replaced by another game, or closed after the end)."""

    def __init__(self, model: GameModel, lesson: Lesson, window: QMainWindow) -> None:
        super().__init__(window)
        self.setObjectName("lessonPanel")
        self.setFeatures(QDockWidget.DockWidgetFeature.NoDockWidgetFeatures)
        self._model = model
        self._lesson = lesson
        self._you = 0
        self._seen: set[str] = set()
        self._steps = 0
        self._started = False
        self._over = False
        self._waiting: deque[tuple[str, bool]] = deque()  # notes behind the one on show
        self._holding = False  # a note on show holds the table until Continue
        body = QWidget()
        self.stepLabel = plain_label()
        self.stepLabel.setObjectName("lessonStep")
        self.text = plain_label()
        self.text.setObjectName("lessonText")
        self.text.setWordWrap(True)
        self.text.setTextInteractionFlags(Qt.TextInteractionFlag.NoTextInteraction)
        self.continueButton = QPushButton()
        self.continueButton.setObjectName("lessonContinue")
        self.continueButton.clicked.connect(self._continue)
        self.leaveButton = QPushButton()
        self.leaveButton.setObjectName("lessonLeave")
        # Never the keyboard's: a Space meant for the hand, pressed as Continue hides and
        # the focus moves on, would end the lesson. A click or its access key leaves.
        self.leaveButton.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.leaveButton.clicked.connect(self.leave)
        words = QVBoxLayout()
        words.addWidget(self.stepLabel)
        words.addWidget(self.text, 1)
        # Continue keeps its room while hidden: Leave must never move up into its place,
        # where a second click on Continue (as the next step asks for a move) would land.
        keep_room = self.continueButton.sizePolicy()
        keep_room.setRetainSizeWhenHidden(True)
        self.continueButton.setSizePolicy(keep_room)
        buttons = QVBoxLayout()
        buttons.addWidget(self.continueButton)
        buttons.addWidget(self.leaveButton)
        buttons.addStretch(1)
        row = QHBoxLayout(body)
        row.addLayout(words, 1)
        row.addLayout(buttons)
        self.setWidget(body)
        self.continueButton.hide()
        self._window = window
        model.gameStarted.connect(self._on_game_started)
        model.eventComing.connect(self._on_event)
        model.decisionRequested.connect(self._on_decision)
        model.gameOver.connect(self._on_game_over)
        self.retranslateUi()

    # -- the lesson's course ----------------------------------------------------------------
    def start(self, setup: LessonSetup) -> None:
        """Before the lesson's game starts: hold the table and introduce the lesson."""
        self._you = setup.you
        self._model.holdEvents()
        self._say(self._lesson.introduction(), hold=True)

    def _on_game_started(self) -> None:
        if self._started:  # another game took the table's place: the lesson is over
            self.leave()
            return
        self._started = True

    def _on_event(self, event: Event) -> None:
        note = self._lesson.about_event(event, self._you, self._model.names())
        if self._new(note):
            self._model.holdEvents()
            self._say(note.text, hold=True)

    def _on_decision(self, seat: int, view: Any) -> None:
        if seat != self._you:
            return
        note = self._lesson.about_decision(view, self._you)
        if self._new(note):
            self._say(note.text, hold=False)

    def _on_game_over(self, outcome: Outcome) -> None:
        self._over = True
        self._say(self._lesson.conclusion(outcome, self._you), hold=False)
        self.retranslateUi()

    def _new(self, note: LessonNote | None) -> bool:
        """Whether ``note`` is worth saying: each explanation once a lesson."""
        if note is None or note.key in self._seen:
            return False
        self._seen.add(note.key)
        return True

    def _say(self, text: str, *, hold: bool) -> None:
        """Show ``text`` (with Continue when ``hold``); while a held note is on show, the
        next waits behind it (the introduction and the first event's note both come
        before the player has read either)."""
        if self.isHolding():
            self._waiting.append((text, hold))
            return
        self._show(text, hold=hold)

    def _show(self, text: str, *, hold: bool) -> None:
        self._steps += 1
        self.text.setText(text)
        self._show_step()
        self._set_holding(hold)
        if hold:
            QTimer.singleShot(0, self, self._focus_continue)

    def _set_holding(self, hold: bool) -> None:
        """Continue is on show, and Enter presses it wherever the keyboard is in the
        window (the table may take the focus back as it finishes showing an event, and
        a card there would take the Enter), only while the table is held."""
        app = QApplication.instance()
        if hold and not self._holding:
            app.installEventFilter(self)
        elif self._holding and not hold:
            app.removeEventFilter(self)
        self._holding = hold
        self.continueButton.setVisible(hold)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if (
            event.type() == QEvent.Type.KeyPress
            and isinstance(event, QKeyEvent)
            and event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter)
            and not event.isAutoRepeat()
            and isinstance(watched, QWidget)
            and watched.window() is self._window
        ):
            self._continue()
            return True
        return super().eventFilter(watched, event)

    def _focus_continue(self) -> None:
        if self.isHolding():
            self.continueButton.setFocus(Qt.FocusReason.OtherFocusReason)

    def _continue(self) -> None:
        if not self.isHolding():
            return
        if self._waiting:  # the next note takes this one's place, Continue stays
            text, hold = self._waiting.popleft()
            self._show(text, hold=hold)
            if hold:
                return
        else:
            self._set_holding(False)
        self._model.releaseEvents()
        self.continued.emit()

    def leave(self) -> None:
        """End the lesson: the game, if it goes on, goes on as any other."""
        for signal, slot in (
            (self._model.gameStarted, self._on_game_started),
            (self._model.eventComing, self._on_event),
            (self._model.decisionRequested, self._on_decision),
            (self._model.gameOver, self._on_game_over),
        ):
            signal.disconnect(slot)
        if self._model.isHeld():
            self._model.releaseEvents()
        self._set_holding(False)
        self.hide()
        self.ended.emit()
        self.deleteLater()

    def isHolding(self) -> bool:  # noqa: N802 - Qt naming
        return self._holding

    # -- words ---------------------------------------------------------------------------
    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslateUi()
        super().changeEvent(event)

    def retranslateUi(self) -> None:
        #: The title of the guided first game's panel above the table.
        self.setWindowTitle(self.tr("Guided game"))
        #: The guided game's button that lets the table go on after an explanation.
        self.continueButton.setText(self.tr("&Continue"))
        if self._over:
            #: The guided game's button once the game is over: closes the lesson's panel.
            self.leaveButton.setText(self.tr("&Finish the lesson"))
        else:
            #: The guided game's button that ends the lesson; the game goes on as usual.
            self.leaveButton.setText(self.tr("&Leave the lesson"))
        self._show_step()

    def _show_step(self) -> None:
        #: The guided game's panel: which explanation this is; %1 a number from 1.
        self.stepLabel.setText(arg(self.tr("Guided game, step %1"), max(self._steps, 1)))
