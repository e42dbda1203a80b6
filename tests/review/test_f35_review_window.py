"""The coach's window for Five Three Five: the same window as SCORE 5's, its rows worded by
the game's own Qt part, reached from History and from the game just finished."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from score5_desktop.core.players import Player
from score5_desktop.games.five_three_five.bots.review import review_game
from score5_desktop.games.five_three_five.game import GAME
from score5_desktop.model.review_model import ReviewSubject, ReviewTableModel, StepRole
from score5_desktop.ui.windows.review_window import ReviewWindow
from tests.review.test_review_window import measure_review

F35 = "five-three-five"
TINY = {"rollouts": 30, "worlds": 25}


def f35_record(seed: int = 7) -> str:
    """A finished 4-player game: you (seat 0, played by the easy bot) against bots."""
    players = [Player("Léa", "human")] + [Player(f"Bot {i}", "bot", "normal") for i in (1, 2, 3)]
    state = GAME.new_state(players, seed, {"target": 10})
    bots = [GAME.make_bot("easy" if s == 0 else "normal", seed=seed + s) for s in range(4)]
    while not state.is_over:
        (seat,) = state.to_act()
        state.apply(bots[seat].decide(state.view(seat)))
    return GAME.dump_record(state, players)


def _window(qtbot, text: str) -> ReviewWindow:
    window = ReviewWindow(ReviewSubject.of_record(text), None, seed=5, **TINY)
    window.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, False)
    qtbot.addWidget(window)
    window.show()
    return window


def test_the_window_reviews_a_five_three_five_game_in_its_words(qtbot) -> None:
    text = f35_record()
    window = _window(qtbot, text)
    assert window.seat == 0, "the human seat is reviewed first"
    qtbot.waitUntil(lambda: not window.isRunning(), timeout=60000)
    expected = review_game(GAME.load_record(text), 0, seed=5, **TINY)
    model = window.model
    assert model.rowCount() == len(expected.moments) == window.progress.maximum() > 0
    assert model.marks() == expected.marks()
    assert "complete" in window.status.text()
    headers = [model.headerData(c, Qt.Orientation.Horizontal) for c in range(7)]
    assert headers[ReviewTableModel.ROUND] == "Round"
    assert headers[ReviewTableModel.SCORE] == "Penalty points"
    assert "penalty points" in window.intro.text()
    for row, m in enumerate(expected.moments):
        cells = [model.index(row, c).data() for c in range(7)]
        assert cells[ReviewTableModel.ROUND].startswith(str(m.deal))
        decision = cells[ReviewTableModel.DECISION]
        assert decision.startswith("Answer to ") if m.central else decision == "Lead"
        played = cells[ReviewTableModel.PLAYED]
        assert played == "pass" or played.split()[0] in ("lead", "overwrite", "add")
        assert cells[ReviewTableModel.WHY], "every row says why"
        if m.same:
            assert cells[ReviewTableModel.EXPERT] == "Same as you"
            assert cells[ReviewTableModel.SCORE] == "—"
        elif not m.equal:
            assert "±" in cells[ReviewTableModel.SCORE] and "±" in cells[ReviewTableModel.WIN]
        assert model.index(row, 0).data(StepRole) == m.step
    window.close()


@pytest.mark.solo  # a 100 ms bound on the GUI thread while the review searches
def test_the_gui_thread_keeps_ticking_during_a_five_three_five_review(qtbot) -> None:
    measure_review(qtbot, ReviewSubject.of_record(f35_record(9)), rollouts=1500, worlds=200)


def test_the_coach_opens_from_history_and_from_the_game_just_finished(qtbot, tmp_path) -> None:
    from score5_desktop.storage.settings import GameSetup, SeatSetup
    from tests.history.games import settle
    from tests.ui.app_fixtures import make_window

    window = make_window(qtbot, tmp_path)
    text = f35_record(3)
    game_id = window.history.db.add_game(text, GAME.load_record(text).state)
    window.showHistory()
    history = window._history_window
    history.setGame(F35)
    settle(qtbot, history)
    history.table.selectRow(history.model.rowOf(game_id))
    review = history.reviewSelected()
    assert isinstance(review, ReviewWindow) and review.subject.game is GAME
    assert review.isRunning() and review.seat == 0
    review.close()
    qtbot.waitUntil(lambda: not review.runner.isRunning(), timeout=5000)

    # The game just finished on its page: "Review my game" reviews it.
    seats = tuple(SeatSetup(f"Bot {i}", "bot", "random") for i in range(1, 4))
    finished = []
    window.gameFinished.connect(lambda: finished.append(True))
    window.startGame(F35, GameSetup(seats=seats, options={"target": 10}), seed=2)
    assert window.finishedRecord() is None, "not before the game is over"
    qtbot.waitUntil(lambda: bool(finished), timeout=60000)
    window.reviewGame()
    reviews = [w for w in window.findChildren(ReviewWindow) if w.isVisible()]
    assert len(reviews) == 1 and reviews[0].subject.game is GAME
    reviews[0].close()
    qtbot.waitUntil(lambda: not reviews[0].runner.isRunning(), timeout=5000)
