"""Play a ``Session`` of any game to the end without Qt: a fake clock, a fake table,
the game's own bots.

The table takes ``hold`` seconds per event (the animation speed), bots answer
``think`` seconds after they are asked, humans follow a script; every step the
session returns is carried out at its due time on the fake clock, in order.
"""

from __future__ import annotations

import heapq
import itertools
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from score5_desktop.model import session as ss

Decision = Any

# Table hold per event (seconds), as the speeds roughly are; "reduced" holds but never moves.
SPEEDS = {"slow": 1.2, "normal": 0.7, "fast": 0.3, "instant": 0.0, "reduced": 0.7}
BOT_PACE = {"slow": 0.9, "normal": 0.45, "fast": 0.15, "instant": 0.0, "reduced": 0.45}


CONSUMED = "consumed"  # what ``check`` is given when the fake table has shown an event


class FakeClock:
    def __init__(self) -> None:
        self.now = 0.0

    def __call__(self) -> float:
        return self.now


@dataclass
class Run:
    """What a driven game showed: every step in order, with the fake time it came at."""

    steps: list[tuple[float, ss.Step]] = field(default_factory=list)
    over: list[ss.GameOver] = field(default_factory=list)
    last_decider: int | None = None
    last_kind: str = ""

    def of(self, kind: type) -> list:
        return [s for _, s in self.steps if isinstance(s, kind)]


def drive(
    session: ss.Session,
    clock: FakeClock,
    *,
    hold: float,
    think: float = 0.05,
    human: Callable[[Any, int], Decision],
    seed: int = 0,
    check: Callable[[ss.Session, ss.Step | str], None] | None = None,
    limit: float = 24 * 3600,
) -> Run:
    """Carry out every step at its time until the game is over and announced. ``human``
    answers for a human seat from the engine state; bots are the game's own, seeded
    from ``seed``."""
    run = Run()
    bots = {}
    for seat in session.bots:
        level = session.players[seat].level or session.game.bot_levels[0]
        bots[seat] = session.game.make_bot(level, (seed + 7919 * seat) % 2**63)
    order = itertools.count()
    agenda: list[tuple[float, int, Callable[[], list[ss.Step]]]] = []

    def later(delay: float, action: Callable[[], list[ss.Step]]) -> None:
        heapq.heappush(agenda, (clock.now + delay, next(order), action))

    def consume() -> list[ss.Step]:
        if check is not None:
            check(session, CONSUMED)
        return session.consumed()

    def carry_out(steps: list[ss.Step]) -> None:
        for step in steps:
            run.steps.append((clock.now, step))
            if check is not None:
                check(session, step)
            match step:
                case ss.Publish():
                    later(hold, consume)
                case ss.AskBots(requests=requests):
                    for seat, obs in requests.items():
                        decision = bots[seat].decide(obs)
                        later(think, lambda s=seat, d=decision: session.bot_decided(s, d))
                case ss.Wake(seconds=seconds):
                    later(seconds, session.tick)
                case ss.Handover():
                    later(0.5, session.confirm_handover)
                case ss.AskHuman(seat=seat):

                    def decide(seat: int = seat) -> list[ss.Step]:
                        return session.submit(human(session.state, seat))

                    later(0.2, decide)
                case ss.Applied(decision=decision):
                    run.last_decider = decision.seat
                    run.last_kind = "bot" if decision.seat in session.bots else "human"
                case ss.GameOver():
                    run.over.append(step)

    carry_out(session.begin())
    while agenda and clock.now < limit:
        when, _, action = heapq.heappop(agenda)
        clock.now = max(clock.now, when)
        carry_out(action())
    return run
