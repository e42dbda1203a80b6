"""Five Three Five's table picture (``games.five_three_five.rules.table_picture``): the
one fold of events that live play and replay share, and the mask that keeps hidden
hands away from the table."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from score5_desktop.core import registry
from score5_desktop.core.players import Player
from score5_desktop.core.protocol import TablePictures
from score5_desktop.games.five_three_five.rules import events as ev
from score5_desktop.games.five_three_five.rules import table_picture as tp
from score5_desktop.games.five_three_five.rules.decisions import Options
from score5_desktop.games.five_three_five.rules.record import dumps, loads
from score5_desktop.games.five_three_five.rules.state import new_game

GAME = registry.get("five-three-five")


def _play(seed: int, players: int, options: Options | None = None, *, limit: int = 10_000):
    """Yield (state, events) for the opening and each play of a seeded random game."""
    rng = random.Random(seed)
    state = new_game(players, seed, options)
    yield state, state.opening_events()
    for _ in range(limit):
        if state.is_over:
            return
        (seat,) = state.to_act()
        yield state, state.apply(rng.choice(state.legal_plays(seat)))


def _agrees(picture: tp.TablePicture, state) -> None:
    view = state.view(0)
    n = state.players
    assert picture.hands == tuple(state.hand(s) for s in range(n))
    assert picture.sizes == view.hand_sizes
    assert picture.totals == view.totals
    assert picture.passed == view.passed
    assert picture.to_act == view.to_act
    assert picture.undealt == view.undealt
    assert picture.deal == view.deal
    assert tp._values(view.played_counts()) == picture.played
    assert (picture.melds[-1].cards if picture.melds else ()) == view.central
    if picture.melds:
        assert picture.melds[-1].seat == view.last_player


def test_five_three_five_gives_the_table_pictures_hook():
    assert isinstance(GAME, TablePictures)


@settings(max_examples=15, deadline=None)
@given(
    seed=st.integers(0, 2**32),
    players=st.integers(2, 6),
    open_pass=st.booleans(),
    one_hand=st.booleans(),
)
def test_the_fold_agrees_with_the_engine_after_every_play(seed, players, open_pass, one_hand):
    options = Options(open_pass=open_pass, hands=1 if one_hand else Options().hands)
    picture = None
    for state, events in _play(seed, players, options):
        if picture is None:
            picture = GAME.first_picture(state, events)
            assert picture.sizes == (0,) * players and not picture.melds  # dealt next
        for event in events:
            picture = GAME.next_picture(picture, event, state)
        if not state.is_over:
            _agrees(picture, state)
    assert picture is not None and picture.is_over
    assert picture.deal_points and len(picture.deal_points) == state.deal + 1


def test_a_trick_keeps_its_covered_melds_and_a_sweep_goes_to_the_next_leader():
    picture = None
    seen_cover = seen_sweep = False
    for state, events in _play(3, 4):
        if picture is None:
            picture = GAME.first_picture(state, events)
        for event in events:
            picture = GAME.next_picture(picture, event, state)
            if isinstance(event, ev.Played) and len(picture.melds) > 1:
                seen_cover = True
            if isinstance(event, ev.TrickEnded):
                assert picture.sweep_to == event.leader and picture.melds == ()
                seen_sweep = True
            elif picture.sweep_to is not None:
                raise AssertionError("a sweep lasts one event only")
    assert seen_cover and seen_sweep


def test_the_end_of_a_deal_shows_every_hand_left_even_when_masked():
    picture = None
    for state, events in _play(5, 3):
        if picture is None:
            picture = GAME.first_picture(state, events)
        for event in events:
            picture = GAME.next_picture(picture, event, state)
            if isinstance(event, ev.DealEnded):
                nobody = GAME.visible_picture(picture, frozenset(), state)
                for seat in range(3):
                    left = tuple(sorted(p.value for p in event.penalties[seat]))
                    assert nobody.revealed(seat) == left == picture.hands[seat]
                return
    raise AssertionError("no deal ended")


def test_a_visible_picture_holds_no_hidden_hand():
    picture = None
    for state, events in _play(11, 4, limit=30):
        if picture is None:
            picture = GAME.first_picture(state, events)
        for event in events:
            picture = GAME.next_picture(picture, event, state)
        for seat in range(4):
            shown = GAME.visible_picture(picture, frozenset({seat}), state)
            assert shown.visible == {seat}
            assert shown.hands[seat] == state.hand(seat)
            assert shown.sizes == picture.sizes
        assert GAME.visible_picture(picture, frozenset(), state).hands == (None,) * 4


def test_replaying_a_record_folds_the_same_picture_as_the_live_game():
    live = None
    for state, events in _play(21, 5, limit=60):
        if live is None:
            live = GAME.first_picture(state, events)
        for event in events:
            live = GAME.next_picture(live, event, state)
    players = [Player(f"P{s}") for s in range(5)]
    loaded = loads(dumps(state, players))
    replay = loaded.start.copy()
    opening = replay.opening_events()
    again = GAME.first_picture(replay, opening)
    for event in opening:
        again = GAME.next_picture(again, event, replay)
    for decision in loaded.decisions:
        for event in replay.apply(decision):
            again = GAME.next_picture(again, event, replay)
    assert again == live


@settings(max_examples=25, deadline=None)
@given(seed=st.integers(0, 2**32), players=st.integers(2, 6), plays=st.integers(0, 150))
def test_a_state_at_rest_shows_what_the_fold_from_the_start_shows(seed, players, plays):
    """A resumed game laid out from its state alone: the same hands, the same melds of
    the trick under way (the covered ones too) and the same points per finished deal."""
    folded = None
    for state, events in _play(seed, players, limit=plays):
        if folded is None:
            folded = GAME.first_picture(state, events)
        for event in events:
            folded = GAME.next_picture(folded, event, state)
    if state.is_over:
        return
    rest = GAME.first_picture(state, ())
    _agrees(rest, state)
    assert rest.melds == folded.melds
    assert rest.deal_points == folded.deal_points
    assert rest.trick_leader == folded.trick_leader


def test_nobody_is_to_play_once_a_hand_is_played_out():
    """The last card of a hand ends the deal (F7): the picture names no seat to play (the
    next seat's plate was lit while the last card landed and the hands were counted)."""
    picture = None
    outs = 0
    for state, events in _play(7, 3):
        if picture is None:
            picture = GAME.first_picture(state, events)
        for event in events:
            picture = GAME.next_picture(picture, event, state)
            if isinstance(event, ev.Played) and event.cards_left == 0:
                assert picture.to_act is None, event
                outs += 1
    assert outs >= 2


def test_a_play_that_ends_the_trick_names_its_player_to_lead_from_its_first_frame():
    """A run of five, the rule of 8 or every copy ends the trick with the play: the
    picture of the play itself already has its player to act, as the trick's end will
    (issue 43: another seat was named and highlighted for a moment)."""
    ended_by_the_play = 0
    for seed in range(12):
        picture = None
        for state, events in _play(seed, 2 + seed % 5, Options(target=10)):
            if picture is None:
                picture = tp.first_picture(state, events)
            for event, following in zip(events, (*events[1:], None), strict=True):
                picture = tp.next_picture(picture, event, state)
                if isinstance(event, ev.Played) and isinstance(following, ev.TrickEnded):
                    if following.reason is not ev.TrickEnd.ALL_PASSED:
                        ended_by_the_play += 1
                    assert picture.to_act == following.leader == event.seat
    assert ended_by_the_play > 20
