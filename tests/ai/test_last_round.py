"""The expert's last auction weighed over the others' bids (``bots/last_round.py``)."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from score5_desktop.games.score5.bots import search
from score5_desktop.games.score5.bots.bids import BidMenu
from score5_desktop.games.score5.bots.fastsim import denying_pick
from score5_desktop.games.score5.bots.last_round import (
    LastRoundModel,
    Table,
    biggest_within,
    free_bid,
    my_bids,
    play_last,
    profiles,
    weigh,
)
from score5_desktop.games.score5.bots.levels import make_bot
from score5_desktop.games.score5.bots.search import SearchBot
from score5_desktop.games.score5.bots.tables import tables_for
from score5_desktop.games.score5.rules.deal import deal
from score5_desktop.games.score5.rules.decisions import AssignWild, Bid, Options, Phase, Pick
from score5_desktop.games.score5.rules.observation import observe
from score5_desktop.games.score5.rules.state import ROUNDS, GameState


def last_round_state(players: int, seed: int) -> GameState:
    """A game played by normal bots to the first bid of its last auction (the wild)."""
    state = GameState(deal(players, seed, Options(max_adjust_rounds=2)))
    bots = [make_bot("normal", seed * 7 + s) for s in range(players)]
    while not (state.round == ROUNDS - 1 and state.phase is Phase.BID):
        for seat in state.to_act():
            state.apply(bots[seat].decide(observe(state, seat)))
    return state


def finish_in_engine(state: GameState, bids: list[int]) -> list[int]:
    """The engine's last auction with these bids kept through every adjustment step, the
    picks made by the rollouts' rule and the wild placed best: the final hands."""
    t = tables_for(state.deck)
    while state.phase in (Phase.BID, Phase.ADJUST):
        for seat in state.to_act():
            state.apply(Bid(seat, bids[seat]))
    while not state.is_over:
        for seat in state.to_act():
            if state.phase is Phase.PICK:
                state.apply(Pick(seat, denying_pick(t, list(state.hands), seat, state.pool)))
            else:
                state.apply(AssignWild(seat, t.wild_family(state.hands[seat])))
    return list(state.hands)


def deck_tables():
    """The standard deck's tables (a deal is enough to reach them)."""
    return tables_for(deal(4, 1, Options()).deck)


def hands_from(t, seed: int, size: int) -> int:
    rng = random.Random(seed)
    cards = rng.sample(range(len(t.values)), size)
    hand = 0
    for c in cards:
        hand |= 1 << c
    return hand


@settings(max_examples=60, deadline=None)
@given(st.integers(0, 10_000), st.integers(1, 14))
def test_free_bid_costs_nothing_and_no_card_can_join_it_free(seed, size):
    t = deck_tables()
    hand = hands_from(t, seed, size)
    free = free_bid(BidMenu(t, hand))
    assert free & ~hand == 0
    assert t.score(hand & ~free) == t.score(hand)
    m = hand & ~free
    while m:
        low = m & -m
        m ^= low
        assert t.score(hand & ~(free | low)) < t.score(hand)


def test_free_bid_is_the_cards_below_a_better_card_of_their_family():
    state = last_round_state(4, 3)
    t = tables_for(state.deck)
    for hand in state.hands:
        free = free_bid(BidMenu(t, hand))
        spare = 0
        for fmask in t.family_masks:
            cards = hand & fmask
            best = max(
                (c for c in range(len(t.values)) if cards >> c & 1),
                default=None,
                key=lambda c: (t.values[c], -c),
            )
            if best is not None:
                spare |= cards & ~(1 << best)
        assert state.deck.total(free) == state.deck.total(spare)


@settings(max_examples=40, deadline=None)
@given(st.integers(0, 10_000), st.integers(1, 14), st.integers(0, 400))
def test_my_bids_hold_the_cheapest_bid_past_any_total_i_can_pay_for(seed, size, rival):
    t = deck_tables()
    hand = hands_from(t, seed, size)
    menu = BidMenu(t, hand)
    gain = t.gain(hand, t.deck.wild_index)
    cands = my_bids(menu, gain, 75)
    assert free_bid(menu) in cands or free_bid(menu) == 0
    past = menu.reaching(rival + 1)
    if past is not None and past[0] <= gain + 0.6 * 75:
        assert past[2] in cands


def test_biggest_within_a_cost_never_costs_more():
    state = last_round_state(4, 5)
    t = tables_for(state.deck)
    for hand in state.hands:
        menu = BidMenu(t, hand)
        for cost in (0, 10, 40, 80):
            bid = biggest_within(menu, cost)
            assert t.score(hand) - t.score(hand & ~bid) <= cost


def test_the_last_auction_played_exactly_agrees_with_the_engine():
    for seed, players in ((2, 4), (6, 4), (9, 3), (13, 2), (21, 5)):
        state = last_round_state(players, seed)
        t = tables_for(state.deck)
        card = state.auction_card
        rng = random.Random(seed)
        for _ in range(3):
            bids = [
                rng.choice([0, free_bid(BidMenu(t, h)), h & rng.getrandbits(51)])
                for h in state.hands
            ]
            mine = play_last(t, list(state.hands), bids, card, deny=True)
            engine = finish_in_engine(state.copy(), bids)
            assert mine == engine
            finished = state.copy()
            finish_in_engine(finished, bids)
            assert [t.score(h) for h in mine] == list(finished.outcome().totals)


def test_profiles_are_enumerated_when_few_and_weigh_one_in_all():
    options = [{0: 1.0}, {0: 0.5, 3: 0.5}, {1: 0.2, 2: 0.8}]
    joint = profiles(options, 0, 100, random.Random(0))
    assert len(joint) == 4
    assert abs(sum(w for _, w in joint) - 1) < 1e-9
    assert all(bids[0] == 0 for bids, _ in joint)
    sampled = profiles(options, 0, 3, random.Random(0))
    assert len(sampled) == 3 and abs(sum(w for _, w in sampled) - 1) < 1e-9


def test_weighing_a_lone_rival_free_bid_my_best_bid_beats_it_when_the_wild_pays():
    for seed in range(30):
        state = last_round_state(2, seed)
        t = tables_for(state.deck)
        card = state.auction_card
        hands = list(state.hands)
        gain = t.gain(hands[0], card)
        menu = BidMenu(t, hands[0])
        rival = free_bid(BidMenu(t, hands[1]))
        total = state.deck.total(rival)
        past = menu.reaching(total + 1)
        # The wild adds to my score and a free bid of mine beats the rival's free bid,
        # whose cards then come to me: any bid that loses the card is worse.
        if gain <= 0 or past is None or past[0] > 0:
            continue
        table = Table(t, hands, card, lambda h, t=t: search._rewards(t, h, 0.4), True)
        cands = my_bids(menu, gain, 75)
        expect, won = weigh(table, 0, cands, [([0, rival], 1.0)])
        best = max(range(len(cands)), key=expect.__getitem__)
        assert won[best] == 1.0  # past the rival's total, or level with the higher card
        return
    raise AssertionError("no deal had a free bid past the rival's")


def test_the_expert_plays_every_earlier_round_as_without_it():
    state = GameState(deal(4, 77, Options(max_adjust_rounds=2)))
    bots = [make_bot("normal", 5 + s) for s in range(4)]
    plain = replace(search.EXPERT, last_round=None)
    checked = 0
    while state.round < ROUNDS - 1:
        for seat in state.to_act():
            obs = observe(state, seat)
            if obs.phase in (Phase.BID, Phase.ADJUST) and state.round % 4 == 1 and seat == 0:
                a = SearchBot("expert", search.EXPERT, 3, 40).decide(obs)
                b = SearchBot("expert", plain, 3, 40).decide(obs)
                assert a == b
                checked += 1
            state.apply(bots[seat].decide(obs))
    assert checked >= 3


@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_expert_bids_in_the_last_auction_without_rollouts_and_legally(players):
    state = last_round_state(players, 4)
    for seat in state.to_act():
        bot = SearchBot("expert", search.EXPERT, 1, 1184)
        advice = bot.advise(observe(state, seat))
        assert state.is_legal(advice.decision)
        assert bot.last_shards == ()  # weighed exactly: no shard of rollouts ran
    assert isinstance(search.EXPERT.last_round, LastRoundModel)
    assert search.HARD.last_round is None


def test_below_from_seats_the_last_auction_is_searched_as_without_the_model():
    """A model set to start above the table's seat count leaves the wild's auction to the
    search with rollouts, bid for bid (how two seats played it until session 18)."""
    state = last_round_state(2, 4)
    later = replace(search.EXPERT, last_round=LastRoundModel(from_seats=3))
    plain = replace(search.EXPERT, last_round=None)
    for seat in state.to_act():
        obs = observe(state, seat)
        bot = SearchBot("expert", later, 2, 60)
        a = bot.decide(obs)
        assert bot.last_shards  # searched with rollouts
        assert a == SearchBot("expert", plain, 2, 60).decide(obs)
