"""Names from files are text, never markup: every window built with hostile names.

Names arrive the way an attacker would send them: in a record the player opens,
in settings.json and in the history database. Every window and dialog is then
built and drawn, and the widget tree walked: no label that is not plain text
holds a name, no tooltip holds a name's markup unescaped, and no file named by
an ``<img>`` is read (a canary file whose access time is watched).
"""

from __future__ import annotations

import json
import os
import shutil
import tempfile
import time
from pathlib import Path

import pytest
from PySide6.QtCore import QAbstractListModel, QModelIndex, Qt
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QAbstractItemView, QApplication, QLabel, QMessageBox, QWidget

from score5_desktop.core.names import MAX_NAME_CHARS
from score5_desktop.games.score5.bots.levels import available_levels
from score5_desktop.games.score5.rules import events as ev
from score5_desktop.games.score5.rules.record import Player, dumps, load
from score5_desktop.model.game_history import GameHistory
from score5_desktop.storage.history import open_history
from score5_desktop.storage.record_files import open_record_file
from score5_desktop.ui.windows.history_window import HistoryWindow
from score5_desktop.ui.windows.new_game_dialog import NewGameDialog
from score5_desktop.ui.windows.replay_dialog import ReplayDialog
from score5_desktop.ui.windows.settings_dialog import SettingsDialog
from score5_desktop.ui.windows.stats_window import StatsWindow
from tests.storage.conftest import finished_game, partial_game
from tests.ui.app_fixtures import make_window

LONG = "W" * 10_000
RTL_EMOJI = "مرحبا بالعالم 👋🏽 שלום"
MARKERS = ("<img", "<b>x</b>", "<h1>", "WWWWWWWWWW", "مرحبا")


@pytest.fixture
def canary(monkeypatch):
    """A tiny image in a short folder (so ``<img src=…>`` fits in a 40-character name),
    its access time set to 0: Qt reading it for an ``<img>`` would change it."""
    folder = Path(tempfile.mkdtemp(prefix="c", dir="/tmp"))
    image = QImage(2, 2, QImage.Format.Format_RGB32)
    image.fill(0)
    path = folder / "c.png"
    image.save(str(path))
    os.utime(path, (0, time.time()))
    monkeypatch.chdir(folder)  # so a relative src (in a file's name) finds it too
    yield path
    shutil.rmtree(folder, ignore_errors=True)


def hostile_names(canary: Path) -> list[str]:
    names = [f"<img src={canary}>", "<b>x</b>", LONG, RTL_EMOJI, "&Bob<h1>big</h1>"]
    assert len(names[0]) <= MAX_NAME_CHARS
    return names


def offenders() -> list[str]:
    """Every place a name is shown as markup, in all open windows."""
    found = []
    for top in QApplication.topLevelWidgets():
        for widget in [top, *top.findChildren(QWidget)]:
            if isinstance(widget, QLabel) and any(m in widget.text() for m in MARKERS):
                if widget.textFormat() != Qt.TextFormat.PlainText:
                    found.append(f"label {widget.objectName()!r}: {widget.text()[:60]!r}")
            if any(m in widget.toolTip() for m in MARKERS[:3]):
                found.append(f"tooltip of {type(widget).__name__}: {widget.toolTip()[:60]!r}")
            if isinstance(widget, QAbstractItemView) and widget.model() is not None:
                found += _model_tooltips(widget.model())
        scene = getattr(top, "scene", None)
        if callable(getattr(scene, "items", None)):
            for item in scene.items():
                if any(m in item.toolTip() for m in MARKERS[:3]):
                    found.append(f"scene item tooltip {item.toolTip()[:60]!r}")
    return found


def _model_tooltips(model) -> list[str]:
    found = []
    role = Qt.ItemDataRole.ToolTipRole
    rows = model.rowCount(QModelIndex())
    columns = 1 if isinstance(model, QAbstractListModel) else model.columnCount(QModelIndex())
    tips = [model.headerData(r, Qt.Orientation.Vertical, role) for r in range(rows)]
    for row in range(min(rows, 50)):
        for column in range(columns):
            tips.append(model.data(model.index(row, column), role))
    for tip in tips:
        if isinstance(tip, str) and any(m in tip for m in MARKERS[:3]):
            found.append(f"model tooltip {tip[:60]!r}")
    return found


def draw_everything() -> None:
    QApplication.processEvents()
    for top in QApplication.topLevelWidgets():
        if top.isVisible():
            top.grab()


def test_every_window_shows_hostile_names_as_text(qtbot, tmp_path, canary):
    names = hostile_names(canary)
    players = (
        Player(names[0], "human"),
        Player(names[1], "human"),
        Player(names[2], "bot", "easy"),
        Player(names[3], "bot", "random"),
        Player(names[4], "bot", "normal"),
    )
    # settings.json remembers the last setup with such names (at most 40 characters).
    setup = {"seats": [{"name": n, "kind": "human"} for n in names], "max_adjust_rounds": 2}
    (tmp_path / "settings.json").write_text(json.dumps({"last_setup": setup}), "utf-8")
    in_progress = tmp_path / "in progress.json"
    in_progress.write_text(dumps(partial_game(5, 3, 7), players), "utf-8")
    finished_state = finished_game(5, 4)
    finished = tmp_path / "finished.json"
    finished.write_text(dumps(finished_state, players), "utf-8")
    bad = tmp_path / f"<img src={canary.name}>.json"
    bad.write_text(json.dumps({"format": "score5-record", "version": 1, "players": []}))

    window = make_window(qtbot, tmp_path)
    assert [s.name for s in window.settings.game_setups["score5"].seats][2] == "W" * 39 + "…"
    # Mid-game, two humans: the hand-over screen names the next one.
    assert window.openPath(in_progress)
    qtbot.waitUntil(lambda: window.stack.currentWidget() is window.handover, timeout=5000)
    draw_everything()
    for name in names:  # the hand-over screen with every name
        window.handover.setPlayer(name)
        draw_everything()
    # The end of the game, the replay viewer, error boxes.
    result = open_record_file(finished)
    assert result.ok
    _record, replayed = load(result.text)
    ended = next(e for e in replayed.events if isinstance(e, ev.GameEnded))
    window.endDialog.setResult(list(window.model.names()), replayed.state.deck, ended)
    window.endDialog.show()
    assert window.openPath(finished)  # a finished record opens in the replay viewer
    window.quiet = False
    assert not window.openPath(bad)
    window.tell(f"<img src={canary}> <b>x</b>")
    [box] = window.findChildren(QMessageBox)  # one box: the second message joins it
    assert "<img src=c.png>.json" in box.text() and "<b>x</b>" in box.text()
    boxes = [box]
    # The dialogs: new game (names from settings), settings, history, statistics.
    dialogs = [
        NewGameDialog(None, available_levels(), window, game_setups=window.settings.game_setups),
        SettingsDialog(window.settings, window),
    ]
    history = GameHistory(open_history(tmp_path / "history.sqlite3"))
    assert history.record(finished.read_text("utf-8")) is not None
    dialogs += [
        HistoryWindow(history, window.appearance, window),
        StatsWindow(history, window.appearance, window),
    ]
    for dialog in dialogs:
        dialog.show()
    draw_everything()
    assert window.findChildren(ReplayDialog)

    assert offenders() == []
    assert os.stat(canary).st_atime == 0, "a file named in a name was read"

    # The spy works: a label left to guess its format does read the file.
    control = QLabel(names[0])
    qtbot.addWidget(control)
    control.show()
    control.grab()
    if os.stat(canary).st_atime == 0:
        pytest.skip("this file system does not record reads; the format checks above ran")
    for dialog in dialogs:
        dialog.close()
    for box in boxes:
        box.close()
    history.close()


def test_a_long_name_shows_an_ellipsis_and_fits_the_cap(tmp_path):
    players = (Player(LONG, "human"), Player("B", "bot", "easy"))
    path = tmp_path / "long.json"
    path.write_text(dumps(partial_game(2, 1, 2), players), "utf-8")
    result = open_record_file(path)
    assert result.ok
    name = result.loaded.players[0].name
    assert len(name) == MAX_NAME_CHARS and name.endswith("…")


def test_a_name_that_looks_like_a_placeholder_is_never_filled():
    from score5_desktop.model.text import arg

    tied = arg("%1 tied on %2 points: %3 holds %4", "Ann, %2", 45, "%1 %2", "green 80")
    assert tied == "Ann, %2 tied on 45 points: %1 %2 holds green 80"
