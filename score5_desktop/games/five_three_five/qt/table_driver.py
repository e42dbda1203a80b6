"""Animates Five Three Five's events on its scene: one event in, "shown" out.

The game's session publishes each event with the table picture it produced
(``rules.table_picture``, already masked for the eyes the table may use); the
driver words and places it for the seating (``pictures.table_picture``), lets
the scene move there and, for the end of a deal, count every hand's penalty
points card by card. ``eventDone`` tells the session the table is at
rest, so the next decision is asked for only once everyone has seen the last
one (the hand-shake SCORE 5's table keeps). A trick's end also flashes a banner
saying why it ended and who leads next, which fades on its own time.
"""

from __future__ import annotations

from PySide6.QtCore import QAbstractAnimation, QObject, QTimer, Signal

from score5_desktop.games.five_three_five.qt import words
from score5_desktop.games.five_three_five.qt.pictures import Seating, table_picture
from score5_desktop.games.five_three_five.qt.scene import F35Scene
from score5_desktop.games.five_three_five.rules import events as ev
from score5_desktop.games.five_three_five.rules import table_picture as tp
from score5_desktop.ui.common.motion import Motion

HOLD_MS = {  # how long each event stays on show before the next, at Normal speed
    ev.Dealt: 300,
    ev.Played: 420,
    ev.Passed: 260,
    ev.TrickEnded: 380,
    ev.DealEnded: 900,
    ev.GameEnded: 600,
}


class F35TableDriver(QObject):
    eventDone = Signal()
    """The event last given to ``animate`` has been shown."""
    eventShown = Signal(object)
    """The table starts showing this event (sounds, the log)."""

    def __init__(self, scene: F35Scene, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.scene = scene
        self._picture: tp.TablePicture | None = None
        self._seating = Seating(())
        self._generation = 0

    def setMotion(self, motion: Motion) -> None:
        self.scene.setMotion(motion)

    def reset(self, players: int, home: int, *, tray: bool) -> None:
        """A new table (a new game, or a resumed one before its picture is set)."""
        self._generation += 1
        self._picture = None
        self.scene.setup(players, home, tray=tray)

    def halt(self) -> None:
        """Stop showing: any movement and penalty count end at once, and what they were
        to do next is dropped (a replay jumping elsewhere)."""
        self._generation += 1
        self.scene.finishAnimations()
        self.scene.clearCounts()
        self.scene.trickBanner().clear()

    def setSeating(self, seating: Seating) -> None:
        """Who sits where, whose hand is in the tray and who thinks: the next picture
        shown (by ``animate`` or ``setPicture``) uses it."""
        self._seating = seating

    def animate(self, event: object, picture: tp.TablePicture) -> None:
        """Show ``event``, after which the table is ``picture`` (masked already);
        ``eventDone`` follows once the table is at rest."""
        self._picture = picture
        self._generation += 1
        generation = self._generation
        self.eventShown.emit(event)
        motion = self.scene.motion()
        hold = motion.hold_ms(HOLD_MS.get(type(event), 300))
        if isinstance(event, ev.Dealt):
            self.scene.clearCounts()
        if isinstance(event, ev.TrickEnded):
            seating = self._seating
            you = seating.exposed if seating.addressed else None
            text = words.trick_ended_text(event, seating.names, you)
            self.scene.trickBanner().flash(text, motion)
        shown = table_picture(picture, self._seating)
        animation = self.scene.sync(shown, 0 if isinstance(event, ev.DealEnded) else hold)
        if isinstance(event, ev.DealEnded):
            self._after(animation, generation, lambda: self._count(event, generation, hold))
            return
        self._after(animation, generation, lambda: self._done(generation))

    def setPicture(self, picture: tp.TablePicture) -> None:
        """Lay ``picture`` out without an event (a hand turned over, a resumed game)."""
        self._picture = picture
        if self.scene.isAnimating():
            return
        self.scene.sync(table_picture(picture, self._seating))

    def refresh(self) -> None:
        """The words or the seating changed: lay the last picture out again, and word
        the penalty counts still shown again."""
        if self._picture is not None:
            self.setPicture(self._picture)
        self.scene.rewordCounts()

    def refreshPlates(self) -> None:
        """``ui.game_ui.TableDriver``: names, turns or who thinks changed."""
        self.refresh()

    def _count(self, event: ev.DealEnded, generation: int, hold: int) -> None:
        if generation != self._generation:
            return
        seats = [s for s in range(len(event.points)) if s != event.out]
        animation = self.scene.countPenalties(
            seats, lambda _seat, points: words.count_text(points), hold
        )
        self._after(animation, generation, lambda: self._done(generation))

    def _after(self, animation: QAbstractAnimation | None, generation: int, then) -> None:
        if animation is None:
            # Queued, so a whole instant game does not recurse event after event.
            QTimer.singleShot(0, self, then)
        else:
            animation.finished.connect(then)

    def _done(self, generation: int) -> None:
        if generation == self._generation:
            self.eventDone.emit()
