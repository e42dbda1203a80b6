"""``score5 join INVITE --bot LEVEL``: take an open seat and play it with a bot to the end.

The seat's token is kept in ``--seat-file`` when given: started again with the same
file after a crash, the command takes its seat back instead of asking for another.
The outcome is printed as ``score5 replay`` prints it (``--json``: the same object)."""

from __future__ import annotations

import argparse
import asyncio
import json
import ssl
from pathlib import Path

from score5_desktop.cli.record_input import printable
from score5_desktop.cli.tournament_args import error
from score5_desktop.core import registry
from score5_desktop.core.names import clean_name
from score5_desktop.core.protocol import ReplayText
from score5_desktop.net.client import ClientError, SeatClient, parse_invite
from score5_desktop.net.tls import client_context
from score5_desktop.storage.atomic import write_text_atomic


def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser(
        "join",
        help="take a seat at a table over the network and play it with a bot",
        description="Take an open seat of the table INVITE names and play it with a bot "
        "until the game ends, reconnecting on its own if the connection drops; then "
        "print the outcome.",
    )
    p.add_argument("invite", metavar="INVITE", help="the invite 'score5 host' printed")
    p.add_argument("--bot", required=True, metavar="LEVEL", help="the bot that plays the seat")
    p.add_argument("--name", default="Bot", help="the name shown at the table (%(default)s)")
    p.add_argument("--seat-file", metavar="F", help="keep the seat's token here; resume from it")
    p.add_argument("--cafile", metavar="F", help="trust this certificate authority (wss://)")
    p.add_argument("--json", action="store_true", help="print the outcome as one JSON object")
    p.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    name = clean_name(args.name)
    if not name:
        return error("--name must hold a visible character")
    levels = sorted({level for game in registry.installed() for level in game.bot_levels})
    if args.bot not in levels:
        return error(f"--bot must be one of {', '.join(levels)}")
    try:
        invite = parse_invite(args.invite)
        tls = client_context(invite.url, Path(args.cafile) if args.cafile else None)
    except ClientError as problem:
        return error(str(problem))
    except (OSError, ssl.SSLError) as problem:
        return error(f"cannot use --cafile: {problem}")
    seat_file = Path(args.seat_file) if args.seat_file else None
    token = None
    if seat_file is not None and seat_file.is_file():
        token = seat_file.read_text(encoding="utf-8").strip() or None
    client = SeatClient(
        invite,
        args.bot,
        name,
        token=token,
        on_token=None if seat_file is None else lambda t: write_text_atomic(seat_file, t),
        tls=tls,
    )
    try:
        summary = asyncio.run(client.play())
    except ClientError as problem:
        return error(str(problem))
    if args.json:
        print(json.dumps(summary, ensure_ascii=False))
        return 0
    game = registry.get(client.game_id)
    names = [printable(name[:40]) for name in client.names]
    if isinstance(game, ReplayText) and len(names) == len(client.names):
        for line in game.replay_lines(summary, names):
            print(line)
    else:
        print(json.dumps(summary, ensure_ascii=False))
    return 0
