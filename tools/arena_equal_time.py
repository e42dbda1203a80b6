"""``score5 arena`` with the SCORE 5 expert's share of the budget given on the command line.

Matches against the yardstick (``ismcts:N:g``) are sized in CPU time: ``ismcts:7670:g``
is four times the CPU time of an expert decision at 2,940 rollouts with the light
rollouts it had then. The expert's rollouts now cost more CPU each, so "equal time"
gives it fewer of them: the share of ``--rollouts`` (or ``--think``) it plays, its
``SearchLevel.share``, is set here to what its time buys (measure the ratio with
``tools/ismcts_baseline.py --rule ...``). Everything after the share goes to the arena
unchanged, and the first line of the output says the share and the rollouts it gives:

    nice -n 5 .venv/bin/python tools/arena_equal_time.py --expert-share 0.76 --players 2 \\
        --seats expert,ismcts:7670:g --games 16 --seed 700 --rollouts 2940 --jobs 1

Only this process (and the arena's forked workers) see the changed share; the app's
expert and every other level play as they always do.
"""

from __future__ import annotations

import argparse
import multiprocessing
from collections.abc import Sequence
from dataclasses import replace

from score5_desktop.cli.main import build_parser
from score5_desktop.cli.main import main as score5_main
from score5_desktop.games.score5.bots import search


def expert_with_share(share: float) -> search.SearchLevel:
    """Today's expert, playing ``share`` of an explicit budget."""
    if not 0 < share <= 1:
        raise ValueError(f"the expert's share must be in (0, 1], not {share:g}")
    return replace(search.EXPERT, share=share)


def header(level: search.SearchLevel, rollouts: int | None) -> str:
    """The line that says which expert the figures below belong to."""
    line = f"expert share {level.share:g} of the budget"
    if rollouts is not None:
        line += f": {level.rollouts_of(rollouts)} of {rollouts} rollouts per decision"
    return line + f" ({level.rollout_rule.value} rollouts)"


def main(argv: Sequence[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument(
        "--expert-share",
        type=float,
        required=True,
        metavar="S",
        help="the expert's share of --rollouts / --think; the rest goes to score5 arena",
    )
    known, rest = p.parse_known_args(argv)
    try:
        level = expert_with_share(known.expert_share)
    except ValueError as exc:
        p.error(str(exc))
    arena = build_parser("arena").parse_args(["arena", *rest])
    if arena.jobs > 1 and "fork" not in multiprocessing.get_all_start_methods():
        p.error("--jobs above 1 needs forked workers, which see the changed share")
    search.EXPERT = level  # ``levels._expert`` reads it when each bot is made
    print(header(level, arena.rollouts), flush=True)
    return score5_main(["arena", *rest])


if __name__ == "__main__":
    raise SystemExit(main())
