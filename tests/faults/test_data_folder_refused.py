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
