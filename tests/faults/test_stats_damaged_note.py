"""Issue 44: statistics computed over rows that failed their range checks say so in the
window, and leave those values out rather than show believable figures ("since
1/1/70" for a date that could not be read, "0 points" for a score out of range); before,
only the log said so."""

from __future__ import annotations

from score5_desktop.ui.common.appearance import Appearance
from score5_desktop.ui.windows.stats_window import StatsWindow
from tests.history.games import settle, store


def _window(qtbot, history) -> StatsWindow:
    window = StatsWindow(history, Appearance("light"))
    qtbot.addWidget(window)
    window.show()
    settle(qtbot, window)
    return window


def test_a_clean_history_shows_no_note(qtbot, history):
    store(history.db)
    window = _window(qtbot, history)
    assert not window.damagedNote.isVisible()


def test_tampered_rows_are_named_in_the_window_and_left_out(qtbot, history):
    games = store(history.db)
    yours = [g for g in games if g.human_seats()]
    first, second = yours[0].id, yours[1].id
    db = history.db._conn
    db.execute("UPDATE games SET finished_at = '0001-01-01T00:00:00+00:00' WHERE id = ?", (first,))
    db.execute("UPDATE seats SET score = 2147483648 WHERE game_id = ?", (second,))
    window = _window(qtbot, history)
    assert window.damagedNote.isVisible()
    assert window.damagedNote.text().startswith("2 of your games hold stored values")
    assert "1970" not in window.gamesTile.detail.text()
    assert "/70" not in window.gamesTile.detail.text()
    assert all(p.start.year >= 1970 for p in window._points)  # no point in the year 1
    assert all(p.start.year != 1970 for p in window._points)  # nor at the epoch


def test_no_readable_score_leaves_no_best_game_rather_than_zero_points(qtbot, history):
    store(history.db)
    history.db._conn.execute("UPDATE seats SET score = -1 WHERE is_human")
    window = _window(qtbot, history)
    assert window.damagedNote.isVisible()
    assert window.bestTile.value.text() == "—"
    assert not window.bestButton.isVisible()
