"""A quiet state (no events built) must play exactly as a normal one."""

import random

from hypothesis import given
from hypothesis import strategies as st

from score5_desktop.games.score5.rules.deal import deal
from score5_desktop.games.score5.rules.decisions import Options
from score5_desktop.games.score5.rules.state import GameState
from tests.engine.random_play import random_decision
from tests.engine.snapshots import fingerprint


@given(st.integers(2, 5), st.integers(0, 2**32), st.integers(0, 3), st.booleans())
def test_a_quiet_state_moves_exactly_like_a_normal_one(players, seed, max_adjust, keep_log):
    setup = deal(players, seed, Options(max_adjust))
    loud = GameState(setup, keep_log=keep_log)
    quiet = GameState(setup, keep_log=keep_log, quiet=True)
    rng = random.Random(seed)
    while not loud.is_over:
        decision = random_decision(loud, rng)
        loud.apply(decision)
        assert quiet.apply(decision) == []
        assert fingerprint(quiet) == fingerprint(loud)
    assert quiet.result() == loud.result()
    assert quiet.copy().quiet
