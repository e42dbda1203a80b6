"""The coach's review runs in the one bot pool, on coach lanes of its own: moments come
back in game order with the figures a review in one process gives, several reviews
share the lanes oldest first, a cancel stops one review without touching another, and
nothing outlives the pool."""

from __future__ import annotations

import dataclasses
import os

import pytest

from score5_desktop.core import records
from score5_desktop.model.bot_pool import COACH_LANES, HINT_LANE, BotPool
from score5_desktop.model.review_model import ReviewRunner
from tests.review.games import TINY, known_game


@pytest.fixture
def pool(qtbot):
    pool = BotPool()
    yield pool
    pool.shutdown()
    assert pool.worker_pids() == []


def _figures(moment) -> object:
    """A moment without the seconds it took (which differ from one run to the next)."""
    return dataclasses.replace(moment, seconds=0.0)


def _record(runner: ReviewRunner) -> dict:
    seen: dict = {"moments": [], "counts": [], "ended": [], "failed": []}
    runner.momentReady.connect(
        lambda job, m, done, total: (seen["moments"].append(m), seen["counts"].append(done))
    )
    runner.finished.connect(lambda job, complete: seen["ended"].append(complete))
    runner.failed.connect(lambda job, text: seen["failed"].append(text))
    return seen


def test_a_review_comes_back_in_game_order_with_one_process_figures(qtbot, pool):
    text = known_game()
    runner = ReviewRunner(pool)
    seen = _record(runner)
    total = runner.start(text, 0, seed=5, **TINY)
    qtbot.waitUntil(lambda: bool(seen["ended"]), timeout=60000)
    assert seen["ended"] == [True] and seen["failed"] == [] and not runner.isRunning()
    assert seen["counts"] == list(range(1, total + 1))
    game, loaded = records.read(text)
    points = game.review_points(loaded, 0)
    here = [game.review_point(p, 5, TINY["rollouts"], TINY["worlds"]) for p in points]
    assert [_figures(m) for m in seen["moments"]] == [_figures(m) for m in here]
    # The coach's workers are the pool's own, on lanes no seat or hint can name.
    assert ("seat", 0) not in COACH_LANES and HINT_LANE not in COACH_LANES
    assert 1 <= len(pool.worker_pids()) <= len(COACH_LANES)
    assert os.getpid() not in pool.worker_pids()


def test_two_reviews_share_the_lanes_and_a_cancel_stops_only_its_own(qtbot, pool):
    first, second, third = ReviewRunner(pool), ReviewRunner(pool), ReviewRunner(pool)
    seen = [_record(r) for r in (first, second, third)]
    first.start(known_game(11), 0, seed=5, **TINY)
    second.start(known_game(12), 1, seed=5, rollouts=3000, worlds=300)  # long: cancelled
    total = third.start(known_game(13), 0, seed=5, **TINY)
    assert len({first.job(), second.job(), third.job()}) == 3
    qtbot.waitUntil(lambda: bool(seen[0]["ended"]), timeout=60000)
    second.cancel()
    qtbot.waitUntil(lambda: bool(seen[1]["ended"]), timeout=5000)
    arrived = len(seen[1]["moments"])
    qtbot.waitUntil(lambda: bool(seen[2]["ended"]), timeout=60000)
    assert [s["ended"] for s in seen] == [[True], [False], [True]]
    assert len(seen[1]["moments"]) == arrived, "nothing arrives after a cancel"
    assert seen[2]["counts"] == list(range(1, total + 1))  # the third, whole and in order
    steps = [m.step for m in seen[2]["moments"]]
    assert steps == sorted(steps)


def test_a_runner_without_a_pool_has_its_own_and_ends_it(qtbot):
    runner = ReviewRunner()
    seen = _record(runner)
    runner.start(known_game(), 0, seed=5, **TINY)
    qtbot.waitUntil(lambda: bool(seen["moments"]), timeout=60000)
    runner.shutdown()
    qtbot.waitUntil(lambda: bool(seen["ended"]), timeout=5000)
    assert seen["ended"] == [False]


def test_a_review_with_nothing_to_review_ends_complete(qtbot, pool, monkeypatch):
    runner = ReviewRunner(pool)
    seen = _record(runner)
    game, _loaded = records.read(known_game())
    monkeypatch.setattr(type(game), "review_points", lambda self, loaded, seat: [])
    assert runner.start(known_game(), 0, seed=5, **TINY) == 0
    qtbot.waitUntil(lambda: bool(seen["ended"]), timeout=5000)
    assert seen["ended"] == [True] and pool.worker_pids() == []


def test_the_coach_opened_from_the_app_reviews_in_the_app_pool(qtbot, tmp_path):
    from score5_desktop.model.review_model import ReviewSubject
    from score5_desktop.ui.windows.review_window import open_review
    from tests.ui.app_fixtures import make_window

    window = make_window(qtbot, tmp_path)
    pool = window.model.pool
    assert pool.worker_pids() == []
    review = open_review(window, ReviewSubject.of_record(known_game()), 0, watch=lambda w, s: None)
    qtbot.waitUntil(lambda: len(pool.worker_pids()) == len(COACH_LANES), timeout=20000)
    coach = pool.worker_pids()
    review.close()  # cancels: the coach's lanes are stopped, their processes ended
    qtbot.waitUntil(lambda: pool.worker_pids() == [], timeout=10000)
    qtbot.waitUntil(lambda: not any(_alive(pid) for pid in coach), timeout=10000)


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    return True


def test_closing_a_finished_review_ends_the_coach_processes(qtbot, tmp_path):
    """Issue 43: the coach's processes (tens of megabytes each) outlived a review window
    closed after its review was complete, until the app quit."""
    from score5_desktop.model.review_model import ReviewSubject
    from score5_desktop.ui.windows.review_window import ReviewWindow
    from tests.ui.app_fixtures import make_window

    window = make_window(qtbot, tmp_path)
    pool = window.model.pool
    subject = ReviewSubject.of_record(known_game())
    review = ReviewWindow(subject, 0, window, seed=5, pool=pool, **TINY)
    review.show()
    qtbot.waitUntil(lambda: not review.isRunning(), timeout=60000)
    coach = pool.worker_pids()
    assert coach, "the review ran in the pool's workers"
    review.close()
    qtbot.waitUntil(lambda: pool.worker_pids() == [], timeout=10000)
    qtbot.waitUntil(lambda: not any(_alive(pid) for pid in coach), timeout=10000)


def test_the_command_line_reviews_with_as_many_processes_as_the_app():
    """Issue 46: ``score5 review`` reviewed in one process by default, the app in two,
    so the command took minutes where the app took seconds."""
    from score5_desktop.cli.main import build_parser

    args = build_parser().parse_args(["review", "game.json", "--seat", "0"])
    assert args.workers == len(COACH_LANES) == min(2, os.cpu_count() or 1)
