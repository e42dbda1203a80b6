"""``GameHistory``: the app's one open history database, and the recording of finished games.

The database is opened once per run and read on the GUI thread (sqlite3
objects belong to their thread; the queries are small, and a database held by
another copy of the app is waited for at most a quarter of a second). Windows
that show the history listen to ``changed`` instead of being told by the game,
so a game recorded while the History or Statistics window is open shows up at
once.

A game finished on the table is written by one worker thread, with a
connection of its own, in the order ``storage.game_end`` gives (the autosave
holds the finished game until the history or the pending folder does), so the
window never waits for the disk or for another copy of the app holding the
file. A game the database cannot take now (busy, disk full, opened in memory
because the file was busy at start) is kept in ``history_spool`` and added by
a retry every ``RETRY_MS`` (on the worker too), or at the next start: never
dropped, and the player is told once. A game no file could take is kept in
memory, retried the same way, and the player is told to save it elsewhere.
A game finished again (re-opened) updates its row.

A game is recorded when a decision applied in this session ends it — never
when a finished game is merely shown (the replay viewer) or reopened — and the
record is replayed through the engine before it is stored, so the history only
ever holds games that replay exactly. A game played at an online table goes with
the seat this app's player held there (``online_seat``), through every one of
those places, so the history replays and reviews it from that seat alone.
"""

from __future__ import annotations

import json
import logging
from collections.abc import Callable
from concurrent.futures import Future, ThreadPoolExecutor, wait
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path

from PySide6.QtCore import QObject, QTimer, Signal

from score5_desktop.core import records
from score5_desktop.core.errors import RecordError
from score5_desktop.model.autosaver import Autosaver
from score5_desktop.model.game_model import Changes, GameModel
from score5_desktop.model.storage_text import storage_text
from score5_desktop.storage.autosave import AutosaveStore
from score5_desktop.storage.errors import Kind, Problem, StorageError
from score5_desktop.storage.game_end import (
    Kept,
    add_pending_games,
    history_adder,
    keep_finished_game,
)
from score5_desktop.storage.history import HistoryDB, HistoryOpen, open_history, open_writer
from score5_desktop.storage.history_spool import (
    spool_folder,
    spool_game,
    spooled_games,
    unspool,
)
from score5_desktop.storage.record_files import LoadResult

logger = logging.getLogger(__name__)

RETRY_MS = 15_000
#: How long the worker waits for the autosave to hold the finished game before storing it.
AUTOSAVE_FLUSH_SECONDS = 10.0


@dataclass(frozen=True, slots=True)
class _Finished:
    """A finished game on its way to the history, and where it went (from the worker)."""

    record_json: str
    finished_at: datetime
    kept: Kept
    online_seat: int | None = None


class GameHistory(QObject):
    """Owns the ``HistoryDB`` for the run and adds each game finished on the table."""

    changed = Signal()
    """A game was added (views refresh from the database)."""
    gameRecorded = Signal(int)
    """The id of the game just stored."""
    problem = Signal(str)
    """Plain words for the player when the history could not be written."""
    _kept = Signal(object)  # a _Finished, from the worker thread
    _retried = Signal(int, bool)  # games added, whether every waiting one was

    def __init__(self, opened: HistoryOpen, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._db: HistoryDB = opened.db
        # Worded when it is said, in the language the window has by then (the language
        # is applied after the window, and so this history, is made).
        self.openProblem: Problem | None = opened.message
        self._recording = True
        self._model: GameModel | None = None
        self._recorded_this_game = False
        self._told_pending = False
        self._retry = QTimer(self)
        self._retry.setInterval(RETRY_MS)
        self._retry.timeout.connect(self._retry_in_background)
        self._autosaver: Autosaver | None = None
        # Finished games no file took yet: record, date, online seat.
        self._unkept: list[tuple[str, datetime, int | None]] = []
        self._worker = ThreadPoolExecutor(1, thread_name_prefix="score5-history")
        self._jobs: list[Future] = []
        self._kept.connect(self._on_kept)
        self._retried.connect(self._on_retried)
        # Games left waiting by an earlier run (or this one): added now if possible.
        if self._db.persistent:
            self.retry()
        elif self._db.reopen_path is not None:
            self._retry.start()  # busy at start: try the file again later, not now

    @property
    def db(self) -> HistoryDB:
        return self._db

    def setRecording(self, on: bool) -> None:
        """Off for the unattended demo, whose bot games are not the player's history."""
        self._recording = bool(on)

    def setAutosaver(self, autosaver: Autosaver | None) -> None:
        """The autosave that holds each finished game until the history has it (None:
        this window does not autosave)."""
        self._autosaver = autosaver

    def watch(self, model: GameModel) -> None:
        """Record the games played on ``model`` as they finish."""
        self._model = model
        model.gameStarted.connect(self._on_game_started)
        model.changed.connect(self._on_changed)

    def record(
        self,
        record_json: str,
        finished_at: datetime | None = None,
        online_seat: int | None = None,
    ) -> int | None:
        """Store a finished game from its record; returns its id, or None if the
        database could not take it now (the game then waits to be added later).
        ``online_seat``: the seat this app's player held at an online table."""
        try:
            _game, replayed = records.read(record_json)
        except RecordError:
            logger.exception("a finished game's own record does not replay")
            return None
        when = finished_at or datetime.now(UTC)
        waiting = None
        if not self._db.persistent and self._db.reopen_path is not None:
            # Shown this session from memory, and kept for the real file.
            waiting = self._keep(record_json, when, None, online_seat)
        try:
            game_id = self._db.add_game(
                record_json, replayed.state, finished_at=when, online_seat=online_seat
            )
        except StorageError as exc:
            self._keep(record_json, when, exc.problem, online_seat)
            return None
        logger.info("game %d added to the history", game_id)
        if waiting is None and self._db.persistent:
            self._forget(record_json, when)
        self.gameRecorded.emit(game_id)
        self.changed.emit()
        return game_id

    def pendingCount(self) -> int:
        """Finished games waiting to be added to the history file."""
        folder = self._spool()
        return 0 if folder is None else len(spooled_games(folder))

    def retry(self) -> int:
        """Add the games that wait, reopening the file if it was busy at start;
        returns how many were added. Quiet: failures wait for the next retry."""
        if not self._db.persistent and self._db.reopen_path is not None:
            opened = open_history(self._db.reopen_path)
            if not opened.db.persistent:
                opened.db.close()
                self._retry.start()
                return 0
            self._db.adopt(opened.db)  # windows holding the database follow
            logger.info("history file %s can be used again", self._db.path)
        folder = self._spool()
        if folder is None:
            return 0
        added = 0
        for game in spooled_games(folder):
            try:
                _game, replayed = records.read(game.record_json)
                self._db.add_game(
                    game.record_json,
                    replayed.state,
                    finished_at=game.finished_at,
                    online_seat=game.online_seat,
                )
            except RecordError:
                logger.warning("a waiting game no longer replays; left in %s", game.path)
                continue
            except StorageError:
                self._retry.start()
                break
            unspool(game)
            added += 1
        else:
            self._retry.stop()
            self._told_pending = False
        if added:
            logger.info("%d waiting game(s) added to the history", added)
            self.changed.emit()
        return added

    def flush(self, timeout: float = 10.0) -> bool:
        """Wait until the worker has written every game handed to it (quitting, tests)."""
        jobs, self._jobs = self._jobs, []
        _done, left = wait(jobs, timeout)
        self._jobs = list(left)
        return not left

    def close(self) -> None:
        self._retry.stop()
        self._worker.shutdown(wait=True)
        self._db.close()

    # -- the worker ------------------------------------------------------------------
    def recordInBackground(
        self,
        record_json: str,
        finished_at: datetime | None = None,
        autosave: AutosaveStore | None = None,
        online_seat: int | None = None,
    ) -> None:
        """Store a game finished on the table without making the window wait: the
        worker writes it in the order of ``storage.game_end``; ``gameRecorded`` and
        ``changed`` follow, or ``problem`` once. In memory only, it is stored here.
        ``autosave``: the file that held it, when not this window's autosave;
        ``online_seat``: the seat this app's player held at an online table."""
        when = finished_at or datetime.now(UTC)
        path = self._db.path or self._db.reopen_path
        if path is None:
            self.record(record_json, when, online_seat)  # nothing durable: memory only
            return
        flush = None if self._autosaver is None else self._autosaver.flush
        if autosave is None and self._autosaver is not None:
            autosave = self._autosaver.store
        self._submit(self._keep_game, record_json, when, path, autosave, flush, online_seat)

    def recoverFinished(self, saved: LoadResult, store: AutosaveStore) -> None:
        """An autosave holding a finished game, found at start-up (the app stopped
        before the history had it): stored now, then the autosave removed."""
        if saved.loaded is None or saved.game is None or not saved.finished:
            return
        try:
            when = datetime.fromtimestamp(store.path.stat().st_mtime, UTC)
        except OSError:
            when = datetime.now(UTC)
        logger.info("the autosave holds a finished game: adding it to the history")
        record_json = saved.game.dump_record(saved.loaded.state, saved.loaded.players)
        self.recordInBackground(record_json, when, store)

    def _submit(self, job: Callable[..., None], *args: object) -> None:
        self._jobs = [j for j in self._jobs if not j.done()]
        self._jobs.append(self._worker.submit(job, *args))

    def _keep_game(
        self,
        record_json: str,
        when: datetime,
        path: Path,
        autosave: AutosaveStore | None,
        flush: Callable[[float], bool] | None,
        online_seat: int | None = None,
    ) -> None:
        """On the worker: the finished game into the history (or pending), then the
        autosave that held it removed."""
        try:
            if flush is not None:
                flush(AUTOSAVE_FLUSH_SECONDS)  # the autosave holds the finished game first
            kept = keep_finished_game(
                record_json,
                when,
                history_adder(path),
                spool_folder(path),
                None if autosave is None else autosave.clear_if_same_game,
                online_seat,
            )
            doc = json.loads(record_json)
            if not kept.durable and autosave is not None and autosave.holds(doc):
                reason = None if kept.problem is None else kept.problem.reason
                kept = Kept(None, None, Problem(Kind.FINISHED_IN_AUTOSAVE, reason=reason))
        except Exception:  # noqa: BLE001 - the worker must outlive one bad game
            logger.exception("a finished game could not be stored")
            kept = Kept(None, None, Problem(Kind.FINISHED_NOT_KEPT, reason="unexpected error"))
        self._kept.emit(_Finished(record_json, when, kept, online_seat))

    def _on_kept(self, finished: _Finished) -> None:
        kept = finished.kept
        if kept.game_id is not None:
            logger.info("game %d added to the history", kept.game_id)
            self.gameRecorded.emit(kept.game_id)
            self.changed.emit()
            return
        if not kept.durable:
            self._unkept.append((finished.record_json, finished.finished_at, finished.online_seat))
        elif not self._db.persistent:
            # Busy at start: shown this session from memory, and kept for the file.
            self._show_in_memory(finished.record_json, finished.finished_at, finished.online_seat)
        self._retry.start()
        if not self._told_pending and kept.problem is not None:
            self._told_pending = True
            self.problem.emit(storage_text(kept.problem))

    def _show_in_memory(self, record_json: str, when: datetime, online_seat: int | None) -> None:
        try:
            _game, replayed = records.read(record_json)
            game_id = self._db.add_game(
                record_json, replayed.state, finished_at=when, online_seat=online_seat
            )
        except (RecordError, StorageError) as exc:
            logger.warning("a finished game cannot be shown from memory: %s", exc)
            return
        self.gameRecorded.emit(game_id)
        self.changed.emit()

    def _retry_in_background(self) -> None:
        """The timer's retry, off the GUI thread: waiting games, then games no file took."""
        path = self._db.path or self._db.reopen_path
        if path is None:
            return
        unkept, self._unkept = self._unkept, []
        for record_json, when, online_seat in unkept:
            self.recordInBackground(record_json, when, online_seat=online_seat)
        self._submit(self._add_pending, path, not self._db.persistent)

    def _add_pending(self, path: Path, reopen: bool) -> None:
        if reopen:
            try:
                open_writer(path).close()  # usable again: the GUI thread reopens it
            except StorageError:
                self._retried.emit(0, False)
                return
            self._retried.emit(0, True)
            return
        added, complete = add_pending_games(spool_folder(path), history_adder(path))
        self._retried.emit(added, complete)

    def _on_retried(self, added: int, complete: bool) -> None:
        if not self._db.persistent and self._db.reopen_path is not None and complete:
            self.retry()  # the file can be opened now: quick, on the GUI thread
            return
        if added:
            logger.info("%d waiting game(s) added to the history", added)
            self.changed.emit()
        if complete and not self._unkept:
            self._retry.stop()
            self._told_pending = False
        else:
            self._retry.start()

    def _spool(self) -> Path | None:
        path = self._db.path or self._db.reopen_path
        return None if path is None else spool_folder(path)

    def _keep(
        self,
        record_json: str,
        when: datetime,
        problem: Problem | None,
        online_seat: int | None = None,
    ) -> Path | None:
        """Keep a game the file has not taken (yet), and say so once."""
        folder = self._spool()
        kept = None
        if folder is not None:
            try:
                kept = spool_game(folder, record_json, when, online_seat)
            except OSError as exc:
                logger.warning("a finished game could not be kept for later: %s", exc)
        self._retry.start()
        if not self._told_pending and (problem is not None or kept is not None):
            self._told_pending = True
            reason = problem.reason if problem is not None else None
            if problem is not None and kept is None:
                self.problem.emit(storage_text(problem))
            elif problem is not None:
                self.problem.emit(storage_text(Problem(Kind.HISTORY_PENDING, reason=reason)))
        return kept

    def _forget(self, record_json: str, when: datetime) -> None:
        folder = self._spool()
        if folder is None:
            return
        for game in spooled_games(folder):
            if game.record_json == record_json:
                unspool(game)

    # -- following the table ---------------------------------------------------------
    def _on_game_started(self) -> None:
        self._recorded_this_game = False

    def _on_changed(self, changes: Changes) -> None:
        model = self._model
        if not changes.decision or model is None:
            return
        if self._recorded_this_game or not model.isOver():
            return
        self._recorded_this_game = True
        self.recordFinished(model.recordText(), model.onlineSeat())

    def recordFinished(self, record_json: str, online_seat: int | None = None) -> None:
        """A game just finished by a decision of this session (any game's record): to the
        history in the background, unless recording is off (the unattended demo).
        ``online_seat``: the seat this app's player held at an online table."""
        if self._recording:
            self.recordInBackground(record_json, online_seat=online_seat)
