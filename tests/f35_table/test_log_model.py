"""Five Three Five's game log is the shell's log model with the game's words: a row per
sentence, the deal as each row's group, bot failures worded when shown, names in
tooltips never read as markup."""

from __future__ import annotations

from PySide6.QtCore import Qt

from score5_desktop.games.five_three_five.qt import words
from score5_desktop.games.five_three_five.qt.log_model import BotFailure, F35LogModel
from score5_desktop.model.game_log import GameLogModel
from tests.model.test_game_log import _f35_events


def test_the_log_says_each_events_lines_and_a_bots_failure(qapp) -> None:
    names = ("<b>Ann</b>", "Bo", "Cy")
    model = F35LogModel()
    assert isinstance(model, GameLogModel)
    model.start(names, 1)
    events = _f35_events(3)[:40]
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
