"""Every bot thinks here, never on the GUI thread: one pool behind one interface.

A bot gets a frozen ``observe(state, seat)`` snapshot, never the live state, so
the game can move on while it thinks. Answers come back to the GUI thread as
signals (``decided`` for a seat's move, ``advised`` for a hint) tagged with the
game they belong to, so a slow bot can never move in a newer game. Errors are
caught where the bot runs and reported: a failing bot must not stop the game.

Where a bot runs depends on its level. The quick levels think on a thread.
The strong ones get their own process: a bot that builds thousands of
positions makes Python's garbage collector run, and a collection stops every
thread of the process, the GUI thread included, for tens of milliseconds. Each
bot seat gets its own single-worker process (bots keep state between
decisions, and seats think in parallel), and hints one more. A worker watches
the app and exits when the app is gone, however it ended, so no worker or
resource tracker outlives it.
"""

from __future__ import annotations

import logging
import multiprocessing
import os
import threading
from collections.abc import Callable
from concurrent.futures import Future, ProcessPoolExecutor
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QObject, QThreadPool, Signal

from score5_desktop.games.score5.rules.observation import Observation

logger = logging.getLogger(__name__)

BotFactory = Callable[[str, int | None], Any]

THREAD_LEVELS = frozenset({"random", "easy", "normal"})
"""Levels quick enough to think on a thread; stronger ones think in a worker process."""

HINT_LANE = 5  # the worker process that answers hints (seats are 0-4)


def make_bot(level: str, seed: int | None) -> Any:
    """Imported on first use: the window must appear before any bot code loads."""
    from score5_desktop.games.score5.bots.levels import make_bot as make

    return make(level, seed)


def strongest_level() -> str:
    from score5_desktop.games.score5.bots.levels import available_levels

    return available_levels()[-1]


@dataclass(frozen=True, slots=True)
class _Spec:
    """How to build a bot in a worker process: its level and seed, and whose it is."""

    key: tuple  # (pool, game, seat) or (pool, game, "hint")
    level: str
    seed: int | None
    think: float | None = None  # seconds of thinking, None for the level's own budget


# -- the worker process side ---------------------------------------------------------------------
_worker_bots: dict[tuple, Any] = {}


def _worker_start() -> None:
    """Runs once in each worker: yield the CPU to the window, and exit with the app."""
    try:
        os.nice(10)
    except (AttributeError, OSError):  # no nice() on this system: not essential
        pass
    parent = multiprocessing.parent_process()
    if parent is not None:

        def watch() -> None:
            parent.join()  # returns when the app's process is gone, whatever ended it
            os._exit(0)

        threading.Thread(target=watch, name="score5-parent-watch", daemon=True).start()


def _think(spec: _Spec, deck_name: str, fields: tuple, advise: bool) -> tuple[Any, str]:
    """Runs in the worker: build (once) or reuse the bot, decide, report any error."""
    try:
        from score5_desktop.games.score5.bots.levels import make_bot as make
        from score5_desktop.games.score5.rules.cards import load_deck

        bot = _worker_bots.get(spec.key)
        if bot is None:
            if len(_worker_bots) > 16:
                _worker_bots.clear()
            if spec.think is None:
                bot = make(spec.level, spec.seed)
            else:
                bot = make(spec.level, spec.seed, think=spec.think)
            _worker_bots[spec.key] = bot
        obs = Observation(load_deck(deck_name), *fields)
        return (bot.advise(obs) if advise else bot.decide(obs)), ""
    except Exception as exc:  # reported to the app, which plays a simple move instead
        logger.exception("bot %s failed", spec.level)
        return None, f"{type(exc).__name__}: {exc}"


# -- the app side --------------------------------------------------------------------------------
class BotPool(QObject):
    """``seat`` the bots of a game, ``ask`` them, ``hint`` for a human; ``shutdown`` at the end."""

    decided = Signal(int, int, object, str)
    """Game, seat, the decision (None on error), and the error's text ("" if none)."""
    advised = Signal(int, int, object, str)
    """Request tag, seat, the advice ``(decision, reason)`` (None on error), the error's text."""

    def __init__(
        self,
        parent: QObject | None = None,
        *,
        factory: BotFactory | None = None,
        think: float | None = None,
    ) -> None:
        super().__init__(parent)
        self._factory = factory
        self._think = think
        self._threads = QThreadPool(self)
        self._threads.setMaxThreadCount(
            max(2, min(4, QThreadPool.globalInstance().maxThreadCount()))
        )
        self._levels: dict[int, tuple[str, int | None]] = {}
        self._thread_bots: dict[tuple, Any] = {}
        self._game = 0
        self._executors: dict[int, ProcessPoolExecutor] = {}
        self._lock = threading.Lock()
        self._closed = False

    def in_process(self, level: str) -> bool:
        """Whether bots of this level think in a worker process."""
        return self._factory is None and level not in THREAD_LEVELS

    def seat(self, game: int, seats: dict[int, tuple[str, int | None]]) -> None:
        """The bots of a new game: seat -> (level, seed). Answers for older games are dropped
        by the caller, which compares the game number."""
        self._game = game
        self._levels = dict(seats)
        self._thread_bots = {}

    def ask(self, game: int, obs: Observation) -> None:
        """Start the seat's bot thinking; ``decided`` will carry the answer."""
        level, seed = self._levels[obs.seat]
        self._run(game, obs.seat, (game, obs.seat), level, seed, obs, advise=False)

    def hint(self, tag: int, level: str, seed: int | None, obs: Observation) -> None:
        """Ask a bot of ``level`` what ``obs.seat`` should do; ``advised`` carries ``tag``
        (the caller's request number, so an outdated hint can be dropped)."""
        self._run(tag, HINT_LANE, ("hint", level, seed), level, seed, obs, advise=True)

    def _run(
        self,
        game: int,
        lane: int,
        key: tuple,
        level: str,
        seed: int | None,
        obs: Observation,
        *,
        advise: bool,
    ) -> None:
        signal = self.advised if advise else self.decided
        seat = obs.seat
        if self.in_process(level):
            spec = _Spec((id(self), *key), level, seed, self._think)
            fields = tuple(obs)[1:]
            deck_name = obs.deck.name
            # Starting a worker takes tens of milliseconds: even that is off the GUI thread.
            self._threads.start(
                lambda: self._send(game, seat, lane, spec, deck_name, fields, advise, signal)
            )
            return

        def work() -> None:
            try:
                bot = self._thread_bots.get(key)
                if bot is None:
                    bot = self._thread_bots[key] = (self._factory or make_bot)(level, seed)
                result, error = (bot.advise(obs) if advise else bot.decide(obs)), ""
            except Exception as exc:  # a bot's bug must not stop the game
                logger.exception("bot for seat %d failed", seat)
                result, error = None, f"{type(exc).__name__}: {exc}"
            signal.emit(game, seat, result, error)

        self._threads.start(work)

    def _send(
        self,
        game: int,
        seat: int,
        lane: int,
        spec: _Spec,
        deck_name: str,
        fields: tuple,
        advise: bool,
        signal: Any,
    ) -> None:
        with self._lock:
            if self._closed:
                return
            executor = self._executors.get(lane)
            if executor is None:
                context = multiprocessing.get_context("spawn")
                executor = self._executors[lane] = ProcessPoolExecutor(
                    1, mp_context=context, initializer=_worker_start
                )
        try:
            future = executor.submit(_think, spec, deck_name, fields, advise)
        except RuntimeError as exc:  # the worker died or was shut down
            with self._lock:
                self._executors.pop(lane, None)
            signal.emit(game, seat, None, f"{type(exc).__name__}: {exc}")
            return

        def done(future: Future) -> None:
            try:
                result, error = future.result()
            except Exception as exc:  # a crashed or cancelled worker
                result, error = None, f"{type(exc).__name__}: {exc}"
                with self._lock:
                    if self._executors.get(lane) is executor:
                        del self._executors[lane]
            signal.emit(game, seat, result, error)

        future.add_done_callback(done)

    def worker_pids(self) -> list[int]:
        """The worker processes now running (for tests and diagnostics)."""
        with self._lock:
            executors = list(self._executors.values())
        pids: list[int] = []
        for executor in executors:
            pids += list(getattr(executor, "_processes", None) or {})
        return pids

    def shutdown(self, wait_ms: int = 3000) -> None:
        """Stop every worker now (quitting): thinking is abandoned, nothing is left running."""
        with self._lock:
            self._closed = True
            executors = list(self._executors.values())
            self._executors.clear()
        for executor in executors:
            # A strong bot may be in the middle of a second-long search: end its process
            # rather than wait, so quitting is quick and leaves nothing behind.
            processes = list((getattr(executor, "_processes", None) or {}).values())
            executor.shutdown(wait=False, cancel_futures=True)
            for process in processes:
                if process.is_alive():
                    process.terminate()
            for process in processes:
                process.join(1.0)
        self._threads.clear()
        self._threads.waitForDone(wait_ms)
