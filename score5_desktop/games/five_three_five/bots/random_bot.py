"""The ``random`` level: every legal play equally likely. A baseline, and the benchmark's bot."""

from __future__ import annotations

import random
from typing import NamedTuple

from score5_desktop.games.five_three_five.rules.decisions import Play
from score5_desktop.games.five_three_five.rules.view import SeatView


class Advice(NamedTuple):
    """A play and why; the random level has nothing to say beyond the play."""

    decision: Play
    reasons: tuple[object, ...] = ()


class RandomBot:
    """Picks uniformly among ``SeatView.legal_plays`` (passes included when allowed)."""

    level = "random"

    def __init__(self, seed: int | None = None) -> None:
        self._random = random.Random(seed).random

    def decide(self, view: SeatView) -> Play:
        plays = view.legal_plays()
        if not plays:
            raise ValueError(f"seat {view.seat} has no decision to make now")
        # int(random() * k) is uniform on 0..k-1 to within 2**-47 here, at a
        # fraction of choice()'s cost.
        return plays[int(self._random() * len(plays))]

    def advise(self, view: SeatView) -> Advice:
        return Advice(self.decide(view))
