"""An online game in the player's History: the real main window joins a table on a server
on 127.0.0.1 as its second seat (the first is another person of the same name, played
by a bot client), plays to the end, and then every way to watch the game again (Watch
again, History, File > Open of the record saved, a review row) shows it through that
seat alone, the coach reviews that seat alone, and the statistics count it as yours."""

from __future__ import annotations

import asyncio
import threading
from typing import Any

import pytest

from score5_desktop.net.client import SeatClient
from score5_desktop.ui.windows.review_window import ReviewWindow
from tests.history.games import settle
from tests.net.app_seat import host_table
from tests.ui.app_fixtures import make_window
from tests.ui.test_online_window import play_own_seat

OWN = 1  # the window's seat: not the first person's, whose name is the same


def assert_own_eyes(page: Any) -> None:
    """A replay page through the window's seat alone: no other eyes, not everyone's."""
    eyes = page.bar.eyesBox
    assert [eyes.itemData(i) for i in range(eyes.count())] == [OWN]
    assert not eyes.isEnabled() and page.controller.viewer() == OWN
    assert page.bar.eyesNote.isVisible()
    assert page.bar.eyesNote.text() == "An online game is watched again through your own eyes."


def assert_own_review(review: ReviewWindow) -> None:
    box = review.seatBox
    assert [box.itemData(i) for i in range(box.count())] == [OWN]
    assert not box.isEnabled() and review.seat == OWN and review.subject.online_seat == OWN
    assert review.seatNote.text() == "An online game is reviewed for your own seat only."
    review.start(0)  # asked for another seat, the coach stays on its own
    assert review.seat == OWN


def close_review(qtbot, review: ReviewWindow) -> None:
    review.close()
    qtbot.waitUntil(lambda: not review.runner.isRunning(), timeout=5000)


@pytest.mark.parametrize(
    ("game_id", "options"), [("five-three-five", {"target": 10}), ("score5", {})]
)
def test_an_online_game_is_seen_again_through_ones_own_seat_only(qtbot, tmp_path, game_id, options):
    server, invite, _host = host_table(tmp_path / "server", game_id, 2, 2, **options)
    first = SeatClient(invite, "random", "Bea", seed=4)  # the first seat's person
    runner = threading.Thread(target=lambda: asyncio.run(first.play()))
    window = make_window(qtbot, tmp_path)
    window.saveSettings(player_name="Bea")
    window.history.db.player_name = "Bea"
    try:
        runner.start()
        qtbot.waitUntil(lambda: first.seat == 0, timeout=5000)
        play_own_seat(window)
        window.online.join(invite, "Bea")
        qtbot.waitUntil(lambda: window.endDialog.isVisible(), timeout=60000)
        model = window.model
        assert model.isRemote() and model.onlineSeat() == OWN and model.youSeat() == OWN
        db = window.history.db
        window.history.flush()
        qtbot.waitUntil(lambda: db.count_games() == 1, timeout=5000)
        (summary,) = db.list_games()
        assert summary.online_seat == OWN and summary.you is not None
        # Two people named Bea: the statistics count the seat played, not the first name.
        assert summary.you.seat == OWN
        assert db.human_win_rate(game=game_id).games == 1
        assert db.hot_seat_left_out(game=game_id) == 0

        # Watch again, from the end window.
        window.watchAgain()
        page = window.centralWidget().currentWidget()
        assert_own_eyes(page)
        # Its "Review my game", and the review's rows replayed.
        page._review()
        review = next(w for w in window.findChildren(ReviewWindow) if w.isVisible())
        assert_own_review(review)
        review._watcher(review, 0)
        assert_own_eyes(review._replay.page)
        close_review(qtbot, review)
        page.leave()

        # Review my game, from the end window (its rows come for this seat: checked by
        # hand, about 12 s to the first row here, too long for the suite).
        window.reviewGame()
        review = next(w for w in window.findChildren(ReviewWindow) if w.isVisible())
        assert_own_review(review)
        assert review.isRunning()
        close_review(qtbot, review)

        # The History: its replay and its review.
        window.showHistory()
        history = window._history_window
        history.setGame(game_id)
        settle(qtbot, history)
        history.table.selectRow(0)
        assert_own_eyes(history.openSelected())
        window.centralWidget().currentWidget().leave()
        review = history.reviewSelected()
        assert isinstance(review, ReviewWindow)
        assert_own_review(review)
        close_review(qtbot, review)
        history.close()

        # The record saved to a file and opened again: the History knows whose it was.
        saved = tmp_path / "online.score5.json"
        model.saveTo(saved)
        assert window.openPath(saved)
        assert_own_eyes(window.centralWidget().currentWidget())
        window.centralWidget().currentWidget().leave()
    finally:
        window.online.shutdown()
        runner.join(30)
        server.stop()
