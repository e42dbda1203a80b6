"""``score5 arena``: duplicate tournaments between bot levels."""

from __future__ import annotations

import argparse
import json
import sys
import time

from score5_desktop.ai.arena import ArenaResult, run_arena
from score5_desktop.ai.levels import available_levels
from score5_desktop.engine.deal import MAX_PLAYERS, MIN_PLAYERS


def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser(
        "arena",
        help="measure bot levels against each other",
        description="Play seeded deals between bot levels in duplicate format: every deal "
        "is played in every rotation of the seats, so luck cancels. Prints per level the "
        "win share with its Wilson 95% interval, mean score and margin to the best "
        "other player, and decision time (50th and 95th percentile).",
    )
    p.add_argument("--players", type=int, required=True, metavar="N", help="2 to 5")
    p.add_argument(
        "--seats",
        required=True,
        metavar="LEVEL,LEVEL,...",
        help="one level per seat, e.g. expert,normal,normal,normal",
    )
    p.add_argument(
        "--games",
        type=int,
        required=True,
        metavar="G",
        help="games (rounded up to whole deals of N rotations)",
    )
    p.add_argument("--seed", type=int, required=True, metavar="S", help="first deal's seed")
    p.add_argument(
        "--think",
        type=float,
        metavar="SECONDS",
        help="the expert's thinking time per decision; hard thinks a quarter of it "
        "(default: expert 0.8 s, hard 0.2 s)",
    )
    p.add_argument(
        "--rollouts",
        type=int,
        metavar="R",
        help="instead of --think: the expert's simulated games per decision (hard a "
        "quarter of them), so a measurement does not depend on how loaded the machine is",
    )
    p.add_argument("--jobs", type=int, default=1, metavar="J", help="worker processes (1)")
    p.add_argument("--json", action="store_true", help="print one JSON object")
    p.add_argument("--report", metavar="DIR", help="write arena.md and arena.png here")
    p.set_defaults(run=run)


def _error(message: str) -> int:
    print(f"error: {message}", file=sys.stderr)
    return 2


class _Progress:
    """A one-line progress bar on stderr, only when it is a terminal."""

    def __init__(self) -> None:
        self.enabled = sys.stderr.isatty()
        self.started = time.perf_counter()

    def __call__(self, done: int, total: int) -> None:
        if not self.enabled:
            return
        width = 30
        filled = width * done // total
        elapsed = time.perf_counter() - self.started
        eta = elapsed / done * (total - done) if done else 0
        bar = "#" * filled + "-" * (width - filled)
        sys.stderr.write(f"\r[{bar}] {done}/{total} games, {elapsed:.0f} s, ~{eta:.0f} s left")
        if done == total:
            sys.stderr.write("\n")
        sys.stderr.flush()


def run(args: argparse.Namespace) -> int:
    if not MIN_PLAYERS <= args.players <= MAX_PLAYERS:
        return _error(f"--players must be {MIN_PLAYERS} to {MAX_PLAYERS}")
    seats = [level.strip() for level in args.seats.split(",")]
    if len(seats) != args.players:
        return _error(f"--seats names {len(seats)} levels for {args.players} players")
    unknown = [level for level in seats if level not in available_levels()]
    if unknown:
        known = ", ".join(available_levels())
        return _error(f"unknown bot level {unknown[0]!r} (known: {known})")
    if args.games < 1:
        return _error("--games must be at least 1")
    if args.jobs < 1:
        return _error("--jobs must be at least 1")
    if args.think is not None and not 0 < args.think <= 60:
        return _error("--think must be between 0 and 60 seconds")
    if args.rollouts is not None:
        if args.think is not None:
            return _error("give --think or --rollouts, not both")
        if not 1 <= args.rollouts <= 1_000_000:
            return _error("--rollouts must be between 1 and 1000000")
    think = args.rollouts if args.rollouts is not None else args.think
    result = run_arena(
        seats, args.games, args.seed, think=think, jobs=args.jobs, progress=_Progress()
    )
    if args.report:
        from score5_desktop.cli.arena_report import write_report

        try:
            paths = write_report(result, args.report, command=_command_line(args))
        except OSError as exc:
            return _error(f"cannot write the report to {args.report}: {exc.strerror or exc}")
        if not args.json:
            print("report: " + ", ".join(str(p) for p in paths))
    if args.json:
        print(json.dumps(result.to_json()))
    else:
        print(format_table(result))
    return 1 if result.illegal else 0


def _command_line(args: argparse.Namespace) -> str:
    parts = [
        "score5 arena",
        f"--players {args.players}",
        f"--seats {args.seats}",
        f"--games {args.games}",
        f"--seed {args.seed}",
    ]
    if args.think is not None:
        parts.append(f"--think {args.think}")
    if args.rollouts is not None:
        parts.append(f"--rollouts {args.rollouts}")
    parts.append(f"--jobs {args.jobs}")
    return " ".join(parts)


def format_table(result: ArenaResult) -> str:
    lines = [
        f"{result.games} games, {len(result.seats)} players ({', '.join(result.seats)}), "
        f"{result.seconds:.1f} s; {result.tiebreaks} decided by tiebreak",
        f"{'level':<8} {'seats':>5} {'wins':>6} {'share':>7} {'95% interval':>16} "
        f"{'score':>7} {'margin':>7} {'p50 s':>7} {'p95 s':>7}",
    ]
    for s in result.levels.values():
        lines.append(
            f"{s.level:<8} {s.seats:>5} {s.wins:>6} {s.win_share:>7.1%} "
            f"{f'{s.ci95[0]:.1%}–{s.ci95[1]:.1%}':>16} {s.mean_score:>7.1f} "
            f"{s.mean_margin:>7.1f} {s.decision_p50:>7.3f} {s.decision_p95:>7.3f}"
        )
    if result.illegal:
        lines.append(f"ILLEGAL DECISIONS: {len(result.illegal)}")
        lines.extend(f"  {entry}" for entry in result.illegal[:10])
    else:
        lines.append("illegal decisions: 0")
    return "\n".join(lines)
