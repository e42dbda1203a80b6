"""A round replayed from a review row comes to the front, and closing the review then
does not bring the end of the game back over it (issue 43: the replay went to the main
table, behind the review, and closing the review raised the end window over it)."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication, QWidget

from score5_desktop.storage.settings import GameSetup, SeatSetup
from score5_desktop.ui.windows.review_window import ReviewWindow
from tests.ui.app_fixtures import make_window


def test_a_replay_from_a_review_row_comes_to_the_front(qtbot, tmp_path) -> None:
    window = make_window(qtbot, tmp_path)
    seats = tuple(SeatSetup(f"Bot {i}", "bot", "random") for i in range(1, 4))
    finished: list[bool] = []
    window.gameFinished.connect(lambda: finished.append(True))
    window.startGame("five-three-five", GameSetup(seats=seats, options={"target": 10}), 2)
    qtbot.waitUntil(lambda: bool(finished), timeout=60000)
    end = window.endDialog
    window.reviewGame()
    (review,) = [w for w in window.findChildren(ReviewWindow) if w.isVisible()]
    review.cancel()
    qtbot.waitUntil(review.isActiveWindow, timeout=5000)

    review._watcher(review, 1)  # what double-clicking a row does
    qtbot.waitUntil(lambda: _active_replay() is not None, timeout=5000)
    replay = _active_replay()
    assert replay is not None and replay.isVisible()

    gone: list[bool] = []
    replay.destroyed.connect(lambda: gone.append(True))
    review._watcher(review, 2)  # another row: its replay takes the place of the last
    qtbot.waitUntil(lambda: bool(gone), timeout=5000)
    qtbot.waitUntil(lambda: _active_replay() is not None, timeout=5000)
    second = _active_replay()

    review.activateWindow()
    qtbot.waitUntil(review.isActiveWindow, timeout=5000)
    review.close()
    qtbot.wait(50)
    assert QApplication.activeWindow() is not end
    assert second.isVisible()
    second.close()


def _active_replay() -> QWidget | None:
    """The active window if it is a replay in a window of its own."""
    active = QApplication.activeWindow()
    return active if active is not None and active.objectName() == "replayDialog" else None
