"""The end-of-game window always comes up (issue 11): at every animation speed, whoever
makes the last decision (a human, a bot on a thread, a bot in a worker process). The
games here are resumed from a record just before the last decision, the wild's family
(before the fix, 8 of the 10 thread cases never showed the window; only "instant"
did). New games at every speed are played by the session tests (tests/model)."""

from __future__ import annotations

import re
from dataclasses import replace

import pytest
from PySide6.QtCore import Qt

from score5_desktop.model.game_model import GameModel
from score5_desktop.ui.windows.main_window import MainWindow
from tests.ui.app_fixtures import make_window
from tests.ui.endings import record_before_the_wild, wild_owner

SPEEDS = ("slow", "normal", "fast", "instant", "reduced")


def _window(qtbot, folder, speed: str, process_bot: bool = False) -> MainWindow:
    shown_speed = "normal" if speed == "reduced" else speed
    # No bot factory for the process case: levels above "normal" think in a worker
    # process, as in the app.
    model = GameModel(think=0.1) if process_bot else None
    window = make_window(qtbot, folder, shown_speed, model=model)
    if speed == "reduced":
        window.settings = replace(window.settings, reduced_motion=True)
        window.applyMotion()
    return window


def _finish(window, qtbot, human_last: bool) -> None:
    if human_last:
        bar = window.actions_bar
        qtbot.waitUntil(lambda: bar._seat == 0 and bar._phase == "wild", timeout=10000)
        qtbot.mouseClick(bar.confirmButton, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(window.endDialog.isVisible, timeout=20000)
    assert window.model.isOver()
    assert re.search(r"(You win|wins) with", window.endDialog.winner.text())
    assert window.endDialog.table.rowCount() == 4


@pytest.mark.real_speed  # the end window must come up at every speed
@pytest.mark.parametrize("speed", SPEEDS)
@pytest.mark.parametrize("last", ["human", "thread bot"])
def test_the_end_is_shown_whoever_places_the_wild(qtbot, tmp_path, speed, last):
    human_last = last == "human"
    window = _window(qtbot, tmp_path, speed)
    window.model.setAutosave(None)
    assert window.openPath(record_before_the_wild(tmp_path, human_last))
    _finish(window, qtbot, human_last)
    window.close()


@pytest.mark.real_speed  # the end window must come up at a moving speed too
@pytest.mark.parametrize("speed", ["normal", "instant"])
def test_the_end_is_shown_when_a_process_bot_places_the_wild(qtbot, tmp_path, speed):
    window = _window(qtbot, tmp_path, speed, process_bot=True)
    window.model.setAutosave(None)
    assert window.model.pool.in_process("hard")
    assert window.openPath(record_before_the_wild(tmp_path, False, level="hard"))
    assert window.model.players()[wild_owner(False)].level == "hard"
    _finish(window, qtbot, False)
    window.close()
    assert window.model.pool.worker_pids() == []
