"""Deals and the game: going out, penalties, the end, the tie-break, leaders, the two hands
of a 2-player shuffle and the options that change the deal (F1, F2, F7-F10, F12)."""

from __future__ import annotations

from collections import Counter

import pytest

from score5_desktop.games.five_three_five.rules import events as ev
from score5_desktop.games.five_three_five.rules.cards import deck_for
from score5_desktop.games.five_three_five.rules.decisions import Options
from score5_desktop.games.five_three_five.rules.state import new_game
from tests.five_three_five.helpers import ADD, LEAD, PASS, dealt, play, random_game


def test_going_out_ends_the_deal_and_the_others_pay_card_by_card():
    state = dealt([(2, 3), (8, 15, 4), (1, 12)])
    play(state, 0, LEAD, 2)
    play(state, 1, PASS)
    play(state, 2, PASS)
    events = play(state, 0, LEAD, 3)  # seat 0 goes out by a lead (F10)
    (end,) = [e for e in events if isinstance(e, ev.DealEnded)]
    assert end.out == 0
    assert end.penalties[1] == (ev.Penalty(4, 1), ev.Penalty(8, 5), ev.Penalty(15, 3))
    assert end.penalties[0] == ()
    assert end.points == (0, 9, 5)
    assert state.totals == [0, 9, 5]
    assert isinstance(events[-1], ev.Dealt)  # the next deal is dealt at once
    assert state.deal == 1 and not state.is_over


def test_going_out_by_an_add_ends_the_deal_before_the_trick_ends():
    state = dealt([(4, 9), (5,), (11, 12)])
    play(state, 0, LEAD, 4)
    events = play(state, 1, ADD, 5)
    assert [type(e) for e in events[:2]] == [ev.Played, ev.DealEnded]
    assert not any(isinstance(e, ev.TrickEnded) for e in events)


def test_game_ends_at_the_target_lowest_total_wins():
    state = dealt([(2,), (8, 8, 15), (1, 12)], options=Options(target=10))
    events = play(state, 0, LEAD, 2)
    assert state.is_over and state.to_act() == ()
    assert events[-1] == ev.GameEnded(
        totals=(0, 13, 5), cards_left=(0, 3, 2), ranking=(0, 2, 1), winners=(0,), tie_break=False
    )
    outcome = state.outcome()
    assert outcome is not None and outcome.winners == (0,) and not outcome.higher_wins


def test_tie_break_fewer_cards_then_shared():
    state = dealt([(2,), (8,), (3,), (4, 5)])
    state.totals = [18, 15, 10, 9]
    events = play(state, 0, LEAD, 2)
    assert events[-1].totals == (18, 20, 11, 11)
    assert events[-1].winners == (2,) and events[-1].tie_break
    state = dealt([(2,), (8,), (3,), (4,)])
    state.totals = [18, 15, 10, 10]
    events = play(state, 0, LEAD, 2)
    assert events[-1].winners == (2, 3) and events[-1].ranking[:2] == (2, 3)


@pytest.mark.parametrize(
    ("first", "hands", "before", "expected"),
    [
        (2, [(3,), (4,), (2,)], [5, 3, 4], 2),  # seats 1, 2 tie: from seat 2 on, seat 2
        (0, [(2,), (4,), (3,)], [6, 3, 3], 1),  # seats 1, 2 tie: from seat 0 on, seat 1
    ],
)
def test_next_leader_lowest_total_then_clockwise_from_the_last_first_leader(
    first, hands, before, expected
):
    state = dealt(hands, leader=first)
    state.totals = before
    events = play(state, first, LEAD, 2)
    assert state.totals[1] == state.totals[2] == min(state.totals)
    assert events[-1] == ev.Dealt(1, (13, 13, 13), 13, expected, False)
    assert state.to_act() == (expected,)


def test_first_leader_is_drawn_and_a_seed_reproduces_a_game():
    leaders = {new_game(4, seed).to_act()[0] for seed in range(40)}
    assert leaders == {0, 1, 2, 3}
    one, two = random_game(4, 11), random_game(4, 11)
    assert one.log == two.log and one.totals == two.totals
    assert random_game(4, 12).log != one.log


def _deck(*hands):
    return Counter(v for hand in hands for v in hand)


def test_two_players_second_hand_comes_from_the_same_shuffle():
    state = random_game(2, 5)
    assert len(state.log) >= 3
    first, second, third = state.log[:3]
    assert [len(h) for h in first.hands] == [12, 12] and len(first.undealt) == 4
    assert not first.second_hand and second.second_hand and not third.second_hand
    assert second.undealt == first.undealt
    assert _deck(*first.hands, *second.hands, first.undealt) == Counter(deck_for(4))
    assert third.hands != second.hands


def test_one_hand_deals_one_hand_of_twelve_per_shuffle():
    state = random_game(2, 5, Options(hands=1))
    for deal in state.log:
        assert not deal.second_hand and [len(h) for h in deal.hands] == [12, 12]
        assert _deck(*deal.hands, deal.undealt) == Counter(deck_for(4))


@pytest.mark.parametrize(
    ("players", "options", "hand", "undealt", "copies"),
    [
        (3, Options(), 13, 13, 4),
        (3, Options(big_deal=True), 16, 4, 4),
        (4, Options(), 12, 4, 4),
        (5, Options(), 12, 5, 5),
        (6, Options(), 10, 5, 5),
    ],
)
def test_deals_per_player_count(players, options, hand, undealt, copies):
    state = random_game(players, 3, options)
    for deal in state.log:
        assert [len(h) for h in deal.hands] == [hand] * players
        assert len(deal.undealt) == undealt
        assert _deck(*deal.hands, deal.undealt) == Counter(deck_for(copies))


@pytest.mark.parametrize(
    ("options", "players", "message"),
    [
        ({"hands": 1}, 4, "two players"),
        ({"big_deal": True}, 4, "three players"),
        ({"target": 15}, 4, "20 or 10"),
        ({"no_limit": 1}, 4, "true or false"),
        ({"speed": 3}, 4, "unknown option"),
        ({}, 7, "2 to 6"),
    ],
)
def test_bad_options_are_refused(options, players, message):
    with pytest.raises(ValueError, match=message):
        Options.from_mapping(options, players)
