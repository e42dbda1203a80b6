"""Playing whole games between bots, for the command line and the arena."""

from __future__ import annotations

from collections.abc import Sequence

from score5_desktop.ai.base import Bot
from score5_desktop.engine.observation import SeatView
from score5_desktop.engine.state import GameState, Setup


def play_game(setup: Setup, bots: Sequence[Bot], *, keep_log: bool = False) -> GameState:
    """Play a game to the end. Each bot reads a live view of its own seat only; a
    decision the engine refuses raises, because a bot must never play illegally."""
    state = GameState(setup, keep_log=keep_log)
    views = [SeatView(state, seat) for seat in range(setup.players)]
    apply = state.apply
    while not state.is_over:
        for seat in state.to_act():
            apply(bots[seat].decide(views[seat]))
    return state
