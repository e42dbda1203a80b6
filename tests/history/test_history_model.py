"""The table of past games: rows from the database, SQL sorting, the level filter, paging."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from score5_desktop.model import history_model
from score5_desktop.model.history_model import (
    DATE,
    PLAYERS,
    SCORES,
    SORT_VALUE_ROLE,
    WINNER,
    YOUR_SCORE,
    HistoryTableModel,
)


def cell(model, row, column, role=Qt.ItemDataRole.DisplayRole):
    return model.data(model.index(row, column), role)


def test_lists_every_stored_game_newest_first(qtbot, db, stored):
    model = HistoryTableModel(db)
    assert model.rowCount() == len(stored) == model.totalCount()
    newest_first = sorted(stored, key=lambda g: g.when, reverse=True)
    assert [model.gameId(r) for r in range(model.rowCount())] == [g.id for g in newest_first]
    top = newest_first[0]
    names = cell(model, 0, PLAYERS)
    for player in top.players:
        assert player.name in names
    assert "(hard)" in names  # bots are shown with their level
    assert cell(model, 0, SCORES) == " – ".join(str(s) for s in top.scores)
    winner = top.players[top.winner]
    assert cell(model, 0, WINNER) == f"{winner.name}, {top.scores[top.winner]} points"
    assert cell(model, 0, YOUR_SCORE) == str(top.scores[0])


def test_a_game_without_a_human_has_no_score_of_yours(qtbot, db, stored):
    model = HistoryTableModel(db)
    bots_only = next(g for g in stored if not g.human_seats())
    row = model.rowOf(bots_only.id)
    assert cell(model, row, YOUR_SCORE) == "—"


def test_hot_seat_shows_your_score_not_your_friends(qtbot, db, stored):
    model = HistoryTableModel(db)
    game = next(g for g in stored if sum(p.kind == "human" for p in g.players) == 2)
    [yours] = game.human_seats()
    assert cell(model, model.rowOf(game.id), YOUR_SCORE) == str(game.scores[yours])
    db.player_name = None  # nobody's name: a hot-seat game is nobody's in particular
    model = HistoryTableModel(db)
    assert cell(model, model.rowOf(game.id), YOUR_SCORE) == "—"


@pytest.mark.parametrize(
    ("column", "key"),
    [
        (DATE, lambda g: g.when),
        (SCORES, lambda g: max(g.scores)),
        (WINNER, lambda g: max(g.scores)),
    ],
)
def test_sorting_is_done_by_sql(qtbot, db, stored, column, key):
    model = HistoryTableModel(db)
    for order, reverse in (
        (Qt.SortOrder.AscendingOrder, False),
        (Qt.SortOrder.DescendingOrder, True),
    ):
        model.sort(column, order)
        values = [cell(model, r, column, SORT_VALUE_ROLE) for r in range(model.rowCount())]
        assert values == sorted((key(g) for g in stored), reverse=reverse)


def test_sorting_by_your_score_puts_games_without_a_human_last(qtbot, db, stored):
    model = HistoryTableModel(db)
    model.sort(YOUR_SCORE, Qt.SortOrder.AscendingOrder)
    values = [cell(model, r, YOUR_SCORE, SORT_VALUE_ROLE) for r in range(model.rowCount())]
    mine = sorted(max(g.scores[s] for s in g.human_seats()) for g in stored if g.human_seats())
    assert values == mine + [None]


def test_columns_sql_cannot_sort_keep_the_order(qtbot, db, stored):
    model = HistoryTableModel(db)
    before = [model.gameId(r) for r in range(model.rowCount())]
    with qtbot.assertNotEmitted(model.modelReset):
        model.sort(PLAYERS, Qt.SortOrder.AscendingOrder)
    assert (model.sortColumn(), model.sortOrder()) == (DATE, Qt.SortOrder.DescendingOrder)
    assert [model.gameId(r) for r in range(model.rowCount())] == before


@pytest.mark.parametrize("level", ["easy", "normal", "hard", "expert", "random"])
def test_level_filter_keeps_games_with_a_bot_of_that_level(qtbot, db, stored, level):
    model = HistoryTableModel(db)
    model.setOpponentLevel(level)
    shown = {model.gameId(r) for r in range(model.rowCount())}
    assert shown == {g.id for g in stored if level in g.levels}
    assert model.totalCount() == len(shown)
    model.setOpponentLevel(None)
    assert model.rowCount() == len(stored)


def test_rows_are_fetched_a_page_at_a_time(qtbot, db, stored, monkeypatch):
    monkeypatch.setattr(history_model, "PAGE_SIZE", 3)
    model = HistoryTableModel(db)
    assert model.rowCount() == 3 and model.totalCount() == len(stored)
    while model.canFetchMore():
        model.fetchMore()
    ids = [model.gameId(r) for r in range(model.rowCount())]
    assert ids == [g.id for g in sorted(stored, key=lambda g: g.when, reverse=True)]


def test_a_new_game_appears_after_reload(qtbot, db, stored):
    from tests.history.games import store

    model = HistoryTableModel(db)
    later = store(db, [(("expert",), 1)], start=stored[-1].when.replace(year=2025))
    with qtbot.waitSignal(model.modelReset):
        model.reload()
    assert model.gameId(0) == later[0].id
