"""Two coach lanes whose result threads finish together still say one review's moments
in game order (CI once saw counts 25, 27, 26). The race is forced, not hoped for: the
lanes' workers are stand-ins whose results the test gives out, and the first lane's
thread is held just after it took its moment under the pool's lock and before it says
it, while the second lane's result comes in and takes the next one."""

from __future__ import annotations

import threading
from concurrent.futures import Future

from PySide6.QtCore import Qt

from score5_desktop.model import bot_pool
from score5_desktop.model.bot_pool import BotPool

HOLD_S = 1.0  # how long the first lane waits for the second to overtake it


class StandInWorker:
    """A coach lane's worker whose results the test sets: each submit is one decision."""

    def __init__(self, asked: dict[int, Future]) -> None:
        self._asked = asked

    def submit(self, _fn, _text, _seat, index, *_budget) -> Future:
        future: Future = Future()
        self._asked[index] = future
        return future


class HeldLock:
    """The pool's lock, whose first release on ``held`` (the first lane's result thread,
    having just taken its moment) waits until the other lane's thread has finished, or
    until ``HOLD_S`` passes when that thread cannot finish before this one speaks."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self.held: threading.Thread | None = None
        self.at_gate = threading.Event()
        self.overtaken = threading.Event()

    def __enter__(self) -> HeldLock:
        self._lock.acquire()
        return self

    def __exit__(self, *_exc) -> None:
        self._lock.release()
        if threading.current_thread() is self.held and not self.at_gate.is_set():
            self.at_gate.set()
            self.overtaken.wait(HOLD_S)


def test_a_review_s_moments_are_said_in_order_when_a_later_lane_overtakes(
    qtbot, monkeypatch
) -> None:
    monkeypatch.setattr(bot_pool, "COACH_LANES", (("coach", 0), ("coach", 1)))  # any machine
    pool = BotPool()
    asked: dict[int, Future] = {}
    worker = StandInWorker(asked)
    pool._executor = lambda lane: worker  # every coach lane: the stand-in
    lock = HeldLock()
    pool._lock = lock
    said: list[tuple[str, int]] = []
    # Recorded on the thread that says it, in the order it is said.
    pool.reviewed.connect(
        lambda _job, moment, done, _total: said.append((moment, done)),
        Qt.ConnectionType.DirectConnection,
    )
    try:
        pool.review("a record", seat=0, total=2)
        qtbot.waitUntil(lambda: len(asked) == 2, timeout=5000)  # one decision per lane

        def first_lane() -> None:
            asked[0].set_result(("moment 0", ""))

        def second_lane() -> None:
            asked[1].set_result(("moment 1", ""))
            lock.overtaken.set()

        first = threading.Thread(target=first_lane)
        second = threading.Thread(target=second_lane)
        lock.held = first
        first.start()
        assert lock.at_gate.wait(5.0)  # moment 0 taken, not yet said
        second.start()
        first.join(5.0)
        second.join(5.0)
        assert not first.is_alive() and not second.is_alive()
    finally:
        pool.shutdown()
    assert said == [("moment 0", 1), ("moment 1", 2)]
