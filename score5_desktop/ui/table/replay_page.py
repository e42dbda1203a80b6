"""A recorded game replayed on a full-size table, with its controls and keys.

The page is what the main window shows instead of the live table while a game
is replayed (History, Game > Open, "Watch again"); a stand-alone replay window
hosts the same page. Keys: Left/Right step, Space plays or pauses, Home/End go
to the deal or the end, Page Up/Down to the previous or next round.

Every game replays on its own table (``ui.game_ui.ReplaysOnTable``), driven
through the table's driver by the one ``TableReplayController``; ``TableReplayPage``
holds that table, the bar, the keys and the page's place in its host.
``replay_page_for`` opens a record read by the storage.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import partial

from PySide6.QtCore import QByteArray, QEvent, QObject, Qt, QTimer, Signal
from PySide6.QtGui import QHideEvent, QKeyEvent, QShowEvent
from PySide6.QtWidgets import (
    QDockWidget,
    QLineEdit,
    QMainWindow,
    QPushButton,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from score5_desktop.core.protocol import Game, Loaded
from score5_desktop.model.replay_timeline import ReplayTimeline
from score5_desktop.model.review_offer import review_offered
from score5_desktop.storage.record_files import LoadResult
from score5_desktop.storage.replay_navigator import ReplayNavigator
from score5_desktop.ui.common.appearance import Appearance
from score5_desktop.ui.game_ui import ReplaysOnTable, WordsReplaySteps, game_ui
from score5_desktop.ui.table.replay_bar import ReplayBar
from score5_desktop.ui.table.table_replay_controller import TableReplayController


class TableReplayPage(QWidget):
    """Any game's replay on its own table (``GameUi.make_replay_table``), driven through
    the table's driver; the bar's step line is the game's own words for the decision
    (``WordsReplaySteps``), else its log sentences for the decision's events.

    ``eyes_of``: the only seat whose eyes the replay looks through (an online game,
    watched again by the player who held that seat: its record holds every hand, the
    player saw one seat's), from the first picture on; None: any seat, or all."""

    closeRequested = Signal()

    def __init__(
        self,
        game: Game,
        loaded: Loaded,
        appearance: Appearance,
        parent: QWidget | None = None,
        *,
        reduced_motion: bool = False,
        eyes_of: int | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("replayPage")
        ui = game_ui(game)
        if not isinstance(ui, ReplaysOnTable):
            raise TypeError(f"{game.id} has no replay table")
        self.game = game
        self._ui = ui
        self.players = tuple(loaded.players)
        self.names = tuple(p.name for p in loaded.players)
        self.navigator = ReplayNavigator(game, loaded)
        self.timeline = ReplayTimeline(self.navigator, round_of=ui.round_of)
        self.table = ui.make_replay_table(appearance, self)
        self.scene = self.table.scene
        self.view = self.table.view
        self.view.setObjectName("replayTableView")
        humans = [s for s, p in enumerate(loaded.players) if p.kind == "human"]
        if eyes_of is not None and not 0 <= eyes_of < len(self.players):
            raise ValueError(f"seat {eyes_of} is not at the table")
        home = eyes_of if eyes_of is not None else humans[0] if humans else 0
        controller = TableReplayController(
            self.timeline,
            self.players,
            self.table,
            home,
            self,
            reduced_motion=reduced_motion,
            viewer=eyes_of,
        )
        appearance.changed.connect(self.table.applyAppearance)
        appearance.changed.connect(controller.refresh)
        self._build(self.names, controller)
        if eyes_of is not None:
            self.bar.lockEyes(eyes_of)
        self.bar.setRoundWord(ui.round_label)
        self.bar.roundBox.setMaximum(max(1, len(self.timeline.round_starts())))

    def _build(self, names: Sequence[str], controller: TableReplayController) -> None:
        """The bar under ``self.view`` and every wire between them and ``controller``."""
        self.controller = controller
        self.bar = ReplayBar(list(names))
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(0)
        layout.addWidget(self.view, 1)
        layout.addWidget(self.bar)

        bar, control = self.bar, self.controller
        bar.timeline.setRange(0, self.timeline.length)
        bar.timeline.setRoundStarts(self.timeline.round_starts())
        bar.timeline.valueChanged.connect(self._on_slider)
        bar.timeline.markClicked.connect(self._on_mark)
        bar.startButton.clicked.connect(lambda: control.seek(0))
        bar.backButton.clicked.connect(control.back)
        bar.forwardButton.clicked.connect(self.forward)
        bar.endButton.clicked.connect(lambda: control.seek(control.length))
        bar.playButton.clicked.connect(control.togglePlay)
        bar.roundBox.valueChanged.connect(self._on_round_box)
        bar.speedBox.currentIndexChanged.connect(
            lambda _i: control.setRate(float(bar.speedBox.currentData()))
        )
        bar.eyesBox.currentIndexChanged.connect(self._on_eyes)
        bar.closeButton.clicked.connect(lambda: self.closeRequested.emit())
        bar.reviewButton.clicked.connect(self._review)
        self._review_opener: Callable[[TableReplayPage], None] | None = None
        self._return_index = 0
        self._docks: list[str] = []
        self._layout: QByteArray | None = None  # the host's docks as they were
        control.positionChanged.connect(self._on_position)
        control.playingChanged.connect(bar.setPlaying)
        self._keys = {
            Qt.Key.Key_Right: self.forward,
            Qt.Key.Key_Left: control.back,
            Qt.Key.Key_Space: control.togglePlay,
            Qt.Key.Key_Home: lambda: control.seek(0),
            Qt.Key.Key_End: lambda: control.seek(control.length),
            Qt.Key.Key_PageDown: lambda: self.jumpRound(+1),
            Qt.Key.Key_PageUp: lambda: self.jumpRound(-1),
        }
        # The keys work wherever the focus is: on the table, the buttons (which never
        # take them to move the focus), and the boxes too, whose own keys stay theirs:
        # Up/Down choose a speed, whose eyes or a round, and the round's number is
        # typed and edited with Left/Right/Home/End (its box passes on Space and Page
        # Up/Down). Clicking a box gave it the focus, and Space then opened its list.
        self._box_keys = {Qt.Key.Key_Space, Qt.Key.Key_PageUp, Qt.Key.Key_PageDown}
        self._boxes: tuple[QObject, ...] = (bar.roundBox, bar.roundBox.findChild(QLineEdit))
        for widget in (
            self,
            self.view,
            self.view.viewport(),
            bar,
            bar.timeline,
            bar.stepLabel,
            bar.speedBox,
            bar.eyesBox,
            *self._boxes,
            *bar.findChildren(QPushButton),
        ):
            if widget is not None:
                widget.installEventFilter(self)
        self._on_position(0)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.KeyPress and isinstance(event, QKeyEvent):
            key = Qt.Key(event.key())
            action = self._keys.get(key)
            if watched in self._boxes and key not in self._box_keys:
                action = None
            if action is not None and event.modifiers() == Qt.KeyboardModifier.NoModifier:
                action()
                return True
        return super().eventFilter(watched, event)

    # -- acting --------------------------------------------------------------------------
    def forward(self) -> None:
        """One decision on; a step asked for while playing pauses first."""
        self.controller.pause()
        self.controller.forward()

    def jumpRound(self, delta: int) -> None:
        rnd = self.timeline.round_at(self.controller.position()) + delta
        if 1 <= rnd <= len(self.timeline.round_starts()):
            self.controller.pause()
            self.controller.seek(self.timeline.round_start(rnd))

    def showStep(self, step: int) -> None:
        """Watch the round of the game's decision ``step`` (from the coach's review)."""
        position = max(0, min(step, self.timeline.length))
        self.controller.playRound(self.timeline.round_at(position))

    def setMarks(self, steps: Sequence[int]) -> None:
        """The coach's costliest moments (decision steps), marked on the timeline."""
        self.bar.timeline.setMarks([s for s in steps if 0 <= s <= self.timeline.length])

    def setReviewOpener(self, opener: Callable[[TableReplayPage], None] | None) -> None:
        """What "Review my game" does (given this page); no opener hides the button, and so
        does a game of bots only: no seat in it is the viewer's game to review."""
        self._review_opener = opener if review_offered(self.players) else None
        self.bar.reviewButton.setVisible(self._review_opener is not None)

    def _review(self) -> None:
        if self._review_opener is not None:
            self._review_opener(self)

    def stop(self) -> None:
        self.controller.stop()

    def setReturnIndex(self, index: int) -> None:
        """In a stack of pages (the main window's): the page ``leave`` goes back to. An
        index rather than the page itself: the replay keeps no widget of its host."""
        self._return_index = index

    def leave(self) -> None:
        """Close the replay: stop it and show the host's page again."""
        self.stop()
        stack = self.parentWidget()
        if isinstance(stack, QStackedWidget) and stack.currentWidget() is self:
            stack.setCurrentIndex(self._return_index)

    def rememberHostLayout(self, layout: QByteArray | None) -> None:
        """The host window's docks as they were before this page joined its stack (a
        replay taking another's place hands on the one its predecessor kept)."""
        self._layout = layout

    def takeHostLayout(self) -> QByteArray | None:
        """The kept layout, now the caller's to restore (this page will not, nor show
        again the docks it set aside: a replay taking its place keeps them aside)."""
        layout, self._layout = self._layout, None
        if layout is not None:
            self._docks = []
        return layout

    def _leave_stack(self) -> None:
        """Once another page of the host's stack is shown: leave the stack, then bring
        the docks back with their sizes. A stack is as wide as its widest page, so the
        replay's controls, kept there, would squeeze the live game's side panels to
        their narrowest for the rest of the run."""
        stack = self.parentWidget()
        if not isinstance(stack, QStackedWidget) or stack.currentWidget() is self:
            return
        host = self.window()
        stack.removeWidget(self)
        layout = self.takeHostLayout()
        if layout is not None and isinstance(host, QMainWindow):
            # On the next turn, once the stack's least size no longer counts this page;
            # the kept state shows the docks that were shown, at their sizes.
            QTimer.singleShot(0, host, partial(host.restoreState, layout))
            self._docks = []
        else:
            self._show_docks()
        self.deleteLater()

    # -- following -----------------------------------------------------------------------
    def _on_slider(self, value: int) -> None:
        if value != self.controller.position():
            self.controller.pause()
            self.controller.seek(value)

    def _on_mark(self, position: int) -> None:
        self.showStep(position)

    def _on_round_box(self, rnd: int) -> None:
        if rnd != self.timeline.round_at(self.controller.position()):
            self.controller.pause()
            self.controller.seek(self.timeline.round_start(rnd))

    def _on_eyes(self, _index: int) -> None:
        locked = self.bar.lockedEyes()
        seat = int(self.bar.eyesBox.currentData()) if locked is None else locked
        self.controller.setViewer(None if seat < 0 else seat)
        self._on_position(self.controller.position())

    def _on_position(self, position: int) -> None:
        bar = self.bar
        for widget, value in (
            (bar.timeline, position),
            (bar.roundBox, self.timeline.round_at(position)),
        ):
            widget.blockSignals(True)
            widget.setValue(value)
            widget.blockSignals(False)
        bar.timeline.update()
        at_start, at_end = position == 0, position == self.timeline.length
        bar.startButton.setEnabled(not at_start)
        bar.backButton.setEnabled(not at_start)
        bar.forwardButton.setEnabled(not at_end)
        bar.endButton.setEnabled(not at_end)
        bar.setStep(self.stepText(position))

    def stepText(self, position: int) -> str:
        """What the decision that led to ``position`` was, for the bar: the game's own
        words for it (``WordsReplaySteps``), else its log sentences for its events."""
        viewer = self.controller.viewer()
        if isinstance(self._ui, WordsReplaySteps):
            naming = self._ui.naming(self.timeline.rest(position).state)
            step = self.timeline.step(position)
            return self._ui.replay_step_text(step, self.names, viewer, naming)
        if position == 0:
            return ""
        # A replay names every seat: the viewpoint is whose cards are shown, not who
        # reads, so no sentence says "you" (as in the games' own step texts, which
        # take the viewer only to hide the cards of others' bids).
        sentences = (
            self._ui.event_sentence(frame.event, self.names, None, self._ui.naming(frame.state))
            for frame in self.timeline.frames(position)
            if frame.event is not None
        )
        return " ".join(s for s in sentences if s)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.controller.refresh()
            self._on_position(self.controller.position())
        super().changeEvent(event)

    def stepAsideDocks(self) -> None:
        """The host window's side panels follow the live game, not the replay: they step
        aside while the replay is on the table (remembered by name, no widget kept),
        and their layout is kept to be given back."""
        host = self.window()
        docks = [d for d in host.findChildren(QDockWidget) if d.isVisible()]
        if not docks:
            return
        self._docks = [d.objectName() for d in docks]
        if self._layout is None and isinstance(host, QMainWindow):
            self._layout = host.saveState()
        for dock in docks:
            dock.hide()

    def _show_docks(self) -> None:
        for dock in self.window().findChildren(QDockWidget):
            if dock.objectName() in self._docks:
                dock.show()
        self._docks = []

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self.stepAsideDocks()

    def hideEvent(self, event: QHideEvent) -> None:
        self.controller.pause()
        if isinstance(self.parentWidget(), QStackedWidget):
            # Hidden under another page, or with its window: seen on the next turn.
            QTimer.singleShot(0, self, self._leave_stack)
        else:
            self._show_docks()
        super().hideEvent(event)


def replay_page_for(
    result: LoadResult,
    appearance: Appearance,
    parent: QWidget | None = None,
    *,
    reduced_motion: bool = False,
) -> TableReplayPage:
    """The replay of a record read by the storage, on its game's own replay table; an
    online game's through the seat its player held alone (``LoadResult.online_seat``)."""
    assert result.game is not None and result.loaded is not None, "a record that was read"
    return TableReplayPage(
        result.game,
        result.loaded,
        appearance,
        parent,
        reduced_motion=reduced_motion,
        eyes_of=result.online_seat,
    )
