"""Start-up shows the table of the game it is about to play from the window's first
paint: a Five Three Five game offered to continue (the autosave) or opened from a file
never shows SCORE 5's empty table and panels first, however briefly."""

from __future__ import annotations

from dataclasses import replace

import pytest
from PySide6.QtWidgets import QDockWidget

from score5_desktop.app import open_window, parse_args
from score5_desktop.core.players import Player
from score5_desktop.games.five_three_five.game import GAME as F35
from score5_desktop.storage.paths import AppPaths
from score5_desktop.storage.settings import SettingsStore
from tests.ui.app_fixtures import setup_of

SCORE5 = "score5"


def _f35_record() -> str:
    players = [Player("Ann"), Player("Bot", "bot", "normal")]
    state = F35.new_state(players, 4242, F35.default_options())
    return F35.dump_record(state, players)


def _window(qtbot, argv: list[str]):
    window = open_window(parse_args(argv))
    qtbot.addWidget(window)
    window.confirmLeaving = False
    return window


def _assert_only_f35_shown(qtbot, window) -> None:
    qtbot.waitExposed(window)
    assert window.gameUi.game_id == F35.id
    assert window.stack.currentWidget() is window.tablePage
    # One screen at a time: no other game's docks show in the window.
    shown = [dock for dock in window.findChildren(QDockWidget) if dock.isVisible()]
    assert shown == window.panels.docks()
    assert all(dock.isVisible() for dock in window.panels.docks())


def test_an_autosaved_five_three_five_game_lays_its_own_table_first(qtbot):
    path = AppPaths.from_environment().autosave_file
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(_f35_record(), encoding="utf-8")
    window = _window(qtbot, [])
    _assert_only_f35_shown(qtbot, window)


def test_a_five_three_five_file_lays_its_own_table_first(qtbot, tmp_path):
    record = tmp_path / "game.json"
    record.write_text(_f35_record(), encoding="utf-8")
    window = _window(qtbot, [str(record)])
    _assert_only_f35_shown(qtbot, window)
    # Opened: the game goes on on the table already shown.
    assert window.openPath(record)
    assert window.gameUi.game_id == F35.id and window.model.game_id == F35.id


def test_the_game_last_set_up_lays_its_table_before_the_new_game_dialog(qtbot):
    store = SettingsStore()
    settings, _problem = store.load()
    store.save(replace(settings, last_game=F35.id))
    window = _window(qtbot, [])
    _assert_only_f35_shown(qtbot, window)
    # SCORE 5's panels, stepped aside before the window first showed, come back with it.
    window.startGame("score5", setup_of(("Ann", "human", None), ("Bot", "bot", "random")), seed=1)
    assert window.gameUi.game_id == SCORE5
    assert window.panels.docks() and all(dock.isVisible() for dock in window.panels.docks())


@pytest.mark.parametrize("argv", [[], ["--game", "five-three-five", "--demo"]])
def test_score5_and_the_demo_lay_the_table_they_play(qtbot, argv):
    window = _window(qtbot, argv)
    qtbot.waitExposed(window)
    wanted = F35.id if argv else SCORE5
    assert window.gameUi.game_id == wanted
    assert all(dock.isVisible() for dock in window.panels.docks())
