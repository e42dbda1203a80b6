"""A trick, by the rulings: leads, overwrites, adds, passes and the four ways a trick ends
(F4-F6, F11, F13)."""

from __future__ import annotations

import pytest

from score5_desktop.core.errors import IllegalDecision
from score5_desktop.games.five_three_five.rules import events as ev
from score5_desktop.games.five_three_five.rules.decisions import Options, Play
from score5_desktop.games.five_three_five.rules.melds import Meld, MeldKind
from tests.five_three_five.helpers import ADD, LEAD, OVERWRITE, PASS, dealt, play

FILLER = [(9, 9, 11), (12, 13, 14), (2, 3, 15), (1, 4, 7)]


def four(*hands):
    """Four hands: the given ones first, filler cards for the rest."""
    return [tuple(h) + FILLER[s] for s, h in enumerate(hands)] + [
        FILLER[s] for s in range(len(hands), 4)
    ]


def ended(events):
    return [e for e in events if isinstance(e, ev.TrickEnded)]


def test_leader_must_play_a_single_a_set_or_run_of_two_or_three():
    state = dealt(four((5, 5, 5, 5, 1, 2, 3, 4)))
    with pytest.raises(IllegalDecision, match="leader must play"):
        state.apply(Play(0, PASS))
    for cards in [(5, 5, 5, 5), (1, 2, 3, 4), (1, 3), (4, 5, 7), (8,)]:
        assert not state.is_legal(Play(0, LEAD, cards))
    for cards in [(5,), (5, 5), (5, 5, 5), (1, 2), (2, 3, 4)]:
        assert state.is_legal(Play(0, LEAD, cards))
    leads = state.legal_plays(0)
    assert all(p.action is LEAD for p in leads)
    assert Play(0, LEAD, (5, 5, 5)) in leads and Play(0, LEAD, (1, 2, 3)) in leads


def test_wrong_seat_and_cards_not_held_are_refused_and_change_nothing():
    state = dealt(four((5,)))
    with pytest.raises(IllegalDecision, match="turn"):
        state.apply(Play(1, LEAD, (12,)))
    with pytest.raises(IllegalDecision, match="not in the player's hand"):
        state.apply(Play(0, LEAD, (8,)))
    assert state.legal_plays(0) == dealt(four((5,))).legal_plays(0)


def test_permanent_pass_and_every_other_player_passed():
    state = dealt(four((3, 3), (4, 4), (), (14, 14)))
    play(state, 0, LEAD, 3, 3)
    play(state, 1, OVERWRITE, 4, 4)
    play(state, 2, PASS)
    play(state, 3, OVERWRITE, 14, 14)
    assert state.to_act() == (0,)
    assert play(state, 0, PASS) == [ev.Passed(0)]
    assert state.to_act() == (1,)  # seat 2 passed: out of this trick
    events = play(state, 1, PASS)
    assert ended(events) == [ev.TrickEnded(ev.TrickEnd.ALL_PASSED, 3, (14, 14))]
    assert state.to_act() == (3,) and state.central is None


def test_overwrite_same_kind_same_size_stronger_runs_reversed():
    state = dealt(four((3, 4, 5), (1, 2, 3, 13, 13)))
    play(state, 0, LEAD, 3, 4, 5)
    plays = state.legal_plays(1)
    assert Play(1, OVERWRITE, (1, 2, 3)) in plays
    assert Play(1, OVERWRITE, (13, 13)) not in plays  # a set does not answer a run
    assert not state.is_legal(Play(1, OVERWRITE, (11, 12, 13)))
    play(state, 1, OVERWRITE, 1, 2, 3)
    assert state.central == Meld(MeldKind.RUN, 1, 3)


def test_adding_grows_a_single_into_a_set_or_a_run_and_a_run_at_both_ends():
    state = dealt(four((3,), (3, 2, 4), (1, 5)))
    play(state, 0, LEAD, 3)
    plays = state.legal_plays(1)
    assert Play(1, ADD, (3,)) in plays  # 3-3: a set
    assert Play(1, ADD, (2, 4)) in plays  # 2-3-4: a run
    assert Play(1, OVERWRITE, (4,)) in plays and Play(1, ADD, (4,)) in plays
    assert not state.is_legal(Play(1, ADD, (2, 3)))  # 2-3-3 is neither
    play(state, 1, ADD, 2, 4)
    play(state, 2, ADD, 1, 5)  # both ends at once: the result is a run
    assert state.central is None  # 1-2-3-4-5: a run of five ends the trick


def test_a_set_grows_only_by_its_value():
    state = dealt(four((7, 7), (7, 8, 9)))
    play(state, 0, LEAD, 7, 7)
    assert not state.is_legal(Play(1, ADD, (8, 9)))
    assert state.is_legal(Play(1, ADD, (7,)))


def test_every_copy_ends_the_trick_four_at_four_players():
    state = dealt(four((5, 5), (5, 5)))
    events = play(state, 0, LEAD, 5, 5)
    assert not ended(events)
    events = play(state, 1, ADD, 5, 5)
    assert ended(events) == [ev.TrickEnded(ev.TrickEnd.ALL_COPIES, 1, (5, 5, 5, 5))]
    assert state.to_act() == (1,)


def test_every_copy_is_five_at_five_players_and_four_cards_are_not_overwritten():
    hands = [(5, 5, 12), (5, 5, 12), (5, 9, 12), (13, 14, 15), (1, 2, 3)]
    state = dealt(hands)
    play(state, 0, LEAD, 5, 5)
    assert not ended(play(state, 1, ADD, 5, 5))
    plays = state.legal_plays(2)
    assert {p.action for p in plays} == {PASS, ADD}  # four cards: no overwrite (F4)
    assert ended(play(state, 2, ADD, 5))[0].reason is ev.TrickEnd.ALL_COPIES


def test_no_limit_overwrites_across_kinds_and_four_card_melds():
    options = Options(no_limit=True)
    hands = [(2, 3, 12), (4, 5, 12), (9, 15, 12), (13, 14, 11), (1, 7, 11)]
    state = dealt(hands, options=options)
    play(state, 0, LEAD, 2, 3)
    play(state, 1, ADD, 4, 5)  # 2-3-4-5: strength 14, four cards
    plays = state.legal_plays(2)
    assert Play(2, OVERWRITE, (15,)) in plays
    assert Play(2, OVERWRITE, (9,)) not in plays
    play(state, 2, OVERWRITE, 15)
    assert state.central == Meld(MeldKind.SINGLE, 15, 1)
    # Nothing beats 15 (a run from 1 is 15 too): only adds or a pass.
    state = dealt(hands, options=options)
    play(state, 0, LEAD, 12)
    assert Play(1, OVERWRITE, (4, 5)) not in state.legal_plays(1)  # 16 - 4 = 12
    play(state, 1, PASS)
    assert not state.is_legal(Play(2, OVERWRITE, (12, 12)))  # a set of 12s is 12: no
    assert Play(2, OVERWRITE, (12,)) not in state.legal_plays(2)


def test_rule_of_8_overwrite_and_add_end_the_trick_but_a_lead_does_not():
    state = dealt(four((8, 8), (9,), (8,)))
    assert not ended(play(state, 0, LEAD, 8))
    assert state.to_act() == (1,)
    play(state, 1, OVERWRITE, 9)
    # 8 added to a 9 makes 8-9: a run, and the 8 ends the trick.
    events = play(state, 2, ADD, 8)
    assert ended(events) == [ev.TrickEnded(ev.TrickEnd.RULE_OF_8, 2, (8, 9))]
    state = dealt(four((7,), (8,)))
    play(state, 0, LEAD, 7)
    assert ended(play(state, 1, OVERWRITE, 8))[0].reason is ev.TrickEnd.RULE_OF_8


def test_open_pass_lets_a_passer_play_again_and_needs_passes_in_a_row():
    state = dealt(four((3,), (4,), (), (5, 7)), options=Options(open_pass=True))
    play(state, 0, LEAD, 3)
    play(state, 1, PASS)
    play(state, 2, PASS)
    play(state, 3, OVERWRITE, 5)
    assert state.to_act() == (0,)
    play(state, 0, PASS)
    assert state.passed_seats() == (0, 1, 2)
    assert state.to_act() == (1,)  # seat 1 passed before, plays again
    play(state, 1, OVERWRITE, 13)
    assert state.passed_seats() == (0, 2)  # seat 1 played since
    play(state, 2, PASS)
    play(state, 3, PASS)
    assert state.central is not None  # two passes in a row so far
    events = play(state, 0, PASS)
    assert ended(events) == [ev.TrickEnded(ev.TrickEnd.ALL_PASSED, 1, (13,))]


def test_permanent_pass_skips_passers_the_whole_trick():
    state = dealt(four((3,), (4, 13), (), (5, 7)))
    play(state, 0, LEAD, 3)
    play(state, 1, PASS)
    play(state, 2, PASS)
    play(state, 3, OVERWRITE, 5)
    assert ended(play(state, 0, PASS))[0].reason is ev.TrickEnd.ALL_PASSED
    assert state.to_act() == (3,)


def test_passing_is_legal_whenever_not_leading_and_no_play_forces_it():
    state = dealt([(15, 9), (1, 2, 7), (3, 4), (5, 11)])
    play(state, 0, LEAD, 15)
    assert state.legal_plays(1) == [Play(1, PASS)]
    assert state.forced(1) == Play(1, PASS)
