"""The ``score5`` command: game records and bot games from a terminal."""

from __future__ import annotations

import argparse
import importlib
import sys
from collections.abc import Callable, Sequence

from score5_desktop.cli import replay_cmd, simulate_cmd

_CORE = (replay_cmd.register, simulate_cmd.register)
# Commands of later layers, added when present.
_OPTIONAL = ("arena_cmd", "i18n_cmd", "ladder_cmd", "review_cmd", "texts_cmd")


def _registrations() -> list[Callable[[argparse._SubParsersAction], None]]:
    found = list(_CORE)
    for module in _OPTIONAL:
        try:
            mod = importlib.import_module(f"score5_desktop.cli.{module}")
        except ModuleNotFoundError as exc:
            if exc.name != f"score5_desktop.cli.{module}":
                raise
            continue
        found.append(mod.register)
    return found


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="score5",
        description="SCORE 5 game records and bot games (Score 5 Desktop, unofficial).",
    )
    sub = parser.add_subparsers(dest="command", required=True, metavar="COMMAND")
    for register in _registrations():
        register(sub)
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
