"""Final scoring (R7, R8): a player's score is their best card in each family.

Kept apart from the game state because bots evaluate hypothetical hands far
more often than games end.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from score5_desktop.engine.cards import SCORING_FAMILIES, Deck, Family


@lru_cache(maxsize=8)
def _family_order(deck: Deck) -> dict[Family, tuple[tuple[int, int], ...]]:
    """Per family, (bit, value) of its cards, best first (value, then tiebreaker)."""
    order: dict[Family, tuple[tuple[int, int], ...]] = {}
    for family in SCORING_FAMILIES:
        members = [c for c in deck.cards if c.family is family]
        members.sort(key=lambda c: (c.value, c.tiebreaker), reverse=True)
        order[family] = tuple((1 << c.index, c.value) for c in members)
    return order


def scoring_cards(deck: Deck, hand: int, wild_family: Family | None) -> dict[Family, int | None]:
    """Each family's scoring card (as a card index) for a hand; the wild counts in
    ``wild_family`` if the hand holds it. Equal values: higher tiebreaker scores (R8)."""
    order = _family_order(deck)
    wild = deck.cards[deck.wild_index]
    has_wild = bool(hand >> wild.index & 1) and wild_family is not None
    result: dict[Family, int | None] = {}
    for family in SCORING_FAMILIES:
        best: int | None = None
        best_key = (-1, -1)
        for bit, value in order[family]:
            if hand & bit:
                best = bit.bit_length() - 1
                best_key = (value, deck.cards[best].tiebreaker)
                break
        if has_wild and family is wild_family and (wild.value, wild.tiebreaker) > best_key:
            best = wild.index
        result[family] = best
    return result


def hand_score(deck: Deck, hand: int, wild_family: Family | None = None) -> int:
    """Score of a hand; with the wild and no family given, its best family (R7)."""
    if wild_family is None and hand >> deck.wild_index & 1:
        wild_family = best_wild_family(deck, hand)
    order = _family_order(deck)
    total = 0
    wild_value = deck.values[deck.wild_index]
    has_wild = wild_family is not None and bool(hand >> deck.wild_index & 1)
    for family in SCORING_FAMILIES:
        best = 0
        for bit, value in order[family]:
            if hand & bit:
                best = value
                break
        if has_wild and family is wild_family and wild_value > best:
            best = wild_value
        total += best
    return total


def _rank_key(deck: Deck, hand: int, wild_family: Family | None) -> tuple[int, int]:
    cards = scoring_cards(deck, hand, wild_family)
    score = sum(deck.values[i] for i in cards.values() if i is not None)
    top = max((deck.cards[i].tiebreaker for i in cards.values() if i is not None), default=0)
    return score, top


def best_wild_family(deck: Deck, hand: int) -> Family:
    """The family that gives the wild's owner the best result: highest score, then the
    highest tiebreaker among scoring cards (the final tie rule); first family on a tie."""
    return max(SCORING_FAMILIES, key=lambda f: _rank_key(deck, hand, f))


@dataclass(frozen=True, slots=True)
class FinalResult:
    scores: tuple[int, ...]
    winner: int
    by_tiebreak: bool
    scoring_cards: tuple[dict[Family, int | None], ...]


def final_result(deck: Deck, hands: list[int], wild: tuple[int, Family] | None) -> FinalResult:
    """Scores and winner (R8): highest score; equal scores go to the player whose
    scoring cards include the highest tiebreaker."""
    keys = []
    all_cards = []
    for seat, hand in enumerate(hands):
        family = wild[1] if wild is not None and wild[0] == seat else None
        all_cards.append(scoring_cards(deck, hand, family))
        keys.append(_rank_key(deck, hand, family))
    winner = max(range(len(hands)), key=lambda s: keys[s])
    best_score = keys[winner][0]
    tied = sum(1 for k in keys if k[0] == best_score)
    return FinalResult(
        scores=tuple(k[0] for k in keys),
        winner=winner,
        by_tiebreak=tied > 1,
        scoring_cards=tuple(all_cards),
    )
