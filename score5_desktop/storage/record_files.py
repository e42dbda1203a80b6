"""Reading and writing game record files of every game for File > Open and Save.

A record names its game by its ``format`` (docs/records.md):
reading finds that game in the registry and lets it check the rest
(``core.records``), so Open, the autosave and the history take any installed
game's records. Opening a file never changes it, whatever is wrong with it: the
user chose it and may want it for a bug report. Only regular files are read (a
named pipe or a device would hang the app). Every problem becomes one typed
``Problem`` naming the file; the game's ``RecordError`` inside it names where.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from datetime import datetime
from enum import StrEnum
from pathlib import Path

from score5_desktop.core import records, registry
from score5_desktop.core.errors import RecordError
from score5_desktop.core.players import Player
from score5_desktop.core.protocol import Game, Loaded, State
from score5_desktop.core.records import MAX_RECORD_BYTES
from score5_desktop.storage.atomic import write_text_atomic
from score5_desktop.storage.errors import (
    Kind,
    Problem,
    Reason,
    StorageError,
    describe_os_error,
)
from score5_desktop.storage.files import FileRefused, read_regular_file
from score5_desktop.storage.paths import AppPaths, ensure_dir

log = logging.getLogger(__name__)


class LoadStatus(StrEnum):
    OK = "ok"
    MISSING = "missing"
    BROKEN = "broken"


@dataclass(frozen=True, slots=True)
class LoadResult:
    """A record read from a file: its game and the record read by it, or why not.

    ``loaded`` holds the state it reaches, its players and how it got there
    (``core.protocol.Loaded``); ``text`` is the record as read, for a game's own
    windows that read more of it. ``message`` is set whenever there is something
    to tell the user (a typed ``Problem``: ``model.storage_text`` words it,
    ``str()`` gives English); ``kept_as`` is where a broken autosave was moved
    aside (never for a file the user opened, which is left untouched).

    ``online_seat``: the seat this app's player held when the game was played at an
    online table (from the history, or the game just finished); the record holds
    every hand, as the table's server sent it, but the replay and the coach show
    that seat alone. None: a game played at this screen, every seat may be shown."""

    status: LoadStatus
    game: Game | None = None
    loaded: Loaded | None = None
    text: str | None = None
    message: Problem | None = None
    kept_as: Path | None = None
    online_seat: int | None = None

    @property
    def ok(self) -> bool:
        return self.status is LoadStatus.OK

    @property
    def finished(self) -> bool:
        return self.loaded is not None and self.loaded.state.is_over

    @property
    def can_continue(self) -> bool:
        """A game in progress to resume (a finished game is not "Continue")."""
        return self.ok and not self.finished


def read_record(path: Path) -> LoadResult:
    """Read, check and replay the record at ``path`` without ever modifying it."""
    path = Path(path)
    try:
        data = read_regular_file(path, MAX_RECORD_BYTES)
    except FileRefused as exc:
        missing = exc.problem.kind is Kind.MISSING
        return LoadResult(LoadStatus.MISSING if missing else LoadStatus.BROKEN, message=exc.problem)
    return parse_record(
        data, lambda error: Problem(Kind.NOT_A_RECORD, path=path.name, record=error)
    )


def parse_record(data: bytes | str, problem: Callable[[RecordError], Problem]) -> LoadResult:
    """Check and replay record text of any installed game; ``problem`` makes the message
    from the record error."""
    try:
        game, loaded = records.read(data)
        text = data if isinstance(data, str) else data.decode("utf-8")
    except RecordError as exc:
        log.info("record refused: %s", exc)
        return LoadResult(LoadStatus.BROKEN, message=problem(exc))
    except Exception as exc:  # noqa: BLE001 - a bad file must never stop the app
        log.exception("unexpected error while reading a record")
        error = RecordError(f"unexpected {type(exc).__name__}", kind="field")
        return LoadResult(LoadStatus.BROKEN, message=problem(error))
    return LoadResult(LoadStatus.OK, game=game, loaded=loaded, text=text)


def record_game(path: Path) -> Game | None:
    """The game a record file names by its ``format``, read with the checks every record
    gets but not yet by that game (nor replayed): enough to lay that game's table before
    the record is read. None for a missing file or one that is not a record of an
    installed game (reading it later says why)."""
    try:
        _text, doc = records.decode(read_regular_file(Path(path), MAX_RECORD_BYTES))
        return records.game_for(doc)
    except (FileRefused, RecordError):
        return None


def open_record_file(path: Path) -> LoadResult:
    """File > Open: the record and its replay, or a message; the file is never changed."""
    return read_record(path)


def save_record_file(
    path: Path, state: State, players: Sequence[Player], game: Game | None = None
) -> None:
    """File > Save: write the record of ``game`` (the first game when not given)
    atomically, finished or in progress.

    Raises ``StorageError`` with a message for the user when it cannot be written;
    a state made without a decision log is a programming error (``ValueError``)."""
    text = (game or registry.get(registry.DEFAULT_GAME)).dump_record(state, tuple(players))
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


RECORD_SUFFIX = ".score5.json"
"""The suffix the desktop's file association knows a game record by."""


def record_save_path(typed: str) -> Path:
    """The file a Save dialog's answer names: with the record suffix added to a name
    typed without one (a name already ending in .json is kept as chosen)."""
    path = Path(typed)
    if path.name.lower().endswith(".json"):
        return path
    return path.with_name(path.name + RECORD_SUFFIX)


def suggested_record_path(stamp: datetime, folder: Path | None = None) -> Path:
    """Where Save offers to write a game: the app's records folder (created if needed;
    none if it cannot be), under a name dated to the minute."""
    if folder is None:
        try:
            folder = ensure_dir(AppPaths.from_environment().records_dir)
        except OSError:
            folder = Path()
    return folder / f"score5-{stamp:%Y-%m-%d-%H%M}{RECORD_SUFFIX}"
