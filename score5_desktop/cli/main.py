"""The ``score5`` command: game records and bot games from a terminal."""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence

from score5_desktop.cli import (
    arena_cmd,
    i18n_cmd,
    ladder_cmd,
    replay_cmd,
    review_cmd,
    simulate_cmd,
)

# In the order ``score5 --help`` lists them.
_COMMANDS = (replay_cmd, simulate_cmd, arena_cmd, i18n_cmd, ladder_cmd, review_cmd)


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="score5",
        description="SCORE 5 game records and bot games (Score 5 Desktop, unofficial).",
    )
    sub = parser.add_subparsers(dest="command", required=True, metavar="COMMAND")
    for command in _COMMANDS:
        command.register(sub)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    parser = build_parser()
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
