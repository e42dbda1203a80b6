"""The autosave as the app uses it: written off the GUI thread, problems said once.

After every decision the game is handed to ``BackgroundAutosave`` (the GUI
thread only makes the record text). When the disk refuses (a read-only folder,
a full disk) the player is told once, the status bar keeps saying so while it
lasts, the game goes on in memory and saving is retried quietly; when a write
works again the player is told that too.

Only one running app may write the autosave: a ``QLockFile`` beside it is held
for the whole run. A second window plays without autosaving and says so once,
instead of two games overwriting each other's file.
"""

from __future__ import annotations

import logging

from PySide6.QtCore import QLockFile, QObject, QTimer, Signal

from score5_desktop.model.storage_text import storage_text
from score5_desktop.model.text import arg, translate
from score5_desktop.storage.atomic import discard_temps
from score5_desktop.storage.autosave import AutosaveStore
from score5_desktop.storage.autosave_writer import BackgroundAutosave
from score5_desktop.storage.errors import Problem

logger = logging.getLogger(__name__)

RETRY_MS = 15000


class Autosaver(QObject):
    problem = Signal(str)
    """Say this to the player once (a failure that began, or a second window)."""
    status = Signal(str)
    """A lasting status-bar note while autosaving does not work; "" once it does."""
    recovered = Signal(str)
    """Autosaving works again after a failure."""
    _failed = Signal(object)  # a storage Problem, from the writer's thread
    _saved = Signal()

    def __init__(
        self, store: AutosaveStore, parent: QObject | None = None, *, claim: bool = True
    ) -> None:
        """``claim=False``: this window never reads, writes or locks the autosave (a demo
        of bots playing alone), and says nothing about it."""
        super().__init__(parent)
        self.store = store
        self._claim = claim
        self._lock = QLockFile(str(store.path) + ".lock")
        self._lock.setStaleLockTime(0)  # held all run: stale only if its app is gone
        if claim:
            try:
                store.path.parent.mkdir(parents=True, exist_ok=True)
            except OSError:
                pass  # the first save will say why
        locked = claim and self._lock.tryLock(0)
        self.owner = locked or (claim and self._lock.error() != QLockFile.LockError.LockFailedError)
        self._writer: BackgroundAutosave | None = None
        self._failing = False
        self._last: str | None = None  # the text last submitted (None: clear)
        self._retry = QTimer(self)
        self._retry.setSingleShot(True)
        self._retry.setInterval(RETRY_MS)
        self._retry.timeout.connect(self._try_again)
        self._failed.connect(self._on_failed)
        self._saved.connect(self._on_saved)
        if self.owner:
            # The only writer now: what a killed earlier run was writing is debris.
            discard_temps(store.path)
            self._writer = BackgroundAutosave(store, self._failed.emit, self._saved.emit)

    def notice(self) -> str:
        """What to tell the player at start-up, once ("" if nothing)."""
        if self.owner or not self._claim:
            return ""
        return translate(
            "Autosave",
            "Score 5 Desktop is already open in another window, which keeps the autosave. "
            "Games in this window are not autosaved.",
        )

    def enabled(self) -> bool:
        return self._writer is not None

    def save(self, text: str, *, finished: bool) -> None:
        """A game's record (its ``Game.dump_record``) after a decision. A finished game is
        written too: the autosave keeps it until the history has it (``GameHistory``
        then removes it)."""
        if self._writer is None:
            return
        if finished:
            self._last = None  # not retried here: the history's worker keeps it
            self._writer.submit_finished(text)
        else:
            self._last = text
            self._writer.submit_text(text)

    def flush(self, timeout: float = 5.0) -> bool:
        return self._writer is None or self._writer.flush(timeout)

    def close(self) -> None:
        """Write what is pending, stop the writer and let another window take the autosave."""
        self._retry.stop()
        if self._writer is not None:
            self._writer.close(5.0)
            self._writer = None
        if self._lock.isLocked():
            self._lock.unlock()

    def _on_failed(self, message: Problem) -> None:
        if not self._failing:
            self._failing = True
            text = arg(
                #: %1 a whole sentence saying what failed, e.g. "The game could not be autosaved
                #: (No space left on device)."
                translate(
                    "Autosave",
                    "%1 The game goes on, and saving will be tried again. To be safe, "
                    "save it yourself with Game > Save game as… to another folder.",
                ),
                storage_text(message),
            )
            self.problem.emit(text)
            self.status.emit(
                translate("Autosave", "Autosave is not working: this game is only in memory.")
            )
        self._retry.start()

    def _on_saved(self) -> None:
        if self._failing:
            self._failing = False
            self._retry.stop()
            self.status.emit("")
            self.recovered.emit(translate("Autosave", "Autosave works again."))

    def _try_again(self) -> None:
        if self._failing and self._writer is not None and self._last is not None:
            logger.info("trying the autosave again")
            self._writer.submit_text(self._last)
