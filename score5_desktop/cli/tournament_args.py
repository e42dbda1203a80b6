"""Command-line pieces shared by the commands that play duplicate tournaments
(``score5 arena``, ``score5 ladder``) of any game: their budget options, how those
options are checked, the progress bar and the game log. Kept in one place so that both commands
accept and refuse exactly the same things and a measurement means the same in either."""

from __future__ import annotations

import argparse
import json
import sys
import time
from collections.abc import Sequence
from typing import TextIO

from score5_desktop.cli.game_arg import add_game_argument
from score5_desktop.core.protocol import AppBudget, Game
from score5_desktop.tournament.arena import GameOutcome, app_budgets

MAX_THINK_SECONDS = 60
MAX_ROLLOUTS = 1_000_000
#: ``--rollouts app``: each level plays what its app time buys (``core.protocol.AppBudgets``).
APP = "app"


def rollouts_value(text: str) -> int | str:
    """``--rollouts``: a whole number, or ``app``; anything else is a usage error that
    says what is accepted (argparse prints it with the option's name)."""
    if text.strip().lower() == APP:
        return APP
    try:
        return int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(
            f"expected a whole number of rollouts or {APP!r}, not {text!r}"
        ) from None


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
        type=rollouts_value,
        metavar="R|app",
        help="instead of --think: the strongest level's simulated games per decision "
        "(weaker search levels play a part of them), so a measurement does not depend "
        "on how loaded the machine is; 'app': each searching level plays the simulated "
        "games its thinking time in the app buys at that player count (measured on a "
        "reference machine, SCORE 5 only)",
    )
    p.add_argument("--jobs", type=int, default=1, metavar="J", help="worker processes (1)")
    p.add_argument(
        "--log",
        metavar="FILE",
        help="write each game to FILE as it finishes, one JSON object a line (deal, "
        "rotation, levels, scores, wins, margins), so a long run cut short keeps its "
        "games and two runs on the same deals can be compared game by game; FILE must "
        "not exist yet",
    )


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
        if args.rollouts != APP and not 1 <= args.rollouts <= MAX_ROLLOUTS:
            return f"--rollouts must be between 1 and {MAX_ROLLOUTS} (or {APP})"
    return None


def app_budget_problem(
    args: argparse.Namespace, game: Game, tables: Sequence[Sequence[str]]
) -> str | None:
    """Why ``--rollouts app`` cannot be played at these tables (each a list of seats'
    levels), or None: the game must have measured budgets for every seat count."""
    if not uses_app_budgets(args):
        return None
    for seats in tables:
        try:
            app_budgets(game.id, seats)
        except ValueError as exc:
            return f"--rollouts app: {exc}; give --rollouts R or --think"
    return None


def app_budgets_line(budgets: dict[str, AppBudget | None]) -> str:
    """Which budget each level played under ``--rollouts app``: the figures depend on
    the seat count, so a table without them could not be compared with another."""
    parts = [
        f"{level} {budget.playouts:,} rollouts" if budget else f"{level} as always"
        for level, budget in budgets.items()
    ]
    return "app budgets per decision: " + ", ".join(parts)


def uses_app_budgets(args: argparse.Namespace) -> bool:
    """Whether each level plays its app budget (``--rollouts app``)."""
    return args.rollouts == APP


def think_budget(args: argparse.Namespace) -> float | int | None:
    """The ``think`` that ``make_bot`` takes: an int is rollouts, a float seconds (None
    with ``--rollouts app``: levels without an app budget play their default)."""
    if uses_app_budgets(args):
        return None
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


class GameLog:
    """``--log``: each finished game as a JSON line, flushed at once (a run of hours may be
    cut short; what it played stays). The file must be new, so a log of an earlier run
    is never overwritten."""

    def __init__(self, stream: TextIO | None) -> None:
        self.stream = stream

    @classmethod
    def open(cls, path: str | None) -> tuple[GameLog, str | None]:
        """The log for ``path`` (None: no log), or a closed one and why it cannot be
        written, before any game is played."""
        if path is None:
            return cls(None), None
        try:
            stream = open(path, "x", encoding="utf-8")  # noqa: SIM115 - the log closes it
        except FileExistsError:
            return cls(None), f"--log: {path} already exists; give a new file"
        except OSError as exc:
            return cls(None), f"--log: cannot write {path}: {exc.strerror or exc}"
        return cls(stream), None

    def __call__(self, outcome: GameOutcome) -> None:
        if self.stream is not None:
            self.stream.write(json.dumps(outcome.to_json()) + "\n")
            self.stream.flush()

    def close(self) -> None:
        if self.stream is not None:
            self.stream.close()
            self.stream = None

    def __enter__(self) -> GameLog:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()
