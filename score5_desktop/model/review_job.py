"""The coach's review in worker processes (Qt-free: this module is what a process
imports, so it starts fast and loads no GUI).

A review searches thousands of positions; in the app's process its memory churn
would trigger garbage collections that pause the window (see ``bot_process``).
Its decisions are independent (each has its own generator), so several processes
review them at once: each takes the next decision's number from a shared queue,
sends the reviewed moment back on another queue, and stops between two decisions
when the cancel event is set. The window puts the moments back in game order.
Any game whose ``Game`` reviews decisions (``core.protocol.ReviewsDecisions``) is
reviewed here: the record names its game, found through the registry.
"""

from __future__ import annotations

import os
from typing import Any

from score5_desktop.core import records
from score5_desktop.core.protocol import ReviewsDecisions

#: Processes reviewing at once: two cores bring a 40-decision game under a quarter of
#: a minute (one process took 30-50 s).
REVIEW_WORKERS = max(1, min(2, os.cpu_count() or 1))


def run_review(
    record_text: str,
    seat: int,
    seed: int,
    rollouts: int | None,
    worlds: int | None,
    tasks: Any,  # multiprocessing Queue: decision numbers, then None
    out: Any,  # multiprocessing Queue
    cancel: Any,  # multiprocessing Event
) -> None:
    """Process entry point: ("moment", number, moment) per decision taken from
    ``tasks`` (numbered in game order from 0), then ("done",); or ("error", text).
    ``None`` budgets are the game's own."""
    try:
        os.nice(19)  # yield the CPU to the window (and everything else) when cores are few
    except (AttributeError, OSError):
        pass
    try:
        game, loaded = records.read(record_text)
        if not isinstance(game, ReviewsDecisions):
            raise TypeError(f"the coach does not review {game.id} games")
        points = game.review_points(loaded, seat)
        while not cancel.is_set():
            index = tasks.get()
            if index is None:
                break
            moment = game.review_point(points[index], seed, rollouts, worlds)
            out.put(("moment", index, moment))
        out.put(("done",))
    except Exception as exc:  # reported to the window, which stays usable
        out.put(("error", f"{type(exc).__name__}: {exc}"))
