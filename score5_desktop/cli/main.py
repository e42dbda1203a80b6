"""The ``score5`` command: game records, bot games and tournaments from a terminal.

Each command lives in its own module, imported only when it runs (or when the
full command list is shown), so ``score5 simulate --game ID`` loads that game
and nothing of the others.
"""

from __future__ import annotations

import argparse
import importlib
import sys
from collections.abc import Sequence

#: Command name -> the module in ``score5_desktop.cli`` that registers it, in help order.
COMMANDS: dict[str, str] = {
    "replay": "replay_cmd",
    "simulate": "simulate_cmd",
    "bench": "bench_cmd",
    "arena": "arena_cmd",
    "i18n-check": "i18n_cmd",
    "ladder": "ladder_cmd",
    "review": "review_cmd",
    "coach-check": "coach_check_cmd",
    "texts": "texts_cmd",
    "serve": "serve_cmd",
    "host": "host_cmd",
    "join": "join_cmd",
    "loadtest": "loadtest_cmd",
}


def build_parser(only: str | None = None) -> argparse.ArgumentParser:
    """The parser of every command, or of the command ``only`` alone."""
    parser = argparse.ArgumentParser(
        prog="score5",
        description="Game records, bot games and tournaments of every game of "
        "Score 5 Desktop (unofficial).",
    )
    sub = parser.add_subparsers(dest="command", required=True, metavar="COMMAND")
    for name, module in COMMANDS.items():
        if only is None or name == only:
            importlib.import_module(f"score5_desktop.cli.{module}").register(sub)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    parser = build_parser(argv[0] if argv and argv[0] in COMMANDS else None)
    args = parser.parse_args(argv)
    try:
        return int(args.run(args) or 0)
    except KeyboardInterrupt:
        print("interrupted", file=sys.stderr)
        return 130
    except BrokenPipeError:
        return 0


if __name__ == "__main__":
    sys.exit(main())
