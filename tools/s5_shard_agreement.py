"""Whether splitting the SCORE 5 expert's search into shards wastes its rollouts.

At a fixed total budget, the expert with ``--cores`` shards (run in turn, as at any fixed
budget) and with one shard decide the same bid and adjustment positions
(``ismcts_baseline.positions``, seed 500), each with several seeds, and a reference search
(one shard, ``--reference`` times the budget) decides them once. The tool prints how often
each agrees with the reference, and how often two one-shard runs with different seeds
agree with each other (the noise floor of a decision at that budget). Agreement is
coarse where candidates are nearly equal, so it also prints the mean regret of each
one's choices: the reference's mean reward per world of its chosen bid less that of the
bid chosen (over the worlds the reference played it in; a bid the reference did not
consider is left out and counted):

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

from score5_desktop.games.score5.bots.bids import BidMenu
from score5_desktop.games.score5.bots.search import EXPERT, SearchBot, SearchLevel
from score5_desktop.games.score5.bots.tables import tables_for
from score5_desktop.games.score5.rules.observation import Observation


def reference(config: SearchLevel, obs: Observation, rollouts: int) -> tuple[int, dict[int, float]]:
    """The reference's bid, and per bid it considered its mean reward per world (empty if
    it did not search: a single candidate, or the exact last round). A fresh bot of the
    same seed lists the candidates the search takes."""
    t = tables_for(obs.deck)
    cands = SearchBot("expert", config, 99, rollouts)._candidates(t, obs, BidMenu(t, obs.hand))
    bot = SearchBot("expert", config, 99, rollouts)
    mask = bot.decide(obs).cards
    if not bot.last_shards:
        return mask, {}
    (stats,) = bot.last_shards
    return mask, {m: s / w for m, s, w in zip(cands, stats.sums, stats.worlds, strict=True) if w}


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
        refs = [reference(one, o, a.rollouts * a.reference) for o in chosen]
        runs: dict[str, list[list]] = {"1 shard": [], f"{a.cores} shards": []}
        for seed in range(a.seeds):
            for name, config in zip(runs, (one, sharded), strict=True):
                runs[name].append(
                    [SearchBot("expert", config, seed, a.rollouts).decide(o) for o in chosen]
                )
        n = len(chosen) * a.seeds
        for name, decided in runs.items():
            agree, regrets, unknown = 0, [], 0
            for run in decided:
                for d, (mask, means) in zip(run, refs, strict=True):
                    agree += d.cards == mask
                    if not means:
                        continue
                    if d.cards not in means:
                        unknown += 1
                        continue
                    regrets.append(means[mask] - means[d.cards])
            regret = sum(regrets) / max(len(regrets), 1)
            print(
                f"{players} seats, {name}: {agree} of {n} agree with the reference; "
                f"mean regret {regret:.4f} over {len(regrets)} searched ({unknown} unknown)"
            )
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
