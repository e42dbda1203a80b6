"""``GameState.apply_step``: a simultaneous step in one call must be exactly the
same as its decisions applied one by one, and all or nothing when one is illegal."""

import random

import pytest
from hypothesis import given
from hypothesis import strategies as st

from score5_desktop.games.score5.rules.deal import new_game
from score5_desktop.games.score5.rules.decisions import Bid, Options, Phase, Pick
from score5_desktop.games.score5.rules.errors import IllegalDecision
from score5_desktop.games.score5.rules.state import GameState
from tests.engine.random_play import random_decision
from tests.engine.snapshots import fingerprint


def step_bids(state: GameState, rng: random.Random) -> list[Bid]:
    """A bid for every waiting seat, in a shuffled order."""
    seats = list(state.to_act())
    rng.shuffle(seats)
    bids = []
    for seat in seats:
        keep = rng.random() < 0.3
        bids.append(
            Bid(seat, state.bids[seat] if keep else rng.getrandbits(51) & state.hands[seat])
        )
    return bids


@given(st.integers(2, 5), st.integers(0, 2**32), st.integers(0, 3), st.booleans())
def test_a_step_in_one_call_equals_its_bids_one_by_one(players, seed, max_adjust, keep_log):
    rng = random.Random(seed)
    state = new_game(players, seed, Options(max_adjust))
    if not keep_log:
        state.log = None
    while not state.is_over:
        if state.phase in (Phase.BID, Phase.ADJUST):
            bids = step_bids(state, rng)
            one_by_one = state.copy(keep_log=keep_log)
            events = [e for bid in bids for e in one_by_one.apply(bid)]
            together = state.apply_step(bids)
            assert together == events
            assert [type(e) for e in together] == [type(e) for e in events]
            assert fingerprint(state) == fingerprint(one_by_one)
        else:
            state.apply(random_decision(state, rng))


def _in_adjustment(seed: int = 3) -> GameState:
    state = new_game(4, seed)
    state.apply_step([Bid(s, state.hands[s] & -state.hands[s]) for s in range(4)])
    assert state.phase is Phase.ADJUST
    return state


@pytest.mark.parametrize(
    "make_bids",
    [
        # a card the seat does not hold, after legal bids
        lambda s: [Bid(0, 0), Bid(1, 0), Bid(2, s.hands[3] & -s.hands[3]), Bid(3, 0)],
        # a seat named twice
        lambda s: [Bid(0, 0), Bid(1, 0), Bid(1, 0), Bid(2, 0)],
        # a pick in the middle of a bid step
        lambda s: [Bid(0, 0), Pick(1, 0), Bid(2, 0), Bid(3, 0)],
        # no such seat, a negative mask, a seat that is not an int
        lambda s: [Bid(0, 0), Bid(7, 0)],
        lambda s: [Bid(0, 0), Bid(1, -1)],
        lambda s: [Bid(0, 0), Bid(True, 0)],
    ],
)
@pytest.mark.parametrize("keep_log", [True, False])
def test_an_illegal_decision_leaves_the_whole_step_unapplied(make_bids, keep_log):
    state = _in_adjustment()
    if not keep_log:
        state.log = None
    before = fingerprint(state)
    with pytest.raises(IllegalDecision):
        state.apply_step(make_bids(state))
    assert fingerprint(state) == before


def test_part_of_a_step_leaves_the_others_waiting():
    state = _in_adjustment()
    assert state.apply_step([Bid(2, 0), Bid(0, 0)]) == []
    assert state.to_act() == (1, 3)
    events = state.apply_step([Bid(3, 0), Bid(1, 0)])
    assert events, "the step closes once every seat has bid"


def test_one_decision_is_plain_apply():
    state = new_game(3, 11)
    other = state.copy(keep_log=True)
    assert state.apply_step([Bid(1, 0)]) == other.apply(Bid(1, 0))
    assert fingerprint(state) == fingerprint(other)
