"""``--game ID``: which game a command plays, the same option for every command.

SCORE 5 (``registry.DEFAULT_GAME``) is the default, so every command written
before there were two games means what it meant. The id is checked by the
command itself, so a wrong one is one ``error:`` line and exit status 2, like
every other usage problem.
"""

from __future__ import annotations

import argparse

from score5_desktop.core import registry
from score5_desktop.core.protocol import Game
from score5_desktop.core.records import excerpt


def add_game_argument(p: argparse.ArgumentParser) -> None:
    p.add_argument(
        "--game",
        default=registry.DEFAULT_GAME,
        metavar="ID",
        help="the game, by its id (default %(default)s); an unknown id is refused with "
        "the list of installed games",
    )


def chosen_game(game_id: str) -> tuple[Game | None, str | None]:
    """The game named on the command line, or why there is none."""
    try:
        return registry.get(game_id), None
    except KeyError:
        installed = ", ".join(registry.game_ids())
        return None, f"unknown game {excerpt(game_id)} (installed: {installed})"


def players_problem(game: Game, players: int) -> str | None:
    """Why ``game`` cannot be played by ``players`` seats, or None."""
    if not game.min_players <= players <= game.max_players:
        return f"--players must be {game.min_players} to {game.max_players}"
    return None


def seated_game(game_id: str, players: int) -> tuple[Game | None, str]:
    """The game named on the command line if ``players`` seats can play it; otherwise
    None and why (the one check every command that plays games makes first)."""
    game, problem = chosen_game(game_id)
    if game is None:
        return None, problem or ""
    problem = players_problem(game, players)
    return (None, problem) if problem else (game, "")


def is_bench_level(game: Game, level: str) -> bool:
    """A level the game's bots make but the app does not offer, such as SCORE 5's
    yardstick ``ismcts:N``: the arena and the ladder may seat it."""
    if level in game.bot_levels:
        return False
    try:
        game.make_bot(level, 0)
    except ValueError:
        return False
    return True


def unknown_level_problem(game: Game, levels: list[str] | tuple[str, ...]) -> str | None:
    """The first name that is no bot level of ``game`` (nor a bench level it makes), said
    with the known ones, or None."""
    unknown = [
        level
        for level in levels
        if level not in game.bot_levels and not is_bench_level(game, level)
    ]
    if unknown:
        known = ", ".join(game.bot_levels)
        return f"unknown bot level {unknown[0]!r} (known: {known})"
    return None


#: ``--players``'s help: the range is the game's, said when a count is refused (so the
#: help need not load every game).
PLAYERS_HELP = "how many seats, within the game's range"
