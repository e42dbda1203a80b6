"""The action offer: legal and illegal choices of cards, with the reason the table words."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from score5_desktop.games.five_three_five.rules.cards import VALUES, encode, setup_for
from score5_desktop.games.five_three_five.rules.decisions import Action, Play
from score5_desktop.games.five_three_five.rules.legal import legal_plays, table_for
from score5_desktop.games.five_three_five.rules.melds import Meld, MeldKind, classify
from score5_desktop.games.five_three_five.rules.offer import (
    Refusal,
    Trick,
    all_plays,
    can_add,
    offer,
    shape_of,
)

ALL_VALUES = VALUES

HAND = (1, 2, 3, 3, 3, 5, 7, 8, 9, 11, 12, 15)


def actions(chosen, central=(), **kw) -> set[Action]:
    return {p.action for p in offer(HAND, chosen, Trick(0, central=tuple(central), **kw)).plays}


def refusal(chosen, central=(), **kw) -> Refusal | None:
    return offer(HAND, chosen, Trick(0, central=tuple(central), **kw)).refusal


@pytest.mark.parametrize(
    ("cards", "shape"),
    [
        ((8,), Meld(MeldKind.SINGLE, 8, 1)),
        ((3, 3, 3), Meld(MeldKind.SET, 3, 3)),
        ((13, 11, 12), Meld(MeldKind.RUN, 11, 3)),
        ((7, 8, 9), Meld(MeldKind.RUN, 7, 3)),
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
    lead = offer(HAND, (), Trick(0))
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
    assert offer(HAND, (), Trick(0, central=(4,))).can_pass
    assert offer(HAND, (), Trick(0, central=(4,))).refusal is None
    out = offer(HAND, (15,), Trick(0, central=(4,), passed=True))
    assert out.refusal is Refusal.PASSED and not out.plays and not out.can_pass
    waiting = offer(HAND, (15,), Trick(0, central=(4,), to_act=False))
    assert waiting.refusal is Refusal.NOT_YOUR_TURN and not waiting.plays


def test_only_cards_of_the_hand_can_be_chosen() -> None:
    with pytest.raises(ValueError):
        offer(HAND, (4,), Trick(0))
    with pytest.raises(ValueError):
        offer(HAND, (1, 1), Trick(0))


def test_a_hand_with_no_play_must_pass() -> None:
    assert all_plays((1, 2, 9), Trick(0, central=(15, 15))) == []
    assert all_plays((1, 2, 9), Trick(0, central=(15,))) == []
    assert all_plays((9, 9), Trick(0, central=(7, 7))) != []


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
    players=st.sampled_from([4, 6]),
    leading=st.booleans(),
)
def test_the_offer_finds_exactly_the_engines_legal_plays(
    hand, central, no_limit, players, leading
) -> None:
    """Every choice of one to three cards, offered, gives back the engine's own list."""
    copies = setup_for(players).copies
    together = [*hand, *central]
    if any(together.count(v) > copies for v in together):
        return  # more copies than the game has
    meld = None if leading else classify(tuple(sorted(central)))
    engine = legal_plays(table_for(players, copies, no_limit), 1, encode(hand), meld)
    trick = Trick(1, central=() if leading else central, no_limit=no_limit)
    mine = all_plays(hand, trick)
    expected = [p for p in engine if p.action is not Action.PASS]
    assert sorted(mine) == sorted(expected)
    for play in mine:
        chosen = offer(hand, play.cards, trick)
        assert play in chosen.plays and chosen.refusal is None
        assert chosen.can_pass is (not leading)
    assert (Play(1, Action.PASS) in engine) is (not leading)


def test_with_the_engines_plays_the_offer_offers_those_only() -> None:
    # Open pass: this seat passed in the trick, and the engine gives it the turn back.
    overwrite = Play(0, Action.OVERWRITE, (15,))
    legal = frozenset({Play(0, Action.PASS, ()), overwrite})
    trick = Trick(0, central=(4,), legal=legal)
    assert offer(HAND, (), trick).can_pass
    assert offer(HAND, (15,), trick).plays == (overwrite,)
    # Nothing the engine leaves out is offered, though the cards would make it.
    narrow = Trick(0, central=(4,), legal=frozenset({Play(0, Action.PASS, ())}))
    assert offer(HAND, (15,), narrow).plays == ()
    assert not offer(HAND, (15,), Trick(0, central=(4,), legal=frozenset())).can_pass
