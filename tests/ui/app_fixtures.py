"""Building a main window for tests: isolated files, instant animations, fast bots."""

from __future__ import annotations

import math
from pathlib import Path

from PySide6.QtCore import QPointF, QRect, Qt
from PySide6.QtGui import QFontMetricsF
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QLabel

from score5_desktop.games.score5.bots.levels import make_bot
from score5_desktop.model.game_model import GameModel
from score5_desktop.storage.autosave import AutosaveStore
from score5_desktop.storage.settings import GameSetup, SeatSetup, SettingsStore
from score5_desktop.ui.windows.main_window import MainWindow


def fast_bots(level: str, seed: int | None):
    """Tests play the cheap levels; the heartbeat test uses the strongest on purpose."""
    return make_bot("easy" if level in ("hard", "expert") else level, seed)


def make_window(
    qtbot,
    folder: Path,
    speed: str = "instant",
    register: bool = True,
    model: GameModel | None = None,
) -> MainWindow:
    """``register=False``: the caller closes the window itself (pytest-qt would close it
    before the test's fixtures are torn down). ``model``: the game model to use instead
    of the default one with fast in-thread bots."""
    if model is None:
        model = GameModel(bot_factory=fast_bots, hint_level=lambda: "normal")
    window = MainWindow(
        SettingsStore(folder / "settings.json"),
        AutosaveStore(folder / "autosave.json"),
        quiet=True,
        model=model,
    )
    model.setParent(window)
    window.setSpeed(speed)
    if register:
        qtbot.addWidget(window)
    window.resize(1280, 800)
    window.show()
    qtbot.waitExposed(window)
    return window


def setup_of(*seats: tuple[str, str, str | None], adjust: int = 2) -> GameSetup:
    """A SCORE 5 setup; ``adjust`` its maximum number of adjustment rounds (R3)."""
    return GameSetup(
        seats=tuple(SeatSetup(name, kind, level) for name, kind, level in seats),
        options={"max_adjust_rounds": adjust},
    )


def wait_for_human(window, qtbot) -> bool:
    """Wait until a human at the screen decides (True) or the game's end window shows
    (False)."""
    qtbot.waitUntil(
        lambda: window.actions_bar._seat >= 0 or window.endDialog.isVisible(), timeout=10000
    )
    return not window.endDialog.isVisible()


def answer(window, bid_nothing: bool = False) -> None:
    """A human's simple part in SCORE 5: bid the hand's last two cards (or none), keep the
    bid, take the first card offered, confirm the rest (the wild goes where it scores)."""
    bar, scene = window.actions_bar, window.scene
    if bar._phase == "bid":
        tray = scene.trayItems()
        chosen = [] if bid_nothing else tray[-2:]
        scene.setSelectedMask(sum(1 << item.card().index for item in chosen))
        bar.confirm()
    elif bar._phase == "adjust":
        bar.keepBid()
    elif bar._phase == "pick":
        scene.pickRequested.emit(scene.interactiveItems()[0].card().index)
    else:
        bar.confirm()


def click_item(view, item) -> None:
    """A real mouse click on a scene item, through the view's viewport."""
    point = view.mapFromScene(item.mapToScene(QPointF(0, 0)))
    QTest.mouseClick(
        view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, point
    )


def text_lines(label: QLabel) -> int:
    """How many lines a word-wrapped label's text takes at its width (not its height,
    which may keep room for more): each line is the font's line spacing rounded up."""
    metrics = label.fontMetrics()
    area = QRect(0, 0, label.contentsRect().width(), 100_000)
    height = metrics.boundingRect(area, Qt.TextFlag.TextWordWrap, label.text()).height()
    return round(height / math.ceil(QFontMetricsF(label.font()).lineSpacing()))
