"""``score5 simulate [--game ID]``: play bot games of any game, optionally writing records.

The games are played through the game protocol alone (``new_state``,
``make_bot``, ``view``, ``apply``), so every installed game runs here the same
way; ``tournament.match.play_game`` is the loop, or the game's own faster one with
the same decisions (``core.protocol.PlaysOut``, through ``tournament.match.play_out``).
"""

from __future__ import annotations

import argparse
import json
import os
import random
import time
from fractions import Fraction
from pathlib import Path

from score5_desktop.cli.game_arg import (
    PLAYERS_HELP,
    add_game_argument,
    seated_game,
    unknown_level_problem,
)
from score5_desktop.cli.tournament_args import error
from score5_desktop.core.players import Player
from score5_desktop.tournament.match import count, play_out, share_wins


def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser(
        "simulate",
        help="play bot games and report results and speed",
        description="Play seeded bot-only games. Game i is dealt from seed S+i and the "
        "bots are seeded from S, so a run is reproducible. --json prints a summary "
        "including games_per_second.",
    )
    add_game_argument(p)
    p.add_argument("--players", type=int, required=True, metavar="N", help=PLAYERS_HELP)
    p.add_argument(
        "--seed",
        type=int,
        metavar="S",
        help="first game's seed (default: a random one, printed in the summary)",
    )
    p.add_argument("--games", type=int, default=1, metavar="G", help="how many games (1)")
    p.add_argument(
        "--bots",
        metavar="LEVEL[,LEVEL...]",
        help="one level for every seat, or one per seat (default: the game's weakest, "
        "random for SCORE 5)",
    )
    p.add_argument("--record-dir", metavar="DIR", help="write one record per game here")
    p.add_argument("--json", action="store_true", help="print one JSON summary object")
    p.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    game, problem = seated_game(args.game, args.players)
    if game is None:
        return error(problem)
    if args.games < 1:
        return error("--games must be at least 1")
    bots_arg = args.bots if args.bots is not None else game.bot_levels[0]
    levels = [level.strip() for level in bots_arg.split(",")]
    if len(levels) == 1:
        levels *= args.players
    if len(levels) != args.players:
        return error("--bots needs one level, or one per seat")
    problem = unknown_level_problem(game, levels)
    if problem:
        return error(problem)
    if args.seed is None:
        args.seed = random.SystemRandom().randrange(2**31)
    record_dir = Path(args.record_dir) if args.record_dir else None
    if record_dir is not None:
        try:
            record_dir.mkdir(parents=True, exist_ok=True)
        except OSError as exc:
            return error(f"cannot create {record_dir}: {exc.strerror}")
    players = [
        Player(name=f"{level.capitalize()} {seat + 1}", kind="bot", level=level)
        for seat, level in enumerate(levels)
    ]
    options = game.check_options({}, args.players)

    wins = [Fraction(0)] * args.players
    totals = [0] * args.players
    # Bots are players: made once and seeded from S, they play every game of the run.
    bots = [game.make_bot(level, args.seed * 31 + seat) for seat, level in enumerate(levels)]
    started = time.perf_counter()
    for number in range(args.games):
        seed = args.seed + number
        state = game.new_state(players, seed, options)
        state, outcome = play_out(game, state, bots)
        wins = [w + s for w, s in zip(wins, share_wins(outcome), strict=True)]
        totals = [t + x for t, x in zip(totals, outcome.totals, strict=True)]
        if record_dir is not None:
            path = record_dir / f"game-{seed}.json"
            tmp = path.with_suffix(".json.tmp")
            tmp.write_text(game.dump_record(state, players), encoding="utf-8")
            os.replace(tmp, path)
    elapsed = time.perf_counter() - started

    summary = {
        "games": args.games,
        "players": args.players,
        "bots": levels,
        "seed": args.seed,
        "seconds": round(elapsed, 4),
        "games_per_second": round(args.games / elapsed, 1) if elapsed > 0 else None,
        "wins": [round(float(w), 4) for w in wins],
        "mean_scores": [round(t / args.games, 2) for t in totals],
    }
    if args.json:
        print(json.dumps(summary))
    else:
        print(
            f"{args.games} games of {args.players} players from seed {args.seed} "
            f"in {elapsed:.2f} s ({summary['games_per_second']} games/s)"
        )
        for seat, level in enumerate(levels):
            print(
                f"  seat {seat} ({level}): {count(wins[seat])} wins, "
                f"mean score {summary['mean_scores'][seat]}"
            )
    return 0
