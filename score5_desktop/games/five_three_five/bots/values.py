"""The thirteen card values as small indexes, for the bots' fast arithmetic.

Bots count a hand as 13 numbers (how many of each value), indexed in value
order: 0 → 1, … 4 → 5, 5 → 7, 6 → 8, 7 → 9, 8 → 11, … 12 → 15. Index order is
value order, so "stronger single" is "higher index" and "stronger run" is
"lower start index" (F3), and a run is consecutive indexes of one band.
"""

from __future__ import annotations

from collections.abc import Iterable

from score5_desktop.games.five_three_five.rules.cards import BAND_OF, BANDS, INDEX, VALUES, penalty

N_VALUES = len(VALUES)
#: Last index of each index's band: a run starting at ``i`` ends at most here.
BAND_END: tuple[int, ...] = tuple(INDEX[BANDS[BAND_OF[v]][-1]] for v in VALUES)
#: Penalty points of a card left in hand, per index.
PENALTY: tuple[int, ...] = tuple(penalty(v) for v in VALUES)
EIGHT = INDEX[8]


def penalty_of(counts: Iterable[int]) -> int:
    """What a hand costs its holder when another player goes out (F7)."""
    return sum(c * p for c, p in zip(counts, PENALTY, strict=True))
