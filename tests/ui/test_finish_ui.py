"""The finish a new player noticed (issue 23, "Seen at the table"): layouts that come
back, values shown whole, keys that do what the README says, windows placed on the app."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QFont, QFontMetrics
from PySide6.QtTest import QTest

from score5_desktop.games.score5.qt.panels.end_screen import EndOfGameDialog
from score5_desktop.ui.table.replay_page import TableReplayPage
from tests.ui.app_fixtures import make_window, setup_of, text_lines


def dock_sizes(window) -> dict[str, tuple[int, int]]:
    return {d.objectName(): (d.width(), d.height()) for d in window.panels.docks()}


def test_closing_a_replay_gives_the_side_panels_back_their_size(qtbot, tmp_path):
    window = make_window(qtbot, tmp_path)
    setup = setup_of(("Ann", "bot", "easy"), ("Bob", "bot", "easy"), ("Cy", "bot", "easy"))
    with qtbot.waitSignal(window.gameFinished, timeout=60000):
        window.startGame("score5", setup, seed=5)
    qtbot.wait(50)
    before = dock_sizes(window)
    assert all(w > 200 for w, _h in before.values()), before
    dialog = window.findChild(EndOfGameDialog)
    dialog.watchButton.click()
    page = window.stack.currentWidget()
    assert isinstance(page, TableReplayPage)
    qtbot.wait(50)
    page.bar.closeButton.click()
    qtbot.wait(50)
    assert window.stack.currentWidget() is window.tablePage
    assert dock_sizes(window) == before
    # And the next game keeps them.
    with qtbot.waitSignal(window.gameFinished, timeout=60000):
        window.startGame("score5", setup, seed=6)
    qtbot.wait(50)
    assert dock_sizes(window) == before


def finished_window(qtbot, tmp_path, seed: int = 5):
    window = make_window(qtbot, tmp_path)
    setup = setup_of(("Ann", "bot", "easy"), ("Bob", "bot", "easy"), ("Cy", "bot", "easy"))
    with qtbot.waitSignal(window.gameFinished, timeout=60000):
        window.startGame("score5", setup, seed=seed)
    return window


def test_a_late_key_does_not_skip_the_results(qtbot, tmp_path):
    window = finished_window(qtbot, tmp_path)
    dialog = window.findChild(EndOfGameDialog)
    qtbot.waitUntil(dialog.isActiveWindow, timeout=2000)
    assert not any(b.isDefault() or b.autoDefault() for b in dialog.buttons.buttons())
    started: list[bool] = []
    window.model.gameStarted.connect(lambda: started.append(True))
    focus = dialog.focusWidget() or dialog
    for key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
        QTest.keyClick(focus, key)
        QTest.keyClick(dialog, key)
    qtbot.wait(50)
    assert dialog.isVisible() and not started


def test_the_replay_keys_work_after_choosing_a_speed_or_whose_eyes(qtbot, tmp_path):
    window = finished_window(qtbot, tmp_path)
    window.findChild(EndOfGameDialog).watchButton.click()
    page = window.stack.currentWidget()
    assert isinstance(page, TableReplayPage)
    control, bar = page.controller, page.bar
    for box in (bar.speedBox, bar.eyesBox):
        control.pause()
        # The keys as the box receives them once a click has given it the focus.
        QTest.keyClick(box, Qt.Key.Key_Space)
        assert control.isPlaying(), box.objectName()
        assert not box.view().isVisible(), "Space played; it did not open the list"
        QTest.keyClick(box, Qt.Key.Key_Space)
        assert not control.isPlaying()
        position = control.position()
        QTest.keyClick(box, Qt.Key.Key_Right)
        assert control.position() == position + 1
        index = box.currentIndex()
        QTest.keyClick(box, Qt.Key.Key_Down)  # the box's own key still chooses
        assert box.currentIndex() == min(index + 1, box.count() - 1)
    QTest.keyClick(bar.roundBox, Qt.Key.Key_Space)
    assert control.isPlaying()
    QTest.keyClick(bar.roundBox, Qt.Key.Key_Space)
    assert not control.isPlaying()


def test_the_scores_are_shown_whole_at_the_wild_in_every_language(qtbot, tmp_path):
    from tests.ui.endings import record_before_the_wild

    window = make_window(qtbot, tmp_path)
    assert window.openPath(record_before_the_wild(tmp_path, human_wild=True))
    view = window.panels.scoreView
    board = window.panels.scoreboard
    qtbot.waitUntil(lambda: board.ownSeat() == 0, timeout=5000)
    total = view.model().columnCount() - 1
    assert "+" in view.model().index(0, total).data(), "the wild is not placed yet"
    try:
        for code in ("en", "fr", "de", "it"):
            window.language.apply(code)
            qtbot.wait(20)
            assert not view.horizontalScrollBar().isVisible(), code
            for column in range(total):
                assert view.sizeHintForColumn(column) <= view.columnWidth(column), (code, column)
            # The total with the wild apart wraps after its "+": each line fits, and the
            # row is as tall as the lines.
            bold = QFont(view.font())
            bold.setBold(True)
            metrics = QFontMetrics(bold)
            text = view.model().index(0, total).data()
            width = view.columnWidth(total) - 6  # the cell's text margins
            assert all(metrics.horizontalAdvance(word) <= width for word in text.split()), code
            wrapped = metrics.boundingRect(0, 0, width, 1000, Qt.TextFlag.TextWordWrap, text)
            assert wrapped.height() <= view.rowHeight(0), code
            header = view.verticalHeader()
            assert header.sizeHint().width() <= header.width(), code
    finally:
        window.language.apply("en")


def test_a_small_window_keeps_the_prompt_readable_and_the_total_apart(qtbot, tmp_path):
    window = make_window(qtbot, tmp_path)
    window.startGame("score5", setup_of(("Ann", "human", None), ("Bob", "bot", "easy")), seed=3)
    bar = window.actions_bar
    qtbot.waitUntil(lambda: bar.confirmButton.isVisible(), timeout=5000)
    window.resize(800, 560)
    qtbot.wait(50)
    prompt = bar.prompt
    assert prompt.text()
    lines = text_lines(prompt)  # the text's lines (the bar keeps room for three anyway)
    assert lines <= 3, (window.size(), prompt.width(), lines)
    # The total stands over the buttons, clear of the prompt beside it.
    total = bar.total.geometry()
    assert total.left() - prompt.geometry().right() >= 8, (total, prompt.geometry())
    assert total.bottom() < bar.clearButton.geometry().top(), total


def test_escape_closes_history(qtbot, tmp_path):
    window = make_window(qtbot, tmp_path)
    window.showHistory()
    history = window._history_window
    qtbot.waitExposed(history)
    QTest.keyClick(history, Qt.Key.Key_Escape)
    assert not history.isVisible()


def test_a_window_is_centred_on_its_opener_within_the_screen(qtbot):
    from PySide6.QtWidgets import QWidget

    from score5_desktop.ui.common.screen_fit import centre_on

    opener = QWidget()
    qtbot.addWidget(opener)
    opener.setGeometry(400, 300, 600, 400)
    child = QWidget()
    qtbot.addWidget(child)
    child.resize(200, 100)
    centre_on(child, opener)
    assert child.geometry().center() == opener.geometry().center()
    opener.move(0, 0)  # near the screen's corner: the window stays on the screen
    child.resize(900, 700)
    centre_on(child, opener)
    free = opener.screen().availableGeometry()
    assert child.x() >= free.left() and child.y() >= free.top()


def test_volume_is_greyed_with_its_label_and_value_without_sound(qtbot):
    from score5_desktop.storage.settings import Settings
    from score5_desktop.ui.common.sound import SoundProblem
    from score5_desktop.ui.windows.settings_dialog import SettingsDialog

    dialog = SettingsDialog(Settings(), None, SoundProblem.NO_OUTPUT)
    qtbot.addWidget(dialog)
    assert not dialog.volume.isEnabled()
    assert not dialog.volumeValue.isEnabled() and not dialog.volumeLabel.isEnabled()
    working = SettingsDialog(Settings(), None, None)
    qtbot.addWidget(working)
    assert working.volumeValue.isEnabled()
    working.mute.setChecked(True)
    assert not working.volume.isEnabled() and not working.volumeValue.isEnabled()


def test_save_offers_the_records_folder_and_adds_the_record_suffix(qtbot, tmp_path, monkeypatch):
    from score5_desktop.ui.windows import main_window

    window = make_window(qtbot, tmp_path)
    window.startGame("score5", setup_of(("Ann", "bot", "easy"), ("Bob", "bot", "easy")), seed=3)
    asked = []

    def answer(_parent, _title, start, _filter):
        asked.append(start)
        return str(tmp_path / "my game")

    monkeypatch.setattr(main_window, "save_file_name", answer)
    assert window.saveGame()
    assert (tmp_path / "my game.score5.json").is_file()
    assert asked[0].endswith(".score5.json")
    assert "records" in asked[0].lower(), asked[0]


def test_replaying_an_unfinished_hot_seat_game_continues_it_instead(qtbot, tmp_path, monkeypatch):
    from score5_desktop.games.score5.rules.deal import new_game
    from score5_desktop.games.score5.rules.decisions import Options
    from score5_desktop.games.score5.rules.record import Player, dumps
    from score5_desktop.ui.windows import main_window

    state = new_game(2, 3, Options(max_adjust_rounds=1))
    path = tmp_path / "unfinished.score5.json"
    path.write_text(dumps(state, (Player("Ann"), Player("Bea"))), encoding="utf-8")
    window = make_window(qtbot, tmp_path)
    monkeypatch.setattr(main_window, "open_file_name", lambda *_a: str(path))
    window.replayGame()
    assert not any(
        isinstance(window.stack.widget(i), TableReplayPage) for i in range(window.stack.count())
    ), "no replay opens every hand of a game still to be played"
    assert window.model.hasGame() and not window.model.isOver()
    assert [p.name for p in window.model.players()] == ["Ann", "Bea"]
    assert "not finished" in window.statusBar().currentMessage()
