"""One test per ruling R1–R8 that fails if the rule were implemented another way."""

import pytest

from score5_desktop.games.score5.rules import events as ev
from score5_desktop.games.score5.rules.cards import SCORING_FAMILIES, Family, load_deck
from score5_desktop.games.score5.rules.deal import deal, new_game
from score5_desktop.games.score5.rules.decisions import AssignWild, Bid, Options, Phase, Pick
from score5_desktop.games.score5.rules.errors import IllegalDecision
from score5_desktop.games.score5.rules.observation import observe
from score5_desktop.games.score5.rules.scenario import position
from score5_desktop.games.score5.rules.scoring import best_wild_family, final_result, hand_score

DECK = load_deck()


def ids(*names):
    return DECK.mask_of(names)


def bid_round(state, bids):
    out = []
    for seat, names in enumerate(bids):
        out += state.apply(Bid(seat, ids(*names)))
    return out


# -- R1, R2: setup ------------------------------------------------------------------
@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_r1_each_seat_gets_a_different_starting_set(players):
    setup = deal(players, seed=7)
    assert len(set(setup.starting_sets)) == players
    state = new_game(players, seed=7)
    for seat, letter in enumerate(setup.starting_sets):
        assert state.hands[seat] == DECK.set_masks[letter]


@pytest.mark.parametrize("players", [1, 6])
def test_r1_player_count_is_two_to_five(players):
    with pytest.raises(ValueError):
        deal(players, seed=1)


def test_r2_pile_tiers_and_seed():
    setup = deal(4, seed=99)
    types = [DECK.cards[i].type for i in setup.pile]
    assert types == ["1star"] * 4 + ["2star"] * 7 + ["3star"]
    assert len(set(setup.pile)) == 12
    assert deal(4, seed=99) == setup
    assert deal(4, seed=100).pile != setup.pile


# -- R3: adjusting -------------------------------------------------------------------
def test_r3_bidding_ends_after_an_unchanged_adjustment_round():
    state = new_game(2, seed=1, options=Options(max_adjust_rounds=5))
    h0 = state.hands[0].bit_length() - 1
    state.apply(Bid(0, 1 << h0))
    state.apply(Bid(1, 0))
    assert state.phase is Phase.ADJUST
    state.apply(Bid(0, 1 << h0))
    events = state.apply(Bid(1, 0))  # nobody changed: resolve now
    assert state.phase is Phase.PICK
    shown = [e for e in events if isinstance(e, ev.BidCountsShown)]
    assert shown[-1].step == 1 and shown[-1].changed == (False, False)


def test_r3_maximum_adjustment_rounds():
    state = new_game(2, seed=3, options=Options(max_adjust_rounds=2))
    cards = [state.hands[s].bit_length() - 1 for s in (0, 1)]
    state.apply(Bid(0, 0))
    state.apply(Bid(1, 0))
    for step in range(2):  # each round somebody changes, yet bidding stops after 2
        assert state.phase is Phase.ADJUST
        state.apply(Bid(0, (1 << cards[0]) if step % 2 == 0 else 0))
        state.apply(Bid(1, 0))
    assert state.phase is not Phase.ADJUST


def test_r3_zero_adjustment_rounds_is_one_sealed_bid():
    state = new_game(3, seed=3, options=Options(max_adjust_rounds=0))
    for seat in range(3):
        state.apply(Bid(seat, 0))
    assert state.round == 1  # nobody bid: resolved at once, next round


def test_r3_only_counts_are_public_before_the_reveal():
    state = new_game(3, seed=5)
    bid = state.hands[0] & -state.hands[0]
    state.apply(Bid(0, bid))
    state.apply(Bid(1, 0))
    state.apply(Bid(2, 0))
    obs = observe(state, 1)
    assert obs.bid_counts == (1, 0, 0)
    assert obs.bids[0] == 0 and obs.known[0] == 0
    assert observe(state, 0).bids[0] == bid


# -- R4: resolving -------------------------------------------------------------------
def test_r4_tie_goes_to_single_highest_tiebreaker_not_sum():
    # green-5 has tiebreaker 51: highest single card. Seat 1 ties on total with two
    # cards whose tiebreakers sum higher (46 + 47 = 93 > 51 + 28 = 79).
    hands = [["green-5", "purple-25", "red-10"], ["green-10", "blue-5", "yellow-10", "purple-5"]]
    state = position(hands, auction_card="green-30", options=Options(0))
    seat1 = ["green-10", "blue-5", "yellow-10", "purple-5"]
    events = bid_round(state, [["green-5", "purple-25"], seat1])
    won = next(e for e in events if isinstance(e, ev.AuctionWon))
    assert won.seat == 0 and won.by_tiebreak


def test_r4_nobody_bids_card_leaves_the_game():
    state = new_game(3, seed=11)
    card = state.auction_card
    events = bid_round(state, [[], [], []])
    events += bid_round(state, [[], [], []])  # first adjustment round: unchanged
    assert any(isinstance(e, ev.NoWinner) for e in events)
    assert state.round == 1 and state.discarded == 1 << card
    assert not any(h >> card & 1 for h in state.hands)


def test_r4_nobody_bids_for_the_wild():
    state = position(
        [["green-5", "red-10"], ["blue-5", "red-15"]], auction_card="wild-75", round=12
    )
    bid_round(state, [[], []])
    bid_round(state, [[], []])
    assert state.phase is Phase.OVER and state.wild is None


# -- R5: distributing ----------------------------------------------------------------
def test_r5_order_bidders_then_nonbidders_by_hand_tiebreaker_with_wraparound():
    hands = [
        ["green-30", "red-20", "green-15", "yellow-25", "purple-5"],
        ["red-15", "purple-25"],
        ["blue-20", "red-25"],  # highest tiebreaker: blue-20 (36)
        ["green-5", "purple-10"],  # highest tiebreaker: green-5 (51)
    ]
    state = position(hands, auction_card="green-80", round=5, options=Options(0))
    events = bid_round(state, [hands[0], ["red-15"], [], []])
    shown = [e.seat for e in events if isinstance(e, ev.TiebreakCardShown)]
    assert shown == [3, 2]
    order = next(e for e in events if isinstance(e, ev.PickOrderSet))
    assert order.order == (1, 3, 2)
    takers = []
    while state.phase is Phase.PICK:
        (seat,) = state.to_act()
        takers.append(seat)
        state.apply(Pick(seat, state.legal_picks(seat)[0]))
    assert takers == [1, 3, 2, 1, 3]
    assert 0 not in takers


def test_r5_equal_losing_totals_pick_by_highest_tiebreaker():
    hands = [["green-30", "red-20"], ["yellow-15", "purple-10"], ["red-15", "green-10"]]
    state = position(hands, auction_card="red-40", options=Options(0))
    events = bid_round(state, [["green-30", "red-20"], ["yellow-15"], ["red-15"]])
    order = next(e for e in events if isinstance(e, ev.PickOrderSet))
    # yellow-15 (tiebreaker 39) vs red-15 (40): the red holder picks first.
    assert order.order == (2, 1)


def test_r5_one_bidder_gives_cards_to_the_nonbidders():
    hands = [["green-30", "red-20"], ["red-15"], ["blue-15"]]
    state = position(hands, auction_card="red-40", options=Options(0))
    events = bid_round(state, [["green-30", "red-20"], [], []])
    order = next(e for e in events if isinstance(e, ev.PickOrderSet))
    assert set(order.order) == {1, 2} and 0 not in order.order


def test_r5_winner_cannot_pick():
    hands = [["green-30", "red-20"], ["red-15"]]
    state = position(hands, auction_card="red-40", options=Options(0))
    bid_round(state, [["green-30"], ["red-15"]])
    with pytest.raises(IllegalDecision):
        state.apply(Pick(0, DECK.card("green-30").index))


# -- R6, R7: the end and the wild ----------------------------------------------------
def test_r6_r7_game_ends_after_round_12_with_wild_assignment():
    state = position(
        [["green-5", "red-10"], ["blue-5", "red-15"]], auction_card="wild-75", round=12
    )
    bid_round(state, [["green-5"], []])
    bid_round(state, [["green-5"], []])
    while state.phase is Phase.PICK:
        (seat,) = state.to_act()
        state.apply(Pick(seat, state.legal_picks(seat)[0]))
    assert state.phase is Phase.WILD and state.to_act() == (0,)
    # Any family is allowed, also one the owner holds no card of (here: purple).
    events = state.apply(AssignWild(0, Family.PURPLE))
    assert state.is_over
    ended = events[-1]
    assert isinstance(ended, ev.GameEnded)
    assert ended.scoring_cards[0]["purple"] == "wild-75"


def test_r7_best_family_for_the_wild():
    hand = ids("wild-75", "green-80", "red-10", "blue-5")
    # A family with nothing gains the full 75; green already has 80.
    assert best_wild_family(DECK, hand) in (Family.YELLOW, Family.PURPLE)
    assert hand_score(DECK, hand) == 80 + 10 + 5 + 75


# -- R8: scoring ---------------------------------------------------------------------
def test_r8_equal_scores_highest_scoring_tiebreaker_wins():
    a = ids("green-5", "red-10")  # 15; tiebreakers 51, 45
    b = ids("blue-5", "green-10")  # 15; tiebreakers 47, 46
    result = final_result(DECK, [b, a], None)
    assert result.scores == (15, 15) and result.winner == 1 and result.by_tiebreak


def test_r8_wild_on_a_family_holding_a_75_scores_by_tiebreaker():
    hand = ids("wild-75", "green-75")  # tiebreakers: green-75 17, wild 16
    result = final_result(DECK, [hand, ids("red-5")], (0, Family.GREEN))
    assert result.scores[0] == 75
    assert result.scoring_cards[0][Family.GREEN] == DECK.card("green-75").index


def test_r8_score_is_best_card_per_family():
    hand = ids("green-5", "green-80", "red-10", "red-115")
    assert hand_score(DECK, hand) == 80 + 115
    assert len(SCORING_FAMILIES) == 5
