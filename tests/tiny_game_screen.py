"""The tiny game's Qt part (``GAME_UI``): a plain table of text and a row of buttons,
enough to play "High card" in the real main window (``tests/ui/test_tiny_game_window.py``).

It shows what a game must give the shell's ``ui.game_ui.GameUi`` and nothing more: the
table follows the model's pictures and says when each event is shown, the buttons play
the acting human's cards, one dock logs the tricks, the end window ranks the two seats.
Its words are the tests' own, in English only.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from PySide6.QtCore import QObject, Qt, QTimer, Signal
from PySide6.QtWidgets import (
    QDialog,
    QDockWidget,
    QGraphicsScene,
    QGraphicsView,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QMainWindow,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from score5_desktop.core.players import Player
from score5_desktop.core.protocol import Event, Outcome, Reason
from score5_desktop.model.game_model import GameModel
from score5_desktop.ui.common.appearance import Appearance
from score5_desktop.ui.common.motion import Motion
from score5_desktop.ui.common.sound import Sound
from score5_desktop.ui.game_ui import SavedGame
from score5_desktop.ui.option_spec import OptionSpec
from score5_desktop.ui.windows.end_buttons import EndButtons
from tests.shell_tiny_game import GAME, Play, Played, TinyPicture, TinyView, TrickTaken


def picture_text(picture: TinyPicture | None, names: Sequence[str]) -> str:
    """The whole table as lines of text: per seat its hand, its card down, its tricks."""
    if picture is None:
        return "No game yet."
    lines = []
    for seat, name in enumerate(names):
        hand = picture.hands[seat]
        held = " ".join(map(str, hand)) if hand is not None else "? " * picture.sizes[seat]
        down = picture.down[seat]
        put = str(down) if down is not None else ("?" if picture.played[seat] else "-")
        lines.append(f"{name}: hand [{held.strip()}]  down {put}  tricks {picture.tricks[seat]}")
    if picture.last_trick:
        lines.append("Last trick: " + " ".join(map(str, picture.last_trick)))
    return "\n".join(lines)


class TinyDriver(QObject):
    """``ui.game_ui.TableDriver``: lays each picture out at once, then says it is shown."""

    eventShown = Signal(object)
    eventDone = Signal()

    def __init__(self, scene: QGraphicsScene, parent: QObject) -> None:
        super().__init__(parent)
        self.names: tuple[str, ...] = ()
        self._text = scene.addSimpleText("")
        self._picture: TinyPicture | None = None
        self._hold_ms = 0

    def animate(self, event: Event, picture: TinyPicture) -> None:
        self.setPicture(picture)
        self.eventShown.emit(event)
        QTimer.singleShot(self._hold_ms, self, self.eventDone.emit)

    def setPicture(self, picture: TinyPicture) -> None:  # noqa: N802 - Qt naming
        self._picture = picture
        self.refreshPlates()

    def setMotion(self, motion: Motion) -> None:  # noqa: N802 - Qt naming
        self._hold_ms = motion.hold_ms(100)

    def refreshPlates(self) -> None:  # noqa: N802 - Qt naming
        self._text.setText(picture_text(self._picture, self.names))


class TinyTable(QObject):
    """``ui.game_ui.TablePart``, fed by the model (live) or by a replay (no model)."""

    def __init__(self, model: GameModel | None, parent: QObject) -> None:
        super().__init__(parent)
        self.scene = QGraphicsScene(self)
        self.view = QGraphicsView(self.scene)
        self.driver = TinyDriver(self.scene, self)
        self._model = model
        if model is not None:
            model.gameStarted.connect(self._on_started)
            model.eventPublished.connect(self.driver.animate)
            model.pictureChanged.connect(self.driver.setPicture)
            self.driver.eventDone.connect(model.eventsConsumed)

    def _on_started(self) -> None:
        assert self._model is not None
        self.driver.names = tuple(self._model.names())
        self.driver.setPicture(self._model.picture())

    def applyAppearance(self) -> None:  # noqa: N802 - Qt naming
        self.driver.refreshPlates()

    # ``ui.game_ui.ReplayTable``
    def seat(self, players: Sequence[Player], home: int) -> None:
        self.driver.names = tuple(p.name for p in players)

    def setEyes(self, seat: int | None) -> None:  # noqa: N802 - Qt naming
        """Every hand the replay hands over is shown: nothing to choose."""

    def finish(self) -> None:
        """Nothing moves."""


class TinyControls(QWidget):
    """``ui.game_ui.ActionControls``: one button per card of the acting human's hand."""

    def __init__(self, model: GameModel) -> None:
        super().__init__()
        self._model = model
        self.prompt = QLabel("Start a new game from the Game menu.")
        self._row = QHBoxLayout()
        layout = QVBoxLayout(self)
        layout.addWidget(self.prompt)
        layout.addLayout(self._row)
        self.buttons: list[QPushButton] = []
        model.decisionRequested.connect(self._on_decide)
        model.gameOver.connect(self._on_over)

    def setAutoPick(self, enabled: bool) -> None:  # noqa: N802 - Qt naming
        """A last card is played like any other here: the player presses it."""

    def _clear(self) -> None:
        for button in self.buttons:
            button.deleteLater()
        self.buttons = []

    def _on_decide(self, seat: int, view: TinyView) -> None:
        self._clear()
        self.prompt.setText(f"{self._model.names()[seat]}, play a card.")
        for card in view.hand:
            button = QPushButton(str(card))
            button.setObjectName(f"tinyCard{card}")
            button.clicked.connect(lambda _=False, card=card: self._play(seat, card))
            self._row.addWidget(button)
            self.buttons.append(button)

    def _play(self, seat: int, card: int) -> None:
        self._clear()
        self.prompt.setText("")
        self._model.submit(Play(seat, card))

    def _on_over(self, _outcome: Outcome) -> None:
        self._clear()
        self.prompt.setText("The game is over.")


class TinyPanels(QObject):
    """``ui.game_ui.SidePanels``: one dock logging each play and trick."""

    def __init__(self, model: GameModel, window: QMainWindow) -> None:
        super().__init__(window)
        self._model = model
        self.log = QListWidget()
        self.logDock = QDockWidget("Tricks", window)
        self.logDock.setObjectName("tinyLogDock")
        self.logDock.setWidget(self.log)
        window.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.logDock)
        model.gameStarted.connect(self.log.clear)
        model.eventPublished.connect(self._on_event)

    def docks(self) -> list[QDockWidget]:
        return [self.logDock]

    def retranslateUi(self) -> None:  # noqa: N802 - Qt naming
        """English only."""

    def _on_event(self, event: Event, _picture: TinyPicture) -> None:
        self.log.addItem(sentence(event, self._model.names()))


class TinyEnd(QDialog):
    """``ui.game_ui.EndContent``: who won, and the shell's end buttons."""

    playAgain = Signal()
    newGame = Signal()
    watchAgain = Signal()
    reviewGame = Signal()

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("tinyEndDialog")
        self.setWindowTitle("End of the game")
        self.result = QLabel()
        self.buttons = EndButtons()
        layout = QVBoxLayout(self)
        layout.addWidget(self.result)
        layout.addWidget(self.buttons)
        for button, signal in (
            (self.buttons.playAgain, self.playAgain),
            (self.buttons.newGame, self.newGame),
            (self.buttons.watchAgain, self.watchAgain),
        ):
            button.connect(self.accept)
            button.connect(signal)
        self.buttons.reviewGame.connect(self.reviewGame)
        self.buttons.closeRequested.connect(self.reject)

    def showResult(self, model: GameModel, outcome: Outcome) -> None:  # noqa: N802
        names = model.names()
        won = " and ".join(names[seat] for seat in outcome.winners)
        self.result.setText(f"{won} won, {outcome.totals[0]} tricks to {outcome.totals[1]}.")

    def setReviewOffered(self, offered: bool) -> None:  # noqa: N802 - Qt naming
        self.buttons.reviewButton.setVisible(offered)


def sentence(event: Event, names: Sequence[str]) -> str:
    if isinstance(event, Played):
        return f"{names[event.seat]} puts a card down."
    assert isinstance(event, TrickTaken)
    if event.seat is None:
        return "Equal cards: nobody takes the trick."
    return f"{names[event.seat]} takes the trick."


class TinySetup:
    """``ui.game_ui.NewGamePart``: no options."""

    def name(self) -> str:
        return "High card"

    def description(self) -> str:
        return "Three tricks, both players at once; the higher card takes each."

    def options(self) -> tuple[OptionSpec, ...]:
        return ()

    def level_description(self, level: str) -> str:
        return {"random": "Random: plays any card.", "high": "High: plays its highest card."}[level]

    def options_for(self, chosen: Mapping[str, bool | int], players: int) -> dict[str, Any]:
        return {}

    def choices_from(self, options: Mapping[str, Any]) -> dict[str, bool | int]:
        return {}


class TinyUi:
    """``ui.game_ui.GameUi`` (and ``ReplaysOnTable``) for the tiny game."""

    game_id = GAME.id
    setup = TinySetup()

    def make_table(self, model: GameModel, appearance: Appearance, parent: QObject) -> TinyTable:
        return TinyTable(model, parent)

    def make_controls(self, model: GameModel, table: TinyTable) -> QWidget:
        return TinyControls(model)

    def make_side_panels(
        self, model: GameModel, window: QMainWindow, appearance: Appearance
    ) -> TinyPanels:
        return TinyPanels(model, window)

    def make_end_content(self, parent: QWidget) -> QDialog:
        return TinyEnd(parent)

    def make_replay_table(self, appearance: Appearance, parent: QObject) -> TinyTable:
        return TinyTable(None, parent)

    def round_of(self, picture: TinyPicture) -> int:
        return 1

    def round_label(self) -> str:
        return "R&ound:"

    def naming(self, state: object) -> None:
        return None

    def event_sentence(
        self, event: Event, names: Sequence[str], you: int | None, naming: None
    ) -> str:
        return sentence(event, names)

    def hint_sentence(self, reasons: Sequence[Reason], names: Sequence[str], naming: None) -> str:
        return ""

    def event_sound(self, event: Event) -> Sound | None:
        return None

    def rules_documents(self) -> tuple[str, ...]:
        return ()

    def saved_game_text(self, saved: SavedGame) -> str:
        if saved.saved_at is None:
            return "A game of High card was saved."
        return f"A game of High card with {saved.players} was saved on {saved.saved_at}."


GAME_UI = TinyUi()
