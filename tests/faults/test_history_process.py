"""Issue 44: the history's long reads run in a worker process, so no Python the read
runs for each row holds the GIL the window needs to paint (a thread did: with 10,000
games the History window stalled 150-200 ms at a time). ``tools/history_responsiveness.py``
measures the window itself at 10,000 and 100,000 games (docs/tools.md)."""

from __future__ import annotations

import os

import pytest

from score5_desktop.model.game_history import GameHistory
from score5_desktop.model.history_reader import HistoryReader
from score5_desktop.storage.history import HistoryDB, open_history
from score5_desktop.ui.common.appearance import Appearance
from score5_desktop.ui.windows.stats_window import StatsWindow
from tests.history.games import OWN_NAME, store


def reader_pid(db: HistoryDB, tag: str) -> tuple[int, str, str | None]:
    """A read that says where it ran (module-level: it is sent to the worker process)."""
    db.count_games()
    return os.getpid(), tag, db.player_name


@pytest.fixture
def file_history(qtbot, tmp_path, monkeypatch):
    monkeypatch.setattr(HistoryReader, "in_process", True)  # the app's way, not the tests'
    history = GameHistory(open_history(tmp_path / "history.sqlite3"))
    history.db.player_name = OWN_NAME
    yield history
    history.close()


def test_a_read_runs_in_another_process_and_its_answer_comes_back(qtbot, file_history):
    reader = HistoryReader(file_history.db)
    answers: list[object] = []
    reader.done.connect(answers.append)
    reader.read(reader_pid, "page")
    assert reader.reading()
    qtbot.waitUntil(lambda: bool(answers), timeout=30_000)
    pid, tag, me = answers[0]
    assert pid != os.getpid()
    assert (tag, me) == ("page", OWN_NAME)
    assert not reader.reading()


def test_statistics_come_from_the_worker_process(qtbot, file_history):
    stored = store(file_history.db)
    window = StatsWindow(file_history, Appearance())
    qtbot.addWidget(window)
    window.show()
    qtbot.waitUntil(lambda: not window.reading(), timeout=30_000)
    assert window.pages.currentWidget() is window.content
    yours = [g for g in stored if g.human_seats()]
    assert window.gamesTile.value.text() == str(len(yours))


def test_a_worker_process_that_cannot_start_leaves_the_read_on_a_thread(
    qtbot, file_history, monkeypatch
):
    from score5_desktop.model import history_reader

    def broken() -> None:
        raise OSError("no processes here")

    monkeypatch.setattr(history_reader, "_process_pool", broken)
    reader = HistoryReader(file_history.db)
    answers: list[object] = []
    reader.done.connect(answers.append)
    reader.read(reader_pid, "fallback")
    qtbot.waitUntil(lambda: bool(answers), timeout=10_000)
    pid, tag, _me = answers[0]
    assert (pid, tag) == (os.getpid(), "fallback")
