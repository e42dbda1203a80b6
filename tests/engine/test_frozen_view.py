"""``GameState.view`` is worked out as it is read, yet stays what its seat knew when it
was made: kept past later moves, read from another thread, or pickled."""

from __future__ import annotations

import pickle
import random

from score5_desktop.games.score5.rules.deal import deal
from score5_desktop.games.score5.rules.observation import Observation, observe
from score5_desktop.games.score5.rules.state import GameState
from tests.engine.random_play import random_decision


def test_a_view_kept_past_later_moves_still_shows_its_moment():
    for seed in range(20):
        state = GameState(deal(2 + seed % 4, seed))
        rng = random.Random(seed)
        kept: list[tuple[object, Observation]] = []
        while not state.is_over:
            seat = state.to_act()[0]
            kept.append((state.view(seat), observe(state, seat)))
            state.apply(random_decision(state, rng))
        for view, then in kept:
            assert view == then and view.snapshot() == then
            assert (view.phase, view.hand, view.pool, view.to_act) == (
                then.phase,
                then.hand,
                then.pool,
                then.to_act,
            )
            assert view.known == then.known and view.pick_order == then.pick_order


def test_views_between_two_moves_share_one_position_and_cost_no_copy_until_a_move():
    state = GameState(deal(4, 3))
    hands = state.hands
    first, second = state.view(0), state.view(1)
    assert first._state is second._state and state.hands is hands
    state.apply(random_decision(state, random.Random(1)))
    assert state.hands is not hands and first._state.hands is hands  # the state copied


def test_a_view_pickles_as_the_observation_it_stands_for():
    state = GameState(deal(3, 8))
    view = state.view(2)
    copy = pickle.loads(pickle.dumps(view))
    assert type(copy) is Observation and copy == observe(state, 2)
    assert hash(view) == hash(copy)
