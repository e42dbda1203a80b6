"""Decisions per second of each Five Three Five level, and their decision times.

``python -m score5_desktop.games.five_three_five.bots.speed`` plays games with
every seat at one level and times each decision (p50, p95, max, and decisions
per second over all of them), for each level and player count. ``--think``
sets the searching levels' budget (seconds with a dot, playouts without); the
default is the app's (hard 0.1 s, expert 0.8 s). Forced passes count too, as
they do in a game. Strength is measured by the shell's ``score5 ladder --game
five-three-five``; this only needs the rules and the bots.
"""

from __future__ import annotations

import argparse
import math
import sys
import time
from collections.abc import Sequence

from score5_desktop.games.five_three_five.bots.levels import LEVELS, make_bot
from score5_desktop.games.five_three_five.rules.decisions import Options
from score5_desktop.games.five_three_five.rules.state import new_game


def percentile(values: Sequence[float], q: float) -> float:
    """The q-th percentile (0–100) by linear interpolation; 0 for no values."""
    if not values:
        return 0.0
    ordered = sorted(values)
    at = (len(ordered) - 1) * q / 100
    lo = math.floor(at)
    hi = min(lo + 1, len(ordered) - 1)
    return ordered[lo] + (ordered[hi] - ordered[lo]) * (at - lo)


def decision_times(level: str, players: int, seed: int, think: float | int | None) -> list[float]:
    """Seconds per decision along one game with a bot of ``level`` in every seat."""
    state = new_game(players, seed, Options())
    bots = [make_bot(level, seed=seed * 10 + s, think=think) for s in range(players)]
    times: list[float] = []
    clock = time.perf_counter
    while not state.is_over:
        (seat,) = state.to_act()
        view = state.view(seat)
        started = clock()
        decision = bots[seat].decide(view)
        times.append(clock() - started)
        state.apply(decision)
    return times


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m score5_desktop.games.five_three_five.bots.speed",
        description="Decision times of each Five Three Five bot level.",
    )
    parser.add_argument("--players", default="2,4,6")
    parser.add_argument("--levels", default=",".join(LEVELS))
    parser.add_argument("--decisions", type=int, default=300, help="at least this many each")
    parser.add_argument("--think", type=_think, default=None)
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args(argv)
    levels = args.levels.split(",")
    for name in levels:
        if name not in LEVELS:
            parser.error(f"unknown level {name!r} (known: {', '.join(LEVELS)})")
    out = sys.stdout
    out.write(f"think={args.think!r}: decisions timed along games of one level in every seat\n")
    out.write("level    players  decisions  per second   p50 ms   p95 ms   max ms\n")
    for level in levels:
        for players in (int(p) for p in args.players.split(",")):
            times: list[float] = []
            seed = args.seed
            while len(times) < args.decisions:
                times.extend(decision_times(level, players, seed, args.think))
                seed += 1
            out.write(
                f"{level:<8} {players:>7}  {len(times):>9}  {len(times) / sum(times):>10.0f}  "
                f"{percentile(times, 50) * 1000:>7.2f}  {percentile(times, 95) * 1000:>7.2f}  "
                f"{max(times) * 1000:>7.2f}\n"
            )
            out.flush()
    return 0


def _think(text: str) -> float | int:
    """``--think``: an int is playouts per decision, a float (with a dot) seconds."""
    return float(text) if "." in text else int(text)


if __name__ == "__main__":
    raise SystemExit(main())
