"""Inference from passes: the searching bots' worlds agree with what the table saw."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from score5_desktop.games.five_three_five.bots.fastplay import SINGLE
from score5_desktop.games.five_three_five.bots.fastplay import sample_hands as blind_hands
from score5_desktop.games.five_three_five.bots.inference import misfits, pass_notes, sample_hands
from score5_desktop.games.five_three_five.bots.levels import make_bot
from score5_desktop.games.five_three_five.bots.situation import from_view
from score5_desktop.games.five_three_five.bots.values import N_VALUES
from score5_desktop.games.five_three_five.rules.cards import INDEX
from score5_desktop.games.five_three_five.rules.state import new_game
from tests.five_three_five.helpers import LEAD, OVERWRITE, PASS, dealt, play

#: Seat 0 holds nearly every strong card; seat 1 has one card.
_MINE = (3, 3, 3, 3, *[v for v in (4, 5, 7, 8, 9, 11, 12, 13, 14) for _ in range(4)], 15, 15, 15)


def _after_a_pass():
    """Two players: seat 0 led a single 3 and seat 1 passed, so seat 0 leads again."""
    state = dealt([_MINE, (1,)], undealt=(1, 1, 1, 2, 2, 2, 2, 15))
    play(state, 0, LEAD, 3)
    play(state, 1, PASS)
    view = state.view(0)
    assert view.to_act == 0
    return view


def _notes(view):
    options = view.options
    return pass_notes(
        view.history, view.hand_sizes, view.seat, view.copies, options.open_pass, options.no_limit
    )


def test_a_pass_is_noted_with_the_meld_passed_on():
    notes = _notes(_after_a_pass())
    assert sorted(notes) == [1]
    (note,) = notes[1]
    assert note.spot.central == (SINGLE, INDEX[3], 1)
    assert note.spot.sizes == [42, 1]  # the sizes just after seat 0 led
    assert not any(note.later)


def test_a_seat_that_passed_over_a_single_it_could_beat_is_never_dealt_a_beating_card():
    # Seat 1 held one card when it passed on a single 3: with the 15 (overwrite) or a 2
    # (add: the run 2-3) it would have gone out, so every world gives it a 1; blind
    # worlds give it the 15 a ninth of the time.
    view = _after_a_pass()
    sit = from_view(view)
    notes = _notes(view)
    rng = random.Random(5)
    blind = [blind_hands(sit.unseen, sit.deal.sizes, 0, sit.hand, rng)[1] for _ in range(300)]
    assert any(h[INDEX[15]] for h in blind)
    for _ in range(300):
        hands = sample_hands(sit.unseen, sit.deal.sizes, 0, sit.hand, notes, rng)
        assert hands[1][INDEX[1]] == 1
        assert misfits(hands[1], notes[1]) == 0
        assert sum(hands[1]) == 1


def test_cards_played_after_a_pass_count_in_the_hand_it_passed_with():
    state = dealt([(3, 9, 9, 12), (5, 14), (1, 2, 4)], undealt=())
    play(state, 0, LEAD, 3)
    play(state, 1, PASS)
    play(state, 2, PASS)  # seat 0 leads again
    play(state, 0, LEAD, 12)
    play(state, 1, OVERWRITE, 14)
    view = state.view(2)
    (note,) = _notes(view)[1]
    later = [0] * N_VALUES
    later[INDEX[14]] = 1
    assert list(note.later) == later
    # Seat 1 now holds one card; with the 14 back it had two when it passed on the 3.
    assert misfits([0] * N_VALUES, [note]) == 1  # a 14 over a 3 was its play then


@settings(max_examples=12, deadline=None)
@given(players=st.integers(2, 6), seed=st.integers(0, 2**32))
def test_sampled_worlds_deal_exactly_the_unseen_cards(players, seed):
    state = new_game(players, seed)
    bots = [make_bot("normal", s) for s in range(players)]
    rng = random.Random(seed)
    for _ in range(40):
        if state.is_over:
            break
        (seat,) = state.to_act()
        view = state.view(seat)
        sit = from_view(view)
        hands = sample_hands(sit.unseen, sit.deal.sizes, seat, sit.hand, _notes(view), rng)
        assert hands[seat] == sit.hand
        assert [sum(h) for h in hands] == sit.deal.sizes
        for c in range(N_VALUES):
            dealt_out = sum(hands[s][c] for s in range(players) if s != seat)
            assert dealt_out <= sit.unseen[c]
        state.apply(bots[seat].decide(view))
