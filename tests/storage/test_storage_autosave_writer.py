"""Background autosave: the caller never waits for the disk, the newest game wins."""

from __future__ import annotations

import threading
import time

from score5_desktop.games.score5.rules.record import dumps
from score5_desktop.model.problem_words import english
from score5_desktop.storage.autosave import AutosaveStore
from score5_desktop.storage.autosave_writer import BackgroundAutosave
from score5_desktop.storage.errors import Kind, Problem, StorageError
from score5_desktop.storage.paths import AppPaths


class SlowStore(AutosaveStore):
    """A store whose disk takes ``delay`` seconds per write, counting the writes."""

    def __init__(self, path, delay: float) -> None:
        super().__init__(path)
        self.delay = delay
        self.written: list[str] = []
        self.threads: set[str] = set()

    def save_text(self, text: str) -> None:
        time.sleep(self.delay)
        self.threads.add(threading.current_thread().name)
        self.written.append(text)
        super().save_text(text)


def test_saves_are_written_off_the_callers_thread_newest_last(paths: AppPaths, games) -> None:
    store = SlowStore(paths.autosave_file, delay=0.05)
    writer = BackgroundAutosave(store)
    seats = games.players(3)
    states = [games.partial(3, 4, k) for k in range(1, 30)]
    texts = [dumps(state, seats) for state in states]
    started = time.perf_counter()
    for state in states:
        writer.submit(state, seats)
    submitting = time.perf_counter() - started
    assert writer.flush(timeout=10)
    assert submitting < 29 * 0.05 / 3  # the caller did not wait for each write
    assert store.written[-1] == texts[-1]
    assert len(store.written) < len(texts)  # stale saves were skipped
    assert [texts.index(t) for t in store.written] == sorted(texts.index(t) for t in store.written)
    assert store.threads == {"score5-autosave"}
    loaded = AutosaveStore(paths.autosave_file).load()
    assert games.fingerprint(loaded.loaded.state) == games.fingerprint(states[-1])
    assert writer.close(timeout=5)


def test_a_finished_game_clears_the_autosave_in_order(paths: AppPaths, games) -> None:
    store = AutosaveStore(paths.autosave_file)
    writer = BackgroundAutosave(store)
    writer.submit(games.partial(2, 6, 10), games.players(2))
    assert writer.flush(timeout=5) and store.exists()
    writer.submit(games.partial(2, 6, 11), games.players(2))
    writer.submit(games.finished(2, 6), games.players(2))
    assert writer.close(timeout=5)
    assert not store.exists()


def test_close_writes_what_is_pending(paths: AppPaths, games) -> None:
    store = SlowStore(paths.autosave_file, delay=0.1)
    writer = BackgroundAutosave(store)
    state = games.partial(4, 2, 33)
    writer.submit(state, games.players(4))
    assert writer.close(timeout=5)
    assert store.written == [dumps(state, games.players(4))]


def test_errors_are_reported_and_the_writer_goes_on(paths: AppPaths, games) -> None:
    class FailingOnce(AutosaveStore):
        failed = False

        def save_text(self, text: str) -> None:
            if not self.failed:
                self.failed = True
                raise StorageError(Problem(Kind.AUTOSAVE_FAILED, reason="disk full"))
            super().save_text(text)

    messages: list[str] = []
    store = FailingOnce(paths.autosave_file)
    writer = BackgroundAutosave(store, on_error=messages.append)
    writer.submit(games.partial(2, 1, 3), games.players(2))
    assert writer.flush(timeout=5)
    assert [english(m) for m in messages] == ["The game could not be autosaved (disk full)."]
    writer.submit(games.partial(2, 1, 4), games.players(2))
    assert writer.close(timeout=5)
    assert store.load().can_continue
