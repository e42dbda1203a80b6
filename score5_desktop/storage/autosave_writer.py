"""Autosaving without making the table wait for the disk.

Writing durably costs a flush to disk (``fsync``): about 10 ms on a good SSD,
much more on a busy or spinning disk — too long for the GUI thread after every
decision. ``BackgroundAutosave`` makes the record text at once (the state
keeps changing afterwards; that part takes well under a millisecond) and
hands it to one worker thread. Saves are written in order, and when the disk
falls behind only the newest pending one is written: an autosave that is
about to be replaced is not worth waiting for.
"""

from __future__ import annotations

import logging
import threading
from collections.abc import Callable, Sequence

from score5_desktop.core import registry
from score5_desktop.core.players import Player
from score5_desktop.core.protocol import Game, State
from score5_desktop.storage.autosave import AutosaveStore
from score5_desktop.storage.errors import Kind, Problem, StorageError

log = logging.getLogger(__name__)

_CLEAR = object()  # a pending "the game is over: remove the autosave"


class BackgroundAutosave:
    """Submit after each decision; ``flush`` before quitting or reading the autosave.

    ``on_error`` receives a storage ``Problem`` and is called on the worker
    thread (a Qt signal emitted there reaches GUI-thread slots safely, queued);
    ``on_saved`` is called there too after each write that succeeded, so a caller
    that was told of a failure can tell when saving works again.
    While this writer is open, use the store only through it."""

    def __init__(
        self,
        store: AutosaveStore,
        on_error: Callable[[Problem], None] | None = None,
        on_saved: Callable[[], None] | None = None,
    ) -> None:
        self.store = store
        self._on_error = on_error
        self._on_saved = on_saved
        self._cond = threading.Condition()
        self._pending: str | object | None = None
        self._busy = False
        self._closed = False
        self._thread = threading.Thread(target=self._run, name="score5-autosave", daemon=True)
        self._thread.start()

    def submit(self, state: State, players: Sequence[Player], game: Game | None = None) -> None:
        """Queue the game (of ``game``, the first game when not given) as it is now (a
        finished game queues clearing the autosave)."""
        if state.is_over:
            self.submit_text(None)
            return
        game = game or registry.get(registry.DEFAULT_GAME)
        self.submit_text(game.dump_record(state, tuple(players)))

    def submit_text(self, text: str | None) -> None:
        """Queue record text already made (``None``: clear the autosave), e.g. to retry."""
        job = _CLEAR if text is None else text
        with self._cond:
            if self._closed:
                raise RuntimeError("this autosave writer is closed")
            self._pending = job
            self._cond.notify_all()

    def flush(self, timeout: float | None = None) -> bool:
        """Wait until everything submitted is on disk; False if ``timeout`` ran out."""
        with self._cond:
            return self._cond.wait_for(
                lambda: self._pending is None and not self._busy, timeout=timeout
            )

    def close(self, timeout: float | None = None) -> bool:
        """Write what is pending, then stop the worker; False if ``timeout`` ran out."""
        with self._cond:
            self._closed = True
            self._cond.notify_all()
        self._thread.join(timeout)
        return not self._thread.is_alive()

    def _run(self) -> None:
        while True:
            with self._cond:
                self._cond.wait_for(lambda: self._pending is not None or self._closed)
                job, self._pending = self._pending, None
                if job is None:  # closed, nothing left to write
                    return
                self._busy = True
            try:
                if job is _CLEAR:
                    self.store.clear()
                else:
                    self.store.save_text(job)  # type: ignore[arg-type]
            except StorageError as exc:
                self._report(exc.problem)
            except Exception as exc:  # noqa: BLE001 - the worker must outlive one bad save
                log.exception("autosave failed")
                reason = f"unexpected {type(exc).__name__}"
                self._report(Problem(Kind.AUTOSAVE_FAILED, reason=reason))
            else:
                self._saved()
            finally:
                with self._cond:
                    self._busy = False
                    self._cond.notify_all()

    def _saved(self) -> None:
        if self._on_saved is not None:
            try:
                self._on_saved()
            except Exception:  # noqa: BLE001 - a failing callback must not stop autosaving
                log.exception("autosave callback failed")

    def _report(self, message: Problem) -> None:
        log.warning("%s", message)
        if self._on_error is not None:
            try:
                self._on_error(message)
            except Exception:  # noqa: BLE001 - a failing callback must not stop autosaving
                log.exception("autosave error callback failed")
