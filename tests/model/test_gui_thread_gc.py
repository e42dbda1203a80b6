"""Cycles holding Qt objects are collected on the GUI thread, never on a worker that
happens to allocate (a bot, the autosave writer): the most likely cause of a crash the
suite met once, at random."""

from __future__ import annotations

import gc
import threading
import weakref

import pytest
from PySide6.QtCore import QObject

from score5_desktop.model.gui_thread_gc import DueCollections, GuiThreadCollector, collect_due


class _Cycle:
    """A Qt object kept by a reference cycle: only the cycle collector frees it."""

    def __init__(self) -> None:
        self.me = self
        self.obj = QObject()


def _allocate_cycles(count: int) -> None:
    """What a thinking bot does to the collector's counts: enough to trigger it."""
    for _ in range(count):
        loop: list = []
        loop.append(loop)


@pytest.fixture
def collector(qtbot):
    """The app's arrangement, whatever the test configuration does around it."""
    was_enabled = gc.isenabled()
    gc.enable()
    made = GuiThreadCollector(interval_ms=20)
    yield made
    made.stop()
    gc.collect()
    if not was_enabled:
        gc.disable()


def test_a_qt_cycle_dropped_on_the_gui_thread_is_freed_there_not_on_a_worker(collector, qtbot):
    freed_on: list[str] = []
    cycle = _Cycle()
    weakref.finalize(cycle, lambda: freed_on.append(threading.current_thread().name))
    del cycle
    worker = threading.Thread(target=_allocate_cycles, args=(50_000,), name="bot-worker")
    worker.start()
    worker.join()
    assert freed_on == []  # without the collector the worker frees it, mid-allocation
    qtbot.waitUntil(lambda: bool(freed_on), timeout=2000)
    assert freed_on == [threading.main_thread().name]


def test_stopping_gives_the_interpreter_its_trigger_back(collector):
    assert not gc.isenabled()
    collector.stop()
    assert gc.isenabled()


def test_only_what_is_due_is_collected(collector):
    gc.collect()
    assert collect_due() is None
    _allocate_cycles(gc.get_threshold()[0] + 10)
    assert collect_due() == 0
    assert gc.get_count()[0] < gc.get_threshold()[0]


def test_a_full_collection_waits_until_the_old_generation_grew_by_a_quarter(collector):
    gc.collect()
    due = DueCollections()
    for _ in range(gc.get_threshold()[2] + 1):
        gc.collect(1)
    assert gc.get_count()[2] > gc.get_threshold()[2]
    assert due.collect_due() is None  # due by count, but nothing new grew old
    kept = [[] for _ in range(len(gc.get_objects(generation=2)) // 4 + 1000)]
    gc.collect(1)  # the new lists reach the oldest generation
    assert due.collect_due() == 2
    assert len(kept) > 1000


def test_the_old_generation_is_walked_only_after_a_full_collection(collector, monkeypatch):
    """Objects reaching the oldest generation are counted as they arrive: the looks,
    every 50 ms in the app, must not walk the whole heap to learn it (they did after
    each younger collection, and stalled a long run's GUI thread 40-130 ms at a time,
    once as a bot's first game started)."""
    gc.collect()
    due = DueCollections()
    walks: list[int] = []
    walk = gc.get_objects

    def counted(*args, **kwargs):
        if kwargs.get("generation") == 2:
            walks.append(2)
        return walk(*args, **kwargs)

    monkeypatch.setattr(gc, "get_objects", counted)
    kept = []
    for _ in range(gc.get_threshold()[2] + 5):
        kept.append([[] for _ in range(100)])
        gc.collect(1)  # they reach the oldest generation
        assert due.collect_due() != 2  # due by count, not by growth
    assert gc.get_count()[2] > gc.get_threshold()[2]
    assert walks == []
    kept.append([[] for _ in range(len(walk(generation=2)) // 4 + 1000)])
    gc.collect(1)
    assert due.collect_due() == 2
    assert walks == [2]  # once, to count what the full collection kept
    assert [due.collect_due() for _ in range(50)].count(2) == 0
    assert walks == [2]


def test_someone_elses_full_collection_is_noticed(collector):
    """A full collection by anyone resets the growth, as the interpreter's own does."""
    gc.collect()
    due = DueCollections()
    kept = [[] for _ in range(len(gc.get_objects(generation=2)) // 4 + 1000)]
    gc.collect(1)
    gc.collect()  # not ours: what grew is now counted as kept
    for _ in range(gc.get_threshold()[2] + 1):
        gc.collect(1)
    assert gc.get_count()[2] > gc.get_threshold()[2]
    assert due.collect_due() is None
    assert len(kept) > 1000


def test_it_refuses_to_be_made_off_the_gui_thread(qapp):
    failures: list[BaseException] = []

    def make() -> None:
        try:
            GuiThreadCollector()
        except RuntimeError as exc:
            failures.append(exc)

    worker = threading.Thread(target=make)
    worker.start()
    worker.join()
    assert len(failures) == 1
