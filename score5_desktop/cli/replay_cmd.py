"""``score5 replay FILE [--json]``: replay a record and print the outcome.

The record may come from anyone (bug reports attach them): only a regular file
(or standard input) is read, at most ``MAX_BYTES``; every text from it is
printed with control characters escaped, so a name cannot drive the terminal;
any problem is one ``error:`` line and exit status 2, never a traceback.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any

from score5_desktop.engine.errors import RecordError
from score5_desktop.engine.record import MAX_BYTES, GameRecord, Replay, load
from score5_desktop.engine.state import GameState
from score5_desktop.storage.errors import Kind
from score5_desktop.storage.files import FileRefused, read_regular_file


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


def _read(path: str) -> bytes:
    """The record's bytes; a file other than a regular one raises ``FileRefused``."""
    if path == "-":
        return sys.stdin.buffer.read(MAX_BYTES + 1)
    return read_regular_file(Path(path), MAX_BYTES)


_REFUSALS = {
    Kind.MISSING: "no such file",
    Kind.NOT_REGULAR: "not a regular file (a folder, pipe or device)",
    Kind.TOO_LARGE: f"larger than {MAX_BYTES // 1024} KiB",
}


def _shown(path: str, limit: int = 120) -> str:
    """A path as one short, printable quote (it may be anything the shell passed)."""
    text = printable(path)
    return text if len(text) <= limit else text[: limit - 1] + "…"


def printable(text: str) -> str:
    """``text`` safe for a terminal: control and format characters (escape sequences,
    bidirectional overrides) shown as ``\\x1b``-style escapes."""
    return "".join(c if c.isprintable() else repr(c)[1:-1] for c in text)


def outcome(record: GameRecord, replayed: Replay) -> dict[str, Any]:
    """The replay summary RECORD_FORMAT.md defines for ``--json``."""
    state: GameState = replayed.state
    deck = state.deck
    result = state.result()
    over = state.is_over
    return {
        "status": "finished" if over else "in_progress",
        "round": min(state.round + 1, 12),
        "scores": list(result.scores),
        "winner": result.winner if over else None,
        "scoring_cards": [
            {str(f): (deck.cards[i].id if i is not None else None) for f, i in sc.items()}
            for sc in result.scoring_cards
        ],
        "hands": [list(deck.ids_of(h)) for h in state.hands],
        "to_act": list(state.to_act()),
        "players": [p.name for p in record.players],
    }


def run(args: argparse.Namespace) -> int:
    try:
        data = _read(args.file)
    except FileRefused as exc:
        why = _REFUSALS.get(exc.problem.kind) or exc.problem.reason or ""
        print(f"error: cannot read {_shown(args.file)}: {printable(why)}", file=sys.stderr)
        return 2
    except OSError as exc:  # standard input
        print(f"error: cannot read {_shown(args.file)}: {exc.strerror}", file=sys.stderr)
        return 2
    try:
        record, replayed = load(data)
    except RecordError as exc:
        print(f"error: {printable(str(exc))}", file=sys.stderr)
        return 2
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
