"""Shared helpers for model tests: a model whose events are consumed at once."""

from __future__ import annotations

from score5_desktop.games.score5.rules.record import Player
from score5_desktop.model.game_model import GameModel


def bots(n: int, level: str = "random") -> list[Player]:
    return [Player(f"Bot {i + 1}", "bot", level) for i in range(n)]


def auto_consuming(model: GameModel) -> list:
    """Consume every published event immediately; returns the list they are collected in."""
    seen: list = []

    def consume(event, picture) -> None:
        seen.append(event)
        model.eventsConsumed()

    model.eventPublished.connect(consume)
    return seen
