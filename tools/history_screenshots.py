"""Screenshots of the History and Statistics windows, the end-of-game chart and both tables.

Run ``QT_QPA_PLATFORM=offscreen python tools/history_screenshots.py [OUT_DIR]``.
It plays about thirty real games (random bots, one seat recorded as the
player, opponents of mixed levels, spread over ten weeks) into a private
history, so the pictures show what a returning player would see.
"""

from __future__ import annotations

import logging
import os
import sys
import tempfile
from datetime import UTC, datetime, timedelta
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("SCORE5_NO_SOUND", "1")
os.environ["SCORE5_HOME"] = tempfile.mkdtemp(prefix="score5-shots-")

from PySide6.QtCore import QTimer  # noqa: E402
from PySide6.QtWidgets import QApplication, QWidget  # noqa: E402

from score5_desktop.games.score5.bots.levels import make_bot  # noqa: E402
from score5_desktop.games.score5.bots.match import play_game  # noqa: E402
from score5_desktop.games.score5.rules.deal import deal  # noqa: E402
from score5_desktop.games.score5.rules.observation import observe  # noqa: E402
from score5_desktop.games.score5.rules.record import Player, dumps  # noqa: E402
from score5_desktop.storage.history import HistoryDB  # noqa: E402

OUT = Path(__file__).resolve().parents[1] / "screenshots"
SIZE = (1200, 800)
LEVELS = ("easy", "normal", "hard", "expert")
NAMES = ("Alex", "Sam", "Kim", "Noor")

log = logging.getLogger("history_screenshots")


def fill(db: HistoryDB, games: int = 30) -> None:
    """Real finished games; the player meets harder bots as the weeks go on."""
    start = datetime(2024, 3, 4, 19, 0, tzinfo=UTC)
    for k in range(games):
        n = 2 + k % 4
        opponents = tuple(LEVELS[min((k // 6 + s) % 4, 3)] for s in range(n - 1))
        players = (Player("You", "human"),) + tuple(
            Player(f"{NAMES[s]}", "bot", level) for s, level in enumerate(opponents)
        )
        bots = [make_bot("random", 1000 + k * 7 + s) for s in range(n)]
        state = play_game(deal(n, 500 + k), bots, keep_log=True)
        when = start + timedelta(days=k * 70 // games, hours=k % 5)
        db.add_game(dumps(state, players), state, finished_at=when)


def shoot(widget: QWidget, name: str, out: Path) -> Path:
    widget.resize(*SIZE)
    widget.show()
    for _ in range(5):
        QApplication.processEvents()
    path = out / f"issue7-{name}.png"
    widget.grab().save(str(path))
    log.info("saved %s", path)
    return path


def main() -> int:
    logging.basicConfig(level=logging.INFO, format="%(message)s")
    out = Path(sys.argv[1]) if len(sys.argv) > 1 else OUT
    out.mkdir(parents=True, exist_ok=True)
    app = QApplication.instance() or QApplication(sys.argv[:1])
    app.setStyle("Fusion")

    from score5_desktop.model.game_history import GameHistory
    from score5_desktop.storage.history import open_history
    from score5_desktop.ui.common.appearance import Appearance
    from score5_desktop.ui.windows.history_window import HistoryWindow
    from score5_desktop.ui.windows.stats_window import StatsWindow

    history = GameHistory(open_history())
    fill(history.db)
    appearance = Appearance("light")
    shoot(HistoryWindow(history, appearance), "history", out)
    stats = StatsWindow(history, appearance)
    shoot(stats, "statistics", out)
    appearance.setMode("dark")
    shoot(stats, "statistics-dark", out)
    appearance.setMode("light")
    stats.close()
    shoot_table(app, history, appearance, out)
    return 0


def shoot_table(app: QApplication, history, appearance, out: Path) -> None:
    """A game against bots: the table mid-game in the light and the dark theme, then
    the end-of-game screen with its chart over the table."""
    from score5_desktop.games.score5.bots.levels import available_levels
    from score5_desktop.storage.autosave import AutosaveStore
    from score5_desktop.storage.settings import NewGameSetup, SeatSetup
    from score5_desktop.ui.windows.main_window import MainWindow

    home = Path(os.environ["SCORE5_HOME"])
    window = MainWindow(
        autosave=AutosaveStore(home / "shots-autosave.json"),
        appearance=appearance,
        quiet=True,
        history=history,
    )
    window.setSpeed("instant")
    window.model.setAutosave(None)
    levels = available_levels()
    setup = NewGameSetup(
        seats=(SeatSetup("You", "human"),)
        + tuple(SeatSetup(NAMES[s], "bot", levels[min(s + 1, len(levels) - 1)]) for s in range(3))
    )
    window.resize(*SIZE)
    window.show()
    player = make_bot("random", 3)
    asked: list[int] = []
    window.model.decisionRequested.connect(lambda seat, _phase: asked.append(seat))
    done: list[bool] = []
    window.gameFinished.connect(lambda: done.append(True))
    window.startGame(setup, seed=42)
    mid_game = 14
    while not done:
        app.processEvents()
        if asked:
            seat = asked.pop()
            if mid_game == 0:
                settle(app)
                shoot(window, "table-light", out)
                appearance.setMode("dark")
                shoot(window, "table-dark", out)
                appearance.setMode("light")
            mid_game -= 1
            window.model.submit(player.decide(observe(window.model.stateForTests(), seat)))
            window.actions_bar.end()  # what the bar does after its own Confirm
    settle(app)
    for mode in ("light", "dark"):
        appearance.setMode(mode)
        settle(app)
        shoot_over(window, window.endDialog, f"end-screen-{mode}", out)
    window.endDialog.hide()
    QTimer.singleShot(0, window.close)
    settle(app)


def settle(app: QApplication) -> None:
    for _ in range(20):
        app.processEvents()


def shoot_over(window: QWidget, dialog: QWidget, name: str, out: Path) -> Path:
    """The window with ``dialog`` drawn centred over it, as the player sees them."""
    from PySide6.QtGui import QPainter

    picture = window.grab()
    painter = QPainter(picture)
    face = dialog.grab()
    painter.drawPixmap(
        (picture.width() - face.width()) // 2, (picture.height() - face.height()) // 2, face
    )
    painter.end()
    path = out / f"issue7-{name}.png"
    picture.save(str(path))
    log.info("saved %s", path)
    return path


if __name__ == "__main__":
    sys.exit(main())
