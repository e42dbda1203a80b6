"""Melds: what a group of cards is (single, set, run) and how strong it is (F3, F13).

A run is consecutive values within one band; 5-7 and 9-11 are not consecutive.
Runs rank the other way from singles and sets: the lower run is stronger. One
**strength number** captures both: a single's or a set's is its value, a run's
is 16 minus its lowest value (1-2 → 15, 11-12-13 → 5). Without *no limit* an
overwrite must also match the kind and the size, so comparing strength numbers
of equal-shaped melds is exactly F3; with *no limit* (F13) it is the whole rule.
"""

from __future__ import annotations

from enum import StrEnum
from functools import cache
from typing import NamedTuple

from score5_desktop.games.five_three_five.rules.cards import BAND_OF, BANDS, VALUES


class MeldKind(StrEnum):
    SINGLE = "single"
    SET = "set"
    RUN = "run"


class Meld(NamedTuple):
    """A meld's shape: its kind, its lowest value and its number of cards."""

    kind: MeldKind
    low: int
    size: int

    @property
    def high(self) -> int:
        """The highest value (a run's last; a single's or set's only value)."""
        if self.kind is MeldKind.RUN:
            band = BANDS[BAND_OF[self.low]]
            return band[band.index(self.low) + self.size - 1]
        return self.low

    @property
    def strength(self) -> int:
        """The strength number (F13): higher beats lower."""
        return 16 - self.low if self.kind is MeldKind.RUN else self.low

    def cards(self) -> tuple[int, ...]:
        """The sorted values of the meld."""
        if self.kind is MeldKind.RUN:
            band = BANDS[BAND_OF[self.low]]
            start = band.index(self.low)
            return band[start : start + self.size]
        return (self.low,) * self.size


@cache  # a few hundred distinct groups of cards ever come here
def classify(cards: tuple[int, ...]) -> Meld | None:
    """The meld ``cards`` (sorted values) form, or None if they are no meld."""
    if not cards:
        return None
    low = cards[0]
    if low not in BAND_OF:
        return None
    if len(cards) == 1:
        return Meld(MeldKind.SINGLE, low, 1)
    if all(c == low for c in cards):
        return Meld(MeldKind.SET, low, len(cards))
    band = BANDS[BAND_OF[low]]
    start = band.index(low)
    if band[start : start + len(cards)] == cards:
        return Meld(MeldKind.RUN, low, len(cards))
    return None


def all_melds(max_cards: int, copies: int) -> list[Meld]:
    """Every meld of 1 to ``max_cards`` cards that ``copies`` of each value allow."""
    melds = [Meld(MeldKind.SINGLE, v, 1) for v in VALUES]
    for size in range(2, min(max_cards, copies) + 1):
        melds.extend(Meld(MeldKind.SET, v, size) for v in VALUES)
    for band in BANDS.values():
        for size in range(2, min(max_cards, len(band)) + 1):
            melds.extend(Meld(MeldKind.RUN, band[i], size) for i in range(len(band) - size + 1))
    return melds


def beats(new: Meld, central: Meld, *, no_limit: bool) -> bool:
    """Whether ``new`` may overwrite ``central`` (F3; with *no limit*, F13).

    ``new`` must be 1 to 3 cards (cards are played at most three at a time)."""
    if new.size > 3:
        return False
    if no_limit:
        return new.strength > central.strength
    return new.kind is central.kind and new.size == central.size and new.strength > central.strength


@cache  # likewise: central melds times the cards that could join them
def after_add(central: Meld, added: tuple[int, ...]) -> Meld | None:
    """The central meld once ``added`` (sorted values, 1 to 3) join it, or None if
    the result is neither a set nor a run (F4)."""
    if not 1 <= len(added) <= 3:
        return None
    whole = tuple(sorted(central.cards() + added))
    result = classify(whole)
    if result is None or result.kind is MeldKind.SINGLE:
        return None
    return result
