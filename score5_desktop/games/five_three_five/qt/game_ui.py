"""Five Three Five's Qt part as the shell takes it: ``GAME_UI`` (``ui.game_ui.GameUi``).

The shared ``GameModel`` plays the game (its ``Session`` folds the events into the
game's ``TablePicture`` and masks it for the seats the hand-over rule allows);
these parts only carry it to the screen: the table moves to each published
picture and says when it is at rest, the bar offers the actions the chosen cards
allow and submits the player's play, the docks show the public memory and the
log, and the end window ranks the players from the last picture.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt, QTimer, Signal
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDockWidget,
    QMainWindow,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from score5_desktop.core.players import Player
from score5_desktop.core.protocol import Event, Outcome, Reason
from score5_desktop.games.five_three_five.game import GAME
from score5_desktop.games.five_three_five.qt import words
from score5_desktop.games.five_three_five.qt.controls import F35Controls
from score5_desktop.games.five_three_five.qt.end_panel import EndPanel, FinalStanding
from score5_desktop.games.five_three_five.qt.event_sounds import event_sound
from score5_desktop.games.five_three_five.qt.lesson import F35Lesson
from score5_desktop.games.five_three_five.qt.log_model import BotFailure, F35LogModel
from score5_desktop.games.five_three_five.qt.memory_panel import MemoryPanel, PublicMemory
from score5_desktop.games.five_three_five.qt.part import QT_PART, replacing_text
from score5_desktop.games.five_three_five.qt.pictures import Seating
from score5_desktop.games.five_three_five.qt.scene import F35Scene
from score5_desktop.games.five_three_five.qt.table_driver import F35TableDriver
from score5_desktop.games.five_three_five.qt.view import F35View
from score5_desktop.games.five_three_five.rules import events as ev
from score5_desktop.games.five_three_five.rules import examples
from score5_desktop.games.five_three_five.rules import table_picture as tp
from score5_desktop.games.five_three_five.rules.cards import VALUES
from score5_desktop.games.five_three_five.rules.decisions import Action, Play
from score5_desktop.games.five_three_five.rules.offer import trick_of
from score5_desktop.games.five_three_five.rules.view import SeatView
from score5_desktop.model.game_model import GameModel
from score5_desktop.ui.common.appearance import Appearance
from score5_desktop.ui.common.empty_note import NotedListView
from score5_desktop.ui.common.end_follower import EndFollower
from score5_desktop.ui.common.sound import Sound
from score5_desktop.ui.game_ui import SavedGame
from score5_desktop.ui.windows.end_buttons import EndButtons


def seating_of(model: GameModel) -> Seating:
    """Who sits where and whose hand the table shows, as the model says now. Once the
    game is over the one player against bots keeps their hand in the tray, where it was."""
    exposed = model.exposedSeat()
    if exposed is None and model.isOver():
        exposed = model.youSeat()
    return Seating(
        tuple(model.names()),
        exposed=exposed,
        thinking=tuple(model.thinkingSeats()),
        addressed=not model.isHotSeat(),
    )


class F35Table(QObject):
    """``ui.game_ui.TablePart``: the scene, its view and its driver, bound to the model."""

    def __init__(self, model: GameModel, appearance: Appearance, parent: QObject) -> None:
        super().__init__(parent)
        self._model = model
        self.scene = F35Scene(appearance, parent)
        self.view = F35View(self.scene)
        self.driver = F35TableDriver(self.scene, self)
        model.gameStarted.connect(self._on_started)
        model.eventPublished.connect(self._on_event)
        model.pictureChanged.connect(self._on_picture)
        model.changed.connect(self._on_changed)
        self.driver.eventDone.connect(self._on_shown)

    def applyAppearance(self) -> None:
        self.scene.applyAppearance()

    def _on_started(self) -> None:
        model = self._model
        humans = model.humanSeats()
        self.driver.reset(len(model.names()), model.homeSeat(), tray=bool(humans))
        self.driver.setSeating(seating_of(model))
        self.driver.setPicture(model.picture())

    def _on_event(self, event: Event, picture: tp.TablePicture) -> None:
        self.driver.setSeating(seating_of(self._model))
        self.driver.animate(event, picture)

    def _on_picture(self, picture: tp.TablePicture) -> None:
        # In hot seat the table turns to the player at the screen before their hand
        # shows (``GameModel.homeSeat``), as SCORE 5's does.
        self.scene.setHome(self._model.homeSeat())
        self.driver.setSeating(seating_of(self._model))
        self.driver.setPicture(picture)

    def _on_changed(self, changes: Any) -> None:
        if self._model.hasGame() and (changes.seats or changes.exposed):
            self.driver.setSeating(seating_of(self._model))
            self.driver.refreshPlates()

    def _on_shown(self) -> None:
        self._model.eventsConsumed()


class F35ReplayTable(QObject):
    """``ui.game_ui.ReplayTable``: the same scene and driver, fed by a replay's timeline
    (its pictures arrive masked for whose eyes the replay is watched through)."""

    def __init__(self, appearance: Appearance, parent: QObject) -> None:
        super().__init__(parent)
        self.scene = F35Scene(appearance, parent)
        self.view = F35View(self.scene)
        self.driver = F35TableDriver(self.scene, self)
        self._names: tuple[str, ...] = ()
        self._home = 0

    def applyAppearance(self) -> None:
        self.scene.applyAppearance()

    def seat(self, players: Sequence[Player], home: int) -> None:
        self._names, self._home = tuple(p.name for p in players), home
        self.driver.reset(len(players), home, tray=True)
        self.setEyes(home)

    def setEyes(self, seat: int | None) -> None:
        # Everyone's eyes: the home seat's hand stays in the tray, the others face up.
        exposed = self._home if seat is None else seat
        self.driver.setSeating(Seating(self._names, exposed=exposed, open_hands=seat is None))

    def finish(self) -> None:
        self.driver.halt()


class F35ActionBar(F35Controls):
    """``ui.game_ui.ActionControls``: the offer bar, fed by the model's requests."""

    def __init__(self, model: GameModel, table: F35Table) -> None:
        super().__init__()
        self._model = model
        self._table = table
        self._seat: int | None = None
        self._shown: tp.TablePicture | None = None  # the last picture the table was given
        self._ended = False  # the table has shown the end (the end window is up)
        self._auto_pick = True
        self._view: SeatView | None = None  # the deciding seat's view
        self._turn = 0  # counts the decisions asked for: a pass made later checks it
        model.decisionRequested.connect(self._on_decide)
        model.eventPublished.connect(self._on_event)
        model.handoverRequested.connect(self._on_handover)
        model.hintReady.connect(self._on_hint)
        model.changed.connect(self._on_changed)
        model.gameStarted.connect(self._on_started)
        model.gameOver.connect(self._on_over)
        self.playChosen.connect(self._on_chosen)
        self.hintRequested.connect(self._on_hint_requested)
        table.scene.selectionChanged.connect(self.setChosen)
        table.view.playRequested.connect(self.playChosenCards)
        table.view.passRequested.connect(self.passTurn)
        self.passTrickBox.toggled.connect(self._on_pass_trick_toggled)
        table.view.keepKeysAfterClicks(*self.buttons.values(), self.hintButton, self.passTrickBox)
        if not model.hasGame():  # laid before any game: say what to do first
            self._wait()

    def setAutoPick(self, enabled: bool) -> None:
        """A forced pass is played for the player (the Preferences' automatic choice): by
        the session in hot seat (no hand-over screen for it), here after a moment when
        one person plays against bots."""
        self._auto_pick = enabled
        self._model.setAutoForced(enabled)

    def _on_started(self) -> None:
        self._seat = None
        self._shown = None
        self._ended = False
        self.passTrickBox.setChecked(False)
        # Bots alone have nobody to give controls to: the table takes the room.
        self.setVisible(bool(self._model.humanSeats()))
        self._wait()

    def _on_over(self, _outcome: Any) -> None:
        self._ended = True
        self._seat = None
        self._wait()

    def _on_decide(self, seat: int, view: SeatView) -> None:
        self._seat, self._view = seat, view
        self._turn += 1
        self._table.scene.setChoosing(True)
        # The engine's legal plays decide what the bar offers (open pass: a seat that
        # passed may play again), never a rule of the table's own.
        self.begin(self._model.names()[seat], view.hand, trick_of(view))
        self._table.view.focusFirstCard()
        self._pass_if_asked(seat, view)
        self._show_pass_trick()

    def _pass_if_asked(self, seat: int, view: SeatView) -> None:
        """Pass for the player when they asked to until the next trick, or when a pass is
        all they can do (the Preferences' automatic choice): the prompt says so, and
        after a moment the pass is made, as a bot's play would be."""
        legal = view.legal_plays()
        if not any(play.action is Action.PASS for play in legal):
            self.passTrickBox.setChecked(False)  # leading: a new trick of their own
            return
        if self.passUntilNextTrick():
            #: Five Three Five: the player set "Pass until the next trick"; their turn came.
            text = self.tr("You pass until the next trick.")
        elif len(legal) == 1 and self._auto_pick:
            #: Five Three Five: the player's only legal move is a pass; it is made for them.
            text = self.tr("None of your cards can overwrite or add to the central meld: you pass.")
        else:
            return
        turn = self._turn
        self.idle(text)
        self._table.scene.setChoosing(False)

        def play() -> None:
            if self._turn == turn and self._seat == seat:
                self._on_chosen(Play(seat, Action.PASS, ()))

        QTimer.singleShot(self._table.scene.motion().hold_ms(650), self, play)

    def _on_pass_trick_toggled(self, on: bool) -> None:
        """Set while deciding, it passes now; cleared while its pass waits, the player
        decides after all. Set while others play, it waits for the player's turn."""
        seat, view = self._seat, self._view
        if seat is None or view is None:
            return
        current = self.currentOffer()
        if on and current is not None and current.can_pass:
            self.passTurn()
        elif not on and not self.isDeciding():
            self._on_decide(seat, view)

    def _show_pass_trick(self) -> None:
        """The toggle is the one person's against bots (a pre-move is for one person at
        the screen), while a game goes on and they do not lead."""
        current = self.currentOffer()
        leading = self.isDeciding() and current is not None and current.central is None
        playing = not self._ended and not self._model.isOver()
        shown = playing and self._model.youSeat() is not None and not leading
        self.passTrickBox.setVisible(shown)

    def _on_chosen(self, play: Play) -> None:
        self._seat = None
        self._table.scene.setChoosing(False)
        self._model.submit(play)

    def _on_handover(self, _seat: int) -> None:
        self._seat = None
        self._table.scene.setChoosing(False)
        self.idle("")

    def _on_changed(self, changes: Any) -> None:
        if changes.seats and self._model.decidingSeat() is None:
            self._seat = None
            self._wait()

    def _on_event(self, event: Event, picture: tp.TablePicture) -> None:
        self._shown = picture
        if picture.to_act is None or isinstance(event, ev.TrickEnded):
            self.passTrickBox.setChecked(False)  # the trick is cleared
        if self._seat is None:
            self._wait()

    def _wait(self) -> None:
        """Nobody at the screen decides: say whose turn the table shows, or that a finished
        deal is being counted (from its last card on, the last deal too), or, once the
        table has shown the end, that the game is over. The table's picture speaks, not
        the game's state: at a deal's end the game has already dealt the next one and
        knows its leader, while the table still shows the last card and the hands left."""
        self._table.scene.setChoosing(False)
        shown = self._shown
        if not self._model.hasGame():
            self.idle(words.no_game_text())
            return
        if self._ended:
            self.idle(words.over_text())
            return
        if shown is not None and (shown.deal_ended is not None or 0 in shown.sizes):
            if shown.deal >= 0:  # before the first deal every hand is empty too
                self.idle(words.counting_text(shown.deal + 1))
                return
        if shown is not None:
            seat = shown.to_act
        else:
            to_act = self._model.toAct() if not self._model.isOver() else ()
            seat = to_act[0] if to_act else None
        if seat is None:
            self.idle("")
        else:
            player = self._model.players()[seat]
            yours = seat == self._model.youSeat()
            # Online, another person plays now at their own screen: "Léa is playing…",
            # not a hot seat's "Léa's turn in a moment…".
            human = player.kind == "human" and not self._model.isRemote()
            self.idle(words.waiting_text(player.name, yours=yours, human=human))
        self._show_pass_trick()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt's name
        super().changeEvent(event)  # the buttons' words
        idle = self._seat is None
        if event.type() == QEvent.Type.LanguageChange and idle:
            self._wait()  # the line of the moment, in the new language

    def _on_hint_requested(self) -> None:
        if self._model.requestHint():
            self.hintButton.setEnabled(False)
            #: Five Three Five: shown while the strongest bot looks for a hint.
            self.showHint(self.tr("Looking for a good play…"))

    def _on_hint(self, seat: int, advice: Any) -> None:
        if seat != self._seat:
            return
        self.hintButton.setEnabled(True)
        if advice is None:
            #: Five Three Five: the hint did not come (the bot failed or the turn moved on).
            self.showHint(self.tr("No hint this time."))
            return
        play = advice.decision
        names = self._model.names()
        reasons = tuple(advice.reasons)
        whole = words.hint_text(play.action, play.cards, reasons, names)
        text = whole
        for kept in range(len(reasons) - 1, -1, -1):  # the first reasons weigh most
            if self.hintFits(text):
                break
            text = words.hint_text(play.action, play.cards, reasons[:kept], names)
        self.showHint(text, play, whole)
        if play.cards:
            self._table.scene.setSelectedValues(play.cards)


def memory_of(
    picture: tp.TablePicture, names: Sequence[str], you: int | None = None
) -> PublicMemory:
    """The public memory as of ``picture``: copies out per value, cards face down, hands
    (``you``: the one human against bots, spoken to)."""
    out = Counter(picture.played)
    return PublicMemory(
        copies=picture.copies,
        played=tuple((value, out[value]) for value in VALUES),
        undealt=picture.undealt,
        names=tuple(names),
        cards_left=picture.sizes,
        you=you,
    )


class F35SidePanels(QObject):
    """``ui.game_ui.SidePanels``: the public memory and the game log, beside the table."""

    def __init__(self, model: GameModel, window: QMainWindow, appearance: Appearance) -> None:
        super().__init__(window)
        self._model = model
        self.memory = MemoryPanel()
        # The memory keeps its own height; the log below takes the rest of the column.
        self.memory.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Maximum)
        self.logModel = F35LogModel(self)
        self.log = NotedListView()
        self.log.setObjectName("f35Log")
        self.log.setWordWrap(True)
        self.log.setUniformItemSizes(False)
        self.log.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.log.setModel(self.logModel)
        log_end = EndFollower(self.log)
        self.logModel.rowsInserted.connect(lambda *_: log_end.scroll())
        self.memoryDock = QDockWidget(window)
        self.memoryDock.setObjectName("f35MemoryDock")
        self.memoryDock.setWidget(self.memory)
        self.logDock = QDockWidget(window)
        self.logDock.setObjectName("f35LogDock")
        self.logDock.setWidget(self.log)
        for dock in self.docks():
            dock.setAllowedAreas(
                Qt.DockWidgetArea.LeftDockWidgetArea | Qt.DockWidgetArea.RightDockWidgetArea
            )
            window.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, dock)
        model.gameStarted.connect(self._on_started)
        model.eventPublished.connect(self._on_event)
        model.botFailed.connect(self._on_bot_failed)
        self.retranslateUi()

    def docks(self) -> list[QDockWidget]:
        return [self.memoryDock, self.logDock]

    def retranslateUi(self) -> None:
        #: Five Three Five: title of the dock with what has been played this round.
        self.memoryDock.setWindowTitle(self.tr("Table memory"))
        #: Title of the dock with the game's log.
        self.logDock.setWindowTitle(self.tr("Game log"))
        #: Five Three Five's game log before any game: what it will show.
        self.log.setEmptyNote(self.tr("Once a game starts: who plays what, trick by trick."))
        self.logModel.retranslate()

    def _on_started(self) -> None:
        names, you = self._model.names(), self._model.youSeat()
        self.logModel.start(names, you)
        deal = 0
        for event in self._model.pastEvents():
            if isinstance(event, ev.Dealt):
                deal = event.deal
            self.logModel.append(max(deal, 0) + 1, event)
        self.memory.setMemory(memory_of(self._model.picture(), names, you))

    def _on_event(self, event: Event, picture: tp.TablePicture) -> None:
        self.logModel.append(GAME_UI.round_of(picture), event)
        self.memory.setMemory(memory_of(picture, self._model.names(), self._model.youSeat()))

    def _on_bot_failed(self, seat: int, problem: str) -> None:
        self.logModel.append(GAME_UI.round_of(self._model.picture()), BotFailure(seat, problem))


class F35EndDialog(QDialog):
    """``ui.game_ui.EndContent``: the ranking, each round's penalties and the chart."""

    playAgain = Signal()
    newGame = Signal()
    watchAgain = Signal()
    reviewGame = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("f35EndDialog")
        self.panel = EndPanel(self)
        self.buttons = EndButtons()
        layout = QVBoxLayout(self)
        layout.addWidget(self.panel)
        layout.addWidget(self.buttons)
        self.buttons.playAgain.connect(self.accept)
        self.buttons.playAgain.connect(self.playAgain)
        self.buttons.newGame.connect(self.accept)
        self.buttons.newGame.connect(self.newGame)
        # As SCORE 5's end window: watching closes it, the coach opens beside it.
        self.buttons.watchAgain.connect(self.accept)
        self.buttons.watchAgain.connect(self.watchAgain)
        self.buttons.reviewGame.connect(self.reviewGame)
        self.buttons.closeRequested.connect(self.reject)
        self.resize(720, 460)
        self.retranslateUi()

    def showResult(self, model: GameModel, outcome: Outcome) -> None:
        picture: tp.TablePicture = model.picture()
        ended = picture.game_ended
        self.panel.setStanding(
            FinalStanding(
                names=tuple(model.names()),
                penalties=picture.deal_points,
                totals=outcome.totals,
                cards_left=ended.cards_left if ended else (0,) * picture.players,
                winners=outcome.winners,
                target=picture.target,
                you=model.youSeat(),
            )
        )

    def setReviewOffered(self, offered: bool) -> None:  # noqa: N802 - Qt naming
        """``ui.game_ui.EndContent``: the shell says whether "Review my game" is offered."""
        self.buttons.reviewButton.setVisible(offered)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslateUi()
        super().changeEvent(event)

    def retranslateUi(self) -> None:
        self.setWindowTitle(self.tr("End of the game"))


class F35Ui:
    """``ui.game_ui.GameUi`` for Five Three Five."""

    game_id = GAME.id
    setup = QT_PART

    def make_table(self, model: GameModel, appearance: Appearance, parent: QObject) -> F35Table:
        return F35Table(model, appearance, parent)

    def make_controls(self, model: GameModel, table: F35Table) -> QWidget:
        return F35ActionBar(model, table)

    def make_side_panels(
        self, model: GameModel, window: QMainWindow, appearance: Appearance
    ) -> F35SidePanels:
        return F35SidePanels(model, window, appearance)

    def make_end_content(self, parent: QWidget) -> QDialog:
        return F35EndDialog(parent)

    def make_replay_table(self, appearance: Appearance, parent: QObject) -> F35ReplayTable:
        return F35ReplayTable(appearance, parent)

    def round_of(self, picture: tp.TablePicture) -> int:
        return max(picture.deal, 0) + 1

    def round_label(self) -> str:
        #: Five Three Five replay: the label of the box choosing a round (a deal, until
        #: someone is out; glossary: manche, Runde, smazzata); "&" marks its access key.
        return QCoreApplication.translate("F35Replay", "R&ound:")

    def naming(self, state: object) -> None:
        """Nothing: a card is its value, named without the state."""
        return None

    def event_sentence(
        self, event: Event, names: Sequence[str], you: int | None, naming: None
    ) -> str:
        return " ".join(words.log_lines(event, names, you))

    def hint_sentence(self, reasons: Sequence[Reason], names: Sequence[str], naming: None) -> str:
        return words.reasons_text(reasons, names)

    def event_sound(self, event: Event) -> Sound | None:
        return event_sound(event)

    def rules_documents(self) -> tuple[str, ...]:
        return tuple(examples.RULES_DOCUMENTS)

    def lesson(self) -> F35Lesson:
        """``ui.game_ui.Teaches``: the guided first game."""
        return F35Lesson()

    def saved_game_text(self, saved: SavedGame) -> str:
        state = saved.loaded.state
        if saved.saved_at is not None:
            return replacing_text(state, saved.players, saved.saved_at)
        seat = state.to_act()[0]  # an unfinished game waits for someone
        names = [p.name for p in saved.loaded.players]
        return words.saved_text(state.deal + 1, names, seat, saved.you)


GAME_UI = F35Ui()
