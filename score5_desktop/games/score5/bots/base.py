"""The one interface every bot level implements.

A bot sees only its seat's observation (``engine.observation``), never the
game state, so it can know exactly what a human in its seat would (R10).
"""

from __future__ import annotations

from typing import NamedTuple, Protocol

from score5_desktop.games.score5.bots.reasons import Reason
from score5_desktop.games.score5.rules.decisions import Decision
from score5_desktop.games.score5.rules.observation import Observation, SeatView

ObservationLike = Observation | SeatView


class Advice(NamedTuple):
    """A decision and why (for the app's hint): typed reasons, worded by the model layer.
    Empty when there is nothing to say beyond the decision itself."""

    decision: Decision
    reasons: tuple[Reason, ...]


class Bot(Protocol):
    level: str

    def advise(self, obs: ObservationLike) -> Advice:
        """Choose a decision for the seat's current decision (bid, adjustment, pick, wild)."""
        ...

    def decide(self, obs: ObservationLike) -> Decision:
        """``advise`` without the explanation; fast levels skip building the sentence."""
        ...
