"""SCORE 5's table for a replay (``ui.game_ui.ReplayTable``): the live table's scene and
view, with a driver fed by the shell's replay controller instead of a live model.

The shell's ``TableReplayController`` hands the driver the timeline's pictures, already
masked for whose eyes, one event at a time (``animate``) or at rest (``setPicture``),
and says which seats act next (``setToAct``, from the recorded state: a picture does
not say it). The driver lays each picture out as live play does (the same scene
picture, hold times and pile reveal), words the plates from the picture, and, with
everyone's eyes, opens the other hands beside their plates (``replay_hands``).
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QAbstractAnimation, QObject, QTimer, Signal

from score5_desktop.core.players import Player
from score5_desktop.games.score5.qt.table.replay_hands import OpenHands
from score5_desktop.games.score5.qt.table.replay_pictures import picture, refresh_plates
from score5_desktop.games.score5.qt.table.result_show import ResultShow
from score5_desktop.games.score5.qt.table.table_controller import HOLD_MS
from score5_desktop.games.score5.qt.table.table_scene import TableScene
from score5_desktop.games.score5.qt.table.table_view import TableView
from score5_desktop.games.score5.rules import events as ev
from score5_desktop.games.score5.rules.table_picture import TablePicture
from score5_desktop.ui.common.appearance import Appearance
from score5_desktop.ui.common.motion import Motion


class ReplayDriver(QObject):
    """``ui.game_ui.TableDriver`` over a recorded game: no model, no queue; the replay
    controller gives one event at a time and waits for ``eventDone``."""

    eventShown = Signal(object)
    """The table starts showing this event (the live table's sounds can follow it)."""
    eventDone = Signal()
    """The event last given to ``animate`` has been shown."""

    def __init__(self, scene: TableScene, appearance: Appearance, parent: QObject) -> None:
        super().__init__(parent)
        self.scene = scene
        self.hands = OpenHands(scene, appearance)
        self.results = ResultShow(scene)
        self._players: tuple[Player, ...] = ()
        self._home = 0
        self._eyes: int | None = None
        self._to_act: tuple[int, ...] = ()
        self._picture: TablePicture | None = None  # None: the table is laid afresh
        self._generation = 0  # bumped by ``finish``: an animation ended early says nothing

    def seat(self, players: Sequence[Player], home: int) -> None:
        self._players, self._home = tuple(players), home
        self._picture = None
        self.results.reset()

    def setEyes(self, seat: int | None) -> None:  # noqa: N802 - Qt naming
        self._eyes = seat

    def setToAct(self, seats: tuple[int, ...]) -> None:  # noqa: N802
        self._to_act = tuple(seats)

    def setMotion(self, motion: Motion) -> None:  # noqa: N802
        self.scene.setMotion(motion)

    def animate(self, event: ev.Event, seen: TablePicture) -> None:
        """Show ``event`` as live play does, ending on ``seen``; then ``eventDone``."""
        self._prepare(seen)
        shown = picture(seen, self._eyes, self._home)
        shown.reveal_from_pile = isinstance(event, ev.CardRevealed)
        hold = self.scene.motion().hold_ms(HOLD_MS.get(type(event), 300))
        self.eventShown.emit(event)
        self.results.feed(event, seen, self._names(), None)
        animation = self.scene.sync(shown, hold)
        self._watch(animation)

    def setPicture(self, seen: TablePicture) -> None:  # noqa: N802
        """Lay ``seen`` out (a position at rest, or a step where nothing public moved)."""
        self._prepare(seen)
        self.results.rest(seen)
        self.scene.sync(picture(seen, self._eyes, self._home))

    def refreshPlates(self) -> None:  # noqa: N802
        """Word the plates, the tray caption and the pile again (the language changed)."""
        if self._picture is not None:
            self._decorate(self._picture)
        self.results.retranslate(self._names(), None)

    def finish(self) -> None:
        """End the running animation at once, without a word to the controller."""
        self._generation += 1
        self.scene.finishAnimations()

    def _names(self) -> list[str]:
        return [player.name for player in self._players]

    def _prepare(self, seen: TablePicture) -> None:
        """A table laid for this game's deck and seats, then the plates and open hands
        of ``seen`` (they change at once; the cards then move)."""
        if self._picture is None or not self.scene.isReady(seen.players):
            self.scene.setup(seen.deck, seen.players, self._home)
        self._picture = seen
        self._decorate(seen)

    def _decorate(self, seen: TablePicture) -> None:
        refresh_plates(self.scene, seen, self._to_act, self._players, self._eyes, self._home)
        if self._eyes is None and seen.ended is None:
            # A bid put down lies face up at its seat (``open_bids``), not in the fan too.
            others = {
                s: seen.in_hand(s) & ~seen.own_bids[s]
                for s in range(seen.players)
                if s != self._home
            }
            self.hands.show(seen.deck, others)
        else:
            self.hands.clear()

    def _watch(self, animation: QAbstractAnimation | None) -> None:
        generation = self._generation
        if animation is None:  # nothing moved: done, once the caller has returned
            QTimer.singleShot(0, self, lambda: self._done(generation))
        else:
            animation.finished.connect(lambda: self._done(generation))

    def _done(self, generation: int) -> None:
        if generation == self._generation:
            self.eventDone.emit()


class Score5ReplayTable(QObject):
    """``ui.game_ui.ReplayTable`` (and ``MarksTurns``) for SCORE 5."""

    def __init__(self, appearance: Appearance, parent: QObject) -> None:
        super().__init__(parent)
        self.scene = TableScene(appearance, parent)
        self.view = TableView(self.scene)
        self.driver = ReplayDriver(self.scene, appearance, self)

    def applyAppearance(self) -> None:  # noqa: N802 - Qt naming
        self.scene.applyAppearance()

    def seat(self, players: Sequence[Player], home: int) -> None:
        self.driver.seat(players, home)

    def setEyes(self, seat: int | None) -> None:  # noqa: N802
        self.driver.setEyes(seat)

    def setToAct(self, seats: tuple[int, ...]) -> None:  # noqa: N802
        self.driver.setToAct(seats)

    def finish(self) -> None:
        self.driver.finish()

    def openHands(self) -> OpenHands:
        """The other seats' hands drawn beside their plates with everyone's eyes."""
        return self.driver.hands
