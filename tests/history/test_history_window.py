"""The History window lists stored games, filters them and opens one in the replay."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox

from score5_desktop.games.score5.rules.record import dumps
from score5_desktop.ui.common.appearance import Appearance
from score5_desktop.ui.windows.history_window import HistoryWindow
from score5_desktop.ui.windows.replay_dialog import ReplayDialog
from tests.history.games import finished, seats, settle, store


def open_window(qtbot, history) -> HistoryWindow:
    window = HistoryWindow(history, Appearance())
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    settle(qtbot, window)
    return window


def test_lists_the_stored_games(qtbot, history):
    stored = store(history.db)
    window = open_window(qtbot, history)
    assert window.pages.currentWidget() is window.table
    assert window.table.model().rowCount() == len(stored)
    assert window.countLabel.text() == f"{len(stored)} games"
    newest = max(stored, key=lambda g: g.when)
    assert window.model.gameId(0) == newest.id
    assert window.selectedRow() == 0 and window.openButton.isEnabled()


def test_the_level_filter_narrows_the_list(qtbot, history):
    stored = store(history.db)
    window = open_window(qtbot, history)
    window.setOpponentLevel("expert")
    settle(qtbot, window)
    assert window.levelFilter.currentData() == "expert"
    ids = {window.model.gameId(r) for r in range(window.model.rowCount())}
    assert ids == {g.id for g in stored if "expert" in g.levels}
    window.setOpponentLevel(None)
    settle(qtbot, window)
    assert window.model.rowCount() == len(stored)


def test_clicking_a_header_sorts_and_unsortable_headers_do_not(qtbot, history):
    stored = store(history.db)
    window = open_window(qtbot, history)
    header = window.table.horizontalHeader()
    header.setSortIndicator(4, Qt.SortOrder.DescendingOrder)  # your score
    settle(qtbot, window)
    best = max(max(g.scores[s] for s in g.human_seats()) for g in stored if g.human_seats())
    assert window.model.data(window.model.index(0, 4)) == str(best)
    header.setSortIndicator(1, Qt.SortOrder.AscendingOrder)  # players: not sortable
    assert header.sortIndicatorSection() == 4


def test_double_click_opens_the_game_in_the_replay(qtbot, history):
    stored = store(history.db)
    window = open_window(qtbot, history)
    window.setOpponentLevel("normal")
    settle(qtbot, window)
    target = next(g for g in stored if g.id == window.model.gameId(0))
    rect = window.table.visualRect(window.model.index(0, 1))
    viewport = window.table.viewport()
    # What a mouse sends: press and release, then the second press as a double-click.
    qtbot.mouseClick(viewport, Qt.MouseButton.LeftButton, pos=rect.center())
    qtbot.mouseDClick(viewport, Qt.MouseButton.LeftButton, pos=rect.center())
    dialogs = window.findChildren(ReplayDialog)
    assert len(dialogs) == 1 and dialogs[0].isVisible()
    replay = dialogs[0]
    assert replay.page.players == target.players
    end = replay.navigator.state_at(replay.navigator.length)
    assert end.is_over and tuple(end.result().scores) == target.scores
    replay.seek(replay.navigator.length)
    assert replay.controller.currentPicture().ended is not None  # the final scoring
    replay.close()


def test_the_open_button_replays_the_selected_game(qtbot, history):
    store(history.db)
    window = open_window(qtbot, history)
    window.table.selectRow(2)
    qtbot.mouseClick(window.openButton, Qt.MouseButton.LeftButton)
    replay = window.findChildren(ReplayDialog)[0]
    assert replay.page.players == history.db.load_game(window.model.gameId(2)).loaded.players
    replay.close()


def test_an_empty_history_says_so(qtbot, history):
    window = open_window(qtbot, history)
    assert window.pages.currentWidget() is window.empty
    assert "No finished games yet" in window.empty.text()
    assert not window.openButton.isEnabled()
    window.setOpponentLevel("hard")
    settle(qtbot, window)
    assert "hard" in window.empty.text()


def test_a_game_recorded_while_open_appears_at_the_top(qtbot, history):
    window = open_window(qtbot, history)
    players = seats(("easy", "hard"))
    state = finished(3, 999)
    with qtbot.waitSignal(history.changed):
        game_id = history.record(dumps(state, players))
    settle(qtbot, window)
    assert window.pages.currentWidget() is window.table
    assert window.model.gameId(0) == game_id
    assert window.countLabel.text() == "1 game"


def test_enter_opens_the_selected_game(qtbot, history):
    store(history.db)
    window = open_window(qtbot, history)
    window.table.setFocus()
    window.table.selectRow(1)
    qtbot.keyClick(window.table, Qt.Key.Key_Return)
    replay = window.findChildren(ReplayDialog)[0]
    assert replay.page.players == history.db.load_game(window.model.gameId(1)).loaded.players
    replay.close()


def test_a_record_that_does_not_replay_is_reported(qtbot, history):
    stored = store(history.db)
    history.db._conn.execute("UPDATE games SET record = '{}' WHERE id = ?", (stored[0].id,))
    window = open_window(qtbot, history)
    assert window.openRow(window.model.rowOf(stored[0].id)) is None
    [box] = window.findChildren(QMessageBox)
    assert box.text() and box.textFormat() == Qt.TextFormat.PlainText
    box.close()
    assert window.findChildren(ReplayDialog) == []
    replay = window.openRow(window.model.rowOf(stored[1].id))
    assert replay is not None
    replay.close()
