"""Per-deck lookup tables and scoring on card masks, for bots that score millions of
hypothetical hands.

``engine.scoring`` is exact and readable but builds dicts per call; the bots need
the same numbers (and the final tiebreak key) in a few integer operations.
When every family's values fall as its tiebreaker ranks rise (true of the
standard deck), a family's scoring card is the lowest set bit of the hand's
cards in that family; any other deck takes a slower path that walks the family's
cards best first, so a replaced deck still scores correctly.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from functools import lru_cache

from score5_desktop.games.score5.rules.cards import SCORING_FAMILIES, Deck, Family


class Memo(dict):
    """A bounded memo read by subscript (``memo[hand]``): a hit is one C-level lookup,
    with no Python call, and only a miss runs ``compute``. Hot rollout loops read
    scores this way; the memo empties itself when large, so memory stays bounded."""

    __slots__ = ("compute", "limit")

    def __init__(self, compute: Callable[[int], object], limit: int) -> None:
        super().__init__()
        self.compute = compute
        self.limit = limit

    def __missing__(self, key: int) -> object:
        if len(self) > self.limit:
            self.clear()
        self[key] = found = self.compute(key)
        return found


class _LowbitScores(dict):
    """``Tables.score_memo`` for a deck whose families score their lowest bit: like
    ``Memo``, but a miss works the score out in place (``Tables._score``'s fast path,
    with no further Python call), since rollouts miss often (hands they have not met
    yet) and that call was a good part of a miss's cost."""

    __slots__ = ("limit", "masks", "values", "wild_bit", "wild_value")

    def __init__(self, t: Tables, limit: int) -> None:
        super().__init__()
        self.limit = limit
        self.masks = t.family_masks
        self.values = t.values
        self.wild_bit = t.wild_bit
        self.wild_value = t.wild_value

    def __missing__(self, key: int) -> int:
        if len(self) > self.limit:
            self.clear()
        values = self.values
        total = 0
        low = 1000
        for m in self.masks:
            cards = key & m
            if cards:
                best = values[(cards & -cards).bit_length() - 1]
                total += best
                if best < low:
                    low = best
            elif low > 0:
                low = 0
        if key & self.wild_bit and self.wild_value > low:
            total += self.wild_value - low
        self[key] = total
        return total


@dataclass(frozen=True, slots=True, eq=False)
class Tables:
    """What the bots look up about a deck; build once per deck with ``tables_for``."""

    deck: Deck
    values: tuple[int, ...]
    family_of: tuple[int, ...]  # card index -> 0..4, or 5 for the wild
    family_masks: tuple[int, ...]  # the five scoring families
    wild_bit: int
    wild_value: int
    ordered: tuple[tuple[tuple[int, int, int], ...], ...]  # per family: (bit, value, index)
    lowbit_is_best: bool
    # Free cards (below a better card of their family) sorted by value, equal values in
    # family then index order, fall in index order: true of the standard deck, whose
    # values fall as indices rise. Rollouts then lay out a hand's bids without sorting.
    free_by_index: bool
    # Card index -> its family's mask (0 for the wild): what a card adds to a hand
    # without the wild is then worked out from the hand's best card of that family
    # (``fastsim._denying``, ``rollout_normal``), not looked up for a hand never met.
    card_family_mask: tuple[int, ...]
    # Memos for the hot paths of rollouts: the same hands recur across simulated
    # games of one decision. Cleared when large, so memory stays bounded.
    # ``score_memo[hand]`` is ``score(hand)`` without a Python call on a hit.
    score_memo: dict[int, int] = field(init=False, repr=False, compare=False)
    parts_memo: dict[int, object] = field(default_factory=dict, repr=False)

    def __post_init__(self) -> None:
        if self.lowbit_is_best:
            memo: dict[int, int] = _LowbitScores(self, 400_000)
        else:
            memo = Memo(self._score, 400_000)
        object.__setattr__(self, "score_memo", memo)

    def best_in(self, hand: int, family: int) -> int:
        """Value of the scoring card of one family (0 if none), ignoring the wild."""
        cards = hand & self.family_masks[family]
        if not cards:
            return 0
        if self.lowbit_is_best:
            return self.values[(cards & -cards).bit_length() - 1]
        for bit, value, _ in self.ordered[family]:
            if cards & bit:
                return value
        return 0  # unreachable: cards is non-empty

    def score(self, hand: int) -> int:
        """Final score of a hand, the wild in its best family (R7, R8)."""
        return self.score_memo[hand]

    def _score(self, hand: int) -> int:
        values = self.values
        total = 0
        low = 1000
        masks = self.family_masks
        if self.lowbit_is_best:
            for m in masks:
                cards = hand & m
                best = values[(cards & -cards).bit_length() - 1] if cards else 0
                total += best
                if best < low:
                    low = best
        else:
            for f in range(5):
                best = self.best_in(hand, f)
                total += best
                if best < low:
                    low = best
        if hand & self.wild_bit and self.wild_value > low:
            total += self.wild_value - low
        return total

    def rank_key(self, hand: int) -> tuple[int, int]:
        """(score, highest tiebreaker rank among scoring cards): the R8 order, with the
        wild placed as ``engine.scoring.best_wild_family`` places it."""
        best = (-1, -1)
        has_wild = bool(hand & self.wild_bit)
        for wild_family in range(5) if has_wild else (-1,):
            total = 0
            top = -1
            for f in range(5):
                value, index = self._scoring_card(hand, f)
                if f == wild_family and self.wild_value > value:
                    value, index = self.wild_value, self.wild_bit.bit_length() - 1
                elif f == wild_family and self.wild_value == value:
                    index = max(index, self.wild_bit.bit_length() - 1)
                total += value
                if index > top:
                    top = index
            key = (total, top)
            if key > best:
                best = key
        return best

    def _scoring_card(self, hand: int, family: int) -> tuple[int, int]:
        cards = hand & self.family_masks[family]
        if not cards:
            return 0, -1
        for bit, value, index in self.ordered[family]:
            if cards & bit:
                return value, index
        return 0, -1  # unreachable

    def wild_family(self, hand: int) -> Family:
        """The wild's best family for a hand (the engine's rule, so bots and app agree)."""
        from score5_desktop.games.score5.rules.scoring import best_wild_family

        return best_wild_family(self.deck, hand)

    def gain(self, hand: int, card: int) -> int:
        """How much winning ``card`` (an index) would raise the hand's score."""
        scores = self.score_memo
        return scores[hand | 1 << card] - scores[hand]


@lru_cache(maxsize=8)
def tables_for(deck: Deck) -> Tables:
    cards = deck.cards
    family_index = {f: i for i, f in enumerate(SCORING_FAMILIES)}
    family_of = tuple(family_index.get(c.family, 5) for c in cards)
    masks = tuple(deck.family_masks[f] for f in SCORING_FAMILIES)
    ordered = []
    lowbit = True
    for f in SCORING_FAMILIES:
        members = sorted(
            (c for c in cards if c.family is f), key=lambda c: (c.value, c.tiebreaker), reverse=True
        )
        ordered.append(tuple((1 << c.index, c.value, c.index) for c in members))
        by_index = sorted(members, key=lambda c: c.index)
        if any(a.value <= b.value for a, b in zip(by_index, by_index[1:], strict=False)):
            lowbit = False
    wild = cards[deck.wild_index]
    # ``fastsim._parts``'s order of free cards (a stable sort by value of the cards taken
    # family by family, each family's from the lowest index up) against falling index.
    in_order = sorted(cards, key=lambda c: c.index)
    members = [c for f in SCORING_FAMILIES for c in in_order if c.family is f]
    by_value = sorted(members, key=lambda c: c.value)
    falling = sorted(members, key=lambda c: c.index, reverse=True)
    return Tables(
        deck=deck,
        values=deck.values,
        family_of=family_of,
        family_masks=masks,
        wild_bit=1 << wild.index,
        wild_value=wild.value,
        ordered=tuple(ordered),
        lowbit_is_best=lowbit,
        free_by_index=lowbit and by_value == falling,
        card_family_mask=tuple(masks[f] if f < len(masks) else 0 for f in family_of),
    )
