"""The action offer: legal and illegal choices of cards, with the reason the table words."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from score5_desktop.games.five_three_five.rules.offer import (
    ALL_VALUES,
    Action,
    Kind,
    Refusal,
    Shape,
    Table,
    all_plays,
    can_add,
    offer,
    shape_of,
)

HAND = (1, 2, 3, 3, 3, 5, 7, 8, 9, 11, 12, 15)


def actions(chosen, central=(), **kw) -> set[Action]:
    return {p.action for p in offer(HAND, chosen, Table(central=tuple(central), **kw)).plays}


def refusal(chosen, central=(), **kw) -> Refusal | None:
    return offer(HAND, chosen, Table(central=tuple(central), **kw)).refusal


@pytest.mark.parametrize(
    ("cards", "shape"),
    [
        ((8,), Shape(Kind.SINGLE, 1, 8)),
        ((3, 3, 3), Shape(Kind.SET, 3, 3)),
        ((13, 11, 12), Shape(Kind.RUN, 3, 11)),
        ((7, 8, 9), Shape(Kind.RUN, 3, 7)),
        ((1, 3), Refusal.NOT_A_MELD),
        ((3, 3, 4), Refusal.NOT_A_MELD),
        ((5, 7), Refusal.RUN_LEAVES_BAND),
        ((9, 11), Refusal.RUN_LEAVES_BAND),
        ((4, 5, 7), Refusal.RUN_LEAVES_BAND),
        ((), Refusal.NOTHING_CHOSEN),
    ],
)
def test_shapes(cards, shape) -> None:
    assert shape_of(cards) == shape


def test_the_leader_may_lead_any_meld_of_up_to_three_and_may_not_pass() -> None:
    assert actions((3, 3, 3)) == {Action.LEAD}
    assert actions((1, 2, 3)) == {Action.LEAD}
    assert actions((15,)) == {Action.LEAD}
    assert refusal((1, 2, 3, 3)) is Refusal.TOO_MANY
    assert refusal((5, 7)) is Refusal.RUN_LEAVES_BAND
    assert refusal((1, 15)) is Refusal.NOT_A_MELD
    lead = offer(HAND, (), Table())
    assert not lead.can_pass and lead.refusal is Refusal.NOTHING_CHOSEN


def test_overwrite_needs_the_same_kind_and_size_and_more_strength() -> None:
    assert actions((12,), central=(11,)) == {Action.OVERWRITE, Action.ADD}  # 11-12 is a run too
    assert actions((15,), central=(11,)) == {Action.OVERWRITE}
    assert refusal((9,), central=(11,)) is Refusal.NOT_STRONGER
    assert refusal((3, 3), central=(4,)) is Refusal.WRONG_KIND  # a set is no single
    assert refusal((11, 12), central=(3, 4, 5)) is Refusal.WRONG_SIZE
    assert refusal((11, 12), central=(4, 4)) is Refusal.WRONG_KIND
    assert refusal((3, 3), central=(5, 5)) is Refusal.NOT_STRONGER
    assert actions((3, 3), central=(2, 2)) == {Action.OVERWRITE}


def test_the_lower_run_is_the_stronger() -> None:
    assert actions((1, 2, 3), central=(3, 4, 5)) == {Action.OVERWRITE}
    assert actions((1, 2, 3), central=(11, 12, 13)) == {Action.OVERWRITE}
    assert refusal((11, 12), central=(7, 8)) is Refusal.NOT_STRONGER


def test_adding_counts_the_result() -> None:
    assert actions((3,), central=(3, 3)) == {Action.ADD}
    assert actions((2, 5), central=(3, 4)) == {Action.ADD}  # both ends at once
    assert actions((1, 2), central=(3, 4)) == {Action.OVERWRITE, Action.ADD}
    assert actions((7,), central=(5,)) == {Action.OVERWRITE}  # 5-7 is no run
    assert not can_add((4, 5), (7,))
    assert can_add((8,), (8,))
    assert not can_add((), (3,))


def test_a_long_central_meld_can_only_be_added_to_without_no_limit() -> None:
    central = (11, 12, 13, 14)
    assert refusal((1, 2, 3), central=central) is Refusal.TOO_LONG_TO_OVERWRITE
    assert actions((15,), central=central) == {Action.ADD}
    assert actions((1, 2, 3), central=central, no_limit=True) == {Action.OVERWRITE}


def test_no_limit_compares_strength_numbers_across_kinds() -> None:
    # A run of 11-12 has strength 16 - 11 = 5; a single 7 beats it, a 3 does not.
    assert actions((7,), central=(11, 12), no_limit=True) == {Action.OVERWRITE}
    assert refusal((3,), central=(11, 12), no_limit=True) is Refusal.NOT_STRONGER
    assert actions((1, 2), central=(14,), no_limit=True) == {Action.OVERWRITE}  # 15 > 14
    assert refusal((1, 2), central=(15,), no_limit=True) is Refusal.NOT_STRONGER


def test_pass_and_turn() -> None:
    assert offer(HAND, (), Table(central=(4,))).can_pass
    assert offer(HAND, (), Table(central=(4,))).refusal is None
    out = offer(HAND, (15,), Table(central=(4,), passed=True))
    assert out.refusal is Refusal.PASSED and not out.plays and not out.can_pass
    waiting = offer(HAND, (15,), Table(central=(4,), to_act=False))
    assert waiting.refusal is Refusal.NOT_YOUR_TURN and not waiting.plays


def test_only_cards_of_the_hand_can_be_chosen() -> None:
    with pytest.raises(ValueError):
        offer(HAND, (4,), Table())
    with pytest.raises(ValueError):
        offer(HAND, (1, 1), Table())


def test_a_hand_with_no_play_must_pass() -> None:
    assert all_plays((1, 2, 9), Table(central=(15, 15))) == []
    assert all_plays((1, 2, 9), Table(central=(15,))) == []
    assert all_plays((9, 9), Table(central=(7, 7))) != []


melds = st.one_of(
    st.builds(lambda v, n: (v,) * n, st.sampled_from(ALL_VALUES), st.integers(1, 3)),
    st.sampled_from(
        [
            tuple(band[i : i + n])
            for band in ((1, 2, 3, 4, 5), (7, 8, 9), (11, 12, 13, 14, 15))
            for n in (2, 3)
            for i in range(len(band) - n + 1)
        ]
    ),
)


@given(
    hand=st.lists(st.sampled_from(ALL_VALUES), min_size=1, max_size=12),
    central=melds,
    no_limit=st.booleans(),
)
def test_every_offered_play_is_a_meld_or_completes_one(hand, central, no_limit) -> None:
    table = Table(central=central, no_limit=no_limit)
    for play in all_plays(hand, table):
        assert 1 <= len(play.cards) <= 3
        if play.action is Action.ADD:
            assert isinstance(shape_of([*central, *play.cards]), Shape)
        else:
            mine, theirs = shape_of(play.cards), shape_of(central)
            assert isinstance(mine, Shape)
            assert mine.strength() > theirs.strength() if no_limit else mine.beats(theirs)
        chosen = offer(hand, play.cards, table)
        assert play in chosen.plays and chosen.refusal is None
