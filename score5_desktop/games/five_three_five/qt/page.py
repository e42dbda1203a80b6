"""The Five Three Five page: the table, the player's controls, the side panel (public
memory and the game log), the hand-over screen of a hot-seat game, and the end of
the game. It plays one ``F35Play`` and knows nothing of menus or files: the shell
gives it a game and listens for its end.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, QEvent, Qt, Signal
from PySide6.QtWidgets import (
    QDialog,
    QHBoxLayout,
    QListWidget,
    QSplitter,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from score5_desktop.core.players import Player
from score5_desktop.games.five_three_five.game import GAME
from score5_desktop.games.five_three_five.qt import words
from score5_desktop.games.five_three_five.qt.controls import F35Controls
from score5_desktop.games.five_three_five.qt.end_panel import EndPanel, FinalStanding
from score5_desktop.games.five_three_five.qt.memory_panel import MemoryPanel, PublicMemory
from score5_desktop.games.five_three_five.qt.play import F35Play
from score5_desktop.games.five_three_five.qt.scene import F35Scene
from score5_desktop.games.five_three_five.qt.table_driver import F35TableDriver
from score5_desktop.games.five_three_five.qt.view import F35View
from score5_desktop.games.five_three_five.rules import events as ev
from score5_desktop.games.five_three_five.rules import table_picture as tp
from score5_desktop.games.five_three_five.rules.cards import VALUES
from score5_desktop.games.five_three_five.rules.state import FiveThreeFiveState
from score5_desktop.ui.common.appearance import Appearance
from score5_desktop.ui.common.motion import Motion
from score5_desktop.ui.windows.handover_screen import HandoverScreen


class EndDialog(QDialog):
    """The end-of-game window around ``EndPanel``."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("f35EndDialog")
        self.panel = EndPanel(self)
        layout = QVBoxLayout(self)
        layout.addWidget(self.panel)
        self.panel.playAgain.connect(self.accept)
        self.panel.newGame.connect(self.accept)
        self.resize(720, 460)
        self.retranslateUi()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslateUi()
        super().changeEvent(event)

    def retranslateUi(self) -> None:
        self.setWindowTitle(self.tr("End of the game"))


class F35Page(QWidget):
    playAgainRequested = Signal()
    newGameRequested = Signal()
    gameFinished = Signal(object)
    """The game ended (its ``FinalStanding``), once the table has shown it."""
    played = Signal(object, object)
    """A play and its events: the shell saves the record from here."""

    def __init__(self, appearance: Appearance, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("f35Page")
        self.scene = F35Scene(appearance, self)
        self.view = F35View(self.scene)
        self.controls = F35Controls()
        self.driver = F35TableDriver(self.scene, self)
        self.play = F35Play(self.driver, self)
        self.play.hint_bot_factory = _hint_bot
        self.memory = MemoryPanel()
        self.log = QListWidget()
        self.log.setObjectName("f35Log")
        self.log.setWordWrap(True)
        self.handover = HandoverScreen()
        self.endDialog: EndDialog | None = None

        table = QWidget()
        column = QVBoxLayout(table)
        column.setContentsMargins(0, 0, 0, 0)
        column.setSpacing(0)
        column.addWidget(self.view, 1)
        column.addWidget(self.controls)
        side = QWidget()
        side_layout = QVBoxLayout(side)
        side_layout.setContentsMargins(0, 0, 0, 0)
        side_layout.addWidget(self.memory)
        side_layout.addWidget(self.log, 1)
        split = QSplitter(Qt.Orientation.Horizontal)
        split.addWidget(table)
        split.addWidget(side)
        split.setStretchFactor(0, 1)
        split.setCollapsible(0, False)
        split.setSizes([1000, 260])
        self.stack = QStackedWidget()
        self.stack.addWidget(split)
        self.stack.addWidget(self.handover)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.stack)

        self.scene.selectionChanged.connect(self.controls.setChosen)
        self.view.playRequested.connect(self.controls.playChosenCards)
        self.view.passRequested.connect(self.controls.passTurn)
        self.controls.playChosen.connect(self._on_chosen)
        self.play.humanToDecide.connect(self._on_human)
        self.play.handoverNeeded.connect(self._on_handover)
        self.play.idle.connect(self._on_idle)
        self.play.applied.connect(self._on_applied)
        self.play.gameOver.connect(self._on_game_over)
        self.driver.eventShown.connect(self._on_event_shown)
        self.handover.confirmed.connect(self._on_handover_confirmed)
        self.controls.hintRequested.connect(self._on_hint_requested)
        self.play.hintReady.connect(self._on_hint)

    # -- a game -----------------------------------------------------------------------------
    def setMotion(self, motion: Motion) -> None:
        self.driver.setMotion(motion)
        self.play.pace_ms = motion.bot_pace_ms()

    def start(
        self,
        state: FiveThreeFiveState,
        players: Sequence[Player],
        bots: dict[int, object],
        resumed: tp.TablePicture | None = None,
    ) -> None:
        self.log.clear()
        self.stack.setCurrentIndex(0)
        self.controls.idle("")
        # A game of bots only has nobody to give controls to: the table takes the room.
        self.controls.setVisible(any(not p.is_bot for p in players))
        self.play.start(state, players, bots, resumed=resumed)
        self._refresh_memory()

    def resume(self, loaded) -> None:
        """Go on with a game read from a record (``core.protocol.Loaded``): its events are
        replayed from the start onto the table at once, so the melds of the trick in
        progress lie as they did."""
        replay = loaded.start.copy()
        opening = replay.opening_events()
        picture = GAME.first_picture(replay, opening)
        for event in opening:
            picture = GAME.next_picture(picture, event, replay)
        for decision in loaded.decisions:
            for event in replay.apply(decision):
                picture = GAME.next_picture(picture, event, replay)
        players = list(loaded.players)
        bots = {
            seat: GAME.make_bot(p.level or "normal", seed=None)
            for seat, p in enumerate(players)
            if p.is_bot
        }
        self.start(loaded.state, players, bots, resumed=picture)

    def recordText(self) -> str | None:
        """The game's record now, for the autosave (None once the game is over)."""
        state = self.play.state
        if state is None or state.is_over:
            return None
        return GAME.dump_record(state, self.play.players)

    def isPlaying(self) -> bool:
        return self.play.state is not None and not self.play.state.is_over

    def names(self) -> list[str]:
        return [p.name for p in self.play.players]

    # -- the loop's signals -----------------------------------------------------------------
    def _on_human(self, seat: int, trick) -> None:
        state = self.play.state
        assert state is not None
        self.stack.setCurrentIndex(0)
        self.scene.setChoosing(True)
        self.controls.begin(self.play.players[seat].name, state.hand(seat), trick)
        self.view.focusFirstCard()

    def _on_chosen(self, play) -> None:
        self.scene.setChoosing(False)
        self.play.submit(play)

    def _on_hint_requested(self) -> None:
        if self.play.requestHint():
            self.controls.hintButton.setEnabled(False)
            #: Five Three Five: shown while the strongest bot looks for a hint.
            self.controls.showHint(self.tr("Looking for a good play…"))

    def _on_hint(self, seat: int, advice) -> None:
        play = advice.decision
        self.controls.showHint(
            words.hint_text(play.action, play.cards, advice.reasons, self.names())
        )
        self.controls.hintButton.setEnabled(True)
        if play.cards:
            self.scene.setSelectedValues(play.cards)

    def _on_handover(self, seat: int) -> None:
        self.scene.setChoosing(False)
        self.controls.idle("")
        self.handover.present(self.play.players[seat].name)
        self.stack.setCurrentIndex(1)

    def _on_handover_confirmed(self) -> None:
        self.stack.setCurrentIndex(0)
        self.play.confirmHandover()

    def _on_idle(self, seat: int) -> None:
        self.scene.setChoosing(False)
        text = words.waiting_text(self.play.players[seat].name) if seat >= 0 else ""
        self.controls.idle(text)

    def _on_applied(self, play, events) -> None:
        self.played.emit(play, events)

    def _on_event_shown(self, event: object) -> None:
        for line in words.log_lines(event, self.names()):
            self.log.addItem(line)
        self.log.scrollToBottom()
        self._refresh_memory()

    def _refresh_memory(self) -> None:
        """The memory panel as of the event on show (not the end of the play's events)."""
        picture = self.driver.picture()
        if picture is None:
            return
        out = Counter(picture.played)
        self.memory.setMemory(
            PublicMemory(
                copies=picture.copies,
                played=tuple((value, out[value]) for value in VALUES),
                undealt=picture.undealt,
                names=tuple(self.names()),
                cards_left=picture.sizes,
            )
        )

    def _on_game_over(self, ended: ev.GameEnded | None) -> None:
        if ended is None:
            return
        picture = self.play.picture()
        if picture is None:
            return
        standing = FinalStanding(
            names=tuple(self.names()),
            penalties=picture.deal_points,
            totals=ended.totals,
            cards_left=ended.cards_left,
            winners=ended.winners,
            target=picture.target,
        )
        self.gameFinished.emit(standing)
        self.showEnd(standing)

    def showEnd(self, standing: FinalStanding) -> None:
        dialog = self.endDialog
        if dialog is None:
            dialog = self.endDialog = EndDialog(self)
            dialog.panel.playAgain.connect(self.playAgainRequested)
            dialog.panel.newGame.connect(self.newGameRequested)
        dialog.panel.setStanding(standing)
        dialog.show()

    def stop(self) -> None:
        """Leave the game on show (another game starts): bots' late answers are ignored."""
        self.play.stop()
        self.scene.setChoosing(False)
        self.controls.idle("")
        if self.endDialog is not None:
            self.endDialog.hide()

    def shutdown(self) -> None:
        self.play.shutdown()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.driver.refresh()
        super().changeEvent(event)


HINT_THINK_SECONDS = 0.5


def _hint_bot():
    """The hint's adviser: the strongest level, thinking half a second."""
    return GAME.make_bot(GAME.bot_levels[-1], seed=None, think=HINT_THINK_SECONDS)


def page_title() -> str:
    #: The name of the game Five Three Five, as the window title shows it.
    return QCoreApplication.translate("F35", "Five Three Five")
