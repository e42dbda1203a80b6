"""Issue 44: Statistics and History are read off the GUI thread, and their windows
answer meanwhile.

With 10,001 games Statistics blocked the window for seconds (History for one). Here a
small history is made slow on purpose (a query sleeps), and the window must keep
answering (a timer on the GUI thread keeps ticking), show that it is reading, and
then show what was read on another thread. ``tools/history_responsiveness.py`` measures
the real thing at 10,000 and 100,000 games."""

from __future__ import annotations

import threading
import time

from PySide6.QtCore import QElapsedTimer, QTimer

from score5_desktop.storage.history import HistoryDB
from score5_desktop.ui.common.appearance import Appearance
from score5_desktop.ui.windows.history_window import HistoryWindow
from score5_desktop.ui.windows.stats_window import StatsWindow
from tests.history.games import store

SLOW_S = 0.6


def _slowed(monkeypatch, query: str) -> list[threading.Thread]:
    """``HistoryDB.query`` made slow; the threads it ran on."""
    threads: list[threading.Thread] = []
    fast = getattr(HistoryDB, query)

    def slow(db, *args, **kwargs):
        threads.append(threading.current_thread())
        time.sleep(SLOW_S)
        return fast(db, *args, **kwargs)

    monkeypatch.setattr(HistoryDB, query, slow)
    return threads


def _open_while_ticking(qtbot, window_class, history) -> tuple[object, list[float], float]:
    """The window opened and read to the end, with the gaps between a 10 ms timer's ticks
    from the moment it was shown, and how long the read took."""
    clock = QElapsedTimer()
    gaps: list[float] = []
    last = [0.0]

    def tick() -> None:
        now = clock.nsecsElapsed() / 1e6
        gaps.append(now - last[0])
        last[0] = now

    timer = QTimer()
    timer.setInterval(10)
    timer.timeout.connect(tick)
    clock.start()
    timer.start()
    window = window_class(history, Appearance())
    qtbot.addWidget(window)
    window.show()
    tick()
    gaps.clear()  # the window's making is not the read: the read starts here
    assert window.reading() and window.busy.isVisible()
    qtbot.waitUntil(lambda: not window.reading(), timeout=10000)
    timer.stop()
    assert not window.busy.isVisible()
    return window, gaps, clock.nsecsElapsed() / 1e6


def test_statistics_are_read_off_the_gui_thread_while_the_window_answers(
    qtbot, history, monkeypatch
):
    stored = store(history.db)
    threads = _slowed(monkeypatch, "stats_ranges")
    window, gaps, took = _open_while_ticking(qtbot, StatsWindow, history)
    assert threads and threading.main_thread() not in threads
    assert took >= SLOW_S * 1000  # the slow read did take its time
    assert max(gaps) < 250, max(gaps)  # the window answered all along (a loaded machine)
    assert window.pages.currentWidget() is window.content
    yours = [g for g in stored if g.human_seats()]
    assert window.gamesTile.value.text() == str(len(yours))


def test_the_history_list_is_read_off_the_gui_thread_while_the_window_answers(
    qtbot, history, monkeypatch
):
    stored = store(history.db)
    threads = _slowed(monkeypatch, "list_games")
    window, gaps, took = _open_while_ticking(qtbot, HistoryWindow, history)
    assert threads and threading.main_thread() not in threads
    assert took >= SLOW_S * 1000
    assert max(gaps) < 250, max(gaps)
    assert window.pages.currentWidget() is window.table
    assert window.model.rowCount() == len(stored)
