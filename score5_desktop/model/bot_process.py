"""Strong bots think in a separate process, so their work never pauses the window.

A thread is not enough for them: a bot that builds thousands of positions makes
Python's garbage collector run, and a collection stops every thread of the
process, the GUI thread included, for tens of milliseconds. In a worker process
the bot's memory churn stays out of the app. Each bot seat gets its own
single-worker process (bots may keep state between decisions, and seats think
in parallel); an observation is sent as plain data with the deck named, not
copied.
"""

from __future__ import annotations

import logging
import multiprocessing
import os
import threading
import time
from concurrent.futures import Future, ProcessPoolExecutor
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QObject, QThreadPool, Signal

from score5_desktop.engine.observation import Observation

logger = logging.getLogger(__name__)

_bots: dict[tuple, Any] = {}


@dataclass(frozen=True, slots=True)
class BotSpec:
    """How to build a bot in the worker: its level and seed, and whose it is."""

    key: tuple  # (game id, seat) or (game id, "hint")
    level: str
    seed: int | None
    lane: int  # which worker process: one per seat, and one for hints
    think: float | None = None  # seconds of thinking, None for the level's own budget


def _lower_priority() -> None:
    """Runs once in each worker: bots yield the CPU to the window when cores are few."""
    try:
        os.nice(10)
    except (AttributeError, OSError):  # no nice() on this system: not essential
        pass


def _think(spec: BotSpec, deck_name: str, fields: tuple, advise: bool) -> tuple[Any, str, float]:
    """Runs in the worker: build (once) or reuse the bot, decide, report any error."""
    start = time.perf_counter()
    try:
        from score5_desktop.ai.levels import make_bot
        from score5_desktop.engine.cards import load_deck

        bot = _bots.get(spec.key)
        if bot is None:
            if len(_bots) > 16:
                _bots.clear()
            if spec.think is None:
                bot = make_bot(spec.level, spec.seed)
            else:
                bot = make_bot(spec.level, spec.seed, think=spec.think)
            _bots[spec.key] = bot
        obs = Observation(load_deck(deck_name), *fields)
        result = bot.advise(obs) if advise else bot.decide(obs)
        return result, "", time.perf_counter() - start
    except Exception as exc:  # reported to the app, which plays a simple move instead
        logger.exception("bot %s failed", spec.level)
        return None, f"{type(exc).__name__}: {exc}", time.perf_counter() - start


class ProcessBotRunner(QObject):
    # ticket, seat, result, error text, seconds spent (as BotRunner)
    finished = Signal(int, int, object, str, float)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._executors: dict[int, ProcessPoolExecutor] = {}
        self._lock = threading.Lock()

    def submit(self, ticket: int, spec: BotSpec, obs: Observation, *, advise: bool = False) -> None:
        """Hand the observation to the seat's worker; starting a worker process takes tens
        of milliseconds, so even the hand-over happens off the GUI thread."""
        fields = tuple(obs)[1:]
        deck_name = obs.deck.name
        seat = obs.seat
        QThreadPool.globalInstance().start(
            lambda: self._send(ticket, seat, spec, deck_name, fields, advise)
        )

    def _send(
        self, ticket: int, seat: int, spec: BotSpec, deck_name: str, fields: tuple, advise: bool
    ) -> None:
        emit = self.finished.emit
        lane = spec.lane
        with self._lock:
            executor = self._executors.get(lane)
            if executor is None:
                context = multiprocessing.get_context("spawn")
                executor = self._executors[lane] = ProcessPoolExecutor(
                    1, mp_context=context, initializer=_lower_priority
                )
        try:
            future = executor.submit(_think, spec, deck_name, fields, advise)
        except RuntimeError as exc:  # the worker died or was shut down
            with self._lock:
                self._executors.pop(lane, None)
            emit(ticket, seat, None, f"{type(exc).__name__}: {exc}", 0.0)
            return

        def done(future: Future) -> None:
            try:
                result, error, secs = future.result()
            except Exception as exc:  # a crashed or cancelled worker
                result, error, secs = None, f"{type(exc).__name__}: {exc}", 0.0
                with self._lock:
                    self._executors.pop(lane, None)
            emit(ticket, seat, result, error, secs)

        future.add_done_callback(done)

    def shutdown(self) -> None:
        with self._lock:
            executors = list(self._executors.values())
            self._executors.clear()
        for executor in executors:
            executor.shutdown(wait=False, cancel_futures=True)
