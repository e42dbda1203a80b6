"""Shared helpers for model tests: a model whose events are consumed at once."""

from __future__ import annotations

from collections.abc import Sequence

from score5_desktop.games.score5.rules.record import Player, load
from score5_desktop.games.score5.rules.state import GameState
from score5_desktop.model.game_model import GameModel


def bots(n: int, level: str = "random") -> list[Player]:
    return [Player(f"Bot {i + 1}", "bot", level) for i in range(n)]


def new_score5(model: GameModel, players: Sequence[Player], seed: int, adjust: int = 2) -> None:
    """A SCORE 5 game on ``model``, as the new-game dialog starts one."""
    model.new_game("score5", players, seed, {"max_adjust_rounds": adjust})


def state_of(model: GameModel) -> GameState:
    """The game as its record replays it (tests read the engine through the record)."""
    return load(model.recordText())[1].state


def auto_consuming(model: GameModel) -> list:
    """Consume every published event immediately; returns the list they are collected in."""
    seen: list = []

    def consume(event, picture) -> None:
        seen.append(event)
        model.eventsConsumed()

    model.eventPublished.connect(consume)
    return seen
