"""``score5 coach-check``: how often the coach's review marks the hint's own choice costly.

The hint and **Review my game** should be one judgement: a game that
``HintsAsReviewed`` hints with the review's own search; otherwise the hint is the
strongest level at the budget the app's time buys (``--think``, a fixed count, so a run
is the same on any machine and at any load). This command measures how far they agree.
Seeded bot games are played in which seat 0 follows the hint (``--hint-level``: the
game's hint level, or another to compare, e.g. an independent look) and the other seats
play ``normal``; then each of seat 0's decisions is reviewed with the game's own
``review_point`` at its own defaults, as the app and ``score5 review`` do. A decision
counts as costly when the review says so (its moment's ``costly``: a loss beyond the
game's threshold and beyond twice its standard error).

``--played-out N`` checks the review's figures themselves: at each reviewed decision
where the review compares two choices (up to ``--positions``), the real position (the
true hands, not sampled ones) is played to the end ``N`` times with each choice, every
seat then playing ``normal``, with the same bot seeds for both choices, and the
difference (played minus expert) is set beside the review's estimate (``played_out``).
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Callable
from dataclasses import dataclass

from score5_desktop.cli.game_arg import seated_game
from score5_desktop.cli.played_out import (
    PlayedOut,
    compare_played_out,
    played_out_summary,
    played_out_text,
)
from score5_desktop.cli.tournament_args import error
from score5_desktop.core.players import Player
from score5_desktop.core.protocol import AppBudgets, Game, ReviewsDecisions, hint_level
from score5_desktop.tournament.arena import wilson_interval
from score5_desktop.tournament.match import play_game

#: The level of every seat but the hint's.
OTHERS = "normal"


def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser(
        "coach-check",
        help="how often the review marks the hint's own choice as costly",
        description="Seat 0 follows the hint (the strongest level at the budget the app's "
        "time buys) against normal bots in seeded games; each of its decisions is then "
        "reviewed as 'Review my game' reviews it. Prints the share the review marks "
        "costly (beyond its error bar) with its 95%% Wilson interval, and the mean win "
        "chance the review says the hint's choices cost.",
    )
    p.add_argument("--game", required=True, metavar="ID", help="the game, by its id")
    p.add_argument("--players", type=int, default=4, metavar="N", help="seats (4)")
    p.add_argument(
        "--decisions", type=int, default=200, metavar="D", help="decisions to review (200)"
    )
    p.add_argument("--seed", type=int, default=0, metavar="S", help="first game's seed (0)")
    p.add_argument(
        "--think",
        type=int,
        metavar="T",
        help="the hint's budget in playouts (default: what the app's time buys the "
        "strongest level, for a game that has measured it)",
    )
    p.add_argument(
        "--rollouts", type=int, help="the review's search per decision (default: the game's)"
    )
    p.add_argument("--worlds", type=int, help="worlds each comparison plays (default: the game's)")
    p.add_argument(
        "--hint-level",
        metavar="LEVEL",
        help="the level seat 0 follows (default: the level the game's hint asks for)",
    )
    p.add_argument(
        "--played-out",
        type=int,
        default=0,
        metavar="N",
        help="also play each compared position out N times with each choice and set the "
        "difference beside the review's estimate",
    )
    p.add_argument(
        "--positions",
        type=int,
        default=30,
        metavar="P",
        help="positions --played-out checks at most (30)",
    )
    p.add_argument("--json", action="store_true", help="print one JSON object")
    p.set_defaults(run=run)


@dataclass(frozen=True, slots=True)
class Agreement:
    """What the review said of the hint's decisions."""

    games: int
    decisions: int
    same: int  # the review's expert chose as the hint did
    costly: int  # the review marked the hint's choice costly
    win_lost: float  # win chance the hint's choices lost, summed (played minus expert, negated)
    played_out: tuple[PlayedOut, ...] = ()  # ``--played-out``: the positions checked

    @property
    def share(self) -> float:
        return self.costly / self.decisions if self.decisions else 0.0

    @property
    def mean_cost(self) -> float:
        return self.win_lost / self.decisions if self.decisions else 0.0


def check_hints(
    game: Game,
    players: int,
    decisions: int,
    seed: int,
    think: int,
    rollouts: int | None = None,
    worlds: int | None = None,
    progress: Callable[[Agreement], None] | None = None,
    level: str | None = None,
    playouts: int = 0,
    positions: int = 30,
) -> Agreement:
    """Play and review games from ``seed`` on until ``decisions`` of the hint's are
    reviewed; ``progress`` gets the running figures after each decision reviewed (a
    long run stopped early still says what it reached). ``level``: what seat 0 plays
    (the game's hint level when None). ``playouts`` above 0: up to ``positions``
    compared decisions are also played out (``played_out``)."""
    assert isinstance(game, ReviewsDecisions)
    level = level or hint_level(game)
    seats = [Player("Hint", "bot", game.bot_levels[-1])]
    seats += [Player(f"Bot {s + 1}", "bot", OTHERS) for s in range(1, players)]
    options = game.check_options({}, players)
    games = same = costly = 0
    win_lost = 0.0
    reviewed = 0
    checked: list[PlayedOut] = []
    while reviewed < decisions:
        number = seed + games
        bots = [game.make_bot(level, number * 31, think=think)]
        bots += [game.make_bot(OTHERS, number * 31 + s) for s in range(1, players)]
        state = game.new_state(seats, number, options)
        play_game(state, bots)
        loaded = game.load_record(game.dump_record(state, seats))
        for point in game.review_points(loaded, 0)[: decisions - reviewed]:
            moment = game.review_point(point, number, rollouts, worlds)
            reviewed += 1
            same += moment.same
            costly += moment.costly
            win_lost -= moment.win.mean
            if playouts and not moment.same and len(checked) < positions:
                checked.append(compare_played_out(game, loaded, moment, playouts, OTHERS))
            if progress is not None:
                progress(Agreement(games + 1, reviewed, same, costly, win_lost, tuple(checked)))
        games += 1
    return Agreement(games, reviewed, same, costly, win_lost, tuple(checked))


def default_think(game: Game, players: int) -> int | None:
    """The strongest level's budget in the app's time, where the game measured it."""
    if not isinstance(game, AppBudgets):
        return None
    try:
        budget = game.app_budget(game.bot_levels[-1], players)
    except ValueError:
        return None
    return None if budget is None else budget.think


def run(args: argparse.Namespace) -> int:
    game, problem = seated_game(args.game, args.players)
    if game is None:
        return error(problem)
    if not isinstance(game, ReviewsDecisions):
        return error(f"the coach does not review {game.id} games yet")
    if args.decisions < 1:
        return error("--decisions must be at least 1")
    if args.played_out < 0 or args.positions < 1:
        return error("--played-out must be at least 0 and --positions at least 1")
    for name in ("think", "rollouts", "worlds"):
        if getattr(args, name) is not None and getattr(args, name) < 1:
            return error(f"--{name} must be at least 1")
    level = args.hint_level or hint_level(game)
    think = args.think
    if think is None and level in game.bot_levels:
        think = default_think(game, args.players)
        if think is None:
            return error(
                f"give --think: {game.id} has no measured app budget at {args.players} seats"
            )

    def progress(so_far: Agreement) -> None:
        print(
            f"game {so_far.games}, {so_far.decisions}/{args.decisions} reviewed: "
            f"{so_far.costly} costly, {so_far.same} chosen alike, "
            f"mean win chance lost {so_far.mean_cost:.2%}",
            file=sys.stderr,
            flush=True,
        )

    found = check_hints(
        game,
        args.players,
        args.decisions,
        args.seed,
        think,
        args.rollouts,
        args.worlds,
        progress,
        level,
        args.played_out,
        args.positions,
    )
    agreement = played_out_summary(found.played_out)
    low, high = wilson_interval(found.costly, found.decisions)
    if args.json:
        summary = {
            "game": game.id,
            "players": args.players,
            "seed": args.seed,
            "hint_level": level,
            "think": think,
            "games": found.games,
            "decisions": found.decisions,
            "same": found.same,
            "costly": found.costly,
            "share": round(found.share, 4),
            "interval": [round(low, 4), round(high, 4)],
            "mean_win_cost": round(found.mean_cost, 4),
        }
        if found.played_out:
            summary["played_out"] = agreement
        print(json.dumps(summary))
        return 0
    print(
        f"{game.id}, {args.players} players: the hint ({level}, think {think}) against "
        f"{OTHERS} bots, "
        f"{found.decisions} decisions in {found.games} games from seed {args.seed}"
    )
    print(f"  the review chose as the hint did: {found.same} of {found.decisions}")
    print(
        f"  marked costly: {found.costly} of {found.decisions}, {found.share:.1%} "
        f"(95% interval {low:.1%}-{high:.1%})"
    )
    print(f"  mean win chance the review says the hint's choices lost: {found.mean_cost:.2%}")
    if found.played_out:
        print(played_out_text(agreement))
    return 0
