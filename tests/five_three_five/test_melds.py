"""Cards, bands, penalties and meld strength (F1, F3, F13)."""

from __future__ import annotations

import pytest

from score5_desktop.games.five_three_five.rules.cards import (
    PENALTY,
    VALUES,
    counts,
    decode,
    encode,
    holds,
    setup_for,
)
from score5_desktop.games.five_three_five.rules.melds import Meld, MeldKind, beats, classify

SINGLE, SET, RUN = MeldKind.SINGLE, MeldKind.SET, MeldKind.RUN


def test_thirteen_values_in_three_bands_no_6_no_10():
    assert VALUES == (1, 2, 3, 4, 5, 7, 8, 9, 11, 12, 13, 14, 15)


def test_penalties():
    assert PENALTY[8] == 5
    assert PENALTY[1] == PENALTY[15] == 3
    assert [PENALTY[v] for v in (11, 12, 13, 14)] == [2, 2, 2, 2]
    assert [PENALTY[v] for v in (2, 3, 4, 5, 7, 9)] == [1] * 6


@pytest.mark.parametrize(
    ("players", "copies", "hand", "undealt", "kwargs"),
    [
        (2, 4, 12, 4, {}),
        (2, 4, 12, 28, {"one_hand": True}),
        (3, 4, 13, 13, {}),
        (3, 4, 16, 4, {"big_deal": True}),
        (4, 4, 12, 4, {}),
        (5, 5, 12, 5, {}),
        (6, 5, 10, 5, {}),
    ],
)
def test_setup_per_player_count(players, copies, hand, undealt, kwargs):
    setup = setup_for(players, **kwargs)
    assert (setup.copies, setup.hand_size, setup.undealt(players)) == (copies, hand, undealt)


def test_counts_codes_round_trip_and_holds():
    cards = (1, 1, 5, 8, 8, 8, 15)
    code = encode(cards)
    assert decode(code) == cards
    assert counts(code)[VALUES.index(8)] == 3
    assert holds(code, encode((8, 8, 8)))
    assert not holds(code, encode((8, 8, 8, 8)))
    assert not holds(code, encode((2,)))
    assert holds(code, 0)


@pytest.mark.parametrize(
    ("cards", "meld"),
    [
        ((7,), Meld(SINGLE, 7, 1)),
        ((12, 12, 12), Meld(SET, 12, 3)),
        ((1, 2, 3, 4, 5), Meld(RUN, 1, 5)),
        ((7, 8, 9), Meld(RUN, 7, 3)),
        ((4, 5, 7), None),  # 5 and 7 are not consecutive
        ((9, 11), None),  # nor are 9 and 11
        ((1, 3), None),
        ((2, 2, 3), None),
        ((6,), None),
        ((), None),
    ],
)
def test_classify(cards, meld):
    assert classify(cards) == meld


def test_singles_and_sets_higher_wins_runs_lower_wins():
    assert beats(Meld(SINGLE, 15, 1), Meld(SINGLE, 14, 1), no_limit=False)
    assert not beats(Meld(SINGLE, 14, 1), Meld(SINGLE, 14, 1), no_limit=False)
    assert beats(Meld(SET, 3, 2), Meld(SET, 2, 2), no_limit=False)
    one_two_three, three_four_five, sun = Meld(RUN, 1, 3), Meld(RUN, 3, 3), Meld(RUN, 11, 3)
    assert beats(one_two_three, three_four_five, no_limit=False)
    assert beats(three_four_five, sun, no_limit=False)
    assert not beats(sun, three_four_five, no_limit=False)


def test_overwrite_needs_same_kind_and_size_without_no_limit():
    assert not beats(Meld(SET, 15, 2), Meld(SINGLE, 3, 1), no_limit=False)
    assert not beats(Meld(SET, 15, 3), Meld(SET, 3, 2), no_limit=False)
    assert not beats(Meld(RUN, 1, 2), Meld(SET, 3, 2), no_limit=False)


def test_no_limit_strength_numbers():
    assert Meld(RUN, 1, 2).strength == 15
    assert Meld(RUN, 11, 3).strength == 5
    assert Meld(SET, 9, 3).strength == 9
    # Across kinds and sizes, only the strength number counts.
    assert beats(Meld(SINGLE, 12, 1), Meld(RUN, 11, 3), no_limit=True)
    assert beats(Meld(RUN, 1, 2), Meld(SET, 14, 2), no_limit=True)
    assert not beats(Meld(SINGLE, 15, 1), Meld(RUN, 1, 2), no_limit=True)
    # A central meld of four or more cards can be overwritten too, by 1 to 3 cards.
    assert beats(Meld(SINGLE, 9, 1), Meld(SET, 4, 4), no_limit=True)
    assert not beats(Meld(SET, 9, 4), Meld(SET, 4, 4), no_limit=True)
