"""From four seats up, the expert's search lets each other seat also choose its biggest
bid that costs it no score, or at most half the card's gain to it (``search._FREE``,
``_HALF``): hard players bid their spare cards, above all for the wild, where the
abstract bids that aim at a share of the card's worth never went (``search.EXPERT``'s
comment). Two and three seats search as before."""

from __future__ import annotations

import dataclasses

from score5_desktop.games.score5.bots.bids import BidMenu
from score5_desktop.games.score5.bots.search import EXPERT, HARD, _biggest_within
from score5_desktop.games.score5.bots.tables import tables_for
from score5_desktop.games.score5.rules.deal import deal
from score5_desktop.games.score5.rules.state import GameState
from tests.ai.conftest import sealed_bids


def _tables():
    return tables_for(GameState(deal(2, 0)).deck)


def test_the_free_bid_is_every_spare_card_and_costs_nothing():
    t = _tables()
    hand = 0
    for fam in t.ordered:
        hand |= fam[0][0] | fam[3][0] | fam[5][0]  # a top card and two spare ones
    spare = hand
    for fam in t.ordered:
        spare &= ~fam[0][0]
    wild = 75
    free = _biggest_within(BidMenu(t, hand), 0, wild)
    assert free and not free & ~spare
    assert t.score(hand) - t.score(hand & ~free) == 0
    biggest_spare = max(t.values[c] for c in range(len(t.values)) if spare >> c & 1)
    assert min(biggest_spare, 165) <= t.deck.total(free) <= 2.2 * wild
    half = _biggest_within(BidMenu(t, hand), 40, wild)
    assert t.deck.total(half) >= t.deck.total(free)
    assert t.score(hand) - t.score(hand & ~half) <= 40
    assert t.deck.total(half) <= 2.2 * wild


def test_a_hand_without_spare_cards_offers_no_free_bid():
    t = _tables()
    tops = 0
    for fam in t.ordered:
        tops |= fam[0][0]
    assert _biggest_within(BidMenu(t, tops), 0, 75) == 0


def test_only_the_expert_from_four_seats_uses_them():
    assert EXPERT.purse_keys_from == 4
    assert HARD.purse_keys_from is None


def test_the_search_offers_them_from_four_seats_only(positions):
    """The same bot with and without the keys bids alike at two and three seats and
    differently at four."""
    without = dataclasses.replace(EXPERT, purse_keys_from=None)
    for players in (2, 3):
        assert sealed_bids(EXPERT, positions, players) == sealed_bids(without, positions, players)
    assert sealed_bids(EXPERT, positions, 4) != sealed_bids(without, positions, 4)
