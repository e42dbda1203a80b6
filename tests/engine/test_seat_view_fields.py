"""``SeatView`` shows every member of ``Observation``, field by field, as the snapshot
does; and it does so without ``__getattr__``, which would take every attribute read of
every bot decision off Python's fast path (the engine's speed depends on it)."""

from __future__ import annotations

import random

from score5_desktop.games.score5.rules.deal import deal
from score5_desktop.games.score5.rules.observation import Observation, SeatView, observe
from score5_desktop.games.score5.rules.state import GameState
from tests.engine.random_play import random_decision


def test_every_observation_field_reads_through_a_live_and_a_frozen_view() -> None:
    state = GameState(deal(3, 21))
    rng = random.Random(4)
    while not state.is_over:
        for seat in range(state.players):
            then = observe(state, seat)
            for view in (SeatView(state, seat), state.view(seat)):
                for name in Observation._fields:
                    assert getattr(view, name) == getattr(then, name), name
                assert view.decision == then.decision and view.revealed == then.revealed
                assert view.possible_sets() == then.possible_sets()
                assert view.forced_pick() == then.forced_pick()
        state.apply(random_decision(state, rng))


def test_a_seat_view_has_no_attribute_fallback() -> None:
    assert "__getattr__" not in vars(SeatView)
    assert type(SeatView(GameState(deal(2, 1)), 0)).__getattribute__ is object.__getattribute__
