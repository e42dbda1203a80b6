"""A game for the bot pool's tests only: up to six seats, bots that say where they ran.

Its bots answer with their seat, level and process id, so a test can tell which
worker answered; a level named ``broken…`` raises, and ``unbuildable`` cannot even
be made. ``slow``, ``broken-slow`` and ``unbuildable`` think in a worker process
(``core.protocol.HeavyBots``), the others on a thread.
Module-level values only, so views, answers and the game itself travel to a
worker process by pickling; no Qt is imported.
"""

from __future__ import annotations

import os
import time
from dataclasses import dataclass
from typing import Any, NamedTuple

from score5_desktop.core import registry
from score5_desktop.core.protocol import QtPart


@dataclass(frozen=True, slots=True)
class SeatView:
    seat: int
    players: int


class Answer(NamedTuple):
    seat: int
    level: str
    pid: int
    built: float  # when the answering bot was made (``time.time()``, any process)


class PoolAdvice(NamedTuple):
    decision: Answer
    reasons: tuple[Any, ...]


class PoolBot:
    def __init__(self, level: str, seed: int | None) -> None:
        self.level = level
        self.seed = seed
        self.built = time.time()

    def advise(self, view: SeatView) -> PoolAdvice:
        return PoolAdvice(self.decide(view), ("asked for advice",))

    def decide(self, view: SeatView) -> Answer:
        if self.level.startswith("broken"):
            raise ValueError(f"{self.level} bot at seat {view.seat}")
        return Answer(view.seat, self.level, os.getpid(), self.built)


class PoolGame:
    """Only the members the bot pool reads (it never makes a state of this game)."""

    id = "pool-test"
    record_format = "pool-test-record"
    min_players = 2
    max_players = 6
    bot_levels = ("quick", "broken", "slow", "broken-slow", "unbuildable")
    process_levels = frozenset({"slow", "broken-slow", "unbuildable"})

    def qt_part(self) -> QtPart:
        raise ModuleNotFoundError("the pool's test game has no Qt part", name="tests.pool_qt")

    def make_bot(
        self, level: str, seed: int | None = None, think: float | int | None = None
    ) -> PoolBot:
        if level not in self.bot_levels or level == "unbuildable":
            raise ValueError(level)
        return PoolBot(level, seed)


GAME = PoolGame()


def install() -> PoolGame:
    """Register the pool's test game (idempotent) and return it."""
    registry.register(GAME)  # type: ignore[arg-type]
    return GAME
