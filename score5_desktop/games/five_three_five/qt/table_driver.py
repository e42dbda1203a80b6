"""Animates Five Three Five's events on its scene: one event in, "shown" out.

The game's session publishes each event with the public facts it produced;
the driver folds the event into ``TableFacts`` (the covered melds, the sweep,
the revealed hands), builds the picture for the eyes of the seat at the screen,
lets the scene move there and, for the end of a deal, count every hand's
penalty points card by card. ``eventDone`` tells the session the table is at
rest, so the next decision is asked for only once everyone has seen the last
one (the hand-shake SCORE 5's table keeps).
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QAbstractAnimation, QObject, QTimer, Signal

from score5_desktop.games.five_three_five.qt import words
from score5_desktop.games.five_three_five.qt.pictures import Seating, table_picture
from score5_desktop.games.five_three_five.qt.scene import F35Scene
from score5_desktop.games.five_three_five.qt.table_facts import TableFacts, fold
from score5_desktop.games.five_three_five.rules import events as ev
from score5_desktop.games.five_three_five.rules.view import SeatView
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
        self._facts = TableFacts()
        self._generation = 0
        self._last: tuple[SeatView, tuple, Seating, str] | None = None

    def facts(self) -> TableFacts:
        return self._facts

    def setMotion(self, motion: Motion) -> None:
        self.scene.setMotion(motion)

    def reset(
        self, players: int, home: int, *, tray: bool, facts: TableFacts | None = None
    ) -> None:
        """A new table (a new game, a resumed one with its facts folded already)."""
        self._generation += 1
        self._facts = facts or TableFacts()
        self.scene.setup(players, home, tray=tray)

    def setFacts(self, facts: TableFacts) -> None:
        self._facts = facts

    def animate(
        self,
        event: object,
        public: SeatView,
        hands: Sequence[tuple[int, ...] | None],
        seating: Seating,
        prompt: str = "",
    ) -> None:
        """Show ``event``; ``eventDone`` follows once the table is at rest."""
        self._facts = fold(self._facts, event)
        self._last = (public, tuple(hands), seating, prompt)
        self._generation += 1
        generation = self._generation
        self.eventShown.emit(event)
        motion = self.scene.motion()
        hold = motion.hold_ms(HOLD_MS.get(type(event), 300))
        if isinstance(event, ev.Dealt):
            self.scene.clearCounts()
        picture = table_picture(self._facts, public, hands, seating, prompt)
        animation = self.scene.sync(picture, 0 if isinstance(event, ev.DealEnded) else hold)
        if isinstance(event, ev.DealEnded):
            self._after(animation, generation, lambda: self._count(event, generation, hold))
            return
        self._after(animation, generation, lambda: self._done(generation))

    def setPicture(
        self,
        public: SeatView,
        hands: Sequence[tuple[int, ...] | None],
        seating: Seating,
        prompt: str = "",
    ) -> None:
        """Lay the table out as it is now, without an event (a hand turned over, a hint)."""
        self._last = (public, tuple(hands), seating, prompt)
        if self.scene.isAnimating():
            return
        self.scene.sync(table_picture(self._facts, public, hands, seating, prompt))

    def refresh(self) -> None:
        """The words changed (a language switch): lay the last picture out again."""
        if self._last is not None and not self.scene.isAnimating():
            self.setPicture(*self._last)

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
