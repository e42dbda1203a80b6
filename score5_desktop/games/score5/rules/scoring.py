"""Final scoring (R7, R8): a player's score is their best card in each family.

Kept apart from the game state because bots evaluate hypothetical hands far
more often than games end.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from score5_desktop.games.score5.rules.cards import SCORING_FAMILIES, Deck, Family


@lru_cache(maxsize=8)
def _family_order(deck: Deck) -> dict[Family, tuple[tuple[int, int, int], ...]]:
    """Per family, (bit, value, index) of its cards, best first (value, then
    tiebreaker; a card's index is its tiebreaker rank)."""
    order: dict[Family, tuple[tuple[int, int, int], ...]] = {}
    for family in SCORING_FAMILIES:
        members = [c for c in deck.cards if c.family is family]
        members.sort(key=lambda c: (c.value, c.tiebreaker), reverse=True)
        order[family] = tuple((1 << c.index, c.value, c.index) for c in members)
    return order


_MEMO_CARDS = 12


@lru_cache(maxsize=8)
def _best_cards(deck: Deck) -> tuple[tuple[Family, int, dict[int, tuple[int | None, int]]], ...]:
    """Per family: its mask and a memo from each part of a hand in that family seen so
    far to its best card (index, value; None, -1 for none), so every game's final
    scoring costs a lookup per family instead of a walk down the family. A family of
    the shipped deck has ten cards (at most 1,024 entries); a deck with a family of
    more than ``_MEMO_CARDS`` gets no memo for it, which then is walked."""
    masks = deck.family_masks
    return tuple(
        (f, masks[f], {} if masks[f].bit_count() <= _MEMO_CARDS else None) for f in SCORING_FAMILIES
    )


def _best_card(members: tuple[tuple[int, int, int], ...], held: int) -> tuple[int | None, int]:
    """The best of ``held`` among ``members`` (best first): its index and value."""
    for bit, value, index in members:
        if held & bit:
            return index, value
    return None, -1


def _score_hand(
    deck: Deck, hand: int, wild_family: Family | None
) -> tuple[dict[Family, int | None], int, int]:
    """Each family's scoring card, the score and the highest scoring card's index
    (its tiebreaker rank), in one pass: final scoring runs once per seat per game."""
    wild_index = deck.wild_index
    wild_value = deck.values[wild_index]
    has_wild = wild_family is not None and hand >> wild_index & 1
    result: dict[Family, int | None] = {}
    score = 0
    top = -1
    for family, mask, memo in _best_cards(deck):
        held = hand & mask
        found = None if memo is None else memo.get(held)
        if found is None:
            found = _best_card(_family_order(deck)[family], held)
            if memo is not None:
                memo[held] = found
        best, best_value = found
        if (
            has_wild
            and family is wild_family
            and (wild_value, wild_index) > (best_value, -1 if best is None else best)
        ):
            best, best_value = wild_index, wild_value
        result[family] = best
        if best is not None:
            score += best_value
            if best > top:
                top = best
    return result, score, top


def scoring_cards(deck: Deck, hand: int, wild_family: Family | None) -> dict[Family, int | None]:
    """Each family's scoring card (as a card index) for a hand; the wild counts in
    ``wild_family`` if the hand holds it. Equal values: higher tiebreaker scores (R8)."""
    return _score_hand(deck, hand, wild_family)[0]


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
        for bit, value, _index in order[family]:
            if hand & bit:
                best = value
                break
        if has_wild and family is wild_family and wild_value > best:
            best = wild_value
        total += best
    return total


def _rank_key(deck: Deck, hand: int, wild_family: Family | None) -> tuple[int, int]:
    _cards, score, top = _score_hand(deck, hand, wild_family)
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
        cards, score, top = _score_hand(deck, hand, family)
        all_cards.append(cards)
        keys.append((score, top))
    winner = max(range(len(hands)), key=keys.__getitem__)
    best_score = keys[winner][0]
    tied = sum(1 for k in keys if k[0] == best_score)
    return FinalResult(
        scores=tuple([k[0] for k in keys]),
        winner=winner,
        by_tiebreak=tied > 1,
        scoring_cards=tuple(all_cards),
    )
