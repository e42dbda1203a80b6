"""SCORE 5's table picture (``games.score5.rules.table_picture``): the one fold of
events that live play and replay share, and the mask that keeps hidden hands away."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from score5_desktop.core import registry
from score5_desktop.core.protocol import TablePictures
from score5_desktop.games.score5.rules import table_picture as tp
from score5_desktop.games.score5.rules.deal import new_game
from score5_desktop.games.score5.rules.decisions import Options


def _play(seed: int, players: int):
    """Yield (state, events) for each decision of a game played by seeded fallbacks
    and random bids, starting with the opening."""
    rng = random.Random(seed)
    state = new_game(players, seed, Options())
    game = registry.get("score5")
    bots = [game.make_bot("random", seed=seed + s) for s in range(players)]
    yield state, state.opening_events()
    while not state.is_over:
        seat = state.to_act()[0]
        decision = (
            state.fallback(seat) if rng.random() < 0.2 else bots[seat].decide(state.view(seat))
        )
        yield state, state.apply(decision)


def test_score5_gives_the_table_pictures_hook():
    assert isinstance(registry.get("score5"), TablePictures)


@settings(max_examples=12, deadline=None)
@given(seed=st.integers(0, 2**32), players=st.integers(2, 5))
def test_the_fold_agrees_with_the_engine_after_every_batch(seed, players):
    picture = None
    for state, events in _play(seed, players):
        if picture is None:
            picture = tp.first_picture(state, events)
            assert picture.auction_card is None  # the opening reveals it
        for event in events:
            before = picture
            picture = tp.next_picture(picture, event, state)
            assert picture is not before
        rest = tp.first_picture(state)
        assert picture.hands == rest.hands and picture.sizes == rest.sizes
        assert picture.known == rest.known and picture.pool == rest.pool
        assert picture.round == rest.round and picture.pile_left == rest.pile_left
    assert picture is not None and picture.ended == state.ended_event()


def test_a_visible_picture_holds_no_hidden_hand_and_only_its_own_bid():
    for state, events in _play(7, 4):
        if not events:  # a bid put down within a step: secret until the reveal
            picture = tp.first_picture(state)
            for seat in range(4):
                shown = tp.visible_picture(picture, frozenset({seat}), state)
                assert shown.visible == {seat}
                assert [h is None for h in shown.hands] == [s != seat for s in range(4)]
                assert all(b == 0 for s, b in enumerate(shown.own_bids) if s != seat)
                assert shown.sizes == picture.sizes
                public = {i for m in shown.known for i in range(64) if m >> i & 1}
                own = {i for i in range(64) if picture.hands[seat] >> i & 1}
                assert set(shown.owners()) <= public | own
            nobody = tp.visible_picture(picture, frozenset(), state)
            assert nobody.hands == (None,) * 4 and nobody.own_bids == (0,) * 4
            return
    raise AssertionError("no bid step was found")
