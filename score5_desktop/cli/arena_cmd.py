"""``score5 arena [--game ID]``: duplicate tournaments between bot levels of any game."""

from __future__ import annotations

import argparse
import json

from score5_desktop.cli.game_arg import (
    PLAYERS_HELP,
    chosen_game,
    players_problem,
    unknown_level_problem,
)
from score5_desktop.cli.tournament_args import (
    GameLog,
    Progress,
    add_budget_arguments,
    app_budget_problem,
    app_budgets_line,
    budget_problem,
    error,
    think_budget,
    uses_app_budgets,
)
from score5_desktop.core import registry
from score5_desktop.tournament.arena import ArenaResult, run_arena


def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser(
        "arena",
        help="measure bot levels against each other",
        description="Play seeded deals between bot levels in duplicate format: every deal "
        "is played in every rotation of the seats, so luck cancels. Prints per level the "
        "win share with its Wilson 95% interval, mean score and margin to the best "
        "other player, and decision time (50th and 95th percentile).",
    )
    p.add_argument("--players", type=int, required=True, metavar="N", help=PLAYERS_HELP)
    p.add_argument(
        "--seats",
        required=True,
        metavar="LEVEL,LEVEL,...",
        help="one level per seat, e.g. expert,normal,normal,normal; SCORE 5 also seats "
        "its yardstick ismcts:N (a textbook search of N iterations per decision, "
        "random rollouts) or ismcts:N:V (variants: g light greedy rollouts, the "
        "yardstick's usual form, e.g. ismcts:2000:g; m a margin reward)",
    )
    add_budget_arguments(p, games_help="games (rounded up to whole deals of N rotations)")
    p.add_argument("--json", action="store_true", help="print one JSON object")
    p.add_argument("--report", metavar="DIR", help="write arena.md and arena.png here")
    p.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    game, problem = chosen_game(args.game)
    if game is None:
        return error(problem or "")
    seats = [level.strip() for level in args.seats.split(",")]
    problem = players_problem(game, args.players)
    if problem is None and len(seats) != args.players:
        problem = f"--seats names {len(seats)} levels for {args.players} players"
    problem = problem or unknown_level_problem(game, seats) or budget_problem(args)
    problem = problem or app_budget_problem(args, game, [seats])
    if problem:
        return error(problem)
    log, problem = GameLog.open(args.log)
    if problem:
        return error(problem)
    with log:
        result = run_arena(
            seats,
            args.games,
            args.seed,
            think=think_budget(args),
            app=uses_app_budgets(args),
            jobs=args.jobs,
            progress=Progress(),
            game=game.id,
            on_game=log,
        )
    if args.report:
        from score5_desktop.cli.arena_report import write_report

        try:
            paths = write_report(result, args.report, command=_command_line(args))
        except OSError as exc:
            return error(f"cannot write the report to {args.report}: {exc.strerror or exc}")
        if not args.json:
            print("report: " + ", ".join(str(p) for p in paths))
    if args.json:
        print(json.dumps(result.to_json()))
    else:
        print(format_table(result))
    return 1 if result.illegal else 0


def _command_line(args: argparse.Namespace) -> str:
    parts = ["score5 arena"]
    if args.game != registry.DEFAULT_GAME:
        parts.append(f"--game {args.game}")
    parts += [
        f"--players {args.players}",
        f"--seats {args.seats}",
        f"--games {args.games}",
        f"--seed {args.seed}",
    ]
    if args.think is not None:
        parts.append(f"--think {args.think}")
    if args.rollouts is not None:
        parts.append(f"--rollouts {args.rollouts}")
    parts.append(f"--jobs {args.jobs}")
    return " ".join(parts)


def format_table(result: ArenaResult) -> str:
    lines = [
        f"{result.games} games, {len(result.seats)} players ({', '.join(result.seats)}), "
        f"{result.seconds:.1f} s; {result.tiebreaks} decided by tiebreak",
        *([] if result.budgets is None else [app_budgets_line(result.budgets)]),
        f"{'level':<8} {'seats':>5} {'wins':>6} {'share':>7} {'95% interval':>16} "
        f"{'score':>7} {'margin':>7} {'p50 s':>7} {'p95 s':>7}",
    ]
    for s in result.levels.values():
        lines.append(
            f"{s.level:<8} {s.seats:>5} {s.wins:>6} {s.win_share:>7.1%} "
            f"{f'{s.ci95[0]:.1%}–{s.ci95[1]:.1%}':>16} {s.mean_score:>7.1f} "
            f"{s.mean_margin:>7.1f} {s.decision_p50:>7.3f} {s.decision_p95:>7.3f}"
        )
    if result.illegal:
        lines.append(f"ILLEGAL DECISIONS: {len(result.illegal)}")
        lines.extend(f"  {entry}" for entry in result.illegal[:10])
    else:
        lines.append("illegal decisions: 0")
    return "\n".join(lines)
