"""Reading and writing game record files (RECORD_FORMAT.md) for File > Open and Save.

Opening a file never changes it, whatever is wrong with it: the user chose it
and may want it for a bug report. Only regular files are read (a named pipe or
a device would hang the app). Every problem becomes one typed ``Problem``
naming the file; the engine's ``RecordError`` inside it names the round and
seat.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from enum import StrEnum
from pathlib import Path

from score5_desktop.games.score5.rules.errors import RecordError
from score5_desktop.games.score5.rules.record import (
    MAX_BYTES,
    GameRecord,
    Player,
    Replay,
    dumps,
    load,
)
from score5_desktop.games.score5.rules.state import GameState
from score5_desktop.storage.atomic import write_text_atomic
from score5_desktop.storage.errors import (
    Kind,
    Problem,
    Reason,
    StorageError,
    describe_os_error,
)
from score5_desktop.storage.files import FileRefused, read_regular_file

log = logging.getLogger(__name__)


class LoadStatus(StrEnum):
    OK = "ok"
    MISSING = "missing"
    BROKEN = "broken"


@dataclass(frozen=True, slots=True)
class LoadResult:
    """A record read from a file: the parsed record and its replay, or why not.

    ``message`` is set whenever there is something to tell the user (a typed
    ``Problem``: ``model.storage_text`` words it, ``str()`` gives English);
    ``kept_as`` is where a broken autosave was moved aside (never for a file
    the user opened, which is left untouched)."""

    status: LoadStatus
    record: GameRecord | None = None
    replay: Replay | None = None
    message: Problem | None = None
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
        data = read_regular_file(path, MAX_BYTES)
    except FileRefused as exc:
        missing = exc.problem.kind is Kind.MISSING
        return LoadResult(LoadStatus.MISSING if missing else LoadStatus.BROKEN, message=exc.problem)
    return parse_record(
        data, lambda error: Problem(Kind.NOT_A_RECORD, path=path.name, record=error)
    )


def parse_record(data: bytes | str, problem: Callable[[RecordError], Problem]) -> LoadResult:
    """Check and replay record text; ``problem`` makes the message from the record error."""
    try:
        record, replayed = load(data)
    except RecordError as exc:
        log.info("record refused: %s", exc)
        return LoadResult(LoadStatus.BROKEN, message=problem(exc))
    except Exception as exc:  # noqa: BLE001 - a bad file must never stop the app
        log.exception("unexpected error while reading a record")
        error = RecordError(f"unexpected {type(exc).__name__}", kind="field")
        return LoadResult(LoadStatus.BROKEN, message=problem(error))
    return LoadResult(LoadStatus.OK, record=record, replay=replayed)


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
    except UnicodeEncodeError:  # a lone surrogate in a name that came from no file
        raise StorageError(
            Problem(Kind.SAVE_FAILED, path=path.name, reason=Reason.BAD_NAME)
        ) from None
    except OSError as exc:
        raise StorageError(
            Problem(Kind.SAVE_FAILED, path=path.name, reason=describe_os_error(exc))
        ) from exc
