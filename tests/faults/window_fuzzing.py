"""Fuzzing the windows that show the history, not only the storage layer (issue 24).

Each check stores three real games in a history file, tampers with its rows
(out-of-range and wrong-typed values, a record mutated field by field), then
opens one window over it and makes it show everything: every cell and tooltip
of History, every chart of Statistics, each stored game replayed from History
to its end, and the end-of-game chart of each game whose record still replays.
Whatever the rows hold, each window opens, paints, and passes Qt only values
it can hold (a score beyond 32 bits crashed the process: ``SIGSEGV``).

Shared by ``tests/faults/test_window_fuzz.py`` and ``tools/fuzz_storage.py --windows``.
"""

from __future__ import annotations

import sqlite3
import tempfile
from pathlib import Path
from typing import Any

from hypothesis import strategies as st
from PySide6.QtCore import QCoreApplication, QModelIndex, Qt
from PySide6.QtWidgets import QApplication, QWidget

from score5_desktop.core import registry
from score5_desktop.games.score5.qt.panels.end_screen import EndOfGameDialog
from score5_desktop.games.score5.rules import events as ev
from score5_desktop.games.score5.rules.record import load
from score5_desktop.model.game_history import GameHistory
from score5_desktop.storage.history import open_history
from score5_desktop.storage.record_files import parse_record
from score5_desktop.ui.common.appearance import Appearance
from score5_desktop.ui.windows.history_window import HistoryWindow
from score5_desktop.ui.windows.replay_dialog import ReplayDialog
from score5_desktop.ui.windows.stats_window import StatsWindow
from tests.storage.fuzzing import _history_games, mutated_records

WINDOWS = ("history", "statistics", "replay", "end_chart")

COLUMNS = (
    ("games", "finished_at"),
    ("games", "players"),
    ("games", "max_adjust_rounds"),
    ("games", "winner_seat"),
    ("games", "online_seat"),
    ("seats", "seat"),
    ("seats", "name"),
    ("seats", "kind"),
    ("seats", "level"),
    ("seats", "score"),
    *(("seats", column) for column in registry.get("score5").legacy_seat_columns),
    ("seats", "stats"),
    ("seats", "is_human"),
    ("seats", "won"),
)
#: Just out of what Qt's ``int`` holds, negative, huge: what broke the windows.
EDGES = (2**31, 2**31 - 1, -1, -(2**31) - 1, 2**63 - 1, -(2**63), 10**6, 5, 6)
VALUE = st.one_of(
    st.sampled_from(EDGES),
    st.integers(-(2**63), 2**63 - 1),
    st.floats(allow_nan=False),
    st.text(max_size=12),
    st.binary(max_size=8),
    st.none(),
    st.sampled_from(
        [
            "human",
            "bot",
            "easy",
            "expert",
            "2024-05-06T18:00:00+00:00",
            "9999-99",
            "0001-01-01T00:00:00+00:00",  # out of range once made local, behind UTC
            "9999-12-31T23:59:59-05:00",
        ]
    ),
)


@st.composite
def tampering(draw: st.DrawFn) -> list[tuple[tuple[str, str], Any, int]]:
    """Up to five (column, value, game) changes; a game's seats all change together."""
    return draw(
        st.lists(
            st.tuples(st.sampled_from(COLUMNS), VALUE, st.integers(1, 3)), min_size=1, max_size=5
        )
    )


@st.composite
def record_tampering(draw: st.DrawFn) -> tuple[int, str]:
    """A stored game's record replaced by a record mutated field by field."""
    data = draw(mutated_records())
    return draw(st.integers(1, 3)), data.decode("utf-8", "replace")


def _history(folder: Path, changes, records) -> GameHistory:
    history = GameHistory(open_history(folder / "history.sqlite3"))
    for text, state in _history_games():
        history.db.add_game(text, state)
    conn = history.db._conn
    conn.execute("PRAGMA foreign_keys = OFF")
    conn.execute("PRAGMA ignore_check_constraints = ON")
    for (table, column), value, game in changes:
        key = "id" if table == "games" else "game_id"
        try:
            conn.execute(f"UPDATE {table} SET {column} = ? WHERE {key} = ?", (value, game))
        except (sqlite3.IntegrityError, OverflowError):
            continue  # NOT NULL and friends: the file cannot hold it either
    for game, text in records:
        conn.execute("UPDATE games SET record = ? WHERE id = ?", (text, game))
    return history


def _shown(widget: QWidget) -> None:
    widget.show()
    widget.grab()  # paints every visible part
    QCoreApplication.processEvents()


def _close(widget: QWidget) -> None:
    widget.close()
    widget.deleteLater()


def check_window(window: str, changes, records=()) -> None:
    """Open ``window`` (one of ``WINDOWS``) over a history tampered with ``changes``
    (and ``records``): it must show every part of itself without raising."""
    assert QApplication.instance() is not None
    with tempfile.TemporaryDirectory() as folder:
        history = _history(Path(folder), changes, records)
        try:
            _CHECKS[window](history)
        finally:
            for widget in QApplication.topLevelWidgets():
                if widget.isVisible():
                    _close(widget)
            history.close()


def _check_history_window(history: GameHistory) -> None:
    window = HistoryWindow(history, Appearance("light"))
    _shown(window)
    model = window.model
    roles = (
        Qt.ItemDataRole.DisplayRole,
        Qt.ItemDataRole.ToolTipRole,
        Qt.ItemDataRole.FontRole,
        Qt.ItemDataRole.AccessibleTextRole,
        Qt.ItemDataRole.TextAlignmentRole,
    )
    for row in range(model.rowCount()):
        for column in range(model.columnCount()):
            index = model.index(row, column, QModelIndex())
            for role in roles:
                value = model.data(index, role)
                if role == Qt.ItemDataRole.DisplayRole:
                    assert value is None or isinstance(value, str)
    for column in range(model.columnCount()):
        window.table.sortByColumn(column, Qt.SortOrder.AscendingOrder)
        window.grab()
    _close(window)


def _check_statistics(history: GameHistory) -> None:
    window = StatsWindow(history, Appearance("dark"))
    _shown(window)
    for period in range(window.period.count()):
        window.period.setCurrentIndex(period)
        window.grab()
    for bar in window.familyChart.bars():
        assert all(0 <= v < 2**31 for v in bar.values)
    _close(window)


def _check_replay(history: GameHistory) -> None:
    window = HistoryWindow(history, Appearance("light"))
    _shown(window)
    for row in range(window.model.rowCount()):
        shown = window.openRow(row)  # a record that does not replay: a message instead
        if isinstance(shown, ReplayDialog):
            shown.endButton.click()
            shown.grab()
            shown.startButton.click()
            _close(shown)
    _close(window)


def _check_end_chart(history: GameHistory) -> None:
    dialog = EndOfGameDialog()
    for summary in history.db.list_games():
        result = parse_record(history.db.record_json(summary.id) or "", lambda e: None)
        if not result.finished:
            continue
        record, replay = load(result.text or "")
        ended = next(e for e in reversed(replay.events) if isinstance(e, ev.GameEnded))
        names = [p.name for p in record.players]
        dialog.setResult(names, replay.state.deck, ended)
        _shown(dialog)
    _close(dialog)


_CHECKS = {
    "history": _check_history_window,
    "statistics": _check_statistics,
    "replay": _check_replay,
    "end_chart": _check_end_chart,
}
