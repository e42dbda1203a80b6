"""The navigator shows exactly the game that was played, at every step, quickly."""

from __future__ import annotations

import time

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from score5_desktop.core import registry
from score5_desktop.engine import events as ev
from score5_desktop.engine.record import dumps, load
from score5_desktop.engine.state import GameState
from score5_desktop.storage.replay_navigator import CHECKPOINT_EVERY, ReplayNavigator


def recorded(games, players: int, seed: int, cut: int | None, max_adjust: int = 2):
    state = (
        games.finished(players, seed, max_adjust)
        if cut is None
        else games.partial(players, seed, cut, max_adjust)
    )
    seats = games.players(players)
    record, replayed = load(dumps(state, seats))
    return state, record, replayed


def shown(games, state) -> tuple:
    """Everything of a state a replay shows: its fingerprint without the decision log
    (a navigator's states are the game's copies, which a game may keep without one)."""
    return games.fingerprint(state)[:-1]


def navigator(record, replayed, **kwargs: int) -> ReplayNavigator:
    """The navigator over a SCORE 5 record, as its game reads it."""
    game = registry.get("score5")
    return ReplayNavigator(game, game.load_record(dumps(replayed.state, record.players)), **kwargs)


def direct_states(games, replayed) -> list[tuple]:
    """Fingerprints after 0, 1, 2, … decisions, applying them one by one from the deal."""
    state = GameState(replayed.state.setup)
    states = [shown(games, state)]
    for decision, _ in replayed.steps:
        state.apply(decision)
        states.append(shown(games, state))
    return states


@settings(
    max_examples=12, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(
    players=st.integers(2, 5),
    seed=st.integers(0, 10**6),
    max_adjust=st.integers(0, 5),
    cut=st.one_of(st.none(), st.integers(0, 200)),
    every=st.sampled_from([1, 7, CHECKPOINT_EVERY]),
)
def test_every_position_equals_the_direct_replay(
    games, players: int, seed: int, max_adjust: int, cut: int | None, every: int
) -> None:
    state, record, replayed = recorded(games, players, seed, cut, max_adjust)
    nav = navigator(record, replayed, checkpoint_every=every)
    expected = direct_states(games, replayed)
    assert nav.length == len(replayed.steps) == len(expected) - 1
    # random access, backwards
    for i in reversed(range(nav.length + 1)):
        assert shown(games, nav.state_at(i)) == expected[i], i
    # walking forward and back with the cursor
    nav.seek(0)
    seen = [shown(games, nav.state)]
    while nav.forward():
        seen.append(shown(games, nav.state))
        assert nav.events == replayed.steps[nav.position - 1][1]
    assert seen == expected
    while nav.back():
        assert shown(games, nav.state) == expected[nav.position]
    assert nav.position == 0 and nav.events == replayed.opening
    assert shown(games, nav.state_at(nav.length)) == shown(games, state)


def test_cursor_bounds(games) -> None:
    _, record, replayed = recorded(games, 3, 4, None)
    nav = navigator(record, replayed)
    assert nav.at_start and not nav.back() and nav.position == 0
    nav.seek(nav.length)
    assert nav.at_end and not nav.forward() and nav.position == nav.length
    for bad in (-1, nav.length + 1):
        with pytest.raises(IndexError):
            nav.seek(bad)
        with pytest.raises(IndexError):
            nav.state_at(bad)
        with pytest.raises(IndexError):
            nav.events_at(bad)
    with pytest.raises(TypeError):
        nav.seek(True)
    with pytest.raises(IndexError):
        nav.step(0)
    assert nav.position == nav.length


def test_states_are_independent_copies(games) -> None:
    state, record, replayed = recorded(games, 4, 6, None)
    nav = navigator(record, replayed)
    middle = nav.state_at(45)
    again = nav.state_at(45)
    middle.apply(next(iter(d for d, _ in replayed.steps[45:46])))
    assert shown(games, nav.state_at(45)) == shown(games, again)
    assert shown(games, nav.state_at(nav.length)) == shown(games, state)


def test_a_record_with_no_decision_yet(games) -> None:
    _, record, replayed = recorded(games, 2, 1, 0)
    nav = navigator(record, replayed)
    assert nav.length == 0 and nav.at_start and nav.at_end
    assert nav.events_at(0) == replayed.opening
    assert isinstance(nav.events_at(0)[0], ev.CardRevealed)
    assert nav.steps == ()
    assert not nav.state_at(0).is_over


def test_step_descriptions_match_the_decisions(games) -> None:
    state, record, replayed = recorded(games, 4, 12, None, max_adjust=3)
    nav = navigator(record, replayed)
    steps = nav.steps
    assert [s.index for s in steps] == list(range(1, nav.length + 1))
    assert [s.kind for s in steps[:4]] == ["bid"] * 4
    assert {s.seat for s in steps[:4]} == {0, 1, 2, 3} and {s.round for s in steps[:4]} == {1}
    for info in steps:
        events = nav.events_at(info.index)
        before = nav.state_at(info.index - 1)
        assert info.player == record.players[info.seat].name
        assert info.round == before.round + 1
        assert info.text
        if info.kind == "pick":
            [taken] = [e for e in events if isinstance(e, ev.CardTaken)]
            assert (taken.seat, (taken.card,)) == (info.seat, info.cards)
        elif info.kind == "adjust":
            assert 1 <= info.adjustment <= 3
            assert info.kept == (before.deck.mask_of(info.cards) == before.bids[info.seat])
        elif info.kind == "wild":
            assert info == steps[-1]
            assert info.family == str(state.wild[1])
    final = nav.state_at(nav.length)
    assert final.is_over
    kinds = {s.kind for s in steps}
    assert {"bid", "adjust", "pick"} <= kinds


def test_any_jump_replays_fewer_than_checkpoint_every_decisions(
    games, monkeypatch: pytest.MonkeyPatch
) -> None:
    """What makes a slider smooth: the cost of a jump is bounded, whatever the game length."""
    _, record, replayed = recorded(games, 5, 3, None, max_adjust=5)
    nav = navigator(record, replayed)
    assert nav.length > 3 * CHECKPOINT_EVERY
    applied = []
    real_apply = GameState.apply
    monkeypatch.setattr(
        GameState, "apply", lambda self, d: (applied.append(d), real_apply(self, d))[1]
    )
    for position in range(nav.length + 1):
        applied.clear()
        nav.state_at(position)
        assert len(applied) < CHECKPOINT_EVERY
    monkeypatch.undo()
    started = time.perf_counter()
    for position in range(nav.length + 1):
        nav.state_at(position)
    assert time.perf_counter() - started < 1.0  # typically ~10 ms for the whole game
