"""A finished game's way from the table to the history, never lost on the way.

At every instant the game is in at least one durable place: the autosave, the
history, or the pending folder (``history_spool``). The writes come in this
order, each on a worker thread:

1. the autosave is replaced by the finished game's record (``AutosaveStore.keep_finished``,
   written by the autosave's own thread after every earlier save);
2. the game is added to the history, or, if the history cannot take it now,
   written to the pending folder;
3. only then is the autosave removed, and only if it still holds this game
   (a later game's autosave is never touched);
4. a pending copy of a game now in the history is removed.

A stop between any two of them leaves the game where the next start finds it:
a finished autosave is added to the history at start-up (``recover``), pending
games are added by ``GameHistory``. ``StopPoint`` names each place a process
may stop; ``stop_hook`` lets a test stop there (fault injection: a real
process dies at each point and the next start must find the game).
"""

from __future__ import annotations

import json
import logging
from collections.abc import Callable
from dataclasses import dataclass
from datetime import datetime
from enum import StrEnum
from pathlib import Path
from typing import Any, Protocol

from score5_desktop.core import records
from score5_desktop.core.errors import RecordError
from score5_desktop.storage.errors import Kind, Problem, StorageError, describe_os_error
from score5_desktop.storage.history import open_writer
from score5_desktop.storage.history_spool import spool_game, spooled_games, unspool

log = logging.getLogger(__name__)


class StopPoint(StrEnum):
    """A moment between two writes of a finished game (see the module docstring)."""

    AUTOSAVE_FINISHED = "the autosave holds the finished game"
    HISTORY_STORED = "the history holds the game"
    PENDING_WRITTEN = "the pending folder holds the game"
    AUTOSAVE_CLEARED = "the autosave is removed"
    PENDING_REMOVED = "the pending copy is removed"


def _no_stop(point: StopPoint) -> None:
    """In the app, nothing happens between two writes."""


#: Called after each write with the point reached; tests make the process stop there.
stop_hook: Callable[[StopPoint], None] = _no_stop


def reached(point: StopPoint) -> None:
    log.debug("finished game: %s", point)
    stop_hook(point)


@dataclass(frozen=True, slots=True)
class Kept:
    """Where a finished game ended up, and what to tell the player (if anything)."""

    game_id: int | None  # in the history under this id
    pending: Path | None  # else waiting in the pending folder here
    problem: Problem | None = None  # why it is not in the history (yet)

    @property
    def durable(self) -> bool:
        return self.game_id is not None or self.pending is not None


class AddGame(Protocol):
    """``add(record_json, finished_at, online_seat)`` stores a game in the history and
    returns its id; raises ``StorageError`` when the history cannot take it now.
    ``online_seat``: the seat this app's player held at an online table (None: a
    game played at this screen)."""

    def __call__(
        self, record_json: str, finished_at: datetime, online_seat: int | None = None
    ) -> int: ...


def keep_finished_game(
    record_json: str,
    finished_at: datetime,
    add: AddGame,
    pending_folder: Path | None,
    clear_autosave: Callable[[dict[str, Any]], None] | None,
    online_seat: int | None = None,
) -> Kept:
    """Steps 2 to 4 of the module docstring (step 1 is the autosave's own).
    ``online_seat`` goes with the game to the history or the pending folder.

    ``clear_autosave(doc)`` removes the autosave if it holds the game ``doc`` (or
    the same game at an earlier decision); it is called only once the game is in
    the history or the pending folder. Never raises for a storage failure: the
    result says where the game is."""
    kept = _store(record_json, finished_at, add, pending_folder, online_seat)
    if kept.durable and clear_autosave is not None:
        try:
            clear_autosave(json.loads(record_json))
        except StorageError as exc:
            log.warning("the finished game's autosave stays: %s", exc)
        else:
            reached(StopPoint.AUTOSAVE_CLEARED)
    if kept.game_id is not None and pending_folder is not None:
        _forget(pending_folder, record_json)
    return kept


def _store(
    record_json: str, when: datetime, add: AddGame, folder: Path | None, online_seat: int | None
) -> Kept:
    try:
        game_id = add(record_json, when, online_seat)
    except StorageError as exc:
        problem = exc.problem
    else:
        reached(StopPoint.HISTORY_STORED)
        return Kept(game_id, None)
    if folder is None:
        return Kept(None, None, problem)
    try:
        pending = spool_game(folder, record_json, when, online_seat)
    except OSError as exc:
        log.warning("a finished game could not be kept for later: %s", exc)
        return Kept(None, None, Problem(Kind.FINISHED_NOT_KEPT, reason=describe_os_error(exc)))
    reached(StopPoint.PENDING_WRITTEN)
    return Kept(None, pending, Problem(Kind.HISTORY_PENDING, reason=problem.reason))


def _forget(folder: Path, record_json: str) -> None:
    """Remove pending copies of a game now in the history (kept there earlier)."""
    for game in spooled_games(folder):
        if game.record_json == record_json:
            unspool(game)
            reached(StopPoint.PENDING_REMOVED)


def add_pending_games(folder: Path, add: AddGame) -> tuple[int, bool]:
    """Add the games waiting in ``folder``, oldest first; returns how many were added
    and whether every one was (False: the history is still busy, try again later).
    A waiting game that no longer replays is left where it is."""
    added = 0
    for game in spooled_games(folder):
        try:
            add(game.record_json, game.finished_at, game.online_seat)
        except ValueError:
            log.warning("a waiting game no longer replays; left in %s", game.path)
            continue
        except StorageError:
            return added, False
        reached(StopPoint.HISTORY_STORED)
        unspool(game)
        reached(StopPoint.PENDING_REMOVED)
        added += 1
    return added, True


def same_game_so_far(earlier: Any, finished: Any) -> bool:
    """Whether the record ``earlier`` is the game ``finished`` at some decision, whatever
    the game: the same format and seats (names left out), and every other field of
    ``earlier`` the same as in ``finished`` or an earlier stage of it (decisions not
    made yet are missing, None, or a list not grown as long yet)."""
    if not isinstance(earlier, dict) or not isinstance(finished, dict):
        return False
    if earlier.get("format") != finished.get("format") or _seats(earlier) != _seats(finished):
        return False
    return all(
        key in finished and _prefix(value, finished[key])
        for key, value in earlier.items()
        if key != "players"
    )


def _seats(doc: dict[str, Any]) -> list[Any]:
    players = doc.get("players")
    if not isinstance(players, list):
        return []
    return [[p.get("kind"), p.get("level")] if isinstance(p, dict) else p for p in players]


def _prefix(part: Any, whole: Any) -> bool:
    """``part`` is ``whole`` with some later decisions not made yet (None or missing)."""
    if part is None:
        return True
    if isinstance(part, list) and isinstance(whole, list):
        return len(part) <= len(whole) and all(map(_prefix, part, whole))
    if isinstance(part, dict) and isinstance(whole, dict):
        return all(key in whole and _prefix(value, whole[key]) for key, value in part.items())
    return part == whole


def history_adder(path: Path) -> AddGame:
    """An ``AddGame`` that opens its own connection to the history file at ``path`` for
    each game (sqlite3 connections belong to their thread: this runs on a worker)."""

    def add(record_json: str, when: datetime, online_seat: int | None = None) -> int:
        try:
            _game, loaded = records.read(record_json)
        except RecordError as exc:
            raise ValueError(f"the finished game does not replay: {exc}") from exc
        with open_writer(path) as db:
            return db.add_game(record_json, loaded.state, finished_at=when, online_seat=online_seat)

    return add
