"""When a searching bot stops: after a number of playouts, or by a deadline.

Both games' searches play worlds until a budget is spent. Fixed work (a number of
playouts) makes tournaments and tests reproducible; wall time is what the app gives.
On wall time a search must not overshoot: the next world is only begun if it will likely
end before the deadline, judged by the recent worlds' length.
"""

from __future__ import annotations

import time
from collections.abc import Callable

Stop = Callable[[int], bool]
"""Given the playouts a search played so far, whether it stops now."""


def rollout_stop(limit: int) -> Stop:
    """Stop once ``limit`` playouts are played (fixed work: reproducible)."""
    return lambda done: done >= limit


def deadline_stop(deadline: float) -> Stop:
    """Stop when the next world would likely end past ``deadline`` (``perf_counter``),
    so the budget is a bound rather than a target to overshoot. A world's expected length
    is the last one's, or a slowly decaying memory of longer ones."""
    clock = time.perf_counter
    last = [clock(), 0.0]

    def stop(done: int) -> bool:
        now = clock()
        step = now - last[0]
        last[0] = now
        last[1] = max(step, 0.8 * last[1])
        return now + last[1] >= deadline

    return stop
