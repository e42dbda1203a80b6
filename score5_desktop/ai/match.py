"""Playing whole games between bots, for the command line and the arena."""

from __future__ import annotations

from collections.abc import Sequence

from score5_desktop.ai.base import Bot
from score5_desktop.engine.decisions import Phase
from score5_desktop.engine.observation import SeatView
from score5_desktop.engine.state import GameState, Setup


def play_game(setup: Setup, bots: Sequence[Bot], *, keep_log: bool = False) -> GameState:
    """Play a game to the end. Each bot reads a live view of its own seat only; a
    decision the engine refuses raises, because a bot must never play illegally."""
    state = GameState(setup, keep_log=keep_log)
    views = [SeatView(state, seat) for seat in range(setup.players)]
    deciders = [bot.decide for bot in bots]
    apply, apply_step = state.apply, state.apply_step
    over = Phase.OVER
    while state.phase is not over:
        acting = state.to_act()
        if len(acting) == 1:
            seat = acting[0]
            apply(deciders[seat](views[seat]))
        else:
            # Simultaneous bids: every seat decides on the same position, then all
            # bids go down together, as at the table.
            apply_step([deciders[seat](views[seat]) for seat in acting])
    return state
