"""``EndFollower``: a log's last row comes into view once per turn of the event loop
while the log shows, and only when it next shows while it is hidden (a hidden log was
laid out on every row)."""

from __future__ import annotations

from PySide6.QtWidgets import QListWidget

from score5_desktop.ui.common.end_follower import EndFollower


def _log(qtbot) -> tuple[QListWidget, EndFollower]:
    log = QListWidget()
    qtbot.addWidget(log)
    log.setWordWrap(True)
    log.resize(200, 100)
    return log, EndFollower(log)


def test_a_shown_log_scrolls_to_its_last_row_once_per_turn(qtbot, monkeypatch):
    log, follower = _log(qtbot)
    log.show()
    qtbot.waitExposed(log)
    scrolls: list[int] = []
    scroll = log.scrollToBottom
    monkeypatch.setattr(log, "scrollToBottom", lambda: (scrolls.append(log.count()), scroll()))
    for n in range(60):
        log.addItem(f"line {n}")
        follower.scroll()
    qtbot.waitUntil(lambda: bool(scrolls))
    bar = log.verticalScrollBar()
    assert scrolls == [60] and bar.maximum() > 0 and bar.value() == bar.maximum()


def test_a_hidden_log_scrolls_when_it_next_shows(qtbot, monkeypatch):
    log, follower = _log(qtbot)
    scrolled: list[bool] = []
    monkeypatch.setattr(log, "scrollToBottom", lambda: scrolled.append(log.isVisible()))
    log.addItems([f"line {n}" for n in range(60)])
    follower.scroll()
    follower.scroll()
    assert scrolled == []  # nothing laid out while nobody sees it
    log.show()
    qtbot.waitExposed(log)
    assert scrolled == [True]  # once, on show
    log.hide()
    log.show()
    assert scrolled == [True]  # nothing pending: a later show leaves the reader's place
