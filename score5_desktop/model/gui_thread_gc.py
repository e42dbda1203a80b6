"""Python's cycle collection, run on the GUI thread only.

CPython collects reference cycles in whichever thread happens to cross an
allocation threshold. In this app that is most often a bot thinking on a pool
thread, or the autosave writer, or the history's worker. A cycle that holds a
Qt object made on the GUI thread (a window's helper with a lambda slot, a timer,
a dialog) is then destroyed on that other thread. Qt objects must die on their
own thread: one with a running timer leaves the GUI thread's event dispatcher
pointing at freed memory, and the app crashes later, somewhere unrelated (the
test suite once died that way, at random, one run in several).

So while the app runs, automatic collection is off, and a timer on the GUI
thread collects what is due by the interpreter's own rule (a generation whose
count has passed its threshold). Nothing else changes: objects without cycles
are still freed at once by reference counting, on whatever thread drops them,
and that never involves a Qt object the GUI thread still holds.
"""

from __future__ import annotations

import gc

from PySide6.QtCore import QCoreApplication, QObject, QThread, QTimer

INTERVAL_MS = 250
"""How often the GUI thread looks: cycles wait at most this long (and while a long
step runs on the GUI thread, until it returns to the event loop)."""


def collect_due() -> int | None:
    """Collect the oldest generation whose allocation count has passed its threshold,
    as the interpreter's automatic trigger would have by now; the generation, or None
    when nothing is due. Call it on the GUI thread."""
    counts = gc.get_count()
    thresholds = gc.get_threshold()
    for generation in range(len(counts) - 1, -1, -1):
        threshold = thresholds[generation] if generation < len(thresholds) else 0
        if threshold and counts[generation] > threshold:
            gc.collect(generation)
            return generation
    return None


class GuiThreadCollector(QObject):
    """Turns automatic collection off and collects on the GUI thread instead, until
    ``stop`` (which gives the interpreter back its own trigger if it had one)."""

    def __init__(self, parent: QObject | None = None, interval_ms: int = INTERVAL_MS) -> None:
        super().__init__(parent)
        app = QCoreApplication.instance()
        if app is None or QThread.currentThread() is not app.thread():
            raise RuntimeError("the collector must be made on the GUI thread")
        self._restore = gc.isenabled()
        gc.disable()
        self._timer = QTimer(self)
        self._timer.setInterval(interval_ms)
        self._timer.timeout.connect(collect_due)
        self._timer.start()

    def stop(self) -> None:
        self._timer.stop()
        if self._restore:
            gc.enable()
