"""Issue 24: a history file holding anything but the schema's own tables and indexes
(a trigger froze the window 28 s at the end of a game) is set aside on opening."""

from __future__ import annotations

import sqlite3

import pytest

from score5_desktop.storage.errors import Kind
from score5_desktop.storage.history import open_history
from tests.history.games import store

FOREIGN_OBJECTS = [
    "CREATE TRIGGER slow AFTER INSERT ON games BEGIN SELECT count(*) FROM seats; END",
    "CREATE VIEW everything AS SELECT * FROM games",
    "CREATE TABLE extra (x)",
    "CREATE INDEX seats_by_name ON seats (name)",
]


@pytest.mark.parametrize("sql", FOREIGN_OBJECTS)
def test_a_file_with_a_foreign_object_is_set_aside(tmp_path, sql):
    path = tmp_path / "history.sqlite3"
    db, message = open_history(path)
    assert message is None
    store(db)
    db.close()
    conn = sqlite3.connect(path)
    conn.execute(sql)
    conn.commit()
    conn.close()
    db, message = open_history(path)
    try:
        assert message is not None and message.kind is Kind.HISTORY_SET_ASIDE
        assert db.persistent and db.count_games() == 0
        assert list(tmp_path.glob("history.corrupt-*.sqlite3"))
    finally:
        db.close()


def test_a_file_with_only_its_own_objects_opens(tmp_path):
    path = tmp_path / "history.sqlite3"
    db, _ = open_history(path)
    store(db)
    db.close()
    db, message = open_history(path)
    try:
        assert message is None and db.count_games() > 0
    finally:
        db.close()
