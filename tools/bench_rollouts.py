"""Playouts per second of the searching levels' rollout path, for the closing notes.

``python tools/bench_rollouts.py [--deals N] [--per-deal K] [--spend S] [--rule R]``
plays K rollouts of whole 2-player games (``fastsim.rollout``, then ``fastsim.outcome``;
the policy's ``spend`` is S: 0 by default, as the yardstick plays; R is a
``search.RolloutRule``, ``light`` by default, or ``normal`` / ``normal-greedy`` for
``rollout_normal.NormalRollout``, where S does not apply; the expert's is
``search.EXPERT.rollout_rule``) from each of N seeded deals, and prints playouts per
second of this process's CPU time (a busy shared machine slows the run, not the figure
much) and a checksum of the final hands, so that a change meant to be pure speed
can be shown to play the very same games.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
import zlib

from score5_desktop.games.score5.bots.fastsim import RolloutPolicy, outcome, rollout
from score5_desktop.games.score5.bots.rollout_normal import NormalRollout
from score5_desktop.games.score5.bots.search import RolloutRule
from score5_desktop.games.score5.bots.tables import tables_for
from score5_desktop.games.score5.rules.deal import deal
from score5_desktop.games.score5.rules.state import GameState


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--deals", type=int, default=40)
    p.add_argument("--per-deal", type=int, default=50)
    p.add_argument("--spend", type=float, default=0.0)
    p.add_argument("--rule", choices=[r.value for r in RolloutRule], default="light")
    a = p.parse_args()
    check = 0
    done = 0
    started = time.process_time()
    for seed in range(a.deals):
        state = GameState(deal(2, seed))
        t = tables_for(state.deck)
        rule = RolloutRule(a.rule)
        if rule is RolloutRule.LIGHT:
            policy = RolloutPolicy(t, random.Random(seed), spend=a.spend)
        else:
            policy = NormalRollout(t, random.Random(seed), exact=rule is RolloutRule.NORMAL)
        pile = list(state.setup.pile)
        for _ in range(a.per_deal):
            hands = list(state.hands)
            rollout(t, hands, pile, 0, policy)
            outcome(t, hands)
            check = zlib.crc32(repr(hands).encode(), check)
            done += 1
    seconds = time.process_time() - started
    sys.stdout.write(f"{done / seconds:.0f} playouts per CPU second; checksum {check:08x}\n")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
