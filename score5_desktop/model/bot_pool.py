"""Every bot thinks here, never on the GUI thread: one pool behind one interface, for
any game of the registry.

A bot gets a seat's view (``State.view``: the game's own frozen, picklable value),
never the live state, so the game can move on while it thinks. Answers come back
to the GUI thread as signals (``decided`` for a seat's move, ``advised`` for a
hint) tagged with the game or request they belong to, so a slow bot can never
move in a newer game. Errors are caught where the bot runs and reported: a
failing bot must not stop the game.

Where a bot runs is the game's choice (``core.protocol.HeavyBots``). Quick
levels think on a thread. Heavy ones get their own process: a bot that builds
thousands of positions makes Python's garbage collector run, and a collection
stops every thread of the process, the GUI thread included, for tens of
milliseconds. Each bot seat gets its own single-worker process (bots keep state
between decisions, and seats think in parallel), and hints one more, on a lane
of their own that no seat number can name. A worker watches the app and exits
when the app is gone, however it ended, so no worker or resource tracker
outlives it.
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

from score5_desktop.core import registry
from score5_desktop.core.protocol import Bot, Game, HeavyBots, View

logger = logging.getLogger(__name__)

BotFactory = Callable[[str, int | None], Any]
"""Tests' own bots: (level, seed) -> bot. With a factory, every bot thinks on a thread."""

Lane = tuple[str, int]
"""A worker process: ``("seat", n)`` for seat n's bot, ``("hint", 0)`` for hints."""
HINT_LANE: Lane = ("hint", 0)


def process_levels(game: Game) -> frozenset[str]:
    """The levels of ``game`` that think in a worker process (none without the hook)."""
    return game.process_levels if isinstance(game, HeavyBots) else frozenset()


@dataclass(frozen=True, slots=True)
class _Spec:
    """How to build a bot in a worker process: its game, level and seed, and whose it is.
    The game travels by reference (its class is imported in the worker)."""

    key: tuple  # (pool, game number, seat) or (pool, "hint", game id, level, seed)
    game: Game
    level: str
    seed: int | None
    think: float | int | None = None  # the game's thinking budget, None for the level's own


# -- the worker process side ---------------------------------------------------------------------
_worker_bots: dict[tuple, Bot] = {}


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


def _think(spec: _Spec, view: View, advise: bool) -> tuple[Any, str]:
    """Runs in the worker: build (once) or reuse the bot, decide, report any error."""
    try:
        bot = _worker_bots.get(spec.key)
        if bot is None:
            if len(_worker_bots) > 16:
                _worker_bots.clear()
            bot = _worker_bots[spec.key] = spec.game.make_bot(spec.level, spec.seed, spec.think)
        return (bot.advise(view) if advise else bot.decide(view)), ""
    except Exception as exc:  # reported to the app, which plays the game's fallback instead
        logger.exception("bot %s failed", spec.level)
        return None, f"{type(exc).__name__}: {exc}"


# -- the app side --------------------------------------------------------------------------------
class BotPool(QObject):
    """``seat`` the bots of a game, ``ask`` them, ``hint`` for a human; ``shutdown`` at the end."""

    decided = Signal(int, int, object, str)
    """Game, seat, the decision (None on error), and the error's text ("" if none)."""
    advised = Signal(int, int, object, str)
    """Request tag, seat, the ``core.protocol.Advice`` (None on error), the error's text."""

    def __init__(
        self,
        parent: QObject | None = None,
        *,
        factory: BotFactory | None = None,
        think: float | int | None = None,
    ) -> None:
        super().__init__(parent)
        self._factory = factory
        self._think = think
        self._threads = QThreadPool(self)
        self._threads.setMaxThreadCount(
            max(2, min(4, QThreadPool.globalInstance().maxThreadCount()))
        )
        self._game_id = registry.DEFAULT_GAME
        self._levels: dict[int, tuple[str, int | None]] = {}
        self._thread_bots: dict[tuple, Bot] = {}
        self._game = 0
        self._executors: dict[Lane, ProcessPoolExecutor] = {}
        self._lock = threading.Lock()
        self._closed = False

    def in_process(self, level: str, game_id: str | None = None) -> bool:
        """Whether bots of ``level`` think in a worker process (for the seated game when
        ``game_id`` is None)."""
        game = registry.get(game_id or self._game_id)
        return self._factory is None and level in process_levels(game)

    def seat(self, game: int, game_id: str, seats: dict[int, tuple[str, int | None]]) -> None:
        """The bots of a new game of ``game_id``: seat -> (level, seed). Answers for older
        games are dropped by the caller, which compares the game number."""
        registry.get(game_id)  # an unknown game fails here, not in a worker
        self._game = game
        self._game_id = game_id
        self._levels = dict(seats)
        self._thread_bots = {}

    def ask(self, game: int, seat: int, view: View) -> None:
        """Start ``seat``'s bot thinking on its ``view``; ``decided`` will carry the answer."""
        level, seed = self._levels[seat]
        key = (game, seat)
        self._run(game, seat, ("seat", seat), key, self._game_id, level, seed, view, advise=False)

    def hint(
        self, tag: int, game_id: str, level: str, seed: int | None, seat: int, view: View
    ) -> None:
        """Ask a bot of ``level`` what ``seat`` should do; ``advised`` carries ``tag`` (the
        caller's request number, so an outdated hint can be dropped)."""
        key = ("hint", game_id, level, seed)
        self._run(tag, seat, HINT_LANE, key, game_id, level, seed, view, advise=True)

    def _run(
        self,
        number: int,
        seat: int,
        lane: Lane,
        key: tuple,
        game_id: str,
        level: str,
        seed: int | None,
        view: View,
        *,
        advise: bool,
    ) -> None:
        signal = self.advised if advise else self.decided
        game = registry.get(game_id)
        if self.in_process(level, game_id):
            spec = _Spec((id(self), *key), game, level, seed, self._think)
            # Starting a worker takes tens of milliseconds: even that is off the GUI thread.
            self._threads.start(lambda: self._send(number, seat, lane, spec, view, advise))
            return

        def work() -> None:
            try:
                bot = self._thread_bots.get(key)
                if bot is None:
                    if self._factory is not None:
                        bot = self._factory(level, seed)
                    else:
                        bot = game.make_bot(level, seed, self._think)
                    self._thread_bots[key] = bot
                result, error = (bot.advise(view) if advise else bot.decide(view)), ""
            except Exception as exc:  # a bot's bug must not stop the game
                logger.exception("bot for seat %d failed", seat)
                result, error = None, f"{type(exc).__name__}: {exc}"
            signal.emit(number, seat, result, error)

        self._threads.start(work)

    def _send(
        self,
        number: int,
        seat: int,
        lane: Lane,
        spec: _Spec,
        view: View,
        advise: bool,
    ) -> None:
        signal = self.advised if advise else self.decided
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
            future = executor.submit(_think, spec, view, advise)
        except RuntimeError as exc:  # the worker died or was shut down
            with self._lock:
                self._executors.pop(lane, None)
            signal.emit(number, seat, None, f"{type(exc).__name__}: {exc}")
            return

        def done(future: Future) -> None:
            try:
                result, error = future.result()
            except Exception as exc:  # a crashed or cancelled worker, or a view that
                result, error = None, f"{type(exc).__name__}: {exc}"  # could not be sent
                with self._lock:
                    if self._executors.get(lane) is executor:
                        del self._executors[lane]
            signal.emit(number, seat, result, error)

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
