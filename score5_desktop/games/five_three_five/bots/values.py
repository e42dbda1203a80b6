"""The thirteen card values as small indexes, for the bots' fast arithmetic.

Bots count a hand as 13 numbers (how many of each value), indexed in value
order: 0 → 1, … 4 → 5, 5 → 7, 6 → 8, 7 → 9, 8 → 11, … 12 → 15. Index order is
value order, so "stronger single" is "higher index" and "stronger run" is
"lower start index" (F3), and a run is consecutive indexes of one band.
"""

from __future__ import annotations

from collections.abc import Iterable

VALUES: tuple[int, ...] = (1, 2, 3, 4, 5, 7, 8, 9, 11, 12, 13, 14, 15)
N_VALUES = len(VALUES)
INDEX: dict[int, int] = {v: i for i, v in enumerate(VALUES)}
#: The band of each index: 0 rain (1–5), 1 cloud (7–9), 2 sun (11–15).
BAND: tuple[int, ...] = (0, 0, 0, 0, 0, 1, 1, 1, 2, 2, 2, 2, 2)
#: Last index of each index's band: a run starting at ``i`` ends at most here.
BAND_END: tuple[int, ...] = tuple(4 if b == 0 else 7 if b == 1 else 12 for b in BAND)
#: Penalty points of a card left in hand, per index.
PENALTY: tuple[int, ...] = tuple(
    5 if v == 8 else 3 if v in (1, 15) else 2 if 11 <= v <= 14 else 1 for v in VALUES
)
EIGHT = INDEX[8]


def counts_of(values: Iterable[int]) -> list[int]:
    """A hand of card values as 13 counts."""
    counts = [0] * N_VALUES
    for v in values:
        counts[INDEX[v]] += 1
    return counts


def values_of(counts: Iterable[int]) -> tuple[int, ...]:
    """13 counts back to sorted card values."""
    return tuple(VALUES[i] for i, c in enumerate(counts) for _ in range(c))


def penalty_of(counts: Iterable[int]) -> int:
    """What a hand costs its holder when another player goes out (F7)."""
    return sum(c * p for c, p in zip(counts, PENALTY, strict=True))
