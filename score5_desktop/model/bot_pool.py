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
outlives it. A level searching on more than one core starts its helper process
from the worker (``games/score5/bots/shard_helper.py``); the helper watches the
worker the same way.

The coach's review of a finished game runs here too, on coach lanes of their own
(``COACH_LANES``, as many as ``REVIEW_WORKERS``): each lane reviews one decision at
a time and takes the next as soon as it is done, from the reviews in the order they
were asked; ``reviewed`` carries the moments back in game order. What reaches a
worker is the record's text and a decision's number, never a large value.

The GUI thread only records what is asked and hands the rest to the pool's threads:
starting a process, pickling, waiting for and ordering results, and stopping
processes all happen off it, and results arrive as queued signals.
"""

from __future__ import annotations

import functools
import logging
import multiprocessing
import threading
from collections.abc import Callable
from concurrent.futures import Future, ProcessPoolExecutor
from dataclasses import dataclass, field
from typing import Any

from PySide6.QtCore import QObject, QThreadPool, QTimer, Signal, SignalInstance

from score5_desktop.core import registry
from score5_desktop.core.coach import REVIEW_WORKERS
from score5_desktop.core.protocol import Bot, Game, HeavyBots, View
from score5_desktop.model.pool_worker import (
    WORKER_NICENESS,
    BotSpec,
    prepare,
    review_step,
    think,
    worker_start,
)

logger = logging.getLogger(__name__)

BotFactory = Callable[[str, int | None], Any]
"""Tests' own bots: (level, seed) -> bot. With a factory, every bot thinks on a thread."""

Lane = tuple[str, int]
"""A worker process: ``("seat", n)`` for seat n's bot, ``("hint", 0)`` for hints,
``("coach", n)`` for the coach's."""
HINT_LANE: Lane = ("hint", 0)
COACH_LANES: tuple[Lane, ...] = tuple(("coach", n) for n in range(REVIEW_WORKERS))


def _seat_key(game: int, seat: int) -> tuple:
    """Which bot answers ``seat`` in game number ``game`` (a new game, a new bot)."""
    return (game, seat)


def _hint_key(game_id: str, level: str, seed: int | None) -> tuple:
    """Which bot gives hints: one per game, level and seed, whatever the seat."""
    return ("hint", game_id, level, seed)


def process_levels(game: Game) -> frozenset[str]:
    """The levels of ``game`` that think in a worker process (none without the hook)."""
    return game.process_levels if isinstance(game, HeavyBots) else frozenset()


@dataclass(slots=True)
class _Review:
    """One review under way: what its workers are given, and its moments back in order.
    Changed only under the pool's lock."""

    job: int
    text: str  # the record
    seat: int
    budget: tuple[int, int | None, int | None]  # seed, rollouts, worlds
    total: int
    handed: int = 0  # decisions given to a lane so far (they are handed out in order)
    done: int = 0  # moments passed on, in game order
    arrived: dict[int, Any] = field(default_factory=dict)  # reviewed ahead of their turn


# -- the app side --------------------------------------------------------------------------------
class BotPool(QObject):
    """``seat`` the bots of a game, ``ask`` them, ``hint`` for a human; ``shutdown`` at the end."""

    decided = Signal(int, int, object, str)
    """Game, seat, the decision (None on error), and the error's text ("" if none)."""
    advised = Signal(int, int, object, str)
    """Request tag, seat, the ``core.protocol.Advice`` (None on error), the error's text."""
    reviewed = Signal(int, object, int, int)
    """Review job, its next moment in game order, how many are done, and the total."""
    reviewEnded = Signal(int, bool)
    """Review job, and True if every decision was reviewed (False: cancelled or failed)."""
    reviewFailed = Signal(int, str)
    """Review job, and the error's text (``reviewEnded`` follows)."""

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
        # Held from taking a review's ready moments to saying them: two lanes' result
        # threads that finish together would otherwise say them out of order.
        self._saying = threading.Lock()
        self._closed = False
        self._review_jobs = 0
        self._reviews: dict[int, _Review] = {}  # under way, oldest first
        self._coach_busy: dict[Lane, int] = {}  # a coach lane -> the job it reviews for

    def in_process(self, level: str, game_id: str | None = None) -> bool:
        """Whether bots of ``level`` think in a worker process (for the seated game when
        ``game_id`` is None)."""
        game = registry.get(game_id or self._game_id)
        return self._factory is None and level in process_levels(game)

    def seat(
        self,
        game: int,
        game_id: str,
        seats: dict[int, tuple[str, int | None]],
        hint: tuple[str, int | None] | None = None,
    ) -> None:
        """The bots of a new game of ``game_id``: seat -> (level, seed), and the hint's
        (level, seed) if a human may ask for one. Answers for older games are dropped by
        the caller, which compares the game number.

        Each bot that thinks in a worker is built there now, off the GUI thread: a
        worker's start and imports take about a third of a second, which the first
        question would otherwise wait for."""
        registry_game = registry.get(game_id)  # an unknown game fails here, not in a worker
        self._game = game
        self._game_id = game_id
        self._levels = dict(seats)
        self._thread_bots = {}
        if self._factory is not None:
            return
        heavy = process_levels(registry_game)
        ready: list[tuple[Lane, tuple, str, int | None]] = [
            (("seat", seat), _seat_key(game, seat), level, seed)
            for seat, (level, seed) in seats.items()
            if level in heavy
        ]
        if hint is not None and hint[0] in heavy:
            ready.append((HINT_LANE, _hint_key(game_id, *hint), *hint))
        for lane, key, level, seed in ready:
            spec = BotSpec((id(self), *key), registry_game, level, seed, self._think)
            self._threads.start(functools.partial(self._prepare, lane, spec))

    def ask(self, game: int, seat: int, view: View) -> None:
        """Start ``seat``'s bot thinking on its ``view``; ``decided`` will carry the answer."""
        level, seed = self._levels[seat]
        key = _seat_key(game, seat)
        self._run(game, seat, ("seat", seat), key, self._game_id, level, seed, view, advise=False)

    def hint(
        self, tag: int, game_id: str, level: str, seed: int | None, seat: int, view: View
    ) -> None:
        """Ask a bot of ``level`` what ``seat`` should do; ``advised`` carries ``tag`` (the
        caller's request number, so an outdated hint can be dropped)."""
        key = _hint_key(game_id, level, seed)
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
            spec = BotSpec((id(self), *key), game, level, seed, self._think)
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
            _answer(signal, number, seat, result, error)

        self._threads.start(work)

    def _prepare(self, lane: Lane, spec: BotSpec) -> None:
        """On a pool thread: start ``lane``'s worker and build ``spec``'s bot in it. Its
        questions queue behind this in the one-process worker; a failure is only logged,
        as the bot's first question meets it again and reports it."""
        with self._lock:
            if self._closed:
                return
            executor = self._executor(lane)
        try:
            future = executor.submit(prepare, spec)
        except RuntimeError:  # shut down meanwhile, or the worker died: the question says
            return

        def done(future: Future) -> None:
            try:
                error = future.result()
            except Exception as exc:  # stopped at quitting, or a crashed worker
                error = f"{type(exc).__name__}: {exc}"
                with self._lock:
                    if self._executors.get(lane) is executor:
                        del self._executors[lane]  # the next question starts a new one
            if error:
                logger.info("preparing a %s bot: %s", spec.level, error)

        future.add_done_callback(done)

    def _send(
        self,
        number: int,
        seat: int,
        lane: Lane,
        spec: BotSpec,
        view: View,
        advise: bool,
    ) -> None:
        signal = self.advised if advise else self.decided
        with self._lock:
            if self._closed:
                return
            executor = self._executor(lane)
        try:
            future = executor.submit(think, spec, view, advise)
        except RuntimeError as exc:  # the worker died or was shut down
            with self._lock:
                self._executors.pop(lane, None)
            _answer(signal, number, seat, None, f"{type(exc).__name__}: {exc}")
            return

        def done(future: Future) -> None:
            try:
                result, error = future.result()
            except Exception as exc:  # a crashed or cancelled worker, or a view that
                result, error = None, f"{type(exc).__name__}: {exc}"  # could not be sent
                with self._lock:
                    if self._executors.get(lane) is executor:
                        del self._executors[lane]
            _answer(signal, number, seat, result, error)

        future.add_done_callback(done)

    def _executor(self, lane: Lane) -> ProcessPoolExecutor:
        """The lane's worker (made on first use; its process starts at the first submit,
        on the calling thread, which is never the GUI thread). Under the lock."""
        executor = self._executors.get(lane)
        if executor is None:
            executor = self._executors[lane] = ProcessPoolExecutor(
                1,
                mp_context=multiprocessing.get_context("spawn"),
                initializer=worker_start,
                initargs=(WORKER_NICENESS,),
            )
        return executor

    # -- the coach ---------------------------------------------------------------------------
    def review(
        self,
        record_text: str,
        seat: int,
        total: int,
        seed: int = 0,
        rollouts: int | None = None,
        worlds: int | None = None,
    ) -> int:
        """Start reviewing the ``total`` decisions of ``seat`` in a record of a game that
        reviews decisions; returns the review's job number, which ``reviewed``,
        ``reviewEnded`` and ``reviewFailed`` carry. ``None`` budgets are the game's own.
        Reviews asked while another runs wait for free lanes, oldest first."""
        with self._lock:
            self._review_jobs += 1
            job = self._review_jobs
            if total > 0 and not self._closed:
                budget = (seed, rollouts, worlds)
                self._reviews[job] = _Review(job, record_text, seat, budget, total)
        if total <= 0:  # nothing to review: done, as any review ends, after this call
            QTimer.singleShot(0, self, lambda: self.reviewEnded.emit(job, True))
        else:
            self._threads.start(self._dispatch)
        return job

    def cancel_review(self, job: int) -> None:
        """Stop review ``job`` now: moments already sent stay, no other arrives, and the
        lanes reviewing its decisions are stopped (another review's work goes on)."""
        with self._lock:
            review = self._reviews.pop(job, None)
            lanes = [lane for lane, busy in self._coach_busy.items() if busy == job]
            stopped = [self._executors.pop(lane) for lane in lanes if lane in self._executors]
            for lane in lanes:
                del self._coach_busy[lane]
        if review is None:
            return
        # Said after this call, as every review signal is: a caller that cancels to
        # start another review has its new job number by then.
        QTimer.singleShot(0, self, lambda: self.reviewEnded.emit(job, False))
        if stopped:
            self._threads.start(functools.partial(self._stop_then_dispatch, stopped))

    def end_coach(self) -> None:
        """Stop the coach's lanes unless a review is under way (its window closed): each
        process holds tens of megabytes, and the next review starts them again."""
        with self._lock:
            if self._reviews:
                return
            stopped = [self._executors.pop(lane) for lane in COACH_LANES if lane in self._executors]
        if stopped:
            self._threads.start(functools.partial(_stop, stopped))

    def _stop_then_dispatch(self, executors: list[ProcessPoolExecutor]) -> None:
        _stop(executors)
        self._dispatch()

    def _dispatch(self) -> None:
        """Give each idle coach lane the next decision to review (on a pool thread, or
        on a worker's result thread: never the GUI thread, as starting a process
        takes tens of milliseconds)."""
        while True:
            with self._lock:
                if self._closed:
                    return
                lane = next((lane for lane in COACH_LANES if lane not in self._coach_busy), None)
                review = next((r for r in self._reviews.values() if r.handed < r.total), None)
                if lane is None or review is None:
                    return
                index = review.handed
                review.handed += 1
                self._coach_busy[lane] = review.job
                executor = self._executor(lane)
            seed, rollouts, worlds = review.budget
            try:
                future = executor.submit(
                    review_step, review.text, review.seat, index, seed, rollouts, worlds
                )
            except RuntimeError as exc:  # the worker died or was shut down
                self._review_done(lane, executor, review, index, None, f"{exc}", broken=True)
                continue
            future.add_done_callback(
                functools.partial(self._on_review_step, lane, executor, review, index)
            )

    def _on_review_step(
        self, lane: Lane, executor: ProcessPoolExecutor, review: _Review, index: int, future: Future
    ) -> None:
        """On the worker's result thread: one decision reviewed (or its worker gone)."""
        try:
            moment, error = future.result()
            broken = False
        except Exception as exc:  # a crashed, stopped or cancelled worker
            moment, error, broken = None, f"{type(exc).__name__}: {exc}", True
        self._review_done(lane, executor, review, index, moment, error, broken=broken)
        self._dispatch()

    def _review_done(
        self,
        lane: Lane,
        executor: ProcessPoolExecutor,
        review: _Review,
        index: int,
        moment: Any,
        error: str,
        *,
        broken: bool,
    ) -> None:
        """Free the lane, and pass on what is now in order: moments, an end, a failure."""
        with self._saying:
            ready: list[Any] = []
            ended: bool | None = None
            with self._lock:
                if self._coach_busy.get(lane) == review.job:
                    del self._coach_busy[lane]
                if broken and self._executors.get(lane) is executor:
                    del self._executors[lane]
                if self._reviews.get(review.job) is not review:
                    return  # cancelled (or the pool shut down): nothing more to say
                if error:
                    del self._reviews[review.job]
                    ended = False
                else:
                    review.arrived[index] = moment
                    while review.done in review.arrived:
                        ready.append(review.arrived.pop(review.done))
                        review.done += 1
                    if review.done == review.total:
                        del self._reviews[review.job]
                        ended = True
                done = review.done - len(ready)
            if error:
                logger.warning("review failed: %s", error)
                self.reviewFailed.emit(review.job, error)
            for moment_ready in ready:
                done += 1
                self.reviewed.emit(review.job, moment_ready, done, review.total)
            if ended is not None:
                self.reviewEnded.emit(review.job, ended)

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
            self._reviews.clear()
            self._coach_busy.clear()
        _stop(executors)
        self._threads.clear()
        self._threads.waitForDone(wait_ms)


def _stop(executors: list[ProcessPoolExecutor]) -> None:
    """End the executors' processes now: a strong bot or the coach may be in the middle
    of a second-long search, so they are ended rather than waited for, which is quick
    and leaves nothing behind."""
    for executor in executors:
        processes = list((getattr(executor, "_processes", None) or {}).values())
        executor.shutdown(wait=False, cancel_futures=True)
        for process in processes:
            if process.is_alive():
                process.terminate()
        for process in processes:
            process.join(1.0)


def _answer(signal: SignalInstance, *args: object) -> None:
    """Carry a bot's answer from its thread to the GUI thread. A pool deleted while the
    bot thought (its window closed mid-turn) has nobody left to tell: Qt refuses the
    emit, and the answer is dropped rather than raised in a pool thread."""
    try:
        signal.emit(*args)
    except RuntimeError:  # "Signal source has been deleted"
        logger.debug("a bot answered after its pool was deleted")
