"""Finished games waiting to enter the history, kept as files until they do.

When the history database cannot take a finished game (another copy of the
app holds it, the disk is full), the game is written here, one small JSON
file per game named by its ``game_key``, beside the database. The app adds
them when the database can be written again, at the latest at its next
start, and only then removes the file: a finished game is never dropped. A game
played at an online table keeps the seat this app's player held beside its
record (``online_seat``), so it enters the history as the game watched from that
seat (older copies, which read only the date and the record, ignore it).
"""

from __future__ import annotations

import contextlib
import json
import logging
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path

from score5_desktop.core.records import MAX_RECORD_BYTES
from score5_desktop.storage.atomic import write_text_atomic
from score5_desktop.storage.files import FileRefused, read_regular_file
from score5_desktop.storage.history import MAX_SEATS
from score5_desktop.storage.history_schema import game_key

log = logging.getLogger(__name__)

SPOOL_FOLDER = "history-pending"
MAX_SPOOLED = 1000  # read at most this many at a start (each up to a record's size)


@dataclass(frozen=True, slots=True)
class Spooled:
    path: Path
    record_json: str
    finished_at: datetime
    online_seat: int | None = None


def spool_folder(history_db: Path) -> Path:
    return history_db.parent / SPOOL_FOLDER


def spool_game(
    folder: Path, record_json: str, finished_at: datetime, online_seat: int | None = None
) -> Path:
    """Keep a finished game until the history takes it; raises ``OSError``."""
    try:
        key = game_key(json.loads(record_json))
    except ValueError:
        key = game_key(record_json)
    path = folder / f"{key}.json"
    doc: dict[str, object] = {
        "finished_at": finished_at.astimezone(UTC).isoformat(),
        "record": record_json,
    }
    if online_seat is not None:
        doc["online_seat"] = online_seat
    write_text_atomic(path, json.dumps(doc, ensure_ascii=False))
    return path


def spooled_games(folder: Path) -> list[Spooled]:
    """The games waiting in ``folder``, oldest first; a file that cannot be read is
    left where it is (logged), never deleted."""
    try:
        paths = sorted(p for p in folder.glob("*.json") if p.is_file())[:MAX_SPOOLED]
    except OSError:
        return []
    games = []
    for path in paths:
        try:
            doc = json.loads(read_regular_file(path, 2 * MAX_RECORD_BYTES))
            when = datetime.fromisoformat(doc["finished_at"])
            record_json = doc["record"]
            if not isinstance(record_json, str) or when.tzinfo is None:
                raise ValueError("wrong types")
            seat = doc.get("online_seat")
            if seat is not None and (type(seat) is not int or not 0 <= seat < MAX_SEATS):
                raise ValueError("the online seat is no seat")
        except (FileRefused, ValueError, KeyError, TypeError, RecursionError) as exc:
            log.warning("pending history game %s cannot be read: %s", path.name, exc)
            continue
        games.append(Spooled(path, record_json, when, seat))
    return sorted(games, key=lambda g: g.finished_at)


def unspool(game: Spooled) -> None:
    """The game is in the history: its waiting file goes."""
    with contextlib.suppress(OSError):
        game.path.unlink()
