"""``score5 arena`` with the SCORE 5 expert on one shard in the ``hard`` seats.

Whether the expert's shards (``SearchLevel.cores``) cost it strength at a fixed budget:
at ``--rollouts R`` both seats play R rollouts a decision, the ``expert`` seats in the
level's shards (run in turn), the ``hard`` seats as the same expert on one shard. The
arena's report then names the one-shard expert "hard":

    nice -n 5 .venv/bin/python tools/arena_shards.py --players 2 --seats expert,hard \\
        --games 16 --seed 9600 --rollouts 2000 --jobs 1

Only this process (and the arena's forked workers) see the change.
"""

from __future__ import annotations

import multiprocessing
import sys
from collections.abc import Sequence
from dataclasses import replace

from score5_desktop.cli.main import build_parser
from score5_desktop.cli.main import main as score5_main
from score5_desktop.games.score5.bots import search


def main(argv: Sequence[str] | None = None) -> int:
    rest = list(sys.argv[1:] if argv is None else argv)
    arena = build_parser("arena").parse_args(["arena", *rest])
    if arena.jobs > 1 and "fork" not in multiprocessing.get_all_start_methods():
        raise SystemExit("--jobs above 1 needs forked workers, which see the change")
    search.HARD = replace(search.EXPERT, cores=1)  # ``levels._hard`` reads it per bot
    print(f"hard seats: the expert on one shard; expert seats: {search.EXPERT.cores} shards")
    return score5_main(["arena", *rest])


if __name__ == "__main__":
    raise SystemExit(main())
