"""Whether splitting the SCORE 5 expert's search into shards wastes its rollouts.

At a fixed total budget, the expert with ``--cores`` shards (run in turn, as at any fixed
budget) and with one shard decide the same bid and adjustment positions
(``ismcts_baseline.positions``, seed 500), each with several seeds, and a reference search
(one shard, ``--reference`` times the budget) decides them once. The tool prints how often
each agrees with the reference, and how often two one-shard runs with different seeds
agree with each other (the noise floor of a decision at that budget):

    nice -n 5 .venv/bin/python tools/s5_shard_agreement.py --players 2 3 --positions 40

If the shards wasted rollouts (each prunes on its half of the worlds, and only the
candidates alive in every shard reach the final comparison), the sharded search would
agree with the reference less often than the one-shard search at the same budget.
"""

from __future__ import annotations

import argparse
import os
import time
from dataclasses import replace

from ismcts_baseline import positions  # tools/ is the script's own folder

from score5_desktop.games.score5.bots.search import EXPERT, SearchBot


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--players", type=int, nargs="+", default=[2, 3])
    p.add_argument("--positions", type=int, default=40)
    p.add_argument("--rollouts", type=int, default=2000)
    p.add_argument("--reference", type=int, default=4, help="the reference's budget, times")
    p.add_argument("--seeds", type=int, default=2)
    p.add_argument("--cores", type=int, default=2)
    a = p.parse_args()
    print(f"load {os.getloadavg()[0]:.2f}; expert at {a.rollouts} rollouts")
    one = replace(EXPERT, instinct=0.0, cores=1)
    sharded = replace(one, cores=a.cores)
    for players in a.players:
        started = time.perf_counter()
        chosen = positions(a.positions, 500, players)
        reference = [
            SearchBot("expert", one, 99, a.rollouts * a.reference).decide(o) for o in chosen
        ]
        runs: dict[str, list[list]] = {"1 shard": [], f"{a.cores} shards": []}
        for seed in range(a.seeds):
            for name, config in zip(runs, (one, sharded), strict=True):
                runs[name].append(
                    [SearchBot("expert", config, seed, a.rollouts).decide(o) for o in chosen]
                )
        n = len(chosen) * a.seeds
        for name, decided in runs.items():
            agree = sum(d == r for run in decided for d, r in zip(run, reference, strict=True))
            print(f"{players} seats, {name}: {agree} of {n} agree with the reference")
        ones = runs["1 shard"]
        floor = sum(
            x == y
            for i in range(len(ones))
            for j in range(i)
            for x, y in zip(ones[i], ones[j], strict=True)
        )
        pairs = len(ones) * (len(ones) - 1) // 2 * len(chosen)
        print(
            f"{players} seats: one-shard runs agree with each other in {floor} of {pairs}; "
            f"{time.perf_counter() - started:.0f} s"
        )
    print(f"load {os.getloadavg()[0]:.2f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
