"""Five Three Five's game log is the shell's log model with the game's words: a row per
sentence, the deal as each row's group, bot failures worded when shown, names in
tooltips never read as markup."""

from __future__ import annotations

import random

from PySide6.QtCore import Qt

from score5_desktop.core import registry
from score5_desktop.core.players import Player
from score5_desktop.games.five_three_five.qt import words
from score5_desktop.games.five_three_five.qt.log_model import BotFailure, F35LogModel
from score5_desktop.model.game_log import GameLogModel


def _events(seed: int = 3) -> list[object]:
    game = registry.get("five-three-five")
    state = game.new_state([Player(f"P{s}", "bot", "random") for s in range(3)], seed, {})
    rng = random.Random(seed)
    events = list(state.opening_events())
    for _ in range(12):
        (seat,) = state.to_act()
        events += state.apply(rng.choice(state.legal_plays(seat)))
    return events


def test_the_log_says_each_events_lines_and_a_bots_failure(qapp) -> None:
    names = ("<b>Ann</b>", "Bo", "Cy")
    model = F35LogModel()
    assert isinstance(model, GameLogModel)
    model.start(names, 1)
    events = _events()
    for event in events:
        model.append(2, event)
    model.append(2, BotFailure(0, "timeout"))
    expected = [line for event in events for line in words.log_lines(event, names, 1)]
    lines = model.lines()
    assert lines[:-1] == expected and len(expected) > 3
    assert lines[-1] == "<b>Ann</b> failed (timeout): a simple play was made for it."
    last = model.index(model.rowCount() - 1)
    assert last.data(GameLogModel.GroupRole) == 2
    assert "&lt;b&gt;Ann" in last.data(Qt.ItemDataRole.ToolTipRole)
    model.start(names, None)
    assert model.rowCount() == 0
