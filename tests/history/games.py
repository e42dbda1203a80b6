"""Finished games with known outcomes, stored in a private history database."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import UTC, datetime, timedelta

from score5_desktop.games.score5.bots.levels import make_bot
from score5_desktop.games.score5.bots.match import play_game
from score5_desktop.games.score5.rules.deal import deal
from score5_desktop.games.score5.rules.record import Player, dumps
from score5_desktop.games.score5.rules.state import GameState
from score5_desktop.storage.history import HistoryDB

START = datetime(2024, 5, 6, 18, 0, tzinfo=UTC)  # a Monday
#: The player's own name (the preferences'): which human seat is "you".
OWN_NAME = "You"


@dataclass(frozen=True)
class Stored:
    id: int
    when: datetime
    players: tuple[Player, ...]
    state: GameState

    @property
    def scores(self) -> tuple[int, ...]:
        return tuple(self.state.result().scores)

    @property
    def winner(self) -> int:
        return self.state.result().winner

    @property
    def levels(self) -> set[str]:
        return {p.level for p in self.players if p.kind == "bot"}

    def human_seats(self) -> list[int]:
        """Your seats: the human named "You" (the player's own name in these tests'
        settings), never the friend of a hot-seat game."""
        return [s for s, p in enumerate(self.players) if p.kind == "human" and p.name == OWN_NAME]


def finished(n: int, seed: int) -> GameState:
    bots = [make_bot("random", seed * 11 + s) for s in range(n)]
    return play_game(deal(n, seed), bots, keep_log=True)


def seats(levels: tuple[str, ...], humans: int = 1) -> tuple[Player, ...]:
    people = [Player("You" if h == 0 else f"Friend {h}", "human") for h in range(humans)]
    bots = [Player(f"Bot {k + 1}", "bot", level) for k, level in enumerate(levels)]
    return tuple(people + bots)


# (bot levels, human seats) per game; seeds and dates follow the order.
PLAN: list[tuple[tuple[str, ...], int]] = [
    (("easy",), 1),
    (("easy", "normal"), 1),
    (("hard", "expert"), 1),
    (("normal", "normal", "hard"), 1),
    (("expert",), 1),
    (("easy", "hard"), 0),
    (("random", "easy"), 2),
    (("hard",), 1),
]


def store(db: HistoryDB, plan=PLAN, start: datetime = START) -> list[Stored]:
    stored = []
    for k, (levels, humans) in enumerate(plan):
        players = seats(levels, humans)
        state = finished(len(players), 100 + k)
        when = start + timedelta(days=k * 3, hours=k)
        game_id = db.add_game(dumps(state, players), state, finished_at=when)
        stored.append(Stored(game_id, when, players, state))
    return stored


def settle(qtbot, window) -> None:
    """Until a History or Statistics window has shown what it read off the GUI thread."""
    qtbot.waitUntil(lambda: not window.reading(), timeout=15000)
