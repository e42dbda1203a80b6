"""The autosave: the game in progress, written after every decision, for "Continue".

It is a plain game record of whichever game is played (its ``format`` says
which), so resuming replays it through that game's rules and lands on exactly
the same state. A file that cannot be read or fails the
rules is moved aside untouched and reported; the next save starts fresh
beside it. The store never overwrites or deletes a file it has not first
read successfully.
"""

from __future__ import annotations

import logging
from collections.abc import Sequence
from pathlib import Path

from score5_desktop.core import registry
from score5_desktop.core.players import Player
from score5_desktop.core.protocol import Game, State
from score5_desktop.storage.atomic import quarantine, write_text_atomic
from score5_desktop.storage.errors import Kind, Problem, StorageError, describe_os_error
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

    def exists(self) -> bool:
        return self.path.is_file()

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
        self._guard_existing()
        try:
            write_text_atomic(self.path, text)
        except OSError as exc:
            raise StorageError(
                Problem(Kind.AUTOSAVE_FAILED, reason=describe_os_error(exc))
            ) from exc
        self._checked = True

    def clear(self) -> None:
        """Remove the autosave (after a finished game or a game given up).

        Raises ``StorageError`` if it cannot be removed."""
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
