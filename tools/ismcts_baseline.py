"""Size the yardstick (``ismcts:N``) to a time per decision, on this machine, now.

The yardstick itself is ``score5_desktop/games/score5/bots/ismcts.py``, a textbook
multi-observer IS-MCTS played through the arena as a bench level with a budget of
iterations (``score5 arena --players 2 --seats expert,ismcts:2000``). Its budget is
in iterations so that matches are reproducible; to compare it with the expert at
1×, 2× and 4× the expert's time, this tool times both on the same positions
(decisions of seeded games, every kind) and prints the ``ismcts:N`` that spends
each multiple of the expert's mean time per decision:

    nice -n 5 .venv/bin/python tools/ismcts_baseline.py --positions 40 --multiples 1 2 4

Timings on a shared machine move with its load: run it just before the matches.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time

from score5_desktop.games.score5.bots.ismcts import ISMCTSBot, parse_level
from score5_desktop.games.score5.bots.levels import make_bot
from score5_desktop.games.score5.rules.deal import deal
from score5_desktop.games.score5.rules.decisions import Phase
from score5_desktop.games.score5.rules.observation import Observation, observe
from score5_desktop.games.score5.rules.state import GameState


def positions(count: int, seed: int) -> list[Observation]:
    """Bid, adjustment and pick positions of 2-player games between normal bots."""
    found: list[Observation] = []
    game = 0
    while len(found) < count:
        state = GameState(deal(2, seed + game))
        bots = [make_bot("normal", seed + game * 2 + s) for s in range(2)]
        k = 0
        while not state.is_over and len(found) < count:
            for seat in state.to_act():
                obs = observe(state, seat)
                if obs.phase is not Phase.WILD and k % 5 == 0:
                    found.append(obs)
                k += 1
                state.apply(bots[seat].decide(obs))
        game += 1
    return found


def mean_seconds(decide, chosen: list[Observation]) -> float:
    times = []
    for obs in chosen:
        started = time.perf_counter()
        decide(obs)
        times.append(time.perf_counter() - started)
    return statistics.fmean(times)


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--positions", type=int, default=40)
    p.add_argument("--seed", type=int, default=31000)
    p.add_argument("--probe", type=int, default=500, help="iterations per timed search")
    p.add_argument("--multiples", type=float, nargs="+", default=[1.0, 2.0, 4.0])
    p.add_argument(
        "--rollout",
        default="",
        help="the level's tail after N, e.g. '10:mk' for ismcts:N:10:mk (bid chance, variants)",
    )
    a = p.parse_args()
    chosen = positions(a.positions, a.seed)
    expert = make_bot("expert", 1)
    level = parse_level(f"ismcts:{a.probe}" + (f":{a.rollout}" if a.rollout else ""))
    if level is None:
        p.error(f"--rollout {a.rollout!r} is no level tail (see ismcts.parse_level)")
    yardstick = ISMCTSBot(a.probe, 2, level.bid_percent, level.variants)
    expert_s = mean_seconds(expert.decide, chosen)
    probe_s = mean_seconds(yardstick.decide, chosen)
    rate = a.probe / probe_s
    sys.stdout.write(
        f"{len(chosen)} positions: expert {expert_s:.3f} s per decision; "
        f"yardstick {rate:.0f} iterations per second\n"
    )
    for k in a.multiples:
        n = max(1, round(rate * k * expert_s))
        tail = f":{a.rollout}" if a.rollout else ""
        sys.stdout.write(f"{k:g}x the expert's time: ismcts:{n}{tail}\n")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
