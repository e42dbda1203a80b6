"""What every game's coach shares: estimates over sampled worlds, when a verdict is
clear, which moments to mark, and reviewing decisions in several processes at once.

A coach compares the choice a player made with the strongest bot's on the same
sampled worlds (common random numbers) and reports played minus expert per
measure. These pieces know no game: a game's review module gives the measures,
its thresholds and its decision points. Qt-free; no game is imported here.
"""

from __future__ import annotations

import dataclasses
import math
import multiprocessing
import os
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from typing import Any, Protocol

#: A verdict is clear when the loss is this many standard errors away from the
#: threshold that marks a moment costly, on one side or the other.
CLEAR_ERRORS = 2.5
#: How many moments the coach marks as the costliest.
COSTLY_MARKS = 3
#: Processes reviewing decisions at once, in the app and from ``score5 review`` alike:
#: both cores of a two-core machine (the review of a seat is meant to be ready while
#: the player looks at the end of the game).
REVIEW_WORKERS = max(1, min(2, os.cpu_count() or 1))


@dataclass(frozen=True, slots=True)
class Estimate:
    """A mean over sampled worlds and its standard error."""

    mean: float
    error: float

    @classmethod
    def of(cls, values: Sequence[float]) -> Estimate:
        n = len(values)
        if n == 0:
            return cls(0.0, 0.0)
        mean = sum(values) / n
        if n == 1:
            return cls(mean, 0.0)
        var = sum((v - mean) ** 2 for v in values) / (n - 1)
        return cls(mean, math.sqrt(var / n))

    def loss_beyond(self, threshold: float) -> bool:
        """A loss of at least ``threshold`` that is not explained by sampling noise."""
        return -self.mean >= max(threshold, 2 * self.error)

    def clear_of(self, threshold: float) -> bool:
        """Whether more worlds could still move this loss across ``threshold``: it is
        clearly above it, or clearly below it (or exactly known)."""
        margin = CLEAR_ERRORS * self.error
        loss = -self.mean
        return loss - margin >= threshold or loss + margin < threshold


ZERO = Estimate(0.0, 0.0)


class Marked(Protocol):
    """What ``costly_steps`` reads of a reviewed moment (both games' ``Moment``)."""

    step: int

    @property
    def costly(self) -> bool: ...

    @property
    def rank(self) -> tuple[float, ...]: ...


def costly_steps(moments: Sequence[Marked], limit: int = COSTLY_MARKS) -> tuple[int, ...]:
    """The ``limit`` costly moments (clear of sampling noise) that cost most, by their
    ``rank`` (smaller is costlier); in game order."""
    found = [m for m in moments if m.costly]
    found.sort(key=lambda m: (*m.rank, m.step))
    return tuple(sorted(m.step for m in found[:limit]))


# -- several processes ----------------------------------------------------------------------
_WORKER_POINTS: list[Any] = []


def reviewed_in_order(
    points: Sequence[Any],
    review: Callable[[Any], Any],
    find_points: Callable[[], Sequence[Any]],
    workers: int,
) -> Iterator[Any]:
    """``review(point)`` for each point, in order: here, or by ``workers`` processes.

    Each decision has its own generator, so who reviews it does not change its
    figures. A worker finds the points itself (``find_points``, a picklable
    function: a point holds a large view, cheaper to rebuild than to send);
    ``review`` must be picklable too (a module-level function or a ``partial``).
    Closing the iterator early (a cancelled review) stops the workers at once."""
    if workers <= 1 or len(points) < 2:
        for point in points:
            yield review(point)
        return
    context = multiprocessing.get_context("spawn")  # no fork of a process with threads
    pool = context.Pool(
        min(workers, len(points)), initializer=_start_worker, initargs=(find_points,)
    )
    try:
        yield from pool.imap(_review_in_worker, [(i, review) for i in range(len(points))])
    finally:
        pool.terminate()
        pool.join()


def review_all(
    points: Sequence[Any],
    review: Callable[[Any], Any],
    find_points: Callable[[], Sequence[Any]],
    workers: int,
    progress: Callable[[int, int, Any], None] | None = None,
    cancelled: Callable[[], bool] | None = None,
) -> list[Any]:
    """Every point reviewed in game order (``reviewed_in_order``), what each game's
    ``review_game`` collects: ``progress(done, total, moment)`` after each, and
    ``cancelled()`` asked before each, so a cancelled review keeps what it has."""
    moments: list[Any] = []
    reviewed = reviewed_in_order(points, review, find_points, workers)
    try:
        for moment in reviewed:
            if cancelled is not None and cancelled():
                break
            moments.append(moment)
            if progress is not None:
                progress(len(moments), len(points), moment)
    finally:
        reviewed.close()
    return moments


def review_seat(
    find_points: Callable[[], Sequence[Any]],
    review: Callable[[Any], Any],
    workers: int,
    progress: Callable[[int, int, Any], None] | None = None,
    cancelled: Callable[[], bool] | None = None,
) -> tuple[list[Any], bool]:
    """What each game's ``review_game`` did alike: the seat's decision points found
    (``find_points``, picklable: workers find them too), each reviewed in game order
    (``review_all``), and whether every one was (False: cancelled)."""
    points = find_points()
    moments = review_all(points, review, find_points, workers, progress, cancelled)
    return moments, len(moments) == len(points)


def counted(progress: Callable[[int, int], None] | None) -> Callable[[int, int, Any], None]:
    """A ``review_game`` progress that passes only (done, total) on: what the command
    line's report asks (``core.protocol.Coaches.review_report``)."""

    def moment_done(done: int, total: int, _moment: Any) -> None:
        if progress is not None:
            progress(done, total)

    return moment_done


def _start_worker(find_points: Callable[[], Sequence[Any]]) -> None:
    """In a worker process: the decisions, found once."""
    _WORKER_POINTS[:] = find_points()


def _review_in_worker(job: tuple[int, Callable[[Any], Any]]) -> Any:
    index, review = job
    return review(_WORKER_POINTS[index])


# -- JSON -----------------------------------------------------------------------------------
def typed_json(value: Any) -> dict[str, Any]:
    """A frozen dataclass (a typed reason, a gain) as a JSON object, unset fields left out."""
    return {k: v for k, v in dataclasses.asdict(value).items() if v is not None}


def estimate_json(estimate: Estimate, digits: int) -> dict[str, float]:
    return {"mean": round(estimate.mean, digits), "error": round(estimate.error, digits)}
