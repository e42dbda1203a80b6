"""Measuring the Five Three Five levels: a duplicate ladder and decisions per second.

``python -m score5_desktop.games.five_three_five.bots.measure ladder`` plays, for
each player count and each pair of neighbouring levels, the upper level in one
seat against copies of the lower one. Every deal seed is played once with the
upper level in each seat (duplicate deals: the cards are the same, only the
seat changes), so the luck of the deal cancels out. A win shared by k seats
counts 1/k. The step is shown when the lower bound of the Wilson 95% interval
of the upper level's share is above the fair share 1/N.

``… measure speed`` times each level's decisions along bot games (p50, p95 and
decisions per second).

The game's seam (``score5 arena|ladder --game five-three-five``) is the place for
tournaments once the shell runs them for every game; this command needs nothing
but the rules and the bots.
"""

from __future__ import annotations

import argparse
import math
import sys
import time
from collections.abc import Sequence
from dataclasses import dataclass

from score5_desktop.games.five_three_five.bots.levels import LEVELS, make_bot
from score5_desktop.games.five_three_five.rules.decisions import Options
from score5_desktop.games.five_three_five.rules.state import new_game

Z95 = 1.959963984540054


def wilson(successes: float, trials: int, z: float = Z95) -> tuple[float, float]:
    """The Wilson score interval of a proportion (stays inside [0, 1])."""
    if trials <= 0:
        return (0.0, 1.0)
    p = successes / trials
    denom = 1 + z * z / trials
    centre = (p + z * z / (2 * trials)) / denom
    half = z * math.sqrt(p * (1 - p) / trials + z * z / (4 * trials * trials)) / denom
    return (max(0.0, centre - half), min(1.0, centre + half))


def percentile(values: Sequence[float], q: float) -> float:
    """The q-th percentile (0–100) by linear interpolation; 0 for no values."""
    if not values:
        return 0.0
    ordered = sorted(values)
    at = (len(ordered) - 1) * q / 100
    lo = math.floor(at)
    hi = min(lo + 1, len(ordered) - 1)
    return ordered[lo] + (ordered[hi] - ordered[lo]) * (at - lo)


@dataclass(frozen=True, slots=True)
class GameResult:
    winners: tuple[int, ...]
    times: tuple[tuple[int, float], ...]  # (seat, seconds) per bot decision


def play_game(
    levels: Sequence[str],
    seed: int,
    options: Options,
    think: float | int | None,
) -> GameResult:
    """One game, a bot of ``levels[s]`` in seat ``s`` (bots seeded from the game seed)."""
    players = len(levels)
    state = new_game(players, seed, options)
    bots = [make_bot(level, seed=seed * 10 + s, think=think) for s, level in enumerate(levels)]
    times: list[tuple[int, float]] = []
    clock = time.perf_counter
    while not state.is_over:
        (seat,) = state.to_act()
        view = state.view(seat)
        started = clock()
        decision = bots[seat].decide(view)
        times.append((seat, clock() - started))
        state.apply(decision)
    outcome = state.outcome()
    assert outcome is not None
    return GameResult(outcome.winners, tuple(times))


@dataclass(frozen=True, slots=True)
class StepResult:
    upper: str
    lower: str
    players: int
    games: int  # games played (seeds x seats)
    share: float
    ci95: tuple[float, float]
    seconds: float

    @property
    def shown(self) -> bool:
        fair = 1 / self.players
        return self.share > fair and self.ci95[0] > fair


def run_step(
    upper: str,
    lower: str,
    players: int,
    seeds: int,
    think: float | int | None,
    options: Options,
    first_seed: int = 0,
) -> StepResult:
    """``upper`` in each seat in turn against ``lower`` everywhere else, ``seeds`` deals."""
    started = time.perf_counter()
    won = 0.0
    games = 0
    for seed in range(first_seed, first_seed + seeds):
        for seat in range(players):
            levels = [lower] * players
            levels[seat] = upper
            result = play_game(levels, seed, options, think)
            if seat in result.winners:
                won += 1 / len(result.winners)
            games += 1
    share = won / games
    return StepResult(
        upper, lower, players, games, share, wilson(won, games), time.perf_counter() - started
    )


def _ladder(args: argparse.Namespace) -> None:
    levels = args.levels.split(",")
    options = Options(target=args.target)
    out = sys.stdout
    out.write(f"think={args.think!r} target={args.target} seeds per step={args.seeds}\n")
    out.write("players  step               games  share   95% interval     verdict  seconds\n")
    for players in (int(p) for p in args.players.split(",")):
        for lower, upper in zip(levels, levels[1:], strict=False):
            r = run_step(upper, lower, players, args.seeds, args.think, options, args.first_seed)
            verdict = "shown" if r.shown else "not shown"
            out.write(
                f"{players:>7}  {upper + ' > ' + lower:<17}  {r.games:>5}  {r.share:5.1%}  "
                f"[{r.ci95[0]:5.1%}, {r.ci95[1]:5.1%}]  {verdict:<9} {r.seconds:7.0f}\n"
            )
            out.flush()


def _speed(args: argparse.Namespace) -> None:
    out = sys.stdout
    out.write(f"think={args.think!r}: decisions timed along games of that level alone\n")
    out.write("level    players  decisions  per second   p50 ms   p95 ms   max ms\n")
    for level in args.levels.split(","):
        for players in (int(p) for p in args.players.split(",")):
            times: list[float] = []
            seed = args.first_seed
            while len(times) < args.decisions:
                result = play_game([level] * players, seed, Options(), args.think)
                times.extend(t for _, t in result.times)
                seed += 1
            total = sum(times)
            out.write(
                f"{level:<8} {players:>7}  {len(times):>9}  {len(times) / total:>10.0f}  "
                f"{percentile(times, 50) * 1000:>7.2f}  {percentile(times, 95) * 1000:>7.2f}  "
                f"{max(times) * 1000:>7.2f}\n"
            )
            out.flush()


def _think(text: str) -> float | int:
    """``--think``: an int is playouts per decision, a float (with a dot) seconds."""
    return float(text) if "." in text else int(text)


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m score5_desktop.games.five_three_five.bots.measure"
    )
    sub = parser.add_subparsers(dest="command", required=True)
    ladder = sub.add_parser("ladder", help="each level against copies of the one below")
    ladder.add_argument("--players", default="2,4,6")
    ladder.add_argument("--levels", default=",".join(LEVELS))
    ladder.add_argument("--seeds", type=int, default=20, help="deal seeds per step")
    ladder.add_argument("--think", type=_think, default=None)
    ladder.add_argument("--target", type=int, choices=(20, 10), default=20)
    ladder.add_argument("--first-seed", type=int, default=0)
    speed = sub.add_parser("speed", help="decision times of each level")
    speed.add_argument("--players", default="2,4,6")
    speed.add_argument("--levels", default=",".join(LEVELS))
    speed.add_argument("--decisions", type=int, default=300)
    speed.add_argument("--think", type=_think, default=None)
    speed.add_argument("--first-seed", type=int, default=0)
    args = parser.parse_args(argv)
    for name in args.levels.split(","):
        if name not in LEVELS:
            parser.error(f"unknown level {name!r} (known: {', '.join(LEVELS)})")
    if args.command == "ladder":
        _ladder(args)
    else:
        _speed(args)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
