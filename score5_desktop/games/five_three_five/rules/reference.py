"""Five Three Five's rules alone, the yardstick ``score5 bench`` measures the engine
against: the legal plays and ``apply_unchecked`` (as a bot's playouts use them), every
play drawn at random, with no views, no bots and no checks. The engine's speed
against it is what the game protocol costs (views, bots, checked ``apply``)."""

from __future__ import annotations

import random

from score5_desktop.games.five_three_five.rules.state import new_game


def reference_game(players: int, seed: int) -> int:
    """Play one random game of ``players`` seats; the number of decisions made."""
    pick = random.Random(seed).random
    state = new_game(players, seed)
    decisions = 0
    while not state.is_over:
        plays = state.legal_plays(state.turn)
        state.apply_unchecked(plays[int(pick() * len(plays))])
        decisions += 1
    return decisions
