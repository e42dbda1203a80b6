"""Python's cycle collection, run on the GUI thread only.

CPython collects reference cycles in whichever thread happens to cross an
allocation threshold. In this app that is most often a bot thinking on a pool
thread, or the autosave writer, or the history's worker. A cycle that holds a
Qt object made on the GUI thread (a window's helper with a lambda slot, a timer,
a dialog) is then destroyed on that other thread. Qt objects must die on their
own thread: one with a running timer leaves the GUI thread's event dispatcher
pointing at freed memory, and the app crashes later, somewhere unrelated (the
most likely cause of a segmentation fault the test suite met once, at random).

So while the app runs, automatic collection is off, and a timer on the GUI
thread collects what is due by the interpreter's own rule (``DueCollections``).
Nothing else changes: objects outside cycles are still freed at once by
reference counting, on whatever thread drops the last reference.
"""

from __future__ import annotations

import gc

from PySide6.QtCore import QCoreApplication, QObject, QThread, QTimer

INTERVAL_MS = 50
"""How often the GUI thread looks: cycles wait at most this long (and while a long
step runs on the GUI thread, until it returns to the event loop)."""


class _Promotions:
    """Objects moved into the oldest generation, counted at every collection of the
    generation below it, whoever ran it (a ``gc.callbacks`` entry, so ours, a test's
    and any library's are all seen).

    Such a collection moves every survivor of the two young generations into the
    oldest; those generations are small, so counting them before it and subtracting
    what it found unreachable costs a few thousand objects' walk. Counting the oldest
    generation itself instead is a walk over the whole heap: 40-130 ms with millions
    of objects, a stall of the GUI thread whenever it ran."""

    def __init__(self) -> None:
        self.total = 0
        self._young = 0

    def __call__(self, phase: str, info: dict) -> None:
        below_oldest = len(gc.get_count()) - 2
        if info["generation"] != below_oldest:
            return
        if phase == "start":
            self._young = sum(len(gc.get_objects(generation=g)) for g in range(below_oldest + 1))
        else:
            found = info["collected"] + info["uncollectable"]
            self.total += max(0, self._young - found)


_PROMOTIONS = _Promotions()
gc.callbacks.append(_PROMOTIONS)


class DueCollections:
    """The interpreter's own trigger, to be called at a time of our choosing: the
    oldest generation whose count has passed its threshold is collected, except that
    a full collection waits, as the interpreter's does, until the objects that
    reached the oldest generation since the last one are a quarter of those it kept
    (full collections would otherwise cost the GUI thread far more often).

    Those that reached it are counted as they arrive (``_Promotions``). The oldest
    generation itself is walked, to learn how many objects a full collection kept,
    only right after our own full collections (which walked far more) and, after
    anyone else's, at the first look that finds the oldest generation due by count."""

    def __init__(self) -> None:
        self._count_kept()

    @staticmethod
    def _full_collections() -> int:
        return gc.get_stats()[-1]["collections"]

    def _count_kept(self) -> None:
        self._full_seen = self._full_collections()
        self._long_lived = len(gc.get_objects(generation=len(gc.get_count()) - 1))
        self._baseline = _PROMOTIONS.total

    def _grown_old(self) -> int:
        """Objects that reached the oldest generation since its last collection."""
        if self._full_collections() != self._full_seen:  # someone else's full collection
            self._count_kept()
        return _PROMOTIONS.total - self._baseline

    def collect_due(self) -> int | None:
        """Collect what is due; the generation collected, or None when nothing is."""
        counts = gc.get_count()
        thresholds = gc.get_threshold()
        oldest = len(counts) - 1
        for generation in range(oldest, -1, -1):
            threshold = thresholds[generation] if generation < len(thresholds) else 0
            if not threshold or counts[generation] <= threshold:
                continue
            if generation == oldest and self._grown_old() <= self._long_lived // 4:
                continue
            gc.collect(generation)
            if generation == oldest:
                self._count_kept()
            return generation
        return None


_DUE = DueCollections()


def collect_due() -> int | None:
    """What is due, collected now (call it on the GUI thread): the generation, or None."""
    return _DUE.collect_due()


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
