"""Playing one whole game between bots through the game protocol.

Used by ``score5 simulate`` and by every arena game. Each bot reads the view of
its own seat only (``State.view``); when several seats decide at once (a
simultaneous step), every one of them decides on the same position before any
decision is applied, as at the table.
"""

from __future__ import annotations

import time
from collections.abc import Sequence
from fractions import Fraction
from functools import cache

from score5_desktop.core.protocol import Bot, Game, Outcome, PlaysOut, State


def play_game(state: State, bots: Sequence[Bot], times: list[list[float]] | None = None) -> Outcome:
    """Play ``state`` to its end and return its outcome; ``times``, when given, gets
    each seat's decision times in seconds. A decision the rules refuse raises the
    game's ``IllegalDecision`` (a ``GameError``): a bot must never play illegally."""
    clock = time.perf_counter
    while not state.is_over:
        seats = state.to_act()
        decisions = []
        for seat in seats:
            if times is None:
                decisions.append(bots[seat].decide(state.view(seat)))
                continue
            started = clock()
            decisions.append(bots[seat].decide(state.view(seat)))
            times[seat].append(clock() - started)
        for decision in decisions:
            state.apply(decision)
    outcome = state.outcome()
    assert outcome is not None, "a game that is over has an outcome"
    return outcome


def play_out(game: Game, state: State, bots: Sequence[Bot]) -> tuple[State, Outcome]:
    """``play_game`` through the game's own fast loop when it has one (``PlaysOut``):
    the finished state (perhaps another object) and its outcome."""
    if not _plays_out(type(game)):
        return state, play_game(state, bots)
    state = game.play_out(state, bots)  # type: ignore[attr-defined]
    outcome = state.outcome()
    assert outcome is not None, "a game played out has an outcome"
    return state, outcome


@cache
def _plays_out(kind: type) -> bool:
    """Whether a game of this class is ``PlaysOut``, asked once per class: a check
    against a runtime protocol costs about a tenth of a whole random game of SCORE 5,
    and ``score5 simulate`` asks it for every game. (Games are one object per class,
    their members the class's own.)"""
    return issubclass(kind, PlaysOut)


def share_wins(outcome: Outcome) -> list[Fraction]:
    """Each seat's share of the win: 1 for a sole winner, 1/k for k seats sharing it."""
    share = Fraction(1, len(outcome.winners)) if outcome.winners else Fraction(0)
    return [
        share if seat in outcome.winners else Fraction(0) for seat in range(len(outcome.totals))
    ]


def count(value: Fraction | float) -> int | float:
    """A count of wins as printed: whole when it is (SCORE 5 never shares a win),
    else rounded to hundredths."""
    return int(value) if value == int(value) else round(float(value), 2)


def margin(outcome: Outcome, seat: int) -> int:
    """How far ``seat`` finished ahead of the best other seat, in the game's own sense
    (negative: behind); with one seat, 0."""
    others = [total for s, total in enumerate(outcome.totals) if s != seat]
    if not others:
        return 0
    own = outcome.totals[seat]
    return own - max(others) if outcome.higher_wins else min(others) - own


def by_tiebreak(outcome: Outcome) -> bool:
    """A sole winner whose total another seat equals: the rules' tiebreak decided it."""
    if len(outcome.winners) != 1:
        return False
    (winner,) = outcome.winners
    return outcome.totals.count(outcome.totals[winner]) > 1
