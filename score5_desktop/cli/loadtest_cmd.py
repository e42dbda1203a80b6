"""``score5 loadtest --tables N``: measure a table server under N tables of bot clients
(``net.loadtest``). A measurement, not a test: its figures depend on the machine."""

from __future__ import annotations

import argparse
import asyncio
import json

from score5_desktop.cli.game_arg import add_game_argument, seated_game
from score5_desktop.cli.tournament_args import error
from score5_desktop.net.loadtest import run_load


def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser(
        "loadtest",
        help="measure a table server under many tables of bot clients",
        description="Start 'score5 serve' in its own process and N tables of random bot "
        "clients here, play them all at once and print the tables held, messages per "
        "second, p50/p99 time from a decision sent to every client of its table having "
        "the new view, and the server's memory per table.",
    )
    p.add_argument("--tables", type=int, required=True, metavar="N")
    add_game_argument(p)
    p.add_argument("--players", type=int, default=2, metavar="P", help="seats a table (2)")
    p.add_argument("--seed", type=int, default=1, metavar="S", help="the bots' first seed")
    p.add_argument(
        "--seconds", type=float, metavar="T", help="stop after T seconds (default: at the end)"
    )
    p.add_argument(
        "--think",
        type=float,
        default=0.0,
        metavar="SECONDS",
        help="every seat waits this long before each answer, as people do (0: bot speed)",
    )
    p.add_argument("--json", action="store_true", help="print one JSON object")
    p.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    game, problem = seated_game(args.game, args.players)
    if game is None:
        return error(problem)
    if args.tables < 1:
        return error("--tables must be at least 1")
    figures = asyncio.run(
        run_load(args.tables, game.id, args.players, args.seed, args.seconds, args.think)
    )
    if args.json:
        print(json.dumps(figures))
        return 0
    latency = figures["latency_ms"]
    rss = figures["server_rss_mib"]
    print(f"{figures['tables']} tables held at once; {figures['finished']} finished "
          f"in {figures['seconds']} s")  # fmt: skip
    print(f"messages: {figures['messages']} ({figures['messages_per_second']}/s)")
    print(f"decision to every seat's new view: p50 {latency['p50']} ms, p99 {latency['p99']} ms")
    print(f"server memory: {rss['before']} MiB, peak {rss['peak']} MiB, "
          f"{figures['server_kib_per_table']} KiB a table; "
          f"server CPU {figures['server_cpu_share']:.0%} of one core")  # fmt: skip
    print(f"machine load average: {figures['load_average']}")
    return 0
