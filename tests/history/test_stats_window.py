"""The Statistics window shows the numbers of known games, and says when there are none."""

from __future__ import annotations

import math
from collections import defaultdict

import pytest
from PySide6.QtCore import QDate, QLocale

from score5_desktop.core import registry
from score5_desktop.games.score5.qt.card_art import FAMILIES
from score5_desktop.games.score5.rules.record import BOT_LEVELS
from score5_desktop.ui.common.appearance import Appearance
from score5_desktop.ui.windows import stats_window
from score5_desktop.ui.windows.stats_window import GAMES_PER_BLOCK, StatsWindow
from tests.history.games import settle, store


def open_window(qtbot, history) -> StatsWindow:
    window = StatsWindow(history, Appearance())
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    settle(qtbot, window)
    return window


def human_seats(stored):
    """(game, seat) for every human seat, computed from the games, not from SQL."""
    return [(g, s) for g in stored for s in g.human_seats()]


def test_headline_numbers_are_those_of_the_stored_games(qtbot, history):
    stored = store(history.db)
    window = open_window(qtbot, history)
    seats = human_seats(stored)
    wins = sum(1 for g, s in seats if g.winner == s)
    locale = QLocale()
    # Your games: the game of bots alone is in the history but not yours.
    assert window.gamesTile.value.text() == str(len([g for g in stored if g.human_seats()]))
    first = min(g.when for g in stored).astimezone().date()
    assert window.gamesTile.detail.text() == "since " + QLocale().toString(
        QDate(first.year, first.month, first.day), QLocale.FormatType.ShortFormat
    )
    rate = locale.toString(round(wins / len(seats) * 100, 1), "f", 1)
    assert window.winTile.value.text() == f"{rate}%"
    assert window.winTile.detail.text() == f"{wins} of {len(seats)} games won"
    average = sum(g.scores[s] for g, s in seats) / len(seats)
    assert window.averageTile.value.text() == locale.toString(average, "f", 1)
    best = max(g.scores[s] for g, s in seats)
    assert window.bestTile.value.text() == f"{best} points"
    assert window.bestButton.isVisible()


def test_win_rate_per_level_bars(qtbot, history):
    stored = store(history.db)
    window = open_window(qtbot, history)
    games: dict[str, int] = defaultdict(int)
    wins: dict[str, int] = defaultdict(int)
    for game, seat in human_seats(stored):
        for level in game.levels:
            games[level] += 1
            wins[level] += game.winner == seat
    levels = [lv for lv in BOT_LEVELS if lv in games]
    bars = window.levelBars
    assert bars is not None and bars.count() == len(levels)
    for k, level in enumerate(levels):
        assert bars.at(k) == pytest.approx(round(wins[level] / games[level] * 100, 1))


def test_average_score_per_family_chart(qtbot, history):
    stored = store(history.db)
    window = open_window(qtbot, history)
    seats = human_seats(stored)
    sums = [0.0] * len(FAMILIES)
    for game, seat in seats:
        stats = registry.get("score5").seat_stats(game.state)
        for k, family in enumerate(FAMILIES):
            sums[k] += stats[seat][family]
    you = window.familyChart.bars()[0]
    assert you.label == "Your games" and you.emphasis
    assert you.values == pytest.approx([v / len(seats) for v in sums])
    assert you.shown_total == pytest.approx(sum(g.scores[s] for g, s in seats) / len(seats))
    labels = [b.label for b in window.familyChart.bars()[1:]]
    assert labels and all(label.endswith(" bots") for label in labels)


def test_win_rate_over_time_has_a_line_per_level(qtbot, history):
    stored = store(history.db)
    window = open_window(qtbot, history)
    met: dict[str, int] = defaultdict(int)
    for game, _seat in human_seats(stored):
        for level in game.levels:
            met[level] += 1
    window.period.setCurrentIndex(2)  # per 10 games
    settle(qtbot, window)
    assert set(window.timeLines) == set(met)
    for level, line in window.timeLines.items():
        assert line.count() == math.ceil(met[level] / GAMES_PER_BLOCK)
    window.period.setCurrentIndex(0)  # by week: games are three days apart
    settle(qtbot, window)
    weeks = {
        level: {g.when.isocalendar()[:2] for g, _s in human_seats(stored) if level in g.levels}
        for level in met
    }
    for level, line in window.timeLines.items():
        assert line.count() == len(weeks[level])


def test_no_games_shows_a_clear_empty_state(qtbot, history):
    window = open_window(qtbot, history)
    assert window.pages.currentWidget() is window.empty
    assert "No statistics yet" in window.empty.text()


def test_a_new_game_refreshes_an_open_window(qtbot, history):
    window = open_window(qtbot, history)
    store(history.db)
    history.changed.emit()
    settle(qtbot, window)
    assert window.pages.currentWidget() is window.content
    assert window.gamesTile.value.text() == "7"  # of the eight, the seven you played


def test_a_game_whose_part_gives_no_statistics_gets_the_shared_words(qtbot, history, monkeypatch):
    """A game's Qt part without the ``ShowsStatistics`` hook: no tile or chart of its own,
    the window's own caption and empty-page words."""
    monkeypatch.setattr(stats_window, "qt_part", lambda _game: object())
    window = open_window(qtbot, history)
    assert window.empty.text().endswith("your win rate against each level and your best game.")
    store(history.db)
    window.refresh()
    settle(qtbot, window)
    assert window.pages.currentWidget() is window.content
    assert window.averageTile.caption.text() == "Your average score"
    assert not window.familyBox.isVisible() and window.gameTiles == []


def test_hot_seat_games_left_out_are_said_to_be_left_out(qtbot, history):
    """Issue 48: a hot-seat game with no seat of yours is not silently missing."""
    store(history.db)
    window = open_window(qtbot, history)
    assert window.leftOut.isHidden(), "every hot-seat game has your seat: nothing to say"
    history.db.player_name = "Someone else"  # the hot-seat game's seats are not yours now
    window.refresh()
    settle(qtbot, window)
    assert not window.leftOut.isHidden()
    assert window.leftOut.text().startswith("Not counted here: 1 hot-seat game in which")
