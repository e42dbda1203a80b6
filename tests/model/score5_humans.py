"""Scripted SCORE 5 humans for ``tests.model.drive``: they answer from the engine state."""

from __future__ import annotations

from score5_desktop.games.score5.rules.decisions import AssignWild, Bid, Decision, Phase, Pick
from score5_desktop.games.score5.rules.scoring import best_wild_family
from score5_desktop.games.score5.rules.state import GameState


def quiet_human(state: GameState, seat: int) -> Decision:
    """Never bids, so the bots win every auction (and the wild): the first card, best wild."""
    if state.phase in (Phase.BID, Phase.ADJUST):
        return Bid(seat, 0)
    if state.phase is Phase.PICK:
        pool = state.pool
        return Pick(seat, (pool & -pool).bit_length() - 1)
    return AssignWild(seat, best_wild_family(state.deck, state.hands[seat]))


def greedy_human(state: GameState, seat: int) -> Decision:
    """Bids its whole hand (wins auctions, the wild included when it can)."""
    if state.phase in (Phase.BID, Phase.ADJUST):
        return Bid(seat, state.hands[seat])
    return quiet_human(state, seat)
