"""Reading and writing game record files (RECORD_FORMAT.md) for File > Open and Save.

Opening a file never changes it, whatever is wrong with it: the user chose it
and may want it for a bug report. Every problem becomes one message in plain
words naming the file; the engine's ``RecordError`` already names the round
and seat.
"""

from __future__ import annotations

import logging
from collections.abc import Sequence
from dataclasses import dataclass
from enum import StrEnum
from pathlib import Path

from score5_desktop.engine.errors import RecordError
from score5_desktop.engine.record import MAX_BYTES, GameRecord, Player, Replay, dumps, load
from score5_desktop.engine.state import GameState
from score5_desktop.storage.atomic import write_text_atomic
from score5_desktop.storage.errors import StorageError, describe_os_error

log = logging.getLogger(__name__)


class LoadStatus(StrEnum):
    OK = "ok"
    MISSING = "missing"
    BROKEN = "broken"


@dataclass(frozen=True, slots=True)
class LoadResult:
    """A record read from a file: the parsed record and its replay, or why not.

    ``message`` is set whenever there is something to tell the user;
    ``kept_as`` is where a broken autosave was moved aside (never for a file
    the user opened, which is left untouched)."""

    status: LoadStatus
    record: GameRecord | None = None
    replay: Replay | None = None
    message: str | None = None
    kept_as: Path | None = None

    @property
    def ok(self) -> bool:
        return self.status is LoadStatus.OK

    @property
    def finished(self) -> bool:
        return self.replay is not None and self.replay.state.is_over

    @property
    def can_continue(self) -> bool:
        """A game in progress to resume (a finished game is not "Continue")."""
        return self.ok and not self.finished


def read_record(path: Path) -> LoadResult:
    """Read, check and replay the record at ``path`` without ever modifying it."""
    path = Path(path)
    try:
        with open(path, "rb") as handle:
            data = handle.read(MAX_BYTES + 1)
    except (FileNotFoundError, NotADirectoryError):
        return LoadResult(LoadStatus.MISSING, message=f"The file {path.name} does not exist.")
    except OSError as exc:
        return LoadResult(
            LoadStatus.BROKEN,
            message=f"The file {path.name} could not be opened ({describe_os_error(exc)}).",
        )
    return parse_record(data, f"The file {path.name}")


def parse_record(data: bytes | str, source: str) -> LoadResult:
    """Check and replay record text; ``source`` names it in the message ("The file x")."""
    try:
        record, replayed = load(data)
    except RecordError as exc:
        return LoadResult(LoadStatus.BROKEN, message=_unreadable(source, str(exc)))
    except Exception as exc:  # noqa: BLE001 - a bad file must never stop the app
        log.exception("unexpected error while reading a record (%s)", source)
        return LoadResult(LoadStatus.BROKEN, message=_unreadable(source, f"unexpected {exc!r}"))
    return LoadResult(LoadStatus.OK, record=record, replay=replayed)


def _unreadable(source: str, reason: str) -> str:
    return f"{source} is not a game record this app can read: {reason}."


def open_record_file(path: Path) -> LoadResult:
    """File > Open: the record and its replay, or a message; the file is never changed."""
    return read_record(path)


def save_record_file(path: Path, state: GameState, players: Sequence[Player]) -> None:
    """File > Save: write the game's record atomically (finished or in progress).

    Raises ``StorageError`` with a message for the user when it cannot be written;
    a state made without a decision log is a programming error (``ValueError``)."""
    text = dumps(state, tuple(players))
    path = Path(path)
    try:
        write_text_atomic(path, text)
    except OSError as exc:
        raise StorageError(
            f"The game could not be saved as {path.name} ({describe_os_error(exc)})."
        ) from exc
