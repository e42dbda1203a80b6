"""The hand plan: how a hand splits into the melds that will carry it out.

A player sheds a hand one meld per turn it wins or leads, so a hand is as good
as the fewest, strongest melds it splits into. ``plan`` finds the split of
least cost over every way of cutting the counts into singles, sets of 2–3 and
runs of 2–3 (memoized: hands repeat a lot within a decision and a game). A
meld's cost is one turn, less what it is worth as control: a meld that is hard
to beat (high singles and sets, low runs, the 8 that ends a trick) wins tricks
and brings the lead back, so it is nearly free to keep; a low single is the
dearest thing to hold.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import NamedTuple

from score5_desktop.games.five_three_five.bots.fastplay import RUN, SET, SINGLE, Meld
from score5_desktop.games.five_three_five.bots.values import BAND_END, EIGHT, N_VALUES

#: How much of a turn a meld of full control saves.
CONTROL_WEIGHT = 0.55
#: Extra cost of a single: it is the easiest meld to overwrite.
SINGLE_EXTRA = 0.15
_CACHE_LIMIT = 400_000


class Plan(NamedTuple):
    cost: float
    melds: tuple[Meld, ...]


def control(meld: Meld) -> float:
    """How likely a meld is to hold its trick (0–1), by its shape and strength (F3)."""
    kind, lo, size = meld
    if kind == RUN:
        c = 1.0 - 0.9 * lo / (N_VALUES - 1)
        if lo <= EIGHT <= lo + size - 1:
            c = min(1.0, c + 0.2)
        return c
    if lo == EIGHT:
        return 0.85 if kind == SINGLE else 0.9
    rank = lo / (N_VALUES - 1)
    if kind == SINGLE:
        return rank**1.5
    return 0.2 + 0.8 * rank


def meld_cost(meld: Meld) -> float:
    cost = 1.0 - CONTROL_WEIGHT * control(meld)
    if meld[0] == SINGLE:
        cost += SINGLE_EXTRA
    return cost


_MELD_COST: dict[Meld, float] = {}
for _i in range(N_VALUES):
    for _k in (1, 2, 3):
        _MELD_COST[(SINGLE if _k == 1 else SET, _i, _k)] = meld_cost(
            (SINGLE if _k == 1 else SET, _i, _k)
        )
        if _k > 1 and _i + _k - 1 <= BAND_END[_i]:
            _MELD_COST[(RUN, _i, _k)] = meld_cost((RUN, _i, _k))

#: Each hand's least cost, by its 13 counts as bytes. Only the cost is kept (``plan``
#: finds the melds again from the costs of the rests): the memo fills to its limit in
#: a game, and it lives in every searching bot's worker. With tuple keys and whole plans
#: an entry took about 430 bytes (170 MB per full memo); as bytes and a float, 122.
memo: dict[bytes, float] = {}


def _first_melds(counts: bytes, i: int) -> list[tuple[Meld, bytes]]:
    """Every meld that starts at ``i``, the lowest value present, with the rest of the
    hand after it: singles and sets first, then runs, the order ties are settled in."""
    c = counts[i]
    out = []
    for k in range(1, min(3, c) + 1):
        out.append(
            ((SINGLE if k == 1 else SET, i, k), counts[:i] + bytes((c - k,)) + counts[i + 1 :])
        )
    end = BAND_END[i]
    size = 1
    while size < 3 and i + size <= end and counts[i + size]:
        size += 1
        rest = bytearray(counts)
        for x in range(i, i + size):
            rest[x] -= 1
        out.append(((RUN, i, size), bytes(rest)))
    return out


def _lowest(counts: bytes) -> int:
    """The lowest value present (``N_VALUES`` for an empty hand)."""
    i = 0
    while i < N_VALUES and not counts[i]:
        i += 1
    return i


def cost_of(counts: bytes) -> float:
    """The least cost of a hand (13 counts as bytes) split into melds of 1–3 cards."""
    found = memo.get(counts)
    if found is not None:
        return found
    i = _lowest(counts)
    if i == N_VALUES:
        return 0.0
    # The lowest value present starts every meld it is in, so trying each meld that
    # starts there, then the best plan of the rest, covers every split.
    best = min(_MELD_COST[meld] + cost_of(rest) for meld, rest in _first_melds(counts, i))
    if len(memo) > _CACHE_LIMIT:
        memo.clear()
    memo[counts] = best
    return best


def plan(counts: Sequence[int]) -> Plan:
    """The cheapest split of a hand (13 counts) into melds of 1–3 cards: at each step
    the first meld (in ``_first_melds``' order) that the least cost goes through."""
    key = bytes(counts)
    total = cost_of(key)
    melds: list[Meld] = []
    i = _lowest(key)
    while i < N_VALUES:
        best = None
        for meld, rest in _first_melds(key, i):
            cost = _MELD_COST[meld] + cost_of(rest)
            if best is None or cost < best[0]:
                best = (cost, meld, rest)
        assert best is not None
        melds.append(best[1])
        key = best[2]
        i = _lowest(key)
    return Plan(total, tuple(melds))


def meld_cards(meld: Meld) -> tuple[int, ...]:
    """The value indexes of a meld."""
    kind, lo, size = meld
    return tuple(range(lo, lo + size)) if kind == RUN else (lo,) * size
