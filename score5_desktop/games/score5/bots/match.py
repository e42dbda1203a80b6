"""Playing whole games between bots, for the command line and the arena."""

from __future__ import annotations

from collections.abc import Sequence

from score5_desktop.games.score5.bots.base import Bot
from score5_desktop.games.score5.rules.decisions import Phase
from score5_desktop.games.score5.rules.observation import SeatView
from score5_desktop.games.score5.rules.state import GameState, Setup


def play_game(setup: Setup, bots: Sequence[Bot], *, keep_log: bool = False) -> GameState:
    """Play a game to the end. Each bot reads a live view of its own seat only; a
    decision the engine refuses raises, because a bot must never play illegally.
    Nothing here reads the events, so the state is quiet (builds none)."""
    return play_state(GameState(setup, keep_log=keep_log, quiet=True), bots)


def play_state(state: GameState, bots: Sequence[Bot]) -> GameState:
    """``play_game`` on a state of its own that no decision has reached yet."""
    setup = state.setup
    views = [SeatView(state, seat) for seat in range(setup.players)]
    deciders = [bot.decide for bot in bots]
    everyone = list(zip(deciders, views, strict=True))
    apply, apply_step = state.apply, state.apply_step
    bid, adjust, pick, over = Phase.BID, Phase.ADJUST, Phase.PICK, Phase.OVER
    while True:
        phase = state.phase
        if phase is pick:
            order = state.order  # ``state.picker()``, without a call per pick
            seat = order[state.picks_done % len(order)]
            apply(deciders[seat](views[seat]))
        elif phase is bid or phase is adjust:
            # Simultaneous bids: every seat decides on the same position, then all
            # bids go down together, as at the table. (This loop applies whole steps
            # only, so every seat is waiting at the start of one.)
            apply_step([decide(view) for decide, view in everyone])
        elif phase is over:
            return state
        else:
            for seat in state.to_act():  # the wild's owner
                apply(deciders[seat](views[seat]))
