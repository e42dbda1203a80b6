"""Every game finished on the table goes into the history, once; shown games do not."""

from __future__ import annotations

from score5_desktop.core import registry
from score5_desktop.games.score5.rules.record import Player, dumps
from score5_desktop.model.game_model import GameModel
from tests.history.games import finished, seats
from tests.model.helpers import auto_consuming, state_of


def players() -> list[Player]:
    return [Player("You", "human"), Player("Bot 2", "bot", "random")]


def play_to_the_end(qtbot, model: GameModel, seed: int) -> None:
    """Bots for every seat, but the record says seat 0 is a human (as a saved game would)."""
    over = []
    model.gameOver.connect(over.append)
    model.new_game(
        "score5", [Player("You", "bot", "random"), Player("Bot 2", "bot", "random")], seed
    )
    qtbot.waitUntil(lambda: bool(over), timeout=10000)


def test_a_game_played_to_the_end_is_recorded_once(qtbot, history):
    model = GameModel()
    auto_consuming(model)
    history.watch(model)
    with qtbot.waitSignal(history.gameRecorded, timeout=10000) as recorded:
        play_to_the_end(qtbot, model, 21)
    qtbot.wait(50)
    games = history.db.list_games()
    assert [g.id for g in games] == [recorded.args[0]]
    state = state_of(model)
    assert [s.score for s in games[0].seats] == list(state.result().scores)
    assert history.db.record_json(games[0].id) == model.recordText()


def test_a_finished_game_that_is_only_opened_again_is_not_recorded(qtbot, history):
    model = GameModel()
    auto_consuming(model)
    history.watch(model)
    state = finished(2, 5)
    loaded = registry.get("score5").load_record(dumps(state, players()))
    with qtbot.assertNotEmitted(history.changed, wait=50):
        model.resume("score5", loaded)
        qtbot.waitUntil(lambda: model.isOver() and model.picture().ended is not None)
        qtbot.wait(50)
    assert history.db.count_games() == 0


def test_recording_can_be_switched_off_for_the_demo(qtbot, history):
    model = GameModel()
    auto_consuming(model)
    history.watch(model)
    history.setRecording(False)
    play_to_the_end(qtbot, model, 3)
    qtbot.wait(50)
    assert history.db.count_games() == 0


def test_a_database_that_cannot_be_written_is_reported_not_raised(qtbot, history):
    history.db.close()
    state = finished(3, 8)
    with qtbot.waitSignal(history.problem) as problem:
        assert history.record(dumps(state, seats(("easy", "hard")))) is None
    assert "could not" in problem.args[0]
