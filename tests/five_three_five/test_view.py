"""A seat's view: its own hand, the others' counts only, the public table and memory."""

from __future__ import annotations

from score5_desktop.games.five_three_five.bots.levels import available_levels, make_bot
from score5_desktop.games.five_three_five.rules.cards import INDEX, counts, deck_code, encode
from score5_desktop.games.five_three_five.rules.decisions import Play
from score5_desktop.games.five_three_five.rules.state import new_game
from tests.five_three_five.helpers import LEAD, OVERWRITE, PASS, dealt, play


def test_view_shows_own_hand_counts_of_others_and_the_table():
    state = dealt([(3, 3, 9), (4, 4, 12, 13), (1, 2)], undealt=(15, 15))
    play(state, 0, LEAD, 3, 3)
    play(state, 1, OVERWRITE, 4, 4)
    play(state, 2, PASS)
    view = state.view(0)
    assert view.hand == (9,) and view.hand_sizes == (1, 2, 2)
    assert view.undealt == 2
    assert view.central == (4, 4) and view.last_player == 1
    assert view.passed == (2,) and view.to_act == 0 and view.my_turn
    played = view.played_counts()
    assert played[INDEX[3]] == 2 and played[INDEX[4]] == 2 and sum(played) == 4
    # Nothing in the view names another seat's cards or the cards face down.
    assert 12 not in view and (1, 2) not in view and (15, 15) not in view
    assert view.legal_plays() == [Play(0, PASS)]
    assert state.view(1).legal_plays() == []  # not its turn


def test_unseen_is_the_deck_minus_what_the_seat_knows():
    state = new_game(4, 3)
    (seat,) = state.to_act()
    view = state.view(seat)
    assert view.unseen() == deck_code(4) - encode(view.hand)
    assert sum(counts(view.unseen())) == 52 - 12


def test_random_bot_plays_legal_plays_only_from_the_view():
    assert available_levels()[0] == "random"
    state = new_game(5, 9)
    bots = [make_bot("random", seed) for seed in range(5)]
    while not state.is_over:
        (seat,) = state.to_act()
        state.apply(bots[seat].decide(state.view(seat)))
    assert state.outcome() is not None
