"""The replay navigator steps through any game's record: the tests' tiny game."""

from __future__ import annotations

import pytest

from score5_desktop.core.players import Player
from score5_desktop.storage.record_files import LoadStatus, open_record_file
from score5_desktop.storage.replay_navigator import ReplayNavigator
from tests.shell_tiny_game import Played, TrickTaken, install


@pytest.fixture
def tiny():
    return install()


def finished_record(tiny, seed: int) -> tuple[str, list]:
    players = [Player("Ann"), Player("Bot", "bot", "high")]
    state = tiny.new_state(players, seed, {})
    bots = [tiny.make_bot("random", seed), tiny.make_bot("high")]
    while not state.is_over:
        for decision in [bots[s].decide(state.view(s)) for s in state.to_act()]:
            state.apply(decision)
    return tiny.dump_record(state, players), state.plays


@pytest.mark.parametrize("every", [1, 2, 20])
def test_every_position_of_a_tiny_game(tmp_path, tiny, every):
    text, plays = finished_record(tiny, 5)
    path = tmp_path / "tiny.json"
    path.write_text(text, encoding="utf-8")
    result = open_record_file(path)
    assert result.status is LoadStatus.OK and result.game is tiny and result.finished
    nav = ReplayNavigator(result.game, result.loaded, checkpoint_every=every)
    assert nav.length == len(plays) == 6 and nav.steps == ()
    assert nav.events_at(0) == [] and nav.step(1) is None
    for position in range(nav.length + 1):
        state = nav.state_at(position)
        assert state.plays == plays[:position]
        if position:
            events = nav.events_at(position)
            assert events[0] == Played(*plays[position - 1])
            assert (len(events) == 2) == (position % 2 == 0)  # a trick ends on its second card
            assert all(isinstance(e, TrickTaken) for e in events[1:])
    nav.seek(3)
    assert nav.forward() and nav.position == 4 and nav.back() and nav.back()
    assert nav.state.plays == plays[:2]
    nav.seek(nav.length)
    assert nav.at_end and not nav.forward() and nav.state.is_over
    # A state handed out is the caller's: playing on from it changes nothing here.
    middle = nav.state_at(2)
    middle.apply(middle.fallback(0))
    assert nav.state_at(2).plays == plays[:2]


def test_a_navigator_needs_one_player_per_seat(tiny):
    from dataclasses import replace

    text, _ = finished_record(tiny, 1)
    loaded = tiny.load_record(text)
    with pytest.raises(ValueError):
        ReplayNavigator(tiny, replace(loaded, players=loaded.players[:1]))
    with pytest.raises(ValueError):
        ReplayNavigator(tiny, loaded, checkpoint_every=0)
