"""Reads of the history that may take seconds (statistics, a page of a long list), run
off the GUI thread so the windows keep answering whatever the history's size.

A sqlite3 connection belongs to the thread that opened it, so the reader's one worker
thread opens its own connection to the history file, on first use, and keeps it. A
history held in memory (the file could not be used) has no file to open: it holds only
this session's games, and is read on the GUI thread at once.

Each ``read`` replaces the one before it: only the newest answer is delivered (a
window that asked again, for another game or after a new game was recorded, never
shows the older numbers).
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject, Signal

from score5_desktop.storage.errors import StorageError
from score5_desktop.storage.history import HistoryDB, open_reader

logger = logging.getLogger(__name__)

Read = Callable[[HistoryDB], Any]
"""A read of the history, given a ``HistoryDB`` of its own thread; may raise
``StorageError``."""


class HistoryReader(QObject):
    """Runs one read at a time on its own thread; ``done`` hands the answer (or the
    ``StorageError``) back on the GUI thread."""

    done = Signal(object)
    """The newest read's answer, or the ``StorageError`` it raised."""
    readingChanged = Signal(bool)  # noqa: N815 - Qt naming
    """An answer is now due (True), or has come (False): for a busy indicator."""
    _answered = Signal(int, object)  # from the worker thread

    def __init__(self, db: HistoryDB, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._db = db
        self._asked = 0
        self._pending = False
        self._worker = ThreadPoolExecutor(1, thread_name_prefix="score5-history-read")
        self._own: HistoryDB | None = None
        self._own_path: Path | None = None
        self._answered.connect(self._on_answered)
        self.destroyed.connect(lambda *_: self._worker.shutdown(wait=False, cancel_futures=True))

    def reading(self) -> bool:
        """Whether an answer is still to come."""
        return self._pending

    def read(self, job: Read) -> None:
        """Run ``job`` on the history; its answer comes by ``done`` (at once, on this
        thread, for a history in memory)."""
        self._asked += 1
        asked = self._asked
        path = self._db.path
        if path is None:
            self._pending = False
            self.done.emit(_answer(job, self._db))
            return
        if not self._pending:
            self._pending = True
            self.readingChanged.emit(True)
        me = self._db.player_name
        self._worker.submit(self._run, asked, job, path, me)

    def _run(self, asked: int, job: Read, path: Path, me: str | None) -> None:
        """On the worker thread: the read, on the worker's own connection."""
        if asked != self._asked:
            return  # a newer read replaced this one before it began
        try:
            if self._own is None or self._own_path != path:
                if self._own is not None:
                    self._own.close()
                self._own, self._own_path = open_reader(path), path
            self._own.player_name = me
        except StorageError as exc:
            self._answered.emit(asked, exc)
            return
        self._answered.emit(asked, _answer(job, self._own))

    def _on_answered(self, asked: int, answer: object) -> None:
        if asked != self._asked:
            return
        self._pending = False
        self.done.emit(answer)
        self.readingChanged.emit(False)


def _answer(job: Read, db: HistoryDB) -> object:
    try:
        return job(db)
    except StorageError as exc:
        logger.warning("%s", exc)
        return exc
