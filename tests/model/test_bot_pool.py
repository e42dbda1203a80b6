"""The bot pool serves any registered game: a seat's bot on a thread or in a worker
process as the game says, failures reported, hints on a lane no seat can share."""

from __future__ import annotations

import os
import time

import pytest

from score5_desktop.core import registry
from score5_desktop.core.players import Player
from score5_desktop.model.bot_pool import HINT_LANE, BotPool
from tests import pool_game, shell_tiny_game
from tests.pool_game import Answer, PoolAdvice, SeatView


@pytest.fixture
def pool(qtbot):
    pool = BotPool()
    yield pool
    pool.shutdown()
    assert pool.worker_pids() == []


@pytest.fixture
def pool_test_game(monkeypatch):
    """The pool's test game, registered for one test only (it is no full game)."""
    monkeypatch.setattr(registry, "_EXTRA", list(registry._EXTRA))
    return pool_game.install()


def _collect(pool: BotPool) -> tuple[list, list]:
    decided: list = []
    advised: list = []
    pool.decided.connect(lambda *answer: decided.append(answer))
    pool.advised.connect(lambda *answer: advised.append(answer))
    return decided, advised


def test_the_tiny_game_thinks_on_a_thread(qtbot, pool):
    game = shell_tiny_game.install()
    state = game.new_state([Player("A", "bot", "high"), Player("B", "bot", "random")], 4, {})
    decided, advised = _collect(pool)
    pool.seat(1, "tiny", {0: ("high", 1), 1: ("random", 2)})
    assert not pool.in_process("high") and not pool.in_process("random")
    pool.ask(1, 0, state.view(0))
    pool.hint(7, "tiny", "high", None, 1, state.view(1))
    qtbot.waitUntil(lambda: bool(decided and advised), timeout=5000)
    [(number, seat, decision, error)] = decided
    assert (number, seat, error) == (1, 0, "")
    assert decision == shell_tiny_game.Play(0, max(state.hands[0]))
    [(tag, seat, advice, error)] = advised
    assert (tag, seat, error) == (7, 1, "")
    assert advice.decision == shell_tiny_game.Play(1, max(state.hands[1]))
    assert pool.worker_pids() == []


def test_a_worker_process_answers_and_a_failing_bot_is_reported(qtbot, pool, pool_test_game):
    decided, _ = _collect(pool)
    pool.seat(3, "pool-test", {0: ("slow", 1), 1: ("broken-slow", 2), 2: ("broken", 3)})
    assert pool.in_process("slow") and not pool.in_process("broken")
    for seat in (0, 1, 2):
        pool.ask(3, seat, SeatView(seat, 3))
    qtbot.waitUntil(lambda: len(decided) == 3, timeout=30000)
    by_seat = {seat: (number, answer, error) for number, seat, answer, error in decided}
    number, answer, error = by_seat[0]
    assert (number, error) == (3, "")
    assert answer.seat == 0 and answer.level == "slow"
    assert answer.pid != os.getpid() and answer.pid in pool.worker_pids()
    assert by_seat[1] == (3, None, "ValueError: broken-slow bot at seat 1")
    assert by_seat[2] == (3, None, "ValueError: broken bot at seat 2")


def test_a_hint_never_shares_the_worker_of_seat_5(qtbot, pool, pool_test_game):
    assert HINT_LANE != ("seat", 5)
    decided, advised = _collect(pool)
    pool.seat(9, "pool-test", {seat: ("slow", seat) for seat in range(6)})
    view = SeatView(5, 6)
    pool.ask(9, 5, view)
    pool.hint(4, "pool-test", "slow", 11, 5, view)
    qtbot.waitUntil(lambda: bool(decided and advised), timeout=30000)
    [(number, seat, answer, error)] = decided
    [(tag, hint_seat, advice, hint_error)] = advised
    assert (number, seat, error) == (9, 5, "")
    assert (tag, hint_seat, hint_error) == (4, 5, "")
    assert isinstance(answer, Answer) and isinstance(advice, PoolAdvice)
    assert advice.reasons == ("asked for advice",)
    assert answer.pid != advice.decision.pid  # two processes: the seat's and the hints'
    # Every seat's worker was started when the game was seated, the hints' at its question.
    assert {answer.pid, advice.decision.pid} <= set(pool.worker_pids())
    assert len(pool.worker_pids()) == 7


def _wait_built(pool: BotPool, *lanes) -> None:
    """Wait until the bots seated on ``lanes`` are built (or failed to be): each lane's
    worker has one process, which takes its jobs in turn, so a job sent after the
    building comes back once it is done."""
    for lane in lanes:
        pool._executors[lane].submit(int).result(timeout=30)  # noqa: SLF001 - for the test


def test_seating_builds_the_bots_and_the_hint_before_their_first_question(
    qtbot, pool, pool_test_game
):
    """A worker's start and imports take about a third of a second: paid when the game is
    seated, not by the first move or the first hint."""
    decided, advised = _collect(pool)
    pool.seat(2, "pool-test", {0: ("slow", 1), 1: ("quick", 2)}, hint=("slow", 5))
    qtbot.waitUntil(lambda: len(pool.worker_pids()) == 2, timeout=30000)  # no question yet
    _wait_built(pool, ("seat", 0), HINT_LANE)  # (a fixed 3 s sleep guessed at it before)
    asked = time.time()
    pool.ask(2, 0, SeatView(0, 2))
    pool.hint(6, "pool-test", "slow", 5, 0, SeatView(0, 2))
    qtbot.waitUntil(lambda: bool(decided and advised), timeout=30000)
    [(_, _, answer, error)] = decided
    [(_, _, advice, hint_error)] = advised
    assert (error, hint_error) == ("", "")
    assert answer.built < asked and advice.decision.built < asked
    assert len(pool.worker_pids()) == 2  # the quick seat thinks on a thread


def test_a_bot_that_cannot_be_built_early_still_reports_at_its_question(
    qtbot, pool, pool_test_game
):
    """Building it when the game is seated fails quietly; its question meets the failure
    again and reports it, as a bot that fails to decide is reported."""
    decided, _ = _collect(pool)
    pool.seat(4, "pool-test", {0: ("unbuildable", 1), 1: ("slow", 2)})
    qtbot.waitUntil(lambda: len(pool.worker_pids()) == 2, timeout=30000)
    _wait_built(pool, ("seat", 0), ("seat", 1))  # and the first failed
    pool.ask(4, 0, SeatView(0, 2))
    pool.ask(4, 1, SeatView(1, 2))
    qtbot.waitUntil(lambda: len(decided) == 2, timeout=30000)
    by_seat = {seat: (answer, error) for _, seat, answer, error in decided}
    assert by_seat[0] == (None, "ValueError: unbuildable")
    assert by_seat[1][1] == "" and by_seat[1][0].level == "slow"


@pytest.mark.parametrize("game_id", ["score5", "five-three-five"])
def test_strong_levels_think_in_a_worker_and_advise_with_reasons(qtbot, game_id):
    """Both games' searching levels think in worker processes: on a thread of the app's
    process, Five Three Five's search stalled the window for up to a quarter of a second
    (its garbage is collected on the GUI thread) and kept its plans (up to 170 MB) there."""
    game = registry.get(game_id)
    pool = BotPool(think=20)  # 20 playouts: a legal answer quickly, the same on any machine
    try:
        decided, advised = _collect(pool)
        players = [Player(name, "bot", "hard") for name in "ABCD"]
        state = game.new_state(players, 5, game.default_options())
        pool.seat(1, game_id, {seat: ("hard", seat) for seat in range(4)})
        assert pool.in_process("hard") and pool.in_process("expert")
        assert not pool.in_process("normal")
        seat = state.to_act()[0]
        pool.ask(1, seat, state.view(seat))
        pool.hint(2, game_id, "hard", 8, seat, state.view(seat))
        qtbot.waitUntil(lambda: bool(decided and advised), timeout=60000)
        [(_, answered, decision, error)] = decided
        [(_, _, advice, hint_error)] = advised
        assert (answered, error, hint_error) == (seat, "", "")
        assert state.is_legal(decision) and state.is_legal(advice.decision)
        assert isinstance(advice.reasons, tuple)
        assert len(pool.worker_pids()) == 5  # each seat's, started when seated, and the hints'
    finally:
        pool.shutdown()
    assert pool.worker_pids() == []


def test_with_a_factory_every_bot_thinks_on_a_thread(qtbot, pool_test_game):
    pool = BotPool(factory=lambda level, seed: pool_game.PoolBot(level, seed))
    pool.seat(1, "pool-test", {0: ("slow", 1)})
    assert not pool.in_process("slow")
    decided, _ = _collect(pool)
    pool.ask(1, 0, SeatView(0, 2))
    qtbot.waitUntil(lambda: bool(decided), timeout=5000)
    assert decided[0][2].pid == os.getpid()
    pool.shutdown()


def test_a_bot_answering_after_its_pool_is_deleted_raises_nothing(qtbot):
    """A window closed while its bot thinks deletes the pool; the bot's late answer is
    dropped on its thread, not raised there ("Signal source has been deleted")."""
    import threading

    import shiboken6

    game = shell_tiny_game.install()
    state = game.new_state([Player("A", "bot", "high"), Player("B", "bot", "random")], 4, {})
    thinking = threading.Event()

    class Slow:
        def decide(self, view):
            thinking.set()
            time.sleep(0.2)
            return shell_tiny_game.Play(0, max(view.hand))

    pool = BotPool(factory=lambda level, seed: Slow())
    pool.seat(1, "tiny", {0: ("high", 1), 1: ("random", 2)})
    pool.ask(1, 0, state.view(0))
    assert thinking.wait(5)
    shiboken6.delete(pool)  # its thread pool waits for the bot, which then answers
