"""The ``random`` level: uniform legal play. A baseline, and the engine's benchmark."""

from __future__ import annotations

import random

from score5_desktop.ai.base import Advice, ObservationLike
from score5_desktop.engine.cards import DECK_SIZE, SCORING_FAMILIES
from score5_desktop.engine.decisions import AssignWild, Bid, Decision, Phase, Pick

_BID, _ADJUST, _PICK = Phase.BID, Phase.ADJUST, Phase.PICK


class RandomBot:
    """Every legal decision equally likely: any subset of the hand (each card in or out
    with even odds), any card of the winner's bid, any family for the wild."""

    level = "random"

    def __init__(self, seed: int | None = None) -> None:
        self._rng = random.Random(seed)

    def decide(self, obs: ObservationLike) -> Decision:
        phase = obs.phase
        rng = self._rng
        if phase is _BID or phase is _ADJUST:
            return Bid(obs.seat, rng.getrandbits(DECK_SIZE) & obs.hand)
        if phase is _PICK:
            pool = obs.pool
            # The k-th set bit, k uniform: clear the k lowest bits, take the next one.
            for _ in range(rng.randrange(pool.bit_count())):
                pool &= pool - 1
            return Pick(obs.seat, (pool & -pool).bit_length() - 1)
        return AssignWild(obs.seat, rng.choice(SCORING_FAMILIES))

    def advise(self, obs: ObservationLike) -> Advice:
        return Advice(self.decide(obs), "a random legal choice")
