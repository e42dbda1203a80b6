"""Drives a table scene through a recorded game: step, jump, play at any speed.

Stepping forward shows every event of the decision one after another with the
live table's animations and pauses (``TableScene.sync`` on the same pictures);
stepping back, jumping and changing whose eyes we look through go straight to
the frame at rest, so the table is always exactly the picture of its position.
Playing steps forward on its own until the end or a pause.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import QObject, QTimer, Signal

from score5_desktop.games.score5.qt.table.table_controller import HOLD_MS
from score5_desktop.games.score5.qt.table.table_scene import Picture, TableScene
from score5_desktop.games.score5.rules import events as ev
from score5_desktop.games.score5.rules.record import Player
from score5_desktop.games.score5.rules.table_picture import TablePicture
from score5_desktop.model.replay_timeline import Frame, ReplayTimeline
from score5_desktop.ui.common.appearance import Appearance
from score5_desktop.ui.common.motion import Motion
from score5_desktop.ui.table.replay_hands import OpenHands
from score5_desktop.ui.table.replay_pictures import picture, refresh_plates

SPEEDS: tuple[float, ...] = (0.5, 1.0, 2.0, 4.0, 8.0)
_GAP_MS = 350  # between two decisions while playing, at 1x
_INSTANT = Motion("instant")


@dataclass(frozen=True, slots=True)
class ReplayMotion(Motion):
    """The table's motion at a replay speed: every duration divided by ``rate``."""

    rate: float = 1.0

    def ms(self, base: int) -> int:
        return 0 if self.reduced else int(base / self.rate)

    def fade_ms(self, base: int) -> int:
        return int(base / self.rate)

    def hold_ms(self, base: int) -> int:
        return int(base / self.rate)


class ReplayController(QObject):
    positionChanged = Signal(int)
    playingChanged = Signal(bool)
    eventShown = Signal(object)
    """The table starts showing this event (the live table's sounds can follow it)."""

    def __init__(
        self,
        timeline: ReplayTimeline,
        players: Sequence[Player],
        scene: TableScene,
        appearance: Appearance,
        home: int = 0,
        parent: QObject | None = None,
        *,
        reduced_motion: bool = False,
    ) -> None:
        super().__init__(parent)
        self.timeline = timeline
        self.players = tuple(players)
        self.scene = scene
        self.home = home
        self._viewer: int | None = None
        self._position = 0
        self._playing = False
        self._generation = 0
        self._rate = 1.0
        self._reduced = reduced_motion
        self._hands = OpenHands(scene, appearance)
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._play_next)
        scene.setMotion(self._motion())
        scene.setup(timeline.navigator.state_at(0).deck, len(self.players), home)
        self._show_rest(0)

    # -- reading -------------------------------------------------------------------------
    def position(self) -> int:
        return self._position

    @property
    def length(self) -> int:
        return self.timeline.length

    def isPlaying(self) -> bool:
        return self._playing

    def viewer(self) -> int | None:
        """Whose eyes: a seat, or None for every hand open."""
        return self._viewer

    def showsEnd(self) -> bool:
        """The table shows the final scoring cards."""
        return self.timeline.rest(self._position).picture.ended is not None

    def isAnimating(self) -> bool:
        return self.scene.isAnimating()

    def currentPicture(self) -> Picture:
        return picture(self._seen(self.timeline.rest(self._position)), self._viewer, self.home)

    def _seen(self, frame: Frame) -> TablePicture:
        """``frame`` through the current viewer's eyes."""
        return self.timeline.seen(frame, self._viewer)

    def openHands(self) -> OpenHands:
        return self._hands

    # -- moving --------------------------------------------------------------------------
    def forward(self) -> bool:
        """One decision on, animated as in live play; False at the end."""
        if self._position >= self.length:
            return False
        self._generation += 1
        self._position += 1
        self.timeline.navigator.seek(self._position)
        self.positionChanged.emit(self._position)
        self._animate(self.timeline.frames(self._position), self._generation)
        return True

    def back(self) -> bool:
        """One decision back (at once); False at the start."""
        if self._position <= 0:
            return False
        self.pause()
        self.seek(self._position - 1)
        return True

    def seek(self, position: int) -> None:
        """Go to ``position`` at once (the frame at rest there)."""
        position = max(0, min(int(position), self.length))
        self._generation += 1
        self._timer.stop()
        self.scene.finishAnimations()
        self._position = position
        self.timeline.navigator.seek(position)
        self._show_rest(position)
        self.positionChanged.emit(position)
        if self._playing:  # e.g. the eyes changed while playing: play on from here
            self._timer.start(int(_GAP_MS / self._rate))

    def playRound(self, rnd: int) -> None:
        """Watch round ``rnd`` from its reveal."""
        self.seek(self.timeline.round_start(rnd))
        self.play()

    def play(self) -> None:
        if self._playing:
            return
        if self._position >= self.length:
            self.seek(0)
        self._playing = True
        self.playingChanged.emit(True)
        if not self.scene.isAnimating():
            self._play_next()

    def pause(self) -> None:
        if not self._playing:
            return
        self._playing = False
        self._timer.stop()
        self.playingChanged.emit(False)

    def togglePlay(self) -> None:
        if self._playing:
            self.pause()
        else:
            self.play()

    def setRate(self, rate: float) -> None:
        """Replay speed: 1 is live play's normal speed, 2 twice as fast."""
        self._rate = max(0.1, float(rate))
        self.scene.setMotion(self._motion())

    def setViewer(self, seat: int | None) -> None:
        """Look through ``seat``'s eyes, or everyone's (None); the table follows at once."""
        if seat == self._viewer:
            return
        self._viewer = seat
        self.seek(self._position)

    def refresh(self) -> None:
        """Word the table again (language or appearance changed)."""
        self.seek(self._position)

    def stop(self) -> None:
        """Leave the table: no more steps, and the open hands go."""
        self.pause()
        self._generation += 1
        self._hands.clear()

    # -- internals -----------------------------------------------------------------------
    def _motion(self) -> ReplayMotion:
        return ReplayMotion(reduced=self._reduced, rate=self._rate)

    def _play_next(self) -> None:
        if not self._playing:
            return
        if not self.forward():
            self.pause()

    def _show_rest(self, position: int) -> None:
        frame = self.timeline.rest(position)
        # A jump is not a move of the game: the table is simply laid out as it was.
        self.scene.setMotion(_INSTANT)
        self.scene.sync(picture(self._seen(frame), self._viewer, self.home))
        self.scene.setMotion(self._motion())
        self._decorate(frame)

    def _decorate(self, frame: Frame) -> None:
        seen = self._seen(frame)
        refresh_plates(self.scene, frame, seen, self.players, self._viewer, self.home)
        if self._viewer is None and seen.ended is None:
            others = {s: seen.in_hand(s) for s in range(seen.players) if s != self.home}
            self._hands.show(seen.deck, others)
        else:
            self._hands.clear()

    def _animate(self, frames: list[Frame], generation: int) -> None:
        """Show ``frames`` one after another, each once the previous has settled."""
        if generation != self._generation:
            return
        if not frames:
            if self._playing:
                self._timer.start(int(_GAP_MS / self._rate))
            return
        frame, rest = frames[0], frames[1:]
        shown = picture(self._seen(frame), self._viewer, self.home)
        shown.reveal_from_pile = isinstance(frame.event, ev.CardRevealed)
        hold = self.scene.motion().hold_ms(HOLD_MS.get(type(frame.event), 300))
        self._decorate(frame)
        if frame.event is not None:
            self.eventShown.emit(frame.event)
        animation = self.scene.sync(shown, hold)
        if animation is None:
            QTimer.singleShot(0, self, lambda: self._animate(rest, generation))
        else:
            animation.finished.connect(lambda: self._animate(rest, generation))
