"""``score5 replay FILE [--json]``: replay a record and print the outcome.

The record may come from anyone (bug reports attach them): only a regular file
(or standard input) is read, at most ``MAX_BYTES``; every text from it is
printed with control characters escaped, so a name cannot drive the terminal;
any problem is one ``error:`` line and exit status 2, never a traceback.
"""

from __future__ import annotations

import argparse
import json
from typing import Any

from score5_desktop.cli.record_input import load_record_arg, printable
from score5_desktop.core import registry
from score5_desktop.engine.record import GameRecord, Replay


def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser(
        "replay",
        help="replay a game record and print the outcome",
        description="Replay a SCORE 5 game record (format version 1) through the rules "
        "engine and print the outcome. A record that breaks the format or the rules "
        "is refused with exit status 2 and one line on stderr.",
    )
    p.add_argument("file", metavar="FILE", help="the record (JSON); - for standard input")
    p.add_argument("--json", action="store_true", help="print one JSON object")
    p.set_defaults(run=run)


def outcome(record: GameRecord, replayed: Replay) -> dict[str, Any]:
    """The replay summary RECORD_FORMAT.md defines for ``--json`` (the game's own)."""
    return registry.get("score5").replay_summary(replayed.state, record.players)


def run(args: argparse.Namespace) -> int:
    loaded = load_record_arg(args.file)
    if loaded is None:
        return 2
    record, replayed = loaded
    summary = outcome(record, replayed)
    if args.json:
        print(json.dumps(summary, ensure_ascii=False))
        return 0
    names = [printable(name) for name in summary["players"]]
    if summary["status"] == "finished":
        print(f"Finished. Winner: {names[summary['winner']]} (seat {summary['winner']}).")
    else:
        waiting = ", ".join(names[s] for s in summary["to_act"])
        print(f"In progress, round {summary['round']} of 12; waiting for: {waiting}.")
    for seat, name in enumerate(names):
        cards = summary["scoring_cards"][seat]
        best = ", ".join(c for c in cards.values() if c) or "no cards"
        print(f"  seat {seat} {name}: {summary['scores'][seat]} points ({best})")
    return 0
