"""``GameHistory``: the app's one open history database, and the recording of finished games.

The database is opened once per run and used on the GUI thread only (sqlite3
objects belong to their thread; the queries are small, and a database held by
another copy of the app is waited for at most a quarter of a second). Windows
that show the history listen to ``changed`` instead of being told by the game,
so a game recorded while the History or Statistics window is open shows up at
once.

A game the database cannot take now (busy, disk full, opened in memory
because the file was busy at start) is kept in ``history_spool`` and added by
a retry every ``RETRY_MS``, or at the next start: never dropped, and the
player is told once. A game finished again (re-opened) updates its row.

A game is recorded when a decision applied in this session ends it — never
when a finished game is merely shown (the replay viewer) or reopened — and the
record is replayed through the engine before it is stored, so the history only
ever holds games that replay exactly.
"""

from __future__ import annotations

import logging
from datetime import UTC, datetime
from pathlib import Path

from PySide6.QtCore import QObject, QTimer, Signal

from score5_desktop.games.score5.rules.errors import RecordError
from score5_desktop.games.score5.rules.record import load
from score5_desktop.model.game_model import GameModel
from score5_desktop.model.storage_text import storage_text
from score5_desktop.storage.errors import Kind, Problem, StorageError
from score5_desktop.storage.history import HistoryDB, HistoryOpen, open_history
from score5_desktop.storage.history_spool import (
    spool_folder,
    spool_game,
    spooled_games,
    unspool,
)

logger = logging.getLogger(__name__)

RETRY_MS = 15_000


class GameHistory(QObject):
    """Owns the ``HistoryDB`` for the run and adds each game finished on the table."""

    changed = Signal()
    """A game was added (views refresh from the database)."""
    gameRecorded = Signal(int)
    """The id of the game just stored."""
    problem = Signal(str)
    """Plain words for the player when the history could not be written."""

    def __init__(self, opened: HistoryOpen, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._db: HistoryDB = opened.db
        self.openMessage: str | None = (
            None if opened.message is None else storage_text(opened.message)
        )
        self._recording = True
        self._model: GameModel | None = None
        self._recorded_this_game = False
        self._told_pending = False
        self._retry = QTimer(self)
        self._retry.setInterval(RETRY_MS)
        self._retry.timeout.connect(self.retry)
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

    def watch(self, model: GameModel) -> None:
        """Record the games played on ``model`` as they finish."""
        self._model = model
        model.gameStarted.connect(self._on_game_started)
        model.decisionApplied.connect(self._on_decision_applied)

    def record(self, record_json: str, finished_at: datetime | None = None) -> int | None:
        """Store a finished game from its record; returns its id, or None if the
        database could not take it now (the game then waits to be added later)."""
        try:
            _record, replayed = load(record_json)
        except RecordError:
            logger.exception("a finished game's own record does not replay")
            return None
        when = finished_at or datetime.now(UTC)
        waiting = None
        if not self._db.persistent and self._db.reopen_path is not None:
            # Shown this session from memory, and kept for the real file.
            waiting = self._keep(record_json, when, None)
        try:
            game_id = self._db.add_game(record_json, replayed.state, finished_at=when)
        except StorageError as exc:
            self._keep(record_json, when, exc.problem)
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
                _record, replayed = load(game.record_json)
                self._db.add_game(game.record_json, replayed.state, finished_at=game.finished_at)
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

    def close(self) -> None:
        self._retry.stop()
        self._db.close()

    def _spool(self) -> Path | None:
        path = self._db.path or self._db.reopen_path
        return None if path is None else spool_folder(path)

    def _keep(self, record_json: str, when: datetime, problem: Problem | None) -> Path | None:
        """Keep a game the file has not taken (yet), and say so once."""
        folder = self._spool()
        kept = None
        if folder is not None:
            try:
                kept = spool_game(folder, record_json, when)
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

    def _on_decision_applied(self) -> None:
        model = self._model
        if model is None or self._recorded_this_game or not model.isOver():
            return
        self._recorded_this_game = True
        if self._recording:
            self.record(model.recordText())
