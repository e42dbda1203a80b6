"""The tests' tiny game ("High card", ``tests/shell_tiny_game.py``) played in the real main
window through its small Qt part (``tests/tiny_game_screen.py``): New game, a whole game,
the end window, Watch again and History, with no SCORE 5 or Five Three Five module
imported. It runs in a fresh interpreter, so no other test's imports count; there the
registry lists the tiny game alone, as its default (one game, registered by the test)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
OTHER_GAMES = ("score5_desktop.games.score5", "score5_desktop.games.five_three_five")


def install_tiny_alone() -> None:
    """The fixture of the fresh interpreter: the registry holds the tiny game alone, as
    its default, its Qt part found through ``Game.qt_part()`` like any game's."""
    from score5_desktop.core import registry
    from tests import shell_tiny_game

    registry.GAME_MODULES = ()
    registry.DEFAULT_GAME = shell_tiny_game.GAME.id
    registry.all_games.cache_clear()
    shell_tiny_game.GAME.plays_on_screen = True
    shell_tiny_game.install()


def play_through(folder: Path) -> list[str]:
    """New game, one whole game against a bot, the end window, Watch again, History; the
    modules of the other games that were imported (none is the answer)."""
    install_tiny_alone()
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication

    from score5_desktop.model.game_history import GameHistory
    from score5_desktop.model.game_model import GameModel
    from score5_desktop.storage.autosave import AutosaveStore
    from score5_desktop.storage.history import open_history
    from score5_desktop.storage.settings import SettingsStore
    from score5_desktop.ui.table.replay_page import TableReplayPage
    from score5_desktop.ui.windows.main_window import MainWindow
    from score5_desktop.ui.windows.new_game_dialog import NewGameDialog

    app = QApplication.instance() or QApplication([])

    def wait(check, what: str, ms: int = 10000) -> None:
        import time

        end = time.monotonic() + ms / 1000
        while not check():
            if time.monotonic() > end:
                raise AssertionError(f"waited for {what}")
            app.processEvents()
            time.sleep(0.002)

    model = GameModel(hint_level=lambda: "random")
    history = GameHistory(open_history(folder / "history.sqlite3"))
    window = MainWindow(
        SettingsStore(folder / "settings.json"),
        AutosaveStore(folder / "autosave.json"),
        quiet=True,
        model=model,
        history=history,
    )
    model.setParent(window)
    window.setSpeed("instant")
    window.show()
    assert window.gameScreen.game_id == "tiny"

    # New game: the dialog offers the tiny game, you against one bot; OK starts it.
    def accept_dialog() -> None:
        dialog = app.activeModalWidget()
        assert isinstance(dialog, NewGameDialog), dialog
        assert dialog.gameId() == "tiny"
        dialog.accept()

    QTimer.singleShot(0, accept_dialog)
    window.newGameDialog()
    assert window.model.game_id == "tiny" and window.model.hasGame()
    assert [p.kind for p in window.model.players()] == ["human", "bot"]

    # Play the three tricks by pressing the card buttons.
    for _trick in range(3):
        wait(lambda: window.actions_bar.buttons or window.endDialog.isVisible(), "a card")
        if window.endDialog.isVisible():
            break
        window.actions_bar.buttons[0].click()
    wait(lambda: window.endDialog.isVisible(), "the end window")
    assert "won" in window.endDialog.result.text()
    assert window.panels.log.count() == 9  # per trick: two cards put down, one taken
    history.flush()

    # Watch again: the replay on the table, from the start to the end.
    window.endDialog.watchAgain.emit()
    replay = window.findChild(TableReplayPage)
    assert replay is not None and replay.isVisible()
    replay.controller.seek(replay.controller.length)
    wait(lambda: "trick" in replay.bar.stepLabel.text(), "the last step's words")
    replay.leave()

    # History: the finished game is listed under the tiny game.
    window.showHistory()
    shown = window._history_window  # noqa: SLF001 - the window History opened
    assert shown is not None and shown.isVisible()
    assert shown.game() == "tiny"
    # The list itself is read in a worker process, where the tests' game is not
    # registered: the finished game is checked in the history the window keeps.
    assert history.db.count_games(game="tiny") == 1

    # Play again: the same players, the same screen.
    screen = window.gameScreen
    window.playAgain()
    assert window.gameScreen is screen and window.model.hasGame() and not window.model.isOver()

    window.confirmLeaving = False
    window.close()
    return sorted(name for name in sys.modules if name.startswith(OTHER_GAMES))


def test_the_tiny_game_plays_in_the_main_window_alone(tmp_path) -> None:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", SCORE5_HOME=str(tmp_path))
    code = (
        "import sys; from pathlib import Path; "
        "from tests.ui.test_tiny_game_window import play_through; "
        f"imported = play_through(Path({str(tmp_path)!r})); "
        "print('IMPORTED', imported)"
    )
    done = subprocess.run(
        [sys.executable, "-c", code],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 0, done.stderr[-3000:]
    assert "IMPORTED []" in done.stdout, done.stdout[-2000:]
