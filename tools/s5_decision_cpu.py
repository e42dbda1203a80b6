"""CPU time of SCORE 5 searching decisions at a fixed budget, and a checksum of them.

``python tools/s5_decision_cpu.py [--players 2 3 4 5] [--positions 8] [--rollouts 1000]
[--level expert] [--profile SEATS]`` lets the level decide the same bid and adjustment
positions (``ismcts_baseline.positions``, seed 500) with ``think`` the integer
``--rollouts`` (the level plays its share of it), each bot seeded by its position, and
prints per seat count the mean CPU seconds a decision took, the rollouts played per CPU
second and a checksum of the decisions. A change meant to be pure speed must leave the
checksums as they were; run the tool on both checkouts back to back, since a busy
machine slows CPU time too, if less than wall time:

    nice -n 5 .venv/bin/python tools/s5_decision_cpu.py
    nice -n 5 /work/main/.venv/bin/python tools/s5_decision_cpu.py   # main's code

``--profile SEATS`` profiles that seat count's decisions (cProfile, by own time).
"""

from __future__ import annotations

import argparse
import cProfile
import os
import pstats
import sys
import time
import zlib
from dataclasses import replace

from ismcts_baseline import positions  # tools/ is the script's own folder
from rollout_count import counting_rollouts

from score5_desktop.games.score5.bots import search
from score5_desktop.games.score5.bots.search import EXPERT, HARD, SearchBot


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--players", type=int, nargs="+", default=[2, 3, 4, 5])
    p.add_argument("--positions", type=int, default=8)
    p.add_argument("--rollouts", type=int, default=1000)
    p.add_argument("--level", choices=["expert", "hard"], default="expert")
    p.add_argument(
        "--cores", type=int, default=0, help="the level's shards (default: its own cores)"
    )
    p.add_argument("--profile", type=int, default=0, metavar="SEATS")
    a = p.parse_args()
    config = replace(EXPERT if a.level == "expert" else HARD, instinct=0.0)  # all searched
    if a.cores:
        config = replace(config, cores=a.cores)
    with counting_rollouts() as played:
        _measure(a, config, played)
    return 0


def _measure(a: argparse.Namespace, config: search.SearchLevel, played: list[int]) -> None:
    """Each seat count's line (and profile), ``played`` counting the rollouts."""
    out = sys.stdout
    out.write(f"load {os.getloadavg()[0]:.2f}; {a.level} at {a.rollouts} rollouts\n")
    for players in a.players:
        chosen = positions(a.positions, 500, players)
        profile = cProfile.Profile() if a.profile == players else None
        check = 0
        cpu = 0.0
        played[0] = 0
        for i, obs in enumerate(chosen):
            bot = SearchBot(a.level, config, seed=i, think=a.rollouts)
            started = time.process_time()
            if profile:
                profile.enable()
            decision = bot.decide(obs)
            if profile:
                profile.disable()
            cpu += time.process_time() - started
            check = zlib.crc32(repr(decision).encode(), check)
        out.write(
            f"{players} seats: {cpu / len(chosen):.3f} CPU s a decision, "
            f"{played[0] / cpu:.0f} rollouts per CPU s, decisions {check:08x}\n"
        )
        if profile:
            pstats.Stats(profile, stream=out).sort_stats("tottime").print_stats(18)


if __name__ == "__main__":
    raise SystemExit(main())
