"""The rollout simulator moves cards exactly as the engine does (R4, R5)."""

from __future__ import annotations

import random

from score5_desktop.games.score5.bots.fastsim import greedy_pick, play_round
from score5_desktop.games.score5.bots.tables import tables_for
from score5_desktop.games.score5.rules.deal import deal
from score5_desktop.games.score5.rules.decisions import Bid, Options, Pick
from score5_desktop.games.score5.rules.state import GameState


def test_sealed_rounds_match_the_engine():
    for seed in range(60):
        players = 2 + seed % 4
        rng = random.Random(seed)
        state = GameState(deal(players, seed, Options(max_adjust_rounds=0)))
        t = tables_for(state.deck)
        while not state.is_over:
            if state.phase.value != "bid":
                break
            card = state.auction_card
            hands = list(state.hands)
            bids = [rng.getrandbits(51) & h if rng.random() < 0.7 else 0 for h in state.hands]
            for seat in range(players):
                state.apply(Bid(seat, bids[seat]))
            while state.phase.value == "pick":
                seat = state.picker()
                state.apply(Pick(seat, greedy_pick(t, state.hands[seat], state.pool)))
            play_round(t, hands, bids, card, t.values)
            assert hands == state.hands


def test_hand_parts_for_bidding():
    """Free cards (below a better one of their family) smallest first; scoring cards
    with the score each would cost, checked against plain scoring."""
    from score5_desktop.games.score5.bots.fastsim import _parts

    state = GameState(deal(2, 3))
    t = tables_for(state.deck)
    rng = random.Random(5)
    for _ in range(300):
        hand = rng.getrandbits(51)
        free, costly = _parts(t, hand)
        tops = {bit for _, bit in costly}
        cards = [1 << i for i in range(51) if hand >> i & 1]
        assert sorted(free + tuple(tops)) == sorted(cards)
        values = [t.values[b.bit_length() - 1] for b in free]
        assert values == sorted(values)
        for b in free:
            assert t.score(hand & ~b) == t.score(hand)
        for cost, bit in costly:
            if bit != t.wild_bit:
                assert cost == t.score(hand & ~(t.wild_bit)) - t.score(hand & ~(t.wild_bit | bit))


def test_outcome_agrees_with_the_engine_on_ties_too():
    """Equal scores go to the tiebreak (R8); hands are built so that many tie."""
    from score5_desktop.games.score5.bots.fastsim import outcome

    deck = GameState(deal(3, 0)).deck
    t = tables_for(deck)
    rng = random.Random(7)
    ties = 0
    for _ in range(400):
        cards = list(range(len(deck.cards)))
        rng.shuffle(cards)
        hands = [0, 0, 0]
        for i, card in enumerate(cards[: rng.randrange(3, 16)]):
            hands[i % 3] |= 1 << card
        scores, winner = outcome(t, hands)
        keys = [t.rank_key(h) for h in hands]
        assert scores == [k[0] for k in keys]
        assert winner == max(range(3), key=lambda s: keys[s])
        ties += scores.count(max(scores)) > 1
    assert ties > 5
