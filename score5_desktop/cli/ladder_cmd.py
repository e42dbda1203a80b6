"""``score5 ladder [--game ID]``: is every bot level measurably stronger than the one below?

One command for the whole measurement (see ``score5_desktop.tournament.ladder``), so that
it is run the same way every time and read as one table."""

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
from score5_desktop.core.protocol import Game
from score5_desktop.tournament.ladder import (
    VS_FAIR,
    LadderResult,
    MixedResult,
    StepResult,
    default_levels,
    mixed_seats,
    plan,
    repeats_a_step,
    run_ladder,
)


def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser(
        "ladder",
        help="measure each bot level against the one below it",
        description="For each player count N: every level in one seat against N-1 copies "
        "of the level below it (a step), and a mixed table of the levels together, each "
        "a duplicate arena (every deal in every seat rotation). A step is shown when the "
        "upper level's win share and the lower bound of its Wilson 95% interval are both "
        "above the fair share 1/N. The mixed table seats the N strongest levels, or all "
        "of them and the weakest again in the extra seats; one that would seat only two "
        "different levels is left out (it would repeat a step).",
    )
    p.add_argument(
        "--players",
        type=int,
        nargs="+",
        required=True,
        metavar="N",
        help="one or more player counts: " + PLAYERS_HELP,
    )
    add_budget_arguments(p, games_help="games per arena (rounded up to whole deals of N rotations)")
    p.add_argument(
        "--levels",
        metavar="LEVEL,LEVEL,...",
        help="the ladder, weakest first (default: the game's levels without random)",
    )
    p.add_argument("--no-mixed", action="store_true", help="play the steps only")
    p.add_argument("--json", action="store_true", help="print one JSON object")
    p.set_defaults(run=run)


def levels_problem(game: Game, levels: list[str]) -> str | None:
    """The ladder must name known levels, each once, weakest first: a step compares a
    level with the one below it, so the order is the claim being tested."""
    problem = unknown_level_problem(game, levels)
    if problem:
        return problem
    if len(levels) < 2:
        return "--levels needs at least two levels"
    if len(set(levels)) != len(levels):
        return "--levels names a level twice"
    order = game.bot_levels
    ranked = [level for level in levels if level in order]  # bench levels go anywhere
    if sorted(ranked, key=order.index) != ranked:
        return f"--levels must go from weakest to strongest ({', '.join(order)})"
    return None


def run(args: argparse.Namespace) -> int:
    game, problem = chosen_game(args.game)
    if game is None:
        return error(problem or "")
    chosen = args.levels if args.levels is not None else ",".join(default_levels(game.id))
    levels = [level.strip() for level in chosen.split(",")]
    players = list(dict.fromkeys(args.players))
    problem = next((players_problem(game, n) for n in players if players_problem(game, n)), None)
    problem = problem or levels_problem(game, levels) or budget_problem(args)
    tables = [m.seats for m in plan(players, levels, mixed=not args.no_mixed)]
    problem = problem or app_budget_problem(args, game, tables)
    if problem:
        return error(problem)
    log, problem = GameLog.open(args.log)
    if problem:
        return error(problem)
    with log:
        result = run_ladder(
            players,
            levels,
            args.games,
            args.seed,
            mixed=not args.no_mixed,
            think=think_budget(args),
            app=uses_app_budgets(args),
            jobs=args.jobs,
            progress=Progress(),
            game=game.id,
            on_game=log,
        )
    if args.json:
        print(json.dumps(result.to_json()))
    else:
        print(format_ladder(result, mixed=not args.no_mixed))
    return 1 if result.illegal else 0


def _interval(ci95: tuple[float, float]) -> str:
    return f"{ci95[0]:.1%}–{ci95[1]:.1%}"


def _budget(think: float | int | None, app: bool) -> str:
    if app:
        return "the app's budgets (below)"
    if think is None:
        return "default thinking time"
    if isinstance(think, int):
        return f"{think} rollouts"
    return f"{think:g} s thinking"


def format_ladder(result: LadderResult, *, mixed: bool = True) -> str:
    """The steps in one table, then each player count's mixed table."""
    lines = [
        f"ladder {' < '.join(result.levels)}: {result.games} games per matchup from seed "
        f"{result.seed}, {_budget(result.think, result.app)}, {result.seconds:.1f} s",
        *_app_budget_lines(result),
        "",
        "steps: the upper level in one seat, the lower in the others; shown = its win "
        "share and the",
        "95% interval's lower bound both above the fair share 1/N",
        f"{'players':>7}  {'matchup':<20} {'games':>5} {'share':>7} {'95% interval':>14} "
        f"{'fair':>6} {'score':>7} {'margin':>7}  verdict",
    ]
    lines.extend(_step_row(step) for step in result.steps)
    if mixed:
        tables = {table.players: table for table in result.mixed}
        for n in result.players:
            lines.append("")
            if n in tables:
                lines.extend(_mixed_lines(tables[n]))
            else:
                lines.append(f"mixed table, {n} players: {_repeated_step(result.levels, n)}")
    lines.append("")
    illegal = result.illegal
    if illegal:
        lines.append(f"ILLEGAL DECISIONS: {len(illegal)}")
        lines.extend(f"  {entry}" for entry in illegal[:10])
    else:
        lines.append("illegal decisions: 0")
    return "\n".join(lines)


def _app_budget_lines(result: LadderResult) -> list[str]:
    """Under ``--rollouts app``, what each level played at each player count (they
    differ by seat count: that is the point of the mode)."""
    if not result.app:
        return []
    arenas = [r.arena for r in result.steps] + [r.arena for r in result.mixed]
    merged: dict[int, dict] = {}
    for arena in arenas:
        merged.setdefault(len(arena.seats), {}).update(arena.budgets or {})
    return [f"{n} players: {app_budgets_line(merged[n])}" for n in sorted(merged)]


def _repeated_step(levels: tuple[str, ...], players: int) -> str:
    """Why a player count has no mixed table: with two different levels it would be
    one of the steps (always two neighbours, the weaker in every seat but one)."""
    seats = mixed_seats(levels, players)
    assert repeats_a_step(seats)
    lower, upper = dict.fromkeys(seats)
    return f"not played, it would be the {upper} vs {players - 1} {lower} step"


def _step_row(step: StepResult) -> str:
    s = step.summary
    matchup = f"{step.upper} vs {step.players - 1} {step.lower}"
    return (
        f"{step.players:>7}  {matchup:<20} {step.arena.games:>5} {s.win_share:>7.1%} "
        f"{_interval(s.ci95):>14} {step.fair_share:>6.1%} {s.mean_score:>7.1f} "
        f"{s.mean_margin:>7.1f}  {step.verdict}"
    )


def _mixed_lines(table: MixedResult) -> list[str]:
    arena = table.arena
    lines = [
        f"mixed table, {table.players} players: {', '.join(arena.seats)} ({arena.games} games)",
        f"{'level':<8} {'seats':>5} {'share':>7} {'95% interval':>14} {'fair':>6} "
        f"{'score':>7} {'margin':>7}  vs fair",
    ]
    for name in table.levels:
        s = arena.levels[name]
        lines.append(
            f"{name:<8} {s.seats:>5} {s.win_share:>7.1%} {_interval(s.ci95):>14} "
            f"{table.fair_share(name):>6.1%} {s.mean_score:>7.1f} {s.mean_margin:>7.1f}  "
            f"{VS_FAIR[table.vs_fair(name)]}"
        )
    lines.append("wins per seat follow the ladder: " + _order(table.share_out_of_order()))
    lines.append("mean scores follow the ladder: " + _order(table.score_out_of_order()))
    return lines


def _order(pair: tuple[str, str] | None) -> str:
    if pair is None:
        return "yes"
    return f"no ({pair[1]} not above {pair[0]})"
