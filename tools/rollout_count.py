"""Counting the rollouts a SCORE 5 search plays, for the measuring tools.

``SearchBot`` calls ``search.rollout`` once per playout; wrapping it counts them
without touching the bots, for ``s5_decision_cpu`` (rollouts per CPU second, at a fixed
budget: every shard runs in this process). On wall time a level's other shards run in
helper processes the wrapper does not reach, so ``s5_app_budget`` counts the rollouts each
shard reports (``SearchBot.last_shards``).
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

from score5_desktop.games.score5.bots import search


@contextmanager
def counting_rollouts() -> Iterator[list[int]]:
    """While the block runs, ``counter[0]`` counts the search's rollouts (reset it to
    count afresh); afterwards the search plays unwrapped again."""
    played = [0]
    plain = search.rollout

    def counted(*args, **kwargs):
        played[0] += 1
        return plain(*args, **kwargs)

    search.rollout = counted
    try:
        yield played
    finally:
        search.rollout = plain
