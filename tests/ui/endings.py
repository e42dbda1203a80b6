"""Game positions just before the end, for end-of-game tests: the last decision is the
wild's family, to be chosen by a human or by a bot (issue 11)."""

from __future__ import annotations

from functools import cache
from pathlib import Path

from score5_desktop.core import registry
from score5_desktop.games.score5.rules.deal import new_game
from score5_desktop.games.score5.rules.decisions import AssignWild, Options, Phase
from score5_desktop.games.score5.rules.record import Player, dumps
from score5_desktop.games.score5.rules.state import GameState
from score5_desktop.model import session as ss
from tests.model.drive import FakeClock, drive
from tests.model.score5_humans import greedy_human, quiet_human

SEED = 1  # with three normal bots: a quiet human leaves the wild to a bot
PLAYERS = 4


def players(level: str = "normal") -> list[Player]:
    """Ann (human) and three bots; ``level`` for every bot (who holds the wild varies)."""
    return [Player("Ann", "human")] + [Player(f"Bot {i}", "bot", level) for i in (1, 2, 3)]


@cache
def _decisions(human_wild: bool) -> tuple:
    state = new_game(PLAYERS, SEED, Options(max_adjust_rounds=2))
    clock = FakeClock()
    session = ss.Session(
        registry.get("score5"),
        state,
        [Player("Ann", "human")] + [Player(f"Bot {i}", "bot", "normal") for i in (1, 2, 3)],
        state.opening_events(),
        clock=clock,
    )
    human = greedy_human if human_wild else quiet_human
    run = drive(session, clock, hold=0.0, human=human, seed=SEED)
    return tuple(step.decision for step in run.of(ss.Applied))


def before_the_wild(human_wild: bool) -> GameState:
    """The position where only the wild's family is left to choose: by Ann (seat 0) when
    ``human_wild``, else by a bot."""
    decisions = _decisions(human_wild)
    last = decisions[-1]
    assert isinstance(last, AssignWild), "the game must end on the wild (change SEED)"
    assert (last[0] == 0) == human_wild, "the wild went to the wrong seat (change SEED)"
    state = new_game(PLAYERS, SEED, Options(max_adjust_rounds=2))
    for decision in decisions[:-1]:
        state.apply(decision)
    assert state.phase is Phase.WILD
    return state


def wild_owner(human_wild: bool) -> int:
    return _decisions(human_wild)[-1][0]


def record_before_the_wild(folder: Path, human_wild: bool, level: str = "normal") -> Path:
    path = folder / f"before-the-wild-{human_wild}-{level}.json"
    path.write_text(dumps(before_the_wild(human_wild), players(level=level)), "utf-8")
    return path
