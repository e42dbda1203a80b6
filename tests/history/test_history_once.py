"""Issue 11: a game re-opened and finished again is in the history once."""

from __future__ import annotations

import json

from score5_desktop.games.score5.rules.cards import Family
from score5_desktop.games.score5.rules.decisions import AssignWild
from score5_desktop.games.score5.rules.record import dumps
from score5_desktop.model.game_history import GameHistory
from score5_desktop.model.game_model import GameModel
from score5_desktop.storage.autosave import AutosaveStore
from score5_desktop.storage.history import open_history
from score5_desktop.storage.settings import SettingsStore
from score5_desktop.ui.windows.main_window import MainWindow
from tests.history.games import finished, seats
from tests.ui.app_fixtures import fast_bots


def test_reopening_a_record_and_finishing_it_again_keeps_one_row(qtbot, tmp_path):
    state = finished(3, 9)
    doc = json.loads(dumps(state, seats(("easy", "easy"))))
    wild = doc.pop("wild")  # stop just before the wild is placed: the owner decides it
    owner = wild["seat"]
    for seat, player in enumerate(doc["players"]):
        if seat == owner:
            doc["players"][seat] = {"name": player["name"], "kind": "human"}
        else:
            doc["players"][seat] = {"name": player["name"], "kind": "bot", "level": "easy"}
    path = tmp_path / "almost.json"
    path.write_text(json.dumps(doc), "utf-8")
    history = GameHistory(open_history(tmp_path / "history.sqlite3"))
    model = GameModel(bot_factory=fast_bots, hint_level=lambda: "normal")
    window = MainWindow(
        SettingsStore(tmp_path / "settings.json"),
        AutosaveStore(tmp_path / "autosave.json"),
        quiet=True,
        model=model,
        history=history,
    )
    model.setParent(window)
    window.setSpeed("instant")
    qtbot.addWidget(window)
    window.model.setAutosave(None)
    for _ in range(2):  # the same record, opened and finished twice
        assert window.openPath(path)
        decision = AssignWild(owner, Family(wild["family"]))
        with qtbot.waitSignal(window.gameFinished, timeout=10000):
            # The table shows the resumed game first; the wild is asked for after.
            qtbot.waitUntil(lambda d=decision: window.model.submit(d), timeout=5000)
    assert history.flush()  # the history's worker writes each game
    assert history.db.count_games() == 1
    assert history.db.human_win_rate().games == 1  # statistics count it once
    history.close()
