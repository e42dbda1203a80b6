"""Helper processes that run a searching bot's other shards on the other cores.

In the app most SCORE 5 decisions are one seat's while everyone else waits, so one
search process leaves the second core idle. A helper is a persistent process
(``spawn``: no Qt, nothing of the parent copied) that runs shards (``shards``) for
the searching bots of the process that started it, one request at a time, until that
process is gone: started once, lazily, and reused for every decision, since starting
a Python process costs far more than a decision's time.

A request carries only small values: the level's settings, the observation, the
candidates, a seed and a budget. The helper builds its own bot for the level and its
tables per deck (``tables_for``'s cache), and sends back the shard's statistics.

The helpers are a convenience, never a dependency: a helper that is still starting,
busy, dead or late simply contributes nothing, and the decision goes on with the
shards that came back (at least the root's own), by its deadline plus
``GRACE`` at most.
"""

from __future__ import annotations

import itertools
import logging
import multiprocessing
import os
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from multiprocessing.connection import Connection
from typing import TYPE_CHECKING

from score5_desktop.core.search_budget import deadline_stop, rollout_stop
from score5_desktop.games.score5.bots.shards import ShardStats
from score5_desktop.games.score5.bots.styles import SeatStyle
from score5_desktop.games.score5.rules.observation import Observation

if TYPE_CHECKING:
    from score5_desktop.games.score5.bots.search import SearchBot, SearchLevel

logger = logging.getLogger(__name__)

#: How long past a decision's deadline the root waits for a helper's shard: the
#: helper stops at the same deadline, so its answer is normally there already.
GRACE = 0.1
#: A helper stops this much before the deadline it was given, for the way back.
MARGIN = 0.01
#: A helper slot that keeps dying is restarted this many times, then left empty.
RESTARTS = 2


@dataclass(frozen=True, slots=True)
class ShardRequest:
    """One shard of one decision, as sent to a helper."""

    kind: str  # "bid" or "pick"
    level: str
    config: SearchLevel
    obs: Observation
    cands: tuple[int, ...]
    seed: int  # the shard's (``shards.shard_seed``)
    rollouts: int | None  # fixed work, or None for wall time
    seconds: float  # wall time left when sent (ignored with ``rollouts``)
    # ``time.time()`` when sent: the one clock two processes share, so a request read
    # late (its helper was busy or stopped) keeps its deadline rather than a fresh budget.
    sent: float = 0.0
    # Each other seat's fitted style (``SearchLevel.style_seats``), or None.
    styles: tuple[SeatStyle | None, ...] | None = None


_bots: dict[tuple[str, SearchLevel], SearchBot] = {}


def run_shard(request: ShardRequest, received: float) -> ShardStats | None:
    """``request``'s shard, run here (a helper's work; tests run it in-process), its
    wall-time budget counted from ``received`` (``perf_counter``) less the time the
    request took to get here; None if its time is already up."""
    from score5_desktop.games.score5.bots.search import SearchBot

    left = request.seconds
    if request.rollouts is None:
        left -= min(max(0.0, time.time() - request.sent), request.seconds)
        if left <= MARGIN:
            return None

    key = (request.level, request.config)
    bot = _bots.get(key)
    if bot is None:
        if len(_bots) > 8:
            _bots.clear()
        # A fixed budget: this bot only runs shards, so it must never start helpers.
        bot = _bots[key] = SearchBot(request.level, request.config, None, 1)
    if request.rollouts is not None:
        stop = rollout_stop(request.rollouts)
    else:
        stop = deadline_stop(received + left - MARGIN)
    return bot.seeded_shard(
        request.kind, request.obs, list(request.cands), request.seed, stop, request.styles
    )


def _serve(conn: Connection) -> None:
    """A helper's life: watch the parent, say ready once the search is imported, then
    answer requests ``(ident, request)`` with ``(ident, stats or None)`` until the
    connection closes."""
    parent = multiprocessing.parent_process()
    if parent is not None:

        def watch() -> None:
            parent.join()  # returns when the parent is gone, whatever ended it
            os._exit(0)

        threading.Thread(target=watch, name="score5-shard-parent-watch", daemon=True).start()
    from score5_desktop.games.score5.bots import search  # noqa: F401  (the slow import)

    conn.send(("ready", None))
    while True:
        try:
            message = conn.recv()
        except (EOFError, OSError):
            return
        if message is None:
            return
        ident, request = message
        received = time.perf_counter()
        try:
            stats = run_shard(request, received)
        except Exception:  # reported as no shard: the root goes on without it
            logger.exception("shard failed")
            stats = None
        try:
            conn.send((ident, stats))
        except (BrokenPipeError, OSError):
            return


class ShardHelper:
    """The root's end of one helper process."""

    def __init__(self) -> None:
        ctx = multiprocessing.get_context("spawn")
        self._conn, theirs = ctx.Pipe()
        self._process = ctx.Process(
            target=_serve, args=(theirs,), name="score5-shard-helper", daemon=True
        )
        self._process.start()
        theirs.close()
        self._ready = False
        self._dead = False
        self._idents = itertools.count(1)

    @property
    def pid(self) -> int | None:
        return self._process.pid

    @property
    def dead(self) -> bool:
        try:
            return self._dead or not self._process.is_alive()
        except (AssertionError, ValueError, OSError):  # not ours to ask (a forked copy)
            return True

    def ready(self, timeout: float = 0.0) -> bool:
        """Whether the helper has started and takes requests (waiting up to ``timeout``)."""
        if self._ready:
            return True
        if self.dead:
            return False
        try:
            if self._conn.poll(timeout):
                self._ready = self._conn.recv()[0] == "ready"
        except (EOFError, OSError):
            self._dead = True
        return self._ready

    def submit(self, request: ShardRequest) -> int | None:
        """Send ``request``; its ident, or None if the helper cannot take it."""
        if not self.ready():
            return None
        ident = next(self._idents)
        try:
            self._conn.send((ident, request))
        except (BrokenPipeError, EOFError, OSError):
            self._dead = True
            return None
        except Exception:  # a request that does not pickle: a bug, but not the decision's end
            logger.exception("shard request not sent")
            return None
        return ident

    def collect(self, ident: int, timeout: float | None) -> ShardStats | None:
        """The answer to request ``ident`` within ``timeout`` seconds (None: however long
        it takes, while the helper lives), or None. Answers to older requests (late
        ones a previous decision gave up on) are dropped on the way."""
        end = None if timeout is None else time.perf_counter() + timeout
        while True:
            left = None if end is None else max(0.0, end - time.perf_counter())
            try:
                if not self._conn.poll(left if left is not None else 0.5):
                    if left is None and not self.dead:
                        continue
                    return None
                got, stats = self._conn.recv()
            except (EOFError, OSError):
                self._dead = True
                return None
            except Exception:  # an answer that does not unpickle: the stream is not to be trusted
                logger.exception("shard answer unreadable")
                self._abandon()
                return None
            if got == ident:
                return stats

    def _abandon(self) -> None:
        """End the helper at once (no waiting: a decision is under way); its slot is
        filled again at the next decision."""
        self._dead = True
        try:
            self._process.kill()
            self._conn.close()
        except (OSError, ValueError):
            pass

    def close(self) -> None:
        """Ask the helper to end, and make sure it does."""
        try:
            self._conn.send(None)
        except (BrokenPipeError, OSError):
            pass
        self._process.join(1.0)
        if self._process.is_alive():
            self._process.kill()
            self._process.join(1.0)
        self._conn.close()
        self._dead = True


class Helpers:
    """This process's helpers, shared by its searching bots one decision at a time (a
    bot pool worker runs one bot at a time; tools and tests may run several bots)."""

    def __init__(self) -> None:
        self._forget()

    def _forget(self) -> None:
        """No helpers: at the start, and in a forked child (a tournament's worker), whose
        copies of the parent's helpers and lock are the parent's, not its own."""
        self._slots: list[ShardHelper | None] = []
        self._starts: list[int] = []
        self._lock = threading.Lock()

    def start(self, count: int) -> None:
        """Start helpers until there are ``count`` (dead ones replaced, up to
        ``RESTARTS`` times each), without waiting for them to be ready."""
        with self._lock:
            self._start(count)

    def _start(self, count: int) -> None:
        while len(self._slots) < count:
            self._slots.append(None)
            self._starts.append(0)
        for i in range(count):
            helper = self._slots[i]
            if helper is not None and not helper.dead:
                continue
            if self._starts[i] > RESTARTS:
                continue
            self._starts[i] += 1
            try:
                self._slots[i] = ShardHelper()
            except Exception:  # cannot start a process here: search on one core
                logger.exception("shard helper did not start")
                self._slots[i] = None
                self._starts[i] = RESTARTS + 1

    def wait_ready(self, count: int, timeout: float) -> int:
        """Start ``count`` helpers and wait up to ``timeout`` for them; how many are ready
        (the measuring tools wait, so their first decisions are not measured alone)."""
        self.start(count)
        end = time.perf_counter() + timeout
        ready = 0
        for helper in self._slots[:count]:
            if helper is not None and helper.ready(max(0.0, end - time.perf_counter())):
                ready += 1
        return ready

    @contextmanager
    def borrow(self, count: int) -> Iterator[list[ShardHelper]]:
        """Up to ``count`` ready helpers for one decision: none while another thread's
        decision has them, or while they are starting."""
        if not self._lock.acquire(blocking=False):
            yield []
            return
        try:
            self._start(count)
            yield [h for h in self._slots[:count] if h is not None and h.ready()]
        finally:
            self._lock.release()

    def pids(self) -> list[int]:
        """The helpers' process ids (tests and checks)."""
        return [h.pid for h in self._slots if h is not None and h.pid is not None]

    def close(self) -> None:
        """End every helper (tests; at exit the daemon flag and the watch do it)."""
        with self._lock:
            for helper in self._slots:
                if helper is not None:
                    helper.close()
            self._slots.clear()
            self._starts.clear()


HELPERS = Helpers()
"""This process's helpers."""
if hasattr(os, "register_at_fork"):
    os.register_at_fork(after_in_child=HELPERS._forget)
