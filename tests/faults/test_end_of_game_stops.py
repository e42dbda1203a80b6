"""Issue 24: a finished game is never lost at its end, wherever the process stops.

A child process finishes a game with the app's own writes and dies (``os._exit``)
right after the k-th write, for every k until it runs to the end. After each
stop the game must be in the history, the pending folder or the autosave; and
the next start must put it in the history exactly once, leaving no pending copy
and no autosave that would offer to continue a game that has ended."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from score5_desktop.model.game_history import GameHistory
from score5_desktop.storage.autosave import AutosaveStore
from score5_desktop.storage.game_end import same_game_so_far
from score5_desktop.storage.history import open_history
from score5_desktop.storage.history_schema import game_key
from score5_desktop.storage.history_spool import spool_folder, spooled_games
from tests.faults.end_of_game_child import RAN_TO_THE_END, game

ROOT = Path(__file__).resolve().parents[2]
#: Stop points each scenario has between its writes (the first write aside).
EXPECTED_STOPS = {"free": 3, "busy": 5}


def run_child(folder: Path, scenario: str, stop: int) -> int:
    done = subprocess.run(
        [sys.executable, "-m", "tests.faults.end_of_game_child", str(folder), scenario, str(stop)],
        cwd=ROOT,
        capture_output=True,
        timeout=60,
    )
    return done.returncode


def where_is(folder: Path, finished: str) -> set[str]:
    """The durable places that hold the finished game (or, for the autosave, the same
    game one decision or more before its end: "autosave in progress")."""
    places = set()
    doc = json.loads(finished)
    db, _ = open_history(folder / "history.sqlite3")
    with db:
        rows = db._conn.execute(
            "SELECT COUNT(*) FROM games WHERE game_key = ?", (game_key(doc),)
        ).fetchone()[0]
    if rows:
        places.add("history")
    if any(
        g.record_json == finished for g in spooled_games(spool_folder(folder / "history.sqlite3"))
    ):
        places.add("pending")
    saved = AutosaveStore(folder / "autosave.json")
    if saved.holds(doc):
        places.add("autosave finished")
    elif saved._read_doc() is not None and same_game_so_far(saved._read_doc(), doc):
        places.add("autosave in progress")
    return places


def next_start(qtbot, folder: Path) -> GameHistory:
    """What the app does at start: pending games added, a finished autosave recovered."""
    history = GameHistory(open_history(folder / "history.sqlite3"))
    store = AutosaveStore(folder / "autosave.json")
    if store.exists():
        loaded = store.load()
        if loaded.finished:
            history.recoverFinished(loaded, store)
            assert history.flush()
    return history


@pytest.mark.parametrize("scenario", sorted(EXPECTED_STOPS))
def test_a_stop_between_any_two_writes_loses_nothing(qtbot, tmp_path, scenario):
    before, finished = game()
    stops = []
    for stop in range(0, 20):
        folder = tmp_path / f"{scenario}-{stop}"
        folder.mkdir()
        code = run_child(folder, scenario, stop)
        if code == RAN_TO_THE_END:
            break
        assert code == 0, f"the child failed at stop {stop}"
        places = where_is(folder, finished)
        if stop == 0:
            # Died before the finished game was written anywhere: the game in progress
            # (before its last decision) is in the autosave, as after any decision.
            assert places == {"autosave in progress"}
        else:
            assert places & {"history", "pending", "autosave finished"}, (stop, places)
            assert "autosave in progress" not in places, (stop, places)
            stops.append((stop, sorted(places)))
        history = next_start(qtbot, folder)
        try:
            if stop == 0:
                assert AutosaveStore(folder / "autosave.json").load().can_continue
                continue
            assert where_is(folder, finished) == {"history"}, stop
            assert history.db.count_games() == 1
            assert history.pendingCount() == 0
        finally:
            history.close()
    else:
        pytest.fail("the child never ran to the end")
    assert len(stops) == EXPECTED_STOPS[scenario], stops
    # The run to the end leaves the game in the history only.
    assert where_is(folder, finished) == {"history"}
