"""``score5 review FILE --seat N [--seed S] [--json]``: the coach's review of one seat.

The game is the one the record's ``format`` names; a game whose ``GAME`` has no
coach (``core.protocol.Coaches``) is refused with one ``error:`` line.
"""

from __future__ import annotations

import argparse
import json
import sys

from score5_desktop.cli.record_input import load_record_arg, printable
from score5_desktop.cli.tournament_args import error
from score5_desktop.core.coach import REVIEW_WORKERS
from score5_desktop.core.protocol import Coaches


def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser(
        "review",
        help="review one seat's decisions against the strongest bot",
        description="For each decision of the seat, the strongest bot searches the same "
        "position and both choices are played out on the same sampled worlds: the "
        "difference in final score and win chance (played minus expert, with its "
        "standard error) is what the choice cost. The same seed gives the same review.",
    )
    p.add_argument("file", metavar="FILE", help="the record (JSON); - for standard input")
    p.add_argument("--seat", type=int, required=True, help="the seat to review (0-based)")
    p.add_argument("--seed", type=int, default=0, help="seed of the review (default 0)")
    p.add_argument(
        "--rollouts",
        type=_positive,
        help="the expert's search per decision, in rollouts (default: the game's own)",
    )
    p.add_argument(
        "--worlds",
        type=_positive,
        help="worlds each comparison plays (default: the game's own)",
    )
    p.add_argument(
        "--game",
        metavar="ID",
        help="refuse the record unless it is of this game (default: any installed game)",
    )
    p.add_argument(
        "--workers",
        type=_positive,
        default=REVIEW_WORKERS,
        help="processes reviewing decisions at once (the same figures; default "
        f"{REVIEW_WORKERS}, as in the app)",
    )
    p.add_argument("--json", action="store_true", help="print one JSON object")
    p.set_defaults(run=run)


def _positive(text: str) -> int:
    value = int(text)
    if value < 1:
        raise argparse.ArgumentTypeError("must be at least 1")
    return value


def run(args: argparse.Namespace) -> int:
    loaded = load_record_arg(args.file)
    if loaded is None:
        return 2
    game, record = loaded
    if args.game is not None and args.game != game.id:
        return error(f"the record is a {game.id} game, not {printable(args.game[:40])}")
    if not isinstance(game, Coaches):
        return error(f"the coach does not review {game.id} games yet")
    if not 0 <= args.seat < record.state.players:
        return error(f"there is no seat {args.seat} in this game")
    chatty = sys.stderr.isatty()

    def progress(done: int, total: int) -> None:
        if chatty:
            print(f"\rreviewed {done}/{total}", end="", file=sys.stderr, flush=True)

    report, lines = game.review_report(
        record, args.seat, args.seed, rollouts=args.rollouts, worlds=args.worlds,
        workers=args.workers,
        progress=progress,
    )  # fmt: skip
    if chatty:
        print(file=sys.stderr)
    if args.json:
        print(json.dumps(report, ensure_ascii=False))
        return 0
    for line in lines:
        print(line)
    return 0
