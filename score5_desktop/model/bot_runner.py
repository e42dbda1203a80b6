"""Bots think on a worker thread; results come back to the GUI thread as signals.

A bot gets a frozen ``observe(state, seat)`` snapshot, never the live state, so
the engine can move on while it thinks. Each request carries a ticket; a result
whose ticket is no longer current (new game, game closed) is dropped, so a slow
bot can never apply a decision to the wrong game. Errors are caught on the
worker and reported, because a failing bot must not stop the game.
"""

from __future__ import annotations

import logging
import time
from typing import Any

from PySide6.QtCore import QObject, QThreadPool, Signal

from score5_desktop.engine.observation import Observation

logger = logging.getLogger(__name__)


class BotRunner(QObject):
    """Runs ``bot.decide``/``bot.advise`` on a private thread pool."""

    # ticket, seat, result (Decision or Advice, None on error), error text, seconds spent
    finished = Signal(int, int, object, str, float)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._pool = QThreadPool(self)
        self._pool.setMaxThreadCount(max(2, min(4, QThreadPool.globalInstance().maxThreadCount())))

    def submit(self, ticket: int, bot: Any, obs: Observation, *, advise: bool = False) -> None:
        """Start thinking; the ``finished`` signal will carry ``ticket``."""
        seat = obs.seat
        emit = self.finished.emit

        def work() -> None:
            start = time.perf_counter()
            try:
                result = bot.advise(obs) if advise else bot.decide(obs)
                error = ""
            except Exception as exc:  # a bot's bug must not stop the game
                logger.exception("bot for seat %d failed", seat)
                result, error = None, f"{type(exc).__name__}: {exc}"
            emit(ticket, seat, result, error, time.perf_counter() - start)

        self._pool.start(work)

    def shutdown(self, wait_ms: int = 3000) -> None:
        """Drop queued work and wait briefly for running bots, e.g. before quitting."""
        self._pool.clear()
        self._pool.waitForDone(wait_ms)
