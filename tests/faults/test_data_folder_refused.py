"""Issue 44: a data folder that cannot be entered (``chmod 000``, another user's) opens
the window with one notice that says what is not kept and where, instead of a traceback
from ``AutosaveStore.exists()``.

Tests run as root, whom ``chmod 000`` does not stop: the folder's refusal is
simulated where Python asks the system (``os.stat``), as Python 3.11's
``Path.is_file()`` then raises ``PermissionError``."""

from __future__ import annotations

import errno
import os

from score5_desktop.model.game_history import GameHistory
from score5_desktop.model.game_model import GameModel
from score5_desktop.storage.autosave import AutosaveStore
from score5_desktop.storage.history import open_history
from score5_desktop.storage.settings import SettingsStore
from score5_desktop.ui.windows.main_window import MainWindow
from tests.ui.app_fixtures import fast_bots


def test_a_data_folder_that_cannot_be_entered_opens_the_window_with_one_notice(
    qtbot, tmp_path, monkeypatch
):
    data = tmp_path / "data"
    data.mkdir()
    real_stat = os.stat

    def refused(path, *args, **kwargs):
        if os.fspath(path).startswith(f"{data}{os.sep}"):
            raise PermissionError(errno.EACCES, "Permission denied", os.fspath(path))
        return real_stat(path, *args, **kwargs)

    monkeypatch.setattr(os, "stat", refused)
    model = GameModel(bot_factory=fast_bots)
    window = MainWindow(
        SettingsStore(tmp_path / "settings.json"),
        AutosaveStore(data / "autosave.json"),
        quiet=True,
        model=model,
        history=GameHistory(open_history(data / "history.sqlite3")),
    )
    qtbot.addWidget(window)
    window.showEmptyTable(window.startingGame())
    window.show()
    qtbot.waitUntil(lambda: bool(window.messages), timeout=5000)
    qtbot.wait(50)
    [notice] = window.messages
    assert str(data) in notice and "cannot be read or written (permission denied)" in notice
    assert "will not be remembered" in notice
    assert not window.continueAction.isEnabled()


def test_a_read_only_data_folder_promises_no_kept_games(qtbot, tmp_path, monkeypatch):
    """A fresh data folder on a read-only file system: the history file cannot be made,
    and the first notice said finished games "are kept and will be added"; nothing
    can be kept there. (Tests run as root, whom permissions do not stop: the file
    system's refusals are simulated where the storage asks it.)"""
    import sqlite3
    import tempfile

    from score5_desktop.storage import history as history_module

    data = tmp_path / "data"
    data.mkdir()
    real_connect, real_temp = history_module._connect, tempfile.TemporaryFile

    def read_only_connect(target, *args, **kwargs):
        if os.fspath(target).startswith(os.fspath(data)):
            raise sqlite3.OperationalError("unable to open database file")
        return real_connect(target, *args, **kwargs)

    def read_only_temp(*args, dir=None, **kwargs):  # noqa: A002 - tempfile's name
        if dir is not None and os.fspath(dir).startswith(os.fspath(data)):
            raise OSError(errno.EROFS, "Read-only file system", os.fspath(dir))
        return real_temp(*args, dir=dir, **kwargs)

    monkeypatch.setattr(history_module, "_connect", read_only_connect)
    monkeypatch.setattr(tempfile, "TemporaryFile", read_only_temp)
    opened = open_history(data / "history.sqlite3")
    assert opened.db.path is None  # in memory for this session
    model = GameModel(bot_factory=fast_bots)
    window = MainWindow(
        SettingsStore(tmp_path / "settings.json"),
        AutosaveStore(data / "autosave.json"),
        quiet=True,
        model=model,
        history=GameHistory(opened),
    )
    qtbot.addWidget(window)
    window.showEmptyTable(window.startingGame())
    window.show()
    qtbot.waitUntil(lambda: bool(window.messages), timeout=5000)
    first = window.messages[0]
    assert "are kept" not in first and "will be added" not in first, first
    assert "will not be remembered" in first
