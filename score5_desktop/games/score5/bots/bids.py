"""The compact bid abstraction: for each total a hand can bid, the subset that costs
the bidder the least score if it wins.

A hand of twelve cards has 4,096 subsets but only a few dozen distinct totals,
and between two subsets with the same total a bidder should prefer the one that
hurts its own score least. Score is a sum over families, so the cheapest subset
per total is a small knapsack: enumerate each family's subsets, then combine
families by total. Search and the heuristics choose among these candidates
instead of among all subsets.
"""

from __future__ import annotations

from bisect import bisect_left

from score5_desktop.games.score5.bots.tables import Tables


def _family_options(t: Tables, cards: int) -> dict[int, tuple[int, int]]:
    """Subsets of one family's cards (or of the wild alone): total -> (cost, mask).

    Cost is the family's best value lost; equal cost prefers the higher top card
    (it wins equal totals, R4)."""
    members = []
    m = cards
    while m:
        low = m & -m
        members.append(low)
        m ^= low
    out: dict[int, tuple[int, int]] = {0: (0, 0)}
    if not members:
        return out
    values = t.values
    for sub in range(1, 1 << len(members)):
        mask = 0
        total = 0
        for i, bit in enumerate(members):
            if sub >> i & 1:
                mask |= bit
                total += values[bit.bit_length() - 1]
        cost = _family_loss(t, cards, mask)
        old = out.get(total)
        if old is None or cost < old[0] or (cost == old[0] and mask > old[1]):
            out[total] = (cost, mask)
    return out


def _family_loss(t: Tables, cards: int, removed: int) -> int:
    """Score lost in one family when ``removed`` leaves it (the wild as its own family:
    its loss is measured on the whole hand by the caller's exact recheck)."""
    if cards & t.wild_bit:
        return t.wild_value if removed else 0
    fam = t.family_of[(cards & -cards).bit_length() - 1]
    return t.best_in(cards, fam) - t.best_in(cards & ~removed, fam)


def cheapest_by_total(t: Tables, hand: int) -> dict[int, tuple[int, int]]:
    """For every total the hand can bid: (score the bidder loses, the subset's mask).

    Costs are exact: the per-family knapsack is rechecked on the whole hand, which
    matters only for the wild (its worth depends on the weakest family)."""
    table: dict[int, tuple[int, int]] = {0: (0, 0)}
    groups = [hand & m for m in t.family_masks]
    groups.append(hand & t.wild_bit)
    for cards in groups:
        if not cards:
            continue
        opts = _family_options(t, cards)
        merged: dict[int, tuple[int, int]] = {}
        for total_a, (cost_a, mask_a) in table.items():
            for total_b, (cost_b, mask_b) in opts.items():
                total = total_a + total_b
                cost = cost_a + cost_b
                mask = mask_a | mask_b
                old = merged.get(total)
                if old is None or cost < old[0] or (cost == old[0] and mask > old[1]):
                    merged[total] = (cost, mask)
        table = merged
    if hand & t.wild_bit:
        base = t.score(hand)
        table = {tot: (base - t.score(hand & ~mask), mask) for tot, (_, mask) in table.items()}
    return table


class BidMenu:
    """The cheapest subsets of one hand, queried by the total a bid must reach."""

    __slots__ = ("totals", "suffix")

    def __init__(self, t: Tables, hand: int) -> None:
        table = cheapest_by_total(t, hand)
        self.totals = sorted(table)
        # For "reach at least T": the cheapest subset among all totals >= T,
        # ties to the smaller total (it gives the others less).
        suffix: list[tuple[int, int, int]] = [(0, 0, 0)] * len(self.totals)
        best: tuple[int, int, int] | None = None
        for i in range(len(self.totals) - 1, -1, -1):
            total = self.totals[i]
            cost, mask = table[total]
            if best is None or cost <= best[0]:
                best = (cost, total, mask)
            suffix[i] = best
        self.suffix = suffix

    @property
    def max_total(self) -> int:
        return self.totals[-1]

    def reaching(self, target: int) -> tuple[int, int, int] | None:
        """(cost, total, mask) of the cheapest bid with total >= target, or None."""
        i = bisect_left(self.totals, target)
        if i >= len(self.totals):
            return None
        return self.suffix[i]

    def frontier(self) -> list[tuple[int, int, int]]:
        """Bids where more total costs more score: (cost, total, mask), total ascending.
        Every other bid is no higher and no cheaper than one of these."""
        seen = set()
        out = []
        for entry in self.suffix:
            if entry[1] not in seen:
                seen.add(entry[1])
                out.append(entry)
        return out
