"""The coach's review in a worker process (Qt-free: this module is what the process
imports, so it starts fast and loads no GUI).

A review searches thousands of positions; in the app's process its memory churn
would trigger garbage collections that pause the window (see ``bot_process``).
The process sends each reviewed moment back on a queue as it is done, and stops
between two moments when the cancel event is set.
"""

from __future__ import annotations

import os
from typing import Any

from score5_desktop.games.score5.bots.review import review_game
from score5_desktop.games.score5.rules.record import load


def run_review(
    record_text: str,
    seat: int,
    seed: int,
    rollouts: int,
    worlds: int,
    out: Any,  # multiprocessing Queue
    cancel: Any,  # multiprocessing Event
) -> None:
    """Process entry point: ("moment", done, total, Moment) per decision, then
    ("done", Review), or ("error", text)."""
    try:
        os.nice(19)  # yield the CPU to the window (and everything else) when cores are few
    except (AttributeError, OSError):
        pass
    try:
        _record, replayed = load(record_text)
        review = review_game(
            replayed,
            seat,
            seed,
            rollouts=rollouts,
            worlds=worlds,
            progress=lambda done, total, moment: out.put(("moment", done, total, moment)),
            cancelled=cancel.is_set,
        )
        out.put(("done", review))
    except Exception as exc:  # reported to the window, which stays usable
        out.put(("error", f"{type(exc).__name__}: {exc}"))
