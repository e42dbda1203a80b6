"""Positions built by hand: chosen hands at the start of a chosen round.

The rules page computes its worked examples (the rulebook's auction with
Laura, Francis, Natalie and Charlene) by playing them through the engine from
such a position, and tests use it to pin down each ruling. It is not a way to
load games: records are.
"""

from __future__ import annotations

from collections.abc import Sequence

from score5_desktop.games.score5.rules.cards import (
    ONE_STAR,
    STARTING_SETS,
    TWO_STAR,
    Deck,
    load_deck,
)
from score5_desktop.games.score5.rules.decisions import Options
from score5_desktop.games.score5.rules.state import GameState, Setup


def position(
    hands: Sequence[Sequence[str]],
    *,
    auction_card: str | None = None,
    round: int = 1,
    options: Options | None = None,
    deck: Deck | None = None,
) -> GameState:
    """A state at the start of ``round`` (1–12) where seat i holds ``hands[i]``.

    The pile is arranged so that ``auction_card`` is up (it must fit the round's
    tier); the rest of the pile is filled with unused cards of the right tiers.
    Starting-set letters are nominal (A, B, ...): a position built this way only
    promises the hands, not a history that could have led to them.
    """
    deck = deck or load_deck()
    n = len(hands)
    if not 2 <= n <= 5:
        raise ValueError("2 to 5 hands are needed")
    if not 1 <= round <= 12:
        raise ValueError("round must be 1 to 12")
    masks = []
    used = 0
    for seat, ids in enumerate(hands):
        mask = deck.mask_of(ids)
        if len(ids) != mask.bit_count() or mask & used:
            raise ValueError(f"seat {seat}: a card is named twice")
        used |= mask
        masks.append(mask)
    if used >> deck.wild_index & 1:
        raise ValueError("the wild is at the bottom of the pile until round 12")
    tiers = [ONE_STAR] * 4 + [TWO_STAR] * 7
    pile: list[int | None] = [None] * 11
    if auction_card is not None:
        card = deck.card(auction_card)
        if round < 12 and card.type != tiers[round - 1]:
            raise ValueError(f"{auction_card} cannot be up for auction in round {round}")
        if round == 12 and not card.is_wild:
            raise ValueError("round 12 auctions the wild")
        if used >> card.index & 1:
            raise ValueError(f"{auction_card} is also in a hand")
        if round < 12:
            pile[round - 1] = card.index
        used |= 1 << card.index
    spare = {
        kind: [i for i in deck.type_cards[kind] if not used >> i & 1]
        for kind in (ONE_STAR, TWO_STAR)
    }
    for slot, kind in enumerate(tiers):
        if pile[slot] is None:
            pile[slot] = spare[kind].pop(0)
    setup = Setup(
        deck=deck,
        starting_sets=STARTING_SETS[:n],
        pile=(*pile, deck.wild_index),  # type: ignore[arg-type]
        options=options or Options(),
    )
    state = GameState(setup)
    state.round = round - 1
    state.hands = masks
    state.seen_stars = 0
    state._enter_round(recount=True)
    state.log = None  # the hands do not follow from the setup: no record can describe it
    return state
