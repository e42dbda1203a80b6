"""Building Five Three Five states with chosen cards, and playing them out, for the tests."""

from __future__ import annotations

import random
from collections.abc import Sequence

from score5_desktop.games.five_three_five.rules.decisions import Action, Options, Play
from score5_desktop.games.five_three_five.rules.state import FiveThreeFiveState, new_game

LEAD, OVERWRITE, ADD, PASS = Action.LEAD, Action.OVERWRITE, Action.ADD, Action.PASS


def dealt(
    hands: Sequence[Sequence[int]],
    undealt: Sequence[int] = (),
    *,
    leader: int = 0,
    options: Options | None = None,
    seed: int = 0,
) -> FiveThreeFiveState:
    """A state whose first deal holds exactly ``hands`` (sizes are not checked here)."""
    state = FiveThreeFiveState(len(hands), options or Options(), random.Random(seed), leader)
    state.start_deal([tuple(sorted(h)) for h in hands], tuple(sorted(undealt)))
    return state


def play(state: FiveThreeFiveState, seat: int, action: Action, *cards: int) -> list:
    return state.apply(Play(seat, action, tuple(sorted(cards))))


def random_game(players: int, seed: int, options: Options | None = None) -> FiveThreeFiveState:
    """A whole game of uniform random legal plays (checked by ``apply``)."""
    state = new_game(players, seed, options)
    rng = random.Random(seed * 7 + 1)
    while not state.is_over:
        (seat,) = state.to_act()
        state.apply(rng.choice(state.legal_plays(seat)))
    return state
