"""The finish a new player notices (issue 15), each tried as a player would."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRect, QSize, Qt
from PySide6.QtGui import QColor, QGuiApplication, QPalette
from PySide6.QtWidgets import QApplication

from score5_desktop.app import parse_args
from score5_desktop.games.score5.qt.table.table_controller import table_picture, tray_seat
from score5_desktop.games.score5.rules import events as ev
from score5_desktop.model.game_history import GameHistory
from score5_desktop.storage.history import open_history
from score5_desktop.storage.settings import Settings
from score5_desktop.ui.common.screen_fit import fitted_size
from score5_desktop.ui.common.sound import SoundPlayer, SoundProblem
from score5_desktop.ui.table.seat_plate import SeatPlate
from score5_desktop.ui.windows.new_game_dialog import NewGameDialog
from score5_desktop.ui.windows.settings_dialog import SettingsDialog
from tests.ui.app_fixtures import answer, make_window, setup_of, wait_for_human

THREE = (("Ann", "human", None), ("Bob", "bot", "easy"), ("Cy", "bot", "random"))


def test_badges_and_plates_say_only_what_is_known(qtbot, tmp_path):
    window = make_window(qtbot, tmp_path)
    window.model.setAutosave(None)
    model = window.model
    seen: dict[str, int] = {"no bid": 0, "0 cards": 0, "Decided": 0}

    def check(_event, published) -> None:
        picture = table_picture(published, tray_seat(published))
        for seat, badge in enumerate(picture.badges):
            if badge == "no bid":
                seen["no bid"] += 1
                assert published.revealed and not published.totals[seat]
            if badge == "0 cards":
                seen["0 cards"] += 1
                assert not published.revealed and published.counts[seat] == 0

    def check_plates(changes=None) -> None:
        for seat, plate in enumerate(window.scene.plates()):
            assert plate.status() != "Bid placed"
            if plate.status() == "Decided":
                seen["Decided"] += 1
                assert model.picture().submitted[seat]

    model.eventPublished.connect(check)
    model.changed.connect(check_plates)
    window.startGame("score5", setup_of(*THREE), seed=21)
    while wait_for_human(window, qtbot):
        check_plates()
        answer(window, bid_nothing=model.picture().round % 2 == 1)
    assert all(seen.values()), seen


def test_the_player_sees_their_true_score_while_their_hand_is_shown(qtbot, tmp_path):
    window = make_window(qtbot, tmp_path)
    window.model.setAutosave(None)
    window.startGame("score5", setup_of(*THREE), seed=4)
    for _ in range(12):
        assert wait_for_human(window, qtbot)
        board = window.panels.scoreboard
        assert board.ownSeat() == 0
        view = window.panels.scoreView
        shown = view.model().index(0, 5).data()
        assert shown.split(" ")[0] == str(board.ownTotal())
        assert "bold" in window.panels.scores.windowTitle()
        answer(window)


def test_in_hot_seat_the_true_score_shows_only_behind_the_hand_over(qtbot, tmp_path):
    window = make_window(qtbot, tmp_path)
    window.model.setAutosave(None)
    model = window.model
    asked: list[tuple[int, int | None]] = []
    handed: list[int | None] = []
    model.decisionRequested.connect(
        lambda seat, _view: asked.append((seat, window.panels.scoreboard.ownSeat()))
    )
    model.handoverRequested.connect(lambda _seat: handed.append(window.panels.scoreboard.ownSeat()))
    window.handover.button.delay_ms = 0  # the hand-over's arming delay is not tested here
    window.startGame("score5", setup_of(("Ann", "human", None), ("Ben", "human", None)), seed=6)
    for _ in range(8):
        qtbot.waitUntil(lambda: window.stack.currentWidget() is window.handover, timeout=5000)
        assert window.panels.scores.windowTitle() == "Scores (known cards)"
        count = len(asked)
        qtbot.mouseClick(window.handover.button, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda count=count: len(asked) > count, timeout=5000)
        if window.actions_bar._seat >= 0:
            answer(window)
    assert len(asked) >= 8 and all(own == seat for seat, own in asked), asked
    assert len(handed) >= 8 and all(own is None for own in handed), handed


def test_a_forced_pick_is_taken_for_the_player_unless_turned_off(qtbot, tmp_path):
    window = make_window(qtbot, tmp_path)
    window.model.setAutosave(None)
    taken: list[ev.CardTaken] = []
    window.model.eventPublished.connect(
        lambda e, _picture: taken.append(e) if isinstance(e, ev.CardTaken) and e.seat == 0 else None
    )
    # Two players: whatever the human picks, every card of the bot's bid is theirs.
    window.startGame("score5", setup_of(("Ann", "human", None), ("Bob", "bot", "easy")), seed=12)
    bar = window.actions_bar
    while wait_for_human(window, qtbot):
        if bar._phase == "pick":
            # Not answered: the table takes the card by itself.
            qtbot.waitUntil(lambda: bar._phase != "pick", timeout=3000)
            continue
        answer(window)
    assert taken, "the human never had a pick to be taken for them"
    assert bar.prompt.text() == "The game is over."
    window.saveSettings(auto_pick=False)
    window.applySettings(window.settings)
    window.applyMotion()  # as the settings dialog does: the test's instant speed stays
    window.startGame("score5", setup_of(("Ann", "human", None), ("Bob", "bot", "easy")), seed=12)
    while wait_for_human(window, qtbot) and bar._phase != "pick":
        answer(window)
    assert bar._phase == "pick"
    qtbot.wait(100)
    assert bar._phase == "pick" and bar._obs.phase == "pick"


def test_a_hint_or_a_long_prompt_does_not_move_the_table(qtbot, tmp_path):
    window = make_window(qtbot, tmp_path)
    window.model.setAutosave(None)
    window.startGame("score5", setup_of(*THREE), seed=2)
    assert wait_for_human(window, qtbot)
    bar = window.actions_bar
    before = window.view.geometry()
    bar._on_refused("A refusal that is long enough to need a second line on a narrow bar " * 2)
    bar.prompt.setText("A prompt that wraps onto a second line of the bar, " * 3)
    qtbot.wait(20)
    assert bar.hint.isVisible()
    assert window.view.geometry() == before
    bar.hint.setVisible(False)
    qtbot.wait(20)
    assert window.view.geometry() == before


@pytest.mark.real_speed  # the glow fades over real time
def test_a_seat_glows_when_a_card_lands_on_it(qtbot):
    plate = SeatPlate(0)
    plate.pulse(300)
    assert plate.isPulsing() and plate.glow > 0
    qtbot.waitUntil(lambda: not plate.isPulsing(), timeout=2000)
    assert plate.glow == 0
    plate.pulse(0)  # instant speed: no glow
    assert not plate.isPulsing()


def test_a_forced_dark_theme_reaches_a_platform_themed_menu_bar(qtbot, tmp_path):
    app = QApplication.instance()
    light = QPalette(app.palette())
    light.setColor(QPalette.ColorRole.Window, QColor("#f4f4f4"))
    QApplication.setPalette(light, "QMenuBar")  # as KDE or qt6ct give the menu bar
    try:
        window = make_window(qtbot, tmp_path)
        window.appearance.setMode("dark")
        bar = window.menuBar()
        assert bar.palette().color(QPalette.ColorRole.Window).lightnessF() < 0.5
        window.appearance.setMode("light")
        assert bar.palette().color(QPalette.ColorRole.Window).lightnessF() > 0.5
    finally:
        QApplication.setPalette(app.palette(), "QMenuBar")


def test_statistics_closes_with_a_button_and_escape_and_fits_the_screen(qtbot, tmp_path):
    from score5_desktop.ui.windows.stats_window import StatsWindow

    history = GameHistory(open_history(tmp_path / "h.sqlite3"))
    window = make_window(qtbot, tmp_path)
    stats = StatsWindow(history, window.appearance, window)
    stats.show()
    qtbot.waitExposed(stats)
    available = QGuiApplication.primaryScreen().availableGeometry()
    assert stats.width() <= available.width() and stats.height() <= available.height()
    close = stats.buttons.button(stats.buttons.StandardButton.Close)
    qtbot.mouseClick(close, Qt.MouseButton.LeftButton)
    assert not stats.isVisible()
    stats.show()
    qtbot.waitExposed(stats)
    stats.activateWindow()
    stats.closeShortcut.activated.emit()
    assert not stats.isVisible()
    qtbot.keyClick(stats, Qt.Key.Key_Escape)  # also harmless once closed
    history.close()


def test_windows_fit_a_small_laptop_screen():
    laptop = QRect(0, 0, 1366, 738)  # 1366x768 less a panel
    size = fitted_size(QSize(1200, 800), laptop)
    assert size.width() <= 1366 * 0.9 and size.height() <= 738 * 0.9
    assert fitted_size(QSize(600, 400), laptop) == QSize(600, 400)


def test_rules_open_within_the_screen(qtbot):
    from score5_desktop.ui.windows.rules_window import RulesWindow

    rules = RulesWindow(None, "en")
    qtbot.addWidget(rules)
    available = QGuiApplication.primaryScreen().availableGeometry()
    assert rules.width() <= available.width() and rules.height() <= available.height()


def test_fewer_seats_leave_no_gaps_in_the_new_game_dialog(qtbot):
    dialog = NewGameDialog(None, ("random", "easy", "normal"))
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.players.setValue(5)
    qtbot.wait(10)
    tall = dialog.height()
    pitch = dialog.names[1].y() - dialog.names[0].y()
    dialog.players.setValue(2)
    qtbot.wait(10)
    assert dialog.names[1].y() - dialog.names[0].y() == pitch
    assert dialog.height() <= tall - 2 * pitch
    # Below the last seat only the line describing a bot level may stand (it is content,
    # not a gap): measured from its bottom when it shows.
    below = dialog.levelHelp if dialog.levelHelp.isVisible() else dialog.names[1]
    last = below.mapTo(dialog, below.rect().bottomLeft()).y()
    assert dialog.buttons.y() - last < 2 * pitch


def test_opening_a_record_fills_the_log_and_clears_an_old_error(qtbot, tmp_path):
    window = make_window(qtbot, tmp_path)
    window.model.setAutosave(None)
    window.startGame("score5", setup_of(*THREE), seed=8)
    for _ in range(5):
        assert wait_for_human(window, qtbot)
        answer(window)
    assert wait_for_human(window, qtbot)
    path = tmp_path / "unfinished.score5.json"
    window.model.saveTo(path)
    lines = window.panels.logModel.rowCount()
    window.startGame("score5", setup_of(*THREE), seed=9)
    window.statusBar().showMessage("The file could not be read.")
    assert window.openPath(path)
    assert window.statusBar().currentMessage() == ""
    assert window.panels.logModel.rowCount() >= lines > 0


def test_the_command_line_takes_a_record_to_open():
    assert parse_args(["game.score5.json"]).record == "game.score5.json"
    assert parse_args([]).record is None


def test_preferences_say_when_sound_cannot_play(qtbot, monkeypatch):
    monkeypatch.setenv("SCORE5_NO_SOUND", "1")
    assert SoundPlayer().problem() is SoundProblem.SWITCHED_OFF
    dialog = SettingsDialog(Settings(), None, SoundProblem.NO_MULTIMEDIA)
    qtbot.addWidget(dialog)
    dialog.show()
    assert not dialog.volume.isEnabled() and not dialog.mute.isEnabled()
    assert dialog.soundProblem.isVisible() and "Qt Multimedia" in dialog.soundProblem.text()
    working = SettingsDialog(Settings(), None, None)
    qtbot.addWidget(working)
    working.show()
    assert working.volume.isEnabled() and not working.soundProblem.isVisible()
    assert working.values()["auto_pick"] is True
