"""Rollout seats that hold free cards (below a better card of their family, so they
cost no score, R8) bid them as money: a rich seat outbids what a card is worth to
it, where the yardstick's policy (``spend`` 0) never lets wealth raise a bid."""

from __future__ import annotations

import random

from score5_desktop.games.score5.bots.fastsim import RolloutPolicy
from score5_desktop.games.score5.bots.search import HARD
from score5_desktop.games.score5.bots.tables import tables_for
from score5_desktop.games.score5.rules.deal import deal
from score5_desktop.games.score5.rules.state import GameState

ROUNDS_LEFT = 3


def _table():
    """Tables, the auction card (the best card of the first family), a rich hand (a
    two-star top in every family over every lower card of it) and a poor one (one
    two-star card per family, nothing below)."""
    t = tables_for(GameState(deal(2, 0)).deck)
    card = t.ordered[0][0][2]
    rich = poor = 0
    for fam in t.ordered:
        rich |= fam[1][0]
        for bit, _, _ in fam[5:]:
            rich |= bit
        poor |= fam[2][0]
    return t, card, rich, poor


def _total(t, mask: int) -> int:
    return sum(t.values[i] for i in range(len(t.values)) if mask >> i & 1)


def test_the_rich_hand_holds_money_and_the_poor_none():
    t, card, rich, poor = _table()
    policy = RolloutPolicy(t, random.Random(0), spend=1.0)
    assert policy.purse(poor) == 0
    assert policy.purse(rich) >= 300
    assert t.score(rich) > t.score(poor)


def test_a_rich_seat_bids_its_money_past_the_cards_worth():
    t, card, rich, poor = _table()
    totals: dict[float, list[int]] = {0.0: [], 1.0: []}
    above_worth = {0.0: 0, 1.0: 0}
    for spend, seen in totals.items():
        policy = RolloutPolicy(t, random.Random(11), spend=spend)
        worth = policy.worth(rich, card, ROUNDS_LEFT)
        for _ in range(400):
            rich_bid, _ = policy.bids([rich, poor], card, ROUNDS_LEFT)
            seen.append(_total(t, rich_bid))
            above_worth[spend] += seen[-1] > worth + 5
    mean = {s: sum(v) / len(v) for s, v in totals.items()}
    assert mean[1.0] > 1.5 * mean[0.0]
    # Without money a bid tops the card's worth only by the card that crosses it.
    assert above_worth[0.0] == 0
    assert above_worth[1.0] > 40


def test_a_lone_bid_grows_with_money_and_not_without():
    t, card, rich, poor = _table()
    alone = {}
    for spend in (0.0, 1.0):
        policy = RolloutPolicy(t, random.Random(3), spend=spend)
        alone[spend] = [
            (policy.bid(rich, card, ROUNDS_LEFT), policy.bid(poor, card, ROUNDS_LEFT))
            for _ in range(200)
        ]
    # A hand with no free card bids as before, draw for draw.
    assert [p for _, p in alone[0.0]] == [p for _, p in alone[1.0]]
    rich_before = sum(_total(t, r) for r, _ in alone[0.0])
    rich_after = sum(_total(t, r) for r, _ in alone[1.0])
    assert rich_after > 1.3 * rich_before


def test_the_yardstick_and_hard_keep_the_plain_policy():
    """Neither spends money in its rollouts (the expert's play by the ``normal`` rule,
    ``test_rollout_normal``)."""
    assert RolloutPolicy(*_table()[:1], random.Random()).spend == 0
    assert HARD.rollout_spend == 0
