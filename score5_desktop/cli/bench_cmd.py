"""``score5 bench``: how fast each game's engine plays, against its rules played plainly.

For every installed game (or the one ``--game`` names), random bots play seeded games
as ``score5 simulate`` plays them (``new_state``, ``make_bot``, then ``play_out``:
the game's own loop, or ``tournament.match.play_game`` with a view per decision), and
in the same process the game's plain reference (``core.protocol.PlainReference``: the
rules alone, with random choices) plays as many. Each is timed ``--rounds`` times,
alternately, in this process's CPU time, and the best round of each counts, so
another busy process on the machine slows the run more than it skews the ratio.
Decisions are counted in a separate untimed pass over the same games.

A third run, "engine, decisions given", plays the same games again through the same
loop with every decision handed back from that untimed pass, so no bot thinks and no
view is read: what the engine's rules, checks and loop cost on their own. Set beside
the reference it says how much of the gap the bots' side of the protocol is.
"""

from __future__ import annotations

import argparse
import json
import time
from collections.abc import Callable
from typing import Any

from score5_desktop.cli.game_arg import chosen_game, players_problem
from score5_desktop.cli.tournament_args import error
from score5_desktop.core import registry
from score5_desktop.core.players import Player
from score5_desktop.core.protocol import Game, PlainReference
from score5_desktop.tournament.match import play_game, play_out


def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser(
        "bench",
        help="time each game's engine against its plain rules",
        description="Random bots play G seeded games of each game as 'score5 simulate' "
        "plays them, and the game's rules alone play G games in the same process; "
        "games/s, decisions/s and their ratio (engine / reference) are printed.",
    )
    p.add_argument(
        "--game", metavar="ID", help="only this game (default: every game for N players)"
    )
    p.add_argument("--players", type=int, default=4, metavar="N", help="seats (4)")
    p.add_argument("--games", type=int, default=500, metavar="G", help="games per run (500)")
    p.add_argument("--rounds", type=int, default=3, metavar="R", help="timed runs each (3)")
    p.add_argument("--seed", type=int, default=0, metavar="S", help="first game's seed (0)")
    p.add_argument("--json", action="store_true", help="print one JSON object")
    p.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    if args.games < 1 or args.rounds < 1:
        return error("--games and --rounds must be at least 1")
    if args.game is None:  # every game that seats this many players
        games = [g for g in registry.installed() if not players_problem(g, args.players)]
        if not games:
            return error(f"no installed game is for {args.players} players")
    else:
        game, problem = chosen_game(args.game)
        if game is None:
            return error(problem or "")
        problem = players_problem(game, args.players)
        if problem:
            return error(problem)
        games = [game]
    figures = [bench_game(game, args.players, args.games, args.rounds, args.seed) for game in games]
    if args.json:
        print(json.dumps({"players": args.players, "rounds": args.rounds, "games": figures}))
        return 0
    print(
        f"{args.games} random {args.players}-player games per run, best of {args.rounds} "
        "(CPU time of this process)"
    )
    for entry in figures:
        engine, reference = entry["engine"], entry["reference"]
        print(f"{entry['game']}:")
        print(f"  engine                   {rates(engine)}")
        print(f"  engine, decisions given  {rates(entry['given'])}")
        if reference is not None:
            print(f"  reference                {rates(reference)}")
            print(f"  engine / reference:                   {entry['ratio']:.2f}x")
            print(f"  engine, decisions given / reference:  {entry['given_ratio']:.2f}x")
    return 0


def rates(figures: dict[str, float]) -> str:
    return (
        f"{figures['games_per_second']:9.1f} games/s  "
        f"{figures['decisions_per_second']:11.0f} decisions/s"
    )


def bench_game(game: Game, players: int, games: int, rounds: int, seed: int) -> dict:
    """One game's figures: the engine's and its reference's, and their ratio (None
    for a game without ``PlainReference``)."""
    seats = [Player(f"Bot {s + 1}", "bot", game.bot_levels[0]) for s in range(players)]
    options = game.check_options({}, players)
    seeds = range(seed, seed + games)

    def engine() -> None:
        # As ``score5 simulate`` does: bots made once, seeded from the first seed.
        bots = [game.make_bot(game.bot_levels[0], seed * 31 + s) for s in range(players)]
        for number in seeds:
            play_out(game, game.new_state(seats, number, options), bots)

    times: list[list[float]] = [[] for _ in range(players)]
    bots = [game.make_bot(game.bot_levels[0], seed * 31 + s) for s in range(players)]
    for number in seeds:  # the same games, untimed, to count their decisions
        play_game(game.new_state(seats, number, options), bots, times)
    engine_decisions = sum(map(len, times))

    # The engine's own loop once more, untimed, keeping every seat's decisions.
    recorders = [
        _Recording(game.make_bot(game.bot_levels[0], seed * 31 + s)) for s in range(players)
    ]
    made: list[list[list[Any]]] = []
    outcomes = []
    for number in seeds:
        for recorder in recorders:
            recorder.made = []
        outcomes.append(play_out(game, game.new_state(seats, number, options), recorders)[1])
        made.append([recorder.made for recorder in recorders])
    for number, decisions, outcome in zip(seeds, made, outcomes, strict=True):
        # Untimed, once: the decisions handed back replay each game to its outcome, all taken.
        handed = [_Given(d) for d in decisions]
        replayed = play_out(game, game.new_state(seats, number, options), handed)[1]
        if replayed != outcome or any(seat.left() for seat in handed):
            raise AssertionError(f"game {number} does not replay from its decisions")

    def given() -> None:
        for number, decisions in zip(seeds, made, strict=True):
            play_out(game, game.new_state(seats, number, options), [_Given(d) for d in decisions])

    runs = [engine, given]
    if isinstance(game, PlainReference):
        counted: list[int] = []

        def reference() -> None:
            counted[:] = [game.reference_game(players, number) for number in seeds]

        reference_time, engine_time, given_time = best_times([reference, *runs], rounds)
        reference_figures = figures_of(games, sum(counted), reference_time)
    else:
        engine_time, given_time = best_times(runs, rounds)
        reference_figures = None
    engine_figures = figures_of(games, engine_decisions, engine_time)
    given_figures = figures_of(games, engine_decisions, given_time)
    return {
        "game": game.id,
        "games": games,
        "engine": engine_figures,
        "given": given_figures,
        "reference": reference_figures,
        "ratio": _ratio(engine_figures, reference_figures),
        "given_ratio": _ratio(given_figures, reference_figures),
    }


def _ratio(figures: dict[str, float], reference: dict[str, float] | None) -> float | None:
    if reference is None:
        return None
    return round(figures["games_per_second"] / reference["games_per_second"], 3)


class _Recording:
    """A bot whose decisions are kept, in the order it made them."""

    def __init__(self, bot: Any) -> None:
        self.bot = bot
        self.made: list[Any] = []

    def decide(self, view: Any) -> Any:
        decision = self.bot.decide(view)
        self.made.append(decision)
        return decision


class _Given:
    """A seat that hands back the decisions it is given, one a question, reading
    nothing: the engine then costs only its rules, checks and loop."""

    def __init__(self, decisions: list[Any]) -> None:
        self._next = iter(decisions).__next__

    def decide(self, _view: Any) -> Any:
        return self._next()

    def left(self) -> bool:
        """Whether decisions are left over (only asked outside the timed runs)."""
        try:
            self._next()
        except StopIteration:
            return False
        return True


def best_times(runs: list[Callable[[], None]], rounds: int) -> list[float]:
    """Each run's shortest CPU time over ``rounds`` passes, the runs taking turns."""
    best = [float("inf")] * len(runs)
    for _ in range(rounds):
        for index, run_once in enumerate(runs):
            started = time.process_time()
            run_once()
            best[index] = min(best[index], time.process_time() - started)
    return best


def figures_of(games: int, decisions: int, seconds: float) -> dict[str, float]:
    seconds = max(seconds, 1e-9)
    return {
        "seconds": round(seconds, 4),
        "decisions": decisions,
        "games_per_second": round(games / seconds, 1),
        "decisions_per_second": round(decisions / seconds, 1),
    }
