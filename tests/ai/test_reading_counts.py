"""Normal reads a shown count against the cards the bidder can really hold, so many
small cards do not scare it (issue 16's bluff): a deterministic two-player check."""

from __future__ import annotations

from dataclasses import replace

from score5_desktop.games.score5.bots.heuristic import NORMAL, HeuristicBot, possible_hands
from score5_desktop.games.score5.bots.reasons import ReasonKind
from score5_desktop.games.score5.bots.tables import tables_for
from score5_desktop.games.score5.rules.deal import deal
from score5_desktop.games.score5.rules.decisions import Bid
from score5_desktop.games.score5.rules.observation import observe
from score5_desktop.games.score5.rules.state import GameState


def _bluffed(seed: int) -> GameState:
    """Round 1 of a two-player game: seat 1 bids its three smallest cards, seat 0
    bids what normal bids; the adjustment step is next."""
    state = GameState(deal(2, seed))
    deck = state.deck
    smallest = sorted(
        (i for i in range(len(deck.cards)) if state.hands[1] >> i & 1),
        key=lambda i: deck.cards[i].value,
    )[:3]
    normal = HeuristicBot("normal", NORMAL, seed)
    state.apply(normal.decide(observe(state, 0)))
    state.apply(Bid(1, sum(1 << i for i in smallest)))
    return state


def test_a_count_is_read_against_the_exact_hands_a_starting_set_allows():
    for seed in range(20):
        state = _bluffed(seed)
        obs = observe(state, 0)
        hands = possible_hands(obs)
        assert state.hands[1] in hands[1] and len(hands[1]) <= 4
        # Three starting cards total at most 25 + 20 + 15: bounded, whatever the letter.
        bounds: dict[int, int] = {}
        HeuristicBot("normal", NORMAL, seed)._competition(tables_for(obs.deck), obs, bounds)
        assert bounds == {1: 60}


#: Normal without its random raise: the reading of counts is the same, and the test
#: does not depend on which raise a seed draws.
STEADY = replace(NORMAL, overbid=0.0)


def test_normal_outbids_a_pile_of_small_cards_when_the_card_is_worth_it():
    checked = 0
    for seed in range(40):
        state = _bluffed(seed)
        obs = observe(state, 0)
        t = tables_for(obs.deck)
        if t.gain(obs.hand, obs.auction_card) < 45:
            continue
        advice = HeuristicBot("normal", STEADY, seed).advise(obs)
        assert advice.decision.cards, seed
        total = obs.deck.total(advice.decision.cards)
        kinds = [r.kind for r in advice.reasons]
        assert (ReasonKind.COUNT_IS_CHEAP in kinds) == (total > 60)
        checked += 1
    assert checked >= 3


def test_normal_raises_its_bid_at_random_but_never_past_the_cards_worth():
    """The random raise makes normal hard for the searching bots to predict: from one
    position it bids different totals for different seeds, and no bid costs it more
    score than the card brings (the steady rule's limit)."""
    varied = 0
    for seed in range(40):
        obs = observe(_bluffed(seed), 0)
        t = tables_for(obs.deck)
        card = obs.auction_card
        gain = t.gain(obs.hand, card)
        if gain < 45:
            continue
        totals = set()
        for rng_seed in range(12):
            bid = HeuristicBot("normal", NORMAL, rng_seed).decide(obs).cards
            cost = t.score(obs.hand) - t.score(obs.hand & ~bid)
            assert cost < gain + NORMAL.money * t.values[card], (seed, rng_seed)
            totals.add(obs.deck.total(bid))
        varied += len(totals) > 1
    assert varied >= 2
