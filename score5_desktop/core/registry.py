"""Finds a game by its id or by a record's ``format``, without a generic module importing one.

The games are named here as data (dotted module paths); each module exposes
``GAME``, an object satisfying ``core.protocol.Game``. Import happens on first
use, one game at a time where it can: ``get`` loads the game it is asked for
(found by its package, the id with ``_`` for ``-``), so the shell starts, and
plays one game, without loading another; asking for every game (``installed``,
``by_format``) loads them all.
"""

from __future__ import annotations

import importlib
from functools import cache

from score5_desktop.core.protocol import Game

GAME_MODULES: tuple[str, ...] = (
    "score5_desktop.games.score5.game",
    "score5_desktop.games.five_three_five.game",
)
DEFAULT_GAME = "score5"
_EXTRA: list[Game] = []


@cache
def _load(name: str) -> Game | None:
    """The ``GAME`` of module ``name``, or None when that game is not part of this build."""
    try:
        module = importlib.import_module(name)
    except ModuleNotFoundError as error:
        if error.name is not None and name.startswith(error.name):
            return None
        raise
    return module.GAME


@cache
def all_games() -> tuple[Game, ...]:
    """Every installed game, in menu order. A game module that is missing is skipped."""
    return tuple(game for game in map(_load, GAME_MODULES) if game is not None)


def register(game: Game) -> None:
    """Add a game that is not in ``GAME_MODULES`` (the tests' tiny game); idempotent."""
    if all(known.id != game.id for known in installed()):
        _EXTRA.append(game)


def installed() -> tuple[Game, ...]:
    """``all_games`` plus the games added with ``register``."""
    return all_games() + tuple(_EXTRA)


def listed_ids() -> tuple[str, ...]:
    """The ids of the games in ``GAME_MODULES``, read from their packages' names (the id
    with ``_`` for ``-``, as ``get`` finds them) without importing one: the command
    line's help names them at every start."""
    return tuple(name.split(".")[-2].replace("_", "-") for name in GAME_MODULES)


def game_ids() -> tuple[str, ...]:
    return tuple(game.id for game in installed())


def get(game_id: str) -> Game:
    name = f"score5_desktop.games.{game_id.replace('-', '_')}.game"
    if name in GAME_MODULES:
        game = _load(name)
        if game is not None and game.id == game_id:
            return game
    for game in installed():
        if game.id == game_id:
            return game
    raise KeyError(game_id)


def by_format(record_format: str) -> Game | None:
    for game in installed():
        if game.record_format == record_format:
            return game
    return None
