"""SCORE 5's Qt part: ``GAME_UI``, loaded by the shell through ``ui.game_ui.game_ui``.

It hands the shell SCORE 5's table (scene, view, driver), its action bar, side
panels and end-of-game window, its replay table (``ReplaysOnTable``), and words its
events, the bots' reasons and each decision of a replay (``WordsReplaySteps``).
``QT_PART`` (``part.py``) gives the new-game dialog its name, description and option.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject
from PySide6.QtWidgets import QDialog, QWidget

from score5_desktop.games.score5.bots.reasons import Reason
from score5_desktop.games.score5.qt.lesson import Score5Lesson
from score5_desktop.games.score5.qt.panels.end_screen import EndOfGameDialog
from score5_desktop.games.score5.qt.panels.side_panels import SidePanels
from score5_desktop.games.score5.qt.part import QT_PART, replacing_text
from score5_desktop.games.score5.qt.table.action_bar import ActionBar
from score5_desktop.games.score5.qt.table.event_sounds import event_sound
from score5_desktop.games.score5.qt.table.table_controller import TableController
from score5_desktop.games.score5.qt.table.table_scene import TableScene
from score5_desktop.games.score5.qt.table.table_view import TableView
from score5_desktop.games.score5.qt.words.card_names import CardNames
from score5_desktop.games.score5.qt.words.event_text import describe_event
from score5_desktop.games.score5.qt.words.hint_text import reason_text
from score5_desktop.games.score5.qt.words.saved_text import saved_text
from score5_desktop.games.score5.qt.words.step_text import step_text
from score5_desktop.games.score5.rules import events as ev
from score5_desktop.games.score5.rules.replay_steps import StepInfo
from score5_desktop.games.score5.rules.state import GameState
from score5_desktop.games.score5.rules.table_picture import TablePicture
from score5_desktop.model.game_model import GameModel
from score5_desktop.ui.common.appearance import Appearance
from score5_desktop.ui.common.sound import Sound
from score5_desktop.ui.game_ui import SavedGame

if TYPE_CHECKING:
    from score5_desktop.games.score5.qt.table.replay_table import Score5ReplayTable


@dataclass(slots=True)
class Score5Table:
    """``ui.game_ui.TablePart`` for SCORE 5."""

    scene: TableScene
    view: TableView
    driver: TableController

    def applyAppearance(self) -> None:  # noqa: N802 - Qt naming
        self.scene.applyAppearance()


class Score5Ui:
    """``ui.game_ui.GameUi`` for SCORE 5."""

    game_id = "score5"
    setup = QT_PART

    def make_table(self, model: GameModel, appearance: Appearance, parent: QObject) -> Score5Table:
        scene = TableScene(appearance, parent)
        view = TableView(scene)
        return Score5Table(scene, view, TableController(model, scene, parent))

    def make_controls(self, model: GameModel, table: Score5Table) -> QWidget:
        return ActionBar(model, table.scene, table.view)

    def make_side_panels(
        self, model: GameModel, window: QWidget, appearance: Appearance
    ) -> SidePanels:
        return SidePanels(model, window, appearance)

    def make_end_content(self, parent: QWidget) -> QDialog:
        return EndOfGameDialog(parent)

    def make_replay_table(self, appearance: Appearance, parent: QObject) -> Score5ReplayTable:
        # Loaded with the first replay, not with the window.
        from score5_desktop.games.score5.qt.table.replay_table import Score5ReplayTable

        return Score5ReplayTable(appearance, parent)

    def round_of(self, picture: TablePicture) -> int:
        return picture.round

    def round_label(self) -> str:
        #: The replay: the label of the box choosing a round; "&" marks its access key.
        return QCoreApplication.translate("ReplayBar", "R&ound:")

    def naming(self, state: GameState) -> CardNames:
        return CardNames(state.deck)

    def replay_step_text(
        self, step: StepInfo | None, names: Sequence[str], viewer: int | None, naming: CardNames
    ) -> str:
        return step_text(step, naming.deck, names, viewer)

    def event_sentence(
        self, event: ev.Event, names: Sequence[str], you: int | None, naming: CardNames
    ) -> str:
        return describe_event(event, names, naming.deck, you)

    def hint_sentence(
        self, reasons: Sequence[Reason], names: Sequence[str], naming: CardNames
    ) -> str:
        return reason_text(reasons, naming.deck, names)

    def event_sound(self, event: ev.Event) -> Sound | None:
        return event_sound(event)

    def rules_documents(self) -> tuple[str, ...]:
        # The rules documents load with the rules viewer, not with the window.
        from score5_desktop.rulebook.documents import DocumentKind

        return tuple(DocumentKind)

    def lesson(self) -> Score5Lesson:
        """``ui.game_ui.Teaches``: the guided first game."""
        return Score5Lesson()

    def saved_game_text(self, saved: SavedGame) -> str:
        state = saved.loaded.state
        if saved.saved_at is None:
            return saved_text(state, saved.you)
        return replacing_text(state, saved.players, saved.saved_at)


GAME_UI = Score5Ui()

__all__ = ["GAME_UI", "QT_PART"]
