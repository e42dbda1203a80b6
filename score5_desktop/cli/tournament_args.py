"""Command-line pieces shared by the commands that play duplicate tournaments
(``score5 arena``, ``score5 ladder``) of any game: their budget options, how those
options are checked, and the progress bar. Kept in one place so that both commands
accept and refuse exactly the same things and a measurement means the same in either."""

from __future__ import annotations

import argparse
import sys
import time

from score5_desktop.cli.game_arg import add_game_argument

MAX_THINK_SECONDS = 60
MAX_ROLLOUTS = 1_000_000


def add_budget_arguments(p: argparse.ArgumentParser, games_help: str) -> None:
    """--game, --games, --seed, --think, --rollouts and --jobs, with the same meaning in
    every tournament command (``games_help`` says what one "game" counts in that command)."""
    add_game_argument(p)
    p.add_argument("--games", type=int, required=True, metavar="G", help=games_help)
    p.add_argument("--seed", type=int, required=True, metavar="S", help="first deal's seed")
    p.add_argument(
        "--think",
        type=float,
        metavar="SECONDS",
        help="the strongest level's thinking time per decision; weaker search levels "
        "think a part of it, as the game's bots decide (default: the game's own)",
    )
    p.add_argument(
        "--rollouts",
        type=int,
        metavar="R",
        help="instead of --think: the strongest level's simulated games per decision "
        "(weaker search levels play a part of them), so a measurement does not depend "
        "on how loaded the machine is",
    )
    p.add_argument("--jobs", type=int, default=1, metavar="J", help="worker processes (1)")


def budget_problem(args: argparse.Namespace) -> str | None:
    """What is wrong with the options ``add_budget_arguments`` added, or None."""
    if args.games < 1:
        return "--games must be at least 1"
    if args.jobs < 1:
        return "--jobs must be at least 1"
    if args.think is not None and not 0 < args.think <= MAX_THINK_SECONDS:
        return f"--think must be between 0 and {MAX_THINK_SECONDS} seconds"
    if args.rollouts is not None:
        if args.think is not None:
            return "give --think or --rollouts, not both"
        if not 1 <= args.rollouts <= MAX_ROLLOUTS:
            return f"--rollouts must be between 1 and {MAX_ROLLOUTS}"
    return None


def think_budget(args: argparse.Namespace) -> float | int | None:
    """The ``think`` that ``make_bot`` takes: an int is rollouts, a float seconds."""
    return args.rollouts if args.rollouts is not None else args.think


def error(message: str) -> int:
    """Say a usage problem on stderr; 2 is argparse's exit status for bad usage."""
    print(f"error: {message}", file=sys.stderr)
    return 2


class Progress:
    """A one-line progress bar on stderr, only when it is a terminal (so redirected
    output and --json stay clean)."""

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
