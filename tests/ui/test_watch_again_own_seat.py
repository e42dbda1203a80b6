"""An online game watched again by the person of seat 1 puts seat 1 at the bottom of
the table, where they played it: the replay seated the first person (seat 0) there,
and the watcher's own hand lay in the tray under someone else's plate."""

from __future__ import annotations

from dataclasses import replace

import pytest

from score5_desktop.core import registry
from score5_desktop.core.players import Player
from score5_desktop.storage.record_files import parse_record
from tests.ui.app_fixtures import make_window

PLAYERS = [Player("Ann"), Player("Bea"), Player("Bot 3", "bot", "easy")]


def finished_record(game_id: str) -> str:
    game = registry.get(game_id)
    options = game.check_options({"target": 10} if game_id == "five-three-five" else {}, 3)
    state = game.new_state(PLAYERS, 17, options)
    bots = [game.make_bot("random", seed) for seed in range(3)]
    while not state.is_over:
        seat = state.to_act()[0]
        state.apply(state.forced(seat) or bots[seat].decide(state.view(seat)))
    return game.dump_record(state, PLAYERS)


@pytest.mark.parametrize("game_id", ["score5", "five-three-five"])
def test_the_watchers_own_seat_sits_at_the_bottom(qtbot, tmp_path, game_id) -> None:
    window = make_window(qtbot, tmp_path)
    result = parse_record(finished_record(game_id), "")
    shown = window.showReplay(result)
    page = getattr(shown, "page", shown)
    assert page.scene.plate(0).pos().y() > page.scene.plate(1).pos().y()  # a local game
    shown = window.showReplay(replace(result, online_seat=1))  # the same game, online
    page = getattr(shown, "page", shown)
    scene = page.scene
    assert page.controller.viewer() == 1 and page.controller.home == 1
    assert scene.plate(1).pos().y() > max(scene.plate(s).pos().y() for s in (0, 2))
