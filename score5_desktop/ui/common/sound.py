"""Short, soft sound effects for table events (reveal, bid, win, pick, end).

The sounds are our own, synthesized by ``tools/make_sounds.py``. Qt
Multimedia is imported only when sound is first enabled, so start-up does
not pay for it, and everything degrades to silence — no error — when the
module, an audio output or the files are missing, or when the environment
variable ``SCORE5_NO_SOUND`` is set (tests and headless runs).
"""

from __future__ import annotations

import importlib.util
import logging
import os
from enum import StrEnum

from PySide6.QtCore import QObject, QUrl

from score5_desktop.paths import resource

log = logging.getLogger(__name__)


class SoundProblem(StrEnum):
    """Why no sound can be played, for Preferences to say so."""

    NO_MULTIMEDIA = "no-multimedia"
    NO_OUTPUT = "no-output"
    NO_FILES = "no-files"
    SWITCHED_OFF = "switched-off"


class Sound(StrEnum):
    REVEAL = "reveal"
    BID = "bid"
    WIN = "win"
    PICK = "pick"
    END = "end"


def multimedia_installed() -> bool:
    """Whether PySide6 ships Qt Multimedia here, whether or not it can load."""
    return importlib.util.find_spec("PySide6.QtMultimedia") is not None


class SoundPlayer(QObject):
    """Plays effects at a volume 0–100; muted or unavailable means silent."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._volume = 70
        self._muted = False
        self._effects: dict[Sound, object] | None = None
        self._available: bool | None = None
        self._problem: SoundProblem | None = None

    # -- settings -------------------------------------------------------------
    def volume(self) -> int:
        return self._volume

    def setVolume(self, volume: int) -> None:
        self._volume = max(0, min(100, int(volume)))
        for effect in (self._effects or {}).values():
            effect.setVolume(self._volume / 100)  # type: ignore[attr-defined]

    def isMuted(self) -> bool:
        return self._muted

    def setMuted(self, muted: bool) -> None:
        self._muted = bool(muted)

    def isAvailable(self) -> bool:
        """Whether sound can be played at all on this system (loads Qt Multimedia)."""
        if self._available is None:
            self._available = self._load()
        return self._available

    def problem(self) -> SoundProblem | None:
        """Why sound is unavailable (loads Qt Multimedia to find out); None if it works."""
        return None if self.isAvailable() else self._problem

    # -- playing --------------------------------------------------------------
    def play(self, sound: Sound) -> bool:
        """Play one effect; returns whether it was started."""
        if self._muted or self._volume == 0 or not self.isAvailable():
            return False
        effect = (self._effects or {}).get(sound)
        if effect is None:
            return False
        effect.play()  # type: ignore[attr-defined]
        return True

    def _load(self) -> bool:
        if os.environ.get("SCORE5_NO_SOUND"):
            self._problem = SoundProblem.SWITCHED_OFF
            return False
        try:
            from PySide6.QtMultimedia import QMediaDevices, QSoundEffect
        except ImportError as exc:
            if multimedia_installed():
                # Installed, but the system's sound library (PulseAudio, ALSA) is
                # missing: a machine without audio, where "not installed" misleads.
                log.info("Qt Multimedia cannot load (%s): sound is off", exc)
                self._problem = SoundProblem.NO_OUTPUT
            else:
                log.info("Qt Multimedia is not installed: sound is off")
                self._problem = SoundProblem.NO_MULTIMEDIA
            return False
        if not QMediaDevices.audioOutputs():
            log.info("no audio output: sound is off")
            self._problem = SoundProblem.NO_OUTPUT
            return False
        effects: dict[Sound, object] = {}
        for sound in Sound:
            node = resource("sounds", f"{sound.value}.wav")
            if not node.is_file():
                continue
            effect = QSoundEffect(self)
            effect.setSource(QUrl.fromLocalFile(os.fspath(node)))  # type: ignore[arg-type]
            effect.setVolume(self._volume / 100)
            effects[sound] = effect
        self._effects = effects
        if not effects:
            self._problem = SoundProblem.NO_FILES
        return bool(effects)
