"""``score5 simulate``: play bot games, optionally writing their records."""

from __future__ import annotations

import argparse
import json
import os
import random
import sys
import time
from pathlib import Path

from score5_desktop.ai.match import play_game
from score5_desktop.games.score5.bots.levels import available_levels, make_bot
from score5_desktop.games.score5.rules.deal import MAX_PLAYERS, MIN_PLAYERS, deal
from score5_desktop.games.score5.rules.record import Player, dumps


def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser(
        "simulate",
        help="play bot games and report results and speed",
        description="Play seeded bot-only games. Game i is dealt from seed S+i and the "
        "bots are seeded from S, so a run is reproducible. --json prints a summary "
        "including games_per_second.",
    )
    p.add_argument("--players", type=int, required=True, metavar="N", help="2 to 5")
    p.add_argument(
        "--seed",
        type=int,
        metavar="S",
        help="first game's seed (default: a random one, printed in the summary)",
    )
    p.add_argument("--games", type=int, default=1, metavar="G", help="how many games (1)")
    p.add_argument(
        "--bots",
        default="random",
        metavar="LEVEL[,LEVEL...]",
        help="one level for every seat, or one per seat (default random)",
    )
    p.add_argument("--record-dir", metavar="DIR", help="write one record per game here")
    p.add_argument("--json", action="store_true", help="print one JSON summary object")
    p.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    if not MIN_PLAYERS <= args.players <= MAX_PLAYERS:
        print(f"error: --players must be {MIN_PLAYERS} to {MAX_PLAYERS}", file=sys.stderr)
        return 2
    if args.games < 1:
        print("error: --games must be at least 1", file=sys.stderr)
        return 2
    levels = [level.strip() for level in args.bots.split(",")]
    if len(levels) == 1:
        levels *= args.players
    if len(levels) != args.players:
        print("error: --bots needs one level, or one per seat", file=sys.stderr)
        return 2
    unknown = [level for level in levels if level not in available_levels()]
    if unknown:
        known = ", ".join(available_levels())
        print(f"error: unknown bot level {unknown[0]!r} (known: {known})", file=sys.stderr)
        return 2
    if args.seed is None:
        args.seed = random.SystemRandom().randrange(2**31)
    record_dir = Path(args.record_dir) if args.record_dir else None
    if record_dir is not None:
        try:
            record_dir.mkdir(parents=True, exist_ok=True)
        except OSError as exc:
            print(f"error: cannot create {record_dir}: {exc.strerror}", file=sys.stderr)
            return 2
    players = [
        Player(name=f"{level.capitalize()} {seat + 1}", kind="bot", level=level)
        for seat, level in enumerate(levels)
    ]

    wins = [0.0] * args.players
    score_sums = [0] * args.players
    # Bots are players: made once and seeded from S, they play every game of the run.
    bots = [make_bot(level, args.seed * 31 + seat) for seat, level in enumerate(levels)]
    started = time.perf_counter()
    for game in range(args.games):
        seed = args.seed + game
        state = play_game(deal(args.players, seed), bots, keep_log=record_dir is not None)
        result = state.result()
        wins[result.winner] += 1
        for seat, score in enumerate(result.scores):
            score_sums[seat] += score
        if record_dir is not None:
            path = record_dir / f"game-{seed}.json"
            tmp = path.with_suffix(".json.tmp")
            tmp.write_text(dumps(state, players), encoding="utf-8")
            os.replace(tmp, path)
    elapsed = time.perf_counter() - started

    summary = {
        "games": args.games,
        "players": args.players,
        "bots": levels,
        "seed": args.seed,
        "seconds": round(elapsed, 4),
        "games_per_second": round(args.games / elapsed, 1) if elapsed > 0 else None,
        "wins": wins,
        "mean_scores": [round(s / args.games, 2) for s in score_sums],
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
                f"  seat {seat} ({level}): {wins[seat]:.0f} wins, "
                f"mean score {summary['mean_scores'][seat]}"
            )
    return 0
