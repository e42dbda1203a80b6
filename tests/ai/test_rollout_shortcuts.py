"""The rollout path's shortcuts (issue 25, speed) play exactly as the plain computations.

The expert's rollouts lay out each hand's bids once (``fastsim._plan_by_index`` /
``_lay_out``, read by ``reach_total``) rather than walk its cards (``reach``), and work
out a card's gain from the family's best card instead of looking a new hand up in the
score memo. Tables with those shortcuts switched off (``_plain``: the deck's generic
paths) must give the same numbers, the same bids and the very same rollouts.
"""

from __future__ import annotations

import random
from dataclasses import replace

from hypothesis import given
from hypothesis import strategies as st

from score5_desktop.games.score5.bots.fastsim import (
    RolloutPolicy,
    _denying,
    _lay_out,
    _parts,
    _plan_by_index,
    denying_pick,
    rollout,
)
from score5_desktop.games.score5.bots.rollout_normal import NormalRollout
from score5_desktop.games.score5.bots.tables import Tables, tables_for
from score5_desktop.games.score5.rules.cards import load_deck
from score5_desktop.games.score5.rules.deal import deal
from score5_desktop.games.score5.rules.state import GameState

T = tables_for(load_deck())
CARDS = len(T.values)
hands = st.sets(st.integers(0, CARDS - 1), max_size=16).map(lambda s: sum(1 << i for i in s))


def _plain(t: Tables) -> Tables:
    """The same deck's tables with every shortcut off: the generic (any deck) paths."""
    return replace(
        t,
        lowbit_is_best=False,
        free_by_index=False,
        card_family_mask=(0,) * len(t.values),
        parts_memo={},
    )


PLAIN = _plain(T)


def test_the_standard_deck_takes_the_shortcuts():
    assert T.lowbit_is_best and T.free_by_index
    assert T.card_family_mask[T.wild_bit.bit_length() - 1] == 0
    assert not PLAIN.free_by_index


@given(hands)
def test_a_plan_by_index_lays_out_the_parts(hand):
    free, costly = _parts(T, hand)
    assert _plan_by_index(T, hand) == _lay_out(T.values, free[::-1], list(costly))


@given(hands, st.one_of(st.integers(-5, 200), st.floats(-5, 200, allow_nan=False)))
def test_a_plan_bids_as_the_walk(hand, worth):
    """``reach_total`` (the plan) against ``reach`` (the walk over the hand's parts) at
    every target up to the hand's total, whole and halfway; costs and values are whole,
    so a whole worth meets a cost exactly, where the walk gives up or not."""
    walk = RolloutPolicy(PLAIN, random.Random(0)).reach
    policies = [RolloutPolicy(t, random.Random(0)) for t in (T, PLAIN)]
    for step in range(-4, 2 * T.deck.total(hand) + 4):
        target = step / 2
        expected = walk(hand, target, worth)
        for policy in policies:
            assert policy.reach_total(hand, target, worth) == (expected, T.deck.total(expected))


def test_a_plan_bids_as_the_walk_on_seeded_hands():
    """The same over many seeded hands and whole worths, where a worth meeting the
    cost so far exactly (the walk goes on) comes up often enough to be checked."""
    rng = random.Random(25)
    walk = RolloutPolicy(PLAIN, random.Random(0)).reach
    policies = [RolloutPolicy(t, random.Random(0)) for t in (T, PLAIN)]
    for _ in range(300):
        hand = sum(1 << i for i in rng.sample(range(CARDS), rng.randrange(1, 16)))
        worth = rng.randrange(0, 120)
        for target in range(T.deck.total(hand) + 2):
            expected = walk(hand, target, worth)
            for policy in policies:
                assert policy.reach_total(hand, target, worth)[0] == expected


@given(hands)
def test_scores_match_the_slow_path(hand):
    assert T.score(hand) == PLAIN.score(hand)
    assert T.score(hand | T.wild_bit) == PLAIN.score(hand | T.wild_bit)


@given(st.lists(hands, min_size=2, max_size=5), st.data())
def test_denying_picks_match_the_plain_lookups(dealt, data):
    seen = 0
    owned = []
    for h in dealt:  # no card in two hands
        owned.append(h & ~seen)
        seen |= h
    pool = data.draw(hands) & ~seen
    if not pool:
        return
    seat = data.draw(st.integers(0, len(owned) - 1))
    card = denying_pick(T, owned, seat, pool)
    assert card == denying_pick(PLAIN, owned, seat, pool)
    finals = [T.score(h) for h in owned]
    hand = owned[seat]
    assert _denying(T, owned, finals, seat, pool) == (
        card,
        T.score(hand | 1 << card) - finals[seat],
    )


@given(hands)
def test_a_plans_scoring_cards_are_what_a_bid_pays_score_for(hand):
    """A bid without the plan's scoring cards costs no score; each of them costs some
    (or ties, when its family's next card is worth as much)."""
    scoring = _plan_by_index(T, hand)[7]
    free = hand & ~scoring
    assert T.score(hand & ~free) == T.score(hand)
    free_cards, costly = _parts(T, hand)
    assert scoring == sum(bit for _, bit in costly)
    assert free == sum(free_cards)


def test_whole_rollouts_play_the_same_games_on_the_plain_tables():
    """Same deal, same generator seed: every policy moves the very same cards."""
    for seed in range(24):
        players = 2 + seed % 4
        state = GameState(deal(players, seed))
        t = tables_for(state.deck)
        plain = _plain(t)
        pile = list(state.setup.pile)
        for make in (
            lambda tt, rng: NormalRollout(tt, rng, exact=False),
            lambda tt, rng: NormalRollout(tt, rng, exact=True),
            lambda tt, rng: RolloutPolicy(tt, rng, spend=0.5),
        ):
            played = []
            for tables in (t, plain):
                hands = list(state.hands)
                rollout(tables, hands, pile, seed % 6, make(tables, random.Random(seed)))
                played.append(hands)
            assert played[0] == played[1]
