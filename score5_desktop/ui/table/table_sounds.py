"""A table event's sound, played as the table shows the event, for any game.

A game's table driver says when it starts showing an event (``eventShown``),
the Qt part of the game the event belongs to names its sound
(``GameUi.event_sound``), and this object turns that into one
``SoundPlayer.play``. Live tables and the replay feed it alike. Events the table shows
in the same turn of the event loop (all of them at "instant" speed, or the
reveal after a skipped animation) would otherwise start several effects at
once, so they are gathered and only the most telling one is played.
"""

from __future__ import annotations

from typing import Protocol

from PySide6.QtCore import QObject, QTimer

from score5_desktop.ui.common.sound import Sound
from score5_desktop.ui.game_ui import event_sound

# Most telling first: when events arrive together, the first of these present plays.
PRIORITY: tuple[Sound, ...] = (Sound.END, Sound.WIN, Sound.REVEAL, Sound.PICK, Sound.BID)


class Player(Protocol):
    def play(self, sound: Sound) -> bool: ...


class TableSounds(QObject):
    """Plays the sound of each event the table shows; mute and volume are the player's."""

    def __init__(self, player: Player, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.player = player
        self._pending: set[Sound] = set()

    def eventShown(self, event: object) -> None:
        sound = event_sound(event)
        if sound is None:
            return
        if not self._pending:
            QTimer.singleShot(0, self._flush)
        self._pending.add(sound)

    def _flush(self) -> None:
        pending, self._pending = self._pending, set()
        for sound in PRIORITY:
            if sound in pending:
                self.player.play(sound)
                return
