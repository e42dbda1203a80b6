"""The ``random`` level: uniform legal play. A baseline, and the engine's benchmark."""

from __future__ import annotations

import random

from score5_desktop.games.score5.bots.base import Advice, ObservationLike
from score5_desktop.games.score5.bots.reasons import Reason, ReasonKind
from score5_desktop.games.score5.rules.cards import DECK_SIZE, SCORING_FAMILIES
from score5_desktop.games.score5.rules.decisions import AssignWild, Bid, Decision, Phase, Pick

_BID, _ADJUST, _PICK = Phase.BID, Phase.ADJUST, Phase.PICK
# The benchmark's hottest line: building the tuples directly skips the Python-level
# ``__new__`` that NamedTuple generates (same objects, half the cost).
_new = tuple.__new__


class RandomBot:
    """Every legal decision equally likely: any subset of the hand (each card in or out
    with even odds), any card of the winner's bid, any family for the wild."""

    level = "random"

    def __init__(self, seed: int | None = None) -> None:
        self._rng = rng = random.Random(seed)
        self._bits, self._random = rng.getrandbits, rng.random

    def decide(self, obs: ObservationLike) -> Decision:
        phase = obs.phase
        if phase is _BID or phase is _ADJUST:
            return _new(Bid, (obs.seat, self._bits(DECK_SIZE) & obs.hand))
        if phase is _PICK:
            pool = obs.pool
            # The k-th set bit, k uniform: clear the k lowest bits, take the next one.
            # int(random() * k) is uniform on 0..k-1 to within 2**-47 for k <= 51,
            # at a fraction of randrange's cost.
            for _ in range(int(self._random() * pool.bit_count())):
                pool &= pool - 1
            return _new(Pick, (obs.seat, (pool & -pool).bit_length() - 1))
        return AssignWild(obs.seat, self._rng.choice(SCORING_FAMILIES))

    def advise(self, obs: ObservationLike) -> Advice:
        return Advice(self.decide(obs), (Reason(ReasonKind.RANDOM),))
