"""Reads of the history that may take seconds (statistics, a page of a long list), run
off the GUI thread, in a worker process, so the windows keep answering whatever the
history's size.

The reads are ``storage.history_reads``' module-level functions: each is sent to one
worker process shared by every window (``storage.history_reads.run``), which keeps its
own connection to the history file. A process, not a thread: a read runs Python for
every row, and a thread doing that holds the GIL the window needs for each cell it
paints (with 10,000 games the History window stalled 150-200 ms at a time). The
process is started by the reader's own thread, never the GUI thread, and runs at a
lower priority than the window (``model.pool_worker.worker_start``). Should the process
fail, the read is run on the reader's thread instead, as before, so the window still
gets its answer.

A history held in memory (the file could not be used) has no file to open: it holds
only this session's games, and is read on the GUI thread at once.

Each ``read`` replaces the one before it: only the newest answer is delivered (a
window that asked again, for another game or after a new game was recorded, never
shows the older numbers).
"""

from __future__ import annotations

import atexit
import logging
import multiprocessing
import threading
from collections.abc import Callable
from concurrent.futures import ProcessPoolExecutor, ThreadPoolExecutor
from pathlib import Path
from typing import Any, ClassVar

from PySide6.QtCore import QObject, Signal

from score5_desktop.model.pool_worker import WORKER_NICENESS, worker_start
from score5_desktop.storage import history_reads
from score5_desktop.storage.errors import StorageError
from score5_desktop.storage.history import HistoryDB

logger = logging.getLogger(__name__)

Read = Callable[..., Any]
"""A read of the history: a module-level function (it is sent to the worker process)
taking a ``HistoryDB`` and picklable arguments; may raise ``StorageError``."""

_pool: ProcessPoolExecutor | None = None
_pool_lock = threading.Lock()


def _process_pool() -> ProcessPoolExecutor:
    """The one history worker process, made at first use (on a reader's thread)."""
    global _pool
    with _pool_lock:
        if _pool is None:
            _pool = ProcessPoolExecutor(
                1,
                mp_context=multiprocessing.get_context("spawn"),
                initializer=worker_start,
                initargs=(WORKER_NICENESS,),
            )
        return _pool


def _drop_pool(broken: ProcessPoolExecutor | None = None) -> None:
    """Forget the worker process (``broken``: only if it is still that one), ending it."""
    global _pool
    with _pool_lock:
        pool = _pool
        if pool is None or (broken is not None and pool is not broken):
            return
        _pool = None
    processes = list((getattr(pool, "_processes", None) or {}).values())
    pool.shutdown(wait=False, cancel_futures=True)
    for process in processes:
        if process.is_alive():
            process.terminate()


atexit.register(_drop_pool)


class HistoryReader(QObject):
    """Runs one read at a time off the GUI thread; ``done`` hands the answer (or the
    ``StorageError``) back on the GUI thread."""

    in_process: ClassVar[bool] = True
    """Whether reads run in the worker process (False: on the reader's thread, for tests
    that slow a ``HistoryDB`` query down in this process)."""

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
        self._answered.connect(self._on_answered)
        self.destroyed.connect(lambda *_: self._worker.shutdown(wait=False, cancel_futures=True))

    def reading(self) -> bool:
        """Whether an answer is still to come."""
        return self._pending

    def read(self, job: Read, *args: Any) -> None:
        """Run ``job(db, *args)`` on the history; its answer comes by ``done`` (at once, on
        this thread, for a history in memory)."""
        self._asked += 1
        asked = self._asked
        path = self._db.path
        if path is None:
            self._pending = False
            self.done.emit(_answer(job, args, self._db))
            return
        if not self._pending:
            self._pending = True
            self.readingChanged.emit(True)
        me = self._db.player_name
        self._worker.submit(self._run, asked, job, args, path, me, self.in_process)

    def _run(
        self, asked: int, job: Read, args: tuple, path: Path, me: str | None, in_process: bool
    ) -> None:
        """On the reader's thread: the read, in the worker process (or here)."""
        if asked != self._asked:
            return  # a newer read replaced this one before it began
        answer: object = None
        if in_process:
            pool = None
            try:
                pool = _process_pool()
                answer = pool.submit(history_reads.run, path, me, job, args).result()
            except Exception as exc:  # the process could not start or died: read here
                logger.warning("history worker process failed (%s); reading on a thread", exc)
                _drop_pool(pool)
                in_process = False
        if not in_process:
            answer = history_reads.run(path, me, job, args)
        self._answered.emit(asked, answer)

    def _on_answered(self, asked: int, answer: object) -> None:
        if asked != self._asked:
            return
        self._pending = False
        if isinstance(answer, StorageError):
            logger.warning("%s", answer)
        self.done.emit(answer)
        self.readingChanged.emit(False)


def _answer(job: Read, args: tuple, db: HistoryDB) -> object:
    try:
        return job(db, *args)
    except StorageError as exc:
        logger.warning("%s", exc)
        return exc
