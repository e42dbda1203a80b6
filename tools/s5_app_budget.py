"""Rollouts a SCORE 5 searching level's time buys in the app, per seat count.

Ladders and arenas give each level a fixed number of rollouts (``--rollouts R``: the
expert ``R`` times its share, hard a quarter), so their figures do not depend on the
machine's load. The app gives time instead (``SearchLevel.seconds``: 0.8 s for the
expert, 0.2 s for hard), and a rollout does not cost every level the same: the expert's
rollouts play the ``normal`` rule for every seat, hard's the light policy. This tool
counts the rollouts each level actually plays in its app time on the same bid and
adjustment positions, so a ladder can be run at the ratio a player meets
(``score5 ladder --rollouts app`` plays the figures of ``bots/app_budgets.py``):

    nice -n 5 .venv/bin/python tools/s5_app_budget.py --players 2 3 4 5 --positions 30

It ends with the medians in ``APP_ROLLOUTS``'s form, ready to paste. Hard's bids on
instinct (unsearched) are left out: it searches every position here. Run it on a quiet
machine and say the load with the figures: under load a decision's wall time buys less
CPU time, so the counts fall, and not evenly between the levels. Each line also says the
CPU share the decisions got (CPU over wall seconds): near 100% the counts are the app's.
Scaling loaded counts by rollouts per CPU second does not recover them: at load 6.7 (CPU
share about 30%) that gave 1,397 and 718 at four seats where the quiet machine had
measured 1,179 and 810.

A level searching on more than one core (``SearchLevel.cores``) runs its other shards in
helper processes (``bots/shard_helper.py``); the counts are all shards' rollouts (each
shard returns its count with its statistics), the helpers are started and waited for
before the first position, and the line gives the helpers' CPU share too.
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
from score5_desktop.games.score5.bots.shard_helper import HELPERS


def rollouts_per_decision(
    level: str, config: search.SearchLevel, chosen
) -> tuple[list[int], list[float], list[float], list[float]]:
    """Rollouts played (all shards'), wall seconds, CPU seconds here and CPU seconds in
    the helpers, per position, at the level's app time."""
    counts, seconds, cpu, helper_cpu = [], [], [], []
    for i, obs in enumerate(chosen):
        bot = SearchBot(level, replace(config, instinct=0.0), i)
        if i == 0 and config.cores > 1:
            HELPERS.wait_ready(config.cores - 1, 60.0)
        started, cpu_started = time.perf_counter(), time.process_time()
        bot.decide(obs)
        seconds.append(time.perf_counter() - started)
        cpu.append(time.process_time() - cpu_started)
        counts.append(sum(s.rollouts for s in bot.last_shards))
        helper_cpu.append(sum(s.cpu for s in bot.last_shards[1:]))
    return counts, seconds, cpu, helper_cpu


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--players", type=int, nargs="+", default=[2, 3, 4, 5])
    p.add_argument("--positions", type=int, default=30)
    p.add_argument("--seed", type=int, default=500)
    p.add_argument(
        "--expert-cores", type=int, default=0, help="the expert's shards (default: its cores)"
    )
    args = p.parse_args()
    expert = replace(EXPERT, cores=args.expert_cores) if args.expert_cores else EXPERT
    print(f"load {os.getloadavg()[0]:.2f}")
    table: dict[int, dict[str, int]] = {}
    for players in args.players:
        chosen = positions(args.positions, args.seed, players)
        medians = {}
        for level, config in (("expert", expert), ("hard", HARD)):
            counts, seconds, cpu, helper_cpu = rollouts_per_decision(level, config, chosen)
            share = sum(cpu) / sum(seconds)
            helpers = config.cores - 1
            helper_share = sum(helper_cpu) / sum(seconds) / helpers if helpers else 0.0
            counts.sort()
            seconds.sort()
            q = len(counts) // 4
            medians[level] = statistics.median(counts)
            p95 = seconds[max(0, int(0.95 * len(seconds)) - 1)]
            print(
                f"{players} seats, {level} at {config.seconds:g} s: rollouts median "
                f"{medians[level]:g} (quartiles {counts[q]}-{counts[-q - 1]}), "
                f"p95 {p95:.3f} s, {len(counts)} positions; CPU share {share:.0%}"
                + (f", helpers' {helper_share:.0%}" if helpers else "")
            )
        ratio = medians["expert"] / max(medians["hard"], 1)
        print(f"{players} seats: the expert plays {ratio:.2f}x hard's rollouts")
        table[players] = {level: round(median) for level, median in medians.items()}
    print(f"load {os.getloadavg()[0]:.2f}")
    print(module_form(table))
    return 0


def module_form(table: dict[int, dict[str, int]]) -> str:
    """The medians as ``bots/app_budgets.APP_ROLLOUTS`` holds them."""
    rows = [
        f"    {n}: {{" + ", ".join(f'"{lvl}": {k}' for lvl, k in levels.items()) + "},"
        for n, levels in sorted(table.items())
    ]
    return "\n".join(["APP_ROLLOUTS: dict[int, dict[str, int]] = {", *rows, "}"])


if __name__ == "__main__":
    raise SystemExit(main())
