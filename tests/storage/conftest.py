"""Games built with the real engine and bots, and app folders private to each test."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

from score5_desktop.games.score5.bots.levels import make_bot
from score5_desktop.games.score5.bots.match import play_game
from score5_desktop.games.score5.rules.deal import deal
from score5_desktop.games.score5.rules.decisions import Options
from score5_desktop.games.score5.rules.observation import SeatView
from score5_desktop.games.score5.rules.record import Player
from score5_desktop.games.score5.rules.state import GameState
from score5_desktop.storage.paths import AppPaths
from tests.engine.snapshots import fingerprint

LEVELS = ("easy", "normal", "hard", "expert")


def players_for(n: int, humans: int = 1, levels: tuple[str, ...] = LEVELS) -> tuple[Player, ...]:
    """``humans`` human seats first, then bots cycling through ``levels``."""
    seats = [Player(f"Human {s + 1}", "human") for s in range(humans)]
    for s in range(humans, n):
        seats.append(Player(f"Bot {s + 1}", "bot", levels[(s - humans) % len(levels)]))
    return tuple(seats)


def partial_game(n: int, seed: int, decisions: int, max_adjust: int = 2) -> GameState:
    """A game dealt from ``seed`` after ``decisions`` random legal decisions (or fewer,
    if it ends first); it keeps its log so it can be written as a record."""
    state = GameState(deal(n, seed, Options(max_adjust)))
    bots = [make_bot("random", seed * 7 + s) for s in range(n)]
    views = [SeatView(state, s) for s in range(n)]
    done = 0
    while not state.is_over and done < decisions:
        seat = state.to_act()[0]
        state.apply(bots[seat].decide(views[seat]))
        done += 1
    return state


def finished_game(n: int, seed: int, max_adjust: int = 2) -> GameState:
    bots = [make_bot("random", seed * 7 + s) for s in range(n)]
    return play_game(deal(n, seed, Options(max_adjust)), bots, keep_log=True)


@pytest.fixture
def paths(tmp_path: Path) -> AppPaths:
    return AppPaths.under(tmp_path / "home")


@pytest.fixture
def games() -> Callable[..., object]:
    """Access to the game builders above from tests (``games.partial(...)``)."""

    class Games:
        players = staticmethod(players_for)
        partial = staticmethod(partial_game)
        finished = staticmethod(finished_game)
        fingerprint = staticmethod(fingerprint)

    return Games
