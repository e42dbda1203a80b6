"""Properties over random games of 2–5 players (hypothesis, derandomized)."""

import random

from hypothesis import given
from hypothesis import strategies as st

from score5_desktop.games.score5.rules.deal import new_game
from score5_desktop.games.score5.rules.decisions import Options
from score5_desktop.games.score5.rules.observation import SeatView, observe
from score5_desktop.games.score5.rules.record import Player, dumps, loads, replay
from tests.engine.random_play import random_decision

games = st.tuples(
    st.integers(2, 5),
    st.integers(0, 2**32),
    st.integers(0, 5),
    st.floats(0.0, 1.0),
)


def play(players, seed, max_adjust, bid_chance, check=None):
    state = new_game(players, seed, Options(max_adjust))
    rng = random.Random(seed)
    events = state.opening_events()
    while not state.is_over:
        events += state.apply(random_decision(state, rng, bid_chance))
        if check:
            check(state)
    return state, events


def assert_every_card_in_one_place(state):
    seen = 0
    for mask in state.zones().values():
        assert seen & mask == 0
        seen |= mask
    assert seen == state.deck.full_mask


@given(games)
def test_every_card_is_in_exactly_one_place(game):
    play(*game, check=assert_every_card_in_one_place)


@given(games)
def test_record_replay_reproduces_events_and_state(game):
    state, events = play(*game)
    players = [Player(f"P{i}") for i in range(state.players)]
    text = dumps(state, players)
    replayed = replay(loads(text))
    assert replayed.events == events
    assert [type(e) for e in replayed.events] == [type(e) for e in events]
    assert replayed.state.hands == state.hands
    assert replayed.state.result() == state.result()
    assert dumps(replayed.state, players) == text


@given(games)
def test_a_seed_reproduces_a_game(game):
    a = play(*game)
    b = play(*game)
    assert a[1] == b[1] and a[0].hands == b[0].hands


@given(games)
def test_observations_hold_no_private_cards_of_others(game):
    def check(state):
        for seat in range(state.players):
            obs = observe(state, seat)
            for other in range(state.players):
                if other == seat:
                    continue
                # Publicly known holdings are a subset of the real hand...
                assert obs.known[other] & ~state.hands[other] == 0
                # ...and the unknown rest never leaks: no secret bid of another seat.
                assert obs.bids[other] == 0 or state.phase.value == "pick"
            assert obs.hand == state.hands[seat]
            view = SeatView(state, seat)
            assert (view.hand, view.phase, view.pool, view.to_act) == (
                obs.hand,
                obs.phase,
                obs.pool,
                obs.to_act,
            )
            assert view.auction_card == obs.auction_card

    play(*game, check=check)


@given(games)
def test_known_holdings_become_complete_with_the_starting_set(game):
    """Every card that moves is public, so known holdings plus the starting cards
    still in hand make up the whole hand."""

    def check(state):
        for seat in range(state.players):
            own_set = state.deck.set_masks[state.setup.starting_sets[seat]]
            assert state.hands[seat] & ~(state.known[seat] | own_set) == 0

    play(*game, check=check)
