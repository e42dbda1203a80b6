"""The history, the charts, the sounds and the themes, wired into the main window."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QDialogButtonBox

from score5_desktop.games.score5.qt.card_art import FAMILIES
from score5_desktop.model.game_history import GameHistory
from score5_desktop.storage.history import open_history
from score5_desktop.storage.settings import SettingsStore
from score5_desktop.ui.common.appearance import DARK_TABLE, LIGHT_TABLE
from score5_desktop.ui.common.sound import Sound
from score5_desktop.ui.windows.history_window import HistoryWindow
from score5_desktop.ui.windows.settings_dialog import SettingsDialog
from score5_desktop.ui.windows.stats_window import StatsWindow
from tests.history.games import settle
from tests.history.test_table_sounds import FakePlayer
from tests.model.helpers import state_of
from tests.ui.app_fixtures import make_window, setup_of

BOTS = (("You", "bot", "random"), ("B2", "bot", "easy"), ("B3", "bot", "normal"))


@pytest.fixture
def window(qtbot, tmp_path):
    win = make_window(qtbot, tmp_path)
    win.model.setAutosave(None)
    yield win
    win.appearance.setMode("system")


def play_bots_game(qtbot, window, seed: int = 4) -> None:
    with qtbot.waitSignal(window.gameFinished, timeout=20000):
        window.startGame("score5", setup_of(*BOTS), seed=seed)


def test_a_finished_game_is_in_the_history_and_its_chart_on_the_end_screen(qtbot, window):
    before = window.history.db.count_games()
    with qtbot.waitSignal(window.history.gameRecorded, timeout=20000) as recorded:
        play_bots_game(qtbot, window)
    game = window.history.db.game(recorded.args[0])
    assert window.history.db.count_games() == before + 1
    state = state_of(window.model)
    assert [s.score for s in game.seats] == list(state.result().scores)
    chart = window.endDialog.chart
    assert chart.isVisible()
    for seat, bar in enumerate(chart.bars()):
        families = game.seats[seat].stats
        assert list(bar.values) == [families[f] for f in FAMILIES]
        assert bar.shown_total == game.seats[seat].score
        assert bar.emphasis == (seat == game.winner_seat)


def test_history_and_statistics_open_from_the_game_menu(qtbot, window):
    before = window.history.db.count_games()
    # A deal of its own: the same game finished again is stored once, not twice.
    play_bots_game(qtbot, window, seed=12)
    window.history.flush()  # stored off the GUI thread
    window.endDialog.hide()
    assert window.historyAction in window.gameMenu.actions()
    assert window.statsAction in window.gameMenu.actions()
    window.historyAction.trigger()
    history = window.findChild(HistoryWindow)
    settle(qtbot, history)
    shown = window.history.db.count_games(game="score5")  # each game is listed apart
    assert history.isVisible() and history.model.rowCount() == shown
    window.statsAction.trigger()
    stats = window.findChild(StatsWindow)
    assert stats.isVisible()
    settle(qtbot, stats)
    # A game of bots alone is in the history, not in your statistics.
    assert window.history.db.count_games() == before + 1
    assert stats.pages.currentWidget() is stats.empty
    window.historyAction.trigger()  # the same window again, not a second one
    assert len(window.findChildren(HistoryWindow)) == 1


def test_sounds_follow_the_table_events(qtbot, window):
    fake = FakePlayer()
    window.tableSounds.player = fake
    play_bots_game(qtbot, window, seed=9)
    qtbot.waitUntil(lambda: bool(fake.played) and fake.played[-1] is Sound.END)
    assert set(fake.played) == set(Sound)
    assert fake.played.count(Sound.END) == 1


def test_theme_switch_changes_the_table_colour(qtbot, window):
    window.appearance.setMode("light")
    assert window.scene.backgroundBrush().color().name() == LIGHT_TABLE.felt_edge
    light = window.view.grab().toImage().pixelColor(5, 5).name()
    window.appearance.setMode("dark")
    assert window.scene.backgroundBrush().color().name() == DARK_TABLE.felt_edge
    dark = window.view.grab().toImage().pixelColor(5, 5).name()
    assert light != dark


def test_settings_apply_live_and_cancel_restores(qtbot, window, monkeypatch):
    window.saveSettings(theme="light")
    window.appearance.setMode("light")
    live = {}

    def try_then_cancel(dialog):
        dialog.theme.setCurrentIndex(2)  # dark
        dialog.volume.setValue(35)
        dialog.mute.setChecked(True)
        live["dark"] = window.appearance.isDark()
        live["table"] = window.scene.backgroundBrush().color().name()
        live["sound"] = (window.sounds.volume(), window.sounds.isMuted())
        dialog.reject()
        return dialog.result()

    monkeypatch.setattr(SettingsDialog, "exec", try_then_cancel)
    window.settingsDialog()
    assert live == {"dark": True, "table": DARK_TABLE.felt_edge, "sound": (35, True)}
    assert window.scene.backgroundBrush().color().name() == LIGHT_TABLE.felt_edge
    assert window.sounds.volume() == window.settings.sound_volume
    assert not window.sounds.isMuted()


def test_settings_are_saved_on_ok(qtbot, window, tmp_path, monkeypatch):
    def accept(dialog):
        dialog.theme.setCurrentIndex(2)
        dialog.volume.setValue(20)
        dialog.mute.setChecked(True)
        dialog.buttons.button(QDialogButtonBox.StandardButton.Ok).click()
        return dialog.result()

    monkeypatch.setattr(SettingsDialog, "exec", accept)
    window.settingsDialog()
    saved, _ = SettingsStore(tmp_path / "settings.json").load()
    assert (saved.theme, saved.sound_volume, saved.muted) == ("dark", 20, True)
    assert window.scene.backgroundBrush().color().name() == DARK_TABLE.felt_edge


def test_a_damaged_history_is_reported_once_and_the_game_goes_on(qtbot, tmp_path):
    bad = tmp_path / "history.sqlite3"
    bad.write_bytes(b"this is not a database" * 100)
    from score5_desktop.model.game_model import GameModel
    from score5_desktop.storage.autosave import AutosaveStore
    from score5_desktop.ui.windows.main_window import MainWindow
    from tests.ui.app_fixtures import fast_bots

    history = GameHistory(open_history(bad))
    window = MainWindow(
        SettingsStore(tmp_path / "settings.json"),
        AutosaveStore(tmp_path / "autosave.json"),
        quiet=True,
        model=GameModel(bot_factory=fast_bots),
        history=history,
    )
    qtbot.addWidget(window)
    window.setSpeed("instant")
    window.show()
    qtbot.waitUntil(lambda: len(window.messages) == 1)
    assert "new, empty history" in window.messages[0]
    play_bots_game(qtbot, window)
    history.flush()  # the finished game is stored off the GUI thread
    assert history.db.count_games() == 1
    assert len(window.messages) == 1
