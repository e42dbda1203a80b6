"""Rollouts in which every seat plays like ``normal`` (``rollout_normal.NormalRollout``):
no bid for a card that scores nothing, never more score paid than the card adds, and
picks that keep from the leader what the picker cannot use; the light policy does each
of these differently, and hard and the yardstick keep it."""

from __future__ import annotations

import random

import pytest

from score5_desktop.games.score5.bots.fastsim import (
    RolloutPolicy,
    denying_pick,
    greedy_pick,
    outcome,
    rollout,
)
from score5_desktop.games.score5.bots.rollout_normal import NormalRollout
from score5_desktop.games.score5.bots.search import EXPERT, HARD, RolloutRule, SearchBot
from score5_desktop.games.score5.bots.tables import tables_for
from score5_desktop.games.score5.rules.deal import deal
from score5_desktop.games.score5.rules.state import GameState

ROUNDS_LEFT = 4


def _tables():
    return tables_for(GameState(deal(2, 0)).deck)


def _hands(t):
    """A hand holding the top card of every family (nothing adds to its score but the
    wild) and one holding the second card of every family and a few lower ones."""
    tops = seconds = 0
    for fam in t.ordered:
        tops |= fam[0][0]
        seconds |= fam[1][0] | fam[4][0] | fam[6][0]
    return tops, seconds


@pytest.mark.parametrize("exact", [True, False])
def test_no_seat_bids_for_a_card_that_scores_nothing_for_it(exact):
    t = _tables()
    tops, seconds = _hands(t)
    card = t.ordered[2][2][2]  # a third card of a family: scores for neither hand
    assert t.gain(tops, card) == 0 and t.gain(seconds, card) == 0
    normal = NormalRollout(t, random.Random(5), exact=exact)
    light = RolloutPolicy(t, random.Random(5))
    light_bids = 0
    for _ in range(200):
        assert normal.bids([tops, seconds], card, ROUNDS_LEFT) == [0, 0]
        light_bids += sum(1 for b in light.bids([tops, seconds], card, ROUNDS_LEFT) if b)
    # The light policy bids for a card's money alone.
    assert light_bids > 100


@pytest.mark.parametrize("exact", [True, False])
def test_a_bid_never_costs_more_score_than_the_card_adds(exact):
    t = _tables()
    rng = random.Random(9)
    normal = NormalRollout(t, random.Random(9), exact=exact)
    light = RolloutPolicy(t, random.Random(9))
    over = {"normal": 0, "light": 0}
    bids = {"normal": 0, "light": 0}
    for seed in range(60):
        hands = list(GameState(deal(2, seed)).hands)
        for _ in range(10):
            card = rng.randrange(len(t.values))
            if any(h >> card & 1 for h in hands):
                continue
            for name, policy in (("normal", normal), ("light", light)):
                for hand, mask in zip(hands, policy.bids(hands, card, ROUNDS_LEFT), strict=True):
                    if not mask:
                        continue
                    bids[name] += 1
                    cost = t.score(hand) - t.score(hand & ~mask)
                    over[name] += cost >= max(t.gain(hand, card), 1)
    assert bids["normal"] > 50
    assert over["normal"] == 0
    assert over["light"] > 0


def test_a_picker_keeps_from_the_leader_what_it_cannot_use():
    t = _tables()
    mine = leader = 0
    for f, fam in enumerate(t.ordered):
        mine |= fam[0][0]
        if f:
            leader |= fam[1][0]
    useful = t.ordered[0][4][2]  # scores for the leader (it holds no card of family 0)
    bigger = t.ordered[1][3][2]  # scores for neither
    assert t.values[bigger] > t.values[useful]
    assert t.gain(mine, useful) == t.gain(mine, bigger) == t.gain(leader, bigger) == 0
    assert t.gain(leader, useful) > 0
    pool = 1 << useful | 1 << bigger
    assert greedy_pick(t, mine, pool) == bigger
    assert denying_pick(t, [mine, leader], 0, pool) == useful


def test_whole_rollouts_end_in_legal_games():
    t = _tables()
    state = GameState(deal(3, 4))
    for exact in (True, False):
        policy = NormalRollout(t, random.Random(1), exact=exact)
        hands = list(state.hands)
        rollout(t, hands, list(state.setup.pile), 0, policy)
        cards = 0
        for h in hands:
            assert not cards & h
            cards |= h
        assert cards.bit_count() <= sum(h.bit_count() for h in state.hands) + 12
        outcome(t, hands)


def test_hard_keeps_the_light_policy():
    assert HARD.rollout_rule is RolloutRule.LIGHT
    assert not RolloutPolicy(_tables(), random.Random()).deny


def test_the_expert_plays_normal_rollouts_with_greedy_subsets():
    policy = SearchBot("expert", EXPERT, 0, 100)._policy(_tables())
    assert isinstance(policy, NormalRollout)
    assert not policy.exact
    assert policy.deny
