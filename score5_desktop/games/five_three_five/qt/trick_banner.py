"""The banner that says, for a moment, why a trick ended and who leads next.

The log says it too, but a newcomer watches the felt, where the cleared trick
just swept away: the banner stays where the melds lay, then fades. It runs on
its own animation, beside the table's, so the next lead may start while it
fades and the game never waits for it. At Instant speed nothing is shown.
"""

from __future__ import annotations

from PySide6.QtCore import QAbstractAnimation, QPropertyAnimation, QSequentialAnimationGroup

from score5_desktop.ui.common.motion import Motion
from score5_desktop.ui.table.badge_item import BadgeItem

SHOW_MS = 1500
"""How long the banner stays fully visible at Normal speed."""
FADE_MS = 350


class TrickBanner(BadgeItem):
    def __init__(self, parent=None) -> None:
        super().__init__(17, parent=parent)
        self.setZValue(80)  # above the sweeping cards and the next lead
        self._animation: QSequentialAnimationGroup | None = None
        self.setVisible(False)

    def isShowing(self) -> bool:
        return self._animation is not None

    def flash(self, text: str, motion: Motion) -> None:
        """Show ``text`` now, hold it, fade it out; a newer text replaces it at once."""
        self.clear()
        if motion.instant or not text:
            return
        self.setText(text)
        self.setOpacity(1.0)
        animation = QSequentialAnimationGroup(self)
        animation.addPause(motion.hold_ms(SHOW_MS))
        fade = QPropertyAnimation(self, b"opacity", animation)
        fade.setEndValue(0.0)
        fade.setDuration(motion.fade_ms(FADE_MS))
        animation.addAnimation(fade)
        animation.finished.connect(self.clear)
        self._animation = animation
        animation.start(QAbstractAnimation.DeletionPolicy.KeepWhenStopped)

    def clear(self) -> None:
        """Gone at once (its time is up, a newer banner, a new table)."""
        animation, self._animation = self._animation, None
        if animation is not None:
            animation.finished.disconnect(self.clear)
            animation.stop()
            animation.deleteLater()
        self.setText("")
        self.setOpacity(1.0)
