"""Sampled worlds are consistent with what the seat saw, and cover the truth."""

from __future__ import annotations

import random

from score5_desktop.games.score5.bots.determinize import letter_assignments, sample_world, to_state
from score5_desktop.games.score5.bots.tables import tables_for
from score5_desktop.games.score5.rules.decisions import Phase
from score5_desktop.games.score5.rules.observation import observe


def test_a_world_looks_exactly_like_the_observation(positions):
    rng = random.Random(5)
    checked = 0
    for state, seat in positions:
        if state.phase not in (Phase.BID, Phase.ADJUST, Phase.PICK):
            continue
        obs = observe(state, seat)
        t = tables_for(obs.deck)
        for _ in range(3):
            world = sample_world(obs, t, rng)
            again = observe(to_state(obs, world), seat)
            assert again == obs
            # every card is somewhere once: hands, pile, out of the game
            assert sum(h.bit_count() for h in world.hands) == sum(obs.hand_sizes)
            for s, bid in enumerate(world.bids):
                if s != obs.winner:  # the winner's bid has left its hand for the table
                    assert bid & ~world.hands[s] == 0
                if obs.phase is Phase.ADJUST and obs.count_history:
                    assert bid.bit_count() == obs.count_history[-1][s]
            checked += 1
    assert checked > 100


def test_the_true_letters_are_always_possible(positions):
    for state, seat in positions:
        obs = observe(state, seat)
        assert state.setup.starting_sets in letter_assignments(obs)


def test_worlds_weighted_by_counts_still_look_like_the_observation(positions):
    """The search reads shown counts as evidence (weights over starting sets, model bids
    for hidden ones); the worlds it then draws are as consistent as uniform ones, and
    a starting set whose model bid matches the shown count weighs more."""
    from score5_desktop.games.score5.bots.search import EXPERT, SearchBot

    bot = SearchBot("expert", EXPERT, 1, 10)
    rng = random.Random(8)
    checked = 0
    for state, seat in positions:
        if state.phase is not Phase.ADJUST:
            continue
        obs = observe(state, seat)
        assignments = letter_assignments(obs)
        weights, guesses = bot._count_evidence(obs, assignments)
        if weights is None:
            continue
        assert len(weights) == len(assignments) and min(weights) > 0
        for (s, letter), bid in guesses.items():
            fits = bid.bit_count() == obs.count_history[0][s]
            top = max(w for w, a in zip(weights, assignments, strict=True) if a[s] == letter)
            assert fits or top < 1
        t = tables_for(obs.deck)
        for _ in range(3):
            world = sample_world(obs, t, rng, assignments, weights, guesses)
            assert observe(to_state(obs, world), seat) == obs
            for s, bid in enumerate(world.bids):
                assert bid & ~world.hands[s] == 0
                assert bid.bit_count() == obs.count_history[-1][s]
        checked += 1
    assert checked > 5
