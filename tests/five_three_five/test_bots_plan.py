"""The hand plan: the least-cost split of a hand into melds, kept compactly.

``plan`` once memoized whole plans under tuple keys (about 430 bytes an entry, 170 MB
for a full memo in every searching bot's worker); it now keeps each hand's cost under
its counts as bytes and finds the melds again from those costs. The reference below is
the old recursion, unmemoized: the new code must choose exactly what it chose."""

from __future__ import annotations

import random
import tracemalloc

from hypothesis import given
from hypothesis import strategies as st

from score5_desktop.games.five_three_five.bots import plan as hand_plan
from score5_desktop.games.five_three_five.bots.fastplay import RUN, SET, SINGLE
from score5_desktop.games.five_three_five.bots.plan import (
    _MELD_COST,
    Plan,
    cost_of,
    meld_cards,
    plan,
)
from score5_desktop.games.five_three_five.bots.values import BAND_END, N_VALUES


def reference(counts: tuple[int, ...]) -> Plan:
    """The least-cost split by plain recursion; on equal costs the first meld tried."""
    i = next((x for x in range(N_VALUES) if counts[x]), N_VALUES)
    if i == N_VALUES:
        return Plan(0.0, ())
    c = counts[i]
    best: Plan | None = None
    for k in range(1, min(3, c) + 1):
        meld = (SINGLE if k == 1 else SET, i, k)
        sub = reference(counts[:i] + (c - k,) + counts[i + 1 :])
        if best is None or _MELD_COST[meld] + sub.cost < best.cost:
            best = Plan(_MELD_COST[meld] + sub.cost, (meld, *sub.melds))
    size = 1
    while size < 3 and i + size <= BAND_END[i] and counts[i + size]:
        size += 1
        meld = (RUN, i, size)
        rest = list(counts)
        for x in range(i, i + size):
            rest[x] -= 1
        sub = reference(tuple(rest))
        if _MELD_COST[meld] + sub.cost < best.cost:  # type: ignore[union-attr]
            best = Plan(_MELD_COST[meld] + sub.cost, (meld, *sub.melds))
    assert best is not None
    return best


def _counts(cards: list[int]) -> list[int]:
    """A hand's counts from its cards' value indexes, at most four of a value."""
    counts = [0] * N_VALUES
    for card in cards:
        counts[card] = min(4, counts[card] + 1)
    return counts


hands = st.lists(st.integers(0, N_VALUES - 1), max_size=12).map(_counts)


@given(hands)
def test_the_plan_is_the_least_cost_split_the_recursion_chose(hand: list[int]) -> None:
    found = plan(hand)
    assert found == reference(tuple(hand))
    assert cost_of(bytes(hand)) == found.cost
    covered = [0] * N_VALUES
    for meld in found.melds:
        for card in meld_cards(meld):
            covered[card] += 1
    assert covered == hand


def test_a_full_memo_stays_small() -> None:
    """An entry of the memo takes under 200 bytes (122 measured; 427 before)."""
    hand_plan.memo.clear()
    rng = random.Random(5)
    tracemalloc.start()
    try:
        while len(hand_plan.memo) < 20_000:
            cost_of(bytes(min(4, max(0, round(rng.gauss(0.8, 1.0)))) for _ in range(N_VALUES)))
        size, _peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
        entries = len(hand_plan.memo)
        hand_plan.memo.clear()
    assert size / entries < 200
