"""What the app's own time budgets buy Five Three Five's searching levels, in playouts.

``python tools/f35_app_budget.py --players 6 [--games 4] [--positions 40]``
collects positions from games of ``normal`` bots (as ``f35_search_probe``) and
lets hard and the expert decide each on their app budget (``seconds_at`` the
seat count, no ``think``), counting the playouts each decision runs. It prints
the median and the 10th/90th percentiles of playouts a decision, the wall and
CPU time a decision took, and the load average before and after: wall-time
figures mean what they say only on a quiet machine, so the playouts a CPU
second buys are printed too (times the budget, that is what a quiet machine
gives).
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import time

from f35_search_probe import positions  # the script's own folder is on the path

from score5_desktop.games.five_three_five.bots import search
from score5_desktop.games.five_three_five.bots.inference import view_notes
from score5_desktop.games.five_three_five.bots.search import EXPERT, HARD, Searcher
from score5_desktop.games.five_three_five.bots.situation import from_view


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--players", type=int, default=6)
    parser.add_argument("--games", type=int, default=4)
    parser.add_argument("--positions", type=int, default=40)
    args = parser.parse_args()
    views = positions(args.players, args.games, args.positions)
    out = sys.stdout
    out.write(f"{len(views)} positions at {args.players} players; load {os.getloadavg()[0]:.1f}\n")
    done = [0]
    plain = search.playout

    def counted(deal, rng):
        done[0] += 1
        plain(deal, rng)

    search.playout = counted
    try:
        for name, level in (("hard", HARD), ("expert", EXPERT)):
            runs, walls = [], []
            cpu = time.process_time()
            for i, view in enumerate(views):
                sit = from_view(view)
                notes = view_notes(view)
                done[0] = 0
                started = time.perf_counter()
                Searcher(level, 7 + i, None).choose(sit, sit.deal.legal(), notes)
                walls.append(time.perf_counter() - started)
                runs.append(done[0])
            cpu = time.process_time() - cpu
            deciles = statistics.quantiles(runs, n=10)
            seconds = level.seconds_at(args.players)
            rate = sum(runs) / cpu
            wall, per = statistics.mean(walls) * 1000, cpu / len(views) * 1000
            out.write(
                f"{name:<7} budget {seconds:.3f} s: playouts a decision median "
                f"{statistics.median(runs):.0f} (10%-90%: {deciles[0]:.0f}-{deciles[-1]:.0f}); "
                f"wall {wall:.0f} ms, CPU {per:.0f} ms "
                f"a decision; {rate:.0f} playouts a CPU second, "
                f"{rate * seconds:.0f} in the budget\n"
            )
    finally:
        search.playout = plain
    out.write(f"load {os.getloadavg()[0]:.1f}\n")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
