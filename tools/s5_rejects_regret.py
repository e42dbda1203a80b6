"""How well the SCORE 5 expert's successive rejects spend a budget: its choices with
rejects spread over the budget (``SearchLevel.spread_seats``) and by quarters, against a
reference that rejects nothing.

The reference plays every candidate in every world at ``--reference`` times the budget
(one shard, so nothing is pruned or split), which gives each candidate an unbiased mean
reward per world. On the same bid and adjustment positions (``ismcts_baseline.positions``),
the expert at the budget, as it plays at a fixed budget (two shards in turn), then decides
with each schedule and ``--seeds`` seeds. The tool prints how often each schedule chose
the reference's best, and its mean regret: the reference's mean of its best less that of
the candidate chosen. Positions the expert does not search (one candidate, the exact last
auction) are left out:

    nice -n 5 .venv/bin/python tools/s5_rejects_regret.py --players 4 --positions 30

The reference's own means are noisy, so regrets are a little high for every schedule
alike; compare the schedules, not the figures with zero.
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


class Unpruned(SearchBot):
    """A search that rejects no candidate: every one is played in every world."""

    def _reject(self, alive: list[int], *_args: object) -> list[int]:
        return alive


def reference_means(config: SearchLevel, obs: Observation, rollouts: int) -> dict[int, float]:
    """Per candidate bid, its mean reward per world in a search that rejects nothing
    (empty where the expert does not search)."""
    t = tables_for(obs.deck)
    plain = replace(config, cores=1)
    cands = Unpruned("expert", plain, 99, rollouts)._candidates(t, obs, BidMenu(t, obs.hand))
    bot = Unpruned("expert", plain, 99, rollouts)
    bot.decide(obs)
    if not bot.last_shards:
        return {}
    (stats,) = bot.last_shards
    return {m: s / w for m, s, w in zip(cands, stats.sums, stats.worlds, strict=True) if w}


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--players", type=int, nargs="+", default=[4])
    p.add_argument("--positions", type=int, default=30)
    p.add_argument("--rollouts", type=int, default=0, help="0: the expert's app budget")
    p.add_argument("--reference", type=float, default=3.0, help="the reference's budget, times")
    p.add_argument("--seeds", type=int, default=2)
    p.add_argument("--position-seed", type=int, default=500)
    a = p.parse_args()
    from score5_desktop.games.score5.bots.app_budgets import APP_ROLLOUTS

    base = replace(EXPERT, instinct=0.0)
    print(f"load {os.getloadavg()[0]:.2f}")
    for players in a.players:
        started = time.perf_counter()
        budget = a.rollouts or APP_ROLLOUTS[players]["expert"]
        chosen = positions(a.positions, a.position_seed, players)
        refs = [reference_means(base, o, int(budget * a.reference)) for o in chosen]
        searched = [(o, m) for o, m in zip(chosen, refs, strict=True) if m]
        print(f"{players} seats, {budget} rollouts: {len(searched)} of {len(chosen)} searched")
        for schedule, seats in (("quarters", ()), ("spread", (players,))):
            config = replace(base, spread_seats=seats)
            agree, regrets = 0, []
            for seed in range(a.seeds):
                for obs, means in searched:
                    mask = SearchBot("expert", config, seed, budget).decide(obs).cards
                    best = max(means, key=means.__getitem__)
                    agree += mask == best
                    regrets.append(means[best] - means.get(mask, min(means.values())))
            regrets.sort()
            n = len(regrets)
            print(
                f"  {schedule:9} agrees {agree} of {n}; mean regret "
                f"{sum(regrets) / max(n, 1):.4f}, p90 {regrets[int(0.9 * n)] if n else 0:.4f}"
            )
        print(f"  {time.perf_counter() - started:.0f} s")
    print(f"load {os.getloadavg()[0]:.2f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
