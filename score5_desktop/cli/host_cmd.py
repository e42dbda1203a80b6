"""``score5 host URL``: create a table on a server and print its invite."""

from __future__ import annotations

import argparse
import asyncio
import json
import ssl
from pathlib import Path
from typing import Any

from score5_desktop.cli.game_arg import add_game_argument, chosen_game
from score5_desktop.cli.tournament_args import error
from score5_desktop.net.client import ClientError, Invite, request
from score5_desktop.net.tls import client_context


def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser(
        "host",
        help="create a table on a server and print its invite",
        description="Create a table with K open seats on the server at URL (the other "
        "seats played by the server's bots) and print its invite, the string "
        "'score5 join' takes. The game starts when every open seat is taken.",
    )
    p.add_argument("url", metavar="URL", help="the server, ws://HOST:PORT or wss://HOST:PORT")
    add_game_argument(p)
    p.add_argument("--players", type=int, required=True, metavar="N", help="seats at the table")
    p.add_argument("--open", type=int, required=True, metavar="K", help="seats left for people")
    p.add_argument("--bots", default="random", metavar="LEVEL", help="the other seats' level")
    p.add_argument(
        "--option",
        action="append",
        default=[],
        metavar="KEY=VALUE",
        help="a game option (true/false, a whole number or a word); repeatable",
    )
    p.add_argument("--cafile", metavar="F", help="trust this certificate authority (wss://)")
    p.add_argument("--json", action="store_true", help='print {"invite": ..., "table": ...}')
    p.set_defaults(run=run)


def option_value(text: str) -> bool | int | str:
    if text in ("true", "false"):
        return text == "true"
    try:
        return int(text)
    except ValueError:
        return text


def run(args: argparse.Namespace) -> int:
    game, problem = chosen_game(args.game)
    if game is None:
        return error(problem or "")
    options: dict[str, Any] = {}
    for item in args.option:
        key, sep, value = item.partition("=")
        if not sep or not key:
            return error(f"--option takes KEY=VALUE, not {item!r}")
        options[key] = option_value(value)
    message = {
        "type": "create",
        "game": game.id,
        "players": args.players,
        "open": args.open,
        "bots": args.bots,
        "options": options,
    }
    try:
        tls = client_context(args.url, Path(args.cafile) if args.cafile else None)
        answer = asyncio.run(request(args.url, message, tls))
    except ClientError as refused:
        return error(f"the server refused: {refused}")
    except (OSError, ssl.SSLError, ValueError) as problem:
        return error(f"cannot reach {args.url}: {problem}")
    invite = str(Invite(args.url, str(answer["invite"])))
    if args.json:
        print(json.dumps({"invite": invite, "table": answer["table"]}))
    else:
        print(invite)
    return 0
