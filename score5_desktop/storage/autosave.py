"""The autosave: the game in progress, written after every decision, for "Continue".

It is a plain game record of whichever game is played (its ``format`` says
which), so resuming replays it through that game's rules and lands on exactly
the same state. A file that cannot be read or fails the
rules is moved aside untouched and reported; the next save starts fresh
beside it. The store never overwrites or deletes a file it has not first
read successfully.

When a game ends, the autosave holds the finished game until the history (or
its pending folder) has it (``storage.game_end``): then it is removed, but only
if it still holds that game. Writing and removing take one lock, since the
autosave's thread and the history's worker both reach the file.
"""

from __future__ import annotations

import contextlib
import json
import logging
import os
import threading
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from score5_desktop.core import registry
from score5_desktop.core.players import Player
from score5_desktop.core.protocol import Game, State
from score5_desktop.core.records import MAX_RECORD_BYTES
from score5_desktop.storage.atomic import quarantine, write_text_atomic
from score5_desktop.storage.errors import Kind, Problem, StorageError, describe_os_error
from score5_desktop.storage.files import FileRefused, read_regular_file
from score5_desktop.storage.game_end import StopPoint, reached, same_game_so_far
from score5_desktop.storage.paths import AppPaths
from score5_desktop.storage.record_files import LoadResult, LoadStatus, read_record

log = logging.getLogger(__name__)


class AutosaveStore:
    """The single autosave file in the data folder."""

    def __init__(self, path: Path | None = None) -> None:
        self.path = path if path is not None else AppPaths.from_environment().autosave_file
        # Whether the file now at ``path`` (if any) was read and found good, or written
        # by us: only then may it be replaced or removed.
        self._checked = False
        self._lock = threading.RLock()

    def exists(self) -> bool:
        """Whether there is a file to offer; False when its folder cannot be entered
        (``folder_problem`` says why)."""
        try:
            return self.path.is_file()
        except OSError:
            return False

    def folder_problem(self) -> Problem | None:
        """Why the data folder cannot be used (a folder that cannot be entered or read:
        ``chmod 000``, another user's), or None: asked at start-up so the player is told
        what is not kept and where."""
        try:
            self.path.is_file()
        except OSError as exc:
            return Problem(
                Kind.DATA_FOLDER_UNUSABLE,
                path=str(self.path.parent),
                reason=describe_os_error(exc),
            )
        return None

    def saved_at(self) -> float | None:
        """When the file was last written (seconds since the epoch), None if unknown."""
        try:
            return self.path.stat().st_mtime
        except OSError:
            return None

    def load(self) -> LoadResult:
        """The saved game, or a message if it could not be read (the file is then kept
        aside as ``autosave.corrupt-…json``). A finished game is returned as it is,
        but ``can_continue`` is False for it. Never raises."""
        result = read_record(self.path)
        if result.status is LoadStatus.BROKEN:
            return self._set_aside(result)
        self._checked = True
        if result.status is LoadStatus.MISSING:
            return LoadResult(LoadStatus.MISSING)
        return result

    def save(self, state: State, players: Sequence[Player], game: Game | None = None) -> None:
        """Write the game (of ``game``, the first game when not given) after a decision.
        A finished game clears the autosave instead, so "Continue" only ever offers a
        game in progress.

        Raises ``StorageError`` (plain words) if the file cannot be written."""
        if state.is_over:
            self.clear()
            return
        game = game or registry.get(registry.DEFAULT_GAME)
        self.save_text(game.dump_record(state, tuple(players)))

    def save_text(self, text: str) -> None:
        """Write record text already made by the game's ``dump_record`` (of a game in
        progress), so the text can be made on one thread and written on another."""
        with self._lock:
            self._guard_existing()
            try:
                write_text_atomic(self.path, text)
            except OSError as exc:
                raise StorageError(
                    Problem(Kind.AUTOSAVE_FAILED, reason=describe_os_error(exc))
                ) from exc
            self._checked = True

    def keep_finished(self, text: str) -> None:
        """Write a finished game's record over the game in progress, the first step of
        ``storage.game_end``. In a folder that refuses new files (read-only) the file
        already there is written in place when it can be: the only place the game
        can then be kept, instead of a game in progress that has in fact ended.

        Raises ``StorageError`` if the game could not be written at all."""
        with self._lock:
            try:
                self.save_text(text)
            except StorageError as exc:
                # Only when the folder refused (not a full disk, where writing in place
                # could leave half a file instead of the game in progress).
                refused = isinstance(exc.__cause__, PermissionError)
                if not (refused and self._checked and self._write_in_place(text)):
                    raise
            reached(StopPoint.AUTOSAVE_FINISHED)

    def _write_in_place(self, text: str) -> bool:
        try:
            with open(self.path, "r+b") as handle:
                handle.truncate(0)
                handle.write(text.encode("utf-8"))
                handle.flush()
                os.fsync(handle.fileno())
        except OSError as exc:
            log.warning("the finished game could not be written in the autosave: %s", exc)
            return False
        log.info("the folder refuses new files: the finished game was written in place")
        return True

    def holds(self, doc: dict[str, Any]) -> bool:
        """Whether the autosave holds exactly the game ``doc`` (a parsed record)."""
        return self._read_doc() == doc

    def clear_if_same_game(self, doc: dict[str, Any]) -> None:
        """Remove the autosave if it holds the game ``doc`` (a parsed record), finished or
        at an earlier decision; a later game's autosave is left alone.

        Raises ``StorageError`` if it should go but cannot be removed."""
        with self._lock:
            if same_game_so_far(self._read_doc(), doc):
                self._checked = True  # read just now, and found to be this game
                self.clear()

    def _read_doc(self) -> Any:
        with contextlib.suppress(FileRefused, ValueError, RecursionError):
            return json.loads(read_regular_file(self.path, MAX_RECORD_BYTES))
        return None

    def clear(self) -> None:
        """Remove the autosave (after a finished game or a game given up).

        Raises ``StorageError`` if it cannot be removed."""
        with self._lock:
            self._guard_existing()
            try:
                self.path.unlink(missing_ok=True)
            except OSError as exc:
                raise StorageError(
                    Problem(Kind.AUTOSAVE_CLEAR_FAILED, reason=describe_os_error(exc))
                ) from exc

    def _guard_existing(self) -> None:
        """Before replacing or removing the file, make sure it is one we could read."""
        if self._checked:
            return
        result = self.load()
        if result.status is LoadStatus.BROKEN and result.kept_as is None:
            raise StorageError(Problem(Kind.AUTOSAVE_UNREADABLE, cause=result.message))

    def _set_aside(self, result: LoadResult) -> LoadResult:
        reason = result.message
        try:
            kept = quarantine(self.path, str(reason))
        except FileNotFoundError:
            self._checked = True
            return LoadResult(LoadStatus.MISSING)
        except OSError as exc:
            self._checked = False
            log.warning("cannot move %s aside: %s", self.path, exc)
            return LoadResult(
                LoadStatus.BROKEN,
                message=Problem(Kind.AUTOSAVE_STUCK, cause=reason, reason=describe_os_error(exc)),
            )
        self._checked = True
        return LoadResult(
            LoadStatus.BROKEN,
            message=Problem(Kind.AUTOSAVE_SET_ASIDE, cause=reason, kept_as=kept.name),
            kept_as=kept,
        )
