"""Issue 24: the end of a game as the app runs it (autosave thread, history worker).

A game finished on the table reaches the history and leaves no autosave; a
locked history never stops the window; a read-only data folder is said once,
keeps the finished game where it can, and never leaves an autosave that would
continue a game that has ended."""

from __future__ import annotations

import json
import sqlite3
import time
from pathlib import Path

import pytest
from PySide6.QtCore import QTimer

from score5_desktop.model.autosaver import Autosaver
from score5_desktop.model.game_history import GameHistory
from score5_desktop.storage import autosave as autosave_module
from score5_desktop.storage import game_end, history_spool
from score5_desktop.storage import history as history_module
from score5_desktop.storage.autosave import AutosaveStore
from score5_desktop.storage.errors import Kind, Problem, StorageError
from score5_desktop.storage.history import open_history
from tests.faults.end_of_game_child import game
from tests.ui.app_fixtures import make_window, setup_of

BOTS = (("B1", "bot", "random"), ("B2", "bot", "random"))


def test_a_game_finished_on_the_table_is_in_the_history_and_not_in_the_autosave(qtbot, tmp_path):
    window = make_window(qtbot, tmp_path)
    before = window.history.db.count_games()  # the tests' shared data folder
    with qtbot.waitSignal(window.history.gameRecorded, timeout=20000):
        window.startGame("score5", setup_of(*BOTS), seed=4)
    assert window.history.flush()
    assert window.autosaver.flush()
    assert window.history.db.count_games() == before + 1
    assert window.history.pendingCount() == 0
    assert not (tmp_path / "autosave.json").exists()


def test_a_locked_history_never_stops_the_window(qtbot, tmp_path, monkeypatch):
    """The 15 s retries and the end-of-game write wait for the file on the worker. The
    worker waits half a second here rather than the app's 2 s: on the GUI thread, either
    would be a stop far over the bound."""
    monkeypatch.setattr(history_module, "WORKER_BUSY_TIMEOUT_SECONDS", 0.5)
    window = make_window(qtbot, tmp_path)
    path = window.history.db.path
    holder = sqlite3.connect(path, isolation_level=None)
    holder.execute("BEGIN EXCLUSIVE")
    ticks: list[float] = []
    timer = QTimer()
    timer.timeout.connect(lambda: ticks.append(time.perf_counter()))
    try:
        with qtbot.waitSignal(window.gameFinished, timeout=20000):
            window.startGame("score5", setup_of(*BOTS), seed=5)
        timer.start(10)  # from here the worker waits 0.5 s for the file, twice
        with qtbot.waitSignal(window.history.problem, timeout=20000) as told:
            pass
        window.history._retry_in_background()  # what the 15 s timer does
        qtbot.wait(1000)
    finally:
        timer.stop()
        holder.execute("ROLLBACK")
        holder.close()
    gaps = [b - a for a, b in zip(ticks, ticks[1:], strict=False)]
    assert max(gaps) < 0.2, f"the window stopped for {max(gaps):.2f} s"
    assert "kept" in told.args[0]
    assert window.history.pendingCount() == 1
    before = window.history.db.count_games()
    window.history._retry_in_background()
    qtbot.waitUntil(lambda: window.history.db.count_games() == before + 1, timeout=10000)
    assert window.history.flush()
    assert window.history.pendingCount() == 0


@pytest.fixture
def read_only(monkeypatch, tmp_path):
    """The data folder refuses new files, renames and removals (as ``chmod a-w`` does
    for anyone but root, who runs these tests), and the history refuses writes; a
    file already there can still be written in place."""

    def refuse(*_args, **_kwargs):
        raise PermissionError(13, "Permission denied")

    def history_refuses(_path):
        raise StorageError(
            Problem(Kind.HISTORY_FAILED, reason="attempt to write a readonly database")
        )

    real_unlink = Path.unlink

    def unlink(self, *args, **kwargs):
        if tmp_path in self.parents:
            refuse()
        return real_unlink(self, *args, **kwargs)

    def apply():
        monkeypatch.setattr(autosave_module, "write_text_atomic", refuse)
        monkeypatch.setattr(history_spool, "write_text_atomic", refuse)
        monkeypatch.setattr(game_end, "open_writer", history_refuses)
        monkeypatch.setattr(Path, "unlink", unlink)

    return apply


def _the_end(qtbot, tmp_path, read_only, in_place: bool, monkeypatch):
    before, finished = game()
    store = AutosaveStore(tmp_path / "autosave.json")
    autosaver = Autosaver(store)
    history = GameHistory(open_history(tmp_path / "history.sqlite3"))
    history.setAutosaver(autosaver)
    told: list[str] = []
    history.problem.connect(told.append)
    store.save_text(before)  # the game in progress, before the folder became read-only
    read_only()
    if not in_place:
        monkeypatch.setattr(AutosaveStore, "_write_in_place", lambda self, text: False)
    autosaver._writer.submit_finished(finished)  # what Autosaver.save does at the end
    history.recordInBackground(finished)
    assert history.flush()
    qtbot.waitUntil(lambda: bool(told), timeout=5000)
    qtbot.wait(50)
    return before, finished, store, autosaver, history, told


def test_read_only_folder_keeps_the_finished_game_in_the_autosave(
    qtbot, tmp_path, read_only, monkeypatch
):
    before, finished, store, autosaver, history, told = _the_end(
        qtbot, tmp_path, read_only, True, monkeypatch
    )
    assert len(told) == 1 and "kept in the autosave" in told[0]
    loaded = store.load()
    assert loaded.finished and not loaded.can_continue  # never "Continue" a game that ended
    autosaver.close()
    history.close()
    monkeypatch.undo()  # the folder can be written again: the next start adds it
    later = GameHistory(open_history(tmp_path / "history.sqlite3"))
    again = AutosaveStore(tmp_path / "autosave.json")
    later.recoverFinished(again.load(), again)
    assert later.flush()
    assert later.db.count_games() == 1
    assert not again.exists()
    later.close()


def test_read_only_folder_and_file_tells_to_save_elsewhere_then_keeps_it_when_it_can(
    qtbot, tmp_path, read_only, monkeypatch
):
    before, finished, store, autosaver, history, told = _the_end(
        qtbot, tmp_path, read_only, False, monkeypatch
    )
    assert len(told) == 1 and "Save game as" in told[0]
    monkeypatch.undo()  # writable again while the app runs: the retry keeps the game
    history._retry_in_background()
    qtbot.waitUntil(lambda: history.db.count_games() == 1, timeout=10000)
    assert history.flush()
    assert not store.exists()  # the game in progress it was is gone with it
    assert len(told) == 1
    autosaver.close()
    history.close()
    assert json.loads(finished)["rounds"]


def test_a_full_disk_never_writes_the_autosave_in_place(tmp_path, monkeypatch):
    """Writing in place is for a folder that refuses new files only: on a full disk it
    could leave half a record where the game in progress was."""
    before, finished = game()
    store = AutosaveStore(tmp_path / "autosave.json")
    store.save_text(before)

    def full(*_args, **_kwargs):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(autosave_module, "write_text_atomic", full)
    with pytest.raises(StorageError):
        store.keep_finished(finished)
    assert store.path.read_text("utf-8") == before
