"""Issue 24: every value read from the history is range-checked where it is read.

A score beyond 32 bits crashed History and Statistics (Qt's ``int``); a negative
family value broke the Statistics bars; an emoji name with a zero-width joiner
was shown damaged. Each such row is now flagged, never passed on to Qt, and a
good name is read back exactly as it was stored. The family values are read from
each seat's statistics (``stats``); the first game's own columns of schema 2 are
kept for older copies of the app and never read."""

from __future__ import annotations

import time

import pytest

from score5_desktop.core import registry
from score5_desktop.games.score5.qt.card_art import FAMILIES
from score5_desktop.games.score5.rules.record import dumps
from score5_desktop.ui.common.appearance import Appearance
from score5_desktop.ui.windows.history_window import HistoryWindow
from score5_desktop.ui.windows.stats_window import StatsWindow
from tests.history.games import finished, seats, settle, store

OUT_OF_RANGE = [
    ("UPDATE seats SET score = 2147483648 WHERE game_id = :id", "score"),
    ("UPDATE seats SET score = -1 WHERE game_id = :id", "score"),
    ("UPDATE seats SET score = 1e300 WHERE game_id = :id", "score"),
    ("UPDATE seats SET stats = '{\"red\": 2e20}' WHERE game_id = :id", "stats"),
    ("UPDATE seats SET stats = 'x' WHERE game_id = :id", "stats"),
    ("UPDATE seats SET stats = '[1, 2]' WHERE game_id = :id", "stats"),
    ("UPDATE seats SET seat = seat + 2147483648 WHERE game_id = :id", "seat"),
    ("UPDATE seats SET won = 2147483648 WHERE game_id = :id", "won"),
    ("UPDATE games SET finished_at = '0001-01-01T00:00:00+00:00' WHERE id = :id", "finished_at"),
    ("UPDATE games SET finished_at = '9999-12-31T23:59:59+00:00' WHERE id = :id", "finished_at"),
]


@pytest.fixture(autouse=True)
def far_from_utc(monkeypatch):
    """A time zone behind UTC, where the year 1 is out of range once made local."""
    monkeypatch.setenv("TZ", "America/New_York")
    time.tzset()
    yield
    monkeypatch.undo()
    time.tzset()


@pytest.mark.parametrize("sql,flag", OUT_OF_RANGE)
def test_an_out_of_range_row_is_flagged_and_both_windows_open(qtbot, history, sql, flag):
    games = store(history.db)
    target = games[0].id
    history.db._conn.execute(sql, {"id": target})
    [summary] = [g for g in history.db.list_games() if g.id == target]
    assert flag in summary.damaged
    for seat in summary.seats:
        assert 0 <= seat.score < 2**31 and 0 <= seat.seat < 5
        assert all(abs(v) < 2**31 for v in seat.stats.values())
    for average in history.db.score_averages():
        assert 0 <= average.average_score < 2**31
        assert all(abs(v) < 2**31 for v in average.stats.values())
    best = history.db.best_game()
    assert best is None or 0 <= best.score < 2**31
    for rate in [history.db.human_win_rate(), *history.db.win_rates_by_level()]:
        assert 0 <= rate.wins <= rate.games
    for window_type in (HistoryWindow, StatsWindow):
        window = window_type(history, Appearance("light"))
        qtbot.addWidget(window)
        window.show()
        settle(qtbot, window)
        window.grab()


def test_a_negative_family_value_leaves_the_statistics_charts_drawn(qtbot, history):
    store(history.db)
    history.db._conn.execute("""UPDATE seats SET stats = json_set(stats, '$.green', -3)""")
    window = StatsWindow(history, Appearance("light"))
    qtbot.addWidget(window)
    window.show()
    settle(qtbot, window)
    window.grab()
    human = next(a for a in window.averages if a.group == "human")
    assert human.stats["green"] == -3  # a game's statistic may be negative...
    for bar in window.familyChart.bars():  # ...but no bar of the families chart is
        assert bar.values[FAMILIES.index("green")] == 0.0
        assert all(0 <= v < 2**31 for v in bar.values)


def test_the_first_games_old_columns_are_kept_but_never_read(history):
    games = store(history.db)
    before = (history.db.list_games(), history.db.score_averages())
    history.db._conn.execute("UPDATE seats SET green = -3, red = 2147483648, blue = 'x'")
    history.db._conn.execute("UPDATE games SET max_adjust_rounds = 2147483648")
    assert (history.db.list_games(), history.db.score_averages()) == before
    assert games and all(summary.damaged == () for summary in before[0])


EMOJI_NAMES = [
    "👩\u200d👩\u200d👧",  # a family: zero-width joiners
    "🏳\ufe0f\u200d🌈",  # a flag: a variation selector and a joiner
    "Zoe\u0301",  # a combining acute accent
    "👋🏽",  # a skin-tone modifier
]


@pytest.mark.parametrize("name", EMOJI_NAMES)
def test_an_emoji_name_is_read_back_exactly(history, name):
    state = finished(3, 7)
    players = seats(("easy", "easy"))
    players = (players[0].__class__(name, "human"), *players[1:])
    game_id = history.db.add_game(dumps(state, players), state)
    summary = history.db.game(game_id)
    assert summary is not None
    assert summary.seats[0].name == name
    assert summary.damaged == ()


def test_score5_keeps_its_five_family_columns_and_its_option():
    game = registry.get("score5")
    assert game.legacy_seat_columns == FAMILIES
    assert game.legacy_game_columns == ("max_adjust_rounds",)
