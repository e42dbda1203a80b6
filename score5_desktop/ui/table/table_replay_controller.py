"""Drives a game's own replay table through a recorded game, by its driver alone.

The shell knows no game's scene here: it hands the game's ``ReplayTable`` the
timeline's pictures, masked for whose eyes the replay is watched through.
Stepping forward gives the driver each event of the decision in turn
(``animate``, waiting for ``eventDone``) at the chosen speed; stepping back,
jumping and changing whose eyes go straight to the picture at rest
(``setPicture``), so the table is always exactly the picture of its position.
Playing steps forward on its own until the end or a pause.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QObject, QTimer, Signal

from score5_desktop.core.players import Player
from score5_desktop.model.replay_timeline import Frame, ReplayTimeline
from score5_desktop.ui.common.motion import Motion
from score5_desktop.ui.game_ui import MarksTurns, ReplayTable

SPEEDS: tuple[float, ...] = (0.5, 1.0, 2.0, 4.0, 8.0)
"""The replay speeds the bar offers, as rates of live play's normal speed."""
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


class TableReplayController(QObject):
    """Step, jump and play through a recorded game on any game's replay table."""

    positionChanged = Signal(int)
    playingChanged = Signal(bool)
    eventShown = Signal(object)
    """The table starts showing this event (the live table's sounds can follow it)."""

    def __init__(
        self,
        timeline: ReplayTimeline,
        players: Sequence[Player],
        table: ReplayTable,
        home: int = 0,
        parent: QObject | None = None,
        *,
        reduced_motion: bool = False,
        viewer: int | None = None,
    ) -> None:
        """``viewer``: whose eyes from the first picture on (None: everyone's, as the
        bar opens; a seat for an online game, whose first deal must not show all)."""
        super().__init__(parent)
        self.timeline = timeline
        self.table = table
        self.home = home
        self._viewer: int | None = viewer
        self._position = 0
        self._playing = False
        self._rate = 1.0
        self._reduced = reduced_motion
        self._pending: list[Frame] = []  # frames of the step being shown, after this one
        self._showing = False  # an event given to ``animate`` is not done yet
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._play_next)
        table.driver.eventDone.connect(self._on_done)
        table.driver.eventShown.connect(self.eventShown)
        table.seat(players, home)
        self._show_rest(0)

    # -- reading -------------------------------------------------------------------------
    def position(self) -> int:
        return self._position

    @property
    def length(self) -> int:
        return self.timeline.length

    def isPlaying(self) -> bool:
        return self._playing

    def isAnimating(self) -> bool:
        return self._showing or bool(self._pending)

    def viewer(self) -> int | None:
        """Whose eyes: a seat, or None for every hand open."""
        return self._viewer

    def currentPicture(self) -> Any:
        """The game's picture at rest at this position, as the table was given it."""
        return self.timeline.seen(self.timeline.rest(self._position), self._viewer)

    # -- moving --------------------------------------------------------------------------
    def forward(self) -> bool:
        """One decision on, animated as in live play; False at the end."""
        if self._position >= self.length:
            return False
        self._stop_showing()
        self._position += 1
        self.timeline.navigator.seek(self._position)
        self.positionChanged.emit(self._position)
        self._pending = self.timeline.frames(self._position)
        self._show_next()
        return True

    def back(self) -> bool:
        """One decision back (at once); False at the start."""
        if self._position <= 0:
            return False
        self.pause()
        self.seek(self._position - 1)
        return True

    def seek(self, position: int) -> None:
        """Go to ``position`` at once (the picture at rest there)."""
        position = max(0, min(int(position), self.length))
        self._timer.stop()
        self._stop_showing()
        self._position = position
        self.timeline.navigator.seek(position)
        self._show_rest(position)
        self.positionChanged.emit(position)
        if self._playing:  # e.g. the eyes changed while playing: play on from here
            self._timer.start(int(_GAP_MS / self._rate))

    def playRound(self, rnd: int) -> None:
        """Watch round ``rnd`` from its start."""
        self.seek(self.timeline.round_start(rnd))
        self.play()

    def play(self) -> None:
        if self._playing:
            return
        if self._position >= self.length:
            self.seek(0)
        self._playing = True
        self.playingChanged.emit(True)
        if not self.isAnimating():
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
        self.table.driver.setMotion(self._motion())

    def setViewer(self, seat: int | None) -> None:
        """Look through ``seat``'s eyes, or everyone's (None); the table follows at once."""
        if seat == self._viewer:
            return
        self._viewer = seat
        self.seek(self._position)

    def refresh(self) -> None:
        """Lay the table out again (language or appearance changed)."""
        self.seek(self._position)

    def stop(self) -> None:
        """Leave the table: no more steps."""
        self.pause()
        self._stop_showing()

    # -- internals -----------------------------------------------------------------------
    def _motion(self) -> ReplayMotion:
        return ReplayMotion(reduced=self._reduced, rate=self._rate)

    def _play_next(self) -> None:
        if not self._playing:
            return
        if not self.forward():
            self.pause()

    def _stop_showing(self) -> None:
        self._pending = []
        self._showing = False
        self.table.finish()

    def _show_rest(self, position: int) -> None:
        # A jump is not a move of the game: the table is simply laid out as it was.
        driver = self.table.driver
        frame = self.timeline.rest(position)
        self._tell_table(frame)
        driver.setMotion(_INSTANT)
        driver.setPicture(self.timeline.seen(frame, self._viewer))
        driver.setMotion(self._motion())

    def _tell_table(self, frame: Frame) -> None:
        """Whose eyes, and (for a table that asks) who acts next at ``frame``."""
        self.table.setEyes(self._viewer)
        if isinstance(self.table, MarksTurns):
            self.table.setToAct(frame.to_act)

    def _show_next(self) -> None:
        """The next pending frame: an event animated, or a quiet picture laid out."""
        while self._pending:
            frame = self._pending.pop(0)
            self._tell_table(frame)
            seen = self.timeline.seen(frame, self._viewer)
            if frame.event is None:
                # Nothing public moved (a bid put down, seen only with everyone's eyes):
                # laid out at once, as a jump lays it out, so no card is still flying
                # when the step is over.
                driver = self.table.driver
                driver.setMotion(_INSTANT)
                driver.setPicture(seen)
                driver.setMotion(self._motion())
                continue
            self._showing = True
            self.table.driver.animate(frame.event, seen)
            return
        if self._playing:
            self._timer.start(int(_GAP_MS / self._rate))

    def _on_done(self) -> None:
        if self._showing:
            self._showing = False
            self._show_next()
