"""``AnimationRunner``: the one running animation of a table scene, and the cards leaving.

Every game's table moves from picture to picture with one animation at a time:
a new picture first jumps the running one to its end, cards that leave the
table stay in the scene until their flight is over, and a layout change that
comes in mid-flight waits for the table to rest. This is that bookkeeping,
shared by every game's scene; the scene decides what moves where.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import (
    QAbstractAnimation,
    QParallelAnimationGroup,
    QPauseAnimation,
    QSequentialAnimationGroup,
)
from PySide6.QtWidgets import QGraphicsObject, QGraphicsScene


class AnimationRunner:
    """Runs a scene's animations one at a time and removes leaving items at rest.

    ``at_rest`` is called after each animation ends (or is jumped to its end), once
    the leaving items are gone: the scene lays out again there if it was resized."""

    def __init__(self, scene: QGraphicsScene, at_rest: Callable[[], None]) -> None:
        self._scene = scene
        self._at_rest = at_rest
        self._running: QAbstractAnimation | None = None
        self._leaving: list[QGraphicsObject] = []

    def running(self) -> QAbstractAnimation | None:
        """The animation now running, if any."""
        return self._running

    def isAnimating(self) -> bool:
        return self._running is not None

    def finish(self) -> None:
        """Jump the running animation to its end (a new picture, a new game, a replay jump)."""
        running = self._running
        if running is not None:
            running.setCurrentTime(running.totalDuration())
            if self._running is running:
                running.stop()
                self._done()

    def leave(self, item: QGraphicsObject) -> None:
        """``item`` leaves the table: it is removed once the running animation ends."""
        self._leaving.append(item)

    def run(self, animation: QAbstractAnimation) -> QAbstractAnimation:
        """Start ``animation`` as the scene's running one."""
        self._running = animation
        animation.finished.connect(self._done)
        animation.start()
        return animation

    def settle(
        self, group: QParallelAnimationGroup, animate: bool, hold_ms: int
    ) -> QAbstractAnimation | None:
        """Run the moves of one picture change, then a pause of ``hold_ms`` so a reader
        sees the result; None when nothing is left to run (the table is already there)."""
        if not animate or group.animationCount() == 0:
            group.deleteLater()
            self.drop_leaving()
            if animate and hold_ms > 0:
                return self.run(QPauseAnimation(hold_ms, self._scene))
            return None
        if hold_ms > 0:
            sequence = QSequentialAnimationGroup(self._scene)
            sequence.addAnimation(group)
            sequence.addPause(hold_ms)
            return self.run(sequence)
        return self.run(group)

    def drop_leaving(self) -> None:
        """Remove every leaving item now."""
        for item in self._leaving:
            self.drop(item)
        self._leaving.clear()

    def drop(self, item: QGraphicsObject) -> None:
        """Take ``item`` off the scene and delete it."""
        if item.scene() is self._scene:
            self._scene.removeItem(item)
        item.deleteLater()

    def _done(self) -> None:
        running, self._running = self._running, None
        if running is not None:
            running.deleteLater()
        self.drop_leaving()
        self._at_rest()
