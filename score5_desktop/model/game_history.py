"""``GameHistory``: the app's one open history database, and the recording of finished games.

The database is opened once per run and used on the GUI thread only (sqlite3
objects belong to their thread; the queries are small). Windows that show the
history listen to ``changed`` instead of being told by the game, so a game
recorded while the History or Statistics window is open shows up at once.

A game is recorded when a decision applied in this session ends it — never
when a finished game is merely shown (the replay viewer) or reopened — and the
record is replayed through the engine before it is stored, so the history only
ever holds games that replay exactly.
"""

from __future__ import annotations

import logging

from PySide6.QtCore import QObject, Signal

from score5_desktop.engine.errors import RecordError
from score5_desktop.engine.record import load
from score5_desktop.model.game_model import GameModel
from score5_desktop.model.storage_text import storage_text
from score5_desktop.storage.errors import StorageError
from score5_desktop.storage.history import HistoryDB, HistoryOpen

logger = logging.getLogger(__name__)


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

    @property
    def db(self) -> HistoryDB:
        return self._db

    def isRecording(self) -> bool:
        return self._recording

    def setRecording(self, on: bool) -> None:
        """Off for the unattended demo, whose bot games are not the player's history."""
        self._recording = bool(on)

    def watch(self, model: GameModel) -> None:
        """Record the games played on ``model`` as they finish."""
        self._model = model
        model.gameStarted.connect(self._on_game_started)
        model.decisionApplied.connect(self._on_decision_applied)

    def record(self, record_json: str) -> int | None:
        """Store a finished game from its record; returns its id, or None (and
        ``problem``) if the database could not take it."""
        try:
            _record, replayed = load(record_json)
        except RecordError:
            logger.exception("a finished game's own record does not replay")
            return None
        try:
            game_id = self._db.add_game(record_json, replayed.state)
        except StorageError as exc:
            self.problem.emit(storage_text(exc))
            return None
        logger.info("game %d added to the history", game_id)
        self.gameRecorded.emit(game_id)
        self.changed.emit()
        return game_id

    def close(self) -> None:
        self._db.close()

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
