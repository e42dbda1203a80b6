"""``score5 arena`` with the SCORE 5 expert on one shard in the ``hard`` seats.

Whether the expert's shards (``SearchLevel.cores``) cost it strength at a fixed budget:
at ``--rollouts R`` both seats play R rollouts a decision, the ``expert`` seats in the
level's shards (run in turn), the ``hard`` seats as the same expert on one shard. The
arena's report then names the one-shard expert "hard":

    nice -n 5 .venv/bin/python tools/arena_shards.py --players 2 --seats expert,hard \\
        --games 16 --seed 9600 --rollouts 2000 --jobs 1

``--one-shard-share S`` gives the one-shard expert S of the budget instead (0.5: what
it plays in the app's time on one core while the two shards' expert uses both).

Only this process (and the arena's forked workers) see the change.
"""

from __future__ import annotations

import argparse
import multiprocessing
import sys
from collections.abc import Sequence
from dataclasses import replace

from score5_desktop.cli.main import build_parser
from score5_desktop.cli.main import main as score5_main
from score5_desktop.games.score5.bots import search


def main(argv: Sequence[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--one-shard-share", type=float, default=1.0, metavar="S")
    known, rest = p.parse_known_args(sys.argv[1:] if argv is None else argv)
    arena = build_parser("arena").parse_args(["arena", *rest])
    if arena.jobs > 1 and "fork" not in multiprocessing.get_all_start_methods():
        raise SystemExit("--jobs above 1 needs forked workers, which see the change")
    share = known.one_shard_share
    search.HARD = replace(search.EXPERT, cores=1, share=share)  # ``levels._hard`` reads it
    print(
        f"hard seats: the expert on one shard, {share:g} of the budget; "
        f"expert seats: {search.EXPERT.cores} shards"
    )
    return score5_main(["arena", *rest])


if __name__ == "__main__":
    raise SystemExit(main())
