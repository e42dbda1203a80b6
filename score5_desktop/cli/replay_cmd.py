"""``score5 replay FILE [--json]``: replay a record of any game and print the outcome.

The game is the one the record's ``format`` names (``--game`` is not needed:
the file says it). The record may come from anyone (bug reports attach them):
only a regular file (or standard input) is read, at most ``MAX_RECORD_BYTES``;
every text from it is printed with control characters escaped, so a name
cannot drive the terminal; any problem is one ``error:`` line and exit status
2, never a traceback.
"""

from __future__ import annotations

import argparse
import json
from collections.abc import Sequence

from score5_desktop.cli.record_input import load_record_arg, printable
from score5_desktop.cli.tournament_args import error
from score5_desktop.core.protocol import ReplayText, State


def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser(
        "replay",
        help="replay a game record and print the outcome",
        description="Replay a game record (SCORE 5 or any installed game, found by the "
        "record's format) through its rules and print the outcome. A record that breaks "
        "the format or the rules is refused with exit status 2 and one line on stderr.",
    )
    p.add_argument("file", metavar="FILE", help="the record (JSON); - for standard input")
    p.add_argument("--json", action="store_true", help="print one JSON object")
    p.add_argument(
        "--game",
        metavar="ID",
        help="refuse the record unless it is of this game (default: any installed game)",
    )
    p.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    loaded = load_record_arg(args.file)
    if loaded is None:
        return 2
    game, record = loaded
    if args.game is not None and args.game != game.id:
        return error(f"the record is a {game.id} game, not {printable(args.game[:40])}")
    summary = game.replay_summary(record.state, record.players)
    if args.json:
        print(json.dumps(summary, ensure_ascii=False))
        return 0
    names = [printable(player.name) for player in record.players]
    if isinstance(game, ReplayText):
        lines = game.replay_lines(summary, names)
    else:
        lines = outcome_lines(record.state, names)
    for line in lines:
        print(line)
    return 0


def outcome_lines(state: State, names: Sequence[str]) -> list[str]:
    """The outcome in words from the protocol alone, for a game without its own text:
    who won (or who is to act) and each seat's total."""
    outcome = state.outcome()
    if outcome is None:
        waiting = ", ".join(names[seat] for seat in state.to_act())
        return [f"In progress; waiting for: {waiting}."]
    winners = " and ".join(f"{names[seat]} (seat {seat})" for seat in outcome.winners)
    better = "highest" if outcome.higher_wins else "lowest"
    lines = [f"Finished. Winner: {winners}; the {better} total wins."]
    lines += [
        f"  seat {seat} {name}: {total}"
        for seat, (name, total) in enumerate(zip(names, outcome.totals, strict=True))
    ]
    return lines
