"""The responsiveness measurement, run in a process of its own as the app runs: one
QApplication, the GUI-thread collector, a game model whose strongest bots think
(``python -m tests.ui.responsiveness_probe [game]``, SCORE 5 by default).

``tests/ui/test_responsiveness.py`` starts it with ``python -m`` and reads the one JSON
line it prints. In the test run's own process the measurement met what earlier tests
left behind: a window of an earlier test, collected at last, took its translators with
it, and Qt then sent a language change to every widget still alive from two thousand
tests (60-110 ms of relabelling on the GUI thread, at a moment nobody chose). The app
never has those widgets; a process of its own measures what the app does.
"""

from __future__ import annotations

import gc
import json
import os
import resource
import subprocess
import sys
import time
from collections.abc import Callable

TICK = 0.010

_BASELINE = f"""
import sys, time
last = time.monotonic()
end = last + float(sys.argv[1])
while last < end:
    time.sleep({TICK})
    now = time.monotonic()
    if now - last > {TICK * 2}:
        print(last, now, flush=True)
    last = now
"""


class RunQueueClock:
    """How long this process's threads have waited, ready to run, for a CPU the machine
    gave to other work (Linux's ``/proc/self/task/<tid>/schedstat``, its second figure),
    in seconds, summed over the threads. A gap of the GUI thread's heartbeat less this
    wait is what the process itself did in it: the GUI thread running or blocked (on a
    pipe, a sleep, or the GIL of another thread of the process that was running), not
    the GUI thread, or the thread holding the GIL it waits for, left in the run queue
    of a loaded machine."""

    def __init__(self) -> None:
        self._fds: dict[str, int] = {}

    def __call__(self) -> float:
        total = 0
        for tid in os.listdir("/proc/self/task"):
            fd = self._fds.get(tid)
            try:
                if fd is None:
                    fd = self._fds[tid] = os.open(f"/proc/self/task/{tid}/schedstat", os.O_RDONLY)
                total += int(os.pread(fd, 100, 0).split()[1])
            except (OSError, IndexError, ValueError):
                continue  # a thread that has just ended
        return total / 1e9

    def close(self) -> None:
        for fd in self._fds.values():
            os.close(fd)
        self._fds.clear()


def _overlap(start: float, end: float, gaps: list[tuple[float, float]]) -> float:
    return sum(max(0.0, min(end, b) - max(start, a)) for a, b in gaps)


def app_stalls(
    gui: list[tuple[float, float, float]], baseline: list[tuple[float, float]]
) -> list[float]:
    """Each GUI-thread gap (start, end, the app's CPU seconds in it), less the time the
    baseline was stalled too, and at most the CPU time the app used."""
    return [min((b - a) - _overlap(a, b, baseline), cpu) for a, b, cpu in gui]


def _wait_until(condition: Callable[[], bool], timeout: float) -> None:
    """Run the event loop until ``condition`` holds (looked at every 10 ms, as qtbot
    does), or fail after ``timeout`` seconds."""
    from PySide6.QtCore import QEventLoop, QTimer

    loop = QEventLoop()
    poll = QTimer()
    poll.setInterval(10)
    deadline = time.monotonic() + timeout

    def look() -> None:
        if condition() or time.monotonic() > deadline:
            loop.quit()

    poll.timeout.connect(look)
    poll.start()
    if not condition():
        loop.exec()
    poll.stop()
    if not condition():
        raise TimeoutError(f"waited {timeout} s")


def measure(game_id: str = "score5") -> dict:
    """Bots of ``game_id``'s strongest level think, each for about a second, while a
    10 ms heartbeat on the GUI thread notes every gap over 20 ms. SCORE 5: two bots bid
    at once, measured until both have bid. Five Three Five takes turns: three bots play
    on, measured over ten seconds of their thinking (the plans they keep grow with the
    game, and so did the stalls while they thought on a thread of the app)."""
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication

    from score5_desktop.core import registry
    from score5_desktop.core.players import Player
    from score5_desktop.model import gui_thread_gc
    from score5_desktop.model.game_model import GameModel

    app = QApplication.instance() or QApplication(["score5-responsiveness"])
    collector = gui_thread_gc.GuiThreadCollector(app)  # as the app runs
    level = registry.get(game_id).bot_levels[-1]
    model = GameModel(think=1.0)
    model.eventPublished.connect(lambda _event, _picture: model.eventsConsumed())
    gaps: list[tuple[float, float, float]] = []
    last = [time.monotonic(), time.process_time()]
    thinking: list[float] = []

    def beat() -> None:
        now, cpu = time.monotonic(), time.process_time()
        if now - last[0] > TICK * 2:
            gaps.append((last[0], now, cpu - last[1]))
        last[:] = [now, cpu]
        if model.thinkingSeats():
            thinking.append(now)

    collections: list[tuple[int, float]] = []  # (generation, seconds) of each collection
    started: list[float] = [0.0]

    def collected(phase: str, info: dict) -> None:
        if phase == "start":
            started[0] = time.perf_counter()
        else:
            collections.append((info["generation"], time.perf_counter() - started[0]))

    # The collector's looks that took over 5 ms, as what they collected (None: nothing)
    # and ms: a look once walked the whole heap without collecting.
    looks: list[tuple[int | None, int]] = []
    look = gui_thread_gc._DUE.collect_due

    def timed_look() -> int | None:
        begun = time.perf_counter()
        generation = look()
        took = time.perf_counter() - begun
        if took > 0.005:
            looks.append((generation, round(took * 1000)))
        return generation

    gui_thread_gc._DUE.collect_due = timed_look
    baseline = subprocess.Popen(
        [sys.executable, "-c", _BASELINE, "25"], stdout=subprocess.PIPE, text=True
    )
    heartbeat = QTimer()
    heartbeat.setInterval(int(TICK * 1000))
    heartbeat.timeout.connect(beat)
    try:
        begun = time.monotonic()
        _wait_until(lambda: time.monotonic() > begun + 0.3, 5)  # the baseline is ticking
        last[:] = [time.monotonic(), time.process_time()]
        heartbeat.start()
        gc.callbacks.append(collected)
        call = [time.monotonic()]  # when new_game was called and returned (diagnostics)
        if game_id == "score5":  # two bots bid at once, each for about a second
            seats = [Player("Ann"), Player("Ada", "bot", level), Player("Bea", "bot", level)]
            measured = lambda: not model.thinkingSeats()  # noqa: E731
        else:  # one bot at a time: several turns
            seats = [Player(name, "bot", level) for name in ("Ada", "Bea", "Cid")]
            measured = lambda: thinking[-1] - thinking[0] > 10.0  # noqa: E731
        model.new_game(game_id, seats, 3)
        call.append(time.monotonic())
        _wait_until(lambda: bool(thinking), 10)
        _wait_until(measured, 30)
        heartbeat.stop()
    finally:
        if collected in gc.callbacks:
            gc.callbacks.remove(collected)
        baseline.terminate()
        out, _ = baseline.communicate(timeout=5)
        model.shutdown()
        collector.stop()
    machine = [(float(a), float(b)) for a, b in (line.split() for line in out.splitlines())]
    return {
        "thought": thinking[-1] - thinking[0],
        "stalls": app_stalls(gaps, machine),
        # Each gap as (its start after new_game was called, its length, the app's CPU in
        # it), in ms; new_game's own length; collections and looks over 5 ms; peak memory.
        "gaps": [
            (round((a - call[0]) * 1000), round((b - a) * 1000), round(c * 1000))
            for a, b, c in gaps
        ],
        "new_game_ms": round((call[1] - call[0]) * 1000),
        "collections": [(g, round(s * 1000)) for g, s in collections if s > 0.005],
        "looks": looks,
        "peak_mib": resource.getrusage(resource.RUSAGE_SELF).ru_maxrss // 1024,
    }


if __name__ == "__main__":
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    print(json.dumps(measure(*sys.argv[1:])), flush=True)
