"""What a game's Qt part gives the shell, and the one way the shell finds it.

The shell (main window, replay and review windows, new-game dialog) knows no
game: it asks ``core.registry`` for the ``Game`` and loads its Qt part through
``game_ui`` below (``Game.qt_part()``, which imports it then), never by importing a
game's Qt package by name. The part is an object satisfying ``GameUi``.

The split of work: the session (``model``) decides what happens and hands out
events, each with the picture it produces, and the views of the seats the
hand-over rule allows; the game's Qt part turns those pictures and events into
its table, its controls, its sentences and its panels. A picture never holds a
hand its seat may not see, so a Qt part cannot show one by mistake.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from functools import cache
from typing import TYPE_CHECKING, Protocol, TypeVar, runtime_checkable

from PySide6.QtCore import QObject, SignalInstance
from PySide6.QtWidgets import QDialog, QDockWidget, QGraphicsScene, QMainWindow, QWidget

from score5_desktop.core import registry
from score5_desktop.core.players import Player
from score5_desktop.core.protocol import Event, Game, Loaded, Outcome, Reason
from score5_desktop.model.text import and_list_text

if TYPE_CHECKING:
    from score5_desktop.model.game_model import GameModel
    from score5_desktop.ui.common.appearance import Appearance
    from score5_desktop.ui.common.motion import Motion
    from score5_desktop.ui.common.sound import Sound
    from score5_desktop.ui.option_spec import OptionSpec


#: A game's own types, as its Qt part takes them: the table picture its engine folds from
#: events (``core.protocol.TablePictures``), its engine state, a seat's view, and a
#: replay step's description (``core.protocol.DescribesSteps``). The shell only carries
#: them from the session or the replay to the game's part, so it holds them unparameterised.
PictureT = TypeVar("PictureT", contravariant=True)
StateT = TypeVar("StateT", contravariant=True)
ViewT = TypeVar("ViewT", contravariant=True)
StepT = TypeVar("StepT", contravariant=True)
PictureV = TypeVar("PictureV")  # held as an attribute's type: neither co- nor contravariant
#: What a game's sentences need to name its things at a point of a game (say, the
#: deck, for its cards' names), built by the game from its state (``GameUi.naming``):
#: the word functions never see the engine state, only this narrow object.
NamingT = TypeVar("NamingT")


class TableDriver(Protocol[PictureT]):
    """Moves a game's table scene from picture to picture.

    ``animate(event, picture)`` shows one event and ends with ``eventDone`` (the
    session waits for it before going on); ``setPicture(picture)`` lays a picture
    out at once (a new game, a hand turned face down, a replay position)."""

    eventShown: SignalInstance  # the event starts showing (sounds play with it)
    eventDone: SignalInstance  # the event last given to ``animate`` has been shown

    def animate(self, event: Event, picture: PictureT) -> None: ...

    def setPicture(self, picture: PictureT) -> None: ...  # noqa: N802 - Qt naming

    def setMotion(self, motion: Motion) -> None: ...  # noqa: N802

    def refreshPlates(self) -> None: ...  # noqa: N802 - names, turns, thinking


class TablePart(Protocol[PictureV]):
    """A game's table: the scene, the widget that shows it, and its one driver."""

    scene: QGraphicsScene
    view: QWidget
    driver: TableDriver[PictureV]

    def applyAppearance(self) -> None: ...  # noqa: N802 - theme or card size changed


class ActionControls(Protocol):
    """The bar under the table where the acting human decides (a ``QWidget``).

    It submits decisions through the game model and never applies one itself;
    ``setAutoPick`` says whether a decision with no choice is made for the player."""

    def setAutoPick(self, enabled: bool) -> None: ...  # noqa: N802


class SidePanels(Protocol):
    """The docks beside the table (scores, public memory, the log), bound to the model."""

    def docks(self) -> list[QDockWidget]: ...

    def retranslateUi(self) -> None: ...  # noqa: N802


class EndContent(Protocol):
    """The end-of-game window (a ``QDialog``): its signals ask the shell for what next."""

    playAgain: SignalInstance
    newGame: SignalInstance
    watchAgain: SignalInstance
    reviewGame: SignalInstance

    def showResult(self, model: GameModel, outcome: Outcome) -> None: ...  # noqa: N802

    def setReviewOffered(self, offered: bool) -> None:  # noqa: N802 - Qt naming
        """Show or hide "Review my game": the shell's decision
        (``model.review_offer.review_offered``), never the game's."""
        ...


class NewGamePart(Protocol):
    """What the new-game dialog, the menus and the windows that switch games show of a
    game: its name, one line about it, its options and what each bot level does. It may
    also satisfy ``ui.stats_part.ShowsStatistics`` (its own statistics words)."""

    def name(self) -> str:
        """The game's name in the interface language."""
        ...

    def description(self) -> str:
        """The one line under the game's name in the new-game dialog."""
        ...

    def options(self) -> Sequence[OptionSpec]:
        """The options the dialog offers, in order (none: an empty tuple)."""
        ...

    def level_description(self, level: str) -> str:
        """What a bot of ``level`` does in this game, in a sentence or two."""
        ...

    def options_for(self, chosen: Mapping[str, bool | int], players: int) -> dict[str, object]:
        """The game's options from the dialog's boxes (``chosen``: each option's value)."""
        ...

    def choices_from(self, options: Mapping[str, object]) -> dict[str, bool | int]:
        """Each option's value for the dialog's boxes, from a setup's options."""
        ...


@runtime_checkable
class GameUi(Protocol[StateT, NamingT]):
    """A game's Qt part, as ``Game.qt_part()`` gives it."""

    game_id: str
    setup: NewGamePart

    def make_table(self, model: GameModel, appearance: Appearance, parent: QObject) -> TablePart:
        """The table scene, its view and its driver, fed by the model's pictures and events."""
        ...

    def make_controls(self, model: GameModel, table: TablePart) -> QWidget:
        """The action controls (``ActionControls``) for the table's acting human."""
        ...

    def make_side_panels(
        self, model: GameModel, window: QMainWindow, appearance: Appearance
    ) -> SidePanels:
        """The docks, added to ``window``'s dock areas."""
        ...

    def make_end_content(self, parent: QWidget) -> QDialog:
        """The end-of-game window (``EndContent``)."""
        ...

    def naming(self, state: StateT) -> NamingT:
        """What the game's sentences need from ``state`` to name its things (cards),
        and nothing more: the word hooks below take this, never the state."""
        ...

    def event_sentence(
        self, event: Event, names: Sequence[str], you: int | None, naming: NamingT
    ) -> str:
        """The log's sentence for ``event`` in the current language (``you``: the one
        human's seat against bots, None in hot seat). ``naming`` (``naming(state)``)
        names the things the sentence speaks of; never parsed back."""
        ...

    def hint_sentence(
        self, reasons: Sequence[Reason], names: Sequence[str], naming: NamingT
    ) -> str:
        """A bot's typed reasons worded for the hint and the coach."""
        ...

    def event_sound(self, event: Event) -> Sound | None:
        """The sound the table plays as it starts showing ``event`` (None: silent)."""
        ...

    def rules_documents(self) -> tuple[str, ...]:
        """The game's documents (file stems) the rules window offers, main one first."""
        ...

    def saved_game_text(self, saved: SavedGame) -> str:
        """Where a saved game in progress stopped, as a whole sentence in the current
        language naming the game: for the question that offers to continue it (its round
        and whose turn it is), or, with ``saved.saved_at``, for the question before
        another game takes its place (its players, its round and when it was saved)."""
        ...


@dataclass(frozen=True, slots=True)
class SavedGame:
    """A saved game in progress as a question about it names it.

    ``you``: the one human's seat against bots (None: hot seat, or bots alone);
    ``players``: every player as one list in the current language ("Ann, Bot 1 and
    Bot 2"); ``saved_at``: when it was saved, a date and time in the current language,
    given when another game is about to take its place (None: start-up offers to
    continue it)."""

    loaded: Loaded
    you: int | None
    players: str
    saved_at: str | None = None

    @classmethod
    def of(cls, loaded: Loaded, saved_at: str | None = None) -> SavedGame:
        humans = [seat for seat, p in enumerate(loaded.players) if not p.is_bot]
        you = humans[0] if len(humans) == 1 else None
        players = and_list_text([player.name for player in loaded.players])
        return cls(loaded, you, players, saved_at)


@dataclass(frozen=True, slots=True)
class LessonNote:
    """One explanation of a guided game: ``key`` names what it explains (each is said
    once a game), ``text`` the whole explanation in the current language."""

    key: str
    text: str


@dataclass(frozen=True, slots=True)
class LessonSetup:
    """A guided game's table: the learner's seat, every seat's player (the learner's
    named as given), the options and the fixed seed of its deal."""

    you: int
    players: tuple[Player, ...]
    options: Mapping[str, object]
    seed: int


class Lesson(Protocol[ViewT]):
    """A guided first game of one game: a fixed deal against bots on the real table, and
    the words that explain each step as it first happens. Only a game knows its events
    and views, so it words them; the shell's lesson panel shows the words and holds the
    table while they are read."""

    def setup(self, name: str) -> LessonSetup:
        """The table for a learner called ``name``."""
        ...

    def introduction(self) -> str:
        """What the guided game is, said before the first card moves."""
        ...

    def about_event(self, event: Event, you: int, names: Sequence[str]) -> LessonNote | None:
        """The explanation ``event`` calls for, if any (``you``: the learner's seat)."""
        ...

    def about_decision(self, view: ViewT, you: int) -> LessonNote | None:
        """What the learner is asked to decide now, from their seat's ``view``."""
        ...

    def conclusion(self, outcome: Outcome, you: int) -> str:
        """The last words, once the game is over."""
        ...


@runtime_checkable
class Teaches(Protocol):
    """Optional ``GameUi`` hook: the game offers a guided first game."""

    def lesson(self) -> Lesson: ...


class ReplayTable(TablePart[PictureV], Protocol[PictureV]):
    """A game's table for a replay: no model behind it; the replay feeds its driver the
    timeline's pictures (already masked for whose eyes) and says how to seat them."""

    def seat(self, players: Sequence[Player], home: int) -> None:
        """A fresh table for these players (names, who plays each seat), ``home`` at
        the bottom."""
        ...

    def setEyes(self, seat: int | None) -> None:  # noqa: N802 - Qt naming
        """Whose hand fills the tray (None: every hand shown face up, where it sits);
        the next picture given to the driver uses it."""
        ...

    def finish(self) -> None:
        """End any movement at once (a jump lays the table out as it was)."""
        ...


@runtime_checkable
class ReplaysOnTable(Protocol[PictureT]):
    """Optional ``GameUi`` hook: the game replays a record on its own table, through its
    driver, with the round each picture belongs to (the replay's round keys)."""

    def make_replay_table(
        self, appearance: Appearance, parent: QObject
    ) -> ReplayTable[PictureT]: ...

    def round_of(self, picture: PictureT) -> int:
        """The round ``picture`` shows, from 1."""
        ...

    def round_label(self) -> str:
        """The replay's round box label in the current language, with its access key."""
        ...


@runtime_checkable
class MarksTurns(Protocol):
    """Optional for a ``ReplayTable`` whose pictures do not say whose decision comes
    next: the replay tells it, from the recorded state, before each picture it gives
    the driver (the plates mark those seats, as live play's do)."""

    def setToAct(self, seats: tuple[int, ...]) -> None: ...  # noqa: N802 - Qt naming


@runtime_checkable
class WordsReplaySteps(Protocol[StepT, NamingT]):
    """Optional ``GameUi`` hook for a game that describes each decision of a replay
    (``core.protocol.DescribesSteps``): the replay bar's line is worded from that
    description, one sentence per decision, instead of the events' log sentences."""

    def replay_step_text(
        self, step: StepT | None, names: Sequence[str], viewer: int | None, naming: NamingT
    ) -> str:
        """The decision ``step`` (None: the position before any decision) in the
        current language, seen through ``viewer``'s eyes (None: everyone's); ``naming``
        (``GameUi.naming`` of the state there) names its things (cards)."""
        ...


@cache
def game_ui(game: Game) -> GameUi:
    """The Qt part of ``game``: the one place the shell imports a game's Qt module."""
    part = game.qt_part()
    if part.game_id != game.id:
        raise ValueError(f"{game.id!r} gave the Qt part of {part.game_id!r}")
    if not isinstance(part, GameUi):
        raise TypeError(f"the Qt part of {game.id!r} is not a whole GameUi")
    return part


def event_sound(event: Event) -> Sound | None:
    """The sound of ``event``, named by the game it belongs to: each game's Qt part
    names only its own event types, so the first answer is the one."""
    for game in registry.all_games():
        sound = game_ui(game).event_sound(event)
        if sound is not None:
            return sound
    return None
