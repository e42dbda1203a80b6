"""Bot-side scoring must agree exactly with the engine's (R7, R8)."""

from __future__ import annotations

import random
from dataclasses import replace

from score5_desktop.games.score5.bots.bids import BidMenu, cheapest_by_total
from score5_desktop.games.score5.bots.tables import Memo, tables_for
from score5_desktop.games.score5.rules.cards import load_deck
from score5_desktop.games.score5.rules.scoring import _rank_key, best_wild_family, hand_score


def _random_hands(count: int, seed: int) -> list[int]:
    rng = random.Random(seed)
    deck = load_deck()
    hands = []
    for _ in range(count):
        k = rng.randrange(0, 16)
        hands.append(sum(1 << i for i in rng.sample(range(len(deck.cards)), k)))
    return hands


def test_score_and_rank_key_match_the_engine():
    deck = load_deck()
    t = tables_for(deck)
    for hand in _random_hands(3000, 1) + [t.wild_bit, t.wild_bit | 1 << 17]:
        assert t.score(hand) == hand_score(deck, hand)
        family = best_wild_family(deck, hand) if hand & t.wild_bit else None
        # The engine's key: (score, index of the highest-tiebreaker scoring card).
        assert t.rank_key(hand) == _rank_key(deck, hand, family)


def test_slow_path_for_other_decks_scores_the_same():
    deck = load_deck()
    t = tables_for(deck)
    # Built slow from the start: the score memo is chosen when the tables are made.
    slow = replace(t, lowbit_is_best=False, free_by_index=False, parts_memo={})
    for hand in _random_hands(500, 2):
        assert slow.score(hand) == t.score(hand)


def test_cheapest_subset_per_total_is_cheapest():
    deck = load_deck()
    t = tables_for(deck)
    for hand in _random_hands(60, 3):
        if hand.bit_count() > 10:
            continue
        bits = [1 << i for i in range(len(deck.cards)) if hand >> i & 1]
        best: dict[int, int] = {}
        base = t.score(hand)
        for sub in range(1 << len(bits)):
            mask = sum(b for i, b in enumerate(bits) if sub >> i & 1)
            total = deck.total(mask)
            cost = base - t.score(hand & ~mask)
            best[total] = min(best.get(total, 10**9), cost)
        table = cheapest_by_total(t, hand)
        assert set(table) == set(best)
        for total, (cost, mask) in table.items():
            assert deck.total(mask) == total and mask & ~hand == 0
            assert cost == base - t.score(hand & ~mask)
            # the knapsack is exact for families; the wild is rechecked on the whole hand
            if not hand & t.wild_bit:
                assert cost == best[total]
        menu = BidMenu(t, hand)
        for cost, total, mask in menu.frontier():
            assert table[total] == (cost, mask)


def test_memo_computes_each_key_once_and_stays_bounded():
    calls = []

    def square(n: int) -> int:
        calls.append(n)
        return n * n

    memo = Memo(square, limit=3)
    assert [memo[2], memo[2], memo[3]] == [4, 4, 9]
    assert calls == [2, 3]
    for n in range(10):
        assert memo[n] == n * n
    assert len(memo) <= 4
