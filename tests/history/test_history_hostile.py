"""A tampered, busy or duplicated history: rows checked as read, a busy file never
freezes the app or loses a game, and each game is stored once."""

from __future__ import annotations

import os
import sqlite3
import time
from pathlib import Path

import pytest
from PySide6.QtCore import Qt

from score5_desktop.games.score5.rules.record import dumps
from score5_desktop.model.game_history import GameHistory
from score5_desktop.model.history_model import DATE, WINNER
from score5_desktop.storage import history as history_module
from score5_desktop.storage.errors import Kind
from score5_desktop.storage.history import open_history
from score5_desktop.storage.history_spool import spool_folder, spool_game, spooled_games
from score5_desktop.ui.common.appearance import Appearance
from score5_desktop.ui.windows.history_window import HistoryWindow
from score5_desktop.ui.windows.stats_window import StatsWindow
from tests.history.games import START, finished, seats, settle, store


def record_of(seed: int, n: int = 3) -> str:
    return dumps(finished(n, seed), seats(("easy",) * (n - 1)))


# -- tampered rows ---------------------------------------------------------------------
@pytest.mark.parametrize(
    "sql,flag",
    [
        ("UPDATE games SET winner_seat = 99 WHERE id = :id", "winner_seat"),
        ("UPDATE games SET winner_seat = 'x' WHERE id = :id", "winner_seat"),
        ("UPDATE games SET finished_at = 'not a date' WHERE id = :id", "finished_at"),
        ("UPDATE games SET finished_at = 12 WHERE id = :id", "finished_at"),
        ("UPDATE games SET finished_at = CAST(x'ff' AS TEXT) WHERE id = :id", "finished_at"),
        ("UPDATE seats SET name = 'a' || char(27) || '[2J' WHERE game_id = :id", "name"),
        ("UPDATE seats SET name = x'41ff' WHERE game_id = :id", "name"),
        ("UPDATE seats SET score = 'many' WHERE game_id = :id", "score"),
        ("UPDATE seats SET kind = 'alien' WHERE game_id = :id", "kind"),
        ("UPDATE seats SET level = 'godlike' WHERE game_id = :id", "level"),
    ],
)
def test_tampered_rows_are_shown_and_flagged(qtbot, history, sql, flag) -> None:
    games = store(history.db)
    target = games[0].id
    history.db._conn.execute("PRAGMA ignore_check_constraints = ON")
    history.db._conn.execute(sql, {"id": target})
    [summary] = [g for g in history.db.list_games() if g.id == target]
    assert flag in summary.damaged
    assert all("\x1b" not in s.name for s in summary.seats)
    window = HistoryWindow(history, Appearance("light"))
    qtbot.addWidget(window)
    window.show()
    settle(qtbot, window)
    window.grab()  # the window opens and paints every row
    model = window.model
    row = model.rowOf(target)
    assert row >= 0
    cells = [model.data(model.index(row, c)) for c in range(model.columnCount())]
    assert all(isinstance(c, str) for c in cells)
    if flag == "winner_seat":
        assert model.data(model.index(row, WINNER)) == "unknown"
    if flag == "finished_at":
        assert model.data(model.index(row, DATE)) == "unknown date"
    tip = model.data(model.index(row, 0), Qt.ItemDataRole.ToolTipRole)
    assert "could not be read" in tip
    assert model.data(model.index(row, DATE), Qt.ItemDataRole.FontRole).italic()
    stats = StatsWindow(history, Appearance("light"))
    qtbot.addWidget(stats)
    stats.show()
    stats.grab()


def test_a_tampered_record_opens_as_a_message_not_a_crash(history) -> None:
    games = store(history.db)
    history.db._conn.execute("UPDATE games SET record = x'00ff' WHERE id = ?", (games[0].id,))
    result = history.db.load_game(games[0].id)
    assert not result.ok and result.message.kind is Kind.HISTORY_GAME_UNREADABLE


# -- each game once ----------------------------------------------------------------------
def test_a_game_finished_again_updates_its_row(history) -> None:
    text = record_of(5)
    first = history.record(text)
    again = history.record(text.replace("Friend", "Pal"))  # re-opened, names edited
    assert first is not None and again == first
    assert history.db.count_games() == 1
    assert history.db.human_win_rate().games == 1  # statistics count it once
    other = history.record(record_of(6))
    assert other != first and history.db.count_games() == 2


def test_copies_stored_by_earlier_versions_are_merged_once(tmp_path: Path) -> None:
    path = tmp_path / "history.sqlite3"
    db, _ = open_history(path)
    state = finished(3, 5)
    game_id = db.add_game(dumps(state, seats(("easy", "easy"))), state, finished_at=START)
    db.add_game(record_of(6), finished(3, 6), finished_at=START)
    conn = db._conn
    # Back to schema 2, with the same game stored twice (as the old app did).
    conn.execute("DROP INDEX games_by_key")
    conn.execute("ALTER TABLE games DROP COLUMN game_key")
    conn.execute("ALTER TABLE games DROP COLUMN game")
    conn.execute("ALTER TABLE seats DROP COLUMN stats")
    conn.execute(
        "INSERT INTO games (finished_at, players, max_adjust_rounds, winner_seat, record)"
        " SELECT finished_at, players, max_adjust_rounds, winner_seat, record FROM games"
        " WHERE id = ?",
        (game_id,),
    )
    copy = conn.execute("SELECT MAX(id) FROM games").fetchone()[0]
    conn.execute(
        "INSERT INTO seats SELECT ?, seat, name, kind, level, score, green, red, yellow, purple,"
        " blue, is_human, won FROM seats WHERE game_id = ?",
        (copy, game_id),
    )
    conn.execute("PRAGMA user_version = 2")
    assert conn.execute("SELECT COUNT(*) FROM games").fetchone()[0] == 3
    db.close()
    db, message = open_history(path)
    assert message is None
    assert db.count_games() == 2 and db.game(game_id) is not None
    db.close()


# -- a busy database -----------------------------------------------------------------------
def lock(path: Path) -> sqlite3.Connection:
    other = sqlite3.connect(path, isolation_level=None)
    other.execute("BEGIN EXCLUSIVE")
    return other


def test_busy_at_start_never_freezes_and_the_game_is_added_later(qtbot, tmp_path) -> None:
    path = tmp_path / "history.sqlite3"
    open_history(path).db.close()
    other = lock(path)
    started = time.perf_counter()
    opened = open_history(path)
    waited = time.perf_counter() - started
    assert waited < 1.5, f"the GUI thread waited {waited:.1f} s"
    assert opened.message.kind is Kind.HISTORY_BUSY and not opened.db.persistent
    history = GameHistory(opened)
    window = HistoryWindow(history, Appearance("light"))
    qtbot.addWidget(window)
    game_id = history.record(record_of(5))
    assert game_id is not None  # shown this session
    assert history.pendingCount() == 1  # and kept for the file
    assert history.retry() == 0  # still busy: waits, quietly
    other.execute("ROLLBACK")
    other.close()
    assert history.retry() == 1
    assert history.db.persistent and history.db.count_games() == 1
    assert history.pendingCount() == 0
    assert window.model.rowCount() == 1  # the open window follows the file
    history.close()


def test_busy_when_a_game_ends_keeps_it_and_says_so_once(qtbot, tmp_path, monkeypatch) -> None:
    path = tmp_path / "history.sqlite3"
    history = GameHistory(open_history(path))
    told: list[str] = []
    history.problem.connect(told.append)
    other = lock(path)
    started = time.perf_counter()
    assert history.record(record_of(5)) is None
    assert history.record(record_of(6)) is None
    assert time.perf_counter() - started < 3
    assert len(told) == 1 and "kept" in told[0]
    assert history.pendingCount() == 2
    history.close()  # the app quits while the file is still busy
    other.execute("ROLLBACK")
    other.close()
    later = GameHistory(open_history(path))  # the next start adds them
    assert later.db.count_games() == 2 and later.pendingCount() == 0
    later.close()


def test_a_busy_timeout_is_short(monkeypatch) -> None:
    assert history_module.BUSY_TIMEOUT_SECONDS <= 0.5


def test_a_damaged_waiting_file_is_left_not_deleted(tmp_path) -> None:
    path = tmp_path / "history.sqlite3"
    folder = spool_folder(path)
    spool_game(folder, record_of(5), START)
    (folder / "junk.json").write_text("{not json", "utf-8")
    history = GameHistory(open_history(path))
    assert history.db.count_games() == 1
    assert [p.name for p in folder.iterdir()] == ["junk.json"]
    assert spooled_games(folder) == []
    history.close()


def test_a_pipe_as_the_history_file_is_never_opened(tmp_path) -> None:
    path = tmp_path / "history.sqlite3"
    os.mkfifo(path)
    started = time.perf_counter()
    opened = open_history(path)
    assert time.perf_counter() - started < 1.5
    assert not opened.db.persistent and opened.message.kind is Kind.HISTORY_IN_MEMORY
    assert path.exists()  # left alone
    opened.db.close()
