"""Rollouts a SCORE 5 searching level's time buys in the app, per seat count.

Ladders and arenas give each level a fixed number of rollouts (``--rollouts R``: the
expert ``R`` times its share, hard a quarter), so their figures do not depend on the
machine's load. The app gives time instead (``SearchLevel.seconds``: 0.8 s for the
expert, 0.2 s for hard), and a rollout does not cost every level the same: the expert's
rollouts play the ``normal`` rule for every seat, hard's the light policy. This tool
counts the rollouts each level actually plays in its app time on the same bid and
adjustment positions, so a ladder can be run at the ratio a player meets:

    nice -n 5 .venv/bin/python tools/s5_app_budget.py --players 2 3 4 --positions 30

Hard's bids on instinct (unsearched) are left out: it searches every position here.
Run it on a quiet machine and say the load with the figures.
"""

from __future__ import annotations

import argparse
import os
import statistics
import time
from dataclasses import replace

from ismcts_baseline import positions  # tools/ is the script's own folder

from score5_desktop.games.score5.bots import search
from score5_desktop.games.score5.bots.search import EXPERT, HARD, SearchBot


def rollouts_per_decision(level: str, config: search.SearchLevel, chosen) -> tuple[list, list]:
    """Rollouts played and wall seconds taken, per position, at the level's app time."""
    played = [0]
    plain = search.rollout

    def counted(*args, **kwargs):
        played[0] += 1
        return plain(*args, **kwargs)

    search.rollout = counted
    try:
        counts, seconds = [], []
        for i, obs in enumerate(chosen):
            bot = SearchBot(level, replace(config, instinct=0.0), i)
            played[0] = 0
            started = time.perf_counter()
            bot.decide(obs)
            seconds.append(time.perf_counter() - started)
            counts.append(played[0])
        return counts, seconds
    finally:
        search.rollout = plain


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--players", type=int, nargs="+", default=[2, 3, 4])
    p.add_argument("--positions", type=int, default=30)
    p.add_argument("--seed", type=int, default=500)
    args = p.parse_args()
    print(f"load {os.getloadavg()[0]:.2f}")
    for players in args.players:
        chosen = positions(args.positions, args.seed, players)
        medians = {}
        for level, config in (("expert", EXPERT), ("hard", HARD)):
            counts, seconds = rollouts_per_decision(level, config, chosen)
            counts.sort()
            seconds.sort()
            q = len(counts) // 4
            medians[level] = statistics.median(counts)
            p95 = seconds[max(0, int(0.95 * len(seconds)) - 1)]
            print(
                f"{players} seats, {level} at {config.seconds:g} s: rollouts median "
                f"{medians[level]:g} (quartiles {counts[q]}-{counts[-q - 1]}), "
                f"p95 {p95:.3f} s, {len(counts)} positions"
            )
        ratio = medians["expert"] / max(medians["hard"], 1)
        print(f"{players} seats: the expert plays {ratio:.2f}x hard's rollouts")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
