"""Issue 44: Statistics is read off the GUI thread, and the window answers meanwhile.

With 10,001 games Statistics blocked the window for seconds. Here a small history is
made slow on purpose (its range query sleeps), and the window must keep answering
(a timer on the GUI thread keeps ticking), show that it is reading, and then show
the numbers read on another thread. ``tools/history_responsiveness.py`` measures
the real thing at 10,000 and 100,000 games."""

from __future__ import annotations

import threading
import time

from PySide6.QtCore import QElapsedTimer, QTimer

from score5_desktop.storage.history import HistoryDB
from score5_desktop.ui.common.appearance import Appearance
from score5_desktop.ui.windows.stats_window import StatsWindow
from tests.history.games import store

SLOW_S = 0.6


def test_statistics_are_read_off_the_gui_thread_while_the_window_answers(
    qtbot, history, monkeypatch
):
    stored = store(history.db)
    threads: list[threading.Thread] = []
    ranges = HistoryDB.stats_ranges

    def slow_ranges(db, **kwargs):
        threads.append(threading.current_thread())
        time.sleep(SLOW_S)
        return ranges(db, **kwargs)

    monkeypatch.setattr(HistoryDB, "stats_ranges", slow_ranges)
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
    window = StatsWindow(history, Appearance())
    qtbot.addWidget(window)
    window.show()
    tick()
    gaps.clear()  # the window's making is not the read: the read starts here
    assert window.reading() and window.busy.isVisible()
    qtbot.waitUntil(lambda: not window.reading(), timeout=10000)
    timer.stop()
    assert threads and threading.main_thread() not in threads
    assert clock.nsecsElapsed() / 1e6 >= SLOW_S * 1000  # the slow read did take its time
    assert max(gaps) < 250, max(gaps)  # the window answered all along (a loaded machine)
    assert not window.busy.isVisible()
    assert window.pages.currentWidget() is window.content
    yours = [g for g in stored if g.human_seats()]
    assert window.gamesTile.value.text() == str(len(yours))
