"""Reading the others' hands from every choice they made: likelier hands are dealt more."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from score5_desktop.games.five_three_five.bots.fastplay import LEAD as FAST_LEAD
from score5_desktop.games.five_three_five.bots.fastplay import PASS as FAST_PASS
from score5_desktop.games.five_three_five.bots.fastplay import sample_hands as blind_hands
from score5_desktop.games.five_three_five.bots.levels import make_bot
from score5_desktop.games.five_three_five.bots.reading import (
    choices,
    log_likelihood,
    weighted_hands,
)
from score5_desktop.games.five_three_five.bots.search import EXPERT, HARD
from score5_desktop.games.five_three_five.bots.situation import from_view
from score5_desktop.games.five_three_five.bots.values import N_VALUES
from score5_desktop.games.five_three_five.rules.cards import INDEX
from score5_desktop.games.five_three_five.rules.state import new_game
from tests.five_three_five.helpers import LEAD, OVERWRITE, PASS, dealt, play

_MINE = (3, 3, 3, 3, *[v for v in (4, 5, 7, 8, 9, 11, 12, 13, 14) for _ in range(4)], 15, 15, 15)


def _read(view):
    options = view.options
    return choices(
        view.history, view.hand_sizes, view.seat, view.copies, options.open_pass, options.no_limit
    )


def _hand(*values: int) -> list[int]:
    h = [0] * N_VALUES
    for v in values:
        h[INDEX[v]] += 1
    return h


def _after_a_pass():
    """Two players: seat 0 led a single 3 and seat 1, holding one card, passed."""
    state = dealt([_MINE, (1,)], undealt=(1, 1, 1, 2, 2, 2, 2, 15))
    play(state, 0, LEAD, 3)
    play(state, 1, PASS)
    return state.view(0)


def test_every_choice_of_another_seat_is_noted_with_the_cards_it_played_since():
    state = dealt([(3, 9, 9, 12), (5, 14, 15), (1, 2, 4)], undealt=())
    play(state, 0, LEAD, 3)
    play(state, 1, PASS)
    play(state, 2, PASS)  # seat 0 leads again
    play(state, 0, LEAD, 12)
    play(state, 1, OVERWRITE, 14)
    notes = _read(state.view(2))
    assert sorted(notes) == [0, 1]  # not my own choices
    first, second = notes[1]
    assert first.made == (FAST_PASS, ())
    assert second.made[1] == (INDEX[14],)
    assert list(first.later) == _hand(14)  # the 14 was still in hand at the pass
    assert list(second.later) == _hand(14)
    assert [n.made[0] for n in notes[0]] == [FAST_LEAD, FAST_LEAD]
    assert list(notes[0][0].later) == _hand(3, 12)


def test_a_pass_with_a_winning_overwrite_in_hand_is_unlikely():
    # Seat 1 passed on a single 3 holding one card: with the 15 it would have gone
    # out by overwriting, with a 1 it had no choice.
    (note,) = _read(_after_a_pass())[1]
    assert log_likelihood(_hand(15), [note]) < log_likelihood(_hand(1), [note]) - 2.0


def test_a_pass_over_a_good_overwrite_weighs_below_a_pass_with_none():
    # Three players: seat 1 passed on a single 4 while holding several cards. A hand
    # with a spare 15 (an overwrite that sheds 3 penalty points) makes the pass less
    # likely than a hand whose cards cannot beat or extend a 4.
    state = dealt(
        [(4, 9, 9, 12, 12), (1, 1, 7, 7, 11, 11), (2, 2, 13, 13, 14)],
        undealt=(5, 15, 15, 8, 8, 3),
    )
    play(state, 0, LEAD, 4)
    play(state, 1, PASS)
    (note,) = _read(state.view(2))[1]
    holds_a_15 = _hand(1, 1, 7, 7, 11, 15)
    cannot = _hand(1, 1, 7, 7, 11, 11)
    assert log_likelihood(holds_a_15, [note]) < log_likelihood(cannot, [note])


def test_weighted_worlds_give_the_passing_seat_the_card_it_must_hold():
    view = _after_a_pass()
    sit = from_view(view)
    notes = _read(view)
    rng = random.Random(3)
    blind = sum(
        blind_hands(sit.unseen, sit.deal.sizes, 0, sit.hand, rng)[1][INDEX[1]] for _ in range(400)
    )
    read = sum(
        weighted_hands(sit.unseen, sit.deal.sizes, 0, sit.hand, notes, rng, 16)[1][INDEX[1]]
        for _ in range(400)
    )
    assert blind < 0.6 * 400  # four 1s among nine unseen cards
    assert read > 0.9 * 400
    one = sum(
        weighted_hands(sit.unseen, sit.deal.sizes, 0, sit.hand, notes, rng, 1)[1][INDEX[1]]
        for _ in range(400)
    )
    assert one < 0.6 * 400  # one draw is the blind deal


def test_only_the_expert_reads_every_choice():
    assert EXPERT.reading > 1
    assert HARD.reading == 0


@settings(max_examples=10, deadline=None)
@given(players=st.integers(2, 6), seed=st.integers(0, 2**32))
def test_weighted_worlds_deal_exactly_the_unseen_cards(players, seed):
    state = new_game(players, seed)
    bots = [make_bot("normal", s) for s in range(players)]
    rng = random.Random(seed)
    for _ in range(40):
        if state.is_over:
            break
        (seat,) = state.to_act()
        view = state.view(seat)
        sit = from_view(view)
        notes = _read(view)
        for seat_notes in notes.values():
            for note in seat_notes:  # the hand then held every card played since
                assert sum(note.later) <= note.spot.sizes[note.spot.turn]
        hands = weighted_hands(sit.unseen, sit.deal.sizes, seat, sit.hand, notes, rng, 4)
        assert hands[seat] == sit.hand
        assert [sum(h) for h in hands] == sit.deal.sizes
        for c in range(N_VALUES):
            assert sum(hands[s][c] for s in range(players) if s != seat) <= sit.unseen[c]
        state.apply(bots[seat].decide(view))
