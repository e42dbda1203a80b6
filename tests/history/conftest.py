"""A private history database per test, filled with games of known outcome."""

from __future__ import annotations

import pytest

from score5_desktop.model.game_history import GameHistory
from score5_desktop.storage.history import open_history
from tests.history.games import OWN_NAME, store


@pytest.fixture
def db(tmp_path):
    opened = open_history(tmp_path / "history.sqlite3")
    assert opened.message is None
    opened.db.player_name = OWN_NAME
    yield opened.db
    opened.db.close()


@pytest.fixture
def stored(db):
    return store(db)


@pytest.fixture
def history(qtbot, tmp_path):
    """A ``GameHistory`` over a fresh file (what the app opens once per run)."""
    game_history = GameHistory(open_history(tmp_path / "app-history.sqlite3"))
    game_history.db.player_name = OWN_NAME
    yield game_history
    game_history.close()
