"""A process that finishes one game the way the app does, and dies at a chosen point.

``python -m tests.faults.end_of_game_child FOLDER SCENARIO STOP`` writes the
game in progress to the autosave (as the table did before the last decision),
then runs the app's end-of-game writes (``AutosaveStore.keep_finished``, then
``storage.game_end.keep_finished_game``, then, for a busy history, the retry
``add_pending_games``) and calls ``os._exit`` as soon as the STOP-th write is
done: no ``finally``, no flush, as if killed. STOP 0 dies before the first
write. Having run to the end, it exits with ``RAN_TO_THE_END``.

SCENARIO "free": the history takes the game at once. "busy": another
connection holds the history, so the game waits in the pending folder until
the lock goes and the retry adds it.
"""

from __future__ import annotations

import os
import sqlite3
import sys
from datetime import UTC, datetime
from pathlib import Path

from score5_desktop.games.score5.rules.record import dumps
from score5_desktop.storage import game_end, history
from score5_desktop.storage.autosave import AutosaveStore
from score5_desktop.storage.history import open_history
from score5_desktop.storage.history_spool import spool_folder
from tests.storage.conftest import partial_game, players_for

RAN_TO_THE_END = 3
SEED = 12
WHEN = datetime(2026, 11, 24, 15, 0, tzinfo=UTC)


def game() -> tuple[str, str]:
    """The record one decision before the end, and the finished record."""
    players = players_for(3)
    low, high = 0, 10_000  # partial_game(low) is in progress, partial_game(high) is over
    while high - low > 1:
        middle = (low + high) // 2
        low, high = (low, middle) if partial_game(3, SEED, middle).is_over else (middle, high)
    return dumps(partial_game(3, SEED, low), players), dumps(partial_game(3, SEED, high), players)


def main(folder: Path, scenario: str, stop: int) -> None:
    history_path = folder / "history.sqlite3"
    opened = open_history(history_path)
    opened.db.close()
    before, finished = game()
    store = AutosaveStore(folder / "autosave.json")
    store.save_text(before)
    writes = 0

    def hook(point: game_end.StopPoint) -> None:
        nonlocal writes
        writes += 1
        if writes >= stop:
            os._exit(0)

    if stop == 0:
        os._exit(0)
    game_end.stop_hook = hook
    holder = None
    if scenario == "busy":
        # The held history turns the game away after the writer's busy wait; how long
        # that wait is does not matter here (2 s of it per run was most of the test's
        # time), only that the game then goes to the pending folder.
        history.WORKER_BUSY_TIMEOUT_SECONDS = 0.05
        holder = sqlite3.connect(history_path, isolation_level=None)
        holder.execute("BEGIN EXCLUSIVE")
    store.keep_finished(finished)
    game_end.keep_finished_game(
        finished,
        WHEN,
        game_end.history_adder(history_path),
        spool_folder(history_path),
        store.clear_if_same_game,
    )
    if holder is not None:
        holder.execute("ROLLBACK")
        holder.close()
        game_end.add_pending_games(spool_folder(history_path), game_end.history_adder(history_path))
    os._exit(RAN_TO_THE_END)


if __name__ == "__main__":
    main(Path(sys.argv[1]), sys.argv[2], int(sys.argv[3]))
