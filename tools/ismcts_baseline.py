"""Size the yardstick (``ismcts:N``) to multiples of the expert's thinking time.

The yardstick itself is ``score5_desktop/games/score5/bots/ismcts.py``, a textbook
multi-observer IS-MCTS played through the arena as a bench level with a budget of
iterations (``score5 arena --players 2 --seats expert,ismcts:2000:g``). Matches
use fixed work, not time, so that they do not depend on the machine's load: this
tool measures, in CPU seconds on the same positions (bids and adjustments of
seeded games: the expert spends a smaller share on a pick), the expert's
rollouts per second at a fixed rollout budget and the yardstick's iterations per
second, and prints the budgets that equal the expert's
time per decision (``EXPERT.seconds``) and its multiples:

    nice -n 5 .venv/bin/python tools/ismcts_baseline.py --positions 40 --multiples 1 2 4

It also prints the budgets that equal multiples of the CPU time the expert spends on
one decision at ``--rollouts`` (the arena's budget): the way ``ismcts:7670:g`` was
sized as 4x an expert at 2,940 rollouts. ``--share`` is the expert's share of that
budget and ``--rule`` / ``--spend`` its rollouts, so the CPU time of one decision can
be compared between rollout rules (the equal-time share of
``tools/arena_equal_time.py`` is such a ratio):

    nice -n 5 .venv/bin/python tools/ismcts_baseline.py --rollouts 2940 --share 0.76

Run it on a quiet machine (CPU time still slows under load, less than wall time),
and say the load with the figures.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import time
from dataclasses import replace

from score5_desktop.games.score5.bots.ismcts import ISMCTSBot, parse_level
from score5_desktop.games.score5.bots.levels import make_bot
from score5_desktop.games.score5.bots.search import EXPERT, RolloutRule, SearchBot
from score5_desktop.games.score5.rules.deal import deal
from score5_desktop.games.score5.rules.decisions import Phase
from score5_desktop.games.score5.rules.observation import Observation, observe
from score5_desktop.games.score5.rules.state import GameState


def positions(count: int, seed: int, players: int = 2) -> list[Observation]:
    """Bid and adjustment positions of ``players``-seat games between normal bots."""
    found: list[Observation] = []
    game = 0
    while len(found) < count:
        state = GameState(deal(players, seed + game))
        bots = [make_bot("normal", seed + game * players + s) for s in range(players)]
        k = 0
        while not state.is_over and len(found) < count:
            for seat in state.to_act():
                obs = observe(state, seat)
                if obs.phase in (Phase.BID, Phase.ADJUST) and k % 5 == 0:
                    found.append(obs)
                k += 1
                state.apply(bots[seat].decide(obs))
        game += 1
    return found


def cpu_seconds(decide, chosen: list[Observation]) -> float:
    """Mean CPU seconds per decision (this process only, so other jobs count less)."""
    times = []
    for obs in chosen:
        started = time.process_time()
        decide(obs)
        times.append(time.process_time() - started)
    return statistics.fmean(times)


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--positions", type=int, default=40)
    p.add_argument("--seed", type=int, default=31000)
    p.add_argument("--probe", type=int, default=500, help="iterations per timed search")
    p.add_argument("--rollouts", type=int, default=2000, help="expert's rollouts when timed")
    p.add_argument("--share", type=float, default=EXPERT.share, help="expert's share of it")
    p.add_argument(
        "--rule",
        choices=[r.value for r in RolloutRule],
        default=EXPERT.rollout_rule.value,
        help="the expert's rollout rule when timed (default: its own)",
    )
    p.add_argument("--spend", type=float, default=EXPERT.rollout_spend, help="its rollout_spend")
    p.add_argument("--multiples", type=float, nargs="+", default=[1.0, 2.0, 4.0])
    p.add_argument(
        "--tail",
        default="g",
        help="the level's tail after N, e.g. 'g' for ismcts:N:g (see parse_level)",
    )
    a = p.parse_args()
    level = parse_level(f"ismcts:{a.probe}" + (f":{a.tail}" if a.tail else ""))
    if level is None:
        p.error(f"--tail {a.tail!r} is no level tail (see ismcts.parse_level)")
    if not 0 < a.share <= 1:
        p.error("--share must be in (0, 1]")
    chosen = positions(a.positions, a.seed)
    config = replace(EXPERT, share=a.share, rollout_rule=RolloutRule(a.rule), rollout_spend=a.spend)
    expert = SearchBot("expert", config, 1, a.rollouts)
    yardstick = ISMCTSBot(a.probe, 2, level.variants)
    rollouts = config.rollouts_of(a.rollouts)
    decision = cpu_seconds(expert.decide, chosen)
    rollout_rate = rollouts / decision
    rate = a.probe / cpu_seconds(yardstick.decide, chosen)
    seconds = EXPERT.seconds
    sys.stdout.write(
        f"{len(chosen)} positions, load {os.getloadavg()[0]:.1f}: expert ({a.rule} "
        f"rollouts, spend {a.spend:g}) {rollout_rate:.0f} rollouts per CPU second "
        f"({round(rollout_rate * seconds)} in its {seconds:g} s); at {a.rollouts} x "
        f"{a.share:g} = {rollouts} rollouts {decision:.3f} CPU s per decision; yardstick "
        f"{rate:.0f} iterations per CPU second\n"
    )
    tail = f":{a.tail}" if a.tail else ""
    for k in a.multiples:
        n = max(1, round(rate * k * seconds))
        sys.stdout.write(f"{k:g}x the expert's time ({k * seconds:g} s): ismcts:{n}{tail}\n")
    for k in a.multiples:
        n = max(1, round(rate * k * decision))
        sys.stdout.write(
            f"{k:g}x the expert's decision at {rollouts} rollouts "
            f"({k * decision:.3f} CPU s): ismcts:{n}{tail}\n"
        )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
