"""Autosave after every decision; quitting and continuing gives the same game; a corrupt
autosave is reported in plain words and kept aside untouched."""

from __future__ import annotations

from PySide6.QtCore import Qt

from tests.model.helpers import state_of
from tests.ui.app_fixtures import make_window, setup_of


def _play_until_decisions(window, qtbot, count: int) -> None:
    for _ in range(count):
        qtbot.waitUntil(lambda: window.actions_bar._seat >= 0, timeout=5000)
        bar = window.actions_bar
        if bar._phase == "adjust":
            qtbot.mouseClick(bar.keepButton, Qt.MouseButton.LeftButton)
        elif bar._phase == "pick":
            window.scene.pickRequested.emit(window.scene.interactiveItems()[0].card().index)
        else:
            window.scene.setSelectedMask(1 << window.scene.trayItems()[0].card().index)
            qtbot.mouseClick(bar.confirmButton, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.actions_bar._seat >= 0, timeout=5000)


def test_save_quit_and_continue_give_the_same_state(qtbot, tmp_path):
    window = make_window(qtbot, tmp_path)
    window.startGame(
        "score5",
        setup_of(("Ann", "human", None), ("B1", "bot", "easy"), ("B2", "bot", "random")),
        seed=5,
    )
    _play_until_decisions(window, qtbot, 5)
    window.close()  # quitting stops the bots: nothing moves after this
    before = state_of(window.model)
    record = window.model.recordText()
    assert (tmp_path / "autosave.json").is_file()

    again = make_window(qtbot, tmp_path)
    assert again.continueAction.isEnabled()
    assert again.continueGame()
    after = state_of(again.model)  # before the resumed bots move on
    assert again.model.recordText() == record
    assert after.hands == before.hands
    assert (after.round, after.phase, after.bids, after.pending) == (
        before.round,
        before.phase,
        before.bids,
        before.pending,
    )
    assert again.model.names() == ["Ann", "B1", "B2"]
    qtbot.waitUntil(lambda: again.actions_bar._seat >= 0, timeout=5000)
    # A saved record file opens the same way.
    path = tmp_path / "game.json"
    again.close()
    again.model.saveTo(path)
    saved = again.model.recordText()
    third = make_window(qtbot, tmp_path / "other")
    assert third.openPath(path)
    assert third.model.recordText() == saved


def test_a_corrupt_autosave_is_reported_and_kept(qtbot, tmp_path):
    (tmp_path / "autosave.json").write_text('{"format": "score5-record", "version": 1, "pla')
    window = make_window(qtbot, tmp_path)
    assert not window.continueGame()
    assert window.messages and "could not be resumed" in window.messages[-1]
    kept = [p for p in tmp_path.iterdir() if p.name.startswith("autosave") and "corrupt" in p.name]
    assert kept and kept[0].read_text().endswith('"pla')
    # The app carries on: a new game can start and autosaves beside the kept file.
    window.startGame("score5", setup_of(("Ann", "human", None), ("B1", "bot", "easy")), seed=1)
    qtbot.waitUntil(lambda: window.actions_bar._seat >= 0, timeout=5000)
    window.scene.setSelectedMask(0)
    qtbot.mouseClick(window.actions_bar.confirmButton, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: (tmp_path / "autosave.json").is_file(), timeout=5000)
    assert kept[0].is_file()
