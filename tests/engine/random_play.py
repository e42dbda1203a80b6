"""Random legal play for engine tests: every kind of decision, mixed orders."""

from __future__ import annotations

import random

from score5_desktop.games.score5.rules.cards import SCORING_FAMILIES
from score5_desktop.games.score5.rules.decisions import AssignWild, Bid, Decision, Phase, Pick
from score5_desktop.games.score5.rules.state import GameState


def random_decision(state: GameState, rng: random.Random, bid_chance: float = 0.7) -> Decision:
    seat = rng.choice(state.to_act())
    phase = state.phase
    if phase is Phase.BID or phase is Phase.ADJUST:
        if rng.random() < 0.15 and state.bids[seat]:
            return Bid(seat, state.bids[seat])  # keep the bid: adjustments can end early
        mask = rng.getrandbits(51) & state.hands[seat] if rng.random() < bid_chance else 0
        return Bid(seat, mask)
    if phase is Phase.PICK:
        return Pick(seat, rng.choice(state.legal_picks(seat)))
    return AssignWild(seat, rng.choice(SCORING_FAMILIES))
